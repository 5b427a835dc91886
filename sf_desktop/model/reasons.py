"""Why a hint suggests its move, as facts: what the move does by the one-step measure.

The AI (``ai/hint.py``) finds these facts; the views word them (``words/hints.py``) in the person's
language. Points are projected points (the change in the player's projected lead); rows,
columns and cards are the model's indices.
"""

from __future__ import annotations

import attrs

from .cards import BonusKind


@attrs.frozen
class Effects:
    """What a line of play does for the player, most important first when worded."""

    skyscrapers: int = 0
    medal: bool = False
    completed: tuple[int, ...] = ()  # districts completed
    bonuses: tuple[int, ...] = ()  # districts whose bonus was earned
    cable_cars: int = 0
    squares: int = 0  # squares made worth 4
    ends_game: bool = False


@attrs.frozen
class DrawBlocked:
    """Drawing is the only choice: every column is empty, or too short for the contracts held."""

    contracts: int
    all_empty: bool


@attrs.frozen
class DrawRather:
    """Drawing beats taking the best column (``column``, worth ``points`` now), because the
    search expects more from waiting (``grows``), or taking it would leave the next player a
    better column (``gift``), or no column is worth a contract (``poor``)."""

    column: int
    points: float
    why: str  # "grows", "gift" or "poor"


@attrs.frozen
class TakeColumn:
    column: int
    cards: int
    rows: tuple[tuple[int, int], ...]  # (row, cards placed there), most first
    discarded: int
    effects: Effects
    gain: float
    leaves: tuple[int, float] | None = None  # a better column for the next player, its worth


@attrs.frozen
class Spend:
    count: int
    opens: tuple[int, float] | None  # the column it lets the player take, and its worth


@attrs.frozen
class PutInColumn:
    card: int
    column: int
    gain: float
    ends_game: bool = False
    least_help: float | None = None  # the next player's best offer, when this column offers least
    foundation: bool = False  # the card gets a foundation token


@attrs.frozen
class Place:
    card: int
    row: int
    any_row: bool  # a black card
    effects: Effects
    gain: float
    starts: bool = False  # the first card of its district


@attrs.frozen
class StopPlacing:
    best: float | None  # what the best card left would bring, None: no card left fits
    left: int


@attrs.frozen
class ChooseBonus:
    kind: BonusKind
    effects: Effects
    gain: float
    other: tuple[BonusKind, float] | None = None  # the other bonus and its worth


@attrs.frozen
class BonusRow:
    kind: BonusKind
    row: int
    effects: Effects
    gain: float


@attrs.frozen
class BonusCard:
    kind: BonusKind
    card: int
    row: int
    effects: Effects
    gain: float


Reason = (
    DrawBlocked
    | DrawRather
    | TakeColumn
    | Spend
    | PutInColumn
    | Place
    | StopPlacing
    | ChooseBonus
    | BonusRow
    | BonusCard
)
