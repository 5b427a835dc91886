"""The online host dialog offers each level the app ships, Expert included, and sends the
server the seat kinds it takes."""

from __future__ import annotations

from sf_desktop.session.online_play import server_kinds
from sf_desktop.views.online.play_dialog import SeatsForm


def test_the_host_dialog_offers_expert_and_the_server_takes_it(qtbot) -> None:
    form = SeatsForm("Ana")
    qtbot.addWidget(form)
    form.count.setValue(3)
    offered = [form.others[0].itemData(i) for i in range(form.others[0].count())]
    assert offered == ["friend", "easy", "medium", "hard", "expert"]
    assert form.others[0].itemText(offered.index("expert")) == "AI · Expert"
    form.others[0].setCurrentIndex(offered.index("expert"))
    form.others[1].setCurrentIndex(offered.index("friend"))
    assert form.kinds() == ["human", "expert", "friend"]
    assert server_kinds(form.kinds()) == ["person", "expert", "person"]
