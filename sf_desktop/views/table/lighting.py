"""Lighting up what a person may use: marks, pointing hands and tooltips from the affordances;
and the things an action uses, for a suggested move (or a review's best move) to be marked.

The scene lights its table whenever the state or the affordances change; what the person
chose on the way (a selected card, a drag) comes from its :class:`input.TableInput`, and what
is lit is what the input accepts. Nothing here acts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from ...model.actions import (
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
from ...model.cards import COLS
from ...model.state import Phase
from ...words.glossary import describe_card
from ...words.prompts import no_room, take_refusal
from .items import Mark, TableItem

if TYPE_CHECKING:
    from .input import InputTable, TableInput

translate = QCoreApplication.translate


def light_up(table: InputTable, chosen: TableInput) -> None:
    """Light the deck, the columns, the taken cards, the rows, the spaces and the buttons."""
    state, affordances = table.state, table.affordances
    assert state is not None
    in_turn = affordances.active and state.phase == Phase.TURN
    table.deck.set_clickable(affordances.draw)
    table.deck.set_mark(Mark.LEGAL if affordances.draw else Mark.NONE)
    table.deck.setToolTip(translate("Table", "Draw the top card (D)") if affordances.draw else "")
    for c, lane in enumerate(table.lanes):
        usable = c in affordances.put or c in affordances.take
        lane.set_clickable(usable)
        if usable:
            lane.set_mark(Mark.LEGAL)
            lane.setToolTip(
                translate("Table", "Put the drawn card here ({0})").format(c + 1)
                if c in affordances.put
                else translate("Table", "Take this column ({0})").format(c + 1)
            )
        else:
            lane.set_mark(Mark.DIM if in_turn else Mark.NONE)
            lane.setToolTip(take_refusal(state, c, affordances.active))
        for card in state.columns[c]:
            item = table.cards.get(card)
            if item is not None:
                item.set_clickable(usable)
                item.set_mark(Mark.DIM if in_turn and not usable else Mark.NONE)
    for card in state.tray:
        item = table.cards.get(card)
        if item is not None:
            item.set_clickable(bool(affordances.rows_for(card)))
            stuck = affordances.stop and not affordances.rows_for(card)
            item.set_mark(Mark.SELECTED if card == chosen.selected else Mark.DIM if stuck else Mark.NONE)
            item.setToolTip(describe_card(card) + ("\n" + no_room(state, card) if stuck else ""))
    pending = table.pending_card()
    if pending is not None:
        pending.set_clickable(bool(affordances.bonus_rows))
        pending.set_mark(Mark.SELECTED if affordances.bonus_rows else Mark.NONE)
    light_rows(table, chosen)
    light_cells(table)
    # While a step is shown the person's next decision already says Done (inert until then).
    done_state, done = (state, affordances) if table.coming is None else table.coming
    table.done_button.setVisible(done.stop)
    if done.stop:
        left = len(done.placements)  # the cards that still fit; one without room is counted apart
        table.done_button.set_text(
            translate("Table", "Done") if left == 0 else translate("Table", "Done ({0})").format(left)
        )
        table.done_button.setToolTip(
            translate("Table", "End your turn (S)")
            if not done_state.tray
            else translate("Table", "Stop placing: the cards left go to the box (S)")
        )
    for n, button in zip((1, 2), table.spend_buttons, strict=True):
        button.setVisible(n in affordances.spend)


def why_not_at(table: InputTable, at: QPointF) -> str:
    """Why a press at ``at`` does nothing, when it is on a taken card with no room ("" else)."""
    state, affordances = table.state, table.affordances
    if state is None or not affordances.stop:
        return ""
    for card in state.tray:
        item = table.cards.get(card)
        if item is not None and item.isVisible() and item.sceneBoundingRect().contains(at):
            return "" if affordances.rows_for(card) else no_room(state, card)
    return ""


def light_rows(table: InputTable, chosen: TableInput, extra: Sequence[int] = ()) -> None:
    """Light the rows a card may go to now (and ``extra`` ones); none is clicked mid-drag."""
    rows = set(chosen.rows_to_light()) | set(extra)
    for r, target in enumerate(table.row_targets):
        target.set_mark(Mark.LEGAL if r in rows else Mark.NONE)
        target.set_clickable(r in rows and not chosen.dragging)
        target.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if r in rows else Qt.MouseButton.NoButton)


def light_cells(table: InputTable) -> None:
    """Light the spaces of the large board a bonus token may go on (the mover's own board)."""
    state = table.state
    cells = set(table.affordances.bonus_cells) if state and state.current == table.focus else set()
    for cell, item in table.board_cards().items():
        item.set_mark(Mark.LEGAL if cell in cells else Mark.NONE)
        item.set_clickable(cell in cells)


def action_targets(table: InputTable, action: Action) -> list[TableItem]:
    """The things on the table that ``action`` uses, in the order a person would touch them."""
    match action:
        case Draw():
            return [table.deck]
        case PutInColumn(column) | TakeColumn(column):
            return [table.lanes[column]]
        case Place(card, row):
            item = table.cards.get(card)
            return [*([item] if item is not None else []), table.row_targets[row]]
        case Stop():
            return [table.done_button]
        case SpendContracts(count):
            return [table.spend_buttons[count - 1]]
        case ChooseBonus(kind):
            return [c for c in table.choices if c.kind == kind]
        case ChooseRow(row):
            return [table.row_targets[row]]
        case ChooseCard(row, col):
            on_board = table.board_cards().get(row * COLS + col)
            token: list[TableItem] = [table.token_item] if table.token_item is not None else []
            return [*token, *([on_board] if on_board is not None else [])]
    return []
