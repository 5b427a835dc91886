"""Saying something to the screen reader without moving the focus: another player's move, whose
turn it is, the end of the game. Qt 6.8 and later carry it as an announcement event
(``QAccessibleAnnouncementEvent``), which AT-SPI gives screen readers as
``object:announcement``, UI Automation as a notification event (NVDA and Narrator speak it)
and macOS as an announcement request. On Linux, where no screen reader on the accessibility
bus asked for announcements (Orca before 45), the same words go to a notification in the
status bar (:mod:`.status_notes`), which those readers speak; never both, or a new Orca would
say everything twice.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from .atspi_listeners import RegistryReader, announcements_heard
from .status_notes import notes_for

Politeness = QAccessible.AnnouncementPoliteness
REGISTRY = RegistryReader()  # one connection to the accessibility bus for the whole app
_WATCHER: list[QSocketNotifier] = []  # reads the registry's news of readers coming and going


def notes_wanted() -> bool:
    """A screen reader listens on AT-SPI and none of its listeners asked for announcements
    (asked of the bus once, then again only after a reader's listeners came or went)."""
    events = REGISTRY.events()
    _watch()
    return events is not None and not announcements_heard(events)


def _watch() -> None:
    """Watch the registry's connection (once per connection) for a listener coming or going."""
    socket = REGISTRY.socket()
    if socket is None or (_WATCHER and _WATCHER[0].socket() == socket):
        return
    _unwatch()
    watcher = QSocketNotifier(socket, QSocketNotifier.Type.Read, QCoreApplication.instance())
    watcher.activated.connect(lambda *_: REGISTRY.heard())
    _WATCHER.append(watcher)


def _unwatch() -> None:
    while _WATCHER:
        watcher = _WATCHER.pop()
        watcher.setEnabled(False)
        watcher.deleteLater()


REGISTRY.on_close.append(_unwatch)


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
        if isinstance(self.source, QWidget) and notes_wanted():
            notes = notes_for(self.source)
            if notes is not None:
                notes.post(text)
                return True
        event = QAccessibleAnnouncementEvent(self.source, text)
        event.setPoliteness(Politeness.Assertive if urgent else Politeness.Polite)
        QAccessible.updateAccessibility(event)
        return True
