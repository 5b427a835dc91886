"""The prompt panel's words: who is to do what now, and why a column cannot be taken; and what
a row of the large board holds and may still give (its tooltip)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..model.affordances import Affordances
from ..model.cards import CARD_ROW, COLS, LAYOUT, BonusKind
from ..model.rules import awaiting_end
from ..model.state import GameState, Phase
from .glossary import bonus_name, district_name
from .people import Cast

translate = QCoreApplication.translate


def no_room(state: GameState, card: int) -> str:
    """Why a taken card cannot be placed, and what becomes of it (its tooltip, a click on it)."""
    row = CARD_ROW[card]
    if row >= 0 and len(state.players[state.current].rows[row]) >= COLS:
        return translate(
            "Prompt", "No room: the {0} row is full. This card goes to the box when the turn ends."
        ).format(district_name(row))
    return translate("Prompt", "No room for this card on the board: it goes to the box when the turn ends.")


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


def tray_key_refusal(key: int, cards: int) -> str:
    """Why a digit past the taken cards picks nothing while they are placed (a newcomer's
    first guess is a row's number)."""
    if cards == 1:
        return translate(
            "Prompt", "Key {0} picks nothing: key 1 picks the taken card, then a row's key places it."
        ).format(key)
    return translate(
        "Prompt",
        "Key {0} picks nothing: keys 1 to {1} pick a taken card, from the left, then a row's key places it.",
    ).format(key, cards)


def row_tip(state: GameState, seat: int, row: int) -> str:
    """What a row of ``seat``'s board holds and what it may still give (its tooltip)."""
    bonus_text, done = row_prospects(state, seat, row)
    return translate("Table", "{0}: total value {1}; {2}; {3}.").format(
        district_name(row), state.players[seat].row_total(row), bonus_text, done
    )


def row_prospects(state: GameState, seat: int, row: int) -> tuple[str, str]:
    """What a row may still give: its bonus, and its completion token."""
    player = state.players[seat]
    if player.bonuses_had >> row & 1:
        bonus_text = translate("Table", "its bonus is used")
    else:
        bonus = bonus_name(LAYOUT.districts[row].bonus)
        bonus_text = translate("Table", "two bonus symbols here earn the {0} (or a tracks token)").format(
            bonus
        )
    if player.completions >> row & 1:
        done = translate("Table", "you hold its completion token")
    elif state.completions_left >> row & 1:
        done = translate("Table", "filling it first earns its completion token (1 VP)")
    else:
        done = translate("Table", "its completion token is gone")
    return bonus_text, done


def prompt(
    state: GameState, cast: Cast, affordances: Affordances, thinking: int, away: int = -1
) -> tuple[str, str]:
    """A title and a hint for the prompt panel (``away``: the seat to move, whose player has
    left the table)."""
    if state.is_over:
        return translate("Prompt", "Game over"), translate("Prompt", "See the score breakdown.")
    you = cast.is_you(state.current)
    if not affordances.active:
        if thinking >= 0:
            return translate("Prompt", "{0} is thinking…").format(cast.name(thinking)), ""
        if away >= 0:
            return (
                translate("Prompt", "{0} is away").format(cast.name(away)),
                translate("Prompt", "The game goes on when they are back."),
            )
        if you:
            return translate("Prompt", "Your turn"), ""
        return translate("Prompt", "{0}’s turn").format(cast.name(state.current)), ""
    phase = state.phase
    if phase == Phase.TURN:
        how = []
        if affordances.draw:
            how.append(translate("Prompt", "draw a card (click the deck, or D)"))
        if affordances.take:
            cols = ", ".join(str(c + 1) for c in affordances.take)
            how.append(translate("Prompt", "take a column ({0})").format(cols))
        hint = translate("Prompt", " or ").join(how)
        if affordances.spend:
            hint += translate("Prompt", ". You may first discard contracts with your token.")
        title = (
            translate("Prompt", "Your turn")
            if you
            else translate("Prompt", "{0}, your turn").format(cast.name(state.current))
        )
        return title, hint[:1].upper() + hint[1:] + "."
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
        fit = len(affordances.placements)  # a card with no room is counted apart
        hint = translate(
            "Prompt", "Drag each card to its row (or click it, keys 1–5). Done discards the rest."
        )
        stuck = len(state.tray) - fit
        if stuck:
            hint = translate("Prompt", "%n card has no room and goes to the box.", None, stuck) + " " + hint
        return translate("Prompt", "Place your cards (%n left)", None, fit), hint
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
