"""The end of the game: points per player and category, and why each advantage rank fell as
it did (every tie-break named, from ``scoring.Decider``), the winner, New game / Rematch."""

from __future__ import annotations

import html
import itertools
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...model.cards import COLS, LAYOUT
from ...model.scoring import Decider, Ranking, ScoreBreakdown
from ...model.state import GameState
from ...words.glossary import district_name
from ...words.languages import decimal
from ...words.people import Cast
from ..access.reading import read_by_caret
from ..dialogs.enter_key import EnterStays
from ..dialogs.fitting import room_for, scrolling_body
from ..look import theme
from .score_chart import ScoreChart

translate = QCoreApplication.translate
VALUE_ROLE = Qt.ItemDataRole.UserRole


def pts(v: float) -> str:
    return decimal(f"{v:g}")


def ordinal(n: int) -> str:
    return {
        1: translate("Score", "1st"),
        2: translate("Score", "2nd"),
        3: translate("Score", "3rd"),
        4: translate("Score", "4th"),
        5: translate("Score", "5th"),
    }.get(n, str(n))


def categories() -> list[tuple[str, str]]:
    """(key, label) of the breakdown's rows, top to bottom."""
    rows = [
        ("skyscrapers", translate("Score", "Skyscrapers")),
        ("medal", translate("Score", "Master builder’s medal")),
        ("vp_tokens", translate("Score", "1.5 VP tokens")),
        ("completions", translate("Score", "District completion")),
    ]
    rows += [(f"district{d.row}", district_name(d.row)) for d in LAYOUT.districts]
    rows += [("cable_cars", translate("Score", "Cable cars")), ("total", translate("Score", "Total"))]
    return rows


def category_value(b: ScoreBreakdown, seat: int, key: str) -> float:
    p = b.players[seat]
    if key.startswith("district"):
        return p.districts[int(key[len("district") :])]
    if key == "total":
        return p.total
    return float(getattr(p, key))


def winner_sentence(b: ScoreBreakdown, names: Sequence[str], you: int = -1) -> str:
    """Who won; ``you``: the seat spoken to as "you" (see :class:`words.people.Cast`)."""
    cast = Cast(tuple(names), you)
    totals = b.totals
    w = b.winners
    if b.winner_decided_by == "points":
        if cast.is_you(w[0]):
            return translate("Score", "You win with {0} VP.").format(pts(totals[w[0]]))
        return translate("Score", "{0} wins with {1} VP.").format(cast.name(w[0]), pts(totals[w[0]]))
    if b.winner_decided_by == "cable_cars":
        tied = translate("Score", " and ").join(
            cast.name(i) for i, t in enumerate(totals) if t == totals[w[0]]
        )
        cars = b.players[w[0]].cable_car_count
        if cast.is_you(w[0]):
            return translate("Score", "{0} tie on {1} VP; you win with more cable cars ({2}).").format(
                tied, pts(totals[w[0]]), cars
            )
        return translate("Score", "{0} tie on {1} VP; {2} wins with more cable cars ({3}).").format(
            tied, pts(totals[w[0]]), cast.name(w[0]), cars
        )
    cars = b.players[w[0]].cable_car_count
    return translate("Score", "Shared victory: {0}, with {1} VP and %n cable cars each.", None, cars).format(
        translate("Score", " and ").join(cast.name(i) for i in w), pts(totals[w[0]])
    )


def _card_value(state: GameState, seat: int, row: int, col: int) -> str:
    p = state.players[seat]
    if col >= len(p.rows[row]):
        return translate("Score", "empty")
    return str(p.value_at(row * COLS + col))


def _ahead(cast: Cast, a: int, third: str, second: str) -> str:
    """The sentence for ``a`` ahead of someone: ``third`` ("{0} is ahead of {1}...") or, when
    ``a`` is "you", ``second``. Format it with ``cast.name(a), cast.object(b)`` first, so
    that ``b`` is named in the object form ("Ada is ahead of you")."""
    return second if cast.is_you(a) else third


