"""Who is connected, shared between server processes on one store: what another process says
reaches this one's players, a process that was not known hears this one's seats once (and no
echo follows), and what a process stopped saying is forgotten. The presence part is played
alone, on rooms and connections of the test's own and a clock it sets; the hub with it, by a
store that hears another process's notices as a shared store would; the two real processes
are in test_postgres.py."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import attrs
import online_helpers
from online_helpers import Recorder, refusal, run, served

from sf_desktop.online.client import OnlineClient, Refused
from sf_desktop.online.protocol import TAKEN_OVER
from sf_desktop.online.server import open_store
from sf_desktop.online.server.hub import Settings
from sf_desktop.online.server.presence import Presence
from sf_desktop.online.server.store import presence_notice, read_presence_notice


def test_a_presence_notice_reads_back_and_bad_ones_are_dropped() -> None:
    notice = presence_notice("KXQ7M2PD", "ab12", {2: 9, 0: 5})
    assert notice == "KXQ7M2PD:ab12:0@5,2@9"
    assert read_presence_notice(notice) == ("KXQ7M2PD", "ab12", {0: 5, 2: 9})
    assert read_presence_notice(presence_notice("KXQ7M2PD", "ab12", {})) == ("KXQ7M2PD", "ab12", {})
    for bad in (
        "",
        "KXQ7M2PD",
        "KXQ7M2PD::0@1",
        "KXQ7M2PD:ab12:x@1",
        "KXQ7M2PD:ab12:7@1",
        "KXQ7M2PD:ab12:0@y",
    ):
        assert read_presence_notice(bad) is None


@attrs.define(eq=False)
class Connection:
    """A player's connection: what it was told, and whether it was closed."""

    room: object | None = "room"
    told: list[list[bool]] = attrs.Factory(list)
    closed: int = 0

    def send(self, text: str) -> None:
        self.told.append(json.loads(text)["online"])

    def close(self, code: int, reason: str) -> None:
        self.closed = code


@attrs.define
class Seats:
    kinds: tuple[str, ...]

    def is_ai(self, seat: int) -> bool:
        return self.kinds[seat] != "person"


@attrs.define(eq=False)
class Room:
    """A room in memory, as the hub keeps it."""

    room: Seats
    code: str = "KXQ7M2PD"
    peers: dict[int, Any] = attrs.Factory(dict)
    attached: dict[int, int] = attrs.Factory(dict)
    elsewhere: dict[str, tuple[frozenset[int], float]] = attrs.Factory(dict)

    def here(self) -> dict[int, int]:
        return {seat: self.attached.get(seat, 0) for seat in self.peers}


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def presence_with_ann() -> tuple[Presence, Room, Connection, list[tuple[str, dict[int, int]]], Clock]:
    shared: list[tuple[str, dict[int, int]]] = []
    clock = Clock()
    presence = Presence("here", lambda code, seats: shared.append((code, seats)), 65.0, clock)
    ann = Connection()
    room = Room(Seats(("person", "person", "hard")), peers={0: ann}, attached={0: 5})
    return presence, room, ann, shared, clock


def test_seats_connected_elsewhere_are_shown_answered_once_and_forgotten() -> None:
    presence, room, ann, shared, clock = presence_with_ann()
    presence.tell(room)  # Ann connected here: she is told, and the other processes too
    assert ann.told == [[True, False, True]] and shared == [("KXQ7M2PD", {0: 5})]
    assert not presence.heard(room, "other", {1: 7})  # Bob, on another process
    assert ann.told[-1] == [True, True, True]
    assert shared[1:] == [("KXQ7M2PD", {0: 5})]  # the new process hears Ann's seat once
    presence.heard(room, "other", {1: 7})  # said again: no answer, nothing new to tell
    presence.heard(room, "here", {1: 9})  # its own notice: ignored
    assert len(shared) == 2 and len(ann.told) == 2
    clock.now += 60
    presence.refresh([room])  # not stale yet: shared again, nothing forgotten
    assert len(shared) == 3 and ann.told[-1] == [True, True, True]
    clock.now += 6  # the other process was killed and said nothing more for 66 s
    presence.refresh([room])
    assert ann.told[-1] == [True, False, True] and room.elsewhere == {}


def test_the_later_of_two_connections_to_a_seat_keeps_it() -> None:
    presence, room, ann, shared, _ = presence_with_ann()
    assert not presence.heard(room, "older", {0: 4})  # an older connection elsewhere gives up
    assert room.peers == {0: ann} and not ann.closed
    assert presence.heard(room, "newer", {0: 6})  # Ann came back elsewhere, later
    assert ann.closed == TAKEN_OVER and ann.room is None and room.peers == {}
    assert shared[-1] == ("KXQ7M2PD", {})  # the others hear the seat is no longer connected here


def test_without_other_processes_nothing_is_shared() -> None:
    presence = Presence("here", None, 65.0)
    ann = Connection()
    room = Room(Seats(("person", "person")), peers={0: ann})
    presence.tell(room)
    presence.refresh([room])
    assert ann.told == [[True, False]]


async def until(condition: Any, timeout: float = 10.0) -> None:
    """Wait for ``condition()`` on the loop (an event the server sends, a notice it shares)."""
    async with asyncio.timeout(timeout):
        while not condition():
            await asyncio.sleep(0.01)


def test_the_hub_takes_up_a_seat_a_later_connection_on_another_process_has(
    tmp_path: Path, monkeypatch: Any
) -> None:
    """As on one process: of two connections to one seat the later one keeps it; the stamps
    (from the store) say which is later, whichever process hears of the other first."""
    store = open_store(tmp_path / "server.sqlite3")
    store.several_processes = True  # as if other processes used this store
    shared: list[dict[int, int]] = []
    listeners: list[Any] = []

    async def share(code: str, process: str, seats: dict[int, int]) -> None:
        shared.append(dict(seats))

    async def listen(listener: Any) -> None:
        listeners.append(listener)

    store.share_presence = share  # type: ignore[method-assign]
    store.listen_presence = listen  # type: ignore[method-assign]
    monkeypatch.setattr(online_helpers, "open_store", lambda path: store)

    async def scenario():
        async with served(tmp_path, settings=Settings(presence_stale_s=3600), sweep=False) as server:
            ann = OnlineClient(server.url, listener=Recorder())
            ticket = await ann.create("Ann", ["person", "person"])
            await until(lambda: shared)
            stamp = shared[-1][0]
            notice = listeners[0]  # how the store tells the hub what another process said
            notice(ticket.code, "older", {1: 1, 0: stamp - 1})  # Bob, and an older Ann, elsewhere
            await until(lambda: ann.listener.online and ann.listener.online[-1] == [True, True])
            kept = ann.connected
            notice(ticket.code, "newer", {0: stamp + 1})  # Ann came back elsewhere
            refused = await refusal(ann, 10)
            await until(lambda: shared[-1] == {})
            await ann.close()
            return kept, refused, ticket.code in server.hub.rooms

    kept, refused, held = run(scenario())
    assert kept  # the older connection elsewhere gives up, not this one
    assert isinstance(refused, Refused) and refused.code == "taken_over"
    assert not held  # nobody connected here any more: the room left memory
