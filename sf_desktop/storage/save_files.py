"""Save files on disk: bounded reading, atomic writes, quarantine, and a file with backups.

The bytes are the save format of :mod:`sf_desktop.model.save_format`; this module makes them
survive crashes and kills: a write leaves either the old file or the new one, a bad file is
set aside (never deleted), and :class:`SaveSlot` keeps the previous saves as rotated backups.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import glob
import os
import shutil
import stat
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import attrs

from ..model.record import GameRecord
from ..model.save_format import (
    MAX_FILE_BYTES,
    DamagedSaveError,
    LoadedGame,
    SaveError,
    UnreadableSaveError,
    encode,
    load_bytes,
)
from ..model.state import GameState

REPLACE_ATTEMPTS = 20  # Windows: another process (antivirus, indexer) may hold the target
REPLACE_DELAY = 0.05
RETRY_REPLACE = sys.platform == "win32"


# ---------------------------------------------------------------------------- reading


def read_bounded(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """At most ``limit + 1`` bytes of a regular file (one more than allowed, to tell "too big")."""
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableSaveError("it is not a regular file", path)
        if info.st_size > limit:
            raise DamagedSaveError(f"it is too large ({info.st_size:,} bytes; at most {limit:,})", path)
        with path.open("rb") as f:
            return f.read(limit + 1)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise UnreadableSaveError(reason[0].lower() + reason[1:], path, exc.errno) from None
    except ValueError:  # a name the system cannot take (a NUL byte, a lone surrogate)
        raise UnreadableSaveError("the system cannot use its name", path) from None


def load_file(path: str | os.PathLike[str], *, wrapped: bool = False) -> LoadedGame:
    """Read, check and replay a save file. Never renames or changes it (see :func:`quarantine`)."""
    path = Path(path)
    return load_bytes(read_bounded(path), path, wrapped=wrapped)


# ---------------------------------------------------------------------------- atomic files


def replace_file(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
    """``os.replace``, retried for a moment on Windows while another process holds ``dst``."""
    attempts = REPLACE_ATTEMPTS if RETRY_REPLACE else 1
    for attempt in range(attempts):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(REPLACE_DELAY)


def _fsync_dir(folder: Path) -> None:
    """Make a rename survive a power cut (POSIX; Windows has no directory handles for this)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


TEMP_SUFFIX = ".tmp"


