"""The headless command line: seeded games as JSON, replays, refusals of bad files, the bench."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

import sf_desktop.cli
from sf_desktop.cli.main import breakdown_to_json, format_breakdown
from sf_desktop.cli.main import main as cli_main
from sf_desktop.model.actions import TAKE
from sf_desktop.model.record import GameRecord, Seat, checksum
from sf_desktop.model.rules import new_game
from sf_desktop.model.scoring import score

# Where pip put the console script: bin/sf-desktop-cli, or Scripts\sf-desktop-cli.exe on Windows.
CONSOLE_SCRIPT = Path(sysconfig.get_path("scripts")) / (
    "sf-desktop-cli.exe" if sys.platform == "win32" else "sf-desktop-cli"
)


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli_main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def play_json(capsys, *extra: str) -> list[dict]:
    code, out, err = run(capsys, "play", "--json", *extra)
    assert code == 0, err
    return [json.loads(line) for line in out.splitlines()]


@pytest.fixture
def game_file(tmp_path: Path, capsys) -> Path:
    games = play_json(capsys, "--players", "3", "--seed", "11")
    path = tmp_path / "game.json"
    path.write_text(json.dumps(games[0]), encoding="utf-8")
    return path


# ---------------------------------------------------------------------------- play


def test_play_json_prints_one_object_per_game_with_record_and_score(capsys) -> None:
    games = play_json(capsys, "--players", "3", "--seed", "5", "--games", "3")
    assert [g["game"] for g in games] == [0, 1, 2]
    assert [g["seed"] for g in games] == [5, 6, 7]
    for g in games:
        assert set(g) >= {"game", "seed", "record", "score"}
        record = GameRecord.from_json(g["record"])
        assert len(record.seats) == 3
        final = record.replay()
        assert final.is_over
        expected = json.loads(json.dumps(breakdown_to_json(score(final))))
        assert g["score"] == expected
        totals = [p["total"] for p in g["score"]["players"]]
        assert all(totals[w] == max(totals) for w in g["score"]["winners"])
    assert len({json.dumps(g["record"]["actions"]) for g in games}) == 3


@pytest.mark.parametrize("players", ["2", "3", "4"])
def test_play_json_is_deterministic_for_a_seed(capsys, players: str) -> None:
    first = play_json(capsys, "--players", players, "--seed", "42", "--games", "2")
    second = play_json(capsys, "--players", players, "--seed", "42", "--games", "2")
    strip = [{k: v for k, v in g["record"].items() if k != "saved_at"} for g in first]
    assert strip == [{k: v for k, v in g["record"].items() if k != "saved_at"} for g in second]
    assert [g["score"] for g in first] == [g["score"] for g in second]
    other = play_json(capsys, "--players", players, "--seed", "43")
    assert other[0]["record"]["deck"] != first[0]["record"]["deck"]


def test_play_without_json_prints_a_summary(capsys) -> None:
    code, out, err = run(capsys, "play", "--players", "2", "--seed", "3", "--games", "2")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "2 game(s), 2 players, seeds 3..4"
    shares = [float(line.split("win share")[1].split("%")[0]) for line in lines[1:]]
    assert sum(shares) == pytest.approx(100.0)


@pytest.mark.parametrize(
    "argv",
    [
        ["play", "--players", "3", "--seats", "random,random"],
        ["play", "--seats", "random,no-such-level"],
    ],
)
def test_play_with_bad_seats_is_a_one_line_error(capsys, argv) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert len(err.splitlines()) == 1 and err.startswith("error: ")


@pytest.mark.parametrize(
    "argv", [["play", "--games", "0"], ["bench", "--seconds", "0"], ["bench", "--seconds", "x"]]
)
def test_nothing_to_measure_is_a_usage_error(capsys, argv) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli_main(argv)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "must be more than 0" in err or "must be at least 1" in err or "is not a number" in err


# ---------------------------------------------------------------------------- replay


def test_replay_of_a_played_game_prints_the_breakdown(capsys, game_file: Path) -> None:
    line = json.loads(game_file.read_text(encoding="utf-8"))
    code, out, err = run(capsys, "replay", str(game_file))
    assert code == 0, err
    assert err == ""
    record = GameRecord.from_json(line["record"])
    assert out.startswith(f"{len(record.actions)} actions replayed, game finished")
    assert out.rstrip("\n").endswith(format_breakdown(score(record.replay()), [s.name for s in record.seats]))
    total_row = next(row for row in out.splitlines() if row.startswith("total"))
    assert [float(v) for v in total_row.split()[1:]] == [p["total"] for p in line["score"]["players"]]
    assert "winner: " in out


def test_replay_of_the_bare_record_works_too(capsys, game_file: Path, tmp_path: Path) -> None:
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps(json.loads(game_file.read_text(encoding="utf-8"))["record"]), encoding="utf-8")
    code, out, _ = run(capsys, "replay", str(bare))
    assert code == 0
    assert "game finished" in out.splitlines()[0]


def illegal_action_record() -> dict:
    """A well-formed, checksummed record whose first action breaks the rules (empty columns)."""
    seats = (Seat("a"), Seat("b"))
    start = new_game(2, 9)
    record = GameRecord(seats, start.deck, start.first_player, 9, (TAKE[0],))
    return record.to_json(start)


def tampered_record(change) -> dict:
    """A good record changed by ``change(doc)``, its checksum made to match again."""
    start = new_game(2, 9)
    doc = GameRecord((Seat("a"), Seat("b")), start.deck, start.first_player, 9).to_json(start)
    change(doc)
    doc["checksum"] = checksum(doc)
    return doc


BAD_FILES = {
    "invalid JSON": b'{"format": "sf-desktop-game", "schema": ',
    "not JSON at all": b"this is not a saved game\n",
    "a JSON list": b"[1, 2, 3]",
    "wrong types": json.dumps({"format": "sf-desktop-game", "schema": "2", "setup": [], "deck": 7}).encode(),
    "seats of the wrong type": json.dumps(tampered_record(lambda d: d["setup"].update(seats="two"))).encode(),
    "an action of the wrong type": json.dumps(
        tampered_record(lambda d: d.update(actions=[{"type": "put", "column": "1"}]))
    ).encode(),
    "an illegal action": json.dumps(illegal_action_record()).encode(),
    "empty": b"",
    "not UTF-8": b'{"format": "\xff\xfe"}',
    "deeply nested": b"[" * 100_000 + b"]" * 100_000,
    "huge": b'{"padding": "' + b"x" * 3_000_000 + b'"}',
}


@pytest.mark.parametrize("content", list(BAD_FILES.values()), ids=list(BAD_FILES))
def test_a_bad_file_is_a_clear_one_line_error(capsys, tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2
    assert out == ""
    assert len(err.splitlines()) == 1, err
    assert err.startswith(f"error: {path}: ")
    assert len(err) < 300
    assert "Traceback" not in err


def test_the_illegal_action_is_named(capsys, tmp_path: Path) -> None:
    path = tmp_path / "cheat.json"
    path.write_text(json.dumps(illegal_action_record()), encoding="utf-8")
    _, _, err = run(capsys, "replay", str(path))
    assert "action 1" in err


@pytest.mark.parametrize("kind", ["missing", "directory"])
def test_a_file_that_cannot_be_read_is_a_one_line_error(capsys, tmp_path: Path, kind: str) -> None:
    path = tmp_path / "nothing.json"
    if kind == "directory":
        path.mkdir()
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2
    assert out == ""
    assert len(err.splitlines()) == 1 and err.startswith(f"error: {path}: ")


# ---------------------------------------------------------------------------- bench


def test_bench_json_reports_the_engine_speed(capsys) -> None:
    code, out, err = run(capsys, "bench", "--json", "--seconds", "0.2")
    assert code == 0, err
    result = json.loads(out)
    assert set(result["games_per_s"]) == {"2", "3", "4"}
    assert all(rate > 0 for rate in result["games_per_s"].values())
    assert result["apply_us"] > 0
    assert result["legal_actions_us"] > 0
    search = result["search"]
    assert set(search["evaluation_us"]) == set(search["iterations_per_cpu_s"]) == {"hard", "expert"}
    assert all(us > 0 for us in search["evaluation_us"].values())
    assert all(rate > 0 for rate in search["iterations_per_cpu_s"].values())


# ---------------------------------------------------------------------------- the real entry point


def test_the_console_script_plays_and_replays(capsys, tmp_path: Path) -> None:
    """A separate process (its own hash seed) prints the very game the in-process call does."""
    assert CONSOLE_SCRIPT.exists()
    args = ["play", "--json", "--players", "4", "--seed", "8"]
    done = subprocess.run(
        [str(CONSOLE_SCRIPT), *args], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    here = play_json(capsys, "--players", "4", "--seed", "8")
    there = json.loads(done.stdout)
    assert there["record"]["actions"] == here[0]["record"]["actions"]
    assert there["score"] == here[0]["score"]
    path = tmp_path / "game.json"
    path.write_text(done.stdout, encoding="utf-8")
    done = subprocess.run(
        [str(CONSOLE_SCRIPT), "replay", str(path)], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "game finished" in done.stdout


def _imports_the_command_line(source: str) -> bool:
    """Does a module of ``sf_desktop/cli`` import ``cli/main.py``, at its top or in a function?"""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            if any(a.name == "sf_desktop.cli.main" for a in node.names):
                return True
        elif isinstance(node, ast.ImportFrom) and node.level <= 1:
            package = "sf_desktop.cli" if node.level == 1 else ""
            module = ".".join(filter(None, (package, node.module)))
            names = {a.name for a in node.names}
            if module == "sf_desktop.cli.main" or (module == "sf_desktop.cli" and "main" in names):
                return True
    return False


def test_no_sub_command_imports_the_command_line_that_registers_it() -> None:
    """``cli/main.py`` registers the sub-commands: one importing it back would be a circle."""
    folder = Path(sf_desktop.cli.__file__).parent
    modules = sorted(p for p in folder.glob("*.py") if p.name != "main.py")
    assert {p.name for p in modules} >= {"tournament.py", "savebench.py", "review.py"}
    assert [p.name for p in modules if _imports_the_command_line(p.read_text(encoding="utf-8"))] == []


@pytest.mark.parametrize(
    "source",
    [
        "def main():\n    from .main import main as cli_main\n",
        "from . import main\n",
        "import sf_desktop.cli.main\n",
        "from sf_desktop.cli.main import build_parser\n",
    ],
)
def test_the_circle_check_sees_an_import_of_the_command_line(source: str) -> None:
    assert _imports_the_command_line(source)
    assert not _imports_the_command_line("from .args import bounded\nfrom ..ai.match import play_match\n")
