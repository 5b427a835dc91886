"""The server's AI at work: every room's decisions in a few worker processes, shared fairly.

A search in pure Python on a thread of the server's process would take the interpreter from
the event loop, and every other game's moves would wait for it. So the AI seats (and the
stand-in for a person whose time ran out) think in :class:`~sf_desktop.ai.worker.Thinker`'s
processes, at a lower priority than the event loop, which only waits for their answers.

There are ``processes`` of them, each a thinker of its own (a *lane*) whose shared flag stops
the task on it. A decision waits for a free lane (first come, first served), then thinks at most
its share of ``think_s``: the whole of it while no more decisions wait than there are
processes, less in proportion when more do, so rooms take the processes in turn and none
waits behind the others' full searches. The decision's RNG goes to the process with the task
and its state comes back with the move. A process that dies under a decision is started
again and the decision asked once more (the thinker does that); a second death reaches the
caller as an exception.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections.abc import Callable
from typing import Any

from ...ai.worker import Thinker
from ...model.actions import Action
from ..protocol import AI_LEVELS

log = logging.getLogger(__name__)
START_S = 60.0  # the longest a server waits for its AI processes before it listens
LANE = "move"  # the one channel of each lane's thinker


class Decision:
    """One AI decision asked for: ``set()`` stops it (a search under way answers with its
    best move so far; one that has not begun is not made)."""

    def __init__(self) -> None:
        self.stopped = False
        self._stop_lane: Callable[[], None] | None = None

    def set(self) -> None:
        self.stopped = True
        if self._stop_lane is not None:
            self._stop_lane()


class AiPool:
    """The server's AI processes, shared by every room's decisions."""

    def __init__(self, processes: int, think_s: float, agents: dict[str, str] | None = None) -> None:
        self.processes = processes
        self.think_s = think_s
        self.agents = agents or {}  # the agent playing a level, where not the app's own
        self._lanes = {f"lane-{n}": Thinker((LANE,), background=True) for n in range(processes)}
        self._free_lanes = list(self._lanes)
        self._free: asyncio.Semaphore | None = None
        self.waiting = 0  # decisions asked for and not yet answered (thinking or waiting)
        self.ready = False  # every process has started and made its agents

    async def start(self) -> None:
        """Start the processes and make the agents before the server listens: the first AI
        move waits for no process to start. Processes that cannot start are logged; the
        decisions then ask for them again."""
        warming = self._warm()
        try:
            await asyncio.wait_for(asyncio.gather(*map(asyncio.wrap_future, warming)), START_S)
        except Exception as exc:
            log.warning(
                "the AI's processes could not start (%s); each AI decision tries again",
                str(exc) or "too slow",
            )
        else:
            self.ready = bool(warming)

    def _warm(self) -> list[Any]:
        self._free = asyncio.Semaphore(self.processes)
        kinds = tuple(self.agents.get(level, level) for level in AI_LEVELS)
        return [thinker.warm(kinds) for thinker in self._lanes.values()]

    def pids(self) -> list[int]:
        return [pid for thinker in self._lanes.values() for pid in thinker.pids()]

    def close(self) -> None:
        """Stop every decision and wait for the processes to end (blocking: call it off the loop)."""
        for thinker in self._lanes.values():
            thinker.shutdown(wait=True)

    async def decide(self, level: str, view: Any, rng: random.Random, decision: Decision) -> Action | None:
        """The move of the AI ``level`` on the public ``view``, or None if the decision was
        stopped before it began; ``rng`` is left as the search left it."""
        if self._free is None:  # a hub that was not started
            self._warm()
        assert self._free is not None
        self.waiting += 1
        try:
            await self._free.acquire()
            lane = self._free_lanes.pop()
            if decision.stopped:
                self._release(lane)
                return None
            try:
                answer = self._submit(lane, level, view, rng, decision)
            except BaseException:
                self._release(lane)
                raise
            action, state = await asyncio.shield(answer)  # a cancelled room stops its lane instead
            rng.setstate(state)
            return action
        except asyncio.CancelledError:
            decision.set()
            raise
        finally:
            self.waiting -= 1

    def _submit(
        self, lane: str, level: str, view: Any, rng: random.Random, decision: Decision
    ) -> asyncio.Future:
        share = self.think_s * self.processes / max(self.processes, self.waiting)
        kind = self.agents.get(level, level)
        thinker = self._lanes[lane]
        answer = thinker.submit(LANE, "think", kind, view, rng.getstate(), within_s=share)
        decision._stop_lane = lambda: thinker.cancel(LANE)
        loop = asyncio.get_running_loop()

        def free(_: Any) -> None:  # on the pool's thread: the lane is free once its process answered
            with contextlib.suppress(RuntimeError):  # the loop has closed: nothing waits any more
                loop.call_soon_threadsafe(self._answered, lane, decision)

        answer.add_done_callback(free)
        return asyncio.wrap_future(answer)

    def _answered(self, lane: str, decision: Decision) -> None:
        decision._stop_lane = None  # the lane goes to another decision: this one no longer stops it
        self._release(lane)

    def _release(self, lane: str) -> None:
        self._free_lanes.append(lane)
        assert self._free is not None
        self._free.release()
