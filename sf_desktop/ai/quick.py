"""Quick card gains: what a card is worth on a board, from a handful of cheap features.

The fast playout policy, the searches' move ordering and the leaf evaluation's "who moves
next may take a column" term all need a card's worth thousands of times a second, so this
does not run the rules or the full evaluation: it reads the space the card would take (its
value for the district, a cable car gained, support for a foundation, a bonus pair, a
completion, a first card in a district).
"""

from __future__ import annotations

from ..model.board import ADJACENT, PRINTED_DEPOT_ADJACENT, neighbours
from ..model.cards import (
    CARD_FLAGS,
    CARD_ROW,
    CARD_VALUE,
    COLS,
    FLAG_BONUS,
    FLAG_DEPOT,
    FLAG_FOUNDATION,
    FLAG_SEASIDE,
    FLAG_SQUARE,
    FLAG_TRACKS,
    ROWS,
)
from ..model.mutable_state import City, MutableState
from ..model.state import GameState, PlayerState

_NETWORK = FLAG_DEPOT | FLAG_TRACKS


class QuickWeights:
    """Feature weights of the fast card score (points of projected score per feature)."""

    value = 0.3  # per point of value added to a district
    cable = 0.55  # per cable car gained
    support = 0.18  # per point of support for an unbuilt foundation
    foundation = 0.6  # a foundation card carrying a token
    seaside = 0.25  # per unbuilt foundation, for a seaside card
    bonus = 0.9  # completing a bonus pair
    completion = 0.8
    first_card = 0.35  # the first card of a district makes the player eligible for its token
    contract = 0.35  # the cost of a contract when taking a column
    take_threshold = 0.9  # the least a column must be worth to take it rather than draw


Q = QuickWeights()


def card_gain(p: PlayerState | City, game: GameState | MutableState, card: int, row: int) -> float:
    """How much placing ``card`` in ``row`` helps board ``p``, by a few cheap features."""
    length = len(p.rows[row])
    if length >= COLS:
        return -10.0
    cell = row * COLS + length
    bit = 1 << cell
    adj = ADJACENT[cell]
    flags = CARD_FLAGS[card]
    cable = p.cable
    if flags & FLAG_SQUARE:
        value = 4 if adj & cable else (1 if adj & ~p.filled else 0)
    else:
        value = CARD_VALUE[card] if card >= 0 else 0
    g = Q.value * value
    if flags & _NETWORK and (flags & FLAG_DEPOT or adj & cable or bit & PRINTED_DEPOT_ADJACENT):
        g += Q.cable * (1 + (adj & p.tracks & ~cable).bit_count())
        lit = adj & p.squares & ~neighbours(cable)
        if lit:
            g += Q.value * 4 * lit.bit_count()
    waiting = p.foundations & ~p.skyscrapers
    if waiting and game.skyscrapers_left:
        if adj & waiting:
            g += Q.support * value * (adj & waiting).bit_count()
        if flags & FLAG_SEASIDE:
            g += Q.seaside * waiting.bit_count()
    if flags & FLAG_FOUNDATION and (game.founded >> card) & 1 and game.skyscrapers_left:
        g += Q.foundation
    if flags & FLAG_BONUS and not (p.bonuses_had >> row) & 1:
        symbols = 0
        for c in p.rows[row]:
            if CARD_FLAGS[c] & FLAG_BONUS:
                symbols += 1
        if symbols == 1:
            g += Q.bonus
    if length == COLS - 1 and (game.completions_left >> row) & 1:
        g += Q.completion
    if length == 0:
        g += Q.first_card
    return g


def best_row(p: PlayerState | City, game: GameState | MutableState, card: int) -> tuple[float, int]:
    """The best gain of a card on board ``p`` and its row (-1 if it cannot be placed)."""
    r = CARD_ROW[card]
    if r >= 0:
        if len(p.rows[r]) >= COLS:
            return 0.0, -1
        return card_gain(p, game, card, r), r
    best, where = -10.0, -1
    for row in range(ROWS):
        if len(p.rows[row]) < COLS:
            g = card_gain(p, game, card, row)
            if g > best:
                best, where = g, row
    return (best, where) if where >= 0 else (0.0, -1)


def column_worth(p: PlayerState | City, game: GameState | MutableState, cards: tuple[int, ...]) -> float:
    """A column's worth to board ``p``: its cards' gains (each judged alone), less a contract."""
    total = -Q.contract
    for card in cards:
        total += best_row(p, game, card)[0]
    return total
