"""Saying something to the screen reader without moving the focus: another player's move, whose
turn it is, the end of the game. Qt 6.8 and later carry it as an announcement event
(``QAccessibleAnnouncementEvent``), which AT-SPI gives screen readers as
``object:announcement``, UI Automation as a notification and macOS as an announcement request.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

Politeness = QAccessible.AnnouncementPoliteness


class Announcer:
    """Announcements from ``source`` (the table's view: any object a screen reader can reach)."""

    KEPT = 50

    def __init__(self, source: QObject) -> None:
        self.source = source
        self.said: deque[str] = deque(maxlen=self.KEPT)  # the last sentences, newest last

    def say(self, text: str, *, urgent: bool = False) -> bool:
        """Announce ``text`` (``urgent``: at once, cutting off what is being said, for what
        cannot wait). False when no screen reader listens (nothing was sent)."""
        text = text.strip()
        if not text:
            return False
        self.said.append(text)
        if not QAccessible.isActive():
            return False
        event = QAccessibleAnnouncementEvent(self.source, text)
        event.setPoliteness(Politeness.Assertive if urgent else Politeness.Polite)
        QAccessible.updateAccessibility(event)
        return True
