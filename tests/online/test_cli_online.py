"""The command-line client: create a room, play a seat to the end with an AI level or as a
person typing moves, save the verified record, and a small load run with its figures."""

from __future__ import annotations

import json
import multiprocessing
import re
import subprocess
from pathlib import Path

import pytest
from online_helpers import ROOT, cli

from sf_desktop.cli import online_load
from sf_desktop.cli.main import main
from sf_desktop.cli.online import filed_seats, parse_clock
from sf_desktop.model.record import Seat
from sf_desktop.online.protocol import Clock
from sf_desktop.online.server import GameServer, ServerThread, open_store
from sf_desktop.storage.save_files import load_file
from sf_desktop.storage.save_store import SaveStore


@pytest.fixture
def server_url(tmp_path: Path):
    thread = ServerThread(GameServer(open_store(tmp_path / "cli.sqlite3")))
    url = thread.start()
    yield url
    thread.stop()


def test_clocks_are_read_from_the_command_line() -> None:
    assert parse_clock("live:15m") == Clock("live", 900)
    assert parse_clock("turn:2d") == Clock("turn", 172800)
    assert parse_clock("turn:12h") == Clock("turn", 43200)
    assert parse_clock("") is None
    with pytest.raises(Exception, match="live:<time> or turn:<time>"):
        parse_clock("blitz:5m")


def test_create_then_play_a_seat_with_an_ai_level(
    server_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["online", "create", "--server", server_url, "--seats", "person,easy", "--name", "Ann"]) == 0
    out = capsys.readouterr().out
    code = re.search(r"^room ([A-Z0-9]{4}-[A-Z0-9]{4})$", out, re.M)[1]
    token = re.search(r"^seat 1 token (\S+)$", out, re.M)[1]
    digest = re.search(r"^commitment sha256:([0-9a-f]{64})$", out, re.M)[1]
    saved = tmp_path / "ann.sfgame.json"
    args = ["--server", server_url, "--code", code.lower(), "--token", token, "--agent", "greedy"]
    assert main(["online", "play", *args, "--seed", "1", "--save", str(saved)]) == 0
    out = capsys.readouterr().out
    assert "the record matches its commitment" in out and "Easy" in out
    transcript = re.search(r"^transcript sha256:([0-9a-f]{64})$", out, re.M)[1]  # to note at the end
    # every turn told once, in the app's log words, the seat played here as "you"
    assert re.search(r"^  You (took column \d|drew )", out, re.M) and re.search(
        r"^  Easy (took|drew) ", out, re.M
    )
    assert re.search(r"the game ends\.$", out, re.M)
    loaded = load_file(saved)
    assert loaded.state.is_over and loaded.record.commitment.digest == digest
    assert main(["verify", str(saved), "--digest", digest, "--transcript", transcript]) == 0


def test_a_wrong_code_is_refused_in_one_line(server_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["online", "join", "--server", server_url, "--code", "ZZZZ-ZZZZ"]) == 1
    assert capsys.readouterr().err.strip() == (
        "error: the server refused: no room has that code (check it, or ask for a new one) (no_room)"
    )
    # a code that is no code at all is refused before asking the server, in one line too
    assert main(["online", "join", "--server", server_url, "--code", "NOPE-NOPE"]) == 1
    assert capsys.readouterr().err.strip() == (
        "error: that is not a room code (8 letters and digits, like KXQ7-M2PD) (no_room)"
    )


@pytest.mark.slow
def test_a_person_types_moves_to_the_end(server_url: str, tmp_path: Path) -> None:
    done = subprocess.run(
        cli("online", "create", "--server", server_url, "--seats", "easy,person", "--name", "Typist"),
        capture_output=True, text=True, timeout=120, cwd=ROOT, check=True,
    )  # fmt: skip
    code = re.search(r"^room (\S+)$", done.stdout, re.M)[1]
    token = re.search(r"token (\S+)$", done.stdout, re.M)[1]
    saved = tmp_path / "typed.sfgame.json"
    typed = "good_game\n" + "1\n" * 2000  # a phrase, then always the first move offered
    played = subprocess.run(
        cli("online", "play", "--server", server_url, "--code", code, "--token", token, "--save", str(saved)),
        input=typed, capture_output=True, text=True, timeout=300, cwd=ROOT, check=False,
    )  # fmt: skip
    assert played.returncode == 0, played.stderr
    assert "Your move:" in played.stdout and "Typist says: “Good game!”" in played.stdout
    assert load_file(saved).state.is_over


