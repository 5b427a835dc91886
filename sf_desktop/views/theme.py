"""Colours and fonts of the table, in one place so that every item looks like one product."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QColor, QFont

from ..model.cards import Color

# District colours, chosen to stay apart for most kinds of colour blindness when paired with
# the pattern and glyph of each district (no rule depends on telling colours apart).
_DISTRICT = {
    Color.BLUE: "#2c6cb0",
    Color.GRAY: "#6c7a88",
    Color.ORANGE: "#de7416",
    Color.YELLOW: "#e8b923",
    Color.GREEN: "#3a984a",
    Color.BLACK: "#2a2a30",
}
_DISTRICT_INK = {Color.YELLOW: "#3b2a00"}

TABLE_TOP = QColor("#21404c")
TABLE_BOTTOM = QColor("#11222a")
PANEL = QColor(38, 58, 72, 235)
PANEL_DARK = QColor(28, 44, 56, 240)
PANEL_EDGE = QColor(255, 255, 255, 40)
INK = QColor("#f4ecd8")  # text on panels
INK_DIM = QColor(244, 236, 216, 150)
PAPER = QColor("#f7f1e3")  # the face of a card
PAPER_EDGE = QColor("#c9bc9c")
CARD_INK = QColor("#2b2a28")
GOLD = QColor("#ffcc4d")
GOLD_DARK = QColor("#b8860b")
HIGHLIGHT = QColor(255, 204, 77)
HOVER = QColor(255, 255, 255)
DIMMED = QColor(10, 18, 24, 150)
CABLE_RED = QColor("#c8312a")
SKY_GLASS = QColor("#6fa7d6")
STEEL = QColor("#8a96a3")
SEA = QColor("#2f86c9")
CARD_BACK = QColor("#1f3356")

SEAT_COLORS = ("#e85d5d", "#4fb0e8", "#8fd16a", "#d59ae8")


def district_color(color: Color) -> QColor:
    return QColor(_DISTRICT[color])


def district_ink(color: Color) -> QColor:
    """Text colour on top of a district colour."""
    return QColor(_DISTRICT_INK.get(color, "#ffffff"))


def seat_color(seat: int) -> QColor:
    return QColor(SEAT_COLORS[seat % len(SEAT_COLORS)])


@cache
def font(size: float, bold: bool = False, italic: bool = False) -> QFont:
    """A font whose size is in scene units, so text scales with the table and stays crisp."""
    f = QFont()
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    f.setItalic(italic)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f
