"""A game server hosted by the app itself, for friends on the home network and beyond.

:class:`LocalHost` starts the project's own server (:class:`~.server.net.ServerThread`: its
thread, its asyncio loop) on a SQLite file in the player's data folder, listening on every
interface of this machine. The port it got is kept in a small JSON file beside the store, so
that after the app starts again friends reconnect to the same address (another free port is
taken when that one is busy). Then, each on a daemon thread of its own so that starting costs
no more than the server itself: the server is published on the home network
(:mod:`.discovery`), and the router is asked to forward the port (:mod:`.portmap`), the
mapping renewed while the host runs.

The app runs it only while one of its hosted games is unfinished; :meth:`LocalHost.stop`
withdraws the publication, gives the port mapping back and stops the server, each within a
bounded time (a router that no longer answers is left to the mapping's lease).
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import socket
import sqlite3
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ..model.save_format import SaveError
from ..storage.save_files import atomic_write, read_bounded
from .server import GameServer, ServerThread, open_store
from .server.thinking import START_S as AI_START_S
from .server.thinking import Decision

if TYPE_CHECKING:
    import random

    from ..model.actions import Action
    from ..model.state import GameState
    from .discovery import Advertisement
    from .portmap import PortMapping

log = logging.getLogger(__name__)

FOLDER = "online"
STORE_FILE = "hosted.sqlite"
PORT_FILE = "hosted.json"
PORT_FILE_BYTES = 4096  # the note is a dozen bytes
LOCK_FILE = "hosted.lock"
# The server listens once its AI processes have started (in seconds), or after AI_START_S
# without them on a machine too slow for that: hosting waits as long, and 30 s more.
START_TIMEOUT_S = AI_START_S + 30.0
STOP_WORKERS_S = 5.0  # how long stop() waits for the publication and the router together
STOP_SERVER_S = 10.0


def store_path(data_dir: Path) -> Path:
    return data_dir / FOLDER / STORE_FILE


def remembered_port(data_dir: Path) -> int:
    """The port the host listened on last time (0: none, or the file is unreadable: not a
    regular file, larger than a note, not this note). A pipe there hung the start, and
    ``/dev/zero`` filled the memory."""
    try:
        port = json.loads(read_bounded(data_dir / FOLDER / PORT_FILE, PORT_FILE_BYTES))["port"]
    except (SaveError, ValueError, KeyError, TypeError, RecursionError):
        return 0
    return port if isinstance(port, int) and 1024 <= port <= 65535 else 0


def remember_port(data_dir: Path, port: int) -> None:
    """Keep the port for the next start (written whole or not at all)."""
    target = data_dir / FOLDER / PORT_FILE
    try:
        atomic_write(target, (json.dumps({"port": port}) + "\n").encode())
    except OSError as exc:
        log.warning("cannot keep the hosted server's port in %s: %s", target, exc)


def unfinished_rooms(data_dir: Path) -> int:
    """How many hosted rooms are waiting for players or being played, read from the store
    (0 when there is none yet); the server need not run."""
    path = store_path(data_dir)
    if not path.exists():
        return 0
    try:
        with contextlib.closing(sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, timeout=5)) as db:
            row = db.execute("SELECT count(*) FROM rooms WHERE status IN ('waiting', 'playing')").fetchone()
    except sqlite3.Error as exc:
        log.warning("cannot count the hosted rooms in %s: %s", path, exc)
        return 0
    return int(row[0])


class HostedElsewhereError(RuntimeError):
    """Another copy of the app already hosts the games of this data folder."""


class FolderLock:
    """One host per data folder: two servers on one store would not hear each other's moves.
    An advisory lock on ``online/hosted.lock``, released when the process ends however it ends."""

    def __init__(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self._file = open(folder / LOCK_FILE, "a+b")  # noqa: SIM115 - held until release()
        try:
            if sys.platform == "win32":
                import msvcrt

                self._file.seek(0)
                msvcrt.locking(self._file.fileno(), msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(self._file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            self._file.close()
            raise HostedElsewhereError(f"another copy of the app hosts the games in {folder}") from None

    def release(self) -> None:
        if self._file.closed:
            return
        if sys.platform == "win32":
            import msvcrt

            with contextlib.suppress(OSError):
                self._file.seek(0)
                msvcrt.locking(self._file.fileno(), msvcrt.LK_UNLCK, 1)
        self._file.close()  # closing ends a flock


def _bindable(port: int, lan: bool) -> bool:
    """Whether ``port`` is free to listen on, as the server will (every interface, or loopback)."""
    families = [(socket.AF_INET, "0.0.0.0" if lan else "127.0.0.1")]
    if lan and socket.has_ipv6:
        families.append((socket.AF_INET6, "::"))
    for family, host in families:
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            if family == socket.AF_INET6:
                probe.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
            if os.name != "nt":
                probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as asyncio does
            try:
                probe.bind((host, port))
            except OSError as exc:
                if exc.errno == errno.EADDRNOTAVAIL and family == socket.AF_INET6:
                    continue  # no IPv6 here: the server listens on IPv4 alone
                return False
    return True


def _free_port(lan: bool) -> int:
    """A port free on IPv4 and IPv6 alike (the server listens on both with one number)."""
    for _ in range(20):
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
            probe.bind(("0.0.0.0" if lan else "127.0.0.1", 0))
            port = int(probe.getsockname()[1])
        if _bindable(port, lan):
            return port
    raise RuntimeError("no free port for the game server")


class LocalHost:
    """The app's own game server, started at construction, until :meth:`stop`
    (:class:`HostedElsewhereError` if another copy of the app hosts from ``data_dir``, and
    ``RuntimeError`` if the server cannot start).

    ``lan=False`` listens on loopback only and neither publishes the server nor asks the
    router: games on this machine alone. ``on_mapping`` hears every outcome of asking the
    router (on the router's thread)."""

    def __init__(
        self,
        data_dir: Path,
        *,
        port: int = 0,
        name: str,
        lan: bool = True,
        portmap_timeout_s: float = 2.0,
        on_mapping: Callable[[PortMapping], None] | None = None,
    ) -> None:
        self.data_dir = data_dir
        self.name = name
        self.lan = lan
        self._on_mapping = on_mapping
        self._portmap_timeout_s = portmap_timeout_s
        self._stopping = threading.Event()
        self._stopped = False
        self._lock = threading.Lock()
        self._mapping: PortMapping | None = None
        self._advertisement: Advertisement | None = None
        self._lock_file = FolderLock(data_dir / FOLDER)
        try:
            self._server, self.port = self._listen(port or remembered_port(data_dir))
        except BaseException:
            self._lock_file.release()
            raise
        remember_port(data_dir, self.port)
        self.url_local = f"ws://127.0.0.1:{self.port}"
        self._workers: list[threading.Thread] = []
        if lan:
            for target, name_ in ((self._publish, "sf-host-publish"), (self._forward, "sf-host-portmap")):
                worker = threading.Thread(target=target, name=name_, daemon=True)
                worker.start()
                self._workers.append(worker)

    # ------------------------------------------------------------------ the server

    def _listen(self, wanted: int) -> tuple[ServerThread, int]:
        """Start the server on ``wanted`` (or, if busy or 0, on a free port): it and its port."""
        hosts = ["", "0.0.0.0"] if self.lan else ["127.0.0.1"]  # "": every interface, both families
        if wanted and not _bindable(wanted, self.lan):
            log.info("port %d is busy: the hosted server takes another", wanted)
            wanted = 0
        failure: Exception | None = None
        for port in (wanted, 0) if wanted else (0,):
            for host in hosts:
                chosen = port or _free_port(self.lan)
                server = GameServer(open_store(store_path(self.data_dir)), host=host, port=chosen)
                thread = ServerThread(server)
                try:
                    thread.start(START_TIMEOUT_S)
                except RuntimeError as exc:
                    failure = exc
                    log.info("the hosted server could not listen on %r port %d: %s", host, chosen, exc)
                    continue
                return thread, server.port
        raise RuntimeError(f"the game server could not start: {failure}")

    def url_for_lan(self) -> list[str]:
        """The addresses friends on the home network connect to (IPv4 first); none when the
        server listens on loopback alone."""
        if not self.lan:
            return []
        from .discovery import local_addresses, url_for

        ipv6 = self._server.server.host == ""
        return [url_for(a, self.port) for a in local_addresses() if ipv6 or ":" not in a]

    @property
    def ai_ready(self) -> bool:
        """Whether the server's AI processes started and made every level's agent."""
        return self._server.server.hub.ai.ready

    def ask_ai(self, level: str, view: GameState, rng: random.Random, timeout: float = 60.0) -> Action | None:
        """One decision of the server's AI, as a room would ask it (the self-test's proof
        that its processes answer)."""
        asking = self._server.server.hub.ai.decide(level, view, rng, Decision())
        return self._server.thread.submit(asking).result(timeout)

    def unfinished_rooms(self) -> int:
        """How many of the hosted rooms are waiting for players or being played."""
        return unfinished_rooms(self.data_dir)

    @property
    def mapping(self) -> PortMapping | None:
        """The router's answer (None while asking, or with ``lan=False``)."""
        return self._mapping

    @property
    def published(self) -> bool:
        """Whether the server is published on the home network now."""
        return self._advertisement is not None

    # ------------------------------------------------------------------ the workers

    def _publish(self) -> None:
        from .discovery import advertise

        try:
            advertisement = advertise(self.name, self.port)
        except Exception as exc:  # no interface that multicasts, or the network went away
            log.warning("the hosted server is not published on the network: %s", exc)
            return
        with self._lock:
            if not self._stopping.is_set():
                self._advertisement = advertisement
                return
        advertisement.close()  # stop() came while registering

    def _forward(self) -> None:
        from .portmap import map_port, renew, unmap

        mapping = map_port(self.port, timeout_s=self._portmap_timeout_s)
        self._tell(mapping)
        while mapping.ok and mapping.lease is not None and mapping.lease.lease_s > 0:
            if self._stopping.wait(mapping.lease.lease_s / 2):
                break
            renewed = renew(mapping)
            if not renewed.ok:  # the router restarted, or has another outside address
                renewed = map_port(self.port, timeout_s=self._portmap_timeout_s)
            mapping = renewed
            self._tell(mapping)
        self._stopping.wait()
        if mapping.ok:
            removed = unmap(mapping)
            log.info(
                "port mapping %s: %s", mapping.external_port, "removed" if removed else "left to its lease"
            )

    def _tell(self, mapping: PortMapping) -> None:
        self._mapping = mapping
        log.info(
            "port mapping: %s (outside %s:%s)", mapping.reason, mapping.external_ip, mapping.external_port
        )
        if self._on_mapping is not None and not self._stopping.is_set():
            try:
                self._on_mapping(mapping)
            except Exception:
                log.exception("a listener of the port mapping failed")

    # ------------------------------------------------------------------ stopping

    def stop(self) -> None:
        """Withdraw the publication, give the port mapping back, stop the server; bounded in
        time, safe to call again."""
        with self._lock:
            if self._stopped:
                return
            self._stopped = True
            self._stopping.set()
            advertisement, self._advertisement = self._advertisement, None
        closer = None
        if advertisement is not None:  # goodbye packets, sent while the router is asked
            closer = threading.Thread(target=advertisement.close, name="sf-host-withdraw", daemon=True)
            closer.start()
        deadline = time.monotonic() + STOP_WORKERS_S
        for worker in [*self._workers, *([closer] if closer else [])]:
            worker.join(max(0.0, deadline - time.monotonic()))
            if worker.is_alive():
                log.warning("%s did not finish in time; it ends by itself", worker.name)
        try:
            self._server.stop(STOP_SERVER_S)
        except Exception as exc:  # a timeout: the thread is a daemon, the store's commits are done
            log.warning("the hosted server did not stop cleanly: %s", exc)
        self._lock_file.release()

    def __enter__(self) -> LocalHost:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