def explain_decider(
    r: Ranking, d: Decider, pair: tuple[int, int], state: GameState, names: Sequence[str], *, you: int = -1
) -> str:
    """Why ``pair[0]`` ranks just above ``pair[1]`` in ranking ``r``."""
    cast = Cast(tuple(names), you)
    a, b = pair
    cable = r.category == "cable_cars"
    if d.kind == "total":
        what = translate("Score", "more cable cars") if cable else translate("Score", "higher total value")
        return _ahead(
            cast,
            a,
            translate("Score", "{0} is ahead of {1}: {2} ({3} to {4})."),
            translate("Score", "You are ahead of {1}: {2} ({3} to {4}).", "you"),
        ).format(cast.name(a), cast.object(b), what, r.totals[a], r.totals[b])
    if d.kind == "card":
        return _ahead(
            cast,
            a,
            translate(
                "Score",
                "{0} is ahead of {1}: same total; the first difference is the {2} card of the {3} row "
                "({4} to {5}).",
            ),
            translate(
                "Score",
                "You are ahead of {1}: same total; the first difference is the {2} card of the {3} row "
                "({4} to {5}).",
                "you",
            ),
        ).format(
            cast.name(a),
            cast.object(b),
            ordinal(d.col + 1),
            district_name(d.row),
            _card_value(state, a, d.row, d.col),
            _card_value(state, b, d.row, d.col),
        )
    if d.kind == "column":
        pa = state.players[a].cable_cars_in_column(d.col)
        pb = state.players[b].cable_cars_in_column(d.col)
        return _ahead(
            cast,
            a,
            translate(
                "Score", "{0} is ahead of {1}: same number of cable cars; more in column {2} ({3} to {4})."
            ),
            translate(
                "Score",
                "You are ahead of {1}: same number of cable cars; more in column {2} ({3} to {4}).",
                "you",
            ),
        ).format(cast.name(a), cast.object(b), d.col + 1, pa, pb)
    if d.kind == "trigger":
        if cast.is_you(state.end_trigger):
            trigger = translate("Score", "you, who ended the game")
        else:
            name = cast.name(state.end_trigger) if state.end_trigger >= 0 else "?"
            trigger = translate("Score", "{0}, who ended the game").format(name)
        return _ahead(
            cast,
            a,
            translate(
                "Score",
                "{0} is ahead of {1}: tied on everything; {0} comes first in turn order counted from {2}.",
            ),
            translate(
                "Score",
                "You are ahead of {1}: tied on everything; you come first in turn order counted from {2}.",
                "you",
            ),
        ).format(cast.name(a), cast.object(b), trigger)
    return ""


def explain_ranking(r: Ranking, state: GameState, names: Sequence[str], *, you: int = -1) -> str:
    """One paragraph (HTML): the ranks with points, then what decided each of them."""
    cast = Cast(tuple(names), you)
    title = translate("Score", "Cable cars") if r.category == "cable_cars" else district_name(r.district)
    ranks = []
    for i, seat in enumerate(r.order):
        total = r.totals[seat]
        if r.category == "cable_cars":
            what = translate("Score", "%n cable cars", None, total)
        else:
            what = translate("Score", "value {0}").format(total)
        ranks.append(
            translate("Score", "{0} {1} ({2}): {3} VP").format(
                ordinal(i + 1), html.escape(cast.name(seat)), what, pts(r.points[seat])
            )
        )
    lines = [f"<b>{html.escape(title)}</b> — " + "; ".join(ranks) + "."]
    for i in range(len(r.order) - 1):
        text = explain_decider(r, r.deciders[i], (r.order[i], r.order[i + 1]), state, names, you=you)
        if text:
            lines.append(html.escape(text))
    for seat in r.ineligible:
        lines.append(html.escape(_ineligible(cast, seat, r.category == "cable_cars")))
    return "<p>" + "<br>".join(lines) + "</p>"


def _ineligible(cast: Cast, seat: int, cable: bool) -> str:
    if cable:
        if cast.is_you(seat):
            return translate("Score", "You have no cable car, so you get no positive token.")
        return translate("Score", "{0} has no cable car, so gets no positive token.").format(cast.name(seat))
    if cast.is_you(seat):
        return translate("Score", "You have no card in this district, so you get no positive token.")
    return translate("Score", "{0} has no card in this district, so gets no positive token.").format(
        cast.name(seat)
    )


def explain(b: ScoreBreakdown, state: GameState, names: Sequence[str], *, you: int = -1) -> str:
    parts = [explain_ranking(r, state, names, you=you) for r in b.districts]
    parts.append(explain_ranking(b.cable_cars, state, names, you=you))
    return "".join(parts)


