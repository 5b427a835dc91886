"""The one place that thinks off the GUI thread: AI moves, suggestions, review evaluations.

A search in pure Python on a thread of the window's process takes the interpreter lock in
turns with the window, which then stutters on a busy machine. :class:`Thinker` is one
spawned process where every search runs with a core of its own; the window only waits for
answers. It is the only module of the app that starts processes (:func:`process_pool` serves
the tournament's ``--jobs`` and the bots of an online load run, :func:`each_in_a_process`
the load run's client processes).

Stopping is a small protocol (:class:`~.base.StopFlag`): each kind of work has a *channel*
("move", "hint", "review") and a shared slot holding the number of the task that may run
on it. Submitting a task, or cancelling the channel, changes the number, so the task running
there sees its flag set and ends its search at the next iteration. The channels are apart:
a new AI move does not stop a running review, nor a review a move.

A worker process that dies (killed, out of memory, an answer that cannot be sent back) is
logged with its cause and started again, and the task it was running is asked once more; only
a task that fails twice reaches its caller as ``BrokenProcessPool``, for the window to say in
its own words.

A game server's AI uses a few of them, one per process it thinks on
(``Thinker(("move",), background=True)``): their processes think at a lower priority than the
server's event loop, which never shares its interpreter with a search, and each task may carry
its own time limit (``within_s``), counted in the process from the moment it begins.

A process is handed one task at a time, the rest wait here in the order they came, and it is
told to end only once its task has stopped: under Wine (where the Windows build is checked)
a task or the word to end sent while the process was busy never arrived, and one pool of
several processes never answered at all.

:class:`ThreadThinker` does the same work on threads of this process, with
``threading.Event`` flags (tests, and a fallback when the process cannot run).

No Qt here: this is what the worker process imports.
"""

from __future__ import annotations

import collections
import contextlib
import functools
import logging
import multiprocessing
import multiprocessing.connection
import multiprocessing.pool
import os
import random
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from ..model.actions import Action
from ..model.record import GameRecord
from ..model.review import Curve, DecisionReview
from ..model.state import GameState
from .base import Agent, StopFlag, make_agent
from .review import ReviewBudget, review_decision, win_chance_curve

CHANNELS = ("move", "hint", "review")
RngState = tuple[Any, ...]
Job = tuple[str, int, int, float | None, tuple[Any, ...]]  # task, channel, number, time limit, arguments
BACKGROUND_NICENESS = 10  # how much lower a background thinker's processes run (Unix nice)
STOPPING_S = 10.0  # how long a shutdown that waits gives a cancelled task to stop

log = logging.getLogger(__name__)

# Pools shut down without waiting, each with the task it was still running and its manager
# thread (a shutdown forgets it): ``end_pools_left`` waits for them before the interpreter exits.
_left: list[tuple[ProcessPoolExecutor, Future | None, threading.Thread | None]] = []


def _leave(pool: ProcessPoolExecutor, running: Future | None) -> None:
    _left[:] = [left for left in _left if left[2] is not None and left[2].is_alive()]  # ended ones go
    _left.append((pool, running, getattr(pool, "_executor_manager_thread", None)))


# ---------------------------------------------------------------------------- the work


_AGENTS: dict[str, Agent] = {}  # agents by level, made once per process


def think(kind: str, view: GameState, rng_state: RngState, stop: StopFlag) -> tuple[Action, RngState]:
    """The decision of the AI level ``kind`` on ``view``, and the RNG's state after it."""
    agent = _AGENTS.get(kind)
    if agent is None:
        agent = _AGENTS[kind] = make_agent(kind)
    rng = random.Random()
    rng.setstate(rng_state)
    action = agent.choose(view, rng, stop)
    return action, rng.getstate()


def suggest(view: GameState, seat: int, budget_ms: float, stop: StopFlag) -> Action:
    """The move Hard would make for ``seat`` (the hint); only the public view is searched."""
    from .hint import suggest_move  # the hint's words stay out of a process that only moves

    return suggest_move(view, seat, budget_ms, stop=stop).action


def review_one(
    state: GameState, played: Action, index: int, budget: ReviewBudget, stop: StopFlag
) -> DecisionReview:
    """Hard's judgement of one decision (see :mod:`.review`)."""
    return review_decision(state, played, index, budget, stop)


