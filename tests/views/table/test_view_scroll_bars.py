"""The fitted table has no scroll bars: asked for "as needed" they could come and go for ever at
some window sizes (a fitted table a fraction of a pixel too wide gets bars, the smaller fit
loses them, the larger fit gets them again...), resizing and repainting the table without end.
Zoomed in, the bars are there to move around."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication

from sf_desktop.model.record import Seat

ALWAYS_OFF, AS_NEEDED = Qt.ScrollBarPolicy.ScrollBarAlwaysOff, Qt.ScrollBarPolicy.ScrollBarAsNeeded


class Resizes(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.count += 1
        return False


def test_the_fitted_table_has_no_scroll_bars_and_a_zoomed_one_has(qtbot, window) -> None:
    view = window.view
    assert view.horizontalScrollBarPolicy() == ALWAYS_OFF == view.verticalScrollBarPolicy()
    view.zoom_by(1.5)
    assert view.horizontalScrollBarPolicy() == AS_NEEDED == view.verticalScrollBarPolicy()
    qtbot.waitUntil(view.horizontalScrollBar().isVisible, timeout=5000)
    view.zoom_to_fit()
    assert view.horizontalScrollBarPolicy() == ALWAYS_OFF
    qtbot.waitUntil(lambda: not view.horizontalScrollBar().isVisible(), timeout=5000)


def test_a_size_where_the_bars_came_and_went_settles(qtbot, window) -> None:
    """1280 x 760 with a seat shown thinking: before, the viewport went 1280 x 715 <-> 1266 x 701
    without end."""
    window.resize(1280, 760)
    window.model.new_game((Seat("Ana"), Seat("Bruno", "human")))
    window.set_speed("normal")
    window.model.thinking_changed.emit(1, True)
    resizes = Resizes()
    window.view.viewport().installEventFilter(resizes)
    for _ in range(60):  # rounds of the event loop: an oscillation resizes at every round
        QApplication.sendPostedEvents()
        QApplication.processEvents()
    assert resizes.count <= 4
    window.model.thinking_changed.emit(1, False)
