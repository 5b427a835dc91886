"""Every AI level behind the one interface: legal moves only, no peeking at the deck order,
determinism under an iteration budget, cancellation, and making agents by name or path."""

from __future__ import annotations

import random
import threading
import time

import attrs
import pytest
from stop_flags import PolledFlag

from sf_desktop.ai import budget
from sf_desktop.ai.base import BUILTIN, RandomAgent, decision_rng, make_agent
from sf_desktop.ai.match import play_match
from sf_desktop.model.actions import Draw
from sf_desktop.model.record import Seat
from sf_desktop.model.rules import apply, legal_actions, new_game
from sf_desktop.model.state import GameState, Phase, public_view

LEVELS = ("random", "greedy", "easy", "medium", "hard", "expert")
# Tiny budgets: these tests check behaviour, not strength.
TINY = {"iterations": 6, "time_ms": None}


def agent(kind: str, **options):
    return make_agent(kind, **{**TINY, **options})


def midgame(num_players: int, seed: int, decisions: int, phase: Phase | None = None) -> GameState:
    """A state some random decisions into a seeded game (optionally the first one in ``phase``)."""
    rng = random.Random(seed)
    state = new_game(num_players, seed)
    n = 0
    while not state.is_over:
        if n >= decisions and (phase is None or state.phase == phase) and len(legal_actions(state)) > 1:
            return state
        state, _ = apply(state, rng.choice(legal_actions(state)))
        n += 1
    raise AssertionError("the game ended first")


def test_every_level_is_registered() -> None:
    for kind in LEVELS:
        a = make_agent(kind)
        assert callable(a.choose)
        assert BUILTIN[kind].startswith("sf_desktop.ai.")


@pytest.mark.parametrize("num_players", [2, 3, 4])
def test_agents_only_play_legal_moves(num_players: int) -> None:
    """Whole games mixing every level; play_match raises AgentError on an illegal move."""
    for game in range(3):
        kinds = [LEVELS[(game + i) % len(LEVELS)] for i in range(num_players)]
        agents = [agent(k) for k in kinds]
        seats = tuple(Seat(k, k) for k in kinds)
        result = play_match(seats, agents, f"legal-{num_players}-{game}")
        assert result.final.is_over
        assert len(result.record.actions) > 50


@pytest.mark.parametrize("kind", LEVELS)
def test_decision_ignores_the_deck_order(kind: str) -> None:
    """Two states that differ only in the order of the deck give the same decision."""
    for phase, decisions in ((Phase.TURN, 30), (Phase.COLUMN, 20), (Phase.PLACE, 25)):
        state = midgame(2, 11, decisions, phase)
        shuffled = list(state.deck)
        random.Random(5).shuffle(shuffled)
        other = attrs.evolve(state, deck=tuple(reversed(shuffled)))
        assert other.deck != state.deck
        a = agent(kind)
        first = a.choose(public_view(state), random.Random(3))
        second = agent(kind).choose(public_view(other), random.Random(3))
        assert first == second
        assert first in legal_actions(state)


def test_a_public_view_hides_the_order_so_drawing_on_it_is_refused() -> None:
    view = public_view(midgame(2, 4, 10, Phase.TURN))
    assert view.deck_hidden and list(view.deck) == sorted(view.deck)
    with pytest.raises(ValueError):
        apply(view, Draw())


@pytest.mark.parametrize("kind", LEVELS)
def test_same_seed_same_decision(kind: str) -> None:
    for seed, decisions in ((1, 12), (2, 40), (3, 70)):
        view = public_view(midgame(3, seed, decisions))
        picks = {agent(kind, iterations=40).choose(view, random.Random(seed)) for _ in range(2)}
        assert len(picks) == 1


class CountingStop:
    """A stop flag that answers yes from its ``yes_from``-th question on and counts the questions."""

    def __init__(self, yes_from: int) -> None:
        self.yes_from = yes_from
        self.asked = 0

    def is_set(self) -> bool:
        self.asked += 1
        return self.asked >= self.yes_from


