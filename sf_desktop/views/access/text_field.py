"""A one-line text field that a screen reader names when Tab reaches it empty.

Qt's line edit selects all its text when Tab brings the keyboard, and tells the accessibility
bus of the selection before it tells of the focus. Orca (43, as Debian ships it) takes the
selection's news as the focus moving there without a word, then passes over the focus event as
old news: an empty field (the seed of a new game, an online server's address) was reached in
silence. An empty field has nothing to select, so it takes the focus as if clicked into, and
Orca says its label and role as for any other control.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QLineEdit

BY_TAB = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)


class TextField(QLineEdit):
    """:class:`QLineEdit` whose empty text does not select itself when Tab reaches it."""

    def focusInEvent(self, event: QFocusEvent) -> None:
        if not self.text() and event.reason() in BY_TAB:
            event = QFocusEvent(event.type(), Qt.FocusReason.OtherFocusReason)
        super().focusInEvent(event)
