"""Qt's accessible interfaces for the table: the view's own, and one for each node of the tree.

The things on the table are not widgets (and their items are not what is named: the state
is), so each node gets a ``QAccessibleInterface`` written here, asked for its name, role,
state, place and children by Qt's bridge to the system's screen reader. The view's interface
lists the widgets laid over the table (the welcome, the guide) and then the table's nodes.

A node that may be used now has a Press action, which does what Enter does there. PySide6
binds ``interface_cast`` as returning an integer: the action interface is a Python object of
its own, handed to Qt by its C++ address as a ``shiboken6.VoidPtr``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QRect, QTimer
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from ...words import access as words
from .table_tree import PROMPT, Key, Node, Role

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

    from ..table.view import TableView
    from .table_access import TableAccess

# PySide6's stubs say that parent(), child(), childAt(), focusChild(), object() and window()
# always return something; Qt's own return nullptr where there is nothing, and takes None from
# Python for it, as these do: hence their "type: ignore[override]".
ROLES = {
    Role.GROUP: QAccessible.Role.Grouping,
    Role.LIST: QAccessible.Role.List,
    Role.ITEM: QAccessible.Role.ListItem,
    Role.TEXT: QAccessible.Role.StaticText,
    Role.BUTTON: QAccessible.Role.Button,
}

Text = QAccessible.Text


class NodeActions(QAccessibleActionInterface):
    """The Press action of a thing that may be used now: what Enter does on it."""

    def __init__(self, access: TableAccess, key: Key) -> None:
        super().__init__()
        self.access = access
        self.key = key

    def actionNames(self) -> list[str]:
        node = self.access.tree().nodes.get(self.key)
        return [QAccessibleActionInterface.pressAction()] if node is not None and node.usable else []

    def doAction(self, name: str) -> None:
        if name in self.actionNames():  # after the screen reader's call has its answer
            QTimer.singleShot(0, lambda: self.access.press(self.key))

    def keyBindingsForAction(self, name: str) -> list[str]:
        return []


class NodeInterface(QAccessibleInterface):
    """One thing on the table, as its key names it; everything it says is read from the
    table's current tree, so it is never out of date."""

    def __init__(self, access: TableAccess, key: Key) -> None:
        super().__init__()
        self.access = access
        self.key = key
        self.actions = NodeActions(access, key)  # kept as long as the interface

    def interface_cast(self, t: QAccessible.InterfaceType) -> shiboken6.VoidPtr:  # type: ignore[override]
        if t == QAccessible.InterfaceType.ActionInterface:
            return shiboken6.VoidPtr(shiboken6.getCppPointer(self.actions)[0])
        return shiboken6.VoidPtr(0)

    def _node(self) -> Node | None:
        return self.access.tree().nodes.get(self.key)

    def isValid(self) -> bool:
        return self._node() is not None

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.access.view.window().windowHandle()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        parent = self.access.tree().parents.get(self.key, self.access.last_parent(self.key))
        if parent is None:
            return QAccessible.queryAccessibleInterface(self.access.view)
        return self.access.interface(parent)

    def childCount(self) -> int:
        node = self._node()
        return len(node.children) if node is not None else 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        node = self._node()
        if node is None or not 0 <= index < len(node.children):
            return None
        return self.access.interface(node.children[index])

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        node = self._node()
        key = getattr(child, "key", None)
        if node is None or key not in node.children:
            return -1
        return node.children.index(key)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        node = self._node()
        for key in node.children if node is not None else ():
            if self.access.screen_rect(key).contains(x, y):
                return self.access.interface(key)
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def rect(self) -> QRect:
        return self.access.screen_rect(self.key)

    def role(self) -> QAccessible.Role:
        node = self._node()
        return ROLES[node.role] if node is not None else QAccessible.Role.NoRole

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        node = self._node()
        if node is None:
            state.invisible = True
            return state
        state.focusable = True
        state.focused = self.access.cursor == self.key and self.access.view.hasFocus()
        if node.usable is False:
            state.disabled = True
        return state

    def text(self, t: QAccessible.Text) -> str:
        node = self._node()
        if node is None:
            return ""
        if t == Text.Name:
            return node.name
        if t == Text.Description:
            return node.description
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        """The names are the game's: nothing may set them."""

    def relations(
        self, match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        """A text's place in the reading order (the thing it flows to, or from, for the last).
        Orca reads every label that has no relation when the keyboard comes into the table (all
        of the table at once, the log included): related, they are read when reached. The
        prompt keeps none, so that coming into the table says whose turn it is and what to do."""
        node = self._node()
        if node is None or node.role != Role.TEXT or self.key == PROMPT:
            return []
        order = self.access.tree().walk()
        at = order.index(self.key)
        if at + 1 < len(order):
            other, relation = order[at + 1], QAccessible.RelationFlag.FlowsTo
        elif at > 0:
            other, relation = order[at - 1], QAccessible.RelationFlag.FlowsFrom
        else:
            return []
        interface = self.access.interface(other)
        return [(interface, relation)] if interface is not None and match & relation else []


class TableViewInterface(QAccessibleWidget):
    """The table's view: the widgets laid over it (the welcome, the guide), then the table's
    things. (Qt's own interface for a scroll area lists only its viewport and scroll bars, so
    a panel laid over the view was out of a screen reader's reach.)"""

    def __init__(self, view: TableView, access: TableAccess) -> None:
        super().__init__(view, QAccessible.Role.Pane)
        self.view = view
        self.access = access

    def _widgets(self) -> list[QWidget]:
        viewport = self.view.viewport()
        return [
            w
            for w in self.view.children()
            if isinstance(w, QWidget) and w is not viewport and not w.isWindow() and w.isVisible()
        ]

    def childCount(self) -> int:
        return len(self._widgets()) + len(self.access.tree().roots)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        widgets = self._widgets()
        if 0 <= index < len(widgets):
            return QAccessible.queryAccessibleInterface(widgets[index])
        roots = self.access.tree().roots
        index -= len(widgets)
        return self.access.interface(roots[index]) if 0 <= index < len(roots) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        widgets = self._widgets()
        key = getattr(child, "key", None)
        if key is not None:
            roots = self.access.tree().roots
            return len(widgets) + roots.index(key) if key in roots else -1
        found = child.object() if child is not None else None
        for i, w in enumerate(widgets):
            if w is found:
                return i
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        cursor = self.access.cursor
        if cursor is not None and cursor in self.access.tree().nodes:
            return self.access.interface(cursor)
        return super().focusChild()

    def text(self, t: QAccessible.Text) -> str:
        if t == Text.Name:
            return words.table_name()
        if t == Text.Description:
            # The keys, for the table itself; not when Tab came back onto one of its things
            # (Qt tells of the view's focus too: the help between the thing said twice).
            keys_help = self.view.keys_help or words.table_help
            return keys_help() if self.access.tree().roots and self.access.cursor is None else ""
        return super().text(t)
