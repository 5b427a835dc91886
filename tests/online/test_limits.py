"""The limits against guessers, crowds and floods: a seat's token always opens its seat, and
guessing is limited per address (the one a trusted proxy forwards), in total, and in one step
with the store; connections, room creation, chat and AI rooms are limited per address and in
total, each with a clear refusal; the client waits when asked to. Clients come from several
loopback addresses (127.0.0.x) so that each is an address of its own."""

from __future__ import annotations

import asyncio
import collections
import contextlib
import json
import logging
from pathlib import Path
from typing import Any

import pytest
import websockets
from online_helpers import close_all, postgres_database, run, served
from websockets.exceptions import ConnectionClosed

from sf_desktop.online import protocol as p
from sf_desktop.online.client import OnlineClient, Refused, SeatTicket
from sf_desktop.online.server import GameServer, Settings, open_store
from sf_desktop.online.server.limits import Limits, OncePerCause, client_address, networks


async def raw(url: str, source: str = "127.0.0.1", headers: dict[str, str] | None = None) -> Any:
    """A bare connection from ``source`` (a loopback address), past its hello."""
    ws = await websockets.connect(
        url, proxy=None, compression=None, local_addr=(source, 0), additional_headers=headers or {}
    )
    await ws.send(json.dumps({"type": "hello", "protocol": p.PROTOCOL, "client": "test"}))
    assert json.loads(await asyncio.wait_for(ws.recv(), 30))["type"] == "hello"
    return ws


async def ask(ws: Any, message: dict[str, Any]) -> dict[str, Any]:
    """Send a request; the server's answer to it (a ``joined`` or an ``error``)."""
    await ws.send(json.dumps(message))
    while True:
        reply = json.loads(await asyncio.wait_for(ws.recv(), 30))
        if reply["type"] in ("joined", "error", "ack"):
            return reply


async def guess(url: str, code: str, source: str = "127.0.0.1", headers: dict[str, str] | None = None) -> str:
    """One join on a connection of its own: ``joined`` or the error's code."""
    ws = await raw(url, source, headers)
    try:
        reply = await ask(ws, {"type": "join", "code": code, "name": "Guesser"})
    finally:
        await ws.close()
    return "joined" if reply["type"] == "joined" else reply["code"]


def limited(**limits: Any) -> Settings:
    return Settings(limits=Limits(**limits))


def test_a_valid_token_is_never_rate_limited(tmp_path: Path) -> None:
    async def scenario():
        async with served(tmp_path, settings=limited(guesses_per_address=3)) as server:
            ann = OnlineClient(server.url, reconnect=False)
            ticket = await ann.create("Ann", ["person", "person"])
            await ann.close()
            wrong = [await guess(server.url, "ZZZZZZZZ") for _ in range(5)]
            again = OnlineClient(server.url, reconnect=False)
            back = await again.resume(SeatTicket(server.url, ticket.code, ticket.seat, ticket.token))
            bad = OnlineClient(server.url, reconnect=False)
            try:
                await bad.resume(SeatTicket(server.url, ticket.code, 0, "not-the-token"))
            except Refused as exc:
                refused = exc.code
            await close_all([again, bad])
            return wrong, back.seat, refused

    wrong, seat, refused = run(scenario())
    assert wrong == [p.NO_ROOM] * 3 + [p.RATE_LIMITED] * 2
    assert seat == 0  # the same address, past its limit: the token opens the seat
    assert refused == p.RATE_LIMITED  # a wrong token is a guess like any other


def test_behind_a_trusted_proxy_each_forwarded_address_has_its_own_limit(tmp_path: Path) -> None:
    async def scenario():
        settings = Settings(limits=Limits(guesses_per_address=2), trusted_proxies=("127.0.0.1",))
        async with served(tmp_path, settings=settings) as server:
            url = server.url
            host = OnlineClient(url, reconnect=False)
            ticket = await host.create("Ann", ["person", "person", "person"])
            guesser = {"X-Forwarded-For": "203.0.113.5"}
            wrong = [await guess(url, "ZZZZZZZZ", headers=guesser) for _ in range(3)]
            friend = await guess(url, ticket.code, headers={"X-Forwarded-For": "198.51.100.7"})
            # a client that is not the proxy cannot choose its address with the header
            forged = [
                await guess(url, "ZZZZZZZZ", "127.0.0.2", {"X-Forwarded-For": f"192.0.2.{n}"})
                for n in range(3)
            ]
            await host.close()
            return wrong, friend, forged

    wrong, friend, forged = run(scenario())
    assert wrong == [p.NO_ROOM, p.NO_ROOM, p.RATE_LIMITED]
    assert friend == "joined"
    assert forged == [p.NO_ROOM, p.NO_ROOM, p.RATE_LIMITED]


