"""An online game at the table: a bar over the table with the connection, the room code while
friends are awaited, the game's commitment to copy, a Say menu and, when the AI stood in, Take
my seat back; each seat's connection and clock in its board's header; the commitment and the
phrases in the log and, for a while, a phrase beside the board; "Your turn" in the window title
and, when the window is not the active one, a desktop notification.

While the connection is lost the bar turns amber and says so ("Reconnecting…"); the table
stays as it was and readable, and a move made just before is sent again, once, when the
connection is back (the client keeps it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSystemTrayIcon,
    QToolBar,
    QWidget,
)

from ...words import online as texts
from ..look.app_icon import app_icon
from ..table.seat_status import SeatStatus
from .speech import SpeechBubble

if TYPE_CHECKING:
    from ...session.game_model import GameModel
    from ...session.online_play import OnlinePlay
    from ...session.remote_game import RemoteGame
    from ...words.log import GameLog
    from ..table.scene import TableScene
    from ..table.view import TableView

GREEN, GREY, AMBER, RED = QColor("#3fb950"), QColor("#8b949e"), QColor("#d29922"), QColor("#f85149")


class OnlineBar(QToolBar):
    """The strip above the table: what the connection is, and the online game's buttons. A
    tool bar of the window, so that it covers nothing of the table."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("online-bar")
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)  # it comes and goes with the online games
        strip = QWidget(self)
        strip.setObjectName("online-strip")
        row = QHBoxLayout(strip)
        row.setContentsMargins(10, 2, 6, 2)
        self.label = QLabel()
        self.label.setObjectName("online-status")
        self.label.setWordWrap(True)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        row.addWidget(self.label, 1)
        self.invite = QPushButton()
        self.invite.setObjectName("online-invite")
        row.addWidget(self.invite)
        self.back = QPushButton()
        self.back.setObjectName("online-take-back")
        row.addWidget(self.back)
        # The digest that fixed the deck and the set-up before the first move: a player copies
        # it to check the record later (sf-desktop-cli verify --digest).
        self.commitment = QPushButton()
        self.commitment.setObjectName("online-commitment")
        row.addWidget(self.commitment)
        # A push button with a menu, like Invite beside it: it leaves room for its arrow (a tool
        # button's instant popup drew the arrow over the last letter of "Decir").
        self.say = QPushButton()
        self.say.setObjectName("online-say")
        row.addWidget(self.say)
        for button in (self.invite, self.back, self.say):
            # A click leaves the keyboard on the table (its keys keep working); Tab still reaches it.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.addWidget(strip)
        self.strip = strip
        self.hide()

    def paint_as(self, colour: QColor) -> None:
        self.setStyleSheet(
            f"#online-bar {{ background: {colour.name()}; border: none; }}"
            " #online-bar QLabel { color: #101418; font-weight: 600; }"
        )


