"""Where everything lies on the table, in scene units (a 1920 x 1080 table scaled to fit).

Pure geometry: no items, no rules. The player whose board is shown large (the "focus" seat)
sits bottom left; the other boards stack on the right, smaller but with the same art.
"""

from __future__ import annotations

import math

import attrs
from PySide6.QtCore import QPointF, QRectF, QSizeF

from ...model.cards import COLS, ROWS
from .card_art import CARD_H, CARD_W

SCENE_W = 1920.0
SCENE_H = 1080.0
SCENE_RECT = QRectF(0, 0, SCENE_W, SCENE_H)

SCORING_RECT = QRectF(14, 10, 1318, 104)
PROJECT_RECT = QRectF(14, 124, 1318, 342)
DECK_POS = QPointF(34, 146)
DECK_COUNT_RECT = QRectF(26, 250, 136, 30)
DRAWN_POS = QPointF(34, 362)
DRAWN_LABEL_RECT = QRectF(20, 284, 148, 74)
STACKS_RECT = QRectF(172, 136, 52, 320)
LANE_X = 236.0
LANE_RIGHT = 1322.0
LANE_Y0 = 138.0
LANE_STEP = 108.0
LANE_H = 104.0
LANE_LABEL_W = 50.0
LANE_CARD_GAP = 8.0  # between two cards side by side in a column

FOCUS_RECT = QRectF(14, 476, 812, 596)
PROMPT_RECT = QRectF(838, 476, 494, 100)
TRAY_RECT = QRectF(838, 586, 494, 240)
DISCARD_RECT = QRectF(1198, 598, 124, 160)
DONE_RECT = QRectF(1198, 766, 124, 50)  # wide enough for "Done (12)" in every language
LOG_RECT = QRectF(838, 836, 494, 236)
OPPONENT_X = 1344.0
OPPONENT_W = 564.0

HEADER_H = 40.0
LABEL_W = 170.0  # wide enough for every district name at the least readable size
SIDE_TOTAL_W = 58.0  # a small board's row totals, left of its counters
MEDAL_W, MEDAL_H = 76.0, 80.0  # the medal piece at scale 1


def lane_rect(column: int) -> QRectF:
    return QRectF(LANE_X, LANE_Y0 + column * LANE_STEP, LANE_RIGHT - LANE_X, LANE_H)


def lane_card_step(count: int) -> float:
    """How far apart the cards of a column lie: side by side while the lane has room, then
    closer, overlapping left to right, never past the lane's end."""
    first = LANE_X + LANE_LABEL_W + 8
    room = LANE_RIGHT - 6 - CARD_W - first
    whole = CARD_W + LANE_CARD_GAP
    if count <= 1:
        return whole
    return min(whole, room / (count - 1))


def lane_card_pos(column: int, index: int, count: int) -> QPointF:
    """Where the ``index``-th of ``count`` cards of a column lies."""
    first = LANE_X + LANE_LABEL_W + 8
    return QPointF(first + index * lane_card_step(count), LANE_Y0 + column * LANE_STEP + 2)


def tray_card_pos(index: int, count: int) -> QPointF:
    """Taken cards wait in up to two fanned rows left of the discard box."""
    left = TRAY_RECT.x() + 12
    right = DISCARD_RECT.x() - 10
    per_row = count if count <= 3 else math.ceil(count / 2)
    row, col = divmod(index, per_row)
    room = right - left - CARD_W
    step = CARD_W + 4 if per_row <= 1 else min(CARD_W + 4, room / (per_row - 1))
    return QPointF(left + col * step, TRAY_RECT.y() + 28 + row * (CARD_H + 8))


def discard_card_pos(index: int) -> QPointF:
    """Cards set aside for the box pile up in the discard box, a little apart."""
    scale = DISCARD_SCALE
    return QPointF(
        DISCARD_RECT.center().x() - CARD_W * scale / 2 + (index % 4) * 3,
        DISCARD_RECT.y() + 34 + (index % 4) * 12,
    )


DISCARD_SCALE = 0.7


