"""A person's keys on the table: Tab and the arrows walk through what may be used now, Enter
(or Space) uses it; D draws, S is Done, digits pick a column, a row, a bonus or a card, Delete
leaves a taken card unplaced, Escape lets go of a choice.

A key takes the same path as the mouse: :class:`TableKeys` reads the table it serves
(:class:`input.InputTable`) and acts through the hands of the table's input (:class:`Hands`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from ...model.actions import CHOOSE_BONUS, DRAW, PUT, STOP, TAKE, Action
from ...model.cards import N_COLUMNS, ROWS
from ...model.state import Phase
from .items import CardItem, TableItem

if TYPE_CHECKING:
    from .input import InputTable


class Hands(Protocol):
    """What a key does through the table's input: what a click, a drop or a choice would do."""

    selected: int | None  # a taken card chosen on the way, waiting for its row
    hurry: Callable[[], None]  # a person acts now: running animations may jump to their end

    def click(self, item: QGraphicsItem) -> None: ...
    def act(self, action: Action) -> None: ...
    def choose_row(self, row: int) -> None: ...
    def click_card(self, item: CardItem) -> None: ...
    def put_aside(self, card: int) -> None: ...


class TableKeys:
    """The keyboard on one table: its focus, the walk through what may be used, the shortcuts."""

    def __init__(self, table: InputTable, hands: Hands) -> None:
        self.table = table
        self.hands = hands
        self.focused: TableItem | None = None  # what Enter uses (Tab walks)

    def drop_unusable_focus(self) -> None:
        """The table lit what may be used now: the focus leaves what may not."""
        if self.focused is not None and not self.focused.clickable:
            self.focus(None)

    def focusables(self) -> list[TableItem]:
        """Everything clickable now, in reading order: what Tab walks through."""
        table = self.table
        state = table.state
        if state is None:  # an empty table (the welcome over it): Tab goes on to the next widget
            return []
        items: list[TableItem] = [table.deck, *table.lanes]
        if state.drawn >= 0 and state.drawn in table.cards:
            items.append(table.cards[state.drawn])
        items += [table.cards[c] for c in state.tray if c in table.cards]
        pending = table.pending_card()
        if pending is not None:
            items.append(pending)
        items += table.choices
        items += table.row_targets
        items += list(table.board_cards().values())
        items += [table.discard, table.done_button, *table.spend_buttons]
        return [it for it in items if it.isVisible() and it.clickable]

    def focus(self, item: TableItem | None) -> None:
        """Put the keyboard focus (its ring) on ``item``, or nowhere."""
        if self.focused is not None:
            self.focused.set_focus_ring(False)
        self.focused = item
        if item is not None:
            item.set_focus_ring(True)
            for view in self.table.views():  # zoomed in: bring the focused thing into sight
                view.ensureVisible(item, 40, 40)

    def walk(self, forward: bool) -> bool:
        """Tab and Shift+Tab walk through what may be used now (False: nothing to walk)."""
        items = self.focusables()
        if not items:
            return False
        step = 1 if forward else -1
        i = items.index(self.focused) if self.focused in items else (-1 if step > 0 else 0)
        self.focus(items[(i + step) % len(items)])
        return True

    def key_press(self, event: QKeyEvent) -> bool:
        """True when the key was the table's (else the scene's default handles it)."""
        key = event.key()
        self.hands.hurry()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.focused is not None and self.focused.clickable:
                self.hands.click(self.focused)
            event.accept()
            return True
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
            # Arrows walk like Tab and Shift+Tab, for those who keep a hand on them.
            self.walk(key in (Qt.Key.Key_Right, Qt.Key.Key_Down))
            event.accept()
            return True
        if key == Qt.Key.Key_Escape:
            self.hands.selected = None
            self.focus(None)
            self.table.set_affordances(self.table.affordances)
            event.accept()
            return True
        if self._shortcut(key, event.text()):
            event.accept()
            return True
        return False

    def _shortcut(self, key: int, text: str) -> bool:
        """Letters and digits: D draws, S is Done, digits pick a column, row, bonus or card."""
        state, affordances = self.table.state, self.table.affordances
        if state is None or not affordances.active:
            return False
        if key == Qt.Key.Key_D and affordances.draw:
            self.hands.act(DRAW)
            return True
        if key == Qt.Key.Key_S and affordances.stop:
            self.hands.act(STOP)
            return True
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and state.phase == Phase.PLACE:
            card = self.hands.selected
            focused = self.focused
            if card is None and isinstance(focused, CardItem) and focused.card in state.tray:
                card = focused.card
            if card is not None:
                self.hands.put_aside(card)
                return True
            return False
        if not text.isdigit():
            return False
        n = int(text) - 1
        if n < 0:
            return False
        if state.phase in (Phase.TURN, Phase.COLUMN) and n < N_COLUMNS:
            if n in affordances.put:
                self.hands.act(PUT[n])
            elif n in affordances.take:
                self.hands.act(TAKE[n])
            return True
        if state.phase == Phase.BONUS_KIND and n < len(affordances.bonus_kinds):
            self.hands.act(CHOOSE_BONUS[affordances.bonus_kinds[n]])
            return True
        if (self.hands.selected is not None or state.phase == Phase.BONUS_ROW) and n < ROWS:
            self.hands.choose_row(n)
            return True
        if state.phase == Phase.PLACE and n < len(state.tray):
            self.hands.click_card(self.table.cards[state.tray[n]])
            return True
        return False
