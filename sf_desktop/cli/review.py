"""``sf-desktop-cli review FILE``: Hard's judgement of every decision of the chosen seats.

    sf-desktop-cli review game.sfgame.json [--seats 0,1 | --all] [--budget-ms T | --budget-iters K] [--json]

Without ``--seats`` the people at the table are judged (every seat when no person played).
With ``--json`` one object is printed: ``decisions`` (action index from 0, seat, the moves in
the save format's JSON form, the chances, projected points lost, label), ``win_chance`` (per
turn, per player) and ``key_moments`` (action index and one sentence). A file that is not a
valid record exits with 2 and one line of error, as ``replay`` does.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from ..ai.review import DEFAULT_REVIEW_MS, ReviewBudget, review_game
from ..model.record import GameRecord, RecordError
from ..model.review import GameReview, decision_to_json, key_moments
from ..model.save_format import SaveError
from ..storage.save_files import load_file
from ..words.people import Cast
from ..words.review import decision_details, decision_sentence, label_text, moment_sentence


def _seats(text: str) -> list[int]:
    try:
        seats = sorted({int(s) for s in text.split(",") if s.strip()})
    except ValueError:
        raise argparse.ArgumentTypeError(f"seats are numbers from 0, separated by commas: {text!r}") from None
    if not seats or seats[0] < 0:
        raise argparse.ArgumentTypeError(f"seats are numbers from 0, separated by commas: {text!r}")
    return seats


def _positive(kind: Callable[[str], float]) -> Callable[[str], float]:
    def parse(text: str) -> float:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
        if not value > 0:
            raise argparse.ArgumentTypeError(f"must be positive: {text!r}")
        return value

    return parse


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.description = "Judge every decision of the chosen seats with the Hard AI's search."
    p.add_argument("file")
    who = p.add_mutually_exclusive_group()
    who.add_argument("--seats", type=_seats, help="comma-separated seat numbers from 0 (default: the people)")
    who.add_argument("--all", action="store_true", help="every seat")
    budget = p.add_mutually_exclusive_group()
    budget.add_argument(
        "--budget-ms", type=_positive(float), help=f"search time per decision (default {DEFAULT_REVIEW_MS:g})"
    )
    budget.add_argument("--budget-iters", type=_positive(int), help="search iterations per decision")
    p.add_argument("--json", action="store_true", help="one JSON object")


def default_seats(record: GameRecord) -> list[int]:
    people = [i for i, s in enumerate(record.seats) if s.is_human]
    return people or list(range(len(record.seats)))


def review_to_output(review: GameReview, record: GameRecord) -> dict:
    """The ``--json`` object."""
    states = list(record.states())
    cast = Cast(tuple(s.name for s in record.seats))  # the command line names everyone
    moments = key_moments(record, review.curve, review.decisions)
    return {
        "decisions": [decision_to_json(d) for d in review.decisions],
        "win_chance": [list(c) for c in review.curve.chances],
        "key_moments": [{"index": m.index, "text": moment_sentence(m, cast, states)} for m in moments],
    }


def run(args: argparse.Namespace) -> int:
    try:
        record = load_file(Path(args.file), wrapped=True).record
        record.replay()
    except SaveError as exc:
        print(f"error: {args.file}: {exc.reason}", file=sys.stderr)
        return 2
    except RecordError as exc:
        print(f"error: {args.file}: {exc}", file=sys.stderr)
        return 2
    players = len(record.seats)
    seats = list(range(players)) if args.all else (args.seats or default_seats(record))
    if any(s >= players for s in seats):
        print(f"error: this game has seats 0 to {players - 1}", file=sys.stderr)
        return 2
    if args.budget_iters is not None:
        budget = ReviewBudget(iterations=args.budget_iters, time_ms=None)
    else:
        budget = ReviewBudget(time_ms=args.budget_ms or DEFAULT_REVIEW_MS)

    def progress(done: int, total: int) -> None:
        if not args.json and sys.stderr.isatty():
            print(f"\r{done}/{total} decisions", end="", file=sys.stderr, flush=True)

    review = review_game(record, seats, budget, progress=progress)
    out = review_to_output(review, record)
    if args.json:
        print(json.dumps(out, separators=(",", ":")))
        return 0
    if sys.stderr.isatty():
        print(file=sys.stderr)
    _print_text(review, record, out)
    return 0


def _print_text(review: GameReview, record: GameRecord, out: dict) -> None:
    states = list(record.states())
    cast = Cast(tuple(s.name for s in record.seats))  # the command line names everyone
    for d in review.decisions:
        if d.label in ("best", "good"):
            continue
        print(decision_sentence(d, states[d.index], cast))
        print("    " + decision_details(d, states[d.index]))
    counts = {label: 0 for label in ("best", "good", "inaccuracy", "mistake", "blunder")}
    for d in review.decisions:
        counts[d.label] += 1
    print(", ".join(f"{label_text(k)}: {v}" for k, v in counts.items()))
    print("Key moments:")
    for m in out["key_moments"]:
        print(f"  {m['text']}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="sf-desktop-cli review")
    add_arguments(parser)
    return run(parser.parse_args(argv))


COMMAND = (add_arguments, run)
