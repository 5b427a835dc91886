"""The searches' fast policy, playouts with an evaluation cut-off, and rewards.

A playout move must cost microseconds, so this policy does not call the full evaluation:
it scores a card by a handful of features of the space it would take (its value for the
district, a cable car gained, support for a foundation, a bonus pair, a completion). The
full :mod:`heuristic` evaluation is used once, where the playout is cut off.
"""

from __future__ import annotations

import math
import random

from ..model.actions import CHOOSE_BONUS, CHOOSE_ROW, DRAW, PLACE, PUT, STOP, TAKE, Action
from ..model.board import ADJACENT as _ENGINE_ADJACENT
from ..model.board import FULL, PRINTED_DEPOT_ADJACENT
from ..model.cards import CARD_FLAGS, CARD_ROW, CARD_VALUE, COLS, ROWS, BonusKind, Symbol
from ..model.rules import DISTRICT_BONUS, legal_actions, step
from ..model.scoring import score
from ..model.state import GameState
from ..model.table import Table
from .heuristic import DEFAULT_WEIGHTS, Weights, evaluate

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
TURN, COLUMN, PLACING, BONUS_KIND, BONUS_ROW, BONUS_CARD, OVER = range(7)
_ROW_OF_CELL = tuple(c // COLS for c in range(ROWS * COLS))


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


def card_gain(p, t: GameState | Table, card: int, row: int) -> float:
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
    if waiting and t.skyscrapers_left:
        if adj & waiting:
            g += Q.support * value * (adj & waiting).bit_count()
        if flags & _SEASIDE:
            g += Q.seaside * waiting.bit_count()
    if flags & _FOUNDATION and (t.founded >> card) & 1 and t.skyscrapers_left:
        g += Q.foundation
    if flags & _BONUS and not (p.bonuses_had >> row) & 1:
        symbols = 0
        for c in p.rows[row]:
            if CARD_FLAGS[c] & _BONUS:
                symbols += 1
        if symbols == 1:
            g += Q.bonus
    if length == COLS - 1 and (t.completions_left >> row) & 1:
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


def best_row(p, t: GameState | Table, card: int) -> tuple[float, int]:
    """The best gain of a card on board ``p`` and its row (-1 if it cannot be placed)."""
    r = CARD_ROW[card]
    if r >= 0:
        if len(p.rows[r]) >= COLS:
            return 0.0, -1
        return card_gain(p, t, card, r), r
    best, where = -10.0, -1
    for row in range(ROWS):
        if len(p.rows[row]) < COLS:
            g = card_gain(p, t, card, row)
            if g > best:
                best, where = g, row
    return (best, where) if where >= 0 else (0.0, -1)


def column_worth(p, t: GameState | Table, cards: tuple[int, ...]) -> float:
    """A column's worth to board ``p``: its cards' gains (each judged alone), less a contract."""
    total = -Q.contract
    for card in cards:
        total += best_row(p, t, card)[0]
    return total


def policy(t: Table, rng: random.Random) -> Action:
    """The playout move: plausible and fast."""
    phase = t.phase
    me = t.current
    p = t.players[me]
    if phase == TURN:
        contracts = p.contracts
        best_value, best_col = Q.take_threshold, -1
        for i, col in enumerate(t.columns):
            if len(col) > contracts:
                v = column_worth(p, t, col)
                if v > best_value:
                    best_value, best_col = v, i
        if best_col >= 0 or not t.deck:
            if best_col < 0:
                return rng.choice(legal_actions(t))
            return TAKE[best_col]
        return DRAW
    if phase == PLACING:
        best_value, best = 0.0, STOP
        for card in t.tray:
            g, row = best_row(p, t, card)
            if row >= 0 and g + 1.0 > best_value:
                best_value, best = g + 1.0, PLACE[card][row]
        return best
    if phase == COLUMN:
        return PUT[_column_for(t, t.drawn, rng)]
    if phase == BONUS_KIND:
        kind = DISTRICT_BONUS[t.bonus_district]
        if kind == BonusKind.DISCARD and not p.contracts:
            return CHOOSE_BONUS[BonusKind.TRACKS]
        return CHOOSE_BONUS[kind]
    if phase == BONUS_ROW:
        return _bonus_row(p, t)
    if phase == BONUS_CARD:
        return _bonus_card(p, t)
    raise ValueError("the game is over")


def _column_for(t: Table, card: int, rng: random.Random) -> int:
    """Put the drawn card where it helps the next player least and me most."""
    n = len(t.players)
    nxt = t.players[(t.current + 1) % n]
    me = t.players[t.current]
    gain_next = best_row(nxt, t, card)[0]
    gain_me = best_row(me, t, card)[0]
    best, where = None, 0
    for i, col in enumerate(t.columns):
        size = len(col) + 1
        # The next player takes a column they can take if it is worth it to them.
        threat = 0.0
        if size > nxt.contracts:
            threat = (gain_next + 0.6 * size) / (1 + 0.4 * size)
        hope = 0.0
        if size > me.contracts:
            hope = 0.5 * gain_me
        v = hope - threat + 0.01 * rng.random()
        if best is None or v > best:
            best, where = v, i
    return where


def _bonus_row(p, t: Table) -> Action:
    best, where = -1e9, -1
    for r in range(ROWS):
        length = len(p.rows[r])
        if length < COLS:
            v = -length
            if length == COLS - 1 and (t.completions_left >> r) & 1:
                v += 6
            if t.bonus_kind == BonusKind.DEPOT:
                cell = r * COLS + length
                v += 2 * (ADJACENT[cell] & p.tracks & ~p.cable).bit_count()
            if v > best:
                best, where = v, r
    return CHOOSE_ROW[where]


def _bonus_card(p, t: Table) -> Action:
    acts = legal_actions(t)
    if t.bonus_kind == BonusKind.PLUS2:
        waiting = p.foundations & ~p.skyscrapers

        def plus2(a) -> float:
            cell = a.row * COLS + a.col
            return (ADJACENT[cell] & waiting).bit_count() * 2 + (1 if (p.squares >> cell) & 1 else 0)

        return max(acts, key=plus2)

    def tracks(a) -> float:
        cell = a.row * COLS + a.col
        bit = 1 << cell
        return (
            2 * bool(ADJACENT[cell] & p.cable or bit & PRINTED_DEPOT_ADJACENT)
            + (ADJACENT[cell] & p.tracks & ~p.cable).bit_count()
        )

    return max(acts, key=tracks)


# ---------------------------------------------------------------------------- rewards


def win_shares(t: GameState | Table) -> list[float]:
    """The final reward of every player: 1 for a win, split on a shared victory."""
    winners = score(t).winners
    share = 1.0 / len(winners)
    return [share if i in winners else 0.0 for i in range(len(t.players))]


def projected_shares(t: GameState | Table, w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """Chances to win read off the projected points: a soft maximum whose softness grows
    with the cards still to come."""
    if t.phase == OVER:
        return win_shares(t)
    proj = evaluate(t, w)
    size = len(t.deck)
    scale = 1.0 + 0.035 * size
    top = max(proj)
    weights = [math.exp((v - top) / scale) for v in proj]
    total = sum(weights)
    return [x / total for x in weights]


def rollout(t: Table, rng: random.Random, turns: int, w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """Play the fast policy for ``turns`` more turns (or to the end), then read the rewards."""
    stop_turn = t.turn + turns
    while t.phase != OVER:
        if t.turn >= stop_turn and t.phase == TURN:
            return projected_shares(t, w)
        step(t, policy(t, rng))
    return win_shares(t)
