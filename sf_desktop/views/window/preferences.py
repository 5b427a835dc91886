"""The window's side of the settings: what it restores on start and writes back when it changes.

Window geometry and the docks and toolbars are restored on start and saved on close; the
animation speed is saved when the View menu changes it; the seats of the last new game become
the new-game dialog's defaults; the recent files live here too (``FileActions`` keeps them).
Reading never fails (:func:`settings.load_settings`) and a failed write is only logged: a
preference is never worth an error box.
"""

from __future__ import annotations

import base64
import logging
import math
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs
from PySide6.QtCore import QByteArray, QEvent, QObject

from ...model.record import Seat
from ...session.game_model import trusted_kind
from ...storage.paths import config_dir
from ...storage.settings import FILE_NAME, Settings, load_settings, save_settings
from ..dialogs.game_dialogs import Setup

if TYPE_CHECKING:
    from .main_window import MainWindow

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


class Preferences(QObject):
    """Loads the settings once, applies them to the window, and saves each change."""

    def __init__(self, window: MainWindow, folder: str | os.PathLike[str] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.folder = Path(folder) if folder is not None else config_dir()
        self.found = (self.folder / FILE_NAME).is_file()
        self.settings: Settings = load_settings(self.folder)

    # -- on start

    def apply(self) -> None:
        """Restore the window and the speed; remember changes from now on."""
        w = self.window
        s = self.settings
        if s.window_geometry:
            w.restoreGeometry(_decode(s.window_geometry))
        if s.window_state:
            w.restoreState(_decode(s.window_state))
        w.set_speed(speed_name(s.animation_speed))
        last = self.last_setup()
        if last is not None:
            w.setup = last
        for name, action in w.speed_actions.items():
            action.triggered.connect(lambda _=False, n=name: self.update(animation_speed=SPEED_VALUES[n]))
        w.model.game_started.connect(self._on_game_started)
        w.installEventFilter(self)

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

    def _on_game_started(self) -> None:
        model = self.window.model
        if model.has_game and not model.record.actions:  # a new game, not a loaded one
            self.update(last_seats=tuple(self.window.setup.seats))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.update(
                window_geometry=_encode(self.window.saveGeometry()),
                window_state=_encode(self.window.saveState()),
            )
        return False
