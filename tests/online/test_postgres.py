"""Two server processes on one PostgreSQL database: a player connected to one sees the moves
made through the other (LISTEN/NOTIFY). Each test makes its own database and drops it after.

The server is found at ``$SF_TEST_POSTGRES`` (an admin connection string), by default the
local one through its socket as the current user (``.ci/run`` starts Debian's postgresql and
makes that user). Where none answers, the tests are skipped and say so."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from online_helpers import (
    Recorder,
    ServerProcess,
    close_all,
    play_all,
    postgres_database,
    problems,
    refusal,
    run,
)

from sf_desktop.online.client import OnlineClient, Refused, SeatTicket


@pytest.fixture
def database() -> Iterator[str]:
    with postgres_database() as dsn:
        yield dsn


@pytest.fixture
def two_servers(database: str) -> Iterator[tuple[str, str]]:
    """Two server processes on the database: their URLs."""
    one, two = ServerProcess(database), ServerProcess(database)
    try:
        yield one.start(), two.start()
    finally:
        one.close()
        two.close()


@pytest.mark.slow
def test_two_server_processes_on_one_database(two_servers: tuple[str, str]) -> None:
    url_one, url_two = two_servers

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
    assert said == []
    record = runs[0].record
    assert record is not None and record == runs[1].record and record.replay().is_over
    assert seen[0] == seen[1] == list(range(1, len(seen[0]) + 1))
    assert by_seat[0] == by_seat[1] == {0, 1, 2}  # each saw the other's moves and the AI's


@pytest.mark.slow
def test_who_is_connected_is_told_across_processes(two_servers: tuple[str, str]) -> None:
    """Ann on one process sees Bob come and go on the other; Bob sees Ann, who was there first."""
    url_one, url_two = two_servers

    async def scenario():
        ann = OnlineClient(url_one, listener=Recorder())
        ticket = await ann.create("Ann", ["person", "person"])
        bob = OnlineClient(url_two, listener=Recorder())
        await bob.join(ticket.code, "Bob")
        for _ in range(100):  # until each has heard of the other
            if [True, True] in ann.listener.online and [True, True] in bob.listener.online:
                break
            await asyncio.sleep(0.05)
        both = (list(ann.listener.online), list(bob.listener.online))
        await bob.close()
        for _ in range(100):
            if ann.listener.online[-1] == [True, False]:
                break
            await asyncio.sleep(0.05)
        after = ann.listener.online[-1]
        await ann.close()
        return both, after

    (ann_saw, bob_saw), after = run(scenario(), timeout=60)
    assert [True, True] in ann_saw and [True, True] in bob_saw
    assert after == [True, False]


@pytest.mark.slow
def test_a_seat_taken_up_on_the_other_process_leaves_the_first(two_servers: tuple[str, str]) -> None:
    """Ann plays on process one, then comes back to her seat through process two: the first
    connection gives the seat up (as on one process), the second plays on."""
    url_one, url_two = two_servers

    async def scenario():
        first = OnlineClient(url_one, listener=Recorder())
        ticket = await first.create("Ann", ["person", "greedy"])
        again = OnlineClient(url_two, listener=Recorder())
        await again.resume(SeatTicket(url_two, ticket.code, ticket.seat, ticket.token))
        refused = await refusal(first, 20)
        table = await again.wait_for(lambda t: t.started, 20)
        result = (refused, again._fatal, table.seat)
        await close_all([first, again])
        return result

    refused, fatal, seat = run(scenario(), timeout=60)
    assert isinstance(refused, Refused) and refused.code == "taken_over"
    assert fatal is None and seat == 0
