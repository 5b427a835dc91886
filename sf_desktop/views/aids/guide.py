"""A guided first game: a coach that explains each part of the game the first time it matters,
and a small panel that shows the explanation with "Got it" and "Stop the guide".

The coach (:class:`Coach`) is plain logic on states and events (Qt only for translation): given
the state at the person's decision and the events of the last step, it returns the one topic
to explain now, each topic once. :class:`Guide` ties it to a :class:`GuidePanel`. A main window
needs three lines::

    self.guide = Guide(GuidePanel(self.view), self)
    self.animator.step_shown.connect(lambda step: self.guide.observe(step.events))
    # when the person is to decide (or the game is over):
    self.guide.decision(self.model.state, seat)
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs
import shiboken6
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QFont, QHideEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...model.actions import DRAW, TAKE
from ...model.cards import CARD_FLAGS, Symbol
from ...model.events import (
    BonusEarned,
    CableCarsAdded,
    ContractsReturned,
    ContractTaken,
    Event,
    FoundationTokenPlaced,
    GameEnded,
    SkyscraperBuilt,
    SquaresConnected,
)
from ...model.rules import legal_actions
from ...model.state import GameState, Phase
from ...words.languages import QT_TRANSLATE_NOOP
from ..table.scene import TableScene
from . import guide_spot
from .guide_spot import (
    GuidePointer,
    best_spot,
    clear_spot,
    crosses_any,
    needed_rects,
    other_rects,
    precious_rects,
    word_rects,
)

PLACE_PROJECT = "place_project"
TAKE_COLUMN = "take_column"
CONTRACTS = "contracts"
NETWORKS = "networks"
SQUARES = "squares"
SKYSCRAPERS = "skyscrapers"
BONUSES = "bonuses"
SCORING = "scoring"
TOPICS = (PLACE_PROJECT, TAKE_COLUMN, CONTRACTS, NETWORKS, SQUARES, SKYSCRAPERS, BONUSES, SCORING)
# A topic waits until the one it builds on has been explained.
AFTER = {CONTRACTS: TAKE_COLUMN}

# Title, text and the rules section that tells more. Marked here, translated when shown.
_TEXTS: dict[str, tuple[str, str, str]] = {
    PLACE_PROJECT: (
        QT_TRANSLATE_NOOP("Guide", "Placing a project"),
        QT_TRANSLATE_NOOP(
            "Guide",
            "On your turn you either draw or take a column. Drawing turns the top card of the deck "
            "face up; then you choose which of the three columns it joins. Columns grow for everyone: "
            "a card you add may be taken by the next player, so think about who it helps.",
        ),
        "turn",
    ),
    TAKE_COLUMN: (
        QT_TRANSLATE_NOOP("Guide", "Taking a column"),
        QT_TRANSLATE_NOOP(
            "Guide",
            "You may take a whole column if it has more cards than the contracts you hold. You then "
            "place its cards one at a time: each goes to the leftmost free space of the row of its "
            "colour, black cards to any row. You may stop early; cards you do not place are lost.",
        ),
        "placing",
    ),
    CONTRACTS: (
        QT_TRANSLATE_NOOP("Guide", "Contracts"),
        QT_TRANSLATE_NOOP(
            "Guide",
            "Each column you take gives you a contract, and contracts narrow your choice: with two "
            "contracts you need a column of three cards or more. As soon as everyone holds at least "
            "one, everyone gives one back. So taking a column now may leave you waiting later.",
        ),
        "contracts",
    ),
    NETWORKS: (
        QT_TRANSLATE_NOOP("Guide", "Cable car networks"),
        QT_TRANSLATE_NOOP(
            "Guide",
            "Cards with tracks join your network when they touch a depot card, a printed depot under "
            "your bottom row, or another card of the network. Every network card gets a cable car. The "
            "player with the most cable cars scores the most at the end, so long lines pay.",
        ),
        "network",
    ),
    SQUARES: (
        QT_TRANSLATE_NOOP("Guide", "City squares"),
        QT_TRANSLATE_NOOP(
            "Guide",
            "A square is worth nothing on its own, and 4 as soon as a card next to it carries a cable "
            "car. Place squares where your network will reach them, and they lift your district and "
            "nearby skyscrapers.",
        ),
        "squares",
    ),
    SKYSCRAPERS: (
        QT_TRANSLATE_NOOP("Guide", "Foundations and skyscrapers"),
        QT_TRANSLATE_NOOP(
            "Guide",
            "A foundation card put in a column gets a foundation token, which goes with the card to "
            "whoever takes it. On your board, a skyscraper rises there by itself once the cards around "
            "it add up to 7 (one less per seaside card you own). Each skyscraper is a point, and the "
            "first builder gets the medal. The last foundation token ends the game.",
        ),
        "skyscrapers",
    ),
    BONUSES: (
        QT_TRANSLATE_NOOP("Guide", "Bonuses"),
        QT_TRANSLATE_NOOP(
            "Guide",
            "The second card with a star in one of your rows earns that district's bonus, once per "
            "district; you may take a tracks token instead. Bonus cards and tokens act at once: a new "
            "card in a row, +2 on a card, points kept for the end, or fewer contracts.",
        ),
        "bonuses",
    ),
    SCORING: (
        QT_TRANSLATE_NOOP("Guide", "How the game is scored"),
        QT_TRANSLATE_NOOP(
            "Guide",
            "Points come from skyscrapers, the medal, bonus tokens and completed districts, and from "
            "your rank in each district (the sum of its card values) and in cable cars. A district "
            "where you have no card gives you nothing. The game ends when the last foundation token "
            "is placed or a city is full.",
        ),
        "scoring",
    ),
}


# What each topic points at on the table.
SUBJECTS: dict[str, guide_spot.Subject] = {
    PLACE_PROJECT: guide_spot.deck,
    TAKE_COLUMN: guide_spot.columns,
    CONTRACTS: guide_spot.contracts,
    NETWORKS: guide_spot.network,
    SQUARES: guide_spot.squares,
    SKYSCRAPERS: guide_spot.foundations,
    BONUSES: guide_spot.bonuses,
    SCORING: guide_spot.scoring,
}


@attrs.frozen
class Tip:
    """What to show: the topic, its title and text (translated) and the rules section."""

    topic: str
    title: str
    text: str
    section: str


def tip_for(topic: str) -> Tip:
    title, text, section = _TEXTS[topic]
    return Tip(
        topic,
        QCoreApplication.translate("Guide", title),
        QCoreApplication.translate("Guide", text),
        section,
    )


def _tray_has(state: GameState, symbol: Symbol) -> bool:
    return any(CARD_FLAGS[c] & symbol for c in state.tray)


def decision_topics(state: GameState, seat: int) -> list[str]:
    """Topics the decision at hand touches, most pressing first (empty if not ``seat``'s move)."""
    if state.is_over:
        return [SCORING]
    if state.current != seat:
        return []
    topics: list[str] = []
    phase = state.phase
    if phase in (Phase.BONUS_KIND, Phase.BONUS_ROW, Phase.BONUS_CARD):
        topics.append(BONUSES)
    elif phase == Phase.COLUMN:
        topics.append(PLACE_PROJECT)
        if CARD_FLAGS[state.drawn] & Symbol.FOUNDATION:
            topics.append(SKYSCRAPERS)
    elif phase == Phase.PLACE:
        if _tray_has(state, Symbol.TRACKS | Symbol.DEPOT):
            topics.append(NETWORKS)
        if _tray_has(state, Symbol.SQUARE):
            topics.append(SQUARES)
        if any((state.founded >> c) & 1 for c in state.tray):
            topics.append(SKYSCRAPERS)
    elif phase == Phase.TURN:
        legal = legal_actions(state)
        if DRAW in legal:
            topics.append(PLACE_PROJECT)
        if any(a in legal for a in TAKE):
            topics.append(TAKE_COLUMN)
        if any((state.founded >> c) & 1 for col in state.columns for c in col):
            topics.append(SKYSCRAPERS)
    if state.players[seat].contracts:
        topics.append(CONTRACTS)
    if state.foundation_left <= 2:
        topics.append(SCORING)
    return topics


def event_topics(events: Iterable[Event]) -> list[str]:
    """Topics that what just happened (anyone's step) brings up, in the order they happened."""
    out: list[str] = []
    for event in events:
        match event:
            case ContractTaken() | ContractsReturned():
                topic = CONTRACTS
            case CableCarsAdded():
                topic = NETWORKS
            case SquaresConnected():
                topic = SQUARES
            case FoundationTokenPlaced() | SkyscraperBuilt():
                topic = SKYSCRAPERS
            case BonusEarned():
                topic = BONUSES
            case GameEnded():
                topic = SCORING
            case _:
                continue
        if topic not in out:
            out.append(topic)
    return out


class Coach:
    """Decides what to explain, each topic once, for the person in ``seat``."""

    def __init__(self, seen: Iterable[str] = ()) -> None:
        self.seen: set[str] = set(seen)
        self.pending: list[str] = []  # brought up by events, waiting for a decision to show at
        self.stopped = False

    @property
    def finished(self) -> bool:
        return self.stopped or self.seen >= set(TOPICS)

    def stop(self) -> None:
        """No more tips (the person pressed "Stop the guide")."""
        self.stopped = True
        self.pending.clear()

    def observe(self, events: Iterable[Event]) -> None:
        """Note the topics that the events of a step bring up."""
        for topic in event_topics(events):
            if topic not in self.seen and topic not in self.pending:
                self.pending.append(topic)

    def next_tip(self, state: GameState, seat: int, events: Iterable[Event] = ()) -> Tip | None:
        """The tip to show now, if any; it counts as seen once returned.

        Tips come only when ``seat`` is to decide (or the game is over): first the topic of the
        decision at hand, then those that recent events brought up.
        """
        self.observe(events)
        if self.stopped:
            return None
        at_hand = decision_topics(state, seat)
        if not at_hand and not state.is_over:
            return None  # not this person's decision: keep what was brought up for later
        for topic in [*at_hand, *self.pending]:
            first = AFTER.get(topic)
            if topic not in self.seen and (first is None or first in self.seen):
                self.seen.add(topic)
                if topic in self.pending:
                    self.pending.remove(topic)
                return tip_for(topic)
        return None


# ---------------------------------------------------------------------------- the panel


class GuidePanel(QFrame):
    """A small card floating over the table (or any parent) with one explanation. Over the
    table it stands clear of what the decision at hand uses, near what it explains, and an
    arrow points at that (:mod:`guide_spot`); over any other parent, in its bottom-right corner."""

    acknowledged = Signal()
    stop_requested = Signal()
    read_more = Signal(str)  # a rules section (RulesReferenceDialog.show_section)

    MARGIN = 16

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("guide-panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#guide-panel { background: #fbf6e8; border: 2px solid #b8860b; border-radius: 10px; }"
            "#guide-panel QLabel { color: #2b2a28; }"
        )
        self.tip: Tip | None = None
        self.column = layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.more_button = QPushButton()
        self.more_button.setFlat(True)
        heading = QHBoxLayout()  # "Read more" beside the title: the buttons' row stays narrow
        heading.addWidget(self.title, 1)
        heading.addWidget(self.more_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(heading)
        layout.addWidget(self.text)
        buttons = QHBoxLayout()
        self.stop_button = QPushButton()
        self.ok_button = QPushButton()
        self.ok_button.setDefault(True)
        buttons.addStretch(1)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.ok_button)
        layout.addLayout(buttons)
        # The tip labels "Read more", the first button Tab reaches in the panel (a reader says
        # the tip with it): Orca reads every label with no relation when the keyboard comes into
        # the table, and said the tip there before the narrator's "Guide: ..." said it again.
        self.text.setBuddy(self.more_button)
        self.ok_button.clicked.connect(self._got_it)
        self.stop_button.clicked.connect(self._stop)
        self.more_button.clicked.connect(lambda: self.tip and self.read_more.emit(self.tip.section))
        self.pointer = GuidePointer(parent) if parent is not None else None
        self.retranslate()
        self.restyle()
        self.hide()
        if parent is not None:
            parent.installEventFilter(self)

    def retranslate(self) -> None:
        """The buttons and the tip on show, in the language installed now."""
        self.more_button.setText(self.tr("Read more"))
        self.stop_button.setText(self.tr("Stop the guide"))
        self.ok_button.setText(self.tr("Got it"))
        if self.tip is not None:
            tip = tip_for(self.tip.topic)
            self.tip = tip
            self.title.setText(tip.title)
            self.text.setText(tip.text)
            self.setAccessibleName(tip.title)
            self.setAccessibleDescription(tip.text)
            if self.isVisible():
                self.place()

    def restyle(self) -> None:
        """The app's font, as every dialog (its style sheet kept it from following the text
        size); the title a little larger than the text; the width grows with the font."""
        app_font = QApplication.font()
        if self.font() != app_font:
            self.setFont(app_font)
            for child in (self.text, self.more_button, self.stop_button, self.ok_button):
                child.setFont(app_font)  # a style sheet's rule fixed their fonts once polished
        font = QFont(self.font())
        font.setBold(True)
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title.setFont(font)
        self.setFixedWidth(self._widest())
        if self.isVisible():
            self.place()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self.restyle()
        super().changeEvent(event)

    def show_tip(self, tip: Tip) -> None:
        self.tip = tip
        self.title.setText(tip.title)
        self.text.setText(tip.text)
        self.setAccessibleName(tip.title)
        self.setAccessibleDescription(tip.text)
        self.show()
        self.place()
        self.raise_()

    def place(self) -> None:
        """Tall enough for the text; over the table where it covers nothing the decision uses,
        with its arrow; over anything else in the bottom-right corner, clear of the edges."""
        parent = self.parentWidget()
        if parent is None:
            return
        scene = parent.scene() if isinstance(parent, QGraphicsView) else None
        if isinstance(parent, QGraphicsView) and isinstance(scene, TableScene) and scene.state is not None:
            if self.tip is not None:
                self._place_on_table(parent, scene, self.tip)
                return
        self._shorten(False)
        self.setFixedWidth(self._widest())
        self.resize(self.width(), self._height_for(self.width()))
        x = max(0, parent.width() - self.width() - self.MARGIN)
        y = max(0, parent.height() - self.height() - self.MARGIN)
        self.move(x, y)
        if self.pointer is not None:
            self.pointer.hide()

    def _place_on_table(self, view: QGraphicsView, scene: TableScene, tip: Tip) -> None:
        """Clear of what the decision at hand uses and of what the tip explains, as wide as the
        free room allows (down to a narrow card), nearest to that thing, and pointing at it."""
        viewport = view.viewport()

        def on_view(rect: QRectF) -> QRect:
            box = view.mapFromScene(rect).boundingRect()
            return QRect(viewport.mapTo(view, box.topLeft()), box.size())

        subject = on_view(SUBJECTS[tip.topic](scene))
        keep_clear = [on_view(r) for r in needed_rects(scene)] + [subject]
        widest, least = self._widest(), self._least()
        widths = sorted({widest, *(round(least + (widest - least) * k / 4) for k in range(4))}, reverse=True)
        rather = [on_view(r) for r in other_rects(scene)]
        precious = [on_view(r) for r in precious_rects(scene)]
        area = viewport.geometry()
        # Whole if it has a free place; else only its title and buttons (its words in its
        # tooltip), which find room where the whole panel covered the columns or the deck. Its
        # arrow runs over no words (the prompt, the counts), else it is left out (the title
        # names the subject). Only then may the short panel lie over the rest (the own board),
        # never over the prompt or what is lit.
        words = [on_view(r) for r in word_rects(scene)]
        ways = [
            (False, keep_clear, words),
            (True, keep_clear, words),
            (False, keep_clear, None),
            (True, keep_clear, None),
            (True, [*precious, subject], words),
        ]
        for short, clear_of, uncross in ways:
            self._shorten(short)
            sizes = [QSize(w, self._height_for(w)) for w in widths]
            spot = clear_spot(area, clear_of, subject, sizes, rather_clear=rather, uncross=uncross)
            if spot is not None:
                break
        else:
            spot = best_spot(area, keep_clear, subject, sizes, rather_clear=rather, precious=precious)
        self.setFixedWidth(spot.width())
        self.resize(spot.size())
        self.move(spot.topLeft())
        if self.pointer is not None and self.isVisible():
            if crosses_any(spot, subject, words):
                self.pointer.hide()
            else:
                self.pointer.point(spot, subject)
            self.raise_()  # over its arrow

    def _shorten(self, short: bool) -> None:
        """Show the tip's words (False) or only its title and buttons, the words in its tooltip."""
        self.text.setVisible(not short)
        self.setToolTip(self.text.text() if short else "")

    def _widest(self) -> int:
        return max(380, 24 * self.fontMetrics().height())

    def _least(self) -> int:
        """The narrowest the panel may be: its buttons and its words' longest lines side by side."""
        buttons = self.stop_button.sizeHint().width() + self.ok_button.sizeHint().width()
        heading = self.more_button.sizeHint().width() + 12 * self.fontMetrics().averageCharWidth()
        margins = self.column.contentsMargins()
        return max(220, buttons + 24, heading) + margins.left() + margins.right()

    def _height_for(self, width: int) -> int:
        self.setFixedWidth(width)
        self.column.activate()
        return self.column.totalHeightForWidth(width)

    def hideEvent(self, event: QHideEvent) -> None:
        if self.pointer is not None:
            self.pointer.hide()
        super().hideEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            # Once the table has taken its new size: a filter hears of the resize before the view
            # refits the table, and placed the panel by the old layout (over the deck).
            QTimer.singleShot(0, self._place_if_shown)
        return False

    def _place_if_shown(self) -> None:
        if shiboken6.isValid(self) and self.isVisible():
            self.place()

    def _got_it(self) -> None:
        self.hide()
        self.acknowledged.emit()

    def _stop(self) -> None:
        self.hide()
        self.stop_requested.emit()


class Guide(QObject):
    """The coach and the panel together: one tip on screen at a time, the next after "Got it"."""

    stopped = Signal()  # the person turned the guide off (a window may remember it)

    def __init__(self, panel: GuidePanel, parent: QObject | None = None, coach: Coach | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self.coach = coach or Coach()
        self._last: tuple[GameState, int] | None = None
        panel.acknowledged.connect(self._next)
        panel.stop_requested.connect(self.stop)

    def observe(self, events: Iterable[Event]) -> None:
        self.coach.observe(events)

    def decision(self, state: GameState, seat: int) -> Tip | None:
        """The person in ``seat`` is to decide (or the game is over): show a tip if one is due."""
        self._last = (state, seat)
        if self.panel.isVisible():
            self.panel.place()  # the table moved on: clear of what this decision uses
            return None
        tip = self.coach.next_tip(state, seat)
        if tip is not None:
            self.panel.show_tip(tip)
        return tip

    def taken_back(self, state: GameState) -> None:
        """Undo or redo moved the game to ``state``: a tip about a decision no longer at hand
        (the placing's networks, after the column was taken back) is put away unseen, to come
        back when that decision does; then the decision now at hand is explained."""
        tip = self.panel.tip
        if (
            self.panel.isVisible()
            and tip is not None
            and tip.topic not in decision_topics(state, state.current)
        ):
            self.panel.hide()
            self.coach.seen.discard(tip.topic)

    def stop(self) -> None:
        self.coach.stop()
        self.panel.hide()
        self.stopped.emit()

    def _next(self) -> None:
        if self._last is not None:
            self.decision(*self._last)
