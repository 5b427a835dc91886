"""The headless command line: play seeded games, replay records, measure the engine.

sf-desktop-cli play --players 2 --seats random,random --seed 1 --games 10 [--json]
sf-desktop-cli replay FILE
sf-desktop-cli review FILE [--seats 0,1|--all] [--budget-ms T | --budget-iters K] [--json]
sf-desktop-cli bench [--json]
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ..ai.base import AgentLoadError, is_builtin, make_agent
from ..ai.match import AgentError, play_match
from ..model.cards import LAYOUT
from ..model.mutable_state import MutableState
from ..model.record import GameRecord, RecordError, Seat
from ..model.rules import apply, legal_actions, new_game, step
from ..model.save_format import SaveError
from ..model.scoring import Ranking, ScoreBreakdown, score
from ..model.state import OVER, GameState
from ..storage.save_files import load_file
from .args import add_decision_timeout, bounded
from .online import COMMANDS as ONLINE_COMMANDS
from .review import COMMAND as REVIEW
from .savebench import COMMAND as SAVEBENCH
from .searchbench import search_figures
from .tournament import COMMAND as TOURNAMENT

MAX_RECORD_BYTES = 2_000_000

# Sub-commands added by other modules register here: name -> (add_arguments, run).
EXTRA_COMMANDS: dict[
    str, tuple[Callable[[argparse.ArgumentParser], None], Callable[[argparse.Namespace], int]]
] = {}
EXTRA_COMMANDS["savebench"] = SAVEBENCH
EXTRA_COMMANDS["review"] = REVIEW
EXTRA_COMMANDS["tournament"] = TOURNAMENT
EXTRA_COMMANDS.update(ONLINE_COMMANDS)


def breakdown_to_json(b: ScoreBreakdown) -> dict[str, Any]:
    """The score breakdown as plain JSON (per player, per category, and every ranking)."""

    def ranking(r: Ranking) -> dict[str, Any]:
        return {
            "order": list(r.order),
            "totals": list(r.totals),
            "points": list(r.points),
            "decided_by": [{"kind": d.kind, "row": d.row, "col": d.col} for d in r.deciders],
            "ineligible": list(r.ineligible),
        }

    return {
        "players": [
            {
                "seat": p.player,
                "total": p.total,
                "skyscrapers": p.skyscrapers,
                "medal": p.medal,
                "vp_tokens": p.vp_tokens,
                "completions": p.completions,
                "districts": list(p.districts),
                "cable_cars": p.cable_cars,
                "cable_car_count": p.cable_car_count,
            }
            for p in b.players
        ],
        "districts": {d.key: ranking(r) for d, r in zip(LAYOUT.districts, b.districts, strict=True)},
        "cable_cars": ranking(b.cable_cars),
        "winners": list(b.winners),
        "winner_decided_by": b.winner_decided_by,
    }


def format_breakdown(b: ScoreBreakdown, names: Sequence[str]) -> str:
    lines = []
    header = f"{'':14}" + "".join(f"{n[:12]:>13}" for n in names)
    lines.append(header)

    def row(label: str, values: Sequence[float]) -> None:
        lines.append(f"{label:14}" + "".join(f"{v:>13g}" for v in values))

    row("skyscrapers", [p.skyscrapers for p in b.players])
    row("medal", [p.medal for p in b.players])
    row("1.5 VP tokens", [p.vp_tokens for p in b.players])
    row("completions", [p.completions for p in b.players])
    for d in LAYOUT.districts:
        row(d.name, [p.districts[d.row] for p in b.players])
    row("cable cars", [p.cable_cars for p in b.players])
    row("total", [p.total for p in b.players])
    winners = " and ".join(names[w] for w in b.winners)
    how = {"points": "", "cable_cars": " (tie broken by cable cars)", "shared": " (shared victory)"}
    lines.append(f"winner: {winners}{how[b.winner_decided_by]}")
    return "\n".join(lines)


# ---------------------------------------------------------------------------- play


def time_limits(kinds: Sequence[str], seconds: float) -> list[float | None]:
    """The per-decision limit of each seat: the shipped levels keep their own budgets; a bot
    given by import path gets ``seconds``."""
    return [None if is_builtin(k) else seconds for k in kinds]


def _cmd_play(args: argparse.Namespace) -> int:
    kinds = args.seats.split(",") if args.seats else ["random"] * args.players
    if len(kinds) != args.players:
        print(f"error: {args.players} players need {args.players} seats, got {len(kinds)}", file=sys.stderr)
        return 2
    agents = [make_agent(k) for k in kinds]
    seats = tuple(Seat(f"{k.rsplit(':', 1)[-1]} {i + 1}", k) for i, k in enumerate(kinds))
    limits = time_limits(kinds, args.decision_timeout)
    wins = [0.0] * args.players
    totals = [0.0] * args.players
    forfeits = [0] * args.players
    for g in range(args.games):
        seed = args.seed + g
        result = play_match(seats, agents, seed, time_limits=limits)
        b = result.breakdown
        winners = result.winners
        for w in winners:
            wins[w] += 1 / len(winners)
        for i, t in enumerate(b.totals):
            totals[i] += t
        if result.forfeit is not None:
            forfeits[result.forfeit.seat] += 1
            print(f"game {g} (seed {seed}): {result.forfeit.reason}", file=sys.stderr)
        if args.json:
            out = {"game": g, "seed": seed, "record": result.record.to_json(), "score": breakdown_to_json(b)}
            if result.forfeit is not None:
                out["forfeit"] = {"seat": result.forfeit.seat, "reason": result.forfeit.reason}
                out["winners"] = list(winners)
            print(json.dumps(out, separators=(",", ":")))
    if not args.json:
        print(
            f"{args.games} game(s), {args.players} players, seeds {args.seed}..{args.seed + args.games - 1}"
        )
        for i, s in enumerate(seats):
            lost = f"   forfeited {forfeits[i]}" if forfeits[i] else ""
            print(
                f"  {s.name:16} win share {wins[i] / args.games:6.1%}   "
                f"mean score {totals[i] / args.games:6.2f}{lost}"
            )
    return 0


# ---------------------------------------------------------------------------- replay


def load_record(path: Path) -> GameRecord:
    """Read a save file, or a line of ``play --json`` output; ``RecordError`` if damaged."""
    try:
        return load_file(path, wrapped=True).record
    except SaveError as exc:
        raise RecordError(exc.reason) from None


def _cmd_replay(args: argparse.Namespace) -> int:
    try:
        record = load_record(Path(args.file))
        state = record.replay()
    except RecordError as exc:
        print(f"error: {args.file}: {exc}", file=sys.stderr)
        return 2
    names = [s.name for s in record.seats]
    status = "finished" if state.is_over else "unfinished (scored as it stands)"
    print(f"{len(record.actions)} actions replayed, game {status}")
    print(format_breakdown(score(state), names))
    return 0


# ---------------------------------------------------------------------------- bench


def random_game_table(players: int, seed: int, rng: random.Random) -> int:
    """One full game of uniformly random decisions on the fast path; returns its length."""
    t = MutableState.thaw(new_game(players, seed))
    n = 0
    pick = rng.random
    while t.phase != OVER:
        acts = legal_actions(t)
        step(t, acts[int(pick() * len(acts))])
        n += 1
    return n


def _sample_states(count: int, rng: random.Random) -> list[GameState]:
    states: list[GameState] = []
    seed = 0
    while len(states) < count:
        s = new_game(2 + seed % 3, seed)
        while not s.is_over:
            states.append(s)
            s, _ = apply(s, rng.choice(legal_actions(s)))
        seed += 1
    return states[:count]


def _per_call_us(func: Callable[..., object], items: Sequence[tuple[Any, ...]], repeats: int = 3) -> float:
    """Best of ``repeats`` timings of ``func`` over ``items``, in CPU microseconds per call."""
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        for item in items:
            func(*item)
        best = min(best, time.process_time() - start)
    return best / len(items) * 1e6


def bench(seconds: float = 2.0) -> dict[str, Any]:
    """Engine throughput in CPU time (like timeit: garbage collection off while timing)."""
    rng = random.Random(12345)
    games_per_s = {}
    decisions = {}
    gc_was_on = gc.isenabled()
    try:
        for players in (2, 3, 4):
            gc.collect()
            gc.disable()
            start = time.process_time()
            games = steps = 0
            while time.process_time() - start < seconds:
                steps += random_game_table(players, games, rng)
                games += 1
            elapsed = time.process_time() - start
            gc.enable()
            games_per_s[str(players)] = round(games / elapsed, 1)
            decisions[str(players)] = round(steps / games, 1)
        states = _sample_states(20000, rng)
        pairs = [(s, rng.choice(legal_actions(s))) for s in states]
        gc.collect()
        gc.disable()
        apply_us = _per_call_us(apply, pairs)
        legal_us = _per_call_us(legal_actions, [(s,) for s in states])
        start = time.process_time()
        played = 0
        while time.process_time() - start < seconds:
            s = new_game(2, played)
            while not s.is_over:
                s, _ = apply(s, rng.choice(legal_actions(s)))
            played += 1
        immutable = played / (time.process_time() - start)
    finally:
        if gc_was_on:
            gc.enable()
    return {
        "games_per_s": games_per_s,
        "apply_us": round(apply_us, 2),
        "legal_actions_us": round(legal_us, 2),
        "decisions_per_game": decisions,
        "games_per_s_immutable_api_2p": round(immutable, 1),
        "search": search_figures(seconds, rng),
    }


def _cmd_bench(args: argparse.Namespace) -> int:
    result = bench(args.seconds)
    if args.json:
        print(json.dumps(result))
        return 0
    print("Full random games per CPU second (one core, MutableState fast path, random legal decisions):")
    for players, rate in result["games_per_s"].items():
        print(
            f"  {players} players: {rate:8.1f} games/s   ({result['decisions_per_game'][players]} decisions/game)"
        )
    print(f"  2 players through the immutable apply(): {result['games_per_s_immutable_api_2p']:.1f} games/s")
    print(f"apply(state, action):  {result['apply_us']:.2f} us")
    print(f"legal_actions(state):  {result['legal_actions_us']:.2f} us")
    search = result["search"]
    print("The searching levels (two players, CPU time, early stop off):")
    for level in ("hard", "expert"):
        print(
            f"  {level:6s} one evaluation {search['evaluation_us'][level]:7.1f} us, "
            f"{search['iterations_per_cpu_s'][level]:6d} iterations per second"
        )
    return 0


# ---------------------------------------------------------------------------- main


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="sf-desktop-cli", description="San Francisco, headless.")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("play", help="play seeded games between seats")
    p.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    p.add_argument(
        "--seats",
        default="",
        help="comma-separated: random, greedy, easy, medium, hard, expert, pkg.mod:Class",
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--games", type=bounded(int, 1, 1_000_000), default=1)
    p.add_argument("--json", action="store_true", help="one JSON object per game: record and score")
    add_decision_timeout(p)
    p.set_defaults(run=_cmd_play)

    r = sub.add_parser("replay", help="replay a game record, check it and print the score")
    r.add_argument("file")
    r.set_defaults(run=_cmd_replay)

    b = sub.add_parser("bench", help="engine throughput")
    b.add_argument("--json", action="store_true")
    b.add_argument(
        "--seconds", type=bounded(float, 0, 600, above=True), default=2.0, help="time spent on each measure"
    )
    b.set_defaults(run=_cmd_bench)

    for name, (add_arguments, run) in EXTRA_COMMANDS.items():
        extra = sub.add_parser(name)
        add_arguments(extra)
        extra.set_defaults(run=run)
    for command in sub.choices.values():
        command.add_argument(
            "--debug",
            action="store_true",
            help="on an error, also print the traceback (a bot's own included)",
        )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command. Whatever goes wrong with a seat or a file ends in one line on stderr
    that names it, and a non-zero exit; ``--debug`` adds the traceback."""
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except AgentLoadError as exc:
        return _fail(args, exc, 2)
    except AgentError as exc:
        return _fail(args, exc, 1)
    except OSError as exc:
        where = f"{exc.filename}: " if exc.filename else ""
        exc_text = exc.strerror or str(exc)
        return _fail(args, exc, 1, f"{where}{exc_text}")


def _fail(args: argparse.Namespace, exc: BaseException, status: int, text: str | None = None) -> int:
    if getattr(args, "debug", False):
        traceback.print_exception(exc)
    print(f"error: {text or exc}", file=sys.stderr)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
