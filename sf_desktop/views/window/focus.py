"""The keyboard comes back when a window of the game closes (a dialog, a message box, the replay):
to where it was before (the welcome's choice that opened the dialog), else to the table. Without
a window manager that activates the parent again (and on some that do not), focus was left
nowhere and even Ctrl+Q did nothing until the table was clicked; and the table took it even
from the welcome, where Tab then began again at the top.

A menu closed by Esc leaves Qt's menu bar holding the keyboard (its titles walked by the
arrows), and a button of the table's bars keeps it after a click: in both the table's keys
(D, 1-5) did nothing until a second Esc or a click. The keeper gives the keys back to the table
as soon as a menu closes or such a button acts."""

from __future__ import annotations

from typing import TypeGuard, cast

from PySide6.QtCore import QChildEvent, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QMenuBar, QWidget


def is_window(thing: object) -> TypeGuard[QWidget]:
    """A window of its own (a dialog, a box, the replay), not a menu's or a tooltip's popup."""
    return (
        isinstance(thing, QWidget)
        and thing.isWindow()
        and thing.windowType() in (Qt.WindowType.Window, Qt.WindowType.Dialog, Qt.WindowType.Sheet)
    )


class FocusKeeper(QObject):
    """Watches the windows ``window`` parents (dialogs, boxes, the replay, however they are
    made) and, when one of them hides while the game has the keyboard, makes ``window``
    active again with the keyboard on ``home`` (the table). While the player is in another
    app nothing is taken back."""

    def __init__(self, window: QMainWindow, home: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.home = home
        self.watched: set[int] = set()
        window.installEventFilter(self)
        window.menuBar().installEventFilter(self)  # its menus, as they are added

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ActionAdded and isinstance(watched, QMenuBar):
            menu = event.action().menu()  # type: ignore[attr-defined]
            if isinstance(menu, QMenu):
                self.watch_menu(menu)
        elif watched is self.window:
            if kind == QEvent.Type.ChildPolished:
                child = cast(QChildEvent, event).child()
                if is_window(child) and id(child) not in self.watched:
                    self.watched.add(id(child))
                    child.installEventFilter(self)
                    key = id(child)
                    child.destroyed.connect(lambda _=None: self.watched.discard(key))
        elif kind == QEvent.Type.Hide and is_window(watched):
            if QApplication.activeWindow() is not None or QGuiApplication.focusWindow() is not None:
                # The game has the keyboard (Qt may be letting go of it as the window hides;
                # the activation of a window just shown may still be on its way).
                QTimer.singleShot(0, self.restore)
        return False

    def watch_menu(self, menu: QMenu) -> None:
        """When ``menu`` closes (chosen or dismissed) and no other menu opens, the keys go back
        to the table."""
        menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self.after_menu))

    def after_menu(self) -> None:
        """The table has the keys again, unless a menu is still open (the arrows walked to the
        next one, a submenu) or the keyboard went elsewhere (a dialog the menu opened)."""
        if QApplication.activePopupWidget() is not None:
            return
        focus = self.window.focusWidget()  # this window's own, whether it is active or not
        if focus is None or isinstance(focus, QMenuBar) or focus is self.window:
            self.home.setFocus(Qt.FocusReason.PopupFocusReason)

    def back_to_table(self) -> None:
        """A button of the table's bars acted: the table's keys work again at once."""
        if self.window.isActiveWindow() and QApplication.activePopupWidget() is None:
            self.home.setFocus(Qt.FocusReason.OtherFocusReason)

    def restore(self) -> None:
        """The table's window active again, the keyboard on the table (unless another of the
        game's windows, a modal dialog say, has it now)."""
        w = self.window
        if not w.isVisible() or w.isMinimized():
            return
        active = QApplication.activeWindow()
        if active is not None and active is not w and active.isVisible():
            return
        if any(is_window(c) and c.isVisible() for c in w.children()):
            return  # another of the game's windows is open (or opening): it may have the keys
        modal = QApplication.activeModalWidget()
        if modal is not None and modal is not w:
            return
        w.activateWindow()
        focus = QApplication.focusWidget()
        if focus is None or not w.isAncestorOf(focus) or not focus.isVisible():
            # Back where the keyboard was before the window opened (the welcome's choice that
            # opened it, a button reached by Tab), else on the table.
            last = w.focusWidget()
            if last is not None and last is not w and not isinstance(last, QMenuBar) and last.isVisible():
                last.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
            else:
                self.home.setFocus()