def test_the_forwarded_address_is_read_from_the_right() -> None:
    trusted = networks(["127.0.0.1", "10.0.0.0/8"])
    assert client_address("127.0.0.1", ["1.2.3.4, 5.6.7.8"], trusted) == "5.6.7.8"
    assert client_address("127.0.0.1", ["1.2.3.4", "5.6.7.8, 10.1.1.1"], trusted) == "5.6.7.8"
    assert client_address("127.0.0.9", ["5.6.7.8"], trusted) == "127.0.0.9"
    assert client_address("127.0.0.1", [], trusted) == "127.0.0.1"
    assert client_address("127.0.0.1", ["junk"], trusted) == "127.0.0.1"


def test_an_ipv6_host_counts_as_its_network() -> None:
    """One host may take any address of its /64: each counted alone, it filled every limit."""
    assert client_address("2606:4700:1:2::5", [], []) == client_address("2606:4700:1:2:ffff::9", [], [])
    assert client_address("2606:4700:1:2::5", [], []) == "2606:4700:1:2::/64"
    assert client_address("2606:4700:1:3::5", [], []) == "2606:4700:1:3::/64"
    assert client_address("::ffff:5.6.7.8", [], []) == "5.6.7.8"
    assert client_address("::1", [], []) == "::1"
    trusted = networks(["127.0.0.1"])
    assert client_address("127.0.0.1", ["2606:4700:1:2::5"], trusted) == "2606:4700:1:2::/64"


def test_guessing_from_many_addresses_is_limited_in_total(tmp_path: Path) -> None:
    async def scenario():
        async with served(tmp_path, settings=limited(guesses_per_address=3, guesses_total=5)) as server:
            return [await guess(server.url, "ZZZZZZZZ", f"127.0.0.{n}") for n in range(2, 10)]

    assert run(scenario()) == [p.NO_ROOM] * 5 + [p.RATE_LIMITED] * 3


async def parallel_guesses(urls: list[str], n: int) -> list[str]:
    return list(await asyncio.gather(*(guess(urls[i % len(urls)], "ZZZZZZZZ") for i in range(n))))


def test_parallel_guesses_are_checked_and_counted_in_one_step_with_fsync(tmp_path: Path) -> None:
    async def scenario():
        store = open_store(tmp_path / "s.sqlite3", fsync=True)
        server = GameServer(store, settings=limited(guesses_per_address=10, connections_per_address=100))
        await server.start()
        try:
            return await parallel_guesses([server.url], 60)
        finally:
            await server.stop()

    answers = run(scenario())
    assert answers.count(p.NO_ROOM) == 10 and answers.count(p.RATE_LIMITED) == 50


@pytest.mark.slow
def test_server_processes_on_one_database_share_the_count() -> None:
    with postgres_database() as dsn:

        async def scenario():
            servers = [
                GameServer(
                    open_store(dsn), settings=limited(guesses_per_address=10, connections_per_address=100)
                )
                for _ in range(2)
            ]
            for server in servers:
                await server.start()
            try:
                return await parallel_guesses([s.url for s in servers], 60)
            finally:
                for server in servers:
                    await server.stop()

        answers = run(scenario())
    assert answers.count(p.NO_ROOM) == 10 and answers.count(p.RATE_LIMITED) == 50


def test_the_client_waits_and_tries_again_when_rate_limited(tmp_path: Path) -> None:
    async def scenario():
        settings = limited(guesses_per_address=2, guess_window_s=1.5)
        async with served(tmp_path, settings=settings) as server:
            host = OnlineClient(server.url, reconnect=False)
            ticket = await host.create("Ann", ["person", "person"])
            wrong = [await guess(server.url, "ZZZZZZZZ") for _ in range(3)]
            guest = OnlineClient(server.url)  # it reconnects, so it waits when asked to
            joined = await guest.join(ticket.code, "Bob")
            asked = list(guest.listener.problems) if hasattr(guest.listener, "problems") else []
            await close_all([host, guest])
            return wrong, joined.seat, asked

    wrong, seat, _ = run(scenario(), timeout=60)
    assert wrong[-1] == p.RATE_LIMITED
    assert seat == 1


# ---------------------------------------------------------------------------- crowds and floods


