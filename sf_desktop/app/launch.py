"""Starting the app: logging, ``--self-test``, the pre-Qt checks, a file given to open, then the
window (:mod:`.window`) and Qt's event loop."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from .window import AppWindow


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # the AI's worker process in a frozen (PyInstaller) build
    from ..storage.logsetup import setup_logging

    setup_logging()
    options = (sys.argv if argv is None else argv)[1:]
    if "--self-test" in options:
        from .selftest import run_self_test

        return run_self_test()
    from .system_libs import check_before_qt

    if not check_before_qt(options):
        return 1
    # A game file given on the command line (double-clicked in the file manager) opens
    # instead of the resume prompt (an unfinished game is put aside, under Unfinished games).
    opened = [Path(a) for a in options if a.lower().endswith(".json") and Path(a).is_file()]
    from .window import create_window

    app, window = create_window(argv, resume=False if opened else None, interactive=True)
    if window.session.leave:  # a second copy, closed from its notice
        return 0
    if opened:
        window.files.open_path(opened[0])
    if "--quit-when-shown" in options:  # to time a launch from the outside (tools/measure_bundle.py)
        _quit_after_first_paint(app, window)
    window.show()
    code = app.exec()
    from ..ai.worker import end_pools_left

    end_pools_left()  # the AI's worker, told to stop as the window closed, has ended
    return code


def _quit_after_first_paint(app: QApplication, window: AppWindow) -> None:
    """Quit once the table (or the first launch's welcome over it) has been painted: the
    window is then usable."""
    import logging

    from PySide6.QtCore import QEvent, QObject, QTimer

    from .fonts import picture_faces, table_family

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint:
                log = logging.getLogger(__name__)
                log.info("the rules' pictures' words in %s", ", ".join(picture_faces()))
                log.info(
                    "first paint of the table (words in %s); quitting (--quit-when-shown)", table_family()
                )
                QTimer.singleShot(0, app.quit)
            return False

    window._first_paint = FirstPaint(window)
    welcome = window.session.welcome
    watched = welcome if welcome is not None else window.view.viewport()
    watched.installEventFilter(window._first_paint)
