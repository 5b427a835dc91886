"""Quick card gains: what a card is worth on a board, from a handful of cheap features.

The fast playout policy, the searches' move ordering and the leaf evaluation's "who moves
next may take a column" term all need a card's worth thousands of times a second, so this
does not run the rules or the full evaluation: it reads the space the card would take (its
value for the district, a cable car gained, support for a foundation, a bonus pair, a
completion, a first card in a district).
"""

from __future__ import annotations

from ..model.board import ADJACENT as _ENGINE_ADJACENT
from ..model.board import FULL, PRINTED_DEPOT_ADJACENT
from ..model.cards import CARD_FLAGS, CARD_ROW, CARD_VALUE, COLS, ROWS, Symbol
from ..model.mutable_state import City, MutableState
from ..model.state import GameState, PlayerState

# board.ADJACENT lets the bottom-right space leak a bit past the board; keep to the board.
ADJACENT = tuple(a & FULL for a in _ENGINE_ADJACENT)
_DEPOT, _TRACKS, _SEASIDE, _FOUNDATION, _SQUARE, _BONUS = (
    int(Symbol.DEPOT),
    int(Symbol.TRACKS),
    int(Symbol.SEASIDE),
    int(Symbol.FOUNDATION),
    int(Symbol.SQUARE),
    int(Symbol.BONUS),
)
_NETWORK = _DEPOT | _TRACKS


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
    if flags & _SQUARE:
        value = 4 if adj & cable else (1 if adj & ~p.filled else 0)
    else:
        value = CARD_VALUE[card] if card >= 0 else 0
    g = Q.value * value
    if flags & _NETWORK and (flags & _DEPOT or adj & cable or bit & PRINTED_DEPOT_ADJACENT):
        g += Q.cable * (1 + (adj & p.tracks & ~cable).bit_count())
        lit = adj & p.squares & ~_near_cable(cable)
        if lit:
            g += Q.value * 4 * lit.bit_count()
    waiting = p.foundations & ~p.skyscrapers
    if waiting and game.skyscrapers_left:
        if adj & waiting:
            g += Q.support * value * (adj & waiting).bit_count()
        if flags & _SEASIDE:
            g += Q.seaside * waiting.bit_count()
    if flags & _FOUNDATION and (game.founded >> card) & 1 and game.skyscrapers_left:
        g += Q.foundation
    if flags & _BONUS and not (p.bonuses_had >> row) & 1:
        symbols = 0
        for c in p.rows[row]:
            if CARD_FLAGS[c] & _BONUS:
                symbols += 1
        if symbols == 1:
            g += Q.bonus
    if length == COLS - 1 and (game.completions_left >> row) & 1:
        g += Q.completion
    if length == 0:
        g += Q.first_card
    return g


def _near_cable(cable: int) -> int:
    out = 0
    while cable:
        low = cable & -cable
        out |= ADJACENT[low.bit_length() - 1]
        cable ^= low
    return out


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
