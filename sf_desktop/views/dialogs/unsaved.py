"""Asking before a game in progress leaves the table: New game, Open, Rematch, Play on from
here (a replay's position) and Quit.

A game is at risk when it is unfinished, someone has decided something, and it is not saved
in a file as it stands. Then the player is asked, with the system's own Save / Discard /
Cancel buttons, and told where a game that is not saved goes: the autosave keeps it under
Game ▸ Unfinished games (or resumes it on the next start after Quit); a window without the
autosave loses it, and says so. The Discard button says "Don't save": the game is not thrown
away when the autosave keeps it, and a button named "Discard" beside that promise worries.

The window owns one ``GameKeeper``; it asks only once ``enable()`` is called (the app does;
scripted windows and tests never wait on a question). What it knows of the game's file comes
through :class:`KeptFiles`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QMessageBox, QWidget

from ...model.record import GameRecord

if TYPE_CHECKING:
    from ...session.game_model import GameModel

translate = QCoreApplication.translate
NEW, OPEN, REMATCH, PLAY_ON, QUIT = "new", "open", "rematch", "play_on", "quit"


def question(why: str) -> str:
    return {
        NEW: translate("Unsaved", "Save the game in progress before starting a new one?"),
        OPEN: translate("Unsaved", "Save the game in progress before opening another?"),
        REMATCH: translate("Unsaved", "Save the game in progress before the rematch?"),
        PLAY_ON: translate("Unsaved", "Save the game in progress before playing on from the replay?"),
        QUIT: translate("Unsaved", "Save the game in progress before quitting?"),
    }[why]


def fate(why: str, autosaved: bool) -> str:
    """What becomes of the game if it is not saved, said plainly."""
    if not autosaved:
        return translate(
            "Unsaved", "This window does not save games on its own: if you do not save it, the game is lost."
        )
    if why == QUIT:
        return translate(
            "Unsaved",
            "If you do not save it in a file, it is offered for resuming the next time you start San Francisco.",
        )
    return translate(
        "Unsaved",
        "If you do not save it in a file, you can still go back to it from Game ▸ Unfinished games.",
    )


class UnsavedGameBox(QMessageBox):
    """Save / Don't save / Cancel, Save the default and Escape cancels."""

    def __init__(self, why: str, autosaved: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("unsaved-game-box")
        self.setIcon(QMessageBox.Icon.Warning if not autosaved else QMessageBox.Icon.Question)
        self.setWindowTitle(translate("Unsaved", "Game in progress"))
        self.setText(question(why))
        self.setInformativeText(fate(why, autosaved))
        buttons = QMessageBox.StandardButton
        self.setStandardButtons(buttons.Save | buttons.Discard | buttons.Cancel)
        dont_save = self.button(buttons.Discard)
        dont_save.setText(translate("Unsaved", "&Don't save"))
        if autosaved:
            dont_save.setIcon(QIcon())  # no waste bin: the game is kept for resuming
        self.setDefaultButton(buttons.Save)
        self.setEscapeButton(buttons.Cancel)


class KeptFiles(Protocol):
    """What the keeper asks of the game's files: is the game saved as it stands, does the
    autosave keep it, and saving it."""

    @property
    def autosaves(self) -> bool: ...

    def holds(self, record: GameRecord) -> bool: ...
    def save(self) -> bool: ...


class GameKeeper(QObject):
    """Guards the game on ``window``'s table: ``allow(why)`` is True when the game may go."""

    def __init__(self, model: GameModel, files: KeptFiles, window: QWidget) -> None:
        super().__init__(window)
        self.model = model
        self.files = files
        self.window = window
        self.enabled = False

    def enable(self) -> None:
        """Ask from now on. Install last of the window's close handlers, so that the question
        comes before anything is shut down (Qt asks the newest event filter first)."""
        self.enabled = True
        self.window.installEventFilter(self)

    def at_risk(self) -> bool:
        m = self.model
        if not m.at_risk:
            return False  # nothing to lose, or an online game: the server keeps it
        return not self.files.holds(m.record)

    def allow(self, why: str) -> bool:
        """Ask when the game is at risk; True to go on (saved, or let go), False to stay."""
        if not self.enabled or not self.at_risk():
            return True
        box = UnsavedGameBox(why, self.files.autosaves, self.window)
        box.exec()
        answer = box.standardButton(box.clickedButton())
        if answer == QMessageBox.StandardButton.Save:
            return self.files.save()
        return answer == QMessageBox.StandardButton.Discard

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close and not self.allow(QUIT):
            event.ignore()
            return True  # the window stays, and nothing behind it hears of a close
        return False
