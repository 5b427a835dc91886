"""The game's own vector art: card faces and backs, and the pieces (tokens, cable cars,
skyscrapers, the medal).

Everything is drawn with QPainter paths in the item's own units, so it stays sharp at any
zoom and on HiDPI screens. The district glyphs, band patterns and card symbols the faces
carry are drawn by :mod:`symbol_art`.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPolygonF

from ...model.cards import CARDS, BonusKind, Color, Symbol
from ..look import theme
from .paint_kit import polygon, round_pen, star_path, to_unit_box, wave_path
from .symbol_art import paint_glyph, paint_pattern, paint_symbol

CARD_W = 120.0
CARD_H = 100.0
BAND_W = 50.0
RADIUS = 9.0
CARD_RECT = QRectF(0, 0, CARD_W, CARD_H)

# Symbols in the order they are shown (the bonus star has its own corner).
SYMBOL_ORDER = (Symbol.DEPOT, Symbol.TRACKS, Symbol.SQUARE, Symbol.FOUNDATION, Symbol.SEASIDE)

# Where things lie on a card face, in card units: the painters and the table's check that
# nothing hides them share these.
VALUE_RECT = QRectF(0, 0, BAND_W, 46)
BAND_ICONS_Y = 74.0
BAND_ICON = 21.0
MAIN_SYMBOL_RECT = QRectF(64, 27, 44, 44)
FOUNDATION_TOKEN_RECT = QRectF(64, 25, 44, 44)
SUPPORT_RECT = QRectF(62, 58, 48, 18)
BONUS_CORNER_RECT = QRectF(94, 4, 23, 23)
PLUS2_RECT = QRectF(52, 3, 28, 28)
TRACKS_TOKEN_RECT = QRectF(52, 70, 28, 28)
CABLE_CAR_RECT = QRectF(82, 72, 36, 26)
VALUE4_TEXT_RECT = QRectF(BAND_W, 58, CARD_W - BAND_W, 24)
# A skyscraper stands on the right of its card's picture, between the top corner and the cable
# car, so that it hides none of the card's tokens; a bonus star printed in that corner moves
# beside it.
SKYSCRAPER_RECT = QRectF(82, 3, 36, 68)
BONUS_BESIDE_SKYSCRAPER_RECT = QRectF(55, 38, 24, 24)


@attrs.frozen
class Decor:
    """What lies on a card besides its print: tokens, a cable car, a square's current value."""

    cable: bool = False
    plus2: bool = False
    tracks_token: bool = False
    foundation_token: bool = False
    square_value: int | None = None  # shown inside the square symbol when on a board
    support: str = ""  # on a board's foundation token: "5/7", its neighbours' worth and the need
    row_color: Color | None = None  # the row a bonus card lies in
    skyscraper: bool = False  # a skyscraper stands on it (drawn by its own item)


def band_icon_rects(count: int) -> list[QRectF]:
    """The chips of the band's ``count`` symbols, centred under the value."""
    gap = 2.0
    total = count * BAND_ICON + (count - 1) * gap
    x = (BAND_W - total) / 2
    return [
        QRectF(x + i * (BAND_ICON + gap) - 1, BAND_ICONS_Y, BAND_ICON + 2, BAND_ICON + 2)
        for i in range(count)
    ]


def card_info_rects(card: int, decor: Decor) -> list[QRectF]:
    """What on this card face tells something (value, symbols, tokens, a cable car), in card
    units: what nothing else on the table may cover."""
    c = CARDS[card]
    rects = [VALUE_RECT]
    if c.bonus_kind is not None:
        rects.append(MAIN_SYMBOL_RECT.translated(0, -17 if c.bonus_kind == BonusKind.VALUE4 else -5))
        if c.bonus_kind == BonusKind.VALUE4:
            rects.append(VALUE4_TEXT_RECT)
        else:
            rects += band_icon_rects(1)
    else:
        symbols = card_symbols(card)
        rects += band_icon_rects(len(symbols) + (1 if c.symbols & Symbol.BONUS else 0))
        if symbols and not (symbols[0] == Symbol.FOUNDATION and (decor.foundation_token or decor.skyscraper)):
            rects.append(MAIN_SYMBOL_RECT)
        if c.symbols & Symbol.BONUS:
            rects.append(BONUS_BESIDE_SKYSCRAPER_RECT if decor.skyscraper else BONUS_CORNER_RECT)
    if decor.foundation_token:
        rects.append(FOUNDATION_TOKEN_RECT)
        if decor.support:
            rects.append(SUPPORT_RECT)
    for shown, rect in (
        (decor.plus2, PLUS2_RECT),
        (decor.tracks_token, TRACKS_TOKEN_RECT),
        (decor.cable, CABLE_CAR_RECT),
    ):
        if shown:
            rects.append(rect)
    return rects


