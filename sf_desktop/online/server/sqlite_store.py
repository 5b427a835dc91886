"""The default store: one SQLite file (standard library), WAL, one transaction per change.

In WAL mode a commit is in the operating system's hands before it returns, so a killed server
loses nothing it acknowledged (``synchronous=NORMAL``, the default). Such a commit takes a
tenth of a millisecond, less than handing it to another thread and back (and on a busy
server that thread would wait for the interpreter lock), so it runs on the event loop's
thread. ``fsync=True`` (``serve --fsync``) also waits for the disk at every commit
(``synchronous=FULL``): a power cut then loses nothing either, but a commit takes
milliseconds, so every call runs on one thread of the store's own and the event loop never
waits on the disk. One server process per file (two would not hear each other's moves: use
PostgreSQL for that).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import sqlite3
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from .room import Change, Event, Setup
from .store import (
    SCHEMA,
    CodeTakenError,
    ConflictError,
    Due,
    Store,
    StoredRoom,
    StoreError,
    event_from_row,
    event_row,
    setup_from_row,
    setup_row,
    with_token,
)

TABLES = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY,
    game_id TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    setup TEXT NOT NULL,
    secret TEXT NOT NULL,
    tokens TEXT NOT NULL,
    status TEXT NOT NULL,
    mover TEXT NOT NULL,
    deadline_ms INTEGER,
    updated_ms INTEGER NOT NULL,
    last_seq INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rooms_due ON rooms (status, mover, deadline_ms);
CREATE INDEX IF NOT EXISTS rooms_updated ON rooms (updated_ms);
CREATE TABLE IF NOT EXISTS events (
    code TEXT NOT NULL,
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    body TEXT NOT NULL,
    at_ms INTEGER NOT NULL,
    ref TEXT,
    PRIMARY KEY (code, seq)
) WITHOUT ROWID;
"""


PRIVATE = 0o600  # the store holds every running game's seed, deck and salt


def make_private(path: Path) -> None:
    """Create the store's file readable and writable by its owner only, whatever the umask,
    and make an existing one (and its ``-wal`` and ``-shm``) so: SQLite gives those two the
    database file's own permissions when it creates them."""
    os.close(os.open(path, os.O_RDWR | os.O_CREAT, PRIVATE))
    if os.name == "posix":
        for name in (path.name, f"{path.name}-wal", f"{path.name}-shm", f"{path.name}-journal"):
            with contextlib.suppress(FileNotFoundError):
                os.chmod(path.with_name(name), PRIVATE)


