"""The first game of a session: resume the unfinished one with one click, or start afresh.

On start the user's :class:`SaveStore` is asked for an unfinished game. When there is one, a
prompt says who plays, whose turn it is and when it was saved, with Resume as the default
(Escape resumes too: nothing is lost by not choosing); New game puts it aside under
``abandoned/``. Damaged files met on the way were set aside by the store and are named in the
prompt. With nothing to resume the window opens straight into a new game with the last seats;
on the very first launch (no settings, no autosave) it shows the welcome instead, and nothing
starts until the player chooses.

A lock on the data folder keeps a second copy of the app from overwriting the first one's
autosave: the second one says so in a dialog (close it, or play without saving on its own).
"""

from __future__ import annotations

import datetime as dt
import html
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QLocale, QLockFile, QObject, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ...model.save_format import LoadedGame, SaveError
from ...model.state import Phase
from ...session.game_model import HUMAN, trusted_kind
from ...storage.save_store import Resume, SaveStore
from ...words.people import Cast
from ..dialogs.game_dialogs import kind_label
from .preferences import Preferences

if TYPE_CHECKING:
    from .main_window import MainWindow

translate = QCoreApplication.translate
LOCK_NAME = "sf-desktop.lock"


def saved_when(saved_at: str, now: QDateTime | None = None) -> str:
    """``2025-01-01T12:30:00Z`` as a person says it: "today at 12:30", "yesterday at 12:30",
    else the date and time in the user's short format ("" if unknown)."""
    try:
        moment = dt.datetime.strptime(saved_at, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=dt.UTC)
    except ValueError:
        return ""
    local = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))
    locale = QLocale()
    time = locale.toString(local.time(), QLocale.FormatType.ShortFormat)
    days = local.date().daysTo((now or QDateTime.currentDateTime()).date())
    if days == 0:
        return translate("Resume", "today at {0}").format(time)
    if days == 1:
        return translate("Resume", "yesterday at {0}").format(time)
    return locale.toString(local, QLocale.FormatType.ShortFormat)


def game_summary(game: LoadedGame) -> list[str]:
    """Lines for a person: who plays (as what), the turn and who is to move."""
    record, state = game.record, game.state
    cast = Cast.of([s.name for s in record.seats], [trusted_kind(s.kind) == HUMAN for s in record.seats])
    seats = ", ".join(
        f"{cast.label(i)} ({kind_label(trusted_kind(s.kind))})" for i, s in enumerate(record.seats)
    )
    lines = [translate("Resume", "Players: {0}").format(seats)]
    if cast.is_you(state.current):
        if state.phase == Phase.TURN:
            lines.append(translate("Resume", "Turn {0}: your turn.").format(state.turn))
        else:
            lines.append(translate("Resume", "Turn {0}: you are in the middle of a turn.").format(state.turn))
    elif state.phase == Phase.TURN:
        lines.append(
            translate("Resume", "Turn {0}: {1} to play.").format(state.turn, cast.name(state.current))
        )
    else:
        lines.append(
            translate("Resume", "Turn {0}: {1} is in the middle of a turn.").format(
                state.turn, cast.name(state.current)
            )
        )
    lines.append(
        translate("Resume", "{0} cards left in the deck, {1} decisions so far.").format(
            len(state.deck), len(record.actions)
        )
    )
    when = saved_when(game.saved_at)
    if when:
        lines.append(translate("Resume", "Saved {0}.").format(when))
    return lines


def problem_lines(problems: tuple[SaveError, ...]) -> list[str]:
    return [
        translate("Resume", "{0} It was set aside, not deleted.").format(p)
        if p.path is not None and not p.path.exists()
        else str(p)
        for p in problems
    ]


