"""PostgreSQL restarted (cleanly, then as in a crash) under two server processes whose games
have their seats on both: every process notices its LISTEN connection is gone, connects
again, reads what it missed, and says so once in its log; the games finish and verify.

The database is a throwaway cluster of the test's own (``pg_cluster.py``: a temporary
folder, a Unix socket only), so that it can be stopped and started; the tests are skipped,
saying why, where PostgreSQL's server binaries or asyncpg are missing."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from online_helpers import Recorder, ServerProcess, close_all, play_all, problems, run
from pg_cluster import Cluster, throwaway_cluster

from sf_desktop.online.client import OnlineClient

LOST = "the connection to PostgreSQL was lost"
BACK = "listening to PostgreSQL again"


@pytest.fixture
def cluster() -> Iterator[Cluster]:
    pytest.importorskip("asyncpg", reason="the PostgreSQL driver (asyncpg) is not installed")
    try:
        with throwaway_cluster() as made:
            yield made
    except LookupError as exc:
        pytest.skip(str(exc))


async def split_game(urls: list[str], kinds: list[str]) -> list[OnlineClient]:
    """A room created on the first process, its other person seats taken on the second."""
    host = OnlineClient(urls[0], listener=Recorder(), max_pause_s=0.5)
    ticket = await host.create("Ann", kinds)
    clients = [host]
    for n in range(1, kinds.count("person")):
        guest = OnlineClient(urls[n % 2], listener=Recorder(), max_pause_s=0.5)
        await guest.join(ticket.code, f"Guest {n}")
        clients.append(guest)
    for client in clients:
        await client.wait_for(lambda t: t.started, 30)
    return clients


@pytest.mark.slow
def test_split_games_finish_across_two_database_restarts(cluster: Cluster, tmp_path: Path) -> None:
    dsn = cluster.create_database("sf")
    logs = [tmp_path / "one.log", tmp_path / "two.log"]
    # --fsync: each commit waits for the database's WAL, so that the restart as in a crash loses
    # nothing acknowledged (with asynchronous commits it may lose the last moment: documented)
    servers = [ServerProcess(dsn, 0, "--fsync", log=log) for log in logs]
    try:
        urls = [s.start() for s in servers]

        async def scenario():
            games = [
                await split_game(urls, ["person", "person"]),
                await split_game(urls, ["person", "person", "easy"]),
            ]
            playing = [asyncio.ensure_future(play_all(g, "greedy", seed=5 + i)) for i, g in enumerate(games)]
            loop = asyncio.get_running_loop()
            restarts = []
            for at, mode in ((25, "fast"), (60, "immediate")):
                await games[0][0].wait_for(lambda t, a=at: len(t.actions) >= a or t.over, 120)
                restarts.append((len(games[0][0].table.actions), mode))
                await loop.run_in_executor(None, cluster.restart, mode)
            # a game whose seats are on both processes, begun after the restarts
            late = await split_game(urls, ["person", "person"])
            playing.append(asyncio.ensure_future(play_all(late, "greedy", seed=9)))
            runs = await asyncio.wait_for(asyncio.gather(*playing), 240)
            everyone = [c for g in [*games, late] for c in g]
            said = problems(everyone)
            await close_all(everyone)
            return restarts, runs, said

        restarts, runs, said = run(scenario(), timeout=400)
    finally:
        for server in servers:
            server.close()
    assert [mode for _, mode in restarts] == ["fast", "immediate"]
    assert all(at < 150 for at, _ in restarts)  # both came in mid-game
    assert said == []
    for seats in runs:
        record = seats[0].record
        assert record is not None and record.replay().is_over
        assert all(r.record == record for r in seats)
        assert all(r.lost(record.actions) == 0 for r in seats)
    for log in logs:
        text = log.read_text()
        assert text.count(LOST) == 2 and text.count(BACK) == 2, text[-3000:]
        assert "Traceback" not in text, text[-3000:]
