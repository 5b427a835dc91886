"""The window of a player who hosts on this computer only (loopback), for the online views'
tests; its online play is shut down after."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "session"))

from app_online_helpers import host_on_loopback


@pytest.fixture
def app(open_app, monkeypatch):
    host_on_loopback(monkeypatch)
    w = open_app()
    yield w
    w.online.shutdown()
