"""The hint's search in a process of its own (no Qt here: this is what the process imports).

A search in pure Python on a thread of the window's process takes the interpreter lock in
turns with the window; on a busy machine the window then stutters. In a spawned process the
search has a core of its own and the window only waits for the answer. The process starts at
the first hint and stays for the next ones; a shared counter tells a running search that the
window has moved on, so that it stops early.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import Future, ProcessPoolExecutor

from ..ai.hint import suggest_move
from ..model.actions import Action
from ..model.state import GameState

_TASK: dict[str, object] = {}


def _init(task) -> None:
    _TASK["task"] = task


class _Moved:
    """The search's stop event: set once the window asked for another task (or none)."""

    def __init__(self, task_id: int) -> None:
        self.task_id = task_id

    def is_set(self) -> bool:
        task = _TASK.get("task")
        return task is not None and task.value != self.task_id  # type: ignore[attr-defined]


def _search(state: GameState, seat: int, budget_ms: float, task_id: int) -> Action:
    return suggest_move(state, seat, budget_ms, stop=_Moved(task_id)).action  # type: ignore[arg-type]


def _ready() -> bool:
    return True


class HintProcess:
    """One spawned process that searches one hint at a time."""

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        self._task = ctx.RawValue("q", 0)
        self._pool = ProcessPoolExecutor(1, mp_context=ctx, initializer=_init, initargs=(self._task,))
        self._next = 0
        self._pool.submit(_ready)  # start it now, not at the first question

    def submit(self, state: GameState, seat: int, budget_ms: float) -> Future:
        """The action the Hard search picks for ``seat``; only the public view is searched."""
        self._next += 1
        self._task.value = self._next
        return self._pool.submit(_search, state, seat, budget_ms, self._next)

    def cancel(self) -> None:
        self._task.value = -1

    def shutdown(self) -> None:
        self.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)
