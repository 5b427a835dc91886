"""Where the app keeps its files on each system (platformdirs), in one place.

Each folder can be moved by an environment variable (tests, portable installs):
``SF_DESKTOP_DATA_DIR``, ``SF_DESKTOP_CONFIG_DIR``, ``SF_DESKTOP_LOG_DIR``, or
``SF_DESKTOP_HOME`` for all three at once (as ``data/``, ``config/`` and ``log/`` in it).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "SF Desktop"
DATA_DIR_ENV = "SF_DESKTOP_DATA_DIR"
CONFIG_DIR_ENV = "SF_DESKTOP_CONFIG_DIR"
LOG_DIR_ENV = "SF_DESKTOP_LOG_DIR"
HOME_ENV = "SF_DESKTOP_HOME"


def _dir(kind: str, env: str) -> Path:
    override = os.environ.get(env)
    if override:
        return Path(override)
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / kind
    return Path(getattr(platformdirs, f"user_{kind}_dir")(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Autosaves, finished-game records, statistics (not created here)."""
    return _dir("data", DATA_DIR_ENV)


def config_dir() -> Path:
    """Settings (not created here)."""
    return _dir("config", CONFIG_DIR_ENV)


def log_dir() -> Path:
    """The log file (not created here)."""
    return _dir("log", LOG_DIR_ENV)
