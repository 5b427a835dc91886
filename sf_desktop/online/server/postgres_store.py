"""The store for more than one server process: PostgreSQL through ``asyncpg``.

``asyncpg`` speaks PostgreSQL's protocol itself on asyncio (no libpq, no thread), keeps a pool
of connections, and hands LISTEN/NOTIFY to a callback: each append sends
``NOTIFY sf_desktop_rooms, '<code>:<last seq>'`` inside its transaction (delivered when it
commits), and every process listening reads the new events of the rooms it holds. A row lock
on the room (``SELECT ... FOR UPDATE``) makes two processes that act on one room at once
write one after the other; the second finds the room moved on (:class:`~.store.ConflictError`).

Durability is the SQLite store's: by default the server's sessions commit asynchronously
(``synchronous_commit=off``): a killed game server loses nothing it acknowledged, as every
commit is in PostgreSQL's hands, while a crash of the database itself or of its machine may
lose the last fraction of a second. Waiting for the disk at every action cost a 2-core
machine's round trips their p95 (46 ms became 151 ms at 200 games). ``fsync=True``
(``serve --fsync``) leaves the database's own setting (``on`` unless its administrator
chose otherwise).

When PostgreSQL restarts (or the connection that listens drops), the notices sent meanwhile
are lost: the store notices (the connection's end, or a ping every :data:`PING_S` that gets
no answer), connects again with growing pauses, saying so once in the log when it is lost and
once when it listens again, and then tells the hub, which reads what its rooms missed. The
pool's connections are made again by ``asyncpg`` as they are needed; requests that meet the
database away are answered by closing their connections, whose clients come back.

Installed with the optional extra ``sf-desktop[postgres]``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Callable
from typing import Any

from ..protocol import dumps
from .room import Change, Event, Setup
from .store import (
    NOTIFY_CHANNEL,
    PRESENCE_CHANNEL,
    SCHEMA,
    CodeTakenError,
    ConflictError,
    Due,
    Listener,
    PresenceListener,
    Store,
    StoredRoom,
    StoreError,
    event_from_row,
    event_row,
    notice,
    presence_notice,
    read_notice,
    read_presence_notice,
    setup_from_row,
    setup_row,
    with_token,
)

try:
    import asyncpg
except ImportError:  # pragma: no cover - the optional extra is missing
    asyncpg = None

log = logging.getLogger(__name__)
PING_S = 10.0  # how often the listening connection is asked whether it is still there
PING_TIMEOUT_S = 5.0
PAUSE_MAX_S = 2.0  # the longest pause between attempts to connect again
ONCE_EACH_TIME = {"every_time": True}  # said once per outage: never left out of the log

TABLES = """
CREATE TABLE IF NOT EXISTS sf_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sf_rooms (
    code TEXT PRIMARY KEY,
    game_id TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    setup TEXT NOT NULL,
    secret TEXT NOT NULL,
    tokens TEXT NOT NULL,
    status TEXT NOT NULL,
    mover TEXT NOT NULL,
    deadline_ms BIGINT,
    updated_ms BIGINT NOT NULL,
    last_seq INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sf_rooms_due ON sf_rooms (status, mover, deadline_ms);
CREATE INDEX IF NOT EXISTS sf_rooms_updated ON sf_rooms (updated_ms);
CREATE SEQUENCE IF NOT EXISTS sf_attach;
CREATE TABLE IF NOT EXISTS sf_guesses (key TEXT NOT NULL, at_ms BIGINT NOT NULL);
CREATE INDEX IF NOT EXISTS sf_guesses_key ON sf_guesses (key, at_ms);
CREATE TABLE IF NOT EXISTS sf_events (
    code TEXT NOT NULL,
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    body TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    ref TEXT,
    PRIMARY KEY (code, seq)
);
"""


# One statement, so one round trip and one transaction: the room moves on only from the
# expected event; the events are written and the notice sent only if it did.
APPEND = """
WITH moved AS (
    UPDATE sf_rooms SET status = $3, mover = $4, deadline_ms = $5, updated_ms = $6, last_seq = $7
    WHERE code = $1 AND last_seq = $2
    RETURNING code
), written AS (
    INSERT INTO sf_events (code, seq, kind, body, at_ms, ref)
    SELECT moved.code, e.seq, e.kind, e.body, e.at_ms, e.ref
    FROM moved, unnest($8::int[], $9::text[], $10::text[], $11::bigint[], $12::text[])
        AS e(seq, kind, body, at_ms, ref)
    RETURNING 1
)
SELECT moved.code, pg_notify($13, $14) FROM moved, (SELECT count(*) FROM written) AS w
"""


class PostgresStore(Store):
    several_processes = True

    def __init__(self, dsn: str, pool_size: int = 10, fsync: bool = False) -> None:
        if asyncpg is None:
            raise StoreError("a PostgreSQL store needs asyncpg: pip install 'sf-desktop[postgres]'")
        self.dsn = dsn
        self.pool_size = pool_size
        self.settings = {} if fsync else {"synchronous_commit": "off"}
        self.description = "PostgreSQL " + dsn.rsplit("@", maxsplit=1)[-1]  # never the password
        self._pool: Any = None
        self._listener: Any = None
        self._callbacks: list[Listener] = []
        self._presence_callbacks: list[PresenceListener] = []
        self._again: list[Callable[[], None]] = []
        self._watch: asyncio.Task | None = None
        self._dropped = asyncio.Event()  # the listening connection ended
        self._closing = False

    async def open(self) -> None:
        try:
            self._pool = await asyncpg.create_pool(
                self.dsn, min_size=0, max_size=self.pool_size, server_settings=self.settings
            )
            async with self._pool.acquire() as c, c.transaction():
                await c.execute("SELECT pg_advisory_xact_lock(7243501)")  # one creator of the tables
                await c.execute(TABLES)
                found = await c.fetchval("SELECT value FROM sf_meta WHERE key = 'schema'")
                if found is None:
                    await c.execute("INSERT INTO sf_meta VALUES ('schema', $1)", str(SCHEMA))
                elif int(found) > SCHEMA:
                    raise StoreError(f"the database was written by a newer server (store schema {found})")
        except (OSError, asyncpg.PostgresError) as exc:
            raise StoreError(f"cannot open the store {self.description}: {exc}") from None

    async def close(self) -> None:
        self._closing = True
        if self._watch is not None:
            self._watch.cancel()
            await asyncio.gather(self._watch, return_exceptions=True)
        if self._listener is not None:
            with contextlib.suppress(Exception):
                await self._listener.close()
            self._listener = None
        if self._pool is not None:
            await self._pool.close()
            self._pool = None

    async def create(self, setup: Setup, index: dict[str, Any]) -> None:
        row = setup_row(setup)
        try:
            await self._pool.execute(
                "INSERT INTO sf_rooms (code, game_id, created_ms, setup, secret, tokens, status, mover, "
                "deadline_ms, updated_ms, last_seq) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
                *row.values(),
                json.dumps([""] * len(setup.kinds)),
                index["status"],
                index["mover"],
                index["deadline_ms"],
                index["updated_ms"],
                index["last_seq"],
            )
        except asyncpg.UniqueViolationError:
            raise CodeTakenError(setup.code) from None

    async def load(self, code: str) -> StoredRoom | None:
        async with self._pool.acquire() as c:
            row = await c.fetchrow(
                "SELECT game_id, created_ms, setup, secret, tokens FROM sf_rooms WHERE code = $1", code
            )
            if row is None:
                return None
            events = await c.fetch(
                "SELECT seq, kind, body, at_ms, ref FROM sf_events WHERE code = $1 ORDER BY seq", code
            )
        setup = setup_from_row(code, row[0], row[1], row[2], row[3])
        return StoredRoom(setup, tuple(json.loads(row[4])), tuple(event_from_row(*e) for e in events))

    async def append(self, code: str, change: Change) -> None:
        if change.token is not None:  # a claim: the token list is read and written back
            await self._append_claim(code, change)
            return
        ix, events = change.index, change.events
        done = await self._pool.fetchrow(
            APPEND,
            code,
            change.events[0].seq - 1,
            ix["status"],
            ix["mover"],
            ix["deadline_ms"],
            ix["updated_ms"],
            ix["last_seq"],
            [e.seq for e in events],
            [e.kind for e in events],
            [dumps(e.body) for e in events],
            [e.at_ms for e in events],
            [e.ref for e in events],
            NOTIFY_CHANNEL,
            notice(code, change),
        )
        if done is None:
            raise ConflictError(f"room {code} is not at event {change.events[0].seq - 1}")

    async def _append_claim(self, code: str, change: Change) -> None:
        ix = change.index
        async with self._pool.acquire() as c, c.transaction():
            row = await c.fetchrow("SELECT last_seq, tokens FROM sf_rooms WHERE code = $1 FOR UPDATE", code)
            if row is None or row[0] != change.events[0].seq - 1:
                raise ConflictError(
                    f"room {code} is at event {row and row[0]}, not {change.events[0].seq - 1}"
                )
            await c.execute(
                "UPDATE sf_rooms SET tokens = $2, status = $3, mover = $4, deadline_ms = $5, updated_ms = $6, "
                "last_seq = $7 WHERE code = $1",
                code,
                with_token(row[1], change),
                ix["status"],
                ix["mover"],
                ix["deadline_ms"],
                ix["updated_ms"],
                ix["last_seq"],
            )
            await c.executemany(
                "INSERT INTO sf_events (code, seq, kind, body, at_ms, ref) VALUES ($1, $2, $3, $4, $5, $6)",
                [event_row(code, e) for e in change.events],
            )
            await c.execute("SELECT pg_notify($1, $2)", NOTIFY_CHANNEL, notice(code, change))

    async def events_since(self, code: str, seq: int, limit: int | None = None) -> list[Event]:
        rows = await self._pool.fetch(
            "SELECT seq, kind, body, at_ms, ref FROM sf_events WHERE code = $1 AND seq > $2 ORDER BY seq LIMIT $3",
            code,
            seq,
            limit,
        )
        return [event_from_row(*r) for r in rows]

    async def due(
        self, now_ms: int, stale_ms: int, abandon_ms: int, waiting_ms: int | None = None, limit: int = 200
    ) -> Due:
        waiting = abandon_ms if waiting_ms is None else waiting_ms

        async def codes(sql: str, *args: Any) -> tuple[str, ...]:
            return tuple(r[0] for r in await self._pool.fetch(f"{sql} LIMIT {int(limit)}", *args))

        return Due(
            await codes(
                "SELECT code FROM sf_rooms WHERE status = 'playing' AND mover = 'person' AND deadline_ms <= $1",
                now_ms,
            ),
            await codes(
                "SELECT code FROM sf_rooms WHERE status = 'playing' AND mover = 'ai' AND updated_ms <= $1",
                stale_ms,
            ),
            await codes(
                "SELECT code FROM sf_rooms WHERE (status = 'playing' AND updated_ms <= $1)"
                " OR (status = 'waiting' AND updated_ms <= $2)",
                abandon_ms,
                waiting,
            ),
        )

    async def purge(self, before_ms: int) -> int:
        async with self._pool.acquire() as c, c.transaction():
            gone = await c.fetch(
                "DELETE FROM sf_rooms WHERE status IN ('over', 'abandoned') AND updated_ms <= $1 RETURNING code",
                before_ms,
            )
            await c.execute("DELETE FROM sf_events WHERE code = ANY($1::text[])", [r[0] for r in gone])
        return len(gone)

    async def listen(self, listener: Listener) -> None:
        self._callbacks.append(listener)
        await self._listening()

    async def _listening(self) -> Any:
        """The one connection that listens, on both channels, watched while the store is open."""
        if self._listener is None:
            self._listener = await self._connect_listener()
            self._watch = asyncio.create_task(self._watch_listener(), name="watch LISTEN")
        return self._listener

    async def _connect_listener(self) -> Any:
        connection = await asyncpg.connect(self.dsn)
        self._dropped = asyncio.Event()
        connection.add_termination_listener(lambda _c: self._dropped.set())
        await connection.add_listener(NOTIFY_CHANNEL, self._heard)
        await connection.add_listener(PRESENCE_CHANNEL, self._heard_presence)
        return connection

    async def _watch_listener(self) -> None:
        """Ping the listening connection (or hear that it ended); when it is gone, connect
        again until it listens."""
        while not self._closing:
            connection = self._listener
            try:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._dropped.wait(), PING_S)
                if connection is None or connection.is_closed():
                    raise ConnectionError("its connection closed")
                await asyncio.wait_for(connection.fetchval("SELECT 1"), PING_TIMEOUT_S)
                continue
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # whatever ended it, listen again
                if self._closing:
                    return
                log.warning(
                    "the connection to PostgreSQL was lost (%s): connecting again; moves made "
                    "through other server processes reach this one when it is back",
                    str(exc) or type(exc).__name__,
                    extra=ONCE_EACH_TIME,
                )
            with contextlib.suppress(Exception):
                if connection is not None:
                    connection.terminate()
            await self._listen_again()

    async def _listen_again(self) -> None:
        lost = time.monotonic()
        pause = 0.1
        while not self._closing:
            try:
                self._listener = await asyncio.wait_for(self._connect_listener(), PING_TIMEOUT_S * 2)
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # not back yet: try again, quietly
                log.debug("PostgreSQL is not back yet: %s", exc)
                await asyncio.sleep(pause)
                pause = min(PAUSE_MAX_S, pause * 2)
                continue
            log.warning(
                "listening to PostgreSQL again after %.1f s: the rooms held here read what they missed",
                time.monotonic() - lost,
                extra=ONCE_EACH_TIME,
            )
            for callback in self._again:
                callback()
            return

    def when_listening_again(self, callback: Callable[[], None]) -> None:
        self._again.append(callback)

    def unavailable(self, exc: BaseException) -> bool:
        return isinstance(
            exc,
            (
                OSError,
                TimeoutError,
                asyncpg.PostgresConnectionError,
                asyncpg.exceptions.OperatorInterventionError,
                asyncpg.InterfaceError,
                # a pooled connection the database ended while a query began on it
                asyncpg.exceptions.InternalClientError,
            ),
        )

    def _heard(self, _connection: Any, _pid: int, _channel: str, payload: str) -> None:
        heard = read_notice(payload)
        if heard is not None:
            for callback in self._callbacks:
                callback(*heard)

    async def take_guess(self, keys: dict[str, int], window_s: float) -> float:
        now = int(time.time() * 1000)
        async with self._pool.acquire() as c, c.transaction():
            await c.execute("SELECT pg_advisory_xact_lock(7243502)")  # one counter at a time
            await c.execute("DELETE FROM sf_guesses WHERE at_ms <= $1", now - int(window_s * 1000))
            wait = await self._guess_wait(c, keys, window_s, now)
            if wait <= 0:
                await c.executemany("INSERT INTO sf_guesses VALUES ($1, $2)", [(k, now) for k in keys])
        return wait

    async def guess_wait(self, keys: dict[str, int], window_s: float) -> float:
        async with self._pool.acquire() as c:
            return await self._guess_wait(c, keys, window_s, int(time.time() * 1000))

    @staticmethod
    async def _guess_wait(c: Any, keys: dict[str, int], window_s: float, now: int) -> float:
        wait_ms = 0
        for key, limit in keys.items():
            oldest = await c.fetchval(  # the failure that must age out before the next is allowed
                "SELECT at_ms FROM sf_guesses WHERE key = $1 AND at_ms > $2 ORDER BY at_ms DESC "
                "OFFSET $3 LIMIT 1",
                key,
                now - int(window_s * 1000),
                max(0, limit - 1),
            )
            if oldest is not None:
                wait_ms = max(wait_ms, oldest + int(window_s * 1000) - now, 1)
        return wait_ms / 1000

    async def attach_stamp(self) -> int:
        return int(await self._pool.fetchval("SELECT nextval('sf_attach')"))

    async def share_presence(self, code: str, process: str, seats: dict[int, int]) -> None:
        await self._pool.execute(
            "SELECT pg_notify($1, $2)", PRESENCE_CHANNEL, presence_notice(code, process, seats)
        )

    async def listen_presence(self, listener: PresenceListener) -> None:
        self._presence_callbacks.append(listener)
        await self._listening()

    def _heard_presence(self, _connection: Any, _pid: int, _channel: str, payload: str) -> None:
        heard = read_presence_notice(payload)
        if heard is not None:
            for callback in self._presence_callbacks:
                callback(*heard)

    async def room_bytes(self, code: str) -> int:
        row = await self._pool.fetchval(
            "SELECT length(code) + length(game_id) + length(setup) + length(secret) + length(tokens) + 40 "
            "FROM sf_rooms WHERE code = $1",
            code,
        )
        events = await self._pool.fetchval(
            "SELECT coalesce(sum(length(kind) + length(body) + length(coalesce(ref, '')) + 24), 0) "
            "FROM sf_events WHERE code = $1",
            code,
        )
        return (row or 0) + int(events)