def test_a_small_load_run_prints_its_figures(server_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["online", "load", "--server", server_url, "--games", "3", "--players", "3", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["client_processes"] == 2  # the games spread over two client processes, figures merged
    assert figures["games_finished"] == 3 and figures["records_verified"] == 3 and figures["errors"] == 0
    assert figures["acked_lost"] == 0 and figures["acked"] > 0 and figures["actions"] >= figures["acked"]
    assert 0 < figures["rtt_ms"]["p50"] <= figures["rtt_ms"]["p95"] <= figures["rtt_ms"]["max"]


def test_a_load_run_in_one_process_gives_the_same_figures(
    server_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["online", "load", "--server", server_url, "--games", "2", "--processes", "1", "--json"]
    assert main([*args, "--think-processes", "0"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["client_processes"] == 1 and figures["games_finished"] == 2
    assert figures["records_verified"] == 2 and figures["acked"] == figures["actions"]


@pytest.mark.skipif(
    multiprocessing.get_start_method() != "fork", reason="the patch reaches forked client processes only"
)
def test_a_client_process_that_dies_is_an_error_not_a_hang(
    server_url: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def dies(args: object, games: list[int]) -> dict:
        raise SystemExit(3)

    monkeypatch.setattr(online_load, "_load_part", dies)  # inherited by the forked client processes
    assert main(["online", "load", "--server", server_url, "--games", "2", "--json"]) == 1
    captured = capsys.readouterr()
    figures = json.loads(captured.out)
    assert figures["errors"] == 2 and figures["games_finished"] == 0
    assert "client process 1 ended without its figures (3)" in captured.err


def test_a_played_game_is_filed_with_the_finished_games_not_in_the_current_folder(
    server_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``online play`` wrote ``online-<code>.sfgame.json`` wherever it was run (one was even
    committed): it files the record with the app's finished games, where the statistics and the
    replay find it."""
    data, here = tmp_path / "data", tmp_path / "here"
    here.mkdir()
    monkeypatch.setenv("SF_DESKTOP_DATA_DIR", str(data))
    monkeypatch.chdir(here)
    assert main(["online", "create", "--server", server_url, "--seats", "person,easy", "--name", "Ann"]) == 0
    out = capsys.readouterr().out
    code = re.search(r"^room (\S+)$", out, re.M)[1]
    token = re.search(r"^seat 1 token (\S+)$", out, re.M)[1]
    digest = re.search(r"^commitment sha256:([0-9a-f]{64})$", out, re.M)[1]
    args = ["--server", server_url, "--code", code, "--token", token, "--agent", "greedy", "--seed", "2"]
    assert main(["online", "play", *args]) == 0
    out = capsys.readouterr().out
    assert list(here.iterdir()) == []
    finished = SaveStore(data).finished_games()
    assert len(finished) == 1 and str(data / "finished") in out
    assert [s.kind for s in finished[0].record.seats] == ["human", "easy"]
    filed = re.search(r"saved to (\S+)$", out, re.M)[1]
    assert main(["verify", filed, "--digest", digest]) == 0  # filed, it still matches


def test_a_filed_record_names_its_seats_as_the_app_does() -> None:
    """This seat is its player's (``human``, whoever typed its moves: the commitment binds the
    seat's kind); the other people are friends, so the statistics count the game for this player
    only."""
    seats = (Seat("Ann", "human"), Seat("Easy", "easy"), Seat("Bob", "human"))
    assert [s.kind for s in filed_seats(seats, 2)] == ["friend", "easy", "human"]
    assert [s.kind for s in filed_seats(seats, 0)] == ["human", "easy", "friend"]