def card_symbols(card: int) -> list[Symbol]:
    flags = CARDS[card].symbols
    return [s for s in SYMBOL_ORDER if flags & s]


# ---------------------------------------------------------------------------- pieces


def paint_cable_car(p: QPainter, rect: QRectF) -> None:
    """A San Francisco cable car, side view: the marker of a network card."""
    p.save()
    to_unit_box(p, rect)
    p.setPen(round_pen(theme.CABLE_CAR_ROOF_EDGE, 0.04))
    p.setBrush(theme.CABLE_CAR_ROOF)
    p.drawRoundedRect(QRectF(0.02, 0.08, 0.96, 0.14), 0.05, 0.05)
    p.setBrush(theme.CABLE_RED)
    p.drawRoundedRect(QRectF(0.06, 0.18, 0.88, 0.56), 0.08, 0.08)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(theme.CABLE_CAR_WINDOW)
    for x in (0.13, 0.34, 0.55, 0.76):
        p.drawRoundedRect(QRectF(x, 0.27, 0.14, 0.2), 0.03, 0.03)
    p.setBrush(theme.GOLD)
    p.drawRect(QRectF(0.06, 0.56, 0.88, 0.05))
    p.setBrush(theme.CABLE_CAR_WHEEL)
    p.drawEllipse(QPointF(0.27, 0.82), 0.1, 0.1)
    p.drawEllipse(QPointF(0.73, 0.82), 0.1, 0.1)
    p.restore()


def paint_skyscraper(p: QPainter, rect: QRectF) -> None:
    """A skyscraper standee: glass front, shaded side, gold crown."""
    p.save()
    to_unit_box(p, rect)
    p.setPen(round_pen(theme.SKYSCRAPER_EDGE, 0.025))
    grad = QLinearGradient(0, 0, 0.7, 1)
    grad.setColorAt(0, theme.SKYSCRAPER_GLASS_TOP)
    grad.setColorAt(1, theme.SKYSCRAPER_GLASS_BOTTOM)
    p.setBrush(QBrush(grad))
    p.drawPolygon(polygon((0.08, 0.16), (0.7, 0.16), (0.7, 1.0), (0.08, 1.0)))
    p.setBrush(theme.SKYSCRAPER_SIDE)
    p.drawPolygon(polygon((0.7, 0.16), (0.92, 0.1), (0.92, 0.94), (0.7, 1.0)))
    p.setBrush(theme.GOLD)
    p.drawPolygon(polygon((0.08, 0.16), (0.39, 0.02), (0.7, 0.16)))
    p.setPen(round_pen(theme.SKYSCRAPER_FLOORS, 0.018, Qt.PenCapStyle.FlatCap))
    for i in range(1, 9):
        y = 0.16 + i * 0.093
        p.drawLine(QPointF(0.1, y), QPointF(0.68, y))
    for x in (0.23, 0.39, 0.55):
        p.drawLine(QPointF(x, 0.18), QPointF(x, 0.98))
    p.restore()


def paint_medal(p: QPainter, rect: QRectF) -> None:
    """The master builder's medal."""
    p.save()
    to_unit_box(p, rect)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(theme.MEDAL_RIBBON_LEFT)
    p.drawPolygon(polygon((0.22, 0.0), (0.44, 0.0), (0.6, 0.42), (0.42, 0.46)))
    p.setBrush(theme.MEDAL_RIBBON_RIGHT)
    p.drawPolygon(polygon((0.56, 0.0), (0.78, 0.0), (0.58, 0.46), (0.4, 0.42)))
    grad = QLinearGradient(0.2, 0.3, 0.8, 1.0)
    grad.setColorAt(0, theme.MEDAL_SHINE)
    grad.setColorAt(1, theme.MEDAL_SHADE)
    p.setBrush(QBrush(grad))
    p.setPen(round_pen(theme.GOLD_DARK, 0.04))
    p.drawEllipse(QPointF(0.5, 0.66), 0.32, 0.32)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(theme.MEDAL_STAR)
    p.drawPath(star_path(0.5, 0.67, 0.2, 0.085))
    p.restore()


