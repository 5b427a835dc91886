"""Handing Qt the app's own accessible interfaces: a factory installed once, at the app's start
(after the ``QApplication``: installed before, Qt never asks it)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QMenuBar, QStackedWidget

_INSTALLED: list[bool] = []


def table_interface(classname: str, obj: QObject | None) -> QAccessibleInterface | None:
    """Qt asks this for every object a screen reader reaches: a table view gets the table's
    interface (with the table's things and the panels laid over it), a spoken note the role
    of a notification, the menu bar one that lists its corners' buttons too (Undo, Redo), a
    stack of pages (a tab widget's) a plain pane, any other the default.

    Qt gives a stack of pages the role of a layered pane, which Orca reads aloud each time the
    keyboard goes from a tab into its page ("layered pane", a word for nothing the player
    sees); an unnamed pane it passes over as layout."""
    from ..table.view import TableView
    from .interfaces import TableViewInterface
    from .menu_bar import MenuBarInterface
    from .status_notes import SpokenNote
    from .table_access import access_for

    if isinstance(obj, TableView):
        return TableViewInterface(obj, access_for(obj))
    if isinstance(obj, QMenuBar):
        return MenuBarInterface(obj)
    if isinstance(obj, SpokenNote):  # said to the older screen readers (status_notes)
        return QAccessibleWidget(obj, QAccessible.Role.Notification)
    if isinstance(obj, QStackedWidget):
        return QAccessibleWidget(obj, QAccessible.Role.Pane)
    return None


def install() -> None:
    """Install the factory (once per process; a second call does nothing)."""
    if not _INSTALLED:
        QAccessible.installFactory(table_interface)
        _INSTALLED.append(True)
