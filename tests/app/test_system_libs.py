"""The check before Qt starts on Linux: missing xcb libraries are named with the install line."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from sf_desktop.app import launch, system_libs, window


def test_missing_libraries_are_named_with_an_install_line_per_system() -> None:
    absent = {"libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-render.so.0"}

    def load(name: str) -> None:
        if name in absent:
            raise OSError(f"{name}: cannot open shared object file")

    missing = system_libs.missing_libraries(load)
    assert set(missing) == absent
    advice = system_libs.install_advice(missing)
    assert "sudo apt-get install libxcb-render0 libxcb-cursor0 libxcb-icccm4\n" in advice
    assert "sudo dnf install libxcb xcb-util-cursor xcb-util-wm\n" in advice
    assert "sudo pacman -S libxcb xcb-util-cursor xcb-util-wm\n" in advice
    assert "libxcb-cursor.so.0" in advice


def test_nothing_missing_nothing_said() -> None:
    assert system_libs.missing_libraries(lambda name: None) == []


@pytest.mark.parametrize(
    ("environ", "argv", "expected"),
    [
        ({}, [], True),
        ({"QT_QPA_PLATFORM": "offscreen"}, [], False),
        ({"QT_QPA_PLATFORM": "xcb"}, [], True),
        ({"WAYLAND_DISPLAY": "wayland-0"}, [], False),
        ({"WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}, [], True),
        ({}, ["-platform", "offscreen"], False),
    ],
)
def test_only_the_x11_platform_is_checked(environ, argv, expected) -> None:
    if not sys.platform.startswith("linux"):
        expected = False
    assert system_libs.uses_xcb(environ, argv) is expected


def test_the_app_stops_before_qt_with_the_advice(monkeypatch, capsys, tmp_path) -> None:
    # Its own folders: with sys.platform faked, platformdirs would look for Linux's on Windows.
    monkeypatch.setenv("SF_DESKTOP_HOME", str(tmp_path))
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(system_libs, "_load", lambda name: (_ for _ in ()).throw(OSError(name)))
    monkeypatch.setattr(window, "create_window", lambda *a, **k: pytest.fail("Qt must not start"))
    assert launch.main(["sf-desktop"]) == 1
    err = capsys.readouterr().err
    assert "sudo apt-get install libxcb1 libx11-6" in err and "libxcb-cursor0" in err


def test_what_the_bundle_leaves_to_the_system_is_checked_on_every_platform(
    monkeypatch, capsys, tmp_path
) -> None:
    """Under Wayland (no xcb) the C++ runtime and the font libraries are still Qt's needs."""
    monkeypatch.setenv("SF_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    absent = {"libstdc++.so.6", "libfreetype.so.6"}
    tried: list[str] = []

    def load(name: str) -> None:
        tried.append(name)
        if name in absent:
            raise OSError(name)

    monkeypatch.setattr(system_libs, "_load", load)
    monkeypatch.setattr(window, "create_window", lambda *a, **k: pytest.fail("Qt must not start"))
    assert launch.main(["sf-desktop"]) == 1
    assert set(tried) == set(system_libs.SYSTEM_LIBRARIES)  # and none of the xcb ones
    err = capsys.readouterr().err
    assert "libstdc++.so.6, libfreetype.so.6" in err
    assert "sudo apt-get install libstdc++6 libfreetype6\n" in err
    assert "sudo dnf install libstdc++ freetype\n" in err
    assert "sudo pacman -S gcc-libs freetype2\n" in err


@pytest.mark.skipif(shutil.which("readelf") is None, reason="readelf (binutils) is not installed")
def test_the_table_covers_every_system_library_of_the_xcb_plugin() -> None:
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    plugin = qt / "plugins" / "platforms" / "libqxcb.so"
    if not plugin.exists():
        pytest.skip("this PySide6 has no xcb plugin")
    needed: set[str] = set()
    for binary in [plugin, *(qt / "lib").glob("libQt6XcbQpa.so*")]:
        out = subprocess.run(
            ["readelf", "-d", str(binary)], capture_output=True, text=True, check=True
        ).stdout
        needed |= set(re.findall(r"Shared library: \[([^\]]+)\]", out))
    system = {n for n in needed if not n.startswith(("libQt6", "libc.", "libm.", "libstdc++", "libgcc_s"))}
    assert system <= set(system_libs.XCB_LIBRARIES), system - set(system_libs.XCB_LIBRARIES)
