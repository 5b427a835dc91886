"""``--self-test`` from source: the same checks the bundle runs, and a failure reported."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from sf_desktop.app import selftest
from sf_desktop.words import languages


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("SF_DESKTOP_HOME", str(tmp_path / "home"))


def test_self_test_passes_from_source(qapp) -> None:
    lines: list[str] = []
    assert selftest.run_self_test(lines.append) == 0
    (line,) = lines
    assert line.startswith("self-test ok: deck 87 cards, reference save")
    assert (
        "table rendered 1280x720" in line
        and "languages 3" in line
        and "AI levels 5, worker process answered" in line
    )
    assert languages.current_language() == "en"


def test_self_test_reports_a_missing_catalogue(qapp, monkeypatch) -> None:
    monkeypatch.setattr(languages, "catalogue_bytes", lambda code: None)
    lines: list[str] = []
    assert selftest.run_self_test(lines.append) == 1
    (line,) = lines
    assert line.startswith("self-test FAILED: no catalogue for es")
    assert "table rendered" in line  # the checks before it passed


def test_quit_when_shown_paints_the_table_and_exits(tmp_path) -> None:
    """The launch-timing switch of tools/measure_bundle.py: a real start that ends by itself."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SF_DESKTOP_HOME": str(tmp_path / "home")}
    result = subprocess.run(
        [sys.executable, "-m", "sf_desktop", "--quit-when-shown"],
        check=False,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Traceback" not in result.stderr
