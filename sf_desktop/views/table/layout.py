"""Where everything lies on the table, in scene units (a 1920 x 1080 table scaled to fit), made
for the table's text size: rows of words are as high as their words, and the cards take what
is left.

Pure geometry: no items, no rules. The player whose board is shown large (the "focus" seat)
sits bottom left; the other boards stack on the right, smaller but with the same art. At the
normal text size on a large window the cards are at their full size; larger words (a small
window raises them to the readable minimum, or the person's text size) make the captions,
headers, the prompt and the labels taller and wider, and the cards a little smaller.
"""

from __future__ import annotations

import functools
import math

import attrs
from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFontMetricsF

from ...model.cards import COLS, ROWS
from ..look.theme import TextScale
from .card_art import CARD_H, CARD_W

SCENE_W = 1920.0
SCENE_H = 1080.0
SCENE_RECT = QRectF(0, 0, SCENE_W, SCENE_H)

LEFT_X = 14.0  # the left part: scoring board, project board, the large board and the middle column
LEFT_RIGHT = 1332.0
TOP = 10.0
GAP = 10.0
BOTTOM = 8.0
OPPONENT_X = 1344.0
OPPONENT_W = 564.0

DECK_X, DECK_W = 20.0, 148.0  # the deck's column in the project board, at the normal text size
STACKS_W = 52.0  # the foundation stacks, right of the deck (4 units apart)
LANE_RIGHT = 1322.0
LANE_CARD_GAP = 8.0  # between two cards side by side in a column
BOARD_GAP = 6.0  # between two spaces of the large board
TAB_W = 32.0  # the district's colour tab (pattern and glyph) left of a large board's row
LABEL_W = 170.0  # a large board's labels at the normal text size
SIDE_GAP = 8.0  # between a small board's grid and its totals
TRAY_GAP = 6.0  # between two taken cards in the tray
MEDAL_W, MEDAL_H = 76.0, 80.0  # the medal piece at scale 1
MEDAL_SCALE_LARGE = 0.46  # the medal held, within a large board's header at the usual text size
MEDAL_SCALE_SMALL = 0.42  # the medal held, on a small board
DISCARD_SCALE = 0.7  # a card set aside in the discard box, relative to the table's cards
STANDINGS_MIN_H = 420.0
DISCARD_SHARE = 0.34  # the most of the tray's width the discard box and Done may take
LOG_LEAST_LINES = 6.0  # the lines of entries a log needs to show one turn's entry whole
TRAY_LEAST = 0.55
SCORING_CAPTION = 15.0  # the design size of the scoring board's section names
SCORING_SECTIONS_W = (
    LEFT_RIGHT - LEFT_X - 110.0 - 6.0
)  # the board's width right of the medal's home  # the least scale of two rows of taken cards, when large words need the room

# The largest numbers a board shows (RULES.md): row totals stay under 100 (5 cards of at most
# 4, +2 tokens, squares worth 4 and 6), cable cars at most 25 (one per space): two digits.
WIDEST_COUNT = "88"
PLATE_PAD = 5.0  # left and right of a count on a gold plate


def line_h(scale: TextScale, design: float, bold: bool = False) -> float:
    """The height of one line of words designed at ``design`` on a table of ``scale``."""
    return QFontMetricsF(scale.font(design, bold)).lineSpacing()


def text_w(scale: TextScale, text: str, design: float, bold: bool = False) -> float:
    return QFontMetricsF(scale.font(design, bold)).horizontalAdvance(text)


def wrapped_lines(scale: TextScale, text: str, design: float, width: float, bold: bool = False) -> int:
    """How many lines ``text`` takes, wrapped at spaces in ``width``."""
    metrics = QFontMetricsF(scale.font(design, bold))
    box = metrics.boundingRect(QRectF(0, 0, width, 1e6), int(Qt.TextFlag.TextWordWrap), text)
    return max(1, round(box.height() / metrics.lineSpacing()))


def stack_pos(stacks: QRectF, stack: int, count_h: float = 24.0) -> QPointF:
    """Where foundation stack ``stack`` (of at most 5) stands in the column of stacks at
    ``stacks``, above the count of tokens left (``count_h`` high)."""
    step = min(60.0, (stacks.height() - 10 - 46 - count_h) / 4)
    return QPointF(stacks.x() + 6, stacks.y() + 10 + stack * step)


