"""The save format: bounded parsing, migrations, decoding with every check, and encoding.

A save file is the game record of :mod:`record` (format in ``docs/save-format.md``). Loading
never executes anything from the file: it is parsed as JSON within fixed limits, migrated to
the current schema, checked field by field, its checksum verified, its actions replayed through
the rules and the result compared with the snapshot saved with it. Anything wrong is a
:class:`SaveError` whose message is a sentence for the player.

This module knows bytes, not files: reading, writing and keeping them is
:mod:`sf_desktop.storage.save_files` and :mod:`sf_desktop.storage.save_store`.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import secrets
import uuid
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import attrs

from .actions import action_to_json
from .earlier_rules import write_in_automatic_ends
from .events import Event
from .json_tokens import json_tokens
from .record import (
    FORMAT,
    SCHEMA_VERSION,
    GameRecord,
    RecordError,
    Seat,
    canonical_json,
    check_snapshot,
    check_snapshot_shape,
    checksum,
    snapshot,
)
from .state import GameState

SUFFIX = ".sfgame.json"

MAX_FILE_BYTES = 1_000_000  # a long game is about 30 kB; read at most this much
MAX_DEPTH = 8  # nesting of arrays and objects (a record needs 4)
MAX_STRING_CHARS = 10_000  # any one JSON string, escapes included
MAX_NUMBER_CHARS = 40  # any one JSON number


# ---------------------------------------------------------------------------- errors


# The reasons a player meets most (a file cut short, emptied, or changed by hand), named so
# that the words layer can say them in the player's language.
CUT_SHORT = "it ends too early (the file was cut short)"
EMPTY = "it is empty"
CHANGED = "the checksum does not match the contents (the file was changed or cut)"


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
    """The system would not let us read the file (missing, no permission, not a file);
    ``errno``: the system's error number, when it gave one."""

    verdict = "cannot be read"

    def __init__(self, reason: str, path: Path | None = None, errno: int | None = None) -> None:
        super().__init__(reason, path)
        self.errno = errno


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


def _scan(text: str) -> None:
    """Refuse deep nesting and huge strings before the parser sees them."""
    depth = 0
    for token in json_tokens(text):
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
            raise DamagedSaveError(EMPTY)
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
                raise DamagedSaveError(CUT_SHORT) from None
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


# ---------------------------------------------------------------------------- migrations

Migration = Callable[[dict[str, Any]], dict[str, Any]]


def _schema1_to_2(doc: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 added ``saved_at``, ``game_id``, ``snapshot`` and ``checksum``. A schema-1 file
    had neither snapshot nor checksum, so both are computed from its replay: such files are
    checked for legality only. The replay follows the rules of schema 2 (a turn ended by
    itself where the earlier contract-token rule ended it, see :func:`_schema2_to_3`). A
    snapshot the file carries all the same is checked like any other, not set aside."""
    record = GameRecord.from_body(doc)
    stored = doc.get("snapshot")
    if stored is not None:
        if not isinstance(stored, dict):
            raise RecordError("'snapshot' is not an object")
        check_snapshot_shape(stored, len(record.actions), len(record.seats))
    _, state, _ = write_in_automatic_ends(record)
    if stored is not None:
        check_snapshot(stored, state, len(record.actions))
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
        raise RecordError(CHANGED)
    stored = doc.get("snapshot")
    if not isinstance(stored, dict):
        raise RecordError("'snapshot' is missing or is not an object")
    record = GameRecord.from_body(doc)
    check_snapshot_shape(stored, len(record.actions), len(record.seats))
    counted = len(record.actions)  # the snapshot counts the actions as written, before any stop
    record, state, _ = write_in_automatic_ends(record)
    check_snapshot(stored, state, counted)
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


def decode(data: Any, path: Path | None = None, events: list[Event] | None = None) -> LoadedGame:
    """A parsed JSON value -> a checked, replayed game (``SaveError`` otherwise); the replay's
    events are added to ``events`` when given."""
    try:
        if not isinstance(data, dict):
            raise DamagedSaveError(f"it holds a JSON {_json_kind(data)}, not a game record")
        if data.get("format") != FORMAT:
            raise DamagedSaveError("it is not a San Francisco game record (its format name is wrong)")
        schema = data.get("schema")
        try:
            doc = migrate(data)
            record = GameRecord.from_json(doc)
            state = record.replay(events)
            check_snapshot(doc["snapshot"], state, len(record.actions))
        except RecordError as exc:
            raise DamagedSaveError(str(exc)) from None
        except RecursionError:
            raise DamagedSaveError("its data is nested too deeply") from None
        assert isinstance(schema, int)  # migrate refuses any other
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


# ---------------------------------------------------------------------------- game keys


def new_record(
    seats: Sequence[Seat], seed: int | str | None = None, first_player: int | None = None
) -> GameRecord:
    """A new game with a fresh ``game_id`` (and a fresh random seed when none is given)."""
    if seed is None:
        seed = secrets.randbits(48)
    return GameRecord.new(tuple(seats), seed, first_player, game_id=uuid.uuid4().hex)


def game_key(record: GameRecord) -> str:
    """The game's id, or for records without one a digest of its set-up and deck."""
    return record.game_id or _key_of(record.setup_json(), record.deck_json())


def _key_of(setup: Any, deck: Any) -> str:
    return hashlib.sha256(canonical_json({"setup": setup, "deck": deck})).hexdigest()[:32]


def document_key(doc: Any) -> str | None:
    """The game key of a parsed save document, read without replaying it (None if it has none)."""
    if not isinstance(doc, dict):
        return None
    game_id = doc.get("game_id")
    if isinstance(game_id, str) and game_id:
        return game_id[:64]
    try:
        return _key_of(doc.get("setup"), doc.get("deck"))
    except (TypeError, ValueError):
        return None
