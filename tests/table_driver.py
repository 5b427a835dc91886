"""Driving the game window as a player would, for the GUI tests and for the tools that take
pictures of it or measure it: open a window, wait until the table is still, find a position
worth showing, and press, drag and click with real mouse events on the view.

Plain functions (no pytest): the tools import them after ``sys.path.insert(0, str(ROOT /
"tests"))``; the tests' fixtures in ``conftest.py`` build on them.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem

from sf_desktop.app.window import create_window
from sf_desktop.model.actions import Action
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.rules import apply, legal_actions
from sf_desktop.session.game_model import GameModel
from sf_desktop.storage.save_store import SaveStore
from sf_desktop.views.window.main_window import MainWindow
from sf_desktop.words import languages

USUAL_SIZE = (1280, 720)

# ---------------------------------------------------------------------------- opening a window


def table_window(size: tuple[int, int] | None = USUAL_SIZE, speed: str = "off") -> MainWindow:
    """A main window on a fresh game model (not shown yet): animations at ``speed``, ``size``
    pixels (None: the window's own first size). It speaks English unless a language was
    chosen before, as the app always speaks one: without a catalogue Qt would write every
    plural as its source ("took column 1: 1 cards")."""
    if not languages.current_language():
        languages.install_language("en")
    w = MainWindow(GameModel())
    w.set_speed(speed)
    if size is not None:
        w.resize(*size)
    return w


def app_window(folder: Path, **kwargs: Any) -> MainWindow:
    """The window as the app opens it (not shown yet), on private folders under ``folder``:
    saves in ``data``, settings in ``config``. The AI thinks in the window's process and no
    unfinished game is resumed, unless ``kwargs`` say otherwise."""
    kwargs.setdefault("store", SaveStore(folder / "data"))
    kwargs.setdefault("settings_dir", folder / "config")
    kwargs.setdefault("ai_processes", False)
    kwargs.setdefault("resume", False)
    _, w = create_window([], **kwargs)
    return w


# ---------------------------------------------------------------------------- waiting


def table_still(w: MainWindow) -> bool:
    """Nothing moves on the table and a person is to move (or the game is over)."""
    m = w.model
    return not w.animator.busy and (m.human_to_move or m.state.is_over)


def settle(qtbot: Any, w: MainWindow, timeout: int = 10000) -> None:
    """Wait (at most ``timeout`` ms) until the table is still and it is a person's move."""
    qtbot.waitUntil(lambda: table_still(w), timeout=timeout)


def pump_until(until: Callable[[], bool], seconds: float, pause: float = 0.002) -> bool:
    """Run the Qt event loop until ``until()`` holds (True) or ``seconds`` have passed (False):
    the waiting of a tool, which has no ``qtbot``."""
    deadline = time.monotonic() + seconds
    while not until():
        if time.monotonic() > deadline:
            return False
        QApplication.processEvents()
        time.sleep(pause)
    return True


# ---------------------------------------------------------------------------- positions


def record_until(test: Callable[[Sequence[Action]], bool], seed: int = 2) -> GameRecord:
    """A two-person game played at random until ``test(legal actions)`` holds."""
    record = GameRecord.new((Seat("Ana", "human"), Seat("Ben", "human")), seed)
    state, rng = record.initial_state(), random.Random(seed)
    while not test(legal_actions(state)):
        action = rng.choice(legal_actions(state))
        state, _ = apply(state, action)
        record = record.with_action(action)
    return record


# ---------------------------------------------------------------------------- the mouse


def vp_point(w: MainWindow, scene_point: QPointF) -> QPoint:
    """Where a point of the table lies on the view's viewport."""
    return w.view.mapFromScene(scene_point)


def press(w: MainWindow, at: QPointF) -> None:
    QTest.mousePress(
        w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, vp_point(w, at)
    )


def move(w: MainWindow, at: QPointF) -> None:
    """A move with the left button held (QTest.mouseMove cannot hold a button)."""
    vp = w.view.viewport()
    p = QPointF(vp_point(w, at))
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        p,
        QPointF(vp.mapToGlobal(p)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(vp, event)


def release(w: MainWindow, at: QPointF) -> None:
    QTest.mouseRelease(
        w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, vp_point(w, at)
    )


def drag(w: MainWindow, start: QPointF, end: QPointF, steps: int = 10) -> None:
    """A real drag: press, several moves with the button held, release."""
    press(w, start)
    for i in range(1, steps + 1):
        move(w, start + (end - start) * (i / steps))
    release(w, end)


def click(w: MainWindow, at: QPointF) -> None:
    QTest.mouseClick(
        w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, vp_point(w, at)
    )


def click_item(w: MainWindow, item: QGraphicsItem) -> None:
    """A click in the middle of a table item."""
    click(w, item.mapToScene(item.boundingRect().center()))
