"""A seat played by an agent through a client: the command line's bots, load runs and tests.

The agent sees the seat's public table (what the events built) and answers only when that
seat is to move; its action applies when the server's event comes back, never before. A
refusal because the table moved on (stale, not your turn) is not an error: the bot looks
again. When its time ran out and the stand-in played, the bot takes the seat back.
"""

from __future__ import annotations

import asyncio
import inspect
import random
import time
from collections.abc import Awaitable, Callable

import attrs

from ..ai.base import Agent
from ..model.actions import Action
from ..model.record import GameRecord
from ..model.state import GameState
from .client import OnlineClient, Refused
from .protocol import NOT_YOUR_TURN, STALE, WAITING
from .table import RemoteTable

RETRYABLE = (STALE, NOT_YOUR_TURN, WAITING)


@attrs.define
class SeatRun:
    """What one seat did: its round trips (seconds from sending an action to its ack), the
    refusals it met, and the verified record at the end."""

    rtts: list[float] = attrs.Factory(list)
    refusals: list[str] = attrs.Factory(list)
    acked: list[tuple[int, Action]] = attrs.Factory(list)  # (action index, action) per ack
    record: GameRecord | None = None

    def lost(self, final: tuple[Action, ...]) -> int:
        """Acknowledged actions that are not in ``final`` at the index they were made for
        (an index acknowledged twice means one of the two was lost)."""
        seen: set[int] = set()
        lost = 0
        for at, action in self.acked:
            lost += at in seen or at >= len(final) or final[at] != action
            seen.add(at)
        return lost


Chooser = Callable[[GameState], "Action | Awaitable[Action]"]


def agent_chooser(agent: Agent, rng: random.Random) -> Chooser:
    return lambda view: agent.choose(view, rng)


def after(seq: int) -> Callable[[RemoteTable], bool]:
    """A condition: the table has applied an event after ``seq``, or the game is over."""
    return lambda t: t.seq > seq or t.over


async def play_seat(
    client: OnlineClient,
    choose: Chooser,
    *,
    timeout_s: float | None = None,
    think_in_thread: bool = False,
    run: SeatRun | None = None,
) -> SeatRun:
    """Play the client's seat to the end of the game; the record is verified on arrival."""
    run = run or SeatRun()
    loop = asyncio.get_running_loop()

    def ready(t: RemoteTable) -> bool:
        return t.over or t.my_turn or t.seat in t.stand_in

    while True:
        table = await client.wait_for(ready, timeout_s)
        if table.over:
            run.record = table.record
            return run
        if table.seat in table.stand_in:
            await client.back()
            await client.wait_for(lambda t: t.over or t.seat not in t.stand_in, timeout_s)
            continue
        seen, at = table.seq, len(table.actions)
        view = table.state
        choice = await loop.run_in_executor(None, choose, view) if think_in_thread else choose(view)
        action = await choice if inspect.isawaitable(choice) else choice
        start = time.perf_counter()
        try:
            seq = await asyncio.wait_for(client.act(action), timeout_s)
        except Refused as exc:
            if exc.code not in RETRYABLE:
                raise
            run.refusals.append(exc.code)
            await client.wait_for(after(seen), timeout_s)
            continue
        run.rtts.append(time.perf_counter() - start)
        run.acked.append((at, action))
        await client.wait_for(after(seq - 1), timeout_s)
