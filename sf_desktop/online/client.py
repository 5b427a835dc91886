"""One connection to a game server: send, acknowledge, resume from a sequence number.

:class:`OnlineClient` takes a seat (``create``, ``join``, or ``resume`` with a
:class:`SeatTicket`), keeps the seat's :class:`~.table.RemoteTable` up to date from the
server's numbered events, and sends actions that apply only when the server's event comes
back. When the connection drops it connects again by itself (with growing pauses), says the
last event it saw, gets exactly the ones it missed, and sends again any action or phrase not
yet acknowledged, under the same id, so the server applies it at most once. A table out of
step with the server's digest starts again from the first event.

No Qt: an app runs the client on an asyncio loop of its own thread and hears of it through a
:class:`Listener` (called on that loop's thread).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import secrets
import ssl as ssl_module
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Literal

import attrs
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from .. import __version__
from ..model.actions import Action
from .protocol import (
    MAX_SERVER_MESSAGE_BYTES,
    PROTOCOL,
    PROTOCOL_VERSION,
    RATE_LIMITED,
    STALE,
    TAKEN_OVER,
    Act,
    Back,
    Chat,
    ClientEnd,
    ClientMessage,
    ClientType,
    Clock,
    Create,
    Hello,
    Join,
    LinkStatus,
    ProtocolError,
    Resume,
    ServerType,
    client_json,
    dumps,
    normalize_code,
    parse_server,
)
from .table import Applied, RemoteTable, RoomInfo, TableError

log = logging.getLogger(__name__)


@attrs.frozen
class SeatTicket:
    """What a player keeps to come back to a seat: the server, the room, the seat's token.
    An app keeps it with the player's data (never in a save file)."""

    server: str
    code: str
    seat: int
    token: str

    def to_json(self) -> dict[str, Any]:
        return attrs.asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> SeatTicket:
        try:
            ticket = cls(
                str(data["server"]), normalize_code(data["code"]), int(data["seat"]), str(data["token"])
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a seat ticket ({exc})") from None
        return ticket


class Refused(Exception):  # noqa: N818 - the server's word, not our error
    """The server refused a request: ``code`` (``protocol.ERROR_CODES``) and its reason
    (``retry_s``: the seconds the server asked to wait, for ``rate_limited``)."""

    def __init__(self, code: str, reason: str, retry_s: float = 0.0) -> None:
        super().__init__(f"{code}: {reason}")
        self.code = code
        self.reason = reason
        self.retry_s = retry_s


RETRY_MAX_S = 120.0  # the longest a client waits when the server says rate_limited


class _OutOfStep(Exception):  # noqa: N818 - a signal to the connection loop, not an error
    """The table fell out of step: connect again and replay from the first event."""


class Listener:
    """What an app hears from its client; every method may be overridden, none must be."""

    def applied(self, applied: Applied, table: RemoteTable) -> None:
        """An event was applied (``applied.events`` are the rules' events, for animation)."""

    def table_reset(self, table: RemoteTable) -> None:
        """The table was rebuilt from the first event (after falling out of step)."""

    def status(self, status: str) -> None:
        """``connecting``, ``online``, ``reconnecting`` or ``closed``."""

    def presence(self, online: list[bool]) -> None:
        """Which seats are connected now (AI seats always are)."""

    def problem(self, text: str) -> None:
        """Something went wrong that the player may want to know (a refusal, a bad event)."""


class OnlineClient:
    """One seat's connection, from taking the seat to the end of the game."""

    def __init__(
        self,
        url: str,
        *,
        ssl: ssl_module.SSLContext | None = None,
        listener: Listener | None = None,
        reconnect: bool = True,
        max_pause_s: float = 5.0,
        open_timeout_s: float = 10.0,
        proxy: str | Literal[True] | None = None,
        local_address: str | None = None,
    ) -> None:
        self.url = url
        self.local_address = local_address  # the address to connect from (None: the system's choice)
        self.proxy = proxy  # None: connect directly; True: the system's proxy; or its address
        self.ssl = ssl
        self.listener = listener or Listener()
        self.reconnect = reconnect
        self.max_pause_s = max_pause_s
        self.open_timeout_s = open_timeout_s
        self.ticket: SeatTicket | None = None
        self.table: RemoteTable | None = None
        self.connected = False
        self.reconnections = 0
        self._ws: ClientConnection | None = None
        self._task: asyncio.Task | None = None
        self._first: ClientMessage | None = None
        self._seated: asyncio.Future | None = None
        self._pending: dict[str, tuple[ClientMessage, asyncio.Future]] = {}
        self._changed = asyncio.Event()
        self._closing = False
        self._fatal: BaseException | None = None
        self._rebuild = False  # the next ``joined`` starts the table again from the first event
        self._ids = itertools.count(1)
        self._prefix = secrets.token_hex(4)

    # ------------------------------------------------------------------ taking a seat

    async def create(self, name: str, seats: Sequence[str], clock: Clock | None = None) -> SeatTicket:
        return await self._seat(Create(name, tuple(seats), clock))

    async def join(self, code: str, name: str) -> SeatTicket:
        return await self._seat(Join(normalize_code(code), name))

    async def resume(self, ticket: SeatTicket) -> SeatTicket:
        self.ticket = ticket
        return await self._seat(Resume(ticket.code, ticket.token, 0))

    async def _seat(self, first: ClientMessage) -> SeatTicket:
        if self._task is not None:
            raise RuntimeError("this client has a seat already")
        self._first = first
        self._seated = asyncio.get_running_loop().create_future()
        self._task = asyncio.create_task(self._run(), name="online client")
        await self._seated
        assert self.ticket is not None
        return self.ticket

    # ------------------------------------------------------------------ playing

    def _next_id(self) -> str:
        return f"{self._prefix}-{next(self._ids)}"

    async def act(self, action: Action) -> int:
        """Ask for ``action``; the event's number once the server accepted it (``Refused`` if
        not). The table changes when the event arrives, not before."""
        table = self._require_table()
        return await self._request(Act(self._next_id(), len(table.actions), action))

    async def chat(self, phrase: str) -> int:
        return await self._request(Chat(self._next_id(), phrase))

    async def back(self) -> None:
        """Take the seat back from the stand-in AI."""
        await self._send(Back())

    async def _request(self, msg: Act | Chat) -> int:
        if self._fatal is not None:
            raise self._fatal
        future: asyncio.Future = asyncio.get_running_loop().create_future()
        self._pending[msg.id] = (msg, future)
        with contextlib.suppress(ConnectionClosed):
            await self._send(msg)  # if the connection is down, it goes again on reconnection
        try:
            return await future
        finally:
            self._pending.pop(msg.id, None)

    async def _send(self, msg: ClientMessage) -> None:
        ws = self._ws
        if ws is not None and self.connected:
            await ws.send(dumps(client_json(msg)))

    def _require_table(self) -> RemoteTable:
        if self.table is None:
            raise RuntimeError("take a seat first")
        return self.table

    async def wait_for(
        self, condition: Callable[[RemoteTable], bool], timeout: float | None = None
    ) -> RemoteTable:
        """Wait until ``condition(table)`` holds (it is checked after every message)."""

        async def waiting() -> RemoteTable:
            while True:
                if self._fatal is not None:
                    raise self._fatal
                if self.table is not None and condition(self.table):
                    return self.table
                changed = self._changed
                await changed.wait()

        return await asyncio.wait_for(waiting(), timeout)

    def _notify(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    async def close(self) -> None:
        self._closing = True
        if self._ws is not None:
            await self._ws.close()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        self.listener.status(LinkStatus.CLOSED)

    # ------------------------------------------------------------------ the connection

    async def _run(self) -> None:
        pause = 0.05
        why = ""
        while not self._closing:
            self.listener.status(
                LinkStatus.CONNECTING if self.reconnections == 0 else LinkStatus.RECONNECTING
            )
            try:
                async with connect(
                    self.url,
                    ssl=self.ssl,
                    compression=None,
                    max_size=MAX_SERVER_MESSAGE_BYTES,
                    open_timeout=self.open_timeout_s,
                    proxy=self.proxy,
                    ping_interval=20,
                    ping_timeout=20,
                    close_timeout=2,
                    **self._source(),
                ) as ws:
                    self._ws = ws
                    await self._session(ws)
                    pause = 0.05
            except ConnectionClosed as exc:
                if exc.rcvd is not None and exc.rcvd.code == TAKEN_OVER:
                    self._fail(
                        Refused(ClientEnd.TAKEN_OVER, "this seat is now played from another connection")
                    )
                    return
                log.debug("connection to %s lost: %s", self.url, exc)
                why = f"the connection closed ({exc})"
            except (OSError, InvalidHandshake, TimeoutError, _OutOfStep) as exc:
                log.debug("connection to %s lost: %s", self.url, exc)
                why = str(exc) or type(exc).__name__
            except Refused as exc:
                if exc.code != RATE_LIMITED or not self.reconnect or self._closing:
                    self._fail(exc)
                    return
                # too many guesses from this address, or rooms made: wait as asked, then again
                log.info("the server asks to wait %s s: %s", exc.retry_s, exc.reason)
                self.listener.status("reconnecting")
                await asyncio.sleep(min(RETRY_MAX_S, max(exc.retry_s, pause)))
                continue
            except InvalidURI as exc:
                self._fail(exc)
                return
            finally:
                self._ws = None
                self.connected = False
                self._notify()
            if self._closing or not self.reconnect or (self._seated is not None and not self._seated.done()):
                if self._seated is not None and not self._seated.done():
                    self._fail(Refused(ClientEnd.CLOSED, f"could not reach the server at {self.url}: {why}"))
                return
            self.reconnections += 1
            self.listener.status(LinkStatus.RECONNECTING)
            await asyncio.sleep(pause)
            pause = min(self.max_pause_s, pause * 2)

    def _source(self) -> dict[str, Any]:
        """The socket's own address, when one was chosen (passed to the event loop)."""
        return {"local_addr": (self.local_address, 0)} if self.local_address else {}

    def _fail(self, exc: BaseException) -> None:
        self._fatal = exc
        if self._seated is not None and not self._seated.done():
            self._seated.set_exception(exc)
        for _, future in self._pending.values():
            if not future.done():
                future.set_exception(exc)
        self._notify()

    async def _session(self, ws: ClientConnection) -> None:
        await ws.send(dumps(client_json(Hello(PROTOCOL, f"sf-desktop {__version__}"))))
        if self.ticket is not None:  # coming back: say the last event seen
            self._rebuild = False
            last = self.table.seq if self.table is not None else 0
            await ws.send(dumps(client_json(Resume(self.ticket.code, self.ticket.token, last))))
        else:
            assert self._first is not None
            await ws.send(dumps(client_json(self._first)))
        async for raw in ws:
            try:
                message = parse_server(raw)
            except ProtocolError as exc:
                self.listener.problem(f"the server sent a message this client cannot read: {exc.reason}")
                continue
            await self._handle(ws, message)

    async def _handle(self, ws: ClientConnection, m: dict[str, Any]) -> None:
        await _HANDLERS[m["type"]](self, ws, m)
        self._notify()

    async def _hello(self, ws: ClientConnection, m: dict[str, Any]) -> None:
        if m.get("protocol") != PROTOCOL:
            raise Refused(PROTOCOL_VERSION, f"the server speaks protocol {m.get('protocol')}")

    async def _ack(self, ws: ClientConnection, m: dict[str, Any]) -> None:
        entry = self._pending.get(m["id"])
        if entry is not None and not entry[1].done():
            entry[1].set_result(m["seq"])

    async def _presence(self, ws: ClientConnection, m: dict[str, Any]) -> None:
        online = m.get("online")
        if isinstance(online, list):
            self.listener.presence([bool(x) for x in online])

    async def _joined(self, ws: ClientConnection, m: dict[str, Any]) -> None:
        try:
            room = RoomInfo.from_json(m["room"])
        except TableError as exc:
            raise Refused(ClientEnd.SERVER, str(exc)) from None
        seat = m["seat"]
        if self.ticket is None:
            self.ticket = SeatTicket(self.url, room.code, seat, str(m.get("token", "")))
        if self.table is None or self._rebuild or self.table.room.commitment != room.commitment:
            self.table = RemoteTable(room, seat)
            self._rebuild = False
            if self.reconnections:
                self.listener.table_reset(self.table)
        self.connected = True
        self.listener.status(LinkStatus.ONLINE)
        if self._seated is not None and not self._seated.done():
            self._seated.set_result(self.ticket)
        for msg, future in list(self._pending.values()):  # not acknowledged: again, same id
            if not future.done():
                await ws.send(dumps(client_json(msg)))

    async def _event(self, ws: ClientConnection, m: dict[str, Any]) -> None:
        table = self.table
        if table is None:
            return
        if m["seq"] <= table.seq:
            return  # seen already (sent again around a reconnection)
        try:
            applied = table.apply(m)
        except TableError as exc:
            self.listener.problem(f"{exc}: starting again from the first event")
            self.table = None
            raise _OutOfStep from None
        self.listener.applied(applied, table)

    async def _error(self, ws: ClientConnection, m: dict[str, Any]) -> None:
        ref, code, reason = m.get("ref"), m["code"], m["reason"]
        retry = m.get("retry_s")
        retry_s = float(retry) if isinstance(retry, int | float) else 0.0
        entry = self._pending.get(ref) if isinstance(ref, str) else None
        if entry is not None and not entry[1].done():
            entry[1].set_exception(Refused(code, reason, retry_s))
            return
        if ref == ClientType.RESUME and code == STALE and self.ticket is not None and not self._rebuild:
            # This client saw events the server no longer has (its database lost its last
            # moments): rebuild the table from the server's own, on this connection.
            self._rebuild = True
            await ws.send(dumps(client_json(Resume(self.ticket.code, self.ticket.token, 0))))
            return
        if ref in _SEATING or code == PROTOCOL_VERSION:
            raise Refused(code, reason, retry_s)
        self.listener.problem(f"{code}: {reason}")


_SEATING = (ClientType.HELLO, ClientType.CREATE, ClientType.JOIN, ClientType.RESUME)  # refused: no seat

# What a client does with each type of server message (every type has its entry:
# tests/online/test_vocabulary.py).
_HANDLERS: dict[ServerType, Callable[[OnlineClient, ClientConnection, dict[str, Any]], Awaitable[None]]] = {
    ServerType.HELLO: OnlineClient._hello,
    ServerType.ERROR: OnlineClient._error,
    ServerType.JOINED: OnlineClient._joined,
    ServerType.ACK: OnlineClient._ack,
    ServerType.EVENT: OnlineClient._event,
    ServerType.PRESENCE: OnlineClient._presence,
}
