"""The server's AI thinks in worker processes of its own, at a lower priority: the event loop
keeps answering while rooms think, a killed worker never stalls a room, and the workers start
with the server and end with it, even when it is killed."""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import random
import signal
import statistics
import sys
import threading
import time
from pathlib import Path

import pytest
from online_helpers import ServerProcess, close_all, play_all, run, seated, served
from server_agents import LOG, notes

from sf_desktop.ai.base import decision_rng, make_agent
from sf_desktop.ai.worker import BACKGROUND_NICENESS
from sf_desktop.model.rules import new_game
from sf_desktop.model.state import public_view
from sf_desktop.online.bots import agent_chooser, play_seat
from sf_desktop.online.client import OnlineClient
from sf_desktop.online.protocol import Clock
from sf_desktop.online.server import GameServer, Settings, open_store
from sf_desktop.online.server.limits import Limits
from sf_desktop.online.server.thinking import AiPool, Decision

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc, sends SIGKILL")

PERSON_AND_AIS = ["person", "hard", "hard", "hard"]


def alive(pid: int) -> bool:
    """Whether the process runs (a zombie does not)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def children(pid: int) -> set[int]:
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").iterdir():
        found |= {int(c) for c in (task / "children").read_text().split()}
    return found


def wait_until(condition, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, what
        time.sleep(0.02)


class LoopLag:
    """How long this thread's sleeps overran for a cause inside this process: the overrun
    less the time the thread waited for a CPU and the time it ran (``/proc``'s per-thread
    ``schedstat``). What is left is time it waited for its own process, the interpreter's lock
    held by another thread, whatever else runs on the machine."""

    def __init__(self) -> None:
        self.path = Path(f"/proc/self/task/{threading.get_native_id()}/schedstat")

    def _times(self) -> tuple[float, float]:
        running, waiting, _ = self.path.read_text().split()
        return int(running) / 1e9, int(waiting) / 1e9

    async def sleep(self, seconds: float) -> float:
        start, (ran, waited) = time.perf_counter(), self._times()
        await asyncio.sleep(seconds)
        ran_after, waited_after = self._times()
        overrun = time.perf_counter() - start - seconds
        return overrun - (ran_after - ran) - (waited_after - waited)


def players(clients):
    return [
        asyncio.ensure_future(
            play_seat(c, agent_chooser(make_agent("random"), random.Random(i)), timeout_s=90)
        )
        for i, c in enumerate(clients)
    ]


def test_the_event_loop_keeps_answering_while_rooms_think(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Three rooms of three AIs that search in pure Python until told to stop, two AI
    processes, both always busy: the searches run in those processes, and the server's event
    loop, woken from a 2 ms sleep, waits for nothing in its own process (median under 0.5 ms;
    when the AI thought on threads of the server's process, the median was 5.6 ms: they held
    the interpreter's lock)."""
    log = tmp_path / "agents.log"
    monkeypatch.setenv(LOG, str(log))
    settings = Settings(
        ai_processes=2, ai_agents={"hard": "server_agents:BusyAgent"}, limits=Limits(ai_think_s=0.3)
    )

    async def scenario() -> tuple[list[float], list[int]]:
        async with served(tmp_path, settings=settings) as server:
            pool = server.hub.ai
            rooms = [
                await seated(server.url, PERSON_AND_AIS, local_address=f"127.0.0.{n + 2}") for n in range(3)
            ]
            clients = [c for room in rooms for c in room]
            plays = players(clients)
            lags: list[float] = []
            lag = LoopLag()
            deadline = time.monotonic() + 90
            while len(lags) < 100 and time.monotonic() < deadline:
                if pool.waiting < pool.processes:  # measured only while every process thinks
                    await asyncio.sleep(0.001)
                    continue
                held_up = await lag.sleep(0.002)
                if pool.waiting >= pool.processes:
                    lags.append(held_up)
            workers = pool.pids()
            for task in plays:
                task.cancel()
            await close_all(clients)
            return lags, workers

    lags, workers = run(scenario(), timeout=150)
    assert len(lags) == 100, "the AI rooms did not keep both processes thinking"
    thinkers = {int(words[0]) for words in notes(str(log))}
    assert thinkers and os.getpid() not in thinkers
    assert thinkers <= set(workers)
    assert statistics.median(lags) < 0.0005, f"median lag {statistics.median(lags) * 1000:.2f} ms"


def test_the_ai_processes_start_with_the_server_below_its_priority_and_end_with_it(tmp_path: Path) -> None:
    async def scenario() -> list[int]:
        async with served(tmp_path, settings=Settings(ai_processes=2)) as server:
            workers = server.hub.ai.pids()
            assert len(workers) == 2  # started with the server, before any room has an AI
            assert server.hub.ai.ready  # and ready to think before the server listened
            lower = min(19, os.getpriority(os.PRIO_PROCESS, 0) + BACKGROUND_NICENESS)  # 19 is the lowest
            deadline = time.monotonic() + 30
            while not all(os.getpriority(os.PRIO_PROCESS, pid) == lower for pid in workers):
                assert time.monotonic() < deadline, "the AI processes kept the server's priority"
                await asyncio.sleep(0.02)
        return workers

    workers = run(scenario())
    assert not any(alive(pid) for pid in workers)  # stopped with the server, none left behind


