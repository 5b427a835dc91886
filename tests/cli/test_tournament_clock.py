"""The tournament's measuring options: time budgets on the CPU clock (load-independent),
a seat with its own budget (``expert@250``), and decision times on both clocks."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from sf_desktop.ai import budget as budget_module
from sf_desktop.ai.base import AgentLoadError, make_agent
from sf_desktop.ai.budget import Budget
from sf_desktop.cli import tournament_games
from sf_desktop.cli.main import main as cli_main
from sf_desktop.cli.tournament_seats import seat_agent, split_seat
from sf_desktop.model.rules import apply, legal_actions, new_game
from sf_desktop.model.state import Phase, public_view


class LeapingClock:
    """A CPU clock that moves a whole second each time it is read: any time budget of a
    search that reads it is spent at the first check."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


@pytest.fixture
def leaping_cpu(monkeypatch: pytest.MonkeyPatch) -> Iterator[LeapingClock]:
    clock = LeapingClock()
    monkeypatch.setattr("time.thread_time", clock)
    yield clock


def a_turn() -> object:
    rng = random.Random(4)
    state = new_game(2, 4)
    while state.phase != Phase.TURN or len(legal_actions(state)) < 2:
        state, _ = apply(state, rng.choice(legal_actions(state)))
    return public_view(state)


def test_a_cpu_budget_is_counted_on_the_thread_cpu_clock(leaping_cpu: LeapingClock) -> None:
    assert Budget(None, 500.0, clock="cpu").spent(0)  # a second of CPU time went by
    assert not Budget(None, 60_000.0).spent(0)  # the wall clock (the app's) does not leap
    with pytest.raises(ValueError, match="clock"):
        Budget(None, 500.0, clock="sundial")


@pytest.mark.parametrize("kind", ["hard", "expert", "medium"])
def test_the_cpu_clock_governs_every_search(kind: str, leaping_cpu: LeapingClock) -> None:
    view = a_turn()
    on_cpu = make_agent(kind, iterations=400, time_ms=500.0, clock="cpu")
    on_cpu.choose(view, random.Random(1))  # type: ignore[arg-type]
    assert on_cpu.last_iterations <= 1  # type: ignore[attr-defined]
    on_wall = make_agent(kind, iterations=30, time_ms=600_000.0)
    on_wall.choose(view, random.Random(1))  # type: ignore[arg-type]
    assert on_wall.last_iterations == 30  # type: ignore[attr-defined]


def test_an_unknown_clock_is_refused_when_the_agent_is_made() -> None:
    with pytest.raises(AgentLoadError, match="clock"):
        make_agent("hard", clock="sundial")
    assert make_agent("greedy", clock="cpu").name == "greedy"  # a level that does not search ignores it


def test_the_tournament_clock_reaches_the_searches(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    asked: list[str] = []
    real = budget_module.clock_function
    monkeypatch.setattr(budget_module, "clock_function", lambda clock: asked.append(clock) or real(clock))
    argv = ["tournament", "--seats", "hard,medium", "--games", "2", "--budget-iters", "3", "--json"]
    assert cli_main([*argv, "--clock", "cpu"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["budget"] == {"iterations": 3, "clock": "cpu"}
    assert asked and set(asked) == {"cpu"}
    asked.clear()
    assert cli_main(argv) == 0
    assert json.loads(capsys.readouterr().out)["budget"] == {"iterations": 3}
    assert asked and set(asked) == {"wall"}


def test_decision_times_are_reported_on_both_clocks(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        cli_main(["tournament", "--seats", "hard,greedy", "--games", "2", "--budget-iters", "5", "--json"])
        == 0
    )
    hard = json.loads(capsys.readouterr().out)["agents"]["hard"]
    assert hard["decision_cpu_ms"]["decisions"] == hard["decision_ms"]["decisions"] > 0
    assert 0 < hard["decision_cpu_ms"]["p50"] <= hard["decision_cpu_ms"]["p95"]
    assert cli_main(["tournament", "--seats", "hard,greedy", "--games", "2", "--budget-iters", "5"]) == 0
    assert "cpu p50" in capsys.readouterr().out


def test_a_log_without_cpu_times_is_still_read(tmp_path) -> None:
    log = tmp_path / "games.jsonl"
    tasks = tournament_games.make_tasks(["random", "greedy"], 2, 0, {})
    tournament_games.run_tasks(tasks, jobs=1, log=log)
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    assert all(len(line.pop("cpu_seconds")) == 2 for line in lines)  # written before CPU times were kept
    log.write_text("".join(json.dumps(line) + "\n" for line in lines))
    found = tournament_games.read_log(log, tasks)
    assert sorted(found) == [0, 1]
    assert all(o.cpu_seconds == () for o in found.values())


def test_a_seat_may_bring_its_own_time_budget() -> None:
    assert split_seat("expert@250") == ("expert", {"time_ms": 250.0})
    assert split_seat("pkg.mod:Bot") == ("pkg.mod:Bot", {})
    half = seat_agent("expert@250", {})
    assert (half.name, half.time_ms) == ("expert", 250.0)  # type: ignore[attr-defined]
    under_iterations = seat_agent("hard@250", {"iterations": 7, "time_ms": None, "clock": "cpu"})
    assert (under_iterations.iterations, under_iterations.time_ms) == (7, 250.0)  # type: ignore[attr-defined]
    assert under_iterations.clock == "cpu"  # type: ignore[attr-defined]
    assert seat_agent("hard", {"time_ms": 500.0}).time_ms == 500.0  # type: ignore[attr-defined]
    for bad in ("expert@", "expert@0", "expert@-5", "expert@nan", "expert@inf", "expert@fast", "greedy@250"):
        with pytest.raises(AgentLoadError, match="time budget"):
            seat_agent(bad, {})


def test_the_tournament_seats_two_budgets_of_one_level(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["tournament", "--seats", "hard@0.01,hard", "--games", "2", "--budget-iters", "4", "--json"]
    assert cli_main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    assert list(report["agents"]) == ["hard@0.01", "hard"]
    assert report["agents"]["hard@0.01"]["kind"] == "hard@0.01"
    assert cli_main(["tournament", "--seats", "greedy@250,hard", "--games", "2"]) == 2
    assert "takes no time budget" in capsys.readouterr().err
