"""Colours and fonts of the table, in one place so that every item looks like one product."""

from __future__ import annotations

from functools import cache

import attrs
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF

from ...model.cards import BonusKind, Color

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
SEA = QColor("#2f86c9")

SEAT_COLORS = ("#e85d5d", "#4fb0e8", "#8fd16a", "#d59ae8")


# ---------------------------------------------------------------------------- card art
#
# The colours printed on the cards and pieces (``card_art``). They stay the same in every
# palette: a palette changes only the districts' colours above.

# A district's band
PATTERN_INK_ON_LIGHT = QColor(40, 30, 0)  # texture on a light district colour (alpha per use)
PATTERN_INK_ON_DARK = QColor(255, 255, 255)  # texture on a dark district colour (alpha per use)
BONUS_BAND = QColor("#a88431")  # the band of a bonus card lying outside a row
BONUS_BAND_INK = QColor("#ffffff")
BAND_CHIP = QColor(247, 241, 227, 235)  # the light chip behind each symbol on a band

# Symbols
TRACKS_SLEEPER = QColor("#7a4b2a")
TRACKS_RAIL = QColor("#4b5663")
DEPOT_WALL = QColor("#34496e")
DEPOT_DOOR = QColor("#f2d27a")
FOUNDATION_BRICK = QColor("#a55d36")
FOUNDATION_MORTAR = QColor("#f1dfc8")
FOUNDATION_GIRDER = QColor("#5d6b78")
SQUARE_PAVING = QColor("#e2d6bb")
SQUARE_EDGE = QColor("#8c7e62")
SQUARE_GRID = QColor("#b7a88a")
SQUARE_DRY_FOUNTAIN = QColor("#9fb3c2")  # a square worth nothing on its board
SQUARE_VALUE_INK = QColor("#ffffff")  # a square's worth written on its fountain
SQUARE_ZERO_INK = QColor("#3b4650")  # ... when it is worth nothing
SEASIDE_SUN = QColor("#f08a24")
BONUS_STAR = QColor("#fff8e1")

# Pieces
CABLE_CAR_ROOF = QColor("#5a2a22")
CABLE_CAR_ROOF_EDGE = QColor("#3a1a16")
CABLE_CAR_WINDOW = QColor("#fbe7b5")
CABLE_CAR_WHEEL = QColor("#2a2a2a")
SKYSCRAPER_EDGE = QColor("#1d3046")
SKYSCRAPER_GLASS_TOP = QColor("#a9d2f0")
SKYSCRAPER_GLASS_BOTTOM = QColor("#3d6f9c")
SKYSCRAPER_SIDE = QColor("#2c4f72")
SKYSCRAPER_FLOORS = QColor(255, 255, 255, 150)  # the lines of floors and windows on the glass
MEDAL_RIBBON_LEFT = QColor("#2c5da8")
MEDAL_RIBBON_RIGHT = QColor("#c23b32")
MEDAL_SHINE = QColor("#ffe9a3")
MEDAL_SHADE = QColor("#c8941c")
MEDAL_STAR = QColor("#fff6d6")
CONTRACT_EDGE = QColor("#8b7d60")
CONTRACT_SHEET = QColor("#fbf3dc")
CONTRACT_LINES = QColor("#9a8c70")
CONTRACT_SEAL = QColor("#c0392b")
FOUNDATION_TOKEN_EDGE = QColor("#2c2620")
FOUNDATION_TOKEN_STONE = QColor("#7b6a58")
FOUNDATION_TOKEN_JOINTS = QColor("#d9c9b0")
COMPLETION_EDGE = QColor("#f7f1e3")
COMPLETION_TAKEN = QColor(0, 0, 0, 40)  # the empty place of a completion token already taken
BONUS_TOKEN_FILLS = {
    BonusKind.PLUS2: QColor("#f2c230"),
    BonusKind.VP15: QColor("#7fb24a"),
    BonusKind.DISCARD: QColor("#c9a37a"),
    BonusKind.TRACKS: QColor("#d8cdb4"),
}
BONUS_TOKEN_EDGE = QColor("#3a2f20")
BONUS_TOKEN_INK = QColor("#2b2418")

# Card faces and backs
BONUS_CARD_TOP = QColor("#fff4cf")  # a bonus card's gold paper, top left to bottom right
BONUS_CARD_BOTTOM = QColor("#f1dc9a")
VALUE4_INK = QColor("#6b5000")  # the "+4" of a value 4 bonus card
SUPPORT_PILL = QColor(43, 36, 28, 225)  # behind a foundation's "5/7" on a board
SUPPORT_INK = QColor("#ffe9a3")
CARD_BACK_TOP = QColor("#27416c")  # the night sky behind the Golden Gate
CARD_BACK_BOTTOM = QColor("#142440")
CARD_BACK_BORDER = QColor(255, 204, 77, 170)
CARD_BACK_BRIDGE = QColor("#e0663a")
CARD_BACK_WAVES = QColor(255, 255, 255, 60)
CARD_BACK_EDGE = QColor("#0d1828")


