"""The rating scale where a player chooses and looks back: each level's rating in the New game
dialog, the person's own in Statistics, and the welcome choosing the level for even games."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from sf_desktop.ai.base import make_agent
from sf_desktop.ai.match import play_match
from sf_desktop.model.record import Seat
from sf_desktop.session.ratings import Rating, level_rating
from sf_desktop.storage.save_store import SaveStore
from sf_desktop.views.dialogs.game_dialogs import NewGameDialog
from sf_desktop.views.dialogs.statistics import StatsDialog
from sf_desktop.views.dialogs.welcome import WelcomePanel
from sf_desktop.words.people import DEFAULT_NAME

pytestmark = pytest.mark.usefixtures("english")


def test_the_seats_offer_expert_and_each_level_with_its_rating(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    seat = dialog.kinds[1]
    offered = {seat.itemData(i): seat.itemText(i) for i in range(seat.count())}
    assert "expert" in offered
    assert offered["hard"] == f"AI · Hard · rating {level_rating('hard')}"
    assert offered["easy"] == f"AI · Easy · rating {level_rating('easy')}"


def test_statistics_show_the_persons_rating_on_the_levels_scale(qtbot, tmp_path) -> None:
    store = SaveStore(tmp_path / "data")
    seats = (Seat(DEFAULT_NAME, "human"), Seat("Ada", "medium"))
    for seed in (1, 2, 3):
        result = play_match(seats, [make_agent("greedy") for _ in seats], seed)
        store.finish(result.record, result.final)
    dialog = StatsDialog.from_store(store)
    qtbot.addWidget(dialog)
    text = dialog.rating.text()
    assert text.startswith("Your rating from your games against the AI: ")
    assert f"Medium {level_rating('medium')}" in text and "±" in text


def test_the_welcome_chooses_the_level_that_gives_even_games(qtbot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    panel = WelcomePanel(parent)
    panel.suggest(None)  # no game against the AI yet: the usual choice, nothing said
    assert panel.level.currentData() == "medium" and panel.suggestion.isHidden()
    hard = level_rating("hard")
    assert hard is not None
    panel.suggest(Rating(hard - 20.0, 60.0))
    assert panel.level.currentData() == "hard"
    assert not panel.suggestion.isHidden()
    assert panel.suggestion.text() == f"Your rating is {hard - 20} ± 60: Hard should give you even games."
