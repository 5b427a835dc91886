"""Save files on disk: bounded reading, migrations, atomic writes, backups and the autosave.

A save file is the game record of :mod:`record` (format in ``docs/save-format.md``). Loading
never executes anything from the file: it is parsed as JSON within fixed limits, migrated to
the current schema, checked field by field, its checksum verified, its actions replayed through
the rules and the result compared with the snapshot saved with it. Anything wrong is a
:class:`SaveError` whose message is a sentence for the player.

The GUI needs three objects: :class:`SaveStore` (the autosave, its backups and the finished
games in the user data folder), :func:`load_file` / :func:`save_file` for files the player
picks, and :func:`new_record` to start a game.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import json
import os
import re
import stat
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import attrs

from ..storage.paths import data_dir
from .actions import action_to_json
from .earlier_rules import write_in_automatic_ends
from .record import (
    FORMAT,
    SCHEMA_VERSION,
    GameRecord,
    RecordError,
    Seat,
    canonical_json,
    check_snapshot,
    checksum,
    snapshot,
)
from .state import GameState

SUFFIX = ".sfgame.json"

MAX_FILE_BYTES = 1_000_000  # a long game is about 30 kB; read at most this much
MAX_DEPTH = 8  # nesting of arrays and objects (a record needs 4)
MAX_STRING_CHARS = 10_000  # any one JSON string, escapes included
MAX_NUMBER_CHARS = 40  # any one JSON number

REPLACE_ATTEMPTS = 20  # Windows: another process (antivirus, indexer) may hold the target
REPLACE_DELAY = 0.05
RETRY_REPLACE = sys.platform == "win32"


# ---------------------------------------------------------------------------- errors


class SaveError(Exception):
    """A save file that cannot be used. ``str(error)`` is a sentence for the player;
    ``reason`` is the part after the file name; ``path`` is the file, when known."""

    verdict = "cannot be used"

    def __init__(self, reason: str, path: Path | None = None) -> None:
        self.reason = reason
        self.path = path
        super().__init__(self.message)

    @property
    def message(self) -> str:
        name = f"The save file “{self.path.name}”" if self.path else "The save file"
        text = f"{name} {self.verdict}: {self.reason}"
        return text if text.endswith(".") else text + "."

    def __str__(self) -> str:
        return self.message


class DamagedSaveError(SaveError):
    """The contents are broken: not JSON, wrong fields, a checksum or replay that fails."""

    verdict = "is damaged"


class NewerSaveError(SaveError):
    """Written by a newer version of the app, whose format this one does not know."""

    verdict = "was written by a newer version of SF Desktop"


class UnreadableSaveError(SaveError):
    """The system would not let us read the file (missing, no permission, not a file)."""

    verdict = "cannot be read"


# ---------------------------------------------------------------------------- what a load gives


@attrs.frozen
class LoadedGame:
    """A save file that passed every check: the record and the state it replays to."""

    record: GameRecord
    state: GameState
    path: Path | None = None
    schema: int = SCHEMA_VERSION  # the schema the file was written in (before migration)
    app_version: str = ""
    saved_at: str = ""


# ---------------------------------------------------------------------------- bounded parsing

# A JSON string (escapes included, no backtracking) or one bracket.
_TOKEN = re.compile(r'"(?:[^"\\]++|\\.)*+"|[\[\]{}]', re.S)


def _scan(text: str) -> None:
    """Refuse deep nesting and huge strings before the parser sees them."""
    depth = 0
    for match in _TOKEN.finditer(text):
        token = match.group()
        first = token[0]
        if first == '"':
            if len(token) > MAX_STRING_CHARS + 2:
                raise DamagedSaveError(
                    f"it holds a text of {len(token) - 2} characters (at most {MAX_STRING_CHARS})"
                )
        elif first in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise DamagedSaveError(f"its data is nested more than {MAX_DEPTH} levels deep")
        else:
            depth -= 1


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"the key {key[:40]!r} appears twice in one object")
        out[key] = value
    return out


def _parse_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise ValueError(f"it holds a number of {len(text)} digits")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text) if len(text) <= MAX_NUMBER_CHARS else float("inf")
    if value in (float("inf"), float("-inf")):
        raise ValueError("it holds a number too large to read")
    return value


def _parse_constant(name: str) -> Any:
    raise ValueError(f"it holds {name}, which is not a JSON number")


def parse_bytes(raw: bytes, path: Path | None = None) -> Any:
    """The JSON value in ``raw``, within the limits above (``DamagedSaveError`` otherwise)."""
    try:
        if len(raw) > MAX_FILE_BYTES:
            raise DamagedSaveError(
                f"it is too large ({len(raw):,} bytes or more; at most {MAX_FILE_BYTES:,})"
            )
        if not raw.strip():
            raise DamagedSaveError("it is empty")
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise DamagedSaveError(f"it is not UTF-8 text (bad byte at position {exc.start})") from None
        _scan(text)
        try:
            value = json.loads(
                text,
                object_pairs_hook=_object,
                parse_int=_parse_int,
                parse_float=_parse_float,
                parse_constant=_parse_constant,
            )
        except json.JSONDecodeError as exc:
            if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
                raise DamagedSaveError("it ends too early (the file was cut short)") from None
            raise DamagedSaveError(
                f"it is not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})"
            ) from None
        except (ValueError, RecursionError) as exc:
            raise DamagedSaveError(
                str(exc) if isinstance(exc, ValueError) else "its data is nested too deeply"
            ) from None
        if "\\u" in text:  # an escape may spell half of a UTF-16 pair, which no file can hold
            try:
                json.dumps(value, ensure_ascii=False).encode()
            except UnicodeEncodeError:
                raise DamagedSaveError("it holds a broken character (half of a UTF-16 pair)") from None
        return value
    except SaveError as exc:
        exc.path = path
        exc.args = (exc.message,)
        raise


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
        raise UnreadableSaveError(reason[0].lower() + reason[1:], path) from None
    except ValueError:  # a name the system cannot take (a NUL byte, a lone surrogate)
        raise UnreadableSaveError("the system cannot use its name", path) from None


# ---------------------------------------------------------------------------- migrations

Migration = Callable[[dict[str, Any]], dict[str, Any]]


def _schema1_to_2(doc: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 added ``saved_at``, ``game_id``, ``snapshot`` and ``checksum``. A schema-1 file
    had neither snapshot nor checksum, so both are computed from its replay: such files are
    checked for legality only. The replay follows the rules of schema 2 (a turn ended by
    itself where the earlier contract-token rule ended it, see :func:`_schema2_to_3`)."""
    record = GameRecord.from_body(doc)
    _, state, _ = write_in_automatic_ends(record)
    out = {k: v for k, v in doc.items() if k not in ("snapshot", "checksum")}
    out["schema"] = 2
    out.setdefault("saved_at", "")
    out.setdefault("game_id", "")
    out["snapshot"] = snapshot(state, len(record.actions))
    out["checksum"] = checksum(out)
    return out


