"""Game ▸ Online games: every game the player has a seat in, on any server. Whose turn it is,
the last move, the clock; Open puts a game on the table, and a finished one opens in the
replay (its review one click away)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...model.save_format import SaveError
from ...model.scoring import score
from ...storage.save_files import load_file
from ...words.log import GameLog
from ..look.screen_room import open_within_screen
from ..panels.score_breakdown import winner_sentence
from . import texts

if TYPE_CHECKING:
    from ...session.remote_game import RemoteGame
    from ...storage.online_seats import SeatEntry
    from .actions import OnlineActions

ROLE = Qt.ItemDataRole.UserRole


def last_move(game: RemoteGame) -> str:
    """The last turn of ``game``, told as the log tells it (to this player as "you")."""
    if not game.steps:
        return ""
    log = GameLog(game.names, game.seat)
    last = game.steps[-1]
    for step in game.steps:
        if step.seat == last.seat and step.before.turn == last.before.turn:
            log.add(step)
    return log.sentences(last=1)[0] if log.entries else ""


class OnlineGamesDialog(QDialog):
    """The list of online games, kept current while it is open."""

    def __init__(self, actions: OnlineActions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Online games"))
        self.setObjectName("online-games-dialog")
        self.actions = actions
        outer = QVBoxLayout(self)
        self.empty = QLabel(self.tr("You have no online game yet: Game ▸ Play online… starts one."))
        self.empty.setObjectName("online-games-empty")
        outer.addWidget(self.empty)
        self.tree = QTreeWidget()
        self.tree.setObjectName("online-games")
        self.tree.setAccessibleName(self.tr("Online games"))
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setHeaderLabels(
            [self.tr("Players"), self.tr("Now"), self.tr("Last move"), self.tr("Clock"), self.tr("Where")]
        )
        header = self.tree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.tree.itemActivated.connect(lambda _item, _col: self.open_selected())
        self.tree.currentItemChanged.connect(lambda *_: self._buttons())
        outer.addWidget(self.tree, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_button = QPushButton(self.tr("&Open"))
        self.open_button.setObjectName("online-games-open")
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(self.open_selected)
        self.remove_button = QPushButton(self.tr("&Remove from the list"))
        self.remove_button.setObjectName("online-games-remove")
        self.remove_button.setToolTip(
            self.tr("Forget this game: your seat in it cannot be taken again from this computer")
        )
        self.remove_button.clicked.connect(self.remove_selected)
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.remove_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        open_within_screen(self, QSize(900, 420))
        self._records: dict[str, Any] = {}
        play = actions.play if actions.book is not None and actions.book.entries else None
        if play is not None:
            play.games_changed.connect(self.fill)
        self.fill()
        self.tree.setFocus()

    def rows(self) -> list[tuple[SeatEntry, RemoteGame | None]]:
        book = self.actions.book
        if book is None:
            return []
        games = self.actions.play.games if self.actions.started else {}
        return [(entry, games.get(entry.key)) for entry in reversed(book.entries)]

    def fill(self) -> None:
        chosen = self.tree.currentItem().data(0, ROLE) if self.tree.currentItem() is not None else None
        self.tree.clear()
        for entry, game in self.rows():
            columns = self._columns(entry, game)
            item = QTreeWidgetItem(columns)
            item.setData(0, ROLE, entry.key)
            for column, text in enumerate(columns):
                item.setToolTip(column, text)
            self.tree.addTopLevelItem(item)
            if entry.key == chosen or (chosen is None and self.tree.topLevelItemCount() == 1):
                self.tree.setCurrentItem(item)
        self.empty.setVisible(self.tree.topLevelItemCount() == 0)
        self.tree.setVisible(self.tree.topLevelItemCount() > 0)
        self._buttons()

    def _columns(self, entry: SeatEntry, game: RemoteGame | None) -> list[str]:
        names = game.names if game is not None and game.names else entry.names
        players = ", ".join(names) or entry.code
        where = self.tr("This computer") if entry.hosted else entry.server
        if entry.finished:
            return [players, self._result(entry), "", "", where]
        if game is None or game.state is None:
            return [players, texts.connection("connecting"), "", "", where]
        if game.failure and game.status == "closed":
            now = game.failure
        elif not game.started:
            now = texts.waiting_text(game.waiting_for, game.code)
        else:
            now = texts.whose_turn(game.names, game.state.current, game.seat)
            if game.status != "online":
                now += " (" + texts.connection(game.status) + ")"
        clock = texts.clock_text(game.clock, game.state.current, game.state.current) if game.clock else ""
        return [players, now, last_move(game), clock, where]

    def _result(self, entry: SeatEntry) -> str:
        record = self._record(entry)
        if record is None:
            return self.tr("Finished")
        state = record.replay()
        names = tuple(s.name for s in record.seats)
        return self.tr("Finished: {0}").format(winner_sentence(score(state), names, entry.seat))

    def _record(self, entry: SeatEntry) -> Any:
        store = self.actions.store
        if store is None or not entry.finished or entry.finished == "-":
            return None
        if entry.finished not in self._records:
            try:
                self._records[entry.finished] = load_file(store.finished_dir / entry.finished).record
            except SaveError:
                self._records[entry.finished] = None
        return self._records[entry.finished]

    def _selected(self) -> tuple[SeatEntry, RemoteGame | None] | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        key = item.data(0, ROLE)
        return next(((e, g) for e, g in self.rows() if e.key == key), None)

    def _buttons(self) -> None:
        chosen = self._selected()
        self.open_button.setEnabled(chosen is not None)
        self.remove_button.setEnabled(chosen is not None)

    def open_selected(self) -> None:
        chosen = self._selected()
        if chosen is None:
            return
        entry, game = chosen
        if entry.finished:
            record = self._record(entry)
            if record is not None:
                store = self.actions.store
                self.actions.watch(record, store.finished_dir / entry.finished if store is not None else None)
                self.accept()
            return
        if game is None:
            self.actions.restore()
            game = self.actions.play.games.get(entry.key)
            if game is None:
                return
        if game.ready:
            if self.actions.show_game(game):
                self.accept()
            return
        self.actions.when_ready(game, lambda: self.actions.show_game(game))
        self.accept()

    def remove_selected(self) -> None:
        chosen = self._selected()
        if chosen is None or self.actions.book is None:
            return
        entry, game = chosen
        if game is not None:
            if game is self.actions.model.online:
                return  # the game on the table stays (start another game first)
            self.actions.play.forget(game)
        else:
            self.actions.book.forget(entry.key)
        self.fill()
