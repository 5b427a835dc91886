"""Every online game of this player, on any server: their seats, their connections, and this
computer's own server while it hosts games.

:class:`OnlinePlay` is made the first time the player plays online (or, on a start, when the
:class:`~..storage.online_seats.SeatBook` holds unfinished games): importing it brings in the
network libraries, which a start without online games never needs. It runs the clients on one
asyncio loop of its own thread (:class:`~..online.loop_thread.LoopThread`), one
:class:`~.remote_game.RemoteGame` per seat, each connected as long as the app runs so that the
list of games and the "your turn" notice stay current. A seat taken (``create``, ``join``) is
written to the seat book at once; a finished game's verified record is filed with the finished
games of the save store (the statistics, the replay and the review read it there) and its seat
is marked finished.

Hosting: ``LocalHost`` (:mod:`..online.hosting`) runs the game server on SQLite in the data
folder, advertises it on the local network and asks the router for a port mapping. It runs
while any game hosted here is unfinished, on the same port as last time so that friends'
clients find it again after a restart.
"""

from __future__ import annotations

import contextlib
import logging
import os
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..model.record import GameRecord
from ..online.client import SeatTicket
from ..online.loop_thread import LoopThread
from ..online.protocol import AI_LEVELS, PERSON, Clock
from ..storage.online_seats import SeatBook, SeatEntry
from ..storage.save_store import SaveStore
from .remote_game import FRIEND, HUMAN, RemoteGame, Trouble

log = logging.getLogger(__name__)

LOOPBACK_ENV = "SF_DESKTOP_HOST_LOOPBACK"  # set: games hosted here are reached from this computer only
DEFAULT_PORT = 8765  # sf-desktop-cli serve's port
HOST_GRACE_MS = 60_000  # the server stays this long after its last game ended (late readers)
Done = Callable[[RemoteGame | None, str], None]


class HostingError(RuntimeError):
    """This computer cannot host games: ``code`` ``no_hosting`` (this build has no hosting
    module) or ``host_failed`` (the server did not start); the message is the detail."""

    def __init__(self, detail: str, code: str) -> None:
        super().__init__(detail)
        self.code = code

    def trouble(self) -> Trouble:
        """The problem as the window words it in the player's language."""
        return Trouble(str(self), self.code)


def normalize_server(text: str) -> str:
    """A server address as a person types it, as the client takes it: ``ws://`` for an address
    on a local network or with a port of its own (``192.168.1.20:8765``), else ``wss://``;
    without a port, a ``ws://`` address gets the server's usual 8765."""
    text = text.strip().rstrip("/")
    if not text:
        return ""
    if "://" not in text:
        host = text.rsplit("@", 1)[-1]
        bare = host.split(":")[0] if host.count(":") == 1 else host
        local = bare == "localhost" or bare.replace(".", "").isdigit() or bare.startswith("[") or ":" in host
        text = ("ws://" if local else "wss://") + text
    scheme, _, rest = text.partition("://")
    hostport = rest.split("/", 1)[0]
    has_port = hostport.rsplit("]", 1)[-1].count(":") == 1 if hostport.startswith("[") else ":" in hostport
    if scheme == "ws" and not has_port:
        text = f"ws://{hostport}:{DEFAULT_PORT}" + rest[len(hostport) :]
    return text


def parse_clock(text: str) -> Clock | None:
    """``live:600`` (10 minutes each) or ``turn:86400`` (a day per move); "" for none."""
    if not text:
        return None
    mode, _, seconds = text.partition(":")
    clock = Clock.from_json({"mode": mode, "seconds": int(seconds) if seconds.isdigit() else -1})
    return clock


def server_kinds(kinds: Sequence[str]) -> list[str]:
    """The seats as the server takes them: this player and friends are ``person``; AI levels stay."""
    out: list[str] = []
    for kind in kinds:
        if kind in (HUMAN, FRIEND, PERSON):
            out.append(PERSON)
        elif kind in AI_LEVELS:
            out.append(kind)
        else:
            raise ValueError(f"a seat of kind {kind!r} cannot play online")
    return out


def local_hosting() -> Any:
    """The ``LocalHost`` class (``HostingError`` when this build has none)."""
    try:
        from ..online.hosting import LocalHost  # type: ignore[import-not-found,unused-ignore]
    except ImportError as exc:
        raise HostingError(str(exc), "no_hosting") from None
    return LocalHost


