"""Hard's advice to a person: a suggested move for the one to move, and the review of a game.

Both think where the game model's AI thinks (its worker process in the app, else threads), each
on a channel of its own ("hint", "review"), so that an AI seat's move does not stop them. The
:class:`Advisor` keeps what was asked and drops an answer that comes too late: a suggestion
for a state the game has left, a review that was cancelled or replaced. The game model owns
the worker process and lends the advisor its ``submit`` and ``cancel``; its signals are the
game model's (:mod:`.game_model` passes them on), so the views watch one object.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from concurrent.futures import Future

from PySide6.QtCore import QObject, Signal

from ..ai.hint import DEFAULT_BUDGET_MS, Hint, explain
from ..ai.review import DEFAULT_BUDGET, ReviewBudget
from ..model.record import GameRecord
from ..model.review import DecisionReview
from ..model.rules import legal_actions
from ..model.state import GameState, public_view
from .thinking import Relay, ReviewJob, forward, legal_one

log = logging.getLogger(__name__)

Submit = Callable[..., Future]  # (channel, task, *args): a task for the thinker
Cancel = Callable[[str], None]  # channel: stop what runs there


class Advisor(QObject):
    """The suggestion and review channels: what was asked, and what came back."""

    suggestion_ready = Signal(object)  # Hint: the move Hard suggests for the person to move now
    suggestion_failed = Signal(object)  # why there is no suggestion this time (the error; logged)
    review_progress = Signal(int, int)  # decisions judged, decisions to judge
    review_finished = Signal(object)  # GameReview
    review_cancelled = Signal()
    review_failed = Signal(object)  # the error that stopped it (logged; the views word it)

    def __init__(
        self,
        submit: Submit,
        cancel: Cancel,
        current: Callable[[], GameState | None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._submit = submit
        self._cancel = cancel
        self._current = current  # the game's state now (None without a game)
        self._relay = Relay()
        self._relay.suggested.connect(self._on_suggested)
        self._relay.reviewed.connect(self._on_reviewed)
        self._hint_tickets = 0
        self._hint_asked: tuple[int, GameState] | None = None  # ticket and the state it is about
        self._review_tickets = 0
        self._review: ReviewJob | None = None

    # ------------------------------------------------------------------ suggestions

    @property
    def suggesting(self) -> bool:
        return self._hint_asked is not None

    def suggest(self, state: GameState, budget_ms: float = DEFAULT_BUDGET_MS) -> None:
        """Ask Hard for a move for the one to move in ``state``; ``suggestion_ready`` brings it,
        unless the game has left ``state`` by then."""
        if self._hint_asked is not None:
            return
        self._hint_tickets += 1
        ticket = self._hint_tickets
        self._hint_asked = (ticket, state)
        future = self._submit("hint", "suggest", public_view(state), state.current, budget_ms)
        future.add_done_callback(forward(self._relay.suggested, ticket))

    def cancel_suggestion(self) -> None:
        if self._hint_asked is None:
            return
        self._hint_asked = None
        self._cancel("hint")

    def _on_suggested(self, ticket: int, result: object) -> None:
        asked = self._hint_asked
        if asked is None or asked[0] != ticket:
            return
        self._hint_asked = None
        state = self._current()
        if state is None or state is not asked[1]:
            return  # the game moved on while the search ran
        action = legal_one(result, legal_actions(state))
        if action is None:
            error = (
                result if isinstance(result, BaseException) else ValueError(f"not a legal move: {result!r}")
            )
            log.error("the suggestion failed", exc_info=error)
            self.suggestion_failed.emit(error)
            return
        self.suggestion_ready.emit(Hint(action, *explain(public_view(state), action)))

    # ------------------------------------------------------------------ reviews

    def review(
        self,
        record: GameRecord,
        seats: Sequence[int],
        budget: ReviewBudget = DEFAULT_BUDGET,
        known: Sequence[DecisionReview] = (),
    ) -> int:
        """Judge every decision of ``seats`` in ``record``, one decision per task; ``known``
        decisions (a stored review) are not judged again. ``review_progress`` follows, then
        ``review_finished`` (or ``review_cancelled``, ``review_failed``). Returns the number of
        decisions to judge."""
        self.cancel_review()
        self._review_tickets += 1
        job = self._review = ReviewJob.plan(self._review_tickets, record, seats, budget, known)
        self.review_progress.emit(len(job.done), job.total)
        self._next_review_task()
        return job.total

    def cancel_review(self) -> None:
        """Stop the review now: the running search ends at its next iteration."""
        if self._review is None:
            return
        self._review = None
        self._cancel("review")
        self.review_cancelled.emit()

    def _next_review_task(self) -> None:
        job = self._review
        assert job is not None
        task = job.next_task()
        if task is None:
            self._review = None
            self.review_finished.emit(job.result())
            return
        name, args = task
        future = self._submit("review", name, *args)
        future.add_done_callback(forward(self._relay.reviewed, job.ticket))

    def _on_reviewed(self, ticket: int, result: object) -> None:
        job = self._review
        if job is None or job.ticket != ticket:
            return  # cancelled, or another review started
        if isinstance(result, BaseException):
            self._review = None
            log.error("the review stopped", exc_info=result)
            self.review_failed.emit(result)
            return
        if job.take(result):
            self.review_progress.emit(len(job.done), job.total)
        self._next_review_task()
