"""Pictures of the table at moments that show the most: a 2-player game mid-game at two window
sizes, its end, the table at 200% text, 3- and 4-player tables, Spanish, a suggested move.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/table_shots.py [--out /tmp/table-shots]

Each game is a seeded greedy game cut at the person's turn (:mod:`table_positions`). Words cut
on the table and information hidden under other things are listed after each picture.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SF_DESKTOP_HOME", tempfile.mkdtemp(prefix="sf-tools-"))  # not the player's saves

from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from table_driver import pump_until
from table_positions import RICH_SEEDS, crowded_columns_record, played_record, seats_for

from sf_desktop.ai.hint import suggest_move
from sf_desktop.model.state import public_view
from sf_desktop.session.game_model import GameModel
from sf_desktop.views.aids.player_aids import apply_ui_scale
from sf_desktop.views.look import theme
from sf_desktop.views.window.main_window import MainWindow
from sf_desktop.words import languages

SHOTS = (
    # name, players, share of the game, window size, text scale, language
    ("2p-mid-1024x700", 2, 0.5, (1024, 700), 1.0, "en"),
    ("2p-mid-1600x1000", 2, 0.5, (1600, 1000), 1.0, "en"),
    ("2p-late-1600x1000", 2, 0.85, (1600, 1000), 1.0, "en"),
    ("2p-end-1600x1000", 2, 1.0, (1600, 1000), 1.0, "en"),
    ("2p-text200-1600x1000", 2, 0.85, (1600, 1000), 2.0, "en"),
    ("3p-late-1600x1000", 3, 0.9, (1600, 1000), 1.0, "en"),
    ("4p-late-1600x1000", 4, 0.9, (1600, 1000), 1.0, "en"),
    ("4p-late-1024x700", 4, 0.9, (1024, 700), 1.0, "en"),
    ("2p-mid-es-1024x700", 2, 0.5, (1024, 700), 1.0, "es"),
    ("2p-text200-es-1600x1000", 2, 0.85, (1600, 1000), 2.0, "es"),
    ("4p-late-it-1024x700", 4, 0.9, (1024, 700), 1.0, "it"),
    ("3p-text200-it-1600x1000", 3, 0.9, (1600, 1000), 2.0, "it"),
    ("4p-columns-1600x1000", 4, 0.0, (1600, 1000), 1.0, "en"),
    ("2p-suggestion-1600x1000", 2, 0.5, (1600, 1000), 1.0, "en"),
    ("2p-suggestion-es-1024x700", 2, 0.85, (1024, 700), 1.0, "es"),
    ("2p-text200-es-1024x700", 2, 0.85, (1024, 700), 2.0, "es"),
    ("4p-text200-es-1024x700", 4, 0.9, (1024, 700), 2.0, "es"),
    ("2p-text200-it-1024x700", 2, 0.85, (1024, 700), 2.0, "it"),
    ("4p-text200-it-1024x700", 4, 0.9, (1024, 700), 2.0, "it"),
)


def settle(w: MainWindow, seconds: float = 10.0) -> None:
    """Let the table come to rest (at most ``seconds``: the picture is taken either way)."""
    pump_until(lambda: not w.animator.busy, seconds)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/table-shots"))
    parser.add_argument("--only", default="", help="take only the shots whose name holds this")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    for name, players, share, size, scale, language in SHOTS:
        if args.only not in name:
            continue
        languages.install_language(language)
        apply_ui_scale(scale)
        model = GameModel()
        w = MainWindow(model)
        w.set_speed("off")
        w.resize(*size)
        w.show()
        seats = seats_for(players, people=players if "columns" in name else 1, kind="medium")
        if "columns" in name:
            record = crowded_columns_record(seats, RICH_SEEDS[players], 3)
        else:
            record = played_record(seats, RICH_SEEDS[players], share)
        model.load_record(record)
        settle(w)
        if "suggestion" in name:
            state = model.state
            w.aids.hints.show(suggest_move(public_view(state), state.current, 300.0))
        w.scene.refresh_words()
        theme.text_audit = []
        w.grab().save(str(args.out / f"{name}.png"))
        cut = sorted({t for t, needed, room in theme.text_audit if needed > room + 0.5})
        theme.text_audit = None
        print(name, "saved;", f"cut: {cut}" if cut else "nothing cut", flush=True)
        if w.score_dialog is not None:
            w.score_dialog.grab().save(str(args.out / f"{name}-score.png"))
            w.score_dialog.close()
        model.shutdown()
        w.close()
        w.deleteLater()
        app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
