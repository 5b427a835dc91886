"""The tournament: duplicate decks with rotated seats, the report, the CLI, and a strength smoke
test (the full strength table is a benchmark, in docs/ai.md, not a test)."""

from __future__ import annotations

import json

import attrs
import pytest

from sf_desktop.cli import tournament_games
from sf_desktop.cli.main import main as cli_main
from sf_desktop.cli.tournament_report import format_report, summarize
from sf_desktop.model.rules import new_game


def test_the_seed_list_is_checked_in_and_distinct() -> None:
    seeds = tournament_games.load_seeds()
    assert len(seeds) >= 400
    assert len(set(seeds)) == len(seeds)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_deck_is_played_once_per_seat_rotation(players: int) -> None:
    kinds = ["random"] * players
    tasks = tournament_games.make_tasks(kinds, games=2 * players, seed=5, options={})
    assert len(tasks) == 2 * players
    outcomes = tournament_games.run_tasks(tasks, jobs=1)
    by_deck: dict[int, list] = {}
    for o in outcomes:
        by_deck.setdefault(o.deck_index, []).append(o)
    assert sorted(by_deck) == [5, 6]
    for deck_index, games in by_deck.items():
        seats_of_agent0 = sorted(o.agent_of_seat.index(0) for o in games)
        assert seats_of_agent0 == list(range(players))  # agent 0 sat in every seat once
        first = new_game(players, tournament_games.load_seeds()[deck_index]).first_player
        assert all(o.first_player == first for o in games)


def test_games_rounded_up_to_whole_decks() -> None:
    assert len(tournament_games.make_tasks(["random", "random"], games=5, seed=0, options={})) == 6


def test_summary_splits_ties_and_sums_to_one() -> None:
    kinds = ["random", "random", "random"]
    outcomes = tournament_games.run_tasks(tournament_games.make_tasks(kinds, 12, 0, {}), jobs=1)
    report = summarize(kinds, outcomes)
    shares = [a["win_share"] for a in report["agents"].values()]
    assert list(report["agents"]) == ["random#1", "random#2", "random#3"]
    assert sum(shares) == pytest.approx(1.0, abs=1e-3)
    for a in report["agents"].values():
        lo, hi = a["ci95"]
        assert 0.0 <= lo <= a["win_share"] <= hi <= 1.0


def outcome(deck: int, rotation: int, points_of_agent: tuple[float, ...]) -> tournament_games.GameOutcome:
    """A finished game of three whose agents scored ``points_of_agent``, in seats rotated."""
    n = len(points_of_agent)
    agent_of_seat = tuple((s + rotation) % n for s in range(n))
    totals = tuple(points_of_agent[a] for a in agent_of_seat)
    best = max(totals)
    winners = tuple(s for s, t in enumerate(totals) if t == best)
    return tournament_games.GameOutcome(
        rotation, deck, rotation, agent_of_seat, 0, totals, winners, ((),) * n, (0,) * n
    )


def test_at_a_table_of_three_the_first_agent_is_compared_with_each_other_game_by_game() -> None:
    """Deck 1: the first agent 10 points, the others 8 and 10 (a tie, counted half); deck 2: 6
    against 9 and 4. Each deck is played in its three rotations and counts as one sample."""
    games = [outcome(1, r, (10, 8, 10)) for r in range(3)] + [outcome(2, r, (6, 9, 4)) for r in range(3)]
    report = summarize(["expert", "hard", "hard"], games)
    pairs = report["head_to_head"]
    assert pairs["agent"] == "expert"
    one, two, both = (pairs["against"][k] for k in ("hard#1", "hard#2", "all others"))
    assert one["ahead_share"] == pytest.approx(0.5) and one["mean_lead"] == pytest.approx((2 - 3) / 2)
    assert two["ahead_share"] == pytest.approx(0.75) and two["mean_lead"] == pytest.approx((0 + 2) / 2)
    assert both["ahead_share"] == pytest.approx((0.75 + 0.5) / 2)
    assert both["mean_lead"] == pytest.approx((1.0 - 0.5) / 2)
    assert one["ahead_ci95"][0] < 0.5 < one["ahead_ci95"][1]
    lo, hi = two["lead_ci95"]  # deck means 0 and 2 (sd √2): below 0, not clamped
    assert lo == pytest.approx(1 - 1.96, abs=1e-3) and hi == pytest.approx(1 + 1.96, abs=1e-3)
    assert "hard#2" in format_report(report, "cmd") and "all others" in format_report(report, "cmd")


def test_with_two_players_ahead_is_the_win_share_and_the_lead_is_in_points() -> None:
    report = summarize(
        ["expert", "hard"], [outcome(1, r, (3, 2)) for r in range(2)] + [outcome(2, 0, (1, 4))]
    )
    against = report["head_to_head"]["against"]
    assert list(against) == ["hard"]
    assert (
        against["hard"]["ahead_share"]
        == report["agents"]["expert"]["win_share"]
        == pytest.approx(2 / 3, abs=1e-4)
    )
    # deck 1: +1 twice; deck 2: -3
    assert against["hard"]["mean_lead"] == pytest.approx((1 + 1 - 3) / 3, abs=1e-3)


