"""The searches' fast policy, playouts with an evaluation cut-off, and rewards.

A playout move must cost microseconds, so the policy judges cards by :mod:`quick` gains, not
by the full evaluation; the full :mod:`heuristic` evaluation is used once, where the playout
is cut off.
"""

from __future__ import annotations

import random
from typing import cast

from ..model.actions import (
    CHOOSE_BONUS,
    CHOOSE_ROW,
    DRAW,
    PLACE,
    PUT,
    SPEND,
    STOP,
    TAKE,
    Action,
    ChooseCard,
    Place,
    PutInColumn,
)
from ..model.board import ADJACENT, PRINTED_DEPOT_ADJACENT
from ..model.cards import COLS, ROWS, BonusKind
from ..model.mutable_state import City, MutableState
from ..model.rules import DISTRICT_BONUS, legal_actions, may_spend, step
from ..model.state import (
    BONUS_CARD,
    BONUS_KIND,
    BONUS_ROW,
    COLUMN,
    OVER,
    PLACING,
    TURN,
    GameState,
    PlayerState,
)
from .heuristic import DEFAULT_WEIGHTS, Weights, win_chances
from .quick import Q, best_row, card_gain, column_worth


def policy(game: MutableState, rng: random.Random) -> Action:
    """The playout move: plausible and fast."""
    phase = game.phase
    me = game.current
    p = game.players[me]
    if phase == TURN:
        contracts = p.contracts
        best_value, best_col = Q.take_threshold, -1
        for i, col in enumerate(game.columns):
            if len(col) > contracts:
                v = column_worth(p, game, col)
                if v > best_value:
                    best_value, best_col = v, i
        if may_spend(p) and _opened_worth(p, game) > best_value:
            spend = SPEND[min(2, contracts)]  # the next move takes the column it opens
            assert spend is not None  # may_spend: a contract is held
            return spend
        if best_col >= 0 or not game.deck:
            if best_col < 0:
                return rng.choice(legal_actions(game))
            return TAKE[best_col]
        return DRAW
    if phase == PLACING:
        best_value = 0.0
        best: Action = STOP
        for card in game.tray:
            g, row = best_row(p, game, card)
            if row >= 0 and g + 1.0 > best_value:
                best_value, best = g + 1.0, PLACE[card][row]
        if best is STOP and p.contracts >= 2 and may_spend(p):
            return SPEND[2]  # two contracts shut most columns: shed them before the turn ends
        return best
    if phase == COLUMN:
        return PUT[_column_for(game, game.drawn, rng)]
    if phase == BONUS_KIND:
        kind = DISTRICT_BONUS[game.bonus_district]
        if kind == BonusKind.DISCARD and not p.contracts:
            return CHOOSE_BONUS[BonusKind.TRACKS]
        return CHOOSE_BONUS[kind]
    if phase == BONUS_ROW:
        return _bonus_row(p, game)
    if phase == BONUS_CARD:
        return _bonus_card(p, game)
    raise ValueError("the game is over")


def _opened_worth(p: PlayerState | City, game: MutableState) -> float:
    """The best column that spending the token (on as many contracts as it may) would open."""
    contracts = p.contracts
    after = contracts - min(2, contracts)
    best = -1e9
    for col in game.columns:
        if after < len(col) <= contracts:
            best = max(best, column_worth(p, game, col))
    return best


def _column_for(game: MutableState, card: int, rng: random.Random) -> int:
    """Put the drawn card where it helps the next player least and me most."""
    scores = column_scores(game, card)
    best, where = None, 0
    for i, v in enumerate(scores):
        v += 0.01 * rng.random()
        if best is None or v > best:
            best, where = v, i
    return where


