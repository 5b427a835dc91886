"""The first game of a session: resume the unfinished one with one click, or start afresh.

On start the user's :class:`SaveStore` is asked for an unfinished game. When there is one, the
player is asked (:class:`ResumeDialog`); New game puts it aside under ``abandoned/``. With
nothing to resume the window opens straight into a new game with the last seats; on the very
first launch (no settings, no autosave) it shows the welcome instead, and nothing starts until
the player chooses.

A lock on the data folder keeps a second copy of the app from overwriting the first one's
autosave: the second one says so in a dialog (close it, or play without saving on its own).
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLockFile, QObject
from PySide6.QtWidgets import QMessageBox

from ..session.ratings import person_rating
from ..storage.save_files import quarantine
from ..storage.save_store import Resume, SaveStore
from ..storage.stats import compute
from ..views.dialogs.resume import SecondCopyDialog, ask_resume, problem_lines
from ..views.window.preferences import Preferences

if TYPE_CHECKING:
    from ..views.dialogs.welcome import WelcomePanel
    from ..views.window.main_window import MainWindow

LOCK_NAME = "sf-desktop.lock"


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
        self.welcome: WelcomePanel | None = None  # the first launch's welcome, if shown
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
        path = store.folder / LOCK_NAME
        with contextlib.suppress(OSError):
            if (path.exists() or path.is_symlink()) and not stat.S_ISREG(path.lstat().st_mode):
                quarantine(path)  # a pipe there hung the start, a folder looked like a second copy
        lock = QLockFile(str(path))
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

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
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
        if w.online.comes_back():  # the online game that was on the table comes back there
            self.note = self.note or self.tr("Reconnecting to your online game…")
            self._tell()
            return
        if interactive and not self.prefs.found and found.game is None and not self.second_copy:
            self.welcome = w.show_welcome()
            if self.store is not None:  # games finished before (preferences lost): the even level
                self.welcome.suggest(person_rating(compute(self.store.finished_games()).games))
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
    prefs = Preferences(Path(settings_dir) if settings_dir is not None else None, window)
    window.remember(prefs)
    if autosave and store is None:
        store = SaveStore()
    session = Session(window, store if autosave else None, prefs)
    window.files.attach(session.store, prefs)
    window.online.attach(prefs, session.store)  # the online games of an earlier run come back
    asking = resume is None if interactive is None else interactive
    session.start(resume, asking)
    if asking:
        window.keeper.enable()  # after every other close handler: it asks before they act
    return session
