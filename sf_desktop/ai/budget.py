"""How long a search may think: an iteration budget, a time budget and a stop button.

A search asks :meth:`Budget.spent` once per iteration. Under an iteration budget alone a
search is deterministic for a given seed; the time budget and ``stop`` only ever make it
stop sooner, never change what it does before.

The time budget is counted on a clock: ``"wall"`` (elapsed time, what a player waits: the
app's own searches) or ``"cpu"`` (the CPU time of the thread that searches, so that a
benchmark gives a search the same thinking on a busy machine as on an idle one).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from .base import StopFlag

CLOCKS = ("wall", "cpu")


def clock_function(clock: str) -> Callable[[], float]:
    """The function that reads ``clock`` (looked up when called, so a test may replace it)."""
    if clock == "wall":
        return time.perf_counter
    if clock == "cpu":
        return time.thread_time
    raise ValueError(f"clock must be one of {', '.join(CLOCKS)}, not {clock!r}")


class Budget:
    """Iterations and milliseconds allowed for one decision, and the cancel event."""

    __slots__ = ("deadline", "iterations", "now", "started", "stop", "time_ms")

    def __init__(
        self,
        iterations: int | None,
        time_ms: float | None,
        stop: StopFlag | None = None,
        clock: str = "wall",
    ) -> None:
        if iterations is not None and iterations < 1:
            raise ValueError("an iteration budget must be at least 1")
        if time_ms is not None and time_ms <= 0:
            raise ValueError("a time budget must be positive")
        self.iterations = iterations
        self.time_ms = time_ms
        self.stop = stop
        self.now = clock_function(clock)
        self.started = self.now()
        self.deadline = float("inf") if time_ms is None else self.started + time_ms / 1000.0

    def spent(self, done: int) -> bool:
        """Whether the search must stop after ``done`` iterations."""
        if self.iterations is not None and done >= self.iterations:
            return True
        if self.stop is not None and self.stop.is_set():
            return True
        return self.now() >= self.deadline

    def left(self, done: int) -> float:
        """Iterations still to come, at most: the iteration budget's rest, or as many as the
        time left allows at the pace so far (infinite with neither)."""
        left = float("inf") if self.iterations is None else float(self.iterations - done)
        if self.deadline != float("inf") and done:
            now = self.now()
            pace = done / max(now - self.started, 1e-9)
            left = min(left, (self.deadline - now) * pace)
        return left


def check_budget_options(iterations: int | None, time_ms: float | None) -> tuple[int | None, float | None]:
    """Validate the budget options an agent is made with (``make_agent(..., iterations=...)``)."""
    if iterations is not None:
        iterations = int(iterations)
        if iterations < 1:
            raise ValueError("iterations must be at least 1")
    if time_ms is not None:
        time_ms = float(time_ms)
        if not (time_ms > 0 and math.isfinite(time_ms)):  # NaN passes "<= 0"; infinity never ends
            raise ValueError(f"time_ms must be a finite number above 0, not {time_ms}")
    if iterations is None and time_ms is None:
        raise ValueError("a search needs an iteration budget, a time budget or both")
    return iterations, time_ms
