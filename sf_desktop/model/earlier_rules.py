"""Records written under an earlier rule, brought up to the rules of today.

Until schema 3 a finalize turn ended by itself once no taken card could be placed, even for a
player who still held the "discard 2 contracts" token. RULES 4 now lets that player spend the
token after the last placement, so such a turn waits for a stop. Every other choice of the
earlier rule is still a choice today, so an old record replays to the same game once the stop
is written in where the earlier rule ended the turn by itself.
"""

from __future__ import annotations

import attrs

from .actions import STOP, Action
from .record import GameRecord, RecordError
from .rules import IllegalActionError, apply, awaiting_end
from .state import GameState


def write_in_automatic_ends(record: GameRecord) -> tuple[GameRecord, GameState, int]:
    """``record`` with a stop wherever the earlier rule ended a finalize
    turn by itself, the state it replays to, and how many stops were written in.

    A state that waits only for the turn's end (nothing left to place, the token unspent)
    never asked for a decision under the earlier rule, so a stop belongs there whatever the
    next recorded action is.
    """
    try:
        state = record.initial_state()
    except ValueError as exc:
        raise RecordError(f"the set-up cannot start a game: {exc}") from None
    actions: list[Action] = []
    added = 0
    for n, action in enumerate(record.actions, 1):
        if awaiting_end(state):
            state, _ = apply(state, STOP)
            actions.append(STOP)
            added += 1
        try:
            state, _ = apply(state, action)
        except IllegalActionError as exc:
            raise RecordError(f"action {n} breaks the rules: {exc.reason}") from None
        actions.append(action)
    if awaiting_end(state):
        state, _ = apply(state, STOP)
        actions.append(STOP)
        added += 1
    return attrs.evolve(record, actions=tuple(actions)), state, added
