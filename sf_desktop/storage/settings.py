"""The player's preferences, kept as JSON in the user config folder (no Qt here).

Reading never fails: each field that is missing, of the wrong type or out of range falls back
to its default on its own, so one bad value costs only that value. Writing is atomic.

    settings = load_settings()                      # or load_settings(folder)
    settings = attrs.evolve(settings, ui_scale=1.25)
    save_settings(settings)
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import json
import logging
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs

from ..model.record import Seat
from ..model.save_format import SaveError, UnreadableSaveError, parse_bytes
from .paths import config_dir
from .save_files import atomic_write, keep_copy, quarantine, read_bounded

log = logging.getLogger(__name__)

FILE_NAME = "settings.json"
SETTINGS_VERSION = 1
MAX_GEOMETRY_CHARS = 8192
ANIMATION_SPEEDS = (0.0, 4.0)  # 0 = no animation, 1 = normal, 2 = twice as fast ...
UI_SCALES = (0.5, 3.0)
MAX_RECENT_FILES = 8
MAX_PATH_CHARS = 4096
MAX_SERVERS = 8  # game servers remembered for joining
MAX_ADDRESS_CHARS = 300
MAX_ONLINE_NAME = 40
_LANGUAGE = re.compile(r"[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]{2,8})?")


def _default_seats() -> tuple[Seat, ...]:
    """You against Ada at Medium, as the first launch's welcome offers: an AI's name is a name
    in every language ("Computer" stayed English at a Spanish table), and "You" is said in the
    language shown (``words.people``)."""
    return (Seat("You", "human"), Seat("Ada", "medium"))


@attrs.frozen
class Settings:
    animation_speed: float = 1.0  # multiplier; 0 turns animations off
    window_geometry: str = ""  # base64 of QWidget.saveGeometry(); "" = let the window choose
    window_state: str = ""  # base64 of QMainWindow.saveState()
    last_seats: tuple[Seat, ...] = attrs.field(factory=_default_seats)  # the last game's set-up
    language: str = ""  # "" = the system's; else a code such as "en", "es", "it", "pt_BR"
    ui_scale: float = 1.0
    colour_blind_palette: bool = False
    recent_files: tuple[str, ...] = ()  # games opened or saved lately, newest first
    online_name: str = ""  # the name friends see in online games ("" = ask)
    online_server: str = ""  # the game server to create online games on ("" = host them here)
    online_servers: tuple[str, ...] = ()  # servers joined lately, newest first

    def to_json(self) -> dict[str, Any]:
        return {
            "version": SETTINGS_VERSION,
            "animation_speed": self.animation_speed,
            "window_geometry": self.window_geometry,
            "window_state": self.window_state,
            "last_seats": [{"name": s.name, "kind": s.kind} for s in self.last_seats],
            "language": self.language,
            "ui_scale": self.ui_scale,
            "colour_blind_palette": self.colour_blind_palette,
            "recent_files": list(self.recent_files),
            "online_name": self.online_name,
            "online_server": self.online_server,
            "online_servers": list(self.online_servers),
        }


DEFAULTS = Settings()


# ---------------------------------------------------------------------------- one reader per field


def _number(value: Any, low: float, high: float) -> float:
    if type(value) not in (int, float) or not low <= value <= high:
        raise ValueError(f"a number from {low:g} to {high:g} is expected")
    return float(value)


def _base64(value: Any) -> str:
    if not isinstance(value, str) or len(value) > MAX_GEOMETRY_CHARS:
        raise ValueError("a base64 text is expected")
    if value:
        try:
            base64.b64decode(value, validate=True)
        except (binascii.Error, ValueError):
            raise ValueError("not base64") from None
    return value


def _seats(value: Any) -> tuple[Seat, ...]:
    if not isinstance(value, list) or not 2 <= len(value) <= 4:
        raise ValueError("2 to 4 seats are expected")
    seats = []
    for s in value:
        if not (isinstance(s, dict) and isinstance(s.get("name"), str) and isinstance(s.get("kind"), str)):
            raise ValueError("a seat needs a name and a kind")
        if not (0 < len(s["name"]) <= 100 and 0 < len(s["kind"]) <= 200):
            raise ValueError("a seat's name or kind has a bad length")
        seats.append(Seat(s["name"], s["kind"]))
    return tuple(seats)


def _language(value: Any) -> str:
    if not isinstance(value, str) or (value and not _LANGUAGE.fullmatch(value)):
        raise ValueError("a language code is expected")
    return value


def _flag(value: Any) -> bool:
    if type(value) is not bool:
        raise ValueError("true or false is expected")
    return value


def _paths(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(
        isinstance(p, str) and 0 < len(p) <= MAX_PATH_CHARS for p in value
    ):
        raise ValueError("a list of file paths is expected")
    return tuple(dict.fromkeys(value))[:MAX_RECENT_FILES]


def _short_text(limit: int) -> Callable[[Any], str]:
    def read(value: Any) -> str:
        if not isinstance(value, str) or len(value) > limit or not value.isprintable():
            raise ValueError(f"a printable text of at most {limit} characters is expected")
        return value.strip()

    return read


def _addresses(value: Any) -> tuple[str, ...]:
    read = _short_text(MAX_ADDRESS_CHARS)
    if not isinstance(value, list):
        raise ValueError("a list of server addresses is expected")
    return tuple(dict.fromkeys(a for a in map(read, value) if a))[:MAX_SERVERS]


READERS = {
    "animation_speed": lambda v: _number(v, *ANIMATION_SPEEDS),
    "window_geometry": _base64,
    "window_state": _base64,
    "last_seats": _seats,
    "language": _language,
    "ui_scale": lambda v: _number(v, *UI_SCALES),
    "colour_blind_palette": _flag,
    "recent_files": _paths,
    "online_name": _short_text(MAX_ONLINE_NAME),
    "online_server": _short_text(MAX_ADDRESS_CHARS),
    "online_servers": _addresses,
}


def settings_from_json(data: Any) -> tuple[Settings, list[str]]:
    """Settings from parsed JSON, each bad field replaced by its default; and what was wrong."""
    if not isinstance(data, dict):
        return DEFAULTS, ["the settings file does not hold a JSON object; every setting is back to default"]
    values: dict[str, Any] = {}
    problems = []
    for name, read in READERS.items():
        if name not in data:
            continue
        try:
            values[name] = read(data[name])
        except (ValueError, TypeError) as exc:
            problems.append(f"{name}: {exc}; the default is used")
    return Settings(**values), problems


def read_settings(path: Path) -> tuple[Settings, list[str]]:
    """Settings from a file, never failing: defaults (per field) and the list of problems.

    A file that is not JSON at all, or not an object, is set aside as
    ``settings.json.damaged-<time>``; one read only in part (a bad field, a newer version's
    file) is copied there, since the next save writes back only what was read.
    """
    try:
        data = parse_bytes(read_bounded(path, 100_000), path)
    except SaveError as exc:
        if not path.exists():
            return DEFAULTS, []
        if not isinstance(exc, UnreadableSaveError):
            with contextlib.suppress(OSError):
                quarantine(path)
        return DEFAULTS, [exc.reason]
    settings, problems = settings_from_json(data)
    version = data.get("version") if isinstance(data, dict) else None
    newer = type(version) is int and version > SETTINGS_VERSION
    if newer:
        problems.append(f"the settings are of a newer version ({version}); what this one knows is used")
    if problems:
        with contextlib.suppress(OSError):
            (quarantine if not isinstance(data, dict) else keep_copy)(path)
    return settings, problems


def load_settings(folder: str | os.PathLike[str] | None = None) -> Settings:
    folder = Path(folder) if folder is not None else config_dir()
    settings, problems = read_settings(folder / FILE_NAME)
    for problem in problems:
        log.warning("settings %s: %s", folder / FILE_NAME, problem)
    return settings


def save_settings(settings: Settings, folder: str | os.PathLike[str] | None = None) -> Path:
    folder = Path(folder) if folder is not None else config_dir()
    path = folder / FILE_NAME
    text = json.dumps(settings.to_json(), indent=2, ensure_ascii=False) + "\n"
    atomic_write(path, text.encode())
    return path
