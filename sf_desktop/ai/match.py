"""Play one game between agents, headless: what the CLI, tournaments and tests run."""

from __future__ import annotations

import time
from collections.abc import Sequence

import attrs

from ..model.record import GameRecord, Seat
from ..model.rules import apply, legal_actions
from ..model.scoring import ScoreBreakdown, score
from ..model.state import GameState, public_view
from .base import Agent, decision_rng


class AgentError(RuntimeError):
    """An agent answered with an action that is not legal."""


@attrs.frozen
class MatchResult:
    record: GameRecord
    final: GameState
    breakdown: ScoreBreakdown
    decision_seconds: tuple[tuple[float, ...], ...]  # per seat, every decision asked of it
    # Per seat, parallel to ``decision_seconds``: how many legal actions there were (1 = forced).
    decision_options: tuple[tuple[int, ...], ...] = ()


def play_match(
    seats: Sequence[Seat],
    agents: Sequence[Agent],
    seed: int | str | None,
    first_player: int | None = None,
    deck: Sequence[int] | None = None,
) -> MatchResult:
    """Play a whole game; each agent sees only the public view and, for every decision, the
    RNG the table would give it (``decision_rng``)."""
    record = GameRecord.new(tuple(seats), seed, first_player)
    if deck is not None:
        record = attrs.evolve(record, deck=tuple(deck))
    state = record.initial_state()
    times: list[list[float]] = [[] for _ in seats]
    options: list[list[int]] = [[] for _ in seats]
    actions = []
    while not state.is_over:
        seat = state.current
        view = public_view(state)
        legal = legal_actions(state)
        start = time.perf_counter()
        action = agents[seat].choose(view, decision_rng(seed, seat, len(actions)))
        times[seat].append(time.perf_counter() - start)
        options[seat].append(len(legal))
        if action not in legal:
            raise AgentError(f"seat {seat} ({seats[seat].kind}) chose an illegal action {action!r}")
        state, _ = apply(state, action)
        actions.append(action)
    record = attrs.evolve(record, actions=tuple(actions))
    return MatchResult(
        record, state, score(state), tuple(tuple(t) for t in times), tuple(tuple(o) for o in options)
    )