class OnlinePlay(QObject):
    """The player's online games and this computer's server."""

    games_changed = Signal()  # a game came, went, or changed (the list of games reads it again)
    host_changed = Signal()  # this computer's server started or stopped, or its mapping is known
    your_turn = Signal(object)  # RemoteGame: it has just become this player's turn there
    filed = Signal(object, object)  # RemoteGame, Path: a finished game's record filed

    def __init__(
        self,
        book: SeatBook,
        store: SaveStore | None,
        parent: QObject | None = None,
        *,
        lan: bool | None = None,
    ) -> None:
        super().__init__(parent)
        self.book = book
        # ``lan`` False: this computer's server listens on 127.0.0.1 only, and neither announces
        # itself nor asks the router (tests, and a computer that should not be reached).
        self.lan = os.environ.get(LOOPBACK_ENV, "") == "" if lan is None else lan
        self.store = store
        self.loop = LoopThread("sf-online").start()
        self.host: Any = None  # LocalHost while this computer hosts games
        self.host_problem = ""  # why hosting did not start (said where hosting is offered)
        self.games: dict[tuple[str, str], RemoteGame] = {}
        self._turns: dict[tuple[str, str], bool] = {}
        self._stop_timer = QTimer(self)
        self._stop_timer.setSingleShot(True)
        self._stop_timer.timeout.connect(self._maybe_stop_host)
        self._mapping_timer = QTimer(self)  # the mapping is tried in the background: look now and then
        self._mapping_timer.timeout.connect(self._watch_mapping)
        self._mapping: Any = None

    # ------------------------------------------------------------------ this computer's server

    def start_host(self, name: str = "") -> Any:
        """This computer's server, started if it is not running (``HostingError`` if it
        cannot start). It listens on the port it had last time when that port is free."""
        self._stop_timer.stop()
        if self.host is not None:
            return self.host
        cls = local_hosting()
        options = {} if self.lan else {"lan": False}
        try:
            host = cls(self.book.folder, port=self.book.host_port, name=name or "San Francisco", **options)
        except (OSError, RuntimeError) as exc:
            self.host_problem = str(exc)
            log.warning("the game server could not start: %s", exc)
            raise HostingError(self.host_problem, "host_failed") from None
        self.host, self.host_problem = host, ""
        self.book.set_host_port(_port(host.url_local))
        self._mapping_timer.start(500)
        self.host_changed.emit()
        return host

    def _watch_mapping(self) -> None:
        mapping = getattr(self.host, "mapping", None) if self.host is not None else None
        if mapping is not self._mapping:
            self._mapping = mapping
            self.host_changed.emit()
        if mapping is not None or self.host is None:
            self._mapping_timer.stop()

    @property
    def mapping(self) -> Any:
        """The router's answer about the port mapping (None while it is asked, or without a host)."""
        return getattr(self.host, "mapping", None) if self.host is not None else None

    def addresses(self, game: RemoteGame) -> list[str]:
        """Where friends reach ``game``'s server: its address, or for a game hosted here this
        computer's addresses on its networks and, when the router opened a port, the outside one."""
        key = self.key_of(game)
        if key is None or key[0] or self.host is None:
            return [game.server]
        found = list(self.host.url_for_lan())
        mapping = self.mapping
        if mapping is not None and mapping.ok:
            found.insert(0, f"ws://{mapping.external_ip}:{mapping.external_port}")
        return found or [self.host.url_local]

    def is_hosted(self, game: RemoteGame) -> bool:
        key = self.key_of(game)
        return key is not None and key[0] == ""

    def hosted_unfinished(self) -> list[RemoteGame]:
        return [g for k, g in self.games.items() if not k[0] and not g.over]

    def _maybe_stop_host(self) -> None:
        """Stop this computer's server once none of its games is unfinished."""
        if self.host is None or self.hosted_unfinished():
            return
        rooms = 0
        with contextlib.suppress(Exception):  # the server's own word, when it can say it
            rooms = int(self.host.unfinished_rooms())
        if rooms:
            return
        self._stop_host()

    def _stop_host(self) -> None:
        host, self.host = self.host, None
        self._mapping_timer.stop()
        self._mapping = None
        if host is not None:
            try:
                host.stop()
            except Exception:  # stopping is best effort: the store is consistent at every commit
                log.warning("the game server did not stop cleanly", exc_info=True)
            self.host_changed.emit()

    # ------------------------------------------------------------------ taking seats

    def create(
        self, server: str | None, name: str, kinds: Sequence[str], clock: Clock | str | None, done: Done
    ) -> None:
        """A new room on ``server`` (None: this computer's own), this player in its first
        person seat; ``clock`` None, a ``Clock`` or its short form (``live:600``, ``turn:86400``);
        ``done(game, "")`` once seated, ``done(None, why)`` if not."""
        try:
            clock = parse_clock(clock) if isinstance(clock, str) else clock
            seats = server_kinds(kinds)
            url = server if server else self.start_host(name).url_local
        except HostingError as exc:
            done(None, exc.trouble())
            return
        except ValueError as exc:  # a ProtocolError is a ValueError
            done(None, str(exc))
            return
        self._take(url, not server, lambda c: c.create(name, seats, clock), done)

    def join(self, server: str, code: str, name: str, done: Done) -> None:
        """The first free person seat of the room ``code`` on ``server``."""
        self._take(server, False, lambda c: c.join(code, name), done)

    def _take(self, url: str, hosted: bool, request: Callable[[Any], Any], done: Done) -> None:
        game = RemoteGame(self.loop, url, self)

        def seated(problem: str) -> None:
            if problem:
                game.close()
                game.deleteLater()
                done(None, problem)
                return
            ticket = game.ticket
            assert ticket is not None
            entry = SeatEntry(url, ticket.code, ticket.seat, ticket.token, hosted)
            self.book.keep(entry)
            self._add(entry.key, game)
            done(game, "")

        game.take(request, seated)

    def restore(self) -> list[str]:
        """Connect again to every unfinished game kept in the seat book (this computer's
        server first, when it hosts any); what could not be done, in words."""
        problems: list[str] = []
        for entry in self.book.unfinished():
            if entry.key in self.games:
                continue
            url = entry.server
            if entry.hosted:
                try:
                    url = self.start_host().url_local
                except HostingError as exc:
                    problems.append(exc.trouble())
                    continue
            game = RemoteGame(self.loop, url, self)
            ticket = SeatTicket(url, entry.code, entry.seat, entry.token)
            game.ticket = ticket
            self._add(entry.key, game)
            game.take(_resume(ticket), self._told, retry=True)
        return problems

    def _told(self, problem: str) -> None:
        self.games_changed.emit()

    def _add(self, key: tuple[str, str], game: RemoteGame) -> None:
        self.games[key] = game
        self._turns[key] = False
        game.changed.connect(lambda: self._on_changed(key, game))
        game.ended.connect(lambda record: self._on_ended(key, game, record))
        self.games_changed.emit()

    def key_of(self, game: RemoteGame) -> tuple[str, str] | None:
        return next((k for k, g in self.games.items() if g is game), None)

    # ------------------------------------------------------------------ news

    def _on_changed(self, key: tuple[str, str], game: RemoteGame) -> None:
        turn = game.ready and game.my_turn
        if turn and not self._turns.get(key):
            self.your_turn.emit(game)
        self._turns[key] = turn
        entry = self.book.find(key)
        if entry is not None and game.names and entry.names != game.names:
            self.book.update(key, names=game.names)
        self.games_changed.emit()

    def _on_ended(self, key: tuple[str, str], game: RemoteGame, record: GameRecord) -> None:
        """File the verified record with the finished games; the seat is done with."""
        name = "-"
        if self.store is not None:
            try:
                name = self.store.file_finished(record).name
            except OSError as exc:
                game.problem.emit(
                    self.tr("The finished game could not be kept: {0}").format(exc.strerror or exc)
                )
            else:
                self.filed.emit(game, self.store.finished_path(record))
        self.book.update(key, finished=name, names=game.names)
        QTimer.singleShot(1000, game.close)
        if key[0] == "":
            self._stop_timer.start(HOST_GRACE_MS)
        self.games_changed.emit()

    def forget(self, game: RemoteGame) -> None:
        """Take a game off the list (its seat token is forgotten: it cannot be joined again)."""
        key = self.key_of(game)
        if key is None:
            return
        del self.games[key]
        self._turns.pop(key, None)
        game.close()
        self.book.forget(key)
        if key[0] == "":
            self._stop_timer.start(HOST_GRACE_MS)
        self.games_changed.emit()

    # ------------------------------------------------------------------ the end

    def shutdown(self, timeout: float = 3.0) -> None:
        """Leave every connection, stop this computer's server and the loop (the app closes).
        The seats stay in the seat book: the next start connects again."""
        futures = [g.close() for g in self.games.values()]
        for future in futures:
            with contextlib.suppress(Exception):
                future.result(timeout)
        self._stop_host()
        self.loop.stop(timeout)


