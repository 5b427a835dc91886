"""Game ▸ Play online…: three ways to play friends on other computers.

* **Host on this computer**: this app runs the game server (while any game hosted here is
  unfinished); the dialog shows the room code and the addresses to share, and says plainly
  whether the router opened a port for friends elsewhere, or what to do instead.
* **Join with a code**: a friend's room code and their server's address (remembered); servers
  on this network are listed without typing anything.
* **Use a server**: a server someone runs for a group of friends (its address is kept in the
  preferences).

The dialog asks the window's online play (:class:`.seams.Rooms`) to make or join the room; the game goes on the
table as soon as its table has caught up, and the dialog stays to show the invitation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...words import online as texts
from ..access.text_field import TextField
from ..dialogs.game_dialogs import kind_label
from ..look.screen_room import open_within_screen
from .invitation import InvitationBox

if TYPE_CHECKING:
    from ...session.remote_game import RemoteGame
    from .seams import Invitation, Rooms

HOST, JOIN, SERVER = 0, 1, 2
OTHER_KINDS = ("friend", "easy", "medium", "hard", "expert")
MAX_NAME = 40


def _note(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class SeatsForm(QWidget):
    """Who plays: your name, how many players, each other seat a friend or an AI, a clock."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.name = TextField(name)
        self.name.setMaxLength(MAX_NAME)
        self.name.setObjectName("online-name")
        self.name.setPlaceholderText(self.tr("The name your friends will see"))
        form.addRow(self.tr("Your &name:"), self.name)
        self.count = QSpinBox()
        self.count.setRange(2, 4)
        self.count.setObjectName("online-players")
        form.addRow(self.tr("&Players:"), self.count)
        self.others: list[QComboBox] = []
        self.other_labels: list[QLabel] = []
        for i in range(1, 4):
            combo = QComboBox()
            combo.setObjectName(f"online-seat-{i}")
            for kind in OTHER_KINDS:
                combo.addItem(kind_label(kind), kind)
            label = QLabel(self.tr("Seat &{0}:").format(i + 1))
            label.setBuddy(combo)
            form.addRow(label, combo)
            self.others.append(combo)
            self.other_labels.append(label)
        self.clock_choice = QComboBox()
        self.clock_choice.setObjectName("online-clock")
        for key in texts.CLOCK_CHOICES:
            self.clock_choice.addItem(texts.clock_choice_label(key), key)
        form.addRow(self.tr("C&lock:"), self.clock_choice)
        self.count.valueChanged.connect(self._rows)
        self._rows()

    def _rows(self) -> None:
        n = self.count.value()
        for i, (label, combo) in enumerate(zip(self.other_labels, self.others, strict=True)):
            label.setVisible(i + 1 < n)
            combo.setVisible(i + 1 < n)

    def kinds(self) -> list[str]:
        return ["human", *(c.currentData() for c in self.others[: self.count.value() - 1])]

    def clock(self) -> str:
        return str(self.clock_choice.currentData())

    def player_name(self) -> str:
        return " ".join(self.name.text().split())


