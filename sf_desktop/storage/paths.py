"""Where the app keeps its files on each system (platformdirs), in one place.

Each folder can be moved by an environment variable (tests, portable installs):
``SF_DESKTOP_DATA_DIR``, ``SF_DESKTOP_CONFIG_DIR``, ``SF_DESKTOP_LOG_DIR``,
``SF_DESKTOP_SAVES_DIR``, or ``SF_DESKTOP_HOME`` for all four at once (as ``data/``,
``config/``, ``log/`` and ``saves/`` in it).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "SF Desktop"
DATA_DIR_ENV = "SF_DESKTOP_DATA_DIR"
CONFIG_DIR_ENV = "SF_DESKTOP_CONFIG_DIR"
LOG_DIR_ENV = "SF_DESKTOP_LOG_DIR"
SAVES_DIR_ENV = "SF_DESKTOP_SAVES_DIR"
SAVES_FOLDER = "San Francisco"  # in the player's documents folder
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


def saves_dir() -> Path:
    """Where Save and Open start: a folder of the player's own documents, where people look for
    their files (not created here). The app's data folder when the system names no documents
    folder, so that a file dialog never starts in the current directory."""
    override = os.environ.get(SAVES_DIR_ENV)
    if override:
        return Path(override)
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "saves"
    documents = platformdirs.user_documents_dir()
    if documents and Path(documents).is_absolute():
        return Path(documents) / SAVES_FOLDER
    return data_dir() / "saves"
