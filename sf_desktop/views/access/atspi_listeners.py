"""Which events the screen readers on the Linux accessibility bus (AT-SPI) have asked for.

Qt says something without moving the focus by an announcement (``object:announcement`` on
AT-SPI), which Orca speaks since 45 (2023). Debian 12's Orca 43 and Ubuntu 22.04's Orca 42 never
asked for it and say nothing of it; they speak a notification shown in a status bar. The
registry of the accessibility bus knows which events each listener asked for, so the app can
tell which of the two is heard and use that one only (a new Orca hears both: saying it in both
ways would say it twice). Read with jeepney (pure Python): Qt's D-Bus module in PySide6 cannot
read the registry's answer, an array of structures.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterable
from typing import Any

ANNOUNCEMENT = "object:announcement"
# A listener for all of an event's kind asked for it too ("Object:" is every object event).
_ALL_OF = ("", "object")
_REGISTRY = ("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry")
_BUS = ("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus")
TIMEOUT = 0.5  # seconds: a bus that does not answer at once is taken as absent


def announcements_heard(events: Iterable[str]) -> bool:
    """Some listener asked for announcements (itself, or all object events). The registry
    spells events as D-Bus does ("Object:StateChanged:Showing", "Object:Announcement:"); pyatspi
    as "object:state-changed:showing": both are read."""
    for event in events:
        plain = re.sub(r"[^a-z:]", "", event.lower()).rstrip(":")
        if plain in _ALL_OF or plain.startswith(ANNOUNCEMENT):
            return True
    return False


class RegistryReader:
    """The events asked for on the accessibility bus; None where there is no such bus (not
    Linux, no session bus, no accessibility bus): then nobody listens through AT-SPI.

    The answer is kept until a listener comes or goes: the registry says so by a signal, which
    arrives on :meth:`socket` (the caller watches it and calls :meth:`heard`). Asking at every
    announcement was a blocking round trip on the caller's thread."""

    def __init__(self) -> None:
        self._connection: Any = None  # jeepney's blocking connection to the accessibility bus
        self._absent = not sys.platform.startswith("linux")
        self._known: frozenset[str] | None = None  # the last answer, while nobody came or went
        self._watching = False  # the registry's signals come on this connection
        self.on_close: list = []  # called before the connection closes (stop watching its socket)
        self.asked = 0  # round trips made (for the tests)

    def events(self) -> frozenset[str] | None:
        if self._absent:
            return None
        if self._known is not None and self._watching:
            return self._known
        self._known = self._ask()
        return self._known

    def socket(self) -> int | None:
        """The connection's socket, where the registry's signals arrive (None: not watched)."""
        return self._connection.sock.fileno() if self._connection is not None and self._watching else None

    def heard(self) -> bool:
        """Something came on :meth:`socket` (a listener came or went): read it, and ask anew
        next time. False when the connection is gone (it is closed; the next ask opens one)."""
        self._known = None
        try:
            while True:
                self._connection.recv_messages(timeout=0)  # (nothing is waited for: dropped)
        except TimeoutError:
            return True
        except Exception:  # a closed or broken connection
            self.close()
            return False

    def _ask(self) -> frozenset[str] | None:
        try:
            from jeepney import DBusAddress, new_method_call  # type: ignore[import-untyped]
        except ImportError:
            self._absent = True
            return None
        for _ in range(2):  # a connection the registry closed (a restarted bus) is opened again
            try:
                connection = self._connect()
                if connection is None:
                    return None
                call = new_method_call(
                    DBusAddress(_REGISTRY[1], _REGISTRY[0], _REGISTRY[2]), "GetRegisteredEvents"
                )
                reply = connection.send_and_get_reply(call, timeout=TIMEOUT)
                self.asked += 1
                return frozenset(str(event) for _bus, event in reply.body[0])
            except Exception:  # jeepney's errors, a closed socket, a timeout: ask anew once
                self.close()
        return None

    def _connect(self) -> Any:
        if self._connection is not None:
            return self._connection
        from jeepney import DBusAddress, new_method_call
        from jeepney.io.blocking import open_dbus_connection  # type: ignore[import-untyped]

        address = os.environ.get("AT_SPI_BUS_ADDRESS", "")
        if not address:
            if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
                self._absent = True
                return None
            with open_dbus_connection(bus="SESSION", auth_timeout=TIMEOUT) as session:
                call = new_method_call(DBusAddress(_BUS[1], _BUS[0], _BUS[2]), "GetAddress")
                address = str(session.send_and_get_reply(call, timeout=TIMEOUT).body[0])
        self._connection = open_dbus_connection(bus=address, auth_timeout=TIMEOUT)
        self._watching = self._watch(self._connection)
        return self._connection

    @staticmethod
    def _watch(connection: Any) -> bool:
        """Ask the bus for the registry's signals (a listener registered or deregistered)."""
        from jeepney import MatchRule
        from jeepney.bus_messages import message_bus  # type: ignore[import-untyped]

        rule = MatchRule(type="signal", interface=_REGISTRY[2], path=_REGISTRY[1])
        try:
            connection.send_and_get_reply(message_bus.AddMatch(rule), timeout=TIMEOUT)
        except Exception:  # no match taken: ask at every call, as before
            return False
        return True

    def close(self) -> None:
        self._known, self._watching = None, False
        if self._connection is not None:
            for stop in self.on_close:
                stop()
            try:
                self._connection.close()
            finally:
                self._connection = None