def _schema2_to_3(doc: dict[str, Any]) -> dict[str, Any]:
    """Schema 3 records follow the revised contract-token rule (RULES 4): a finalize turn of a
    player who could still spend the token no longer ends by itself, the player stops it. A
    schema-2 record was played under the earlier rule, so a ``stop`` is written in wherever
    that rule ended such a turn. The file's checksum is verified first and its snapshot after
    the replay (the same state, digest and all), then both are written anew for the longer
    list of actions."""
    if doc.get("checksum") != checksum(doc):
        raise RecordError("the checksum does not match the contents (the file was changed or cut)")
    stored = doc.get("snapshot")
    if not isinstance(stored, dict):
        raise RecordError("'snapshot' is missing or is not an object")
    record = GameRecord.from_body(doc)
    record, state, _ = write_in_automatic_ends(record)
    check_snapshot(stored, state)
    out = {k: v for k, v in doc.items() if k != "checksum"}
    out["schema"] = 3
    out["actions"] = [action_to_json(a) for a in record.actions]
    out["snapshot"] = snapshot(state, len(record.actions))
    out["checksum"] = checksum(out)
    return out


# MIGRATIONS[n] turns a document of schema n into one of schema n + 1. Never edit a published
# migration; add the next one (see docs/save-format.md, "Migrations").
MIGRATIONS: dict[int, Migration] = {1: _schema1_to_2, 2: _schema2_to_3}


def migrate(doc: dict[str, Any]) -> dict[str, Any]:
    """The document brought up to :data:`SCHEMA_VERSION`, one migration at a time."""
    schema = doc.get("schema")
    if type(schema) is not int or schema < 1:
        raise DamagedSaveError("its schema version is missing or invalid")
    if schema > SCHEMA_VERSION:
        app = doc.get("app_version")
        app_text = f", app version {app[:20]}" if isinstance(app, str) else ""
        raise NewerSaveError(f"schema {schema}{app_text}; this version reads up to schema {SCHEMA_VERSION}")
    while schema < SCHEMA_VERSION:
        doc = MIGRATIONS[schema](doc)
        if doc.get("schema") != schema + 1:
            raise AssertionError(f"migration from schema {schema} did not reach schema {schema + 1}")
        schema += 1
    return doc


