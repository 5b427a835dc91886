"""Screenshots of the replay view and the review: a game watched mid-way, a blunder selected
with the best move found marked on the table, and the win-chance chart.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/review_shots.py [--out /tmp/shots] [--lang es]

The game: a person ("Ana", whose moves come from a seeded random policy, so that there is
something to judge) against the Hard AI (with a small iteration budget, to be quick).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SF_DESKTOP_HOME", tempfile.mkdtemp(prefix="sf-tools-"))  # not the player's saves

import attrs

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from table_driver import pump_until

from sf_desktop.ai.base import make_agent
from sf_desktop.ai.match import play_match
from sf_desktop.app.window import create_window
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.session.game_model import ReviewBudget
from sf_desktop.storage.save_files import save_file
from sf_desktop.words.languages import install_language

SEED = 5


def sample_game() -> GameRecord:
    """Ana (random moves) against Ada (Hard), filed as a person against an AI."""
    seats = (Seat("Ana", "random"), Seat("Ada", "hard"))
    record = play_match(
        seats, [make_agent("random"), make_agent("hard", iterations=300, time_ms=None)], SEED
    ).record
    return attrs.evolve(record, seats=(Seat("Ana", "human"), Seat("Ada", "hard")))


def wait(until: Callable[[], bool], timeout: float = 600.0) -> None:
    if not pump_until(until, timeout, pause=0.01):
        raise TimeoutError("the review did not finish")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/shots-review"))
    parser.add_argument("--lang", default="en")
    parser.add_argument("--iterations", type=int, default=600, help="review budget per decision")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    app, w = create_window([], resume=False, autosave=False)
    install_language(args.lang)
    folder = Path(tempfile.mkdtemp(prefix="sf-review-shots-"))
    path = folder / "ana-ada.sfgame.json"
    save_file(path, sample_game())
    replay = w.watch_file(path)
    assert replay is not None
    replay.resize(1500, 860)
    replay.seek(len(replay.replay) // 2)
    replay.tabs.setCurrentWidget(replay.log_view)
    app.processEvents()
    replay.grab().save(str(args.out / f"replay-mid-{args.lang}.png"))
    replay.panel.budget = ReviewBudget(iterations=args.iterations, time_ms=None)
    replay.tabs.setCurrentWidget(replay.panel)
    replay.panel.start()
    wait(lambda: not replay.panel.running)
    review = replay.panel.review
    assert review is not None
    worst = max(review.decisions, key=lambda d: d.win_chance_lost)
    print(
        "labels:",
        {
            k: sum(d.label == k for d in review.decisions)
            for k in ("best", "good", "inaccuracy", "mistake", "blunder")
        },
    )
    replay.select_decision(worst.index)
    app.processEvents()
    replay.grab().save(str(args.out / f"blunder-{args.lang}.png"))
    replay.tabs.setCurrentWidget(replay.chart)
    app.processEvents()
    replay.grab().save(str(args.out / f"chart-{args.lang}.png"))
    print("saved to", args.out, "worst:", worst)
    replay.close()
    w.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
