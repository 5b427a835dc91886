"""Shared pieces of the online tests: a server on 127.0.0.1 with its SQLite store in a
temporary folder, seated clients, scripted players, a recording TCP relay, and a server in
a subprocess that can be killed and started again. Every address is on this machine."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

import websockets

from sf_desktop.ai.base import make_agent
from sf_desktop.online.bots import SeatRun, agent_chooser, play_seat
from sf_desktop.online.client import Listener, OnlineClient
from sf_desktop.online.protocol import PROTOCOL, Clock
from sf_desktop.online.server import GameServer, Settings, open_store
from sf_desktop.online.server.hub import Hub
from sf_desktop.online.table import Applied, RemoteTable

ROOT = Path(__file__).resolve().parents[2]
T = TypeVar("T")


def run(coro: Awaitable[T], timeout: float = 120.0) -> T:
    """Run a coroutine to its end, within a generous bound (never a timing assertion)."""

    async def bounded() -> T:
        return await asyncio.wait_for(coro, timeout)

    return asyncio.run(bounded())


@contextlib.asynccontextmanager
async def served(
    folder: Path, *, settings: Settings | None = None, now_ms: Any = None, sweep: bool = True, **kw: Any
) -> AsyncIterator[GameServer]:
    """A game server on 127.0.0.1, a free port, SQLite in ``folder``; stopped on exit."""
    store = open_store(folder / "server.sqlite3")
    hub = Hub(store, settings, now_ms) if now_ms is not None else Hub(store, settings)
    server = GameServer(store, "127.0.0.1", 0, hub=hub, **kw)
    if not sweep:
        hub.start = _no_sweep(hub)  # type: ignore[method-assign]
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


def _no_sweep(hub: Hub) -> Any:
    original = hub.start

    async def start(sweep: bool = True) -> None:
        await original(sweep=False)

    return start


class Recorder(Listener):
    """Keeps what a client said: its problems, its statuses, every event applied, every
    presence (which seats were connected), and how often it rebuilt its table."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.statuses: list[str] = []
        self.events: list[Applied] = []
        self.online: list[list[bool]] = []
        self.resets = 0

    def table_reset(self, table: RemoteTable) -> None:
        self.resets += 1

    def presence(self, online: list[bool]) -> None:
        self.online.append(online)

    def problem(self, text: str) -> None:
        self.problems.append(text)

    def status(self, status: str) -> None:
        self.statuses.append(status)

    def applied(self, applied: Applied, table: RemoteTable) -> None:
        self.events.append(applied)


async def refusal(client: OnlineClient, timeout: float) -> BaseException | None:
    """What ends the client's seat within ``timeout`` (a refusal such as ``taken_over``), or
    None if the seat is still its own then."""
    try:
        await client.wait_for(lambda t: False, timeout)
    except TimeoutError:
        return None
    except Exception as exc:
        return exc
    return None


def problems(clients: Sequence[OnlineClient]) -> list[str]:
    return [text for c in clients if isinstance(c.listener, Recorder) for text in c.listener.problems]


async def seated(
    url: str, kinds: Sequence[str], names: Sequence[str] = (), clock: Clock | None = None, **kw: Any
) -> list[OnlineClient]:
    """A room of ``kinds`` created by the first client; one client per person seat (each
    with a :class:`Recorder` unless a listener is given)."""
    persons = [i for i, k in enumerate(kinds) if k == "person"]
    names = list(names) or [f"Player {i + 1}" for i in range(len(persons))]
    host = OnlineClient(url, **({"listener": Recorder()} | kw))
    ticket = await host.create(names[0], kinds, clock)
    clients = [host]
    for n in range(1, len(persons)):
        guest = OnlineClient(url, **({"listener": Recorder()} | kw))
        await guest.join(ticket.code, names[n])
        clients.append(guest)
    for client in clients:
        await client.wait_for(lambda t: t.started, 30)
    return clients


async def play_all(clients: Sequence[OnlineClient], agent: str = "greedy", seed: int = 1) -> list[SeatRun]:
    """Every client's seat played to the end by ``agent``."""
    return list(
        await asyncio.gather(
            *(
                play_seat(c, agent_chooser(make_agent(agent), random.Random(seed * 10 + i)), timeout_s=60)
                for i, c in enumerate(clients)
            )
        )
    )


async def close_all(clients: Sequence[OnlineClient]) -> None:
    for client in clients:
        await client.close()


