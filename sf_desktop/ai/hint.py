"""Hints: the move the Hard AI would make for a person, and why, in one plain sentence.

The move comes from the Hard search (ISMCTS) on the public view, within a time budget. The
reason comes from projected points (:mod:`heuristic`, through Greedy's :class:`Judge`): what
the move does to the player's projected score, and what it causes (a completed district, a
skyscraper, cable cars, a bonus...). The search may look further than that one-step measure;
the sentence then says what the move does now, never claims more.

No Qt here (``sf_desktop.ai`` never imports it). The sentences still go through Qt's
translation system: the window installs ``QCoreApplication.translate`` with
:func:`set_translator`, and ``pyside6-lupdate`` finds every ``translate("Hint", ...)`` call.
"""

from __future__ import annotations

import random
import threading
from collections import Counter
from collections.abc import Callable

import attrs

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
from ..model.cards import CARDS, LAYOUT, BonusKind, Color
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
from ..model.rules import legal_actions, step
from ..model.state import GameState, Phase, public_view
from ..model.table import Table
from .greedy import Judge
from .heuristic import DEFAULT_WEIGHTS, evaluate, utility
from .ismcts import HardAgent

# ---------------------------------------------------------------------------- translation

_translator: Callable[[str, str, str | None, int], str] | None = None


def set_translator(fn: Callable[[str, str, str | None, int], str] | None) -> None:
    """Use ``fn(context, text, disambiguation, n)`` (``QCoreApplication.translate``) for every
    sentence; None: English."""
    global _translator  # noqa: PLW0603
    _translator = fn


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the person's language; ``n`` chooses the plural form of a ``%n`` message."""
    if _translator is not None:
        return _translator(context, text, disambiguation, n)
    return text.replace("%n", str(n)) if n >= 0 else text


# ---------------------------------------------------------------------------- the hint


@attrs.frozen
class Hint:
    """A suggested action for the player to move, one sentence of why, and the change in
    that player's projected lead (points) the move brings by the one-step measure."""

    action: Action
    why: str
    gain: float


DEFAULT_BUDGET_MS = 700.0


