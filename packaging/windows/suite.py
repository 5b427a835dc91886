"""The project's test suite on the Windows Python, run on Linux under Wine.

    python packaging/windows/suite.py [-m MARKERS] [--timeout SECONDS] [TEST_FILE ...]

The bundle's checks (tests/packaging/test_windows_package.py) prove the frozen app; this runs the tests
themselves on Windows' CPython, where paths, file locking, encodings and console scripts
differ. It reuses the Windows build's downloads and embeddable CPython
(packaging/windows/build.py), in a copy that also holds pytest, pytest-qt, hypothesis and a
wheel of the app built from this tree, and a Wine prefix of its own (``prefix-suite`` in the
cache: its Windows environment sets Qt's offscreen platform, since Wine drops the QT_*
variables of the Unix one, and ending a hung file ends every program of that prefix, so a
build using the build's prefix meanwhile is not touched), with DejaVu fonts in its font
folder. Each test file runs in its own Windows process, so a hang costs that file only.
Per file, the output and a JUnit XML go to build/windows/suite/; one line per file and the
totals are printed.
Default: every tests/**/test_*.py, ``-m "not slow"``, 600 s per file.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from build import FONTS, PY_MINOR, ROOT, WindowsBuild, cache_dir, pip_download, say  # noqa: E402
from wine import Wine, missing_host_tools, windows_path  # noqa: E402

TEST_PACKAGES = ("pytest", "pytest-qt", "hypothesis", "colorama")  # colorama: pytest on Windows
OUT = ROOT / "build" / "windows" / "suite"
ENVIRONMENT_KEY = "HKCU\\Environment"


def python_for_tests(build: WindowsBuild) -> Path:
    """A copy of the build's Windows Python with the test tools (made once per cache key)."""
    python = build.cache / f"python-tests-{build.key}"
    done = python / ".complete"
    if done.exists():
        return python
    say("a Windows Python for the tests: the build's, with pytest, pytest-qt and hypothesis")
    wheels = build.cache / f"test-wheels-{build.key}"
    target = [
        "--only-binary=:all:",
        "--platform",
        "win_amd64",
        "--python-version",
        PY_MINOR,
        "--implementation",
        "cp",
    ]
    pip_download(wheels, *target, "-c", str(ROOT / "constraints.txt"), *TEST_PACKAGES)
    shutil.rmtree(python, ignore_errors=True)
    shutil.copytree(build.python, python)
    pip_install(build, python, "--find-links", windows_path(wheels), *TEST_PACKAGES)
    done.touch()
    return python


def pip_install(build: WindowsBuild, python: Path, *args: str) -> None:
    (pip_wheel,) = build.wheels.glob("pip-*.whl")
    result = build.wine.run(
        [
            str(python / "python.exe"),
            windows_path(pip_wheel) + "\\pip",
            "install",
            "--no-index",
            "--find-links",
            windows_path(build.wheels),
            "--no-warn-script-location",
            "--disable-pip-version-check",
            *args,
        ],
        cwd=build.cache,
    )
    if result.returncode != 0:
        raise SystemExit(f"pip install under Wine failed:\n{result.stdout[-3000:]}")


def install_app(build: WindowsBuild, python: Path) -> None:
    """The app's wheel, built from a copy of this tree (the tree itself is left as it is)."""
    with tempfile.TemporaryDirectory(prefix="sf-suite-") as scratch:
        source = Path(scratch) / "src"
        shutil.copytree(
            ROOT,
            source,
            ignore=shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info", "__pycache__"),
        )
        wheels = Path(scratch) / "wheels"
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "wheel",
                "-q",
                "--no-deps",
                "--disable-pip-version-check",
                "-w",
                str(wheels),
                str(source),
            ],
            check=True,
        )
        (wheel,) = wheels.glob("sf_desktop-*.whl")
        pip_install(build, python, "--force-reinstall", "--no-deps", windows_path(wheel))


def install_fonts(build: WindowsBuild) -> None:
    """DejaVu in the prefix's font folder: the tests' offscreen Qt reads fonts from there."""
    fonts = build.wine.drive_c / "windows" / "Fonts"
    fonts.mkdir(parents=True, exist_ok=True)
    for font in FONTS.glob("DejaVuSans*.ttf"):
        if not (fonts / font.name).exists():
            shutil.copy(font, fonts / font.name)


