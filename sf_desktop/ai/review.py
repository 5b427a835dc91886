"""Game review: Hard's judgement of each decision of a finished (or saved) game, as facts.

Every judged decision is searched **on the public view of that moment** (``public_view``:
the unseen cards sorted, never the deck order the record knows), so a move is never judged
with hindsight; the search's random numbers come from the decision's index alone, so two
records that differ only in the order of cards unseen at that moment get the same review of
it, and a review under an iteration budget is the same every time.

What a decision gets (:class:`~sf_desktop.model.review.DecisionReview`): the best move the search found, the chance
to win (the search's mean reward, 0 to 1) after the move played and after the best one, the
projected points the played move gives up by the hint's one-step measure (negative when it
gains more now than the best move, which the search prefers for what comes later), and a label from
:data:`LABEL_THRESHOLDS` (``docs/review.md`` explains the choice).

The game's win-chance curve (:func:`win_chance_curve`) is read at the start of every turn
from Expert's learned evaluation of the public view (:mod:`.value_net`: it foretells how
games end better than Hard's projection on games it never trained on, docs/ai.md), so every
player has a point at every turn at almost no cost; the last point is the result.
The facts themselves, and the key moments read from the curve, are the model's
(:mod:`sf_desktop.model.review`); the views and the command line turn them into sentences.

No Qt here, and no words: this module runs in the worker process (:mod:`.worker`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

import attrs

from ..model.actions import Action
from ..model.record import GameRecord
from ..model.review import LABELS, Curve, DecisionReview, GameReview
from ..model.rules import legal_actions
from ..model.state import GameState, Phase, public_view
from .base import StopFlag
from .budget import Budget, check_budget_options, clock_function
from .expert import ExpertAgent
from .hint import explain
from .ismcts import HardAgent, Node
from .search_rng import search_rng
from .value_net import shipped_net

# A decision's label from the chance to win it gave up (best found minus played, 0 to 1):
# below the first bound "best", below the second "good", and so on; from the last, "blunder".
LABEL_THRESHOLDS = (0.005, 0.02, 0.04, 0.08)

DEFAULT_REVIEW_MS = 250.0  # per decision: a whole game of one seat in well under 30 s
MIN_PLAYED_SHARE = 0.2  # the move played gets at least this share of the budget's iterations


# The searches that may judge: Hard, or Expert (Hard's search with the learned evaluation).
JUDGES: dict[str, type[HardAgent]] = {"hard": HardAgent, "expert": ExpertAgent}
DEFAULT_JUDGE = "hard"


@attrs.frozen
class ReviewBudget:
    """How long each decision is searched: iterations, milliseconds, or both (the first met);
    by which judge, and on which clock the milliseconds are counted (``budget.CLOCKS``)."""

    iterations: int | None = None
    time_ms: float | None = DEFAULT_REVIEW_MS
    judge: str = DEFAULT_JUDGE
    clock: str = "wall"

    def __attrs_post_init__(self) -> None:
        check_budget_options(self.iterations, self.time_ms)
        if self.judge not in JUDGES:
            raise ValueError(f"the judge must be one of {', '.join(JUDGES)}, not {self.judge!r}")
        clock_function(self.clock)

    def to_json(self) -> dict[str, float | int | str | None]:
        return {
            "iterations": self.iterations,
            "time_ms": self.time_ms,
            "judge": self.judge,
            "clock": self.clock,
        }


DEFAULT_BUDGET = ReviewBudget()


def label_for(win_chance_lost: float) -> str:
    """The label of a decision that gave up ``win_chance_lost`` (0 to 1) of a win."""
    for label, bound in zip(LABELS, LABEL_THRESHOLDS, strict=False):
        if win_chance_lost < bound:
            return label
    return LABELS[-1]


def review_rng(index: int) -> random.Random:
    """The search RNG of the decision at ``index``: from its place in the game only (the deck
    order, which the record knows, must not reach the search, not even through a seed)."""
    return search_rng(random.Random(f"review/{index}"))


def review_decision(
    state: GameState,
    played: Action,
    index: int,
    budget: ReviewBudget = DEFAULT_BUDGET,
    stop: StopFlag | None = None,
    *,
    agent: HardAgent | None = None,
) -> DecisionReview:
    """Search the public view of ``state`` and judge ``played`` against the best move found.

    The move played is searched at least ``MIN_PLAYED_SHARE`` of the iterations (the tree
    may have tried it only a few times if it looked poor), so its chance is measured, not
    guessed. ``agent`` replaces the budget's judge (a benchmark's reference search).
    Raises ``ValueError`` if ``played`` is not legal in ``state``."""
    view = public_view(state)
    me = view.current
    acts = legal_actions(view)
    if played not in acts:
        raise ValueError(f"action {index} ({played!r}) is not legal there")
    played = acts[acts.index(played)]  # the engine's own instance: the search tells DRAW by identity
    rng = review_rng(index)
    if agent is None:
        agent = JUDGES[budget.judge](iterations=budget.iterations, time_ms=budget.time_ms, early_stop=False)
    main_iters = (
        None if budget.iterations is None else max(1, int(budget.iterations * (1 - MIN_PLAYED_SHARE)))
    )
    main_ms = None if budget.time_ms is None else budget.time_ms * (1 - MIN_PLAYED_SHARE)
    root = agent.search(view, rng, Budget(main_iters, main_ms, stop, budget.clock))
    best = agent.best(root, acts) if len(acts) > 1 else acts[0]
    wanted = max(1, int(agent.last_iterations * MIN_PLAYED_SHARE / (1 - MIN_PLAYED_SHARE)))
    child = root.children.get(played)
    have = child.n if child is not None else 0
    if played != best and have < wanted and not (stop is not None and stop.is_set()):
        _search_only(agent, view, rng, root, played, iterations=wanted - have, budget=budget, stop=stop)
    chance_best = _mean(root, best, me)
    chance_played = chance_best if played == best else _mean(root, played, me)
    lost_points = 0.0 if played == best else explain(view, best)[1] - explain(view, played)[1]
    label = "best" if played == best else label_for(max(0.0, chance_best - chance_played))
    return DecisionReview(
        index, me, played, best, round(chance_played, 4), round(chance_best, 4), round(lost_points, 2), label
    )


def _search_only(
    agent: HardAgent,
    view: GameState,
    rng: random.Random,
    root: Node,
    action: Action,
    *,
    iterations: int,
    budget: ReviewBudget,
    stop: StopFlag | None,
) -> None:
    """More iterations under ``action`` alone: the root offers nothing else for a while."""
    order = root.order
    root.order = [action]
    try:
        time_ms = None if budget.time_ms is None else budget.time_ms * MIN_PLAYED_SHARE
        agent.search(view, rng, Budget(iterations, time_ms, stop, budget.clock), root)
    finally:
        root.order = order


def _mean(root: Node, action: Action, me: int) -> float:
    child = root.children.get(action)
    if child is None or child.n == 0:
        return 0.0
    return child.w[me] / child.n


# ---------------------------------------------------------------------------- the whole game


def decisions_to_review(record: GameRecord, seats: Iterable[int]) -> list[tuple[int, GameState, Action]]:
    """Each decision of ``seats`` worth judging (more than one legal move): index, state, action."""
    wanted = set(seats)
    out = []
    for index, (state, action) in enumerate(zip(record.states(), record.actions, strict=False)):
        if state.current in wanted and len(legal_actions(state)) > 1:
            out.append((index, state, action))
    return out


def win_chance_curve(record: GameRecord, stop: StopFlag | None = None) -> Curve:
    """The chance curve of the whole game (see the module's docstring)."""
    net = shipped_net()
    indices: list[int] = []
    chances: list[tuple[float, ...]] = []
    last_turn = -1
    state = None
    for index, state in enumerate(record.states()):
        if stop is not None and stop.is_set():
            break
        if (state.turn != last_turn and state.phase == Phase.TURN) or state.is_over:
            last_turn = state.turn
            indices.append(index)
            chances.append(tuple(round(c, 4) for c in net.win_chances(public_view(state))))
    return Curve(tuple(indices), tuple(chances))


def review_game(
    record: GameRecord,
    seats: Iterable[int],
    budget: ReviewBudget = DEFAULT_BUDGET,
    stop: StopFlag | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> GameReview:
    """The review of ``seats``' decisions in one go, in this process (the command line's way;
    the window asks the worker process decision by decision instead)."""
    seats = tuple(sorted(set(seats)))
    todo = decisions_to_review(record, seats)
    done = []
    for n, (index, state, action) in enumerate(todo):
        if stop is not None and stop.is_set():
            break
        done.append(review_decision(state, action, index, budget, stop))
        if progress is not None:
            progress(n + 1, len(todo))
    return GameReview(seats, tuple(done), win_chance_curve(record, stop))
