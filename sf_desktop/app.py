"""Wiring: the QApplication, the game model and the main window."""

from __future__ import annotations

import sys
from pathlib import Path


def create_window(
    argv: list[str] | None = None,
    *,
    resume: bool | None = None,
    store=None,
    settings_dir=None,
    autosave: bool = True,
    ai_processes: bool = True,
    interactive: bool | None = None,
):
    """The application and its window with a first game on the table (not yet shown).

    An unfinished game in the store (``SaveStore()`` unless one is given) is offered for
    resuming (``resume`` None asks; True / False decide without asking). ``settings_dir``
    defaults to the user's config folder; ``autosave`` False writes no game on its own.
    ``interactive`` (default: when ``resume`` is None) lets the window ask the player: the
    first launch's welcome, the second-copy notice, Save / Discard / Cancel before a game in
    progress is left. ``window.session.leave`` is True when the player chose not to open it."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    app.setApplicationName("San Francisco Desktop")
    app.setOrganizationName("sf-desktop")
    app.setApplicationDisplayName("San Francisco")

    from .i18n import install_language
    from .session.game_model import GameModel
    from .settings import load_settings
    from .views.main_window import MainWindow
    from .views.session import start_session

    # The language first, so that every widget is made in it ("" follows the system).
    install_language(load_settings(settings_dir).language)
    model = GameModel(ai_processes=ai_processes)  # a long AI search gets a core of its own
    window = MainWindow(model)
    screen = QGuiApplication.primaryScreen()
    if screen is not None:
        area = screen.availableGeometry()
        window.resize(max(1024, int(area.width() * 0.85)), max(640, int(area.height() * 0.85)))
    session = start_session(
        window,
        store=store,
        settings_dir=settings_dir,
        resume=resume,
        autosave=autosave,
        interactive=interactive,
    )
    window.session = session
    window.aids.attach(session.prefs)  # text size, colour-blind palette; remembers their changes
    window.aids.store = session.store  # the statistics read the finished games there
    return app, window


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # the AI's worker process in a frozen (PyInstaller) build
    from .logsetup import setup_logging

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
    app, window = create_window(argv, resume=False if opened else None, interactive=True)
    if window.session.leave:  # a second copy, closed from its notice
        return 0
    if opened:
        window.files.open_path(opened[0])
    if "--quit-when-shown" in options:  # to time a launch from the outside (tools/measure_bundle.py)
        _quit_after_first_paint(app, window)
    window.show()
    return app.exec()


def _quit_after_first_paint(app, window) -> None:
    """Quit once the table (or the first launch's welcome over it) has been painted: the
    window is then usable."""
    import logging

    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint:
                logging.getLogger(__name__).info("first paint of the table; quitting (--quit-when-shown)")
                QTimer.singleShot(0, app.quit)
            return False

    window._first_paint = FirstPaint(window)
    welcome = window.session.welcome
    watched = welcome if welcome is not None else window.view.viewport()
    watched.installEventFilter(window._first_paint)
