"""A game of this computer: people at the screen and AI seats.

AI seats think off the GUI thread with the public view, their own seeded RNG and a stop flag,
so that the window never freezes: on a thread of their own, or (``ai_processes``, what the app
uses) as a task of the worker process (:class:`~..workers.Workers`), falling back to threads
when that process dies. An answer that arrives after the game changed (an undo, another game)
is dropped. When the table is ``paced``, an AI decision is applied only once the view has
shown the previous step (``view_ready``) and ``ai_pause_ms`` have passed, so that a person can
follow the AI's turn.

The game is a :class:`~...model.history.History`: undo and redo move its cursor (nothing is
replayed), and every AI decision gets an RNG derived from the seed, the seat and the number of
actions so far, so that a resumed or undone game plays on exactly as it would have without the
break.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Mapping
from concurrent.futures.process import BrokenProcessPool
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer

from ...ai.base import Agent, RandomAgent, decision_rng, make_agent
from ...model.actions import Action
from ...model.history import History, Step
from ...model.record import Seat
from ...model.rules import IllegalActionError, legal_actions
from ...model.state import public_view
from ..thinking import MoveJob, Relay, legal_one, move_answer, move_teller, think_on_thread
from ..workers import Workers

if TYPE_CHECKING:
    from ..remote_game import RemoteGame
    from . import Table

HUMAN = "human"
translate = QCoreApplication.translate


class LocalPlayers:
    """The seats of a game played on this computer: its people and its AI seats."""

    def __init__(
        self,
        history: History,
        steps: list[Step],
        workers: Workers,
        agents: Mapping[int, Agent] | None = None,
        *,
        filed: bool = False,
    ) -> None:
        self.history = history
        self._filed = filed  # an online game's verified record: kept, never played on here
        self._steps = steps
        self._workers = workers
        self._agents: dict[int, Agent] = dict(agents or {})
        self._levels: dict[int, str] = {}  # seat -> level, for seats thinking in the worker process
        self._table: Table | None = None
        self._tickets = 0
        self._job: MoveJob | None = None
        self._pending: tuple[Action, int] | None = None  # an AI's action waiting to be shown, its seat
        self._view_ready = True
        self._ready_at = 0.0
        self._relay = Relay()
        self._relay.done.connect(self._on_done)
        self._pace_timer = QTimer(self._relay)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.timeout.connect(self._try_apply_pending)

    # ------------------------------------------------------------------ the line

    @property
    def line(self) -> History:
        return self.history

    @property
    def steps(self) -> list[Step]:
        return self._steps

    @property
    def online(self) -> RemoteGame | None:
        return None

    def attach(self, table: Table) -> None:
        self._table = table
        for i, seat in enumerate(self.history.record.seats):
            if seat.kind != HUMAN and i not in self._agents and not self._filed:
                self._agents[i], self._levels[i] = self._make_agent(seat)
        if self._workers.ai_processes:
            self._workers.warm(tuple(sorted(set(self._levels.values()))))
        self._shown()

    def detach(self) -> None:
        self.cancel()
        self._table = None

    def _make_agent(self, seat: Seat) -> tuple[Agent, str]:
        """The seat's agent and the level it answers to (random when the level is missing)."""
        try:
            return make_agent(seat.kind), seat.kind
        except ValueError as exc:
            self._tell_problem(
                translate(
                    "GameModel", "The AI level “{0}” is not available ({1}); a random player takes the seat."
                ).format(seat.kind, exc)
            )
            return RandomAgent(), "random"

    def _tell_problem(self, text: str) -> None:
        if self._table is not None:
            self._table.problem(text)

    # ------------------------------------------------------------------ who is to move

    def mine(self, seat: int) -> bool:
        return self.history.record.seats[seat].kind == HUMAN

    @property
    def thinking(self) -> int:
        if self._job is not None:
            return self._job.seat
        if self._pending is not None:
            return self._pending[1]
        return -1

    @property
    def away(self) -> int:
        return -1

    def turn(self) -> None:
        state = self.history.state
        if (
            self._table is None
            or self._filed
            or state.is_over
            or self.mine(state.current)
            or self._job is not None
            or self._pending
        ):
            return
        seat = state.current
        self._tickets += 1
        ticket = self._tickets
        view = public_view(state)
        rng_state = decision_rng(self.history.record.seed, seat, len(self.history)).getstate()
        tell = move_teller(self._relay, ticket)
        if seat in self._levels and self._workers.ai_processes:
            try:
                future = self._workers.submit("move", "think", self._levels[seat], view, rng_state)
            except (BrokenProcessPool, RuntimeError) as exc:
                self._workers.fall_back(exc)
                self.turn()
                return
            self._job = MoveJob(ticket, seat, None)
            self._table.set_thinking(seat, True)
            future.add_done_callback(move_answer(tell, rng_state))
            return
        stop = threading.Event()
        self._job = MoveJob(ticket, seat, stop)
        self._table.set_thinking(seat, True)
        think_on_thread(self._agents[seat], view, rng_state, stop, tell, name=f"ai-seat{seat}")

    def _on_done(self, ticket: int, result: object, rng_state: Any) -> None:
        if self._job is None or ticket != self._job.ticket or self._table is None:
            return  # stale: the game changed (another game, an undo) while the AI thought
        seat = self._job.seat
        self._job = None
        if isinstance(result, BrokenProcessPool):
            self._table.set_thinking(seat, False)
            self._workers.fall_back(result)
            self.turn()
            return
        legal = legal_actions(self.history.state)
        action = legal_one(result, legal)
        if action is None:
            name = self.history.record.seats[seat].name
            self._table.problem(
                translate(
                    "GameModel", "{0} made an invalid move ({1}); a random legal move is played."
                ).format(name, result)
            )
            rng = random.Random()
            rng.setstate(rng_state)
            action = rng.choice(legal)
        self._pending = (action, seat)
        self._try_apply_pending()

    def view_ready(self) -> None:
        if not self._view_ready:
            self._view_ready = True
            self._ready_at = time.monotonic()
        self._try_apply_pending()

    def _shown(self) -> None:
        """The view shows the game as it is now (a start, an undo): the pause counts from here."""
        self._view_ready = True
        self._ready_at = time.monotonic()

    def _try_apply_pending(self) -> None:
        table = self._table
        if self._pending is None or table is None:
            return
        if table.paced:
            if not self._view_ready:
                return
            wait_ms = int((self._ready_at + table.ai_pause_ms / 1000 - time.monotonic()) * 1000)
            if wait_ms > 0:
                self._pace_timer.start(wait_ms)
                return
        action, seat = self._pending
        self._pending = None
        table.set_thinking(seat, False)
        self._commit(action)

    def cancel(self) -> None:
        self._pace_timer.stop()
        table = self._table
        if self._job is not None:
            if self._job.stop is not None:
                self._job.stop.set()
            else:
                self._workers.cancel("move")
            seat = self._job.seat
            self._job = None
            if table is not None:
                table.set_thinking(seat, False)
        if self._pending is not None:
            seat = self._pending[1]
            self._pending = None
            if table is not None:
                table.set_thinking(seat, False)

    # ------------------------------------------------------------------ acting

    def play(self, action: Action) -> str:
        state = self.history.state
        if state.is_over:
            return translate("GameModel", "The game is over.")
        if not self.mine(state.current):
            return translate("GameModel", "It is not a person's turn.")
        try:
            self._commit(action)
        except IllegalActionError as exc:
            return exc.reason
        return ""

    def _commit(self, action: Action) -> None:
        history = self.history
        before = history.state
        n = len(history)
        events = history.push(action)
        del self._steps[n:]
        step = Step(n + 1, before.current, action, tuple(events), before, history.state)
        self._steps.append(step)
        if self._table is not None:
            if self._table.paced:
                self._view_ready = False
            self._table.show_step(step)

    def undo(self) -> bool:
        if self._filed or not self.history.can_undo:
            return False
        self.cancel()
        self.history.undo()
        self._shown()
        return True

    def redo(self) -> bool:
        if self._filed or not self.history.can_redo:
            return False
        self.cancel()
        self.history.redo()
        self._shown()
        return True

    # ------------------------------------------------------------------ what the player may do

    @property
    def suggest_refusal(self) -> str:
        return ""

    @property
    def autosaved(self) -> bool:
        return True

    @property
    def at_risk(self) -> bool:
        return True

    @property
    def undo_note(self) -> str:
        return ""

    @property
    def review_refusal(self) -> str:
        return ""