def review_curve(record: GameRecord, stop: StopFlag) -> Curve:
    """Every player's chance to win over the game's turns."""
    return win_chance_curve(record, stop)


def warm(kinds: tuple[str, ...], stop: StopFlag | None = None) -> None:
    """Make the agents of ``kinds`` now, not at their first decision."""
    for kind in kinds:
        _AGENTS.setdefault(kind, make_agent(kind))


TASKS: dict[str, Callable[..., Any]] = {
    "warm": warm,
    "think": think,
    "suggest": suggest,
    "review_one": review_one,
    "review_curve": review_curve,
}


# ---------------------------------------------------------------------------- stopping


class ChannelFlag:
    """Set once the channel's slot no longer holds this task's number, or its time is up."""

    __slots__ = ("channel", "deadline", "slots", "task_id")

    def __init__(self, slots: Any, channel: int, task_id: int, deadline: float | None = None) -> None:
        self.slots = slots
        self.channel = channel
        self.task_id = task_id
        self.deadline = deadline  # time.monotonic() of this process

    def is_set(self) -> bool:
        if self.slots[self.channel] != self.task_id:
            return True
        return self.deadline is not None and time.monotonic() >= self.deadline


# ---------------------------------------------------------------------------- in the worker process

_SLOTS: list[Any] = []  # in the worker process: the shared slots, once set


def _init(slots: Any, background: bool = False) -> None:
    _SLOTS[:] = [slots]
    threading.Thread(target=_exit_with_parent, name="parent-watch", daemon=True).start()
    if background:
        _lower_priority()


def _lower_priority() -> None:
    """Think on the time the parent's own work leaves (a server's event loop): a lower
    priority (nice on Unix, "below normal" on Windows); where neither can be set, as it is."""
    try:
        if hasattr(os, "nice"):
            os.nice(BACKGROUND_NICENESS)
        elif sys.platform == "win32":
            import ctypes

            kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
            kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), 0x4000)  # BELOW_NORMAL_PRIORITY_CLASS
    except (OSError, AttributeError) as exc:
        log.info("the AI's worker process keeps its priority: %s", exc)