def paint_contract(p: QPainter, rect: QRectF) -> None:
    """A contract: a sheet with lines and a red seal."""
    p.save()
    to_unit_box(p, rect)
    p.setPen(round_pen(theme.CONTRACT_EDGE, 0.05))
    p.setBrush(theme.CONTRACT_SHEET)
    p.drawRoundedRect(QRectF(0.14, 0.04, 0.72, 0.92), 0.08, 0.08)
    p.setPen(round_pen(theme.CONTRACT_LINES, 0.05))
    for y in (0.24, 0.38, 0.52):
        p.drawLine(QPointF(0.26, y), QPointF(0.74, y))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(theme.CONTRACT_SEAL)
    p.drawEllipse(QPointF(0.62, 0.76), 0.13, 0.13)
    p.restore()


def paint_foundation_token(p: QPainter, rect: QRectF) -> None:
    """A foundation token: a stone disk with bricks."""
    p.save()
    to_unit_box(p, rect)
    p.setPen(round_pen(theme.FOUNDATION_TOKEN_EDGE, 0.06))
    p.setBrush(theme.FOUNDATION_TOKEN_STONE)
    p.drawEllipse(QRectF(0.05, 0.05, 0.9, 0.9))
    p.setPen(round_pen(theme.FOUNDATION_TOKEN_JOINTS, 0.05, Qt.PenCapStyle.FlatCap))
    for y in (0.38, 0.62):
        p.drawLine(QPointF(0.14, y), QPointF(0.86, y))
    for x, y0, y1 in ((0.5, 0.14, 0.38), (0.34, 0.38, 0.62), (0.66, 0.38, 0.62), (0.5, 0.62, 0.86)):
        p.drawLine(QPointF(x, y0), QPointF(x, y1))
    p.restore()


def paint_hexagon(p: QPainter, rect: QRectF, fill: QColor, edge: QColor) -> None:
    cx, cy = rect.center().x(), rect.center().y()
    r = min(rect.width(), rect.height()) / 2
    pts = [
        QPointF(
            cx + r * math.cos(math.pi / 6 + k * math.pi / 3), cy + r * math.sin(math.pi / 6 + k * math.pi / 3)
        )
        for k in range(6)
    ]
    p.save()
    p.setPen(round_pen(edge, max(1.0, r * 0.1)))
    p.setBrush(fill)
    p.drawPolygon(QPolygonF(pts))
    p.restore()


def paint_completion(p: QPainter, district: int, rect: QRectF, present: bool = True) -> None:
    """A district completion token (hexagonal, 1 VP) in its district's colour and glyph."""
    color = Color(district)
    if present:
        paint_hexagon(p, rect, theme.district_color(color), theme.COMPLETION_EDGE)
        g = rect.adjusted(
            rect.width() * 0.26, rect.height() * 0.26, -rect.width() * 0.26, -rect.height() * 0.26
        )
        paint_glyph(p, color, g, theme.district_ink(color))
    else:
        edge = theme.district_color(color)
        edge.setAlpha(110)
        paint_hexagon(p, rect, theme.COMPLETION_TAKEN, edge)


def paint_bonus_token(p: QPainter, kind: BonusKind, rect: QRectF) -> None:
    """A bonus token or a miniature of a bonus card, for supplies, choices and owners."""
    if kind in (BonusKind.VALUE4, BonusKind.DEPOT):
        w = rect.height() * CARD_W / CARD_H
        r = QRectF(rect.center().x() - w / 2, rect.y(), w, rect.height())
        p.save()
        p.translate(r.topLeft())
        p.scale(r.width() / CARD_W, r.height() / CARD_H)
        paint_bonus_card(p, kind, None)
        p.restore()
        return
    p.save()
    to_unit_box(p, rect)
    p.setPen(round_pen(theme.BONUS_TOKEN_EDGE, 0.05))
    p.setBrush(theme.BONUS_TOKEN_FILLS[kind])
    p.drawEllipse(QRectF(0.04, 0.04, 0.92, 0.92))
    p.restore()
    inner = rect.adjusted(rect.width() * 0.2, rect.height() * 0.2, -rect.width() * 0.2, -rect.height() * 0.2)
    if kind == BonusKind.TRACKS:
        paint_symbol(p, Symbol.TRACKS, inner)
        return
    if kind == BonusKind.DISCARD:
        paint_contract(p, inner.adjusted(-inner.width() * 0.1, 0, -inner.width() * 0.35, 0))
    text = {BonusKind.PLUS2: "+2", BonusKind.VP15: "1.5", BonusKind.DISCARD: "−2"}[kind]
    p.save()
    p.setPen(theme.BONUS_TOKEN_INK)
    p.setFont(theme.font(rect.height() * (0.38 if kind != BonusKind.DISCARD else 0.3), bold=True))
    box = rect if kind != BonusKind.DISCARD else rect.adjusted(rect.width() * 0.38, 0, 0, 0)
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    p.restore()


