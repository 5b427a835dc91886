"""Logging to a file in the user log folder: a windowed build has no console to print to."""

from __future__ import annotations

import logging
import os
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from .paths import log_dir

log = logging.getLogger("sf_desktop")


def setup_logging(level: int = logging.INFO) -> Path:
    """Send the app's log (and any uncaught exception) to ``sf-desktop.log``; returns its path."""
    if sys.stdout is None:  # windowed Windows build: print() would fail
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    folder = log_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "sf-desktop.log"
    root = logging.getLogger()
    if not any(isinstance(h, RotatingFileHandler) for h in root.handlers):
        handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
    root.setLevel(level)

    def log_uncaught(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        log.critical("uncaught exception", exc_info=(kind, value, tb))
        sys.__excepthook__(kind, value, tb)

    sys.excepthook = log_uncaught
    return path
