"""Dialogs: a new game's seats, the rules in brief, the keys, and About."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs
from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ... import __version__
from ...model.record import Seat
from ...session.ratings import level_rating
from ...words.people import DEFAULT_NAME
from ..access.reading import read_by_caret
from ..access.text_field import TextField
from ..look.screen_room import open_within_screen
from .enter_key import EnterStays

translate = QCoreApplication.translate
HUMAN = "human"
FRIEND = "friend"  # a person on another computer, seated through a game server
AI_LEVELS = ("easy", "medium", "hard", "expert")
AI_NAMES = ("Ada", "Bruno", "Carmen", "Dario")


def kind_label(kind: str) -> str:
    return {
        HUMAN: translate("Seats", "Person"),
        FRIEND: translate("Seats", "Friend (online)"),
        "easy": translate("Seats", "AI · Easy"),
        "medium": translate("Seats", "AI · Medium"),
        "hard": translate("Seats", "AI · Hard"),
        "expert": translate("Seats", "AI · Expert"),
        "greedy": translate("Seats", "AI · Greedy"),
        "random": translate("Seats", "AI · Random"),
    }.get(kind, translate("Seats", "AI · {0}").format(kind.rsplit(":", 1)[-1]))


def level_choice(level: str) -> str:
    """A level as the seat's list offers it, with its rating: "AI · Hard · rating 1200"."""
    rating = level_rating(level)
    label = kind_label(level)
    return label if rating is None else translate("Seats", "{0} · rating {1}").format(label, rating)


@attrs.frozen
class Setup:
    """What the new-game dialog asks for."""

    seats: tuple[Seat, ...]
    seed: int | str | None = None
    first_player: int | None = None


def default_setup() -> Setup:
    """The common case: you against one AI at Medium."""
    return Setup((Seat(translate("Seats", "You"), HUMAN), Seat(AI_NAMES[0], "medium")))


def parse_seed(text: str) -> int | str | None:
    text = text.strip()
    if not text:
        return None
    return int(text) if text.lstrip("-").isdigit() else text


