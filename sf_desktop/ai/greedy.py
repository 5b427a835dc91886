"""Greedy and Easy: one move deep, judged by projected points (no search).

Greedy scores every legal move by the projected points it leads to (:mod:`heuristic`) and
plays the best. Its own moves are played out exactly on a working copy (a taken column is
placed card by card, best first, bonus choices included); what the next player could then take
from the columns is estimated from the gain each card would bring to that player's board,
which is what keeps Greedy from filling a column for its rival.

Easy is Greedy with its judgement blurred: every move's score gets a random error, large
enough to make it beatable, small enough that its moves still look like a person's.
"""

from __future__ import annotations

import random

from ..model.actions import DRAW, PLACE, PUT, SPEND, STOP, TAKE, Action, Place
from ..model.cards import CARD_FLAGS, CARD_ROW, COLS, ROWS, Symbol
from ..model.rules import awaiting_end, legal_actions, may_spend, step
from ..model.state import GameState
from ..model.table import Table
from .base import StopFlag
from .heuristic import GREEDY_WEIGHTS, Outlook, Weights, combine, evaluate, player_terms, utility

_FOUNDATION = int(Symbol.FOUNDATION)
TURN, COLUMN, PLACING, BONUS_KIND, BONUS_ROW, BONUS_CARD, OVER = range(7)


class Judge:
    """Scores moves for one player by projected points; everything it reads is public."""

    def __init__(self, w: Weights, rival_weight: float | None = None) -> None:
        self.w = w
        self.rival_weight = rival_weight

    # -- own moves, played out exactly

    def settle(self, t: Table, me: int) -> Table:
        """Resolve my pending bonus choices greedily (they belong to the move that earned them)."""
        while t.current == me and t.phase in (BONUS_KIND, BONUS_ROW, BONUS_CARD):
            best = t
            best_value = -1e9
            for a in legal_actions(t):
                t2 = self.after(t, a, me)
                v = utility(evaluate(t2, self.w), me)
                if v > best_value:
                    best, best_value = t2, v
            t = best
        return t

    def after(self, t: Table, action: Action, me: int) -> Table:
        """The table after my ``action``, with the bonus choices it earned resolved."""
        t2 = t.copy()
        step(t2, action)
        return self.settle(t2, me)

    def place_all(self, t: Table, me: int) -> Table:
        """Place taken cards one by one, best first, until stopping is best or the turn ends;
        then end the turn, spending the contract token first if that is worth more."""
        while t.current == me and t.phase == PLACING:
            if awaiting_end(t):
                return max(self.endings(t, me), key=lambda t2: self.end_of_turn_value(t2, me))
            best = None
            best_value = -1e9
            best_action: Action = STOP
            for a in legal_actions(t):
                if type(a) is not Place and a is not STOP:
                    continue
                t2 = self.after(t, a, me)
                v = utility(evaluate(t2, self.w), me)
                if v > best_value:
                    best, best_value, best_action = t2, v, a
            assert best is not None
            if best_action is STOP and may_spend(t.players[me]):
                return max(self.endings(t, me), key=lambda t2: self.end_of_turn_value(t2, me))
            t = best
        return t

    def endings(self, t: Table, me: int) -> list[Table]:
        """The ways to end my finalize turn now: stop, or spend the token (1 or 2) and stop.

        Within my own turn the moment of spending changes nothing, so spending is judged here,
        at the end, where it differs from keeping the token for a later turn: a rival who
        takes a column next fires the contract rule only if I still hold a contract.
        """
        return [self.ended(t, a, me) for a in legal_actions(t) if a is STOP or a in SPEND]

    # -- what the next player could take

    def card_gains(self, t: Table, player: int, cards: list[int], assume_token: bool) -> dict[int, float]:
        """Gain in ``player``'s utility from each card placed alone on their board (best row)."""
        w = self.w
        out = Outlook(t, w)
        terms = [player_terms(p, t, out, w) for p in t.players]
        base = utility(combine(terms, t, w), player)
        gains: dict[int, float] = {}
        rows = t.players[player].rows
        for card in cards:
            if card in gains:
                continue
            r = CARD_ROW[card]
            options = [r] if r >= 0 else range(ROWS)
            best = -1e9
            for row in options:
                if len(rows[row]) >= COLS:
                    continue
                t2 = t.copy()
                t2.current = player
                t2.phase = PLACING
                t2.tray = (card,)
                t2.placed_this_turn = 0
                if assume_token and CARD_FLAGS[card] & _FOUNDATION and t.foundation_left:
                    t2.founded |= 1 << card
                step(t2, PLACE[card][row])
                pending = 0.0
                if t2.phase in (BONUS_KIND, BONUS_ROW, BONUS_CARD):
                    pending = w.bonus_values[row]
                mine = player_terms(t2.players[player], t2, out, w)
                v = (
                    utility(combine([mine if i == player else x for i, x in enumerate(terms)], t2, w), player)
                    + pending
                )
                best = max(best, v)
            gains[card] = best - base if best > -1e9 else 0.0
        return gains

    def rival_opportunity(self, t: Table, gains: dict[int, float] | None = None) -> float:
        """The best column the player to move could take now, in their utility (0: none)."""
        if t.phase != TURN:
            return 0.0
        q = t.current
        contracts = t.players[q].contracts
        takeable = [col for col in t.columns if len(col) > contracts]
        if not takeable:
            return 0.0
        if gains is None:
            gains = self.card_gains(t, q, [c for col in takeable for c in col], assume_token=False)
        cost = self.contract_cost(t, q)
        best = 0.0
        for col in takeable:
            v = sum(gains[c] for c in col) - cost
            best = max(best, v)
        return best

    def contract_cost(self, t: Table, taker: int) -> float:
        """What the contract that comes with a column costs ``taker``: nothing when every other
        player holds one, since the contract rule then takes it back at once."""
        if all(p.contracts for i, p in enumerate(t.players) if i != taker):
            return 0.0
        return self.w.contract

    def rival_weight_for(self, n: int) -> float:
        if self.rival_weight is not None:
            return self.rival_weight
        return 1.0 if n == 2 else 0.5

    # -- scores of every legal move

    def scores(self, view: GameState, rng: random.Random) -> list[tuple[Action, float]]:
        t = Table.thaw(view)
        me = t.current
        acts = legal_actions(t)
        phase = t.phase
        if phase == TURN:
            return [(a, self.turn_value(t, a, me, rng)) for a in acts]
        if phase == COLUMN:
            return [(a, self.put_value(t, a, me)) for a in acts]
        if phase == PLACING and awaiting_end(t):
            return [(a, self.end_of_turn_value(self.ended(t, a, me), me)) for a in acts]
        return [(a, utility(evaluate(self.after(t, a, me), self.w), me)) for a in acts]

    def ended(self, t: Table, action: Action, me: int) -> Table:
        """The table after ``action`` (stop or spend) once my turn is over."""
        t2 = self.after(t, action, me)
        if t2.current == me and t2.phase == PLACING:
            t2 = self.after(t2, STOP, me)
        return t2

    def end_of_turn_value(self, t: Table, me: int) -> float:
        v = utility(evaluate(t, self.w), me)
        if t.phase == TURN and t.current != me:
            v -= self.rival_weight_for(len(t.players)) * self.rival_opportunity(t)
        return v

    def turn_value(self, t: Table, action: Action, me: int, rng: random.Random) -> float:
        if action is DRAW:
            return self.draw_value(t, me)
        if type(action) is type(TAKE[0]):
            t2 = self.place_all(self.after(t, action, me), me)
            return self.end_of_turn_value(t2, me)
        # Spending the contract token: worth what the best move it opens is worth.
        t2 = self.after(t, action, me)
        return max(self.turn_value(t2, a, me, rng) for a in legal_actions(t2) if a not in SPEND)

    def put_value(self, t: Table, action: Action, me: int) -> float:
        t2 = self.after(t, action, me)
        return self.end_of_turn_value(t2, me)

    def draw_value(self, t: Table, me: int) -> float:
        """Expected value of drawing: every unseen card equally likely, then its best column."""
        n = len(t.players)
        nxt = (me + 1) % n
        unseen = list(t.deck)
        column_cards = [c for col in t.columns for c in col]
        gains = self.card_gains(t, nxt, column_cards, assume_token=False)
        gains.update(self.card_gains(t, nxt, unseen, assume_token=True))
        now = utility(evaluate(t, self.w), me)
        weight = self.rival_weight_for(n)
        contracts = t.players[nxt].contracts
        cost = self.contract_cost(t, nxt)
        sums = [sum(gains[c] for c in col) for col in t.columns]
        lens = [len(col) for col in t.columns]
        ending = None
        total = 0.0
        for card in unseen:
            if CARD_FLAGS[card] & _FOUNDATION and t.foundation_left == 1:
                if ending is None:
                    t2 = t.copy()
                    t2.deck = (card, *tuple(c for c in t.deck if c != card))
                    t2.deck_hidden = False
                    step(t2, DRAW)
                    step(t2, PUT[0])
                    ending = utility(evaluate(t2, self.w), me)
                total += ending
                continue
            g = gains[card]
            best_put = None
            for c in range(len(sums)):
                opp = 0.0
                for k in range(len(sums)):
                    length = lens[k] + (1 if k == c else 0)
                    if length > contracts:
                        v = sums[k] + (g if k == c else 0.0) - cost
                        opp = max(opp, v)
                if best_put is None or opp < best_put:
                    best_put = opp
            total += now - weight * (best_put or 0.0)
        return total / len(unseen) if unseen else now