def counts(junit: Path) -> dict[str, int]:
    """Passed, failed (failures and errors) and skipped, from pytest's JUnit XML."""
    if not junit.exists():
        return {}
    suite = ET.parse(junit).getroot()
    suite = suite if suite.tag == "testsuite" else suite.find("testsuite")
    total, failed, errors, skipped = (
        int(suite.get(k, 0)) for k in ("tests", "failures", "errors", "skipped")
    )
    return {"passed": total - failed - errors - skipped, "failed": failed + errors, "skipped": skipped}


def run_to_exit(wine: Wine, program: list[str], cwd: Path, timeout: float) -> tuple[int | None, str]:
    """Like ``Wine.run``, but done when the program exits (None: killed at the timeout). A
    process the program leaves behind may hold its output pipe open, so waiting for the end
    of the output could last forever."""
    process = subprocess.Popen(
        ["wine", *program],
        env=wine.env,
        cwd=cwd,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    chunks: list[bytes] = []

    def read() -> None:
        chunks.extend(iter(lambda: process.stdout.read1(65536), b""))

    threading.Thread(target=read, daemon=True).start()
    try:
        code = process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        code = None
    time.sleep(1)  # the last output still in the pipe
    return code, b"".join(chunks).decode("utf-8", errors="replace")


def set_offscreen(wine: Wine, on: bool) -> None:
    """QT_QPA_PLATFORM=offscreen in the prefix's Windows environment (or taken out)."""
    value = ["/d", "offscreen"] if on else []
    run_to_exit(
        wine,
        ["reg", "add" if on else "delete", ENVIRONMENT_KEY, "/v", "QT_QPA_PLATFORM", *value, "/f"],
        ROOT,
        120,
    )


def run_file(build: WindowsBuild, python: Path, test_file: Path, markers: str, timeout: float) -> str:
    name = test_file.stem
    junit = OUT / f"{name}.xml"
    junit.unlink(missing_ok=True)
    set_offscreen(build.wine, True)
    command = [str(python / "python.exe"), "-m", "pytest", "-p", "no:cacheprovider", "-rA", "-q"]
    command += ["-m", markers, f"--junitxml={windows_path(junit)}", windows_path(test_file)]
    start = time.monotonic()
    code, output = run_to_exit(build.wine, command, ROOT, timeout)
    verdict = f"exit {code}"
    if code is None:
        verdict = f"TIMED OUT after {timeout:.0f} s"
        build.wine.stop()  # what the file left running (this prefix only)
    (OUT / f"{name}.log").write_text(output, encoding="utf-8")
    found = counts(junit)
    said = ", ".join(f"{n} {k}" for k, n in found.items() if n)
    said = said or ("nothing selected" if code == 5 else "no results")  # 5: pytest collected none
    return f"{name}: {said} ({verdict}, {time.monotonic() - start:.0f} s)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, help="test files (default: every tests/**/test_*.py)")
    parser.add_argument("-m", dest="markers", default="not slow", help='pytest markers (default: "not slow")')
    parser.add_argument("--timeout", type=float, default=600, help="seconds per test file")
    args = parser.parse_args(argv)
    missing = missing_host_tools()
    if missing:
        print(f"install first: apt-get install {' '.join(missing)}", file=sys.stderr)
        return 2
    files = [f.resolve() for f in args.files] or sorted((ROOT / "tests").rglob("test_*.py"))
    OUT.mkdir(parents=True, exist_ok=True)
    build = WindowsBuild(cache_dir())
    build.wine = Wine(build.cache / "prefix-suite")
    lines = []
    try:
        build.download()
        build.prepare_prefix()
        build.prepare_python()
        python = python_for_tests(build)
        install_fonts(build)
        install_app(build, python)
        for test_file in files:
            lines.append(run_file(build, python, test_file, args.markers, args.timeout))
            print(lines[-1], flush=True)
    finally:
        set_offscreen(build.wine, False)
        build.wine.stop()
    totals = {
        k: sum(counts(OUT / f"{f.stem}.xml").get(k, 0) for f in files)
        for k in ("passed", "failed", "skipped")
    }
    lines.append("total: " + ", ".join(f"{n} {k}" for k, n in totals.items()))
    (OUT / "summary.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(lines[-1])
    bad = [line for line in lines if "TIMED OUT" in line or "no results" in line]
    return 1 if totals["failed"] or bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
