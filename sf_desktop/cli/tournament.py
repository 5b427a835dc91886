"""Tournaments between agents on duplicate decks, spread over the machine's cores.

    sf-desktop-cli tournament --seats hard,greedy --games 400 --seed 0 [--budget-iters K | --budget-ms T]
                              [--jobs J] [--json]

Every deck is played once per rotation of the seats (2 players: both ways round; 3 or 4
players: every cyclic rotation), with the same first seat, so luck of the draw falls on every
agent alike. The deck seeds come from ``resources/tournament_seeds.json`` (``--seed S`` starts
at index S), so a result can be reproduced by anyone.

The confidence interval of a win share treats decks as the independent samples: each deck's
share (over its rotations) is one observation, and the interval is the normal one around their
mean. Decision times leave out forced moves (a single legal action), which take no thought.
"""

from __future__ import annotations

import argparse
import json
import math
import signal
import statistics
import sys
import time
import traceback
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

import attrs

from ..ai.base import AgentLoadError, is_builtin, make_agent
from ..ai.match import AgentError, play_match
from ..ai.worker import process_pool
from ..model.record import Seat
from ..model.rules import new_game
from .args import DEFAULT_DECISION_TIMEOUT, add_decision_timeout, bounded


def load_seeds() -> list[int]:
    """The checked-in deck seeds."""
    text = (
        resources.files("sf_desktop.resources").joinpath("tournament_seeds.json").read_text(encoding="utf-8")
    )
    return list(json.loads(text)["seeds"])


def deck_seed(seeds: Sequence[int], index: int) -> int | str:
    """The seed of deck ``index``; past the end of the list, a derived one (still reproducible)."""
    return seeds[index] if index < len(seeds) else f"deck-{index}"


def seat_names(kinds: Sequence[str]) -> list[str]:
    """One name per seat: the kind, numbered when it appears more than once."""
    names = []
    for i, k in enumerate(kinds):
        same = [j for j in range(len(kinds)) if kinds[j] == k]
        names.append(k if len(same) == 1 else f"{k}#{same.index(i) + 1}")
    return names


@attrs.frozen
class GameTask:
    number: int
    deck_index: int
    seed: int | str
    rotation: int
    kinds: tuple[str, ...]  # by agent, in the order given on the command line
    options: tuple[tuple[str, Any], ...]
    decision_timeout: float = DEFAULT_DECISION_TIMEOUT  # for the seats given by import path


@attrs.frozen
class GameOutcome:
    number: int
    deck_index: int
    rotation: int
    agent_of_seat: tuple[int, ...]
    first_player: int
    totals: tuple[float, ...]  # by seat
    winners: tuple[int, ...]  # seats
    seconds: tuple[tuple[float, ...], ...]  # by agent: decisions that were not forced
    forced: tuple[int, ...]  # by agent
    error: str = ""
    forfeit: int = -1  # the seat that forfeited the game (ran out of time), or -1
    forfeit_reason: str = ""
    error_detail: str = ""  # the traceback of ``error``, shown with --debug


def play_task(task: GameTask) -> GameOutcome:
    """Play one game of the tournament (in a worker process)."""
    n = len(task.kinds)
    agent_of_seat = tuple((s + task.rotation) % n for s in range(n))
    start = new_game(n, task.seed)
    options = dict(task.options)
    seats = tuple(Seat(task.kinds[a], task.kinds[a]) for a in agent_of_seat)
    limits = [None if is_builtin(s.kind) else task.decision_timeout for s in seats]
    try:
        agents = [make_agent(task.kinds[a], **options) for a in agent_of_seat]
        result = play_match(
            seats,
            agents,
            f"{task.seed}/{task.rotation}",
            first_player=start.first_player,
            deck=start.deck,
            time_limits=limits,
        )
    except (AgentError, AgentLoadError) as exc:
        return GameOutcome(
            task.number,
            task.deck_index,
            task.rotation,
            agent_of_seat,
            0,
            (),
            (),
            (),
            (),
            str(exc),
            error_detail="".join(traceback.format_exception(exc)),
        )
    seconds: list[list[float]] = [[] for _ in range(n)]
    forced = [0] * n
    for seat in range(n):
        a = agent_of_seat[seat]
        for s, k in zip(result.decision_seconds[seat], result.decision_options[seat], strict=True):
            if k > 1:
                seconds[a].append(s)
            else:
                forced[a] += 1
    b = result.breakdown
    return GameOutcome(
        task.number,
        task.deck_index,
        task.rotation,
        agent_of_seat,
        start.first_player,
        tuple(b.totals),
        result.winners,
        tuple(tuple(s) for s in seconds),
        tuple(forced),
        forfeit=-1 if result.forfeit is None else result.forfeit.seat,
        forfeit_reason="" if result.forfeit is None else result.forfeit.reason,
    )


