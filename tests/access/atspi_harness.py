"""Running the app as a screen reader meets it: a real X server (Xvfb), a private session bus
(``dbus-run-session``) with the AT-SPI bus on it, Qt's accessibility on, and a reader
(:mod:`atspi_reader`, run by the system's Python with Debian's pyatspi) in a process of its own.

    result = run_with_reader(app_command, steps, home=tmp_path)

Everything is bounded in time; :func:`missing` says why it cannot run here (then the tests
skip with that reason). Also a script: ``python atspi_harness.py --stage CONFIG.json`` is the
part that runs inside the session bus (it starts the app and the reader and waits for them).
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from functools import cache
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SYSTEM_PYTHON = "/usr/bin/python3"
READER = HERE / "atspi_reader.py"
APP_NAME = "San Francisco Desktop"
NO_DISPLAY = "could not connect to display"  # Qt's words when its X server is not there
AFTER_THE_APP = 8.0  # seconds the reader may go on once the app has ended (its last steps)
# What CI installs for these tests (.ci/run), and what each gives.
PACKAGES = {
    "Xvfb": "xvfb",
    "xauth": "xauth",
    "dbus-run-session": "dbus",
    "/usr/libexec/at-spi-bus-launcher": "at-spi2-core",
}


@cache
def missing() -> str:
    """Why these tests cannot run here ("" when they can)."""
    if not sys.platform.startswith("linux"):
        return "AT-SPI is the Linux accessibility bus"
    for program, package in PACKAGES.items():
        if not (Path(program).exists() if program.startswith("/") else shutil.which(program)):
            return f"{program} is missing (apt-get install {package})"
    if not Path(SYSTEM_PYTHON).exists():
        return f"{SYSTEM_PYTHON} is missing (the reader runs on the system's Python)"
    probe = subprocess.run(
        [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, text=True, timeout=60, check=False
    )
    if probe.returncode != 0:
        return "pyatspi is missing from the system's Python (apt-get install python3-pyatspi)"
    sys.path.insert(0, str(ROOT))
    from sf_desktop.app.system_libs import missing_libraries

    libs = missing_libraries()
    if libs:
        return "Qt's X11 plugin lacks " + ", ".join(libs) + " (see the README's apt-get line)"
    return ""


ORCA = "orca"
SPOKEN = "SPEECH OUTPUT: '"  # how Orca's debug log gives each utterance it sends to speech
UTTERANCE = re.compile(r"^(.*?)'(?: voice=\S+)?\s*(?:\{.*\})?\s*$")


@cache
def orca_missing() -> str:
    """Why Orca cannot run here ("" when it can): the reader's own needs, then Orca."""
    if missing():
        return missing()
    if not shutil.which(ORCA):
        return "Orca is missing (apt-get install orca)"
    return ""


def orca_version() -> str:
    probe = subprocess.run([ORCA, "--version"], capture_output=True, text=True, timeout=60, check=False)
    return probe.stdout.strip().rsplit(" ", 1)[-1]


def utterance(rest: str) -> str:
    """The quoted text of a SPEECH OUTPUT line (then come a voice's name and its settings)."""
    found = UTTERANCE.match(rest.rstrip("\n"))
    return found.group(1) if found else rest


def spoken_lines(log: str) -> list[str]:
    """What Orca sent to speech, in order, from its debug log: each line's quoted text."""
    said = []
    for line in log.splitlines():
        at = line.find(SPOKEN)
        if at >= 0:
            said.append(utterance(line[at + len(SPOKEN) :]))
    return said


def display_free(number: int) -> bool:
    """No X server holds display ``number`` here: no lock file, and its abstract socket (shared
    by every container on this network, unlike /tmp) is not taken."""
    if Path(f"/tmp/.X{number}-lock").exists():
        return False
    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        probe.bind(f"\0/tmp/.X11-unix/X{number}")
    except OSError:
        return False
    finally:
        probe.close()
    return True


