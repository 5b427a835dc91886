"""A person's keys on the table: the arrows and Tab move the keyboard's cursor over the table's
things, Enter (or Space) uses the thing under it (Enter on nothing may be the window's: the
guide's "Got it"); D draws, S is Done, digits pick a column, a row, a bonus or a card, Delete
leaves a taken card unplaced, Escape lets go of a choice.

The cursor is the table's accessible side (:class:`Pointer`, given by ``views/access``): the
same place for the ring a sighted player sees and the focus a screen reader follows. A key
takes the same path as the mouse: :class:`TableKeys` reads the table it serves
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
from ...model.state import GameState, Phase
from ...words.prompts import take_refusal, tray_key_refusal
from .items import CardItem, TableItem

if TYPE_CHECKING:
    from .input import InputTable


class Hands(Protocol):
    """What a key does through the table's input: what a click, a drop or a choice would do."""

    selected: int | None  # a taken card chosen on the way, waiting for its row
    hurry: Callable[[], None]  # a person acts now: running animations may jump to their end
    tell: Callable[[str], None]  # why a key did nothing, shown

    def click(self, item: QGraphicsItem) -> None: ...
    def act(self, action: Action) -> None: ...
    def choose_row(self, row: int) -> None: ...
    def click_card(self, item: CardItem) -> None: ...
    def put_aside(self, card: int) -> None: ...


class Pointer(Protocol):
    """The keyboard's cursor over the table's things (the view's accessible side keeps it)."""

    def move(self, direction: str) -> None: ...  # "next", "previous", "in", "out" (an arrow)
    def walk(self, forward: bool) -> bool: ...  # Tab: the next usable thing; False past the last
    def target(self) -> QGraphicsItem | None: ...  # the item of the thing under the cursor
    def explain(self) -> None: ...  # Enter on what cannot be used now: say why
    def refuse(self, why: str = "") -> None: ...  # a game key did nothing: why, or what may be done
    def clear(self) -> None: ...


ARROWS = {
    Qt.Key.Key_Down: "next",
    Qt.Key.Key_Up: "previous",
    Qt.Key.Key_Right: "in",
    Qt.Key.Key_Left: "out",
}


class TableKeys:
    """The keyboard on one table: its focus, the walk through what may be used, the shortcuts."""

    def __init__(self, table: InputTable, hands: Hands) -> None:
        self.table = table
        self.hands = hands
        self.focused: TableItem | None = None  # the item with the keyboard's ring
        self.pointer: Pointer | None = None  # the cursor (none: a table no view shows)
        # Enter with the cursor on nothing: the window's use for it (the guide's "Got it", the
        # default button of a panel that does not take the keyboard); False: the table answers.
        self.spare_enter: Callable[[], bool] | None = None

    def focus(self, item: TableItem | None) -> None:
        """Put the keyboard's ring on ``item``, or nowhere (the cursor decides where)."""
        if self.focused is not None:
            self.focused.set_focus_ring(False)
        self.focused = item
        if item is not None:
            item.set_focus_ring(True)
            for view in self.table.views():  # zoomed in: bring the focused thing into sight
                view.ensureVisible(item, 40, 40)

    def walk(self, forward: bool) -> bool:
        """Tab and Shift+Tab: the next or previous usable thing; False after the last (the
        keyboard leaves the table for the window's next widget)."""
        return self.pointer.walk(forward) if self.pointer is not None else False

    def key_press(self, event: QKeyEvent) -> bool:
        """True when the key was the table's (else the scene's default handles it)."""
        key = event.key()
        pointer = self.pointer
        self.hands.hurry()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            item = pointer.target() if pointer is not None else None
            if item is not None and getattr(item, "clickable", False) and self.table.affordances.active:
                self.hands.click(item)
            elif (
                item is None
                and key != Qt.Key.Key_Space
                and self.spare_enter is not None
                and self.spare_enter()
            ):
                pass  # the window took it
            elif pointer is not None:
                pointer.explain()
            event.accept()
            return True
        if key in ARROWS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            if pointer is not None:
                pointer.move(ARROWS[Qt.Key(key)])
            event.accept()
            return True
        if key == Qt.Key.Key_Escape:
            self.hands.selected = None
            if pointer is not None:
                pointer.clear()
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
        if (
            state is not None
            and not affordances.active
            and (key in (Qt.Key.Key_D, Qt.Key.Key_S) or text.isdigit())
        ):
            if self.pointer is not None:  # another player's turn: the key says why it does nothing
                self.pointer.explain()
            return self.pointer is not None
        if state is None or not affordances.active:
            return False
        if self._use(key, text, state):
            return True
        if key in (Qt.Key.Key_D, Qt.Key.Key_S) or text.isdigit():
            why = self._why_not(text, state)
            if why:  # seen too, by a player who hears no screen reader (the status bar)
                self.hands.tell(why)
            if self.pointer is not None:  # your turn, and the key does nothing: say why
                self.pointer.refuse(why)
            return self.pointer is not None
        return False

    def _why_not(self, text: str, state: GameState) -> str:
        """Why a column's digit takes nothing, or a digit past the taken cards ("" for any other
        key: the prompt says what may be done)."""
        if state.phase == Phase.TURN and text.isdigit() and 1 <= int(text) <= N_COLUMNS:
            return take_refusal(state, int(text) - 1, True)
        if state.phase == Phase.PLACE and text.isdigit() and int(text) > 0 and self.hands.selected is None:
            return tray_key_refusal(int(text), len(state.tray)) if state.tray else ""
        return ""

    def _use(self, key: int, text: str, state: GameState) -> bool:
        """The person's own key in their turn; False when it did nothing."""
        affordances = self.table.affordances
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
            else:
                return False
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
