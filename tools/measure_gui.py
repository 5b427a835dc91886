"""Measure the window: launch time, frame times while animating, memory after whole games.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/measure_gui.py [--runs 5] [--seconds 20] [--ai easy]

launch:  from starting ``python -m sf_desktop --quit-when-shown`` to its exit right after the
         first painted frame of the window (a first start: the welcome), median of --runs.
frames:  AI seats play at normal animation speed for --seconds; for every repaint of the table
         the time spent painting, and the time between frames while an animation runs.
memory:  resident set size after one whole game (animations off) and after three more.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SF_DESKTOP_HOME", tempfile.mkdtemp(prefix="sf-tools-"))  # not the player's saves

ROOT = Path(__file__).resolve().parent.parent

from measure_bundle import launch_seconds  # noqa: E402 (the same timing for source and bundle)


def summary(xs: list[float]) -> dict:
    """Count, median, 95th percentile and maximum of timings in milliseconds."""
    if not xs:
        return {}
    xs = sorted(xs)
    return {
        "n": len(xs),
        "median_ms": round(statistics.median(xs), 2),
        "p95_ms": round(xs[int(len(xs) * 0.95) - 1], 2),
        "max_ms": round(xs[-1], 2),
    }


def rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def measure_launch(runs: int) -> dict:
    times = launch_seconds([sys.executable, "-m", "sf_desktop", "--quit-when-shown"], runs)
    return {"runs_s": [round(t, 3) for t in times], "median_s": round(statistics.median(times), 3)}


def measure_frames(seconds: float, ai: str, size: tuple[int, int], processes: bool = True) -> dict:
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtGui import QPaintEvent
    from PySide6.QtWidgets import QApplication

    from sf_desktop.model.record import Seat
    from sf_desktop.session.game_model import GameModel
    from sf_desktop.views.dialogs.game_dialogs import Setup
    from sf_desktop.views.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    model = GameModel(ai_processes=processes)
    window = MainWindow(model)
    window.resize(*size)
    window.set_speed("normal")
    window.show()
    clock = QElapsedTimer()
    clock.start()
    paint_ms: list[float] = []
    gaps_ms: list[float] = []
    state: dict[str, float | None] = {"last": None}

    original = window.view.paintEvent

    def timed_paint(event: QPaintEvent) -> None:
        t0 = clock.nsecsElapsed() / 1e6
        original(event)
        t1 = clock.nsecsElapsed() / 1e6
        if window.animator.group is not None:
            paint_ms.append(t1 - t0)
            if state["last"] is not None and t1 - state["last"] < 500:
                gaps_ms.append(t1 - state["last"])
            state["last"] = t1
        else:
            state["last"] = None

    # Wrapped on this one view to time its paints: PySide calls the instance's Python override.
    window.view.paintEvent = timed_paint  # type: ignore[method-assign]
    seats = (Seat("Ada", ai), Seat("Bo", ai), Seat("Cy", ai))
    window.start_game(Setup(seats, seed=58))
    QTimer.singleShot(int(seconds * 1000), app.quit)
    app.exec()
    steps = len(model.record.actions)
    model.shutdown()
    window.close()

    return {
        "ai": ai,
        "ai_in": "process" if processes else "thread",
        "window": f"{size[0]}x{size[1]}",
        "seconds": seconds,
        "steps_shown": steps,
        "paint": summary(paint_ms),
        "frame_interval": summary(gaps_ms),
    }


def measure_memory(ai: str) -> dict:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from sf_desktop.model.record import Seat
    from sf_desktop.session.game_model import GameModel
    from sf_desktop.views.dialogs.game_dialogs import Setup
    from sf_desktop.views.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    model = GameModel(ai_processes=True)
    window = MainWindow(model)
    window.resize(1600, 900)
    window.set_speed("off")
    window.show()
    results = {"before_mb": round(rss_mb(), 1)}
    games = [0]

    def next_game() -> None:
        seats = (Seat("Ada", ai), Seat("Bo", ai), Seat("Cy", ai))
        window.start_game(Setup(seats, seed=100 + games[0]))

    def check() -> None:
        if window.score_dialog is not None and not window.animator.busy:
            games[0] += 1
            if games[0] == 1:
                results["after_1_game_mb"] = round(rss_mb(), 1)
            if games[0] == 4:
                results["after_4_games_mb"] = round(rss_mb(), 1)
                app.quit()
                return
            next_game()
        QTimer.singleShot(20, check)

    next_game()
    QTimer.singleShot(20, check)
    app.exec()
    model.shutdown()
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--ai", default="easy", help="AI level of the seats for frames and memory")
    parser.add_argument("--think-ai", default="", help="also measure frames with this (slower) AI level")
    args = parser.parse_args()
    report = {"launch": measure_launch(args.runs)}
    report["frames"] = measure_frames(args.seconds, args.ai, (1600, 900))
    if args.think_ai:
        report["frames_while_thinking"] = measure_frames(args.seconds, args.think_ai, (1600, 900))
        report["frames_while_thinking_in_a_thread"] = measure_frames(
            args.seconds, args.think_ai, (1600, 900), processes=False
        )
    report["memory"] = measure_memory(args.ai)
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
