"""Who leads what, now: the leader of each district and of the cable cars (from the running
score), marked on the boards; and, where the table has room (two players), a standings panel
that sets the players side by side, category by category, with the points each would get."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...model.cards import ROWS, Color
from ...model.scoring import Ranking, ScoreBreakdown, estimated_totals, settled_points
from ...words.glossary import district_name
from ..look import theme
from ..look.theme import TextScale
from . import card_art, symbol_art
from .city_board import CABLE_LEAD_BIT, lead_plate, paint_cable_icon, paint_skyscraper_icon
from .furniture import fmt_points, paint_text, score_label, text_scale
from .layout import PLATE_PAD, line_h, text_w
from .scoring_board import two_line_width, unbroken_groups

translate = QCoreApplication.translate
ICON_ROOM = 26.0  # a row's icon and the space after it, before its label
GAP = 14.0  # between a label and the values, and between players, however narrow the panel


def shown_points(ranking: Ranking, final: bool) -> tuple[float, ...]:
    """Each seat's points from ``ranking`` as shown: the rules' own once the game is over,
    before as far as the table decides them (ties only turn order settles left out or
    shared: :func:`~sf_desktop.model.scoring.settled_points`)."""
    return ranking.points if final else settled_points(ranking)


def leaders(ranking: Ranking, final: bool = False) -> tuple[int, ...]:
    """The seats that would take the best advantage token of ``ranking`` now (more than one
    while only turn order would part them), or none: nobody scores there yet."""
    points = shown_points(ranking, final)
    best = max(points)
    return tuple(seat for seat in ranking.order if points[seat] == best) if best > 0 else ()


def leader_bits(breakdown: ScoreBreakdown, seat: int, final: bool = False) -> int:
    """Bit d: ``seat`` leads district d; bit ``CABLE_LEAD_BIT``: it leads the cable cars."""
    bits = 0
    for d, ranking in enumerate(breakdown.districts):
        if seat in leaders(ranking, final):
            bits |= 1 << d
    if seat in leaders(breakdown.cable_cars, final):
        bits |= 1 << CABLE_LEAD_BIT
    return bits


class StandingsItem(QGraphicsObject):
    """A table of the players side by side: each district's total, cable cars, skyscrapers,
    other points and the estimated score; the leader of each row on a gold plate with the
    points it would bring."""

    ROW_SIZE = 19.0  # the design size of its words

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.breakdown: ScoreBreakdown | None = None
        self.names: tuple[str, ...] = ()
        self.final = False
        self.info_rects: list[QRectF] = []
        self.setZValue(-10)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF | None) -> None:
        self.setVisible(rect is not None)
        if rect is not None and rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.update()

    def set_standings(self, breakdown: ScoreBreakdown, names: Sequence[str], final: bool = False) -> None:
        """``final``: the game is over, these are the final scores."""
        if breakdown != self.breakdown or tuple(names) != self.names or final != self.final:
            self.breakdown, self.names, self.final = breakdown, tuple(names), final
            self.setToolTip(
                translate(
                    "Standings",
                    "If the game ended now: each district's total, the cable cars and the other "
                    "points of each player. A gold plate marks who leads and what that is worth.",
                )
            )
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def _lines(self) -> list[tuple[str, list[tuple[str, bool, str]]]]:
        """(label, per player: (value, leads, points)) for each line of the table."""
        b = self.breakdown
        assert b is not None
        lines = []

        def ranked(label: str, ranking: Ranking) -> None:
            first = leaders(ranking, self.final)
            points = shown_points(ranking, self.final)
            cells = [
                (
                    str(ranking.totals[i]),
                    i in first,
                    f"+{fmt_points(points[i])}" if i in first else "",
                )
                for i in range(len(b.players))
            ]
            lines.append((label, cells))

        for d in range(ROWS):
            ranked(district_name(d), b.districts[d])
        ranked(translate("Standings", "Cable cars"), b.cable_cars)
        lines.append(
            (
                translate("Standings", "Skyscrapers"),
                [(fmt_points(p.skyscrapers), False, "") for p in b.players],
            )
        )
        lines.append(
            (
                translate("Standings", "Medal, tokens"),
                [(fmt_points(p.medal + p.vp_tokens + p.completions), False, "") for p in b.players],
            )
        )
        return lines

    def _columns(
        self,
        ts: TextScale,
        lines: list[tuple[str, list[tuple[str, bool, str]]]],
        width: float,
        players: int,
        row_h: float = 0.0,
    ) -> tuple[float, float, float, bool]:
        """The labels' column and each player's, the labels' design size, and whether they
        wrap: on one line if that keeps them larger, else on two lines (``row_h`` high), which
        leaves them more of their size beside the values (at 200% on one line they fell to
        the least size)."""
        one = self._sized(ts, lines, width, players, lambda name, size: text_w(ts, name, size))
        two = self._sized(ts, lines, width, players, lambda name, size: two_line_width(ts, name, size))
        label_w, value_w, size = two
        while size > 1 and 2 * line_h(ts, size) > row_h:
            size -= 0.25
        if row_h > 0 and ts.size(size) > ts.size(one[2]):
            return label_w, value_w, size, True
        return (*one, False)

    def _sized(
        self,
        ts: TextScale,
        lines: list[tuple[str, list[tuple[str, bool, str]]]],
        width: float,
        players: int,
        label_width: Callable[[str, float], float],
    ) -> tuple[float, float, float]:
        """The labels' column and each player's: as wide as their words (``label_width``) if
        the panel allows, else both narrower in the same proportion; and the design size of
        the labels, smaller in that proportion too, so that every label keeps one size (one
        shrunk alone looked smaller than its neighbours)."""
        label = max(label_width(name, self.ROW_SIZE) for name, _ in lines) + ICON_ROOM + GAP
        value = max(
            text_w(ts, f"{v}  {pts}", self.ROW_SIZE, True) for _, cells in lines for v, _, pts in cells
        )
        value = max(value, text_w(ts, "≈ 88.5 VP", self.ROW_SIZE, True)) + 2 * PLATE_PAD + GAP
        need = label + players * value
        if need <= width:
            return width - players * value, value, self.ROW_SIZE
        # Only the words shrink: the icons, plates' padding and gaps keep their room.
        label_fixed, value_fixed = ICON_ROOM + GAP, 2 * PLATE_PAD + GAP
        words = (label - label_fixed) + players * (value - value_fixed)
        k = max(0.0, width - label_fixed - players * value_fixed) / words
        label_w, value_w = label_fixed + (label - label_fixed) * k, value_fixed + (value - value_fixed) * k
        size = self.ROW_SIZE * k
        names = [name for name, _ in lines]
        while size > 1 and max(label_width(name, size) for name in names) > label_w - label_fixed:
            size -= 0.25  # widths do not shrink quite in proportion
        return label_w, value_w, size

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self.info_rects = []
        b = self.breakdown
        r = self._rect
        if b is None or r.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.PANEL_EDGE, 1.5))
        painter.setBrush(theme.PANEL)
        painter.drawRoundedRect(r, 14, 14)
        into = self.info_rects
        ts = text_scale(self)
        inner = r.adjusted(14, 8, -14, -10)
        paint_text(
            painter,
            ts,
            QRectF(inner.x(), inner.y(), inner.width(), 30),
            translate("Standings", "Final score")
            if self.final
            else translate("Standings", "If the game ended now"),
            18,
            color=theme.INK_DIM,
            into=into,
        )
        lines = self._lines()
        players = len(b.players)
        top = inner.y() + 36
        row_h = (inner.bottom() - top) / (len(lines) + 2)
        label_w, col_w, size, wrap = self._columns(ts, lines, inner.width(), players, row_h)
        for i in range(players):
            head = QRectF(inner.x() + label_w + i * col_w, top, col_w - GAP, row_h)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.seat_color(i))
            painter.drawEllipse(QRectF(head.x(), head.center().y() - 6, 12, 12))
            paint_text(
                painter,
                ts,
                head.adjusted(18, 0, 0, 0),
                self.names[i] if i < len(self.names) else f"#{i + 1}",
                self.ROW_SIZE,
                bold=True,
                into=into,
            )
        y = top + row_h
        for n, (label, cells) in enumerate(lines):
            row = QRectF(inner.x(), y, inner.width(), row_h)
            if n % 2 == 0:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(255, 255, 255, 12))
                painter.drawRoundedRect(row.adjusted(-6, 1, 6, -1), 6, 6)
            icon = QRectF(row.x(), row.center().y() - 10, 20, 20)
            if n < ROWS:
                symbol_art.paint_glyph(painter, Color(n), icon, theme.district_color(Color(n)).lighter(150))
            elif n == ROWS:
                paint_cable_icon(painter, icon)
            elif n == ROWS + 1:
                paint_skyscraper_icon(painter, icon)
            else:
                card_art.paint_medal(painter, icon)
            into.append(icon)
            box = QRectF(row.x() + ICON_ROOM, y, label_w - ICON_ROOM - GAP, row_h)
            paint_label(painter, ts, box, label, size=size, wrap=wrap, into=into)
            for i, (value, lead, points) in enumerate(cells):
                cell = QRectF(inner.x() + label_w + i * col_w, y, col_w - GAP, row_h)
                text = f"{value}  {points}" if points else value
                lead_plate(painter, ts, cell.adjusted(0, 3, 0, -3), text, self.ROW_SIZE, lead=lead, into=into)
            y += row_h
        painter.setPen(QPen(theme.PANEL_EDGE, 1.2))
        painter.drawLine(QPointF(inner.x(), y + 2), QPointF(inner.right(), y + 2))
        box = QRectF(inner.x() + ICON_ROOM, y + 4, label_w - ICON_ROOM - GAP, row_h)
        paint_label(
            painter, ts, box, translate("Standings", "Total"), size=size, wrap=wrap, into=into, bold=True
        )
        totals = estimated_totals(b, self.final)
        for i, total in enumerate(totals):
            cell = QRectF(inner.x() + label_w + i * col_w, y + 4, col_w - GAP, row_h)
            winner = total == max(totals) and (self.final or total > 0)  # nobody leads on 0
            lead_plate(
                painter,
                ts,
                cell,
                score_label(total, self.final),
                self.ROW_SIZE,
                lead=winner,
                into=into,
            )


def paint_label(
    p: QPainter,
    ts: TextScale,
    rect: QRectF,
    text: str,
    *,
    size: float,
    wrap: bool,
    into: list[QRectF],
    bold: bool = False,
) -> None:
    """A row's label at ``size``: on one line (fitted), or wrapped on at most two."""
    if not wrap:
        paint_text(p, ts, rect, text, size, bold=bold, into=into)
        return
    f = theme.font(ts.size(size), bold)
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
    shown = unbroken_groups(text)
    needed = QFontMetricsF(f).boundingRect(rect, flags, shown)
    theme.audit(text, needed.width(), rect.width(), size, f.pixelSize())
    p.setFont(f)
    p.setPen(theme.INK)
    p.drawText(rect, flags, shown)
    into.append(needed.intersected(rect))
