"""Where rooms live between moves and restarts: one small interface, two databases.

A room is stored as its set-up (the public part and, apart, the secrets: seed, deck, salt),
the hashes of its seat tokens, its numbered events, and a few index values (status, who is to
move, the clock's deadline, the last event) that let a server find the rooms that need it.
:meth:`Store.append` writes a :class:`~.room.Change` in one transaction, and only if no other
process wrote the room's next event first (:class:`ConflictError`); nothing is acknowledged to a
client before it returns.

:func:`open_store` picks the database from ``--store``: a file path is SQLite (the standard
library, :mod:`.sqlite_store`), ``postgresql://...`` is PostgreSQL (the optional ``asyncpg``,
:mod:`.postgres_store`), which several server processes may share: each hears the others'
appends through LISTEN/NOTIFY (:meth:`Store.listen`).
"""

from __future__ import annotations

import abc
import itertools
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs

from ...model.cards import CARD_BY_ID
from ...model.commitment import FORMAT_DECK
from ..protocol import Clock, dumps
from .limits import Window
from .room import Change, Event, Setup

SCHEMA = 1
NOTIFY_CHANNEL = "sf_desktop_rooms"


class StoreError(RuntimeError):
    """The store cannot be opened or used; the message says why."""


class ConflictError(StoreError):
    """Another process wrote this room's next event first: catch up, then decide again."""


class CodeTakenError(StoreError):
    """A room with this code exists already (draw another code)."""


@attrs.frozen
class StoredRoom:
    setup: Setup
    tokens: tuple[str, ...]
    events: tuple[Event, ...]


@attrs.frozen
class Due:
    """The rooms that need a server now, by why."""

    timed_out: tuple[str, ...] = ()  # a person's clock ran out
    ai_to_move: tuple[str, ...] = ()  # an AI (or stand-in) is to move and nobody is driving it
    abandoned: tuple[str, ...] = ()  # nothing happened for the configured number of days


Listener = Callable[[str, int, "list[Event] | None"], None]  # code, last seq, the events if told
# room code, the process that speaks, the seats connected to it (each with its attach stamp)
PresenceListener = Callable[[str, str, "dict[int, int]"], None]
PRESENCE_CHANNEL = "sf_desktop_presence"


