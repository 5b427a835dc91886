"""A line chart of each player's estimated score over the turns of a game, drawn with QPainter.

The value at each turn is ``scoring.estimate``, the figure the table shows beside each board:
the score as if the game ended there, without the places only turn order would settle (the
last point is the final score). Lines have the seat colours and, so that they can be told apart
without colour, each its own dash pattern and marker; the legend names the players.

    chart = ScoreChart.from_record(record)          # or ScoreChart(series_from_states(states, names))
    layout.addWidget(chart)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import attrs
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...model.record import GameRecord
from ...model.scoring import estimate
from ...model.state import GameState
from ...words.languages import decimal
from ..look import theme


@attrs.frozen
class ScoreSeries:
    """``turns[i]`` turns had been played when the players' estimates were ``values[p][i]``."""

    names: tuple[str, ...]
    turns: tuple[int, ...]
    values: tuple[tuple[float, ...], ...]  # per player
    final: bool  # the last point is the final score

    @property
    def players(self) -> int:
        return len(self.names)


def series_from_states(states: Iterable[GameState], names: Sequence[str] | None = None) -> ScoreSeries:
    """Sample every state where a turn begins, and the last state (the final score if over)."""
    turns: list[int] = []
    points: list[tuple[float, ...]] = []
    last: GameState | None = None
    sampled_last = False
    for s in states:
        if last is None or s.turn != last.turn:
            turns.append(s.turn - 1)
            points.append(tuple(estimate(s)))
            sampled_last = True
        else:
            sampled_last = False
        last = s
    if last is None:
        raise ValueError("no states to chart")
    if not sampled_last:
        turns.append(last.turn if last.is_over else last.turn - 1)
        points.append(tuple(estimate(last)))
        if turns[-1] == turns[-2]:  # still inside the first sampled turn: keep the newer value
            del turns[-2], points[-2]
    n = last.num_players
    if names is None:
        names = [QCoreApplication.translate("ScoreChart", "Player {0}").format(i + 1) for i in range(n)]
    if len(names) != n:
        raise ValueError(f"{len(names)} names for {n} players")
    values = tuple(tuple(p[i] for p in points) for i in range(n))
    return ScoreSeries(tuple(names), tuple(turns), values, last.is_over)


def series_from_record(record: GameRecord) -> ScoreSeries:
    return series_from_states(record.states(), [s.name for s in record.seats])


def nice_ticks(low: float, high: float, most: int = 8) -> list[float]:
    """Round tick values covering low..high (steps of 1, 2 or 5 times a power of ten)."""
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, most - 1)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.floor(low / step) * step
    ticks = []
    v = first
    while v < high + step * 0.999:
        ticks.append(round(v, 10))
        v += step
    return ticks


# Dash patterns and markers per seat: the lines stay apart without colour.
DASHES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)
MARKERS = ("circle", "square", "triangle", "diamond")


def paint_marker(p: QPainter, kind: str, at: QPointF, r: float) -> None:
    if kind == "circle":
        p.drawEllipse(at, r, r)
    elif kind == "square":
        p.drawRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r))
    elif kind == "triangle":
        p.drawPolygon(
            QPolygonF(
                [
                    QPointF(at.x(), at.y() - r * 1.2),
                    QPointF(at.x() + r, at.y() + r),
                    QPointF(at.x() - r, at.y() + r),
                ]
            )
        )
    else:
        p.drawPolygon(
            QPolygonF(
                [
                    QPointF(at.x(), at.y() - r * 1.3),
                    QPointF(at.x() + r * 1.2, at.y()),
                    QPointF(at.x(), at.y() + r * 1.3),
                    QPointF(at.x() - r * 1.2, at.y()),
                ]
            )
        )


