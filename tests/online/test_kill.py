"""The server as a process: one line when it listens, a clean stop on SIGTERM, and SIGKILL in
the middle of games (and of a load run) with nothing acknowledged lost: it starts again on
the same store and port, and the clients come back by themselves."""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest
from online_helpers import ROOT, ServerProcess, cli, close_all, play_all, problems, run, seated

from sf_desktop.online.client import OnlineClient


def test_serve_prints_one_line_and_stops_cleanly_on_sigterm(tmp_path: Path) -> None:
    server = ServerProcess(str(tmp_path / "s.sqlite3"))
    try:
        url = server.start()
        assert re.fullmatch(r"ws://127\.0\.0\.1:\d+", url) and server.port > 0

        async def connected() -> tuple[int | None, bool]:
            client = OnlineClient(url, reconnect=False)
            await client.create("Ann", ["person", "easy"])
            code = await asyncio.get_running_loop().run_in_executor(None, server.terminate)
            await client.wait_for(lambda t: not client.connected, 30)
            await client.close()
            return code, client.connected

        code, still = run(connected())
        assert code == 0 and not still
        assert server.proc.stdout.read() == ""  # nothing after the one line
    finally:
        server.close()


def test_serve_refuses_a_certificate_without_its_key(tmp_path: Path) -> None:
    done = subprocess.run(
        cli("serve", "--port", "0", "--store", str(tmp_path / "s"), "--cert", "x.pem"),
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 2 and "--cert and --key go together" in done.stderr


@pytest.mark.slow
def test_a_server_killed_twice_in_mid_game_loses_nothing_acknowledged(tmp_path: Path) -> None:
    server = ServerProcess(str(tmp_path / "s.sqlite3"))
    try:
        url = server.start()

        async def scenario():
            clients = await seated(url, ["person", "person", "easy"], ["Ann", "Bob"], max_pause_s=0.2)
            playing = asyncio.ensure_future(play_all(clients, "greedy", seed=11))
            kills = 0
            for at in (30, 90):
                await clients[0].wait_for(lambda t, a=at: len(t.actions) >= a or t.over, 120)
                if clients[0].table.over:
                    break
                server.kill()
                kills += 1
                await asyncio.get_running_loop().run_in_executor(None, server.start)
            runs = await asyncio.wait_for(playing, 240)
            seen = [[a.seq for a in c.listener.events] for c in clients]
            result = (runs, seen, [c.reconnections for c in clients], problems(clients), kills)
            await close_all(clients)
            return result

        runs, seen, reconnections, said, kills = run(scenario(), timeout=300)
    finally:
        server.close()
    assert kills == 2 and all(r >= 2 for r in reconnections)
    assert said == []
    record = runs[0].record
    assert record is not None and record == runs[1].record and record.replay().is_over
    for r in runs:
        assert r.lost(record.actions) == 0 and r.acked
    for seqs in seen:
        assert seqs == list(range(1, len(seqs) + 1))


@pytest.mark.slow
def test_a_load_run_survives_a_killed_server(tmp_path: Path) -> None:
    server = ServerProcess(str(tmp_path / "s.sqlite3"))
    try:
        url = server.start()
        load = subprocess.Popen(
            cli(
                "online",
                "load",
                "--server",
                url,
                "--games",
                "6",
                "--players",
                "2",
                "--json",
                "--timeout",
                "240",
            ),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        store = tmp_path / "s.sqlite3"
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:  # until the games are under way
            with sqlite3.connect(store) as db:
                events = db.execute("SELECT count(*) FROM events WHERE kind = 'action'").fetchone()[0]
            if events >= 150:
                break
            time.sleep(0.2)
        server.kill()
        server.start()
        out, err = load.communicate(timeout=280)
    finally:
        server.close()
    assert load.returncode == 0, err
    figures = json.loads(out)
    assert figures["games_finished"] == 6 and figures["records_verified"] == 6
    assert figures["errors"] == 0 and figures["acked_lost"] == 0 and figures["reconnections"] >= 6