def stacks_count_h(scale: TextScale) -> float:
    """The height of the count of foundation tokens left, under the stacks."""
    return max(24.0, line_h(scale, 17, True) + 2)


@attrs.frozen
class ScoringRows:
    """The scoring board's rows: a caption over each section, then its pieces; the supply's
    counts under its tokens; the advantage's two lines."""

    caption_h: float
    count_h: float
    advantage_h: float
    caption_lines: int = 1  # two where one line leaves the sections' names no room to grow

    @classmethod
    def of(cls, scale: TextScale, captions: tuple[str, ...] = ()) -> ScoringRows:
        """The rows for words of ``scale``; the sections' names (``captions``) take two lines
        when on one line they would not fit the board's width at their size."""
        one_line = sum(text_w(scale, c, SCORING_CAPTION) + 4 for c in captions) + 3 * 10
        return cls(
            max(20.0, line_h(scale, SCORING_CAPTION) + 2),
            max(24.0, line_h(scale, 16, True) + 4),
            max(30.0, line_h(scale, 17) + 6),
            2 if one_line > SCORING_SECTIONS_W else 1,
        )

    @property
    def art_y(self) -> float:
        """Where the pieces start, below the board's top: under the sections' names."""
        return 4 + self.caption_lines * self.caption_h + 6

    @property
    def height(self) -> float:
        body = max(58.0, 44 + 1 + self.count_h, 2 * self.advantage_h) - 2
        return max(104.0, self.art_y + body + 6)


@attrs.frozen
class LayoutWords:
    """The words whose widths the layout makes room for, in the language shown."""

    districts: tuple[str, ...] = ("Waterfront",)
    discard: tuple[str, ...] = ("Discard", "box: 88")  # the discard box's caption and count
    buttons: tuple[str, ...] = ("Done (12)",)  # the widest words of the Done button
    deck: tuple[str, ...] = ("87 cards",)  # the deck's count at its largest
    titles: tuple[str, ...] = ("Put the drawn card in a column",)  # the prompt's usual titles
    captions: tuple[str, ...] = ()  # the scoring board's section names


