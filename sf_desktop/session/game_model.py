"""The game the views watch: one ``GameModel`` holds the record, the states and the seats,
and says what happened through Qt signals. Views never change the state: they ``submit``.

AI seats think off the GUI thread with the public view, their own seeded RNG and a stop
flag, so the window never freezes: on a worker thread, or (``ai_processes=True``, what the
app uses) in the one worker process of :mod:`..ai.worker`, where a long search has a core of
its own instead of sharing the GIL with the window's animations. The model owns that process;
hints (``suggest``) and game reviews (``review``) think there too, on channels of their own
(:mod:`.advisor`), and come back as the model's signals. A result that arrives after the game
changed (a new game, a load, an undo) is dropped. When ``paced`` is on, an AI decision is
applied only once the view has shown the previous step (``view_ready``) and ``ai_pause_ms``
have passed, so that a person can follow the AI's turn.

The game is a :class:`~.history.History`: undo and redo move its cursor (nothing is replayed),
and every AI decision gets an RNG derived from the seed, the seat and the number of actions
so far, so that a resumed or undone game plays on exactly as it would have without the break.
"""

from __future__ import annotations

import logging
import random
import threading
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from typing import TYPE_CHECKING, Any

import attrs
from PySide6.QtCore import QObject, QTimer, Signal

from ..ai.base import BUILTIN, Agent, RandomAgent, decision_rng, make_agent
from ..ai.hint import DEFAULT_BUDGET_MS, Hint
from ..ai.review import DEFAULT_BUDGET, DEFAULT_REVIEW_MS, LABEL_THRESHOLDS, ReviewBudget
from ..ai.worker import Thinker, ThreadThinker
from ..model.actions import Action
from ..model.history import History, Step, replay
from ..model.record import GameRecord, Seat
from ..model.review import DecisionReview
from ..model.rules import IllegalActionError, legal_actions
from ..model.save_format import new_record
from ..model.scoring import ScoreBreakdown, score
from ..model.state import GameState, public_view
from .advisor import Advisor
from .thinking import MoveJob, Relay, legal_one, move_answer, move_teller, think_on_thread

if TYPE_CHECKING:
    from .remote_game import OnlineLink, RemoteGame

# What the views may know of the AI (they never import it themselves); the facts its answers
# are made of (a review's, a step's) are the model's, and the views import them from there.
__all__ = [
    "DEFAULT_BUDGET_MS",
    "DEFAULT_REVIEW_MS",
    "LABEL_THRESHOLDS",
    "GameModel",
    "Hint",
    "ReviewBudget",
    "trusted_kind",
]

HUMAN = "human"


def trusted_kind(kind: str) -> str:
    """The kind a seat is played as: a person or one of the app's own AI levels. Any other
    kind (an import path read from a file) would run code named by the file: a person plays it."""
    return kind if kind == HUMAN or kind in BUILTIN else HUMAN