def make_tasks(
    kinds: Sequence[str],
    games: int,
    seed: int,
    options: dict[str, Any],
    decision_timeout: float = DEFAULT_DECISION_TIMEOUT,
) -> list[GameTask]:
    n = len(kinds)
    seeds = load_seeds()
    decks = max(1, math.ceil(games / n))
    tasks = []
    for d in range(decks):
        s = deck_seed(seeds, seed + d)
        for r in range(n):
            tasks.append(
                GameTask(
                    len(tasks), seed + d, s, r, tuple(kinds), tuple(sorted(options.items())), decision_timeout
                )
            )
    return tasks


def run_tasks(
    tasks: list[GameTask], jobs: int, progress: bool = False, log: Path | None = None
) -> list[GameOutcome]:
    """Play every game, on ``jobs`` processes; the outcomes come back in task order.

    With ``log``, each finished game is appended to that file (JSON lines) and games already
    in it are not played again: a long tournament can be run in bounded pieces.
    """
    done = read_log(log, tasks) if log is not None else {}
    todo = [t for t in tasks if t.number not in done]
    outcomes: list[GameOutcome] = list(done.values())
    sink = log.open("a", encoding="utf-8") if log is not None else None
    try:
        if jobs <= 1:
            results = map(play_task, todo)
            pool = None
        else:
            pool = process_pool(jobs, _ignore_interrupts)
            results = pool.imap_unordered(play_task, todo)
        try:
            for i, outcome in enumerate(results, 1):
                outcomes.append(outcome)
                if sink is not None:
                    sink.write(
                        json.dumps({"key": _task_key(tasks[outcome.number]), **attrs.asdict(outcome)}) + "\n"
                    )
                    sink.flush()
                if progress:
                    print(f"\r{len(done) + i}/{len(tasks)} games", end="", file=sys.stderr, flush=True)
        finally:
            if pool is not None:
                pool.terminate()
                pool.join()
    finally:
        if sink is not None:
            sink.close()
    if progress:
        print(file=sys.stderr)
    return sorted(outcomes, key=lambda o: o.number)


def _ignore_interrupts() -> None:
    """Workers leave Ctrl+C to the parent, which stops the pool (finished games stay logged)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _task_key(task: GameTask) -> list[Any]:
    """What identifies a game across runs: the agents, the options, the deck and the rotation."""
    return [
        list(task.kinds),
        [list(kv) for kv in task.options],
        task.deck_index,
        str(task.seed),
        task.rotation,
    ]


def read_log(log: Path, tasks: list[GameTask]) -> dict[int, GameOutcome]:
    """The games of ``tasks`` already in the log (matched by agents, options, deck and rotation)."""
    if not log.exists():
        return {}
    wanted = {json.dumps(_task_key(t)): t.number for t in tasks}
    found: dict[int, GameOutcome] = {}
    # A line that is not one of ours (cut short, edited, another program's) is skipped.
    for line in log.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            data = json.loads(line)
            number = wanted.get(json.dumps(data.pop("key")))
            if number is None or data.get("error"):
                continue
            data["number"] = number
            for name in ("agent_of_seat", "totals", "winners", "forced"):
                data[name] = tuple(data[name])
            data["seconds"] = tuple(tuple(x) for x in data["seconds"])
            found[number] = GameOutcome(**data)
        except (ValueError, KeyError, TypeError, AttributeError):
            continue
    return found


def check_log(log: Path) -> str:
    """Why ``log`` cannot be the tournament's log ("" when it can)."""
    if log.exists() and not log.is_file():
        return f"the log {log} is not a file"
    if not log.parent.is_dir():
        return f"the folder of the log {log} does not exist"
    return ""


def _interval(samples: list[float]) -> list[float]:
    """A 95% normal interval around the mean of ``samples``, kept inside [0, 1]."""
    m = statistics.fmean(samples)
    if len(samples) < 2:
        return [0.0, 1.0]
    half = 1.96 * statistics.stdev(samples) / math.sqrt(len(samples))
    return [round(max(0.0, m - half), 4), round(min(1.0, m + half), 4)]


def _percentiles(values: list[float]) -> dict[str, float | int]:
    if not values:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0, "decisions": 0}
    ms = sorted(v * 1000.0 for v in values)

    def at(q: float) -> float:
        pos = q * (len(ms) - 1)
        lo = math.floor(pos)
        hi = min(lo + 1, len(ms) - 1)
        return ms[lo] + (ms[hi] - ms[lo]) * (pos - lo)

    return {
        "p50": round(at(0.5), 2),
        "p95": round(at(0.95), 2),
        "max": round(ms[-1], 2),
        "decisions": len(ms),
    }