class ResumeDialog(QMessageBox):
    """Resume / New game, Resume the default."""

    def __init__(self, found: Resume, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        assert found.game is not None
        self.setObjectName("resume-dialog")
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Resume your game?"))
        self.setTextFormat(Qt.TextFormat.RichText)
        question = self.tr("You have an unfinished game. Resume it?")
        self.setText(f"<b>{html.escape(question)}</b>")
        lines = game_summary(found.game)
        if found.from_backup:
            lines.append(self.tr("The latest save could not be used; this is the one before it."))
        body = "<br>".join(html.escape(line) for line in lines)
        problems = problem_lines(found.problems)
        if problems:
            body += "<p>" + "<br>".join(html.escape(p) for p in problems) + "</p>"
        self.setInformativeText(body)
        self.resume_button = self.addButton(self.tr("&Resume"), QMessageBox.ButtonRole.AcceptRole)
        self.new_button = self.addButton(self.tr("&New game"), QMessageBox.ButtonRole.DestructiveRole)
        self.new_button.setToolTip(self.tr("The unfinished game stays under Game ▸ Unfinished games."))
        self.setDefaultButton(self.resume_button)
        self.setEscapeButton(self.resume_button)

    def resumed(self) -> bool:
        return self.clickedButton() is not self.new_button


class SecondCopyDialog(QMessageBox):
    """The app is open already: this window cannot keep its game. Close (the default) or play on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("second-copy-dialog")
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(self.tr("San Francisco is already open"))
        self.setText(self.tr("San Francisco is already open in another window."))
        self.setInformativeText(
            self.tr(
                "This window will not save its game on its own: when you close it, its game is lost "
                "unless you save it with Game ▸ Save As. Your games are kept by the other window."
            )
        )
        self.close_button = self.addButton(self.tr("&Close this window"), QMessageBox.ButtonRole.RejectRole)
        self.play_button = self.addButton(self.tr("&Play without saving"), QMessageBox.ButtonRole.AcceptRole)
        self.setDefaultButton(self.close_button)
        self.setEscapeButton(self.close_button)

    def plays_on(self) -> bool:
        return self.clickedButton() is self.play_button


def ask_resume(parent: QWidget | None, found: Resume) -> bool:
    """Show the prompt; True to resume (the default)."""
    dialog = ResumeDialog(found, parent)
    dialog.exec()
    return dialog.resumed()


class Session(QObject):
    """The store, its lock and the preferences of one window."""

    def __init__(self, window: MainWindow, store: SaveStore | None, prefs: Preferences) -> None:
        super().__init__(window)
        self.window = window
        self.prefs = prefs
        self.store: SaveStore | None = None
        self.lock: QLockFile | None = None
        self.note = ""
        self.second_copy = False  # another window holds the store
        self.leave = False  # the player chose to close this window before it opened
        self.welcome = None  # the first launch's WelcomePanel, if shown
        if store is not None:
            self._lock(store)
        window.installEventFilter(self)

    def _lock(self, store: SaveStore) -> None:
        try:
            store.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self.note = self.tr(
                "Games cannot be saved automatically: the folder “{0}” cannot be made ({1})."
            ).format(store.folder, exc.strerror or exc)
            return
        lock = QLockFile(str(store.folder / LOCK_NAME))
        if not lock.tryLock(200):
            if lock.error() == QLockFile.LockError.LockFailedError:
                self.second_copy = True
                self.note = self.tr(
                    "San Francisco is already open in another window: this one does not save its game on its own."
                )
            else:  # no permission, a read-only disk: not a second copy
                self.note = self.tr(
                    "Games cannot be saved automatically: the folder “{0}” cannot be written. "
                    "Use Game ▸ Save As to keep this game elsewhere."
                ).format(store.folder)
            return
        self.lock, self.store = lock, store

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close and self.lock is not None:
            self.window.files.close()  # the autosave is written before the lock goes
            self.lock.unlock()
            self.lock = None
        return False

    def start(self, resume: bool | None = None, interactive: bool = False) -> None:
        """Resume the unfinished game or start a new one. ``resume`` None asks the player;
        True / False decide without asking (tests, scripts). ``interactive``: a player is there
        to answer (the second-copy notice, and the welcome instead of a game on a first launch)."""
        w = self.window
        if self.second_copy and interactive:
            dialog = SecondCopyDialog(w)
            dialog.exec()
            if not dialog.plays_on():
                self.leave = True
                return
        found = self.store.find_resume() if self.store is not None else Resume(None)
        if found.game is not None:
            keep = ask_resume(w, found) if resume is None else resume
            if keep:
                w.files.show_game(found.game, None)
                self._tell()
                return
            assert self.store is not None
            try:
                self.store.abandon()
            except OSError as exc:
                self.note = self.tr("The unfinished game could not be put aside: {0}.").format(
                    exc.strerror or exc
                )
        elif found.problems:
            text = "\n\n".join([*problem_lines(found.problems), self.tr("A new game starts.")])
            if resume is None:
                QMessageBox.warning(w, self.tr("A saved game was damaged"), text)
            self.note = self.note or text.replace("\n\n", " ")
        if interactive and not self.prefs.found and found.game is None and not self.second_copy:
            from ..dialogs.welcome import show_welcome  # only a first launch needs it

            self.welcome = show_welcome(w)
            self._tell()
            return
        w.start_game(w.setup)
        self._tell()

    def _tell(self) -> None:
        if self.note:
            self.window.statusBar().showMessage(self.note, 20000)


def start_session(
    window: MainWindow,
    *,
    store: SaveStore | None = None,
    settings_dir: str | os.PathLike[str] | None = None,
    resume: bool | None = None,
    autosave: bool = True,
    interactive: bool | None = None,
) -> Session:
    """Restore the preferences, lock the store, and put the first game on the table (or the
    welcome). ``interactive`` (default: when ``resume`` is None, the player answers): the
    welcome, the second-copy notice and the questions before a game in progress is left."""
    prefs = Preferences(window, Path(settings_dir) if settings_dir is not None else None)
    prefs.apply()
    if autosave and store is None:
        store = SaveStore()
    session = Session(window, store if autosave else None, prefs)
    window.files.attach(session.store, prefs)
    asking = resume is None if interactive is None else interactive
    session.start(resume, asking)
    if asking:
        window.keeper.enable()  # after every other close handler: it asks before they act
    return session
