"""The advisor's channels: a suggestion is for the state it was asked about, a review is
asked decision by decision, and answers to a question no longer asked are dropped."""

from __future__ import annotations

from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool

import pytest

from sf_desktop.ai.hint import Hint
from sf_desktop.ai.review import ReviewBudget, decisions_to_review
from sf_desktop.model.actions import DRAW
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.review import Curve, DecisionReview, GameReview
from sf_desktop.model.rules import apply, legal_actions
from sf_desktop.model.state import GameState
from sf_desktop.session.advisor import Advisor
from sf_desktop.words.trouble import thinking_stopped


class FakeThinker:
    """Keeps every task asked and its future, to be answered by the test."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str, tuple[object, ...], Future]] = []
        self.cancelled: list[str] = []

    def submit(self, channel: str, task: str, *args: object) -> Future:
        future: Future = Future()
        self.asked.append((channel, task, args, future))
        return future

    def cancel(self, channel: str) -> None:
        self.cancelled.append(channel)


@pytest.fixture
def table(qtbot):
    """An advisor, its fake thinker, the game's state (changeable) and what it said."""
    record = GameRecord.new((Seat("Ana", "human"), Seat("Ben", "human")), seed=5, first_player=0)
    now: dict[str, GameState | None] = {"state": record.initial_state()}
    thinker = FakeThinker()
    advisor = Advisor(thinker.submit, thinker.cancel, lambda: now["state"])
    said: list[tuple[str, object]] = []
    for name in (
        "suggestion_ready",
        "suggestion_failed",
        "review_finished",
        "review_cancelled",
        "review_failed",
    ):
        getattr(advisor, name).connect(
            lambda *args, name=name: said.append((name, args[0] if args else None))
        )
    advisor.review_progress.connect(lambda done, total: said.append(("progress", (done, total))))
    yield advisor, thinker, now, said, record


def test_a_suggestion_for_the_state_still_shown_is_told(table) -> None:
    advisor, thinker, now, said, _ = table
    state = now["state"]
    advisor.suggest(state, 40.0)
    advisor.suggest(state, 40.0)  # asked twice: one question
    assert [(c, t) for c, t, _, _ in thinker.asked] == [("hint", "suggest")]
    assert advisor.suggesting
    thinker.asked[0][3].set_result(DRAW)
    assert not advisor.suggesting
    assert len(said) == 1 and said[0][0] == "suggestion_ready"
    hint = said[0][1]
    assert isinstance(hint, Hint) and hint.action == DRAW and hint.action in legal_actions(state)


def test_a_suggestion_that_comes_after_the_game_moved_on_is_dropped(table) -> None:
    advisor, thinker, now, said, _ = table
    advisor.suggest(now["state"])
    now["state"] = apply(now["state"], DRAW)[0]
    thinker.asked[0][3].set_result(DRAW)
    assert said == [] and not advisor.suggesting


def test_a_cancelled_suggestion_stops_its_channel_and_its_answer_is_dropped(table) -> None:
    advisor, thinker, now, said, _ = table
    advisor.suggest(now["state"])
    advisor.cancel_suggestion()
    assert thinker.cancelled == ["hint"]
    thinker.asked[0][3].set_result(DRAW)
    assert said == []


def test_an_answer_that_is_not_a_legal_move_is_a_failure_told_in_words(table) -> None:
    advisor, thinker, now, said, _ = table
    advisor.suggest(now["state"])
    thinker.asked[0][3].set_exception(RuntimeError("search broke"))
    assert len(said) == 1 and said[0][0] == "suggestion_failed"
    words = thinking_stopped(said[0][1])
    assert "search broke" not in words and "log" in words  # words; the error is logged


def played_record(record: GameRecord, n: int) -> GameRecord:
    state = record.initial_state()
    for _ in range(n):
        action = legal_actions(state)[-1]
        record = record.with_action(action)
        state = apply(state, action)[0]
    return record


def test_a_review_asks_the_curve_then_each_decision_and_reports_progress(table) -> None:
    advisor, thinker, _, said, record = table
    record = played_record(record, 12)
    todo = decisions_to_review(record, [0])
    assert len(todo) >= 2
    total = advisor.review(record, [0], ReviewBudget(iterations=10, time_ms=None))
    assert total == len(todo) and said == [("progress", (0, total))]
    assert thinker.asked[-1][:2] == ("review", "review_curve")
    curve = Curve((0,), ((0.5, 0.5),))
    thinker.asked[-1][3].set_result(curve)
    for n, (index, _, action) in enumerate(todo, 1):
        channel, task, args, future = thinker.asked[-1]
        assert (channel, task, args[2]) == ("review", "review_one", index)
        future.set_result(DecisionReview(index, 0, action, action, 0.5, 0.5, 0.0, "best"))
        assert said[-1] == ("progress", (n, total)) or said[-1][0] == "review_finished"
    name, review = said[-1]
    assert name == "review_finished" and isinstance(review, GameReview)
    assert [d.index for d in review.decisions] == [i for i, _, _ in todo] and review.curve == curve


def test_a_cancelled_review_says_so_once_and_drops_what_comes_after(table) -> None:
    advisor, thinker, _, said, record = table
    advisor.review(played_record(record, 6), [0, 1])
    advisor.cancel_review()
    advisor.cancel_review()
    assert thinker.cancelled == ["review"]
    assert [name for name, _ in said] == ["progress", "review_cancelled"]
    thinker.asked[-1][3].set_result(Curve((0,), ((0.5, 0.5),)))
    assert [name for name, _ in said] == ["progress", "review_cancelled"]
    assert len(thinker.asked) == 1, "no task after the cancel"


def test_a_failed_task_ends_the_review_in_words_not_its_text(table) -> None:
    advisor, thinker, _, said, record = table
    advisor.review(played_record(record, 6), [0])
    thinker.asked[-1][3].set_exception(ValueError("action 3 is not legal there"))
    assert said[-1][0] == "review_failed"
    words = thinking_stopped(said[-1][1])
    assert "not legal" not in words and "log" in words  # words; the error is logged


def test_a_worker_that_died_twice_is_told_in_words_and_logged(table, caplog) -> None:
    advisor, thinker, _, said, record = table
    advisor.review(played_record(record, 6), [0])
    death = BrokenProcessPool("A process in the process pool was terminated abruptly")
    thinker.asked[-1][3].set_exception(death)
    assert said[-1][0] == "review_failed"
    words = thinking_stopped(said[-1][1])
    assert "terminated" not in words and "helper process" in words
    assert any(r.exc_info and r.exc_info[1] is death for r in caplog.records)
