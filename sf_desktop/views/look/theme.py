"""Colours and fonts of the table, in one place so that every item looks like one product."""

from __future__ import annotations

from functools import cache

import attrs
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF

from ...model.cards import Color

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
LEAD_INK = QColor("#2b2418")  # words on a gold plate
HIGHLIGHT = QColor(255, 204, 77)
HINT = QColor("#7fe3ff")  # the suggested move: a light cyan band, apart from the gold of legal targets
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


# ---------------------------------------------------------------------------- text size
#
# The table's words (labels, prompt, log, buttons) grow with the person's UI scale and never
# show smaller on screen than MIN_TEXT_PX, however small the window makes the table. The
# card art's own numbers and symbols keep their size: they are pictures sized with the cards.

MIN_TEXT_PX = 11.0  # the least pixel height of the table's words on screen


@attrs.define
class TextScale:
    ui: float = 1.0  # the person's UI scale setting
    view: float = 1.0  # screen pixels per scene unit of the table as fitted to the window


TEXT = TextScale()
# When a list, every label painted in a box records (text, room needed, room there is), a
# width or, for wrapped labels, a height: tests and the screenshot tool read it to find words
# that had to be cut.
text_audit: list[tuple[str, float, float]] | None = None
# When a list, every label painted in a box records (text, the size it is designed at, the
# size it is shown at, both in scene units): tests read it to check that labels grow with the
# UI scale.
size_audit: list[tuple[str, float, float]] | None = None


def text_size(size: float, grow: bool = True) -> float:
    """The scene size of a word designed at ``size``: scaled by the UI scale (unless ``grow`` is
    False: compact numbers beside icons), at least the readable minimum on screen (rounded to
    half units, so that fonts are shared)."""
    wanted = max(size * (TEXT.ui if grow else 1.0), MIN_TEXT_PX / max(TEXT.view, 1e-3))
    return round(wanted * 2) / 2


def ui_font(size: float, bold: bool = False, italic: bool = False) -> QFont:
    """The font for the table's words designed at ``size`` scene units (see :func:`text_size`)."""
    return font(text_size(size), bold, italic)


def fit_label(
    text: str, size: float, width: float, bold: bool = False, *, height: float = 0.0, grow: bool = True
) -> tuple[QFont, str, float]:
    """A one-line label designed at ``size`` in a box ``width`` wide (and ``height`` high, if
    given: the text grows no taller than the box): its font, the text to show and its width.
    The label shrinks to fit, never below the readable minimum; only then is it cut with an
    ellipsis (what :data:`text_audit` lets tests find)."""
    target = text_size(size, grow)
    if height > 0:
        target = max(text_size(0), min(target, round(height * 0.9 * 2) / 2))
    f = font(target, bold)
    needed = QFontMetricsF(f).horizontalAdvance(text)
    if needed > width > 0:
        floor = min(target, text_size(0))
        smaller = max(floor, int(target * width / needed * 2) / 2)
        f = font(smaller, bold)
        needed = QFontMetricsF(f).horizontalAdvance(text)
        while needed > width and smaller > floor:  # widths do not shrink quite in proportion
            smaller = max(floor, smaller - 0.5)
            f = font(smaller, bold)
            needed = QFontMetricsF(f).horizontalAdvance(text)
    if text_audit is not None and text:
        text_audit.append((text, needed, width))
    if size_audit is not None and text:
        size_audit.append((text, size, f.pixelSize()))
    if needed > width > 0:
        shown = QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, width)
        return f, shown, QFontMetricsF(f).horizontalAdvance(shown)
    return f, text, needed
