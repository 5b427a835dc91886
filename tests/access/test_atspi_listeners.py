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


class FakeRegistry:
    """A connection to the accessibility bus whose registry answers with ``events``; its socket
    holds nothing to read."""

    def __init__(self, events: list[str]) -> None:
        self.events = events
        self.calls = 0

    def send_and_get_reply(self, call, timeout=None):
        self.calls += 1
        return type("Reply", (), {"body": [[(":1.1", e) for e in self.events]]})()

    def recv_messages(self, timeout=None):
        raise TimeoutError

    def close(self) -> None:
        pass


def test_the_bus_is_asked_once_until_a_listener_comes_or_goes(monkeypatch):
    """Every announcement asked the bus (a blocking round trip on the GUI thread): now the
    answer is kept until the registry's signal says a reader's listeners changed."""
    monkeypatch.setattr("sys.platform", "linux")
    reader = RegistryReader()
    bus = FakeRegistry(ORCA_43)
    reader._connection, reader._watching = bus, True
    assert not announcements_heard(reader.events())
    assert not announcements_heard(reader.events())
    assert bus.calls == 1
    bus.events = [*ORCA_43, "Object:Announcement:"]  # a reader now listens for announcements
    assert reader.heard()  # (its signal came on the socket)
    assert announcements_heard(reader.events()) and bus.calls == 2