def summarize(kinds: Sequence[str], outcomes: list[GameOutcome]) -> dict[str, Any]:
    """The report: per agent win share (ties split) with its interval, scores, margins, times."""
    n = len(kinds)
    names = seat_names(kinds)
    games = len(outcomes)
    wins = [0.0] * n
    scores = [0.0] * n
    margins = [0.0] * n
    first_wins = [0.0] * n
    first_games = [0] * n
    per_deck: dict[int, list[list[float]]] = {}
    seconds: list[list[float]] = [[] for _ in range(n)]
    forced = [0] * n
    forfeits = [0] * n
    first_seat_samples: dict[int, list[float]] = {}
    for o in outcomes:
        if o.forfeit >= 0:
            forfeits[o.agent_of_seat[o.forfeit]] += 1
        deck = per_deck.setdefault(o.deck_index, [[] for _ in range(n)])
        share = 1.0 / len(o.winners)
        first_seat_samples.setdefault(o.deck_index, []).append(share if o.first_player in o.winners else 0.0)
        for seat, a in enumerate(o.agent_of_seat):
            won = share if seat in o.winners else 0.0
            wins[a] += won
            deck[a].append(won)
            scores[a] += o.totals[seat]
            margins[a] += o.totals[seat] - max(t for s, t in enumerate(o.totals) if s != seat)
            if seat == o.first_player:
                first_wins[a] += won
                first_games[a] += 1
        for a in range(n):
            seconds[a].extend(o.seconds[a])
            forced[a] += o.forced[a]
    agents = {}
    for a in range(n):
        samples = [statistics.fmean(d[a]) for d in per_deck.values()]
        agents[names[a]] = {
            "kind": kinds[a],
            "win_share": round(wins[a] / games, 4),
            "ci95": _interval(samples),
            "mean_score": round(scores[a] / games, 3),
            "mean_margin": round(margins[a] / games, 3),
            "win_share_when_first": round(first_wins[a] / first_games[a], 4) if first_games[a] else None,
            "decision_ms": _percentiles(seconds[a]),
            "forced_moves": forced[a],
            "forfeits": forfeits[a],
        }
    first = [statistics.fmean(v) for v in first_seat_samples.values()]
    return {
        "games": games,
        "players": n,
        "decks": len(per_deck),
        "agents": agents,
        "first_seat": {
            "win_share": round(statistics.fmean(first), 4),
            "ci95": _interval(first),
            "fair": round(1 / n, 4),
        },
    }


def format_report(report: dict[str, Any], command: str) -> str:
    lines = [
        command,
        f"{report['games']} games ({report['decks']} decks x {report['players']} seat rotations), "
        f"{report['players']} players",
        "",
        f"{'agent':22}{'win share':>10}{'95% CI':>18}{'score':>8}{'margin':>8}{'when 1st':>9}"
        f"{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}",
    ]
    for name, a in report["agents"].items():
        lo, hi = a["ci95"]
        t = a["decision_ms"]
        first = "" if a["win_share_when_first"] is None else f"{a['win_share_when_first']:.1%}"
        lines.append(
            f"{name[:21]:22}{a['win_share']:>10.1%}{f'[{lo:.1%}, {hi:.1%}]':>18}{a['mean_score']:>8.2f}"
            f"{a['mean_margin']:>8.2f}{first:>9}{t['p50']:>9.1f}{t['p95']:>9.1f}{t['max']:>9.1f}"
        )
    forfeited = [f"{name} {a['forfeits']}" for name, a in report["agents"].items() if a.get("forfeits")]
    if forfeited:
        lines.append(f"forfeits (no decision in time: the game lost): {', '.join(forfeited)}")
    f = report["first_seat"]
    lo, hi = f["ci95"]
    lines.append("")
    lines.append(f"first seat wins {f['win_share']:.1%} [{lo:.1%}, {hi:.1%}] (no advantage: {f['fair']:.1%})")
    return "\n".join(lines)


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--seats",
        required=True,
        help="comma-separated agents: random, greedy, easy, medium, hard, pkg.mod:Class",
    )
    p.add_argument(
        "--games", type=bounded(int, 1, 100_000), default=40, help="games in all (rounded up to whole decks)"
    )
    p.add_argument(
        "--seed",
        type=bounded(int, 0, 1_000_000),
        default=0,
        help="index of the first deck seed in the checked-in list",
    )
    budget = p.add_mutually_exclusive_group()
    budget.add_argument(
        "--budget-iters",
        type=bounded(int, 1, 10_000_000),
        help="iteration budget per decision for searching agents",
    )
    budget.add_argument(
        "--budget-ms",
        type=bounded(float, 0, 600_000, above=True),
        help="time budget per decision (ms) for searching agents",
    )
    p.add_argument("--jobs", type=bounded(int, 1, 256), default=1, help="worker processes (default 1)")
    add_decision_timeout(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--log", type=Path, help="append each game to this file (JSON lines) and skip games already in it"
    )
    p.add_argument(
        "--report-only",
        action="store_true",
        help="with --log: report the games already logged for this line-up, play none",
    )


