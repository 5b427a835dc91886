"""Drawing helpers the card art shares: unit boxes, round pens, polygons, stars and waves.

The painters build their shapes in a unit box (0..1) and scale it into the rectangle asked
for, so that every picture stays sharp at any zoom.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF


def to_unit_box(p: QPainter, rect: QRectF) -> None:
    """Make ``rect`` the painter's 0..1 box."""
    p.translate(rect.topLeft())
    p.scale(rect.width(), rect.height())


def round_pen(color: QColor | str, width: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap) -> QPen:
    """A pen with round joins (and round ends unless ``cap`` says otherwise): printed lines."""
    pen = QPen(QColor(color), width)
    pen.setCapStyle(cap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def polygon(*pts: tuple[float, float]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in pts])


def star_path(cx: float, cy: float, outer: float, inner: float, points: int = 5) -> QPainterPath:
    """A star of ``points`` points around (cx, cy), its tips ``outer`` and its notches ``inner``
    from the centre, one tip straight up."""
    path = QPainterPath()
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / points
        pt = QPointF(cx + r * math.cos(a), cy + r * math.sin(a))
        if i == 0:
            path.moveTo(pt)
        else:
            path.lineTo(pt)
    path.closeSubpath()
    return path


def wave_path(y: float, x0: float, x1: float, amp: float, waves: float) -> QPainterPath:
    """A wavy line along ``y`` from ``x0`` to ``x1``: ``waves`` crests of height ``amp``."""
    path = QPainterPath(QPointF(x0, y))
    steps = 24
    for i in range(1, steps + 1):
        x = x0 + (x1 - x0) * i / steps
        path.lineTo(x, y + amp * math.sin(i / steps * waves * 2 * math.pi))
    return path