def _resume(ticket: SeatTicket) -> Callable[[Any], Any]:
    return lambda client: client.resume(ticket)


def _port(url: str) -> int:
    try:
        return int(url.rsplit(":", 1)[1].split("/", 1)[0])
    except (IndexError, ValueError):
        return 0


class LanServers(QObject):
    """Game servers found on the local network (:func:`..online.discovery.browse`), told on
    the GUI thread; ``available`` is False where this build cannot look."""

    changed = Signal(object)  # the servers found now: objects with ``name`` and ``url``

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._browser: Any = None
        self.found: list[Any] = []
        self.changed.connect(self._keep)
        try:
            from ..online.discovery import browse  # type: ignore[import-not-found,unused-ignore]
        except ImportError:
            self.available = False
            return
        self.available = True
        emit = self.changed.emit

        def on_change(found: list[Any]) -> None:
            with contextlib.suppress(RuntimeError):  # the dialog is gone
                emit(list(found))

        try:
            self._browser = browse(on_change)
        except Exception:  # no network at all: nothing to list, nothing to break
            log.warning("looking for servers on the local network failed", exc_info=True)
            self.available = False

    def _keep(self, found: list[Any]) -> None:
        self.found = found

    def close(self) -> None:
        browser, self._browser = self._browser, None
        if browser is not None:
            with contextlib.suppress(Exception):
                browser.close()
