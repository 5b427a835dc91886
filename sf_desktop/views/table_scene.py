"""The whole table in one QGraphicsScene: layout, syncing to a state, and a person's input.

Like KDE's kpat, cards are dragged inside the scene (no QDrag): on release the legal target
with the largest overlap wins, or the card animates back. What is legal comes from
``legal_actions`` (through :mod:`affordances`); the scene only turns a drop, a click or a key
into an action and emits it as ``intent``. It never changes the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs
from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QTextDocument
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsScene, QGraphicsSceneMouseEvent

from ..model.actions import CHOOSE_BONUS, CHOOSE_CARD, CHOOSE_ROW, DRAW, PLACE, PUT, SPEND, STOP, TAKE, Action
from ..model.cards import COLS, LAYOUT, N_COLUMNS, ROWS, BonusKind
from ..model.scoring import estimate
from ..model.state import GameState, Phase
from . import card_art, layout, theme
from .affordances import NONE, Affordances, bonus_name, prompt, take_refusal
from .board_items import (
    BannerItem,
    BoardItem,
    DeckItem,
    DiscardZoneItem,
    FoundationStacksItem,
    LaneItem,
    PanelItem,
    PlayerInfo,
    RichTextItem,
    RowTargetItem,
    ScoringBoardItem,
)
from .items import ButtonItem, CardItem, ChoiceItem, PieceItem, SkyscraperItem, TableItem, token_tip
from .scene_plan import Z_DRAG, Z_FLYER, Plan, Spot, choose_focus, make_plan

tr = QCoreApplication.translate
DRAG_START = 7.0  # scene units the pointer must travel before a press becomes a drag
TOKEN_SIZE = 84.0


@attrs.define
class DragSpec:
    """What a drag moves and where it may land: (rect, what to do, item to light up)."""

    items: list[QGraphicsItem]
    targets: list[tuple[QRectF, Callable[[], None], TableItem | None]]
    grab: QPointF = attrs.Factory(QPointF)
    homes: list[QPointF] = attrs.Factory(list)
    hover: TableItem | None = None
    on_cancel: Callable[[], None] | None = None


class TableScene(QGraphicsScene):
    """The table. ``intent`` carries the action a person asked for."""

    intent = Signal(object)  # Action
    pressed = Signal()  # a person pressed on the table: hurry running animations along

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSceneRect(layout.SCENE_RECT)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.state: GameState | None = None
        self.names: tuple[str, ...] = ()
        self.kinds: tuple[str, ...] = ()
        self.humans: tuple[bool, ...] = ()
        self.focus: int | None = None
        self.aff: Affordances = NONE
        self.thinking = -1
        self.set_aside: list[int] = []
        self.selected: int | None = None
        self.speed = 1.0
        self.cards: dict[int, CardItem] = {}
        self.skyscrapers: dict[tuple[int, int], SkyscraperItem] = {}
        self.boards: dict[int, BoardItem] = {}
        self.token_item: PieceItem | None = None
        self._press: tuple[QGraphicsItem, QPointF] | None = None
        self._drag: DragSpec | None = None
        self._kb_item: TableItem | None = None
        self._estimate: tuple[GameState | None, tuple[float, ...]] = (None, ())
        self._log_heights: dict[str, float] = {}
        self._build_furniture()

    # ------------------------------------------------------------------ furniture

    def _build_furniture(self) -> None:
        self.scoring = ScoringBoardItem()
        self.addItem(self.scoring)
        self.addItem(PanelItem(layout.PROJECT_RECT))
        self.stacks = FoundationStacksItem()
        self.addItem(self.stacks)
        self.deck = DeckItem()
        self.deck.setObjectName("deck")
        self.addItem(self.deck)
        self.lanes = [LaneItem(c) for c in range(N_COLUMNS)]
        for lane in self.lanes:
            self.addItem(lane)
        self.drawn_caption = RichTextItem(layout.DRAWN_LABEL_RECT.width(), 16)
        self.drawn_caption.setPos(layout.DRAWN_LABEL_RECT.topLeft())
        self.addItem(self.drawn_caption)
        self.addItem(PanelItem(layout.PROMPT_RECT, fill=theme.PANEL_DARK))
        self.prompt_title = RichTextItem(layout.PROMPT_RECT.width() - 24, 24)
        self.prompt_title.setPos(layout.PROMPT_RECT.x() + 10, layout.PROMPT_RECT.y() + 4)
        self.prompt_hint = RichTextItem(layout.PROMPT_RECT.width() - 24, 17)
        self.prompt_hint.setPos(layout.PROMPT_RECT.x() + 10, layout.PROMPT_RECT.y() + 40)
        self.prompt_hint.setDefaultTextColor(theme.INK_DIM)
        for item in (self.prompt_title, self.prompt_hint):
            self.addItem(item)
        self.tray_panel = PanelItem(layout.TRAY_RECT)
        self.addItem(self.tray_panel)
        self.tray_hint = RichTextItem(layout.TRAY_RECT.width() - 40, 17)
        self.tray_hint.setDefaultTextColor(theme.INK_DIM)
        self.tray_hint.setHtml(
            "<div align='center'>"
            + tr("Table", "Cards taken from a column wait here until they are placed.")
            + "</div>"
        )
        self.tray_hint.setPos(layout.TRAY_RECT.x() + 20, layout.TRAY_RECT.center().y() - 24)
        self.addItem(self.tray_hint)
        self.discard = DiscardZoneItem()
        self.addItem(self.discard)
        self.done_button = ButtonItem(
            tr("Table", "Done"), layout.DONE_RECT.width(), layout.DONE_RECT.height(), True
        )
        self.done_button.setPos(layout.DONE_RECT.topLeft())
        self.done_button.setToolTip(tr("Table", "Stop placing: the cards left go to the box (S)"))
        self.done_button.clicked.connect(lambda: self._emit(STOP))
        self.addItem(self.done_button)
        self.spend_buttons = []
        for n in (1, 2):
            b = ButtonItem(tr("Table", "Discard {0} contract(s)").format(n), 190, 38)
            b.setPos(layout.PROMPT_RECT.right() - 200, layout.PROMPT_RECT.y() + 6 + (n - 1) * 44)
            b.setToolTip(tr("Table", "Spend your token: discard {0} of your contracts").format(n))
            b.clicked.connect(lambda n=n: self._emit(SPEND[n]))
            self.addItem(b)
            self.spend_buttons.append(b)
        self.choices: list[ChoiceItem] = []
        self.addItem(PanelItem(layout.LOG_RECT, tr("Table", "Game log")))
        # The log's text sits in a clipping frame; the newest line stays at the bottom.
        self.log_frame = QGraphicsRectItem(layout.LOG_RECT.adjusted(8, 26, -8, -6))
        self.log_frame.setPen(Qt.PenStyle.NoPen)
        self.log_frame.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
        self.addItem(self.log_frame)
        self.log_text = RichTextItem(layout.LOG_RECT.width() - 24, 16)
        self.log_text.setParentItem(self.log_frame)
        self.row_targets = [RowTargetItem(r) for r in range(ROWS)]
        for t in self.row_targets:
            self.addItem(t)
        self.medal = PieceItem(
            card_art.paint_medal,
            76,
            80,
            tr(
                "Table",
                "Master builder’s medal: 1 VP. It goes to "
                "the first player with a skyscraper, then to "
                "anyone with strictly more.",
            ),
        )
        self.medal.setObjectName("medal")
        self.addItem(self.medal)
        self.banner = BannerItem()
        self.addItem(self.banner)

    # ------------------------------------------------------------------ game set-up and sync

    def new_game(
        self, names: Sequence[str], kinds: Sequence[str], humans: Sequence[bool], state: GameState
    ) -> None:
        """Forget the last game's items and lay out this one."""
        self.cancel_drag()
        for item in [*self.cards.values(), *self.skyscrapers.values(), *self.boards.values()]:
            self.removeItem(item)
        self.cards.clear()
        self.skyscrapers.clear()
        self.boards.clear()
        self._clear_token()
        self.names, self.kinds, self.humans = tuple(names), tuple(kinds), tuple(humans)
        self.focus = None
        self.set_aside = []
        self.selected = None
        self.thinking = -1
        self.aff = NONE
        self.set_log([])
        self.show_state(state)

    def plan(self, state: GameState) -> Plan:
        focus = choose_focus(state, self.humans, self.focus)
        aside = [c for c in self.set_aside if c in state.tray]
        return make_plan(state, focus, aside)

    def card_item(self, card: int) -> CardItem:
        item = self.cards.get(card)
        if item is None:
            item = CardItem(card)
            item.hide()
            self.addItem(item)
            self.cards[card] = item
        return item

    def skyscraper_item(self, seat: int, cell: int) -> SkyscraperItem:
        item = self.skyscrapers.get((seat, cell))
        if item is None:
            item = SkyscraperItem(seat, cell)
            item.hide()
            self.addItem(item)
            self.skyscrapers[(seat, cell)] = item
        return item

    def show_state(self, state: GameState) -> None:
        """Put everything exactly where ``state`` says (the state is the truth)."""
        self.state = state
        self.set_aside = [c for c in self.set_aside if c in state.tray]
        if self.selected is not None and self.selected not in state.tray:
            self.selected = None
        plan = self.plan(state)
        self.apply_boards(plan)
        dragged = set(self._drag.items) if self._drag else set()
        for card, item in self.cards.items():
            if card not in plan.cards and item not in dragged:
                item.hide()
        for card, spot in plan.cards.items():
            item = self.card_item(card)
            if item in dragged:
                continue
            place_item(item, spot)
            item.set_face_up(spot.face_up)
            item.set_decor(spot.decor)
        for key, item in list(self.skyscrapers.items()):
            if key not in plan.skyscrapers:
                self.removeItem(item)
                del self.skyscrapers[key]
        for (seat, cell), spot in plan.skyscrapers.items():
            item = self.skyscraper_item(seat, cell)
            place_item(item, spot)
            item.rise = 1.0
        place_item(self.medal, plan.medal)
        self._sync_token(plan)
        self.sync_furniture(state)

    def apply_boards(self, plan: Plan) -> None:
        """Board panels for this plan's focus (instant: the cards fly, the panels do not)."""
        state = self.state
        assert state is not None
        self.focus = plan.focus
        for seat, geom in plan.boards.items():
            board = self.boards.get(seat)
            if board is None:
                board = BoardItem(geom)
                self.boards[seat] = board
                self.addItem(board)
            board.set_geometry(geom)
        focus_geom = plan.boards[plan.focus]
        for row, target in enumerate(self.row_targets):
            label = focus_geom.label_rect(row)
            target.set_rect(label.united(focus_geom.row_rect(row)))

    def sync_furniture(self, state: GameState) -> None:
        """Counters and panels that follow the state: deck, stacks, supplies, headers."""
        self.deck.set_count(len(state.deck))
        self.stacks.set_stacks(state.foundation_stacks)
        self.scoring.set_values(
            state.skyscrapers_left, state.completions_left, state.supply, state.num_players
        )
        self.discard.set_count(len(state.box))
        placing = bool(state.tray) or state.phase in (Phase.BONUS_KIND, Phase.BONUS_ROW, Phase.BONUS_CARD)
        self.discard.setVisible(bool(state.tray))
        self.tray_hint.setVisible(not placing)
        self._row_tips(state)
        for c, lane in enumerate(self.lanes):
            if lane.count != len(state.columns[c]):
                lane.count = len(state.columns[c])
                lane.update()
        self.update_boards(state)
        shows_drawn = state.drawn >= 0
        self.drawn_caption.setHtml(
            f"<div align='center'><b>{tr('Table', 'Drawn card')}</b><br>"
            f"{tr('Table', 'choose its column')}</div>"
            if shows_drawn
            else ""
        )

    def _row_tips(self, state: GameState) -> None:
        """Say on each row of the large board what it holds and what it may still give."""
        if self.focus is None:
            return
        p = state.players[self.focus]
        for row, target in enumerate(self.row_targets):
            district = LAYOUT.districts[row]
            bonus = bonus_name(district.bonus)
            if p.bonuses_had >> row & 1:
                bonus_text = tr("Table", "its bonus is used")
            else:
                bonus_text = tr("Table", "two bonus symbols here earn the {0} (or a tracks token)").format(
                    bonus
                )
            if p.completions >> row & 1:
                done = tr("Table", "you hold its completion token")
            elif state.completions_left >> row & 1:
                done = tr("Table", "filling it first earns its completion token (1 VP)")
            else:
                done = tr("Table", "its completion token is gone")
            target.setToolTip(
                tr("Table", "{0}: total value {1}; {2}; {3}.").format(
                    district.name, p.row_total(row), bonus_text, done
                )
            )

    def update_boards(self, state: GameState) -> None:
        if self._estimate[0] is not state:
            self._estimate = (state, estimate(state))
        scores = self._estimate[1]
        single_human = sum(self.humans) == 1
        for seat, board in self.boards.items():
            p = state.players[seat]
            board.set_info(
                PlayerInfo(
                    name=self.names[seat] if seat < len(self.names) else f"#{seat + 1}",
                    kind=("" if single_human else tr("Table", "person"))
                    if self.humans[seat]
                    else self.kinds[seat],
                    seat=seat,
                    score=scores[seat],
                    contracts=p.contracts,
                    vp_tokens=p.vp_tokens,
                    discard_tokens=p.discard_tokens,
                    completions=p.completions,
                    bonuses_had=p.bonuses_had,
                    row_totals=tuple(p.row_total(r) for r in range(ROWS)),
                    row_counts=tuple(len(r) for r in p.rows),
                    cable_cars=p.cable_cars,
                    skyscrapers=p.skyscraper_count,
                    to_move=not state.is_over and state.current == seat,
                    thinking=self.thinking == seat,
                )
            )

    def _sync_token(self, plan: Plan) -> None:
        if plan.pending_token < 0:
            self._clear_token()
            return
        kind = BonusKind(plan.pending_token)
        if self.token_item is None or self.token_item.data(0) != int(kind):
            self._clear_token()
            self.token_item = PieceItem(
                lambda p, r, k=kind: card_art.paint_bonus_token(p, k, r),
                TOKEN_SIZE,
                TOKEN_SIZE,
                token_tip(kind),
            )
            self.token_item.setData(0, int(kind))
            self.token_item.setObjectName("pending-token")
            self.addItem(self.token_item)
        if not (self._drag and self.token_item in self._drag.items):
            self.token_item.setPos(self.token_home(plan))
            self.token_item.setZValue(Z_FLYER - 1)

    def token_home(self, plan: Plan) -> QPointF:
        return plan.token_spot + QPointF(
            (card_art.CARD_W - TOKEN_SIZE) / 2, (card_art.CARD_H - TOKEN_SIZE) / 2
        )

    def _clear_token(self) -> None:
        if self.token_item is not None:
            self.removeItem(self.token_item)
            self.token_item = None

    def set_thinking(self, seat: int) -> None:
        self.thinking = seat
        if self.state is not None:
            self.update_boards(self.state)
            self._update_prompt()

    def set_log(self, entries: Sequence[str]) -> None:
        """Show the newest entries that fit whole in the log panel (newest last, at the bottom)."""
        frame = self.log_frame.rect()
        room = frame.height()
        shown: list[str] = []
        used = 4.0  # the document's margins
        for html in reversed(entries):
            h = self._entry_height(html)
            if shown and used + h > room:
                break
            shown.insert(0, html)
            used += h
        self.log_text.setHtml("<br>".join(shown))
        height = self.log_text.boundingRect().height()
        self.log_text.setPos(frame.x() + 2, frame.y() + min(0.0, room - height))

    def _entry_height(self, html: str) -> float:
        """The height of one log entry as laid out in the panel (measured once)."""
        h = self._log_heights.get(html)
        if h is None:
            doc = QTextDocument()
            doc.setDefaultFont(self.log_text.font())
            doc.setDocumentMargin(0)
            doc.setTextWidth(self.log_text.textWidth() - 4)
            doc.setHtml(html)
            h = doc.size().height()
            if len(self._log_heights) > 2000:
                self._log_heights.clear()
            self._log_heights[html] = h
        return h

    # ------------------------------------------------------------------ what a person may do

    def set_affordances(self, aff: Affordances) -> None:
        """Light up what the person to move may use, and say what to do."""
        self.aff = aff
        state = self.state
        if state is None:
            return
        if not aff.active:
            self.selected = None
        if self.selected is not None and not aff.rows_for(self.selected):
            self.selected = None
        in_turn = aff.active and state.phase == Phase.TURN
        self.deck.set_clickable(aff.draw)
        self.deck.set_mark("legal" if aff.draw else "")
        self.deck.setToolTip(tr("Table", "Draw the top card (D)") if aff.draw else "")
        for c, lane in enumerate(self.lanes):
            usable = c in aff.put or c in aff.take
            lane.set_clickable(usable)
            if usable:
                lane.set_mark("legal")
                lane.setToolTip(
                    tr("Table", "Put the drawn card here ({0})").format(c + 1)
                    if c in aff.put
                    else tr("Table", "Take this column ({0})").format(c + 1)
                )
            else:
                lane.set_mark("dim" if in_turn else "")
                lane.setToolTip(take_refusal(state, c, aff.active))
            for card in state.columns[c]:
                item = self.cards.get(card)
                if item is not None:
                    item.set_clickable(usable)
                    item.set_mark("dim" if in_turn and not usable else "")
        for card in state.tray:
            item = self.cards.get(card)
            if item is not None:
                item.set_clickable(bool(aff.rows_for(card)))
                item.set_mark("selected" if card == self.selected else "")
        pending = self._pending_card()
        if pending is not None:
            pending.set_clickable(bool(aff.bonus_rows))
            pending.set_mark("selected" if aff.bonus_rows else "")
        self._mark_rows()
        self._mark_cells()
        self._update_choices()
        self.done_button.setVisible(aff.stop)
        if aff.stop:
            left = len(state.tray)
            self.done_button.set_text(
                tr("Table", "Done") if left == 0 else tr("Table", "Done ({0})").format(left)
            )
        for n, b in zip((1, 2), self.spend_buttons, strict=True):
            b.setVisible(n in aff.spend)
        self._update_prompt()
        if self._kb_item is not None and not self._kb_item.clickable:
            self._set_kb(None)

    def _pending_card(self) -> CardItem | None:
        if self.state is None or self.state.phase != Phase.BONUS_ROW:
            return None
        from .scene_plan import pending_bonus_card

        card = pending_bonus_card(self.state)
        return self.cards.get(card) if card >= 0 else None

    def _legal_rows(self) -> tuple[int, ...]:
        if self.selected is not None:
            return self.aff.rows_for(self.selected)
        return self.aff.bonus_rows

    def _mark_rows(self, extra: Sequence[int] = ()) -> None:
        rows = set(self._legal_rows()) | set(extra)
        for r, target in enumerate(self.row_targets):
            target.set_mark("legal" if r in rows else "")
            target.set_clickable(r in rows and not self._drag)
            target.setAcceptedMouseButtons(
                Qt.MouseButton.LeftButton if r in rows else Qt.MouseButton.NoButton
            )

    def _focus_cards(self) -> dict[int, CardItem]:
        """The cards of the large board by space."""
        state = self.state
        if state is None or self.focus is None:
            return {}
        out = {}
        for row in range(ROWS):
            for col, card in enumerate(state.players[self.focus].rows[row]):
                if card in self.cards:
                    out[row * COLS + col] = self.cards[card]
        return out

    def _mark_cells(self) -> None:
        cells = set(self.aff.bonus_cells) if self.state and self.state.current == self.focus else set()
        for cell, item in self._focus_cards().items():
            item.set_mark("legal" if cell in cells else "")
            item.set_clickable(cell in cells)

    def _update_choices(self) -> None:
        for item in self.choices:
            self.removeItem(item)
        self.choices = []
        state = self.state
        if not self.aff.bonus_kinds or state is None:
            return
        for i, kind in enumerate(self.aff.bonus_kinds):
            item = ChoiceItem(kind, f"{i + 1}. {bonus_name(kind)}", 170, 150)
            item.setToolTip(token_tip(kind))
            item.setPos(layout.TRAY_RECT.x() + 14 + i * 186, layout.TRAY_RECT.y() + 40)
            item.setZValue(Z_FLYER - 2)
            item.setObjectName(f"choice-{kind.name.lower()}")
            item.set_mark("legal")
            self.addItem(item)
            self.choices.append(item)

    def _update_prompt(self) -> None:
        state = self.state
        if state is None:
            return
        title, hint = prompt(state, self.names, self.aff, self.thinking)
        self.prompt_title.setHtml(f"<b>{title}</b>")
        self.prompt_hint.setHtml(hint)
        narrow = any(b.isVisible() for b in self.spend_buttons)
        width = layout.PROMPT_RECT.width() - (230 if narrow else 24)
        self.prompt_title.setTextWidth(width)
        self.prompt_hint.setTextWidth(width)
        caption = ""
        if state.tray or state.phase in (Phase.BONUS_KIND, Phase.BONUS_ROW, Phase.BONUS_CARD):
            caption = tr("Table", "Taken cards · {0}").format(self.names[state.current])
        self.tray_panel.set_caption(caption)

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


def place_item(item: QGraphicsItem, spot: Spot) -> None:
    item.setPos(spot.pos)
    item.setScale(spot.scale)
    item.setZValue(spot.z)
    item.setOpacity(1.0)
    item.show()
