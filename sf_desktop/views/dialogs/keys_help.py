"""Help ▸ Keys: every key of the table and what it does, as a two-column list that a screen
reader reads row by row and the keyboard walks with the arrows."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...words.languages import QT_TRANSLATE_NOOP
from ..look.screen_room import open_within_screen
from .enter_key import EnterStays

translate = QCoreApplication.translate
Standard = QKeySequence.StandardKey

# (the keys, what they do): the keys are written as Qt writes them, or given as standard keys.
KEYS: tuple[tuple[tuple[str | QKeySequence.StandardKey, ...], str], ...] = (
    (
        ("Tab", "Shift+Tab"),
        QT_TRANSLATE_NOOP(
            "Keys",
            "The next or the previous thing you may use now; after the last one, on to the rest of the window",
        ),
    ),
    (
        ("Down", "Up"),
        QT_TRANSLATE_NOOP(
            "Keys", "The next or the previous thing on the table at the same level, round and round"
        ),
    ),
    (("Right",), QT_TRANSLATE_NOOP("Keys", "Into the thing: the cards of a column, of a row, of a list")),
    (("Left",), QT_TRANSLATE_NOOP("Keys", "Back out to what holds it")),
    (
        ("Return", "Space"),
        QT_TRANSLATE_NOOP(
            "Keys",
            "Use the thing under the cursor (draw, put, take, place, choose, Done); on anything else, hear why not",
        ),
    ),
    (
        ("Return",),
        QT_TRANSLATE_NOOP("Keys", "With the guide's panel showing and the cursor on nothing: Got it"),
    ),
    (("D",), QT_TRANSLATE_NOOP("Keys", "Draw a card")),
    (("1", "2", "3"), QT_TRANSLATE_NOOP("Keys", "Put the drawn card in that column, or take that column")),
    (
        ("1", "5"),
        QT_TRANSLATE_NOOP(
            "Keys", "With a taken card chosen: its row. Otherwise that taken card, or that bonus"
        ),
    ),
    (("S",), QT_TRANSLATE_NOOP("Keys", "Done: end your turn (the cards not placed go to the box)")),
    (("Del",), QT_TRANSLATE_NOOP("Keys", "Leave the chosen taken card unplaced")),
    (("Esc",), QT_TRANSLATE_NOOP("Keys", "Let go of a choice; the cursor leaves the table's things")),
    (("R",), QT_TRANSLATE_NOOP("Keys", "Read the standings: the score if the game ended now")),
    (("H", "F2"), QT_TRANSLATE_NOOP("Keys", "Suggest a move")),
    (("F6",), QT_TRANSLATE_NOOP("Keys", "Between the table and the guide's panel")),
    ((Standard.HelpContents,), QT_TRANSLATE_NOOP("Keys", "The rules")),
    ((Standard.Undo,), QT_TRANSLATE_NOOP("Keys", "Take back your last decision")),
    (("Ctrl+L",), QT_TRANSLATE_NOOP("Keys", "The game log")),
)


RANGES = {("1", "2", "3"): "1–3", ("1", "5"): "1–5"}


def key_text(keys: tuple[str | QKeySequence.StandardKey, ...]) -> str:
    """The keys as this system names them ("Ctrl+L", "Tab, Shift+Tab", "1–3")."""
    if keys in RANGES:
        return RANGES[keys]  # type: ignore[index]
    native = QKeySequence.SequenceFormat.NativeText
    names = []
    for key in keys:
        sequence = QKeySequence(key)
        names.append(sequence.toString(native) if not sequence.isEmpty() else str(key))
    return ", ".join(names)


class KeysDialog(EnterStays):
    """The table's keys; the list takes the keyboard first, its first row current, and Enter
    in it does not close the list (Escape does)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keys-dialog")
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.table = QTableWidget(len(KEYS), 2)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)  # Tab goes on to the Close button
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(True)
        self.intro.setBuddy(self.table)
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()
        self.table.setCurrentCell(0, 0)
        open_within_screen(self, QSize(720, 560))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Keys"))
        self.intro.setText(
            self.tr(
                "On the table, a cursor goes over everything a screen reader can read: the arrow "
                "keys move it, Tab goes to what you may use, Enter uses it."
            )
        )
        self.table.setAccessibleName(self.tr("Keys of the table"))
        self.table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("What they do")])
        for row, (keys, what) in enumerate(KEYS):
            self.table.setItem(row, 0, QTableWidgetItem(key_text(keys)))
            self.table.setItem(row, 1, QTableWidgetItem(translate("Keys", what)))
        self.table.resizeRowsToContents()

    def showEvent(self, event: QShowEvent) -> None:
        """The list takes the keyboard (a dialog gives it to its button otherwise)."""
        super().showEvent(event)
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