def start_xvfb(size: str = "1280x800x24", tries: int = 5) -> tuple[subprocess.Popen, str]:
    """An X server on a free display, far from the usual numbers: the process and its DISPLAY.
    It is ready when its socket is there."""
    rng = random.Random()
    for _ in range(tries):
        number = rng.randrange(200, 900)
        if not display_free(number):
            continue
        server = subprocess.Popen(
            ["Xvfb", f":{number}", "-screen", "0", size, "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 20
        while server.poll() is None and time.monotonic() < deadline:
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                return server, f":{number}"
            time.sleep(0.05)
        if server.poll() is None:
            server.kill()
        server.wait(10)
    raise RuntimeError(f"no X server started in {tries} tries")


def run_with_reader(
    app: list[str],
    steps: list[dict[str, Any]],
    *,
    home: Path,
    env: dict[str, str] | None = None,
    timeout: float = 120.0,
    quit_wait: float = 15.0,
    orca: bool = False,
    listen: list[str] | None = None,
) -> dict[str, Any]:
    """Start ``app`` and the reader with ``steps`` in a private session; the reader's answer
    (``results``, ``events``, ``error``), with ``app_rc`` (None: it did not end by itself
    within ``quit_wait`` s after the reader, and was stopped) and the app's ``app_log``. An app
    that could not reach its X server (a display taken by someone else on this machine between
    the check and the start) is started once more on another.

    ``orca``: Orca runs in the same session, started before the app, with its debug log; the
    answer's ``spoken`` is what it sent to speech (``orca_log`` its whole log). ``listen``: the
    events the reader listens to (its default: focus, names, announcements)."""
    options = {"env": env, "timeout": timeout, "quit_wait": quit_wait, "orca": orca, "listen": listen}
    answer = _run_once(app, steps, home=home, **options)
    if NO_DISPLAY in answer["app_log"]:
        answer = _run_once(app, steps, home=home / "again", **options)
    return answer


def _run_once(
    app: list[str],
    steps: list[dict[str, Any]],
    *,
    home: Path,
    env: dict[str, str] | None,
    timeout: float,
    quit_wait: float,
    orca: bool = False,
    listen: list[str] | None = None,
) -> dict[str, Any]:
    home.mkdir(parents=True, exist_ok=True)
    scenario, out, config = home / "scenario.json", home / "reader.json", home / "stage.json"
    orca_log = home / "orca-debug.out"
    scenario.write_text(
        json.dumps({"steps": steps, "listen": listen, "orca_log": str(orca_log) if orca else None}),
        encoding="utf-8",
    )
    orca_command = [
        SYSTEM_PYTHON,
        str(HERE / "orca_line_buffered.py"),
        "--user-prefs",
        str(home / "orca-prefs"),
        "--debug-file",
        str(orca_log),
    ]
    config.write_text(
        json.dumps(
            {
                "app": app,
                "reader": [SYSTEM_PYTHON, str(READER), str(scenario), str(out)],
                "timeout": timeout,
                "quit_wait": quit_wait,
                "log": str(home / "app.log"),
                "result": str(home / "stage-result.json"),
                "orca": orca_command if orca else None,
                "orca_log": str(orca_log),
            }
        ),
        encoding="utf-8",
    )
    server, display = start_xvfb()
    runtime = ""  # the session's XDG_RUNTIME_DIR, when it has one of its own
    try:
        session_env = {
            **os.environ,
            "DISPLAY": display,
            "QT_QPA_PLATFORM": "xcb",
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
            "SF_DESKTOP_HOME": str(home / "sf-home"),
            **(env or {}),
        }
        if orca:  # Orca's settings, dconf's and speech's sockets stay in the test's own folders
            for folder in ("orca-prefs", "home"):
                (home / folder).mkdir(exist_ok=True)
            session_env["HOME"] = str(home / "home")
            session_env["XDG_CONFIG_HOME"] = str(home / "config")
            session_env["XDG_DATA_HOME"] = str(home / "data")
            session_env["XDG_CACHE_HOME"] = str(home / "cache")
            session_env["XDG_RUNTIME_DIR"] = runtime = tempfile.mkdtemp(prefix="sf-run-")  # short: sockets
        session_env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        subprocess.run(
            ["dbus-run-session", "--", sys.executable, str(Path(__file__)), "--stage", str(config)],
            env=session_env,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=timeout + quit_wait + 60,
            check=False,
        )
    finally:
        if runtime:
            shutil.rmtree(runtime, ignore_errors=True)
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(10)
    stage = json.loads((home / "stage-result.json").read_text(encoding="utf-8"))
    answer = json.loads(out.read_text(encoding="utf-8")) if out.exists() else {"results": [], "events": []}
    answer.setdefault("error", {"error": "the reader wrote nothing", "reader_rc": stage["reader_rc"]})
    log = Path(stage["log"]).read_text(encoding="utf-8", errors="replace")
    orca_text = orca_log.read_text(encoding="utf-8", errors="replace") if orca and orca_log.exists() else ""
    return {
        **answer,
        "app_rc": stage["app_rc"],
        "app_log": log,
        "orca_log": orca_text,
        "spoken": spoken_lines(orca_text),
    }


def stage(config_path: str) -> int:
    """Inside the session bus: the app, then the reader; wait for the reader, then for the app
    to end by itself (it may have been told to quit); stop whatever still runs."""
    config = json.loads(Path(config_path).read_text(encoding="utf-8"))
    orca = start_orca(config) if config.get("orca") else None
    try:
        _stage_app(config)
    finally:
        if orca is not None:
            stop(orca)
    return 0


def start_orca(config: dict[str, Any]) -> subprocess.Popen:
    """Orca, once it says it is on (within 60 s: it is started anyway after that, and the
    test's waits for what it says fail with its log)."""
    orca = subprocess.Popen(
        config["orca"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    log, deadline = Path(config["orca_log"]), time.monotonic() + 60
    while orca.poll() is None and time.monotonic() < deadline:
        if log.exists() and SPOKEN in log.read_text(encoding="utf-8", errors="replace"):
            break
        time.sleep(0.2)
    return orca


def stop(process: subprocess.Popen) -> None:
    """End a process started in a session of its own, and whatever it started."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(10)


def _stage_app(config: dict[str, Any]) -> None:
    with open(config["log"], "w", encoding="utf-8") as log:
        app = subprocess.Popen(config["app"], stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        reader = subprocess.Popen(config["reader"], stdout=subprocess.DEVNULL, stderr=log)
        deadline = time.monotonic() + config["timeout"]
        app_gone = None  # when the app ended, if it did before the reader
        while reader.poll() is None and time.monotonic() < deadline:
            if app_gone is None and app.poll() is not None:
                app_gone = time.monotonic()
            if app_gone is not None and time.monotonic() - app_gone > AFTER_THE_APP:
                break  # the reader waits for an app that is no more
            time.sleep(0.1)
        if reader.poll() is None:
            reader.kill()
        reader_rc = reader.wait(10)
        try:
            app_rc = app.wait(config["quit_wait"])
        except subprocess.TimeoutExpired:
            app_rc = None
            os.killpg(app.pid, signal.SIGTERM)
            try:
                app.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(app.pid, signal.SIGKILL)
                app.wait(10)
    Path(config["result"]).write_text(
        json.dumps({"reader_rc": reader_rc, "app_rc": app_rc, "log": config["log"]}), encoding="utf-8"
    )


def outline(node: dict[str, Any], depth: int = 0, limit: int = 400) -> list[str]:
    """A tree read by the reader as indented lines, '[role] name', at most ``limit`` lines."""
    lines = ["  " * depth + f"[{node['role']}] {node['name']}"]
    for child in node.get("children", []):
        if len(lines) >= limit:
            break
        lines += outline(child, depth + 1, limit - len(lines))
    return lines


def flatten(node: dict[str, Any]) -> list[dict[str, Any]]:
    """Every object of a tree read by the reader, depth first."""
    out = [node]
    for child in node.get("children", []):
        out += flatten(child)
    return out


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--stage":
        sys.exit(stage(sys.argv[2]))
    sys.exit("usage: atspi_harness.py --stage CONFIG.json")
