"""What a PyInstaller executable carries frozen: the Python modules in its archives, read the
same way for the Linux bundle and the Windows one (the archive format is the platform's own
neither way)."""

from __future__ import annotations

from pathlib import Path

# What online play imports (lazily: an ordinary start costs nothing for it), in every build.
ONLINE_MODULES = frozenset(
    {
        "websockets.asyncio.client",
        "websockets.asyncio.server",
        "sqlite3",
        "ssl",
        "sf_desktop.online.client",
        "sf_desktop.online.hosting",
        "sf_desktop.online.server.sqlite_store",
        "sf_desktop.session.online_play",
        "sf_desktop.views.online.play_dialog",
    }
)


def frozen_modules(executable: Path) -> set[str]:
    """The names of the modules in ``executable``'s compressed module archives."""
    from PyInstaller.archive.readers import CArchiveReader

    archive = CArchiveReader(str(executable))
    frozen: set[str] = set()
    for name, entry in archive.toc.items():
        if entry[-1] == "z":  # a PYZ: the modules, byte-compiled
            frozen |= set(archive.open_embedded_archive(name).toc)
    return frozen
