"""``sf-desktop --self-test``: prove an installed (or bundled) app can do its job, then exit.

It reads the deck data, loads every shipped translation, loads and replays the bundled
reference save, and renders the table once offscreen. One line goes to stdout (and the log);
the exit code is 0 only when every check passed. Resources are found through
``importlib.resources``, so the check means the same from source and from a frozen bundle.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from collections.abc import Callable
from importlib import resources

log = logging.getLogger(__name__)


def _check_deck() -> str:
    from .model.cards import CARDS, DECK, LAYOUT

    if len(DECK) != 87 or len(LAYOUT.districts) != 5 or len(CARDS) != 93:
        raise RuntimeError(f"deck data is wrong: {len(DECK)} cards, {len(LAYOUT.districts)} districts")
    return f"deck {len(DECK)} cards"


def _check_translations() -> str:
    from PySide6.QtCore import QTranslator

    folder = resources.files("sf_desktop.resources").joinpath("translations")
    files = sorted(f.name for f in folder.iterdir() if f.name.endswith(".qm")) if folder.is_dir() else []
    for name in files:
        data = folder.joinpath(name).read_bytes()
        translator = QTranslator()
        if not translator.load(data):
            raise RuntimeError(f"translation {name} does not load")
    return f"translations {len(files)}"


def _check_reference_save() -> tuple[str, object]:
    from .model.savegame import load_bytes

    raw = resources.files("sf_desktop.resources").joinpath("saves").joinpath("reference.sfgame.json").read_bytes()
    game = load_bytes(raw)
    if not game.state.is_over:
        raise RuntimeError("the reference save should hold a finished game")
    return f"reference save {len(game.record.actions)} actions", game.record


def _check_render(record: object) -> str:
    from PySide6.QtWidgets import QApplication

    from .model.game_model import GameModel
    from .views.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0], "-platform", "offscreen"])
    model = GameModel()
    window = MainWindow(model)
    window.resize(1280, 720)
    model.load_record(record)  # type: ignore[arg-type]
    window.show()
    app.processEvents()
    image = window.grab().toImage()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 16) for y in range(0, image.height(), 16)}
    window.close()
    model.shutdown()
    if image.width() < 1000 or len(colours) < 20:
        raise RuntimeError(f"the table rendered blank ({image.width()}x{image.height()}, {len(colours)} colours)")
    return f"table rendered {image.width()}x{image.height()}"


def run_self_test(out: Callable[[str], None] = print) -> int:
    """Run every check; print one line; 0 when all passed."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    start = time.perf_counter()
    parts: list[str] = []
    try:
        parts.append(_check_deck())
        parts.append(_check_translations())
        text, record = _check_reference_save()
        parts.append(text)
        parts.append(_check_render(record))
    except Exception as exc:  # any failure is the answer
        line = f"self-test FAILED: {exc} (after: {', '.join(parts) or 'nothing'})"
        log.error(line, exc_info=True)
        out(line)
        return 1
    line = f"self-test ok: {', '.join(parts)} in {time.perf_counter() - start:.1f} s"
    log.info(line)
    out(line)
    return 0
