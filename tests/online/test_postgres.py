"""Two server processes on one PostgreSQL database: a player connected to one sees the moves
made through the other (LISTEN/NOTIFY). Each test makes its own database and drops it after.

The server is found at ``$SF_TEST_POSTGRES`` (an admin connection string), by default the
local one through its socket as the current user (``.ci/run`` starts Debian's postgresql and
makes that user). Where none answers, the tests are skipped and say so."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from online_helpers import Recorder, ServerProcess, close_all, play_all, postgres_database, problems, run

from sf_desktop.online.client import OnlineClient


@pytest.fixture
def database() -> Iterator[str]:
    with postgres_database() as dsn:
        yield dsn


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
