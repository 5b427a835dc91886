"""The list of online games as Game ▸ Online games shows it: a small read model between the
dialog and the player's games, so that the dialog lists rows, opens one and forgets one, and
knows nothing of the seat book, the connections or the save store.

:class:`GameRow` is one line (its texts ready to show); :class:`GamesList` is what a dialog
asks of the list; :class:`OnlineGamesList` is the list the window makes, from the seat book,
the live games and the finished games' files.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import attrs
from PySide6.QtCore import QCoreApplication, QObject, Signal, SignalInstance

from ...model.record import GameRecord
from ...model.save_format import SaveError
from ...model.scoring import score
from ...storage.save_files import load_file
from ...words import online as texts
from ...words.log import GameLog
from ..panels.score_breakdown import winner_sentence

if TYPE_CHECKING:
    from ...session.online_play import OnlinePlay
    from ...session.remote_game import RemoteGame
    from ...storage.online_seats import SeatBook, SeatEntry

translate = QCoreApplication.translate
Key = tuple[str, str]  # (server, code): one seat's game


@attrs.frozen
class GameRow:
    """One game of the list, its columns ready to show."""

    key: Key
    players: str
    now: str
    last_move: str
    clock: str
    where: str

    @property
    def columns(self) -> list[str]:
        return [self.players, self.now, self.last_move, self.clock, self.where]


class GamesList(Protocol):
    """What the Online games dialog asks of the list."""

    @property
    def changed(self) -> SignalInstance:
        """A game came, went or changed: read the rows again."""

    def rows(self) -> list[GameRow]:
        """Every game, the newest first."""

    def open(self, key: Key) -> bool:
        """Put the game on the table (a finished one in the replay); True when it is on its way."""

    def forget(self, key: Key) -> bool:
        """Take the game off the list (never the one on the table); True when it went."""


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


class OnlineGamesList(QObject):
    """The list from the seat book, the live games and the finished games' files."""

    changed = Signal()

    def __init__(
        self,
        book: SeatBook,
        games: Callable[[], OnlinePlay | None],
        finished_dir: Path | None,
        *,
        show: Callable[[RemoteGame], bool],  # on the table once caught up; True when on its way
        watch: Callable[[GameRecord, Path | None], object],
        on_table: Callable[[], RemoteGame | None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.book = book
        self._games = games  # None until online play has started (nothing is connected yet)
        self.finished_dir = finished_dir
        self._show, self._watch, self._on_table = show, watch, on_table
        self._records: dict[str, GameRecord | None] = {}
        live = games()
        if live is not None:
            live.games_changed.connect(self.changed)

    def _live(self) -> Mapping[Key, RemoteGame]:
        live = self._games()
        return live.games if live is not None else {}

    def rows(self) -> list[GameRow]:
        live = self._live()
        return [self._row(entry, live.get(entry.key)) for entry in reversed(self.book.entries)]

    def _row(self, entry: SeatEntry, game: RemoteGame | None) -> GameRow:
        names = game.names if game is not None and game.names else entry.names
        players = ", ".join(names) or entry.code
        where = translate("OnlineGamesDialog", "This computer") if entry.hosted else entry.server
        if entry.finished:
            return GameRow(entry.key, players, self._result(entry), "", "", where)
        if game is None or game.state is None:
            return GameRow(entry.key, players, texts.connection("connecting"), "", "", where)
        if game.failure and game.status == "closed":
            now = texts.trouble(game.failure)
        elif not game.started:
            now = texts.waiting_text(game.waiting_for, game.code)
        else:
            now = texts.whose_turn(game.names, game.state.current, game.seat)
            if game.status != "online":
                now += " (" + texts.connection(game.status) + ")"
        current = game.state.current
        time = texts.clock_text(game.clock, current, current) if game.clock else ""
        clock = texts.whose_clock(game.names, current, game.seat, time)
        return GameRow(entry.key, players, now, last_move(game), clock, where)

    def _result(self, entry: SeatEntry) -> str:
        record = self._record(entry)
        if record is None:
            return translate("OnlineGamesDialog", "Finished")
        names = tuple(s.name for s in record.seats)
        result = winner_sentence(score(record.replay()), names, entry.seat)
        return translate("OnlineGamesDialog", "Finished: {0}").format(result)

    def _record(self, entry: SeatEntry) -> GameRecord | None:
        if self.finished_dir is None or not entry.finished or entry.finished == "-":
            return None
        if entry.finished not in self._records:
            try:
                self._records[entry.finished] = load_file(self.finished_dir / entry.finished).record
            except SaveError:
                self._records[entry.finished] = None
        return self._records[entry.finished]

    def open(self, key: Key) -> bool:
        entry = self.book.find(key)
        if entry is None:
            return False
        if entry.finished:
            record = self._record(entry)
            if record is None:
                return False
            assert self.finished_dir is not None
            self._watch(record, self.finished_dir / entry.finished)
            return True
        game = self._live().get(key)
        if game is None:
            live = self._games()
            if live is None:
                return False
            live.restore()
            game = live.games.get(key)
            if game is None:
                return False
        return self._show(game)

    def forget(self, key: Key) -> bool:
        game = self._live().get(key)
        if game is not None:
            if game is self._on_table():
                return False  # the game on the table stays (start another game first)
            live = self._games()
            assert live is not None
            live.forget(game)
        else:
            self.book.forget(key)
        self.changed.emit()
        return True
