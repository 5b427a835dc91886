"""The WebSocket side of the server: connections, their limits, and starting and stopping.

Each connection has a writer task and a bounded queue, so a slow reader never holds up a room
(past :data:`QUEUE_LIMIT` waiting messages it is closed; its client resumes from the last event
it saw). Messages larger than 8 KiB are refused by the WebSocket layer itself (close code
1009); a connection that floods (more than :data:`RATE` messages a second on average, bursts
of :data:`BURST`) or keeps sending messages that are refused as malformed (:data:`MAX_BAD`) is
closed with code 1008. Compression is off: the messages are small, and a compressor per
connection would cost more memory than a room.

Connections are limited per address and in total (:class:`~.limits.Limits`; the total is
lowered to what the process's descriptor limit leaves, raised first to its hard limit):
past them a new connection is told why and closed (1008 per address, 1013 in total), and a
bare TCP connection beyond what the descriptors allow is dropped at once, so that the
listening socket never runs out of descriptors.

:class:`GameServer` is what ``sf-desktop-cli serve`` runs and what an app can run inside its
own process (:class:`ServerThread`: its own thread and event loop).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import ssl as ssl_module
import time
from collections import Counter, deque
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..loop_thread import LoopThread
from ..protocol import (
    MALFORMED,
    MAX_MESSAGE_BYTES,
    PROTOCOL,
    SERVER,
    ClientType,
    Create,
    Hello,
    Join,
    ProtocolError,
    Resume,
    dumps,
    error_reply,
    hello_reply,
    parse_client,
    refuse,
    version_refusal,
)
from .codes import Bucket
from .hub import Hub, LiveRoom, Settings
from .limits import RateLimited, client_address, descriptor_budget, networks
from .store import Store

log = logging.getLogger(__name__)

HELLO_TIMEOUT_S = 10.0
QUEUE_LIMIT = 2000
RATE = 200.0
# What may wait unread for one client: above the largest message the server sends (the end
# event's revealed record, under MAX_SERVER_MESSAGE_BYTES) with room for a slow reader.
MAX_UNREAD_BYTES = 4 * 1024 * 1024
BURST = 400.0
MAX_BAD = 20
TRY_AGAIN_LATER = 1013  # WebSocket's close code for a server that cannot serve now
HANDSHAKE_SLACK = 64  # TCP connections beyond the limit still let in, to be told why


POLICY = 1008  # WebSocket's close code for a broken rule


class Connection:
    """One client: what the hub knows of it, and its outgoing queue."""

    def __init__(self, ws: ServerConnection, address: str) -> None:
        self.ws = ws
        self.address = address
        self.room: LiveRoom | None = None
        self.seat = -1
        self.queue: asyncio.Queue[str | AsyncIterator[str] | None] = asyncio.Queue()
        self.writer = asyncio.create_task(self._write(), name=f"write {self.address}")
        self.bucket = Bucket(RATE, BURST)
        self.bad = 0

    def send(self, text: str) -> None:
        if self.queue.qsize() >= QUEUE_LIMIT:
            self.close(1008, "too many messages waiting: this connection reads too slowly")
            return
        self.queue.put_nowait(text)

    def send_pages(self, pages: AsyncIterator[str]) -> None:
        """Send what ``pages`` yields, read as it is written (a catch-up), before anything sent
        later: one place in the queue, however many events it holds."""
        self.queue.put_nowait(pages)

    def close(self, code: int, reason: str) -> None:
        self.queue.put_nowait(None)
        asyncio.get_running_loop().create_task(self.ws.close(code, reason))

    async def _write(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            while (item := await self.queue.get()) is not None:
                if isinstance(item, str):
                    await self.ws.send(item)
                    continue
                async for text in item:  # each send waits while the client's socket is full
                    await self.ws.send(text)

    async def finish(self) -> None:
        self.queue.put_nowait(None)
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.wait_for(self.writer, 5)


def _ref(raw: Any) -> str | None:
    """The id (or request type) a refusal answers, read leniently from a refused message (one
    nested too deep for the parser has none)."""
    try:
        data = json.loads(raw) if isinstance(raw, str) and len(raw) <= MAX_MESSAGE_BYTES else None
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    ref = data.get("id") if data.get("type") in (ClientType.ACT, ClientType.CHAT) else data.get("type")
    if not isinstance(ref, str):
        return None
    try:  # an escaped lone surrogate ("\ud800") cannot be sent back: the answer failed to encode
        return ref[:64].encode("utf-8").decode("utf-8")
    except UnicodeEncodeError:
        return None


class CountedConnection(ServerConnection):
    """A connection that counts itself on its server from its first TCP byte to its end, and
    is dropped at once beyond what the descriptors allow (none is left to tell it why)."""

    game: GameServer  # set on each server's own subclass

    def connection_made(self, transport: Any) -> None:
        super().connection_made(transport)
        server = self.game
        server.transports += 1
        if server.transports > server.max_connections + HANDSHAKE_SLACK:
            server.hub.refusals.refused("connections beyond the descriptors")
            transport.abort()

    def connection_lost(self, exc: Exception | None) -> None:
        self.game.transports -= 1
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        """What a client sends may be answered at once (a ping's pong) without waiting for the
        client to read it: one that pings and never reads grew the server by 30 MB a second.
        Past :data:`MAX_UNREAD_BYTES` waiting for it, it is dropped."""
        super().data_received(data)
        transport = self.transport
        if not transport.is_closing() and transport.get_write_buffer_size() > MAX_UNREAD_BYTES:
            self.game.hub.refusals.refused("a client that does not read what it is sent")
            transport.abort()


class GameServer:
    """The game server: a hub on a store, listening for WebSocket connections."""

    def __init__(
        self,
        store: Store,
        host: str = "127.0.0.1",
        port: int = 0,
        *,
        ssl: ssl_module.SSLContext | None = None,
        settings: Settings | None = None,
        hub: Hub | None = None,
    ) -> None:
        self.store = store
        self.host = host
        self.port = port
        self.ssl = ssl
        self.hub = hub or Hub(store, settings)
        self._server: Any = None
        self.connections: set[Connection] = set()
        self.per_address: Counter[str] = Counter()
        limits = self.hub.settings.limits
        self.max_connections = limits.connections_total
        self.trusted = networks(self.hub.settings.trusted_proxies)
        self.transports = 0  # TCP connections open, the handshake's included
        self._counted: type[ServerConnection] = type("Counted", (CountedConnection,), {"game": self})
        self.act_ms: deque[float] = deque(maxlen=200_000)  # receipt to acknowledgement, per action

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{'wss' if self.ssl else 'ws'}://{host}:{self.port}"

    async def start(self) -> str:
        """Open the store, start the hub and listen; the URL (with the port chosen)."""
        budget = descriptor_budget()
        if budget is not None and budget < self.max_connections:
            log.warning(
                "at most %d connections: the limit of open files leaves no more (raise LimitNOFILE)",
                budget,
            )
            self.max_connections = budget
        await self.store.open()
        try:
            await self.hub.start()
            self._server = await serve(
                self._handle,
                self.host,
                self.port,
                create_connection=self._counted,
                ssl=self.ssl,
                compression=None,
                max_size=MAX_MESSAGE_BYTES,
                max_queue=16,
                ping_interval=20,
                ping_timeout=20,
                close_timeout=5,
                server_header=None,
            )
        except BaseException:  # a port taken, or the start given up: nothing outlives it
            await self.hub.stop()  # its sweep and its AI processes
            await self.store.close()  # its files, which Windows would keep from being removed
            raise
        self.port = self._server.sockets[0].getsockname()[1]
        return self.url

    async def stop(self) -> None:
        """Stop cleanly: no new connections, every client told (1001, going away), the rooms'
        AI stopped, the store closed. Everything acknowledged is already in the store."""
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        await self.hub.stop()
        await self.store.close()
        log.info("refused by the limits: %s", self.hub.refusals.summary())
        if self.act_ms:
            ms = sorted(self.act_ms)
            log.info(
                "served %d actions: from receipt to acknowledgement p50 %.2f ms, p95 %.2f ms, max %.2f ms",
                len(ms),
                ms[len(ms) // 2],
                ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))],
                ms[-1],
            )

    def _admit(self, ws: ServerConnection) -> tuple[str, tuple[int, str] | None]:
        """The connection's address, and why it may not stay (close code and reason) or None."""
        remote = ws.remote_address
        peer = str(remote[0]) if remote else "?"
        forwarded = ws.request.headers.get_all("X-Forwarded-For") if ws.request is not None else []
        address = client_address(peer, forwarded, self.trusted)
        limits = self.hub.settings.limits
        if len(self.connections) >= self.max_connections:
            self.hub.refusals.refused("connections in total")
            return address, (TRY_AGAIN_LATER, f"the server is full ({self.max_connections} connections)")
        if self.per_address[address] >= limits.connections_per_address:
            self.hub.refusals.refused("connections per address")
            return address, (
                POLICY,
                f"too many connections from your address ({limits.connections_per_address})",
            )
        return address, None

    async def _handle(self, ws: ServerConnection) -> None:
        address, refused = self._admit(ws)
        if refused is not None:
            await ws.close(*refused)
            return
        conn = Connection(ws, address)
        self.connections.add(conn)
        self.per_address[address] += 1
        try:
            if await self._greet(conn):
                closing = False
                async for raw in ws:  # read on while closing: the peer's close frame is behind
                    if closing:
                        continue
                    if not conn.bucket.take():
                        conn.close(1008, "too many messages: slow down")
                        closing = True
                        continue
                    await self._one(conn, raw)
                    if conn.bad > MAX_BAD:
                        log.warning("closed a connection from %s: too many malformed messages", conn.address)
                        conn.close(1008, "too many malformed messages")
                        closing = True
        except ConnectionClosed:
            pass
        finally:
            self.hub.leave(conn)
            await conn.finish()
            self.connections.discard(conn)
            self.per_address[address] -= 1
            if self.per_address[address] <= 0:
                del self.per_address[address]

    async def _greet(self, conn: Connection) -> bool:
        try:
            raw = await asyncio.wait_for(conn.ws.recv(), HELLO_TIMEOUT_S)
        except TimeoutError:
            conn.close(1008, "no hello")
            return False
        try:
            msg = parse_client(raw)
            if not isinstance(msg, Hello):
                raise refuse("the first message must be hello, with the protocol version")
            if msg.protocol != PROTOCOL:
                raise version_refusal(msg.protocol)
        except ProtocolError as exc:
            conn.send(dumps(error_reply(exc, "hello", protocol=PROTOCOL)))
            conn.close(4000 if exc.code != MALFORMED else 1008, exc.reason[:120])
            return False
        conn.send(dumps(hello_reply(self.hub.settings.name)))
        return True

    async def _one(self, conn: Connection, raw: str | bytes) -> None:
        try:
            msg = parse_client(raw)
            if isinstance(msg, Create | Join | Resume) and conn.room is not None:
                raise refuse("this connection has a seat already: open another connection for another seat")
            await _HANDLERS[msg.TYPE](self, conn, msg)
        except ProtocolError as exc:
            if exc.code == MALFORMED:
                conn.bad += 1
            extra = {"retry_s": exc.retry_s} if isinstance(exc, RateLimited) else {}
            conn.send(dumps(error_reply(exc, _ref(raw), **extra)))
        except ConnectionClosed:
            raise
        except Exception as exc:
            if self.store.unavailable(exc):  # the store logs its absence once; the client comes back
                conn.close(TRY_AGAIN_LATER, "the server's database is away for a moment: connect again")
                return
            log.exception("a request failed")
            conn.send(dumps(error_reply(ProtocolError(SERVER, "the server could not do that"), _ref(raw))))

    async def _act(self, conn: Connection, msg: Any) -> None:
        start = time.perf_counter()
        await self.hub.act(conn, msg)
        self.act_ms.append((time.perf_counter() - start) * 1000)

    async def _again(self, conn: Connection, msg: Any) -> None:
        raise refuse("hello comes once, first")


# What the server does with each type of client message after the hello (every type has its
# entry: tests/online/test_vocabulary.py).
_HANDLERS: dict[ClientType, Callable[[GameServer, Connection, Any], Awaitable[None]]] = {
    ClientType.HELLO: GameServer._again,
    ClientType.CREATE: lambda server, conn, msg: server.hub.create(conn, msg),
    ClientType.JOIN: lambda server, conn, msg: server.hub.join(conn, msg),
    ClientType.RESUME: lambda server, conn, msg: server.hub.resume(conn, msg),
    ClientType.ACT: GameServer._act,
    ClientType.CHAT: lambda server, conn, msg: server.hub.chat(conn, msg),
    ClientType.BACK: lambda server, conn, msg: server.hub.back(conn),
}


class ServerThread:
    """A :class:`GameServer` on a thread of its own (a :class:`~..loop_thread.LoopThread`),
    for an app that hosts games itself while its window keeps its own thread."""

    def __init__(self, server: GameServer) -> None:
        self.server = server
        self.thread = LoopThread("sf-server")

    def start(self, timeout: float = 30.0) -> str:
        """Start and wait until it listens; its URL (``RuntimeError`` if it cannot start)."""
        try:
            return self.thread.submit(self.server.start()).result(timeout)
        except Exception as exc:
            self.thread.stop()
            raise RuntimeError(f"the game server could not start: {exc}") from exc

    def stop(self, timeout: float = 30.0) -> None:
        """Stop the server cleanly (as on SIGTERM), then the thread."""
        if self.thread.running:
            try:
                self.thread.submit(self.server.stop()).result(timeout)
            finally:
                self.thread.stop(timeout)
