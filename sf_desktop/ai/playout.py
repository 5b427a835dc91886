"""The searches' fast policy, playouts with an evaluation cut-off, and rewards.

A playout move must cost microseconds, so the policy judges cards by :mod:`quick` gains, not
by the full evaluation; the full :mod:`heuristic` evaluation is used once, where the playout
is cut off.
"""

from __future__ import annotations

import random

from ..model.actions import CHOOSE_BONUS, CHOOSE_ROW, DRAW, PLACE, PUT, SPEND, STOP, TAKE, Action, Place
from ..model.board import PRINTED_DEPOT_ADJACENT
from ..model.cards import COLS, ROWS, BonusKind
from ..model.rules import DISTRICT_BONUS, legal_actions, may_spend, step
from ..model.state import GameState
from ..model.table import Table
from .heuristic import DEFAULT_WEIGHTS, Weights, win_chances
from .quick import ADJACENT, Q, best_row, card_gain, column_worth

TURN, COLUMN, PLACING, BONUS_KIND, BONUS_ROW, BONUS_CARD, OVER = range(7)


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
        if may_spend(p) and _opened_worth(p, t) > best_value:
            return SPEND[min(2, contracts)]  # the next move takes the column it opens
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
        if best is STOP and p.contracts >= 2 and may_spend(p):
            return SPEND[2]  # two contracts shut most columns: shed them before the turn ends
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


def _opened_worth(p, t: Table) -> float:
    """The best column that spending the token (on as many contracts as it may) would open."""
    contracts = p.contracts
    after = contracts - min(2, contracts)
    best = -1e9
    for col in t.columns:
        if after < len(col) <= contracts:
            best = max(best, column_worth(p, t, col))
    return best


def _column_for(t: Table, card: int, rng: random.Random) -> int:
    """Put the drawn card where it helps the next player least and me most."""
    scores = column_scores(t, card)
    best, where = None, 0
    for i, v in enumerate(scores):
        v += 0.01 * rng.random()
        if best is None or v > best:
            best, where = v, i
    return where


def column_scores(t: GameState | Table, card: int) -> list[float]:
    """How good each column is for the drawn ``card``: the next player takes a column they
    can take if it is worth it to them; a column I can take myself later is a small hope."""
    n = len(t.players)
    nxt = t.players[(t.current + 1) % n]
    me = t.players[t.current]
    gain_next = best_row(nxt, t, card)[0]
    gain_me = best_row(me, t, card)[0]
    scores = []
    for col in t.columns:
        size = len(col) + 1
        threat = 0.0
        if size > nxt.contracts:
            threat = (gain_next + 0.6 * size) / (1 + 0.4 * size)
        hope = 0.0
        if size > me.contracts:
            hope = 0.5 * gain_me
        scores.append(hope - threat)
    return scores


def ranked_moves(t: Table) -> list[Action]:
    """Every legal move, the fast policy's favourite first, then by its heuristic score: the
    order in which the searches consider moves (progressive widening, pruning)."""
    acts = legal_actions(t)
    phase = t.phase
    p = t.players[t.current]
    if phase == PLACING:

        def place_key(a: Action) -> float:
            if type(a) is Place:
                return card_gain(p, t, a.card, a.row)
            return -5.0 if a is STOP else -6.0

        return _favourite_first(t, sorted(acts, key=place_key, reverse=True))
    if phase == TURN:
        contracts = p.contracts

        def turn_key(a: Action) -> float:
            if a is DRAW:
                return Q.take_threshold
            col = getattr(a, "column", None)
            if col is not None and len(t.columns[col]) > contracts:
                return column_worth(p, t, t.columns[col])
            return -1.0

        return _favourite_first(t, sorted(acts, key=turn_key, reverse=True))
    if phase == COLUMN:
        scores = column_scores(t, t.drawn)
        return sorted(acts, key=lambda a: scores[a.column], reverse=True)
    first = policy(t, random.Random(0))
    return [first] + [a for a in acts if a != first]


def _favourite_first(t: Table, ranked: list[Action]) -> list[Action]:
    """``ranked`` with the fast policy's own move in front (it may spend the token)."""
    first = policy(t, random.Random(0))
    if ranked and ranked[0] != first and first in ranked:
        ranked.remove(first)
        ranked.insert(0, first)
    return ranked


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
    return win_chances(t)


def rollout(t: Table, rng: random.Random, turns: int, w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """Play the fast policy for ``turns`` more turns (or to the end), then read the rewards."""
    stop_turn = t.turn + turns
    while t.phase != OVER:
        if t.turn >= stop_turn and t.phase == TURN:
            return win_chances(t, w)
        step(t, policy(t, rng))
    return win_shares(t)
