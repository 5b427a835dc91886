"""Figures of the game server, measured on this machine over loopback (``docs/online.md``).

    python tools/online_bench.py load --games 200 [--players 2] [--kills 2] [--fsync] [--client-processes 2]
    python tools/online_bench.py load --games 200 --postgres postgresql:///sfbench --servers 2
    python tools/online_bench.py load --games 200 --hostile [--kills 2]
    python tools/online_bench.py load --games 60 --pg-cluster --servers 2 --pg-restarts 2
    python tools/online_bench.py idle --rooms 200

``load`` starts the server (``python -m sf_desktop.cli.serve``, SQLite in a temporary folder,
or PostgreSQL, one or more processes), runs ``sf-desktop-cli online load`` against it, and
with ``--kills K`` SIGKILLs every server process K times during the run (evenly spread over
the actions stored) and starts it again on the same port and store. It prints the load's
figures, the kills, and the stored size of the finished rooms. ``idle`` starts a server,
seats both players of R rooms and prints the server's memory per idle room.

``--hostile`` runs ``tools/online_hostile.py`` beside the load (junk, guessing from many
127.0.0.x addresses, idle connections, a chat flood, rooms of Hard AIs) until the load ends,
and prints what it was answered and what each of the server's limits refused. The games
connect from addresses of their own (``--source-network``, 127.0.1.0/24), as players on
many machines would: from one address they would meet the limits per address. ``--pg-cluster`` makes a throwaway PostgreSQL cluster in a
temporary folder (``tests/online/pg_cluster.py``) and ``--pg-restarts K`` restarts it K times
during the run (clean, then as in a crash, in turn), the servers on ``--fsync``.

A benchmark, not a test: the numbers depend on the machine and what else runs on it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


class Server:
    def __init__(self, store: str, port: int = 0, fsync: bool = False) -> None:
        self.store, self.port, self.fsync = store, port, fsync
        self.lines: list[str] = []  # what its log said, of every run
        self.proc: subprocess.Popen[str] | None = None
        self.url = ""

    def start(self) -> str:
        args = [sys.executable, "-m", "sf_desktop.cli.serve", "--port", str(self.port), "--store", self.store]
        self.log = tempfile.TemporaryFile("w+")  # noqa: SIM115 - lives as long as the server; --verbose: its timing
        self.proc = subprocess.Popen(
            [*args, "--verbose", *(["--fsync"] if self.fsync else [])],
            stdout=subprocess.PIPE,
            stderr=self.log,
            text=True,
            cwd=ROOT,
        )
        line = self.proc.stdout.readline() if self.proc.stdout else ""
        if not line.startswith("listening on "):
            raise SystemExit(f"the server did not start: {line!r}")
        self.url = line.split()[-1]
        self.port = int(self.url.rsplit(":", 1)[1])
        return self.url

    def kill(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        self.log.seek(0)
        self.lines += self.log.readlines()

    def stop(self) -> str:
        """Stop it (SIGTERM); its line on the time from a request to its acknowledgement."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            self.proc.wait(60)
        self.log.seek(0)
        lines = self.log.readlines()
        self.lines += lines
        served = [line.split(": ", 1)[-1].strip() for line in lines if "served " in line]
        return served[-1] if served else ""

    def said(self, text: str) -> list[str]:
        """The lines of its log (every run) that say ``text``."""
        return [line.split(": ", 1)[-1].strip() for line in self.lines if text in line]

    def rss_kb(self) -> int:
        assert self.proc is not None
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0


def stored_actions(store: str) -> int:
    if store.startswith("postgres"):
        import asyncpg

        async def count() -> int:
            conn = await asyncpg.connect(store)
            try:
                return int(await conn.fetchval("SELECT count(*) FROM sf_events WHERE kind = 'action'"))
            finally:
                await conn.close()

        try:
            return asyncio.run(count())
        except (OSError, asyncpg.PostgresError):
            return -1
    with sqlite3.connect(store) as db:
        return db.execute("SELECT count(*) FROM events WHERE kind = 'action'").fetchone()[0]


def room_sizes(store: str) -> list[int]:
    """Each finished room's stored bytes (its row and its events), SQLite only."""
    with sqlite3.connect(store) as db:
        return [
            r[0]
            for r in db.execute(
                "SELECT length(r.code) + length(r.game_id) + length(r.setup) + length(r.secret) + "
                "length(r.tokens) + 40 + (SELECT sum(length(kind) + length(body) + "
                "length(coalesce(ref, '')) + 24) FROM events e WHERE e.code = r.code) "
                "FROM rooms r WHERE status = 'over'"
            )
        ]


def load(args: argparse.Namespace) -> int:
    folder = Path(tempfile.mkdtemp(prefix="sf-bench-"))
    with contextlib.ExitStack() as stack:
        cluster = None
        store = args.postgres or str(folder / "server.sqlite3")
        if args.pg_cluster:
            sys.path.insert(0, str(ROOT / "tests" / "online"))
            from pg_cluster import throwaway_cluster

            cluster = stack.enter_context(throwaway_cluster())
            store = cluster.create_database("sfbench")
        return _load(args, store, cluster)
    return 1


