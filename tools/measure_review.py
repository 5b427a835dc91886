"""Measure the review: time to judge every decision of one seat of a whole 2-player game at
the default setting, in the app's worker process, while the replay window plays the game at
normal animation speed; and the frame interval of that window meanwhile.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/measure_review.py [--games 3] [--json]

The games: Hard (1000 iterations a decision, to make them quickly) against Greedy, seeds
1, 2, 3...; the seat judged is Hard's. Prints each game's time, decisions and labels, the
median time, and the frame interval (median, p95, max) over all the games, as
``tools/measure_gui.py`` does.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SF_DESKTOP_HOME", tempfile.mkdtemp(prefix="sf-tools-"))  # not the player's saves

from measure_gui import summary  # frame timings summed up as measure_gui does


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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtWidgets import QApplication

    from sf_desktop.model.review import LABELS
    from sf_desktop.session.game_model import DEFAULT_REVIEW_MS, GameModel
    from sf_desktop.views.window.main_window import MainWindow

    folder = Path(tempfile.mkdtemp(prefix="sf-review-bench-"))
    paths = [make_game(seed, folder) for seed in range(1, args.games + 1)]
    app = QApplication.instance() or QApplication([])
    model = GameModel(ai_processes=True)
    window = MainWindow(model)
    window.show()
    clock = QElapsedTimer()
    clock.start()
    gaps_ms: list[float] = []
    games = []
    for path in paths:
        replay = window.watch_file(path)
        assert replay is not None
        replay.resize(1400, 820)
        last: dict[str, float | None] = {"t": None}
        original = replay.view.paintEvent

        def timed_paint(event, replay=replay, original=original, last=last):
            original(event)
            t = clock.nsecsElapsed() / 1e6
            if replay.animator.group is not None:
                if last["t"] is not None and t - last["t"] < 500:
                    gaps_ms.append(t - last["t"])
                last["t"] = t
            else:
                last["t"] = None

        replay.view.paintEvent = timed_paint
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
