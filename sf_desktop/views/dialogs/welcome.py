"""The welcome of a first launch: a panel over the empty table that starts nothing by itself,
and the status bar's welcome line of every launch.

It offers the common game (you against one AI at Medium, the opponents and level one click
away to change), the guided first game as the first and largest choice, the full new-game
dialog for friends at this screen, a saved game, and the rules. The panel goes away as soon
as a game starts, whichever way it was started (also Game ▸ New game or Open).
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QHideEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ...model.record import Seat
from ...session.ratings import Rating, even_level
from ...words.access import stopped
from ..access.announcer import Announcer
from ..look import theme
from .game_dialogs import AI_LEVELS, AI_NAMES, HUMAN, Setup, kind_label

DEFAULT_OPPONENTS = 1
DEFAULT_LEVEL = "medium"


class ChoiceButton(QPushButton):
    """A command link (an arrow, a name in bold, a description under it) whose words grow with
    the text size: Qt's own command link draws them at a fixed 9 points, so at 200% the choices
    were the smallest words on the card. The description wraps; the button is as high as it."""

    restyled = Signal()  # its words changed size: the card around it must be measured again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.arrow = QLabel()
        self.title_label = QLabel()
        self.description_label = QLabel()
        self.description_label.setWordWrap(True)
        # The description labels its button: Orca read every choice's words with the welcome,
        # then again with each button (a label with no relation is read with its panel).
        self.description_label.setBuddy(self)
        words = self.words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.title_label)
        words.addWidget(self.description_label)
        row = self.row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 10, 6)
        row.setSpacing(8)
        row.addWidget(self.arrow, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(words, 1)
        for label in (self.arrow, self.title_label, self.description_label):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._restyle()

    def text(self) -> str:
        return self.title_label.text()

    def setText(self, text: str) -> None:
        self.title_label.setText(text)
        self._name()

    def description(self) -> str:
        return self.description_label.text()

    def setDescription(self, text: str) -> None:
        self.description_label.setText(text)
        for layout in (self.words, self.row):  # measured for its new words now, not at the next pass
            layout.invalidate()
        self.updateGeometry()  # and so in the card's layout
        self._name()

    def _name(self) -> None:
        self.setAccessibleName(self.title_label.text())
        self.setAccessibleDescription(self.description_label.text())

    def _restyle(self) -> None:
        """The name in bold at the text size; the arrow as high as a line of it."""
        bold = QFont(self.font())
        bold.setBold(True)
        self.title_label.setFont(bold)
        side = self.title_label.fontMetrics().height()
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_CommandLink)
        self.arrow.setPixmap(icon.pixmap(QSize(side, side), self.devicePixelRatioF()))
        self.arrow.setFixedSize(side, side)
        self.updateGeometry()
        self.restyled.emit()

    def sizeHint(self) -> QSize:
        return self.row.sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self.row.minimumSize()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._restyle()
        super().changeEvent(event)


class WelcomePanel(QWidget):
    """The choices of a first game on a card in the middle of a bare table (the table's parts
    mean nothing before a game); ``chosen(setup, guided)`` when the player picks one."""

    chosen = Signal(object, bool)  # Setup, guided
    more_requested = Signal()  # the full new-game dialog
    open_requested = Signal()
    online_requested = Signal()  # Play online: host, or join a friend's game
    rules_requested = Signal()

    MARGIN = 16

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome-panel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#welcome-panel { background: qlineargradient(x1:0, y1:0, x2:0, y2:1,"
            f" stop:0 {theme.TABLE_TOP.name()}, stop:1 {theme.TABLE_BOTTOM.name()}); }}"
            "#welcome-scroll, #welcome-content { background: transparent; }"
            "#welcome-card { background: #fbf6e8; border: 2px solid #b8860b; border-radius: 12px; }"
            "#welcome-card QLabel { color: #2b2a28; }"
            "#welcome-guided { background: #f6e4ae; border: 1px solid #b8860b; border-radius: 8px; }"
            "#welcome-play, #welcome-more { border: 1px solid #d6c79c; border-radius: 8px; }"
            "#welcome-guided:hover, #welcome-play:hover, #welcome-more:hover { background: #f9edc8; }"
            "#welcome-open, #welcome-online, #welcome-rules { color: #1d5b8f; text-decoration: underline; border: none;"
            " padding: 4px 6px; }"
        )
        # The card sits in the middle of a scroll area: where large text makes it taller than
        # the window (200% in a 1024x640 window), it scrolls instead of losing its last lines.
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setObjectName("welcome-scroll")
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the choices, not the area
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        content = QWidget()
        content.setObjectName("welcome-content")
        self.scroll_area.setWidget(content)
        self.scroll_area.viewport().setAutoFillBackground(False)
        content.setAutoFillBackground(False)
        outer = QVBoxLayout(content)
        outer.setContentsMargins(self.MARGIN, self.MARGIN, self.MARGIN, self.MARGIN)
        self.card = QFrame()
        self.card.setObjectName("welcome-card")
        outer.addStretch(1)
        outer.addWidget(self.card, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(1)
        self.card_layout = layout = QVBoxLayout(self.card)
        layout.setContentsMargins(28, 22, 28, 18)
        layout.setSpacing(10)
        self.title = QLabel()
        self.title.setObjectName("welcome-title")
        self.title.setWordWrap(True)  # a long greeting (Spanish, a large text size) never cut
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addWidget(self.intro)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.opponents = QComboBox()
        self.opponents.setObjectName("welcome-opponents")
        for n in (1, 2, 3):
            self.opponents.addItem("", n)
        self.level = QComboBox()
        self.level.setObjectName("welcome-level")
        for level in AI_LEVELS:
            self.level.addItem("", level)
        self.opponents_label = QLabel()
        self.opponents_label.setBuddy(self.opponents)
        self.level_label = QLabel()
        self.level_label.setBuddy(self.level)
        form.addRow(self.opponents_label, self.opponents)
        form.addRow(self.level_label, self.level)
        layout.addLayout(form)
        self.suggestion = QLabel()  # the level for even games, once the person has a rating
        self.suggestion.setObjectName("welcome-suggestion")
        self.suggestion.setWordWrap(True)
        self.suggestion.hide()
        self._suggested: tuple[Rating, str] | None = None
        layout.addWidget(self.suggestion)

        self.guided_button = ChoiceButton()
        self.guided_button.setObjectName("welcome-guided")
        self.play_button = ChoiceButton()
        self.play_button.setObjectName("welcome-play")
        self.more_button = ChoiceButton()
        self.more_button.setObjectName("welcome-more")
        layout.addWidget(self.guided_button)
        layout.addWidget(self.play_button)
        layout.addWidget(self.more_button)

        self.online_button = QPushButton()
        self.online_button.setObjectName("welcome-online")
        self.open_button = QPushButton()
        self.open_button.setObjectName("welcome-open")
        self.rules_button = QPushButton()
        self.rules_button.setObjectName("welcome-rules")
        # A friend on another computer on a line of its own, a saved game and the rules below.
        for buttons in ((self.online_button,), (self.open_button, self.rules_button)):
            row = QHBoxLayout()
            row.setSpacing(4)
            for button in buttons:
                button.setFlat(True)
                button.setCursor(Qt.CursorShape.PointingHandCursor)
                row.addWidget(button)
            row.addStretch(1)
            layout.addLayout(row)

        self.opponents.setCurrentIndex(self.opponents.findData(DEFAULT_OPPONENTS))
        self.level.setCurrentIndex(self.level.findData(DEFAULT_LEVEL))
        for choice in (self.opponents, self.level):  # other names: longer or shorter choices
            choice.currentIndexChanged.connect(self._describe)
            choice.currentIndexChanged.connect(self.place)
        self.guided_button.clicked.connect(lambda: self.chosen.emit(self.setup(), True))
        self.play_button.clicked.connect(lambda: self.chosen.emit(self.setup(), False))
        self.more_button.clicked.connect(self.more_requested)
        self.open_button.clicked.connect(self.open_requested)
        self.online_button.clicked.connect(self.online_requested)
        # A font change can reach the choices after the panel (the card's style sheet hands it
        # on later): the card is measured again once they have their new size.
        self._placer = QTimer(self)
        self._placer.setSingleShot(True)
        self._placer.timeout.connect(self.place)
        for button in (self.guided_button, self.play_button, self.more_button):
            button.restyled.connect(self._placer.start)
        self.rules_button.clicked.connect(self.rules_requested)
        # Tab as the card reads, top to bottom (the choices were first, the two lists last).
        order: tuple[QWidget, ...] = (self.opponents, self.level, self.guided_button, self.play_button)
        order += (self.more_button, self.online_button, self.open_button, self.rules_button)
        for before, after in itertools.pairwise(order):
            QWidget.setTabOrder(before, after)
        self._view_focus: Qt.FocusPolicy | None = None
        self.announcer = Announcer(self)
        self.retranslate()
        self._compact(False)
        self.place()
        self.hide()
        if parent is not None:
            parent.installEventFilter(self)

    # ------------------------------------------------------------------ what it offers

    def setup(self) -> Setup:
        """You (a person) against the chosen number of AIs at the chosen level."""
        level = self.level.currentData()
        ais = tuple(Seat(AI_NAMES[i], level) for i in range(self.opponents.currentData()))
        return Setup((Seat(QCoreApplication.translate("Seats", "You"), HUMAN), *ais))

    def suggest(self, rating: Rating | None) -> None:
        """From the person's finished games against the AI: choose the level whose rating is
        closest to theirs, and say so (nothing before their first such game)."""
        if rating is None:
            return
        level = even_level(rating, AI_LEVELS)
        self._suggested = (rating, level)
        self.level.setCurrentIndex(self.level.findData(level))
        self.suggestion.show()
        self.retranslate()
        self.place()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Welcome to San Francisco"))
        self.intro.setText(
            self.tr(
                "Plan a city of five districts, link it with cable cars and raise skyscrapers. "
                "Choose your first game:"
            )
        )
        self.opponents_label.setText(self.tr("&Opponents:"))
        self.level_label.setText(self.tr("AI &level:"))
        counts = {1: self.tr("One AI"), 2: self.tr("Two AIs"), 3: self.tr("Three AIs")}
        levels = {
            "easy": self.tr("Easy"),
            "medium": self.tr("Medium"),
            "hard": self.tr("Hard"),
            "expert": self.tr("Expert"),
        }
        for i in range(self.opponents.count()):
            self.opponents.setItemText(i, counts[self.opponents.itemData(i)])
        for i in range(self.level.count()):
            self.level.setItemText(i, levels[self.level.itemData(i)])
        self.guided_button.setText(self.tr("Guided first game"))
        self.play_button.setText(self.tr("Play"))
        self.more_button.setText(self.tr("Other games…"))
        self.more_button.setDescription(
            self.tr("Friends at this screen, up to four players, names, a seed to replay a deal.")
        )
        self.more_button.setAccessibleDescription(self.more_button.description())  # for screen readers
        self.open_button.setText(self.tr("Open a saved game…"))
        self.online_button.setText(self.tr("Play a friend online…"))
        self.rules_button.setText(self.tr("Rules"))
        if self._suggested is not None:
            rating, level = self._suggested
            self.suggestion.setText(
                self.tr("Your rating is {0} ± {1}: {2} should give you even games.").format(
                    round(rating.value), round(rating.se), levels[level]
                )
            )
        self._describe()

    def _describe(self) -> None:
        """The buttons say who will play, so that nothing about the start is a surprise."""
        seats = self.setup().seats
        others = [f"{s.name} ({kind_label(s.kind)})" for s in seats[1:]]
        against = self.tr("You against {0}.").format(join_names(others))
        self.guided_button.setDescription(
            against + " " + self.tr("Each rule is explained the first time it matters.")
        )
        self.play_button.setDescription(against)
        for button in (self.guided_button, self.play_button):  # what a screen reader says after the name
            button.setAccessibleDescription(button.description())
        self.setAccessibleName(self.title.text())

    # ------------------------------------------------------------------ look and place

    def _compact(self, compact: bool) -> None:
        """The card's usual look, or a tighter one for a window too low for it (large text in
        a small window): a smaller title, no introduction, less space between the choices."""
        font = QFont(self.font())
        font.setBold(True)
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * (1.25 if compact else 1.6))
        self.title.setFont(font)
        self.intro.setVisible(not compact)
        layout = self.card_layout
        layout.setSpacing(5 if compact else 10)
        layout.setContentsMargins(*((22, 12, 22, 10) if compact else (28, 22, 28, 18)))

    def place(self) -> None:
        """Over the whole of the parent; the card as wide as the text needs, within it, and in
        its usual look or, where the window is too low for that, its tighter one (the title's
        size follows the text size either way)."""
        parent = self.parentWidget()
        if parent is None:
            return
        self.setGeometry(parent.rect())
        self.scroll_area.setGeometry(self.rect())
        margins = self.card_layout.contentsMargins()
        title = (
            self.title.fontMetrics().horizontalAdvance(self.title.text()) + margins.left() + margins.right()
        )
        wanted = max(460, 30 * self.fontMetrics().height(), title + 4)  # the title on one line if room
        bar = self.scroll_area.verticalScrollBar().sizeHint().width()  # room for it, should it come
        width = max(240, min(wanted, parent.width() - 2 * self.MARGIN - bar))
        self.card.setFixedWidth(width)
        layout = self.card_layout
        room = self.height() - 2 * self.MARGIN
        for compact in (False, True):
            self._compact(compact)
            layout.invalidate()
            height = layout.totalHeightForWidth(width)  # wrapped descriptions in full
            if height <= room:
                break
        self.card.setFixedHeight(height)  # still too high: the scroll area scrolls

    def present(self) -> None:
        self.place()
        self.show()
        self.raise_()
        self.guided_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.place()  # other words, other lines: the card as high as they are
        elif event.type() == QEvent.Type.FontChange:
            self.place()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter uses the button with the focus, as in a dialog."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = self.focusWidget()
            button = focused if isinstance(focused, QAbstractButton) else self.guided_button
            button.click()
            return
        super().keyPressEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        """Shown: the table under it (empty: nothing to use) is no Tab stop meanwhile, and a
        screen reader says the card's heading and what it offers (the focus goes to a choice,
        inside a container a screen reader does not name)."""
        super().showEvent(event)
        table = self.parentWidget()
        if table is not None and self._view_focus is None:
            self._view_focus = table.focusPolicy()
            table.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.announcer.say(f"{stopped(self.title.text())} {self.intro.text()}")  # "San Francisco. Plan"

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        table = self.parentWidget()
        if table is not None and self._view_focus is not None:
            table.setFocusPolicy(self._view_focus)
            self._view_focus = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.place()
        elif watched is self.parentWidget() and event.type() == QEvent.Type.FontChange:
            # The text size chosen while the welcome shows: Qt hands a font change on to
            # widgets with a style sheet only from a parent with one, and the table has none,
            # so the card kept the size it was made at; setting the sheet again hands it on.
            self.setStyleSheet(self.styleSheet())
            self.place()
        return False


class WelcomeLine(QObject):
    """The status bar's welcome of a window, for its first 8 seconds: said again in the
    language chosen meanwhile (on the first launch's welcome, say), and whole: where the window
    is too narrow for the greeting and the hints (200% text, 1024 pixels), the hints alone."""

    def __init__(self, window: QMainWindow, ms: int = 8000) -> None:
        super().__init__(window)
        self.window = window
        self.text = ""  # what it says, while the status bar shows it
        self._time = QDeadlineTimer(ms)
        window.installEventFilter(self)
        self.say()

    def say(self) -> None:
        bar = self.window.statusBar()
        shown = bar.currentMessage()
        left = self._time.remainingTime()
        if left <= 0 or shown != self.text:  # its time is over, or another message took its place
            return
        hints = self.tr("F1 shows the rules; Help ▸ Guided first game explains as you play.")
        line = self.tr("Welcome to San Francisco.") + " " + hints
        wide = QFontMetrics(QApplication.font()).horizontalAdvance(line)  # the text size chosen now
        self.text = line if wide + 40 <= self.window.width() else hints
        if self.text != shown:
            bar.showMessage(self.text, left)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() in (
            QEvent.Type.Resize,
            QEvent.Type.LanguageChange,
            QEvent.Type.FontChange,
            QEvent.Type.ApplicationFontChange,
        ):
            self.say()
        return False


def join_names(names: list[str]) -> str:
    """ "Ada", "Ada and Bruno", "Ada, Bruno and Carmen" in the language shown."""
    if len(names) <= 1:
        return "".join(names)
    return QCoreApplication.translate("WelcomePanel", "{0} and {1}").format(", ".join(names[:-1]), names[-1])
