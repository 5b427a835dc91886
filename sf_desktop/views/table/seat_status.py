"""A seat's connection and clock in an online game, written in its board's header after the
name, where the kind of player goes: in the header's free room it covers nothing a player
reads (a plate laid over the board hid its bottom row's total and a card's corner). When the
room is short the words give way: the clock alone, then the coloured dot alone."""

from __future__ import annotations

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from ..look import theme
from .furniture import paint_text

DOT = 10.0  # the dot's diameter, scene units


@attrs.frozen
class SeatStatus:
    """What the header says of a seat's connection: the words, the clock (may be empty) and
    the dot's colour."""

    words: str
    clock: str
    dot: QColor

    @property
    def text(self) -> str:
        return f"{self.words} · {self.clock}" if self.clock else self.words


def least_width(ts: theme.TextScale, status: SeatStatus, size: float) -> float:
    """The room ``status`` needs to show its dot and clock at the least readable size."""
    if not status.clock:
        return DOT + 6
    return DOT + 6 + QFontMetricsF(_least_font(ts, size)).horizontalAdvance(status.clock) + 8


def _least_font(ts: theme.TextScale, size: float) -> QFont:
    return theme.font(max(ts.floor, ts.size(size) * 0.75))


def paint_seat_status(
    p: QPainter, ts: theme.TextScale, box: QRectF, status: SeatStatus, size: float, *, into: list[QRectF]
) -> float:
    """Draw ``status`` at the left of ``box`` (a header's free room): its dot and as much of
    its words as show whole at a readable size. Returns the width it took (0: no room)."""
    if box.width() < DOT + 4:
        return 0.0
    least = _least_font(ts, size)
    room = box.width() - DOT - 6
    text = next(
        (t for t in (status.text, status.clock) if t and QFontMetricsF(least).horizontalAdvance(t) <= room),
        "",
    )
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(status.dot)
    p.drawEllipse(QPointF(box.x() + DOT / 2 + 1, box.center().y()), DOT / 2, DOT / 2)
    into.append(QRectF(box.x() + 1, box.center().y() - DOT / 2, DOT, DOT))
    if not text:
        return DOT + 6
    words = QRectF(box.x() + DOT + 6, box.y(), room, box.height())
    return DOT + 6 + paint_text(p, ts, words, text, size, color=theme.INK, into=into) + 8
