"""``sf-desktop-cli serve``: run a game server for friends (``docs/online.md``).

``python -m sf_desktop.cli.serve`` runs the same without the rest of the command line (and
without Qt, which a server machine need not have: ``packaging/server/``).

Prints one line, ``listening on ws://HOST:PORT`` (``wss://`` with a certificate; ``--port 0``
picks a free port and prints it), and runs until SIGTERM or Ctrl+C, then stops cleanly: no
new connections, every client told the server is going away, the store closed. Every action
a client was told was accepted is in the store already.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import ssl
import sys
from typing import Any

from ..storage.paths import data_dir
from .args import bounded

DEFAULT_PORT = 8765


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.description = "Run a game server for online play (see docs/online.md)."
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (0.0.0.0 or :: for every one)")
    p.add_argument("--port", type=bounded(int, 0, 65535), default=DEFAULT_PORT, help="0 picks a free port")
    p.add_argument(
        "--store",
        default="",
        help="a SQLite file (default: server.sqlite3 in the data folder) or postgresql://user@host/db",
    )
    p.add_argument(
        "--fsync",
        action="store_true",
        help="wait for the disk at every action (survives a power cut, not only a crash); "
        "PostgreSQL: its own synchronous_commit instead of off",
    )
    p.add_argument("--cert", default="", help="TLS certificate chain (PEM); clients then use wss://")
    p.add_argument("--key", default="", help="the certificate's private key (PEM)")
    p.add_argument(
        "--abandon-days",
        type=bounded(float, 0, 3650, above=True),
        default=30.0,
        help="an unfinished game nobody touched for this many days is abandoned (default 30)",
    )
    p.add_argument(
        "--waiting-days",
        type=bounded(float, 0, 3650, above=True),
        default=2.0,
        help="a room still waiting for its players, untouched for this many days, is abandoned "
        "(default 2): rooms nobody joins are not kept for a month",
    )
    p.add_argument(
        "--ai-processes",
        "--ai-threads",
        dest="ai_processes",
        type=bounded(int, 1, 64),
        default=2,
        help="worker processes the AI seats think in, at a lower priority than the server (default 2)",
    )
    p.add_argument(
        "--trusted-proxy",
        action="append",
        default=[],
        metavar="ADDRESS",
        help="a reverse proxy (address or network, e.g. 127.0.0.1) whose X-Forwarded-For names "
        "the client's address, for the limits per address; repeatable",
    )
    p.add_argument(
        "--limit",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change one limit (docs/online.md, Limits), e.g. connections_per_address=64; repeatable",
    )
    p.add_argument("--verbose", action="store_true", help="log every connection to stderr")


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


def limits_from(specs: list[str]) -> Any:
    """``--limit NAME=VALUE`` values over the defaults (``ValueError`` says which is wrong)."""
    import attrs

    from ..online.server.limits import Limits

    fields = {f.name: f.type for f in attrs.fields(Limits)}
    changes: dict[str, Any] = {}
    for spec in specs:
        name, _, value = spec.partition("=")
        name = name.strip().replace("-", "_")
        if name not in fields:
            raise ValueError(f"no limit is called {name!r} (limits: {', '.join(fields)})")
        try:
            number = float(value) if fields[name] in (float, "float") else int(value)
        except ValueError:
            raise ValueError(f"--limit {name} needs a number, not {value!r}") from None
        if number <= 0:
            raise ValueError(f"--limit {name} must be above 0")
        changes[name] = number
    return Limits(**changes)


async def serve(args: argparse.Namespace) -> int:
    from ..online.server import GameServer, Settings, open_store  # websockets only here
    from ..online.server.limits import networks
    from ..online.server.store import StoreError

    context = tls_context(args.cert, args.key) if args.cert else None
    try:
        limits = limits_from(args.limit)
        networks(args.trusted_proxy)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    store = open_store(args.store or data_dir() / "server.sqlite3", fsync=args.fsync)
    settings = Settings(
        abandon_days=args.abandon_days,
        waiting_days=args.waiting_days,
        ai_processes=args.ai_processes,
        limits=limits,
        trusted_proxies=tuple(args.trusted_proxy),
    )
    server = GameServer(store, args.host, args.port, ssl=context, settings=settings)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):  # before listening: a stop never comes too early
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: no loop signal handlers
            signal.signal(sig, lambda *_: loop.call_soon_threadsafe(stop.set))
    try:
        url = await server.start()
    except StoreError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(f"listening on {url}", flush=True)
    try:
        await stop.wait()
    finally:
        await server.stop()
    return 0


def run(args: argparse.Namespace) -> int:
    if bool(args.cert) != bool(args.key):
        print("error: --cert and --key go together", file=sys.stderr)
        return 2
    from ..online.server.limits import OncePerCause

    handler = logging.StreamHandler(sys.stderr)
    handler.addFilter(OncePerCause())  # a flood of one cause is a line a minute, not a line each
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        handlers=[handler],
    )
    return asyncio.run(serve(args))


COMMAND = (add_arguments, run)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="sf-desktop-cli serve")
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())
