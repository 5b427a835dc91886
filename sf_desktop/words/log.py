"""The game log: the events of each turn told as one sentence a person can read.

"Ana took column 2: 3 cards, placed 2, discarded 1; a cable car reached the Chinatown
square." Steps of the same turn are gathered into one entry, which grows as the turn goes on.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import attrs
from PySide6.QtCore import QCoreApplication

from ..model.cards import CARDS, COLS, BonusKind
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
from ..model.history import Step
from .glossary import a_card, bonus_name, district_name
from .people import Cast

translate = QCoreApplication.translate


def _person(you: bool, third: str, second: str) -> str:
    """The form for "you" (second person) or for anyone else (third person)."""
    return second if you else third


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

    def sentence(self, cast: Cast, colours: Sequence[str] | None = None) -> str:
        """The entry as plain text, or as rich text when given the seats' colours (``#rrggbb``)."""
        rich = colours is not None
        if self.seat < 0:
            return f"<i>{html.escape(self.text)}</i>" if rich else self.text
        you = cast.is_you(self.seat)
        name = cast.name(self.seat)
        who = (
            f"<b style='color:{colours[self.seat % len(colours)]}'>{html.escape(name)}</b>"
            if colours is not None
            else name
        )
        actions = list(self.actions)
        if self.placed:
            actions.append(
                _person(
                    you,
                    translate("Log", "placed %n", None, self.placed),
                    translate("Log", "placed %n", "you", self.placed),
                )
            )
        effects = list(self.effects)
        if self.cable_cars:
            where = ", ".join(dict.fromkeys(district_name(r) for r in self.cable_rows))
            effects.insert(0, translate("Log", "%n cable cars in {0}", None, self.cable_cars).format(where))
        if not actions and self.drawn >= 0:
            actions.append(
                _person(you, translate("Log", "drew {0}"), translate("Log", "drew {0}", "you")).format(
                    a_card(self.drawn)
                )
            )
        if actions:
            body = ", ".join(actions)
        else:
            body = _person(
                you, translate("Log", "is on the move"), translate("Log", "are on the move", "you")
            )
        if effects:
            body += "; " + ", ".join(effects)
        if rich:
            return f"{who} {html.escape(body)}."
        return f"{name} {body}."