async def close_of(ws: Any) -> tuple[int | None, str]:
    try:
        while True:
            await asyncio.wait_for(ws.recv(), 30)
    except ConnectionClosed as exc:
        return (exc.rcvd.code, exc.rcvd.reason) if exc.rcvd else (None, "")


def test_connections_are_limited_per_address_and_in_total(tmp_path: Path) -> None:
    async def scenario():
        async with served(
            tmp_path, settings=limited(connections_per_address=3, connections_total=5)
        ) as server:
            mine = [await websockets.connect(server.url, proxy=None) for _ in range(3)]
            fourth = await websockets.connect(server.url, proxy=None)
            per_address = await close_of(fourth)
            others = [
                await websockets.connect(server.url, proxy=None, local_addr=("127.0.0.2", 0))
                for _ in range(2)
            ]
            sixth = await websockets.connect(server.url, proxy=None, local_addr=("127.0.0.3", 0))
            total = await close_of(sixth)
            for ws in mine + others:
                await ws.close()
            refusals = dict(server.hub.refusals)
            return per_address, total, refusals

    per_address, total, refusals = run(scenario())
    assert per_address == (1008, "too many connections from your address (3)")
    assert total == (1013, "the server is full (5 connections)")
    assert refusals == {"connections per address": 1, "connections in total": 1}


def test_room_creation_is_limited_per_address(tmp_path: Path) -> None:
    async def scenario():
        async with served(tmp_path, settings=limited(rooms_per_address=2)) as server:
            answers = []
            for source in ("127.0.0.1", "127.0.0.1", "127.0.0.1", "127.0.0.2"):
                ws = await raw(server.url, source)
                reply = await ask(ws, {"type": "create", "name": "A", "seats": ["person", "person"]})
                answers.append((reply["type"], reply.get("code"), reply.get("retry_s")))
                await ws.close()
            return answers

    answers = run(scenario())
    assert [a[0] for a in answers] == ["joined", "joined", "error", "joined"]
    assert answers[2][1] == p.RATE_LIMITED and answers[2][2] >= 1


def test_rooms_with_ai_players_are_limited_in_total_and_per_address(tmp_path: Path) -> None:
    async def scenario():
        settings = limited(ai_rooms_per_address=2, ai_rooms_total=3)
        async with served(tmp_path, settings=settings, sweep=False) as server:
            answers, kept = [], []
            for source in ("127.0.0.1", "127.0.0.1", "127.0.0.1", "127.0.0.2", "127.0.0.3"):
                ws = await raw(server.url, source)
                reply = await ask(ws, {"type": "create", "name": "A", "seats": ["person", "easy"]})
                answers.append(reply["type"] if reply["type"] == "joined" else reply["reason"])
                kept.append(ws)
            for ws in kept:
                await ws.close()
            return answers

    answers = run(scenario())
    assert answers[:2] == ["joined", "joined"]
    assert "2 rooms with AI players are being played from your address" in answers[2]
    assert answers[3] == "joined"
    assert "the server's AI players are busy in 3 rooms" in answers[4]


def test_chat_is_limited_per_seat(tmp_path: Path) -> None:
    async def scenario():
        async with served(tmp_path, settings=limited(chat_per_s=0.01, chat_burst=3)) as server:
            ws = await raw(server.url)
            await ask(ws, {"type": "create", "name": "A", "seats": ["person", "person"]})
            replies = [await ask(ws, {"type": "chat", "id": f"c{n}", "phrase": "hello"}) for n in range(5)]
            again = await ask(
                ws, {"type": "chat", "id": "c0", "phrase": "hello"}
            )  # a resend is no new phrase
            await ws.close()
            return replies, again

    replies, again = run(scenario())
    assert [r["type"] for r in replies] == ["ack", "ack", "ack", "error", "error"]
    assert replies[3]["code"] == p.RATE_LIMITED and replies[3]["retry_s"] >= 1
    assert again["type"] == "ack" and again["duplicate"] is True


