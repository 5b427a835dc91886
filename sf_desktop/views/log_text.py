"""The game log: the events of each turn told as one sentence a person can read.

"Ana took column 2: 3 cards, placed 2, discarded 1; a cable car reached the Chinatown
square." Steps of the same turn are gathered into one entry, which grows as the turn goes on.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import attrs
from PySide6.QtCore import QCoreApplication

from ..model.cards import CARDS, COLS, LAYOUT, BonusKind, Color, Symbol
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
from .affordances import bonus_name

tr = QCoreApplication.translate


def district(row: int) -> str:
    return LAYOUT.districts[row].name


def color_name(color: Color) -> str:
    return {
        Color.BLUE: tr("Log", "blue"),
        Color.GRAY: tr("Log", "gray"),
        Color.ORANGE: tr("Log", "orange"),
        Color.YELLOW: tr("Log", "yellow"),
        Color.GREEN: tr("Log", "green"),
        Color.BLACK: tr("Log", "black"),
    }[color]


def card_words(card: int) -> str:
    """'a blue 2 with tracks', 'a black 0 with a foundation'."""
    c = CARDS[card]
    if c.bonus_kind == BonusKind.VALUE4:
        return tr("Log", "the value-4 bonus card")
    if c.bonus_kind == BonusKind.DEPOT:
        return tr("Log", "the depot bonus card")
    assert c.color is not None
    names = {
        Symbol.DEPOT: tr("Log", "a depot"),
        Symbol.TRACKS: tr("Log", "tracks"),
        Symbol.SQUARE: tr("Log", "a square"),
        Symbol.FOUNDATION: tr("Log", "a foundation"),
        Symbol.SEASIDE: tr("Log", "seaside"),
    }
    symbols = [names[s] for s in names if c.symbols & s]
    text = tr("Log", "a {0} {1}").format(color_name(c.color), c.value)
    if symbols:
        text += " " + tr("Log", "with {0}").format(tr("Log", " and ").join(symbols))
    return text


def count_words(n: int, one: str, many: str, *more: object) -> str:
    """'1 card' / '3 cards' (English plurals; translations give their own forms)."""
    return (one if n == 1 else many).format(n, *more)


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
            actions.append(count_words(self.placed, tr("Log", "placed {0}"), tr("Log", "placed {0}")))
        effects = list(self.effects)
        if self.cable_cars:
            where = ", ".join(dict.fromkeys(district(r) for r in self.cable_rows))
            effects.insert(
                0,
                count_words(
                    self.cable_cars,
                    tr("Log", "{0} cable car in {1}"),
                    tr("Log", "{0} cable cars in {1}"),
                    where,
                ),
            )
        if not actions and self.drawn >= 0:
            actions.append(tr("Log", "drew {0}").format(card_words(self.drawn)))
        body = ", ".join(actions) if actions else tr("Log", "is on the move")
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

    def reset(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        self.entries = []

    def _entry(self, step: Step) -> Entry:
        turn = step.before.turn
        if self.entries and self.entries[-1].seat == step.seat and self.entries[-1].turn == turn:
            return self.entries[-1]
        entry = Entry(step.seat, turn)
        self.entries.append(entry)
        return entry

    def add(self, step: Step) -> None:
        entry = self._entry(step)
        names = self.names
        for ev in step.events:
            if isinstance(ev, CardDrawn):
                entry.drawn = ev.card
            elif isinstance(ev, CardAddedToColumn):
                entry.drawn = -1
                entry.actions.append(
                    tr("Log", "drew {0} and put it in column {1}").format(card_words(ev.card), ev.column + 1)
                )
            elif isinstance(ev, FoundationTokenPlaced):
                entry.effects.append(
                    tr("Log", "a foundation token went on it ({0} left)").format(ev.left)
                    if ev.left
                    else tr("Log", "the last foundation token went on it")
                )
            elif isinstance(ev, ColumnTaken):
                entry.actions.append(
                    count_words(
                        len(ev.cards),
                        tr("Log", "took column {1}: {0} card"),
                        tr("Log", "took column {1}: {0} cards"),
                        ev.column + 1,
                    )
                )
            elif isinstance(ev, ContractsReturned):
                entry.effects.append(tr("Log", "everyone returned a contract"))
            elif isinstance(ev, ContractsSpent):
                entry.actions.append(
                    count_words(
                        ev.count,
                        tr("Log", "spent the token to discard {0} contract"),
                        tr("Log", "spent the token to discard {0} contracts"),
                    )
                )
            elif isinstance(ev, CardPlaced):
                if CARDS[ev.card].bonus_kind is not None:
                    entry.effects.append(
                        tr("Log", "put {0} in {1}").format(card_words(ev.card), district(ev.row))
                    )
                else:
                    entry.placed += 1
            elif isinstance(ev, CardsDiscarded):
                if ev.cards:
                    entry.actions.append(tr("Log", "discarded {0}").format(len(ev.cards)))
            elif isinstance(ev, CableCarsAdded):
                entry.cable_cars += len(ev.cells)
                entry.cable_rows += [c // COLS for c in ev.cells]
            elif isinstance(ev, SquaresConnected):
                for cell in ev.cells:
                    entry.effects.append(
                        tr("Log", "a cable car reached the {0} square").format(district(cell // COLS))
                    )
            elif isinstance(ev, SkyscraperBuilt):
                entry.effects.append(tr("Log", "a skyscraper rose in {0}").format(district(ev.cell // COLS)))
            elif isinstance(ev, MedalTaken):
                entry.effects.append(
                    tr("Log", "took the medal")
                    if ev.previous < 0
                    else tr("Log", "took the medal from {0}").format(names[ev.previous])
                )
            elif isinstance(ev, DistrictCompleted):
                entry.effects.append(tr("Log", "completed {0} (+1 VP)").format(district(ev.district)))
            elif isinstance(ev, BonusEarned):
                if not ev.options:
                    entry.effects.append(
                        tr("Log", "earned the {0} bonus, but none could be taken").format(
                            district(ev.district)
                        )
                    )
            elif isinstance(ev, BonusTaken):
                if ev.kind not in (BonusKind.VALUE4, BonusKind.DEPOT):
                    entry.effects.append(tr("Log", "took a {0}").format(bonus_name(ev.kind)))
            elif isinstance(ev, TokenPlaced):
                entry.effects.append(
                    tr("Log", "put the {0} on a {1} card").format(
                        bonus_name(ev.kind), district(ev.cell // COLS)
                    )
                )
            elif isinstance(ev, GameEnded):
                self.entries.append(Entry(-1, step.before.turn, text=self.ending(ev)))

    def ending(self, ev: GameEnded) -> str:
        name = self.names[ev.trigger] if 0 <= ev.trigger < len(self.names) else "?"
        if ev.reason == "foundations":
            return tr("Log", "{0} placed the last foundation token: the game ends.").format(name)
        if ev.reason == "full_board":
            return tr("Log", "{0}’s city is complete: the game ends.").format(name)
        return tr("Log", "{0} cannot move: the game ends.").format(name)

    def sentences(self, rich: bool = False, last: int | None = None) -> list[str]:
        entries = self.entries if last is None else self.entries[-last:]
        return [e.sentence(self.names, rich) for e in entries]
