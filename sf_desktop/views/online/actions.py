"""Online play, seen from the window: Game ▸ Play online…, Online games, Say; putting an online
game on the table; the games brought back on a start.

The window owns one ``OnlineActions`` and places its actions in the Game menu. Nothing of the
network is imported until the player plays online, or a start finds unfinished online games in
the seat book (then after the window is shown): a start without them costs nothing more. The
session's :class:`~...session.online_play.OnlinePlay` holds the games; the views never know
where a move came from, they watch the game model as for any game.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QMainWindow, QMenu, QMessageBox
from shiboken6 import isValid

from ...model.record import GameRecord, Seat
from ...storage.online_seats import SeatBook
from ...words import online as texts
from ...words.people import DEFAULT_NAME
from .seams import Invitation, JoinPanel, RoomPanel, SeatsPanel, safely

if TYPE_CHECKING:
    from ...session.game_model import GameModel
    from ...session.online_play import OnlinePlay
    from ...session.remote_game import RemoteGame
    from ...storage.save_store import SaveStore
    from ...words.log import GameLog
    from ..dialogs.game_dialogs import Setup
    from ..table.scene import TableScene
    from ..table.view import TableView
    from ..window.preferences import Prefs
    from .games_dialog import OnlineGamesDialog
    from .play_dialog import PlayOnlineDialog
    from .table_bar import OnlineTable

translate = QCoreApplication.translate
FRIEND = "friend"  # the New game dialog's "Friend (online)" seat (session.remote_game.FRIEND)
RESTORE_DELAY_MS = 300  # unfinished online games connect again once the window is shown


def has_friends(seats: tuple[Seat, ...]) -> bool:
    return any(s.kind == FRIEND for s in seats)


def played_here(record: GameRecord) -> GameRecord:
    """An online game's record to play on on this computer: no commitment (the server's
    secret deck is revealed), and the friends' seats are people here."""
    if record.commitment is None and not has_friends(record.seats):
        return record
    seats = tuple(Seat(s.name, "human" if s.kind == FRIEND else s.kind) for s in record.seats)
    return attrs.evolve(record, commitment=None, seats=seats)


def _is_you(name: str) -> bool:
    """The seat's usual name, a pronoun: online a friend would see "You" across the table."""
    return name in (DEFAULT_NAME, translate("Seats", DEFAULT_NAME))