@attrs.frozen
class BoardGeometry:
    """One seat's board: the panel, the header and the 5 x 5 grid of spaces."""

    seat: int
    large: bool
    rect: QRectF
    grid: QPointF  # top-left of the first space
    scale: float  # of a card on this board
    gap: float

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
        return QRectF(self.rect.x() + 10, self.rect.y() + 4, self.rect.width() - 20, HEADER_H - 4)

    def label_rect(self, row: int) -> QRectF:
        """Left of a row: district name and row total (large board), a colour tab (small)."""
        r = self.row_rect(row)
        if self.large:
            return QRectF(self.rect.x() + 8, r.y(), LABEL_W - 4, r.height())
        return QRectF(self.rect.x() + 6, r.y(), self.grid.x() - self.rect.x() - 10, r.height())

    def side_rect(self) -> QRectF:
        """Right of the grid on a small board: row totals, then cable cars, skyscrapers and the
        medal in a column of their own."""
        g = self.grid_rect()
        return QRectF(g.right() + 8, g.y(), self.rect.right() - g.right() - 14, g.height())

    def side_split(self) -> float:
        """Where a small board's column of counters starts, right of its row totals."""
        s = self.side_rect()
        return s.x() + min(SIDE_TOTAL_W, s.width() / 2)

    def side_counter_rect(self, row: int) -> QRectF:
        """A small board's counter beside row ``row``: 0 cable cars, 1 skyscrapers, 2-3 medal."""
        r = self.row_rect(row)
        x = self.side_split()
        return QRectF(x, r.y(), self.side_rect().right() - x, r.height())

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


def focus_board(seat: int) -> BoardGeometry:
    r = FOCUS_RECT
    return BoardGeometry(seat, True, r, QPointF(r.x() + LABEL_W + 12, r.y() + HEADER_H + 6), 1.0, 6.0)


def small_boards(seats: list[int]) -> list[BoardGeometry]:
    """Opponent boards on the right: bigger when there are fewer of them."""
    n = len(seats)
    if n == 0:
        return []
    scale = {1: 0.66, 2: 0.64, 3: 0.52}[n]  # one rival: room for its counters beside the grid
    gap = 4.0
    grid_h = ROWS * CARD_H * scale + (ROWS - 1) * gap
    panel_h = HEADER_H + grid_h + 20
    spacing = (SCENE_H - 10 - panel_h * n) / max(1, n)
    spacing = min(spacing, 24.0)
    out = []
    y = 10.0
    for seat in seats:
        rect = QRectF(OPPONENT_X, y, OPPONENT_W, panel_h)
        out.append(
            BoardGeometry(seat, False, rect, QPointF(rect.x() + 26, rect.y() + HEADER_H + 6), scale, gap)
        )
        y += panel_h + spacing
    return out


def standings_rect(boards: dict[int, BoardGeometry]) -> QRectF | None:
    """The room under the other boards for the standings, if the table has enough (two
    players: the whole lower right)."""
    bottom = max(g.rect.bottom() for g in boards.values() if not g.large)
    rect = QRectF(OPPONENT_X, bottom + 12, OPPONENT_W, SCENE_H - 8 - (bottom + 12))
    return rect if rect.height() >= STANDINGS_MIN_H else None


STANDINGS_MIN_H = 420.0


def board_layout(num_players: int, focus: int) -> dict[int, BoardGeometry]:
    """Every seat's board; the others follow the focus seat in turn order."""
    others = [(focus + k) % num_players for k in range(1, num_players)]
    boards = {focus: focus_board(focus)}
    for g in small_boards(others):
        boards[g.seat] = g
    return boards


# Scoring board slots.
MEDAL_HOME = QPointF(30, 22)
# Each section is as wide as its caption in every language at the least readable size.
SKYSCRAPERS_RECT = QRectF(124, 18, 270, 88)
SKYSCRAPER_STEP = 29.0
COMPLETIONS_RECT = QRectF(404, 18, 288, 88)
SUPPLY_RECT = QRectF(702, 18, 370, 88)
ADVANTAGE_RECT = QRectF(1080, 18, 246, 88)


def completion_slot(district: int) -> QRectF:
    r = COMPLETIONS_RECT
    return QRectF(r.x() + district * 52, r.y() + 22, 46, 46)


def supply_slot(kind: int) -> QRectF:
    r = SUPPLY_RECT
    return QRectF(r.x() + kind * 62, r.y() + 20, 44, 44)


def foundation_stack_pos(stack: int) -> QPointF:
    return QPointF(STACKS_RECT.x() + 6, STACKS_RECT.y() + 10 + stack * 60)
