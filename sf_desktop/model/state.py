"""Immutable snapshots of the game: ``GameState`` for the table, ``PlayerState`` for a city.

Cards are card indices (see :mod:`cards`); sets of board spaces are bit masks (see
:mod:`board`). Nothing here changes a state: :mod:`rules` makes new ones.
"""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING

import attrs

from .board import ADJACENT, COL_MASK, FULL, ROW_MASK, bits
from .cards import CARD_FLAGS, CARD_VALUE, COLS, DECK_SIZE, FLAG_BONUS, LAYOUT, ROWS

if TYPE_CHECKING:
    from .mutable_state import City  # its mutable twin, which borrows the helpers marked so


class Phase(IntEnum):
    """Which kind of decision the player to move owes."""

    TURN = 0  # draw a card, take a column, or spend the contract token
    COLUMN = 1  # put the drawn card in a column
    PLACE = 2  # place a taken card, or stop
    BONUS_KIND = 3  # district bonus or tracks token
    BONUS_ROW = 4  # the row for a bonus card
    BONUS_CARD = 5  # the card for a +2 or tracks token
    OVER = 6


# The phases under the short names of the rules' and the AI's hot paths, bound by name (never
# by position), so that renumbering :class:`Phase` changes nothing. ``PLACING``, because
# ``actions.PLACE`` is the table of Place actions.
TURN = Phase.TURN
COLUMN = Phase.COLUMN
PLACING = Phase.PLACE
BONUS_KIND = Phase.BONUS_KIND
BONUS_ROW = Phase.BONUS_ROW
BONUS_CARD = Phase.BONUS_CARD
OVER = Phase.OVER


@attrs.frozen(slots=True)
class PlayerState:
    """One player's city board and what lies beside it."""

    rows: tuple[tuple[int, ...], ...] = ((),) * ROWS
    filled: int = 0  # spaces with a card
    tracks: int = 0  # spaces whose card has tracks (printed or token)
    depots: int = 0  # spaces whose card is a depot
    squares: int = 0
    foundations: int = 0  # spaces whose card carries a foundation token
    seaside: int = 0  # number of seaside cards
    cable: int = 0  # spaces with a cable car
    plus2: int = 0  # spaces with a +2 token
    tracks_tokens: int = 0  # spaces with a tracks token
    skyscrapers: int = 0  # spaces with a skyscraper
    contracts: int = 0
    vp_tokens: int = 0  # 1.5 VP tokens
    discard_tokens: int = 0  # unspent "discard 2 contracts" tokens
    completions: int = 0  # bit d: the completion token of district d
    bonuses_had: int = 0  # bit d: district d gave (or forfeited) its bonus

    def card_at(self, row: int, col: int) -> int | None:
        r = self.rows[row]
        return r[col] if col < len(r) else None

    def value_at(self: PlayerState | City, cell: int) -> int:
        """The current value of the card on ``cell`` (0 for an empty space)."""
        if not (self.filled >> cell) & 1:
            return 0
        if (self.squares >> cell) & 1:
            value = 4 if ADJACENT[cell] & self.cable else 0
        else:
            value = CARD_VALUE[self.rows[cell // COLS][cell % COLS]]
        if (self.plus2 >> cell) & 1:
            value += 2
        return value

    def row_values(self: PlayerState | City, row: int) -> list[int]:
        base = row * COLS
        return [self.value_at(base + c) for c in range(len(self.rows[row]))]

    def row_total(self: PlayerState | City, row: int) -> int:
        return sum(self.row_values(row))

    def skyscraper_requirement(self) -> int:
        return LAYOUT.skyscraper_requirement - self.seaside

    def foundation_support(self: PlayerState | City, cell: int) -> int:
        """Sum of the values of the cards adjacent to ``cell``."""
        return sum(self.value_at(n) for n in bits(ADJACENT[cell] & self.filled))

    @property
    def cable_cars(self: PlayerState | City) -> int:
        return self.cable.bit_count()

    def cable_cars_in_column(self: PlayerState | City, col: int) -> int:
        return (self.cable & COL_MASK[col]).bit_count()

    @property
    def skyscraper_count(self: PlayerState | City) -> int:
        return self.skyscrapers.bit_count()

    def bonus_symbols_in_row(self: PlayerState | City, row: int) -> int:
        return sum(1 for card in self.rows[row] if CARD_FLAGS[card] & FLAG_BONUS)

    def is_full(self) -> bool:
        return self.filled == FULL

    def row_is_full(self, row: int) -> bool:
        return (self.filled & ROW_MASK[row]) == ROW_MASK[row]


@attrs.frozen(slots=True)
class GameState:
    """The whole table. ``deck`` is hidden: use :func:`public_view` before showing a state
    to anyone who must not know the order of the deck (every player, AI included)."""

    players: tuple[PlayerState, ...]
    current: int
    phase: Phase
    deck: tuple[int, ...]
    columns: tuple[tuple[int, ...], ...]
    founded: int  # bit c: card c carries a foundation token
    foundation_left: int
    skyscrapers_left: int
    medal: int  # holder, or -1
    completions_left: int  # bit d: district d's completion token is still on the scoring board
    supply: tuple[int, ...]  # bonus supply, indexed by BonusKind
    drawn: int = -1  # the card drawn in action A, waiting for its column
    tray: tuple[int, ...] = ()  # taken cards not yet placed
    placed_this_turn: int = 0
    bonus_district: int = -1  # the district whose bonus is being chosen
    bonus_kind: int = -1  # the bonus waiting for a row or a card
    box: tuple[int, ...] = ()  # discarded project cards
    end_trigger: int = -1
    end_reason: str = ""
    turn: int = 0  # turns begun so far, counting from 1
    first_player: int = 0
    deck_hidden: bool = False  # True in a public view: ``deck`` is then sorted, not the order

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    @property
    def player(self) -> PlayerState:
        """The player to move."""
        return self.players[self.current]

    @property
    def foundation_stacks(self) -> tuple[int, ...]:
        """Tokens in each stack of the project board, left to right (taken from the left)."""
        size = LAYOUT.foundation_stack_size
        total = LAYOUT.foundation_tokens[self.num_players]
        stacks = [size] * (total // size) + ([total % size] if total % size else [])
        taken = total - self.foundation_left
        for i in range(len(stacks)):
            t = min(taken, stacks[i])
            stacks[i] -= t
            taken -= t
        return tuple(stacks)

    def unseen_cards(self) -> tuple[int, ...]:
        """The cards still in the deck, as a sorted multiset: public knowledge by counting."""
        return tuple(sorted(self.deck))


def public_view(state: GameState) -> GameState:
    """What a player at the table sees: the same state with the deck order forgotten.

    The deck becomes the sorted list of unseen cards, so its order says nothing; anyone who
    searches ahead must shuffle it first (see :func:`rules.determinize`).
    """
    if state.deck_hidden:
        return state
    return attrs.evolve(state, deck=state.unseen_cards(), deck_hidden=True)


def card_count(state: GameState) -> int:
    """Project cards anywhere on the table (the deck, columns, hand, boards and box)."""
    on_boards = sum(1 for p in state.players for row in p.rows for c in row if c < DECK_SIZE)
    in_columns = sum(len(c) for c in state.columns)
    drawn = 1 if state.drawn >= 0 else 0
    return len(state.deck) + in_columns + len(state.tray) + on_boards + len(state.box) + drawn