class OnlineActions(QObject):
    """The window's online play: its actions, its dialogs, and the game put on the table."""

    def __init__(
        self,
        model: GameModel,
        window: QMainWindow,
        *,
        scene: TableScene,
        view: TableView,
        log: GameLog,
        show_log: Callable[[], None],
        refresh: Callable[[], None],
        allow: Callable[[str], bool],
        watch: Callable[[GameRecord, Path | None], object],
    ) -> None:
        super().__init__(window)
        self.model = model
        self.window = window
        self.scene, self.view, self.log = scene, view, log
        self.show_log, self.refresh, self.allow, self.watch = show_log, refresh, allow, watch
        self.prefs: Prefs | None = None
        self.store: SaveStore | None = None
        self.book: SeatBook | None = None
        self._play: OnlinePlay | None = None
        self.table: OnlineTable | None = None  # the bar, badges and notices, once online play starts
        self.dialog: PlayOnlineDialog | None = None  # the Play online dialog, while open
        self.act_play = QAction(window)
        self.act_play.setShortcut(QKeySequence("Ctrl+Shift+O"))
        self.act_play.triggered.connect(self.open_play_dialog)
        self.act_games = QAction(window)
        self.act_games.triggered.connect(self.open_games)
        self.menu_say = QMenu(window)
        self.menu_say.setObjectName("say-menu")
        self.menu_say.aboutToShow.connect(self._fill_say)
        self.menu_say.menuAction().setEnabled(False)
        self.retranslate()
        model.game_started.connect(self._on_game_started)
        window.installEventFilter(self)

    def add_to(self, menu: QMenu) -> None:
        """Play online, Online games and Say in the window's Game menu, then a separator."""
        menu.addAction(self.act_play)
        menu.addAction(self.act_games)
        menu.addMenu(self.menu_say)
        menu.addSeparator()

    def retranslate(self) -> None:
        self.act_play.setText(self.tr("&Play online…"))
        self.act_play.setStatusTip(
            self.tr("Play friends on other computers: host a game, join one, or use a server")
        )
        self.act_games.setText(self.tr("Online &games…"))
        self.act_games.setStatusTip(self.tr("Every online game you have a seat in"))
        self.menu_say.setTitle(self.tr("Sa&y"))
        self.menu_say.menuAction().setStatusTip(self.tr("Say a phrase to the players at this online table"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            if event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
            elif event.type() == QEvent.Type.Close:
                self.shutdown()
        return False

    # ------------------------------------------------------------------ the player's data

    def attach(self, prefs: Prefs | None, store: SaveStore | None) -> None:
        """Keep the seats in the data folder of ``store`` (none kept without one) and the names
        and servers in ``prefs``; unfinished games of an earlier run connect again once the
        window is shown."""
        self.prefs, self.store = prefs, store
        self.book = SeatBook(store.folder if store is not None else None, persistent=store is not None)
        if self.book.unfinished():
            QTimer.singleShot(RESTORE_DELAY_MS, self.restore)

    @property
    def play(self) -> OnlinePlay:
        """The session's online games, made (and the network libraries imported) on first use."""
        if self._play is None:
            from ...session.online_play import OnlinePlay
            from .table_bar import OnlineTable

            if self.book is None:
                self.book = SeatBook(None, persistent=False)
            self._play = OnlinePlay(self.book, self.store, self)
            self._play.your_turn.connect(self._on_your_turn)
            self._play.filed.connect(self._on_filed)
            self.table = OnlineTable(
                self.model,
                self.window,
                scene=self.scene,
                view=self.view,
                log=self.log,
                show_log=self.show_log,
                refresh=self.refresh,
            )
            self.table.invitation_requested.connect(self.show_invitation)
        return self._play

    @property
    def started(self) -> bool:
        return self._play is not None

    def name(self) -> str:
        """The name friends see: the one used last, else the person seat's of the last game;
        never "You" (a friend would see "You" across the table): empty, for the player to fill."""
        if self.prefs is not None and self.prefs.settings.online_name:
            return self.prefs.settings.online_name
        people = [s.name for s in self.model.seats if s.kind == "human"] if self.model.has_game else []
        return next((name for name in people if not _is_you(name)), "")

    def server(self) -> str:
        return self.prefs.settings.online_server if self.prefs is not None else ""

    def servers(self) -> tuple[str, ...]:
        return tuple(self.prefs.settings.online_servers) if self.prefs is not None else ()

    def hosts_for_the_network(self) -> bool:
        return bool(self.play.lan)

    def follow_host(self, slot: Callable[[], None]) -> None:
        if self.started:
            self.play.host_changed.connect(slot)

    def remember(self, **changes: Any) -> None:
        if self.prefs is not None:
            self.prefs.update(**changes)

    def restore(self) -> None:
        """Connect again to every unfinished online game; the one that was on the table comes
        back on the table."""
        play = self.play
        for problem in play.restore():
            self.window.statusBar().showMessage(texts.trouble(problem), 15000)
        code = self.book.on_table if self.book is not None else ""
        game = next((g for k, g in play.games.items() if k[1] == code and not g.over), None)
        if game is not None and not self._person_played():
            self.when_ready(game, lambda: self._back_on_table(game))

    def comes_back(self) -> bool:
        """An unfinished online game was on the table when the app last closed: it comes back
        there once connected (no game of this computer's starts meanwhile)."""
        book = self.book
        return book is not None and any(e.code == book.on_table for e in book.unfinished() if book.on_table)

    def _back_on_table(self, game: RemoteGame) -> None:
        if self.model.has_game and self._person_played():
            return  # the player started something else meanwhile
        if self.show_game(game, ask=False):
            self.window.statusBar().showMessage(
                self.tr("Reconnected: your online game {0} is back on the table.").format(
                    texts.show_code(game.code)
                ),
                10000,
            )

    def _person_played(self) -> bool:
        """The table holds an online game or one where a person has made a decision: the game
        the window started by itself (where the AI may already have moved) gives way."""
        m = self.model
        if not m.has_game:
            return False
        return self.online_game() is not None or any(m.is_human(step.seat) for step in m.steps)

    # ------------------------------------------------------------------ games on the table

    def online_game(self) -> RemoteGame | None:
        """The online game on the table (None: a game of this computer's, or none)."""
        return self.model.players.online if self.model.has_game else None

    def when_ready(self, game: RemoteGame, then: Callable[[], object]) -> None:
        """``then()`` once ``game``'s table has caught up with the server."""
        if game.ready:
            then()
            return

        def once() -> None:
            game.seated.disconnect(once)
            then()

        game.seated.connect(once)

    def show_game(self, game: RemoteGame, ask: bool = True) -> bool:
        """Put ``game`` on the table (a finished one opens in the replay)."""
        if game.record is not None:
            self.watch(game.record, self._filed_path(game.record))
            return True
        if ask and not self.allow("new"):
            return False
        from ...session.seats.online import put_on_table

        put_on_table(self.model, game)
        if self.book is not None:
            self.book.set_on_table(game.code)
        return True

    def _open_game(self, game: RemoteGame) -> bool:
        """``game`` on the table now, or once its table has caught up; True when on its way."""
        if game.ready:
            return self.show_game(game)
        self.when_ready(game, lambda: self.show_game(game))
        return True

    def book_has_games(self) -> bool:
        return self.book is not None and bool(self.book.entries)

    def _filed_path(self, record: GameRecord) -> Path | None:
        if self.store is None:
            return None
        path = self.store.finished_path(record)
        return path if path.is_file() else None

    def _on_game_started(self, _state: object) -> None:
        online = self.online_game()
        self.menu_say.menuAction().setEnabled(online is not None)
        if self.table is not None:
            self.table.follow(online, self._play)
        if online is None and self.book is not None and self.book.on_table and self.model.has_game:
            self.book.set_on_table("")

    def start(self, setup: Setup, dialog: SeatsPanel | None = None) -> None:
        """A new online game from the New game dialog's seats (friends among them): on the
        server in the preferences, else hosted here. ``dialog`` shows the invitations."""
        from ...session.remote_game import HUMAN

        kinds = [HUMAN if s.kind == "human" else s.kind for s in setup.seats]
        people = [s.name for s in setup.seats if s.kind == "human"]
        if len(people) != 1:
            message = self.tr(
                "In a game with friends online one seat is yours: make every other seat a friend or an AI."
            )
            if dialog is not None:
                dialog.show_problem(message)
            else:
                QMessageBox.information(self.window, self.tr("Play online"), message)
            return
        name = people[0]
        if _is_you(name):
            name = self.name()
        if not name:
            message = self.tr("Type your name in your seat: it is the name your friends will see.")
            if dialog is not None:
                dialog.show_problem(message)
            else:
                QMessageBox.information(self.window, self.tr("Play online"), message)
            return
        server = self.prefs.settings.online_server if self.prefs is not None else ""
        clock = dialog.clock() if dialog is not None else None
        self.create(server or None, name, kinds, clock, dialog)

    def create(
        self,
        server: str | None,
        name: str,
        kinds: list[str],
        clock: str | None,
        panel: RoomPanel | None = None,
    ) -> None:
        """Make a room (``server`` None: hosted here), put it on the table and show ``panel``
        the invitation (``panel.show_invitation`` and ``panel.show_problem``)."""
        self.remember(online_name=name)
        if server:
            self.remember(online_server=server)

        def done(game: RemoteGame | None, problem: str) -> None:
            if game is None:
                text = self.tr("The game could not be made: {0}").format(texts.trouble(problem))
                if panel is None or not safely(lambda: panel.show_problem(text)):
                    self.window.statusBar().showMessage(text, 15000)
                return
            invitation = self.invitation(game)
            shown = panel is not None and safely(lambda: panel.show_invitation(game, invitation))
            dialog = panel.window() if shown and panel is not None else None
            if isinstance(dialog, QDialog):
                self._close_when_everyone_joined(game, dialog)

            def on_table() -> None:
                if self.show_game(game) and not shown:
                    self.show_invitation()  # no dialog to show it in: a dialog of its own

            self.when_ready(game, on_table)

        making = self.tr("Making the game…")
        if panel is not None:
            safely(lambda: panel.show_problem(making))
        self.play.create(server, name, kinds, clock, done)

    def join(self, server: str, code: str, name: str, panel: JoinPanel | None = None) -> None:
        self.remember(online_name=name)
        servers = self.prefs.settings.online_servers if self.prefs is not None else ()
        self.remember(online_servers=(server, *(s for s in servers if s != server))[:8])

        def done(game: RemoteGame | None, problem: str) -> None:
            if game is None:
                text = self.tr("Could not join: {0}").format(texts.trouble(problem))
                if panel is None or not safely(lambda: panel.show_problem(text)):
                    self.window.statusBar().showMessage(text, 15000)
                return
            if panel is not None:
                safely(panel.joined)
            self.when_ready(game, lambda: self.show_game(game))

        self.play.join(server, code, name, done)

    def invitation(self, game: RemoteGame) -> Invitation:
        """The addresses to share for ``game``, whether friends on this network find it in their
        list, and what the router said (a game hosted here)."""
        play = self.play
        addresses = play.addresses(game)
        if not play.is_hosted(game):
            return addresses, False, None
        if not play.lan:  # hosted for this computer alone: no router asked, nobody finds it
            from ...session.online_play import LOOPBACK_ENV

            return addresses, False, texts.loopback_sentence(LOOPBACK_ENV)
        mapping = play.mapping
        port = int(game.server.rsplit(":", 1)[-1]) if game.server.rsplit(":", 1)[-1].isdigit() else 0
        reason = mapping.reason if mapping is not None else None
        outside = addresses[0] if mapping is not None and mapping.ok else ""
        return addresses, True, texts.mapping_sentence(reason, port, outside)

    def show_invitation(self) -> None:
        """The invitation of the game on the table, in a small dialog."""
        game = self.online_game()
        if game is None:
            return
        from .play_dialog import InvitationDialog

        dialog = InvitationDialog(self.window)
        dialog.show_invitation(game, self.invitation(game))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self._close_when_everyone_joined(game, dialog)

    def _close_when_everyone_joined(self, game: RemoteGame, dialog: QDialog) -> None:
        """An invitation is not wanted once the game has begun: its dialog closes by itself
        and the status bar says why (else it stood over the table, saying the game starts
        when every friend has joined, while the first moves were played under it)."""
        if game.started:
            return

        def check() -> None:
            if not game.started:
                return
            QObject.disconnect(watching)
            if isValid(dialog) and dialog.isVisible():
                dialog.reject()  # closed, not accepted: the New game dialog's accept starts a game here
                text = self.tr("Everyone has joined: the game begins.")
                self.window.statusBar().showMessage(text, 10000)

        watching = game.changed.connect(check)
        dialog.finished.connect(lambda _result: QObject.disconnect(watching))

    # ------------------------------------------------------------------ dialogs

    def open_play_dialog(self, tab: int = 0) -> PlayOnlineDialog:
        from .play_dialog import PlayOnlineDialog

        dialog = PlayOnlineDialog(self, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.tabs.setCurrentIndex(tab)
        self.dialog = dialog
        dialog.open()
        return dialog

    def ask_host_or_join(self) -> QMessageBox:
        """The welcome's "Play a friend online…": hosting and joining are asked apart first (the
        dialog opened on its Host tab, and a friend with a code had to find Join)."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Play a friend online"), "", parent=self.window)
        box.setText(
            self.tr("Start a game here and invite a friend, or join the game a friend invited you to?")
        )
        host = box.addButton(self.tr("&Host a game"), QMessageBox.ButtonRole.AcceptRole)
        join = box.addButton(self.tr("&Join a friend's game"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setObjectName("host-or-join")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def chosen() -> None:
            button = box.clickedButton()
            if button is host or button is join:
                self.open_play_dialog(0 if button is host else 1)  # play_dialog's HOST, JOIN

        box.finished.connect(lambda _result: chosen())
        box.open()
        return box

    def open_games(self) -> OnlineGamesDialog:
        from .games_dialog import OnlineGamesDialog
        from .games_list import OnlineGamesList

        if self.book is None:
            self.book = SeatBook(None, persistent=False)
        games = OnlineGamesList(
            self.book,
            lambda: self.play if self.started or self.book_has_games() else None,
            self.store.finished_dir if self.store is not None else None,
            show=self._open_game,
            watch=self.watch,
            on_table=self.online_game,
        )
        dialog = OnlineGamesDialog(games, self.window)
        games.setParent(dialog)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _fill_say(self) -> None:
        menu = self.menu_say
        menu.clear()
        game = self.online_game()
        for i, phrase_id in enumerate(texts.PHRASES):
            action = menu.addAction(f"&{(i + 1) % 10} {texts.phrase(phrase_id)}")
            action.setEnabled(game is not None and game.started)
            action.triggered.connect(lambda _=False, p=phrase_id: self.say(p))

    def say(self, phrase_id: str) -> None:
        game = self.online_game()
        if game is not None:
            game.say(phrase_id)

    # ------------------------------------------------------------------ news

    def _on_your_turn(self, game: RemoteGame) -> None:
        if self.table is not None:
            self.table.your_turn(game, on_table=game is self.online_game())

    def _on_filed(self, game: RemoteGame, path: Path) -> None:
        self.window.statusBar().showMessage(
            self.tr("The online game was checked and kept with your finished games."), 8000
        )

    def shutdown(self) -> None:
        """Leave every connection and stop this computer's server (the window closes)."""
        if self._play is not None:
            play, self._play = self._play, None
            play.shutdown()
