"""The worker process is handed one task at a time: a pool given a second task while it still
had one never answered either under Wine (the Windows build's test bed), so the thinker keeps
the rest waiting in this process, in the order they came."""

from __future__ import annotations

import random
import time

from sf_desktop.ai.worker import Thinker
from sf_desktop.model.rules import legal_actions, new_game
from sf_desktop.model.state import public_view


def test_the_process_holds_one_task_at_a_time_and_answers_each_in_turn() -> None:
    state = new_game(2, seed=1)
    view, rng = public_view(state), random.Random(1).getstate()
    thinker = Thinker()
    answered: list[str] = []
    held: list[int] = []
    try:
        futures = {"warm": thinker.warm(("easy", "medium"))}
        held.append(len(thinker._pool._pending_work_items))
        for channel, level in (("move", "easy"), ("hint", "medium"), ("review", "easy")):
            futures[channel] = thinker.submit(channel, "think", level, view, rng)
            held.append(len(thinker._pool._pending_work_items))
        for name, future in futures.items():
            future.add_done_callback(lambda _, name=name: answered.append(name))
        results = {name: future.result(timeout=60) for name, future in futures.items()}
    finally:
        thinker.shutdown(wait=True)
    assert max(held) == 1, f"tasks handed to the process at once: {held}"
    assert answered == ["warm", "move", "hint", "review"]
    assert results["warm"] is None
    assert all(results[c][0] in legal_actions(state) for c in ("move", "hint", "review"))


def test_tasks_still_waiting_at_shutdown_are_cancelled() -> None:
    view, rng = public_view(new_game(2, seed=1)), random.Random(1).getstate()
    thinker = Thinker()
    first = thinker.warm(("hard",))
    waiting = [thinker.submit("move", "think", "hard", view, rng) for _ in range(3)]
    thinker.shutdown(wait=True)
    assert all(f.cancelled() for f in waiting[1:])  # never handed to the process
    assert first.done() and waiting[0].done()


def test_a_task_its_caller_cancelled_while_it_ran_does_not_hold_up_the_next() -> None:
    state = new_game(2, seed=1)
    view, rng = public_view(state), random.Random(1).getstate()
    thinker = Thinker()
    try:
        first = thinker.submit("move", "think", "medium", view, rng)
        second = thinker.submit("hint", "think", "easy", view, rng)
        while not first.taken():  # handed to the process
            time.sleep(0.001)
        assert first.cancel()  # its caller gives up on it while the process works on it
        assert second.result(timeout=60)[0] in legal_actions(state)
    finally:
        thinker.shutdown(wait=True)
