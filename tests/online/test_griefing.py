"""A player who tries to freeze a game: request ids that mimic the server's own, a stand-in
whose move would write nothing, a seat taken back the moment the stand-in starts. The game
moves on all the same, on a clock the test sets."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

from online_helpers import Raw, run, served

from sf_desktop.online.protocol import Clock, EventKind

T0 = 1_800_000_000_000


class FakeTime:
    def __init__(self) -> None:
        self.ms = T0

    def __call__(self) -> int:
        return self.ms


async def events_until(raw: Raw, done: Any, timeout: float = 30.0) -> list[dict]:
    """The events a raw client reads until ``done(event)`` holds for one (bounded)."""
    got: list[dict] = []

    async def reading() -> list[dict]:
        while True:
            message = await raw.recv()
            if message["type"] == "event":
                got.append(message)
                if done(message):
                    return got

    return await asyncio.wait_for(reading(), timeout)


async def griefer_room(url: str, seats: list[str], clock: Clock) -> tuple[Raw, dict]:
    """A room made by a raw client (its first seat), and its ``joined``."""
    raw = await Raw.open(url)
    await raw.send({"type": "create", "name": "Grief", "seats": seats, "clock": clock.to_json()})
    joined = (await raw.until("joined"))[-1]
    return raw, joined


def test_chat_ids_that_mimic_the_stand_ins_cannot_freeze_the_game(tmp_path: Path) -> None:
    """Chats with ids ``ai-0``... were taken for the stand-in's own moves (a duplicate), and
    the stand-in thought again for ever: the room never moved."""
    now = FakeTime()

    async def scenario() -> list[dict]:
        async with served(tmp_path, now_ms=now, sweep=False) as server:
            raw, _ = await griefer_room(server.url, ["person", "random"], Clock("live", 60))
            for n in range(120):
                await raw.send({"type": "chat", "id": f"ai-{n}", "phrase": "hello"})
            await events_until(raw, lambda e: e["kind"] == "chat" and e["id"] == "ai-119")
            now.ms += 61_000 * 3  # the griefer's clock has run out, whoever moved first
            await server.hub.sweep(now.ms)
            events = await events_until(raw, lambda e: e["kind"] == "action" and e["by"] == "stand_in")
            await raw.close()
            return events

    events = run(scenario(), timeout=90)
    stood_in = [e for e in events if e["kind"] == EventKind.ACTION and e["by"] == "stand_in"]
    assert stood_in and stood_in[0]["seat"] == 0


def test_a_planned_ai_move_that_writes_nothing_stops_instead_of_thinking_again(tmp_path: Path) -> None:
    now = FakeTime()
    thought = threading.Event()
    thinks: list[int] = []

    async def scenario() -> tuple[int, bool]:
        async with served(tmp_path, now_ms=now, sweep=False) as server:
            hub = server.hub
            hub._ai_plan = lambda seat, act, by: (lambda room: None)  # type: ignore[method-assign]
            original = hub._agent

            def counting(live: Any, seat: int) -> Any:
                agent, by = original(live, seat)
                if hasattr(agent, "counted"):
                    return agent, by
                agent.counted = True
                choose = agent.choose

                def counted(*args: Any) -> Any:
                    thinks.append(seat)
                    thought.set()
                    return choose(*args)

                agent.choose = counted  # type: ignore[method-assign]
                return agent, by

            hub._agent = counting  # type: ignore[method-assign]
            raw, joined = await griefer_room(server.url, ["person", "random"], Clock("live", 60))
            live = hub.rooms[joined["code"]]
            if joined["room"]["first_player"] == 0:  # else the AI seat is to move already
                now.ms += 61_000
                await hub.sweep(now.ms)  # the stand-in is to move
            seq = live.room.seq
            await asyncio.wait_for(asyncio.get_running_loop().run_in_executor(None, thought.wait, 30), 40)
            task = live.ai_task
            assert task is not None
            await asyncio.wait_for(asyncio.shield(task), 30)  # it ends: it does not loop
            await raw.close()
            return len(thinks), live.room.seq == seq

    thinks_seen, unchanged = run(scenario(), timeout=90)
    assert thinks_seen == 1
    assert unchanged  # nothing was written
