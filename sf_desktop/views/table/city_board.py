"""A seat's city board: its rows and depots, the header with name, counters and estimated
score, each row's total on a gold plate when it leads, and the rows as places to put a card."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs
from PySide6.QtCore import Property, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...model.cards import COLS, LAYOUT, ROWS, BonusKind, Color, Symbol
from ...words.glossary import district_name
from ..look import theme
from . import card_art, layout, symbol_art
from .furniture import fmt_points, paint_panel, paint_text, score_label, text_scale, words_fit
from .items import GLOW, Mark, TableItem, paint_mark
from .layout import TAB_W, line_h
from .seat_status import SeatStatus, least_width, paint_seat_status

translate = QCoreApplication.translate

TOTAL_SIZE = 26.0  # a large board's row totals
NAME_SIZE = 17.0  # a large board's district names
STATUS = 20.0  # a row's bonus star and completion token, beside or under its total


@attrs.frozen
class PlayerInfo:
    """What a board shows besides its cards."""

    name: str
    kind: str  # "You", "Human", "AI · Hard"...
    seat: int
    score: float
    contracts: int
    vp_tokens: int
    discard_tokens: int
    completions: int
    bonuses_had: int
    row_totals: tuple[int, ...]
    row_counts: tuple[int, ...]
    cable_cars: int
    skyscrapers: int
    to_move: bool
    thinking: bool = False
    leads: int = 0  # bit d: leads district d now; bit CABLE_LEAD_BIT: leads the cable cars
    unranked: float = 0.0  # points left out of the score: places only turn order decides yet
    shared: bool = False  # shares a place's points with players tied on everything
    final: bool = False  # the game is over: ``score`` is the final score, not an estimate


def board_tip(info: PlayerInfo) -> str:
    """What lies beside a city, in words (the board's tooltip)."""
    if info.final:
        headline = translate("Board", "{0}: {1} VP, the final score")
    else:
        headline = translate("Board", "{0}: about {1} VP if the game ended now")
    parts = [headline.format(info.name, fmt_points(info.score))]
    if info.unranked:
        parts.append(
            translate(
                "Board",
                "Not counted yet: {0} VP from ties that only turn order decides, where nobody tied "
                "has anything yet",
            ).format(fmt_points(info.unranked))
        )
    if info.shared:
        parts.append(
            translate(
                "Board",
                "Shares the points of places tied on everything with other players: only turn order "
                "would part them at the end",
            )
        )
    parts += [
        translate(
            "Board", "%n contracts: a column must hold more cards than that to be taken", None, info.contracts
        ),
        translate("Board", "%n cable cars", None, info.cable_cars)
        + ", "
        + translate("Board", "%n skyscrapers", None, info.skyscrapers),
    ]
    if info.vp_tokens:
        parts.append(translate("Board", "%n tokens of 1.5 VP", None, info.vp_tokens))
    if info.discard_tokens:
        parts.append(translate("Board", "a token to discard up to 2 contracts on a turn"))
    done = [district_name(d) for d in range(ROWS) if info.completions >> d & 1]
    if done:
        parts.append(translate("Board", "completed first: {0}").format(", ".join(done)))
    return "\n".join(parts)


class BoardItem(QGraphicsObject):
    """One seat's city board: header, district labels, empty spaces and printed depots."""

    def __init__(self, geometry: layout.BoardGeometry) -> None:
        super().__init__()
        self.geometry = geometry
        self.info: PlayerInfo | None = None
        self._dots = 0.0
        self._glow = 0.0
        self.glow_cells = 0  # spaces lit up when a network connects
        # Where the last paint put words, counts and tokens (scene units): what nothing may cover.
        self.info_rects: list[QRectF] = []
        self.status: SeatStatus | None = None  # an online seat's connection and clock
        self.setZValue(-10)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        # What changes often (header, totals, glow) is drawn by an uncached overlay, so that
        # the board itself is painted once and then only blitted.
        self.overlay = _BoardOverlay(self)

    def set_geometry(self, geometry: layout.BoardGeometry) -> None:
        if geometry != self.geometry:
            self.prepareGeometryChange()
            self.overlay.prepareGeometryChange()
            self.geometry = geometry
            self.update()
            self.overlay.update()

    def set_info(self, info: PlayerInfo) -> None:
        if info != self.info:
            self.info = info
            self.overlay.update()
            self.setToolTip(board_tip(info))

    def set_status(self, status: SeatStatus | None) -> None:
        if status != self.status:
            self.status = status
            self.overlay.update()

    def _get_dots(self) -> float:
        return self._dots

    def _set_dots(self, v: float) -> None:
        if int(v) != int(self._dots):
            self._dots = v
            self.overlay.update(self.geometry.header_rect())
        self._dots = v

    dots: Any = Property(float, _get_dots, _set_dots)  # Any: it reads and writes as a float

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, v: float) -> None:
        self._glow = v
        self.overlay.update()

    glow = Property(float, _get_glow, _set_glow)

    def boundingRect(self) -> QRectF:
        return self.geometry.rect.adjusted(-4, -4, 4, 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        g = self.geometry
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_panel(p, g.rect, theme.PANEL, theme.PANEL_EDGE)
        for row in range(ROWS):
            self._paint_row(p, row)
        self._paint_depots(p)

    def paint_dynamic(self, p: QPainter) -> None:
        """Header, totals, the turn's frame and the network's glow (the overlay's part)."""
        g = self.geometry
        info = self.info
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.info_rects = []
        if info is None:
            return
        if info.to_move:
            p.setPen(QPen(theme.GOLD, 3.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(g.rect, 14, 14)
        self._paint_header(p, info)
        if g.large:
            for row in range(ROWS):
                parts = self.label_parts(row)
                width = self._paint_total(p, parts.total, info, row, TOTAL_SIZE)
                at = parts.status
                if parts.beside:  # right of the plate, in the middle of its line
                    at = QPointF(parts.total.x() + width + 8, parts.total.center().y() - STATUS / 2)
                self._paint_row_status(p, row, at, STATUS)
        else:
            self._paint_side(p, info)
        if self._glow > 0.01 and self.glow_cells:
            self._paint_glow(p)

    def label_parts(self, row: int) -> LabelParts:
        """Where a large board's row label puts its words: the district's name on top, its total
        under it, the bonus star and completion token under the total if the row is tall enough
        for the words at this text size, else beside it."""
        lab = self.geometry.label_rect(row)
        scale = text_scale(self)
        x, w = lab.x() + TAB_W + 5, lab.width() - TAB_W - 6
        name = QRectF(x, lab.y() + 8, w, max(26.0, line_h(scale, NAME_SIZE, True) + 4))
        total_h = max(40.0, line_h(scale, TOTAL_SIZE, True) + 8)
        top = name.bottom() - 2
        if top + total_h + STATUS + 6 <= lab.bottom():
            total = QRectF(x + 1, top, w - 2, total_h)
            return LabelParts(name, total, QPointF(x + 3, lab.bottom() - STATUS - 6), beside=False)
        total = QRectF(x + 1, top, w - 2 - 2 * (STATUS + 6), lab.bottom() - 2 - top)
        return LabelParts(name, total, total.topRight(), beside=True)

    def _paint_total(self, p: QPainter, rect: QRectF, info: PlayerInfo, row: int, size: float) -> float:
        """A row's total; on a gold plate when this player leads that district now. Returns its width."""
        text = translate("Board", "Σ {0}").format(info.row_totals[row])
        return lead_plate(
            p, text_scale(self), rect, text, size, lead=bool(info.leads >> row & 1), into=self.info_rects
        )

    def _paint_glow(self, p: QPainter) -> None:
        """A gold halo around every network card: the network lights up."""
        g = self.geometry
        color = QColor(theme.GOLD)
        p.setPen(Qt.PenStyle.NoPen)
        for cell in range(ROWS * COLS):
            if self.glow_cells >> cell & 1:
                r = g.cell_rect(cell)
                for grow, alpha in ((9, 60), (5, 120), (2, 200)):
                    color.setAlpha(int(alpha * self._glow))
                    p.setBrush(color)
                    p.drawRoundedRect(r.adjusted(-grow, -grow, grow, grow), 10, 10)

    def _paint_header(self, p: QPainter, info: PlayerInfo) -> None:
        """Name and kind on the left; the counters; the estimated score on the right (left of
        the medal's place on a large board). Crowded counters get smaller icons; a small board's
        completion tokens give way to its name when even that is not enough (its tooltip names
        them)."""
        g = self.geometry
        h = g.header_rect()
        large = g.large
        ts = text_scale(self)
        size = 23 if large else 20
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.seat_color(info.seat))
        p.drawEllipse(QPointF(h.x() + 9, h.center().y()), 7, 7)
        score = score_label(info.score, info.final)
        right = h.right() - (g.medal_room() if large else 4)
        _, _, score_w = ts.fit(score, size, h.width() / 3, True, height=h.height())
        paint_text(
            p,
            ts,
            QRectF(right - score_w - 1, h.y(), score_w + 2, h.height()),
            score,
            size,
            color=theme.GOLD,
            bold=True,
            into=self.info_rects,
        )
        counters = self._counters(info)
        icon = min(h.height() - 4, max(28.0 if large else 24.0, ts.size(20) * (1.4 if large else 1.2)))
        end = right - score_w - 12
        # The name keeps room to show whole at the least readable size.
        name_least = QFontMetricsF(theme.font(ts.floor, True)).horizontalAdvance(info.name) + 8
        room = end - (h.x() + 24 + max(96.0, name_least))
        width = self._counters_width(ts, counters, icon)
        if width > room:
            icon = max(LEAST_ICON, icon * room / width)
            width = self._counters_width(ts, counters, icon)
        if width > room and not large:  # a crowded small board: its completion tokens are in its tooltip
            counters = [c for c in counters if not c.completion]
            width = self._counters_width(ts, counters, icon)
        x0 = min(g.counters_x(), end - width)
        self._paint_counters(p, ts, counters, QPointF(x0, h.center().y()), icon)
        x = h.x() + 24
        # An online seat's clock keeps its room: the name gives way down to its least size.
        keep = least_width(ts, self.status, size - 6) if self.status is not None else 0.0
        name_box = QRectF(x, h.y(), max(min(name_least, x0 - x - 8), x0 - x - 8 - keep), h.height())
        name_w = paint_text(p, ts, name_box, info.name, size, bold=True, into=self.info_rects)
        x += min(name_w, x0 - x - 8) + 10
        label = longest = info.kind
        if info.thinking:  # placed and sized by its longest form, so the dots move nothing
            longest = translate("Board", "thinking") + "..."
            label = longest[: len(longest) - 2 + int(self._dots) % 3]
        box = QRectF(x, h.y() + 1, x0 - x - 6, h.height())
        if self.status is not None:  # an online seat's connection first, then its kind if room is left
            box.setLeft(
                box.left() + paint_seat_status(p, ts, box, self.status, size - 6, into=self.info_rects)
            )
        least = theme.font(max(ts.floor, ts.size(size - 6) * 0.75), info.thinking)
        color = theme.GOLD if info.thinking else theme.INK_DIM
        fits = QFontMetricsF(least).horizontalAdvance(longest) <= box.width()
        if label and fits:
            paint_text(p, ts, box, label, size - 6, color=color, bold=info.thinking, into=self.info_rects)
        elif label and not large:
            self._paint_kind_aside(p, ts, least, (label, longest), color)

    def _paint_kind_aside(
        self, p: QPainter, ts: theme.TextScale, font: QFont, labels: tuple[str, str], color: QColor
    ) -> None:
        """A crowded small header's kind ("AI · Medium"), under the medal's place beside the
        last rows, on two lines if need be, smaller if a word is too wide (``words_fit``)."""
        above, last = self.geometry.side_counter_rect(ROWS - 2), self.geometry.side_counter_rect(ROWS - 1)
        top = above.y() + above.height() * 0.45  # clear of the medal, which stands on rows 3 and 4
        box = QRectF(last.x() + 2, top, last.width() - 2, last.bottom() - top)
        label, longest = labels  # as shown now, and its longest form (the most dots)
        fitted, widest = words_fit(font, longest, box.width(), ts.floor)
        if widest > box.width() and longest.endswith("."):  # the moving dots give way first
            label = longest = longest.rstrip(".")
            fitted, widest = words_fit(font, longest, box.width(), ts.floor)
        font = fitted
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
        needed = QFontMetricsF(font).boundingRect(box, flags, longest)
        room = (widest, box.width()) if widest > box.width() else (needed.height(), box.height())
        theme.audit(label, *room, 14.0, font.pixelSize())  # a word too wide is cut: wrapping never breaks one
        p.setFont(font)
        p.setPen(color)
        p.drawText(box, flags, label)
        self.info_rects.append(needed.intersected(box))

    def _counters(self, info: PlayerInfo) -> list[Counter]:
        """What the header counts, in order."""
        out = [Counter(card_art.paint_contract, info.contracts)]
        if self.geometry.large:  # a small board counts these beside its grid
            lead = bool(info.leads >> CABLE_LEAD_BIT & 1)
            out += [
                Counter(paint_cable_icon, info.cable_cars, lead),
                Counter(paint_skyscraper_icon, info.skyscrapers),
            ]
        for kind, n in ((BonusKind.VP15, info.vp_tokens), (BonusKind.DISCARD, info.discard_tokens)):
            if n:
                out.append(Counter(card_art.bonus_token_painter(kind), n if n > 1 else None))
        if not self.geometry.large:  # a large board shows them in its rows
            for d in range(ROWS):
                if info.completions >> d & 1:
                    out.append(Counter(card_art.completion_painter(d), completion=True))
        return out

    @staticmethod
    def _count_width(ts: theme.TextScale, counter: Counter, icon: float) -> float:
        if counter.count is None:
            return 0.0
        plate = 10.0 if counter.lead else 0.0
        return ts.fit(f"×{counter.count}", icon * 0.72, icon * 3, True, height=icon, grow=False)[2] + plate

    def _counters_width(self, ts: theme.TextScale, counters: list[Counter], icon: float) -> float:
        return sum(
            icon + 4 + (self._count_width(ts, c, icon) + 7 if c.count is not None else 0) for c in counters
        )

    def _paint_counters(
        self, p: QPainter, ts: theme.TextScale, counters: list[Counter], at: QPointF, icon: float
    ) -> float:
        """Icons and counts from ``at`` (left, vertical centre); returns the x after them. A
        count its player leads with (the cable cars) stands on a gold plate."""
        x = at.x()
        y = at.y() - icon / 2
        for counter in counters:
            box = QRectF(x, y, icon, icon)
            counter.paint(p, box)
            self.info_rects.append(box)
            x += icon + 1
            if counter.count is not None:
                width = self._count_width(ts, counter, icon)
                text = f"×{counter.count}"
                box = QRectF(x, y, width + 2, icon)
                lead_plate(
                    p,
                    ts,
                    box,
                    text,
                    icon * 0.72,
                    lead=counter.lead,
                    into=self.info_rects,
                    color=theme.INK,
                    grow=False,
                )
                x += width + 7
            x += 3
        return x

    def _paint_row(self, p: QPainter, row: int) -> None:
        g = self.geometry
        color = Color(row)
        for col in range(COLS):
            r = QRectF(g.cell_pos(row, col), g.cell_pos(row, col) + QPointF(g.cell_w, g.cell_h))
            tint = theme.district_color(color)
            tint.setAlpha(48)
            p.setBrush(tint)
            edge = theme.district_color(color)
            edge.setAlpha(120)
            p.setPen(QPen(edge, 1.5))
            p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 8 * g.scale, 8 * g.scale)
        lab = g.label_rect(row)
        if g.large:
            band = theme.district_color(color)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 255, 255, 18))
            p.drawRoundedRect(lab, 10, 10)
            tab = QRectF(lab.x(), lab.y(), TAB_W, lab.height())
            p.setBrush(band)
            p.drawRoundedRect(tab, 10, 10)
            p.save()
            p.setClipRect(tab)
            symbol_art.paint_pattern(p, color, tab, 40)
            p.restore()
            symbol_art.paint_glyph(
                p, color, QRectF(tab.x() + 4, tab.center().y() - 12, 24, 24), theme.district_ink(color)
            )
            paint_text(
                p, text_scale(self), self.label_parts(row).name, district_name(row), NAME_SIZE, bold=True
            )
        else:
            # A small board's row: a band with the district's colour, pattern and glyph, so
            # that its rows are told apart without colour as on the large board.
            tab = QRectF(lab.x(), lab.y(), lab.width(), lab.height())
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(theme.district_color(color))
            p.drawRoundedRect(tab, 4, 4)
            p.save()
            p.setClipRect(tab)
            symbol_art.paint_pattern(p, color, tab, 60)
            p.restore()
            gsize = min(14.0, tab.width() - 2)
            symbol_art.paint_glyph(
                p,
                color,
                QRectF(tab.center().x() - gsize / 2, tab.center().y() - gsize / 2, gsize, gsize),
                theme.district_ink(color),
            )

    def _paint_row_status(self, p: QPainter, row: int, at: QPointF, size: float) -> None:
        """Completion token won here, and whether this district's bonus was had."""
        info = self.info
        assert info is not None
        x = at.x()
        p.save()
        if info.bonuses_had >> row & 1:
            p.setOpacity(0.35)
        symbol_art.paint_symbol(p, Symbol.BONUS, QRectF(x, at.y(), size, size))
        p.restore()
        self.info_rects.append(QRectF(x, at.y(), size, size))
        x += size + 6
        if info.completions >> row & 1:
            token = QRectF(x, at.y() - 1, size + 2, size + 2)
            card_art.paint_completion(p, row, token)
            self.info_rects.append(token)

    def _paint_depots(self, p: QPainter) -> None:
        g = self.geometry
        grid = g.grid_rect()
        y = grid.bottom() + 2
        size = 16.0 if g.large else 11.0
        for col in LAYOUT.depot_columns:
            x = g.cell_pos(ROWS - 1, col).x() + g.cell_w / 2 - size / 2
            symbol_art.paint_symbol(p, Symbol.DEPOT, QRectF(x, y, size, size))

    def _paint_side(self, p: QPainter, info: PlayerInfo) -> None:
        """Right of a small board's grid: each row's total, then its cable cars (on a gold plate
        when it leads them) and skyscrapers; the medal lands under them."""
        g = self.geometry
        split = g.side_split()
        s = g.side_rect()
        for row in range(ROWS):
            r = g.row_rect(row)
            self._paint_total(p, QRectF(s.x(), r.y(), split - s.x() - 6, r.height()), info, row, 19)
        for row, paint, n, lead in (
            (0, paint_cable_icon, info.cable_cars, bool(info.leads >> CABLE_LEAD_BIT & 1)),
            (1, paint_skyscraper_icon, info.skyscrapers, False),
        ):
            box = g.side_counter_rect(row)
            icon = min(26.0, box.width() * 0.42, box.height() * 0.6)
            art = QRectF(box.x() + 2, box.center().y() - icon / 2, icon, icon)
            paint(p, art)
            self.info_rects.append(art)
            lead_plate(
                p,
                text_scale(self),
                box.adjusted(icon + 6, 0, 0, 0),
                str(n),
                19,
                lead=lead,
                into=self.info_rects,
            )