def _exit_with_parent() -> None:
    """End this worker as soon as the window's process is gone, even killed or crashed:
    the task queue alone would keep an orphan waiting for ever."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    multiprocessing.connection.wait([parent.sentinel])
    os._exit(0)


def _run(task: str, channel: int, task_id: int, within_s: float | None, args: tuple[Any, ...]) -> Any:
    deadline = None if within_s is None else time.monotonic() + within_s
    return TASKS[task](*args, stop=ChannelFlag(_SLOTS[0], channel, task_id, deadline))


# ---------------------------------------------------------------------------- in the window's process


class Answer(Future):
    """What the caller of :meth:`Thinker.submit` waits on: the answer of whichever process ran
    the task (a second one after a death)."""

    inner: Future | None = None  # the process pool's future of the try under way

    def taken(self) -> bool:
        """Whether a worker process has begun the task (its try is under way, not queued)."""
        return self.inner is not None and self.inner.running()


class Thinker:
    """One spawned process that thinks, one task at a time; ``submit`` returns a future.

    When the process dies under a task, a new one starts and the task runs once more.
    ``background``: the process runs at a lower priority than this one."""

    def __init__(self, channels: tuple[str, ...] = CHANNELS, *, background: bool = False) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self.channels = channels
        self._slots = self._ctx.RawArray("q", len(channels))
        self._background = background
        self._lock = threading.RLock()  # the pool is replaced from the pool's own thread
        self._waiting: collections.deque[tuple[Answer, Job, bool]] = collections.deque()
        self._running: Future | None = None  # the pool's future of the task under way
        self._generation = 0  # which pool: a death seen by several tasks starts one new pool
        self._pool = self._new_pool()
        self._next = 0
        self._closed = False

    def _new_pool(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(
            1, mp_context=self._ctx, initializer=_init, initargs=(self._slots, self._background)
        )

    def warm(self, kinds: tuple[str, ...]) -> Future:
        """Start the process and make the agents now, not at the first decision. It stops
        no channel's task (it runs with the number the first channel holds)."""
        if self._closed:
            raise RuntimeError("the thinker has been shut down")
        answer = Answer()
        self._send(answer, ("warm", 0, self._slots[0], None, (kinds,)), retry=True)
        return answer

    def pids(self) -> list[int]:
        """The worker process running now (none after a shutdown)."""
        processes = getattr(self._pool, "_processes", None) or {}  # None once shut down
        return [p.pid for p in processes.values() if p.pid is not None]

    def submit(self, channel: str, task: str, *args: Any, within_s: float | None = None) -> Answer:
        """Run ``TASKS[task](*args, stop=...)`` in the process; the channel's earlier task stops.
        ``within_s``: the task is told to stop that long after the process begins it."""
        if self._closed:
            raise RuntimeError("the thinker has been shut down")
        ch = self.channels.index(channel)
        self._next += 1
        self._slots[ch] = self._next
        answer = Answer()
        self._send(answer, (task, ch, self._next, within_s, args), retry=True)
        return answer

    def _send(self, answer: Answer, job: Job, *, retry: bool, first: bool = False) -> None:
        with self._lock:
            if first:
                self._waiting.appendleft((answer, job, retry))
            else:
                self._waiting.append((answer, job, retry))
            self._start_next()

    def _start_next(self) -> None:
        """(Under the lock.) Hand the next waiting task to the process once it has none: the
        pool never holds two tasks at once, which under Wine left both unanswered."""
        while self._running is None and self._waiting and not self._closed:
            answer, job, retry = self._waiting.popleft()
            if answer.cancelled():
                continue
            generation = self._generation
            try:
                try:
                    inner = self._pool.submit(_run, *job)
                except BrokenProcessPool as exc:  # died between two tasks: start another now
                    self._restart(generation, exc)
                    generation = self._generation
                    inner = self._pool.submit(_run, *job)
            except Exception as exc:  # no process can start: the caller hears why
                answer.set_exception(exc)
                continue
            answer.inner = inner
            self._running = inner
            inner.add_done_callback(functools.partial(self._answer, answer, job, generation, retry))

    def _answer(self, answer: Answer, job: Job, generation: int, retry: bool, inner: Future) -> None:
        """Pass the process's answer on (a death under the task asks it once more), then give
        the process the next task."""
        with self._lock:
            if self._running is inner:
                self._running = None
        try:
            if inner.cancelled():
                answer.cancel()
            elif isinstance(exc := inner.exception(), BrokenProcessPool) and retry and not self._closed:
                with self._lock:
                    self._restart(generation, exc)
                self._send(answer, job, retry=False, first=True)
                return
            elif answer.done():
                pass  # its caller cancelled it meanwhile: nobody waits for the answer
            elif exc is not None:
                if isinstance(exc, BrokenProcessPool):
                    log.error("the AI's worker process died again under task %r; giving up", job[0])
                answer.set_exception(exc)
            else:
                answer.set_result(inner.result())
        finally:
            with self._lock:
                self._start_next()

    def _restart(self, generation: int, exc: BaseException) -> None:
        """Log the death of pool ``generation`` with its cause and start a new pool (once)."""
        if generation != self._generation:
            return  # another task saw the same death and started the new pool already
        log.warning(
            "the AI's worker process died (%s); starting a new one", _how_it_ended(self._pool), exc_info=exc
        )
        _leave(self._pool, None)
        self._pool.shutdown(wait=False, cancel_futures=True)
        self._pool = self._new_pool()
        self._generation += 1

    def cancel(self, channel: str) -> None:
        self._slots[self.channels.index(channel)] = -1

    def shutdown(self, wait: bool = False) -> None:
        """Stop every task; ``wait``: until the process has ended. The process is told to end
        once its task has stopped (under Wine, word sent to a busy process never arrived)."""
        self._closed = True
        for channel in self.channels:
            self.cancel(channel)
        with self._lock:
            pool, running = self._pool, self._running
            waiting = list(self._waiting)
            self._waiting.clear()
        for answer, _, _ in waiting:
            answer.cancel()
        # Unlocked from here: a late death's callback may take the lock.
        if wait:
            _end_pool(pool, running, None, STOPPING_S)
            return
        _leave(pool, running)
        if running is None or running.done():
            pool.shutdown(wait=False, cancel_futures=True)
        else:
            running.add_done_callback(lambda _: pool.shutdown(wait=False, cancel_futures=True))


