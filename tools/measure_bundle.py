"""Measure what ``make package`` and ``make package-windows`` made: the downloads (tarball,
.deb, Windows installer), the installed sizes, and the time from starting the Linux bundle's
executable to the table painted in a usable window (the app quits right then).

    .venv/bin/python tools/measure_bundle.py [--runs 5]

Targets (never lowered): each download <= 30 MB, each installed app <= 80 MB, start to
painted table <= 1.5 s (median).

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


DOWNLOAD_MB = 30.0
INSTALLED_MB = 80.0
START_S = 1.5


def verdict(value: float, target: float) -> str:
    return f"(target <= {target:g}: {'met' if value <= target else 'NOT met'})"


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
    installed = folder_mb(APP.parent)
    print(f"bundle installed: {installed:.1f} MB in {APP.parent} {verdict(installed, INSTALLED_MB)}")
    dist = ROOT / "dist"
    for download in sorted([*dist.glob("*.tar.*"), *dist.glob("*.deb"), *dist.glob("windows/*-setup.exe")]):
        size = download.stat().st_size / 1e6
        print(f"download: {size:.1f} MB {download.relative_to(dist)} {verdict(size, DOWNLOAD_MB)}")
    for deb in sorted(dist.glob("*.deb")):
        fields = subprocess.run(
            ["dpkg-deb", "-f", str(deb), "Installed-Size"], check=False, capture_output=True, text=True
        )
        if fields.returncode == 0:
            size = int(fields.stdout.strip().rsplit(":", 1)[-1]) * 1024 / 1e6
            print(f".deb installed: {size:.1f} MB {verdict(size, INSTALLED_MB)}")
    windows = dist / "windows" / "sf-desktop"
    if windows.is_dir():
        size = folder_mb(windows)
        print(f"Windows app installed: {size:.1f} MB {verdict(size, INSTALLED_MB)}")
    times = launch_seconds([str(APP), "--quit-when-shown"], args.runs)
    runs = ", ".join(f"{t:.2f}" for t in times)
    median = statistics.median(times)
    print(
        f"launch to painted table: median {median:.2f} s of {args.runs} ({runs}) {verdict(median, START_S)}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