class SqliteStore(Store):
    def __init__(self, path: Path, fsync: bool = False) -> None:
        self.path = path
        self.fsync = fsync
        self.description = f"SQLite {path}"
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="sf-store")
        self._db: sqlite3.Connection | None = None

    async def _run(self, func: Any, *args: Any) -> Any:
        if not self.fsync:
            return func(*args)
        return await asyncio.get_running_loop().run_in_executor(self._pool, func, *args)

    # ------------------------------------------------------------------ on the store's thread

    def _open(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            make_private(self.path)
            db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False, timeout=30)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute(f"PRAGMA synchronous={'FULL' if self.fsync else 'NORMAL'}")
            db.executescript(TABLES)
            row = db.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
            if row is None:
                db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA),))
            elif int(row[0]) > SCHEMA:
                raise StoreError(f"{self.path} was written by a newer server (store schema {row[0]})")
        except (sqlite3.Error, OSError) as exc:
            raise StoreError(f"cannot open the store {self.path}: {exc}") from None
        self._db = db

    @property
    def db(self) -> sqlite3.Connection:
        if self._db is None:
            raise StoreError("the store is not open")
        return self._db

    def _create(self, setup: Setup, index: dict[str, Any]) -> None:
        row = setup_row(setup)
        try:
            self.db.execute(
                "INSERT INTO rooms (code, game_id, created_ms, setup, secret, tokens, status, mover, "
                "deadline_ms, updated_ms, last_seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    *row.values(),
                    json.dumps([""] * len(setup.kinds)),
                    index["status"],
                    index["mover"],
                    index["deadline_ms"],
                    index["updated_ms"],
                    index["last_seq"],
                ),
            )
        except sqlite3.IntegrityError:
            raise CodeTakenError(setup.code) from None

    def _load(self, code: str) -> StoredRoom | None:
        row = self.db.execute(
            "SELECT game_id, created_ms, setup, secret, tokens FROM rooms WHERE code = ?", (code,)
        ).fetchone()
        if row is None:
            return None
        events = self.db.execute(
            "SELECT seq, kind, body, at_ms, ref FROM events WHERE code = ? ORDER BY seq", (code,)
        ).fetchall()
        setup = setup_from_row(code, row[0], row[1], row[2], row[3])
        return StoredRoom(setup, tuple(json.loads(row[4])), tuple(event_from_row(*e) for e in events))

    def _append(self, code: str, change: Change) -> None:
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            row = db.execute("SELECT last_seq, tokens FROM rooms WHERE code = ?", (code,)).fetchone()
            if row is None or row[0] != change.events[0].seq - 1:
                raise ConflictError(
                    f"room {code} is at event {row and row[0]}, not {change.events[0].seq - 1}"
                )
            ix = change.index
            db.execute(
                "UPDATE rooms SET tokens = ?, status = ?, mover = ?, deadline_ms = ?, updated_ms = ?, "
                "last_seq = ? WHERE code = ?",
                (
                    with_token(row[1], change),
                    ix["status"],
                    ix["mover"],
                    ix["deadline_ms"],
                    ix["updated_ms"],
                    ix["last_seq"],
                    code,
                ),
            )
            db.executemany(
                "INSERT INTO events (code, seq, kind, body, at_ms, ref) VALUES (?, ?, ?, ?, ?, ?)",
                [event_row(code, e) for e in change.events],
            )
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    def _events_since(self, code: str, seq: int, limit: int | None) -> list[Event]:
        rows = self.db.execute(
            "SELECT seq, kind, body, at_ms, ref FROM events WHERE code = ? AND seq > ? ORDER BY seq LIMIT ?",
            (code, seq, -1 if limit is None else limit),
        ).fetchall()
        return [event_from_row(*r) for r in rows]

    def _due(self, now_ms: int, stale_ms: int, abandon_ms: int, waiting_ms: int, limit: int) -> Due:
        def codes(sql: str, *args: Any) -> tuple[str, ...]:
            return tuple(r[0] for r in self.db.execute(sql + " LIMIT ?", (*args, limit)))

        return Due(
            codes(
                "SELECT code FROM rooms WHERE status = 'playing' AND mover = 'person' AND deadline_ms <= ?",
                now_ms,
            ),
            codes(
                "SELECT code FROM rooms WHERE status = 'playing' AND mover = 'ai' AND updated_ms <= ?",
                stale_ms,
            ),
            codes(
                "SELECT code FROM rooms WHERE status = 'playing' AND updated_ms <= ?"
                " UNION SELECT code FROM rooms WHERE status = 'waiting' AND updated_ms <= ?",
                abandon_ms,
                waiting_ms,
            ),
        )

    def _purge(self, before_ms: int) -> int:
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            gone = [
                r[0]
                for r in db.execute(
                    "SELECT code FROM rooms WHERE status IN ('over', 'abandoned') AND updated_ms <= ?",
                    (before_ms,),
                )
            ]
            db.executemany("DELETE FROM events WHERE code = ?", [(c,) for c in gone])
            db.executemany("DELETE FROM rooms WHERE code = ?", [(c,) for c in gone])
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        return len(gone)

    def _room_bytes(self, code: str) -> int:
        row = self.db.execute(
            "SELECT length(code) + length(game_id) + length(setup) + length(secret) + length(tokens) + 40 "
            "FROM rooms WHERE code = ?",
            (code,),
        ).fetchone()
        events = self.db.execute(
            "SELECT coalesce(sum(length(kind) + length(body) + length(coalesce(ref, '')) + 24), 0) "
            "FROM events WHERE code = ?",
            (code,),
        ).fetchone()
        return (row[0] if row else 0) + events[0]

    def _close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    # ------------------------------------------------------------------ the interface

    async def open(self) -> None:
        await self._run(self._open)

    async def close(self) -> None:
        await self._run(self._close)
        self._pool.shutdown(wait=True)

    async def create(self, setup: Setup, index: dict[str, Any]) -> None:
        await self._run(self._create, setup, index)

    async def load(self, code: str) -> StoredRoom | None:
        return await self._run(self._load, code)

    async def append(self, code: str, change: Change) -> None:
        await self._run(self._append, code, change)

    async def events_since(self, code: str, seq: int, limit: int | None = None) -> list[Event]:
        return await self._run(self._events_since, code, seq, limit)

    async def due(
        self, now_ms: int, stale_ms: int, abandon_ms: int, waiting_ms: int | None = None, limit: int = 200
    ) -> Due:
        waiting = abandon_ms if waiting_ms is None else waiting_ms
        return await self._run(self._due, now_ms, stale_ms, abandon_ms, waiting, limit)

    async def purge(self, before_ms: int) -> int:
        return await self._run(self._purge, before_ms)

    async def room_bytes(self, code: str) -> int:
        return await self._run(self._room_bytes, code)
