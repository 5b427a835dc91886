"""The frozen Linux app: build the one-folder bundle as ``make package`` does (PyInstaller,
then the ICU data trimmed), run its self-test, and install its .deb into a throwaway root.

Slow (a few minutes), but part of ``make test`` whenever PyInstaller is installed: it is the
only proof that the bundle finds its resources through importlib.resources and starts, and
that the package a player installs holds a working app.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT

sys.path.insert(0, str(ROOT / "packaging" / "linux"))
sys.path.insert(0, str(ROOT / "packaging"))

pytest.importorskip("PyInstaller")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle is built here"),
]

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
UNPACKED_MB = 80.0  # the portable bundle, as the tarball unpacks (never raised)
# The C library and the dynamic loader: every Linux system, never bundled.
GLIBC = {"libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1", "libutil.so.1"}
GLIBC |= {"ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1", "libresolv.so.2"}


def self_test(app: Path, home: Path) -> str:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SF_DESKTOP_HOME": str(home)}
    result = subprocess.run(
        [str(app), "--self-test"], check=False, env=env, capture_output=True, text=True, timeout=180
    )
    assert result.returncode == 0, result.stdout + result.stderr[-2000:]
    line = result.stdout.strip().splitlines()[-1]
    assert line.startswith("self-test ok"), line
    assert "deck 87 cards" in line and "table rendered" in line and "text drawn" in line
    assert "languages 3" in line and "AI levels 6, worker process answered" in line
    assert "online game hosted on 127.0.0.1 with its AI processes" in line
    return line


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The bundle, built once for this file's tests."""
    from finish_bundle import add_desktop_files
    from trim_icu import trim_bundle

    tmp = tmp_path_factory.mktemp("bundle")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    icons = tmp / "icons"
    subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "make_icons.py"), str(icons)], check=True, env=env
    )
    result = subprocess.run(
        [
            *(sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR"),
            *("--distpath", str(tmp / "dist"), "--workpath", str(tmp / "work")),
            str(ROOT / "packaging" / "sf_desktop.spec"),
        ],
        env={**env, "SF_DESKTOP_ICONS": str(icons)},
        capture_output=True,
        check=False,
        text=True,
        timeout=900,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    bundle = tmp / "dist" / "sf-desktop"
    print(trim_bundle(bundle))
    add_desktop_files(bundle, icons)  # the tarball holds exactly this folder
    return {"bundle": bundle, "icons": icons, "tmp": tmp}


def test_bundle_builds_and_passes_its_self_test(build: dict[str, Path], tmp_path: Path) -> None:
    app = build["bundle"] / "sf-desktop"
    assert app.exists()
    self_test(app, tmp_path / "home")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SF_DESKTOP_HOME": str(tmp_path / "home")}
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
    assert (build["bundle"] / "_internal" / "sf_desktop" / "resources" / "deck.csv").exists()


def test_icu_data_keeps_only_the_apps_languages(build: dict[str, Path]) -> None:
    (icu,) = [p for p in build["bundle"].rglob("libicudata.so.*") if not p.is_symlink()]
    if shutil.which("icupkg") is None:
        pytest.skip("icupkg (icu-devtools) is not installed: the ICU data stays whole")
    assert icu.stat().st_size < 5_000_000, icu.stat().st_size  # 32 MB whole


def test_the_unpacked_bundle_fits_its_size(build: dict[str, Path]) -> None:
    files = [p for p in build["bundle"].rglob("*") if p.is_file() and not p.is_symlink()]
    size = sum(p.stat().st_size for p in files) / 1e6
    assert size <= UNPACKED_MB, f"{size:.1f} MB: " + ", ".join(
        f"{p.name} {p.stat().st_size / 1e6:.1f}" for p in sorted(files, key=lambda p: -p.stat().st_size)[:8]
    )


def test_online_play_is_in_the_bundle(build: dict[str, Path]) -> None:
    """The modules online play imports are frozen with the app (the self-test hosts a game
    with them): the client, the hosted server and its libraries; not asyncpg."""
    from bundle_contents import ONLINE_MODULES, frozen_modules

    frozen = frozen_modules(build["bundle"] / "sf-desktop")
    assert frozen >= ONLINE_MODULES, ONLINE_MODULES - frozen
    assert not {m for m in frozen if m.startswith("asyncpg")}


def test_what_every_desktop_has_is_left_out_and_checked_before_qt(build: dict[str, Path]) -> None:
    from build_deb import elf_files, needed_sonames
    from left_to_the_system import LEFT_TO_THE_SYSTEM

    from sf_desktop.app.system_libs import KNOWN_LIBRARIES

    internal = build["bundle"] / "_internal"
    carried = {p.name for p in internal.rglob("*.so*")}
    assert not carried & LEFT_TO_THE_SYSTEM, carried & LEFT_TO_THE_SYSTEM
    # Online play's OpenSSL and SQLite come from the system, as D-Bus does; their Python
    # modules are in the bundle (wss:// servers, the games hosted here).
    assert not {n for n in carried if n.startswith(("libcrypto", "libssl", "libsqlite3", "libdbus"))}
    modules = {p.name.split(".")[0] for p in internal.rglob("*.so")}
    assert {"_ssl", "_sqlite3"} <= modules, modules
    # Whatever the bundle links to and does not carry is glibc, zlib (the bundle's Python
    # reads its own modules with it, before any check), Wayland's client libraries (a
    # Wayland session has them), or a library the check before Qt names with its package.
    wanted = set().union(*(needed_sonames(b) for b in elf_files(build["bundle"]))) - carried
    unchecked = {n for n in wanted - GLIBC - {"libz.so.1"} if not n.startswith("libwayland-")}
    assert unchecked <= set(KNOWN_LIBRARIES), unchecked - set(KNOWN_LIBRARIES)


def test_a_missing_system_library_is_named_before_qt_starts(build: dict[str, Path], tmp_path: Path) -> None:
    """The frozen app runs the check too: with the system's freetype hidden (a private mount
    namespace binds /dev/null over it) it names the library and its package, and stops."""
    from build_deb import system_library_paths

    freetype = system_library_paths().get("libfreetype.so.6")
    if freetype is None or shutil.which("unshare") is None:
        pytest.skip("no system libfreetype.so.6 or no unshare")
    real = os.path.realpath(freetype)
    probe = subprocess.run(["unshare", "-m", "true"], capture_output=True, check=False)
    if probe.returncode != 0:
        pytest.skip("no private mount namespace here (needs root)")
    app = build["bundle"] / "sf-desktop"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SF_DESKTOP_HOME": str(tmp_path)}
    result = subprocess.run(
        ["unshare", "-m", "sh", "-c", f'mount --bind /dev/null "{real}" && exec "{app}"'],
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert result.returncode == 1, result.stdout + result.stderr[-2000:]
    assert "libfreetype.so.6" in result.stderr, result.stderr[-2000:]
    assert "sudo apt-get install libfreetype6" in result.stderr, result.stderr[-2000:]


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb is not installed")
def test_deb_installs_into_a_root_and_its_app_passes_the_self_test(build: dict[str, Path]) -> None:
    from build_deb import build as build_deb

    deb = build_deb(build["bundle"], build["tmp"] / "deb", build["icons"])
    assert deb.stat().st_size <= 30_000_000, f"{deb.stat().st_size / 1e6:.1f} MB"
    fields = subprocess.run(
        ["dpkg-deb", "-f", str(deb), "Package", "Depends", "Installed-Size"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    depends = fields.split("Depends:", 1)[1].splitlines()[0]
    assert "libc6" in depends and "libegl1" in depends, depends

    root = build["tmp"] / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    link = root / "usr" / "bin" / "sf-desktop"
    assert link.is_symlink() and os.readlink(link) == "/opt/sf-desktop/sf-desktop"
    self_test(root / "opt" / "sf-desktop" / "sf-desktop", build["tmp"] / "home-deb")

    share = root / "usr" / "share"
    desktop = share / "applications" / "sf-desktop.desktop"
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(
            ["desktop-file-validate", str(desktop)], capture_output=True, text=True, check=False
        )
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout
    for size in ICON_SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "sf-desktop.png").is_file(), size
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "sf-desktop.svg").is_file()
    (metainfo,) = (share / "metainfo").glob("*.metainfo.xml")
    if shutil.which("appstreamcli"):
        result = subprocess.run(
            ["appstreamcli", "validate", "--no-net", str(metainfo)],
            capture_output=True,
            text=True,
            check=False,
        )
        assert result.returncode == 0, result.stdout + result.stderr
    if shutil.which("lintian"):
        result = subprocess.run(
            ["lintian", str(deb)], capture_output=True, text=True, check=False, timeout=600
        )
        errors = [line for line in result.stdout.splitlines() if line.startswith("E:")]
        assert not errors, "\n".join(errors)
