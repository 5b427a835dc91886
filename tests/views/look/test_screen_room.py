"""A window moved and shrunk into the screen once it is framed, and only then: a dialog stays
where the app placed it (centred on its parent) when the window manager reports it first in
the screen's corner, as openbox does now and then before it moves it where it was asked."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QPoint, QRect, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from sf_desktop.views.look import screen_room
from sf_desktop.views.look.screen_room import fitted, open_within_screen

AREA = QRect(0, 0, 1024, 700)
MARGINS = QMargins(1, 20, 1, 5)  # openbox's: a title bar of 20 pixels


def test_a_frame_within_the_area_stays():
    frame = QRect(QPoint(130, 87), QSize(760, 460).grownBy(MARGINS))
    assert fitted(AREA, frame, MARGINS, QSize(760, 460)) is None


def test_a_frame_past_an_edge_comes_in():
    frame = QRect(QPoint(-1, -20), QSize(760, 460).grownBy(MARGINS))
    assert fitted(AREA, frame, MARGINS, QSize(760, 460)) == QPoint(0, 0)
    low = QRect(QPoint(300, 400), QSize(600, 400).grownBy(MARGINS))
    assert fitted(AREA, low, MARGINS, QSize(600, 400)) == QPoint(300, 700 - 425)


def test_a_window_too_tall_for_its_frame_shrinks_and_comes_in():
    """Given a size that leaves room for the frame, the frame goes where all of it shows."""
    frame = QRect(QPoint(0, 0), QSize(800, 700).grownBy(MARGINS))
    assert fitted(AREA, frame, MARGINS, QSize(800, 675)) == QPoint(0, 0)
    assert fitted(AREA, frame.translated(0, 30), MARGINS, QSize(800, 675)) == QPoint(0, 0)


def test_a_dialog_stays_where_the_app_placed_it_whatever_the_window_manager_says_first(qtbot, monkeypatch):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(AREA))
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.setGeometry(0, 20, 1024, 680)
    parent.show()
    qtbot.waitExposed(parent)
    monkeypatch.setattr(screen_room, "own_frame", lambda _window: QMargins())  # not framed yet
    dialog = QDialog(parent)
    open_within_screen(dialog, QSize(760, 460))
    asked = QPoint(132, 127)  # on its parent, as Qt centres a dialog where a window manager frames it
    dialog.move(asked)
    dialog.show()
    qtbot.waitExposed(dialog)
    keeper = dialog.findChild(screen_room._KeepOnScreen)
    assert keeper is not None and keeper.placed == asked

    # Framed, and reported first in the corner with its title bar above the screen: the app
    # moved it there and kept it there, where the window manager would have put it as asked.
    monkeypatch.setattr(screen_room, "own_frame", lambda _window: MARGINS)
    dialog.frameGeometry = lambda: QRect(QPoint(-1, -20), dialog.size().grownBy(MARGINS))
    moves: list[object] = []
    dialog.move = lambda *where: moves.append(where)
    keeper.settle()
    assert moves == []
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # its watch is over
    assert dialog.findChild(screen_room._KeepOnScreen) is None
    dialog.close()
