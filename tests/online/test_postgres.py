"""Two server processes on one PostgreSQL database: a player connected to one sees the moves
made through the other (LISTEN/NOTIFY). Each test makes its own database and drops it after.

The server is found at ``$SF_TEST_POSTGRES`` (an admin connection string), by default the
local one through its socket as the current user (``.ci/run`` starts Debian's postgresql and
makes that user). Where none answers, the tests are skipped and say so."""

from __future__ import annotations

import asyncio
import os
import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest
from online_helpers import Recorder, ServerProcess, close_all, play_all, problems, run

from sf_desktop.online.client import OnlineClient

asyncpg = pytest.importorskip("asyncpg", reason="the PostgreSQL driver (asyncpg) is not installed")

ADMIN = os.environ.get("SF_TEST_POSTGRES", "postgresql:///postgres")


def with_database(dsn: str, name: str) -> str:
    base, _, query = dsn.partition("?")
    head = base.rsplit("/", 1)[0] if base.count("/") > 2 else base.rstrip("/")
    return f"{head}/{name}" + (f"?{query}" if query else "")


async def _admin(sql: str) -> None:
    conn = await asyncpg.connect(ADMIN, timeout=5)
    try:
        await conn.execute(sql)
    finally:
        await conn.close()


@pytest.fixture
def database() -> Iterator[str]:
    name = f"sf_test_{secrets.token_hex(6)}"
    try:
        asyncio.run(_admin(f'CREATE DATABASE "{name}"'))
    except (OSError, asyncpg.PostgresError, TimeoutError) as exc:
        pytest.skip(f"no PostgreSQL server is running here ({ADMIN}: {exc})")
    try:
        yield with_database(ADMIN, name)
    finally:
        asyncio.run(_admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


def test_the_postgres_store_keeps_and_refuses_like_sqlite(database: str) -> None:
    from sf_desktop.online.server.room import Room, Setup
    from sf_desktop.online.server.store import ConflictError, open_store

    async def scenario():
        store = open_store(database)
        await store.open()
        heard: list[tuple[str, int]] = []
        await store.listen(lambda code, seq: heard.append((code, seq)))
        room = Room(Setup.new("KXQ7M2PD", ("person", "easy"), None, 1))
        await store.create(room.setup, room.index())
        _, change = room.plan_claim("Ann", "ab" * 32, 2)
        await store.append(room.code, change)
        with pytest.raises(ConflictError):
            await store.append(room.code, change)  # the same events again: the room moved on
        loaded = await store.load(room.code)
        for _ in range(50):
            if heard:
                break
            await asyncio.sleep(0.05)
        size = await store.room_bytes(room.code)
        await store.close()
        return loaded, heard, change, size

    loaded, heard, change, size = run(scenario())
    assert loaded.events == change.events and loaded.tokens[0] == "ab" * 32
    assert heard == [("KXQ7M2PD", change.last_seq)] and size > 0


@pytest.mark.slow
def test_two_server_processes_on_one_database(database: str, tmp_path: Path) -> None:
    one = ServerProcess(database)
    two = ServerProcess(database)
    try:
        url_one, url_two = one.start(), two.start()

        async def game():
            ann = OnlineClient(url_one, listener=Recorder())
            ticket = await ann.create("Ann", ["person", "person", "greedy"])
            bob = OnlineClient(url_two, listener=Recorder())
            await bob.join(ticket.code, "Bob")
            clients = [ann, bob]
            runs = await play_all(clients, "greedy", seed=3)
            seen = [[a.seq for a in c.listener.events] for c in clients]
            by_seat = [{a.seat for a in c.listener.events if a.kind == "action"} for c in clients]
            result = (runs, seen, by_seat, problems(clients))
            await close_all(clients)
            return result

        runs, seen, by_seat, said = run(game(), timeout=240)
    finally:
        one.close()
        two.close()
    assert said == []
    record = runs[0].record
    assert record is not None and record == runs[1].record and record.replay().is_over
    assert seen[0] == seen[1] == list(range(1, len(seen[0]) + 1))
    assert by_seat[0] == by_seat[1] == {0, 1, 2}  # each saw the other's moves and the AI's