def run(args: argparse.Namespace) -> int:
    kinds = [k.strip() for k in args.seats.split(",") if k.strip()]
    if not 2 <= len(kinds) <= 4:
        print("error: a tournament needs 2 to 4 seats", file=sys.stderr)
        return 2
    if args.log is not None and (problem := check_log(args.log)):
        print(f"error: {problem}", file=sys.stderr)
        return 2
    options: dict[str, Any] = {}
    if args.budget_iters is not None:
        options = {"iterations": args.budget_iters, "time_ms": None}
    elif args.budget_ms is not None:
        options = {"iterations": None, "time_ms": args.budget_ms}
    for k in dict.fromkeys(kinds):
        make_agent(k, **options)  # a seat that cannot be loaded stops the run here, named
    tasks = make_tasks(kinds, args.games, args.seed, options, args.decision_timeout)
    started = time.perf_counter()
    if args.report_only:
        if args.log is None:
            print("error: --report-only reads the games of --log", file=sys.stderr)
            return 2
        outcomes = sorted(read_log(args.log, tasks).values(), key=lambda o: o.number)
        if not outcomes:
            print(f"error: {args.log} holds no game of this line-up", file=sys.stderr)
            return 1
        return _print_report(args, kinds, options, outcomes, started=started, planned=len(tasks))
    try:
        outcomes = run_tasks(tasks, args.jobs, progress=not args.json and sys.stderr.isatty(), log=args.log)
    except KeyboardInterrupt:
        kept = f"; the finished games are in {args.log}" if args.log else ""
        print(f"\ninterrupted{kept}", file=sys.stderr)
        return 130
    errors = [o for o in outcomes if o.error]
    if errors:
        if getattr(args, "debug", False):
            print(errors[0].error_detail, end="", file=sys.stderr)
        print(f"error: {errors[0].error}", file=sys.stderr)
        return 1
    for o in outcomes:
        if o.forfeit >= 0:
            print(f"game {o.number} (deck {o.deck_index}): {o.forfeit_reason}", file=sys.stderr)
    return _print_report(args, kinds, options, outcomes, started=started, planned=len(tasks))


def _print_report(
    args: argparse.Namespace,
    kinds: list[str],
    options: dict[str, Any],
    outcomes: list[GameOutcome],
    *,
    started: float,
    planned: int,
) -> int:
    report = summarize(kinds, outcomes)
    report["seed"] = args.seed
    report["budget"] = {k: v for k, v in options.items() if v is not None} or "agent defaults"
    report["elapsed_s"] = round(time.perf_counter() - started, 1)
    if args.json:
        print(json.dumps(report))
    else:
        budget = ""
        if args.budget_iters is not None:
            budget = f" --budget-iters {args.budget_iters}"
        elif args.budget_ms is not None:
            budget = f" --budget-ms {args.budget_ms:g}"
        if getattr(args, "decision_timeout", DEFAULT_DECISION_TIMEOUT) != DEFAULT_DECISION_TIMEOUT:
            budget += f" --decision-timeout {args.decision_timeout:g}"
        command = (
            f"sf-desktop-cli tournament --seats {','.join(kinds)} --games {args.games} --seed {args.seed}"
            f"{budget} --jobs {args.jobs}"
        )
        if args.report_only:
            command += f" --log {args.log} --report-only ({len(outcomes)} of {planned} games logged)"
        print(format_report(report, command))
        print(f"elapsed {report['elapsed_s']} s")
    return 0


# Registered in cli.EXTRA_COMMANDS: (add the arguments, run).
COMMAND = (add_arguments, run)


def main(argv: Sequence[str] | None = None) -> int:
    """``sf-desktop-cli tournament ...`` (errors are reported the same way)."""
    from .main import main as cli_main

    return cli_main(["tournament", *(sys.argv[1:] if argv is None else argv)])


if __name__ == "__main__":
    raise SystemExit(main())
