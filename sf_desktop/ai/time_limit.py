"""A time limit on one decision of a bot the app does not ship.

A bot's ``choose`` is somebody else's code: it may never return. Where the system has
interval timers (POSIX, main thread) the call is interrupted by :class:`DecisionTimeout`,
raised again every few hundredths of a second until the bot lets it through, so a runaway
loop stops and costs nothing afterwards. Elsewhere the call runs in a daemon thread that is
abandoned when the time is up: the game goes on, the stray thread dies with the process.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

REPEAT_SECONDS = 0.05  # a bot that swallows the first interruption gets another one


class DecisionTimeout(BaseException):
    """The decision took longer than its limit (a ``BaseException``, so that a bot's
    ``except Exception`` does not swallow it)."""


def _can_interrupt() -> bool:
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


def _on_alarm(signum: int, frame: object) -> None:
    raise DecisionTimeout


def call_with_limit(func: Callable[[], T], seconds: float | None, stop: threading.Event | None = None) -> T:
    """``func()``, or :class:`DecisionTimeout` after ``seconds`` (None: no limit). ``stop``
    is set when the time is up, for a bot that watches it."""
    if seconds is None:
        return func()
    if _can_interrupt():
        previous = signal.signal(signal.SIGALRM, _on_alarm)
        signal.setitimer(signal.ITIMER_REAL, seconds, REPEAT_SECONDS)
        try:
            return func()
        except DecisionTimeout:
            if stop is not None:
                stop.set()
            raise
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
    return _in_thread(func, seconds, stop)


def _in_thread(func: Callable[[], T], seconds: float, stop: threading.Event | None) -> T:
    outcome: list[tuple[bool, object]] = []

    def run() -> None:
        try:
            outcome.append((True, func()))
        except BaseException as exc:  # handed over to the caller's thread below
            outcome.append((False, exc))

    worker = threading.Thread(target=run, name="bot decision", daemon=True)
    worker.start()
    worker.join(seconds)
    if not outcome:
        if stop is not None:
            stop.set()
        raise DecisionTimeout
    ok, value = outcome[0]
    if not ok:
        assert isinstance(value, BaseException)
        raise value
    return value  # type: ignore[return-value]