class GreedyAgent:
    """The best move one step deep, by projected points: the yardstick for the other levels."""

    name = "greedy"

    def __init__(self, weights: Weights = GREEDY_WEIGHTS) -> None:
        self.judge = Judge(weights)

    def choose(self, view: GameState, rng: random.Random, stop: StopFlag | None = None) -> Action:
        acts = legal_actions(view)
        if len(acts) == 1:
            return acts[0]
        scored = self.judge.scores(view, rng)
        best = max(v for _, v in scored)
        return next(a for a, v in scored if v == best)


class EasyAgent:
    """Greedy with noisy judgement: plausible moves, beatable.

    Every move's score gets a normal error of ``noise`` points, but a move more than
    ``blunder`` points worse than the best is never played: Easy misjudges close calls, as
    a beginner does, and does not throw cards away for nothing.
    """

    name = "easy"

    def __init__(self, noise: float = 1.0, blunder: float = 2.0, weights: Weights = GREEDY_WEIGHTS) -> None:
        self.judge = Judge(weights)
        self.noise = noise
        self.blunder = blunder

    def choose(self, view: GameState, rng: random.Random, stop: StopFlag | None = None) -> Action:
        acts = legal_actions(view)
        if len(acts) == 1:
            return acts[0]
        scored = self.judge.scores(view, rng)
        top = max(v for _, v in scored)
        noisy = [(a, v + rng.gauss(0.0, self.noise)) for a, v in scored if v >= top - self.blunder]
        best = max(v for _, v in noisy)
        return next(a for a, v in noisy if v == best)