class NewGameDialog(QDialog):
    """2 to 4 seats, each a person, a friend online or an AI level, with names; an optional
    seed. With a friend among the seats, Start makes the game on a server and each friend's
    seat shows its invitation (the code, and the address where needed) to copy."""

    online_requested = Signal(object)  # Setup: a game with friends online

    def __init__(
        self, previous: Setup | None = None, parent: QWidget | None = None, levels: Sequence[str] = AI_LEVELS
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.setObjectName("new-game-dialog")
        previous = previous or default_setup()
        self.levels = tuple(levels)
        outer = QVBoxLayout(self)
        form = QFormLayout()
        self.count = QSpinBox()
        self.count.setRange(2, 4)
        self.count.setValue(len(previous.seats))
        self.count.setObjectName("player-count")
        form.addRow(self.tr("&Players:"), self.count)
        outer.addLayout(form)
        box = QGroupBox(self.tr("Seats (in turn order)"))
        grid = QGridLayout(box)
        self.kinds: list[QComboBox] = []
        self.names: list[QLineEdit] = []
        self.labels: list[QLabel] = []
        self.invitations: list[Any] = []  # per seat: a friend's invitation, once the game is made
        taken = {seat.name for seat in previous.seats}  # more seats: the next AIs, Bruno after Ada
        spare = iter([name for name in AI_NAMES if name not in taken] + list(AI_NAMES))
        for i in range(4):
            label = QLabel(self.tr("Seat {0}").format(i + 1))
            kind = QComboBox()
            kind.addItem(kind_label(HUMAN), HUMAN)
            kind.addItem(kind_label(FRIEND), FRIEND)
            for level in self.levels:
                kind.addItem(level_choice(level), level)
            name = TextField()
            name.setMaxLength(24)
            seat = previous.seats[i] if i < len(previous.seats) else Seat(next(spare), "medium")
            name.setText(seat.name)
            index = kind.findData(seat.kind)
            kind.setCurrentIndex(index if index >= 0 else 0)
            label.setBuddy(kind)  # a screen reader says "Seat 1" with the seat's first choice
            name.setAccessibleName(self.tr("Seat {0}: name").format(i + 1))
            kind.setObjectName(f"seat-kind-{i}")
            name.setObjectName(f"seat-name-{i}")
            grid.addWidget(label, i, 0)
            grid.addWidget(kind, i, 1)
            grid.addWidget(name, i, 2)
            self.kinds.append(kind)
            self.names.append(name)
            self.labels.append(label)
            name.textChanged.connect(self._name_first_players)
            kind.currentIndexChanged.connect(lambda _index, seat=i: self._kind_changed(seat))
            invite = QLabel()
            invite.setObjectName(f"seat-invitation-{i}")
            invite.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            invite.hide()
            grid.addWidget(invite, i, 3)
            self.invitations.append(invite)
        outer.addWidget(box)
        more = QFormLayout()
        self.first = QComboBox()
        self.first.setObjectName("first-player")
        more.addRow(self.tr("&First player:"), self.first)
        self.seed = TextField("" if previous.seed is None else str(previous.seed))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setObjectName("seed")
        self.seed.setToolTip(
            self.tr("The same seed and seats give the same shuffle: handy to replay a deal.")
        )
        more.addRow(self.tr("&Seed (optional):"), self.seed)
        self.clock_choice = QComboBox()
        self.clock_choice.setObjectName("online-clock")
        self.clock_label = QLabel(self.tr("&Clock (online):"))
        self.clock_label.setBuddy(self.clock_choice)
        more.addRow(self.clock_label, self.clock_choice)
        self.online_note = QLabel(
            self.tr(
                "Friends play from their own computers: the game is made on your server (Game ▸ Play "
                "online… ▸ Use a server) or on this computer, which shuffles and picks who starts."
            )
        )
        self.online_note.setWordWrap(True)
        outer.addLayout(more)
        outer.addWidget(self.online_note)
        self.error = QLabel()
        self.error.setStyleSheet("color: #c0392b")
        outer.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        outer.addWidget(buttons)
        from ...words import online as online_texts

        for key in online_texts.CLOCK_CHOICES:
            self.clock_choice.addItem(online_texts.clock_choice_label(key), key)
        self.count.valueChanged.connect(self._update_rows)
        self._update_rows()
        if previous.first_player is not None and previous.first_player < len(previous.seats):
            self.first.setCurrentIndex(previous.first_player + 1)

    def _update_rows(self) -> None:
        n = self.count.value()
        for i in range(4):
            for w in (self.labels[i], self.kinds[i], self.names[i]):
                w.setVisible(i < n)
        self._online_rows()
        current = self.first.currentIndex()
        self.first.clear()
        self.first.addItem(self.tr("Random"), None)
        for i in range(n):
            self.first.addItem(self.seat_name(i), i)
        self.first.setCurrentIndex(current if 0 <= current <= n else 0)

    def online(self) -> bool:
        """A friend sits at the table: the game is played through a server."""
        return any(self.kinds[i].currentData() == FRIEND for i in range(self.count.value()))

    def _kind_changed(self, seat: int) -> None:
        """A seat turned from an AI to a person keeps no AI's name, and one turned to an AI
        takes the next AI name free; a name typed stays."""
        name = self.names[seat].text().strip()
        kind = self.kinds[seat].currentData()
        if kind == HUMAN and name in AI_NAMES:
            self.names[seat].setText(self.tr("Player {0}").format(seat + 1))
        elif kind in self.levels and (name == self.tr("Player {0}").format(seat + 1) or name == ""):
            taken = {self.names[i].text().strip() for i in range(4) if i != seat}
            self.names[seat].setText(next((n for n in AI_NAMES if n not in taken), AI_NAMES[seat]))
        self._online_rows()

    def _name_people(self) -> None:
        """With two people or more at this screen nobody is "You": a seat still called so is
        named by its number ("You, your turn" beside "Bea, your turn" said nothing); with one
        person again, the number given goes back to "You"."""
        people = [i for i in range(self.count.value()) if self.kinds[i].currentData() == HUMAN]
        if len(people) == 1:  # alone again: "You" comes back where the number was given
            [i] = people
            if self.names[i].text().strip() == self.tr("Player {0}").format(i + 1):
                self.names[i].setText(translate("Seats", "You"))
            return
        if not people:
            return
        pronouns = {DEFAULT_NAME, translate("Seats", "You"), translate("People", "You")}
        for i in people:
            if self.names[i].text().strip() in pronouns:
                self.names[i].setText(self.tr("Player {0}").format(i + 1))

    def _online_rows(self) -> None:
        """With friends online the server shuffles and picks who starts, and each friend types
        their own name; a clock may be set."""
        self._name_people()
        online = self.online()
        widget: QWidget
        for widget in (self.first, self.seed):
            widget.setEnabled(not online)
        for widget in (self.clock_label, self.clock_choice, self.online_note):
            widget.setVisible(online)
        for i in range(4):
            friend = self.kinds[i].currentData() == FRIEND
            self.names[i].setEnabled(not friend)
            self.names[i].setPlaceholderText(self.tr("their own name") if friend else "")
            if not friend:
                self.invitations[i].hide()

    def clock(self) -> str:
        """The online game's clock, as ``live:600`` or ``turn:86400`` ("" for none)."""
        return str(self.clock_choice.currentData() or "")

    def seat_name(self, i: int) -> str:
        """The name typed for seat ``i``, or the one the game will give it."""
        return self.names[i].text().strip() or self.tr("Player {0}").format(i + 1)

    def _name_first_players(self) -> None:
        """The first-player list names the players as they are typed."""
        for index in range(1, self.first.count()):
            self.first.setItemText(index, self.seat_name(self.first.itemData(index)))

    def setup(self) -> Setup:
        n = self.count.value()
        seats = tuple(Seat(self.seat_name(i), self.kinds[i].currentData()) for i in range(n))
        if self.online():
            return Setup(seats)
        return Setup(seats, parse_seed(self.seed.text()), self.first.currentData())

    def _accept(self) -> None:
        names = [s.name for s in self.setup().seats]
        if len(set(names)) != len(names):
            self.error.setText(self.tr("Give every seat a different name."))
            return
        if self.online():
            self.error.setStyleSheet("")
            self.online_requested.emit(self.setup())
            return
        self.accept()

    def show_problem(self, text: str) -> None:
        self.error.setText(text)

    def show_invitation(self, game: Any, invitation: tuple[list[str], bool, str | None]) -> None:
        """The game was made: each friend's seat shows the code and the address to send."""
        addresses, _lan, mapping = invitation
        from ...words.online import invitation_text, show_code

        text = invitation_text(game.code, addresses)
        for i in range(self.count.value()):
            if self.kinds[i].currentData() == FRIEND:
                label = self.invitations[i]
                label.setText(f"<b>{show_code(game.code)}</b> · {addresses[0] if addresses else ''}")
                label.setToolTip(text)
                label.setAccessibleName(self.tr("Invitation for seat {0}: code {1}").format(i + 1, game.code))
                label.show()
        self.error.setText(mapping or self.tr("Send your friends the code and the address."))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Copy the invitation"))
        ok.clicked.disconnect()
        ok.clicked.connect(lambda: _copy(text))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Close"))
        self.buttons.accepted.disconnect()
        for w in (*self.kinds, *self.names, self.count):
            w.setEnabled(False)


def _copy(text: str) -> None:
    from ..online.invitation import copy_text

    copy_text(text)


RULES_HTML = """
<h2>{title}</h2>
<p>{goal}</p>
<h3>{turn_h}</h3>
<p>{turn}</p>
<ul><li>{a}</li><li>{b}</li></ul>
<p>{contracts}</p>
<h3>{place_h}</h3>
<ol><li>{net}</li><li>{squares}</li><li>{sky}</li><li>{medal}</li><li>{completion}</li><li>{bonus}</li></ol>
<h3>{end_h}</h3>
<p>{end}</p>
<h3>{score_h}</h3>
<p>{score}</p>
<h3>{controls_h}</h3>
<p>{controls}</p>
"""


def rules_html() -> str:
    return RULES_HTML.format(
        title=translate("Rules", "San Francisco in brief"),
        goal=translate(
            "Rules",
            "Each of you plans a city of 5 districts, one per row of your board. Score points with "
            "skyscrapers, district advantages, completed districts and a cable car network.",
        ),
        turn_h=translate("Rules", "Your turn"),
        turn=translate("Rules", "Do one of these:"),
        a=translate(
            "Rules",
            "<b>Place a project:</b> draw the top card, look at it, and add it to the end of one of the 3 "
            "columns. A foundation card drawn this way gets a foundation token while any are left.",
        ),
        b=translate(
            "Rules",
            "<b>Finalize projects:</b> take a whole column, but only one with more cards than the contracts you "
            "hold, and take a contract. Then place the taken cards one by one, each in the leftmost free space "
            "of its colour's row (a black card: any row). Stop when you like; the rest are discarded.",
        ),
        contracts=translate("Rules", "Whenever every player holds a contract, everyone gives one back."),
        place_h=translate("Rules", "When a card lands"),
        net=translate(
            "Rules",
            "<b>Cable cars:</b> depot cards, and tracks cards linked to a depot (the bottom row touches "
            "printed depots), carry a cable car. Linking earlier cards gives them cable cars too.",
        ),
        squares=translate(
            "Rules", "<b>Squares</b> are worth 4 while a cable car stands next to them, else 0."
        ),
        sky=translate(
            "Rules",
            "<b>Skyscrapers</b> rise on a foundation token when the cards next to it add up to 7 or more "
            "(1 less per seaside card in your city), while any of the 9 are left.",
        ),
        medal=translate(
            "Rules",
            "<b>The medal</b> goes to the first to own a skyscraper, then to anyone with strictly more.",
        ),
        completion=translate(
            "Rules", "<b>A full row</b> earns that district's completion token (1 VP) if still there."
        ),
        bonus=translate(
            "Rules",
            "<b>Two bonus symbols</b> in a row earn that district's bonus once, or a tracks token instead.",
        ),
        end_h=translate("Rules", "The end"),
        end=translate(
            "Rules", "The game ends at once when the last foundation token is placed, or when a city is full."
        ),
        score_h=translate("Rules", "Scoring"),
        score=translate(
            "Rules",
            "1 VP per skyscraper, the medal and each completion token; 1.5 per 1.5 VP token. In each "
            "district and for cable cars, players are ranked and get advantage points (shown on the "
            "scoring board). Ties look at the leftmost cards, then the next rows; for cable cars at the "
            "columns from the left. The breakdown at the end explains every rank.",
        ),
        controls_h=translate("Rules", "Playing with mouse and keys"),
        controls=translate(
            "Rules",
            "Drag the deck's top card (it turns face up) onto a column, or click the deck and then a "
            "column. Click or drag a column to take it. Drag taken cards onto their row, or click "
            "them; drop one on Discard to leave it. Keys: D draw, 1–3 columns, 1–5 rows, S done, Tab "
            "to walk through what is lit, the arrow keys through everything on the table, Enter or "
            "Space to use it, Delete to leave a taken card, Esc to cancel a selection, R to hear the "
            "standings. H or F2 suggests a move; F1 opens the rules; Help ▸ Keys lists every key.",
        ),
    )


class RulesDialog(EnterStays):
    """The rules in brief, read by caret; Enter does not close them (Escape does)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules summary"))
        layout = QVBoxLayout(self)
        text = QTextBrowser()
        text.setAccessibleName(self.tr("Rules summary"))
        read_by_caret(text)
        text.setHtml(rules_html())
        text.setOpenExternalLinks(False)
        layout.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        open_within_screen(self, QSize(640, 720))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)


def show_about(parent: QWidget | None) -> None:
    QMessageBox.about(
        parent,
        translate("About", "About San Francisco Desktop"),
        translate(
            "About",
            "<h3>San Francisco Desktop {0}</h3>"
            "<p>A digital edition of the board game <i>San Francisco</i> by Reiner Knizia (2022): "
            "plan districts, lay cable car networks and raise skyscrapers against AI opponents or "
            "friends at the same screen.</p>"
            "<p>Card art, icons and rules text are this project's own.</p>",
        ).format(__version__),
    )
