"""Where everything lies on the table, in scene units (a 1920 x 1080 table scaled to fit).

Pure geometry: no items, no rules. The player whose board is shown large (the "focus" seat)
sits bottom left; the other boards stack on the right, smaller but with the same art.
"""

from __future__ import annotations

import math

import attrs
from PySide6.QtCore import QPointF, QRectF

from ..model.cards import COLS, ROWS
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
LANE_CARD_STEP = 64.0

FOCUS_RECT = QRectF(14, 476, 812, 596)
PROMPT_RECT = QRectF(838, 476, 494, 100)
TRAY_RECT = QRectF(838, 586, 494, 240)
DISCARD_RECT = QRectF(1198, 598, 124, 160)
DONE_RECT = QRectF(1198, 766, 124, 50)  # wide enough for "Done (12)" in every language
LOG_RECT = QRectF(838, 836, 494, 236)
OPPONENT_X = 1344.0
OPPONENT_W = 564.0

HEADER_H = 40.0
LABEL_W = 164.0


def lane_rect(column: int) -> QRectF:
    return QRectF(LANE_X, LANE_Y0 + column * LANE_STEP, LANE_RIGHT - LANE_X, LANE_H)


def lane_card_pos(column: int, index: int, count: int) -> QPointF:
    """Cards of a column overlap left to right so that each card's band stays visible."""
    first = LANE_X + LANE_LABEL_W + 8
    room = LANE_RIGHT - 6 - CARD_W - first
    step = LANE_CARD_STEP if count <= 1 else min(LANE_CARD_STEP, room / (count - 1))
    return QPointF(first + index * step, LANE_Y0 + column * LANE_STEP + 2)


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
        """Right of the grid on a small board: row totals, cable cars, skyscrapers."""
        g = self.grid_rect()
        return QRectF(g.right() + 10, g.y(), self.rect.right() - g.right() - 18, g.height())

    def medal_pos(self) -> QPointF:
        """Where the medal sits when this seat holds it (its top-left, at medal scale)."""
        h = self.header_rect()
        if self.large:
            return QPointF(h.right() - 44, h.y() + 1)
        s = self.side_rect()
        return QPointF(s.right() - 40, s.bottom() - 46)

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
    scale = {1: 0.74, 2: 0.64, 3: 0.52}[n]
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


def board_layout(num_players: int, focus: int) -> dict[int, BoardGeometry]:
    """Every seat's board; the others follow the focus seat in turn order."""
    others = [(focus + k) % num_players for k in range(1, num_players)]
    boards = {focus: focus_board(focus)}
    for g in small_boards(others):
        boards[g.seat] = g
    return boards


# Scoring board slots.
MEDAL_HOME = QPointF(30, 22)
SKYSCRAPERS_RECT = QRectF(124, 18, 300, 88)
COMPLETIONS_RECT = QRectF(440, 18, 262, 88)
SUPPLY_RECT = QRectF(716, 18, 370, 88)
ADVANTAGE_RECT = QRectF(1096, 18, 230, 88)


def completion_slot(district: int) -> QRectF:
    r = COMPLETIONS_RECT
    return QRectF(r.x() + district * 52, r.y() + 22, 46, 46)


def supply_slot(kind: int) -> QRectF:
    r = SUPPLY_RECT
    return QRectF(r.x() + kind * 62, r.y() + 20, 44, 44)


def foundation_stack_pos(stack: int) -> QPointF:
    return QPointF(STACKS_RECT.x() + 6, STACKS_RECT.y() + 10 + stack * 60)
