"""Where the app keeps its files on each system (platformdirs), in one place.

Set ``SF_DESKTOP_HOME`` to keep everything under one folder instead (tests, portable use).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "SF Desktop"


def _dir(kind: str) -> Path:
    home = os.environ.get("SF_DESKTOP_HOME")
    if home:
        path = Path(home) / kind
    else:
        path = Path(getattr(platformdirs, f"user_{kind}_dir")(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    """Autosaves, finished-game records, statistics."""
    return _dir("data")


def config_dir() -> Path:
    """Settings."""
    return _dir("config")


def log_dir() -> Path:
    return _dir("log")
