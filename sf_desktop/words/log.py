"""The game log: the events of each turn told as one sentence a person can read.

"Ana took column 2: 3 cards, placed 2, discarded 1; a cable car reached the Chinatown
square." Steps of the same turn are gathered into one entry, which grows as the turn goes on.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

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
    ContractTaken,
    DistrictCompleted,
    FoundationTokenPlaced,
    GameEnded,
    MedalTaken,
    SkyscraperBuilt,
    SquaresConnected,
    TokenPlaced,
    TurnStarted,
)
from ..model.history import Step
from ..model.state import GameState
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
    placements: list[tuple[int, int]] = attrs.Factory(list)  # (card, row) of each card placed
    drawn: int = -1
    cable_cars: int = 0
    cable_rows: list[int] = attrs.Factory(list)
    text: str = ""  # for lines that are not a turn
    stand_in: bool = False  # the AI standing in for the seat's player made these steps

    def sentence(self, cast: Cast, colours: Sequence[str] | None = None) -> str:
        """The entry as plain text, or as rich text when given the seats' colours (``#rrggbb``)."""
        rich = colours is not None
        if self.seat < 0:
            return f"<i>{html.escape(self.text)}</i>" if rich else self.text
        you = cast.is_you(self.seat) and not self.stand_in
        name = cast.name(self.seat)
        if self.stand_in:  # the AI acted, not the player: never "you took"
            name = (
                translate("Log", "The AI standing in for you")
                if cast.is_you(self.seat)
                else translate("Log", "The AI standing in for {0}").format(name)
            )
        who = (
            f"<b style='color:{colours[self.seat % len(colours)]}'>{html.escape(name)}</b>"
            if colours is not None
            else name
        )
        actions = list(self.actions)
        if self.placements:  # which card went to which row: a listener cannot look
            where = translate("Log", " and ").join(
                translate("Log", "{0} in {1}").format(a_card(card), district_name(row))
                for card, row in self.placements
            )
            actions.append(
                _person(you, translate("Log", "placed {0}"), translate("Log", "placed {0}", "you")).format(
                    where
                )
            )
        elif self.placed:
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
        self.notes: list[tuple[int, Callable[[], str]]] = []  # (steps before it, its words)
        self._after: GameState | None = None  # the state after the step being told

    @property
    def names(self) -> tuple[str, ...]:
        return self.cast.names

    def reset(self, names: Sequence[str], you: int = -1) -> None:
        self.cast = Cast(tuple(names), you)
        self.entries = []
        self.steps = []
        self.notes = []

    def retranslate(self) -> None:
        """Tell every step (and note) again in the language installed now."""
        steps, notes = self.steps, self.notes
        self.reset(self.cast.names, self.cast.you)
        for n, step in enumerate(steps):
            for at, say in notes:
                if at == n:
                    self.note(say)
            self.add(step)
        for at, say in notes:
            if at >= len(steps):
                self.note(say)

    def note(self, say: Callable[[], str], at: int | None = None) -> None:
        """A line that is not a move (a phrase said at an online table): ``say()`` gives its
        words in the language installed, so that it is told again after a change. ``at``: the
        number of steps before it (a line from the past is put back in its place)."""
        if at is not None and at < len(self.steps):
            self.notes.append((at, say))
            self.notes.sort(key=lambda n: n[0])
            self.retranslate()
            return
        self.notes.append((len(self.steps), say))
        self.entries.append(Entry(-1, -1, text=say()))

    def _entry(self, step: Step) -> Entry:
        turn = step.before.turn
        last = self.entries[-1] if self.entries else None
        if last is not None and (last.seat, last.turn, last.stand_in) == (step.seat, turn, step.stand_in):
            return last
        entry = Entry(step.seat, turn, stand_in=step.stand_in)
        self.entries.append(entry)
        return entry

    def add(self, step: Step) -> None:
        self.steps.append(step)
        self._after = step.after  # the table the events left (a token's card)
        entry = self._entry(step)
        you = self.cast.is_you(step.seat) and not step.stand_in
        for ev in step.events:
            TELLERS[type(ev)](self, entry, ev, you)

    # One handler per event type (:data:`TELLERS`): what ``ev`` did, added to the turn's
    # ``entry``; ``you``: the entry speaks to the reader.

    def _untold(self, entry: Entry, ev: object, you: bool) -> None:
        """Not told: the state or another event says it (a turn starting, a contract taken)."""

    def _card_drawn(self, entry: Entry, ev: CardDrawn, you: bool) -> None:
        entry.drawn = ev.card

    def _card_added_to_column(self, entry: Entry, ev: CardAddedToColumn, you: bool) -> None:
        entry.drawn = -1
        entry.actions.append(
            _person(
                you,
                translate("Log", "drew {0} and put it in column {1}"),
                translate("Log", "drew {0} and put it in column {1}", "you"),
            ).format(a_card(ev.card), ev.column + 1)
        )

    def _foundation_token_placed(self, entry: Entry, ev: FoundationTokenPlaced, you: bool) -> None:
        entry.effects.append(
            translate("Log", "a foundation token went on it (%n left)", None, ev.left)
            if ev.left
            else translate("Log", "the last foundation token went on it")
        )

    def _column_taken(self, entry: Entry, ev: ColumnTaken, you: bool) -> None:
        n = len(ev.cards)
        entry.actions.append(
            _person(
                you,
                translate("Log", "took column {0}: %n cards", None, n),
                translate("Log", "took column {0}: %n cards", "you", n),
            ).format(ev.column + 1)
        )

    def _contracts_returned(self, entry: Entry, ev: ContractsReturned, you: bool) -> None:
        entry.effects.append(translate("Log", "everyone returned a contract"))

    def _contracts_spent(self, entry: Entry, ev: ContractsSpent, you: bool) -> None:
        entry.actions.append(
            _person(
                you,
                translate("Log", "spent the token to discard %n contracts", None, ev.count),
                translate("Log", "spent the token to discard %n contracts", "you", ev.count),
            )
        )

    def _card_placed(self, entry: Entry, ev: CardPlaced, you: bool) -> None:
        if CARDS[ev.card].bonus_kind is None:
            entry.placed += 1  # counted: "placed 2"
            entry.placements.append((ev.card, ev.row))
            return
        entry.effects.append(
            _person(
                you, translate("Log", "put {0} in {1}"), translate("Log", "put {0} in {1}", "you")
            ).format(a_card(ev.card), district_name(ev.row))
        )

    def _cards_discarded(self, entry: Entry, ev: CardsDiscarded, you: bool) -> None:
        if not ev.cards:
            return
        n = len(ev.cards)  # named: a card with no room leaves the table in words, not silently
        entry.actions.append(
            _person(
                you,
                translate("Log", "put %n in the box ({0})", None, n),
                translate("Log", "put %n in the box ({0})", "you", n),
            ).format(", ".join(a_card(c) for c in ev.cards))
        )

    def _cable_cars_added(self, entry: Entry, ev: CableCarsAdded, you: bool) -> None:
        entry.cable_cars += len(ev.cells)
        entry.cable_rows += [c // COLS for c in ev.cells]

    def _squares_connected(self, entry: Entry, ev: SquaresConnected, you: bool) -> None:
        for cell in ev.cells:
            entry.effects.append(
                translate("Log", "a cable car reached the {0} square").format(district_name(cell // COLS))
            )

    def _skyscraper_built(self, entry: Entry, ev: SkyscraperBuilt, you: bool) -> None:
        entry.effects.append(
            translate("Log", "a skyscraper rose in {0}").format(district_name(ev.cell // COLS))
        )

    def _medal_taken(self, entry: Entry, ev: MedalTaken, you: bool) -> None:
        entry.effects.append(self._medal(ev, you))

    def _district_completed(self, entry: Entry, ev: DistrictCompleted, you: bool) -> None:
        entry.effects.append(
            _person(
                you,
                translate("Log", "completed {0} (+1 VP)"),
                translate("Log", "completed {0} (+1 VP)", "you"),
            ).format(district_name(ev.district))
        )

    def _bonus_earned(self, entry: Entry, ev: BonusEarned, you: bool) -> None:
        if ev.options:
            return  # told when taken
        entry.effects.append(
            _person(
                you,
                translate("Log", "earned the {0} bonus, but none could be taken"),
                translate("Log", "earned the {0} bonus, but none could be taken", "you"),
            ).format(district_name(ev.district))
        )

    def _bonus_taken(self, entry: Entry, ev: BonusTaken, you: bool) -> None:
        if ev.kind in (BonusKind.VALUE4, BonusKind.DEPOT):
            return  # a bonus card: told when placed
        entry.effects.append(
            _person(you, translate("Log", "took a {0}"), translate("Log", "took a {0}", "you")).format(
                bonus_name(ev.kind)
            )
        )

    def _token_placed(self, entry: Entry, ev: TokenPlaced, you: bool) -> None:
        row, col = divmod(ev.cell, COLS)
        card = self._after.players[ev.player].card_at(row, col) if self._after is not None else None
        if card is not None:  # which card: "put the +2 token on a blue 3 in Waterfront"
            entry.effects.append(
                _person(
                    you,
                    translate("Log", "put the {0} on {1} in {2}"),
                    translate("Log", "put the {0} on {1} in {2}", "you"),
                ).format(bonus_name(ev.kind), a_card(card), district_name(row))
            )
            return
        entry.effects.append(
            _person(
                you,
                translate("Log", "put the {0} on a {1} card"),
                translate("Log", "put the {0} on a {1} card", "you"),
            ).format(bonus_name(ev.kind), district_name(ev.cell // COLS))
        )

    def _game_ended(self, entry: Entry, ev: GameEnded, you: bool) -> None:
        """The end is a line of its own, about the game as a whole."""
        self.entries.append(Entry(-1, entry.turn, text=self.ending(ev)))

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


# Every event type's telling: a new event type without a row here fails the tests.
TELLERS: dict[type, Callable[[GameLog, Entry, Any, bool], None]] = {
    CardDrawn: GameLog._card_drawn,
    CardAddedToColumn: GameLog._card_added_to_column,
    FoundationTokenPlaced: GameLog._foundation_token_placed,
    ColumnTaken: GameLog._column_taken,
    ContractTaken: GameLog._untold,
    ContractsReturned: GameLog._contracts_returned,
    ContractsSpent: GameLog._contracts_spent,
    CardPlaced: GameLog._card_placed,
    CardsDiscarded: GameLog._cards_discarded,
    CableCarsAdded: GameLog._cable_cars_added,
    SquaresConnected: GameLog._squares_connected,
    SkyscraperBuilt: GameLog._skyscraper_built,
    MedalTaken: GameLog._medal_taken,
    DistrictCompleted: GameLog._district_completed,
    BonusEarned: GameLog._bonus_earned,
    BonusTaken: GameLog._bonus_taken,
    TokenPlaced: GameLog._token_placed,
    TurnStarted: GameLog._untold,
    GameEnded: GameLog._game_ended,
}
