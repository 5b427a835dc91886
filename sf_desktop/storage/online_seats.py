"""The player's seats in online games: what brings each of them back after a restart.

A seat is taken once, on a server, with a secret token; the token is what lets this player
act for that seat again (``docs/online.md``). The :class:`SeatBook` keeps one
:class:`SeatEntry` per seat in ``online-seats.json`` in the data folder, written atomically
(and, like every file written that way, readable by its owner only). Never in a save file:
a save is something a player may send to anyone, a token is not.

Reading never fails: a damaged file is set aside and the book starts empty; an entry that does
not read is left out on its own, and a copy of the file as it was is set aside first (its
token would be lost at the next write otherwise). What was not read is written to the log.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs

from ..model.save_format import SaveError, UnreadableSaveError, now_text, parse_bytes
from .paths import data_dir
from .save_files import atomic_write, keep_copy, quarantine, read_bounded

log = logging.getLogger(__name__)

FILE_NAME = "online-seats.json"
FORMAT = "sf-desktop-online-seats"
BOOK_VERSION = 1
MAX_ENTRIES = 500
MAX_TEXT = 300
MAX_PORT = 65535


@attrs.frozen
class SeatEntry:
    """One seat in one online game: where (``server``, ``code``), which (``seat``), the secret
    ``token``; ``hosted`` when the room lives on this computer's own server; the players'
    ``names`` as last seen (for the list of games while offline); ``finished``: the file the
    verified record was filed as, once the game is over."""

    server: str
    code: str
    seat: int
    token: str
    hosted: bool = False
    names: tuple[str, ...] = ()
    finished: str = ""
    joined_at: str = attrs.field(factory=now_text)

    @property
    def key(self) -> tuple[str, str]:
        return (self.server if not self.hosted else "", self.code)

    def to_json(self) -> dict[str, Any]:
        return {
            "server": self.server,
            "code": self.code,
            "seat": self.seat,
            "token": self.token,
            "hosted": self.hosted,
            "names": list(self.names),
            "finished": self.finished,
            "joined_at": self.joined_at,
        }

    @classmethod
    def from_json(cls, data: Any) -> SeatEntry:
        """An entry from its JSON form (``ValueError`` when any field is wrong)."""
        if not isinstance(data, dict):
            raise ValueError("an entry is a JSON object")

        def text(key: str, empty: bool = False) -> str:
            value = data.get(key, "")
            if not isinstance(value, str) or len(value) > MAX_TEXT or (not value and not empty):
                raise ValueError(f"{key}: a text is expected")
            return value

        seat = data.get("seat")
        if type(seat) is not int or not 0 <= seat < 4:
            raise ValueError("seat: 0 to 3 is expected")
        names = data.get("names", [])
        if not isinstance(names, list) or len(names) > 4 or not all(isinstance(n, str) for n in names):
            raise ValueError("names: a list of names is expected")
        hosted = data.get("hosted", False)
        if type(hosted) is not bool:
            raise ValueError("hosted: true or false is expected")
        return cls(
            text("server"),
            text("code"),
            seat,
            text("token"),
            hosted,
            tuple(n[:MAX_TEXT] for n in names),
            text("finished", empty=True),
            text("joined_at", empty=True),
        )


class SeatBook:
    """The seats kept in ``folder`` (the data folder unless given), and the port this
    computer's own server listened on (so that friends find it at the same address again).
    Not ``persistent``: nothing is read or written (a window that keeps no files)."""

    def __init__(self, folder: str | os.PathLike[str] | None = None, *, persistent: bool = True) -> None:
        self.folder = Path(folder) if folder is not None else data_dir()
        self.persistent = persistent
        self.path = self.folder / FILE_NAME
        self.problems: list[str] = []
        self._entries: list[SeatEntry] = []
        self.host_port = 0
        self.on_table = ""  # the code of the online game that was on the table at the end
        self._read()

    # -- reading

    def _read(self) -> None:
        if not self.persistent:
            return
        try:
            data = parse_bytes(read_bounded(self.path, 2_000_000), self.path)
        except UnreadableSaveError as exc:
            if self.path.exists():
                self.problems.append(exc.reason)
                log.warning("online seats %s: %s", self.path, exc.reason)
            return
        except SaveError as exc:
            self._set_aside(exc.reason, quarantine)
            return
        if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
            self._set_aside("the list of online seats is not one this app wrote", quarantine)
            return
        if data.get("format") != FORMAT or data.get("version") != BOOK_VERSION:
            self.problems.append(f"the list of online seats is of another version ({data.get('version')!r})")
        if len(data["seats"]) > MAX_ENTRIES:
            self.problems.append(f"only the first {MAX_ENTRIES} seats were read")
        for raw in data["seats"][:MAX_ENTRIES]:
            try:
                self._entries.append(SeatEntry.from_json(raw))
            except ValueError as exc:
                self.problems.append(f"a seat was left out: {exc}")
        if self.problems:  # the next write would lose what was not read: a copy keeps it
            self._set_aside("", keep_copy)
        port = data.get("host_port", 0)
        self.host_port = port if type(port) is int and 0 <= port <= MAX_PORT else 0
        on_table = data.get("on_table", "")
        self.on_table = on_table if isinstance(on_table, str) and len(on_table) <= MAX_TEXT else ""

    def _set_aside(self, problem: str, how: Callable[[Path], Path]) -> None:
        """Tell the log what was not read, and set the file (or a copy of it) aside."""
        if problem:
            self.problems.append(problem)
        try:
            aside = how(self.path)
        except OSError as exc:
            log.warning("the online seats in %s could not be set aside: %s", self.path, exc)
            aside = None
        for said in self.problems:
            log.warning("online seats %s: %s (the file as it was: %s)", self.path, said, aside)

    @property
    def entries(self) -> tuple[SeatEntry, ...]:
        """Every seat kept, oldest first."""
        return tuple(self._entries)

    def unfinished(self) -> tuple[SeatEntry, ...]:
        return tuple(e for e in self._entries if not e.finished)

    def find(self, key: tuple[str, str]) -> SeatEntry | None:
        return next((e for e in self._entries if e.key == key), None)

    # -- writing (every change is written at once)

    def keep(self, entry: SeatEntry) -> None:
        """Add ``entry``, or replace the one of the same game."""
        self._entries = [e for e in self._entries if e.key != entry.key] + [entry]
        self._entries = self._entries[-MAX_ENTRIES:]
        self.save()

    def update(self, key: tuple[str, str], **changes: Any) -> SeatEntry | None:
        """Change some fields of the entry of ``key`` (None when there is none)."""
        entry = self.find(key)
        if entry is None:
            return None
        changed = attrs.evolve(entry, **changes)
        if changed != entry:
            self._entries = [changed if e.key == key else e for e in self._entries]
            self.save()
        return changed

    def forget(self, key: tuple[str, str]) -> None:
        kept = [e for e in self._entries if e.key != key]
        if len(kept) != len(self._entries):
            self._entries = kept
            self.save()

    def set_host_port(self, port: int) -> None:
        if port != self.host_port:
            self.host_port = port
            self.save()

    def set_on_table(self, code: str) -> None:
        if code != self.on_table:
            self.on_table = code
            self.save()

    def save(self) -> None:
        if not self.persistent:
            return
        document = {
            "format": FORMAT,
            "version": BOOK_VERSION,
            "host_port": self.host_port,
            "on_table": self.on_table,
            "seats": [e.to_json() for e in self._entries],
        }
        atomic_write(self.path, (json.dumps(document, indent=1, ensure_ascii=False) + "\n").encode())