class ScoreDialog(EnterStays):
    """The final score: a table per category and player, the reasons, and what next.

    Read before anything is pressed: Enter in the table or the reasons does nothing (a
    screen-reader user goes over them with it), and a button acts only when it has the
    keyboard; Rematch as the default button played again from the table and lost the screen."""

    new_game_requested = Signal()
    rematch_requested = Signal()
    review_requested = Signal()

    def __init__(
        self,
        breakdown: ScoreBreakdown,
        state: GameState,
        names: Sequence[str],
        parent: QWidget | None = None,
        states: Sequence[GameState] | None = None,
        *,
        you: int = -1,
    ) -> None:
        """``states``: every state of the game, for the chart of the score over the turns;
        ``you``: the seat spoken to as "you" (see :class:`words.people.Cast`)."""
        super().__init__(parent)
        self.breakdown = breakdown
        self.setWindowTitle(self.tr("Final score"))
        self.setObjectName("score-dialog")
        self.outer = outer = QVBoxLayout(self)
        # Everything but the buttons scrolls, when large text leaves no room for it: a cell is
        # never cut to fit (see fit_to_room).
        self.scroll_area, self.body, layout = scrolling_body(outer)
        self.scroll_area.setObjectName("score-scroll")
        self.body_layout = layout
        self.winner_label = QLabel(winner_sentence(breakdown, names, you))
        f = QFont(self.font())
        f.setPointSizeF(f.pointSizeF() * 1.5)
        f.setBold(True)
        self.winner_label.setFont(f)
        self.winner_label.setWordWrap(True)
        layout.addWidget(self.winner_label)
        reason = {
            "foundations": self.tr("The last foundation token was placed."),
            "full_board": self.tr("A city was completed."),
            "stuck": self.tr("No one could move any more."),
        }.get(state.end_reason, "")
        if reason:
            label = QLabel(reason)
            label.setWordWrap(True)
            layout.addWidget(label)
        cast = Cast(tuple(names), you)
        self.table = self._make_table(breakdown, [cast.label(i) for i in range(len(names))])
        layout.addWidget(self.table)
        self.details = QTextBrowser()
        self.details.setHtml(explain(breakdown, state, names, you=you))
        # A screen reader says a read-only text by its name alone (Orca: "Why these ranks
        # label"), so the name holds the reasons too; a caret, as in the rules, lets the arrows
        # read them again line by line.
        reasons = " ".join(self.details.toPlainText().split())
        self.details.setAccessibleName(self.tr("Why these ranks: {0}").format(reasons))
        read_by_caret(self.details)
        self.details.setMinimumHeight(self.fontMetrics().lineSpacing() * 6)
        self.chart: ScoreChart | None = None
        if states:
            self.tabs = QTabWidget()
            self.tabs.addTab(self.details, self.tr("&Why these ranks"))
            self.chart = ScoreChart.from_states(states, names)
            self.chart.setObjectName("score-chart")
            self.tabs.addTab(self.chart, self.tr("Score &over the game"))
            below: QWidget = self.tabs
        else:
            below = self.details
        # Below the table: what is left, at least a few lines (the chart's least height with
        # its tabs); their usual size does not count, so that the table and the winner are in
        # sight before anything scrolls.
        below.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        below.setMinimumHeight(below.minimumSizeHint().height())
        layout.addWidget(below, 1)
        buttons = QDialogButtonBox()
        self.new_button = QPushButton(self.tr("New game…"))
        self.rematch_button = QPushButton(self.tr("Rematch"))
        self.review_button = QPushButton(self.tr("Review this game"))
        self.review_button.setObjectName("review-this-game")
        self.review_button.setToolTip(
            self.tr("Watch the game again with every decision judged by the Hard AI")
        )
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.rematch_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.new_button.clicked.connect(self._new)
        self.rematch_button.clicked.connect(self._rematch)
        self.review_button.clicked.connect(self._review)
        close.clicked.connect(self.reject)
        outer.addWidget(buttons)
        self.buttons = buttons
        self.fit_to_room()

    def room(self) -> QSize:
        return room_for(self)

    def fit_to_room(self) -> None:
        """As large as its words ask (760 x 720 at the usual text size), within :meth:`room`;
        what does not fit then scrolls, the buttons staying in sight."""
        self.ensurePolished()
        outer = self.outer
        margins = outer.contentsMargins()
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        room = self.room()
        over = self.table.minimumWidth() + bar + margins.left() + margins.right() - room.width()
        if over > 0:
            labels = self.table.verticalHeader().sizeHint().width()
            self._wrap_labels(labels - over - 16)
            self.body_layout.invalidate()
        content = self.body.minimumSizeHint()
        buttons = self.buttons.sizeHint()
        width = max(760, max(content.width() + bar, buttons.width()) + margins.left() + margins.right())
        height = content.height() + outer.spacing() + buttons.height() + margins.top() + margins.bottom()
        self.resize(min(width, room.width()), min(max(720, height), room.height()))

    def showEvent(self, event: QShowEvent) -> None:
        """The score table takes the keyboard first (a dialog gives it to its button otherwise),
        on the total of the first player."""
        super().showEvent(event)
        self.table.setCurrentCell(self.table.rowCount() - 1, 0)
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        # Tab takes the buttons as they stand on the screen (the button box lays them out in
        # the platform's order, and Tab went in the order they were added).
        buttons = sorted(self.findChildren(QPushButton), key=lambda b: b.mapTo(self, b.rect().topLeft()).x())
        for before, after in itertools.pairwise(buttons):
            QWidget.setTabOrder(before, after)

    def _make_table(self, b: ScoreBreakdown, names: Sequence[str]) -> QTableWidget:
        cats = categories()
        table = QTableWidget(len(cats), len(names))
        table.setObjectName("score-table")
        table.setAccessibleName(self.tr("Points by category"))
        table.setHorizontalHeaderLabels(list(names))
        table.setVerticalHeaderLabels([label for _, label in cats])
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the arrows read it cell by cell
        table.setTabKeyNavigation(False)  # Tab goes on to the reasons and the buttons
        table.setTextElideMode(Qt.TextElideMode.ElideNone)
        table.setWordWrap(False)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rank_of = {}
        for r in b.districts:
            for i, seat in enumerate(r.order):
                rank_of[(f"district{r.district}", seat)] = i + 1
        for i, seat in enumerate(b.cable_cars.order):
            rank_of[("cable_cars", seat)] = i + 1
        for row, (key, label) in enumerate(cats):
            for seat in range(len(names)):
                value = category_value(b, seat, key)
                text = pts(value)
                if (key, seat) in rank_of:
                    text += f" ({ordinal(rank_of[(key, seat)])})"
                if key == "cable_cars":  # the count on a line of its own: narrow columns
                    n = b.players[seat].cable_car_count
                    text += "\n" + translate("Score", "%n cars", None, n)
                item = QTableWidgetItem(text)
                item.setData(VALUE_ROLE, value)
                # Read whole by a screen reader, which says a cell without its headers
                item.setData(
                    Qt.ItemDataRole.AccessibleTextRole,
                    translate("Score", "{0}, {1}: {2}", "a score cell: category, player, points").format(
                        label, names[seat], " ".join(text.split())
                    ),
                )
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if key == "total":
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                    if seat in b.winners:
                        item.setBackground(QBrush(QColor(theme.GOLD)))
                        item.setForeground(QBrush(QColor("#2b2418")))
                table.setItem(row, seat, item)
        self._size_table(table)
        return table

    @staticmethod
    def _size_table(table: QTableWidget) -> None:
        """Every column as wide as the widest words of any (the players side by side alike),
        every row as high as its lines; the table as large as all of it, so that nothing in it
        is cut or scrolls on its own (the dialog's content scrolls as a whole)."""
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setMinimumSectionSize(0)
        table.resizeColumnsToContents()
        widest = max(header.sectionSize(c) for c in range(table.columnCount())) + 4
        header.setMinimumSectionSize(widest)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.resizeRowsToContents()
        frame = table.frameWidth() * 2
        labels = table.verticalHeader().sizeHint().width()
        table.setMinimumWidth(labels + widest * table.columnCount() + frame)
        table.setFixedHeight(header.sizeHint().height() + table.verticalHeader().length() + frame)

    def _wrap_labels(self, room: int) -> None:
        """The categories' names wider than ``room`` pixels on two lines ("Medalla de /
        Especialista de obras"): where the players' columns and the names need more than the
        dialog's room."""
        table = self.table
        metrics = table.verticalHeader().fontMetrics()
        for row in range(table.rowCount()):
            item = table.verticalHeaderItem(row)
            words = item.text().split(" ")
            if len(words) < 2 or "\n" in item.text() or metrics.horizontalAdvance(item.text()) <= room:
                continue
            half = len(item.text()) / 2
            cut = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k])) - half))
            item.setText(" ".join(words[:cut]) + "\n" + " ".join(words[cut:]))
        self._size_table(table)

    def value(self, key: str, seat: int) -> float:
        """The number shown for a category and seat (what the tests compare with the engine)."""
        row = [k for k, _ in categories()].index(key)
        item = self.table.item(row, seat)
        if item is None:
            raise KeyError(f"no score shown for {key!r} and seat {seat}")
        return float(item.data(VALUE_ROLE))

    def _new(self) -> None:
        self.accept()
        self.new_game_requested.emit()

    def _rematch(self) -> None:
        self.accept()
        self.rematch_requested.emit()

    def _review(self) -> None:
        self.accept()
        self.review_requested.emit()
