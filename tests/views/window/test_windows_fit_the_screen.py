"""Every window and dialog opens within a small screen's free area, its frame (title bar,
borders) included, at 100% and 200% text: a window as tall as the screen hides its bottom
buttons (the replay's bar, the rules' Close) under the title bar's height."""

from __future__ import annotations

import sys

import pytest
from conftest import ROOT
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QWidget

from sf_desktop.views.aids.player_aids import apply_ui_scale
from sf_desktop.views.window.main_window import MainWindow

sys.path.insert(0, str(ROOT / "tools"))
from table_positions import RICH_SEEDS, played_record, seats_for

pytestmark = pytest.mark.usefixtures("private_home", "english")

SCREENS = [QRect(0, 0, 1024, 700), QRect(0, 0, 1024, 640)]


def opened(w: MainWindow, name: str) -> QWidget | None:
    """Open the window ``name`` as its menu item does; the window opened."""
    record = played_record(seats_for(4, kind="medium"), RICH_SEEDS[4], 0.85)
    if name == "main":
        return w
    if name == "replay":
        return w.show_replay(record)
    if name == "rules":
        return w.show_rules()
    if name == "rules summary":
        w.show_rules_summary()
    elif name == "keys":
        return w.narrator.show_keys()
    elif name == "new game":
        w.ask_new_game()
        return w.new_game_dialog
    elif name == "chart":
        w.model.load_record(record)
        return w.aids.show_chart()
    elif name == "statistics":
        return w.aids.show_stats()
    elif name == "play online":
        return w.online.open_play_dialog()
    elif name == "online games":
        return w.online.open_games()
    elif name == "score":
        w.model.load_record(played_record(seats_for(4, kind="medium"), RICH_SEEDS[4], 1.0))
        w.show_score()
    newest = [t for t in QApplication.topLevelWidgets() if t.isVisible() and t is not w]
    return newest[-1] if newest else None


NAMES = [
    "main",
    "replay",
    "rules",
    "rules summary",
    "keys",
    "new game",
    "chart",
    "statistics",
    "play online",
    "online games",
    "score",
]


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("screen", SCREENS, ids=lambda r: f"{r.width()}x{r.height()}")
def test_every_window_opens_within_the_screen_frame_included(qtbot, open_app, monkeypatch, screen, scale):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(screen))
    apply_ui_scale(scale)
    try:
        w = open_app(size=None)
        for name in NAMES:
            window = opened(w, name)
            assert window is not None, name
            qtbot.waitExposed(window)
            QApplication.processEvents()
            frame = window.frameGeometry()
            assert frame.height() <= screen.height() and frame.width() <= screen.width(), (
                f"{name}: its frame {frame.size().toTuple()} on a {screen.size().toTuple()} screen"
            )
            extra = frame.size() - window.size()
            least = window.minimumSize() + extra
            assert least.height() <= screen.height() and least.width() <= screen.width(), (
                f"{name} cannot shrink to the screen: {least.toTuple()}"
            )
            if window is not w:
                window.close()
        for r in w.replays:
            r.close()
    finally:
        apply_ui_scale(1.0)


def test_the_question_at_start_is_asked_at_the_chosen_text_size(qtbot, tmp_path, monkeypatch):
    """The resume dialog (and anything else asked before the table shows) is made with the
    text size saved last time, not at 100% before it."""
    from PySide6.QtWidgets import QApplication
    from table_driver import app_window

    from sf_desktop.app import first_game
    from sf_desktop.storage.settings import Settings, save_settings

    save_settings(Settings(ui_scale=2.0), tmp_path / "config")
    apply_ui_scale(1.0)
    usual = QApplication.font().pointSizeF()
    asked: list[float] = []
    real = first_game.start_session

    def start_session(*args, **kwargs):
        asked.append(QApplication.font().pointSizeF())
        return real(*args, **kwargs)

    monkeypatch.setattr(first_game, "start_session", start_session)
    try:
        w = app_window(tmp_path)
        qtbot.addWidget(w)
        assert asked == [pytest.approx(2 * usual)]
        w.model.shutdown()
    finally:
        apply_ui_scale(1.0)
