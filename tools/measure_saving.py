"""Measure what saving costs in the window (``sf-desktop-cli savebench`` gives the headless figures).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/measure_saving.py [--repeats 21] [--seconds 15] [--speed fast]

save, open: the finished 4-player game of four Greedy seats (seed 1, as savebench plays it) saved
            with Game > Save (write, fsync, the previous version kept as backup) and opened with
            Game > Open (read, check, replay, and put on the table with its log), and the
            table's first frame after it: medians.
autosave:   the same seats play the game in the window, animations off: for every action the
            GUI thread's cost (handing the write over) and the writer thread's (the store's
            atomic write with fsync): median and max.
frames:     three Easy AIs play at --speed for --seconds: the time between frames while an
            animation runs, with the autosave on its writer thread (as the app does) and, to
            compare, written on the GUI thread.
Every file goes to a temporary folder on the disk of the system's temp directory.
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
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

    from sf_desktop.views.window.autosaver import Autosaver
    from sf_desktop.views.window.main_window import MainWindow

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["SF_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="sf-measure-")  # never the user's own folders
# table_driver: the window opened and waited for as the GUI tests do it
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))


def ms(xs: list[float]) -> dict:
    xs = sorted(xs)
    return {
        "n": len(xs),
        "median_ms": round(statistics.median(xs) * 1000, 2),
        "p95_ms": round(xs[max(0, int(len(xs) * 0.95) - 1)] * 1000, 2),
        "max_ms": round(xs[-1] * 1000, 2),
    }


def window(folder: Path) -> MainWindow:
    """The app's window on the folders under ``folder``, 1600x900, shown."""
    from table_driver import app_window

    w = app_window(folder)
    w.resize(1600, 900)
    w.show()
    return w


def wait(until: Callable[[], bool], limit: float = 120.0) -> None:
    from table_driver import pump_until

    if not pump_until(until, limit, pause=0.001):
        raise TimeoutError("the game did not finish in time")


def measure_files_and_autosave(folder: Path, repeats: int) -> dict:
    from sf_desktop.model.record import Seat
    from sf_desktop.views.dialogs.game_dialogs import Setup

    w = window(folder)
    w.set_speed("off")
    seats = tuple(Seat(f"greedy {i + 1}", "greedy") for i in range(4))
    w.start_game(Setup(seats, seed=1))
    wait(lambda: w.model.state.is_over and not w.animator.busy)
    files = w.files
    assert files.saver is not None and files.saver.flush()
    gui = files.gui_costs[1:]  # the first one is the new game's (nothing to write)
    writer = files.saver.timings[1:]
    actions = len(w.model.record.actions)

    path = folder / "bench.sfgame.json"
    saves, opens, paints = [], [], []
    for _ in range(repeats):
        start = time.perf_counter()
        assert files.write(path)
        saves.append(time.perf_counter() - start)
        start = time.perf_counter()
        assert files.open_path(path)
        opens.append(time.perf_counter() - start)
        start = time.perf_counter()
        w.view.viewport().repaint()  # the new table's first frame (every card item drawn afresh)
        paints.append(time.perf_counter() - start)
    result = {
        "game": f"4 greedy seats, seed 1, {actions} actions",
        "file_bytes": path.stat().st_size,
        "save": ms(saves),
        "open": ms(opens),
        "first_paint_after_open": ms(paints),
        "autosave_gui_thread": ms(gui),
        "autosave_writer_thread": ms(writer),
        "autosaves_skipped": files.saver.skipped,
    }
    w.close()
    return result


def measure_frames(folder: Path, seconds: float, speed: str, on_gui_thread: bool) -> dict:
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from sf_desktop.model.record import Seat
    from sf_desktop.views.dialogs.game_dialogs import Setup
    from sf_desktop.views.window import autosaver

    app = QApplication.instance() or QApplication([])
    original_put = autosaver.Autosaver._put
    if on_gui_thread:

        def put_inline(self: Autosaver, kind: str, work: Callable[[], object]) -> None:
            start = time.perf_counter()
            work()
            self.timings.append(time.perf_counter() - start)

        # The writer thread's queue swapped, for this measure only, for writing at once.
        autosaver.Autosaver._put = put_inline  # type: ignore[method-assign]
    try:
        w = window(folder)
        w.set_speed(speed)
        clock = QElapsedTimer()
        clock.start()
        gaps: list[float] = []
        last: list[float | None] = [None]
        paint = w.view.paintEvent

        def timed_paint(event: QPaintEvent) -> None:
            paint(event)
            now = clock.nsecsElapsed() / 1e9
            if w.animator.group is not None:
                if last[0] is not None and now - last[0] < 0.5:
                    gaps.append(now - last[0])
                last[0] = now
            else:
                last[0] = None

        # Wrapped on this one view to time its paints: PySide calls the instance's Python override.
        w.view.paintEvent = timed_paint  # type: ignore[method-assign]
        w.start_game(Setup((Seat("Ada", "easy"), Seat("Bo", "easy"), Seat("Cy", "easy")), seed=58))
        QTimer.singleShot(int(seconds * 1000), app.quit)
        app.exec()
        shown = len(w.model.record.actions)
        writes = list(w.files.saver.timings) if w.files.saver else []
        w.close()
    finally:
        autosaver.Autosaver._put = original_put  # type: ignore[method-assign]  # put back
    return {
        "autosave": "GUI thread" if on_gui_thread else "writer thread",
        "speed": speed,
        "actions_shown": shown,
        "frame_interval": ms(gaps),
        "frames_over_20ms": sum(g > 0.020 for g in gaps),
        "frames_over_33ms": sum(g > 0.033 for g in gaps),
        "write": ms(writes) if writes else {},
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=21)
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--speed", default="fast", choices=("fast", "normal", "slow"))
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory(prefix="sf-saving-") as tmp:
        root = Path(tmp)
        report: dict[str, object] = {"files": measure_files_and_autosave(root / "a", args.repeats)}
        report["frames"] = [
            measure_frames(root / "b", args.seconds, args.speed, on_gui_thread=False),
            measure_frames(root / "c", args.seconds, args.speed, on_gui_thread=True),
        ]
    del app
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
