"""A person's input on the table: clicks, drags and keys turned into actions.

Like KDE's kpat, cards are dragged inside the scene (no QDrag): on release the legal target
with the largest overlap wins, or the card animates back. What may be used comes from the
affordances the scene was given (``legal_actions`` sorted by table element); a drop, a click
or a key becomes an action emitted as ``intent``. Nothing here changes the game.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from ...model.actions import CHOOSE_BONUS, CHOOSE_CARD, CHOOSE_ROW, DRAW, PLACE, PUT, STOP, TAKE, Action
from ...model.cards import N_COLUMNS, ROWS
from ...model.state import Phase
from . import card_art, layout
from .city_board import RowTargetItem
from .items import ButtonItem, CardItem, ChoiceItem, TableItem
from .project_board import LaneItem
from .scene_plan import Z_DRAG, Z_FLYER, Spot

DRAG_START = 7.0  # scene units the pointer must travel before a press becomes a drag


@attrs.define
class DragSpec:
    """What a drag moves and where it may land: (rect, what to do, item to light up)."""

    items: list[QGraphicsItem]
    targets: list[tuple[QRectF, Callable[[], None], TableItem | None]]
    grab: QPointF = attrs.Factory(QPointF)
    homes: list[QPointF] = attrs.Factory(list)
    hover: TableItem | None = None


class TableInput:
    """The input half of :class:`table_scene.TableScene` (a mixin: it reads the scene's items
    and affordances and emits the scene's ``intent`` and ``pressed`` signals)."""

    # ------------------------------------------------------------------ intents

    def _emit(self, action: Action) -> None:
        self.selected = None
        self.intent.emit(action)

    def _click(self, item: QGraphicsItem) -> None:
        """A click (or Enter on the focused item): the same path as a drop, one step shorter."""
        state, aff = self.state, self.aff
        if state is None or not aff.active:
            return
        if isinstance(item, ButtonItem):
            item.clicked.emit()
            return
        if item is self.deck and aff.draw:
            self._emit(DRAW)
            return
        lane = self._lane_of(item)
        if lane is not None:
            if lane in aff.put:
                self._emit(PUT[lane])
            elif lane in aff.take:
                self._emit(TAKE[lane])
            return
        if isinstance(item, ChoiceItem):
            self._emit(CHOOSE_BONUS[item.kind])
            return
        if isinstance(item, RowTargetItem):
            self._choose_row(item.row)
            return
        if isinstance(item, CardItem):
            self._click_card(item)
            return
        if item is self.discard and self.selected is not None:
            self._set_aside(self.selected)

    def _click_card(self, item: CardItem) -> None:
        state, aff = self.state, self.aff
        assert state is not None
        card = item.card
        if card in self.set_aside:
            self.set_aside.remove(card)
            self._relayout_tray()
            return
        if card in state.tray:
            rows = aff.rows_for(card)
            if len(rows) == 1:
                self._emit(PLACE[card][rows[0]])
            elif rows:
                self.selected = None if self.selected == card else card
                self.set_affordances(aff)
            return
        cell = self._focus_cell_of(item)
        if cell is not None and cell in aff.bonus_cells:
            self._emit(CHOOSE_CARD[cell])

    def _choose_row(self, row: int) -> None:
        aff = self.aff
        if self.selected is not None:
            if row in aff.rows_for(self.selected):
                self._emit(PLACE[self.selected][row])
        elif row in aff.bonus_rows:
            self._emit(CHOOSE_ROW[row])

    def _lane_of(self, item: QGraphicsItem) -> int | None:
        if isinstance(item, LaneItem):
            return item.column
        if isinstance(item, CardItem) and self.state is not None:
            for c, column in enumerate(self.state.columns):
                if item.card in column:
                    return c
        return None

    def _focus_cell_of(self, item: CardItem) -> int | None:
        for cell, it in self._focus_cards().items():
            if it is item:
                return cell
        return None

    def _set_aside(self, card: int) -> None:
        """Leave a taken card unplaced; when none is left to place, the turn is done."""
        if card not in self.set_aside:
            self.set_aside.append(card)
        self.selected = None
        state = self.state
        assert state is not None
        if all(c in self.set_aside for c in state.tray) and self.aff.stop:
            self._relayout_tray()
            self._emit(STOP)
            return
        self._relayout_tray()
        self.set_affordances(self.aff)

    def _relayout_tray(self) -> None:
        state = self.state
        if state is None:
            return
        plan = self.plan(state)
        for card in state.tray:
            spot = plan.cards.get(card)
            if spot is not None:
                self.move_home(self.cards[card], spot)

    def move_home(self, item: QGraphicsItem, spot: Spot | QPointF) -> None:
        """Animate an item back to where it belongs (a refused drop, a re-fanned tray)."""
        pos = spot.pos if isinstance(spot, Spot) else spot
        if isinstance(spot, Spot):
            item.setZValue(spot.z)
            item.setScale(spot.scale)
        if isinstance(item, CardItem):
            item.set_lifted(False)
        duration = int(220 * self.speed)
        if duration <= 0:
            item.setPos(pos)
            return
        anim = QPropertyAnimation(item, b"pos", self)
        anim.setDuration(duration)
        anim.setEndValue(pos)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)

    # ------------------------------------------------------------------ dragging

    def _drag_spec(self, item: QGraphicsItem) -> DragSpec | None:
        state, aff = self.state, self.aff
        if state is None or not aff.active:
            return None
        focus = self.boards.get(self.focus) if self.focus is not None else None
        if item is self.deck and aff.draw:
            return DragSpec([self.deck], [])  # becomes the drawn card once it moves
        if isinstance(item, CardItem) and item.card == state.drawn and aff.put:
            targets = [(self.lanes[c].rect, lambda c=c: self._emit(PUT[c]), self.lanes[c]) for c in aff.put]
            return DragSpec([item], targets)
        lane = self._lane_of(item)
        if lane is not None and lane in aff.take and focus is not None:
            items = [self.cards[c] for c in state.columns[lane] if c in self.cards]
            zone = focus.geometry.rect.united(layout.TRAY_RECT)
            return DragSpec(items, [(zone, lambda c=lane: self._emit(TAKE[c]), None)])
        if isinstance(item, CardItem) and item.card in state.tray:
            rows = aff.rows_for(item.card)
            if not rows:
                return None
            targets = [
                (
                    self.row_targets[r].rect,
                    lambda r=r, c=item.card: self._emit(PLACE[c][r]),
                    self.row_targets[r],
                )
                for r in rows
            ]
            if item.card not in self.set_aside:
                targets.append((self.discard.rect, lambda c=item.card: self._set_aside(c), self.discard))
            return DragSpec([item], targets)
        pending = self._pending_card()
        if item is pending and pending is not None and aff.bonus_rows:
            targets = [
                (self.row_targets[r].rect, lambda r=r: self._emit(CHOOSE_ROW[r]), self.row_targets[r])
                for r in aff.bonus_rows
            ]
            return DragSpec([item], targets)
        if item is self.token_item and aff.bonus_cells:
            cells = self._focus_cards()
            targets = [
                (
                    cells[c].sceneBoundingRect().intersected(cells[c].mapRectToScene(card_art.CARD_RECT)),
                    lambda c=c: self._emit(CHOOSE_CARD[c]),
                    cells[c],
                )
                for c in aff.bonus_cells
                if c in cells
            ]
            return DragSpec([item], targets)
        if isinstance(item, ChoiceItem) and focus is not None:
            return DragSpec(
                [item], [(focus.geometry.rect, lambda k=item.kind: self._emit(CHOOSE_BONUS[k]), None)]
            )
        return None

    def _start_drag(self, spec: DragSpec, at: QPointF) -> None:
        state = self.state
        assert state is not None
        if spec.items == [self.deck]:
            # Lifting the deck's top card draws it: the player sees it before choosing a column.
            self._emit(DRAW)
            self.pressed.emit()  # show the drawn card at once
            state = self.state
            if state is None or state.drawn < 0 or state.drawn not in self.cards:
                return
            item = self.cards[state.drawn]
            item.setPos(at - QPointF(card_art.CARD_W / 2, card_art.CARD_H / 2))
            new = self._drag_spec(item)
            if new is None:
                return
            spec = new
        spec.grab = at
        spec.homes = [it.pos() for it in spec.items]
        for it in spec.items:
            it.setZValue(Z_DRAG + it.zValue() / 1000)
            if isinstance(it, CardItem):
                it.set_lifted(True)
        self._drag = spec
        self._mark_rows([])
        for _rect, _act, target in spec.targets:
            if target is not None:
                target.set_mark("legal")

    def _drag_rect(self) -> QRectF:
        assert self._drag is not None
        first = self._drag.items[0]
        if isinstance(first, CardItem):
            return first.mapRectToScene(card_art.CARD_RECT)
        return first.sceneBoundingRect()

    def _best_target(self) -> tuple[QRectF, Callable[[], None], TableItem | None] | None:
        assert self._drag is not None
        rect = self._drag_rect()
        best, best_area = None, 0.0
        for target in self._drag.targets:
            inter = rect.intersected(target[0])
            area = inter.width() * inter.height()
            if area > best_area:
                best, best_area = target, area
        return best

    def _move_drag(self, at: QPointF) -> None:
        drag = self._drag
        assert drag is not None
        delta = at - drag.grab
        for it, home in zip(drag.items, drag.homes, strict=True):
            it.setPos(home + delta)
        best = self._best_target()
        hover = best[2] if best else None
        if hover is not drag.hover:
            if drag.hover is not None:
                drag.hover.set_mark("legal")
            if hover is not None:
                hover.set_mark("hover")
            drag.hover = hover

    def _drop(self) -> None:
        drag = self._drag
        assert drag is not None
        best = self._best_target()
        self._end_drag_marks()
        self._drag = None
        for it in drag.items:
            if isinstance(it, CardItem):
                it.set_lifted(False)
        if best is not None:
            best[1]()  # an action animates from here; a refused one comes back through settle_all
            return
        self._settle(drag)

    def _settle(self, drag: DragSpec) -> None:
        """Send dragged items home (the state's places), animated: a refused drop."""
        state = self.state
        if state is None:
            return
        plan = self.plan(state)
        for it, home in zip(drag.items, drag.homes, strict=True):
            if isinstance(it, CardItem) and it.card in plan.cards:
                self.move_home(it, plan.cards[it.card])
            elif it is self.token_item:
                it.setZValue(Z_FLYER - 1)
                self.move_home(it, self.token_home(plan))
            elif isinstance(it, ChoiceItem):
                it.setZValue(Z_FLYER - 2)
                self.move_home(it, home)
            else:
                self.move_home(it, home)
        self.set_affordances(self.aff)

    def _end_drag_marks(self) -> None:
        if self._drag is None:
            return
        for _rect, _act, target in self._drag.targets:
            if target is not None:
                target.set_mark("")

    def settle_all(self) -> None:
        """Animate every card back to where the state puts it (after a refused action)."""
        state = self.state
        if state is None:
            return
        plan = self.plan(state)
        for card, spot in plan.cards.items():
            item = self.cards.get(card)
            if item is not None and (item.pos() != spot.pos or item.scale() != spot.scale):
                self.move_home(item, spot)
        if self.token_item is not None:
            self.move_home(self.token_item, self.token_home(plan))
        self.set_affordances(self.aff)

    def cancel_drag(self) -> None:
        if self._drag is not None:
            drag = self._drag
            self._end_drag_marks()
            self._drag = None
            self._settle(drag)
        self._press = None

    @property
    def dragging(self) -> bool:
        return self._drag is not None

    # ------------------------------------------------------------------ mouse

    def _interactive_at(self, pos: QPointF) -> QGraphicsItem | None:
        for item in self.items(pos):
            if isinstance(item, TableItem) and item.isVisible() and (item.clickable or self._drag_spec(item)):
                return item
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self.pressed.emit()
        item = self._interactive_at(event.scenePos())
        if item is None:
            if self.selected is not None:
                self.selected = None
                self.set_affordances(self.aff)
            super().mousePressEvent(event)
            return
        self._press = (item, event.scenePos())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag is not None:
            self._move_drag(event.scenePos())
            event.accept()
            return
        if self._press is not None:
            item, at = self._press
            if (event.scenePos() - at).manhattanLength() >= DRAG_START:
                spec = self._drag_spec(item)
                if spec is not None:
                    self._press = None
                    self._start_drag(spec, at)
                    if self._drag is not None:
                        self._move_drag(event.scenePos())
                    event.accept()
                    return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        if self._drag is not None:
            self._move_drag(event.scenePos())
            self._drop()
            event.accept()
            return
        if self._press is not None:
            item, _ = self._press
            self._press = None
            if item.isVisible():
                self._click(item)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    # ------------------------------------------------------------------ keyboard

    def focusables(self) -> list[TableItem]:
        """Everything clickable now, in reading order: what Tab walks through."""
        items: list[TableItem] = [self.deck, *self.lanes]
        if self.state is not None:
            if self.state.drawn >= 0 and self.state.drawn in self.cards:
                items.append(self.cards[self.state.drawn])
            items += [self.cards[c] for c in self.state.tray if c in self.cards]
        pending = self._pending_card()
        if pending is not None:
            items.append(pending)
        items += self.choices
        items += self.row_targets
        items += list(self._focus_cards().values())
        items += [self.discard, self.done_button, *self.spend_buttons]
        return [it for it in items if it.isVisible() and it.clickable]

    def _set_kb(self, item: TableItem | None) -> None:
        if self._kb_item is not None:
            self._kb_item.set_focus_ring(False)
        self._kb_item = item
        if item is not None:
            item.set_focus_ring(True)
            for view in self.views():  # zoomed in: bring the focused thing into sight
                view.ensureVisible(item, 40, 40)

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab walk through what may be used now (the scene gets Tab here)."""
        items = self.focusables()
        if not items:
            return False
        step = 1 if next else -1
        i = items.index(self._kb_item) if self._kb_item in items else (-1 if step > 0 else 0)
        self._set_kb(items[(i + step) % len(items)])
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        self.pressed.emit()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._kb_item is not None and self._kb_item.clickable:
                self._click(self._kb_item)
            event.accept()
            return
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
            # Arrows walk like Tab and Shift+Tab, for those who keep a hand on them.
            self.focusNextPrevChild(key in (Qt.Key.Key_Right, Qt.Key.Key_Down))
            event.accept()
            return
        if key == Qt.Key.Key_Escape:
            self.selected = None
            self._set_kb(None)
            self.set_affordances(self.aff)
            event.accept()
            return
        if self._shortcut(key, event.text()):
            event.accept()
            return
        super().keyPressEvent(event)

    def _shortcut(self, key: int, text: str) -> bool:
        """Letters and digits: D draws, S is Done, digits pick a column, row, bonus or card."""
        state, aff = self.state, self.aff
        if state is None or not aff.active:
            return False
        if key == Qt.Key.Key_D and aff.draw:
            self._emit(DRAW)
            return True
        if key == Qt.Key.Key_S and aff.stop:
            self._emit(STOP)
            return True
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and state.phase == Phase.PLACE:
            card = self.selected
            if card is None and isinstance(self._kb_item, CardItem) and self._kb_item.card in state.tray:
                card = self._kb_item.card
            if card is not None:
                self._set_aside(card)
                return True
            return False
        if not text.isdigit():
            return False
        n = int(text) - 1
        if n < 0:
            return False
        if state.phase in (Phase.TURN, Phase.COLUMN) and n < N_COLUMNS:
            if n in aff.put:
                self._emit(PUT[n])
            elif n in aff.take:
                self._emit(TAKE[n])
            return True
        if state.phase == Phase.BONUS_KIND and n < len(aff.bonus_kinds):
            self._emit(CHOOSE_BONUS[aff.bonus_kinds[n]])
            return True
        if (self.selected is not None or state.phase == Phase.BONUS_ROW) and n < ROWS:
            self._choose_row(n)
            return True
        if state.phase == Phase.PLACE and n < len(state.tray):
            self._click_card(self.cards[state.tray[n]])
            return True
        return False