@attrs.frozen
class BoardGeometry:
    """One seat's board: the panel, the header and the 5 x 5 grid of spaces."""

    seat: int
    large: bool
    rect: QRectF
    grid: QPointF  # top-left of the first space
    scale: float  # of a card on this board
    gap: float
    header_h: float = 40.0
    label_w: float = LABEL_W  # a large board's district labels
    totals_w: float = 58.0  # a small board's row totals, left of its counters

    @property
    def cell_w(self) -> float:
        return CARD_W * self.scale

    @property
    def cell_h(self) -> float:
        return CARD_H * self.scale

    def cell_pos(self, row: int, col: int) -> QPointF:
        return QPointF(
            self.grid.x() + col * (self.cell_w + self.gap), self.grid.y() + row * (self.cell_h + self.gap)
        )

    def cell_rect(self, cell: int) -> QRectF:
        row, col = divmod(cell, COLS)
        p = self.cell_pos(row, col)
        return QRectF(p.x(), p.y(), self.cell_w, self.cell_h)

    def row_rect(self, row: int) -> QRectF:
        p = self.cell_pos(row, 0)
        return QRectF(p.x(), p.y(), COLS * self.cell_w + (COLS - 1) * self.gap, self.cell_h)

    def grid_rect(self) -> QRectF:
        w = COLS * self.cell_w + (COLS - 1) * self.gap
        h = ROWS * self.cell_h + (ROWS - 1) * self.gap
        return QRectF(self.grid.x(), self.grid.y(), w, h)

    def header_rect(self) -> QRectF:
        return QRectF(self.rect.x() + 10, self.rect.y() + 4, self.rect.width() - 20, self.header_h - 4)

    def label_rect(self, row: int) -> QRectF:
        """Left of a row: district name and row total (large board), a colour tab (small)."""
        r = self.row_rect(row)
        if self.large:
            return QRectF(self.rect.x() + 8, r.y(), self.label_w - 4, r.height())
        return QRectF(self.rect.x() + 6, r.y(), self.grid.x() - self.rect.x() - 10, r.height())

    def side_rect(self) -> QRectF:
        """Right of the grid on a small board: row totals, then cable cars, skyscrapers and the
        medal in a column of their own."""
        g = self.grid_rect()
        return QRectF(g.right() + SIDE_GAP, g.y(), self.rect.right() - g.right() - 14, g.height())

    def side_split(self) -> float:
        """Where a small board's column of counters starts, right of its row totals."""
        s = self.side_rect()
        return s.x() + min(self.totals_w, s.width() * 0.6)

    def side_counter_rect(self, row: int) -> QRectF:
        """A small board's counter beside row ``row``: 0 cable cars, 1 skyscrapers, 2-3 medal."""
        r = self.row_rect(row)
        x = self.side_split()
        return QRectF(x, r.y(), self.side_rect().right() - x, r.height())

    def medal_scale(self) -> float:
        """The medal's scale on this board when its seat holds it: within a large board's
        header (as high as the header, which grows with the text size), small on a small one."""
        return MEDAL_SCALE_LARGE * self.header_h / 40 if self.large else MEDAL_SCALE_SMALL

    def medal_room(self) -> float:
        """The width a large board's header keeps free at its right end for the medal."""
        return MEDAL_W * self.medal_scale() + 6 if self.large else 0.0

    def medal_pos(self, scale: float) -> QPointF:
        """Where the medal sits when this seat holds it (its top-left, at ``scale``): in a large
        board's header, right of the score; in a small board's column of counters, under the
        skyscrapers. Never on a total, a token or a card."""
        size = QSizeF(MEDAL_W * scale, MEDAL_H * scale)
        if self.large:
            h = self.header_rect()
            return QPointF(h.right() - size.width(), h.y() + (h.height() - size.height()) / 2)
        spot = self.side_counter_rect(2).united(self.side_counter_rect(3))
        return QPointF(spot.center().x() - size.width() / 2, spot.center().y() - size.height() / 2)

    def counters_x(self) -> float:
        """Where contracts and kept tokens start in the header."""
        h = self.header_rect()
        return h.x() + (300 if self.large else 250)

    def contracts_pos(self) -> QPointF:
        return QPointF(self.counters_x(), self.header_rect().center().y())


