"""Last step of `make package`: what each system needs around the PyInstaller folder.

Linux: the .desktop file and PNG icons beside the app, then a tarball.
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


def finish_linux() -> Path:
    app = DIST / "sf-desktop"
    share = app / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    shutil.copy(ROOT / "packaging" / "linux" / "sf-desktop.desktop", share / "applications")
    for png in ICONS.glob("app-*.png"):
        size = png.stem.split("-")[1]
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy(png, target / "sf-desktop.png")
    tarball = DIST / f"sf-desktop-{__version__}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(tarball, "w:gz") as tar:
        tar.add(app, arcname=f"sf-desktop-{__version__}")
    return tarball


def finish_macos() -> Path:
    bundle = DIST / "San Francisco Desktop.app"
    subprocess.run(["codesign", "--force", "--deep", "--sign", "-", str(bundle)], check=True)
    return bundle


def main() -> int:
    if sys.platform.startswith("linux"):
        print(f"built {finish_linux()}")
    elif sys.platform == "darwin":
        print(f"built {finish_macos()}")
    else:
        print(f"built {DIST / 'sf-desktop'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