def district_color(color: Color) -> QColor:
    return QColor(_DISTRICT[color])


def district_ink(color: Color) -> QColor:
    """Text colour on top of a district colour."""
    return QColor(_DISTRICT_INK.get(color, "#ffffff"))


def seat_color(seat: int) -> QColor:
    return QColor(SEAT_COLORS[seat % len(SEAT_COLORS)])


# The table's words are drawn in one sans family, named, so that no system's default (a serif
# one under Wine) changes the table's look: DejaVu Sans (Linux has it; the Windows build brings
# it, see app/fonts.py), else the system's own UI sans.
FAMILIES = ("DejaVu Sans", "Segoe UI", "Helvetica Neue", "Noto Sans", "Liberation Sans", "Arial")


@cache
def font(size: float, bold: bool = False, italic: bool = False) -> QFont:
    """A font whose size is in scene units, so text scales with the table and stays crisp."""
    f = QFont()
    f.setFamilies(list(FAMILIES))
    f.setStyleHint(QFont.StyleHint.SansSerif)
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
#
# The UI scale is the person's, one for the whole app; how many pixels a scene unit takes is
# each view's own. So every table (the main window's, a replay's) keeps its own TextScale:
# a second window of another size never changes the words of the first.

MIN_TEXT_PX = 11.0  # the least pixel height of the table's words on screen
_ui_scale = 1.0  # the person's text size setting (View ▸ Text size), for the whole app


def set_ui_scale(scale: float) -> None:
    """The person chose a text size: every table takes it at its next restyle."""
    global _ui_scale  # noqa: PLW0603
    _ui_scale = scale


def ui_scale() -> float:
    return _ui_scale


# When a list, every label painted in a box records (text, room needed, room there is), a
# width or, for wrapped labels, a height: tests and the screenshot tool read it to find words
# that had to be cut.
text_audit: list[tuple[str, float, float]] | None = None
# When a list, every label painted in a box records (text, the size it is designed at, the
# size it is shown at, both in scene units): tests read it to check that labels grow with the
# UI scale.
size_audit: list[tuple[str, float, float]] | None = None


def audit(text: str, needed: float, room: float, size: float, pixels: float) -> None:
    """Record a painted label in :data:`text_audit` and :data:`size_audit`, where they listen."""
    if not text:
        return
    if text_audit is not None:
        text_audit.append((text, needed, room))
    if size_audit is not None:
        size_audit.append((text, size, pixels))


@attrs.frozen
class TextScale:
    """The sizes of one table's words: the UI scale it was laid out for, and the view's pixels
    per scene unit (which sets the least readable size)."""

    ui: float = 1.0  # the person's UI scale setting
    view: float = 1.0  # screen pixels per scene unit of the table as fitted to the window

    @classmethod
    def for_view(cls, view: float) -> TextScale:
        """The scale of a table shown at ``view`` pixels per unit, at the person's UI scale."""
        return cls(_ui_scale, max(view, 1e-3))

    @property
    def floor(self) -> float:
        """The least size of a word, in scene units."""
        return self.size(0)

    def size(self, design: float, grow: bool = True) -> float:
        """The scene size of a word designed at ``design``: scaled by the UI scale (unless
        ``grow`` is False: compact numbers beside icons), at least the readable minimum on
        screen (rounded to half units, so that fonts are shared)."""
        wanted = max(design * (self.ui if grow else 1.0), MIN_TEXT_PX / max(self.view, 1e-3))
        return round(wanted * 2) / 2

    def font(self, design: float, bold: bool = False, italic: bool = False) -> QFont:
        """The font for words designed at ``design`` scene units (see :meth:`size`)."""
        return font(self.size(design), bold, italic)

    def fit(
        self,
        text: str,
        size: float,
        width: float,
        bold: bool = False,
        *,
        height: float = 0.0,
        grow: bool = True,
    ) -> tuple[QFont, str, float]:
        """A one-line label designed at ``size`` in a box ``width`` wide (and ``height`` high,
        if given: the text grows no taller than the box): its font, the text to show and its
        width. The label shrinks to fit, never below the readable minimum; only then is it cut
        with an ellipsis (what :data:`text_audit` lets tests find)."""
        target = self.size(size, grow)
        floor = self.floor
        if height > 0:
            target = max(floor, min(target, round(height * 0.9 * 2) / 2))
        f = font(target, bold)
        needed = QFontMetricsF(f).horizontalAdvance(text)
        if needed > width > 0:
            floor = min(target, floor)
            smaller = max(floor, int(target * width / needed * 2) / 2)
            f = font(smaller, bold)
            needed = QFontMetricsF(f).horizontalAdvance(text)
            while needed > width and smaller > floor:  # widths do not shrink quite in proportion
                smaller = max(floor, smaller - 0.5)
                f = font(smaller, bold)
                needed = QFontMetricsF(f).horizontalAdvance(text)
        audit(text, needed, width, size, f.pixelSize())
        if needed > width > 0:
            shown = QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, width)
            return f, shown, QFontMetricsF(f).horizontalAdvance(shown)
        return f, text, needed
