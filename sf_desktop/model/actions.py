"""What a player asks for: one small frozen class per kind of decision, holding ids only.

Every action instance the engine can offer is made once, here, and reused: ``legal_actions``
hands out these shared instances, so listing the moves costs no allocation. The searches tell
``DRAW`` and ``STOP`` by identity, so those two pickle as themselves: a draw sent to the AI's
worker process is still ``DRAW`` there, not an equal copy the search would take for a move.
"""

from __future__ import annotations

from typing import Any

import attrs

from .cards import CARD_BY_ID, CARDS, COLS, DECK_SIZE, N_COLUMNS, ROWS, BonusKind


@attrs.frozen
class Draw:
    """Action A, first half: turn the top card of the deck face up."""

    def __reduce__(self) -> str:
        return "DRAW"  # unpickled as the shared instance


@attrs.frozen
class PutInColumn:
    """Action A, second half: put the drawn card at the end of a project column."""

    column: int


@attrs.frozen
class TakeColumn:
    """Action B: take every card of a column and one contract."""

    column: int


@attrs.frozen
class Place:
    """Put one taken card in the leftmost empty space of ``row``."""

    card: int
    row: int


@attrs.frozen
class Stop:
    """Stop placing: the cards still in hand go back to the box."""

    def __reduce__(self) -> str:
        return "STOP"  # unpickled as the shared instance


@attrs.frozen
class ChooseBonus:
    """Take this district's bonus or the tracks token instead."""

    kind: BonusKind


@attrs.frozen
class ChooseRow:
    """Where a bonus card goes: the leftmost empty space of this row."""

    row: int


@attrs.frozen
class ChooseCard:
    """Which card of one's own board gets a +2 or a tracks token."""

    row: int
    col: int


@attrs.frozen
class SpendContracts:
    """Spend the "discard 2 contracts" token: discard ``count`` (1 or 2) contracts."""

    count: int


Action = (
    Draw | PutInColumn | TakeColumn | Place | Stop | ChooseBonus | ChooseRow | ChooseCard | SpendContracts
)

DRAW = Draw()
STOP = Stop()
PUT = tuple(PutInColumn(c) for c in range(N_COLUMNS))
TAKE = tuple(TakeColumn(c) for c in range(N_COLUMNS))
PLACE = tuple(tuple(Place(card, r) for r in range(ROWS)) for card in range(DECK_SIZE))
CHOOSE_BONUS = tuple(ChooseBonus(k) for k in BonusKind)
CHOOSE_ROW = tuple(ChooseRow(r) for r in range(ROWS))
CHOOSE_CARD = tuple(ChooseCard(i // COLS, i % COLS) for i in range(ROWS * COLS))
SPEND = (None, SpendContracts(1), SpendContracts(2))

# The ids of the instances above: ``step`` accepts these at the cost of one set lookup.
OWN_IDS = frozenset(
    id(a)
    for a in (
        DRAW,
        STOP,
        *PUT,
        *TAKE,
        *(place for by_row in PLACE for place in by_row),
        *CHOOSE_BONUS,
        *CHOOSE_ROW,
        *CHOOSE_CARD,
        *SPEND[1:],
    )
)

# Per action class, the exact type each field must have. ``True == 1`` and ``2.0 == 2``, so an
# equal value of another type would pass every comparison in the rules and then fail half-way
# through a step, or be written to a record that cannot be read back.
FIELD_TYPES: dict[type, tuple[tuple[str, type], ...]] = {
    Draw: (),
    Stop: (),
    PutInColumn: (("column", int),),
    TakeColumn: (("column", int),),
    Place: (("card", int), ("row", int)),
    ChooseBonus: (("kind", BonusKind),),
    ChooseRow: (("row", int),),
    ChooseCard: (("row", int), ("col", int)),
    SpendContracts: (("count", int),),
}


def malformed(action: object) -> str:
    """Why ``action`` is not one of the engine's actions ("" when it is well formed): it must be
    an instance of one of the classes above (not a subclass) whose fields have exactly the
    types declared, so that ``PutInColumn(True)`` or ``ChooseBonus(2)`` are refused."""
    fields = FIELD_TYPES.get(type(action))
    if fields is None:
        return f"{type(action).__name__} is not one of the game's actions"
    for name, kind in fields:
        value = getattr(action, name, None)
        if type(value) is not kind:
            want = "a BonusKind" if kind is BonusKind else "an int"
            return f"its {name} must be {want}, not {type(value).__name__} {value!r}"
    return ""


def action_to_json(action: Action) -> dict[str, Any]:
    """The game-record form of an action (see docs/save-format.md)."""
    match action:
        case Draw():
            return {"type": "draw"}
        case PutInColumn(column):
            return {"type": "put", "column": column}
        case TakeColumn(column):
            return {"type": "take", "column": column}
        case Place(card, row):
            return {"type": "place", "card": CARDS[card].id, "row": row}
        case Stop():
            return {"type": "stop"}
        case ChooseBonus(kind):
            return {"type": "bonus", "kind": kind.name.lower()}
        case ChooseRow(row):
            return {"type": "row", "row": row}
        case ChooseCard(row, col):
            return {"type": "card", "row": row, "col": col}
        case SpendContracts(count):
            return {"type": "spend", "count": count}
    raise TypeError(f"not an action: {action!r}")


def _int(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data.get(key)
    if type(value) is not int or not low <= value < high:
        raise ValueError(f"action {data.get('type')!r}: {key!r} must be an integer from {low} to {high - 1}")
    return value


def action_from_json(data: Any) -> Action:
    """Read an action written by :func:`action_to_json`; anything else is a ``ValueError``."""
    if not isinstance(data, dict):
        raise ValueError(f"an action must be an object, not {type(data).__name__}")
    kind = data.get("type")
    if kind == "draw":
        return DRAW
    if kind == "stop":
        return STOP
    if kind == "put":
        return PUT[_int(data, "column", 0, N_COLUMNS)]
    if kind == "take":
        return TAKE[_int(data, "column", 0, N_COLUMNS)]
    if kind == "place":
        name = data.get("card")
        card = CARD_BY_ID.get(name) if isinstance(name, str) else None
        if card is None or card.index >= DECK_SIZE:
            raise ValueError(f"action 'place': unknown card {name!r}")
        return PLACE[card.index][_int(data, "row", 0, ROWS)]
    if kind == "bonus":
        name = data.get("kind")
        if not isinstance(name, str) or name.upper() not in BonusKind.__members__:
            raise ValueError(f"action 'bonus': unknown bonus kind {name!r}")
        return CHOOSE_BONUS[BonusKind[name.upper()]]
    if kind == "row":
        return CHOOSE_ROW[_int(data, "row", 0, ROWS)]
    if kind == "card":
        return CHOOSE_CARD[_int(data, "row", 0, ROWS) * COLS + _int(data, "col", 0, COLS)]
    if kind == "spend":
        spend = SPEND[_int(data, "count", 1, 3)]
        assert spend is not None  # the count is 1 or 2
        return spend
    raise ValueError(f"unknown action type {kind!r}")
