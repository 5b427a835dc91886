"""The frozen app: build the one-folder bundle with PyInstaller and run its self-test.

Slow (about a minute), but part of ``make test`` whenever PyInstaller is installed: it is the
only proof that the bundle finds its resources through importlib.resources and starts.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytest.importorskip("PyInstaller")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle is built here"),
]


def test_bundle_builds_and_passes_its_self_test(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SF_DESKTOP_HOME": str(tmp_path / "home")}
    icons = tmp_path / "icons"
    subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "make_icons.py"), str(icons)], check=True, env=env
    )
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "ERROR",
            "--distpath",
            str(tmp_path / "dist"),
            "--workpath",
            str(tmp_path / "work"),
            str(ROOT / "packaging" / "sf_desktop.spec"),
        ],
        env={**env, "SF_DESKTOP_ICONS": str(icons)},
        capture_output=True,
        check=False,
        text=True,
        timeout=600,
    )
    assert build.returncode == 0, build.stderr[-3000:]
    app = tmp_path / "dist" / "sf-desktop" / "sf-desktop"
    assert app.exists()
    result = subprocess.run(
        [str(app), "--self-test"], check=False, env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stdout + result.stderr[-2000:]
    line = result.stdout.strip().splitlines()[-1]
    assert line.startswith("self-test ok"), line
    assert "deck 87 cards" in line and "table rendered" in line
    assert "languages 3" in line and "AI levels 5, worker process answered" in line
    # Started as a double-click starts it, the app is still up a few seconds later.
    started = subprocess.Popen([str(app)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        exited = started.wait(timeout=5)
    except subprocess.TimeoutExpired:
        exited = None
    finally:
        started.kill()
        # Killed, it leaves no AI worker behind: they too close the output pipes.
        _, errors = started.communicate(timeout=30)
    assert exited is None, errors[-2000:]
    assert "Traceback" not in errors, errors[-2000:]
    # Resources come from the bundle, not from the source tree.
    assert (tmp_path / "dist" / "sf-desktop" / "_internal" / "sf_desktop" / "resources" / "deck.csv").exists()
