"""``sf-desktop-cli online load``: many games at once against a server, and the figures.

N rooms of K person seats, one connection per seat, each seat an agent (Greedy by default),
every game to its end. The games are spread over ``--processes`` client processes: a single
one reading 400 connections and checking every event against the rules became the slowest
part of the run, and its delays were counted as the server's round trips. Given several
servers (processes sharing one PostgreSQL), the seats of each game are spread over them, so
every move also crosses from one process to another. It prints ``games_finished``,
``actions``, ``actions_per_s``,
``errors``, ``rtt_ms`` (p50, p95, max: from sending an action to its acknowledgement),
``records_verified`` (every seat checked the revealed record: commitment, announced actions
and cards, replay), ``acked_lost`` (acknowledged actions missing from the final record) and
``reconnections``, and exits non-zero on any error, lost action or unverified record. The
clients reconnect by themselves when the server goes away (a killed and restarted server).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ipaddress
import json
import os
import random
import statistics
import sys
import time
import traceback
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ..ai.base import make_agent
from ..ai.worker import each_in_a_process, process_pool, think
from ..online.bots import SeatRun, agent_chooser, play_seat
from ..online.client import OnlineClient, Refused
from .online import client_tls

SETUP_ATTEMPTS = 30


def source_address(network: str, index: int) -> str | None:
    """Game ``index``'s address in ``--source-network`` (its hosts in turn), or None."""
    if not network:
        return None
    net = ipaddress.ip_network(network, strict=False)
    hosts = net.num_addresses - 2 if net.num_addresses > 2 else net.num_addresses
    return str(net.network_address + 1 + index % hosts) if net.num_addresses > 2 else str(net.network_address)


async def _seated(url: str, ctx: Any, first: Any, source: str | None = None) -> OnlineClient:
    """A client seated by ``first(client)``, retried while the server is away."""
    for attempt in range(SETUP_ATTEMPTS):
        client = OnlineClient(url, ssl=ctx, max_pause_s=1.0, local_address=source)
        try:
            await first(client)
            return client
        except Refused as exc:
            await client.close()
            if exc.code != "closed" or attempt == SETUP_ATTEMPTS - 1:
                raise
            await asyncio.sleep(0.5)
    raise AssertionError("unreachable")


def pooled_chooser(pool: Any, kind: str, rng: random.Random) -> Any:
    """A seat's decisions thought in the pool's processes (``ai.worker.think``), so that the
    bots' searches never hold this process's interpreter lock while it reads the server."""

    async def choose(view: Any) -> Any:
        loop = asyncio.get_running_loop()
        future = loop.create_future()

        def settle(method: Any, value: Any) -> None:
            if not future.done():
                method(value)

        pool.apply_async(
            think,
            (kind, view, rng.getstate(), None),
            callback=lambda r: loop.call_soon_threadsafe(settle, future.set_result, r),
            error_callback=lambda e: loop.call_soon_threadsafe(settle, future.set_exception, e),
        )
        action, state = await future
        rng.setstate(state)
        return action

    return choose


async def one_game(args: argparse.Namespace, index: int, stats: dict[str, Any], pool: Any) -> None:
    servers = args.server
    ctx = client_tls(servers[0], args.cafile)
    seats = ["person"] * args.players
    source = source_address(getattr(args, "source_network", ""), index)
    host = await _seated(servers[index % len(servers)], ctx, lambda c: c.create("Seat 1", seats), source)
    assert host.ticket is not None
    code = host.ticket.code
    clients = [host]
    for n in range(1, args.players):
        url = servers[(index + n) % len(servers)]
        clients.append(await _seated(url, ctx, lambda c, n=n: c.join(code, f"Seat {n + 1}"), source))
    runs = [SeatRun() for _ in clients]
    try:
        await asyncio.gather(
            *(
                play_seat(
                    c,
                    pooled_chooser(pool, args.agent, random.Random(f"{index}/{i}"))
                    if pool is not None
                    else agent_chooser(make_agent(args.agent), random.Random(f"{index}/{i}")),
                    run=runs[i],
                    think_in_thread=pool is None,
                )
                for i, c in enumerate(clients)
            )
        )
        records = [r.record for r in runs]
        verified = all(r is not None for r in records) and all(r == records[0] for r in records)
        stats["games_finished"] += 1
        stats["records_verified"] += int(verified)
        final = records[0].actions if records[0] is not None else ()
        for run in runs:
            stats["acked"] += len(run.acked)
            stats["acked_lost"] += run.lost(final)
        stats["actions"] += len(final)
    finally:
        for run in runs:
            stats["rtts"].extend(run.rtts)
        for c in clients:
            stats["reconnections"] += c.reconnections
            await c.close()


def percentile(samples: list[float], q: float) -> float:
    if not samples:
        return 0.0
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _thinker_start() -> None:
    """In a think process: give way to the server and to the connections, which wait on the
    network, so that the round trips measure them and not the bots' searches. Where the
    system has it (Linux), the idle scheduling class: the bots think only on time the others
    leave; elsewhere a lower priority."""
    with contextlib.suppress(AttributeError, OSError):  # no nice() on Windows
        os.nice(10)
    with contextlib.suppress(AttributeError, OSError):
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))


