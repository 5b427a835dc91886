"""The whole table in one QGraphicsScene: its items, their layout, syncing to a state and
lighting up what a person may use. Input (clicks, drags, keys) is a :class:`input.TableInput`
the scene is composed with and forwards Qt's events to; the prompt is a :class:`PromptPanel`.

The scene shows states and emits intents; it never changes the game.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneHelpEvent, QGraphicsSceneMouseEvent

from ...model.actions import SPEND, STOP
from ...model.affordances import NONE, Affordances
from ...model.affordances import affordances as sorted_by_item
from ...model.cards import COLS, LAYOUT, N_COLUMNS, ROWS, BonusKind
from ...model.rules import legal_actions
from ...model.scoring import ScoreBreakdown, estimated_totals, score, shared_places, unranked_points
from ...model.state import GameState, Phase
from ...words.glossary import describe_card, district_name, token_tip
from ...words.people import Cast
from ...words.prompts import prompt, row_tip
from ..look import theme
from . import card_art, layout
from .bonus_choice import lay_choices
from .city_board import BoardItem, PlayerInfo, RowTargetItem
from .furniture import BannerItem, PanelItem, RichTextItem, TextScene
from .input import TableInput
from .items import (
    ButtonItem,
    CardItem,
    ChoiceItem,
    Mark,
    PieceItem,
    SkyscraperItem,
    TableItem,
    show_tooltip,
)
from .lighting import light_up, why_not_at
from .log_item import LogItem
from .project_board import DeckItem, DiscardZoneItem, FoundationStacksItem, LaneItem
from .prompt_panel import PromptPanel
from .scene_plan import Z_FLYER, Plan, Spot, choose_focus, make_plan, pending_bonus_card
from .scoring_board import ScoringBoardItem, section_names
from .standings import StandingsItem, leader_bits

translate = QCoreApplication.translate
BONUS_PHASES = (Phase.BONUS_KIND, Phase.BONUS_ROW, Phase.BONUS_CARD)  # a bonus is chosen: the tray in use
SAME = object()  # set_affordances: the person's coming decision stays as it was
TOKEN_SIZE = 84.0


class TableScene(TextScene):
    """The table. ``intent`` carries the action a person asked for."""

    intent = Signal(object)  # Action
    pressed = Signal()  # a person pressed on the table: hurry running animations along
    shown = Signal()  # it shows something new (a state, what may be used, the prompt, the log)
    told = Signal(str)  # why what a person pressed does nothing (a taken card with no room, a key)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(layout.SCENE_RECT)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.state: GameState | None = None
        self.names: tuple[str, ...] = ()
        self.kinds: tuple[str, ...] = ()
        self.humans: tuple[bool, ...] = ()
        self.focus: int | None = None
        self.affordances: Affordances = NONE
        # While a step is shown (nothing usable), what the person to move will decide next: the
        # prompt and Done say it at once instead of a bare "Your turn" between two placements.
        self.coming: tuple[GameState, Affordances] | None = None
        self.thinking = -1
        self.away = -1  # the seat to move whose player left the table (online)
        self.speed = 1.0
        self.cards: dict[int, CardItem] = {}
        self.skyscrapers: dict[tuple[int, int], SkyscraperItem] = {}
        self.boards: dict[int, BoardItem] = {}
        self.token_item: PieceItem | None = None
        self.input = TableInput(self, ask=self.intent.emit, hurry=self.pressed.emit, tell=self.told.emit)
        self._estimate: tuple[GameState | None, ScoreBreakdown | None] = (None, None)
        # A suggested move: what it uses (marked until the person acts) and a sentence on it.
        self.suggested: list[TableItem] = []
        self.suggestion = ""
        self.layout = layout.table_layout(self.text, self._layout_words())
        self._build_furniture()

    # ------------------------------------------------------------------ furniture

    def _build_furniture(self) -> None:
        self.scoring = ScoringBoardItem()
        self.addItem(self.scoring)
        self.project_panel = PanelItem(QRectF())
        self.addItem(self.project_panel)
        self.stacks = FoundationStacksItem()
        self.addItem(self.stacks)
        self.deck = DeckItem()
        self.deck.setObjectName("deck")
        self.addItem(self.deck)
        self.lanes = [LaneItem(c) for c in range(N_COLUMNS)]
        for lane in self.lanes:
            self.addItem(lane)
        self.drawn_caption = RichTextItem(148, 16)
        self.addItem(self.drawn_caption)
        self.prompt = PromptPanel(self)
        self.tray_panel = PanelItem(QRectF())
        self.addItem(self.tray_panel)
        self.tray_hint = RichTextItem(400, 17)
        self.tray_hint.setDefaultTextColor(theme.INK_DIM)
        self.addItem(self.tray_hint)
        self.discard = DiscardZoneItem()
        self.addItem(self.discard)
        self.done_button = ButtonItem("", 124, 50, True)
        self.done_button.setObjectName("done-button")
        self.done_button.clicked.connect(lambda: self.input.act(STOP))
        self.addItem(self.done_button)
        self.spend_buttons = []
        # The discard token may be spent at any moment of the person's turn: its two buttons
        # stand in the prompt's panel, under its title.
        for n, spend in enumerate(SPEND[1:], start=1):  # the rules' own instances
            button = ButtonItem("", 200, 40)
            button.setObjectName(f"spend-{n}")
            button.clicked.connect(lambda spend=spend: self.input.act(spend))
            self.addItem(button)
            self.spend_buttons.append(button)
        self.choices: list[ChoiceItem] = []
        self.choices_over_caption = False  # the bonus choice's tiles take the tray's caption line
        self.log = LogItem(QRectF(838, 836, 494, 236))
        self.addItem(self.log)
        self.row_targets = [RowTargetItem(r) for r in range(ROWS)]
        for target in self.row_targets:
            self.addItem(target)
        self.medal = PieceItem(card_art.paint_medal, layout.MEDAL_W, layout.MEDAL_H)
        self.medal.setObjectName("medal")
        self.addItem(self.medal)
        self.standings = StandingsItem()
        self.standings.setObjectName("standings")
        self.standings.hide()
        self.addItem(self.standings)
        self.banner = BannerItem()
        self.addItem(self.banner)
        self._furniture_texts()
        self.restyle()

    def _furniture_texts(self) -> None:
        """The words on the table's fixed furniture, in the language installed now."""
        self._place_tray_hint()
        self.done_button.set_text(translate("Table", "Done"))
        self.done_button.setToolTip(translate("Table", "Stop placing: the cards left go to the box (S)"))
        for n, b in zip((1, 2), self.spend_buttons, strict=True):
            b.set_text(translate("Table", "Discard %n contracts", None, n))
            b.setToolTip(translate("Table", "Spend your token: discard %n of your contracts", None, n))
        self.log.set_caption(translate("Table", "Game log"))
        self.medal.setToolTip(
            translate(
                "Table",
                "Master builder’s medal: 1 VP. It goes to the first player with a skyscraper, then to "
                "anyone with strictly more.",
            )
        )

    def retranslate(self, kinds: Sequence[str] | None = None) -> None:
        """Say the table's words again in the language now (``kinds``: the seats' labels, translated)."""
        if kinds is not None:
            self.kinds = tuple(kinds)
        self._furniture_texts()
        for item in self.cards.values():
            item.setToolTip(describe_card(item.card))
        if self.token_item is not None:
            self.token_item.setToolTip(token_tip(BonusKind(self.token_item.data(0))))
        self.scoring.setToolTip(self.scoring.board_tip())
        self.relayout()  # words of other widths
        self.refresh_words()

    def set_view_scale(self, view: float) -> bool:
        """The view shows the table at ``view`` pixels per scene unit: take the text size that
        goes with it (and the person's UI scale), if it changed; say whether it did."""
        scale = theme.TextScale.for_view(view)
        same = (scale.ui, scale.floor) == (self.text.ui, self.text.floor)
        self.text = scale
        if not same:
            self.restyle()
        return not same

    def restyle(self) -> None:
        """Lay the words out anew at the table's text size (:attr:`text`), and the table with them."""
        self.text = theme.TextScale.for_view(self.text.view)
        for item in (self.tray_hint, self.drawn_caption, self.log):
            item.restyle(self.text)
        self.relayout()
        self.refresh_words()

    def _layout_words(self) -> layout.LayoutWords:
        """The words the layout makes room for, in the language shown."""
        return layout.LayoutWords(
            districts=tuple(district_name(d) for d in range(ROWS)),
            discard=(translate("Board", "Discard"), translate("Board", "box: {0}").format(88)),
            buttons=(translate("Table", "Done ({0})").format(12),),
            deck=(translate("Board", "%n cards", None, 87),),
            titles=(
                translate("Prompt", "Put the drawn card in a column"),
                translate("Prompt", "Place your cards (%n left)", None, 12),
            ),
            captions=section_names(LAYOUT.skyscrapers),
        )

    def relayout(self) -> None:
        """Lay the table out for its text size and language: the furniture, then the state shown."""
        self.layout = t = layout.table_layout(self.text, self._layout_words())
        self.scoring.set_rect(t.scoring, t.scoring_rows)
        self.project_panel.set_rect(t.project)
        self.stacks.set_rect(t.stacks)
        self.deck.set_place(t.deck_pos, t.card, t.deck_count)
        for c, lane in enumerate(self.lanes):
            lane.set_place(t.lane_rect(c), t.lane_label_w)
        self.drawn_caption.setTextWidth(t.drawn_label.width())
        self.drawn_caption.setPos(t.drawn_label.topLeft())
        self.prompt.place(t.prompt, t.spend_h, t.prompt_title_h)
        self.tray_panel.set_rect(t.tray)
        self.tray_panel.caption_right = t.discard.x() - 8  # the caption ends at the discard box
        self._place_tray_hint()
        self.discard.set_rect(t.discard)
        self.done_button.set_rect(t.done)
        for n, button in zip((1, 2), self.spend_buttons, strict=True):
            button.set_rect(t.spend_button_rect(n))
        self.log.set_rect(t.log)
        if self.state is not None:
            self.show_state(self.state)

    def _place_tray_hint(self) -> None:
        """The tray's hint in the middle of the room for taken cards, fitted to it."""
        room = self.layout.tray_cards_rect()
        self.tray_hint.setTextWidth(room.width())
        hints = (
            translate("Table", "Cards taken from a column wait here until they are placed."),
            translate("Table", "Taken cards wait here."),  # where the whole sentence would turn small
        )
        self.tray_hint.show_fitted(
            self.text, room.height(), [f"<div align='center'>{h}</div>" for h in hints]
        )
        self.tray_hint.setPos(room.x(), room.center().y() - self.tray_hint.boundingRect().height() / 2)

    def refresh_words(self) -> None:
        """Lay out and repaint every word on the table (after a language or text size change)."""
        if self.state is not None:
            self.sync_furniture(self.state)
            self.set_affordances(self.affordances)
        self.log.refresh()
        for item in self.items():
            item.update()

    # ------------------------------------------------------------------ game set-up and sync

    def new_game(
        self, names: Sequence[str], kinds: Sequence[str], humans: Sequence[bool], state: GameState
    ) -> None:
        """Forget the last game's items and lay out this one."""
        self.input.reset()
        for item in [*self.cards.values(), *self.skyscrapers.values(), *self.boards.values()]:
            self.removeItem(item)
        self.cards.clear()
        self.skyscrapers.clear()
        self.boards.clear()
        self._clear_token()
        self.names, self.kinds, self.humans = tuple(names), tuple(kinds), tuple(humans)
        self.suggested, self.suggestion = [], ""
        self.focus = None
        self.thinking = self.away = -1
        self.affordances, self.coming = NONE, None
        self.set_log([])
        self.show_state(state)

    def plan(self, state: GameState) -> Plan:
        focus = choose_focus(state, self.humans, self.focus)
        aside = [c for c in self.input.set_aside if c in state.tray]
        return make_plan(state, focus, aside, self.layout)

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
        self.input.forget_gone(state)
        plan = self.plan(state)
        self.apply_boards(plan)
        dragged = set(self.input.dragged_items())
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
        for key, gone in list(self.skyscrapers.items()):
            if key not in plan.skyscrapers:
                self.removeItem(gone)
                del self.skyscrapers[key]
        for (seat, cell), spot in plan.skyscrapers.items():
            standee = self.skyscraper_item(seat, cell)
            place_item(standee, spot)
            standee.rise = 1.0
        place_item(self.medal, plan.medal)
        self._sync_token(plan)
        self.sync_furniture(state)
        self.shown.emit()

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
        self.standings.set_rect(self.layout.standings_rect(plan.boards))
        focus_geom = plan.boards[plan.focus]
        for row, target in enumerate(self.row_targets):
            label = focus_geom.label_rect(row)
            target.set_rect(label.united(focus_geom.row_rect(row)))

    def _share_tray(self, state: GameState) -> None:
        """While no card waits in the tray nor comes to it, large words give its room to the log."""
        coming = self.coming[0] if self.coming is not None else state
        placing = any(s.tray or s.phase in BONUS_PHASES for s in (state, coming))
        spare = self.layout.log_takes_empty_tray and not placing
        self.tray_panel.setVisible(not spare)
        self.tray_hint.setVisible(not placing and not spare)
        self.log.set_room(self.layout.log_over_tray if spare else self.layout.log)

    def sync_furniture(self, state: GameState) -> None:
        """Counters and panels that follow the state: deck, stacks, supplies, headers."""
        self.deck.set_count(len(state.deck))
        self.stacks.set_stacks(state.foundation_stacks)
        self.scoring.set_values(
            state.skyscrapers_left, state.completions_left, state.supply, state.num_players
        )
        self.discard.set_count(len(state.box))
        self.discard.setVisible(bool(state.tray))
        self._share_tray(state)
        self._row_tips(state)
        for c, lane in enumerate(self.lanes):
            if lane.count != len(state.columns[c]):
                lane.count = len(state.columns[c])
                lane.update()
        self.update_boards(state)
        captions = []  # the drawn card's caption; the title alone where both lines do not fit
        if state.drawn >= 0:
            title = translate("Table", "Drawn card")
            what = translate("Table", "choose its column")
            head = f"<div align='center'><b>{title}</b>"
            captions = [f"{head}<br>{what}</div>", f"{head}</div>"]
        self.drawn_caption.show_fitted(self.text, self.layout.drawn_label.height(), captions)

    def _row_tips(self, state: GameState) -> None:
        """Say on each row of the large board what it holds and what it may still give."""
        if self.focus is None:
            return
        for row, target in enumerate(self.row_targets):
            target.setToolTip(row_tip(state, self.focus, row))

    def labels(self) -> list[str]:
        """The players as the table names them: the one person of a solo game named by
        default is "You" in the language shown."""
        cast = Cast.of(self.names, self.humans)
        return [cast.label(seat) for seat in range(len(self.names))]

    def update_boards(self, state: GameState) -> None:
        if self._estimate[0] is not state:
            self._estimate = (state, score(state))
        breakdown = self._estimate[1]
        assert breakdown is not None
        scores = estimated_totals(breakdown, state.is_over)
        unranked = (0.0,) * len(scores) if state.is_over else unranked_points(breakdown)
        shared = () if state.is_over else shared_places(breakdown)
        labels = self.labels()
        self.standings.set_standings(breakdown, labels, state.is_over)
        single_human = sum(self.humans) == 1
        for seat, board in self.boards.items():
            player = state.players[seat]
            board.set_info(
                PlayerInfo(
                    name=labels[seat] if seat < len(labels) else f"#{seat + 1}",
                    kind="" if single_human and self.humans[seat] else self.kinds[seat],
                    seat=seat,
                    score=scores[seat],
                    contracts=player.contracts,
                    vp_tokens=player.vp_tokens,
                    discard_tokens=player.discard_tokens,
                    completions=player.completions,
                    bonuses_had=player.bonuses_had,
                    row_totals=tuple(player.row_total(r) for r in range(ROWS)),
                    row_counts=tuple(len(r) for r in player.rows),
                    cable_cars=player.cable_cars,
                    skyscrapers=player.skyscraper_count,
                    to_move=not state.is_over and state.current == seat,
                    thinking=self.thinking == seat,
                    leads=leader_bits(breakdown, seat, state.is_over),
                    unranked=unranked[seat],
                    shared=seat in shared,
                    final=state.is_over,
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
                card_art.bonus_token_painter(kind),
                TOKEN_SIZE,
                TOKEN_SIZE,
                token_tip(kind),
            )
            self.token_item.setData(0, int(kind))
            self.token_item.setObjectName("pending-token")
            self.addItem(self.token_item)
        if self.token_item not in self.input.dragged_items():
            self.token_item.setPos(self.token_home(plan))
            self.token_item.setZValue(Z_FLYER - 1)

    def token_home(self, plan: Plan) -> QPointF:
        return plan.token_spot - QPointF(TOKEN_SIZE / 2, TOKEN_SIZE / 2)

    def _clear_token(self) -> None:
        if self.token_item is not None:
            self.removeItem(self.token_item)
            self.token_item = None

    def set_thinking(self, seat: int, away: int = -1) -> None:
        """``seat`` is thinking (-1: nobody); ``away``: the seat to move, whose player left."""
        self.thinking, self.away = seat, away
        if self.state is not None:
            self.update_boards(self.state)
            self._update_prompt()

    def set_log(self, entries: Sequence[str]) -> None:
        """Show the newest entries in the log panel, the other players' last moves at least."""
        self.log.show_lines(entries, len(self.names))
        self.shown.emit()

    # ------------------------------------------------------------------ what a person may do

    def set_affordances(self, affordances: Affordances, coming: object = SAME) -> None:
        """Light up what the person to move may use, and say what to do. While a step is shown
        (``affordances`` inactive), ``coming`` is the state the person will decide in next
        (None: nobody here; left out, as the table's own redraws do: the same as before)."""
        self.affordances = affordances
        if affordances.active or (coming is not SAME and not isinstance(coming, GameState)):
            self.coming = None
        elif isinstance(coming, GameState):
            self.coming = None if coming.is_over else (coming, sorted_by_item(legal_actions(coming)))
        if self.state is None:
            return
        self.input.keep_usable_choice()
        light_up(self, self.input)
        self._share_tray(self.state)
        self._update_choices()
        for item in self.suggested:  # a suggestion stays in sight until the person acts
            item.set_mark(Mark.HINT)
        self._update_prompt()
        self.input.affordances_shown()  # a drag waiting for the drawn card goes on

    def show_suggestion(self, items: Sequence[TableItem], sentence: str) -> None:
        """Mark what a suggested move uses and say it in the prompt, until cleared."""
        self.clear_suggestion()
        self.suggested = list(items)
        self.suggestion = sentence
        for item in self.suggested:
            item.set_mark(Mark.HINT)
        self._update_prompt()

    def clear_suggestion(self) -> None:
        for item in self.suggested:
            if item.mark == Mark.HINT:
                item.set_mark(Mark.NONE)
        had = bool(self.suggested or self.suggestion)
        self.suggested, self.suggestion = [], ""
        if had and self.state is not None:
            self.set_affordances(self.affordances)  # the marks the suggestion stood in for

    def pending_card(self) -> CardItem | None:
        """The bonus card waiting for its row, if any."""
        if self.state is None or self.state.phase != Phase.BONUS_ROW:
            return None
        card = pending_bonus_card(self.state)
        return self.cards.get(card) if card >= 0 else None

    def card_item_at(self, cell: int) -> CardItem | None:
        """The card on space ``cell`` (row * COLS + column) of the large board, if any."""
        return self.board_cards().get(cell)

    def focus_board_rect(self) -> QRectF | None:
        """Where the large board lies (what a taken column or a chosen bonus is dropped on)."""
        board = self.boards.get(self.focus) if self.focus is not None else None
        return board.geometry.rect if board is not None else None

    def tray_rect(self) -> QRectF:
        """Where taken cards wait (a taken column may be dropped there too)."""
        return QRectF(self.layout.tray)

    def board_cards(self) -> dict[int, CardItem]:
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

    def _update_choices(self) -> None:
        for item in self.choices:
            self.removeItem(item)
        self.choices = []
        if self.affordances.bonus_kinds and self.state is not None:
            self.choices, self.choices_over_caption = lay_choices(
                self, self.layout, self.affordances.bonus_kinds
            )

    def _update_prompt(self) -> None:
        state = self.state
        if state is None:
            return
        shown, usable = self.coming if self.coming is not None else (state, self.affordances)
        title, hint = prompt(shown, Cast.of(self.names, self.humans), usable, self.thinking, self.away)
        self.prompt.say(title, hint, self.suggestion, buttons=bool(usable.spend))
        caption = ""
        in_sight = not (self.choices and self.choices_over_caption)
        if in_sight and (state.tray or state.phase in BONUS_PHASES):
            caption = translate("Table", "Taken cards · {0}").format(self.labels()[state.current])
        self.tray_panel.set_caption(caption)
        self.shown.emit()

    # ------------------------------------------------------------------ Qt's input events go to the input

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.input.mouse_press(event):
            why = why_not_at(self, event.scenePos())
            if why:
                self.told.emit(why)
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.input.mouse_move(event):
            super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.input.mouse_release(event):
            super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.input.keys.key_press(event):
            super().keyPressEvent(event)

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        show_tooltip(self, event)  # each tooltip goes when the pointer leaves its item

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab (the scene gets Tab here) walk through what may be used now."""
        return self.input.keys.walk(next)


def place_item(item: QGraphicsItem, spot: Spot) -> None:
    item.setPos(spot.pos)
    item.setScale(spot.scale)
    item.setZValue(spot.z)
    item.setOpacity(1.0)
    item.show()