def test_a_seat_says_a_bounded_number_of_phrases_in_one_game(tmp_path: Path) -> None:
    """Every phrase is kept with the game and sent again to each player who comes back: a seat
    chatting for the days a game by the day lasts would make the game's record without end."""

    async def scenario():
        async with served(
            tmp_path, settings=limited(chat_per_s=1e6, chat_burst=10**6, phrases_per_game=4)
        ) as server:
            ws = await raw(server.url)
            await ask(ws, {"type": "create", "name": "A", "seats": ["person", "person"]})
            replies = [await ask(ws, {"type": "chat", "id": f"c{n}", "phrase": "hello"}) for n in range(6)]
            again = await ask(ws, {"type": "chat", "id": "c1", "phrase": "hello"})  # a resend still answers
            await ws.close()
            return replies, again

    replies, again = run(scenario())
    assert [r["type"] for r in replies] == ["ack"] * 4 + ["error"] * 2
    assert replies[4]["code"] == p.RATE_LIMITED and "4 phrases of this game" in replies[4]["reason"]
    assert again["type"] == "ack" and again["duplicate"] is True


def test_rooms_left_alone_count_again_once_played_from_the_address(tmp_path: Path) -> None:
    """Rooms left alone leave memory, and were no longer counted: one address made 8 rooms
    against a limit of 4 and played them all at once. It may make them, not play more at once."""

    async def scenario():
        async with served(tmp_path, settings=limited(ai_rooms_per_address=2)) as server:
            tickets = []
            for _ in range(4):  # two at a time: each pair is left before the next is made
                ws = await raw(server.url)
                joined = await ask(ws, {"type": "create", "name": "A", "seats": ["person", "easy"]})
                tickets.append((joined["code"], joined["token"]))
                await ws.close()
                for _ in range(300):  # gone: the room leaves memory once its AI has moved
                    if joined["code"] not in server.hub.rooms:
                        break
                    await asyncio.sleep(0.05)
            kept = [await raw(server.url) for _ in tickets]
            replies = await asyncio.gather(  # at the same moment: each must see the others
                *(
                    ask(ws, {"type": "resume", "code": code, "token": token, "last_seq": 0})
                    for ws, (code, token) in zip(kept, tickets, strict=True)
                )
            )
            for ws in kept:
                await ws.close()
            return sorted(reply["type"] if reply["type"] == "joined" else reply["code"] for reply in replies)

    assert run(scenario()) == ["joined", "joined", p.RATE_LIMITED, p.RATE_LIMITED]


def test_rooms_of_friends_with_a_clock_are_not_rooms_of_the_ai(tmp_path: Path) -> None:
    """Friends' games by the day from one home: the AI plays in none of them (yet), so the
    limit of rooms with AI players leaves them alone."""

    async def scenario():
        async with served(tmp_path, settings=limited(ai_rooms_per_address=2), sweep=False) as server:
            answers, kept = [], []
            for _ in range(3):
                ws = await raw(server.url)
                clock = {"mode": "turn", "seconds": 86400}
                reply = await ask(
                    ws, {"type": "create", "name": "A", "seats": ["person"] * 3, "clock": clock}
                )
                answers.append(reply["type"])
                kept.append(ws)
            for ws in kept:
                await ws.close()
            return answers

    assert run(scenario()) == ["joined", "joined", "joined"]


def test_a_room_left_to_the_stand_in_counts_against_its_creator(tmp_path: Path) -> None:
    """Persons with a clock of a second, left at once: the room left memory, came back with the
    sweep, the AI standing in for everyone, and counted against nobody."""

    async def scenario():
        async with served(tmp_path, settings=limited(ai_rooms_per_address=1)) as server:
            clock = {"mode": "live", "seconds": 1}
            first = await raw(server.url)
            joined = await ask(
                first, {"type": "create", "name": "A", "seats": ["person"] * 2, "clock": clock}
            )
            second = await raw(server.url, "127.0.0.2")
            await ask(second, {"type": "join", "code": joined["code"], "name": "B"})
            await first.close()
            await second.close()
            for _ in range(400):  # the stand-in plays it, in memory again
                live = server.hub.rooms.get(joined["code"])
                if live is not None and live.room.stand_in:
                    break
                await asyncio.sleep(0.05)
            again = await raw(server.url)
            reply = await ask(again, {"type": "create", "name": "A", "seats": ["person"] * 2, "clock": clock})
            await again.close()
            return live is not None and bool(live.room.stand_in), reply

    stood_in, reply = run(scenario())
    assert stood_in and reply["type"] == "error" and reply["code"] == p.RATE_LIMITED


