"""``sf-desktop-cli review``: the JSON shape the issue fixes, seat choice, budgets, and bad files."""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest

from sf_desktop.ai.base import make_agent
from sf_desktop.ai.match import play_match
from sf_desktop.cli.main import main as cli_main
from sf_desktop.model.actions import action_from_json
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.storage.save_files import save_file

DECISION_KEYS = {
    "index",
    "seat",
    "played",
    "best",
    "win_chance_played",
    "win_chance_best",
    "points_lost",
    "label",
}


@pytest.fixture(scope="module")
def record() -> GameRecord:
    seats = (Seat("Ana", "greedy"), Seat("Bot", "random"))
    played = play_match(seats, [make_agent("greedy"), make_agent("random")], 8).record
    return attrs.evolve(played, seats=(Seat("Ana", "human"), Seat("Bot", "random")))


@pytest.fixture
def game_file(tmp_path: Path, record: GameRecord) -> Path:
    path = tmp_path / "g.sfgame.json"
    save_file(path, record)
    return path


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli_main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_review_json_has_exactly_the_shape(capsys, game_file: Path, record: GameRecord) -> None:
    code, out, err = run(capsys, "review", str(game_file), "--budget-iters", "60", "--json")
    assert code == 0, err
    assert len(out.splitlines()) == 1
    doc = json.loads(out)
    assert set(doc) == {"decisions", "win_chance", "key_moments"}
    assert doc["decisions"] and all(set(d) == DECISION_KEYS for d in doc["decisions"])
    assert {d["seat"] for d in doc["decisions"]} == {0}, "by default the person at the table"
    for d in doc["decisions"]:
        assert action_from_json(d["played"]) == record.actions[d["index"]]
        action_from_json(d["best"])
        assert 0 <= d["win_chance_played"] <= 1 and 0 <= d["win_chance_best"] <= 1
    assert all(len(point) == 2 and abs(sum(point) - 1) < 0.01 for point in doc["win_chance"])
    assert len(doc["key_moments"]) == 3
    assert all(set(m) == {"index", "text"} and m["text"].startswith("Turn ") for m in doc["key_moments"])
    again = run(capsys, "review", str(game_file), "--budget-iters", "60", "--json")[1]
    assert again == out, "deterministic under an iteration budget"


def test_review_any_seat_on_request(capsys, game_file: Path) -> None:
    code, out, _ = run(capsys, "review", str(game_file), "--seats", "1", "--budget-iters", "30", "--json")
    assert code == 0 and {d["seat"] for d in json.loads(out)["decisions"]} == {1}
    code, out, _ = run(capsys, "review", str(game_file), "--all", "--budget-iters", "30", "--json")
    assert code == 0 and {d["seat"] for d in json.loads(out)["decisions"]} == {0, 1}


def test_review_in_words(capsys, game_file: Path) -> None:
    code, out, _ = run(capsys, "review", str(game_file), "--budget-ms", "20")
    assert code == 0 and "Key moments:" in out and "Best: " in out


@pytest.mark.parametrize("content", [b"", b"{not json", b'{"format": "something else"}', b"\x00" * 10])
def test_an_invalid_record_exits_2_with_one_line(capsys, tmp_path: Path, content: bytes) -> None:
    bad = tmp_path / "bad.sfgame.json"
    bad.write_bytes(content)
    code, out, err = run(capsys, "review", str(bad))
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith("error: ")


def test_a_seat_the_game_does_not_have(capsys, game_file: Path) -> None:
    code, _, err = run(capsys, "review", str(game_file), "--seats", "3")
    assert code == 2 and len(err.strip().splitlines()) == 1


def test_a_missing_file(capsys, tmp_path: Path) -> None:
    code, _, err = run(capsys, "review", str(tmp_path / "none.sfgame.json"))
    assert code == 2 and err.startswith("error: ")
