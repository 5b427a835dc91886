"""Measure the review: time to judge every decision of one seat of a whole 2-player game at
the default setting, in the app's worker process, while the replay window plays the game at
normal animation speed; and the frame interval of that window meanwhile.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/measure_review.py [--games 3] [--judge hard|expert] [--json]

The games: Hard (1000 iterations a decision, to make them quickly) against Greedy, seeds
1, 2, 3...; the seat judged is Hard's. Prints each game's time, decisions and labels, the
median time, and the frame interval (median, p95, max) over all the games, as
``tools/measure_gui.py`` does.

Which judge is better (no window; every budget on the CPU clock, so the figures do not
depend on what else the machine runs):

    .venv/bin/python tools/measure_review.py --compare-judges [--games 2] [--first-game 1] [--every 2]
        [--judge-ms 250] [--reference-ms 4000] [--json]

Every ``--every``-th decision of both seats is judged by Hard and by Expert at the review's
budget, and by a reference that favours neither evaluation: Hard's tree searched
``--reference-ms`` with every playout run to the end of the game (true results, no fitted
projection, no network). For each judge: how often its best move is the reference's, its
label the reference's (and within one step of it), the mean error of the win chance it says
was given up, how many of the reference's mistakes and blunders it flags (and how many of
its flags the reference shares), and its CPU time per decision.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

    from sf_desktop.model.review import DecisionReview
    from sf_desktop.views.replay.window import ReplayWindow

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SF_DESKTOP_HOME", tempfile.mkdtemp(prefix="sf-tools-"))  # not the player's saves

from measure_gui import summary  # frame timings summed up as measure_gui does


class GameFigures(TypedDict):
    """One reviewed game's line of the report."""

    game: str
    seconds: float
    decisions: int
    labels: dict[str, int]


def make_game(seed: int, folder: Path) -> Path:
    from sf_desktop.ai.base import make_agent
    from sf_desktop.ai.match import play_match
    from sf_desktop.model.record import Seat
    from sf_desktop.storage.save_files import save_file

    seats = (Seat("Hard", "hard"), Seat("Greedy", "greedy"))
    agents = [make_agent("hard", iterations=1000, time_ms=None), make_agent("greedy")]
    path = folder / f"hard-greedy-{seed}.sfgame.json"
    save_file(path, play_match(seats, agents, seed).record)
    return path


FULL_PLAYOUTS = 10_000  # turns: a horizon no game reaches, so every playout ends the game


def compare_judges(args: argparse.Namespace) -> dict:
    """Hard and Expert as judges against the full-playout reference (see the docstring)."""
    from sf_desktop.ai.ismcts import HardAgent
    from sf_desktop.ai.review import ReviewBudget, decisions_to_review, review_decision
    from sf_desktop.model.review import LABELS
    from sf_desktop.storage.save_files import load_file

    folder = Path(tempfile.mkdtemp(prefix="sf-judges-"))
    judges = {
        name: ReviewBudget(time_ms=args.judge_ms, judge=name, clock="cpu") for name in ("hard", "expert")
    }
    reference_budget = ReviewBudget(time_ms=args.reference_ms, clock="cpu")
    rows: list[dict] = []
    for seed in range(args.first_game, args.first_game + args.games):
        record = load_file(make_game(seed, folder)).record
        todo = decisions_to_review(record, (0, 1))[:: args.every]
        for index, state, action in todo:
            reference = HardAgent(
                time_ms=args.reference_ms, horizon=FULL_PLAYOUTS, early_stop=False, clock="cpu"
            )
            ref = review_decision(state, action, index, reference_budget, agent=reference)
            row: dict = {
                "game": seed,
                "index": index,
                "reference": {**_verdict(ref), "iterations": reference.last_iterations},
            }
            for name, budget in judges.items():
                cpu = time.thread_time()
                verdict = review_decision(state, action, index, budget)
                row[name] = {**_verdict(verdict), "cpu_s": time.thread_time() - cpu}
            rows.append(row)
            if args.json:
                print(json.dumps(row), flush=True)  # one line a decision: a cut run keeps its rows
            else:
                marks = "  ".join(f"{n} {row[n]['label']:>10}" for n in judges)
                print(f"game {seed} decision {index}: reference {ref.label:>10}  {marks}", flush=True)
    rank = {label: i for i, label in enumerate(LABELS)}
    flagged = {"mistake", "blunder"}
    out: dict = {"decisions": len(rows), "judge_ms": args.judge_ms, "reference_ms": args.reference_ms}
    for name in judges:
        mine = [r[name] for r in rows]
        refs = [r["reference"] for r in rows]
        ref_flags = [i for i, r in enumerate(refs) if r["label"] in flagged]
        my_flags = [i for i, m in enumerate(mine) if m["label"] in flagged]
        out[name] = {
            "best_agrees": _share(
                sum(m["best"] == r["best"] for m, r in zip(mine, refs, strict=True)), len(rows)
            ),
            "label_agrees": _share(
                sum(m["label"] == r["label"] for m, r in zip(mine, refs, strict=True)), len(rows)
            ),
            "label_within_one": _share(
                sum(abs(rank[m["label"]] - rank[r["label"]]) <= 1 for m, r in zip(mine, refs, strict=True)),
                len(rows),
            ),
            "lost_error_points": round(
                100 * statistics.fmean(abs(m["lost"] - r["lost"]) for m, r in zip(mine, refs, strict=True)), 2
            ),
            "flags_found": f"{sum(mine[i]['label'] in flagged for i in ref_flags)} of {len(ref_flags)}",
            "flags_shared": f"{sum(refs[i]['label'] in flagged for i in my_flags)} of {len(my_flags)}",
            "cpu_ms_per_decision": round(1000 * statistics.fmean(m["cpu_s"] for m in mine), 1),
        }
    out["reference_iterations_p50"] = statistics.median(r["reference"]["iterations"] for r in rows)
    out["load_avg"] = [round(x, 2) for x in os.getloadavg()]
    return out


