"""Which screen readers take announcements: read from the events their listeners asked the
accessibility bus's registry for (as it spells them, or as pyatspi does)."""

from __future__ import annotations

from sf_desktop.views.access.atspi_listeners import RegistryReader, announcements_heard

ORCA_43 = [
    "Focus::",
    "Object:StateChanged:Showing",
    "Object:PropertyChange:AccessibleName",
    "Window:Activate:",
]


def test_orca_43_asks_for_no_announcements_and_a_newer_reader_does():
    assert not announcements_heard(ORCA_43)
    assert not announcements_heard([])
    assert announcements_heard([*ORCA_43, "Object:Announcement:"])
    assert announcements_heard(["object:announcement"])  # pyatspi's spelling
    assert announcements_heard(["Object::"])  # every object event


def test_no_bus_is_no_listener(monkeypatch):
    monkeypatch.delenv("AT_SPI_BUS_ADDRESS", raising=False)
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    assert RegistryReader().events() is None


def test_where_nobody_takes_announcements_the_words_are_a_note_in_the_status_bar(qtbot, window, monkeypatch):
    """Said twice in one turn of the event loop: one note, a notification inside the status
    bar (Orca before 45 speaks those without a role name), and no announcement beside."""
    from PySide6.QtGui import QAccessible

    from sf_desktop.views.access import announcer as module
    from sf_desktop.views.access import factory
    from sf_desktop.views.access.status_notes import SpokenNote, notes_for

    factory.install()
    monkeypatch.setattr(module, "notes_wanted", lambda: True)
    monkeypatch.setattr(module.QAccessible, "isActive", staticmethod(lambda: True))
    sent: list = []
    monkeypatch.setattr(module.QAccessible, "updateAccessibility", staticmethod(sent.append))
    speaker = module.Announcer(window.view)
    assert speaker.say("Ada took column 1.") and speaker.say("Your turn.")
    notes = notes_for(window.view)
    qtbot.waitUntil(lambda: bool(notes.shown))
    assert list(notes.shown) == ["Ada took column 1. Your turn."]
    note = notes.notes[-1]
    assert isinstance(note, SpokenNote) and window.statusBar().isAncestorOf(note)
    iface = QAccessible.queryAccessibleInterface(note)
    assert (
        iface.role() == QAccessible.Role.Notification and iface.text(QAccessible.Text.Name) == notes.shown[-1]
    )
    assert [e.type() for e in sent] == [QAccessible.Event.ObjectShow]  # no announcement event
