"""The game review (``ai/review.py``): labels, no hindsight, determinism, cancellation, and the
review file beside the game."""

from __future__ import annotations

import json
import pickle
import random
import threading
import time
from collections import Counter

import attrs
import pytest
from conftest import FIXTURES
from stop_flags import PolledFlag

from sf_desktop.ai import ismcts
from sf_desktop.ai.base import make_agent
from sf_desktop.ai.heuristic import HARD_WEIGHTS, win_chances
from sf_desktop.ai.match import play_match
from sf_desktop.ai.review import (
    ReviewBudget,
    decisions_to_review,
    label_for,
    review_decision,
    review_game,
    win_chance_curve,
)
from sf_desktop.ai.worker import Thinker
from sf_desktop.model.actions import DRAW, STOP, Place
from sf_desktop.model.events import DistrictCompleted
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.review import LABELS, decision_from_json, decision_to_json, key_moments
from sf_desktop.model.rules import IllegalActionError, apply, legal_actions
from sf_desktop.model.state import Phase, public_view
from sf_desktop.session.review_store import load_review, record_checksum, review_path, save_review
from sf_desktop.storage.save_files import load_file, save_file

BUDGET = ReviewBudget(iterations=400, time_ms=None)


@pytest.fixture(scope="module")
def greedy_game() -> GameRecord:
    seats = (Seat("Ana", "greedy"), Seat("Ben", "greedy"))
    return play_match(seats, [make_agent("greedy"), make_agent("greedy")], 2).record


def completing_places(state):
    """The placements that complete a district for the player to move."""
    out = []
    for a in legal_actions(state):
        if isinstance(a, Place):
            _, events = apply(state, a)
            if any(isinstance(e, DistrictCompleted) and e.player == state.current for e in events):
                out.append(a)
    return out


def test_labels_follow_the_thresholds() -> None:
    assert [label_for(x) for x in (0.0, 0.004, 0.01, 0.03, 0.05, 0.5)] == [
        "best",
        "best",
        "good",
        "inaccuracy",
        "mistake",
        "blunder",
    ]


@pytest.mark.slow
def test_throwing_away_a_completed_district_is_a_blunder(greedy_game) -> None:
    """The record is cut where a seat, still in the game, could complete a district with a card
    from its tray, late in the game, and that seat stops placing instead: every card left in the
    tray goes to the box."""
    states = list(greedy_game.states())
    chosen = None
    for i, state in enumerate(states[:-1]):
        if state.phase != Phase.PLACE or STOP not in legal_actions(state) or not completing_places(state):
            continue
        if 0.2 <= win_chances(public_view(state), HARD_WEIGHTS)[state.current] <= 0.9:
            chosen = i  # the last such position
    assert chosen is not None
    record = attrs.evolve(greedy_game, actions=(*greedy_game.actions[:chosen], STOP))
    review = review_game(record, [states[chosen].current], ReviewBudget(iterations=1500, time_ms=None))
    judged = {d.index: d for d in review.decisions}[chosen]
    assert judged.played == STOP and judged.best in completing_places(states[chosen])
    assert judged.label == "blunder", judged
    assert judged.points_lost > 0


def _shuffle_unseen(record: GameRecord, index: int, seed: int) -> GameRecord:
    """The same record with the cards still unseen before action ``index`` in another order."""
    unseen = set(list(record.states())[index].deck)
    positions = [i for i, c in enumerate(record.deck) if c in unseen]
    cards = [record.deck[i] for i in positions]
    random.Random(seed).shuffle(cards)
    deck = list(record.deck)
    for i, c in zip(positions, cards, strict=True):
        deck[i] = c
    return attrs.evolve(record, deck=tuple(deck), actions=record.actions[: index + 1])