def _verdict(review: DecisionReview) -> dict:
    """What a judge said of one decision: its best move, its label, the chance given up."""
    return {
        "best": repr(review.best),
        "label": review.label,
        "lost": review.win_chance_lost,
    }


def _share(count: int, total: int) -> float:
    return round(count / total, 4) if total else 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--first-game", type=int, default=1, help="the seed of the first game")
    parser.add_argument("--judge", choices=("hard", "expert"), help="the review's judge (default: the app's)")
    parser.add_argument("--compare-judges", action="store_true", help="Hard and Expert against the reference")
    parser.add_argument("--every", type=int, default=1, help="with --compare-judges: every n-th decision")
    parser.add_argument(
        "--judge-ms", type=float, default=None, help="the judges' CPU ms (default: the review's)"
    )
    parser.add_argument("--reference-ms", type=float, default=4000.0, help="the reference's CPU ms")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.compare_judges:
        from sf_desktop.ai.review import DEFAULT_REVIEW_MS

        args.judge_ms = args.judge_ms or DEFAULT_REVIEW_MS
        result = compare_judges(args)
        print(json.dumps(result, indent=None if args.json else 2))
        return 0

    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtWidgets import QApplication

    from sf_desktop.model.review import LABELS
    from sf_desktop.session.game_model import DEFAULT_REVIEW_MS, GameModel, ReviewBudget
    from sf_desktop.views.window.main_window import MainWindow

    folder = Path(tempfile.mkdtemp(prefix="sf-review-bench-"))
    paths = [make_game(seed, folder) for seed in range(args.first_game, args.first_game + args.games)]
    app = QApplication.instance() or QApplication([])
    model = GameModel(ai_processes=True)
    window = MainWindow(model)
    window.show()
    clock = QElapsedTimer()
    clock.start()
    gaps_ms: list[float] = []
    games: list[GameFigures] = []
    for path in paths:
        replay = window.watch_file(path)
        assert replay is not None
        replay.resize(1400, 820)
        last: dict[str, float | None] = {"t": None}
        original = replay.view.paintEvent

        def timed_paint(
            event: QPaintEvent,
            replay: ReplayWindow = replay,
            original: Callable[[QPaintEvent], None] = original,
            last: dict[str, float | None] = last,
        ) -> None:
            original(event)
            t = clock.nsecsElapsed() / 1e6
            if replay.animator.group is not None:
                if last["t"] is not None and t - last["t"] < 500:
                    gaps_ms.append(t - last["t"])
                last["t"] = t
            else:
                last["t"] = None

        # Wrapped on this one view to time its paints: PySide calls the instance's Python override.
        replay.view.paintEvent = timed_paint  # type: ignore[method-assign]
        if args.judge is not None:
            replay.panel.budget = ReviewBudget(judge=args.judge)
        replay.panel.seat_boxes[1].setChecked(False)
        replay.panel.seat_boxes[0].setChecked(True)
        replay.speed.setCurrentIndex(1)  # normal
        replay.start_playing()
        started = time.perf_counter()
        replay.panel.start()
        while replay.panel.running:
            app.processEvents()
            time.sleep(0.002)
        took = time.perf_counter() - started
        review = replay.panel.review
        decisions = len(review.decisions) if review is not None else 0
        labels = (
            {k: sum(d.label == k for d in review.decisions) for k in LABELS} if review is not None else {}
        )
        games.append({"game": path.name, "seconds": round(took, 2), "decisions": decisions, "labels": labels})
        if not args.json:
            print(f"{path.name}: {decisions} decisions in {took:.1f} s", flush=True)
        replay.close()
    model.shutdown()
    window.close()
    out = {
        "default_ms_per_decision": DEFAULT_REVIEW_MS,
        "judge": args.judge or "the app's",
        "games": games,
        "median_s": round(statistics.median(g["seconds"] for g in games), 2),
        "frame_interval": summary(gaps_ms),
        "cpus": os.cpu_count(),
        "load_avg": [round(x, 2) for x in os.getloadavg()],
    }
    print(json.dumps(out, indent=None if args.json else 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
