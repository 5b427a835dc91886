"""Hints: the move the strongest AI (Expert) would make for a person, and why, as facts.

The move comes from Expert's search (Hard's ISMCTS with the learned evaluation: it beats
Hard at the same time, docs/ai.md) on the public view, within a time budget. The
reason comes from projected points (:mod:`heuristic`, through Greedy's :class:`Judge`): what
the move does to the player's projected score, and what it causes (a completed district, a
skyscraper, cable cars, a bonus...). The search may look further than that one-step measure;
the reason then says what the move does now, never claims more.

The reason is data (:mod:`reasons`); the views word it in the person's language.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import attrs

from ..model import reasons
from ..model.actions import (
    STOP,
    TAKE,
    Action,
    ChooseBonus,
    ChooseCard,
    ChooseRow,
    Draw,
    Place,
    PutInColumn,
    SpendContracts,
    Stop,
    TakeColumn,
)
from ..model.cards import CARDS, BonusKind, Color
from ..model.events import (
    BonusEarned,
    CableCarsAdded,
    CardPlaced,
    CardsDiscarded,
    DistrictCompleted,
    Event,
    FoundationTokenPlaced,
    GameEnded,
    MedalTaken,
    SkyscraperBuilt,
    SquaresConnected,
)
from ..model.mutable_state import MutableState
from ..model.reasons import Effects, Reason
from ..model.rules import legal_actions, step
from ..model.state import GameState, Phase, public_view
from .base import StopFlag
from .expert import ExpertAgent
from .greedy import Judge
from .heuristic import DEFAULT_WEIGHTS, evaluate, utility
from .ismcts import HardAgent

# ---------------------------------------------------------------------------- the hint


@attrs.frozen
class Hint:
    """A suggested action for the player to move, why (as facts), and the change in that
    player's projected lead (points) the move brings by the one-step measure."""

    action: Action
    reason: Reason
    gain: float


DEFAULT_BUDGET_MS = 700.0
HINT_LEVEL: type[HardAgent] = ExpertAgent  # the level whose move a hint suggests


def suggest_move(
    state: GameState,
    seat: int,
    budget_ms: float = DEFAULT_BUDGET_MS,
    *,
    iterations: int | None = None,
    rng: random.Random | None = None,
    stop: StopFlag | None = None,
) -> Hint:
    """What the strongest AI would do in ``seat``'s place now, and why.

    Only the public view is used (the deck order is never read). ``budget_ms`` bounds the
    search; ``iterations`` may bound it further (tests). ``stop`` ends the search early.
    Raises ``ValueError`` when it is not ``seat``'s decision.
    """
    if state.is_over:
        raise ValueError("the game is over: there is no move to suggest")
    if seat != state.current:
        raise ValueError(f"it is seat {state.current}'s decision, not seat {seat}'s")
    view = public_view(state)
    acts = legal_actions(view)
    if rng is None:
        rng = random.Random(f"hint/{view.turn}/{len(view.deck)}/{int(view.phase)}")
    if len(acts) == 1:
        action = acts[0]
    else:
        agent = HINT_LEVEL(iterations=iterations, time_ms=max(1.0, budget_ms))
        action = agent.choose(view, rng, stop)
    reason, gain = explain(view, action)
    return Hint(action, reason, gain)


def explain(view: GameState, action: Action) -> tuple[Reason, float]:
    """What ``action`` does for the player to move, and its projected gain."""
    return _Explainer(view).explain(action)


def effects(events: list[Event], me: int) -> Effects:
    """What the events did for player ``me``."""
    return Effects(
        skyscrapers=sum(1 for e in events if isinstance(e, SkyscraperBuilt) and e.player == me),
        medal=any(isinstance(e, MedalTaken) and e.player == me for e in events),
        completed=tuple(e.district for e in events if isinstance(e, DistrictCompleted) and e.player == me),
        bonuses=tuple(
            e.district for e in events if isinstance(e, BonusEarned) and e.player == me and e.options
        ),
        cable_cars=sum(len(e.cells) for e in events if isinstance(e, CableCarsAdded) and e.player == me),
        squares=sum(len(e.cells) for e in events if isinstance(e, SquaresConnected) and e.player == me),
        ends_game=any(isinstance(e, GameEnded) for e in events),
    )


# ---------------------------------------------------------------------------- reasons