def column_scores(game: GameState | MutableState, card: int) -> list[float]:
    """How good each column is for the drawn ``card``: the next player takes a column they
    can take if it is worth it to them; a column I can take myself later is a small hope."""
    n = len(game.players)
    nxt = game.players[(game.current + 1) % n]
    me = game.players[game.current]
    gain_next = best_row(nxt, game, card)[0]
    gain_me = best_row(me, game, card)[0]
    scores = []
    for col in game.columns:
        size = len(col) + 1
        threat = 0.0
        if size > nxt.contracts:
            threat = (gain_next + 0.6 * size) / (1 + 0.4 * size)
        hope = 0.0
        if size > me.contracts:
            hope = 0.5 * gain_me
        scores.append(hope - threat)
    return scores


def ranked_moves(game: MutableState) -> list[Action]:
    """Every legal move, the fast policy's favourite first, then by its heuristic score: the
    order in which the searches consider moves (progressive widening, pruning)."""
    acts = legal_actions(game)
    phase = game.phase
    p = game.players[game.current]
    if phase == PLACING:

        def place_key(a: Action) -> float:
            if type(a) is Place:
                return card_gain(p, game, a.card, a.row)
            return -5.0 if a is STOP else -6.0

        return _favourite_first(game, sorted(acts, key=place_key, reverse=True))
    if phase == TURN:
        contracts = p.contracts

        def turn_key(a: Action) -> float:
            if a is DRAW:
                return Q.take_threshold
            col = getattr(a, "column", None)
            if col is not None and len(game.columns[col]) > contracts:
                return column_worth(p, game, game.columns[col])
            return -1.0

        return _favourite_first(game, sorted(acts, key=turn_key, reverse=True))
    if phase == COLUMN:
        scores = column_scores(game, game.drawn)
        # The drawn card's columns, all of them.
        return sorted(acts, key=lambda a: scores[cast(PutInColumn, a).column], reverse=True)
    first = policy(game, random.Random(0))
    return [first] + [a for a in acts if a != first]


def _favourite_first(game: MutableState, ranked: list[Action]) -> list[Action]:
    """``ranked`` with the fast policy's own move in front (it may spend the token)."""
    first = policy(game, random.Random(0))
    if ranked and ranked[0] != first and first in ranked:
        ranked.remove(first)
        ranked.insert(0, first)
    return ranked


def _bonus_row(p: PlayerState | City, game: MutableState) -> Action:
    best, where = -1e9, -1
    for r in range(ROWS):
        length = len(p.rows[r])
        if length < COLS:
            v = -length
            if length == COLS - 1 and (game.completions_left >> r) & 1:
                v += 6
            if game.bonus_kind == BonusKind.DEPOT:
                cell = r * COLS + length
                v += 2 * (ADJACENT[cell] & p.tracks & ~p.cable).bit_count()
            if v > best:
                best, where = v, r
    return CHOOSE_ROW[where]


def _bonus_card(p: PlayerState | City, game: MutableState) -> Action:
    acts = cast(list[ChooseCard], legal_actions(game))  # a bonus token's cards, all of them
    if game.bonus_kind == BonusKind.PLUS2:
        waiting = p.foundations & ~p.skyscrapers

        def plus2(a: ChooseCard) -> float:
            cell = a.row * COLS + a.col
            return (ADJACENT[cell] & waiting).bit_count() * 2 + (1 if (p.squares >> cell) & 1 else 0)

        return max(acts, key=plus2)

    def tracks(a: ChooseCard) -> float:
        cell = a.row * COLS + a.col
        bit = 1 << cell
        return (
            2 * bool(ADJACENT[cell] & p.cable or bit & PRINTED_DEPOT_ADJACENT)
            + (ADJACENT[cell] & p.tracks & ~p.cable).bit_count()
        )

    return max(acts, key=tracks)


# ---------------------------------------------------------------------------- rewards


def win_shares(game: GameState | MutableState) -> list[float]:
    """The final reward of every player: 1 for a win, split on a shared victory."""
    return win_chances(game)


def rollout(game: MutableState, rng: random.Random, turns: int, w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """Play the fast policy for ``turns`` more turns (or to the end), then read the rewards."""
    stop_turn = game.turn + turns
    while game.phase != OVER:
        if game.turn >= stop_turn and game.phase == TURN:
            return win_chances(game, w)
        step(game, policy(game, rng))
    return win_shares(game)
