"""The Windows app and installer, built on Linux and checked under Wine (``make package-windows``).

Part of ``make test`` whenever Wine, NSIS, the MinGW binutils and Xvfb are installed (``.ci/run``
installs them): the bundle's self-test, a windowed start with the Windows platform plugin,
then a silent install, the installed app's self-test and a silent uninstall that leaves only
the player's saves. What Wine cannot show is listed in packaging/README.md.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT

sys.path.insert(0, str(ROOT / "packaging" / "windows"))

from build import BUNDLE, DIST, WindowsBuild, app_version, cache_dir
from wine import Wine, missing_host_tools, windows_path

from sf_desktop.views.look import theme

MISSING = missing_host_tools() + ([] if shutil.which("xvfb-run") else ["xvfb"])
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="builds the Windows app on Linux"),
    pytest.mark.skipif(bool(MISSING), reason=f"needs apt-get install {' '.join(MISSING)}"),
]

APP = "San Francisco Desktop"
UNINSTALL_KEY = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\sf-desktop"


@pytest.fixture(scope="module")
def setup_exe() -> Path:
    """``make package-windows``, run once for this file."""
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "windows" / "build.py")],
        capture_output=True,
        text=True,
        check=False,
        timeout=1800,
    )
    assert result.returncode == 0, (result.stdout + result.stderr)[-4000:]
    setup = DIST / f"sf-desktop-{app_version()}-win64-setup.exe"
    assert setup.is_file() and (BUNDLE / "sf-desktop.exe").is_file()
    return setup


@pytest.fixture(scope="module")
def wine(setup_exe: Path) -> Wine:
    wine = WindowsBuild(cache_dir()).wine
    yield wine
    wine.stop()


def self_test(wine: Wine, exe: str, home: Path | None) -> str:
    """Run ``exe --self-test``; the windowed app has no console, so the line is read from its log."""
    env = {"SF_DESKTOP_HOME": windows_path(home)} if home else {}
    result = wine.run([exe, "--self-test"], env=env, timeout=300)
    log = (home / "log" if home else wine.local_appdata / "SF Desktop" / "Logs") / "sf-desktop.log"
    text = log.read_text(encoding="utf-8", errors="replace") if log.exists() else ""
    assert result.returncode == 0, result.stdout[-2000:] + text[-2000:]
    line = [row for row in text.splitlines() if "self-test ok" in row][-1]
    assert "table rendered" in line and "text drawn" in line and "worker process answered" in line
    assert "online game hosted on 127.0.0.1 with its AI processes" in line
    return line


def test_the_bundle_leaves_out_what_the_app_does_not_use(setup_exe: Path) -> None:
    internal = BUNDLE / "_internal"
    for name in ("opengl32sw.dll", "Qt6Network.dll", "icuuc.dll", "icuin.dll"):
        assert not list(internal.rglob(name)), name
    assert (internal / "PySide6" / "Qt6Core.dll").exists() or list(internal.rglob("Qt6Core.dll"))
    assert setup_exe.stat().st_size <= 30_000_000, f"{setup_exe.stat().st_size / 1e6:.1f} MB"


def test_online_play_is_in_the_bundle_with_its_openssl_and_sqlite(setup_exe: Path) -> None:
    """Windows has no system OpenSSL or SQLite for Python: the bundle carries them, with the
    modules online play imports (the self-test hosts a game with them); never asyncpg."""
    from bundle_contents import ONLINE_MODULES, frozen_modules

    frozen = frozen_modules(BUNDLE / "sf-desktop.exe")
    assert frozen >= ONLINE_MODULES, ONLINE_MODULES - frozen
    assert not {m for m in frozen if m.startswith("asyncpg")}
    carried = {p.name.lower() for p in (BUNDLE / "_internal").rglob("*.*")}
    assert {"_ssl.pyd", "_sqlite3.pyd", "sqlite3.dll", "libssl-3.dll", "libcrypto-3.dll"} <= carried, sorted(
        n for n in carried if n.endswith((".pyd", ".dll")) and ("ssl" in n or "sql" in n or "crypto" in n)
    )


def test_the_bundle_passes_its_self_test_under_wine(wine: Wine, tmp_path: Path) -> None:
    self_test(wine, str(BUNDLE / "sf-desktop.exe"), tmp_path / "home")


@pytest.fixture(scope="module")
def windowed_start(wine: Wine, tmp_path_factory: pytest.TempPathFactory) -> tuple[int, str, str]:
    """A windowed start with ``--quit-when-shown`` on a private Xvfb: (exit code, output, log)."""
    home = tmp_path_factory.mktemp("windowed") / "home"
    wine.wait()  # a new Wine session, so that its desktop opens on this Xvfb display
    result = subprocess.run(
        [
            *("xvfb-run", "-a", "-s", "-screen 0 1280x800x24"),
            *("bash", "-c", 'wine "$0" --quit-when-shown </dev/null 2>&1 | cat; exit "${PIPESTATUS[0]}"'),
            str(BUNDLE / "sf-desktop.exe"),
        ],
        env={**wine.env, "SF_DESKTOP_HOME": windows_path(home)},
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    wine.stop()
    log = (home / "log" / "sf-desktop.log").read_text(encoding="utf-8", errors="replace")
    return result.returncode, result.stdout, log


def test_the_window_opens_with_the_windows_platform_plugin(windowed_start: tuple[int, str, str]) -> None:
    returncode, output, log = windowed_start
    assert "Traceback" not in log, log[-2000:]
    assert returncode == 0, output[-2000:] + log[-2000:]
    assert "first paint of the table" in log, log[-2000:]
    face = re.search(r"first paint of the table \(words in ([^)]+)\)", log)
    assert face is not None and face.group(1) in theme.FAMILIES, log[-2000:]  # no serif stand-in


def test_the_rules_pictures_words_are_in_the_sans_family(windowed_start: tuple[int, str, str]) -> None:
    """The rules' pictures (SVG) ask for CSS's generic "sans-serif", a name Windows has no
    family for: their words must still be drawn in the app's sans face, not in the first
    family Wine lists (a serif one)."""
    _, _, log = windowed_start
    faces = re.search(r"the rules' pictures' words in (.+)", log)
    assert faces is not None, log[-2000:]
    assert set(faces.group(1).strip().split(", ")) <= set(theme.FAMILIES), faces.group(0)


def test_install_self_test_and_uninstall_keep_only_the_saves(wine: Wine, setup_exe: Path) -> None:
    instdir = wine.local_appdata / "Programs" / APP
    start_menu = (
        wine.user_folder / "AppData" / "Roaming" / "Microsoft" / "Windows" / "Start Menu" / "Programs"
    )
    saves = wine.local_appdata / "SF Desktop"
    shutil.rmtree(saves, ignore_errors=True)

    assert wine.run([str(setup_exe), "/S"]).returncode == 0
    wine.wait()
    assert (instdir / "sf-desktop.exe").is_file() and (instdir / "uninstall.exe").is_file()
    assert (start_menu / f"{APP}.lnk").is_file()
    assert not (wine.user_folder / "Desktop" / f"{APP}.lnk").exists()  # optional, off by default
    assert wine.reg_query(UNINSTALL_KEY)
    assert wine.reg_query(r"HKCU\Software\Classes\.sfgame.json")
    command = wine.run(["reg", "query", r"HKCU\Software\Classes\SFDesktop.Game\shell\open\command"]).stdout
    assert "sf-desktop.exe" in command and "%1" in command, command

    installed = rf"C:\users\{wine.user_folder.name}\AppData\Local\Programs\{APP}"
    self_test(wine, installed + r"\sf-desktop.exe", None)  # logs into the player's own folder
    game = saves / "data" / "my game.sfgame.json"
    game.parent.mkdir(parents=True, exist_ok=True)
    game.write_text("{}", encoding="utf-8")

    # _?= runs the uninstaller in place and waits for it (else it copies itself to TEMP).
    assert wine.run([installed + r"\uninstall.exe", "/S", f"_?={installed}"]).returncode == 0
    wine.wait()
    assert not instdir.exists(), sorted(p.name for p in instdir.rglob("*"))[:20]
    assert not (start_menu / f"{APP}.lnk").exists()
    assert not wine.reg_query(UNINSTALL_KEY)
    assert not wine.reg_query(r"HKCU\Software\Classes\SFDesktop.Game")
    assert game.is_file() and (saves / "Logs" / "sf-desktop.log").is_file()  # the player's own

    # Asked to, the uninstaller removes the saves too.
    assert wine.run([str(setup_exe), "/S"]).returncode == 0
    wine.wait()
    assert wine.run([installed + r"\uninstall.exe", "/S", "/DELETESAVES", f"_?={installed}"]).returncode == 0
    wine.wait()
    assert not instdir.exists() and not saves.exists()
