"""What happened: ``apply`` returns these, knock-on effects included, in the order they
happened. Views animate them and write the game log from them; the state stays the truth.
"""

from __future__ import annotations

import attrs

from .cards import BonusKind


@attrs.frozen
class CardDrawn:
    player: int
    card: int


@attrs.frozen
class CardAddedToColumn:
    player: int
    card: int
    column: int


@attrs.frozen
class FoundationTokenPlaced:
    """A foundation token went onto ``card`` in a column; ``left`` tokens stay on the board."""

    card: int
    left: int


@attrs.frozen
class ColumnTaken:
    player: int
    column: int
    cards: tuple[int, ...]


@attrs.frozen
class ContractTaken:
    player: int
    contracts: int


@attrs.frozen
class ContractsReturned:
    """Everyone held a contract, so everyone gave one back (RULES section 5)."""

    contracts: tuple[int, ...]


@attrs.frozen
class ContractsSpent:
    """The "discard 2 contracts" token was spent."""

    player: int
    count: int


@attrs.frozen
class CardPlaced:
    player: int
    card: int
    row: int
    col: int


@attrs.frozen
class CardsDiscarded:
    player: int
    cards: tuple[int, ...]


@attrs.frozen
class CableCarsAdded:
    """Cable cars went onto these spaces (row * 5 + col), in reading order."""

    player: int
    cells: tuple[int, ...]


@attrs.frozen
class SquaresConnected:
    """These squares now touch a cable car: each is worth 4 from now on."""

    player: int
    cells: tuple[int, ...]


@attrs.frozen
class SkyscraperBuilt:
    player: int
    cell: int
    left: int


@attrs.frozen
class MedalTaken:
    player: int
    previous: int  # -1 when nobody held it


@attrs.frozen
class DistrictCompleted:
    player: int
    district: int


@attrs.frozen
class BonusEarned:
    """A second bonus symbol in ``district``: ``options`` are the bonuses that may be taken
    (empty when none is left or usable; the bonus is lost either way)."""

    player: int
    district: int
    options: tuple[BonusKind, ...]


@attrs.frozen
class BonusTaken:
    player: int
    kind: BonusKind


@attrs.frozen
class TokenPlaced:
    """A +2 or tracks token went on the card at ``cell``."""

    player: int
    kind: BonusKind
    cell: int


@attrs.frozen
class TurnStarted:
    player: int


@attrs.frozen
class GameEnded:
    """``reason`` is "foundations", "full_board" or "stuck" (no legal move, RULES section 4)."""

    trigger: int
    reason: str


Event = (
    CardDrawn
    | CardAddedToColumn
    | FoundationTokenPlaced
    | ColumnTaken
    | ContractTaken
    | ContractsReturned
    | ContractsSpent
    | CardPlaced
    | CardsDiscarded
    | CableCarsAdded
    | SquaresConnected
    | SkyscraperBuilt
    | MedalTaken
    | DistrictCompleted
    | BonusEarned
    | BonusTaken
    | TokenPlaced
    | TurnStarted
    | GameEnded
)
