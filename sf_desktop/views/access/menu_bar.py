"""The menu bar as a screen reader reaches it: its menus, then the widgets in its corners.

Qt's own interface for a menu bar lists only its menus, so Undo and Redo, the buttons in the
bar's right corner, were spoken when the keyboard reached them but absent from the tree a
screen reader walks (and from its lists of buttons). This interface lists the same menus, as
Qt's own items for them, then the corner widgets, whose own interfaces (Qt's push buttons,
with their Press action) are unchanged.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAction
from PySide6.QtWidgets import QAccessibleWidget, QMenuBar, QWidget

CORNERS = (Qt.Corner.TopLeftCorner, Qt.Corner.TopRightCorner)


def menu_item(bar: QMenuBar, action: QAction) -> QAccessibleInterface | None:
    """Qt's own item for a menu of ``bar``: Qt makes it when a menu is asked for its parent
    (the item in the bar that opens it), and keeps it for the action from then on."""
    item = QAccessible.queryAccessibleInterface(action)
    if item is None and action.menu() is not None:
        menu = QAccessible.queryAccessibleInterface(action.menu())
        item = menu.parent() if menu is not None else None
    return item if item is not None and item.object() is action else None


class MenuBarInterface(QAccessibleWidget):
    """A menu bar: its menus (as Qt lists them), then the widgets shown in its corners."""

    def __init__(self, bar: QMenuBar) -> None:
        super().__init__(bar, QAccessible.Role.MenuBar)
        self.bar = bar

    def _corners(self) -> list[QWidget]:
        return [w for w in (self.bar.cornerWidget(c) for c in CORNERS) if w is not None and w.isVisible()]

    def childCount(self) -> int:
        return len(self.bar.actions()) + len(self._corners())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # None: no child there (Qt takes a null pointer)
        actions = self.bar.actions()
        if 0 <= index < len(actions):
            return menu_item(self.bar, actions[index])
        corners = self._corners()
        index -= len(actions)
        return QAccessible.queryAccessibleInterface(corners[index]) if 0 <= index < len(corners) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        found = child.object() if child is not None else None
        actions = self.bar.actions()
        if isinstance(found, QAction):
            return actions.index(found) if found in actions else -1
        corners = self._corners()
        return len(actions) + corners.index(found) if found in corners else -1
