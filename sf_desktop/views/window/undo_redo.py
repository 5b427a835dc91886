"""Edit ▸ Undo and Redo, and their buttons: at the right end of the menu bar, where they take no
room from the table, or on a toolbar where the menu bar is the system's (macOS).

Undo goes back to the last card drawn (what a drawn card is cannot be forgotten); the actions
say why when they cannot be used. The window puts the actions in its Edit menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QAction, QIcon, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QStyle, QToolBar, QToolButton, QWidget

if TYPE_CHECKING:
    from ...session.game_model import GameModel


def _icon(theme: QIcon.ThemeIcon, fallback: QStyle.StandardPixmap, style: QStyle) -> QIcon:
    icon = QIcon.fromTheme(theme)
    return icon if not icon.isNull() else style.standardIcon(fallback)


class UndoRedo(QObject):
    """Undo and Redo for the game of ``model`` in ``window`` (which shows their buttons and
    says in its status bar what was done)."""

    def __init__(self, model: GameModel, window: QMainWindow) -> None:
        super().__init__(window)
        self.model = model
        self.window = window
        style = window.style()
        self.act_undo = QAction(
            _icon(QIcon.ThemeIcon.EditUndo, QStyle.StandardPixmap.SP_ArrowBack, style), "", window
        )
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_undo.triggered.connect(self.undo)
        self.act_redo = QAction(
            _icon(QIcon.ThemeIcon.EditRedo, QStyle.StandardPixmap.SP_ArrowForward, style), "", window
        )
        redo_keys = [QKeySequence("Ctrl+Shift+Z"), *QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)]
        self.act_redo.setShortcuts(list(dict.fromkeys(redo_keys, None)))
        self.act_redo.triggered.connect(self.redo)
        self.buttons = self._buttons()
        self.retranslate()
        model.history_changed.connect(self.refresh)
        window.installEventFilter(self)

    def _buttons(self) -> QWidget:
        """The two buttons in the menu bar's right corner; a toolbar where the menu bar is the
        system's (macOS)."""
        w = self.window
        bar = w.menuBar()
        if bar.isNativeMenuBar():
            toolbar = QToolBar(w)
            toolbar.setObjectName("edit-toolbar")
            toolbar.setMovable(False)
            toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            toolbar.addAction(self.act_undo)
            toolbar.addAction(self.act_redo)
            w.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)
            return toolbar
        box = QWidget(bar)
        box.setObjectName("undo-buttons")
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 6, 0)
        row.setSpacing(2)
        for action in (self.act_undo, self.act_redo):
            button = QToolButton(box)
            button.setDefaultAction(action)
            button.setAutoRaise(True)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            button.setIconSize(QSize(16, 16))
            row.addWidget(button)
            button.installEventFilter(self)  # the table's keys still work from here
        bar.setCornerWidget(box, Qt.Corner.TopRightCorner)
        return box

    def retranslate(self) -> None:
        self.act_undo.setText(self.tr("&Undo"))
        self.act_redo.setText(self.tr("&Redo"))
        self.buttons.setWindowTitle(self.tr("Undo and redo"))
        self.buttons.setAccessibleName(self.buttons.windowTitle())
        self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif isinstance(watched, QToolButton) and event.type() == QEvent.Type.KeyPress:
            return self._to_table(event)  # type: ignore[arg-type]
        return False

    def _decided(self) -> bool:
        """Whether a person at this table has made a decision in the game so far."""
        m = self.model
        return any(m.is_human(step.seat) for step in m.steps)

    def _to_table(self, event: QKeyEvent) -> bool:
        """A table key (D, S, a digit, Delete) pressed on Undo or Redo, where Tab after Done
        brings the keyboard: the table takes the keyboard back and the key acts there (it
        did nothing, and said nothing)."""
        text = event.text()
        table_key = event.key() in (Qt.Key.Key_D, Qt.Key.Key_S, Qt.Key.Key_Delete) or text.isdigit()
        view = getattr(self.window, "view", None)
        if not table_key or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier or view is None:
            return False
        view.setFocus(Qt.FocusReason.OtherFocusReason)
        again = QKeyEvent(event.type(), event.key(), event.modifiers(), text)
        QCoreApplication.sendEvent(view, again)
        return True

    def undo(self) -> None:
        if self.model.undo():
            self.window.statusBar().showMessage(self.tr("Decision taken back."), 3000)

    def redo(self) -> None:
        if self.model.redo():
            self.window.statusBar().showMessage(self.tr("Decision made again."), 3000)

    def refresh(self) -> None:
        """Enable what may be used now, and say why Undo cannot go further back."""
        m = self.model
        self.act_undo.setEnabled(m.can_undo)
        self.act_redo.setEnabled(m.can_redo)
        tip = self.tr("Take back your last decision")
        if m.has_game and m.players.undo_note:
            tip = m.players.undo_note
        elif not m.can_undo and m.has_game and not m.state.is_over and not self._decided():
            tip = self.tr("Nothing to take back yet: no decision of yours in this game so far")
        elif not m.can_undo and m.has_game and not m.state.is_over and m.history.undo_floor > 0:
            tip = self.tr(
                "A card was drawn after your last decision: what it is cannot be forgotten, so undo stops there"
            )
        elif m.has_game and m.state.is_over:
            tip = self.tr("The game is over and its result kept")
        self.act_undo.setToolTip(tip)
        self.act_undo.setStatusTip(tip)
        redo_tip = self.tr("Make the decision you took back again")
        self.act_redo.setToolTip(redo_tip)
        self.act_redo.setStatusTip(redo_tip)
