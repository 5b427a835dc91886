"""Announcements for the screen readers that do not hear Qt's announcement event (Orca before 45:
Debian 12, Ubuntu 22.04): each is a notification shown inside the window's status bar, which
those readers speak as it is, without a role name ("Ada drew a yellow 2..."), and without
moving the focus. The notes are never painted: a sighted player reads the same words on the
table and in the log.

What is said in one turn of the event loop (Ada's move, then your turn) is one note: Orca speaks
each notification at once, cutting off the one before.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QMainWindow, QStatusBar, QWidget

NOTES = "spoken-notes"  # the object name of a status bar's StatusNotes


class SpokenNote(QWidget):
    """One thing said, as a hidden notification (its accessible role comes from the factory)."""

    def __init__(self, parent: QWidget, text: str) -> None:
        super().__init__(parent)
        self.setObjectName("spoken-note")
        self.hide()
        self.setAccessibleName(text)


class StatusNotes(QObject):
    """The notes of one status bar: the newest few are kept for a reader to read them."""

    KEPT = 4

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.setObjectName(NOTES)
        self.bar = bar
        self.notes: deque[SpokenNote] = deque()
        self.pending: list[str] = []
        self.shown: deque[str] = deque(maxlen=50)  # the texts shown, newest last

    def post(self, text: str) -> None:
        """Say ``text`` with whatever else is said in this turn of the event loop."""
        if not self.pending:
            QTimer.singleShot(0, self.flush)
        self.pending.append(text)

    def flush(self) -> None:
        if not self.pending:
            return
        text = " ".join(self.pending)
        self.pending.clear()
        note = SpokenNote(self.bar, text)
        self.notes.append(note)
        while len(self.notes) > self.KEPT:
            self.notes.popleft().deleteLater()
        self.shown.append(text)
        QAccessible.updateAccessibility(QAccessibleEvent(note, QAccessible.Event.ObjectShow))


def notes_for(widget: QWidget) -> StatusNotes | None:
    """The notes of ``widget``'s window, in its status bar (made on first use): a main
    window's, or a dialog's own; None where the window has no status bar."""
    window = widget.window()
    bar = window.statusBar() if isinstance(window, QMainWindow) else window.findChild(QStatusBar)
    if bar is None:
        return None
    notes = bar.findChild(StatusNotes, NOTES)
    return notes if notes is not None else StatusNotes(bar)
