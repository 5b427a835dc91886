"""A player who tries to freeze a game: request ids that mimic the server's own, a stand-in
whose move would write nothing, a seat taken back the moment the stand-in starts. The game
moves on all the same, on a clock the test sets."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

from online_helpers import Raw, Recorder, close_all, run, served

from sf_desktop.online.client import OnlineClient
from sf_desktop.online.protocol import Clock, EventKind, Mover
from sf_desktop.online.server import Settings
from sf_desktop.online.server.limits import Limits
from sf_desktop.online.server.room import RETURN_GRACE_MS

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
    talkative = Settings(limits=Limits(chat_per_s=1e6, chat_burst=1e6))  # the chat limit aside

    async def scenario() -> list[dict]:
        async with served(tmp_path, settings=talkative, now_ms=now, sweep=False) as server:
            raw, joined = await griefer_room(server.url, ["person", "random"], Clock("live", 60))
            live = server.hub.rooms[joined["code"]]
            # the griefer's turn, its clock running, first: the AI's whole turn has been played
            await eventually(lambda: live.room.mover() == Mover.PERSON, "the AI did not end its turn")
            for n in range(120):
                await raw.send({"type": "chat", "id": f"ai-{n}", "phrase": "hello"})
            await events_until(raw, lambda e: e["kind"] == "chat" and e["id"] == "ai-119")
            now.ms += 61_000 * 3  # the griefer's clock has run out
            await server.hub.sweep(now.ms)
            events = await events_until(raw, lambda e: e["kind"] == "action" and e["by"] == "stand_in")
            await raw.close()
            return events

    events = run(scenario())
    stood_in = [e for e in events if e["kind"] == EventKind.ACTION and e["by"] == "stand_in"]
    assert stood_in and stood_in[0]["seat"] == 0


async def eventually(condition: Any, what: str) -> None:
    """Wait until ``condition()`` holds, at most 30 s (then ``TimeoutError`` says ``what``)."""
    for _ in range(3000):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise TimeoutError(what)


def test_talk_while_the_ai_thinks_does_not_send_it_back_to_think(tmp_path: Path) -> None:
    """Every phrase said while an AI thought threw its move away, so a chatty player could
    keep the AI thinking for ever: the game, not the room's talk, decides whether to think again."""
    now = FakeTime()
    talked = asyncio.Event()
    positions: list[int] = []

    async def scenario() -> list[dict]:
        async with served(tmp_path, now_ms=now, sweep=False) as server:
            hub = server.hub
            original = hub.ai.decide

            async def talked_over(level: str, view: Any, rng: Any, decision: Any) -> Any:
                (live,) = hub.rooms.values()
                positions.append(len(live.room.actions))
                if len(positions) == 1:  # the first decision lasts until a phrase has been said
                    await asyncio.wait_for(talked.wait(), 30)
                return await original(level, view, rng, decision)

            hub.ai.decide = talked_over  # type: ignore[method-assign]
            raw, joined = await griefer_room(server.url, ["person", "random"], Clock("live", 60))
            if joined["room"]["first_player"] == 0:  # the person's time runs out: the stand-in thinks
                now.ms += 61_000
                await hub.sweep(now.ms)
            await eventually(lambda: positions, "the AI did not begin to think")
            await raw.send({"type": "chat", "id": "c1", "phrase": "hello"})
            await events_until(raw, lambda e: e["kind"] == "chat")
            talked.set()
            events = await events_until(raw, lambda e: e["kind"] == "action")
            await raw.close()
            return events

    events = run(scenario())
    assert events[-1]["kind"] == EventKind.ACTION  # the move thought over the talk was played
    assert positions[0] == 0 and positions.count(0) == 1  # and thought once