class Store(abc.ABC):
    """The storage interface every database answers to (all methods are coroutines)."""

    description = ""
    several_processes = False  # other server processes may share this store (and hear its notices)
    _guesses: Window | None = None

    @abc.abstractmethod
    async def open(self) -> None:
        """Connect and create the tables if they are missing."""

    @abc.abstractmethod
    async def close(self) -> None: ...

    @abc.abstractmethod
    async def create(self, setup: Setup, index: dict[str, Any]) -> None:
        """Store a new room (``CodeTakenError`` when its code exists)."""

    @abc.abstractmethod
    async def load(self, code: str) -> StoredRoom | None: ...

    @abc.abstractmethod
    async def append(self, code: str, change: Change) -> None:
        """Write the change's events and index in one transaction (``ConflictError`` when the room's
        last event is not the one before them)."""

    @abc.abstractmethod
    async def events_since(self, code: str, seq: int, limit: int | None = None) -> list[Event]:
        """The room's events after ``seq``, in order (the first ``limit`` of them, if given)."""

    @abc.abstractmethod
    async def due(
        self, now_ms: int, stale_ms: int, abandon_ms: int, waiting_ms: int | None = None, limit: int = 200
    ) -> Due:
        """Rooms whose clock ran out by ``now_ms``, rooms with an AI to move whose last event
        is older than ``stale_ms``, unfinished rooms untouched since ``abandon_ms``, and rooms
        still waiting for their players untouched since ``waiting_ms`` (None: ``abandon_ms``)."""

    @abc.abstractmethod
    async def purge(self, before_ms: int) -> int:
        """Forget ended rooms untouched since ``before_ms``; how many."""

    async def listen(self, listener: Listener) -> None:
        """Call ``listener(code, last_seq, events)`` when another process appends (if it can
        tell); ``events`` are the new events when the notice could carry them, else None."""
        return None

    async def take_guess(self, keys: dict[str, int], window_s: float) -> float:
        """Count a failed guess (a wrong room code or token) under each key, each with its
        limit, unless one of them reached it within ``window_s``: then nothing is counted and
        the seconds to wait are returned. The check and the count are one step, shared by
        every process on the store (here: this one's memory, as one process has the store)."""
        return self._guess_window(window_s).take(keys)

    async def guess_wait(self, keys: dict[str, int], window_s: float) -> float:
        """The seconds to wait before a key is below its limit of failed guesses (0: none)."""
        window = self._guess_window(window_s)
        return max((window.wait_s(key, limit) for key, limit in keys.items()), default=0.0)

    def _guess_window(self, window_s: float) -> Window:
        if self._guesses is None or self._guesses.window_s != window_s:
            self._guesses = Window(window_s)
        return self._guesses

    def when_listening_again(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` when listening starts again after the store's connection was
        lost: notices sent meanwhile are gone, so every room held may have missed events."""
        return None

    def unavailable(self, exc: BaseException) -> bool:
        """Whether ``exc`` says the database cannot be reached now (it restarts, its connection
        dropped): a request is then tried again later, not failed."""
        return False

    async def share_presence(self, code: str, process: str, seats: dict[int, int]) -> None:
        """Tell the other processes on this store which of the room's seats are connected to
        ``process``, each with its attach stamp (nobody to tell where one process has the store)."""
        return None

    async def attach_stamp(self) -> int:
        """A number for a seat's connection, larger than any given before by any process on
        this store: of two connections to one seat, the later one keeps it."""
        return next(_LOCAL_STAMPS)

    async def listen_presence(self, listener: PresenceListener) -> None:
        """Call ``listener(code, process, seats)`` when another process shares its presence."""
        return None

    @abc.abstractmethod
    async def room_bytes(self, code: str) -> int:
        """What one room takes in the store (its row and its events), roughly, in bytes."""


def open_store(spec: str | Path, *, fsync: bool = False) -> Store:
    """The store named by ``--store``: ``postgresql://...`` or a SQLite file path (``fsync``:
    wait for the disk at every commit, in either)."""
    text = str(spec)
    if text.startswith(("postgresql://", "postgres://")):
        from .postgres_store import PostgresStore  # asyncpg is an optional extra

        return PostgresStore(text, fsync=fsync)
    from .sqlite_store import SqliteStore

    return SqliteStore(Path(text), fsync=fsync)


# ---------------------------------------------------------------------------- rows


def setup_row(setup: Setup) -> dict[str, Any]:
    return {
        "code": setup.code,
        "game_id": setup.game_id,
        "created_ms": setup.created_ms,
        "setup": dumps(setup.public_json()),
        "secret": dumps(setup.secret_json()),
    }


def setup_from_row(code: str, game_id: str, created_ms: int, public: str, secret: str) -> Setup:
    p, s = json.loads(public), json.loads(secret)
    return Setup(
        code,
        game_id,
        tuple(p["kinds"]),
        tuple(p["names"]),
        p["first_player"],
        Clock.from_json(p["clock"]),
        created_ms,
        s["seed"],
        tuple(CARD_BY_ID[c].index for c in s["deck"]),
        s["salt"],
        p.get("commitment", FORMAT_DECK),  # rooms stored before format 2 had no such key
    )


def event_row(code: str, event: Event) -> tuple[Any, ...]:
    return (code, event.seq, event.kind, dumps(event.body), event.at_ms, event.ref)


def event_from_row(seq: int, kind: str, body: str, at_ms: int, ref: str | None) -> Event:
    return Event(seq, kind, json.loads(body), at_ms, ref)


def with_token(tokens_json: str, change: Change) -> str:
    tokens = json.loads(tokens_json)
    if change.token is not None:
        seat, digest = change.token
        tokens[seat] = digest
    return json.dumps(tokens)


NOTICE_LIMIT = 7000  # PostgreSQL's NOTIFY payload holds at most 8000 bytes


def notice(code: str, change: Change) -> str:
    """``<code>:<last seq>:<events as JSON>``, or without the events when they are too long."""
    head = f"{code}:{change.last_seq}"
    rows = [[e.seq, e.kind, e.body, e.at_ms, e.ref] for e in change.events]
    text = f"{head}:{dumps(rows)}"  # type: ignore[arg-type]
    return text if len(text.encode()) <= NOTICE_LIMIT else head


def read_notice(payload: str) -> tuple[str, int, list[Event] | None] | None:
    code, _, rest = payload.partition(":")
    seq, _, events = rest.partition(":")
    if not seq.isdigit():
        return None
    try:
        told = [Event(r[0], r[1], r[2], r[3], r[4]) for r in json.loads(events)] if events else None
    except (ValueError, TypeError, IndexError):
        told = None
    return code, int(seq), told


_LOCAL_STAMPS = itertools.count(1)


def presence_notice(code: str, process: str, seats: dict[int, int]) -> str:
    """``<code>:<process>:<seat>@<stamp>,...``."""
    return f"{code}:{process}:{','.join(f'{s}@{seats[s]}' for s in sorted(seats))}"


def read_presence_notice(payload: str) -> tuple[str, str, dict[int, int]] | None:
    code, process, seats = [*payload.split(":"), "", ""][:3]
    try:
        told = {int(s): int(t) for s, _, t in (x.partition("@") for x in seats.split(",") if x)}
    except ValueError:
        return None
    if not code or not process or any(not 0 <= s < 4 for s in told):
        return None
    return code, process, told
