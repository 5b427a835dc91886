"""Who is connected, shared between server processes on one store: what another process says
reaches this one's players, a process that was not known hears this one's seats once (and no
echo follows), and what a process stopped saying is forgotten. The other process is played by
calling the hub as its notices would; the two real processes are in test_postgres.py."""

from __future__ import annotations

import asyncio
from pathlib import Path

from online_helpers import Recorder, refusal, run, served

from sf_desktop.online.client import OnlineClient, Refused
from sf_desktop.online.server.hub import Settings
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


def test_seats_connected_elsewhere_are_shown_answered_once_and_forgotten(tmp_path: Path) -> None:
    async def scenario():
        async with served(tmp_path, settings=Settings(presence_stale_s=3600), sweep=False) as server:
            hub, store = server.hub, server.store
            shared: list[tuple[str, str, frozenset[int]]] = []

            async def share(code: str, process: str, seats: dict[int, int]) -> None:
                shared.append((code, process, frozenset(seats)))

            store.several_processes = True  # as if other processes used this store
            store.share_presence = share  # type: ignore[method-assign]
            ann = OnlineClient(server.url, listener=Recorder())
            ticket = await ann.create("Ann", ["person", "person"])
            await asyncio.sleep(0.1)
            mine = list(shared)
            hub._heard_presence(ticket.code, "other", {1: 1})  # Bob, on another process
            await asyncio.sleep(0.1)
            told = ann.listener.online[-1]
            answered = shared[len(mine) :]
            hub._heard_presence(ticket.code, "other", {1: 1})  # said again: no answer
            hub._heard_presence(ticket.code, hub.process, {1: 1})  # its own notice: ignored
            await asyncio.sleep(0.1)
            echoes = len(shared) - len(mine) - len(answered)
            hub.settings.presence_stale_s = 0  # the other process was killed and said nothing more
            hub._refresh_presence()
            await asyncio.sleep(0.1)
            after = ann.listener.online[-1]
            await ann.close()
            return ticket.code, hub.process, mine, told, answered, echoes, after

    code, process, mine, told, answered, echoes, after = run(scenario())
    assert mine == [(code, process, frozenset({0}))]  # Ann connected here, and the others told
    assert told == [True, True]  # Bob, connected elsewhere, is online for Ann
    assert answered == [(code, process, frozenset({0}))]  # the new process hears Ann's seat once
    assert echoes == 0
    assert after == [True, False]  # forgotten once stale


def test_a_later_connection_to_the_seat_on_another_process_takes_it_up(tmp_path: Path) -> None:
    """As on one process: of two connections to one seat the later one keeps it; the stamps
    (from the store) say which is later, whichever process hears of the other first."""

    async def scenario():
        async with served(tmp_path, settings=Settings(presence_stale_s=3600), sweep=False) as server:
            hub, store = server.hub, server.store
            shared: list[dict[int, int]] = []

            async def share(code: str, process: str, seats: dict[int, int]) -> None:
                shared.append(dict(seats))

            store.several_processes = True
            store.share_presence = share  # type: ignore[method-assign]
            ann = OnlineClient(server.url, listener=Recorder())
            ticket = await ann.create("Ann", ["person", "person"])
            await asyncio.sleep(0.1)
            stamp = shared[-1][0]
            hub._heard_presence(ticket.code, "older", {0: stamp - 1})  # an older connection elsewhere
            await asyncio.sleep(0.2)
            kept = ann.connected and ann._fatal is None
            hub._heard_presence(ticket.code, "newer", {0: stamp + 1})  # Ann came back elsewhere
            refused = await refusal(ann, 5)
            told = shared[-1]
            await ann.close()
            return kept, refused, told, ticket.code in hub.rooms

    kept, refused, told, held = run(scenario())
    assert kept  # the older connection elsewhere gives up, not this one
    assert isinstance(refused, Refused) and refused.code == "taken_over"
    assert told == {}  # the others hear the seat is no longer connected here
    assert not held  # nobody connected here any more: the room left memory
