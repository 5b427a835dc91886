"""The statistics dialog: how the person has done, overall, by opponents and by table size.

Open it with ``StatsDialog.from_store(parent=window).open()``; the numbers come from
:mod:`sf_desktop.storage.stats` (every finished game in the user's data folder).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...model.save_format import LoadedGame
from ...model.scoring import score
from ...session.game_model import HUMAN, trusted_kind
from ...session.ratings import Rating, level_rating, person_rating
from ...storage.save_store import SaveStore
from ...storage.stats import Stats, Tally, compute
from ...words.languages import decimal
from ...words.moments import saved_when
from ...words.people import Cast
from .enter_key import EnterStays
from .fitting import room_for, scrolling_body


def level_label(level: str) -> str:
    """ "Hard", or "Easy + Hard" for a mixed table."""
    names = {
        "random": QCoreApplication.translate("Stats", "Random"),
        "easy": QCoreApplication.translate("Stats", "Easy"),
        "greedy": QCoreApplication.translate("Stats", "Greedy"),
        "medium": QCoreApplication.translate("Stats", "Medium"),
        "hard": QCoreApplication.translate("Stats", "Hard"),
        "expert": QCoreApplication.translate("Stats", "Expert"),
        "human": QCoreApplication.translate("Stats", "People"),
        "friend": QCoreApplication.translate("Stats", "Friends online"),
    }
    return " + ".join(names.get(k, k.rsplit(":", 1)[-1]) for k in level.split("+"))


def number(x: float | None) -> str:
    """Scores are whole or halves: ``12`` or ``12.5``; means get one decimal; "–" for none."""
    if x is None:
        return "–"
    if float(x).is_integer():
        return str(int(x))
    return decimal(f"{x:.1f}")


def finished_line(game: LoadedGame) -> str:
    """ "today at 14:03 · You 5.5 · Ada 18.5": when, in the person's words, and each player as
    the table labels them (the one person "You" in the language shown) with their points; a
    middle dot between players, as a decimal comma would run into a list's comma."""
    seats = game.record.seats
    cast = Cast.of([s.name for s in seats], [trusted_kind(s.kind) == HUMAN for s in seats])
    totals = score(game.state).totals
    parts = [saved_when(game.saved_at)] + [
        f"{cast.label(i)} {decimal(f'{t:g}')}" for i, t in enumerate(totals)
    ]
    return " · ".join(part for part in parts if part)


def rating_line(rating: Rating) -> str:
    """ "Your rating: 1050 ± 80 (Easy 666, Medium 950, Hard 1200)": the person beside the levels."""
    levels = [(k, level_rating(k)) for k in ("random", "easy", "medium", "hard", "expert")]
    scale = ", ".join(f"{level_label(k)} {r}" for k, r in levels if r is not None)
    return QCoreApplication.translate(
        "Stats", "Your rating from your games against the AI: {0} ± {1}, on the levels' scale ({2})."
    ).format(round(rating.value), round(rating.se), scale)


def percent(x: float | None) -> str:
    return "–" if x is None else f"{round(100 * x)}%"


def _columns() -> list[str]:
    return [
        QCoreApplication.translate("Stats", "Played"),
        QCoreApplication.translate("Stats", "Won"),
        QCoreApplication.translate("Stats", "Shared"),
        QCoreApplication.translate("Stats", "Lost"),
        QCoreApplication.translate("Stats", "Win rate"),
        QCoreApplication.translate("Stats", "Best score"),
        QCoreApplication.translate("Stats", "Mean score"),
    ]


def tally_cells(t: Tally) -> list[str]:
    return [
        str(t.played),
        str(t.won),
        str(t.shared),
        str(t.lost),
        percent(t.win_rate),
        number(t.best),
        number(t.mean),
    ]