@attrs.frozen(eq=False)
class TableLayout:
    """Every place on one table, for its text size (:func:`table_layout` makes it)."""

    text: TextScale
    scoring_rows: ScoringRows
    card: float  # the scale of the cards in the columns, the drawn card and the large board
    scoring: QRectF
    project: QRectF
    deck_pos: QPointF
    deck_count: QRectF  # the number of cards left, under the deck
    drawn_label: QRectF
    drawn_pos: QPointF
    stacks: QRectF
    lane_x: float
    lane_y0: float
    lane_h: float
    lane_label_w: float
    focus: QRectF
    header_h: float  # a large board's header
    label_w: float  # a large board's district labels
    small_header_h: float
    small_totals_w: float  # a small board's row totals
    small_side_w: float  # a small board's totals and counters together
    prompt: QRectF
    spend_h: float  # the discard token's buttons in the prompt
    prompt_title_h: float  # the prompt's title, on one line or two
    tray: QRectF
    tray_caption_h: float
    discard: QRectF
    done: QRectF
    log: QRectF
    log_lines: float = 0.0  # the lines of entries its own room holds

    @property
    def log_takes_empty_tray(self) -> bool:
        """Large words in a small window leave the log room for less than one entry: while
        no card waits in the tray, the log takes the tray's room too (the tray can spare it)."""
        return self.log_lines < LOG_LEAST_LINES

    @property
    def log_over_tray(self) -> QRectF:
        return self.log.united(self.tray)

    # ---------------------------------------------------------------- the columns

    @property
    def lane_step(self) -> float:
        return self.lane_h + 4

    def lane_rect(self, column: int) -> QRectF:
        return QRectF(
            self.lane_x, self.lane_y0 + column * self.lane_step, LANE_RIGHT - self.lane_x, self.lane_h
        )

    def lane_card_step(self, count: int) -> float:
        """How far apart the cards of a column lie: side by side while the lane has room, then
        closer, overlapping left to right, never past the lane's end."""
        first = self.lane_x + self.lane_label_w + 8
        room = LANE_RIGHT - 6 - CARD_W * self.card - first
        whole = CARD_W * self.card + LANE_CARD_GAP
        if count <= 1:
            return whole
        return min(whole, room / (count - 1))

    def lane_card_pos(self, column: int, index: int, count: int) -> QPointF:
        """Where the ``index``-th of ``count`` cards of a column lies."""
        first = self.lane_x + self.lane_label_w + 8
        return QPointF(first + index * self.lane_card_step(count), self.lane_rect(column).y() + 2)

    def lane_whole_cards(self) -> int:
        """How many cards a column shows whole, side by side."""
        first = self.lane_x + self.lane_label_w + 8
        whole = CARD_W * self.card + LANE_CARD_GAP
        return 1 + int((LANE_RIGHT - 6 - CARD_W * self.card - first) // whole)

    def foundation_stack_pos(self, stack: int) -> QPointF:
        return stack_pos(self.stacks, stack, stacks_count_h(self.text))

    # ---------------------------------------------------------------- the tray

    def tray_cards_rect(self) -> QRectF:
        """Where taken cards wait: the tray under its caption, left of the discard box."""
        t = self.tray
        top = t.y() + self.tray_caption_h
        return QRectF(t.x() + 12, top, self.discard.x() - 10 - (t.x() + 12), t.bottom() - 6 - top)

    def tray_grid(self, count: int) -> tuple[int, float]:
        """Columns and card scale for ``count`` taken cards: every card whole, as large as the
        tray allows (never larger than the table's cards)."""
        room = self.tray_cards_rect()
        best = (1, 0.0)
        for cols in range(1, max(1, count) + 1):
            rows = math.ceil(max(1, count) / cols)
            scale = min(
                self.card,
                (room.width() - (cols - 1) * TRAY_GAP) / (cols * CARD_W),
                (room.height() - (rows - 1) * TRAY_GAP) / (rows * CARD_H),
            )
            if scale > best[1] + 1e-9:
                best = (cols, scale)
        return best

    def tray_card_pos(self, index: int, count: int) -> tuple[QPointF, float]:
        """Where the ``index``-th of ``count`` taken cards waits, and its scale: in rows from the
        top left of the tray, each card whole."""
        cols, scale = self.tray_grid(count)
        room = self.tray_cards_rect()
        row, col = divmod(index, cols)
        return (
            QPointF(
                room.x() + col * (CARD_W * scale + TRAY_GAP), room.y() + row * (CARD_H * scale + TRAY_GAP)
            ),
            scale,
        )

    def discard_card_pos(self, index: int) -> QPointF:
        """Cards set aside for the box pile up in the discard box, a little apart."""
        scale = self.discard_scale
        return QPointF(
            self.discard.center().x() - CARD_W * scale / 2 + (index % 4) * 3,
            self.discard.y() + 34 + (index % 4) * 12,
        )

    @property
    def discard_scale(self) -> float:
        return DISCARD_SCALE * self.card

    def spend_button_rect(self, n: int) -> QRectF:
        """Where the button that discards ``n`` contracts stands: side by side at the prompt's
        foot, wide enough for their words in every language."""
        rect = self.prompt
        w = (rect.width() - 26) / 2
        return QRectF(rect.x() + 8 + (n - 1) * (w + 10), rect.bottom() - self.spend_h - 6, w, self.spend_h)

    # ---------------------------------------------------------------- the boards

    def focus_board(self, seat: int) -> BoardGeometry:
        r = self.focus
        grid = QPointF(r.x() + self.label_w + 12, r.y() + self.header_h + 6)
        return BoardGeometry(seat, True, r, grid, self.card, BOARD_GAP, self.header_h, self.label_w)

    def small_boards(self, seats: list[int]) -> list[BoardGeometry]:
        """Opponent boards on the right: bigger when there are fewer of them, each as wide as
        its totals and counters let it be."""
        n = len(seats)
        if n == 0:
            return []
        gap = 4.0
        fixed = self.small_header_h + 6 + (ROWS - 1) * gap + 14
        by_height = (SCENE_H - TOP - BOTTOM - (n - 1) * 8 - n * fixed) / (n * ROWS * CARD_H)
        by_width = (OPPONENT_W - 26 - SIDE_GAP - self.small_side_w - 14 - (COLS - 1) * gap) / (COLS * CARD_W)
        # One rival: room below its board for the standings.
        scale = min({1: 0.66, 2: 0.64, 3: 0.52}[n], by_height, by_width)
        panel_h = fixed + ROWS * CARD_H * scale
        spacing = min(24.0, (SCENE_H - TOP - panel_h * n) / max(1, n))
        out = []
        y = TOP
        for seat in seats:
            rect = QRectF(OPPONENT_X, y, OPPONENT_W, panel_h)
            grid = QPointF(rect.x() + 26, rect.y() + self.small_header_h + 6)
            out.append(
                BoardGeometry(
                    seat, False, rect, grid, scale, gap, self.small_header_h, totals_w=self.small_totals_w
                )
            )
            y += panel_h + spacing
        return out

    def board_layout(self, num_players: int, focus: int) -> dict[int, BoardGeometry]:
        """Every seat's board; the others follow the focus seat in turn order."""
        others = [(focus + k) % num_players for k in range(1, num_players)]
        boards = {focus: self.focus_board(focus)}
        for g in self.small_boards(others):
            boards[g.seat] = g
        return boards

    @staticmethod
    def standings_rect(boards: dict[int, BoardGeometry]) -> QRectF | None:
        """The room under the other boards for the standings, if the table has enough (two
        players: the whole lower right)."""
        bottom = max(g.rect.bottom() for g in boards.values() if not g.large)
        rect = QRectF(OPPONENT_X, bottom + 12, OPPONENT_W, SCENE_H - BOTTOM - (bottom + 12))
        return rect if rect.height() >= STANDINGS_MIN_H else None

    @property
    def medal_home(self) -> QPointF:
        return QPointF(self.scoring.x() + 16, self.scoring.y() + 12)


@functools.lru_cache(maxsize=64)
def table_layout(scale: TextScale, words: LayoutWords = LayoutWords()) -> TableLayout:
    """The table laid out for words of ``scale``: each band of words (captions, headers,
    labels, the prompt) as high and wide as its words; the cards as large as what is left lets
    them be, at most their full size."""
    rows = ScoringRows.of(scale, words.captions)
    scoring_h = rows.height
    header_h = max(40.0, line_h(scale, 23, True) + 8)
    # The left part from top to bottom: the scoring board, three lanes of cards, the large
    # board's header, five rows of cards and the printed depots under them.
    fixed = TOP + scoring_h + GAP + (14 + 3 * 4 + 2 * 4 + 8) + GAP + (header_h + 6 + 4 * BOARD_GAP + 26)
    card = min(1.0, (SCENE_H - BOTTOM - fixed) / (8 * CARD_H))

    scoring = QRectF(LEFT_X, TOP, LEFT_RIGHT - LEFT_X, scoring_h)
    lane_h = CARD_H * card + 4
    project = QRectF(LEFT_X, scoring.bottom() + GAP, scoring.width(), 14 + 3 * lane_h + 2 * 4 + 8)
    lane_y0 = project.y() + 14
    badge = min(lane_h - 10, max(38.0, line_h(scale, 22, True) * 1.45))

    # The deck's column: as wide as the count under it ("87 cards") at the text size.
    deck_w = max(DECK_W, max((text_w(scale, w, 19, True) + 16 for w in words.deck), default=0.0))
    deck_x = DECK_X + (deck_w - CARD_W * card) / 2
    deck_pos = QPointF(deck_x, project.y() + 22)
    count_h = max(28.0, line_h(scale, 19, True) + 4)
    deck_count = QRectF(DECK_X + 2, deck_pos.y() + CARD_H * card + 4, deck_w - 4, count_h)
    drawn_pos = QPointF(deck_x, project.bottom() - 4 - CARD_H * card)
    label_top = deck_count.bottom() + 6
    drawn_label = QRectF(DECK_X, label_top, deck_w, max(0.0, drawn_pos.y() - 4 - label_top))
    stacks = QRectF(DECK_X + deck_w + 4, project.y() + 12, STACKS_W, project.height() - 22)

    widest = max((text_w(scale, d, 17, True) for d in words.districts), default=0.0)
    label_w = max(LABEL_W, TAB_W + 5 + widest + 8)
    grid_w = COLS * CARD_W * card + (COLS - 1) * BOARD_GAP
    focus = QRectF(
        LEFT_X, project.bottom() + GAP, label_w + 12 + grid_w + 6, SCENE_H - BOTTOM - project.bottom() - GAP
    )

    middle_x = focus.right() + 12
    middle_w = LEFT_RIGHT - middle_x
    # The prompt: its title on as many lines as the usual titles need (a title may get smaller,
    # down to the hint's size, to keep to two), over three lines of hint.
    title_lines = max(
        (
            min(
                wrapped_lines(scale, t, 24, middle_w - 32, True),
                max(2, wrapped_lines(scale, t, 17, middle_w - 32, True)),
            )
            for t in words.titles
        ),
        default=1,
    )
    title_h = min(3, title_lines) * line_h(scale, 24, True) + 4
    hint_h = 3 * line_h(scale, 17) + 4
    prompt = QRectF(middle_x, focus.y(), middle_w, max(100.0, title_h + hint_h + 8))
    spend_h = max(40.0, line_h(scale, 19, True) + 16)
    # The tray holds two rows of cards at full size while the log keeps room for a few entries;
    # with large words the log keeps its lines and the tray's cards get smaller.
    tray_caption_h = max(28.0, line_h(scale, 16) + 10)
    rest = focus.height() - prompt.height() - 2 * GAP
    log_least = max(26.0, line_h(scale, 16) + 4) + 4 * line_h(scale, 16) + 12
    tray_most = tray_caption_h + 2 * CARD_H * card + TRAY_GAP + 6
    tray_least = tray_caption_h + 2 * TRAY_LEAST * CARD_H * card + TRAY_GAP + 6
    tray = QRectF(
        middle_x, prompt.bottom() + GAP, middle_w, min(tray_most, max(tray_least, rest - log_least))
    )
    done_h = max(50.0, line_h(scale, 19, True) + 20)
    # The discard box and Done: as wide as their words, while the taken cards keep most of the tray.
    discard_w = max(
        124.0,
        min(
            DISCARD_SHARE * middle_w,
            max(
                max((text_w(scale, w, 17, True) + 16 for w in words.discard), default=0.0),
                max((text_w(scale, w, 19, True) + 16 for w in words.buttons), default=0.0),
            ),
        ),
    )
    discard = QRectF(
        tray.right() - 10 - discard_w, tray.y() + 12, discard_w, tray.height() - 12 - done_h - 8 - 10
    )
    done = QRectF(discard.x(), discard.bottom() + 8, discard_w, done_h)
    log = QRectF(middle_x, tray.bottom() + GAP, middle_w, SCENE_H - BOTTOM - tray.bottom() - GAP)

    totals_w = text_w(scale, "Σ " + WIDEST_COUNT, 19, True) + 2 * PLATE_PAD + 8
    counter_w = 26 + 6 + text_w(scale, WIDEST_COUNT, 19, True) + 2 * PLATE_PAD + 6
    return TableLayout(
        text=scale,
        scoring_rows=rows,
        card=card,
        scoring=scoring,
        project=project,
        deck_pos=deck_pos,
        deck_count=deck_count,
        drawn_label=drawn_label,
        drawn_pos=drawn_pos,
        stacks=stacks,
        lane_x=stacks.right() + 12,
        lane_y0=lane_y0,
        lane_h=lane_h,
        lane_label_w=badge + 12,
        focus=focus,
        header_h=header_h,
        label_w=label_w,
        small_header_h=max(40.0, line_h(scale, 20, True) + 8),
        small_totals_w=totals_w,
        small_side_w=totals_w + counter_w,
        prompt=prompt,
        spend_h=spend_h,
        prompt_title_h=title_h,
        tray=tray,
        tray_caption_h=tray_caption_h,
        discard=discard,
        done=done,
        log=log,
        log_lines=(log.height() - max(26.0, line_h(scale, 16) + 4) - 12) / line_h(scale, 16),
    )
