"""Undo and redo over a game record, without Qt.

The history keeps every state of the game (one per action), so undo and redo only move a
cursor: nothing is replayed. Two rules bound what may be taken back:

* A drawn card is hidden information revealed: a ``Draw`` and everything before it can never
  be undone (the player would learn the card and choose again).
* Undo takes back a person's decision. One step goes back to the previous state where a human
  seat was to decide, passing over the AI decisions made since; it never takes back another
  person's decision (hot-seat games): when a human is to move now, only their own.

Redo restores exactly the states that were undone, until a new action is taken.
"""

from __future__ import annotations

from collections.abc import Collection

import attrs

from .actions import Action, Draw
from .events import Event
from .record import GameRecord, RecordError
from .rules import IllegalActionError, apply
from .state import GameState


@attrs.frozen
class Step:
    """One applied action and what it caused: what the views animate and log."""

    index: int  # number of actions in the record after this step
    seat: int  # who acted
    action: Action
    events: tuple[Event, ...]
    before: GameState
    after: GameState
    stand_in: bool = False  # made by the AI standing in for the seat's player (their time ran out)


class HistoryError(RuntimeError):
    """Undo or redo asked for when :attr:`History.can_undo` / ``can_redo`` is False."""


class History:
    """A game record with a cursor: ``push`` an action, ``undo``, ``redo``.

    ``humans`` lists the seats whose decisions may be taken back (by default the seats whose
    kind is "human").
    """

    def __init__(self, record: GameRecord, humans: Collection[int] | None = None) -> None:
        self._base = attrs.evolve(record, actions=())
        self._line: list[Action] = list(record.actions)
        self._states: list[GameState] = list(record.states())  # RecordError if illegal
        self._cursor = len(self._line)
        self._redo: list[int] = []
        if humans is None:
            humans = [i for i, s in enumerate(record.seats) if s.kind == "human"]
        self.humans = frozenset(humans)
        # _floor[i]: the earliest state reachable by undo from state i (after the last Draw).
        self._floor: list[int] = [0]
        for i, action in enumerate(self._line):
            self._floor.append(i + 1 if isinstance(action, Draw) else self._floor[i])

    # -- what the views read

    @property
    def state(self) -> GameState:
        return self._states[self._cursor]

    @property
    def record(self) -> GameRecord:
        """The game as it stands (the actions up to the cursor): what the autosave writes."""
        return attrs.evolve(self._base, actions=tuple(self._line[: self._cursor]))

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._line[: self._cursor])

    def __len__(self) -> int:
        """Actions taken so far (not counting undone ones)."""
        return self._cursor

    @property
    def undo_floor(self) -> int:
        """How many actions can never be undone (up to and including the last Draw)."""
        return self._floor[self._cursor]

    @property
    def can_undo(self) -> bool:
        return self._undo_target() is not None

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    # -- moving on

    def push(self, action: Action) -> list[Event]:
        """Take ``action`` now (``IllegalActionError`` if refused; nothing changes then).

        Undone actions are dropped, so redo is no longer possible.
        """
        state, events = apply(self.state, action)
        del self._line[self._cursor :]
        del self._states[self._cursor + 1 :]
        del self._floor[self._cursor + 1 :]
        self._line.append(action)
        self._states.append(state)
        self._floor.append(self._cursor + 1 if isinstance(action, Draw) else self._floor[self._cursor])
        self._cursor += 1
        self._redo.clear()
        return events

    def undo(self) -> GameState:
        """Back to the previous decision of the person to move; the state there."""
        target = self._undo_target()
        if target is None:
            raise HistoryError("there is nothing to undo")
        self._redo.append(self._cursor)
        self._cursor = target
        return self.state

    def redo(self) -> GameState:
        """Forward again to where the last undo started; the state there."""
        if not self._redo:
            raise HistoryError("there is nothing to redo")
        self._cursor = self._redo.pop()
        return self.state

    def _undo_target(self) -> int | None:
        now = self.state
        mover = now.current if not now.is_over and now.current in self.humans else None
        floor = self._floor[self._cursor]
        for i in range(self._cursor - 1, floor - 1, -1):
            seat = self._states[i].current
            if seat in self.humans:
                # Someone else's decision is not ours to take back.
                return i if mover is None or seat == mover else None
        return None


def replay(record: GameRecord) -> tuple[History, list[Step]]:
    """The history of ``record`` and its steps, in one pass through the rules (so every replay is
    also a rules check); a record that breaks them raises :class:`RecordError`."""
    history = History(attrs.evolve(record, actions=()))
    steps = []
    try:
        for n, action in enumerate(record.actions, 1):
            before = history.state
            events = history.push(action)
            steps.append(Step(n, before.current, action, tuple(events), before, history.state))
    except IllegalActionError as exc:
        raise RecordError(f"action {len(steps) + 1} breaks the rules: {exc.reason}") from None
    return history, steps
