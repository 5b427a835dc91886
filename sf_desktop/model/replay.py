"""Watching a game record again: every state and step of it, and a cursor to move over them.

The record is replayed once through the rules (so a replay is also a rules check) and never
changed. The cursor counts the actions shown: 0 is the set-up, ``len(replay)`` the end.
"""

from __future__ import annotations

import bisect
import uuid

import attrs

from .history import Step, replay
from .record import GameRecord
from .state import GameState


class RecordReplay:
    """A record's states with a cursor: one action, one turn, the start or the end at a time."""

    def __init__(self, record: GameRecord) -> None:
        history, steps = replay(record)
        self.record = record
        self.steps: tuple[Step, ...] = tuple(steps)
        first = steps[0].before if steps else history.state
        self.states: tuple[GameState, ...] = (first, *(s.after for s in steps))
        # Where each turn begins: the number of actions before its first decision.
        self.turn_starts: tuple[int, ...] = tuple(
            i for i, s in enumerate(self.states) if i == 0 or s.turn != self.states[i - 1].turn
        )
        self.cursor = 0

    def __len__(self) -> int:
        return len(self.steps)

    @property
    def state(self) -> GameState:
        return self.states[self.cursor]

    @property
    def at_start(self) -> bool:
        return self.cursor == 0

    @property
    def at_end(self) -> bool:
        return self.cursor == len(self.steps)

    def seek(self, n: int) -> int:
        """Show the state after ``n`` actions (clamped to the game); the new cursor."""
        self.cursor = max(0, min(len(self.steps), n))
        return self.cursor

    def forward(self) -> Step | None:
        """One action on: the step now shown (None at the end)."""
        if self.at_end:
            return None
        self.cursor += 1
        return self.steps[self.cursor - 1]

    def back(self) -> int:
        return self.seek(self.cursor - 1)

    def next_turn(self) -> int:
        """To the start of the next turn (or the end)."""
        i = bisect.bisect_right(self.turn_starts, self.cursor)
        return self.seek(self.turn_starts[i] if i < len(self.turn_starts) else len(self.steps))

    def previous_turn(self) -> int:
        """To the start of this turn, or of the one before when already there."""
        i = bisect.bisect_left(self.turn_starts, self.cursor)
        return self.seek(self.turn_starts[i - 1] if i > 0 else 0)

    def to_start(self) -> int:
        return self.seek(0)

    def to_end(self) -> int:
        return self.seek(len(self.steps))

    def record_until(self, n: int | None = None) -> GameRecord:
        """A new game that starts from the state after ``n`` actions (default: the cursor):
        the same set-up and deck, the actions so far, and a game id of its own, so that playing
        it on never touches the original record or its files."""
        n = self.cursor if n is None else max(0, min(len(self.steps), n))
        return attrs.evolve(self.record, actions=self.record.actions[:n], game_id=uuid.uuid4().hex)
