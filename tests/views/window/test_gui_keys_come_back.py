"""The table's keys work again at once after a menu closes by Esc, and after a button of the
online bar acts: the keyboard goes back to the table, where its ring shows it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from table_driver import settle

from sf_desktop.model.actions import DRAW
from sf_desktop.model.record import Seat
from sf_desktop.views.dialogs.game_dialogs import Setup


def key_as_a_player(key: Qt.Key) -> None:
    """A key press where the keyboard is now (the focus widget, else the active window)."""
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None
    QTest.keyClick(target, key)


def test_a_menu_closed_by_escape_gives_the_keys_back_to_the_table(qtbot, window):
    w, m = window, window.model
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=9, first_player=0))
    settle(qtbot, w)
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view)
    bar = w.menuBar()
    game = bar.actions()[0]
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(game).center())
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    QTest.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    w.activateWindow()  # as a window manager does when the menu is gone (offscreen may not)
    qtbot.waitUntil(w.isActiveWindow)
    qtbot.waitUntil(lambda: w.focusWidget() is w.view, timeout=2000)  # not the menu bar
    key_as_a_player(Qt.Key.Key_D)
    settle(qtbot, w)
    assert m.record.actions == (DRAW,)


def test_a_new_game_has_no_keyboard_ring_until_a_key(qtbot, window):
    """The ring of the last game's keyboard cursor stood on a column of the new game before
    any key was pressed."""
    w = window
    setup = Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=9, first_player=0)
    w.start_game(setup)
    settle(qtbot, w)
    w.activateWindow()
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Tab)
    assert w.scene.input.keys.focused is not None  # the ring is on the deck
    w.start_game(setup)
    settle(qtbot, w)
    w.view.clearFocus()
    w.view.setFocus()  # the keyboard comes back to the table (a dialog closed)
    qtbot.waitUntil(w.view.hasFocus)
    settle(qtbot, w)
    assert w.scene.input.keys.focused is None
    QTest.keyClick(w.view, Qt.Key.Key_Tab)
    assert w.scene.input.keys.focused is w.scene.deck
