"""Clocks on a server whose time the test sets: a turn whose time ran out is played by the
server's Medium AI, and the player takes the seat back on return; a room nobody touches is
abandoned and its record revealed. No test waits for a real clock."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import pytest
from online_helpers import close_all, play_all, problems, run, seated, served

from sf_desktop.online.protocol import Clock
from sf_desktop.online.server import GameServer, open_store
from sf_desktop.online.server.hub import DAY_MS, Hub, Settings
from sf_desktop.online.server.steady import SteadyClock

T0 = 1_800_000_000_000


class FakeTime:
    def __init__(self) -> None:
        self.ms = T0

    def __call__(self) -> int:
        return self.ms


def test_a_turn_whose_time_ran_out_is_played_by_medium_and_the_player_comes_back(tmp_path: Path) -> None:
    now = FakeTime()

    async def scenario():
        async with served(tmp_path, now_ms=now, sweep=False) as server:
            clients = await seated(server.url, ["person", "person"], ["Ann", "Bob"], Clock("live", 60))
            late = clients[0].table.state.current
            slow = clients[late]
            hub = server.hub
            now.ms += 59_000
            await hub.sweep(now.ms)  # not yet
            assert slow.table.stand_in == set()
            now.ms += 1_000
            await hub.sweep(now.ms)
            await slow.wait_for(lambda t: t.state.current != late or t.over, 60)
            stood_in = [a for a in slow.listener.events if a.kind == "action" and a.by == "stand_in"]
            was_stood_in = set(slow.table.stand_in)
            runs = await play_all(clients, "greedy", seed=5)  # the slow player's bot takes the seat back
            events = [(a.kind, a.seat, a.by) for a in slow.listener.events]
            result = (late, stood_in, was_stood_in, runs, events, problems(clients), hub.rooms)
            await close_all(clients)
            return result

    late, stood_in, was_stood_in, runs, events, said, _ = run(scenario(), timeout=240)
    assert said == []
    assert was_stood_in == {late}
    assert stood_in and all(a.seat == late for a in stood_in)  # the stand-in played that turn
    assert ("stand_in", late, "") in events
    handed = events.index(("stand_in", late, ""))
    back = [i for i, e in enumerate(events) if e[0] == "stand_in" and i > handed]
    assert back  # the player took the seat back
    later = [e for e in events[back[0] :] if e[0] == "action" and e[1] == late]
    assert later and all(by == "player" for _, _, by in later)
    record = runs[0].record
    assert record is not None and record.replay().is_over
    assert record.seats[late].kind == "human"


def test_a_turn_based_clock_hands_over_only_after_its_hours(tmp_path: Path) -> None:
    now = FakeTime()

    async def scenario():
        async with served(tmp_path, now_ms=now, sweep=False) as server:
            clients = await seated(server.url, ["person", "person"], ["Ann", "Bob"], Clock("turn", 6 * 3600))
            mover = clients[0].table.state.current
            now.ms += 6 * 3600 * 1000 - 1
            await server.hub.sweep(now.ms)
            before = set(clients[mover].table.stand_in)
            now.ms += 1
            await server.hub.sweep(now.ms)
            table = await clients[mover].wait_for(lambda t: bool(t.stand_in), 30)
            result = (before, set(table.stand_in), mover)
            await close_all(clients)
            return result

    before, after, mover = run(scenario())
    assert before == set() and after == {mover}


def test_a_room_nobody_touches_is_abandoned_and_its_record_revealed(tmp_path: Path) -> None:
    now = FakeTime()

    async def scenario():
        async with served(tmp_path, now_ms=now, sweep=False, settings=Settings(abandon_days=3)) as server:
            clients = await seated(server.url, ["person", "person"], ["Ann", "Bob"])
            now.ms += 3 * DAY_MS + 1
            await server.hub.sweep(now.ms)
            tables = [await c.wait_for(lambda t: t.over, 30) for c in clients]
            await close_all(clients)
            return tables

    tables = run(scenario())
    for table in tables:
        assert table.end_reason == "abandoned"
        assert table.record is not None and table.record.actions == ()
        assert table.record.commitment.digest == table.room.commitment


def test_a_step_of_the_system_clock_neither_ends_nor_extends_a_running_turn() -> None:
    wall, ticks = [T0 / 1000], [5.0]
    clock = SteadyClock(lambda: wall[0], lambda: ticks[0])
    assert clock() == T0
    wall[0] += 86_400  # the system clock jumps a day ahead...
    assert clock() == T0
    wall[0] -= 2 * 86_400  # ...or a day back
    assert clock() == T0
    ticks[0] += 61.5  # only time that passes counts
    assert clock() == T0 + 61_500
    restarted = SteadyClock(lambda: wall[0], lambda: ticks[0])
    assert restarted() == T0 - 86_400_000  # a restart reads the wall clock again


def test_a_running_server_does_not_hand_every_turn_over_when_the_system_clock_jumps(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The sweep read the wall clock: a step of a day ended every running turn at once."""
    sweeps: list[int] = []

    async def scenario() -> set[int]:
        async with served(tmp_path, settings=Settings(sweep_s=0.02)) as server:
            hub = server.hub
            sweep = hub.sweep

            async def counted(now: int, take_all_ai: bool = False) -> None:
                sweeps.append(now)
                await sweep(now, take_all_ai)

            hub.sweep = counted  # type: ignore[method-assign]
            clients = await seated(server.url, ["person", "person"], ["Ann", "Bob"], Clock("live", 60))
            real = time.time
            monkeypatch.setattr(time, "time", lambda: real() + 86_400)
            seen = len(sweeps)
            table = clients[0].table
            await until(lambda: len(sweeps) > seen + 5 or bool(table.stand_in), 30)
            monkeypatch.setattr(time, "time", real)
            stood_in = set(clients[0].table.stand_in)
            await close_all(clients)
            return stood_in

    assert run(scenario()) == set()
    assert len(sweeps) > 5


async def until(condition: Any, timeout: float) -> None:
    """Wait (bounded) until ``condition()`` holds, looking every 10 ms."""

    async def looking() -> None:
        while not condition():
            await asyncio.sleep(0.01)

    await asyncio.wait_for(looking(), timeout)


def test_a_stored_deadline_is_met_after_a_restart(tmp_path: Path) -> None:
    wall = [T0 / 1000]

    async def scenario() -> tuple[set[int], set[int]]:
        async with served(tmp_path, now_ms=SteadyClock(lambda: wall[0]), sweep=False) as server:
            clients = await seated(server.url, ["person", "person"], ["Ann", "Bob"], Clock("live", 60))
            mover = clients[0].table.state.current
            port = server.port
        wall[0] += 61  # the server was down for a minute
        store = open_store(tmp_path / "server.sqlite3")
        again = GameServer(store, "127.0.0.1", port, hub=Hub(store, None, SteadyClock(lambda: wall[0])))
        await again.start()
        try:
            await again.hub.sweep(again.hub.now_ms())  # (its own sweep may have come first)
            heard = clients[0].listener.events
            await clients[0].wait_for(lambda t: any(a.kind == "stand_in" for a in heard), 30)
            result = ({a.seat for a in heard if a.kind == "stand_in"}, {mover})
            await close_all(clients)
        finally:
            await again.stop()
        return result

    stood_in, expected = run(scenario())
    assert stood_in == expected
