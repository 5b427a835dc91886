"""The scoring board: the medal's home, the skyscrapers left, the district completion tokens,
the bonus supply and the advantage points by rank for this many players."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...model.cards import LAYOUT, ROWS, BonusKind
from ...words.glossary import supply_tip
from ..look import theme
from ..look.theme import TextScale
from . import card_art, layout
from .furniture import fmt_points, paint_panel, paint_text, text_scale

translate = QCoreApplication.translate


class ScoringBoardItem(QGraphicsObject):
    """Supplies: the medal's home, skyscrapers left, completion tokens, bonus supply and the
    advantage tokens of this player count. Its sections share its width by what they hold:
    their pieces, and their captions at the table's text size."""

    def __init__(self) -> None:
        super().__init__()
        self.skyscrapers = LAYOUT.skyscrapers
        self.completions_left = (1 << ROWS) - 1
        self.supply: tuple[int, ...] = LAYOUT.bonus_supply
        self.players = 2
        self._rect = QRectF(14, 10, 1318, 104)
        self._sections: tuple[QRectF, ...] = ()
        self._rows = layout.ScoringRows.of(TextScale())
        self._given_rows: layout.ScoringRows | None = None  # the table's layout's
        self._two_lines = False
        self.setZValue(-10)
        self.setToolTip(self.board_tip())
        self.setAcceptHoverEvents(True)  # each token of the bonus supply says what it does
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.arrange()

    @staticmethod
    def board_tip() -> str:
        return translate(
            "Board",
            "The scoring board: the medal's place, the skyscrapers left, the district "
            "completion tokens, the bonus supply and the advantage points by rank.",
        )

    # ------------------------------------------------------------------ where things are

    def set_rect(self, rect: QRectF, rows: layout.ScoringRows | None = None) -> None:
        """Lie at ``rect`` with ``rows`` (the layout changed with the text size)."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self._given_rows = rows
        self.arrange()

    def arrange(self) -> None:
        """Share the width among the sections (skyscrapers, completion tokens, bonus supply,
        advantage): each gets its pieces' room and its words'. If the board is too narrow for
        both, the pieces close up first (down to :data:`ART_LEAST`); then the words get what
        is left in proportion to what they need beyond the pieces (and are fitted to it)."""
        scale = text_scale(self)
        self._rows = self._given_rows or layout.ScoringRows.of(scale)
        captions = self._captions()
        words = [layout.text_w(scale, c, CAPTION_SIZE) + 4 for c in captions]
        # The completion tokens are lower than the board: their caption may take two lines.
        self._two_lines = self.art_y + self._rows.caption_h + 46 <= self._rect.bottom() - 4
        if self._two_lines:
            words[1] = two_line_width(scale, captions[1], CAPTION_SIZE) + 4
        if self._rows.caption_lines == 2:  # every name on two lines: each section as wide as that
            words = [two_line_width(scale, c, CAPTION_SIZE) + 4 for c in captions]
        words[3] = max(
            words[3], *(layout.text_w(scale, line, ADVANTAGE_SIZE) + 4 for line in self._advantage_lines())
        )
        # The supply's tokens stand at least as far apart as their counts are wide.
        count_w = layout.text_w(scale, "×8", COUNT_SIZE, True) + 8
        art = [*ART_W]
        least_art = [*ART_LEAST]
        supply = len(BonusKind) - 1
        art[2] = max(art[2], supply * count_w + 44 + 2 * SUPPLY_MARGIN)
        least_art[2] = max(least_art[2], supply * count_w + 44 + 2 * SUPPLY_MARGIN)
        full = [max(a, w) for a, w in zip(art, words, strict=True)]
        middle = [max(a, w) for a, w in zip(least_art, words, strict=True)]
        left, right = self._rect.x() + SECTIONS_X, self._rect.right() - 6
        room = right - left - SECTION_GAP * 3
        if sum(full) <= room:
            widths = [f + (room - sum(full)) / 4 for f in full]
        elif sum(middle) <= room:
            give = [f - m for f, m in zip(full, middle, strict=True)]
            share = (room - sum(middle)) / max(1e-6, sum(give))
            widths = [m + g * share for m, g in zip(middle, give, strict=True)]
        else:  # the words shrink by one ratio; the count of skyscrapers left keeps more of its size
            low, high = 0.0, 1.0
            for _ in range(30):
                ratio = (low + high) / 2
                if sum(self._shrunk(least_art, words, ratio)) > room:
                    high = ratio
                else:
                    low = ratio
            widths = self._shrunk(least_art, words, low)
            widths[-1] += room - sum(widths)
        sections = []
        x = left
        for w in widths:
            sections.append(QRectF(x, self._rect.y() + 8, w, self._rect.height() - 16))
            x += w + SECTION_GAP
        self._sections = tuple(sections)
        self.update()

    @staticmethod
    def _shrunk(art: list[float], words: list[float], ratio: float) -> list[float]:
        """The sections' widths with their words shrunk by ``ratio`` (the count a little less)."""
        ratios = [min(1.0, ratio * COUNT_PRIORITY), ratio, ratio, ratio]
        return [max(a, w * r) for a, w, r in zip(art, words, ratios, strict=True)]

    def _step(self, section: int, count: int, piece: float, full: float, margin: float = 0.0) -> float:
        """How far apart ``count`` pieces ``piece`` wide stand in a section (at most ``full``)."""
        room = self._sections[section].width() - 2 * margin - piece
        return min(full, room / max(1, count - 1))

    def section_rect(self, section: int) -> QRectF | None:
        """Where a section lies (0 skyscrapers left, 1 completion tokens, 2 bonus supply,
        3 advantage), once the board is arranged."""
        return QRectF(self._sections[section]) if section < len(self._sections) else None

    @property
    def art_y(self) -> float:
        return self._rect.y() + self._rows.art_y

    def completion_slot(self, district: int) -> QRectF:
        r = self._sections[1]
        return QRectF(r.x() + district * self._step(1, ROWS, 46, 52), self.completion_y, 46, 46)

    @property
    def completion_y(self) -> float:
        """The completion tokens' top: under their caption, on one line or two."""
        scale = text_scale(self)
        width = self._sections[1].width() if self._sections else 0.0
        one_line = layout.text_w(scale, self._captions()[1], CAPTION_SIZE) + 4 <= width
        all_two = self._rows.caption_lines == 2  # the pieces are under two lines already
        return self.art_y if one_line or all_two or not self._two_lines else self.art_y + self._rows.caption_h

    def supply_slot(self, kind: int) -> QRectF:
        r = self._sections[2]
        step = self._step(2, len(BonusKind), 44, 62, SUPPLY_MARGIN)
        return QRectF(r.x() + SUPPLY_MARGIN + kind * step, self.art_y - 2, 44, 44)

    def supply_kind_at(self, pos: QPointF) -> BonusKind | None:
        """The bonus of the supply token under ``pos`` (item coordinates), if any."""
        for kind in BonusKind:
            if self.supply_slot(kind).adjusted(-4, -4, 4, 22).contains(pos):
                return kind
        return None

    def tip_at(self, pos: QPointF) -> str:
        kind = self.supply_kind_at(pos)
        return self.board_tip() if kind is None else supply_tip(kind, self.supply[kind])

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setToolTip(self.tip_at(event.pos()))
        super().hoverMoveEvent(event)

    def set_values(
        self, skyscrapers: int, completions_left: int, supply: tuple[int, ...], players: int
    ) -> None:
        values = (skyscrapers, completions_left, supply, players)
        if values != (self.skyscrapers, self.completions_left, self.supply, self.players):
            self.skyscrapers, self.completions_left, self.supply, self.players = values
            self.arrange()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    # ------------------------------------------------------------------ words

    def _captions(self) -> tuple[str, str, str, str]:
        return section_names(self.skyscrapers)

    def _advantage_lines(self) -> tuple[str, str]:
        def line(values: tuple[float, ...]) -> str:
            return "  ".join("–" if v == 0 else fmt_points(v) for v in values)

        return (
            translate("Board", "Districts: {0}").format(line(LAYOUT.district_advantage[self.players])),
            translate("Board", "Cable cars: {0}").format(line(LAYOUT.cable_car_advantage[self.players])),
        )

    # ------------------------------------------------------------------ painting

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_panel(p, self._rect, theme.PANEL_DARK)
        home = QRectF(self._rect.x() + 16, self._rect.y() + 12, layout.MEDAL_W, layout.MEDAL_H)
        p.setPen(QPen(QColor(255, 255, 255, 50), 1.2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(home.adjusted(12, 26, -12, -2))
        captions = self._captions()
        sections = list(zip(self._sections, captions, strict=True))
        if self._rows.caption_lines == 2:  # every name on two lines, at one size
            size = self._two_line_size(sections)
            for i, (section, caption) in enumerate(sections):
                self._two_line_caption(p, section, caption, CAPTION_SIZE if i == 0 else size)
            self._paint_pieces(p)
            return
        two_lines = self.completion_y > self.art_y
        # The skyscrapers left, a count, keep more of their size (see arrange); the names of
        # the other sections keep one size among them.
        size = self._caption_size(
            [sc for i, sc in enumerate(sections) if i > 1 or (i == 1 and not two_lines)]
        )
        for i, (section, caption) in enumerate(sections):
            if i == 1 and two_lines:
                self._two_line_caption(p, section, caption, size)
            else:
                self._caption(p, section, caption, CAPTION_SIZE if i == 0 else size)
        self._paint_pieces(p)

    def _paint_pieces(self, p: QPainter) -> None:
        self._paint_skyscrapers(p)
        self._paint_completions(p)
        self._paint_supply(p)
        self._paint_advantage(p)

    def _two_line_size(self, sections: list[tuple[QRectF, str]]) -> float:
        """The design size of the sections' names on two lines: the largest at which each
        fits its section (the skyscrapers left, a count, apart)."""
        scale = text_scale(self)
        size = CAPTION_SIZE
        while scale.size(size) > scale.floor and any(
            two_line_width(scale, text, size) + 4 > rect.width() for rect, text in sections[1:]
        ):
            size -= 0.25
        return size

    def _caption_size(self, sections: list[tuple[QRectF, str]]) -> float:
        """The design size of the sections' names on one line: the largest at which each fits
        its section, so that they keep one size ("Advantage by rank" shrank alone)."""
        scale = text_scale(self)
        size = CAPTION_SIZE
        while scale.size(size) > scale.floor and any(
            layout.text_w(scale, text, size) + 4 > rect.width() for rect, text in sections
        ):
            size -= 0.25
        return size

    def _caption(self, p: QPainter, rect: QRectF, text: str, size: float) -> None:
        box = QRectF(rect.x(), self._rect.y() + 4, rect.width(), self._rows.caption_h)
        paint_text(p, text_scale(self), box, text, size, color=theme.INK_DIM)

    def _two_line_caption(self, p: QPainter, rect: QRectF, text: str, most: float) -> None:
        """A caption wrapped on two lines, as large as they let it be (not over the others)."""
        scale = text_scale(self)
        box = QRectF(rect.x(), self._rect.y() + 4, rect.width(), 2 * self._rows.caption_h)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        size = scale.size(most)
        shown = unbroken_groups(text)
        while True:
            font = theme.font(size)
            needed = QFontMetricsF(font).boundingRect(box, int(flags), shown)
            if (needed.height() <= box.height() and needed.width() <= box.width()) or size <= scale.floor:
                break
            size = max(scale.floor, size - 0.5)
        theme.audit(text, needed.height(), box.height(), CAPTION_SIZE, font.pixelSize())
        p.setFont(font)
        p.setPen(theme.INK_DIM)
        p.drawText(box, int(flags), shown)

    def _paint_skyscrapers(self, p: QPainter) -> None:
        r = self._sections[0]
        step = self._step(0, LAYOUT.skyscrapers, 26, SKYSCRAPER_STEP)
        for i in range(LAYOUT.skyscrapers):
            box = QRectF(r.x() + i * step, self.art_y, 26, 58)
            if i < self.skyscrapers:
                card_art.paint_skyscraper(p, box)
            else:
                p.setPen(QPen(QColor(255, 255, 255, 40), 1, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(box.adjusted(2, 8, -4, 0))

    def _paint_completions(self, p: QPainter) -> None:
        for d in range(ROWS):
            card_art.paint_completion(p, d, self.completion_slot(d), bool(self.completions_left >> d & 1))

    def _paint_supply(self, p: QPainter) -> None:
        step = self._step(2, len(BonusKind), 44, 62, SUPPLY_MARGIN)
        for kind in BonusKind:
            slot = self.supply_slot(kind)
            n = self.supply[kind]
            p.save()
            if n == 0:
                p.setOpacity(0.3)
            card_art.paint_bonus_token(p, kind, slot)
            p.restore()
            paint_text(
                p,
                text_scale(self),
                QRectF(slot.center().x() - step / 2, slot.bottom() + 1, step, self._rows.count_h),
                f"×{n}",
                COUNT_SIZE,
                color=theme.INK,
                bold=True,
                align=Qt.AlignmentFlag.AlignCenter,
            )

    def _paint_advantage(self, p: QPainter) -> None:
        """The two lines at one size: the size at which the longer one fits."""
        r = self._sections[3]
        h = self._rows.advantage_h
        lines = self._advantage_lines()
        longest = max(lines, key=lambda line: layout.text_w(text_scale(self), line, ADVANTAGE_SIZE))
        f, _, _ = text_scale(self).fit(longest, ADVANTAGE_SIZE, r.width(), height=h)
        for i, line in enumerate(lines):
            box = QRectF(r.x(), self.art_y - 2 + i * h, r.width(), h)
            shown = QFontMetricsF(f).elidedText(line, Qt.TextElideMode.ElideRight, r.width())
            p.setFont(f)
            p.setPen(theme.INK)
            p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)


def section_names(skyscrapers: int) -> tuple[str, str, str, str]:
    """The scoring board's section names, in the language shown."""
    return (
        translate("Board", "Skyscrapers left: {0}").format(skyscrapers),
        translate("Board", "District completion (1 VP)"),
        translate("Board", "Bonus supply"),
        translate("Board", "Advantage by rank"),
    )


def unbroken_groups(text: str) -> str:
    """``text`` with the spaces inside its brackets made unbreakable: "(1 VP)" stays on one line."""
    return re.sub(r"\([^)]*\)", lambda m: m.group(0).replace(" ", "\u00a0"), text)


def two_line_width(scale: TextScale, text: str, size: float) -> float:
    """The least width in which ``text`` at ``size`` takes at most two lines (split at a space
    outside brackets)."""
    text = unbroken_groups(text)
    words = text.split(" ")
    best = layout.text_w(scale, text, size)
    for cut in range(1, len(words)):
        halves = (" ".join(words[:cut]), " ".join(words[cut:]))
        best = min(best, max(layout.text_w(scale, half, size) for half in halves))
    return best


SECTIONS_X = 110.0  # the sections start right of the medal's home
SECTION_GAP = 10.0
SKYSCRAPER_STEP = 29.0
SUPPLY_MARGIN = 8.0  # room for a count wider than its token at the supply's ends
ART_W = (  # the sections' pieces at full spacing; the advantage has words only
    (LAYOUT.skyscrapers - 1) * SKYSCRAPER_STEP + 26,
    (ROWS - 1) * 52 + 46,
    (len(BonusKind) - 1) * 62 + 44 + 2 * SUPPLY_MARGIN,
    0.0,
)
ART_LEAST = (  # the sections' pieces closed up as far as they may: standees a little over each other
    (LAYOUT.skyscrapers - 1) * 22 + 26,
    (ROWS - 1) * 48 + 46,
    (len(BonusKind) - 1) * 48 + 44 + 2 * SUPPLY_MARGIN,
    0.0,
)
CAPTION_SIZE = 15.0
COUNT_PRIORITY = 1.3  # the skyscrapers' caption is a count: it shrinks this much less than the others
COUNT_SIZE = 16.0  # the supply's counts
ADVANTAGE_SIZE = 17.0
