"""``bench``'s figures for the searching levels: what one evaluation of a position costs (Hard's
hand-made projection, Expert's network) and how many iterations each search makes in a CPU
second. Expert thinks as long as Hard; what its evaluation costs is iterations it does not
make, so the two figures say where its time goes."""

from __future__ import annotations

import random
import time
from typing import Any

from ..ai.heuristic import HARD_WEIGHTS
from ..ai.heuristic import win_chances as projected_win_chances
from ..ai.ismcts import HardAgent
from ..ai.value_net import shipped_net
from ..model.mutable_state import MutableState
from ..model.rules import apply, legal_actions, new_game
from ..model.state import GameState, public_view

SEARCH_POSITIONS = 8  # two-player positions with a choice, one searched per slice of the time


def sample_decisions(count: int, rng: random.Random) -> list[GameState]:
    """Two-player positions with more than one legal action, from random games."""
    found: list[GameState] = []
    seed = 0
    while len(found) < count:
        state = new_game(2, seed)
        n = 0
        while not state.is_over:
            acts = legal_actions(state)
            if len(acts) > 1 and n % 23 == 7:
                found.append(state)
            state, _ = apply(state, rng.choice(acts))
            n += 1
        seed += 1
    return found[:count]


def _evaluation_us(evaluate: Any, positions: list[MutableState], repeats: int = 3) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        for game in positions:
            evaluate(game)
        best = min(best, time.process_time() - start)
    return best / len(positions) * 1e6


def search_figures(seconds: float, rng: random.Random) -> dict[str, Any]:
    """Evaluation cost in CPU microseconds, and iterations per CPU second for Hard and Expert
    (early stop off, each thinking ``seconds`` in all over the same positions)."""
    from ..ai.expert import ExpertAgent

    net = shipped_net()
    games = [MutableState.thaw(s) for s in sample_decisions(200, rng) if not s.is_over]
    evaluation = {
        "hard": round(_evaluation_us(lambda g: projected_win_chances(g, HARD_WEIGHTS), games), 1),
        "expert": round(_evaluation_us(net.win_chances, games), 1),
    }
    positions = sample_decisions(SEARCH_POSITIONS, rng)
    slice_ms = max(1.0, 1000.0 * seconds / len(positions))
    rates = {}
    for agent in (
        HardAgent(iterations=None, time_ms=slice_ms, early_stop=False, clock="cpu"),
        ExpertAgent(iterations=None, time_ms=slice_ms, early_stop=False, clock="cpu", net=net),
    ):
        done = 0
        for state in positions:
            agent.choose(public_view(state), random.Random(1))
            done += agent.last_iterations
        rates[agent.name] = round(done / (slice_ms / 1000.0 * len(positions)))
    return {"evaluation_us": evaluation, "iterations_per_cpu_s": rates}