# ---------------------------------------------------------------------------- cards


def _card_frame(p: QPainter) -> QPainterPath:
    frame = QPainterPath()
    frame.addRoundedRect(CARD_RECT, RADIUS, RADIUS)
    return frame


def _paint_band(
    p: QPainter, color: Color | None, value_text: str, glyph: Color | None, icons: list[Symbol]
) -> None:
    band = QRectF(0, 0, BAND_W, CARD_H)
    fill = theme.district_color(color) if color is not None else theme.BONUS_BAND
    ink = theme.district_ink(color) if color is not None else theme.BONUS_BAND_INK
    p.fillRect(band, fill)
    if color is not None:
        paint_pattern(p, color, band)
    p.setPen(ink)
    p.setFont(theme.font(40, bold=True))
    p.drawText(QRectF(0, 0, BAND_W, 46), Qt.AlignmentFlag.AlignCenter, value_text)
    if glyph is not None:
        paint_glyph(p, glyph, QRectF(BAND_W / 2 - 12, 46, 24, 24), ink)
    for s, chip in zip(icons, band_icon_rects(len(icons)), strict=True):
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.BAND_CHIP)
        p.drawRoundedRect(chip, 4, 4)
        paint_symbol(p, s, chip.adjusted(2, 2, -2, -2))


def _paint_skyline(p: QPainter, color: QColor) -> None:
    """A faint skyline along the bottom of the picture area."""
    c = QColor(color)
    c.setAlpha(34)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(c)
    x = BAND_W
    heights = (22, 34, 18, 40, 26, 30, 16)
    w = (CARD_W - BAND_W) / len(heights)
    for i, h in enumerate(heights):
        p.drawRect(QRectF(x + i * w, CARD_H - h, w - 1.5, h))


