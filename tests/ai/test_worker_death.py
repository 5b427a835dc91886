"""A worker process that dies under a task is logged with its cause, started again, and the
task asked once more; a task that fails twice reaches its caller as ``BrokenProcessPool``."""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import signal
import sys
import time
from concurrent.futures.process import BrokenProcessPool

import pytest

from sf_desktop.ai.review import ReviewBudget, decisions_to_review
from sf_desktop.ai.worker import Answer, Thinker
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.rules import apply, legal_actions

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")

LONG = ReviewBudget(iterations=10**7, time_ms=None)  # runs until the process is killed or cancelled


def a_decision():
    record = GameRecord.new((Seat("Ana", "human"), Seat("Ben", "human")), seed=3, first_player=0)
    state = record.initial_state()
    for _ in range(8):
        action = legal_actions(state)[0]
        record = record.with_action(action)
        state = apply(state, action)[0]
    return decisions_to_review(record, [0, 1])[-1]


def children() -> set[int]:
    return {p.pid for p in multiprocessing.active_children() if p.pid is not None}


def kill_the_worker(known: set[int], answer: Answer) -> int:
    """SIGKILL the thinker's process that is not one of ``known`` once it has taken the task
    ``answer`` waits on (wait for both)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        for pid in children() - known if answer.taken() else ():
            with contextlib.suppress(ProcessLookupError):  # one that was ending anyway
                os.kill(pid, signal.SIGKILL)
                return pid
        time.sleep(0.02)
    raise AssertionError("no worker process started")


def test_a_task_whose_process_is_killed_runs_again_in_a_new_one(caplog) -> None:
    index, state, action = a_decision()
    before = children()
    thinker = Thinker()
    caplog.set_level(logging.WARNING, logger="sf_desktop.ai.worker")
    try:
        answer = thinker.submit("review", "review_one", state, action, index, LONG)
        first = kill_the_worker(before, answer)
        deadline = time.monotonic() + 60
        while not children() - before - {first}:
            assert time.monotonic() < deadline, "no new worker process"
            time.sleep(0.02)
        assert not answer.done(), "the caller is not told of a death that a retry may mend"
        thinker.cancel("review")  # the retried search ends at once and answers
        review = answer.result(timeout=60)
        assert review.index == index
    finally:
        thinker.shutdown()
    deaths = [r for r in caplog.records if "worker process died" in r.getMessage()]
    assert len(deaths) == 1 and deaths[0].exc_info is not None
    assert "-9" in deaths[0].getMessage()  # the cause: killed by SIGKILL


def test_a_task_whose_process_dies_twice_fails_with_broken_process_pool() -> None:
    index, state, action = a_decision()
    before = children()
    thinker = Thinker()
    try:
        answer = thinker.submit("review", "review_one", state, action, index, LONG)
        first = kill_the_worker(before, answer)
        kill_the_worker(before | {first}, answer)
        with pytest.raises(BrokenProcessPool):
            answer.result(timeout=60)
        # The next task has a process again.
        again = thinker.submit("review", "review_one", state, action, index, ReviewBudget(10, None))
        assert again.result(timeout=120).index == index
    finally:
        thinker.shutdown()
