"""What a person may do now, read from ``legal_actions``, and how to say it.

The views never decide what is legal: this module only sorts the engine's list of legal
actions by the thing on the table they belong to (the deck, a column, a taken card, a row, a
card), so that the scene can light those up, and words the prompt and the reasons for
columns that cannot be taken.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import attrs
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..model.actions import (
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
from ..model.cards import COLS, LAYOUT, BonusKind
from ..model.rules import awaiting_end
from ..model.state import GameState, Phase

translate = QCoreApplication.translate


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


def take_refusal(state: GameState, column: int, active: bool) -> str:
    """Why a column cannot be taken now, in words (for the tooltip of a dimmed column)."""
    if state.is_over:
        return translate("Prompt", "The game is over.")
    if not active:
        return translate("Prompt", "Wait for your turn.")
    if state.phase == Phase.COLUMN:
        return translate("Prompt", "First put the drawn card at the end of a column.")
    if state.phase != Phase.TURN:
        return translate("Prompt", "You are finishing this turn.")
    n = len(state.columns[column])
    if n == 0:
        return translate("Prompt", "Column {0} is empty.").format(column + 1)
    held = state.player.contracts
    return translate(
        "Prompt",
        "You hold %n contracts: you may only take a column of more than %n cards (this one has {0}).",
        None,
        held,
    ).format(n)


# The districts' names as board.json gives them, marked here for translation.
DISTRICT_NAMES = (
    QT_TRANSLATE_NOOP("District", "Waterfront"),
    QT_TRANSLATE_NOOP("District", "Financial"),
    QT_TRANSLATE_NOOP("District", "Chinatown"),
    QT_TRANSLATE_NOOP("District", "Mission"),
    QT_TRANSLATE_NOOP("District", "Parks"),
)


def district_name(row: int) -> str:
    """The name of the district of ``row`` in the person's language."""
    return translate("District", LAYOUT.districts[row].name)


def bonus_name(kind: BonusKind) -> str:
    return {
        BonusKind.VALUE4: translate("Prompt", "value-4 card"),
        BonusKind.DEPOT: translate("Prompt", "depot card"),
        BonusKind.PLUS2: translate("Prompt", "+2 token"),
        BonusKind.VP15: translate("Prompt", "1.5 VP token"),
        BonusKind.DISCARD: translate("Prompt", "“discard 2 contracts” token"),
        BonusKind.TRACKS: translate("Prompt", "tracks token"),
    }[kind]


def prompt(state: GameState, names: Sequence[str], aff: Affordances, thinking: int) -> tuple[str, str]:
    """A title and a hint for the prompt panel."""
    if state.is_over:
        return translate("Prompt", "Game over"), translate("Prompt", "See the score breakdown.")
    who = names[state.current]
    if not aff.active:
        if thinking >= 0:
            return translate("Prompt", "{0} is thinking…").format(names[thinking]), ""
        return translate("Prompt", "{0}’s turn").format(who), ""
    phase = state.phase
    if phase == Phase.TURN:
        how = []
        if aff.draw:
            how.append(translate("Prompt", "draw a card (click the deck, or D)"))
        if aff.take:
            cols = ", ".join(str(c + 1) for c in aff.take)
            how.append(translate("Prompt", "take a column ({0})").format(cols))
        hint = translate("Prompt", " or ").join(how)
        if aff.spend:
            hint += translate("Prompt", ". You may first discard contracts with your token.")
        return translate("Prompt", "{0}, your turn").format(who), hint[:1].upper() + hint[1:] + "."
    if phase == Phase.COLUMN:
        return (
            translate("Prompt", "Put the drawn card in a column"),
            translate("Prompt", "Drag it onto a column, or click a column (keys 1–3)."),
        )
    if phase == Phase.PLACE and awaiting_end(state):
        # RULES 4: the turn waits for its player, who may still spend the contract token.
        title = (
            translate("Prompt", "All cards placed: Done ends your turn")
            if not state.tray
            else translate("Prompt", "No card left fits: Done ends your turn")
        )
        return title, translate("Prompt", "You may still discard contracts with your token first.")
    if phase == Phase.PLACE:
        n = len(state.tray)
        return (
            translate("Prompt", "Place your cards ({0} left)").format(n),
            translate("Prompt", "Drag each card to its row (or click it). Done discards the rest."),
        )
    if phase == Phase.BONUS_KIND:
        district = district_name(state.bonus_district)
        return (
            translate("Prompt", "{0} bonus!").format(district),
            translate("Prompt", "Choose the district’s bonus or a tracks token (click, or keys 1–2)."),
        )
    if phase == Phase.BONUS_ROW:
        return (
            translate("Prompt", "Place the bonus card"),
            translate("Prompt", "Drag it to a row with room, or click a lit row (keys 1–5)."),
        )
    if phase == Phase.BONUS_CARD:
        what = bonus_name(BonusKind(state.bonus_kind))
        return (
            translate("Prompt", "Put the {0} on a card").format(what),
            translate("Prompt", "Drag it onto a lit card, or click one."),
        )
    return "", ""