def test_a_planned_ai_move_that_writes_nothing_stops_instead_of_thinking_again(tmp_path: Path) -> None:
    now = FakeTime()
    thought = threading.Event()
    thinks: list[int] = []

    async def scenario() -> tuple[int, bool]:
        async with served(tmp_path, now_ms=now, sweep=False) as server:
            hub = server.hub
            hub._ai_plan = lambda seat, act, by: lambda room: None  # type: ignore[method-assign]
            original = hub.ai.decide

            async def counting(level: str, *args: Any) -> Any:
                thinks.append(level)
                thought.set()
                return await original(level, *args)

            hub.ai.decide = counting  # type: ignore[method-assign]
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


def waits_to_be_stopped(hub: Any, seat: int, patience: float = 10.0) -> Any:
    """The hub's decisions, where the stand-in's waits until it is stopped (at most
    ``patience`` seconds) unless the stand-in holds the seat: so a ``back`` always comes in
    time, as a griefer's would the moment the stand-in starts."""
    original = hub.ai.decide

    async def patient(level: str, view: Any, rng: Any, decision: Any) -> Any:
        (live,) = hub.rooms.values()
        if level == hub.settings.stand_in and live.room.holding(seat) is None:
            waited = 0.0
            while not decision.stopped and waited < patience:
                await asyncio.sleep(0.01)
                waited += 0.01
        return await original(level, view, rng, decision)

    return patient


def test_a_griefer_who_takes_the_seat_back_at_once_cannot_stop_the_game(tmp_path: Path) -> None:
    """Saying ``back`` the moment the stand-in starts kept a game at that turn for ever: now the
    grace runs out into the stand-in playing the turn, then the rest of the game."""
    now = FakeTime()

    async def scenario() -> tuple[list[str], list[Any], Any]:
        async with served(tmp_path, now_ms=now, sweep=False) as server:
            hub = server.hub
            hub.ai.decide = waits_to_be_stopped(hub, 0)  # type: ignore[method-assign]
            griefer = OnlineClient(server.url, listener=Recorder())
            await griefer.create("Grief", ["person", "random"], Clock("live", 60))
            recorder = griefer.listener
            assert isinstance(recorder, Recorder)

            async def run_out() -> None:
                """The griefer's turn, and the griefer does nothing: its time (or grace) runs out."""
                await griefer.wait_for(lambda t: t.state.current == 0 and 0 not in t.stand_in, 30)
                now.ms += RETURN_GRACE_MS + 1000
                await hub.sweep(now.ms)
                await griefer.wait_for(lambda t: 0 in t.stand_in, 30)

            async def back() -> str:
                """``back`` at once: taken (""), or refused (the reason)."""
                before = len(recorder.problems)
                await griefer.back()
                await griefer.wait_for(lambda t: 0 not in t.stand_in or len(recorder.problems) > before, 30)
                return " ".join(recorder.problems[before:])

            said = []
            await run_out()
            said.append(await back())  # the first time: taken back, with a grace
            await run_out()  # the grace runs out
            said.append(await back())  # refused: the stand-in plays this turn
            first = griefer.table.state.turn
            await griefer.wait_for(lambda t: t.state.current == 0 and t.state.turn != first, 60)
            said.append(await back())  # a later turn: taken back, with a grace again
            await run_out()  # and it runs out a second time
            said.append(await back())  # refused: the stand-in plays the rest of the game
            comeback = OnlineClient(server.url, listener=Recorder())  # nor does coming back help
            assert griefer.ticket is not None
            await comeback.resume(griefer.ticket)
            table = await comeback.wait_for(lambda t: t.over, 120)  # the stand-in plays on to the end
            events = list(comeback.listener.events)
            await close_all([griefer, comeback])
            return said, events, table

    said, events, table = run(scenario(), timeout=240)
    assert table.over and table.end_reason == "finished"
    assert said[0] == "" and "this turn" in said[1] and said[2] == "" and "to the end" in said[3]
    holds = [(a.seat, a.kind) for a in events if a.kind == "stand_in"]
    assert holds == [(0, "stand_in")] * 5  # on, back, on (this turn), back, on (the game)
    mine = [a for a in events if a.kind == "action" and a.seat == 0]
    assert mine and all(a.by == "stand_in" for a in mine)  # the griefer never moved
