"""The printed marks of the cards: district glyphs and band patterns, and the card symbols.

Each district has a colour, a band pattern and a glyph, so that no rule depends on telling
colours apart. Shapes are built once in a unit box and scaled into the rectangle asked for.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from ...model.cards import Color, Symbol
from ..look import theme
from .paint_kit import polygon, round_pen, star_path, to_unit_box, wave_path

# ---------------------------------------------------------------------------- district glyphs


@cache
def _glyph_path(color: Color) -> QPainterPath:
    """A filled outline in a unit box: anchor, bank, lantern, bell, tree, compass star."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if color == Color.BLUE:  # anchor
        stroke = QPainterPath()
        stroke.addEllipse(QPointF(0.5, 0.15), 0.09, 0.09)
        stroke.moveTo(0.5, 0.24)
        stroke.lineTo(0.5, 0.88)
        stroke.moveTo(0.28, 0.34)
        stroke.lineTo(0.72, 0.34)
        stroke.moveTo(0.12, 0.56)
        stroke.quadTo(0.18, 0.9, 0.5, 0.9)
        stroke.quadTo(0.82, 0.9, 0.88, 0.56)
        from PySide6.QtGui import QPainterPathStroker

        stroker = QPainterPathStroker()
        stroker.setWidth(0.1)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        path = stroker.createStroke(stroke)
        path.addPolygon(polygon((0.04, 0.6), (0.12, 0.46), (0.2, 0.6)))
        path.addPolygon(polygon((0.8, 0.6), (0.88, 0.46), (0.96, 0.6)))
    elif color == Color.GRAY:  # bank with columns
        path.addPolygon(polygon((0.06, 0.34), (0.5, 0.08), (0.94, 0.34)))
        path.addRect(QRectF(0.1, 0.34, 0.8, 0.06))
        for x in (0.16, 0.35, 0.54, 0.73):
            path.addRect(QRectF(x, 0.44, 0.11, 0.36))
        path.addRect(QRectF(0.06, 0.82, 0.88, 0.1))
    elif color == Color.ORANGE:  # paper lantern
        path.addRect(QRectF(0.36, 0.08, 0.28, 0.08))
        path.addEllipse(QRectF(0.16, 0.16, 0.68, 0.6))
        path.addRect(QRectF(0.36, 0.74, 0.28, 0.08))
        path.addRect(QRectF(0.47, 0.82, 0.06, 0.14))
    elif color == Color.YELLOW:  # mission bell
        path.addEllipse(QPointF(0.5, 0.1), 0.07, 0.07)
        bell = QPainterPath(QPointF(0.5, 0.14))
        bell.quadTo(0.24, 0.16, 0.25, 0.46)
        bell.lineTo(0.22, 0.7)
        bell.quadTo(0.1, 0.76, 0.08, 0.82)
        bell.lineTo(0.92, 0.82)
        bell.quadTo(0.9, 0.76, 0.78, 0.7)
        bell.lineTo(0.75, 0.46)
        bell.quadTo(0.76, 0.16, 0.5, 0.14)
        path.addPath(bell)
        path.addEllipse(QPointF(0.5, 0.89), 0.08, 0.07)
    elif color == Color.GREEN:  # tree
        path.addEllipse(QPointF(0.5, 0.3), 0.22, 0.2)
        path.addEllipse(QPointF(0.3, 0.5), 0.2, 0.18)
        path.addEllipse(QPointF(0.7, 0.5), 0.2, 0.18)
        path.addEllipse(QPointF(0.5, 0.55), 0.22, 0.18)
        path.addRect(QRectF(0.44, 0.6, 0.12, 0.34))
    else:  # compass star: the wild card
        path.addPath(star_path(0.5, 0.5, 0.47, 0.13, 4))
        ring = QPainterPath()
        ring.addEllipse(QPointF(0.5, 0.5), 0.3, 0.3)
        inner = QPainterPath()
        inner.addEllipse(QPointF(0.5, 0.5), 0.23, 0.23)
        path.addPath(ring.subtracted(inner))
    return path.simplified()


def paint_glyph(p: QPainter, color: Color, rect: QRectF, ink: QColor) -> None:
    p.save()
    to_unit_box(p, rect)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawPath(_glyph_path(color))
    p.restore()


@cache
def _pattern_path(color: Color, w: float, h: float) -> tuple[QPainterPath, bool]:
    """The district's texture in a w x h box, and whether it is filled (dots) or stroked."""
    path = QPainterPath()
    if color == Color.BLUE:
        y = 5.0
        while y < h:
            path.addPath(wave_path(y, 0, w, 2.0, w / 14))
            y += 9
    elif color == Color.GRAY:
        x = 4.0
        while x < w:
            path.moveTo(x, 0)
            path.lineTo(x, h)
            x += 7
    elif color == Color.ORANGE:
        for j, y in enumerate(range(4, int(h), 8)):
            for x in range(4 + (j % 2) * 4, int(w), 8):
                path.addEllipse(QPointF(x, y), 1.5, 1.5)
        return path, True
    elif color == Color.YELLOW:
        for k in range(-int(h), int(w), 8):
            path.moveTo(k, h)
            path.lineTo(k + h, 0)
    elif color == Color.GREEN:
        for j, y in enumerate(range(6, int(h) + 6, 10)):
            for x in range((j % 2) * 6, int(w) + 6, 12):
                path.moveTo(x - 4, y + 3)
                path.lineTo(x, y - 2)
                path.lineTo(x + 4, y + 3)
    else:
        for k in range(-int(h), int(w), 9):
            path.moveTo(k, h)
            path.lineTo(k + h, 0)
            path.moveTo(k, 0)
            path.lineTo(k + h, h)
    return path, False