class ScoreChart(QWidget):
    """Estimated score of every player, turn by turn."""

    def __init__(self, series: ScoreSeries | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series = series
        self.marked_turn: float | None = None  # a turn to mark with a vertical line (a replay's now)
        self.setMinimumSize(360, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Score over the game"))
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a screen reader's Tab reads its description
        self._update_description()

    @classmethod
    def from_record(cls, record: GameRecord, parent: QWidget | None = None) -> ScoreChart:
        return cls(series_from_record(record), parent)

    @classmethod
    def from_states(
        cls, states: Iterable[GameState], names: Sequence[str], parent: QWidget | None = None
    ) -> ScoreChart:
        return cls(series_from_states(states, names), parent)

    def set_series(self, series: ScoreSeries | None) -> None:
        self.series = series
        self._update_description()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(640, 380)

    def legend_entries(self) -> list[str]:
        """What the legend says, one line per player: the name and the last value."""
        s = self.series
        if s is None:
            return []
        return [f"{name}: {_num(s.values[i][-1])}" for i, name in enumerate(s.names)]

    def _update_description(self) -> None:
        s = self.series
        if s is None:
            self.setAccessibleDescription("")
            return
        what = self.tr("final score") if s.final else self.tr("estimate now")
        self.setAccessibleDescription(f"{what}: " + "; ".join(self.legend_entries()))

    # ------------------------------------------------------------------ what the axes say

    def title(self) -> str:
        s = self.series
        if s is not None and s.final:
            return self.tr("Final score, turn by turn")
        return self.tr("Estimated score, turn by turn")

    def y_title(self) -> str:
        return self.tr("Points")

    def y_ticks(self, values: list[float]) -> list[float]:
        return nice_ticks(min(0.0, *values), max(1.0, *values), 7)

    def tick_text(self, value: float) -> str:
        return _num(value)

    def set_cursor(self, turn: float | None) -> None:
        self.marked_turn = turn
        self.update()

    # ------------------------------------------------------------------ painting

    def render_image(self, size: QSize | None = None) -> QImage:
        """The chart as an image (tests, export)."""
        size = size or self.sizeHint()
        self.resize(size)
        image = QImage(size, QImage.Format.Format_ARGB32)
        image.fill(self.palette().color(QPalette.ColorRole.Base))
        p = QPainter(image)
        self.paint(p, QRectF(0, 0, size.width(), size.height()))
        p.end()
        return image

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), self.palette().color(QPalette.ColorRole.Base))
        self.paint(p, QRectF(self.rect()))
        if self.hasFocus():  # where the keyboard is
            p.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)  # a frame: not filled with the legend's last colour
            p.drawRect(self.rect().adjusted(1, 1, -2, -2))
        p.end()

    @staticmethod
    def plot_rect(area: QRectF, fm: QFontMetricsF, label_w: float, legend_w: float) -> QRectF:
        """Where the lines go: the title above (a line of text), the tick labels and the axis'
        title below (two), the points' labels and the axis' title on the left, the legend on
        the right; all of them within ``area`` at any text size."""
        top = fm.height() + 14
        below = 2 * fm.height() + 18
        return QRectF(
            area.left() + label_w + fm.height() + 16,
            area.top() + top,
            area.width() - label_w - fm.height() - legend_w - 40,
            area.height() - top - below,
        )

    @staticmethod
    def x_title_rect(plot: QRectF, fm: QFontMetricsF) -> QRectF:
        """The line of "Turns played", under the ticks' numbers."""
        return QRectF(plot.left(), plot.bottom() + fm.height() + 10, plot.width(), fm.height())

    def paint(self, p: QPainter, area: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        ink = pal.color(QPalette.ColorRole.Text)
        faint = QColor(ink)
        faint.setAlpha(40)
        font = self.font()
        p.setFont(font)
        fm = QFontMetricsF(font)
        s = self.series
        if s is None or not s.turns:
            p.setPen(ink)
            p.drawText(area, Qt.AlignmentFlag.AlignCenter, self.tr("No game to show yet."))
            return

        y_ticks = self.y_ticks([v for row in s.values for v in row])
        x_max = max(1, s.turns[-1])
        x_ticks = [t for t in nice_ticks(0, x_max, 10) if t <= x_max]

        # Legend on the right, as wide as the longest entry.
        entries = self.legend_entries()
        line_h = fm.height() * 1.5
        legend_w = max(fm.horizontalAdvance(e) for e in entries) + 44
        label_w = max(fm.horizontalAdvance(self.tick_text(t)) for t in y_ticks)
        plot = self.plot_rect(area, fm, label_w, legend_w)
        if plot.width() < 40 or plot.height() < 40:
            return

        def x_at(turn: float) -> float:
            return plot.left() + plot.width() * turn / x_max

        y_low, y_high = y_ticks[0], y_ticks[-1]

        def y_at(v: float) -> float:
            return plot.bottom() - plot.height() * (v - y_low) / (y_high - y_low)

        # Title.
        p.setPen(ink)
        title = self.title()
        p.drawText(
            QRectF(plot.left(), area.top() + 4, plot.width(), fm.height()),
            Qt.AlignmentFlag.AlignCenter,
            title,
        )

        # Grid, ticks and labels.
        for t in y_ticks:
            y = y_at(t)
            p.setPen(QPen(ink if t == 0 else faint, 1.0))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(ink)
            p.drawText(
                QRectF(plot.left() - label_w - 8, y - fm.height() / 2, label_w, fm.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                self.tick_text(t),
            )
        for t in x_ticks:
            x = x_at(t)
            p.setPen(QPen(faint, 1.0))
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            p.setPen(ink)
            p.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            p.drawText(
                QRectF(x - 30, plot.bottom() + 6, 60, fm.height()), Qt.AlignmentFlag.AlignHCenter, _num(t)
            )
        p.setPen(QPen(ink, 1.2))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        p.drawLine(plot.bottomLeft(), plot.topLeft())
        p.drawText(self.x_title_rect(plot, fm), Qt.AlignmentFlag.AlignHCenter, self.tr("Turns played"))
        p.save()
        p.translate(area.left() + 4 + fm.height() / 2, plot.center().y())
        p.rotate(-90)
        p.drawText(
            QRectF(-plot.height() / 2, -fm.height() / 2, plot.height(), fm.height()),
            Qt.AlignmentFlag.AlignCenter,
            self.y_title(),
        )
        p.restore()
        if self.marked_turn is not None and 0 <= self.marked_turn <= x_max:
            p.setPen(QPen(ink, 1.5, Qt.PenStyle.DotLine))
            p.drawLine(
                QPointF(x_at(self.marked_turn), plot.top()), QPointF(x_at(self.marked_turn), plot.bottom())
            )

        # One line per player; markers thinned so that they never crowd.
        every = max(1, math.ceil(len(s.turns) / 12))
        for i in range(s.players):
            color = theme.seat_color(i)
            pen = QPen(color, 2.4, DASHES[i % len(DASHES)])
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            path = QPainterPath()
            for k, (t, v) in enumerate(zip(s.turns, s.values[i], strict=True)):
                pt = QPointF(x_at(t), y_at(v))
                if k == 0:
                    path.moveTo(pt)
                else:
                    path.lineTo(pt)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            p.setPen(QPen(ink, 1.0))
            p.setBrush(color)
            for k, (t, v) in enumerate(zip(s.turns, s.values[i], strict=True)):
                if k % every == 0 or k == len(s.turns) - 1:
                    paint_marker(p, MARKERS[i % len(MARKERS)], QPointF(x_at(t), y_at(v)), 4.0)

        # Legend.
        lx = plot.right() + 20
        ly = plot.top()
        for i, text in enumerate(entries):
            y = ly + i * line_h + line_h / 2
            color = theme.seat_color(i)
            p.setPen(QPen(color, 2.4, DASHES[i % len(DASHES)]))
            p.drawLine(QPointF(lx, y), QPointF(lx + 28, y))
            p.setPen(QPen(ink, 1.0))
            p.setBrush(color)
            paint_marker(p, MARKERS[i % len(MARKERS)], QPointF(lx + 14, y), 4.0)
            p.setPen(ink)
            p.drawText(QRectF(lx + 36, y - line_h / 2, legend_w, line_h), Qt.AlignmentFlag.AlignVCenter, text)


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else decimal(f"{x:.1f}")
