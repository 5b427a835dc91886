"""Clocks on a server whose time the test sets: a turn whose time ran out is played by the
server's Medium AI, and the player takes the seat back on return; a room nobody touches is
abandoned and its record revealed. No test waits for a real clock."""

from __future__ import annotations

from pathlib import Path

from online_helpers import close_all, play_all, problems, run, seated, served

from sf_desktop.online.protocol import Clock
from sf_desktop.online.server.hub import DAY_MS, Settings

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
