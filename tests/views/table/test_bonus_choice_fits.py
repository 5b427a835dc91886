"""The bonus choice's tiles stand inside the tray at any text size: at 200% in a 1024x700
window the tray is lower than the tiles' usual height, and they ran over the log's caption; and
they leave the discard box ("box: 0") in sight, under the online bar too."""

from __future__ import annotations

import pytest
from table_driver import record_until

from sf_desktop.model.actions import ChooseBonus
from sf_desktop.views.look import theme


@pytest.mark.parametrize("height", [700, 640], ids=lambda h: f"1024x{h}")  # 640: under the online bar
@pytest.mark.parametrize(
    "case",
    [("en", 1.0), ("es", 1.0), ("en", 2.0), ("es", 2.0), ("it", 2.0)],
    ids=["en-100", "es-100", "en-200", "es-200", "it-200"],
)
def test_the_choices_stay_in_the_tray(qtbot, open_table, english, case, height):
    code, scale = case
    w = open_table(size=(1024, height))
    w.aids.language_actions[code].trigger()
    w.aids.set_ui_scale(scale, save=False)
    try:
        w.model.load_record(record_until(lambda legal: any(isinstance(a, ChooseBonus) for a in legal)))
        qtbot.waitUntil(lambda: not w.animator.busy and bool(w.scene.choices))
        tray = w.scene.layout.tray
        log = w.scene.log.sceneBoundingRect()
        discard = w.scene.layout.discard if w.scene.discard.isVisible() else None
        theme.text_audit = []
        try:
            assert not w.grab().isNull()
            audit = list(theme.text_audit)
        finally:
            theme.text_audit = None
        for tile in w.scene.choices:
            box = tile.mapRectToScene(tile.rect)
            assert tray.contains(box), (box, tray)
            assert not box.intersects(log), "a tile covers the log"
            assert discard is None or not box.intersects(discard), "a tile covers the discard box"
            caption = w.scene.tray_panel.caption
            assert not caption or box.top() >= tray.y() + w.scene.layout.tray_caption_h, "nor the caption"
        labels = {tile.label for tile in w.scene.choices}
        assert [(t, n, r) for t, n, r in audit if t in labels and n > r + 0.5] == [], "a name is cut"
    finally:
        w.aids.set_ui_scale(1.0, save=False)
