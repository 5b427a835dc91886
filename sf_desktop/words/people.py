"""Who a sentence is about: a player by name, or "you" for the one person in a solo game.

In a game of one person against AIs the app speaks to that person ("You took column 2",
"Ada is ahead of you"); in a hot-seat game, or one with no person, everyone keeps their name.
Sentences about a player come in two forms, told apart by the disambiguation ``"you"``: the
same English words ("took column 2") are a different verb form in Spanish and Italian.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import attrs
from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate

# The name a person's seat gets when nobody typed one (settings.py): a pronoun, not a name,
# so it is shown in the language of the moment.
DEFAULT_NAME = "You"
# The name the game server gives a seat no friend has taken yet (online/server/room.py): shown
# in the language of the moment too, as "Asiento 2".
FREE_SEAT = re.compile(r"Seat ([1-4])")


def _named(names: Sequence[str], seat: int) -> str:
    if not 0 <= seat < len(names):
        return "?"
    free = FREE_SEAT.fullmatch(names[seat])
    return translate("People", "Seat {0}").format(free.group(1)) if free else names[seat]


def _names(names: Sequence[str]) -> tuple[str, ...]:
    return tuple(names)


@attrs.frozen
class Cast:
    """The players' names, and the seat spoken to as "you" (-1: none)."""

    names: tuple[str, ...] = attrs.field(converter=_names, default=())
    you: int = -1

    @classmethod
    def of(cls, names: Sequence[str], humans: Sequence[bool]) -> Cast:
        """``you`` is the only person's seat when exactly one seat is a person's."""
        people = [i for i, human in enumerate(humans) if human]
        return cls(tuple(names), people[0] if len(people) == 1 and len(names) > 1 else -1)

    def is_you(self, seat: int) -> bool:
        return seat >= 0 and seat == self.you

    def name(self, seat: int) -> str:
        """The player as the subject of a sentence: 'Ada', or 'You'."""
        if self.is_you(seat):
            return translate("People", "You")
        return _named(self.names, seat)

    def label(self, seat: int) -> str:
        """The player's name as a label (a list of players, a board): the name typed, or, for
        the person of a solo game still named by default, "You" in the language shown."""
        if self.is_you(seat) and self.names[seat] == DEFAULT_NAME:
            return translate("People", "You")
        return _named(self.names, seat)

    def object(self, seat: int) -> str:
        """The player after a verb or a preposition: 'Ada', or 'you'."""
        if self.is_you(seat):
            return translate("People", "you", "object")
        return _named(self.names, seat)
