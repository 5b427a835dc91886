"""The player's games on disk: the autosave with its backups, finished and abandoned games.

:class:`SaveStore` is what the GUI needs to keep a game across runs; the files it writes are
save files of :mod:`sf_desktop.model.save_format`, written by :mod:`.save_files`.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
from pathlib import Path

import attrs

from ..model.record import GameRecord
from ..model.save_format import (
    SUFFIX,
    LoadedGame,
    NewerSaveError,
    SaveError,
    UnreadableSaveError,
    document_key,
    game_key,
    now_text,
    parse_bytes,
)
from ..model.state import GameState
from .paths import data_dir
from .save_files import (
    SaveSlot,
    atomic_write,
    load_file,
    quarantine,
    read_bounded,
    remove_stale_temps,
    replace_file,
    save_file,
)

log = logging.getLogger(__name__)


def _is_store_name(name: object) -> bool:
    """A file name this store makes for a game (nothing else is moved on a note's word)."""
    return (
        isinstance(name, str) and name.endswith(SUFFIX) and _safe_name(name[: -len(SUFFIX)]) + SUFFIX == name
    )


def _safe_name(key: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]", "_", key)[:64] or "game"


@attrs.frozen
class Resume:
    """What :meth:`SaveStore.find_resume` found. ``game`` is None when there is nothing to
    resume; ``problems`` lists the files that were damaged and set aside (tell the player)."""

    game: LoadedGame | None
    problems: tuple[SaveError, ...] = ()
    source: Path | None = None
    from_backup: bool = False


class SaveStore:
    """The autosave of the game in progress, its backups, and the records of finished games.

    Layout of ``folder``: ``autosave.sfgame.json`` and ``autosave.sfgame.json.<n>.bak``;
    ``finished/<game id>.sfgame.json``; ``abandoned/<game id>.sfgame.json``; damaged files
    renamed ``<name>.damaged-<time>`` beside where they were.
    """

    AUTOSAVE = "autosave" + SUFFIX
    ABANDONING = "abandoning.json"  # written before an abandon moves anything, removed after

    def __init__(self, folder: str | os.PathLike[str] | None = None, backups: int = 3) -> None:
        self.folder = Path(folder) if folder is not None else data_dir()
        self.slot = SaveSlot(self.folder / self.AUTOSAVE, backups)
        self.finished_dir = self.folder / "finished"
        self.abandoned_dir = self.folder / "abandoned"
        self._game: str | None = None  # key of the game in the autosave, once known

    # -- the game in progress

    def autosave(self, record: GameRecord, state: GameState | None = None) -> Path:
        """Save after a completed action (``state`` = the state after it, to skip a replay).

        A record of another game than the one in the autosave first files that one under
        ``abandoned/``, so backups never mix two games.
        """
        key = game_key(record)
        if self._game is None:
            self._game = self._peek_key()
        if self._game is not None and self._game != key:
            self.abandon()
        self._game = key
        return self.slot.write(record, state)

    def find_resume(self) -> Resume:
        """The newest loadable autosave (falling back to the backups) for "Resume your game?".

        Damaged files met on the way are set aside and listed in ``problems``. A finished
        game found there is filed under ``finished/`` and not offered.
        """
        with contextlib.suppress(OSError):
            self._complete_abandon()
        with contextlib.suppress(OSError):
            self.slot.recover()
        found = self.slot.load()
        game = found.game
        if game is not None and game.state.is_over:
            try:
                self.finish(game.record, game.state)
            except OSError as exc:  # filed at a later start; the autosave keeps it meanwhile
                log.warning("a finished game could not be filed under %s: %s", self.finished_dir, exc)
            return Resume(None, found.problems)
        if game is not None:
            self._game = game_key(game.record)
        return Resume(game, found.problems, found.source, found.from_backup)

    def abandon(self) -> Path | None:
        """Put the unfinished game aside (``abandoned/``) and clear the autosave and backups.

        All or nothing for the player: a note naming the file to move and where is written
        (atomically) before anything moves, and removed once all is done; a start that finds
        the note finishes the job (:meth:`find_resume`), so a kill half-way never brings the
        abandoned game back.
        """
        newest = next((p for p in self.slot.paths() if p.exists()), None)
        target = None
        if newest is not None:
            key = self._peek_key(newest) or now_text().replace(":", "")
            target = self.abandoned_dir / f"{_safe_name(key)}{SUFFIX}"
            note = {"source": newest.name, "target": target.name}
            atomic_write(self.folder / self.ABANDONING, json.dumps(note).encode())
        self._move_and_clear(newest, target)
        return target

    def _move_and_clear(self, source: Path | None, target: Path | None) -> None:
        if source is not None and target is not None and source.exists():
            self.abandoned_dir.mkdir(parents=True, exist_ok=True)
            replace_file(source, target)
        self.slot.clear()
        with contextlib.suppress(FileNotFoundError):
            (self.folder / self.ABANDONING).unlink()
        self._game = None

    def _complete_abandon(self) -> None:
        """Finish an abandon that a kill interrupted (see :meth:`abandon`)."""
        path = self.folder / self.ABANDONING
        remove_stale_temps(self.folder, self.ABANDONING)  # a note cut short: nothing had moved
        if not path.exists():
            return
        try:
            note = json.loads(read_bounded(path, 4096))
            source, target = note["source"], note["target"]
        except (SaveError, ValueError, KeyError, TypeError, RecursionError):
            path.unlink()  # not a note this app wrote: nothing is moved on its word
            return
        names = {p.name for p in self.slot.paths()}
        if not (isinstance(source, str) and source in names and _is_store_name(target)):
            path.unlink()
            return
        self._move_and_clear(self.folder / source, self.abandoned_dir / target)

    def clear_autosave(self) -> None:
        """Remove the autosave and its backups (the game is over or was filed elsewhere)."""
        self.slot.clear()
        self._game = None

    # -- finished games

    def finish(self, record: GameRecord, state: GameState | None = None) -> Path:
        """File a finished game's record under ``finished/`` and clear the autosave.

        The file is named by the game's id, so filing the same game again replaces it. All or
        nothing for the player: the finished state is autosaved first, so a kill before the
        autosave is cleared leaves a finished game there, which the next start files
        (:meth:`find_resume`) instead of offering the state before the last decision.
        """
        target = self.finished_path(record)
        ours = self._peek_key() in (None, game_key(record))
        if ours:
            self.slot.write(record, state)
        save_file(target, record, state)
        with contextlib.suppress(OSError):  # an older copy put aside earlier is over now
            (self.abandoned_dir / target.name).unlink(missing_ok=True)
        if ours:
            self.clear_autosave()
        return target

    def file_finished(self, record: GameRecord, state: GameState | None = None) -> Path:
        """File a finished game that was never in the autosave (an online game, whose record
        the server kept): only ``finished/`` is written, the game in progress stays."""
        target = self.finished_path(record)
        save_file(target, record, state)
        return target

    def finished_path(self, record: GameRecord) -> Path:
        """Where :meth:`finish` files ``record``."""
        return self.finished_dir / f"{_safe_name(game_key(record))}{SUFFIX}"

    def finished_games(self) -> list[LoadedGame]:
        """Every finished game that loads (damaged ones are set aside), oldest first."""
        games = []
        if self.finished_dir.is_dir():
            for path in sorted(self.finished_dir.glob(f"*{SUFFIX}")):
                try:
                    games.append(load_file(path))
                except (UnreadableSaveError, NewerSaveError):  # a newer version's game stays as it is
                    continue
                except SaveError:
                    with contextlib.suppress(OSError):
                        quarantine(path)
        games.sort(key=lambda g: g.saved_at)
        return games

    # -- games put aside

    def unfinished_games(self, limit: int = 10, skip: str | None = None) -> list[tuple[Path, LoadedGame]]:
        """The games put aside under ``abandoned/`` that load, newest first (damaged ones are set
        aside), at most ``limit``; ``skip`` is the key of a game to leave out (the one on the table)."""
        if not self.abandoned_dir.is_dir():
            return []
        paths = []
        for path in self.abandoned_dir.glob(f"*{SUFFIX}"):
            with contextlib.suppress(OSError):
                paths.append((path.stat().st_mtime, path))
        games = []
        for _, path in sorted(paths, reverse=True):
            try:
                game = load_file(path)
            except (UnreadableSaveError, NewerSaveError):  # a newer version's game stays as it is
                continue
            except SaveError:
                with contextlib.suppress(OSError):
                    quarantine(path)
                continue
            if game.state.is_over or game_key(game.record) == skip:
                continue
            games.append((path, game))
            if len(games) >= limit:
                break
        return games

    def _peek_key(self, path: Path | None = None) -> str | None:
        """The game key of a save file, read without replaying it (None if unreadable)."""
        path = path or self.slot.path
        try:
            return document_key(parse_bytes(read_bounded(path)))
        except SaveError:
            return None
