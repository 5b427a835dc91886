"""Last step of `make package`: what each system needs around the PyInstaller folder.

Linux: the ICU data trimmed to the app's languages (linux/trim_icu.py), the .desktop file and
PNG icons beside the app, then a tarball and a .deb (linux/build_deb.py).
macOS: an ad-hoc signature on the .app (PyInstaller signs its binaries ad hoc already; this
seals the bundle as a whole). Windows: nothing more; the folder is the app.
"""

from __future__ import annotations

import platform
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sf_desktop import __version__  # noqa: E402

DIST = ROOT / "dist"
ICONS = ROOT / "build" / "icons"


def add_desktop_files(app: Path, icons: Path) -> None:
    """The .desktop file and the PNG icons under ``app/share``, for the tarball's users."""
    share = app / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    shutil.copy(ROOT / "packaging" / "linux" / "sf-desktop.desktop", share / "applications")
    for png in icons.glob("app-*.png"):
        size = png.stem.split("-")[1]
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy(png, target / "sf-desktop.png")


def finish_linux() -> list[Path]:
    sys.path.insert(0, str(ROOT / "packaging" / "linux"))
    from build_deb import build as build_deb
    from trim_icu import trim_bundle

    app = DIST / "sf-desktop"
    print(trim_bundle(app))
    add_desktop_files(app, ICONS)
    tarball = DIST / f"sf-desktop-{__version__}-linux-{platform.machine()}.tar.xz"
    with tarfile.open(tarball, "w:xz") as tar:  # xz: 30% smaller than gzip here
        tar.add(app, arcname=f"sf-desktop-{__version__}")
    return [tarball, build_deb(app, DIST)]


def finish_macos() -> Path:
    bundle = DIST / "San Francisco Desktop.app"
    subprocess.run(["codesign", "--force", "--deep", "--sign", "-", str(bundle)], check=True)
    return bundle


def main() -> int:
    if sys.platform.startswith("linux"):
        for made in finish_linux():
            print(f"built {made}")
    elif sys.platform == "darwin":
        print(f"built {finish_macos()}")
    else:
        print(f"built {DIST / 'sf-desktop'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