def _new_stats() -> dict[str, Any]:
    return {
        "games_finished": 0,
        "records_verified": 0,
        "actions": 0,
        "acked": 0,
        "acked_lost": 0,
        "errors": 0,
        "reconnections": 0,
        "rtts": [],
        "problems": [],
        "started": 0.0,
        "ended": 0.0,
    }


def _merge(parts: list[dict[str, Any]]) -> dict[str, Any]:
    total = _new_stats()
    for part in parts:
        for key, value in part.items():
            if key not in ("started", "ended"):
                total[key] += value
    total["started"] = min(p["started"] for p in parts)
    total["ended"] = max(p["ended"] for p in parts)
    return total


def run_load(args: argparse.Namespace) -> int:
    """The load run: the games spread over ``--processes`` client processes (one alone
    becomes the bottleneck it measures), each with its ``--think-processes`` for the bots."""
    make_agent(args.agent)  # an unknown agent is refused before anything starts
    parts = max(1, min(args.processes, args.games))
    games = [list(range(k, args.games, parts)) for k in range(parts)]
    stats = _load_part(args, games[0]) if parts == 1 else _merge(_in_processes(args, games))
    return _report(args, stats)


def _in_processes(args: argparse.Namespace, games: list[list[int]]) -> list[dict[str, Any]]:
    """Each list of games played in a client process of its own; their figures."""
    plain = argparse.Namespace(
        **{k: v for k, v in vars(args).items() if isinstance(v, str | int | float | bool | list | None)}
    )
    results = []
    done = each_in_a_process(_load_part, [(plain, part) for part in games], args.timeout + 60)
    for k, (part, exitcode) in enumerate(done):
        if part is None:
            part = _new_stats()
            part["errors"] = 1
            part["problems"] = [f"client process {k + 1} ended without its figures ({exitcode})"]
            part["started"] = part["ended"] = time.monotonic()
        results.append(part)
    return results


def _load_part(args: argparse.Namespace, games: list[int]) -> dict[str, Any]:
    """Play ``games`` (their indices) in this process; its figures."""
    pool = process_pool(args.think_processes, _thinker_start) if args.think_processes else None
    try:
        return asyncio.run(_play_games(args, games, pool))
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()


async def _play_games(args: argparse.Namespace, games: list[int], pool: Any) -> dict[str, Any]:
    stats = _new_stats()

    async def guarded(i: int) -> None:
        try:
            await one_game(args, i, stats, pool)
        except Exception as exc:
            stats["errors"] += 1
            stats["problems"].append(f"game {i}: {type(exc).__name__}: {exc}")
            if getattr(args, "debug", False):
                traceback.print_exception(exc)

    # Without think processes the bots think on a thread and the interpreter switches every
    # millisecond, so a client busy thinking for one seat still reads another seat's
    # acknowledgement soon: the round trips measure the server more than this process.
    switching = sys.getswitchinterval()
    sys.setswitchinterval(0.001)
    asyncio.get_running_loop().set_default_executor(ThreadPoolExecutor(1, thread_name_prefix="bots"))
    stats["started"] = time.monotonic()
    try:
        await asyncio.wait_for(asyncio.gather(*(guarded(i) for i in games)), args.timeout)
    except TimeoutError:
        stats["problems"].append(f"the run took longer than {args.timeout:g} s")
        stats["errors"] += 1
    finally:
        sys.setswitchinterval(switching)
    stats["ended"] = time.monotonic()
    return stats


def _report(args: argparse.Namespace, stats: dict[str, Any]) -> int:
    """Print the figures; 0 when every game finished, verified, with nothing lost."""
    elapsed = stats["ended"] - stats["started"]
    rtts = [x * 1000 for x in stats["rtts"]]
    out = {
        "games": args.games,
        "players": args.players,
        "client_processes": max(1, min(args.processes, args.games)),
        "games_finished": stats["games_finished"],
        "actions": stats["actions"],
        "actions_per_s": round(stats["actions"] / elapsed, 1) if elapsed else 0.0,
        "seconds": round(elapsed, 2),
        "errors": stats["errors"],
        "rtt_ms": {
            "p50": round(percentile(rtts, 0.5), 2),
            "p95": round(percentile(rtts, 0.95), 2),
            "max": round(max(rtts, default=0.0), 2),
            "mean": round(statistics.fmean(rtts), 2) if rtts else 0.0,
        },
        "records_verified": stats["records_verified"],
        "acked": stats["acked"],
        "acked_lost": stats["acked_lost"],
        "reconnections": stats["reconnections"],
    }
    if args.json:
        print(json.dumps(out))
    else:
        print(
            f"{out['games_finished']}/{args.games} games finished, {out['actions']} actions "
            f"({out['actions_per_s']}/s over {out['seconds']} s), {out['errors']} errors"
        )
        r = out["rtt_ms"]
        print(f"action round trip: p50 {r['p50']} ms, p95 {r['p95']} ms, max {r['max']} ms")
        print(
            f"records verified: {out['records_verified']}; acknowledged actions lost: {out['acked_lost']}; "
            f"reconnections: {out['reconnections']}"
        )
    for problem in stats["problems"][:20]:
        print(f"error: {problem}", file=sys.stderr)
    ok = (
        out["errors"] == 0
        and out["games_finished"] == args.games
        and out["records_verified"] == args.games
        and out["acked_lost"] == 0
    )
    return 0 if ok else 1