def test_a_decision_under_way_is_stopped_in_its_process_when_the_server_stops(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An AI that would think for a minute, unless told: the server stops while it thinks,
    and the search in the worker process is told to stop (the server's stop does not wait
    for it to end on its own)."""
    log = tmp_path / "agents.log"
    monkeypatch.setenv(LOG, str(log))
    settings = Settings(
        ai_processes=1, ai_agents={"hard": "server_agents:WaitingAgent"}, limits=Limits(ai_think_s=60)
    )

    async def scenario() -> None:
        async with served(tmp_path, settings=settings) as server:
            (client,) = await seated(server.url, ["person", "hard"])
            (play,) = players([client])
            while not any(words[1] == "begun" for words in notes(str(log))):
                await asyncio.sleep(0.02)
            play.cancel()
            await close_all([client])

    run(scenario(), timeout=50)  # within the minute the search would take
    assert [words[1] for words in notes(str(log))] == ["begun", "told"]


def test_a_seat_taken_back_stops_the_stand_ins_search_in_its_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A person's time runs out and the stand-in (an agent that would think for a minute
    unless told) begins; the person takes the seat back, and the search in the worker
    process is told to stop while the server runs on."""
    log = tmp_path / "agents.log"
    monkeypatch.setenv(LOG, str(log))
    now = [1_800_000_000_000]
    settings = Settings(
        ai_processes=1, ai_agents={"medium": "server_agents:WaitingAgent"}, limits=Limits(ai_think_s=60)
    )

    async def until_noted(word: str) -> None:
        while not any(words[1] == word for words in notes(str(log))):
            await asyncio.sleep(0.02)

    async def scenario() -> None:
        async with served(tmp_path, settings=settings, now_ms=lambda: now[0], sweep=False) as server:
            client = OnlineClient(server.url)
            await client.create("Away", ["person", "random"], Clock("live", 60))
            await client.wait_for(lambda t: t.state.current == 0 and 0 not in t.stand_in, 30)
            now[0] += 61_000
            await server.hub.sweep(now[0])  # the person's time ran out: the stand-in thinks
            await asyncio.wait_for(until_noted("begun"), 30)
            await client.back()
            await asyncio.wait_for(until_noted("told"), 30)  # long before its minute
            await close_all([client])

    run(scenario(), timeout=90)
    assert [words[1] for words in notes(str(log))][:2] == ["begun", "told"]


def test_a_decision_already_answered_never_stops_the_next_one_on_its_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A room keeps its last decision's handle (a seat taken back stops it): once answered,
    stopping it leaves alone the other room's decision that now thinks on that process."""
    monkeypatch.setenv(LOG, str(tmp_path / "agents.log"))
    pool = AiPool(1, 60, {"hard": "server_agents:WaitingAgent"})
    view = public_view(new_game(2, seed=1))

    async def scenario() -> bool:
        await pool.start()
        try:
            answered = Decision()
            assert await pool.decide("random", view, random.Random(1), answered) is not None
            thinking = Decision()
            other_room = asyncio.ensure_future(pool.decide("hard", view, random.Random(2), thinking))
            while not notes(str(tmp_path / "agents.log")):
                await asyncio.sleep(0.02)
            answered.set()  # the first room's seat taken back, late
            still_thinking = all(slot > 0 for lane in pool._lanes.values() for slot in lane._slots)
            thinking.set()
            await other_room
            return still_thinking
        finally:
            await asyncio.get_running_loop().run_in_executor(None, pool.close)

    assert run(scenario())


def test_a_server_that_cannot_listen_leaves_no_ai_process_behind(tmp_path: Path) -> None:
    async def scenario() -> set[int]:
        async with served(tmp_path) as first:
            before = {p.pid for p in multiprocessing.active_children()}
            second = GameServer(open_store(tmp_path / "other.sqlite3"), "127.0.0.1", first.port)
            with pytest.raises(OSError):
                await second.start()  # the port is taken
            return {p.pid for p in multiprocessing.active_children()} - before

    assert run(scenario()) == set()


def open_files_under(folder: Path) -> set[str]:
    """The files of ``folder`` this process holds open (what Windows would refuse to remove)."""
    held = set()
    for fd in Path("/proc/self/fd").iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.startswith(str(folder)):
            held.add(Path(target).name)
    return held


def test_a_server_that_cannot_listen_leaves_its_store_closed(tmp_path: Path) -> None:
    """Its SQLite files are let go: hosting removes or retries a folder it just tried."""
    other = tmp_path / "other"
    other.mkdir()

    async def scenario() -> set[str]:
        async with served(tmp_path) as first:
            second = GameServer(open_store(other / "store.sqlite3"), "127.0.0.1", first.port)
            with pytest.raises(OSError):
                await second.start()  # the port is taken
            return open_files_under(other)

    assert run(scenario()) == set()


def test_a_server_whose_start_is_given_up_leaves_its_store_closed(tmp_path: Path) -> None:
    """Hosting stops waiting (its time is up) while the AI processes start: the start is
    cancelled, and neither the store nor a process outlives it."""

    async def scenario() -> tuple[set[str], set[int]]:
        before = {p.pid for p in multiprocessing.active_children()}
        server = GameServer(open_store(tmp_path / "store.sqlite3"), "127.0.0.1", 0)
        starting = asyncio.ensure_future(server.start())
        while not server.hub.ai.pids():  # the processes are coming up
            await asyncio.sleep(0.005)
        starting.cancel()
        with pytest.raises(asyncio.CancelledError):
            await starting
        return open_files_under(tmp_path), {p.pid for p in multiprocessing.active_children()} - before

    assert run(scenario()) == (set(), set())


def test_a_killed_ai_process_never_stalls_its_room(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The AI's process is SIGKILLed while it thinks: the decision is asked again in a new
    process; killed there too, a random legal move is played for the seat, and the next AI
    decision has a process again."""
    log = tmp_path / "agents.log"
    monkeypatch.setenv(LOG, str(log))
    caplog.set_level(logging.WARNING)
    settings = Settings(
        ai_processes=1, ai_agents={"hard": "server_agents:WaitingAgent"}, limits=Limits(ai_think_s=0.4)
    )

    def kill_the_thinker(spared: set[int]) -> int:
        """SIGKILL the process that begins the next decision (none of ``spared``)."""
        found: list[int] = []

        def begun() -> bool:
            found[:] = [int(w[0]) for w in notes(str(log)) if w[1] == "begun" and int(w[0]) not in spared]
            return bool(found)

        wait_until(begun, 60, "no AI decision began")
        os.kill(found[-1], signal.SIGKILL)
        return found[-1]

    async def scenario() -> tuple[int, int]:
        async with served(tmp_path, settings=settings) as server:
            (client,) = await seated(server.url, ["person", "hard"])
            await client.wait_for(lambda t: t.my_turn, 60)
            log.write_text("")
            loop = asyncio.get_running_loop()
            killed = loop.run_in_executor(None, kill_the_thinker, set())
            at = len(client.table.actions)
            (play,) = players([client])
            first = await killed
            second = await loop.run_in_executor(None, kill_the_thinker, {first})
            # the random move, the person's, and one more of the AI's in a new process at least
            await client.wait_for(lambda t: len(t.actions) >= at + 3 or t.over, 90)
            play.cancel()
            await close_all([client])
            return first, second

    first, second = run(scenario(), timeout=180)
    assert first != second
    deaths = [r for r in caplog.records if "worker process died" in r.getMessage()]
    assert deaths, "the death was not logged"
    assert any("a random legal move is played" in r.getMessage() for r in caplog.records)
    later = [int(w[0]) for w in notes(str(log)) if w[1] == "told"]
    assert later and not {first, second} & set(later)  # the next decisions had a process again


def test_an_ai_decision_in_a_process_is_the_one_its_seed_gives(tmp_path: Path) -> None:
    """Every move of the server's AI seats is what the same level chooses here with the
    decision's RNG (``decision_rng``): the RNG crosses to the process and back whole."""

    async def scenario():
        async with served(tmp_path, settings=Settings(ai_processes=2)) as server:
            (client,) = await seated(server.url, ["person", "greedy", "easy"])
            (done,) = await play_all([client], "greedy", seed=3)
            await close_all([client])
            return done

    done = run(scenario(), timeout=180)
    record = done.record
    assert record is not None
    persons = {at for at, _ in done.acked}
    checked = 0
    for at, (state, action) in enumerate(zip(record.states(), record.actions, strict=False)):
        if at in persons:
            continue
        kind = record.seats[state.current].kind
        rng = decision_rng(record.seed, state.current, at)
        assert make_agent(kind).choose(public_view(state), rng) == action, f"action {at} ({kind})"
        checked += 1
    assert checked >= 10


@pytest.mark.slow
def test_the_ai_processes_end_when_the_server_is_killed(tmp_path: Path) -> None:
    server = ServerProcess(str(tmp_path / "s.sqlite3"), 0, "--ai-processes", "2")
    try:
        server.start()
        assert server.proc is not None
        wait_until(lambda: len(children(server.proc.pid)) >= 2, 30, "no AI processes started")
        workers = children(server.proc.pid)
        server.kill()
        wait_until(lambda: not any(alive(pid) for pid in workers), 15, "an AI process outlived its server")
    finally:
        server.close()