def suggest_move(
    state: GameState,
    seat: int,
    budget_ms: float = DEFAULT_BUDGET_MS,
    *,
    iterations: int | None = None,
    rng: random.Random | None = None,
    stop: threading.Event | None = None,
) -> Hint:
    """What the Hard AI would do in ``seat``'s place now, and why.

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
        agent = HardAgent(iterations=iterations, time_ms=max(1.0, budget_ms))
        action = agent.choose(view, rng, stop)
    why, gain = explain(view, action)
    return Hint(action, why, gain)


def explain(view: GameState, action: Action) -> tuple[str, float]:
    """One sentence on what ``action`` does for the player to move, and its projected gain."""
    return _Explainer(view).explain(action)


# ---------------------------------------------------------------------------- words


def district(row: int) -> str:
    return LAYOUT.districts[row].name


def _colour(color: Color) -> str:
    return {
        Color.BLUE: translate("Hint", "blue"),
        Color.GRAY: translate("Hint", "gray"),
        Color.ORANGE: translate("Hint", "orange"),
        Color.YELLOW: translate("Hint", "yellow"),
        Color.GREEN: translate("Hint", "green"),
        Color.BLACK: translate("Hint", "black"),
    }[color]


def card_name(card: int) -> str:
    """'the orange 3', 'the black 0', 'the value-4 card'."""
    c = CARDS[card]
    if c.bonus_kind == BonusKind.VALUE4:
        return translate("Hint", "the value-4 card")
    if c.bonus_kind == BonusKind.DEPOT:
        return translate("Hint", "the depot card")
    assert c.color is not None
    return translate("Hint", "the {colour} {value}").format(colour=_colour(c.color), value=c.value)


def bonus_name(kind: BonusKind) -> str:
    return {
        BonusKind.VALUE4: translate("Hint", "the value-4 card"),
        BonusKind.DEPOT: translate("Hint", "the depot card"),
        BonusKind.PLUS2: translate("Hint", "the +2 token"),
        BonusKind.VP15: translate("Hint", "the 1.5 VP token"),
        BonusKind.DISCARD: translate("Hint", "the discard-contracts token"),
        BonusKind.TRACKS: translate("Hint", "the tracks token"),
    }[kind]


def points(gain: float) -> str:
    return translate("Hint", "{gain:+.1f} projected points").format(gain=gain)


def effects(events: list[Event], me: int) -> list[str]:
    """What the events did for player ``me``, as short phrases, most important first."""
    out: list[str] = []
    sky = sum(1 for e in events if isinstance(e, SkyscraperBuilt) and e.player == me)
    if sky == 1:
        out.append(translate("Hint", "raises a skyscraper"))
    elif sky:
        out.append(translate("Hint", "raises {n} skyscrapers").format(n=sky))
    if any(isinstance(e, MedalTaken) and e.player == me for e in events):
        out.append(translate("Hint", "takes the medal"))
    for e in events:
        if isinstance(e, DistrictCompleted) and e.player == me:
            out.append(translate("Hint", "completes {district}").format(district=district(e.district)))
    for e in events:
        if isinstance(e, BonusEarned) and e.player == me and e.options:
            out.append(translate("Hint", "earns the {district} bonus").format(district=district(e.district)))
    cars = sum(len(e.cells) for e in events if isinstance(e, CableCarsAdded) and e.player == me)
    if cars == 1:
        out.append(translate("Hint", "adds a cable car"))
    elif cars:
        out.append(translate("Hint", "adds {n} cable cars").format(n=cars))
    lit = sum(len(e.cells) for e in events if isinstance(e, SquaresConnected) and e.player == me)
    if lit:
        out.append(translate("Hint", "makes a square worth 4"))
    if any(isinstance(e, GameEnded) for e in events):
        out.append(translate("Hint", "ends the game"))
    return out


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _contracts(n: int) -> str:
    return translate("Hint", "1 contract") if n == 1 else translate("Hint", "{n} contracts").format(n=n)


def _join(phrases: list[str]) -> str:
    if len(phrases) <= 1:
        return "".join(phrases)
    return translate("Hint", "{first} and {last}").format(first=", ".join(phrases[:-1]), last=phrases[-1])


# ---------------------------------------------------------------------------- reasons


class _Explainer:
    """Works out the one-step consequences of a move on a working copy of the public view."""

    def __init__(self, view: GameState) -> None:
        self.view = view
        self.t = Table.thaw(view)
        self.me = view.current
        self.w = DEFAULT_WEIGHTS
        self.judge = Judge(self.w)
        self.now = self.value(self.t)

    def value(self, t: Table) -> float:
        return utility(evaluate(t, self.w), self.me)

    def explain(self, action: Action) -> tuple[str, float]:
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

    def best_of(self, t: Table, candidates: list[Action]) -> Action:
        return max(candidates, key=lambda a: self.value(self.judge.after(t, a, self.me)))

    def play(self, action: Action) -> tuple[Table, list[Event], list[Place]]:
        """``action``, then the best placements and bonus choices of the same turn."""
        t = self.t.copy()
        events: list[Event] = []
        step(t, action, events)
        placed: list[Place] = [action] if isinstance(action, Place) else []
        while t.current == self.me and t.phase in (
            Phase.PLACE,
            Phase.BONUS_KIND,
            Phase.BONUS_ROW,
            Phase.BONUS_CARD,
        ):
            if t.phase == Phase.PLACE:
                if not isinstance(action, TakeColumn):
                    break  # a single placement is judged alone
                options = [a for a in legal_actions(t) if isinstance(a, Place) or a is STOP]
            else:
                options = legal_actions(t)
            best = self.best_of(t, options)
            step(t, best, events)
            if isinstance(best, Place):
                placed.append(best)
            if best is STOP:
                break
        return t, events, placed

    def settled(self, action: Action) -> tuple[Table, list[Event]]:
        """``action`` and the bonus choices it leads to (chosen greedily)."""
        t = self.t.copy()
        events: list[Event] = []
        step(t, action, events)
        while t.current == self.me and t.phase in (Phase.BONUS_KIND, Phase.BONUS_ROW, Phase.BONUS_CARD):
            step(t, self.best_of(t, legal_actions(t)), events)
        return t, events

    # -- the turn's first decision

    def takeable(self) -> list[int]:
        contracts = self.view.players[self.me].contracts
        return [i for i, col in enumerate(self.view.columns) if len(col) > contracts]

    def draw(self) -> tuple[str, float]:
        gain = self.judge.draw_value(self.t, self.me) - self.now
        columns = self.takeable()
        if not columns:
            contracts = self.view.players[self.me].contracts
            if not any(self.view.columns):
                why = translate(
                    "Hint", "Draw a card: every column is empty, so there is nothing to take yet."
                )
            elif contracts == 1:
                why = translate(
                    "Hint", "Draw a card: holding 1 contract, you may only take a column of 2 or more cards."
                )
            else:
                why = translate(
                    "Hint",
                    "Draw a card: holding {n} contracts, you may only take a column of {m} or more cards.",
                ).format(n=contracts, m=contracts + 1)
            return why, gain
        judged = {
            c: self.judge.turn_value(self.t, TAKE[c], self.me, random.Random(0)) - self.now for c in columns
        }
        best = max(judged, key=judged.__getitem__)
        own = self.value(self.play(TAKE[best])[0]) - self.now
        if judged[best] > gain:
            why = translate(
                "Hint",
                "Draw a card: column {column} looks good now ({points}), but the search expects more "
                "from waiting for it to grow.",
            )
        elif own > 1.0:
            why = translate(
                "Hint",
                "Draw a card: column {column} would bring {points}, but it would leave the next player "
                "a better column.",
            )
        else:
            why = translate(
                "Hint",
                "Draw a card: no column is worth a contract now (the best, column {column}: {points}).",
            )
        return why.format(column=best + 1, points=points(own)), gain

    def take(self, action: TakeColumn) -> tuple[str, float]:
        t, events, placed = self.play(action)
        gain = self.value(t) - self.now
        rows = Counter(p.row for p in placed)
        n = len(self.view.columns[action.column])
        discarded = sum(len(e.cards) for e in events if isinstance(e, CardsDiscarded) and e.player == self.me)
        parts = [
            translate("Hint", "{n} for {district}").format(n=k, district=district(r))
            for r, k in rows.most_common()
        ]
        if discarded:
            parts.append(translate("Hint", "{n} to the box").format(n=discarded))
        if n == 1:
            head = translate("Hint", "Take column {column}: 1 card").format(column=action.column + 1)
        else:
            head = translate("Hint", "Take column {column}: {n} cards").format(column=action.column + 1, n=n)
        if parts and not (n == 1 and not discarded):
            head += " (" + ", ".join(parts) + ")"
        elif parts:
            head += " " + translate("Hint", "for your {district} row").format(
                district=district(placed[0].row)
            )
        why = self.sentence(head, effects(events, self.me), gain)
        left = self.left_for_next(t)
        if left is not None and left[1] >= max(1.0, gain):
            why += " " + translate(
                "Hint", "It leaves column {column} to the next player ({points} for them)."
            ).format(column=left[0] + 1, points=points(left[1]))
        return why, gain

    def left_for_next(self, t: Table) -> tuple[int, float] | None:
        """The best column the next player could take after this turn, and its worth to them."""
        if t.phase != Phase.TURN or t.current == self.me:
            return None
        q = t.current
        contracts = t.players[q].contracts
        takeable = [i for i, col in enumerate(t.columns) if len(col) > contracts]
        if not takeable:
            return None
        gains = self.judge.card_gains(t, q, [c for i in takeable for c in t.columns[i]], assume_token=False)
        worth = {i: sum(gains[c] for c in t.columns[i]) - self.w.contract for i in takeable}
        best = max(worth, key=worth.__getitem__)
        return best, worth[best]

    def spend(self, action: SpendContracts) -> tuple[str, float]:
        t = self.t.copy()
        step(t, action)
        before = set(self.takeable())
        contracts = t.players[self.me].contracts
        opened = [i for i, col in enumerate(t.columns) if len(col) > contracts and i not in before]
        if t.phase == Phase.TURN:
            values = {
                c: self.judge.turn_value(t, TAKE[c], self.me, random.Random(0)) - self.now for c in opened
            }
        else:
            values = {}
        gain = max(values.values(), default=self.value(t) - self.now)
        if values:
            best = max(values, key=values.__getitem__)
            why = translate(
                "Hint",
                "Spend your token to discard {contracts}: then column {column} can be taken ({points}).",
            ).format(contracts=_contracts(action.count), column=best + 1, points=points(values[best]))
        else:
            why = translate(
                "Hint",
                "Spend your token to discard {contracts}: fewer contracts leave more columns open to you.",
            ).format(contracts=_contracts(action.count))
        return why, gain

    def put(self, action: PutInColumn) -> tuple[str, float]:
        """Where the drawn card goes: mostly a question of what it gives the next player."""
        offers = {}
        for a in legal_actions(self.t):
            t2 = self.t.copy()
            step(t2, a)
            offers[a] = self.judge.rival_opportunity(t2) if t2.phase == Phase.TURN else 0.0
        t, events = self.settled(action)
        gain = (
            self.judge.end_of_turn_value(t, self.me) - self.now
            if t.phase != Phase.OVER
            else self.value(t) - self.now
        )
        card = card_name(self.view.drawn)
        column = action.column + 1
        if any(isinstance(e, GameEnded) for e in events):
            why = translate(
                "Hint",
                "Put {card} in column {column}: its foundation token is the last one, so the game ends now.",
            )
            return why.format(card=card, column=column), gain
        least = min(offers.values())
        if len({round(v, 2) for v in offers.values()}) > 1 and offers[action] <= least + 1e-9:
            why = translate(
                "Hint",
                "Put {card} in column {column}: there it helps the next player least ({points} for them at best).",
            ).format(card=card, column=column, points=points(offers[action]))
        else:
            why = translate(
                "Hint",
                "Put {card} in column {column}: {points} for you, counting what it offers the next player.",
            )
            why = why.format(card=card, column=column, points=points(gain))
        if any(isinstance(e, FoundationTokenPlaced) for e in events):
            why += " " + translate("Hint", "Its foundation token goes with it to whoever takes that column.")
        return why, gain

    # -- placing

    def place(self, action: Place) -> tuple[str, float]:
        t, events = self.settled(action)
        gain = self.value(t) - self.now
        card = CARDS[action.card]
        where = translate("Hint", "Place {card} in your {district} row").format(
            card=card_name(action.card), district=district(action.row)
        )
        if card.color == Color.BLACK:
            where += translate("Hint", " (a black card may go in any row)")
        placed = [e for e in events if isinstance(e, CardPlaced) and e.card == action.card]
        what = []
        if placed and placed[0].col == 0:
            what.append(
                translate("Hint", "starts your {district} district").format(district=district(action.row))
            )
        return self.sentence(where, effects(events, self.me) + what, gain), gain

    def stop(self) -> tuple[str, float]:
        tray = self.view.tray
        places = [a for a in legal_actions(self.t) if isinstance(a, Place)]
        if places:
            best = self.best_of(self.t, places)
            t, _ = self.settled(best)
            gain = self.value(t) - self.now
            why = translate(
                "Hint",
                "Stop placing: the best card left would bring {points}; the %n cards left go to the box.",
                None,
                len(tray),
            ).format(points=points(gain))
            return why, -gain
        if not tray:
            return translate("Hint", "End your turn and keep your token for a later turn."), 0.0
        return translate("Hint", "Stop placing: none of the cards left fits your city."), 0.0

    def bonus(self, action: ChooseBonus) -> tuple[str, float]:
        values = {}
        for a in legal_actions(self.t):
            t, _ = self.settled(a)
            values[a] = self.value(t) - self.now
        t, events = self.settled(action)
        gain = values.get(action, self.value(t) - self.now)
        others = [a for a in values if a != action]
        head = translate("Hint", "Take {bonus}").format(bonus=bonus_name(action.kind))
        why = self.sentence(head, effects(events, self.me), gain)
        if others:
            other = others[0]
            assert isinstance(other, ChooseBonus)
            why += " " + translate("Hint", "{other}: {points}.").format(
                other=_capital(bonus_name(other.kind)), points=points(values[other])
            )
        return why, gain

    def bonus_row(self, action: ChooseRow) -> tuple[str, float]:
        t, events = self.settled(action)
        gain = self.value(t) - self.now
        kind = BonusKind(self.view.bonus_kind)
        head = translate("Hint", "Put {bonus} in your {district} row").format(
            bonus=bonus_name(kind), district=district(action.row)
        )
        return self.sentence(head, effects(events, self.me), gain), gain

    def bonus_card(self, action: ChooseCard) -> tuple[str, float]:
        t, events = self.settled(action)
        gain = self.value(t) - self.now
        kind = BonusKind(self.view.bonus_kind)
        card = self.view.players[self.me].rows[action.row][action.col]
        head = translate("Hint", "Put {bonus} on {card} in your {district} row").format(
            bonus=bonus_name(kind), card=card_name(card), district=district(action.row)
        )
        return self.sentence(head, effects(events, self.me), gain), gain

    @staticmethod
    def sentence(head: str, what: list[str], gain: float) -> str:
        if what:
            return translate("Hint", "{head}: {effects} ({points}).").format(
                head=head, effects=_join(what), points=points(gain)
            )
        return translate("Hint", "{head} ({points}).").format(head=head, points=points(gain))
