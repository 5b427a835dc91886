"""Before Qt starts on Linux: are the system libraries of Qt's X11 (xcb) plugin there?

Without them Qt aborts with "Could not load the Qt platform plugin xcb" and names only
``xcb-cursor0``, whatever is really missing. This check loads each library the plugin links
to, and the few that the portable bundle leaves to every desktop system (SYSTEM_LIBRARIES),
and when some are absent it names the packages to install on Debian/Ubuntu, Fedora and Arch,
so that a fresh machine is one command away from the game.
"""

from __future__ import annotations

import ctypes
import logging
import os
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

# Each library Qt's xcb platform plugin (libqxcb.so and libQt6XcbQpa) needs from the system,
# in link order, with its package on Debian/Ubuntu (apt), Fedora (dnf) and Arch (pacman).
XCB_LIBRARIES: dict[str, tuple[str, str, str]] = {
    "libxcb.so.1": ("libxcb1", "libxcb", "libxcb"),
    "libX11.so.6": ("libx11-6", "libX11", "libx11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb", "libx11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb", "libxcb"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb", "libxcb"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util", "xcb-util"),
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil", "xcb-util-renderutil"),
    "libGL.so.1": ("libgl1", "libglvnd-glx", "libglvnd"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl", "libglvnd"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig", "fontconfig"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
}

# Libraries Qt and PySide6 need on every platform that the Linux bundle does not carry: the
# AppImage project's "excludelist" names them as present on every desktop system (and a
# bundled copy can clash with the system's graphics and font stack); D-Bus (Qt's), OpenSSL 3
# and SQLite (online play's) are on every current desktop too. libz is not listed: the
# bundle's own Python needs it to read its modules, before any check can run.
SYSTEM_LIBRARIES: dict[str, tuple[str, str, str]] = {
    "libstdc++.so.6": ("libstdc++6", "libstdc++", "gcc-libs"),
    "libgcc_s.so.1": ("libgcc-s1", "libgcc", "gcc-libs"),
    "libfreetype.so.6": ("libfreetype6", "freetype", "freetype2"),
    "libuuid.so.1": ("libuuid1", "libuuid", "util-linux-libs"),
    "libgpg-error.so.0": ("libgpg-error0", "libgpg-error", "libgpg-error"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs", "dbus"),
    "libssl.so.3": ("libssl3", "openssl-libs", "openssl"),
    "libcrypto.so.3": ("libssl3", "openssl-libs", "openssl"),
    "libsqlite3.so.0": ("libsqlite3-0", "sqlite-libs", "sqlite"),
}
KNOWN_LIBRARIES = {**SYSTEM_LIBRARIES, **XCB_LIBRARIES}


def uses_xcb(environ: dict[str, str] | os._Environ[str] = os.environ, argv: Iterable[str] = ()) -> bool:
    """Whether Qt is about to pick its X11 plugin: on Linux, unless another platform is asked
    for (``-platform`` or QT_QPA_PLATFORM) or a Wayland session will be used instead."""
    if not sys.platform.startswith("linux"):
        return False
    args = list(argv)
    if "-platform" in args[:-1]:
        return args[args.index("-platform") + 1].startswith("xcb")
    asked = environ.get("QT_QPA_PLATFORM", "")
    if asked:
        return asked.split(";")[0].startswith("xcb")
    return not environ.get("WAYLAND_DISPLAY")


def _load(name: str) -> None:
    """dlopen ``name`` the way Qt would: system paths first, then the bundle's own folder."""
    try:
        ctypes.CDLL(name)
    except OSError:
        bundle = getattr(sys, "_MEIPASS", None)
        if bundle is None or not (Path(bundle) / name).exists():
            raise
        ctypes.CDLL(str(Path(bundle) / name))


def missing_libraries(
    load: Callable[[str], None] | None = None, names: Iterable[str] = XCB_LIBRARIES
) -> list[str]:
    """The sonames among ``names`` (default XCB_LIBRARIES) that cannot be loaded (by ``load``,
    default dlopen)."""
    load = load or _load
    missing = []
    for name in names:
        try:
            load(name)
        except OSError:
            missing.append(name)
    return missing


def install_advice(missing: Iterable[str]) -> str:
    """What to tell the player: the missing libraries and one install line per system."""
    names = list(missing)
    per_system = list(zip(*(KNOWN_LIBRARIES[n] for n in names), strict=True))
    apt, dnf, pacman = (" ".join(dict.fromkeys(packages)) for packages in per_system)
    return (
        "San Francisco Desktop cannot open its window: Qt needs system libraries "
        f"that are missing: {', '.join(names)}.\n"
        "Install them, then start the game again:\n"
        f"  Debian/Ubuntu: sudo apt-get install {apt}\n"
        f"  Fedora:        sudo dnf install {dnf}\n"
        f"  Arch:          sudo pacman -S {pacman}\n"
    )


def check_before_qt(argv: Iterable[str] = ()) -> bool:
    """True when the window can start; else print (and log) the advice and return False."""
    if not sys.platform.startswith("linux"):
        return True
    names = [*(XCB_LIBRARIES if uses_xcb(os.environ, argv) else ()), *SYSTEM_LIBRARIES]
    missing = missing_libraries(names=names)
    if not missing:
        return True
    advice = install_advice(missing)
    logging.getLogger(__name__).error(advice)
    if sys.stderr is not None:
        sys.stderr.write(advice)
    return False
