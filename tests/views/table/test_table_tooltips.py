"""Tooltips on the table belong to their item: shown where the pointer rests, gone as soon as it
leaves the item (not seconds later, over the prompt), on the table and in the replay."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QHelpEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QToolTip
from table_driver import settle, vp_point

from sf_desktop.model.record import Seat
from sf_desktop.views.dialogs.game_dialogs import Setup
from sf_desktop.views.window.main_window import MainWindow

SOLO = Setup((Seat("Ana", "human"), Seat("Bot", "random")), seed=3, first_player=0)


def rest_on(w: MainWindow, item: QGraphicsItem) -> QPoint:
    """The pointer rests on ``item``: Qt's tooltip event at its middle; where that was."""
    vp = w.view.viewport()
    at = vp_point(w, item.mapToScene(item.boundingRect().center()))
    QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, at, vp.mapToGlobal(at)))
    return at


def move_to(w: MainWindow, at: QPoint) -> None:
    """The pointer moves (no button held) to ``at`` on the viewport."""
    vp = w.view.viewport()
    p = QPointF(at)
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        p,
        QPointF(vp.mapToGlobal(p)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(vp, event)


def outside(w: MainWindow, item: QGraphicsItem) -> QPoint:
    """A point of the viewport away from ``item`` (the prompt's panel, which has no tooltip)."""
    panel = w.scene.prompt.panel
    spot = vp_point(w, panel.mapToScene(panel.boundingRect().center()))
    assert not w.view.mapFromScene(item.sceneBoundingRect()).boundingRect().contains(spot)
    return spot


def test_a_row_tooltip_goes_when_the_pointer_leaves_its_row(qtbot, window):
    w = window
    w.start_game(SOLO)
    settle(qtbot, w)
    target = w.scene.row_targets[0]
    assert target.toolTip()
    at = rest_on(w, target)
    qtbot.waitUntil(QToolTip.isVisible, timeout=3000)
    assert QToolTip.text() == target.toolTip()
    move_to(w, at + QPoint(2, 1))  # moving inside the row keeps it
    assert QToolTip.isVisible()
    move_to(w, outside(w, target))
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=3000)


def test_a_player_header_tooltip_goes_when_the_pointer_leaves_the_board(qtbot, window):
    w = window
    w.start_game(SOLO)
    settle(qtbot, w)
    board = w.scene.boards[1]  # the opponent's board, its header and tooltip
    assert board.toolTip()
    rest_on(w, board)
    qtbot.waitUntil(QToolTip.isVisible, timeout=3000)
    assert QToolTip.text() == board.toolTip()
    move_to(w, outside(w, board))
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=3000)


def test_nothing_with_a_tooltip_under_the_pointer_shows_none(qtbot, window):
    w = window
    w.start_game(SOLO)
    settle(qtbot, w)
    rest_on(w, w.scene.prompt.panel)  # the tooltip event, handled at once: no tip to show
    QApplication.processEvents()
    assert not QToolTip.isVisible()
