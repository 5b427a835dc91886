"""At the app's end the AI's worker pools shut down without waiting (the window closes at once)
are waited for, so that Python's own exit hook finds no pool thread still closing its pipe."""

from __future__ import annotations

import random
import sys
import time

import pytest

from sf_desktop.ai import worker
from sf_desktop.ai.worker import Thinker, end_pools_left
from sf_desktop.model.rules import new_game
from sf_desktop.model.state import public_view


def started(answer) -> None:
    """Wait until the process works on the task (at most 60 s)."""
    deadline = time.monotonic() + 60
    while not answer.taken():
        assert time.monotonic() < deadline, "the worker process never took the task"
        time.sleep(0.001)


def test_a_pool_left_thinking_at_shutdown_has_ended_after_end_pools_left() -> None:
    view, rng = public_view(new_game(2, seed=1)), random.Random(1).getstate()
    thinker = Thinker()
    answer = thinker.submit("move", "think", "hard", view, rng)
    started(answer)
    pool = thinker._pool
    manager = pool._executor_manager_thread
    processes = list(pool._processes.values())
    thinker.shutdown(wait=False)
    assert manager is not None and manager.is_alive()  # the window's close did not wait
    assert (pool, answer.inner, manager) in worker._left
    end_pools_left()
    assert not manager.is_alive()
    assert all(p.exitcode is not None for p in processes)
    assert worker._left == []


@pytest.mark.skipif(sys.platform == "win32", reason="the exit code of a terminated process")
def test_a_task_that_never_stops_does_not_hold_the_exit(monkeypatch) -> None:
    view, rng = public_view(new_game(2, seed=1)), random.Random(1).getstate()
    thinker = Thinker()
    answer = thinker.submit("move", "think", "hard", view, rng)
    started(answer)
    pool = thinker._pool
    processes = list(pool._processes.values())
    monkeypatch.setattr(thinker, "cancel", lambda channel: None)  # the task is never told to stop
    thinker.shutdown(wait=False)
    end_pools_left(timeout_s=0.0)
    assert pool._executor_manager_thread is None  # shut down and joined
    assert [p.exitcode for p in processes] == [-15]  # ended by SIGTERM, not by finishing its task


@pytest.mark.skipif(sys.platform == "win32", reason="the exit code of a terminated process")
def test_a_shutdown_that_waits_ends_a_task_that_never_stops(monkeypatch) -> None:
    """The same end for a shutdown that waits: after its time, the process is ended."""
    view, rng = public_view(new_game(2, seed=1)), random.Random(1).getstate()
    thinker = Thinker()
    started(thinker.submit("move", "think", "hard", view, rng))
    processes = list(thinker._pool._processes.values())
    monkeypatch.setattr(thinker, "cancel", lambda channel: None)
    monkeypatch.setattr(worker, "STOPPING_S", 0.0)
    thinker.shutdown(wait=True)
    assert [p.exitcode for p in processes] == [-15]