@pytest.mark.parametrize("which", [0, 1, 2])
def test_the_deck_order_never_reaches_the_review(greedy_game, which) -> None:
    """Two records that differ only in the order of the cards unseen at a decision get the same
    review of it: the search sees the public view, and its random numbers come from the
    decision's place in the game."""
    todo = decisions_to_review(greedy_game, [0, 1])
    index = todo[len(todo) * (which + 1) // 4][0]
    a = _shuffle_unseen(greedy_game, index, 1)
    b = _shuffle_unseen(greedy_game, index, 2)
    assert a.deck != b.deck and a.actions == b.actions
    ra = review_decision(list(a.states())[index], a.actions[index], index, BUDGET)
    rb = review_decision(list(b.states())[index], b.actions[index], index, BUDGET)
    assert ra == rb


def test_deterministic_under_an_iteration_budget(greedy_game) -> None:
    cut = attrs.evolve(greedy_game, actions=greedy_game.actions[:40])
    first = review_game(cut, [0], BUDGET)
    again = review_game(cut, [0], BUDGET)
    assert first == again and first.decisions


@pytest.mark.slow
def test_hard_moves_are_mostly_best_or_good() -> None:
    """Hard's own decisions against Greedy, judged with Hard's search (another RNG): the share
    labelled best or good is printed; most of them are."""
    seats = (Seat("Hard", "hard"), Seat("Greedy", "greedy"))
    hard = make_agent("hard", iterations=600, time_ms=None)
    record = play_match(seats, [hard, make_agent("greedy")], 11).record
    review = review_game(record, [0], ReviewBudget(iterations=600, time_ms=None))
    counts = Counter(d.label for d in review.decisions)
    share = (counts["best"] + counts["good"]) / len(review.decisions)
    print(f"Hard's decisions: {dict(counts)}; best or good: {share:.0%} of {len(review.decisions)}")
    assert share >= 0.8


class StopAfter:
    """A stop flag that answers yes from its ``yes_from``-th question on, and notes how many
    search iterations (determinizations) had begun by then."""

    def __init__(self, yes_from: int, monkeypatch) -> None:
        self.yes_from = yes_from
        self.asked = 0
        self.iterations = 0
        self.iterations_at_yes: int | None = None
        real = ismcts.determinize

        def counted(view, rng):
            self.iterations += 1
            return real(view, rng)

        monkeypatch.setattr(ismcts, "determinize", counted)

    def is_set(self) -> bool:
        self.asked += 1
        if self.asked >= self.yes_from and self.iterations_at_yes is None:
            self.iterations_at_yes = self.iterations
        return self.iterations_at_yes is not None


def test_a_cancelled_review_search_runs_no_further_iteration(greedy_game, monkeypatch) -> None:
    """However large the budget, no iteration begins once the stop flag says yes: a cancel
    waits for one iteration at most."""
    state = list(greedy_game.states())[30]
    stop = StopAfter(40, monkeypatch)
    review = review_decision(
        state, greedy_game.actions[30], 30, ReviewBudget(iterations=10**7, time_ms=None), stop
    )
    assert stop.iterations_at_yes == 39, "the flag is asked before every iteration"
    assert stop.iterations == 39, "and no iteration begins after its yes"
    assert review.label in LABELS and review.played == greedy_game.actions[30]


def test_a_review_search_cancelled_from_another_thread_answers(greedy_game) -> None:
    state = list(greedy_game.states())[30]
    stop = PolledFlag()
    done: list[bool] = []

    def work() -> None:
        review_decision(
            state, greedy_game.actions[30], 30, ReviewBudget(iterations=10**7, time_ms=None), stop
        )
        done.append(True)

    thread = threading.Thread(target=work)
    thread.start()
    assert stop.asked.wait(20)  # the search is under way: an iteration is done
    stop.set()
    thread.join(20)  # a generous bound: uncancelled, ten million iterations take hours
    assert done


def test_cancelling_in_the_worker_process_answers_the_caller(greedy_game) -> None:
    thinker = Thinker()
    try:
        state = list(greedy_game.states())[30]
        warm = thinker.submit("review", "review_one", state, greedy_game.actions[30], 30, BUDGET)
        warm.result(timeout=120)  # the process is up
        long = thinker.submit(
            "review",
            "review_one",
            state,
            greedy_game.actions[30],
            30,
            ReviewBudget(iterations=10**7, time_ms=None),
        )
        deadline = time.monotonic() + 20
        while not long.taken() and time.monotonic() < deadline:  # until the process has taken it
            time.sleep(0.01)
        assert long.taken() and not long.done()
        asked = time.perf_counter()
        thinker.cancel("review")
        # A generous bound (a loaded machine): uncancelled, ten million iterations take hours.
        review = long.result(timeout=20)
        print(f"cancelled in {(time.perf_counter() - asked) * 1000:.0f} ms")
        assert review.label in LABELS
    finally:
        thinker.shutdown()


def test_the_curve_and_key_moments(greedy_game) -> None:
    curve = win_chance_curve(greedy_game)
    assert len(curve.indices) == len(curve.chances) >= 20
    assert all(abs(sum(point) - 1.0) < 0.01 for point in curve.chances)
    assert curve.chances[-1] in ((1.0, 0.0), (0.0, 1.0), (0.5, 0.5))  # the result
    moments = key_moments(greedy_game, curve, ())
    assert len(moments) == 3 and [m.index for m in moments] == sorted(m.index for m in moments)
    swings = sorted(
        (
            max(abs(b - a) for a, b in zip(curve.chances[i - 1], curve.chances[i], strict=True))
            for i in range(1, len(curve.chances))
        ),
        reverse=True,
    )
    assert sorted((abs(m.after - m.before) for m in moments), reverse=True) == pytest.approx(
        swings[:3], abs=1e-6
    )


def test_decisions_read_back_as_written(greedy_game) -> None:
    review = review_game(attrs.evolve(greedy_game, actions=greedy_game.actions[:12]), [0, 1], BUDGET)
    for d in review.decisions:
        assert decision_from_json(json.loads(json.dumps(decision_to_json(d)))) == d
        assert d.label in LABELS


def test_the_review_file_beside_the_game(tmp_path, greedy_game) -> None:
    record = attrs.evolve(greedy_game, actions=greedy_game.actions[:16])
    game = tmp_path / "g.sfgame.json"
    save_file(game, record)
    assert review_path(game) == tmp_path / "g.review.json"
    assert load_review(game, record) is None
    review = review_game(record, [0], BUDGET)
    assert save_review(game, review, record) == review_path(game)
    assert load_review(game, record) == review
    longer = attrs.evolve(greedy_game, actions=greedy_game.actions[:17])
    assert record_checksum(longer) != record_checksum(record)
    assert load_review(game, longer) is None, "a changed record is reviewed again"
    for damage in (
        b"{",
        b"[]",
        b'{"format": "sf-desktop-review"}',
        b"\xff\xfe",
        review_path(game).read_bytes()[:50],
    ):
        review_path(game).write_bytes(damage)
        assert load_review(game, record) is None
    doc = json.loads(
        json.dumps(
            __import__("sf_desktop.session.review_store", fromlist=["x"]).review_to_json(review, record)
        )
    )
    doc["decisions"][0]["index"] = 15  # a decision the record does not hold there
    review_path(game).write_text(json.dumps(doc))
    assert load_review(game, record) is None


def test_a_draw_judged_in_the_worker_process_is_searched_as_a_draw() -> None:
    """A decision to draw reached the worker process as a copy of DRAW (pickled), which the
    search took for an ordinary move: the cards under it were mixed up and the search raised
    "card … is not among the taken cards", ending the first review of many games."""
    record = load_file(FIXTURES / "saves" / "schema2-2p-unfinished.sfgame.json").record
    index, state, played = next(t for t in decisions_to_review(record, [0, 1]) if t[0] == 29)
    assert played == DRAW
    thinker = Thinker()
    try:
        budget = ReviewBudget(iterations=100, time_ms=None)
        review = thinker.submit("review", "review_one", state, played, index, budget).result(timeout=120)
    finally:
        thinker.shutdown()
    assert review.index == 29 and review.played == DRAW and review.label in LABELS


def test_the_shared_actions_and_the_rules_error_cross_a_process_as_themselves() -> None:
    assert pickle.loads(pickle.dumps(DRAW)) is DRAW
    assert pickle.loads(pickle.dumps(STOP)) is STOP
    error = pickle.loads(pickle.dumps(IllegalActionError(DRAW, "the deck is empty")))
    assert isinstance(error, IllegalActionError) and error.action is DRAW
    assert error.reason == "the deck is empty"


def test_the_judge_and_the_clock_of_a_review_reach_its_search(greedy_game, monkeypatch) -> None:
    from sf_desktop.ai.expert import ExpertAgent

    judged: list[int] = []
    real = ExpertAgent.playout

    def counted(self, game, rng, turns):
        judged.append(turns)
        return real(self, game, rng, turns)

    monkeypatch.setattr(ExpertAgent, "playout", counted)
    index, state, action = decisions_to_review(greedy_game, (0,))[3]
    by_hard = review_decision(state, action, index, ReviewBudget(iterations=60, time_ms=None, judge="hard"))
    assert not judged
    by_expert = review_decision(
        state, action, index, ReviewBudget(iterations=60, time_ms=None, judge="expert")
    )
    assert judged and by_expert.label in LABELS and by_hard.label in LABELS
    with pytest.raises(ValueError, match="judge"):
        ReviewBudget(judge="oracle")
    with pytest.raises(ValueError, match="clock"):
        ReviewBudget(clock="sundial")
    # On the CPU clock, a clock that leaps a second at each reading spends the budget at once.
    ticks = iter(range(10**6))
    monkeypatch.setattr("time.thread_time", lambda: float(next(ticks)))
    searcher = ismcts.HardAgent(iterations=10**6, time_ms=500.0, early_stop=False)
    budget = ReviewBudget(iterations=10**6, time_ms=500.0, clock="cpu")
    review_decision(state, action, index, budget, agent=searcher)
    assert searcher.last_iterations <= 2


def test_the_curve_is_read_from_the_learned_evaluation(greedy_game) -> None:
    """The network foretells how games end better than Hard's projection (docs/ai.md), so the
    chart's points are its chances on the public view at the start of every turn."""
    from sf_desktop.ai.value_net import shipped_net

    curve = win_chance_curve(greedy_game)
    states = list(greedy_game.states())
    learned = [
        tuple(round(c, 4) for c in shipped_net().win_chances(public_view(states[i]))) for i in curve.indices
    ]
    projected = [
        tuple(round(c, 4) for c in win_chances(public_view(states[i]), HARD_WEIGHTS)) for i in curve.indices
    ]
    assert list(curve.chances) == learned
    assert learned != projected
