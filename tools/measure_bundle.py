"""Measure the bundle made by ``make package``: its size, and the time from starting its
executable to the table painted in a usable window (the app quits right then).

    .venv/bin/python tools/measure_bundle.py [--runs 5]

Runs under whatever platform Qt finds: an X server (``xvfb-run``) or ``QT_QPA_PLATFORM=offscreen``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "dist" / "sf-desktop" / ("sf-desktop.exe" if sys.platform == "win32" else "sf-desktop")


def folder_mb(folder: Path) -> float:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file() and not f.is_symlink()) / 1e6


def launch_seconds(command: list[str], runs: int) -> list[float]:
    """Wall time of ``command`` (which ends with ``--quit-when-shown``) from start to exit, each
    run a first start with no saves; quitting adds a few tens of milliseconds."""
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="sf-bundle-") as home:  # a first start: no saves
            env = {**os.environ, "SF_DESKTOP_HOME": home}
            start = time.perf_counter()
            subprocess.run(command, env=env, check=True, capture_output=True, timeout=60)
            times.append(time.perf_counter() - start)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if not APP.exists():
        print(f"no bundle at {APP}: run make package first", file=sys.stderr)
        return 2
    print(f"bundle: {folder_mb(APP.parent):.1f} MB in {APP.parent}")
    for tarball in sorted((ROOT / "dist").glob("*.tar.gz")):
        print(f"tarball: {tarball.stat().st_size / 1e6:.1f} MB {tarball.name}")
    times = launch_seconds([str(APP), "--quit-when-shown"], args.runs)
    runs = ", ".join(f"{t:.2f}" for t in times)
    print(f"launch to painted table: median {statistics.median(times):.2f} s of {args.runs} ({runs})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
