"""What keeps a game from ever being lost, seen from the window: Game ▸ Open, Open Recent,
Unfinished games, Save, Save As; the autosave after every change. The file dialogs start in the
saves folder (:func:`paths.saves_dir`).

The window owns one ``FileActions`` and puts its actions in the Game menu; before a game in
progress leaves the table the window is asked (``allow``), and a finished game opened from the
recent files is shown by the window's replay (``watch``). Without a store (``attach`` not
called, as in most tests) nothing is written on its own; the app attaches the user's
:class:`SaveStore` and preferences.
A file the player opens is checked by :func:`save_files.load_file`; when it is damaged it is
renamed (never deleted), the player is told what is wrong, a backup is offered when one exists,
and the game on the table stays as it was.
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox

from ...model.record import GameRecord
from ...model.save_format import SUFFIX, DamagedSaveError, LoadedGame, SaveError, game_key
from ...storage.paths import data_dir, saves_dir
from ...storage.save_files import SaveSlot, load_file, quarantine
from ...storage.save_store import SaveStore
from ...words.trouble import file_problem, save_problem
from ..dialogs.unfinished_games import fill_unfinished
from ..dialogs.unsaved import OPEN
from .autosaver import Autosaver

if TYPE_CHECKING:
    from ...session.game_model import GameModel
    from .preferences import Prefs

translate = QCoreApplication.translate
RECENT_MAX = 8
FILE_BACKUPS = 1  # saving over a file keeps the previous version as "<name>.1.bak"


def file_filter() -> str:
    return translate("Files", "San Francisco games (*{0})").format(SUFFIX)


def with_suffix(path: Path) -> Path:
    """``path`` ending in ``.sfgame.json`` (a bare ``.json`` or ``.sfgame`` is completed)."""
    name = path.name
    if name.endswith(SUFFIX):
        return path
    for partial in (".sfgame", ".json"):
        if name.endswith(partial):
            name = name[: -len(partial)]
            break
    return path.with_name(name + SUFFIX)


def newest_backup(path: Path) -> Path | None:
    """The newest backup kept beside ``path`` by an earlier save, if any."""
    return next((p for p in SaveSlot(path, FILE_BACKUPS + 2).backup_paths() if p.is_file()), None)


def recent_entry(path: Path) -> str:
    """How ``path`` is kept in the recent list: resolved when the system can (a symlink loop
    or a name the system refuses cannot be resolved; its absolute form is kept then)."""
    try:
        return str(path.resolve())
    except (OSError, RuntimeError, ValueError):
        return str(path.absolute())


def written_at(path: Path) -> str:
    """When ``path`` was last written, as a save file says it (ISO, UTC; "" if unknown)."""
    try:
        moment = dt.datetime.fromtimestamp(path.stat().st_mtime, dt.UTC)
    except (OSError, ValueError, OverflowError):
        return ""
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def modified_text(path: Path) -> str:
    """When ``path`` was last written, as "2025-01-01 12:30" ("" if it cannot be told)."""
    try:
        return dt.datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
    except (OSError, ValueError):
        return ""


class FileActions(QObject):
    """Open, Save, Recent and Unfinished games for the game of ``model`` in ``window``, and its
    autosave. ``allow(why)``: may the game in progress leave the table (:mod:`dialogs.unsaved`);
    ``watch(record, path, saved_at)``: show a finished game without taking the table."""

    saved = Signal()  # the game was written to its file, or a game came on the table

    def __init__(
        self,
        model: GameModel,
        window: QMainWindow,
        allow: Callable[[str], bool],
        watch: Callable[[GameRecord, Path, str], object],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.model = model
        self.allow = allow
        self.watch = watch
        self.store: SaveStore | None = None
        self.saver: Autosaver | None = None
        self.prefs: Prefs | None = None
        self.path: Path | None = None  # the file this game was opened from or last saved to
        self.saved_record: GameRecord | None = None  # what that file holds
        self.recent: list[str] = []
        self.gui_costs: list[float] = []  # seconds the GUI thread spent per autosave request
        self._opening: Path | None = None
        self._build()
        self.retranslate()
        self.model.history_changed.connect(self._on_history_changed)
        window.installEventFilter(self)

    # ------------------------------------------------------------------ building

    def _build(self) -> None:
        """``act_open``, ``menu_recent``, ``menu_unfinished``, ``act_save``, ``act_save_as``
        (the window places them in its Game menu)."""
        w = self.window
        self.act_open = QAction(w)
        self.act_open.setShortcut(QKeySequence.StandardKey.Open)
        self.act_open.triggered.connect(self.open)
        self.menu_recent = QMenu(w)
        self.menu_recent.setObjectName("recent-menu")
        self.menu_recent.aboutToShow.connect(self._fill_recent)
        self.menu_unfinished = QMenu(w)
        self.menu_unfinished.setObjectName("unfinished-menu")
        self.menu_unfinished.aboutToShow.connect(self._fill_unfinished)
        self.act_save = QAction(w)
        self.act_save.setShortcut(QKeySequence.StandardKey.Save)
        self.act_save.triggered.connect(self.save)
        self.act_save_as = QAction(w)
        self.act_save_as.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.act_save_as.triggered.connect(self.save_as)

    def retranslate(self) -> None:
        self.act_open.setText(self.tr("&Open…"))
        self.act_open.setStatusTip(self.tr("Continue a game saved in a file"))
        self.menu_recent.setTitle(self.tr("Open R&ecent"))
        self.menu_unfinished.setTitle(self.tr("&Unfinished games"))
        self.menu_unfinished.menuAction().setStatusTip(self.tr("Go back to a game left before its end"))
        self.act_save.setText(self.tr("&Save"))
        self.act_save.setStatusTip(self.tr("Save this game to its file"))
        self.act_save_as.setText(self.tr("Save &As…"))
        self.act_save_as.setStatusTip(self.tr("Save this game to a new file"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            if event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
            elif event.type() == QEvent.Type.Close:
                self.close()
        return False

    # ------------------------------------------------------------------ the store

    @property
    def autosaves(self) -> bool:
        """The autosave keeps this game (a store is attached)."""
        return self.saver is not None

    def attach(self, store: SaveStore | None, prefs: Prefs | None = None) -> None:
        """Save to ``store`` after every change from now on; keep the recent files in ``prefs``."""
        self.store = store
        if store is not None and self.saver is None:
            self.saver = Autosaver(store, self)
            self.saver.failed.connect(self._on_autosave_failed, Qt.ConnectionType.QueuedConnection)
        self.prefs = prefs
        if prefs is not None:
            self.recent = list(prefs.settings.recent_files)

    def close(self) -> None:
        """Write what is queued (the window is closing)."""
        if self.saver is not None:
            self.saver.close()

    def _on_history_changed(self, why: str) -> None:
        if why == "start":
            self.path = self._opening
            self.saved_record = self.model.record if self._opening is not None else None
            self.saved.emit()
        if self.saver is None or why == "filed":
            return  # "filed": an online game's verified record, kept with the finished games
        if not self.model.players.autosaved:  # the server keeps it (and the seat book its seat)
            if why == "start":
                self.saver.abandon()  # the game in progress here is put aside, not lost
            return
        start = time.perf_counter()
        record, state = self.model.record, self.model.state
        if why == "start":
            if state.is_over:
                pass  # a finished game opened to look at: it is not this app's game to file
            elif not record.actions:
                self.saver.abandon()  # a new game: the unfinished one is put aside, not lost
            else:
                self.saver.autosave(record, state)
        elif state.is_over and why == "action":
            self.saver.finish(record, state)
        else:
            self.saver.autosave(record, state)
        self.gui_costs.append(time.perf_counter() - start)

    def _on_autosave_failed(self, reason: str) -> None:
        self.window.statusBar().showMessage(
            self.tr("The game could not be saved automatically: {0}. Use Game ▸ Save As to keep it.").format(
                reason
            ),
            15000,
        )

    # ------------------------------------------------------------------ saving

    def save(self) -> bool:
        """Save to this game's file (asking for one the first time)."""
        if self.path is None:
            return self.save_as()
        return self.write(self.path)

    def save_as(self) -> bool:
        if not self.model.has_game:
            return False
        name, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Save game"), str(self._suggested_path()), file_filter()
        )
        return bool(name) and self.write(with_suffix(Path(name)))

    def write(self, path: Path) -> bool:
        """Write the game to ``path`` atomically (the previous version becomes its backup)."""
        try:
            if path.exists() and not path.is_file():
                raise IsADirectoryError(0, self.tr("there is a folder or another non-file of that name"))
            SaveSlot(path, FILE_BACKUPS).write(self.model.record, self.model.state)
        except (OSError, ValueError) as exc:
            reason = file_problem(exc)
            QMessageBox.warning(
                self.window,
                self.tr("Cannot save the game"),
                self.tr("The game could not be saved to “{0}”: {1}.").format(path, reason),
            )
            return False
        self.path = path
        self.saved_record = self.model.record
        self.saved.emit()
        self._remember(path)
        self.window.statusBar().showMessage(self.tr("Saved to “{0}”.").format(path.name), 5000)
        return True

    def holds(self, record: GameRecord) -> bool:
        """True when this game's file holds ``record`` as it stands (nothing would be lost)."""
        return self.saved_record is not None and self.saved_record == record

    def _suggested_path(self) -> Path:
        if self.path is not None and self.path.parent.is_dir():
            return self.path
        stamp = dt.datetime.now().strftime("%Y-%m-%d %H.%M")
        title = self.tr("San Francisco")
        return start_folder() / f"{title} {stamp}{SUFFIX}"

    # ------------------------------------------------------------------ opening

    def open(self) -> bool:
        if not self.allow(OPEN):
            return False
        name, _ = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Open game"),
            str(start_folder()),
            ";;".join((file_filter(), self.tr("All files (*)"))),
        )
        return bool(name) and self.open_path(Path(name))

    def open_path(self, path: Path, *, keep_name: Path | None = None) -> bool:
        """Load ``path`` and put it on the table; on any problem tell the player and keep the
        current game. ``keep_name``: the file to save to from now on (when opening a backup)."""
        try:
            game = load_file(path)
        except SaveError as exc:
            return self._open_failed(path, exc)
        self.show_game(game, keep_name or path)
        self._remember(keep_name or path)
        return True

    def open_recent(self, path: Path) -> bool:
        """A recent file: a finished game opens in the replay view (the game on the table stays),
        any other on the table, once the player has said what becomes of the game in progress."""
        try:
            game = load_file(path)
        except SaveError as exc:
            return self._open_failed(path, exc)
        if game.state.is_over:
            self.watch(game.record, path, game.saved_at)
        elif not self.allow(OPEN):
            return False
        else:
            self.show_game(game, path)
        self._remember(path)
        return True

    def show_game(self, game: LoadedGame, path: Path | None) -> None:
        """Put a loaded game on the table; ``path`` is where Save writes it."""
        self.window.statusBar().showMessage(
            self.tr("Opened “{0}”.").format(path.name) if path else self.tr("Game resumed."), 5000
        )
        self._opening = path
        try:
            self.model.load_record(game.record)
        finally:
            self._opening = None

    def _open_failed(self, path: Path, exc: SaveError) -> bool:
        lines = [save_problem(exc)]
        if isinstance(exc, DamagedSaveError) and path.is_file():
            try:
                kept = quarantine(path)
            except OSError:
                pass
            else:
                lines.append(self.tr("It was renamed “{0}” so that nothing is lost.").format(kept.name))
        lines.append(self.tr("The game on the table goes on as it was."))
        if not path.is_file():
            self._forget(path)
        backup = newest_backup(path)
        title = self.tr("Cannot open the game")
        if backup is not None:
            when = modified_text(backup)
            lines.append(self.tr("A backup saved on {0} exists. Open the backup instead?").format(when))
            answer = QMessageBox.question(
                self.window,
                title,
                "\n\n".join(lines),
                QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Open,
            )
            if answer == QMessageBox.StandardButton.Open:
                return self.open_path(backup, keep_name=path)
            return False
        QMessageBox.warning(self.window, title, "\n\n".join(lines))
        return False

    # ------------------------------------------------------------------ recent files

    def _remember(self, path: Path) -> None:
        entry = recent_entry(path)
        if not entry.isprintable() or entry != entry.encode("utf-8", "replace").decode("utf-8"):
            return  # a name the settings file (UTF-8 text) cannot hold: not listed, still saved
        self.recent = [entry, *(p for p in self.recent if p != entry)][:RECENT_MAX]
        self._store_recent()

    def _forget(self, path: Path) -> None:
        entry = recent_entry(path)
        if entry in self.recent:
            self.recent.remove(entry)
            self._store_recent()

    def _store_recent(self) -> None:
        if self.prefs is not None:
            self.prefs.update(recent_files=tuple(self.recent))

    def _fill_recent(self) -> None:
        """The recent files that still exist (the others are dropped from the list)."""
        present = [p for p in self.recent if Path(p).is_file()]
        if present != self.recent:
            self.recent = present
            self._store_recent()
        menu = self.menu_recent
        menu.clear()
        for i, entry in enumerate(present, 1):
            name = Path(entry).name.removesuffix(SUFFIX).replace("&", "&&")
            act = menu.addAction(f"&{i} {name}" if i < 10 else name)
            act.setStatusTip(entry)
            act.setToolTip(entry)
            act.triggered.connect(lambda _=False, p=entry: self.open_recent(Path(p)))
        if not present:
            empty = menu.addAction(self.tr("No recent games"))
            empty.setEnabled(False)
            return
        menu.addSeparator()
        menu.addAction(self.tr("&Clear the list"), self._clear_recent)

    def _clear_recent(self) -> None:
        self.recent = []
        self._store_recent()

    # ------------------------------------------------------------------ games put aside

    def _fill_unfinished(self) -> None:
        m = self.model
        on_table = game_key(m.record) if m.has_game else None
        games = self.store.unfinished_games(skip=on_table) if self.store is not None else []
        fill_unfinished(self.menu_unfinished, games, self.resume_unfinished)

    def resume_unfinished(self, game: LoadedGame) -> bool:
        """Put a game that was put aside back on the table; it has no file of its own yet (Save
        asks for one) and the autosave keeps it from now on."""
        if not self.allow(OPEN):
            return False
        self.show_game(game, None)
        return True


def start_folder() -> Path:
    """Where Save As and Open start: the saves folder (made when missing), else the data
    folder, else the home folder; never the current directory."""
    for folder in (saves_dir(), data_dir()):
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            continue
        return folder.resolve()
    return Path.home()
