"""The per-decision time limit: interrupted in the main thread (POSIX), abandoned elsewhere."""

from __future__ import annotations

import threading
import time

import pytest

from sf_desktop.ai.time_limit import DecisionTimeout, call_with_limit


def spin_until(stop: threading.Event) -> None:
    """Busy until ``stop`` is set (a thread left behind must not spin for the rest of the run)."""
    while not stop.is_set():
        pass


def in_other_thread(func):
    """Run ``func`` in a thread (where no timer signal can reach) and hand back its outcome."""
    outcome: list[object] = []
    worker = threading.Thread(target=lambda: outcome.append(_catch(func)))
    worker.start()
    worker.join(10)
    return outcome[0]


def _catch(func):
    try:
        return func()
    except BaseException as exc:  # the outcome under test
        return exc


@pytest.mark.parametrize("where", ["main thread", "other thread"])
def test_a_runaway_decision_is_stopped_near_its_limit(where: str) -> None:
    stop = threading.Event()
    start = time.monotonic()

    def limited():
        return call_with_limit(lambda: spin_until(stop), 0.2, stop)

    outcome = _catch(limited) if where == "main thread" else in_other_thread(limited)
    assert isinstance(outcome, DecisionTimeout)
    assert 0.15 < time.monotonic() - start < 5
    assert stop.is_set()


@pytest.mark.parametrize("where", ["main thread", "other thread"])
def test_an_answer_in_time_and_an_exception_come_back_as_they_are(where: str) -> None:
    def run(func):
        return _catch(func) if where == "main thread" else in_other_thread(func)

    assert run(lambda: call_with_limit(lambda: 42, 5)) == 42
    error = run(lambda: call_with_limit(lambda: {}["missing"], 5))
    assert isinstance(error, KeyError)


def test_no_limit_calls_straight_through() -> None:
    assert call_with_limit(threading.current_thread, None) is threading.current_thread()