def test_one_deck_gives_no_interval_for_the_lead_and_the_json_stays_json() -> None:
    report = summarize(["expert", "hard", "hard"], [outcome(1, r, (5, 4, 6)) for r in range(3)])
    hard = report["head_to_head"]["against"]["hard#1"]
    assert hard["lead_ci95"] is None and hard["ahead_ci95"] == [0.0, 1.0]
    assert "Infinity" not in json.dumps(report) and "NaN" not in json.dumps(report)
    assert "hard#2" in format_report(report, "cmd")


def test_a_paused_runs_seven_digit_wall_time_keeps_its_column_apart() -> None:
    paused = attrs.evolve(outcome(1, 0, (3, 2)), seconds=((0.25, 1144.1288), (0.3,)))
    expert = format_report(summarize(["expert", "hard"], [paused]), "cmd").splitlines()[4]
    assert expert.split()[0] == "expert"
    assert expert.split()[-5:] == ["572189.4", "1086934.9", "1144128.8", "-", "-"]  # p50, p95, max; no CPU


def test_cli_tournament_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = cli_main(
        ["tournament", "--seats", "greedy,random", "--games", "4", "--seed", "3", "--jobs", "2", "--json"]
    )
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 4
    assert set(report["agents"]) == {"greedy", "random"}
    greedy = report["agents"]["greedy"]
    assert set(greedy) >= {"win_share", "ci95", "mean_score", "decision_ms"}
    assert set(greedy["decision_ms"]) >= {"p50", "p95", "max"}
    assert greedy["decision_ms"]["p50"] <= greedy["decision_ms"]["p95"] <= greedy["decision_ms"]["max"]


def test_cli_tournament_text_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["tournament", "--seats", "random,random", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "win share" in out and "first seat wins" in out
    assert cli_main(["tournament", "--seats", "random", "--games", "2"]) == 2
    assert cli_main(["tournament", "--seats", "random,nobody", "--games", "2"]) == 2


def test_a_budget_reaches_the_searching_agents(capsys: pytest.CaptureFixture[str]) -> None:
    code = cli_main(["tournament", "--seats", "hard,medium", "--games", "2", "--budget-iters", "3", "--json"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["budget"] == {"iterations": 3}


def test_greedy_beats_random() -> None:
    report = summarize(
        ["greedy", "random"],
        tournament_games.run_tasks(tournament_games.make_tasks(["greedy", "random"], 24, 40, {}), jobs=2),
    )
    assert report["agents"]["greedy"]["win_share"] >= 0.9
    assert report["agents"]["greedy"]["mean_margin"] > 5


@pytest.mark.slow
def test_easy_beats_random_but_not_greedy() -> None:
    kinds = ["easy", "random"]
    report = summarize(
        kinds, tournament_games.run_tasks(tournament_games.make_tasks(kinds, 16, 60, {}), jobs=2)
    )
    assert report["agents"]["easy"]["win_share"] >= 0.8
    kinds = ["easy", "greedy"]
    report = summarize(
        kinds, tournament_games.run_tasks(tournament_games.make_tasks(kinds, 16, 60, {}), jobs=2)
    )
    assert report["agents"]["easy"]["win_share"] <= 0.6


def test_a_logged_tournament_resumes_without_replaying(tmp_path, monkeypatch) -> None:
    log = tmp_path / "games.jsonl"
    kinds = ["random", "greedy"]
    first = tournament_games.run_tasks(tournament_games.make_tasks(kinds, 4, 2, {}), jobs=1, log=log)
    assert len(log.read_text().splitlines()) == 4
    played: list[int] = []
    real = tournament_games.play_task
    monkeypatch.setattr(tournament_games, "play_task", lambda task: played.append(task.number) or real(task))
    again = tournament_games.run_tasks(tournament_games.make_tasks(kinds, 8, 2, {}), jobs=1, log=log)
    assert sorted(played) == [4, 5, 6, 7]  # only the new decks were played
    assert again[:4] == first
    assert len(log.read_text().splitlines()) == 8
    # Another line-up does not reuse these games.
    other = tournament_games.make_tasks(["greedy", "random"], 2, 2, {})
    assert tournament_games.read_log(log, other) == {}


def test_report_only_reads_the_log_and_plays_nothing(tmp_path, monkeypatch, capsys) -> None:
    log = tmp_path / "games.jsonl"
    kinds = ["random", "greedy"]
    tournament_games.run_tasks(tournament_games.make_tasks(kinds, 4, 2, {}), jobs=1, log=log)
    monkeypatch.setattr(tournament_games, "play_task", lambda task: pytest.fail("a game was played"))
    argv = ["--seats", "random,greedy", "--games", "40", "--seed", "2", "--log", str(log), "--report-only"]
    assert cli_main(["tournament", *argv, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 4
    assert cli_main(["tournament", *argv]) == 0
    assert "(4 of 40 games logged)" in capsys.readouterr().out
    # Without a log, or with nothing logged for this line-up, it says so.
    assert cli_main(["tournament", *argv[:-3], "--report-only"]) == 2
    assert (
        cli_main(
            ["tournament", "--seats", "greedy,random", "--games", "4", "--log", str(log), "--report-only"]
        )
        == 1
    )