LEAST_ICON = 12.0  # a header's icons when it is crowded
CABLE_LEAD_BIT = ROWS  # PlayerInfo.leads: bits 0-4 the districts, this bit the cable cars


@attrs.frozen
class LabelParts:
    """A large board's row label: the name's box, the total's box, and where the bonus star
    and completion token go (under the total, or ``beside`` it)."""

    name: QRectF
    total: QRectF
    status: QPointF
    beside: bool


@attrs.frozen
class Counter:
    """One thing a header counts: its icon's painter, the count (None: a lone token), and
    whether its player leads with it."""

    paint: Callable[[QPainter, QRectF], None]
    count: int | None = None
    lead: bool = False
    completion: bool = False  # a district completion token


def paint_cable_icon(p: QPainter, rect: QRectF) -> None:
    card_art.paint_cable_car(
        p, QRectF(rect.x(), rect.center().y() - rect.height() * 0.36, rect.width(), rect.height() * 0.72)
    )


def paint_skyscraper_icon(p: QPainter, rect: QRectF) -> None:
    card_art.paint_skyscraper(
        p, QRectF(rect.center().x() - rect.width() * 0.28, rect.y(), rect.width() * 0.56, rect.height())
    )


def lead_plate(
    p: QPainter,
    ts: theme.TextScale,
    rect: QRectF,
    text: str,
    size: float,
    *,
    lead: bool,
    into: list[QRectF] | None = None,
    color: QColor = theme.GOLD,
    grow: bool = True,
) -> float:
    """A total or a count in ``rect`` (left-aligned); when its player leads that ranking now, on
    a gold plate in dark ink, so that who leads each district and the cable cars shows at a
    glance. Returns the width it takes."""
    if not lead:
        return paint_text(p, ts, rect, text, size, color=color, bold=True, into=into, grow=grow)
    pad = layout.PLATE_PAD
    f, shown, width = ts.fit(text, size, rect.width() - 2 * pad, True, height=rect.height(), grow=grow)
    plate = QRectF(rect.x(), rect.center().y() - f.pixelSize() * 0.6, width + 2 * pad, f.pixelSize() * 1.2)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(theme.GOLD)
    p.drawRoundedRect(plate, 6, 6)
    p.setFont(f)
    p.setPen(theme.LEAD_INK)
    p.drawText(plate, Qt.AlignmentFlag.AlignCenter, shown)
    if into is not None:
        into.append(plate)
    return plate.width()


class _BoardOverlay(QGraphicsItem):
    """The changing part of a board, drawn above its cached background."""

    def __init__(self, board: BoardItem) -> None:
        super().__init__(board)
        self.board = board
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.board.geometry.rect.adjusted(-12, -12, 12, 12)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.board.paint_dynamic(p)


class RowTargetItem(TableItem):
    """A row of the large board as a place to put a card (drop or click)."""

    def __init__(self, row: int) -> None:
        super().__init__()
        self.row = row
        self._rect = QRectF()
        self.setZValue(-5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = rect

    @property
    def rect(self) -> QRectF:
        return self._rect

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-GLOW, -GLOW, GLOW, GLOW)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        mark = self.shown_mark()
        if mark == Mark.NONE and not self._focus:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if mark in (Mark.LEGAL, Mark.HOVER):
            fill = QColor(theme.HIGHLIGHT)
            fill.setAlpha(40 if mark == Mark.LEGAL else 80)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(fill)
            p.drawRoundedRect(self._rect, 10, 10)
        paint_mark(p, self._rect, mark, self._focus, radius=10)