class StatsTable(QTableWidget):
    """One group of tallies: a row per level or per table size."""

    def __init__(
        self,
        first_column: str,
        rows: list[tuple[str, Tally]],
        parent: QWidget | None = None,
        room: int | None = None,
    ) -> None:
        """``room``: the most width the table may take; where its words need more (large text,
        long words), its headers and mixed levels take two lines ("Mejor\npuntuación")."""
        headers = [first_column, *_columns()]
        super().__init__(len(rows), len(headers), parent)
        self.setHorizontalHeaderLabels(headers)
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setTabKeyNavigation(False)  # Tab goes on to the next table; the arrows read the cells
        self.setAlternatingRowColors(True)
        for r, (label, t) in enumerate(rows):
            name = QTableWidgetItem(label)
            self.setItem(r, 0, name)
            for c, text in enumerate(tally_cells(t), 1):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                # A screen reader says a cell without its header ("3"): "Won: 3"
                item.setData(
                    Qt.ItemDataRole.AccessibleTextRole,
                    QCoreApplication.translate("Stats", "{0}: {1}", "a column's name: a cell").format(
                        headers[c], text
                    ),
                )
                self.setItem(r, c, item)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.setCurrentCell(-1, -1)
        # As wide as all its columns' words: the dialog scrolls as a whole, a table never hides
        # a column behind a scroll bar of its own.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        if room is not None and self._words_width() > room:
            self.setHorizontalHeaderLabels([h.replace(" ", "\n") for h in headers])
            for r, (label, _) in enumerate(rows):
                self.setItem(r, 0, QTableWidgetItem(label.replace(" + ", " +\n")))
            self.resizeRowsToContents()
        self.setMinimumWidth(self._words_width())
        height = header.sizeHint().height() + sum(self.rowHeight(r) for r in range(len(rows))) + 4
        self.setMinimumHeight(min(height, 320))
        self.setMaximumHeight(max(height, 120))

    def _words_width(self) -> int:
        header = self.horizontalHeader()
        columns = range(self.columnCount())
        words = sum(max(self.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in columns)
        return words + 2 * self.frameWidth() + 4

    def cell_text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text() if item is not None else ""


class StatsDialog(EnterStays):
    """Games played, won, shared and lost; best and mean score; by opponents and table size."""

    replay_requested = Signal(object, object)  # GameRecord, Path | None: watch a finished game
    GROUP_MARGIN = 4  # a table's room inside its group's frame, on either side

    def __init__(
        self, stats: Stats, parent: QWidget | None = None, games: list[LoadedGame] | None = None
    ) -> None:
        super().__init__(parent)
        self.games = list(games or [])
        self.stats = stats
        self.setWindowTitle(self.tr("Statistics"))
        self.setObjectName("stats-dialog")
        outer = QVBoxLayout(self)
        # Everything but the Close button scrolls where large text leaves no room for it.
        self.scroll_area, content, layout = scrolling_body(outer)
        self.by_level: StatsTable | None = None
        self.by_players: StatsTable | None = None
        if stats.is_empty:
            empty = QLabel(
                self.tr("No finished games yet. Play a game to the end and it will be counted here.")
            )
            empty.setWordWrap(True)
            empty.setObjectName("stats-empty")
            layout.addWidget(empty)
        else:
            summary = self._summary(stats.overall, 4)
            if summary.sizeHint().width() > self.room().width() - 60:  # two by two where narrow
                summary.deleteLater()
                summary = self._summary(stats.overall, 2)
            layout.addWidget(summary)
            rating = person_rating(stats.games)
            if rating is not None:
                self.rating = QLabel(rating_line(rating))
                self.rating.setObjectName("stats-rating")
                self.rating.setWordWrap(True)
                layout.addWidget(self.rating)
            # What the tables may take of the room: less the dialog's margins, its scroll bar,
            # and a group's frame and margins (``_group``).
            metric = self.style().pixelMetric
            room = (
                self.room().width()
                - 2 * metric(QStyle.PixelMetric.PM_LayoutLeftMargin)
                - metric(QStyle.PixelMetric.PM_ScrollBarExtent)
                - 2 * (self.GROUP_MARGIN + 4)
            )
            self.by_level = StatsTable(
                self.tr("Opponents"), [(level_label(k), t) for k, t in stats.by_level.items()], room=room
            )
            self.by_level.setObjectName("stats-by-level")
            layout.addWidget(self._group(self.tr("By opponents’ level"), self.by_level))
            self.by_players = StatsTable(
                self.tr("Players"), [(str(n), t) for n, t in stats.by_players.items()], room=room
            )
            self.by_players.setObjectName("stats-by-players")
            layout.addWidget(self._group(self.tr("By number of players"), self.by_players))
            note = self.tr(
                "A shared victory (equal points and equal cable cars) counts as a win in the win rate."
            )
            if stats.skipped:
                note += " " + self.tr(
                    "%n finished games are not counted: no single person played in them, or they could not be read.",
                    "",
                    stats.skipped,
                )
            self.note = QLabel(note)
            self.note.setWordWrap(True)
            layout.addWidget(self.note)
        self.finished_games: QListWidget | None = None
        if self.games:
            layout.addWidget(self._finished_games())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        wanted = content.minimumSizeHint().expandedTo(QSize(720 - 24, (720 if self.games else 560) - 60))
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        margins = outer.contentsMargins()
        width = wanted.width() + bar + margins.left() + margins.right()
        height = (
            wanted.height() + buttons.sizeHint().height() + outer.spacing() + margins.top() + margins.bottom()
        )
        self.resize(QSize(width, height).boundedTo(self.room()))

    def room(self) -> QSize:
        return room_for(self)

    @classmethod
    def from_store(
        cls, store: SaveStore | None = None, player_name: str | None = None, parent: QWidget | None = None
    ) -> StatsDialog:
        games = (store or SaveStore()).finished_games()
        return cls(compute(games, player_name), parent, games)

    def _finished_games(self) -> QGroupBox:
        """Every finished game, newest first; double-click (or Watch) replays it."""
        box = QGroupBox(self.tr("Finished games"))
        v = QVBoxLayout(box)
        self.finished_games = QListWidget()
        self.finished_games.setObjectName("stats-finished-games")
        self.finished_games.setAccessibleName(box.title())
        for n, game in enumerate(reversed(self.games)):
            item = QListWidgetItem(finished_line(game))
            item.setData(Qt.ItemDataRole.UserRole, len(self.games) - 1 - n)
            self.finished_games.addItem(item)
        self.finished_games.itemActivated.connect(lambda _: self.watch_selected())
        # What is left of the dialog, at least four games: its usual height does not count, so
        # that the tables and the Watch button are in sight before anything scrolls.
        self.finished_games.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.finished_games.setMinimumHeight(self.finished_games.fontMetrics().lineSpacing() * 4 + 8)
        v.addWidget(self.finished_games)
        watch = QPushButton(self.tr("&Watch and review"))
        watch.setObjectName("stats-watch")
        watch.clicked.connect(self.watch_selected)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(watch)
        v.addLayout(row)
        return box

    def watch_selected(self) -> None:
        if self.finished_games is None:
            return
        item = self.finished_games.currentItem() or self.finished_games.item(0)
        if item is None:
            return
        game = self.games[item.data(Qt.ItemDataRole.UserRole)]
        self.replay_requested.emit(game.record, game.path)

    def _group(self, title: str, table: QTableWidget) -> QGroupBox:
        box = QGroupBox(title)
        table.setAccessibleName(title)
        v = QVBoxLayout(box)
        margins = v.contentsMargins()
        v.setContentsMargins(self.GROUP_MARGIN, margins.top(), self.GROUP_MARGIN, margins.bottom())
        v.addWidget(table)
        return box

    def _summary(self, t: Tally, per_row: int) -> QWidget:
        box = QGroupBox(self.tr("All games"))
        grid = QGridLayout(box)
        self.summary_values: dict[str, QLabel] = {}
        items = [
            ("played", self.tr("Games played"), str(t.played)),
            ("won", self.tr("Won"), str(t.won)),
            ("shared", self.tr("Shared victories"), str(t.shared)),
            ("lost", self.tr("Lost"), str(t.lost)),
            ("win_rate", self.tr("Win rate"), percent(t.win_rate)),
            ("best", self.tr("Best score"), number(t.best)),
            ("mean", self.tr("Mean score"), number(t.mean)),
        ]
        for i, (key, label, value) in enumerate(items):
            row, col = divmod(i, per_row)
            name = QLabel(label)
            shown = QLabel(f"<b>{value}</b>")
            shown.setTextFormat(Qt.TextFormat.RichText)
            name.setBuddy(shown)
            shown.setAccessibleName(f"{label}: {value}")
            grid.addWidget(name, row, col * 2)
            grid.addWidget(shown, row, col * 2 + 1)
            self.summary_values[key] = shown
        return box
