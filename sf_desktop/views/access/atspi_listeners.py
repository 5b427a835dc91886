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
    Linux, no session bus, no accessibility bus): then nobody listens through AT-SPI."""

    def __init__(self) -> None:
        self._connection = None  # jeepney's blocking connection to the accessibility bus
        self._absent = not sys.platform.startswith("linux")

    def events(self) -> frozenset[str] | None:
        if self._absent:
            return None
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
                return frozenset(str(event) for _bus, event in reply.body[0])
            except Exception:  # jeepney's errors, a closed socket, a timeout: ask anew once
                self.close()
        return None

    def _connect(self):
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
        return self._connection

    def close(self) -> None:
        if self._connection is not None:
            try:
                self._connection.close()
            finally:
                self._connection = None
