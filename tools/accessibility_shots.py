"""Screenshots for checking the table's accessibility by eye: each language, the colour-blind
palette (and what people with deuteranopia and protanopia would roughly see), a larger UI
scale, a suggested move, the statistics and the score chart.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/accessibility_shots.py [--out build/a11y] [--size 1280x720]

Every shot is a real window playing a seeded game (a person who prefers placing cards against
two random players). Words that had to be cut on the table are listed at the end.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from table_driver import pump_until, record_until, table_still

from sf_desktop.ai.base import RandomAgent
from sf_desktop.ai.match import play_match
from sf_desktop.model.actions import Action, ChooseBonus, Place, SpendContracts, Stop
from sf_desktop.model.record import Seat
from sf_desktop.session.game_model import GameModel
from sf_desktop.storage.save_store import SaveStore
from sf_desktop.views.dialogs.game_dialogs import Setup
from sf_desktop.views.look import theme
from sf_desktop.views.look.colour_vision import RED_GREEN, simulate_image
from sf_desktop.views.window.main_window import MainWindow


def settle(w: MainWindow, seconds: float = 30.0) -> None:
    """The table is still, a person is to move and no AI is thinking: a picture may be taken."""
    if not pump_until(lambda: table_still(w) and w.model.thinking_seat < 0, seconds):
        raise RuntimeError("the table did not settle")


def play_until(w: MainWindow, turns: int, rng: random.Random) -> None:
    """The person places what they can and otherwise picks at random, for ``turns`` decisions."""
    for _ in range(turns):
        settle(w)
        if w.model.state.is_over:
            return
        legal = w.model.legal_actions()
        places = [a for a in legal if isinstance(a, Place)]
        w.model.submit(
            places[0] if places else rng.choice([a for a in legal if not isinstance(a, Stop)] or legal)
        )
    settle(w)


def grab(w: MainWindow, path: Path) -> Path:
    for _ in range(5):  # fonts and layouts change through posted events
        QApplication.processEvents()
    w.grab().toImage().save(str(path))
    return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="build/a11y")
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    width, height = (int(v) for v in args.size.split("x"))
    app = QApplication.instance() or QApplication(sys.argv)
    theme.text_audit = []
    model = GameModel()
    w = MainWindow(model)
    w.set_speed("off")
    w.resize(width, height)
    w.show()
    w.start_game(
        Setup((Seat("Ana", "human"), Seat("Ada", "random"), Seat("Bo", "random")), seed=58, first_player=0)
    )
    play_until(w, 14, random.Random(3))
    shots = []
    for code in ("en", "es", "it"):
        w.aids.set_language(code, save=False)
        shots.append(grab(w, out / f"table-{code}.png"))
    w.aids.set_language("en", save=False)
    w.aids.set_colour_blind(True, save=False)
    safe = grab(w, out / "table-colour-blind.png")
    for kind in RED_GREEN:
        image = simulate_image(w.grab().toImage(), kind)
        image.save(str(out / f"table-colour-blind-{kind.value}.png"))
    w.aids.set_colour_blind(False, save=False)
    standard = w.grab().toImage()
    for kind in RED_GREEN:
        simulate_image(standard, kind).save(str(out / f"table-standard-{kind.value}.png"))
    shots.append(safe)
    w.aids.set_ui_scale(1.5, save=False)
    shots.append(grab(w, out / "table-scale-150.png"))
    w.aids.set_ui_scale(1.0, save=False)
    w.aids.hints.request()
    for _ in range(400):
        app.processEvents()
        if w.aids.hints.last is not None and not w.aids.hints.busy:
            break
        time.sleep(0.01)
    shots.append(grab(w, out / "hint.png"))
    with tempfile.TemporaryDirectory() as folder:
        store = SaveStore(folder)
        for seed in range(4):
            seats = (Seat("Ana", "human"), Seat("Ada", "random"), Seat("Bo", "random"))[: 2 + seed % 2]
            result = play_match(seats, [RandomAgent()] * len(seats), seed)
            store.finish(result.record, result.final)
        w.aids.store = store
        stats = w.aids.show_stats()
        app.processEvents()
        stats.grab().toImage().save(str(out / "statistics.png"))
        stats.close()
    chart = w.aids.show_chart()
    assert chart is not None
    app.processEvents()
    chart.grab().toImage().save(str(out / "chart.png"))
    chart.close()
    # The discard token's buttons, a bonus choice, the guide and the end of a game, in Spanish.
    w.aids.set_language("es", save=False)
    for name, wanted in (("spend", SpendContracts), ("bonus", ChooseBonus)):

        def offers(legal: Sequence[Action], k: type[SpendContracts | ChooseBonus] = wanted) -> bool:
            return any(isinstance(a, k) for a in legal)

        model.load_record(record_until(offers))
        settle(w)
        shots.append(grab(w, out / f"{name}-es.png"))
    w.aids.set_guide(True)
    shots.append(grab(w, out / "guide-es.png"))
    w.aids.set_guide(False)
    w.aids.set_language("it", save=False)
    w.aids.set_ui_scale(1.5, save=False)
    shots.append(grab(w, out / "table-it-scale-150.png"))
    w.aids.set_ui_scale(1.0, save=False)
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ada", "random")), seed=21, first_player=0))
    rng = random.Random(21)
    while not model.state.is_over:
        settle(w)
        if not model.state.is_over:
            model.submit(rng.choice(model.legal_actions()))
    settle(w)
    for _ in range(20):
        app.processEvents()
    if w.score_dialog is not None:
        w.score_dialog.grab().toImage().save(str(out / "score-it.png"))
        w.score_dialog.tabs.setCurrentIndex(1)
        app.processEvents()
        w.score_dialog.grab().toImage().save(str(out / "score-chart-it.png"))
    cut = sorted({t for t, needed, room in theme.text_audit if needed > room + 0.5})
    print("\n".join(str(p) for p in sorted(out.glob("*.png"))))
    print("cut words:", cut or "none")
    model.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
