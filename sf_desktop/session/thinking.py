"""The game model's questions to the AI, and the way their answers come back.

An AI seat's move is worked out on a thread of the window's process or as a task of the AI's
worker process; hints and reviews are tasks too. Every question carries a ticket: its answer
travels back to the GUI thread through a queued signal of the :class:`Relay` with that ticket,
so that the model can tell an answer to an older question (the game changed meanwhile) and
drop it. A review asks one task at a time, so that it can stop between two decisions.
"""

from __future__ import annotations

import contextlib
import random
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import Any

import attrs
from PySide6.QtCore import QObject, Signal, SignalInstance

from ..ai.base import Agent
from ..ai.review import ReviewBudget, decisions_to_review
from ..model.actions import Action
from ..model.record import GameRecord
from ..model.review import Curve, DecisionReview, GameReview
from ..model.state import GameState

Tell = Callable[[object, Any], None]  # (action or error, rng state) of a move question


class Relay(QObject):
    """Carries a worker's answer to the GUI thread (a queued signal)."""

    done = Signal(int, object, object)  # ticket of the question, action or error, rng state
    suggested = Signal(int, object)  # ticket, action or error
    reviewed = Signal(int, object)  # ticket, DecisionReview, Curve or error


def legal_one(answer: object, legal: Sequence[Action]) -> Action | None:
    """``answer`` if it is one of the ``legal`` actions (a worker may answer an error)."""
    for action in legal:
        if answer == action:
            return action
    return None


@attrs.define
class MoveJob:
    """An AI seat's move being worked out."""

    ticket: int  # this question's number: an answer with another number is stale
    seat: int
    stop: threading.Event | None  # None: a task of the worker process (the thinker's "move" channel)


def move_teller(relay: Relay, ticket: int) -> Tell:
    """Sends a move question's answer (and the RNG state after it) with ``ticket`` to the GUI thread."""

    def tell(result: object, new_state: object) -> None:
        with contextlib.suppress(RuntimeError):  # the model is gone (the window closed): nobody to tell
            relay.done.emit(ticket, result, new_state)

    return tell


def move_answer(tell: Tell, rng_state: Any) -> Callable[[Future], None]:
    """A worker-process future's done-callback that tells its move (or its error, with the RNG
    state the question had)."""

    def done(f: Future) -> None:
        if f.cancelled():
            return
        exc = f.exception()
        tell(exc, rng_state) if exc is not None else tell(*f.result())

    return done


def think_on_thread(
    agent: Agent, view: GameState, rng_state: Any, stop: threading.Event, tell: Tell, *, name: str
) -> None:
    """Let ``agent`` choose on a daemon thread with an RNG in ``rng_state``; ``tell`` gets its
    answer, or the exception it raised (an agent's bug must not take the window down)."""

    def work() -> None:
        rng = random.Random()
        rng.setstate(rng_state)
        try:
            result: object = agent.choose(view, rng, stop)
        except Exception as exc:
            result = exc
        tell(result, rng.getstate())

    threading.Thread(target=work, name=name, daemon=True).start()


def forward(signal: SignalInstance, ticket: int) -> Callable[[Future], None]:
    """A future's done-callback that sends its result (or error) with ``ticket`` to the GUI thread."""

    def done(f: Future) -> None:
        if f.cancelled():
            return
        exc = f.exception()
        with contextlib.suppress(RuntimeError):  # the model is gone (the window closed)
            signal.emit(ticket, exc if exc is not None else f.result())

    return done


@attrs.define
class ReviewJob:
    """A review on its way: what is left to judge and what came back."""

    ticket: int
    record: GameRecord
    seats: tuple[int, ...]
    budget: ReviewBudget
    todo: list[tuple[int, GameState, Action]]
    done: list[DecisionReview]
    total: int
    curve: Curve | None = None

    @classmethod
    def plan(
        cls,
        ticket: int,
        record: GameRecord,
        seats: Sequence[int],
        budget: ReviewBudget,
        known: Sequence[DecisionReview],
    ) -> ReviewJob:
        """Every decision of ``seats`` in ``record`` to judge; the ``known`` ones count as done."""
        chosen = tuple(sorted(set(seats)))
        todo = decisions_to_review(record, chosen)
        have = {d.index: d for d in known if d.seat in chosen}
        todo_left = [t for t in todo if t[0] not in have]
        done = [have[t[0]] for t in todo if t[0] in have]
        return cls(ticket, record, chosen, budget, todo_left, done, len(todo))

    def next_task(self) -> tuple[str, tuple[object, ...]] | None:
        """The next task for the thinker and its arguments: the win curve first, then one
        decision at a time; None when everything is judged."""
        if self.curve is None:
            return "review_curve", (self.record,)
        if self.todo:
            index, state, action = self.todo[0]
            return "review_one", (state, action, index, self.budget)
        return None

    def take(self, result: object) -> bool:
        """Keep a task's answer; True when it judged a decision (progress to tell)."""
        if isinstance(result, Curve):
            self.curve = result
            return False
        assert isinstance(result, DecisionReview)
        self.todo.pop(0)
        self.done.append(result)
        return True

    def result(self) -> GameReview:
        """The finished review, its decisions in the order they were made."""
        assert self.curve is not None
        decisions = tuple(sorted(self.done, key=lambda d: d.index))
        return GameReview(self.seats, decisions, self.curve)
