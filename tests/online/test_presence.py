"""Who is connected, shared between server processes on one store: what another process says
reaches this one's players, a process that was not known hears this one's seats once (and no
echo follows), and what a process stopped saying is forgotten. The other process is played by
calling the hub as its notices would; the two real processes are in test_postgres.py."""

from __future__ import annotations

import asyncio
from pathlib import Path

from online_helpers import Recorder, run, served

from sf_desktop.online.client import OnlineClient
from sf_desktop.online.server.hub import Settings
from sf_desktop.online.server.store import presence_notice, read_presence_notice


class Presence(Recorder):
    def __init__(self) -> None:
        super().__init__()
        self.online: list[list[bool]] = []

    def presence(self, online: list[bool]) -> None:
        self.online.append(online)


def test_a_presence_notice_reads_back_and_bad_ones_are_dropped() -> None:
    assert read_presence_notice(presence_notice("KXQ7M2PD", "ab12", frozenset({0, 2}))) == (
        "KXQ7M2PD",
        "ab12",
        frozenset({0, 2}),
    )
    assert read_presence_notice(presence_notice("KXQ7M2PD", "ab12", frozenset())) == (
        "KXQ7M2PD",
        "ab12",
        frozenset(),
    )
    for bad in ("", "KXQ7M2PD", "KXQ7M2PD::0", "KXQ7M2PD:ab12:x", "KXQ7M2PD:ab12:7"):
        assert read_presence_notice(bad) is None


def test_seats_connected_elsewhere_are_shown_answered_once_and_forgotten(tmp_path: Path) -> None:
    async def scenario():
        async with served(tmp_path, settings=Settings(presence_stale_s=3600), sweep=False) as server:
            hub, store = server.hub, server.store
            shared: list[tuple[str, str, frozenset[int]]] = []

            async def share(code: str, process: str, seats: frozenset[int]) -> None:
                shared.append((code, process, seats))

            store.several_processes = True  # as if other processes used this store
            store.share_presence = share  # type: ignore[method-assign]
            ann = OnlineClient(server.url, listener=Presence())
            ticket = await ann.create("Ann", ["person", "person"])
            await asyncio.sleep(0.1)
            mine = list(shared)
            hub._heard_presence(ticket.code, "other", frozenset({1}))  # Bob, on another process
            await asyncio.sleep(0.1)
            told = ann.listener.online[-1]
            answered = shared[len(mine) :]
            hub._heard_presence(ticket.code, "other", frozenset({1}))  # said again: no answer
            hub._heard_presence(ticket.code, hub.process, frozenset({1}))  # its own notice: ignored
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
