"""The libraries the portable Linux bundle does not carry: every desktop system has them.

The list follows the AppImage project's "excludelist" (pkg2appimage), the long-tested answer
to "what may a portable Linux app take from the system": glibc, the graphics driver stack
(a bundled libGL or libdrm breaks the system's drivers), X11's core and the Wayland client,
the font stack (fontconfig, freetype, harfbuzz: a bundled copy stalls or renders differently),
the C and C++ runtimes, zlib, expat, libuuid and libgpg-error; and, beyond the excludelist,
OpenSSL 3, SQLite and D-Bus (see below). Only the entries that Qt,
PySide6 or Python link to matter here; the spec leaves them out, the .deb names their
packages in ``Depends:``, and ``sf_desktop.app.system_libs`` checks before Qt starts that the
ones outside X11 are there (X11's are checked with the other xcb libraries).

GLib stays bundled: the excludelist keeps it in AppImages on purpose (a system GLib older
or newer than the bundled modules expect breaks them).
"""

from __future__ import annotations

LEFT_TO_THE_SYSTEM = frozenset(
    {
        # The C and C++ runtimes (the excludelist's libstdc++ entry: "version GLIBCXX_3.4.21 not
        # found" when a bundled copy is older than a system library expects).
        "libstdc++.so.6",
        "libgcc_s.so.1",
        # Graphics: part of the video driver on every desktop.
        "libGL.so.1",
        "libEGL.so.1",
        "libGLdispatch.so.0",
        "libGLX.so.0",
        "libOpenGL.so.0",
        "libdrm.so.2",
        "libglapi.so.0",
        "libgbm.so.1",
        "libxcb-dri2.so.0",
        "libxcb-dri3.so.0",
        # X11's core and the Wayland client: they must match the system's display stack.
        "libxcb.so.1",
        "libX11.so.6",
        "libX11-xcb.so.1",
        "libwayland-client.so.0",
        # Fonts.
        "libfontconfig.so.1",
        "libfreetype.so.6",
        "libharfbuzz.so.0",
        "libfribidi.so.0",
        # The base system.
        "libz.so.1",
        "libexpat.so.1",
        "libuuid.so.1",
        "libgpg-error.so.0",
        "libcom_err.so.2",
        "libICE.so.6",
        "libSM.so.6",
        "libgmp.so.10",
        # Online play's OpenSSL 3 (wss:// servers) and SQLite (the games hosted here), and D-Bus
        # (Qt's): every current desktop system has them (Debian 12, Ubuntu 22.04, Fedora 36 and
        # later; the package manager and the desktop session need them), and bundled they cost
        # 8 MB of the 80 (OpenSSL 5.4 MB, D-Bus with the systemd, libgcrypt and lz4 it pulled
        # in 2.7 MB, SQLite 1.4 MB).
        "libssl.so.3",
        "libcrypto.so.3",
        "libsqlite3.so.0",
        "libdbus-1.so.3",
    }
)
