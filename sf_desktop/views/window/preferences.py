"""The window's side of the settings: what it restores on start and writes back when it changes.

Window geometry and the docks and toolbars are restored on start and saved on close; the
animation speed is saved when the View menu changes it; the seats of the last new game become
the new-game dialog's defaults (the main window asks for these, :meth:`MainWindow.remember`);
the recent files, the text size, the palette and the language live here too, kept by whoever
changes them through the narrow :class:`Prefs`. Reading never fails
(:func:`settings.load_settings`) and a failed write is only logged: a preference is never worth
an error box.
"""

from __future__ import annotations

import base64
import logging
import math
import os
from pathlib import Path
from typing import Any, Protocol

import attrs
from PySide6.QtCore import QByteArray, QEvent, QObject
from PySide6.QtWidgets import QMainWindow

from ...model.record import Seat
from ...session.game_model import trusted_kind
from ...storage.paths import config_dir
from ...storage.settings import FILE_NAME, Settings, load_settings, save_settings
from ..dialogs.game_dialogs import Setup

log = logging.getLogger(__name__)

# The View menu's speeds as the settings' multiplier (2 = twice as fast; the animator's factor
# is the inverse, a duration multiplier).
SPEED_VALUES: dict[str, float] = {"off": 0.0, "fast": 2.0, "normal": 1.0, "slow": 0.6}


def speed_name(multiplier: float) -> str:
    """The View menu's speed nearest to a multiplier from the settings."""
    if multiplier <= 0:
        return "off"
    named = {n: v for n, v in SPEED_VALUES.items() if v > 0}
    return min(named, key=lambda n: abs(math.log(named[n] / multiplier)))


def _encode(data: QByteArray) -> str:
    return base64.b64encode(bytes(data.data())).decode("ascii")


def _decode(text: str) -> QByteArray:
    return QByteArray(base64.b64decode(text)) if text else QByteArray()


class Prefs(Protocol):
    """Where a part of the window keeps the choices made in it: the settings as they stand, and
    a way to change some of them."""

    settings: Settings

    def update(self, **changes: Any) -> object: ...


class Preferences(QObject):
    """Loads the settings once, restores a window from them, and saves each change."""

    def __init__(self, folder: str | os.PathLike[str] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = Path(folder) if folder is not None else config_dir()
        self.found = (self.folder / FILE_NAME).is_file()
        self.settings: Settings = load_settings(self.folder)
        self._window: QMainWindow | None = None

    # -- on start

    def keep_window(self, window: QMainWindow) -> None:
        """Give ``window`` its last size and docks back, and remember them when it closes."""
        s = self.settings
        if s.window_geometry:
            window.restoreGeometry(_decode(s.window_geometry))
        if s.window_state:
            window.restoreState(_decode(s.window_state))
        self._window = window
        window.installEventFilter(self)

    @property
    def speed(self) -> str:
        """The View menu's animation speed to start with."""
        return speed_name(self.settings.animation_speed)

    def last_setup(self) -> Setup | None:
        """The last new game's seats (None before the first one). A kind the app does not
        ship (the file may have been edited) becomes a person."""
        if not self.found:
            return None
        return Setup(tuple(Seat(s.name, trusted_kind(s.kind)) for s in self.settings.last_seats))

    # -- changes

    def update(self, **changes: Any) -> None:
        settings = attrs.evolve(self.settings, **changes)
        if settings == self.settings and self.found:
            return
        self.settings = settings
        try:
            save_settings(settings, self.folder)
        except OSError as exc:
            log.warning("settings not saved: %s", exc)
            return
        self.found = True

    def remember_speed(self, name: str) -> None:
        """The View menu's speed ``name`` from now on."""
        self.update(animation_speed=SPEED_VALUES[name])

    def remember_seats(self, setup: Setup) -> None:
        """The seats of a new game: the next new game's defaults."""
        self.update(last_seats=tuple(setup.seats))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        window = self._window
        if window is not None and watched is window and event.type() == QEvent.Type.Close:
            self.update(
                window_geometry=_encode(window.saveGeometry()),
                window_state=_encode(window.saveState()),
            )
        return False
