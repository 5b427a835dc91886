"""What a person may do now, read from ``legal_actions``.

Nothing here decides what is legal: it only sorts the rules' list of legal actions by the
thing on the table they belong to (the deck, a column, a taken card, a row, a card), so that
the table can light those up and the prompt (:mod:`sf_desktop.words.prompts`) can say them.
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from .actions import (
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
from .cards import COLS, BonusKind


@attrs.frozen
class Affordances:
    """The legal actions of the seat to move, grouped by what they touch on the table."""

    active: bool = False  # a person may act now
    draw: bool = False
    put: tuple[int, ...] = ()
    take: tuple[int, ...] = ()
    placements: tuple[tuple[int, tuple[int, ...]], ...] = ()  # (taken card, rows)
    stop: bool = False
    spend: tuple[int, ...] = ()
    bonus_kinds: tuple[BonusKind, ...] = ()
    bonus_rows: tuple[int, ...] = ()
    bonus_cells: tuple[int, ...] = ()

    def rows_for(self, card: int) -> tuple[int, ...]:
        for c, rows in self.placements:
            if c == card:
                return rows
        return ()


NONE = Affordances()


def affordances(actions: Iterable[Action], active: bool = True) -> Affordances:
    """Sort ``legal_actions(state)`` by table element (empty when ``active`` is False)."""
    if not active:
        return NONE
    put, take, spend, kinds, rows, cells = [], [], [], [], [], []
    placements: dict[int, list[int]] = {}
    draw = stop = False
    for a in actions:
        match a:
            case Draw():
                draw = True
            case PutInColumn(column):
                put.append(column)
            case TakeColumn(column):
                take.append(column)
            case Place(card, row):
                placements.setdefault(card, []).append(row)
            case Stop():
                stop = True
            case SpendContracts(count):
                spend.append(count)
            case ChooseBonus(kind):
                kinds.append(kind)
            case ChooseRow(row):
                rows.append(row)
            case ChooseCard(row, col):
                cells.append(row * COLS + col)
    return Affordances(
        True,
        draw,
        tuple(put),
        tuple(take),
        tuple((c, tuple(r)) for c, r in placements.items()),
        stop,
        tuple(spend),
        tuple(kinds),
        tuple(rows),
        tuple(cells),
    )