def atomic_write(
    path: str | os.PathLike[str], data: bytes, before_replace: Callable[[], None] | None = None
) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old file or the new one.

    A temporary file in the same folder is written, flushed and fsynced, then renamed over
    ``path`` (``before_replace`` runs just before that, e.g. to rotate backups).
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if before_replace is not None:
            before_replace()
        replace_file(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(path.parent)


def temp_paths(path: Path) -> list[Path]:
    """The temporary files :func:`atomic_write` makes for ``path`` (left behind by a kill)."""
    return sorted(path.parent.glob(f".{path.name}.*{TEMP_SUFFIX}"))


def remove_stale_temps(folder: Path, name: str) -> None:
    """Temporary files left by a write that was killed half-way."""
    for tmp in temp_paths(folder / name):
        with contextlib.suppress(OSError):
            tmp.unlink()


def _aside(path: Path) -> Path:
    """A free ``<name>.damaged-<UTC time>`` beside ``path``."""
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%S%fZ")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    return target


def quarantine(path: Path) -> Path:
    """Set a bad file aside as ``<name>.damaged-<UTC time>`` (never deleted); the new path."""
    target = _aside(path)
    replace_file(path, target)
    return target


def keep_copy(path: Path) -> Path:
    """Copy a file that is read only in part to ``<name>.damaged-<UTC time>``, before the part
    read is written back over it; the copy's path (an earlier copy when one holds the same
    bytes: a file read twice, or at every start until it is written, is kept once)."""
    try:
        data = read_bounded(path)
    except SaveError as exc:  # gone or changed since it was read: the caller's OSError
        raise OSError(str(exc)) from None
    for earlier in path.parent.glob(f"{glob.escape(path.name)}.damaged-*"):
        with contextlib.suppress(OSError):
            if earlier.stat().st_size == len(data) and earlier.read_bytes() == data:
                return earlier
    target = _aside(path)
    shutil.copyfile(path, target)
    return target


def save_file(path: str | os.PathLike[str], record: GameRecord, state: GameState | None = None) -> Path:
    """Write a save file atomically (for "Save as..."); ``state`` saves a replay when given."""
    path = Path(path)
    atomic_write(path, encode(record, state))
    return path


# ---------------------------------------------------------------------------- a file with backups


@attrs.frozen
class SlotLoad:
    """What :meth:`SaveSlot.load` found: the newest good game (or None) and what was wrong
    with the newer files it set aside on the way."""

    game: LoadedGame | None
    problems: tuple[SaveError, ...] = ()
    source: Path | None = None  # the file the game came from

    @property
    def from_backup(self) -> bool:
        return self.game is not None and self.source is not None and ".bak" in self.source.name


class SaveSlot:
    """One save file and its rotated backups: ``name``, ``name.1.bak`` (one save older), ..."""

    def __init__(self, path: str | os.PathLike[str], backups: int = 3) -> None:
        self.path = Path(path)
        self.backups = backups

    def backup_paths(self) -> list[Path]:
        return [self.path.with_name(f"{self.path.name}.{i}.bak") for i in range(1, self.backups + 1)]

    def paths(self) -> list[Path]:
        """The file, then its backups, newest first."""
        return [self.path, *self.backup_paths()]

    def _rotate(self) -> None:
        """Move each file one backup down, as far as the first free place (the oldest backup
        drops out when there is none): a rotation cut short by a kill is completed, not
        repeated, so no backup is lost to it."""
        chain = self.paths()
        free = next((i for i, p in enumerate(chain) if not p.exists()), len(chain) - 1)
        for i in range(free - 1, -1, -1):
            replace_file(chain[i], chain[i + 1])

    def write(self, record: GameRecord, state: GameState | None = None) -> Path:
        """Save atomically; the previous saves move one backup down."""
        atomic_write(self.path, encode(record, state), self._rotate if self.backups else None)
        return self.path

    def recover(self) -> Path | None:
        """Finish a write that was killed after its temporary file was complete.

        :func:`atomic_write` fsyncs the temporary file, rotates the backups, then renames it.
        A kill between those steps leaves the newest save only in the temporary file. One that
        loads (checksum and replay) and is at least as new as every file of the slot is put in
        place now, as the write would have done; it is the path then. Temporary files that do
        not load, or are older, are removed: a newer good save is never deleted.
        """
        newest = max((p.stat().st_mtime_ns for p in self.paths() if p.is_file()), default=None)
        best: tuple[int, Path] | None = None
        stale = []
        for tmp in temp_paths(self.path):
            try:
                load_file(tmp)
                written = tmp.stat().st_mtime_ns
            except (SaveError, OSError):
                stale.append(tmp)
                continue
            if newest is not None and written < newest:
                stale.append(tmp)
            elif best is None or written >= best[0]:
                if best is not None:
                    stale.append(best[1])
                best = (written, tmp)
            else:
                stale.append(tmp)
        for tmp in stale:
            with contextlib.suppress(OSError):
                tmp.unlink()
        if best is None:
            return None
        if self.path.exists() and self.backups:
            self._rotate()
        replace_file(best[1], self.path)
        _fsync_dir(self.path.parent)
        return self.path

    def load(self) -> SlotLoad:
        """The newest file that loads; damaged or too-new ones on the way are set aside."""
        problems: list[SaveError] = []
        for path in self.paths():
            if not path.exists():
                continue
            try:
                game = load_file(path)
            except UnreadableSaveError as exc:
                problems.append(exc)
                continue
            except SaveError as exc:
                problems.append(exc)
                with contextlib.suppress(OSError):
                    quarantine(path)
                continue
            return SlotLoad(game, tuple(problems), path)
        return SlotLoad(None, tuple(problems), None)

    def clear(self) -> None:
        """Remove the file and its backups, the oldest first: a kill half-way leaves the
        newest save as it was (a finished game there is filed again at the next start),
        never an older backup as the newest file."""
        for path in reversed(self.paths()):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
