"""The game log: the events of each turn told as one sentence a person can read.

"Ana took column 2: 3 cards, placed 2, discarded 1; a cable car reached the Chinatown
square." Steps of the same turn are gathered into one entry, which grows as the turn goes on.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import attrs
from PySide6.QtCore import QCoreApplication

from ..model.cards import CARDS, COLS, BonusKind, Color, Symbol
from ..model.events import (
    BonusEarned,
    BonusTaken,
    CableCarsAdded,
    CardAddedToColumn,
    CardDrawn,
    CardPlaced,
    CardsDiscarded,
    ColumnTaken,
    ContractsReturned,
    ContractsSpent,
    DistrictCompleted,
    FoundationTokenPlaced,
    GameEnded,
    MedalTaken,
    SkyscraperBuilt,
    SquaresConnected,
    TokenPlaced,
)
from ..model.game_model import Step
from . import theme
from .affordances import bonus_name, district_name

translate = QCoreApplication.translate


def district(row: int) -> str:
    return district_name(row)


def color_name(color: Color) -> str:
    return {
        Color.BLUE: translate("Log", "blue"),
        Color.GRAY: translate("Log", "gray"),
        Color.ORANGE: translate("Log", "orange"),
        Color.YELLOW: translate("Log", "yellow"),
        Color.GREEN: translate("Log", "green"),
        Color.BLACK: translate("Log", "black"),
    }[color]


def card_words(card: int) -> str:
    """'a blue 2 with tracks', 'a black 0 with a foundation'."""
    c = CARDS[card]
    if c.bonus_kind == BonusKind.VALUE4:
        return translate("Log", "the value-4 bonus card")
    if c.bonus_kind == BonusKind.DEPOT:
        return translate("Log", "the depot bonus card")
    assert c.color is not None
    names = {
        Symbol.DEPOT: translate("Log", "a depot"),
        Symbol.TRACKS: translate("Log", "tracks"),
        Symbol.SQUARE: translate("Log", "a square"),
        Symbol.FOUNDATION: translate("Log", "a foundation"),
        Symbol.SEASIDE: translate("Log", "seaside"),
    }
    symbols = [names[s] for s in names if c.symbols & s]
    text = translate("Log", "a {0} {1}").format(color_name(c.color), c.value)
    if symbols:
        text += " " + translate("Log", "with {0}").format(translate("Log", " and ").join(symbols))
    return text


@attrs.define
class Entry:
    """One turn of one player, or a line about the game as a whole (seat -1)."""

    seat: int
    turn: int
    actions: list[str] = attrs.Factory(list)  # what the player did
    effects: list[str] = attrs.Factory(list)  # what it caused
    placed: int = 0
    drawn: int = -1
    cable_cars: int = 0
    cable_rows: list[int] = attrs.Factory(list)
    text: str = ""  # for lines that are not a turn

    def sentence(self, names: Sequence[str], rich: bool) -> str:
        if self.seat < 0:
            return f"<i>{html.escape(self.text)}</i>" if rich else self.text
        name = names[self.seat]
        who = (
            f"<b style='color:{theme.seat_color(self.seat).name()}'>{html.escape(name)}</b>" if rich else name
        )
        actions = list(self.actions)
        if self.placed:
            actions.append(translate("Log", "placed %n", None, self.placed))
        effects = list(self.effects)
        if self.cable_cars:
            where = ", ".join(dict.fromkeys(district(r) for r in self.cable_rows))
            effects.insert(0, translate("Log", "%n cable cars in {0}", None, self.cable_cars).format(where))
        if not actions and self.drawn >= 0:
            actions.append(translate("Log", "drew {0}").format(card_words(self.drawn)))
        body = ", ".join(actions) if actions else translate("Log", "is on the move")
        if effects:
            body += "; " + ", ".join(effects)
        text = f"{name} {body}."
        if rich:
            return f"{who} {html.escape(body)}."
        return text


class GameLog:
    """The log of a game: fed with steps, read as sentences (plain or rich text)."""

    def __init__(self, names: Sequence[str] = ()) -> None:
        self.names = tuple(names)
        self.entries: list[Entry] = []
        self.steps: list[Step] = []  # what was told, so that it can be told again in another language

    def reset(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        self.entries = []
        self.steps = []

    def retranslate(self) -> None:
        """Tell every step again in the language installed now."""
        steps = self.steps
        self.reset(self.names)
        for step in steps:
            self.add(step)

    def _entry(self, step: Step) -> Entry:
        turn = step.before.turn
        if self.entries and self.entries[-1].seat == step.seat and self.entries[-1].turn == turn:
            return self.entries[-1]
        entry = Entry(step.seat, turn)
        self.entries.append(entry)
        return entry

    def add(self, step: Step) -> None:
        self.steps.append(step)
        entry = self._entry(step)
        names = self.names
        for ev in step.events:
            if isinstance(ev, CardDrawn):
                entry.drawn = ev.card
            elif isinstance(ev, CardAddedToColumn):
                entry.drawn = -1
                entry.actions.append(
                    translate("Log", "drew {0} and put it in column {1}").format(
                        card_words(ev.card), ev.column + 1
                    )
                )
            elif isinstance(ev, FoundationTokenPlaced):
                entry.effects.append(
                    translate("Log", "a foundation token went on it (%n left)", None, ev.left)
                    if ev.left
                    else translate("Log", "the last foundation token went on it")
                )
            elif isinstance(ev, ColumnTaken):
                entry.actions.append(
                    translate("Log", "took column {0}: %n cards", None, len(ev.cards)).format(ev.column + 1)
                )
            elif isinstance(ev, ContractsReturned):
                entry.effects.append(translate("Log", "everyone returned a contract"))
            elif isinstance(ev, ContractsSpent):
                entry.actions.append(
                    translate("Log", "spent the token to discard %n contracts", None, ev.count)
                )
            elif isinstance(ev, CardPlaced):
                if CARDS[ev.card].bonus_kind is not None:
                    entry.effects.append(
                        translate("Log", "put {0} in {1}").format(card_words(ev.card), district(ev.row))
                    )
                else:
                    entry.placed += 1
            elif isinstance(ev, CardsDiscarded):
                if ev.cards:
                    entry.actions.append(translate("Log", "discarded %n", None, len(ev.cards)))
            elif isinstance(ev, CableCarsAdded):
                entry.cable_cars += len(ev.cells)
                entry.cable_rows += [c // COLS for c in ev.cells]
            elif isinstance(ev, SquaresConnected):
                for cell in ev.cells:
                    entry.effects.append(
                        translate("Log", "a cable car reached the {0} square").format(district(cell // COLS))
                    )
            elif isinstance(ev, SkyscraperBuilt):
                entry.effects.append(
                    translate("Log", "a skyscraper rose in {0}").format(district(ev.cell // COLS))
                )
            elif isinstance(ev, MedalTaken):
                entry.effects.append(
                    translate("Log", "took the medal")
                    if ev.previous < 0
                    else translate("Log", "took the medal from {0}").format(names[ev.previous])
                )
            elif isinstance(ev, DistrictCompleted):
                entry.effects.append(translate("Log", "completed {0} (+1 VP)").format(district(ev.district)))
            elif isinstance(ev, BonusEarned):
                if not ev.options:
                    entry.effects.append(
                        translate("Log", "earned the {0} bonus, but none could be taken").format(
                            district(ev.district)
                        )
                    )
            elif isinstance(ev, BonusTaken):
                if ev.kind not in (BonusKind.VALUE4, BonusKind.DEPOT):
                    entry.effects.append(translate("Log", "took a {0}").format(bonus_name(ev.kind)))
            elif isinstance(ev, TokenPlaced):
                entry.effects.append(
                    translate("Log", "put the {0} on a {1} card").format(
                        bonus_name(ev.kind), district(ev.cell // COLS)
                    )
                )
            elif isinstance(ev, GameEnded):
                self.entries.append(Entry(-1, step.before.turn, text=self.ending(ev)))

    def ending(self, ev: GameEnded) -> str:
        name = self.names[ev.trigger] if 0 <= ev.trigger < len(self.names) else "?"
        if ev.reason == "foundations":
            return translate("Log", "{0} placed the last foundation token: the game ends.").format(name)
        if ev.reason == "full_board":
            return translate("Log", "{0}’s city is complete: the game ends.").format(name)
        return translate("Log", "{0} cannot move: the game ends.").format(name)

    def sentences(self, rich: bool = False, last: int | None = None) -> list[str]:
        entries = self.entries if last is None else self.entries[-last:]
        return [e.sentence(self.names, rich) for e in entries]