# ---------------------------------------------------------------------------- decode / encode


def decode(data: Any, path: Path | None = None) -> LoadedGame:
    """A parsed JSON value -> a checked, replayed game (``SaveError`` otherwise)."""
    try:
        if not isinstance(data, dict):
            raise DamagedSaveError(f"it holds a JSON {_json_kind(data)}, not a game record")
        if data.get("format") != FORMAT:
            raise DamagedSaveError("it is not a San Francisco game record (its format name is wrong)")
        schema = data.get("schema")
        try:
            doc = migrate(data)
            record = GameRecord.from_json(doc)
            state = record.replay()
            check_snapshot(doc["snapshot"], state)
        except RecordError as exc:
            raise DamagedSaveError(str(exc)) from None
        except RecursionError:
            raise DamagedSaveError("its data is nested too deeply") from None
        return LoadedGame(record, state, path, schema, doc["app_version"], doc["saved_at"])
    except SaveError as exc:
        exc.path = path
        exc.args = (exc.message,)
        raise


def _json_kind(value: Any) -> str:
    return {list: "list", str: "text", int: "number", float: "number", bool: "boolean"}.get(
        type(value), "null"
    )


def load_bytes(raw: bytes, path: Path | None = None, *, wrapped: bool = False) -> LoadedGame:
    """Parse and check the bytes of a save file. ``wrapped`` also accepts a line of
    ``sf-desktop-cli play --json`` (``{"record": {...}, ...}``)."""
    data = parse_bytes(raw, path)
    if wrapped and isinstance(data, dict) and "record" in data and "format" not in data:
        data = data["record"]
    return decode(data, path)


def load_file(path: str | os.PathLike[str], *, wrapped: bool = False) -> LoadedGame:
    """Read, check and replay a save file. Never renames or changes it (see :func:`quarantine`)."""
    path = Path(path)
    return load_bytes(read_bounded(path), path, wrapped=wrapped)


def now_text() -> str:
    return dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def encode(record: GameRecord, state: GameState | None = None, saved_at: str | None = None) -> bytes:
    """The bytes of a save file: one key per line, one action per line, for people who look."""
    doc = record.to_json(state, now_text() if saved_at is None else saved_at)
    lines = []
    for key, value in doc.items():
        if key == "actions" and value:
            body = ",\n".join("  " + _dumps(a) for a in value)
            text = "[\n" + body + "\n ]"
        else:
            text = _dumps(value)
        lines.append(f" {json.dumps(key)}: {text}")
    return ("{\n" + ",\n".join(lines) + "\n}\n").encode()


_dumps = json.JSONEncoder(ensure_ascii=False, separators=(", ", ": "), allow_nan=False).encode


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


def quarantine(path: Path) -> Path:
    """Set a bad file aside as ``<name>.damaged-<UTC time>`` (never deleted); the new path."""
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%S%fZ")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    replace_file(path, target)
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
        for path in self.paths():
            with contextlib.suppress(FileNotFoundError):
                path.unlink()


# ---------------------------------------------------------------------------- the user's store


def new_record(
    seats: Sequence[Seat], seed: int | str | None = None, first_player: int | None = None
) -> GameRecord:
    """A new game with a fresh ``game_id`` (and a fresh random seed when none is given)."""
    if seed is None:
        seed = int.from_bytes(os.urandom(6), "big")
    return GameRecord.new(tuple(seats), seed, first_player, game_id=uuid.uuid4().hex)


def game_key(record: GameRecord) -> str:
    """The game's id, or for records without one a digest of its set-up and deck."""
    return record.game_id or _key_of(record.setup_json(), record.deck_json())


def _key_of(setup: Any, deck: Any) -> str:
    return hashlib.sha256(canonical_json({"setup": setup, "deck": deck})).hexdigest()[:32]


def _doc_key(doc: Any) -> str | None:
    if not isinstance(doc, dict):
        return None
    game_id = doc.get("game_id")
    if isinstance(game_id, str) and game_id:
        return game_id[:64]
    try:
        return _key_of(doc.get("setup"), doc.get("deck"))
    except (TypeError, ValueError):
        return None


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
            self.finish(game.record, game.state)
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
        except (SaveError, ValueError, KeyError, TypeError):
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
                except UnreadableSaveError:
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
            except UnreadableSaveError:
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
            return _doc_key(parse_bytes(read_bounded(path)))
        except SaveError:
            return None