def end_pools_left(timeout_s: float = STOPPING_S) -> None:
    """Wait (at most ``timeout_s`` for the tasks) for the pools shut down without waiting, at
    the app's end: Python 3.11's exit hook wakes each pool's manager thread through a pipe the
    thread may be closing at that moment, and prints an OSError to the terminal."""
    deadline = time.monotonic() + timeout_s
    while _left:
        _end_pool(*_left.pop(), max(0.0, deadline - time.monotonic()))


def _end_pool(
    pool: ProcessPoolExecutor, running: Future | None, manager: threading.Thread | None, timeout_s: float
) -> None:
    """Give the pool's cancelled task ``timeout_s`` to stop (one that does not has its process
    ended), then wait for the pool and for its manager thread (``manager``: one the pool has
    forgotten already)."""
    if running is not None and not running.done():
        with contextlib.suppress(Exception):  # stopped, failed or too slow: end it all the same
            running.exception(timeout=timeout_s)
        if not running.done():
            for process in (getattr(pool, "_processes", None) or {}).values():
                process.terminate()
    pool.shutdown(wait=True, cancel_futures=True)
    if manager is not None:
        manager.join(max(1.0, timeout_s))


def _how_it_ended(pool: ProcessPoolExecutor) -> str:
    """The dead pool's processes' exit codes (a negative one is the signal that ended it); a
    process still running lost its answer on the way back (the exception logged says why)."""
    ends = []
    for process in getattr(pool, "_processes", {}).values():
        process.join(0.2)  # its pipe has closed; the exit status follows within moments
        code = process.exitcode
        ends.append("still running" if code is None else f"exit code {code}")
    return ", ".join(ends) or "no process"


class ThreadThinker:
    """The same tasks on threads of this process (one per channel), with ``threading.Event``s."""

    def __init__(self) -> None:
        self._pools = {c: ThreadPoolExecutor(1, thread_name_prefix=f"think-{c}") for c in CHANNELS}
        self._stops: dict[str, threading.Event] = {}

    def warm(self, kinds: tuple[str, ...]) -> None:
        return None

    def submit(self, channel: str, task: str, *args: Any) -> Future:
        self.cancel(channel)
        stop = self._stops[channel] = threading.Event()
        return self._pools[channel].submit(TASKS[task], *args, stop=stop)

    def cancel(self, channel: str) -> None:
        stop = self._stops.pop(channel, None)
        if stop is not None:
            stop.set()

    def shutdown(self) -> None:
        for channel, pool in self._pools.items():
            self.cancel(channel)
            pool.shutdown(wait=False, cancel_futures=True)


def process_pool(jobs: int, initializer: Callable[[], None] | None = None) -> multiprocessing.pool.Pool:
    """A pool of ``jobs`` processes for independent headless work (a tournament's games)."""
    return multiprocessing.get_context().Pool(jobs, initializer=initializer)


def each_in_a_process(
    func: Callable[..., Any], jobs: list[tuple[Any, ...]], timeout_s: float
) -> list[tuple[Any, int | None]]:
    """``func(*job)`` for every job at once, each in a process of its own (an online load
    run's client processes); per job its result and None, or None and the process's exit
    code when it ended without a result or had none within ``timeout_s``."""
    context = multiprocessing.get_context()
    running = []
    for job in jobs:
        receiver, sender = context.Pipe(duplex=False)
        process = context.Process(target=_answer, args=(func, job, sender))
        process.start()
        sender.close()  # the child's end: a child that dies leaves the pipe at its end
        running.append((process, receiver))
    deadline = time.monotonic() + timeout_s
    results: list[tuple[Any, int | None]] = []
    for process, receiver in running:
        result = None
        with contextlib.suppress(EOFError, OSError):
            if receiver.poll(max(0.0, deadline - time.monotonic())):
                result = receiver.recv()
        process.join(5)
        if process.is_alive():
            process.terminate()
            process.join()
        results.append((result, None) if result is not None else (None, process.exitcode))
    return results


def _answer(func: Callable[..., Any], job: tuple[Any, ...], sender: Any) -> None:
    sender.send(func(*job))
    sender.close()
