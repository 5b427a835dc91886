"""Shared test set-up: the project's folders, a reproducible hypothesis profile, a random-game
driver and the game windows of the GUI tests (built on ``table_driver``). (Test files in
sub-folders import these names with ``from conftest import ...``.)"""

from __future__ import annotations

import os

# Headless unless the caller chose a platform: a bare ``pytest`` runs as ``make test`` does. Set
# before anything imports Qt (Qt reads it when the application object is made).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs
import pytest
from hypothesis import settings

from sf_desktop.model.actions import Action
from sf_desktop.model.events import Event
from sf_desktop.model.rules import apply, legal_actions, new_game
from sf_desktop.model.state import GameState

if TYPE_CHECKING:
    from sf_desktop.views.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"
# Qt's offscreen platform on Windows reads fonts only from QT_QPA_FONTDIR: without it the
# tests would measure and draw text in no font at all. Windows' own font folder, as the
# self-test does.
if sys.platform == "win32":
    os.environ.setdefault("QT_QPA_FONTDIR", str(Path(os.environ.get("WINDIR", r"C:\Windows")) / "Fonts"))

# Derandomized and without an example database: every run, here or in CI, tries the same cases.
settings.register_profile("sf", derandomize=True, database=None, deadline=None)
settings.load_profile("sf")

# Every decision moves the game on: at most 87 draws and puts, at most as many takes as puts,
# at most 93 placements and one stop per take, a few bonus choices and spends. Far below this.
MAX_DECISIONS = 1000


@attrs.frozen
class RandomGame:
    """A game of uniformly random legal decisions: ``states[i + 1] = apply(states[i], actions[i])``."""

    states: tuple[GameState, ...]
    actions: tuple[Action, ...]
    events: tuple[tuple[Event, ...], ...]

    @property
    def final(self) -> GameState:
        return self.states[-1]


def play_random_game(num_players: int, seed: int, deck: Sequence[int] | None = None) -> RandomGame:
    """Play a seeded game to its end, choosing uniformly among the legal actions."""
    rng = random.Random(seed)
    state = new_game(num_players, seed, deck=deck)
    states, actions, events = [state], [], []
    while not state.is_over:
        assert len(actions) < MAX_DECISIONS, f"game {num_players}p seed {seed} does not end"
        legal = legal_actions(state)
        assert legal, f"no legal action in phase {state.phase!r} but the game is not over"
        action = rng.choice(legal)
        state, happened = apply(state, action)
        states.append(state)
        actions.append(action)
        events.append(tuple(happened))
    return RandomGame(tuple(states), tuple(actions), tuple(events))


@pytest.fixture(scope="session")
def random_game() -> Callable[..., RandomGame]:
    """``random_game(num_players, seed, deck=None)``: a whole random game, every state kept."""
    return play_random_game


# ---------------------------------------------------------------------------- game windows
# (table_driver, and the views with it, are imported only when a test asks for a window)


@pytest.fixture(autouse=True)
def cycles_collected_on_the_gui_thread(request) -> Iterator[None]:
    """Once a test of Qt things (one that uses qtbot) has made the application, Python's
    collector runs as in the app (``app/collector.py``): on the GUI thread, between events,
    never by itself on a worker thread or inside a Qt object's destructor, where it can freeze
    the process. After every test it collects too, for tests that run no events."""
    if "qtbot" in request.fixturenames:
        from sf_desktop.app.collector import collect_on_gui_thread

        collect_on_gui_thread(request.getfixturevalue("qapp"))
    yield
    if "sf_desktop.app.collector" in sys.modules:
        from PySide6.QtCore import QCoreApplication

        from sf_desktop.app.collector import GuiThreadCollector

        app = QCoreApplication.instance()
        found = app.findChild(GuiThreadCollector) if app is not None else None
        if found is not None:
            found.collect()


@pytest.fixture(autouse=True)
def no_window_outlives_its_test() -> Iterator[None]:
    """Every window a test leaves open (a score dialog, a replay: a main window's dialogs stay
    on screen when qtbot closes it) is closed after it, so that no later test finds it among
    the visible windows, nor measures it as its own."""
    yield
    widgets = sys.modules.get("PySide6.QtWidgets")
    app = widgets.QApplication.instance() if widgets is not None else None
    if app is None:
        return
    for left in app.topLevelWidgets():
        if left.isVisible():
            left.close()
            left.deleteLater()
    widgets.QApplication.processEvents()


def shown(qtbot, w: MainWindow, opened: list[MainWindow]) -> MainWindow:
    """``w`` shown and exposed, closed by qtbot and listed in ``opened`` (shut down after the test)."""
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    opened.append(w)
    return w


@pytest.fixture
def open_table(qtbot) -> Iterator[Callable[..., MainWindow]]:
    """``open_table(size=(1280, 720))``: a shown main window on a fresh game model, animations
    off (``size`` None: the window's own first size); its model shuts down after the test."""
    from table_driver import USUAL_SIZE, table_window

    opened: list[MainWindow] = []

    def open_one(size: tuple[int, int] | None = USUAL_SIZE) -> MainWindow:
        return shown(qtbot, table_window(size), opened)

    yield open_one
    for w in opened:
        w.model.shutdown()


@pytest.fixture
def window(open_table) -> MainWindow:
    """The usual table: a main window of 1280x720 pixels, animations off, no game yet."""
    return open_table()


@pytest.fixture
def open_app(qtbot, tmp_path) -> Iterator[Callable[..., MainWindow]]:
    """``open_app(size=(1280, 720), **create_window options)``: the window as the app opens it,
    on the test's private folders (``table_driver.app_window``), shown, animations off (``size``
    None: its own first size); its model shuts down after the test."""
    from table_driver import USUAL_SIZE, app_window

    opened: list[MainWindow] = []

    def open_one(size: tuple[int, int] | None = USUAL_SIZE, **kwargs: Any) -> MainWindow:
        w = app_window(tmp_path, **kwargs)
        w.set_speed("off")
        if size is not None:
            w.resize(*size)
        return shown(qtbot, w, opened)

    yield open_one
    for w in opened:
        w.model.shutdown()


@pytest.fixture
def english() -> Iterator[None]:
    """The app speaks English again after the test, whatever language the test chose (a test
    that made no application can have chosen none)."""
    yield
    from PySide6.QtCore import QCoreApplication

    from sf_desktop.words import languages

    if QCoreApplication.instance() is not None:
        languages.install_language("en")


@pytest.fixture
def private_home(tmp_path, monkeypatch) -> None:
    """The app's own folders (saves, settings, logs) under the test's ``tmp_path``: never the
    user's, whatever a test forgets to pass."""
    monkeypatch.setenv("SF_DESKTOP_HOME", str(tmp_path / "home"))