class OnlineTable(QObject):
    """What an online game adds to the table, following the game model's online game."""

    invitation_requested = Signal()

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
    ) -> None:
        super().__init__(window)
        self.model, self.window, self.scene, self.view = model, window, scene, view
        self.log, self.show_log, self.refresh = log, show_log, refresh
        self.game: RemoteGame | None = None
        self.play: OnlinePlay | None = None
        self.bubbles: dict[int, SpeechBubble] = {}  # the phrase each seat said last, shown a while
        self.statuses: dict[int, SeatStatus] = {}  # each seat's connection and clock, as its board shows it
        self.notices: list[tuple[str, str]] = []  # every desktop notification shown (title, text)
        self.tray: QSystemTrayIcon | None = None
        self.prefix = ""
        self._titling = False
        self._last: tuple[Any, ...] = ()
        self._noted = ""  # the commitment told in the log, once per game
        self.bar = OnlineBar(window)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.bar)
        self.say_menu = QMenu(self.bar)
        self.bar.say.setMenu(self.say_menu)
        self.say_menu.aboutToShow.connect(self._fill_say)
        self.bar.invite.clicked.connect(self.invitation_requested)
        self.bar.back.clicked.connect(self._take_back)
        self.bar.commitment.clicked.connect(self.copy_commitment)
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.update)
        model.history_changed.connect(self._on_history)
        window.windowTitleChanged.connect(self._on_title)
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        QTimer.singleShot(0, self.update)  # after the table has said everything again
        self.bar.invite.setText(self.tr("Invite…"))
        self.bar.invite.setToolTip(self.tr("The room code and the addresses to send your friends"))
        self.bar.back.setText(self.tr("Take my seat back"))
        self.bar.say.setText(self.tr("Say"))
        self.bar.commitment.setText(self.tr("Commitment"))
        self.bar.commitment.setAccessibleName(self.tr("Copy the commitment"))
        self.bar.say.setAccessibleName(self.tr("Say a phrase to the table"))
        self.bar.say.setToolTip(self.tr("Say a phrase to the table (Game ▸ Say)"))
        self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    # ------------------------------------------------------------------ following the table

    def follow(self, game: RemoteGame | None, play: OnlinePlay | None) -> None:
        """The game model put ``game`` on the table (None: a game of this computer's)."""
        if self.game is not None and self.game is not game:
            self.game.changed.disconnect(self.update)
            self.game.said.disconnect(self._on_said)
            self.game.stood_in.disconnect(self._on_stood_in)
        if game is not None and game is not self.game:
            game.changed.connect(self.update)
            game.said.connect(self._on_said)
            game.stood_in.connect(self._on_stood_in)
        self.game, self.play = game, play
        self.statuses = {}
        for bubble in self.bubbles.values():
            if bubble.scene() is not None:
                bubble.scene().removeItem(bubble)
        self.bubbles = {}
        for board in self.scene.boards.values():
            board.set_status(None)
        self._last = ()
        if game is None:
            self.timer.stop()
            self.bar.hide()
            self._set_title(False)
            self._noted = ""
            return
        for at, seat, phrase_id in game.phrases:  # the phrases said before, in their place
            self.log.note(self._saying(seat, phrase_id), at=at)
        for at, seat, on in game.stand_ins:  # and the times a stand-in came or went
            self.log.note(self._standing_in(seat, on), at=at)
        if game.phrases or game.stand_ins:
            self.show_log()
        self.timer.start()
        self.update()

    def _on_history(self, why: str) -> None:
        if why == "filed" and self._online() is None:
            if self.game is not None:
                self._note_commitment(self.game)  # the record checked out: its transcript
            self.follow(None, self.play)

    def _online(self) -> RemoteGame | None:
        return self.model.players.online if self.model.has_game else None

    def _saying(self, seat: int, phrase_id: str) -> Callable[[], str]:
        game = self.game
        names = game.names if game is not None else ()
        name = names[seat] if 0 <= seat < len(names) else "?"
        return lambda: texts.said(name, phrase_id)

    def _on_said(self, seat: int, phrase_id: str) -> None:
        self.log.note(self._saying(seat, phrase_id))
        self.show_log()
        board = self.scene.boards.get(seat)
        if board is None or self.game is None or seat == self.game.seat:
            return
        bubble = self.bubbles.get(seat)
        if bubble is None:
            bubble = self.bubbles[seat] = SpeechBubble()
            self.scene.addItem(bubble)
        g = board.geometry
        bubble.say(f"“{texts.phrase(phrase_id)}”", g.rect, g.header_rect(), self.scene.text)

    def _place_bubbles(self) -> None:
        """The phrases still shown follow their boards (a new layout, a new text size)."""
        for seat, bubble in self.bubbles.items():
            board = self.scene.boards.get(seat)
            if bubble.isVisible() and board is not None:
                bubble.place(board.geometry.rect, board.geometry.header_rect(), self.scene.text)

    def _standing_in(self, seat: int, on: bool) -> Callable[[], str]:
        game = self.game
        names = game.names if game is not None else ()
        name = names[seat] if 0 <= seat < len(names) else "?"
        you = game is not None and seat == game.seat
        return lambda: texts.stood_in(name, you, on)

    def _on_stood_in(self, seat: int, on: bool) -> None:
        self.log.note(self._standing_in(seat, on))
        self.show_log()

    # ------------------------------------------------------------------ showing

    def update(self) -> None:
        game = self.game
        if game is None or self._online() is not game:
            return
        key = (game.started, game.stand_in, game.sending is None, game.status)
        changed, self._last = key != self._last, key
        self._update_bar(game)
        self._update_badges(game)
        self._place_bubbles()
        self._set_title(game.my_turn)
        self._note_commitment(game)
        if changed:
            self.refresh()  # the game started, the stand-in came or went, a move came back refused
        if not game.started:
            self.scene.prompt.say(
                self.tr("Waiting for friends"),
                self.tr("The game starts when every seat is taken. Send your friends the code {0}.").format(
                    texts.show_code(game.code)
                ),
            )

    def _update_bar(self, game: RemoteGame) -> None:
        bar = self.bar
        status = game.status
        me_standing_in = game.seat in game.stand_in and not game.over
        bar.invite.setVisible(not game.started)
        bar.back.setVisible(me_standing_in)
        bar.say.setVisible(game.started)
        digest = game.room.commitment if game.room is not None else ""
        bar.commitment.setVisible(bool(digest))
        if digest:
            tip = self.tr(
                "The digest that fixed the deck, the seats and the first player before the first move: "
                "sha256:{0}. Copy it and keep it, to check the record of this game later."
            ).format(digest)
            bar.commitment.setToolTip(tip)
            bar.commitment.setAccessibleDescription(tip)
        if status == "closed" and game.failure:
            text, colour = texts.connection(status) + ": " + texts.trouble(game.failure), RED
        elif status in ("reconnecting", "connecting") and game.ready:
            text, colour = self.tr("Reconnecting… The table stays as it was; nothing you do is lost."), AMBER
            if game.sending is not None:
                text = self.tr("Reconnecting… Your move is sent as soon as the connection is back.")
        elif not game.started:
            text, colour = texts.waiting_text(game.waiting_for, game.code), QColor("#9ecbff")
        elif me_standing_in:
            text, colour = (
                self.tr("Your time ran out: the AI plays for you until you take your seat back."),
                AMBER,
            )
        else:
            state = game.state
            away = self.model.away_seat == state.current if state is not None else False
            turn = texts.whose_turn(game.names, state.current, game.seat, away) if state is not None else ""
            text = self.tr("Online game {0} · {1} · {2}").format(
                texts.show_code(game.code), texts.connection(status), turn
            )
            colour = QColor("#c9f2d0") if game.my_turn else QColor("#dde3ea")
        bar.label.setText(text)
        bar.label.setAccessibleName(text)
        bar.paint_as(colour)
        bar.show()

    def _update_badges(self, game: RemoteGame) -> None:
        """Each seat's connection and clock, in its board's header after the name: a plate
        laid over the board covered its bottom row's total and a card's corner."""
        state = self.model.state if self.model.has_game else None
        if state is None:
            return
        for seat, board in self.scene.boards.items():
            if seat == game.seat:
                online = game.status == "online"
                words, dot = texts.presence(online, game.status), GREEN if online else AMBER
            elif seat < len(game.claimed) and not game.claimed[seat]:
                words, dot = self.tr("free seat"), GREY
            else:
                online = seat < len(game.presence) and game.presence[seat]
                words, dot = texts.presence(online), GREEN if online else GREY
            if seat in game.stand_in:
                words = self.tr("AI stands in")
            clock = texts.clock_text(game.clock, seat, state.current) if game.clock and game.started else ""
            self.statuses[seat] = SeatStatus(words, clock, dot)
            board.set_status(self.statuses[seat])

    # ------------------------------------------------------------------ your turn

    def _set_title(self, mine: bool) -> None:
        prefix = self.tr("Your turn") + " – " if mine else ""
        if prefix == self.prefix:
            return
        title = self._base_title()
        self.prefix = prefix
        self._titling = True
        self.window.setWindowTitle(prefix + title)
        self._titling = False

    def _base_title(self) -> str:
        title = self.window.windowTitle()
        return title[len(self.prefix) :] if self.prefix and title.startswith(self.prefix) else title

    def _on_title(self, title: str) -> None:
        """Someone set the window's title anew: keep "Your turn" in front of it."""
        if self._titling or not self.prefix or title.startswith(self.prefix):
            return
        self._titling = True
        self.window.setWindowTitle(self.prefix + title)
        self._titling = False

    def your_turn(self, game: RemoteGame, on_table: bool) -> None:
        """It has just become this player's turn in ``game``: tell them where they will see it."""
        if on_table and self.window.isActiveWindow():
            return
        names = ", ".join(n for i, n in enumerate(game.names) if i != game.seat)
        self.notify(self.tr("Your turn"), self.tr("Your turn in the game with {0}.").format(names))

    def notify(self, title: str, text: str) -> None:
        """A desktop notification (the taskbar entry asks for attention where there is none)."""
        self.notices.append((title, text))
        if QSystemTrayIcon.isSystemTrayAvailable():
            if self.tray is None:
                self.tray = QSystemTrayIcon(app_icon(), self)
                self.tray.messageClicked.connect(self._come_forward)
            self.tray.show()
            self.tray.showMessage(title, text, QSystemTrayIcon.MessageIcon.Information, 8000)
        QApplication.alert(self.window)

    def _come_forward(self) -> None:
        self.window.showNormal()
        self.window.raise_()
        self.window.activateWindow()

    # ------------------------------------------------------------------ buttons

    def _fill_say(self) -> None:
        self.say_menu.clear()
        for i, phrase_id in enumerate(texts.PHRASES):
            action = self.say_menu.addAction(f"&{(i + 1) % 10} {texts.phrase(phrase_id)}")
            action.triggered.connect(lambda _=False, p=phrase_id: self.say(p))

    def say(self, phrase_id: str) -> None:
        if self.game is not None:
            self.game.say(phrase_id)
        self._keys_to_table()

    def copy_commitment(self) -> None:
        """Put ``sha256:<digest>`` on the clipboard, as ``sf-desktop-cli verify --digest`` reads it."""
        game = self.game
        if game is None or game.room is None:
            return
        QApplication.clipboard().setText(f"sha256:{game.room.commitment}")
        self.log.note(lambda: self.tr("The commitment is on the clipboard."))
        self.show_log()

    def _note_commitment(self, game: RemoteGame) -> None:
        """Tell the commitment in the log once, as soon as the seat is known, and the
        transcript this app saw once the record is checked (``verify --transcript``)."""
        end = game.record.commitment if game.record is not None else None
        if end is not None and self._noted != end.transcript:
            self._noted = seen = end.transcript
            self.log.note(
                lambda: self.tr("The game's transcript, as this app saw it: sha256:{0}").format(
                    _grouped(seen)
                )
            )
            self.show_log()
        elif end is None and game.room is not None and self._noted != game.room.commitment:
            self._noted = digest = game.room.commitment
            self.log.note(
                lambda: self.tr("This game's commitment, fixed before the first move: sha256:{0}").format(
                    _grouped(digest)
                )
            )
            self.show_log()

    def _take_back(self) -> None:
        if self.game is not None:
            self.game.take_back()
        self._keys_to_table()

    def _keys_to_table(self) -> None:
        """A button of the bar acted: the table's keys work again at once (its ring shows where)."""
        if self.window.isActiveWindow():
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)


def _grouped(digest: str) -> str:
    """64 hex digits in four groups, so that they wrap in the log (verify reads them so too)."""
    return " ".join(digest[i : i + 16] for i in range(0, len(digest), 16))