class CreatePage(QWidget):
    """Host on this computer, or Use a server: who plays, then the invitation."""

    def __init__(self, rooms: Rooms, hosted: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rooms = rooms
        self.hosted = hosted
        self.game: RemoteGame | None = None
        outer = QVBoxLayout(self)
        if hosted and not rooms.hosts_for_the_network():
            from ...session.online_play import LOOPBACK_ENV

            about = texts.loopback_sentence(LOOPBACK_ENV)
        elif hosted:
            about = self.tr(
                "This computer runs the game while it lasts: keep the app open (or come back to it) "
                "until the game ends. Friends on this network find it in their Join list; for "
                "friends elsewhere the app asks your router to open a port, and says how that went."
            )
        else:
            about = self.tr(
                "A game server someone runs for a group of friends keeps the game even when this "
                "computer is off. Type the address its owner gave you, such as "
                "wss://games.example.org."
            )
        self.about = about
        outer.addWidget(_note(about))
        self.server = TextField()
        self.server.setObjectName("server-address")
        if not hosted:
            form = QFormLayout()
            form.addRow(self.tr("Server &address:"), self.server)
            self.server.setText(rooms.server())
            self.server.setPlaceholderText("wss://games.example.org")
            outer.addLayout(form)
        self.seats = SeatsForm(rooms.name(), self)
        self.seats.others[0].setCurrentIndex(0)
        outer.addWidget(self.seats)
        self.create_button = QPushButton(self.tr("&Create the game"))
        self.create_button.setObjectName("create-game")
        self.create_button.setAutoDefault(False)
        self.create_button.clicked.connect(self.make)
        self.seats.name.returnPressed.connect(self.make)  # Enter in a field: the page's button
        self.server.returnPressed.connect(self.make)
        outer.addWidget(self.create_button)
        self.status = _note("")
        self.status.setObjectName("create-status")
        outer.addWidget(self.status)
        self.invitation = InvitationBox(self)
        outer.addWidget(self.invitation)
        outer.addStretch(1)

    def make(self) -> None:
        name = self.seats.player_name()
        if not name:
            self.show_problem(self.tr("Type the name your friends will see."))
            self.seats.name.setFocus()
            return
        server = ""
        if not self.hosted:
            from ...session.online_play import normalize_server

            server = normalize_server(self.server.text())
            if not server:
                self.show_problem(self.tr("Type the server's address."))
                self.server.setFocus()
                return
        if "friend" not in self.seats.kinds():
            self.show_problem(
                self.tr("Make at least one seat a friend's: a game against the AI alone is a new game.")
            )
            return
        self.create_button.setEnabled(False)
        self.rooms.create(server or None, name, self.seats.kinds(), self.seats.clock(), self)

    def show_problem(self, text: str) -> None:
        self.status.setText(text)
        self.create_button.setEnabled(self.game is None)

    def show_invitation(self, game: RemoteGame, invitation: Invitation) -> None:
        self.game = game
        addresses, lan, mapping = invitation
        self.status.setText(self.tr("The game is on the table. It starts when every friend has joined."))
        self.invitation.show_room(game.code, addresses, lan=lan, mapping=self._news(mapping))
        self.create_button.setEnabled(False)
        self.invitation.lines[0].button.setFocus()

    def refresh_invitation(self) -> None:
        """The router answered (or a network came up): the addresses and the sentence anew."""
        if self.game is not None:
            addresses, lan, mapping = self.rooms.invitation(self.game)
            self.invitation.show_room(self.game.code, addresses, lan=lan, mapping=self._news(mapping))

    def _news(self, mapping: str | None) -> str | None:
        """The router's sentence, unless the page already says it at its top."""
        return None if mapping == self.about else mapping


class JoinPage(QWidget):
    """Join with a code: the code and the server, or a server found on this network."""

    def __init__(self, rooms: Rooms, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rooms = rooms
        outer = QVBoxLayout(self)
        outer.addWidget(
            _note(
                self.tr(
                    "Your friend gives you the room code and, unless you are on the same network, an address."
                )
            )
        )
        form = QFormLayout()
        self.name = TextField(rooms.name())
        self.name.setMaxLength(MAX_NAME)
        self.name.setObjectName("join-name")
        self.name.setPlaceholderText(self.tr("The name your friends will see"))
        form.addRow(self.tr("Your &name:"), self.name)
        self.code = TextField()
        self.code.setObjectName("join-code")
        self.code.setPlaceholderText("KXQ7-M2PD")
        self.code.setMaxLength(12)
        form.addRow(self.tr("Room &code:"), self.code)
        self.server = QComboBox()
        self.server.setEditable(True)
        self.server.setObjectName("join-server")
        for address in rooms.servers():
            self.server.addItem(address)
        line = self.server.lineEdit()
        if line is not None:
            line.setPlaceholderText("192.168.1.20:8765")
        form.addRow(self.tr("Server &address:"), self.server)
        outer.addLayout(form)
        self.found_label = QLabel(self.tr("Games on this ne&twork:"))
        outer.addWidget(self.found_label)
        self.found = QListWidget()
        self.found.setObjectName("lan-servers")
        self.found.setAccessibleName(self.tr("Games on this network"))
        self.found.setMaximumHeight(110)
        self.found_label.setBuddy(self.found)
        self.found.currentItemChanged.connect(self._pick)
        self.found.itemActivated.connect(lambda _item: self.join())
        outer.addWidget(self.found)
        self.join_button = QPushButton(self.tr("J&oin"))
        self.join_button.setObjectName("join-game")
        self.join_button.setAutoDefault(False)
        self.join_button.clicked.connect(self.join)
        for field in (self.name, self.code):
            field.returnPressed.connect(self.join)  # Enter in a field: the page's button
        if line is not None:
            line.returnPressed.connect(self.join)
        outer.addWidget(self.join_button)
        self.status = _note("")
        self.status.setObjectName("join-status")
        outer.addWidget(self.status)
        outer.addStretch(1)
        self.lan: Any = None
        self.list_servers([])

    def look_on_the_network(self) -> None:
        """Start listing the servers that announce themselves on this network."""
        if self.lan is not None:
            return
        from ...session.online_play import LanServers

        self.lan = LanServers(self)
        self.lan.changed.connect(self.list_servers)
        if not self.lan.available:
            self.found.setEnabled(False)
            self.found_label.setText(self.tr("Games on this network cannot be listed on this computer."))

    def list_servers(self, servers: list[Any]) -> None:
        chosen = self.found.currentItem().data(Qt.ItemDataRole.UserRole) if self.found.currentItem() else None
        self.found.clear()
        for server in servers:
            item = QListWidgetItem(f"{server.name} — {server.url}")
            item.setData(Qt.ItemDataRole.UserRole, server.url)
            self.found.addItem(item)
            if server.url == chosen:
                self.found.setCurrentItem(item)
        if not servers:
            item = QListWidgetItem(self.tr("No game found on this network yet."))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.found.addItem(item)

    def _pick(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None) -> None:
        url = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if url:
            self.server.setCurrentText(url)

    def join(self) -> None:
        from ...session.online_play import normalize_server

        name = " ".join(self.name.text().split())
        code = self.code.text().strip()
        server = normalize_server(self.server.currentText())
        if not name:
            self.show_problem(self.tr("Type the name your friends will see."))
            self.name.setFocus()
        elif not code:
            self.show_problem(self.tr("Type the room code your friend gave you."))
            self.code.setFocus()
        elif not server:
            self.show_problem(
                self.tr("Type the address of your friend's game, or choose a game on this network.")
            )
            self.server.setFocus()
        else:
            self.join_button.setEnabled(False)
            self.status.setText(self.tr("Joining…"))
            self.rooms.join(server, code, name, self)

    def show_problem(self, text: str) -> None:
        self.status.setText(text)
        self.join_button.setEnabled(True)

    def joined(self) -> None:
        self.status.setText(self.tr("You are in: the game is on the table."))
        dialog = self.window()
        if isinstance(dialog, QDialog):
            dialog.accept()

    def closeEvent(self, event: Any) -> None:
        if self.lan is not None:
            self.lan.close()
        super().closeEvent(event)


class PlayOnlineDialog(QDialog):
    """Host on this computer, Join with a code, Use a server."""

    def __init__(self, rooms: Rooms, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play online"))
        self.setObjectName("play-online-dialog")
        self.rooms = rooms
        outer = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("play-online-tabs")
        self.host = CreatePage(rooms, True)
        self.join = JoinPage(rooms)
        self.server = CreatePage(rooms, False)
        self.tabs.addTab(self.host, self.tr("&Host on this computer"))
        self.tabs.addTab(self.join, self.tr("&Join with a code"))
        self.tabs.addTab(self.server, self.tr("&Use a server"))
        outer.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.tabs.currentChanged.connect(self._on_tab)
        open_within_screen(self, QSize(560, 620))
        rooms.follow_host(self.host.refresh_invitation)

    def _on_tab(self, index: int) -> None:
        if index == JOIN:
            self.join.look_on_the_network()
        page = self.tabs.widget(index)
        if isinstance(page, JoinPage):
            field = page.name
        elif isinstance(page, CreatePage):
            field = page.seats.name
        else:
            return
        if not field.text():  # a first time online: the name is what to type first
            field.setFocus()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self._on_tab(self.tabs.currentIndex())

    def done(self, result: int) -> None:
        if self.join.lan is not None:
            self.join.lan.close()
        super().done(result)


class InvitationDialog(QDialog):
    """The invitation of the game on the table (the table's "Invite" button)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Invite friends"))
        self.setObjectName("invitation-dialog")
        outer = QVBoxLayout(self)
        self.box = InvitationBox(self)
        outer.addWidget(self.box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        open_within_screen(self, QSize(520, 300))

    def show_invitation(self, game: RemoteGame, invitation: Invitation) -> None:
        addresses, lan, mapping = invitation
        self.box.show_room(game.code, addresses, lan=lan, mapping=mapping)
