"""Medium: flat Monte Carlo over a few candidate moves.

The legal moves are sorted by the fast heuristic and only the best few are kept. Each
playout picks a candidate (UCB1 over the candidates), shuffles the unseen cards afresh
(``rules.determinize`` with the agent's own RNG), plays the candidate and then the fast
policy for a few turns, and scores the result by projected points. The candidate with the
best mean is played; the search stops early once that mean leads every other by three
standard errors. No tree: what follows the candidate is always the policy's play, which is
what makes it a level below Hard.
"""

from __future__ import annotations

import math
import random

from ..model.actions import Action
from ..model.rules import determinize, legal_actions, step
from ..model.state import GameState
from .base import StopFlag
from .budget import Budget, check_budget_options, clock_function
from .heuristic import DEFAULT_WEIGHTS, Weights
from .playout import ranked_moves, rollout
from .search_rng import search_rng


class MediumAgent:
    """Flat Monte Carlo over pruned candidates, with heuristic playouts."""

    name = "medium"

    def __init__(
        self,
        *,
        iterations: int | None = 4000,
        time_ms: float | None = 50.0,
        candidates: int = 4,
        horizon: int | None = None,
        exploration: float = 0.5,
        early_stop: bool = True,
        clock: str = "wall",
        weights: Weights = DEFAULT_WEIGHTS,
    ) -> None:
        self.iterations, self.time_ms = check_budget_options(iterations, time_ms)
        clock_function(clock)  # an unknown clock is refused here, not at the first decision
        self.clock = clock
        self.early_stop = early_stop
        self.candidates = candidates
        self.horizon = horizon
        self.exploration = exploration
        self.weights = weights
        self.last_iterations = 0

    def choose(self, view: GameState, rng: random.Random, stop: StopFlag | None = None) -> Action:
        acts = legal_actions(view)
        if len(acts) == 1:
            self.last_iterations = 0
            return acts[0]
        budget = Budget(self.iterations, self.time_ms, stop, self.clock)
        rng = search_rng(rng)
        t0 = determinize(view, rng)
        cands = ranked_moves(t0)[: self.candidates]
        if len(cands) == 1:
            return cands[0]
        me = view.current
        horizon = self.horizon if self.horizon is not None else len(view.players) + 1
        stop_turn = view.turn + horizon
        k = len(cands)
        visits = [0] * k
        totals = [0.0] * k
        squares = [0.0] * k
        done = 0
        while not budget.spent(done):
            if done < k:
                i = done
            else:
                log_n = math.log(done)
                i = max(
                    range(k),
                    key=lambda j: totals[j] / visits[j] + self.exploration * math.sqrt(log_n / visits[j]),
                )
            game = determinize(view, rng)
            step(game, cands[i])
            reward = rollout(game, rng, max(0, stop_turn - game.turn), self.weights)[me]
            visits[i] += 1
            totals[i] += reward
            squares[i] += reward * reward
            done += 1
            if self.early_stop and done % 32 == 0 and _settled(visits, totals, squares):
                break
        self.last_iterations = done
        # The best mean among the candidates tried.
        best = max(range(k), key=lambda j: totals[j] / visits[j] if visits[j] else -1.0)
        return cands[best]


def _settled(visits: list[int], totals: list[float], squares: list[float], least: int = 48) -> bool:
    """Whether the best mean leads every other by more than three standard errors."""
    if min(visits) < least:
        return False
    stats = []
    for n, s, q in zip(visits, totals, squares, strict=True):
        mean = s / n
        var = max(q / n - mean * mean, 1e-6)
        stats.append((mean, var / n))
    stats.sort(reverse=True)
    best_mean, best_var = stats[0]
    return all(best_mean - m > 3.0 * math.sqrt(best_var + v) for m, v in stats[1:])
