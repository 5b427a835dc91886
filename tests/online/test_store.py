"""The storage interface, the same for SQLite and PostgreSQL: a room kept with its events
and token hashes, an append that does not follow the last event refused, the rooms that need
a server found, and (PostgreSQL) the other processes told of every append."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from online_helpers import postgres_database, run

from sf_desktop.model.rules import legal_actions
from sf_desktop.online.protocol import Act
from sf_desktop.online.server.room import Room, Setup
from sf_desktop.online.server.store import ConflictError, open_store


@pytest.fixture(params=["sqlite", "postgresql"])
def store_spec(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield str(tmp_path / "store.sqlite3")
    else:
        with postgres_database() as dsn:
            yield dsn


def test_a_store_keeps_rooms_and_refuses_an_append_out_of_turn(store_spec: str) -> None:
    async def scenario():
        store = open_store(store_spec)
        await store.open()
        heard: list[tuple] = []
        await store.listen(lambda code, seq, told: heard.append((code, seq, told)))
        room = Room(Setup.new("KXQ7M2PD", ("person", "person"), None, 1))
        await store.create(room.setup, room.index())
        changes = []
        for n in range(3):  # two claims (the second starts the game), then an action
            if n < 2:
                change = room.plan_claim(f"P{n}", f"{n}" * 64, 2 + n)[1]
            else:
                change = room.plan_act(room.state.current, Act("x", 0, legal_actions(room.state)[0]), 4)
            await store.append(room.code, change)
            for event in change.events:
                room.apply_event(event)
            changes.append(change)
        for change in changes:
            with pytest.raises(ConflictError):
                await store.append(room.code, change)  # the same events again: the room moved on
        loaded = await store.load(room.code)
        for _ in range(100):
            if len(heard) == 3:
                break
            await asyncio.sleep(0.05)
        size = await store.room_bytes(room.code)
        due = await store.due(10**13, 0, 10**13)
        await store.close()
        return loaded, heard, changes, size, due

    loaded, heard, changes, size, due = run(scenario())
    events = tuple(e for c in changes for e in c.events)
    assert loaded.events == events and loaded.tokens == ("0" * 64, "1" * 64)
    if store_spec.startswith("postgresql"):  # another process hears of each append, events included
        assert [(code, seq) for code, seq, _ in heard] == [("KXQ7M2PD", c.last_seq) for c in changes]
        assert [told for _, _, told in heard] == [list(c.events) for c in changes]
    else:
        assert heard == []  # one process per SQLite file: nobody to tell
    assert size > 0 and due.abandoned == ("KXQ7M2PD",)


def test_a_room_nobody_joins_is_abandoned_sooner_than_a_game_under_way(store_spec: str) -> None:
    """A room still waiting for its players counts from ``waiting_ms``, a game under way from
    ``abandon_ms``: rooms made and never joined (one client can make hundreds) are not kept
    for the month a game under way is."""

    async def scenario():
        store = open_store(store_spec)
        await store.open()
        waiting = Room(Setup.new("WAITROOM", ("person", "person"), None, 1000))
        await store.create(waiting.setup, waiting.index())
        playing = Room(Setup.new("PLAYROOM", ("person", "person"), None, 1000))
        await store.create(playing.setup, playing.index())
        for n in range(2):  # both seats taken: the game starts
            change = playing.plan_claim(f"P{n}", f"{n}" * 64, 1000)[1]
            await store.append(playing.code, change)
            for event in change.events:
                playing.apply_event(event)
        before = await store.due(10**13, 0, abandon_ms=500, waiting_ms=500)
        sooner = await store.due(10**13, 0, abandon_ms=500, waiting_ms=2000)
        both = await store.due(10**13, 0, abandon_ms=2000, waiting_ms=2000)
        await store.close()
        return before, sooner, both

    before, sooner, both = run(scenario())
    assert before.abandoned == ()
    assert sooner.abandoned == ("WAITROOM",)
    assert sorted(both.abandoned) == ["PLAYROOM", "WAITROOM"]


@pytest.mark.parametrize("fsync", [False, True])
def test_a_commit_waits_for_the_disk_only_with_fsync(store_spec: str, fsync: bool) -> None:
    """By default a commit is in the database's hands, not yet on the disk, in both stores;
    ``serve --fsync`` waits for the disk (PostgreSQL: the database's own setting, ``on``)."""

    async def setting() -> str:
        store = open_store(store_spec, fsync=fsync)
        await store.open()
        try:
            if store_spec.startswith("postgresql"):
                return await store._pool.fetchval("SHOW synchronous_commit")
            return {1: "normal", 2: "full"}[store.db.execute("PRAGMA synchronous").fetchone()[0]]
        finally:
            await store.close()

    expected = {"postgresql": ("off", "on"), "sqlite": ("normal", "full")}
    kind = "postgresql" if store_spec.startswith("postgresql") else "sqlite"
    assert run(setting()) == expected[kind][fsync]


def _modes(path: Path) -> dict[str, int]:
    """The permission bits of a SQLite store and its -wal and -shm files, those that exist."""
    found = [path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")]
    return {p.name: p.stat().st_mode & 0o777 for p in found if p.exists()}


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX")
@pytest.mark.parametrize("fsync", [False, True])
def test_a_sqlite_store_and_its_wal_are_readable_by_their_owner_only(tmp_path: Path, fsync: bool) -> None:
    """They hold every running game's seed, deck and salt: 0600 whatever the umask, and a store
    an older version left readable by all is made private when it is opened."""
    old = tmp_path / "old.sqlite3"
    for name in ("old.sqlite3", "old.sqlite3-wal", "old.sqlite3-shm"):
        (tmp_path / name).touch(mode=0o644)
        (tmp_path / name).chmod(0o644)
    (tmp_path / "old.sqlite3-wal").unlink()
    (tmp_path / "old.sqlite3-shm").unlink()

    async def scenario(path: Path) -> dict[str, int]:
        store = open_store(path, fsync=fsync)
        await store.open()
        room = Room(Setup.new("KXQ7M2PD", ("person", "person"), None, 1))
        await store.create(room.setup, room.index())
        await store.append(room.code, room.plan_claim("P", "0" * 64, 2)[1])
        modes = _modes(path)
        await store.close()
        return modes

    previous = os.umask(0o022)
    try:
        new = run(scenario(tmp_path / "new.sqlite3"))
        tightened = run(scenario(old))
    finally:
        os.umask(previous)
    assert new == {"new.sqlite3": 0o600, "new.sqlite3-wal": 0o600, "new.sqlite3-shm": 0o600}
    assert tightened == {"old.sqlite3": 0o600, "old.sqlite3-wal": 0o600, "old.sqlite3-shm": 0o600}