def paint_card_face(p: QPainter, card: int, decor: Decor | None = None) -> None:
    """A project card (or a bonus card) in the card's own units (CARD_W x CARD_H)."""
    c = CARDS[card]
    decor = decor or Decor()
    if c.bonus_kind is not None:
        paint_bonus_card(p, c.bonus_kind, decor.row_color, decor)
        return
    p.save()
    frame = _card_frame(p)
    p.setClipPath(frame)
    p.fillRect(CARD_RECT, theme.PAPER)
    color = c.color
    assert color is not None
    _paint_skyline(p, theme.district_color(color))
    symbols = card_symbols(card)
    icons = [*symbols, *([Symbol.BONUS] if c.symbols & Symbol.BONUS else [])]
    _paint_band(p, color, str(c.value), color, icons)
    main = symbols[0] if symbols else None
    if (decor.foundation_token or decor.skyscraper) and main == Symbol.FOUNDATION:
        main = None  # the token (or the skyscraper) stands where the symbol is printed
    if main is not None:
        paint_symbol(p, main, MAIN_SYMBOL_RECT, decor.square_value if main == Symbol.SQUARE else None)
    elif not symbols:
        paint_glyph(p, color, QRectF(68, 26, 40, 40), _watermark(color))
    if c.symbols & Symbol.BONUS:
        paint_symbol(p, Symbol.BONUS, BONUS_BESIDE_SKYSCRAPER_RECT if decor.skyscraper else BONUS_CORNER_RECT)
    p.restore()
    _paint_decor(p, decor)
    p.setPen(round_pen(theme.PAPER_EDGE, 1.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(_card_frame(p))


def paint_bonus_card(
    p: QPainter, kind: BonusKind, row_color: Color | None, decor: Decor | None = None
) -> None:
    """A "value 4" or depot bonus card; on a board it takes the colour of its row."""
    decor = decor or Decor()
    p.save()
    p.setClipPath(_card_frame(p))
    grad = QLinearGradient(0, 0, CARD_W, CARD_H)
    grad.setColorAt(0, theme.BONUS_CARD_TOP)
    grad.setColorAt(1, theme.BONUS_CARD_BOTTOM)
    p.fillRect(CARD_RECT, QBrush(grad))
    value = "4" if kind == BonusKind.VALUE4 else "0"
    _paint_band(p, row_color, value, row_color, [Symbol.DEPOT] if kind == BonusKind.DEPOT else [])
    if kind == BonusKind.VALUE4:
        paint_symbol(p, Symbol.BONUS, MAIN_SYMBOL_RECT.translated(0, -17))
        p.setPen(theme.VALUE4_INK)
        p.setFont(theme.font(17, bold=True))
        p.drawText(VALUE4_TEXT_RECT, Qt.AlignmentFlag.AlignCenter, "+4")
    else:
        paint_symbol(p, Symbol.DEPOT, MAIN_SYMBOL_RECT.translated(0, -5))
    p.restore()
    _paint_decor(p, decor)
    p.setPen(round_pen(theme.GOLD_DARK, 2.0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(_card_frame(p))


def _watermark(color: Color) -> QColor:
    c = theme.district_color(color)
    c.setAlpha(70)
    return c


def _paint_decor(p: QPainter, decor: Decor) -> None:
    if decor.foundation_token:
        paint_foundation_token(p, FOUNDATION_TOKEN_RECT)
        if decor.support:
            pill = SUPPORT_RECT
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(theme.SUPPORT_PILL)
            p.drawRoundedRect(pill, 8, 8)
            p.setPen(theme.SUPPORT_INK)
            p.setFont(theme.font(14, bold=True))
            p.drawText(pill, Qt.AlignmentFlag.AlignCenter, decor.support)
    if decor.plus2:
        paint_bonus_token(p, BonusKind.PLUS2, PLUS2_RECT)
    if decor.tracks_token:
        paint_bonus_token(p, BonusKind.TRACKS, TRACKS_TOKEN_RECT)
    if decor.cable:
        paint_cable_car(p, CABLE_CAR_RECT)


def paint_card_back(p: QPainter) -> None:
    """The back of a project card: the Golden Gate at night."""
    p.save()
    frame = _card_frame(p)
    p.setClipPath(frame)
    grad = QLinearGradient(0, 0, 0, CARD_H)
    grad.setColorAt(0, theme.CARD_BACK_TOP)
    grad.setColorAt(1, theme.CARD_BACK_BOTTOM)
    p.fillRect(CARD_RECT, QBrush(grad))
    p.setPen(round_pen(theme.CARD_BACK_BORDER, 1.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(CARD_RECT.adjusted(6, 6, -6, -6), 5, 5)
    bridge = theme.CARD_BACK_BRIDGE
    p.setPen(round_pen(bridge, 2.2))
    deck_y = 66.0
    p.drawLine(QPointF(8, deck_y), QPointF(112, deck_y))
    for x in (38.0, 82.0):
        p.drawLine(QPointF(x, 26), QPointF(x, deck_y + 14))
        p.drawLine(QPointF(x + 4, 26), QPointF(x + 4, deck_y + 14))
    cable = QPainterPath(QPointF(8, deck_y - 6))
    cable.quadTo(24, 40, 38, 28)
    cable.quadTo(61, 60, 86, 28)
    cable.quadTo(100, 40, 112, deck_y - 6)
    p.setPen(round_pen(bridge, 1.4))
    p.drawPath(cable)
    p.setPen(round_pen(theme.CARD_BACK_WAVES, 1.2))
    for y in (80.0, 88.0):
        p.drawPath(wave_path(y, 10, 110, 1.5, 6))
    p.setPen(theme.GOLD)
    p.setFont(theme.font(11, bold=True))
    p.drawText(QRectF(0, 8, CARD_W, 16), Qt.AlignmentFlag.AlignCenter, "SAN FRANCISCO")
    p.restore()
    p.setPen(round_pen(theme.CARD_BACK_EDGE, 1.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(frame)


Painter = Callable[[QPainter, QRectF], None]  # paints one thing into a rectangle


def completion_painter(district: int) -> Painter:
    """:func:`paint_completion` of ``district``, for a counter or an item that flies."""
    return lambda p, rect: paint_completion(p, district, rect)


def bonus_token_painter(kind: BonusKind) -> Painter:
    """:func:`paint_bonus_token` of ``kind``, for a counter or a piece on the table."""
    return lambda p, rect: paint_bonus_token(p, kind, rect)