class _Explainer:
    """Works out the one-step consequences of a move on a working copy of the public view."""

    def __init__(self, view: GameState) -> None:
        self.view = view
        self.game = MutableState.thaw(view)
        self.me = view.current
        self.w = DEFAULT_WEIGHTS
        self.judge = Judge(self.w)
        self.now = self.value(self.game)

    def value(self, game: MutableState) -> float:
        return utility(evaluate(game, self.w), self.me)

    def explain(self, action: Action) -> tuple[Reason, float]:
        phase = self.view.phase
        if phase == Phase.TURN:
            if isinstance(action, Draw):
                return self.draw()
            if isinstance(action, TakeColumn):
                return self.take(action)
            if isinstance(action, SpendContracts):
                return self.spend(action)
        if phase == Phase.COLUMN and isinstance(action, PutInColumn):
            return self.put(action)
        if isinstance(action, Place):
            return self.place(action)
        if isinstance(action, Stop):
            return self.stop()
        if isinstance(action, ChooseBonus):
            return self.bonus(action)
        if isinstance(action, ChooseRow):
            return self.bonus_row(action)
        if isinstance(action, ChooseCard):
            return self.bonus_card(action)
        if isinstance(action, SpendContracts):
            return self.spend(action)
        raise ValueError(f"{action!r} is not a decision of this phase")

    # -- a line of play with its events

    def best_of(self, game: MutableState, candidates: Sequence[Action]) -> Action:
        return max(candidates, key=lambda a: self.value(self.judge.after(game, a, self.me)))

    def play(self, action: Action) -> tuple[MutableState, list[Event], list[Place]]:
        """``action``, then the best placements and bonus choices of the same turn."""
        game = self.game.copy()
        events: list[Event] = []
        step(game, action, events)
        placed: list[Place] = [action] if isinstance(action, Place) else []
        while game.current == self.me and game.phase in (
            Phase.PLACE,
            Phase.BONUS_KIND,
            Phase.BONUS_ROW,
            Phase.BONUS_CARD,
        ):
            if game.phase == Phase.PLACE:
                if not isinstance(action, TakeColumn):
                    break  # a single placement is judged alone
                options: list[Action] = [a for a in legal_actions(game) if isinstance(a, Place) or a is STOP]
            else:
                options = legal_actions(game)
            best = self.best_of(game, options)
            step(game, best, events)
            if isinstance(best, Place):
                placed.append(best)
            if best is STOP:
                break
        return game, events, placed

    def settled(self, action: Action) -> tuple[MutableState, list[Event]]:
        """``action`` and the bonus choices it leads to (chosen greedily)."""
        game = self.game.copy()
        events: list[Event] = []
        step(game, action, events)
        while game.current == self.me and game.phase in (Phase.BONUS_KIND, Phase.BONUS_ROW, Phase.BONUS_CARD):
            step(game, self.best_of(game, legal_actions(game)), events)
        return game, events

    # -- the turn's first decision

    def takeable(self) -> list[int]:
        contracts = self.view.players[self.me].contracts
        return [i for i, col in enumerate(self.view.columns) if len(col) > contracts]

    def draw(self) -> tuple[Reason, float]:
        gain = self.judge.draw_value(self.game, self.me) - self.now
        columns = self.takeable()
        if not columns:
            contracts = self.view.players[self.me].contracts
            return reasons.DrawBlocked(contracts, all_empty=not any(self.view.columns)), gain
        judged = {
            c: self.judge.turn_value(self.game, TAKE[c], self.me, random.Random(0)) - self.now
            for c in columns
        }
        best = max(judged, key=judged.__getitem__)
        own = self.value(self.play(TAKE[best])[0]) - self.now
        if judged[best] > gain:
            why = "grows"
        elif own > 1.0:
            why = "gift"
        else:
            why = "poor"
        return reasons.DrawRather(best, own, why), gain

    def take(self, action: TakeColumn) -> tuple[Reason, float]:
        game, events, placed = self.play(action)
        gain = self.value(game) - self.now
        rows = Counter(p.row for p in placed)
        discarded = sum(len(e.cards) for e in events if isinstance(e, CardsDiscarded) and e.player == self.me)
        left = self.left_for_next(game)
        leaves = left if left is not None and left[1] >= max(1.0, gain) else None
        reason = reasons.TakeColumn(
            column=action.column,
            cards=len(self.view.columns[action.column]),
            rows=tuple(rows.most_common()),
            discarded=discarded,
            effects=effects(events, self.me),
            gain=gain,
            leaves=leaves,
        )
        return reason, gain

    def left_for_next(self, game: MutableState) -> tuple[int, float] | None:
        """The best column the next player could take after this turn, and its worth to them."""
        if game.phase != Phase.TURN or game.current == self.me:
            return None
        q = game.current
        contracts = game.players[q].contracts
        takeable = [i for i, col in enumerate(game.columns) if len(col) > contracts]
        if not takeable:
            return None
        gains = self.judge.card_gains(
            game, q, [c for i in takeable for c in game.columns[i]], assume_token=False
        )
        worth = {i: sum(gains[c] for c in game.columns[i]) - self.w.contract for i in takeable}
        best = max(worth, key=worth.__getitem__)
        return best, worth[best]

    def spend(self, action: SpendContracts) -> tuple[Reason, float]:
        game = self.game.copy()
        step(game, action)
        before = set(self.takeable())
        contracts = game.players[self.me].contracts
        opened = [i for i, col in enumerate(game.columns) if len(col) > contracts and i not in before]
        if game.phase == Phase.TURN:
            values = {
                c: self.judge.turn_value(game, TAKE[c], self.me, random.Random(0)) - self.now for c in opened
            }
        else:
            values = {}
        gain = max(values.values(), default=self.value(game) - self.now)
        if values:
            best = max(values, key=values.__getitem__)
            return reasons.Spend(action.count, (best, values[best])), gain
        return reasons.Spend(action.count, None), gain

    def put(self, action: PutInColumn) -> tuple[Reason, float]:
        """Where the drawn card goes: mostly a question of what it gives the next player."""
        offers = {}
        for a in legal_actions(self.game):
            trial = self.game.copy()
            step(trial, a)
            offers[a] = self.judge.rival_opportunity(trial) if trial.phase == Phase.TURN else 0.0
        game, events = self.settled(action)
        gain = (
            self.judge.end_of_turn_value(game, self.me) - self.now
            if game.phase != Phase.OVER
            else self.value(game) - self.now
        )
        card, column = self.view.drawn, action.column
        if any(isinstance(e, GameEnded) for e in events):
            return reasons.PutInColumn(card, column, gain, ends_game=True), gain
        least = min(offers.values())
        least_help = None
        if len({round(v, 2) for v in offers.values()}) > 1 and offers[action] <= least + 1e-9:
            least_help = offers[action]
        foundation = any(isinstance(e, FoundationTokenPlaced) for e in events)
        return reasons.PutInColumn(card, column, gain, least_help=least_help, foundation=foundation), gain

    # -- placing

    def place(self, action: Place) -> tuple[Reason, float]:
        game, events = self.settled(action)
        gain = self.value(game) - self.now
        placed = [e for e in events if isinstance(e, CardPlaced) and e.card == action.card]
        reason = reasons.Place(
            card=action.card,
            row=action.row,
            any_row=CARDS[action.card].color == Color.BLACK,
            effects=effects(events, self.me),
            gain=gain,
            starts=bool(placed) and placed[0].col == 0,
        )
        return reason, gain

    def stop(self) -> tuple[Reason, float]:
        tray = self.view.tray
        places = [a for a in legal_actions(self.game) if isinstance(a, Place)]
        if places:
            best = self.best_of(self.game, places)
            game, _ = self.settled(best)
            gain = self.value(game) - self.now
            return reasons.StopPlacing(gain, len(tray)), -gain
        return reasons.StopPlacing(None, len(tray)), 0.0

    def bonus(self, action: ChooseBonus) -> tuple[Reason, float]:
        values = {}
        for a in legal_actions(self.game):
            game, _ = self.settled(a)
            values[a] = self.value(game) - self.now
        game, events = self.settled(action)
        gain = values.get(action, self.value(game) - self.now)
        others = [a for a in values if a != action]
        other = None
        if others:
            first = others[0]
            assert isinstance(first, ChooseBonus)
            other = (first.kind, values[first])
        return reasons.ChooseBonus(action.kind, effects(events, self.me), gain, other), gain

    def bonus_row(self, action: ChooseRow) -> tuple[Reason, float]:
        game, events = self.settled(action)
        gain = self.value(game) - self.now
        kind = BonusKind(self.view.bonus_kind)
        return reasons.BonusRow(kind, action.row, effects(events, self.me), gain), gain

    def bonus_card(self, action: ChooseCard) -> tuple[Reason, float]:
        game, events = self.settled(action)
        gain = self.value(game) - self.now
        kind = BonusKind(self.view.bonus_kind)
        card = self.view.players[self.me].rows[action.row][action.col]
        return reasons.BonusCard(kind, card, action.row, effects(events, self.me), gain), gain
