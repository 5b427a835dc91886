"""The game the views watch: one ``GameModel`` holds the game on the table and says what
happened through Qt signals. Views never change the state: they ``submit``.

Who plays the seats is one :class:`~.seats.Players`: the people and AI seats of a game of this
computer (:class:`~.seats.local.LocalPlayers`), or one seat of an online game
(:class:`~.seats.online.OnlinePlayers`). The model asks it the line of steps, who is to move and
why, whether an action is refused, and what the player may do with the game; it never asks
where the game lives. Hints (``suggest``) and game reviews (``review``) think where the AI
thinks (:class:`~.workers.Workers`), on channels of their own (:mod:`.advisor`), and come back
as the model's signals. A result that arrives after the game changed is dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import attrs
from PySide6.QtCore import QObject, Signal

from ..ai.base import BUILTIN, Agent
from ..ai.hint import DEFAULT_BUDGET_MS, Hint
from ..ai.review import DEFAULT_BUDGET, DEFAULT_REVIEW_MS, LABEL_THRESHOLDS, ReviewBudget
from ..model.actions import Action
from ..model.history import Step, replay
from ..model.record import GameRecord, Seat
from ..model.review import DecisionReview
from ..model.rules import legal_actions
from ..model.save_format import new_record
from ..model.scoring import ScoreBreakdown, score
from ..model.state import GameState
from .advisor import Advisor
from .seats import Line, Players
from .seats.local import LocalPlayers
from .workers import Workers

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
    """The signal-emitting game: the line of steps, the seats and who plays them."""

    game_started = Signal(object)  # GameState: a new or loaded game starts (or restarts) here
    stepped = Signal(object)  # Step
    rewound = Signal(object)  # GameState: undo or redo moved the game here (show it, no animation)
    history_changed = Signal(str)  # why the record changed: "start", "action", "undo", "redo", "filed"
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
        self.workers = Workers(ai_processes, self.ai_problem.emit)
        self._players: Players | None = None
        self._generation = 0
        self._held_problems: list[str] | None = None  # set while a game's seats sit down
        self._advisor = Advisor(self.workers.submit, self.workers.cancel, self._current, self)
        for mine, theirs in (
            (self.suggestion_ready, self._advisor.suggestion_ready),
            (self.suggestion_failed, self._advisor.suggestion_failed),
            (self.review_progress, self._advisor.review_progress),
            (self.review_finished, self._advisor.review_finished),
            (self.review_cancelled, self._advisor.review_cancelled),
            (self.review_failed, self._advisor.review_failed),
        ):
            theirs.connect(mine)
        self.paced = False  # an AI decision waits until the view has shown the last step...
        self.ai_pause_ms = 0  # ...and this long after

    @property
    def ai_processes(self) -> bool:
        """The AI thinks in its worker process (else on threads of this one)."""
        return self.workers.ai_processes

    @ai_processes.setter
    def ai_processes(self, on: bool) -> None:
        self.workers.ai_processes = on

    # ------------------------------------------------------------------ reading

    @property
    def has_game(self) -> bool:
        return self._players is not None

    @property
    def players(self) -> Players:
        """Who plays the seats of the game on the table, and what it allows."""
        assert self._players is not None
        return self._players

    @property
    def history(self) -> Line:
        return self.players.line

    @property
    def state(self) -> GameState:
        return self.history.state

    def _current(self) -> GameState | None:
        return self.history.state if self._players is not None else None

    @property
    def steps(self) -> tuple[Step, ...]:
        """Every step of the game as it stands (what the log tells)."""
        return tuple(self.players.steps[: len(self.history)]) if self.has_game else ()

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
        return self.history.record.seats if self._players is not None else ()

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
        """A person at this computer is to decide now."""
        return self.has_game and not self.state.is_over and self.players.mine(self.state.current)

    @property
    def thinking_seat(self) -> int:
        """The seat whose decision is being worked out (or waits to be shown), else -1."""
        return self.players.thinking if self.has_game else -1

    @property
    def away_seat(self) -> int:
        """The seat to move whose player is not connected (nobody thinks for it), else -1."""
        return self.players.away if self.has_game else -1

    @property
    def can_undo(self) -> bool:
        """A person's decision can be taken back (never once the game is over: it is filed)."""
        return self.has_game and not self.state.is_over and self.history.can_undo

    @property
    def can_redo(self) -> bool:
        return self.has_game and self.history.can_redo

    @property
    def at_risk(self) -> bool:
        """Leaving the table would lose decisions made that no file holds yet (the caller
        knows the files): a game of this computer, unfinished, with actions."""
        return self.has_game and not self.state.is_over and self.players.at_risk and bool(self.record.actions)

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
        history, steps = replay(new_record(tuple(seats), seed, first_player))
        self.play_with(LocalPlayers(history, steps, self.workers, agents))

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
        self.play_with(LocalPlayers(history, steps, self.workers, agents))
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

    def play_with(self, players: Players) -> None:
        """Put the game ``players`` play on the table at its present state (a new or loaded
        game, an online game); from now on its steps come as ``stepped``."""
        self._leave()
        self._generation += 1
        self._players = players
        self._held_problems = []  # what the seats found while sitting down: said once the game is on
        try:
            players.attach(self)
        finally:
            held, self._held_problems = self._held_problems, None
        self.reset()
        for text in held:
            self.ai_problem.emit(text)

    def _leave(self) -> None:
        self.cancel_suggestion()
        if self._players is not None:
            self._players.detach()

    def reset(self) -> None:
        """Say that the game is on the table now, at its state (the first time, or anew)."""
        state = self.state
        self.game_started.emit(state)
        self.history_changed.emit("start")
        self.turn_changed.emit(state.current)
        if state.is_over:
            self.game_over.emit(score(state))
        self.players.turn()

    def filed(self, players: Players) -> None:
        """The game on the table ended elsewhere and checked out: ``players`` hold it now, an
        ordinary game of this computer (its review, its replay, Play on from here)."""
        self._leave()
        self._players = players
        players.attach(self)
        self.history_changed.emit("filed")

    def shutdown(self) -> None:
        """Ask any thinking AI to stop (the window is closing)."""
        if self._players is not None:
            self._players.cancel()
        self.cancel_suggestion()
        self.cancel_review()
        self._generation += 1
        self.workers.shutdown()

    # ------------------------------------------------------------------ what the players tell

    def show_step(self, step: Step) -> None:
        before, after = step.before, step.after
        self.stepped.emit(step)
        self.history_changed.emit("action")
        if after.current != before.current or after.is_over:
            self.turn_changed.emit(after.current)
        if after.is_over:
            self.game_over.emit(score(after))
        self.players.turn()

    def set_thinking(self, seat: int, on: bool) -> None:
        self.thinking_changed.emit(seat, on)

    def refused(self, why: str) -> None:
        self.action_refused.emit(why)

    def problem(self, text: str) -> None:
        if self._held_problems is not None:
            self._held_problems.append(text)
        else:
            self.ai_problem.emit(text)

    # ------------------------------------------------------------------ playing

    def submit(self, action: Action) -> bool:
        """A person's decision for the seat to move; refused (with ``action_refused``) when the
        rules say no or when nobody here holds the seat. In an online game the action goes to
        the server and is shown when the server's event comes back."""
        if not self.has_game:
            self.action_refused.emit(self.tr("The game is over."))
            return False
        self.cancel_suggestion()
        why = self.players.play(action)
        if why:
            self.action_refused.emit(why)
            return False
        return True

    # ------------------------------------------------------------------ undo and redo

    def undo(self) -> bool:
        """Take back the last decision of the person to move (and the AI's since); a thinking
        AI is stopped first and its answer dropped. False when there is nothing to undo."""
        return self.can_undo and self._rewind("undo", self.players.undo)

    def redo(self) -> bool:
        """Forward again to where the last undo started: the very same states."""
        return self.can_redo and self._rewind("redo", self.players.redo)

    def _rewind(self, why: str, move: Callable[[], bool]) -> bool:
        self.cancel_suggestion()
        if not move():
            return False
        state = self.state
        self.rewound.emit(state)
        self.history_changed.emit(why)
        self.turn_changed.emit(state.current)
        if state.is_over:
            self.game_over.emit(score(state))
        self.players.turn()
        return True

    def view_ready(self) -> None:
        """The view has shown every step so far: a paced AI decision may now be applied."""
        if self._players is not None:
            self._players.view_ready()

    # ------------------------------------------------------------------ suggestions and reviews

    @property
    def suggesting(self) -> bool:
        return self._advisor.suggesting

    def suggest(self, budget_ms: float = DEFAULT_BUDGET_MS) -> bool:
        """Ask Hard for a move for the person to move; ``suggestion_ready`` brings it (dropped if
        anything is played first). False when none will come: no person is to move, or this
        game has no suggestions (``suggestion_failed`` says why)."""
        if not self.human_to_move:
            return False
        why = self.players.suggest_refusal
        if why:
            self.suggestion_failed.emit(why)
            return False
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
