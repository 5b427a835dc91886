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
from ..model.cards import CARD_FLAGS, CARD_ROW, COLS, FLAG_FOUNDATION, ROWS
from ..model.mutable_state import MutableState
from ..model.rules import awaiting_end, legal_actions, may_spend, step
from ..model.state import BONUS_CARD, BONUS_KIND, BONUS_ROW, COLUMN, PLACING, TURN, GameState
from .base import StopFlag
from .heuristic import GREEDY_WEIGHTS, Outlook, Weights, combine, evaluate, player_terms, utility


class Judge:
    """Scores moves for one player by projected points; everything it reads is public."""

    def __init__(self, w: Weights, rival_weight: float | None = None) -> None:
        self.w = w
        self.rival_weight = rival_weight

    # -- own moves, played out exactly

    def settle(self, game: MutableState, me: int) -> MutableState:
        """Resolve my pending bonus choices greedily (they belong to the move that earned them)."""
        while game.current == me and game.phase in (BONUS_KIND, BONUS_ROW, BONUS_CARD):
            best = game
            best_value = -1e9
            for a in legal_actions(game):
                trial = self.after(game, a, me)
                v = utility(evaluate(trial, self.w), me)
                if v > best_value:
                    best, best_value = trial, v
            game = best
        return game

    def after(self, game: MutableState, action: Action, me: int) -> MutableState:
        """The state after my ``action``, with the bonus choices it earned resolved."""
        trial = game.copy()
        step(trial, action)
        return self.settle(trial, me)

    def place_all(self, game: MutableState, me: int) -> MutableState:
        """Place taken cards one by one, best first, until stopping is best or the turn ends;
        then end the turn, spending the contract token first if that is worth more."""
        while game.current == me and game.phase == PLACING:
            if awaiting_end(game):
                return max(self.endings(game, me), key=lambda trial: self.end_of_turn_value(trial, me))
            best = None
            best_value = -1e9
            best_action: Action = STOP
            for a in legal_actions(game):
                if type(a) is not Place and a is not STOP:
                    continue
                trial = self.after(game, a, me)
                v = utility(evaluate(trial, self.w), me)
                if v > best_value:
                    best, best_value, best_action = trial, v, a
            assert best is not None
            if best_action is STOP and may_spend(game.players[me]):
                return max(self.endings(game, me), key=lambda trial: self.end_of_turn_value(trial, me))
            game = best
        return game

    def endings(self, game: MutableState, me: int) -> list[MutableState]:
        """The ways to end my finalize turn now: stop, or spend the token (1 or 2) and stop.

        Within my own turn the moment of spending changes nothing, so spending is judged here,
        at the end, where it differs from keeping the token for a later turn: a rival who
        takes a column next fires the contract rule only if I still hold a contract.
        """
        return [self.ended(game, a, me) for a in legal_actions(game) if a is STOP or a in SPEND]

    # -- what the next player could take

    def card_gains(
        self, game: MutableState, player: int, cards: list[int], assume_token: bool
    ) -> dict[int, float]:
        """Gain in ``player``'s utility from each card placed alone on their board (best row)."""
        w = self.w
        out = Outlook(game, w)
        terms = [player_terms(p, game, out, w) for p in game.players]
        base = utility(combine(terms, game, w), player)
        gains: dict[int, float] = {}
        rows = game.players[player].rows
        for card in cards:
            if card in gains:
                continue
            r = CARD_ROW[card]
            options = [r] if r >= 0 else range(ROWS)
            best = -1e9
            for row in options:
                if len(rows[row]) >= COLS:
                    continue
                trial = game.copy()
                trial.current = player
                trial.phase = PLACING
                trial.tray = (card,)
                trial.placed_this_turn = 0
                if assume_token and CARD_FLAGS[card] & FLAG_FOUNDATION and game.foundation_left:
                    trial.founded |= 1 << card
                step(trial, PLACE[card][row])
                pending = 0.0
                if trial.phase in (BONUS_KIND, BONUS_ROW, BONUS_CARD):
                    pending = w.bonus_values[row]
                mine = player_terms(trial.players[player], trial, out, w)
                v = (
                    utility(
                        combine([mine if i == player else x for i, x in enumerate(terms)], trial, w), player
                    )
                    + pending
                )
                best = max(best, v)
            gains[card] = best - base if best > -1e9 else 0.0
        return gains

    def rival_opportunity(self, game: MutableState, gains: dict[int, float] | None = None) -> float:
        """The best column the player to move could take now, in their utility (0: none)."""
        if game.phase != TURN:
            return 0.0
        q = game.current
        contracts = game.players[q].contracts
        takeable = [col for col in game.columns if len(col) > contracts]
        if not takeable:
            return 0.0
        if gains is None:
            gains = self.card_gains(game, q, [c for col in takeable for c in col], assume_token=False)
        cost = self.contract_cost(game, q)
        best = 0.0
        for col in takeable:
            v = sum(gains[c] for c in col) - cost
            best = max(best, v)
        return best

    def contract_cost(self, game: MutableState, taker: int) -> float:
        """What the contract that comes with a column costs ``taker``: nothing when every other
        player holds one, since the contract rule then takes it back at once."""
        if all(p.contracts for i, p in enumerate(game.players) if i != taker):
            return 0.0
        return self.w.contract

    def rival_weight_for(self, n: int) -> float:
        if self.rival_weight is not None:
            return self.rival_weight
        return 1.0 if n == 2 else 0.5

    # -- scores of every legal move

    def scores(self, view: GameState, rng: random.Random) -> list[tuple[Action, float]]:
        game = MutableState.thaw(view)
        me = game.current
        acts = legal_actions(game)
        phase = game.phase
        if phase == TURN:
            return [(a, self.turn_value(game, a, me, rng)) for a in acts]
        if phase == COLUMN:
            return [(a, self.put_value(game, a, me)) for a in acts]
        if phase == PLACING and awaiting_end(game):
            return [(a, self.end_of_turn_value(self.ended(game, a, me), me)) for a in acts]
        return [(a, utility(evaluate(self.after(game, a, me), self.w), me)) for a in acts]

    def ended(self, game: MutableState, action: Action, me: int) -> MutableState:
        """The state after ``action`` (stop or spend) once my turn is over."""
        trial = self.after(game, action, me)
        if trial.current == me and trial.phase == PLACING:
            trial = self.after(trial, STOP, me)
        return trial

    def end_of_turn_value(self, game: MutableState, me: int) -> float:
        v = utility(evaluate(game, self.w), me)
        if game.phase == TURN and game.current != me:
            v -= self.rival_weight_for(len(game.players)) * self.rival_opportunity(game)
        return v

    def turn_value(self, game: MutableState, action: Action, me: int, rng: random.Random) -> float:
        if action is DRAW:
            return self.draw_value(game, me)
        if type(action) is type(TAKE[0]):
            trial = self.place_all(self.after(game, action, me), me)
            return self.end_of_turn_value(trial, me)
        # Spending the contract token: worth what the best move it opens is worth.
        trial = self.after(game, action, me)
        return max(self.turn_value(trial, a, me, rng) for a in legal_actions(trial) if a not in SPEND)

    def put_value(self, game: MutableState, action: Action, me: int) -> float:
        trial = self.after(game, action, me)
        return self.end_of_turn_value(trial, me)

    def draw_value(self, game: MutableState, me: int) -> float:
        """Expected value of drawing: every unseen card equally likely, then its best column."""
        n = len(game.players)
        nxt = (me + 1) % n
        unseen = list(game.deck)
        column_cards = [c for col in game.columns for c in col]
        gains = self.card_gains(game, nxt, column_cards, assume_token=False)
        gains.update(self.card_gains(game, nxt, unseen, assume_token=True))
        now = utility(evaluate(game, self.w), me)
        weight = self.rival_weight_for(n)
        contracts = game.players[nxt].contracts
        cost = self.contract_cost(game, nxt)
        sums = [sum(gains[c] for c in col) for col in game.columns]
        lens = [len(col) for col in game.columns]
        ending = None
        total = 0.0
        for card in unseen:
            if CARD_FLAGS[card] & FLAG_FOUNDATION and game.foundation_left == 1:
                if ending is None:
                    trial = game.copy()
                    trial.deck = (card, *tuple(c for c in game.deck if c != card))
                    trial.deck_hidden = False
                    step(trial, DRAW)
                    step(trial, PUT[0])
                    ending = utility(evaluate(trial, self.w), me)
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