def test_leaving_and_coming_back_does_not_fill_the_allowances_again(tmp_path: Path) -> None:
    """The chat allowance was the room's in memory: a seat alone left, came back with it full,
    and said 240 phrases a second. Returns have an allowance too (each one tells every seat)."""

    async def scenario():
        settings = limited(chat_per_s=0.01, chat_burst=2, returns_per_s=0.01, returns_burst=3)
        async with served(tmp_path, settings=settings, sweep=False) as server:
            ws = await raw(server.url)
            joined = await ask(ws, {"type": "create", "name": "A", "seats": ["person", "person"]})
            code, token = joined["code"], joined["token"]
            said = [
                (await ask(ws, {"type": "chat", "id": f"c{n}", "phrase": "hello"}))["type"] for n in range(2)
            ]
            await ws.close()
            returns = []
            for n in range(4):
                ws = await raw(server.url)
                reply = await ask(ws, {"type": "resume", "code": code, "token": token, "last_seq": 0})
                returns.append(reply["type"] if reply["type"] == "joined" else reply["code"])
                if n == 0:
                    said.append((await ask(ws, {"type": "chat", "id": "c9", "phrase": "hello"}))["type"])
                await ws.close()
                await asyncio.sleep(0.1)
            return said, returns

    said, returns = run(scenario())
    assert said == ["ack", "ack", "error"]
    assert returns == ["joined", "joined", "joined", p.RATE_LIMITED]


def test_a_flood_of_one_cause_is_logged_once() -> None:
    kept: list[logging.LogRecord] = []
    handler = logging.Handler()
    handler.emit = kept.append  # type: ignore[method-assign]
    clock = [0.0]
    handler.addFilter(OncePerCause(60, now=lambda: clock[0]))
    logger = logging.getLogger("sf_desktop.test_flood")
    logger.addHandler(handler)
    try:
        for n in range(1000):
            logger.warning("refused: chat")
            logger.error("accept failed: %s", n, exc_info=(OSError, OSError(24, "Too many open files"), None))
        logger.warning("refused: rooms created")
        clock[0] = 61
        logger.warning("refused: chat")
    finally:
        logger.removeHandler(handler)
    texts = [r.getMessage() for r in kept]
    assert texts == [
        "refused: chat",
        "accept failed: 0",
        "refused: rooms created",
        "refused: chat (and 999 more like it left out of the log)",
    ]


