"""Play one game between agents, headless: what the CLI, tournaments and tests run."""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from functools import partial

import attrs

from ..model.actions import Action
from ..model.record import GameRecord, Seat
from ..model.rules import IllegalActionError, apply, legal_actions
from ..model.scoring import ScoreBreakdown, score
from ..model.state import GameState, public_view
from .base import Agent, decision_rng
from .time_limit import DecisionTimeout, call_with_limit


class AgentError(RuntimeError):
    """An agent raised an exception or answered with an action that is not legal. The
    message names the seat; the agent's own exception, if any, is the ``__cause__``."""


@attrs.frozen
class Forfeit:
    """A seat that made no decision within its time limit: it loses the game, which stops
    there; every other seat shares the win."""

    seat: int
    reason: str


@attrs.frozen
class MatchResult:
    record: GameRecord
    final: GameState
    breakdown: ScoreBreakdown  # of ``final``: the running score when the game was forfeited
    decision_seconds: tuple[tuple[float, ...], ...]  # per seat, every decision asked of it
    # Per seat, parallel to ``decision_seconds``: how many legal actions there were (1 = forced).
    decision_options: tuple[tuple[int, ...], ...] = ()
    forfeit: Forfeit | None = None
    # Per seat, parallel to ``decision_seconds``: the CPU time of this thread in the decision
    # (what a search spent, whatever else the machine was doing).
    decision_cpu_seconds: tuple[tuple[float, ...], ...] = ()

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats: by the score, or every seat but the one that forfeited."""
        if self.forfeit is not None:
            return tuple(s for s in range(len(self.record.seats)) if s != self.forfeit.seat)
        return tuple(self.breakdown.winners)


def _describe(action: object) -> str:
    try:
        return repr(action)[:200]
    except Exception:
        return f"a {type(action).__name__}"


def play_match(
    seats: Sequence[Seat],
    agents: Sequence[Agent],
    seed: int | str | None,
    first_player: int | None = None,
    deck: Sequence[int] | None = None,
    *,
    time_limits: Sequence[float | None] | None = None,
) -> MatchResult:
    """Play a whole game; each agent sees only the public view and, for every decision, the
    RNG the table would give it (``decision_rng``).

    ``time_limits`` gives each seat at most that many seconds per decision (None: no limit);
    a seat that runs over forfeits (:class:`Forfeit`). An agent that raises, or answers with
    anything but a legal action, is an :class:`AgentError`.
    """
    record = GameRecord.new(tuple(seats), seed, first_player)
    if deck is not None:
        record = attrs.evolve(record, deck=tuple(deck))
    limits = list(time_limits) if time_limits is not None else [None] * len(seats)
    state = record.initial_state()
    times: list[list[float]] = [[] for _ in seats]
    cpu_times: list[list[float]] = [[] for _ in seats]
    options: list[list[int]] = [[] for _ in seats]
    actions: list[Action] = []
    forfeit = None
    while not state.is_over:
        seat = state.current
        who = f"seat {seat + 1} ({seats[seat].kind})"
        view = public_view(state)
        legal = legal_actions(state)
        rng = decision_rng(seed, seat, len(actions))
        agent = agents[seat]
        start = time.perf_counter()
        cpu_start = time.thread_time()
        try:
            if limits[seat] is None:
                action = agent.choose(view, rng)
            else:
                stop = threading.Event()
                action = call_with_limit(partial(agent.choose, view, rng), limits[seat], stop)
        except DecisionTimeout:
            forfeit = Forfeit(seat, f"{who} made no decision within {limits[seat]:g} s and forfeits the game")
            break
        except (Exception, SystemExit) as exc:
            text = str(exc) if not isinstance(exc, SystemExit) else f"sys.exit({exc.code!r})"
            raise AgentError(f"{who} raised {type(exc).__name__} in choose: {text}") from exc
        times[seat].append(time.perf_counter() - start)
        cpu_times[seat].append(time.thread_time() - cpu_start)
        options[seat].append(len(legal))
        try:
            state, _ = apply(state, action)
        except IllegalActionError as exc:
            raise AgentError(f"{who} chose an illegal action {_describe(action)}: {exc.reason}") from None
        actions.append(action)
    record = attrs.evolve(record, actions=tuple(actions))
    return MatchResult(
        record,
        state,
        score(state),
        tuple(tuple(t) for t in times),
        tuple(tuple(o) for o in options),
        forfeit,
        tuple(tuple(t) for t in cpu_times),
    )