class TickingClock:
    """``perf_counter`` for the budget: every reading is one tick (1/1024 s, exact in binary)
    after the last, so a time budget runs out after a known number of readings."""

    TICK = 1 / 1024

    def __init__(self) -> None:
        self.readings = 0

    def perf_counter(self) -> float:
        self.readings += 1
        return self.readings * self.TICK


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_cancelled_search_runs_no_further_iteration(kind: str) -> None:
    """The stop flag is asked before every iteration and the first yes ends the search, so a
    cancel waits for one iteration at most, however long the budget."""
    view = public_view(midgame(2, 8, 30, Phase.TURN))
    a = make_agent(kind, iterations=None, time_ms=60_000, early_stop=False)
    stop = CountingStop(yes_from=50)
    action = a.choose(view, random.Random(1), stop)
    assert stop.asked == 50, "asked once per iteration, and never after the yes"
    assert a.last_iterations == 49
    assert action in legal_actions(view)


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_search_cancelled_from_another_thread_answers(kind: str) -> None:
    """The window's way: the flag is an event set by another thread while the search runs."""
    view = public_view(midgame(2, 8, 30, Phase.TURN))
    a = make_agent(kind, iterations=None, time_ms=60_000, early_stop=False)
    stop = PolledFlag()
    out: list = []
    thread = threading.Thread(target=lambda: out.append(a.choose(view, random.Random(1), stop)))
    thread.start()
    assert stop.asked.wait(20)  # the search is under way: an iteration is done
    stop.set()
    thread.join(20.0)  # a generous bound: uncancelled, the search would think for 60 s
    assert not thread.is_alive()
    assert out and out[0] in legal_actions(view)
    assert a.last_iterations > 0


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_search_obeys_its_time_budget(kind: str, monkeypatch) -> None:
    """Under a clock that ticks once per reading, 125 ms are 128 ticks: the search, with no
    iteration budget, stops when they have passed (one reading starts it, one ends each
    iteration)."""
    view = public_view(midgame(2, 9, 30, Phase.TURN))
    clock = TickingClock()
    monkeypatch.setattr(budget, "time", clock)
    a = make_agent(kind, iterations=None, time_ms=125, early_stop=False)
    action = a.choose(view, random.Random(2))
    assert action in legal_actions(view)
    assert a.last_iterations == 127
    assert clock.readings == 129


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_search_obeys_its_time_budget_on_the_real_clock(kind: str) -> None:
    view = public_view(midgame(2, 9, 30, Phase.TURN))
    a = make_agent(kind, iterations=None, time_ms=150)
    start = time.perf_counter()
    action = a.choose(view, random.Random(2))
    assert time.perf_counter() - start < 10, "a generous bound, for a loaded machine"
    assert action in legal_actions(view)
    assert a.last_iterations > 0


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_forced_move_is_returned_without_a_search(kind: str) -> None:
    state = midgame(2, 3, 5)
    while len(legal_actions(state)) != 1:
        state, _ = apply(state, legal_actions(state)[0])
    a = make_agent(kind, iterations=None, time_ms=60_000)
    stop = CountingStop(yes_from=10**9)
    assert a.choose(public_view(state), random.Random(0), stop) == legal_actions(state)[0]
    assert stop.asked == 0, "no iteration began"
    assert a.last_iterations == 0


def test_make_agent_passes_budgets_and_loads_import_paths() -> None:
    hard = make_agent("hard", iterations=123, time_ms=456)
    assert (hard.iterations, hard.time_ms) == (123, 456)
    # Agents that do not search take the same call.
    assert make_agent("greedy", iterations=5, time_ms=10).name == "greedy"
    assert isinstance(make_agent("sf_desktop.ai.base:RandomAgent"), RandomAgent)
    with pytest.raises(ValueError, match="unknown seat"):
        make_agent("grandmaster")
    with pytest.raises(ValueError, match="cannot load"):
        make_agent("sf_desktop.ai.base:NoSuchAgent")
    with pytest.raises(ValueError):
        make_agent("hard", iterations=0)
    with pytest.raises(ValueError):
        make_agent("hard", iterations=None, time_ms=None)
    with pytest.raises(ValueError):
        make_agent("greedy", colour="red")  # other options are not dropped silently


def test_decision_rngs_repeat_by_seed_and_differ_by_seat_and_action() -> None:
    first = decision_rng(7, 0, 12).random()
    assert decision_rng(7, 0, 12).random() == first
    assert decision_rng(7, 1, 12).random() != first
    assert decision_rng(7, 0, 13).random() != first
    assert decision_rng(8, 0, 12).random() != first


def test_easy_misjudges_close_calls_but_never_blunders() -> None:
    """Easy's move is never far below Greedy's judgement of the best, yet it is not always Greedy's."""
    easy = make_agent("easy")
    greedy = make_agent("greedy")
    differs = 0
    for seed in range(12):
        view = public_view(midgame(2, seed, 10 + 7 * seed))
        scores = dict(easy.judge.scores(view, random.Random(0)))
        choice = easy.choose(view, random.Random(seed))
        assert scores[choice] >= max(scores.values()) - easy.blunder
        differs += choice != greedy.choose(view, random.Random(seed))
    assert differs >= 1
