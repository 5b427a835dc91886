"""``sf-desktop-cli tournament``: agents against each other on duplicate decks, spread over the
machine's cores.

    sf-desktop-cli tournament --seats hard,greedy --games 400 --seed 0 [--budget-iters K | --budget-ms T]
                              [--clock wall|cpu] [--jobs J] [--json] [--log FILE [--report-only]]

A seat may carry its own time budget: ``--seats expert@250,hard`` (:mod:`.tournament_seats`).
With ``--clock cpu`` every time budget is counted in the CPU time of the thread that
searches, so a seat thinks as much on a busy machine as on an idle one; the app's own
searches keep the wall clock.

The games are :mod:`.tournament_games` (``--seed S`` starts at deck seed S of the checked-in
list), the figures :mod:`.tournament_report`.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from ..ai.budget import CLOCKS
from .args import DEFAULT_DECISION_TIMEOUT, add_decision_timeout, bounded
from .tournament_games import GameOutcome, check_log, make_tasks, read_log, run_tasks
from .tournament_report import format_report, summarize
from .tournament_seats import seat_agent


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--seats",
        required=True,
        help="comma-separated agents: random, greedy, easy, medium, hard, expert, pkg.mod:Class; "
        "a searching seat may add its own time budget in ms: expert@250",
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
    p.add_argument(
        "--clock",
        choices=CLOCKS,
        default="wall",
        help="what a time budget counts: wall (elapsed) time, or the CPU time of the searching thread, "
        "the same on a busy machine as on an idle one (default wall)",
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
    if args.clock != "wall":  # the wall clock is every agent's default: old logs still match
        options["clock"] = args.clock
    for k in dict.fromkeys(kinds):
        seat_agent(k, options)  # a seat that cannot be loaded stops the run here, named
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
        if args.clock != "wall":
            budget += f" --clock {args.clock}"
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