def _load(args: argparse.Namespace, store: str, cluster: Any) -> int:
    fsync = args.fsync or cluster is not None  # a restart as in a crash then loses nothing
    servers = [Server(store, fsync=fsync) for _ in range(args.servers)]
    urls = [s.start() for s in servers]
    command = [sys.executable, "-m", "sf_desktop.cli.main", "online", "load", "--games", str(args.games)]
    command += [
        "--players",
        str(args.players),
        "--agent",
        args.agent,
        "--json",
        "--timeout",
        str(args.timeout),
        "--processes",
        str(args.client_processes),
    ]
    if args.source_network != "system":
        command += ["--source-network", args.source_network]
    for url in urls:
        command += ["--server", url]
    hostile = None
    if args.hostile:
        hostile = subprocess.Popen(
            [
                sys.executable,
                str(ROOT / "tools" / "online_hostile.py"),
                "--server",
                urls[0],
                "--seconds",
                "1800",
            ],
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        time.sleep(3)  # its idle connections and AI rooms in place before the games begin
    started = time.monotonic()
    run = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, cwd=ROOT)
    kills, restarts = [], []
    expected = args.games * 160  # about the actions of a 2-player game of Greedy bots
    for k in range(1, args.kills + args.pg_restarts + 1):
        target = expected * k // (args.kills + args.pg_restarts + 1)
        while run.poll() is None and stored_actions(store) < target:
            time.sleep(0.2)
        if run.poll() is not None:
            break
        if k <= args.kills:
            for server in servers:
                server.kill()
            at = stored_actions(store)
            for server in servers:
                server.start()
            kills.append({"after_actions": at, "at_s": round(time.monotonic() - started, 1)})
        else:
            mode = "fast" if (k - args.kills) % 2 else "immediate"
            at = stored_actions(store)
            cluster.restart(mode)
            restarts.append({"mode": mode, "after_actions": at, "at_s": round(time.monotonic() - started, 1)})
    out, _ = run.communicate()
    figures = json.loads(out) if out.strip() else {}
    if hostile is not None:
        hostile.send_signal(signal.SIGTERM)
        said, _ = hostile.communicate(timeout=120)
        figures["hostile"] = json.loads(said) if said.strip() else {}
    served = [server.stop() for server in servers]  # since each one's last start
    figures["server_side"] = served
    figures["refused_by_limits"] = [server.said("refused by the limits") for server in servers]
    figures["kills"] = kills
    if cluster is not None:
        figures["database_restarts"] = restarts
        figures["server_logs_on_restarts"] = [
            {
                "lost": len(server.said("connection to PostgreSQL was lost")),
                "listening_again": len(server.said("listening to PostgreSQL again")),
                "tracebacks": sum("Traceback" in line for line in server.lines),
            }
            for server in servers
        ]
    figures["servers"] = len(servers)
    figures["store"] = (
        "postgresql" if store.startswith("postgres") else ("sqlite (fsync)" if args.fsync else "sqlite")
    )
    if not store.startswith("postgres"):
        sizes = room_sizes(store)
        if sizes:
            figures["stored_room_bytes"] = {"mean": round(statistics.fmean(sizes)), "max": max(sizes)}
    figures["load_average"] = os.getloadavg()[0]
    print(json.dumps(figures))
    return run.returncode


async def _seat_rooms(url: str, rooms: int) -> list:
    from sf_desktop.online.client import OnlineClient

    clients = []
    for n in range(rooms):
        host = OnlineClient(url)
        ticket = await host.create(f"Host {n}", ["person", "person"])
        guest = OnlineClient(url)
        await guest.join(ticket.code, f"Guest {n}")
        clients += [host, guest]
    return clients


def idle(args: argparse.Namespace) -> int:
    folder = Path(tempfile.mkdtemp(prefix="sf-bench-"))
    server = Server(str(folder / "server.sqlite3"))
    url = server.start()

    async def measure() -> dict:
        warm = await _seat_rooms(url, 5)  # the first rooms load the rules, the AI and the codecs
        await asyncio.sleep(1)
        before = server.rss_kb()
        clients = await _seat_rooms(url, args.rooms)
        await asyncio.sleep(2)
        after = server.rss_kb()
        for client in warm + clients:
            await client.close()
        return {
            "rooms": args.rooms,
            "server_rss_kb_before": before,
            "server_rss_kb_after": after,
            "kb_per_idle_room": round((after - before) / args.rooms, 1),
        }

    figures = asyncio.run(measure())
    server.stop()
    print(json.dumps(figures))
    return 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    ld = sub.add_parser("load")
    ld.add_argument("--games", type=int, default=20)
    ld.add_argument("--players", type=int, default=2)
    ld.add_argument("--agent", default="greedy")
    ld.add_argument("--kills", type=int, default=0)
    ld.add_argument("--fsync", action="store_true")
    ld.add_argument("--postgres", default="", help="a PostgreSQL database instead of SQLite")
    ld.add_argument("--servers", type=int, default=1)
    ld.add_argument("--timeout", type=float, default=1800)
    ld.add_argument("--client-processes", type=int, default=2, help="the load's client processes")
    ld.add_argument("--hostile", action="store_true", help="a bounded hostile load beside it")
    ld.add_argument(
        "--source-network",
        default="127.0.1.0/24",
        help="the games' addresses, one a game, as players on many machines (default 127.0.1.0/24; "
        "'system': the system's choice, one address for all, past the limits per address)",
    )
    ld.add_argument("--pg-cluster", action="store_true", help="a throwaway PostgreSQL cluster of its own")
    ld.add_argument("--pg-restarts", type=int, default=0, help="restarts of that cluster during the run")
    ld.set_defaults(run=load)
    idl = sub.add_parser("idle")
    idl.add_argument("--rooms", type=int, default=200)
    idl.set_defaults(run=idle)
    args = parser.parse_args(argv)
    if getattr(args, "servers", 1) > 1 and not (args.postgres or args.pg_cluster):
        parser.error("several servers need one PostgreSQL database (--postgres or --pg-cluster)")
    if getattr(args, "pg_restarts", 0) and not args.pg_cluster:
        parser.error("--pg-restarts needs --pg-cluster (a cluster of its own to restart)")
    return args.run(args)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
