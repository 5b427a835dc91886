"""The window a double-click opens: the QApplication, the game model, the main window and its
first game (resumed, welcomed or new). The self-test makes its window the same way."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from ..storage.save_store import SaveStore
    from ..views.window.main_window import MainWindow
    from .first_game import Session

    class AppWindow(MainWindow):
        """The main window as the app opens it, with its session."""

        session: Session  # the store, its lock and the preferences
        _first_paint: object  # launch.py's watch for the first paint (--quit-when-shown)


def create_window(
    argv: list[str] | None = None,
    *,
    resume: bool | None = None,
    store: SaveStore | None = None,
    settings_dir: str | os.PathLike[str] | None = None,
    autosave: bool = True,
    ai_processes: bool = True,
    interactive: bool | None = None,
) -> tuple[QApplication, AppWindow]:
    """The application and its window with a first game on the table (not yet shown).

    An unfinished game in the store (``SaveStore()`` unless one is given) is offered for
    resuming (``resume`` None asks; True / False decide without asking). ``settings_dir``
    defaults to the user's config folder; ``autosave`` False writes no game on its own.
    ``interactive`` (default: when ``resume`` is None) lets the window ask the player: the
    first launch's welcome, the second-copy notice, Save / Discard / Cancel before a game in
    progress is left. ``window.session.leave`` is True when the player chose not to open it."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from .collector import collect_on_gui_thread

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv if argv is None else argv)
    collect_on_gui_thread(app)  # never on a worker thread, where deleting a Qt object can freeze
    app.setApplicationName("San Francisco Desktop")
    app.setOrganizationName("sf-desktop")
    app.setApplicationDisplayName("San Francisco")
    from .fonts import use_app_fonts

    use_app_fonts()  # before any widget: the table's sans family on every system

    from ..session.game_model import GameModel
    from ..storage.settings import load_settings
    from ..views.access.factory import install as install_accessibility
    from ..views.aids.player_aids import apply_ui_scale
    from ..views.look.screen_room import open_within_screen
    from ..views.window.main_window import MainWindow
    from ..words.languages import install_language
    from .first_game import start_session

    # The language and the text size first, so that every widget is made in them ("" follows
    # the system): the resume question at start is read at the size the player chose.
    settings = load_settings(settings_dir)
    install_language(settings.language)
    apply_ui_scale(settings.ui_scale)
    install_accessibility()  # the table's things for screen readers (views/access)
    model = GameModel(ai_processes=ai_processes)  # a long AI search gets a core of its own
    window = cast("AppWindow", MainWindow(model))  # given its session below
    screen = QGuiApplication.primaryScreen()
    if screen is not None:
        area = screen.availableGeometry()
        wanted = QSize(max(1024, int(area.width() * 0.85)), max(640, int(area.height() * 0.85)))
        open_within_screen(window, wanted)  # its frame too, on a small screen
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