class GameLog:
    """The log of a game: fed with steps, read as sentences (plain or rich text).

    ``you`` is the seat spoken to as "you" (the one person of a solo game), or -1."""

    def __init__(self, names: Sequence[str] = (), you: int = -1) -> None:
        self.cast = Cast(tuple(names), you)
        self.entries: list[Entry] = []
        self.steps: list[Step] = []  # what was told, so that it can be told again in another language

    @property
    def names(self) -> tuple[str, ...]:
        return self.cast.names

    def reset(self, names: Sequence[str], you: int = -1) -> None:
        self.cast = Cast(tuple(names), you)
        self.entries = []
        self.steps = []

    def retranslate(self) -> None:
        """Tell every step again in the language installed now."""
        steps = self.steps
        self.reset(self.cast.names, self.cast.you)
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
        for ev in step.events:
            if isinstance(ev, GameEnded):
                self.entries.append(Entry(-1, step.before.turn, text=self.ending(ev)))
            else:
                self._tell(entry, ev, self.cast.is_you(step.seat))

    def _tell(self, entry: Entry, ev: object, you: bool) -> None:
        """Add what ``ev`` did to the turn's entry; ``you``: the entry speaks to the reader."""
        if isinstance(ev, CardDrawn):
            entry.drawn = ev.card
        elif isinstance(ev, CardAddedToColumn):
            entry.drawn = -1
            entry.actions.append(
                _person(
                    you,
                    translate("Log", "drew {0} and put it in column {1}"),
                    translate("Log", "drew {0} and put it in column {1}", "you"),
                ).format(a_card(ev.card), ev.column + 1)
            )
        elif isinstance(ev, FoundationTokenPlaced):
            entry.effects.append(
                translate("Log", "a foundation token went on it (%n left)", None, ev.left)
                if ev.left
                else translate("Log", "the last foundation token went on it")
            )
        elif isinstance(ev, ColumnTaken):
            n = len(ev.cards)
            entry.actions.append(
                _person(
                    you,
                    translate("Log", "took column {0}: %n cards", None, n),
                    translate("Log", "took column {0}: %n cards", "you", n),
                ).format(ev.column + 1)
            )
        elif isinstance(ev, ContractsReturned):
            entry.effects.append(translate("Log", "everyone returned a contract"))
        elif isinstance(ev, ContractsSpent):
            entry.actions.append(
                _person(
                    you,
                    translate("Log", "spent the token to discard %n contracts", None, ev.count),
                    translate("Log", "spent the token to discard %n contracts", "you", ev.count),
                )
            )
        elif isinstance(ev, CardPlaced):
            if CARDS[ev.card].bonus_kind is not None:
                entry.effects.append(
                    _person(
                        you, translate("Log", "put {0} in {1}"), translate("Log", "put {0} in {1}", "you")
                    ).format(a_card(ev.card), district_name(ev.row))
                )
            else:
                entry.placed += 1
        elif isinstance(ev, CardsDiscarded):
            if ev.cards:
                n = len(ev.cards)
                entry.actions.append(
                    _person(
                        you,
                        translate("Log", "discarded %n", None, n),
                        translate("Log", "discarded %n", "you", n),
                    )
                )
        elif isinstance(ev, CableCarsAdded):
            entry.cable_cars += len(ev.cells)
            entry.cable_rows += [c // COLS for c in ev.cells]
        elif isinstance(ev, SquaresConnected):
            for cell in ev.cells:
                entry.effects.append(
                    translate("Log", "a cable car reached the {0} square").format(district_name(cell // COLS))
                )
        elif isinstance(ev, SkyscraperBuilt):
            entry.effects.append(
                translate("Log", "a skyscraper rose in {0}").format(district_name(ev.cell // COLS))
            )
        elif isinstance(ev, MedalTaken):
            entry.effects.append(self._medal(ev, you))
        elif isinstance(ev, DistrictCompleted):
            entry.effects.append(
                _person(
                    you,
                    translate("Log", "completed {0} (+1 VP)"),
                    translate("Log", "completed {0} (+1 VP)", "you"),
                ).format(district_name(ev.district))
            )
        elif isinstance(ev, BonusEarned):
            if not ev.options:
                entry.effects.append(
                    _person(
                        you,
                        translate("Log", "earned the {0} bonus, but none could be taken"),
                        translate("Log", "earned the {0} bonus, but none could be taken", "you"),
                    ).format(district_name(ev.district))
                )
        elif isinstance(ev, BonusTaken):
            if ev.kind not in (BonusKind.VALUE4, BonusKind.DEPOT):
                entry.effects.append(
                    _person(
                        you, translate("Log", "took a {0}"), translate("Log", "took a {0}", "you")
                    ).format(bonus_name(ev.kind))
                )
        elif isinstance(ev, TokenPlaced):
            entry.effects.append(
                _person(
                    you,
                    translate("Log", "put the {0} on a {1} card"),
                    translate("Log", "put the {0} on a {1} card", "you"),
                ).format(bonus_name(ev.kind), district_name(ev.cell // COLS))
            )

    def _medal(self, ev: MedalTaken, you: bool) -> str:
        if ev.previous < 0:
            return _person(you, translate("Log", "took the medal"), translate("Log", "took the medal", "you"))
        if self.cast.is_you(ev.previous):
            return translate("Log", "took the medal from you")
        return _person(
            you,
            translate("Log", "took the medal from {0}"),
            translate("Log", "took the medal from {0}", "you"),
        ).format(self.cast.object(ev.previous))

    def ending(self, ev: GameEnded) -> str:
        if self.cast.is_you(ev.trigger):
            if ev.reason == "foundations":
                return translate("Log", "You placed the last foundation token: the game ends.")
            if ev.reason == "full_board":
                return translate("Log", "Your city is complete: the game ends.")
            return translate("Log", "You cannot move: the game ends.")
        name = self.cast.name(ev.trigger)
        if ev.reason == "foundations":
            return translate("Log", "{0} placed the last foundation token: the game ends.").format(name)
        if ev.reason == "full_board":
            return translate("Log", "{0}’s city is complete: the game ends.").format(name)
        return translate("Log", "{0} cannot move: the game ends.").format(name)

    def sentences(self, last: int | None = None) -> list[str]:
        """Every entry (or the ``last`` ones) as plain text."""
        entries = self.entries if last is None else self.entries[-last:]
        return [e.sentence(self.cast) for e in entries]

    def rich_sentences(self, colours: Sequence[str], last: int | None = None) -> list[str]:
        """Every entry (or the ``last`` ones) as rich text, each player's name in the colour of
        their seat (``colours[seat]``, as ``#rrggbb``: the view's palette, passed in)."""
        entries = self.entries if last is None else self.entries[-last:]
        return [e.sentence(self.cast, colours) for e in entries]