class Relay:
    """A TCP relay on 127.0.0.1 that records every byte the server sends to each client,
    and can cut every connection through it (the clients then reconnect through it)."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.port = 0
        self.downstream: list[bytearray] = []  # per connection, server -> client
        self._server: asyncio.base_events.Server | None = None
        self._writers: list[asyncio.StreamWriter] = []

    async def start(self) -> str:
        self._server = await asyncio.start_server(self._handle, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return f"ws://127.0.0.1:{self.port}"

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        record = bytearray()
        self.downstream.append(record)
        self._writers += [writer, up_writer]

        async def pump(src: asyncio.StreamReader, dst: asyncio.StreamWriter, keep: bytearray | None) -> None:
            try:
                while data := await src.read(65536):
                    if keep is not None:
                        keep.extend(data)
                    dst.write(data)
                    await dst.drain()
            except (ConnectionError, OSError):
                pass
            finally:
                dst.close()

        await asyncio.gather(pump(reader, up_writer, None), pump(up_reader, writer, record))

    def cut(self) -> None:
        """Drop every connection through the relay at once."""
        for w in self._writers:
            w.transport.abort()
        self._writers.clear()

    async def stop(self) -> None:
        self.cut()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()


class Raw:
    """A bare WebSocket client that says exactly what a test tells it to."""

    def __init__(self, ws: Any) -> None:
        self.ws = ws

    @classmethod
    async def open(cls, url: str) -> Raw:
        raw = cls(await websockets.connect(url, proxy=None, compression=None))
        await raw.send({"type": "hello", "protocol": PROTOCOL, "client": "test"})
        assert (await raw.recv())["type"] == "hello"
        return raw

    async def send(self, message: dict) -> None:
        await self.ws.send(json.dumps(message))

    async def recv(self) -> dict:
        return json.loads(await asyncio.wait_for(self.ws.recv(), 30))

    async def until(self, kind: str) -> list[dict]:
        """Every message up to and including the first of type ``kind``."""
        got = []
        while True:
            got.append(await self.recv())
            if got[-1]["type"] == kind:
                return got

    async def close(self) -> None:
        await self.ws.close()


def cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "sf_desktop.cli.main", *args]


class ServerProcess:
    """``sf-desktop-cli serve`` in a subprocess: started, killed (SIGKILL) or stopped
    (SIGTERM), and started again on the same port and store."""

    def __init__(self, store: str, port: int = 0, *extra: str, log: Path | None = None) -> None:
        self.store = store
        self.port = port
        self.extra = extra
        self.log = log  # where its standard error goes (appended to), else a pipe
        self.proc: subprocess.Popen[str] | None = None
        self.url = ""

    def start(self, timeout: float = 60.0) -> str:
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        with contextlib.ExitStack() as files:
            err = files.enter_context(self.log.open("a")) if self.log else subprocess.PIPE
            self.proc = subprocess.Popen(
                cli("serve", "--port", str(self.port), "--store", self.store, *self.extra),
                stdout=subprocess.PIPE,
                stderr=err,
                text=True,
                cwd=ROOT,
                env=env,
            )
        deadline = time.monotonic() + timeout
        line = ""
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline() if self.proc.stdout else ""
            if line or self.proc.poll() is not None:
                break
        if not line.startswith("listening on "):
            err = self.proc.stderr.read() if self.proc.stderr and self.proc.poll() is not None else ""
            raise AssertionError(f"the server did not start: {line!r} {err}")
        self.url = line.split()[-1]
        self.port = int(self.url.rsplit(":", 1)[1])
        return self.url

    def kill(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(30)

    def terminate(self, timeout: float = 30.0) -> int:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGTERM)
        return self.proc.wait(timeout)

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(30)
        for stream in (self.proc.stdout, self.proc.stderr) if self.proc else ():
            if stream:
                stream.close()


# ---------------------------------------------------------------------------- PostgreSQL

POSTGRES_ADMIN = os.environ.get("SF_TEST_POSTGRES", "postgresql:///postgres")


def _with_database(dsn: str, name: str) -> str:
    base, _, query = dsn.partition("?")
    head = base.rsplit("/", 1)[0] if base.count("/") > 2 else base.rstrip("/")
    return f"{head}/{name}" + (f"?{query}" if query else "")


async def _admin(sql: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(POSTGRES_ADMIN, timeout=5)
    try:
        await conn.execute(sql)
    finally:
        await conn.close()


@contextlib.contextmanager
def postgres_database() -> Iterator[str]:
    """A database of its own on the PostgreSQL at ``$SF_TEST_POSTGRES`` (by default the local
    one, through its socket, as the current user), dropped afterwards; the test is skipped,
    saying why, where no PostgreSQL answers or asyncpg is missing."""
    import pytest

    asyncpg = pytest.importorskip("asyncpg", reason="the PostgreSQL driver (asyncpg) is not installed")
    name = f"sf_test_{os.urandom(6).hex()}"
    try:
        asyncio.run(_admin(f'CREATE DATABASE "{name}"'))
    except (OSError, asyncpg.PostgresError, TimeoutError) as exc:
        pytest.skip(f"no PostgreSQL server is running here ({POSTGRES_ADMIN}: {exc})")
    try:
        yield _with_database(POSTGRES_ADMIN, name)
    finally:
        asyncio.run(_admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