class GameModel(QObject):
    """The signal-emitting game: history, seats, AI workers."""

    game_started = Signal(object)  # GameState: a new or loaded game starts (or restarts) here
    stepped = Signal(object)  # Step
    rewound = Signal(object)  # GameState: undo or redo moved the game here (show it, no animation)
    history_changed = Signal(str)  # why the record changed: "start", "action", "undo" or "redo"
    turn_changed = Signal(int)  # the seat to move
    game_over = Signal(object)  # ScoreBreakdown
    thinking_changed = Signal(int, bool)  # seat, thinking
    action_refused = Signal(str)  # the rules' reason
    ai_problem = Signal(str)  # an AI level is missing or an agent failed
    suggestion_ready = Signal(object)  # Hint: the move Hard suggests for the person to move now
    suggestion_failed = Signal(object)  # why there is no suggestion this time: words, or an error
    review_progress = Signal(int, int)  # decisions judged, decisions to judge
    review_finished = Signal(object)  # GameReview
    review_cancelled = Signal()
    review_failed = Signal(object)  # the error that stopped it (logged)

    def __init__(self, parent: QObject | None = None, *, ai_processes: bool = False) -> None:
        super().__init__(parent)
        self.ai_processes = ai_processes
        self._thinker: Thinker | None = None
        self._remote: dict[int, str] = {}  # seat -> level, for seats thinking in the worker process
        self._history: History | None = None
        self._steps: list[Step] = []  # one per action of the history's line (undone ones kept for redo)
        self._agents: dict[int, Agent] = {}
        self._generation = 0
        self._tickets = 0
        self._worker: MoveJob | None = None
        self._pending: tuple[Action, int] | None = None  # an AI's action waiting to be shown, its seat
        self._relay = Relay()
        self._relay.done.connect(self._on_ai_done)
        self._threads: ThreadThinker | None = None  # suggestions and reviews without the process
        self._advisor = Advisor(self._submit, self._cancel_channel, self._current, self)
        for mine, theirs in (
            (self.suggestion_ready, self._advisor.suggestion_ready),
            (self.suggestion_failed, self._advisor.suggestion_failed),
            (self.review_progress, self._advisor.review_progress),
            (self.review_finished, self._advisor.review_finished),
            (self.review_cancelled, self._advisor.review_cancelled),
            (self.review_failed, self._advisor.review_failed),
        ):
            theirs.connect(mine)
        self.paced = False
        self.ai_pause_ms = 0
        self._view_ready = True
        self._ready_at = 0.0
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.timeout.connect(self._try_apply_pending)
        self._online: RemoteGame | None = None  # an online game on the table: the server decides
        self._link: OnlineLink | None = None

    # ------------------------------------------------------------------ reading

    @property
    def has_game(self) -> bool:
        return self._history is not None

    @property
    def history(self) -> History:
        assert self._history is not None
        return self._history

    @property
    def state(self) -> GameState:
        return self.history.state

    def _current(self) -> GameState | None:
        return self.history.state if self._history is not None else None

    @property
    def steps(self) -> tuple[Step, ...]:
        """Every step of the game as it stands (what the log tells)."""
        return tuple(self._steps[: len(self.history)]) if self.has_game else ()

    @property
    def states(self) -> tuple[GameState, ...]:
        """Every state of the game so far, the initial one first."""
        if not self.has_game:
            return ()
        steps = self.steps
        return (steps[0].before if steps else self.state, *(s.after for s in steps))

    @property
    def record(self) -> GameRecord:
        """What a save file holds: set-up, deck and actions (the undone ones left out)."""
        return self.history.record

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self._history.record.seats if self._history is not None else ()

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    @property
    def generation(self) -> int:
        """Grows whenever the game is replaced; answers for an older generation are dropped."""
        return self._generation

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].kind == HUMAN

    @property
    def human_to_move(self) -> bool:
        if self._online is not None and not self._online.my_turn:
            return False
        return self.has_game and not self.state.is_over and self.is_human(self.state.current)

    @property
    def online(self) -> RemoteGame | None:
        """The online game on the table (None for a game played on this computer)."""
        return self._online

    @property
    def thinking_seat(self) -> int:
        """The AI seat whose decision is being worked out (or waits to be shown), else -1; in
        an online game, the seat the server waits for when it is not this player's."""
        if self._link is not None:
            return self._link.thinking
        if self._worker is not None:
            return self._worker.seat
        if self._pending is not None:
            return self._pending[1]
        return -1

    @property
    def can_undo(self) -> bool:
        """A person's decision can be taken back (never once the game is over: it is filed)."""
        return self.has_game and not self.state.is_over and self.history.can_undo

    @property
    def can_redo(self) -> bool:
        return self.has_game and self.history.can_redo

    def legal_actions(self) -> list[Action]:
        return legal_actions(self.state) if self.has_game else []

    def score(self) -> ScoreBreakdown:
        return score(self.state)

    # ------------------------------------------------------------------ starting

    def new_game(
        self,
        seats: Sequence[Seat],
        seed: int | str | None = None,
        first_player: int | None = None,
        agents: Mapping[int, Agent] | None = None,
    ) -> None:
        """Start a game with a fresh game id; ``seed`` None draws one, so that the record can replay it.

        The caller chose the seats: their kinds are trusted (``load_record`` trusts no file)."""
        self._start(*replay(new_record(tuple(seats), seed, first_player)), agents or {})

    def rematch(self) -> None:
        """The same seats, a fresh shuffle."""
        self.new_game(self.seats)

    def load_record(self, record: GameRecord, agents: Mapping[int, Agent] | None = None) -> None:
        """Continue a saved game; raises ``RecordError`` (and keeps the current game) if it does
        not replay. A seat of a kind the app does not ship (and with no agent given) is played
        by a person from now on, and ``ai_problem`` says so."""
        agents = dict(agents or {})
        record, notes = self._trust(record, agents)
        history, steps = replay(record)
        self._start(history, steps, agents)
        for note in notes:
            self.ai_problem.emit(note)

    def _trust(self, record: GameRecord, agents: Mapping[int, Agent]) -> tuple[GameRecord, list[str]]:
        seats, notes = [], []
        for i, seat in enumerate(record.seats):
            kind = seat.kind if i in agents else trusted_kind(seat.kind)
            if kind != seat.kind:
                notes.append(
                    self.tr(
                        "{0}’s seat names a player this app does not have ({1}); a person plays it."
                    ).format(seat.name, seat.kind)
                )
            seats.append(Seat(seat.name, kind))
        if notes:
            record = attrs.evolve(record, seats=tuple(seats))
        return record, notes

    def _start(self, history: History, steps: list[Step], agents: Mapping[int, Agent]) -> None:
        self._cancel_ai()
        self._leave_online()
        self._generation += 1
        self._history = history
        self._steps = steps
        self._agents = dict(agents)
        self._remote = {}
        for i, seat in enumerate(history.record.seats):
            if seat.kind != HUMAN and i not in self._agents:
                self._agents[i], self._remote[i] = self._make_agent(seat)
        if self._remote and self.ai_processes:
            if self._thinker is None:
                self._thinker = Thinker()
            self._thinker.warm(tuple(sorted(set(self._remote.values()))))
        else:
            self._remote = {}
        self._announce()

    def _announce(self) -> None:
        """Say that a game is on the table now, at its state."""
        self._view_ready = True
        self._ready_at = time.monotonic()
        state = self.state
        self.game_started.emit(state)
        self.history_changed.emit("start")
        self.turn_changed.emit(state.current)
        if state.is_over:
            self.game_over.emit(score(state))
        self._maybe_think()

    def _make_agent(self, seat: Seat) -> tuple[Agent, str]:
        """The seat's agent and the level it answers to (random when the level is missing)."""
        try:
            return make_agent(seat.kind), seat.kind
        except ValueError as exc:
            self.ai_problem.emit(
                self.tr("The AI level “{0}” is not available ({1}); a random player takes the seat.").format(
                    seat.kind, exc
                )
            )
            return RandomAgent(), "random"

    def shutdown(self) -> None:
        """Ask any thinking AI to stop (the window is closing)."""
        self._cancel_ai()
        self.cancel_review()
        self._generation += 1
        if self._threads is not None:
            self._threads.shutdown()
            self._threads = None
        if self._thinker is not None:
            self._thinker.shutdown()
            self._thinker = None

    # ------------------------------------------------------------------ playing

    def submit(self, action: Action) -> bool:
        """A person's decision for the seat to move; refused (with ``action_refused``) when the
        rules say no or when an AI holds the seat. In an online game the action goes to the
        server and is shown when the server's event comes back."""
        if self._online is not None:
            why = self._online.can_send(action)
            if why:
                self.action_refused.emit(why)
                return False
            self.cancel_suggestion()
            self._online.send(action)
            return True
        if not self.has_game or self.state.is_over:
            self.action_refused.emit(self.tr("The game is over."))
            return False
        if not self.is_human(self.state.current):
            self.action_refused.emit(self.tr("It is not a person's turn."))
            return False
        try:
            self._commit(action)
        except IllegalActionError as exc:
            self.action_refused.emit(exc.reason)
            return False
        return True

    def _commit(self, action: Action) -> None:
        self.cancel_suggestion()
        history = self.history
        before = history.state
        n = len(history)
        events = history.push(action)
        del self._steps[n:]
        self._show_step(Step(n + 1, before.current, action, tuple(events), before, history.state))

    def _show_step(self, step: Step) -> None:
        before, after = step.before, step.after
        self._steps.append(step)
        if self.paced:
            self._view_ready = False
        self.stepped.emit(step)
        self.history_changed.emit("action")
        if after.current != before.current or after.is_over:
            self.turn_changed.emit(after.current)
        if after.is_over:
            self.game_over.emit(score(after))
        self._maybe_think()

    # ------------------------------------------------------------------ undo and redo

    def undo(self) -> bool:
        """Take back the last decision of the person to move (and the AI's since); a thinking
        AI is stopped first and its answer dropped. False when there is nothing to undo."""
        if not self.can_undo:
            return False
        self._cancel_ai()
        self.history.undo()
        self._rewind("undo")
        return True

    def redo(self) -> bool:
        """Forward again to where the last undo started: the very same states."""
        if not self.can_redo:
            return False
        self._cancel_ai()
        self.history.redo()
        self._rewind("redo")
        return True

    def _rewind(self, why: str) -> None:
        self._view_ready = True
        self._ready_at = time.monotonic()
        state = self.state
        self.rewound.emit(state)
        self.history_changed.emit(why)
        self.turn_changed.emit(state.current)
        if state.is_over:
            self.game_over.emit(score(state))
        self._maybe_think()

    # ------------------------------------------------------------------ AI seats

    def view_ready(self) -> None:
        """The view has shown every step so far: a paced AI decision may now be applied."""
        if not self._view_ready:
            self._view_ready = True
            self._ready_at = time.monotonic()
        self._try_apply_pending()

    def _maybe_think(self) -> None:
        if not self.has_game:
            return
        if self._link is not None:
            self._link.turn()
            return
        state = self.state
        if state.is_over or self.is_human(state.current) or self._worker is not None or self._pending:
            return
        seat = state.current
        self._tickets += 1
        ticket = self._tickets
        view = public_view(state)
        rng_state = decision_rng(self.record.seed, seat, len(self.history)).getstate()
        tell = move_teller(self._relay, ticket)
        if seat in self._remote and self._thinker is not None:
            try:
                future = self._thinker.submit("move", "think", self._remote[seat], view, rng_state)
            except (BrokenProcessPool, RuntimeError) as exc:
                self._fall_back_to_threads(exc)
                self._maybe_think()
                return
            self._worker = MoveJob(ticket, seat, None)
            self.thinking_changed.emit(seat, True)
            future.add_done_callback(move_answer(tell, rng_state))
            return
        stop = threading.Event()
        self._worker = MoveJob(ticket, seat, stop)
        self.thinking_changed.emit(seat, True)
        think_on_thread(self._agents[seat], view, rng_state, stop, tell, name=f"ai-seat{seat}")

    def _on_ai_done(self, ticket: int, result: object, rng_state: Any) -> None:
        if self._worker is None or ticket != self._worker.ticket:
            return  # stale: the game changed (new game, load, undo) while the AI thought
        seat = self._worker.seat
        self._worker = None
        if isinstance(result, BrokenProcessPool):
            self.thinking_changed.emit(seat, False)
            self._fall_back_to_threads(result)
            self._maybe_think()
            return
        legal = legal_actions(self.state)
        action = legal_one(result, legal)
        if action is None:
            name = self.seats[seat].name
            self.ai_problem.emit(
                self.tr("{0} made an invalid move ({1}); a random legal move is played.").format(name, result)
            )
            rng = random.Random()
            rng.setstate(rng_state)
            action = rng.choice(legal)
        self._pending = (action, seat)
        self._try_apply_pending()

    def _fall_back_to_threads(self, exc: BaseException) -> None:
        """The worker process is gone: the AI seats think on threads from now on."""
        logging.getLogger(__name__).error(
            "the AI's worker process is gone; thinking on threads", exc_info=exc
        )
        self.ai_problem.emit(
            self.tr(
                "The AI's helper process stopped; the AI now thinks in the window itself, which may be slower."
            )
        )
        if self._thinker is not None:
            self._thinker.shutdown()
            self._thinker = None
        self._remote = {}
        self.ai_processes = False

    def _try_apply_pending(self) -> None:
        if self._pending is None:
            return
        if self.paced:
            if not self._view_ready:
                return
            wait_ms = int((self._ready_at + self.ai_pause_ms / 1000 - time.monotonic()) * 1000)
            if wait_ms > 0:
                self._pace_timer.start(wait_ms)
                return
        action, seat = self._pending
        self._pending = None
        self.thinking_changed.emit(seat, False)
        self._commit(action)

    def _cancel_ai(self) -> None:
        self.cancel_suggestion()
        self._pace_timer.stop()
        if self._worker is not None:
            if self._worker.stop is not None:
                self._worker.stop.set()
            elif self._thinker is not None:
                self._thinker.cancel("move")
            seat = self._worker.seat
            self._worker = None
            self.thinking_changed.emit(seat, False)
        if self._pending is not None:
            seat = self._pending[1]
            self._pending = None
            self.thinking_changed.emit(seat, False)

    # ------------------------------------------------------------------ suggestions and reviews

    def _helper(self) -> Thinker | ThreadThinker:
        """Where suggestions and reviews think: the AI's worker process in the app, else threads."""
        if self.ai_processes:
            if self._thinker is None:
                self._thinker = Thinker()
            return self._thinker
        if self._threads is None:
            self._threads = ThreadThinker()
        return self._threads

    def _submit(self, channel: str, task: str, *args: object) -> Future:
        try:
            return self._helper().submit(channel, task, *args)
        except (BrokenProcessPool, RuntimeError) as exc:
            if not self.ai_processes:
                raise
            self._fall_back_to_threads(exc)
            return self._helper().submit(channel, task, *args)

    def _cancel_channel(self, channel: str) -> None:
        for helper in (self._thinker, self._threads):
            if helper is not None:
                helper.cancel(channel)

    @property
    def suggesting(self) -> bool:
        return self._advisor.suggesting

    def suggest(self, budget_ms: float = DEFAULT_BUDGET_MS) -> bool:
        """Ask Hard for a move for the person to move; ``suggestion_ready`` brings it (dropped if
        anything is played first). False when no person is to move."""
        if not self.human_to_move:
            return False
        if self._online is not None:  # a friend expects to play this player, not the Hard AI
            self.suggestion_failed.emit(self.tr("there are no suggestions in games with friends online"))
            return True
        self._advisor.suggest(self.state, budget_ms)
        return True

    def cancel_suggestion(self) -> None:
        self._advisor.cancel_suggestion()

    def review(
        self,
        record: GameRecord,
        seats: Sequence[int],
        budget: ReviewBudget = DEFAULT_BUDGET,
        known: Sequence[DecisionReview] = (),
    ) -> int:
        """Judge every decision of ``seats`` in ``record`` off the GUI thread (:meth:`.Advisor.review`);
        returns the number of decisions to judge."""
        return self._advisor.review(record, seats, budget, known)

    def cancel_review(self) -> None:
        """Stop the review now: the running search ends at its next iteration."""
        self._advisor.cancel_review()

    # ------------------------------------------------------------------ online games

    def play_online(self, game: RemoteGame) -> None:
        """Put an online game on the table at its present state; from now on its steps come
        from the server (``stepped`` as for any game), and this player's actions go there."""
        from .remote_game import OnlineLink

        self._cancel_ai()
        self._leave_online()
        self._generation += 1
        self._online = game
        self._link = OnlineLink(self, game)
        self._history, self._steps = self._link.history, list(game.steps)  # type: ignore[assignment]
        self._agents, self._remote = {}, {}
        self._announce()

    def _leave_online(self) -> None:
        if self._link is not None:
            self._link.detach()
        self._online = self._link = None

    def _online_ended(self, record: GameRecord) -> None:
        """The server revealed the record and it checked out: the game is an ordinary one now
        (its review, its replay, Play on from here)."""
        history, steps = replay(record)
        self._leave_online()
        self._history, self._steps = history, steps
        self.history_changed.emit("filed")
