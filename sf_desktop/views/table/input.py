"""A person's input on the table: clicks, drags and keys turned into actions.

Like KDE's kpat, cards are dragged inside the scene (no QDrag): on release the legal target
with the largest overlap wins, or the card animates back. What may be used comes from the
affordances the table was given (``legal_actions`` sorted by table element); a drop, a click
or a key becomes an action handed to ``ask``. Nothing here changes the game.

:class:`TableInput` is composed into the scene, which forwards Qt's mouse and key events to it
(the keys to its :class:`keys.TableKeys`, which take the mouse's paths); what they read of the
scene is declared in :class:`InputTable`. Lifting the deck asks for a draw like any other
action: the drag waits for the scene to show the drawn card (the model's normal path) and then
carries it on under the pointer.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QGraphicsView

from ...model.actions import CHOOSE_BONUS, CHOOSE_CARD, CHOOSE_ROW, DRAW, PLACE, PUT, STOP, TAKE, Action
from ...model.affordances import Affordances
from ...model.state import GameState
from . import card_art
from .city_board import RowTargetItem
from .drag import DragSpec, Target
from .items import ButtonItem, CardItem, ChoiceItem, Mark, PieceItem, TableItem
from .keys import TableKeys
from .lighting import light_rows
from .project_board import DeckItem, DiscardZoneItem, LaneItem
from .scene_plan import Z_FLYER, Plan, Spot

DRAG_START = 7.0  # scene units the pointer must travel before a press becomes a drag


class InputTable(Protocol):
    """What the input (and :mod:`lighting`) read of the table they serve: the state shown, what
    may be used, and the things a person can touch. They move and mark those things, nothing else."""

    state: GameState | None
    affordances: Affordances
    coming: tuple[GameState, Affordances] | None  # the person's next decision, while a step is shown
    speed: float  # the animation speed factor: 0 puts things home at once
    deck: DeckItem
    discard: DiscardZoneItem
    lanes: list[LaneItem]
    row_targets: list[RowTargetItem]
    choices: list[ChoiceItem]
    token_item: PieceItem | None
    done_button: ButtonItem
    spend_buttons: list[ButtonItem]
    cards: dict[int, CardItem]
    focus: int | None  # the seat whose board is shown large

    def plan(self, state: GameState) -> Plan: ...
    def token_home(self, plan: Plan) -> QPointF: ...
    def pending_card(self) -> CardItem | None: ...
    def board_cards(self) -> dict[int, CardItem]: ...
    def focus_board_rect(self) -> QRectF | None: ...
    def tray_rect(self) -> QRectF: ...
    def set_affordances(self, affordances: Affordances) -> None: ...
    def items(self, pos: QPointF) -> list[QGraphicsItem]: ...
    def views(self) -> list[QGraphicsView]: ...


class TableInput:
    """A person's gestures on one table. ``ask`` takes the action a person asked for; ``hurry``
    says a person is acting now (running animations may jump to their end); ``tell`` shows why
    what a person pressed did nothing."""

    def __init__(
        self,
        table: InputTable,
        ask: Callable[[Action], None],
        hurry: Callable[[], None],
        tell: Callable[[str], None],
    ) -> None:
        self.table = table
        self.ask = ask
        self.hurry = hurry
        self.tell = tell
        self.selected: int | None = None  # a taken card chosen by a click, waiting for its row
        self.set_aside: list[int] = []  # taken cards the person left unplaced for now
        self.keys = TableKeys(table, self)  # Tab, the arrows, Enter and the shortcut keys
        self._press: tuple[QGraphicsItem, QPointF] | None = None
        self._drag: DragSpec | None = None
        self._draw_pointer: QPointF | None = None  # the deck was lifted: the pointer, until the card shows

    # ------------------------------------------------------------------ what the scene asks

    @property
    def dragging(self) -> bool:
        return self._drag is not None

    @property
    def awaiting_draw(self) -> bool:
        """The deck was lifted and the drawn card is not on the table yet."""
        return self._draw_pointer is not None

    def dragged_items(self) -> list[QGraphicsItem]:
        """What the pointer holds: syncing to a state leaves these where they are."""
        return list(self._drag.items) if self._drag is not None else []

    def forget_gone(self, state: GameState) -> None:
        """Drop the choices that ``state`` no longer allows (cards that left the tray)."""
        self.set_aside = [c for c in self.set_aside if c in state.tray]
        if self.selected is not None and self.selected not in state.tray:
            self.selected = None

    def reset(self) -> None:
        """Another game is on the table: nothing held, chosen or waited for, and no keyboard ring
        left from the last game (it comes back with the first key)."""
        self.cancel_drag()
        self.set_aside = []
        self.selected = None
        if self.keys.pointer is not None:
            self.keys.pointer.clear()

    def keep_usable_choice(self) -> None:
        """A selected card stays chosen only while it may still be placed."""
        affordances = self.table.affordances
        if not affordances.active or (self.selected is not None and not affordances.rows_for(self.selected)):
            self.selected = None

    def affordances_shown(self) -> None:
        """The table lit what may be used now: a drag waiting for its drawn card goes on with it
        under the pointer once the card may be put (any other answer ends the wait: the card
        lies drawn; the table lit again before the draw came back is no answer). The keyboard's
        cursor stays where it is (it says what it is on)."""
        state, affordances = self.table.state, self.table.affordances
        if self._draw_pointer is None or not affordances.active:
            return
        if affordances.draw and state is not None and state.drawn < 0:
            return  # the draw is not shown yet (online: the server has not answered): wait on
        at, self._draw_pointer = self._draw_pointer, None
        if state is None or state.drawn < 0 or state.drawn not in self.table.cards:
            return
        item = self.table.cards[state.drawn]
        spec = self._drag_spec(item)
        if spec is None:
            return
        item.setPos(at - QPointF(card_art.CARD_W / 2, card_art.CARD_H / 2) * item.scale())
        self._start_drag(spec, at)
        spec.follow(at)

    # ------------------------------------------------------------------ intents

    def act(self, action: Action) -> None:
        """Ask for ``action``; a choice made on the way is spent."""
        self.selected = None
        self.ask(action)

    def click(self, item: QGraphicsItem) -> None:
        """A click (or Enter on the focused item): the same path as a drop, one step shorter."""
        table = self.table
        state, affordances = table.state, table.affordances
        if state is None or not affordances.active:
            return
        if isinstance(item, ButtonItem):
            item.clicked.emit()
            return
        if item is table.deck and affordances.draw:
            self.act(DRAW)
            return
        lane = self._lane_of(item)
        if lane is not None:
            if lane in affordances.put:
                self.act(PUT[lane])
            elif lane in affordances.take:
                self.act(TAKE[lane])
            return
        if isinstance(item, ChoiceItem):
            self.act(CHOOSE_BONUS[item.kind])
            return
        if isinstance(item, RowTargetItem):
            self.choose_row(item.row)
            return
        if isinstance(item, CardItem):
            self.click_card(item)
            return
        if item is table.discard and self.selected is not None:
            self.put_aside(self.selected)

    def click_card(self, item: CardItem) -> None:
        state, affordances = self.table.state, self.table.affordances
        assert state is not None
        card = item.card
        if card in self.set_aside:
            self.set_aside.remove(card)
            self._relayout_tray()
            return
        if card in state.tray:
            rows = affordances.rows_for(card)
            if len(rows) == 1:
                self.act(PLACE[card][rows[0]])
            elif rows:
                self.selected = None if self.selected == card else card
                self.table.set_affordances(affordances)
            return
        cell = self._board_cell_of(item)
        if cell is not None and cell in affordances.bonus_cells:
            self.act(CHOOSE_CARD[cell])

    def choose_row(self, row: int) -> None:
        affordances = self.table.affordances
        if self.selected is not None:
            if row in affordances.rows_for(self.selected):
                self.act(PLACE[self.selected][row])
        elif row in affordances.bonus_rows:
            self.act(CHOOSE_ROW[row])

    def rows_to_light(self) -> tuple[int, ...]:
        """The rows a card may go to now: the selected card's, else the pending bonus card's."""
        if self.selected is not None:
            return self.table.affordances.rows_for(self.selected)
        return self.table.affordances.bonus_rows

    def _lane_of(self, item: QGraphicsItem) -> int | None:
        if isinstance(item, LaneItem):
            return item.column
        state = self.table.state
        if isinstance(item, CardItem) and state is not None:
            for c, column in enumerate(state.columns):
                if item.card in column:
                    return c
        return None

    def _board_cell_of(self, item: CardItem) -> int | None:
        for cell, card_item in self.table.board_cards().items():
            if card_item is item:
                return cell
        return None

    def put_aside(self, card: int) -> None:
        """Leave a taken card unplaced; when none is left to place, the turn is done."""
        if card not in self.set_aside:
            self.set_aside.append(card)
        self.selected = None
        state = self.table.state
        assert state is not None
        if all(c in self.set_aside for c in state.tray) and self.table.affordances.stop:
            self._relayout_tray()
            self.act(STOP)
            return
        self._relayout_tray()
        self.table.set_affordances(self.table.affordances)

    def _relayout_tray(self) -> None:
        state = self.table.state
        if state is None:
            return
        plan = self.table.plan(state)
        for card in state.tray:
            spot = plan.cards.get(card)
            if spot is not None:
                self.move_home(self.table.cards[card], spot)

    def move_home(self, item: TableItem, spot: Spot | QPointF) -> None:
        """Animate an item back to where it belongs (a refused drop, a re-fanned tray)."""
        pos = spot.pos if isinstance(spot, Spot) else spot
        if isinstance(spot, Spot):
            item.setZValue(spot.z)
            item.setScale(spot.scale)
        if isinstance(item, CardItem):
            item.set_lifted(False)
        duration = int(220 * self.table.speed)
        if duration <= 0:
            item.setPos(pos)
            return
        anim = QPropertyAnimation(item, b"pos", item)
        anim.setDuration(duration)
        anim.setEndValue(pos)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)

    # ------------------------------------------------------------------ dragging

    def _drag_spec(self, item: QGraphicsItem) -> DragSpec | None:
        table = self.table
        state, affordances = table.state, table.affordances
        if state is None or not affordances.active:
            return None
        board = table.focus_board_rect()
        if item is table.deck and affordances.draw:
            return DragSpec([table.deck], [], draws=True)
        if isinstance(item, CardItem) and item.card == state.drawn and affordances.put:
            lanes = table.lanes
            targets: list[Target] = [
                (lanes[c].rect, partial(self.act, PUT[c]), lanes[c]) for c in affordances.put
            ]
            return DragSpec([item], targets)
        lane = self._lane_of(item)
        if lane is not None and lane in affordances.take and board is not None:
            items = [table.cards[c] for c in state.columns[lane] if c in table.cards]
            zone = board.united(table.tray_rect())
            return DragSpec(items, [(zone, partial(self.act, TAKE[lane]), None)])
        if isinstance(item, CardItem) and item.card in state.tray:
            rows = affordances.rows_for(item.card)
            if not rows:
                return None
            targets = [
                (table.row_targets[r].rect, partial(self.act, PLACE[item.card][r]), table.row_targets[r])
                for r in rows
            ]
            if item.card not in self.set_aside:
                targets.append((table.discard.rect, partial(self.put_aside, item.card), table.discard))
            return DragSpec([item], targets)
        pending = table.pending_card()
        if item is pending and pending is not None and affordances.bonus_rows:
            targets = [
                (table.row_targets[r].rect, partial(self.act, CHOOSE_ROW[r]), table.row_targets[r])
                for r in affordances.bonus_rows
            ]
            return DragSpec([item], targets)
        if item is table.token_item and affordances.bonus_cells:
            cells = table.board_cards()
            targets = [
                (
                    cells[c].sceneBoundingRect().intersected(cells[c].mapRectToScene(card_art.CARD_RECT)),
                    partial(self.act, CHOOSE_CARD[c]),
                    cells[c],
                )
                for c in affordances.bonus_cells
                if c in cells
            ]
            return DragSpec([item], targets)
        if isinstance(item, ChoiceItem) and board is not None:
            return DragSpec([item], [(board, partial(self.act, CHOOSE_BONUS[item.kind]), None)])
        return None

    def _lift_deck(self, at: QPointF) -> None:
        """Lifting the deck's top card asks for it to be drawn: the player sees it before choosing
        a column. The drag goes on when the table shows the drawn card (:meth:`affordances_shown`);
        a person acting need not watch it fly."""
        self._draw_pointer = at
        self.act(DRAW)
        self.hurry()

    def _start_drag(self, spec: DragSpec, at: QPointF) -> None:
        spec.lift(at)
        self._drag = spec
        light_rows(self.table, self, [])
        spec.light_targets()

    def _drop(self) -> None:
        drag = self._drag
        assert drag is not None
        self._drag = None
        best = drag.put_down()
        if best is not None:
            best[1]()  # an action animates from here; a refused one comes back through settle_all
            return
        self._settle(drag)

    def _settle(self, drag: DragSpec) -> None:
        """Send dragged items home (the state's places), animated: a refused drop."""
        table = self.table
        state = table.state
        if state is None:
            return
        plan = table.plan(state)
        for it, home in zip(drag.items, drag.homes, strict=True):
            if isinstance(it, CardItem) and it.card in plan.cards:
                self.move_home(it, plan.cards[it.card])
            elif it is table.token_item:
                it.setZValue(Z_FLYER - 1)
                self.move_home(it, table.token_home(plan))
            elif isinstance(it, ChoiceItem):
                it.setZValue(Z_FLYER - 2)
                self.move_home(it, home)
            else:
                self.move_home(it, home)
        table.set_affordances(table.affordances)

    def settle_all(self) -> None:
        """Animate every card back to where the state puts it (after a refused action)."""
        self._draw_pointer = None
        table = self.table
        state = table.state
        if state is None:
            return
        plan = table.plan(state)
        for card, spot in plan.cards.items():
            item = table.cards.get(card)
            if item is not None and (item.pos() != spot.pos or item.scale() != spot.scale):
                self.move_home(item, spot)
        if table.token_item is not None:
            self.move_home(table.token_item, table.token_home(plan))
        table.set_affordances(table.affordances)

    def cancel_drag(self) -> None:
        if self._drag is not None:
            drag, self._drag = self._drag, None
            drag.light_targets(Mark.NONE)
            self._settle(drag)
        self._press = None
        self._draw_pointer = None

    # ------------------------------------------------------------------ mouse (forwarded by the scene)

    def _interactive_at(self, pos: QPointF) -> QGraphicsItem | None:
        for item in self.table.items(pos):
            if isinstance(item, TableItem) and item.isVisible() and (item.clickable or self._drag_spec(item)):
                return item
        return None

    def mouse_press(self, event: QGraphicsSceneMouseEvent) -> bool:
        """True when the press was the table's to take (else the scene's default handles it)."""
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        self.hurry()
        item = self._interactive_at(event.scenePos())
        if item is None:
            if self.selected is not None:
                self.selected = None
                self.table.set_affordances(self.table.affordances)
            return False
        self._press = (item, event.scenePos())
        event.accept()
        return True

    def mouse_move(self, event: QGraphicsSceneMouseEvent) -> bool:
        if self._drag is not None:
            self._drag.follow(event.scenePos())
            event.accept()
            return True
        if self._draw_pointer is not None:
            self._draw_pointer = event.scenePos()
            event.accept()
            return True
        if self._press is not None:
            item, at = self._press
            if (event.scenePos() - at).manhattanLength() >= DRAG_START:
                spec = self._drag_spec(item)
                if spec is not None:
                    self._press = None
                    if spec.draws:
                        self._lift_deck(event.scenePos())
                    else:
                        self._start_drag(spec, at)
                        spec.follow(event.scenePos())
                    event.accept()
                    return True
        return False

    def mouse_release(self, event: QGraphicsSceneMouseEvent) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if self._drag is not None:
            self._drag.follow(event.scenePos())
            self._drop()
            event.accept()
            return True
        if self._draw_pointer is not None:  # let go before the drawn card showed: it lies drawn
            self._draw_pointer = None
            event.accept()
            return True
        if self._press is not None:
            item, _ = self._press
            self._press = None
            if item.isVisible():
                self.click(item)
            event.accept()
            return True
        return False