def test_the_ai_processes_are_shared_by_the_rooms_and_each_decision_is_bounded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Three rooms of two Hard AIs that think until told, one AI process, 0.2 s a decision:
    every decision is stopped at its share, none runs to its own end (60 s)."""
    from server_agents import LOG, notes

    from sf_desktop.ai.base import make_agent
    from sf_desktop.online.bots import agent_chooser, play_seat

    log = tmp_path / "agents.log"
    monkeypatch.setenv(LOG, str(log))

    async def scenario() -> None:
        settings = Settings(
            ai_processes=1, ai_agents={"hard": "server_agents:WaitingAgent"}, limits=Limits(ai_think_s=0.2)
        )
        async with served(tmp_path, settings=settings) as server:
            clients = []
            for n in range(3):
                client = OnlineClient(server.url, local_address=f"127.0.0.{n + 2}")
                await client.create("Crowd", ["person", "hard", "hard"])
                clients.append(client)
            import random

            plays = [
                asyncio.ensure_future(
                    play_seat(c, agent_chooser(make_agent("random"), random.Random(i)), timeout_s=60)
                )
                for i, c in enumerate(clients)
            ]
            for client in clients:  # every room has had AI decisions
                await client.wait_for(lambda t: sum(1 for a in t.actions) >= 12 or t.over, 90)
            for task in plays:
                task.cancel()
            await close_all(clients)

    run(scenario(), timeout=150)
    ends = [words[1] for words in notes(str(log)) if words[1] != "begun"]
    assert len(ends) >= 6
    assert set(ends) == {"told"}  # every decision was stopped at its share, none ran to its own end


@pytest.mark.slow
def test_a_crowd_of_idle_connections_never_runs_the_server_out_of_descriptors(tmp_path: Path) -> None:
    """A server allowed 200 open files, 300 idle connections from 10 addresses: those past
    what its descriptors allow are told the server is full (or dropped at once), its log
    has no "Too many open files", and once they leave a game is played."""
    import shutil
    import subprocess

    from online_helpers import ROOT, cli, seated

    if shutil.which("prlimit") is None:
        pytest.skip("prlimit (util-linux) is not installed")
    log = tmp_path / "server.log"
    with log.open("w") as err:
        proc = subprocess.Popen(
            [
                "prlimit",
                "--nofile=200:200",
                *cli("serve", "--port", "0", "--store", str(tmp_path / "s.sqlite3")),
            ],
            stdout=subprocess.PIPE,
            stderr=err,
            text=True,
            cwd=ROOT,
        )
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        assert line.startswith("listening on "), line
        url = line.split()[-1]

        async def scenario():
            held, closes = [], collections.Counter()

            async def one(source: str) -> None:
                try:
                    ws = await websockets.connect(url, proxy=None, local_addr=(source, 0), open_timeout=20)
                except (OSError, TimeoutError, ConnectionClosed, websockets.InvalidHandshake) as exc:
                    closes[type(exc).__name__] += 1
                    return
                held.append(ws)

            for n in range(300):
                await one(f"127.0.0.{2 + n % 10}")
            for ws in held:  # those refused are closed by the server at once
                with contextlib.suppress(TimeoutError, ConnectionClosed):
                    await asyncio.wait_for(ws.recv(), 0.05)
                if ws.close_code is not None:
                    closes[f"{ws.close_code} {ws.close_reason}"] += 1
            for ws in held:
                await ws.close()
            clients = await seated(url, ["person", "person"])  # the server serves on
            ok = all(c.table is not None and c.table.started for c in clients)
            await close_all(clients)
            return closes, ok

        closes, ok = run(scenario(), timeout=240)
    finally:
        proc.terminate()
        proc.wait(60)
        if proc.stdout:
            proc.stdout.close()
    text = log.read_text()
    assert ok
    assert closes["1013 the server is full (72 connections)"] >= 100, closes
    assert "Too many open files" not in text and "Traceback" not in text, text[-2000:]
    assert text.count("refused: connections in total") == 1, text[-2000:]


@pytest.mark.slow
def test_a_slow_guess_count_never_leaves_a_joining_seat_out_of_its_room(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The guess count takes a database round trip: a join on a second process that waited
    for it while holding a room nobody there was connected to yet let the sweep unload that
    room, and the seat then heard nothing of the other process's moves."""
    from online_helpers import Recorder, play_all, problems

    from sf_desktop.online.server.postgres_store import PostgresStore

    original = PostgresStore.guess_wait

    async def slow(self: PostgresStore, keys: dict[str, int], window_s: float) -> float:
        await asyncio.sleep(0.2)
        return await original(self, keys, window_s)

    monkeypatch.setattr(PostgresStore, "guess_wait", slow)
    with postgres_database() as dsn:

        async def scenario():
            servers = [GameServer(open_store(dsn), settings=Settings(sweep_s=0.02)) for _ in range(2)]
            for server in servers:
                await server.start()
            try:
                ann = OnlineClient(servers[0].url, listener=Recorder())
                ticket = await ann.create("Ann", ["person", "person"])
                bob = OnlineClient(servers[1].url, listener=Recorder())
                await bob.join(ticket.code, "Bob")
                runs = await asyncio.wait_for(play_all([ann, bob], "greedy", seed=2), 60)
                said = problems([ann, bob])
                await close_all([ann, bob])
                return runs, said
            finally:
                for server in servers:
                    await server.stop()

        runs, said = run(scenario(), timeout=90)
    assert said == []
    assert runs[0].record is not None and runs[0].record == runs[1].record


def test_a_client_that_pings_and_never_reads_is_dropped(tmp_path: Path) -> None:
    """Pings are answered at once, whether the client reads or not: one that never read made
    the server hold 300 MB of pongs in 12 s. Past a few megabytes unread it is dropped."""
    import base64
    import os
    import socket
    import time

    from sf_desktop.online.server import ServerThread

    def frame(payload: bytes, opcode: int) -> bytes:  # a client's frame: masked
        mask = os.urandom(4)
        return (
            bytes([0x80 | opcode, 0x80 | len(payload)])
            + mask
            + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        )

    server = GameServer(open_store(tmp_path / "s.sqlite3"))
    thread = ServerThread(server)
    thread.start()
    try:
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.connect(("127.0.0.1", server.port))
        key = base64.b64encode(os.urandom(16)).decode()
        sock.sendall(
            f"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode()
        )
        assert b" 101 " in sock.recv(4096)
        pings = frame(b"x" * 125, 9) * 500
        dropped, sent, deadline = False, 0, time.monotonic() + 60
        while not dropped and sent < 400 and time.monotonic() < deadline:  # at most 26 MB of pings
            try:
                sock.sendall(pings)
                sent += 1
            except OSError:  # reset: the server let go of it
                dropped = True
        sock.close()
        assert dropped, f"still connected after {sent * 500} pings"
        assert server.hub.refusals["a client that does not read what it is sent"] == 1
    finally:
        thread.stop()