def paint_pattern(p: QPainter, color: Color, rect: QRectF, alpha: int = 46) -> None:
    """The district's texture on a band: waves, pinstripes, dots, hatch, leaves, cross-hatch."""
    path, filled = _pattern_path(color, round(rect.width()), round(rect.height()))
    p.save()
    p.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    p.translate(rect.topLeft())
    # Dark lines on a light fill (yellow; the light grey of the colour-blind palette), else white.
    light = theme.district_color(color).lightness() > 128
    base = theme.PATTERN_INK_ON_LIGHT if light else theme.PATTERN_INK_ON_DARK
    ink = QColor(base.red(), base.green(), base.blue(), alpha + 20 if light else alpha)
    if filled:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
    else:
        p.setPen(round_pen(ink, 1.6))
        p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    p.restore()


# ---------------------------------------------------------------------------- card symbols


def paint_symbol(p: QPainter, symbol: Symbol, rect: QRectF, value: int | None = None) -> None:
    """One printed symbol; ``value`` is written inside a square (its current worth on a board)."""
    p.save()
    to_unit_box(p, rect)
    p.setPen(Qt.PenStyle.NoPen)
    if symbol == Symbol.TRACKS:
        p.setBrush(theme.TRACKS_SLEEPER)
        for x in (0.08, 0.27, 0.46, 0.65, 0.84):
            p.drawRoundedRect(QRectF(x, 0.2, 0.1, 0.6), 0.02, 0.02)
        p.setPen(round_pen(theme.TRACKS_RAIL, 0.09, Qt.PenCapStyle.FlatCap))
        p.drawLine(QPointF(0.0, 0.36), QPointF(1.0, 0.36))
        p.drawLine(QPointF(0.0, 0.64), QPointF(1.0, 0.64))
    elif symbol == Symbol.DEPOT:
        p.setBrush(theme.DEPOT_WALL)
        p.drawPolygon(polygon((0.04, 0.46), (0.5, 0.08), (0.96, 0.46)))
        p.drawRect(QRectF(0.14, 0.44, 0.72, 0.48))
        p.setBrush(theme.DEPOT_DOOR)
        door = QPainterPath(QPointF(0.34, 0.92))
        door.lineTo(0.34, 0.66)
        door.arcTo(QRectF(0.34, 0.54, 0.32, 0.24), 180, -180)
        door.lineTo(0.66, 0.92)
        door.closeSubpath()
        p.drawPath(door)
        p.setBrush(theme.CABLE_RED)
        p.drawRoundedRect(QRectF(0.4, 0.7, 0.2, 0.14), 0.03, 0.03)
    elif symbol == Symbol.FOUNDATION:
        p.setBrush(theme.FOUNDATION_BRICK)
        p.drawPolygon(polygon((0.06, 0.92), (0.94, 0.92), (0.82, 0.5), (0.18, 0.5)))
        p.setPen(round_pen(theme.FOUNDATION_MORTAR, 0.035, Qt.PenCapStyle.FlatCap))
        for y in (0.64, 0.78):
            p.drawLine(QPointF(0.1, y), QPointF(0.9, y))
        for x, y0, y1 in (
            (0.4, 0.5, 0.64),
            (0.64, 0.5, 0.64),
            (0.28, 0.64, 0.78),
            (0.52, 0.64, 0.78),
            (0.76, 0.64, 0.78),
            (0.4, 0.78, 0.92),
            (0.64, 0.78, 0.92),
        ):
            p.drawLine(QPointF(x, y0), QPointF(x, y1))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.FOUNDATION_GIRDER)
        p.drawRect(QRectF(0.34, 0.08, 0.32, 0.07))
        p.drawRect(QRectF(0.46, 0.15, 0.08, 0.22))
        p.drawRect(QRectF(0.34, 0.37, 0.32, 0.07))
    elif symbol == Symbol.SQUARE:
        p.setBrush(theme.SQUARE_PAVING)
        p.setPen(round_pen(theme.SQUARE_EDGE, 0.05))
        p.drawRoundedRect(QRectF(0.06, 0.06, 0.88, 0.88), 0.14, 0.14)
        p.setPen(round_pen(theme.SQUARE_GRID, 0.03))
        for t in (0.28, 0.72):
            p.drawLine(QPointF(t, 0.1), QPointF(t, 0.9))
            p.drawLine(QPointF(0.1, t), QPointF(0.9, t))
        p.setPen(round_pen(theme.SQUARE_EDGE, 0.04))
        p.setBrush(theme.SEA if value is None or value > 0 else theme.SQUARE_DRY_FOUNTAIN)
        p.drawEllipse(QPointF(0.5, 0.5), 0.27, 0.27)
    elif symbol == Symbol.SEASIDE:
        p.setBrush(theme.SEASIDE_SUN)
        p.drawPie(QRectF(0.24, 0.2, 0.52, 0.52), 0, 180 * 16)
        p.setPen(round_pen(theme.SEA, 0.09))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(wave_path(0.6, 0.04, 0.96, 0.05, 2))
        p.drawPath(wave_path(0.8, 0.04, 0.96, 0.05, 2))
    elif symbol == Symbol.BONUS:
        p.setBrush(theme.GOLD)
        p.setPen(round_pen(theme.GOLD_DARK, 0.07))
        p.drawEllipse(QRectF(0.05, 0.05, 0.9, 0.9))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.BONUS_STAR)
        p.drawPath(star_path(0.5, 0.53, 0.36, 0.15))
    p.restore()
    if symbol == Symbol.SQUARE and value is not None:
        p.save()
        p.setPen(theme.SQUARE_VALUE_INK if value > 0 else theme.SQUARE_ZERO_INK)
        p.setFont(theme.font(rect.height() * 0.42, bold=True))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(value))
        p.restore()
