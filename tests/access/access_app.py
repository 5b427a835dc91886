"""The app's window on a chosen game, with a small window of test controls beside it: what the
accessibility tests start under the screen reader (:mod:`atspi_harness`).

    python access_app.py '{"language": "es", "seats": [["You", "human"], ["Ada", "easy"]],
                           "seed": 11, "first": 0, "announce": "..."}'

The controls are buttons a reader presses by their accessible action, for what the app has no
key for yet: "Announce" (the announcer says ``announce``, at once if ``urgent``), "Cursor" (the table's cursor moves
on: to the first thing, then next, next...), "Quit" (the app quits at once, as at the end of a
session: every table interface must leave Qt's cache cleanly).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    options = json.loads(sys.argv[1]) if len(sys.argv) > 1 else {}
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

    from sf_desktop.app.window import create_window
    from sf_desktop.model.record import Seat
    from sf_desktop.storage.settings import load_settings, save_settings
    from sf_desktop.views.access.announcer import Announcer
    from sf_desktop.views.access.cursor import Move, TableCursor
    from sf_desktop.views.access.table_access import access_for
    from sf_desktop.views.dialogs.game_dialogs import Setup

    if "language" in options:  # as if chosen in View ▸ Language on an earlier run
        import attrs

        save_settings(attrs.evolve(load_settings(), language=options["language"]))
    app, window = create_window(
        sys.argv[:1], resume=False, interactive=False, ai_processes=False, autosave=False
    )
    window.set_speed(options.get("speed", "off"))
    window.resize(1200, 760)
    window.show()
    window.activateWindow()
    if "seats" in options:
        seats = tuple(Seat(name, kind) for name, kind in options["seats"])
        window.start_game(Setup(seats, options.get("seed", 1), options.get("first", 0)))
    window.view.setFocus()
    if options.get("open"):  # opened once a screen reader is there, as a player would
        wait_for_a_reader(app)
    for what in options.get("open", []):
        open_surface(window, what, options)

    controls = QWidget()
    controls.setWindowTitle("Test controls")
    controls.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)
    controls.setWindowFlag(Qt.WindowType.WindowDoesNotAcceptFocus, True)
    box = QVBoxLayout(controls)
    announcer = Announcer(window.view)
    cursor = TableCursor(access_for(window.view))
    moves = iter([Move.FIRST])

    def move_cursor() -> None:
        window.view.setFocus()
        cursor.move(next(moves, Move.NEXT))

    for text, slot in (
        ("Announce", lambda: announcer.say(options.get("announce", ""), urgent=options.get("urgent", False))),
        ("Cursor", move_cursor),
        ("Quit", app.quit),
    ):
        button = QPushButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(slot)
        box.addWidget(button)
    controls.move(1220, 0)
    controls.show()
    code = app.exec()
    window.model.shutdown()
    return code


def wait_for_a_reader(app, seconds: float = 10.0) -> None:
    """Until Qt's accessibility is on (its bridge to the bus connects once the event loop
    runs), at most ``seconds``: what is opened before that is laid out for no reader."""
    import time

    from PySide6.QtGui import QAccessible

    end = time.monotonic() + seconds
    while not QAccessible.isActive() and time.monotonic() < end:
        app.processEvents()
        time.sleep(0.02)


def open_surface(window, what: str, options: dict) -> None:
    """Open one of the app's other surfaces, as its menu or button would."""
    if what == "finished":  # a finished game on the table, and its score screen
        window.files.open_path(Path(options["file"]))
        window.show_score()
    elif what == "game":  # a saved game in progress, on the table
        window.files.open_path(Path(options["file"]))
    elif what == "replay":  # a finished game watched again, with its review
        from sf_desktop.storage.save_files import load_file

        window.show_replay(load_file(Path(options["file"])).record, review=options.get("review", False))
    elif what == "new-game":
        window.ask_new_game()
    elif what == "rules":
        window.show_rules()
    elif what == "rules-summary":
        window.show_rules_summary()
    elif what == "statistics":
        window.aids.show_stats()
    elif what == "chart":
        window.aids.show_chart()
    elif what == "guide":
        window.aids.set_guide(True)
    else:
        raise SystemExit(f"nothing called {what!r} to open")


if __name__ == "__main__":
    sys.exit(main())
