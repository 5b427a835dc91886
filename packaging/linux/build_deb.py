"""The Debian package around the Linux bundle (the last step of ``make package`` on Linux).

    python packaging/linux/build_deb.py [BUNDLE] [OUT_DIR]   (default: dist/sf-desktop, dist)

The app goes to ``/opt/sf-desktop`` with a ``/usr/bin/sf-desktop`` link, its desktop entry,
hicolor icons (every size and the SVG), an AppStream metainfo file and the copyright. The
bundled copies of libraries that Debian packages ship are taken out, and ``Depends:`` names
every system library the app links to but does not carry, by the package that provides it
on the build machine (as ``dpkg-shlibdeps`` would, without a source package). Lintian overrides say why a prebuilt app in ``/opt`` is fine.
"""

from __future__ import annotations

import datetime as dt
import gzip
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT))

from sf_desktop import __version__  # noqa: E402
from sf_desktop.app.system_libs import XCB_LIBRARIES  # noqa: E402

PACKAGE = "sf-desktop"
APP_ID = "org.sfdesktop.sanfrancisco"
MAINTAINER = "San Francisco Desktop <sf-desktop@users.noreply.github.com>"
ARCH = {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())
LINTIAN_OVERRIDES = """\
# A prebuilt, self-contained app (PyInstaller): Python and Qt come with it, in /opt.
sf-desktop: dir-or-file-in-opt [opt/sf-desktop/*]
sf-desktop: embedded-library *
sf-desktop: shared-library-lacks-prerequisites *
sf-desktop: shared-library-lacks-version *
sf-desktop: unstripped-binary-or-object *
sf-desktop: hardening-no-pie *
sf-desktop: hardening-no-fortify-functions *
sf-desktop: hardening-no-relro *
sf-desktop: spelling-error-in-binary *
sf-desktop: custom-library-search-path *
sf-desktop: library-not-linked-against-libc *
sf-desktop: sharedobject-in-library-directory-missing-soname *
sf-desktop: no-manual-page *
# A game whose command lives in /usr/bin, where the desktop entry and the docs expect it.
sf-desktop: package-section-games-but-contains-no-game
"""


def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def needed_sonames(binary: Path) -> set[str]:
    out = subprocess.run(["readelf", "-d", str(binary)], capture_output=True, text=True, check=False).stdout
    return set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out))


def system_library_paths() -> dict[str, str]:
    """soname -> path of the host's libraries of this architecture (``ldconfig -p``)."""
    out = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    paths: dict[str, str] = {}
    for name, flags, path in re.findall(r"^\s+(\S+) \(([^)]*)\) => (\S+)$", out, re.M):
        if "x86-64" in flags or ARCH != "amd64":
            paths.setdefault(name, path)
    return paths


def owning_package(path: str) -> str:
    """The package that ships ``path`` (asked for the path and its resolved form: /lib is a
    link to /usr/lib on merged-/usr systems)."""
    for candidate in dict.fromkeys([path, os.path.realpath(path), path.replace("/usr/lib/", "/lib/", 1)]):
        result = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True, check=False)
        if result.returncode == 0:
            return result.stdout.split(":", 1)[0].strip()
    raise RuntimeError(f"no package ships {path}")


def depends(bundle: Path) -> list[str]:
    """The packages of the libraries the bundle links to and does not carry."""
    binaries = elf_files(bundle)
    carried = {p.name for p in bundle.rglob("*.so*")}
    wanted = set().union(*(needed_sonames(b) for b in binaries)) - carried
    paths = system_library_paths()
    return sorted({owning_package(paths[n]) if n in paths else package_by_name(n) for n in wanted})


def package_by_name(soname: str) -> str:
    """The Debian package of a library the build machine does not have: Qt's xcb list, else
    Debian's naming rule (libfoo-bar.so.0 is in libfoo-bar0; a name ending in a digit gets
    a hyphen: libfoo2.so.1 is in libfoo2-1)."""
    if soname in XCB_LIBRARIES:
        return XCB_LIBRARIES[soname][0]
    stem, _, number = soname.partition(".so.")
    name = stem.lower()
    return f"{name}-{number}" if name[-1].isdigit() else f"{name}{number}"


def unbundle_system_libraries(internal: Path) -> list[str]:
    """Take out the bundled copies of libraries that a Debian package of the build machine
    ships (libstdc++, glib, X11 and xcb, libcrypto...): the package manager provides them,
    as ``Depends:``, and they are 23 MB of the bundle. Qt, ICU and Python stay."""
    paths = system_library_paths()
    removed = []
    for library in sorted(internal.glob("lib*.so*")):
        if library.is_symlink() or library.name.startswith("libpython") or library.name not in paths:
            continue
        try:
            owning_package(paths[library.name])
        except RuntimeError:
            continue
        library.unlink()
        removed.append(library.name)
    return removed


def folder_kib(folder: Path) -> int:
    return sum(p.lstat().st_size for p in folder.rglob("*")) // 1024 + 1


def build(bundle: Path, out_dir: Path, icons: Path = ROOT / "build" / "icons") -> Path:
    with tempfile.TemporaryDirectory(prefix="sf-deb-") as scratch:
        root = Path(scratch) / "root"
        opt = root / "opt" / PACKAGE
        shutil.copytree(bundle, opt, symlinks=True, ignore=shutil.ignore_patterns("share"))
        unbundle_system_libraries(opt / "_internal")
        for path in [opt, *opt.rglob("*")]:  # what dpkg expects: 755 folders, 644 or 755 files
            if not path.is_symlink():
                runnable = path.is_dir() or (os.access(path, os.X_OK) and ".so" not in path.name)
                path.chmod(0o755 if runnable else 0o644)
        (root / "usr" / "bin").mkdir(parents=True)
        (root / "usr" / "bin" / PACKAGE).symlink_to(f"/opt/{PACKAGE}/{PACKAGE}")
        share = root / "usr" / "share"
        (share / "applications").mkdir(parents=True)
        shutil.copy(HERE / "sf-desktop.desktop", share / "applications" / "sf-desktop.desktop")
        for png in sorted(icons.glob("app-*.png")):
            size = png.stem.split("-")[1]
            target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
            target.mkdir(parents=True)
            shutil.copy(png, target / f"{PACKAGE}.png")
        scalable = share / "icons" / "hicolor" / "scalable" / "apps"
        scalable.mkdir(parents=True)
        shutil.copy(ROOT / "sf_desktop" / "resources" / "icons" / "app.svg", scalable / f"{PACKAGE}.svg")
        (share / "metainfo").mkdir(parents=True)
        metainfo = (HERE / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
        today = dt.date.today().isoformat()
        metainfo = metainfo.replace("@VERSION@", __version__).replace("@DATE@", today)
        (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(metainfo, encoding="utf-8")
        doc = share / "doc" / PACKAGE
        doc.mkdir(parents=True)
        (doc / "copyright").write_text(
            "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
            "Upstream-Name: San Francisco Desktop\n\n"
            "Files: *\nCopyright: 2026 San Francisco Desktop\nLicense: proprietary\n"
            " All rights reserved. The bundled Python, Qt (LGPL-3) and PySide6 (LGPL-3) keep\n"
            " their own licences; their texts are in /opt/sf-desktop/_internal.\n",
            encoding="utf-8",
        )
        changelog = (
            f"{PACKAGE} ({__version__}) unstable; urgency=medium\n\n  * Release {__version__}.\n\n"
            f" -- {MAINTAINER}  {dt.datetime.now(dt.UTC).strftime('%a, %d %b %Y %H:%M:%S +0000')}\n"
        )
        (doc / "changelog.gz").write_bytes(gzip.compress(changelog.encode(), mtime=0))
        overrides = share / "lintian" / "overrides"
        overrides.mkdir(parents=True)
        (overrides / PACKAGE).write_text(LINTIAN_OVERRIDES, encoding="utf-8")
        for path in [*share.rglob("*"), root / "usr" / "bin"]:
            if not path.is_symlink():
                path.chmod(0o755 if path.is_dir() else 0o644)

        control = root / "DEBIAN"
        control.mkdir()
        (control / "control").write_text(
            f"Package: {PACKAGE}\n"
            f"Version: {__version__}\n"
            f"Architecture: {ARCH}\n"
            f"Maintainer: {MAINTAINER}\n"
            f"Installed-Size: {folder_kib(root)}\n"
            f"Depends: {', '.join(depends(opt))}\n"
            "Section: games\n"
            "Priority: optional\n"
            "Description: Reiner Knizia's San Francisco as a desktop board game\n"
            " Plan districts, lay cable car lines and raise skyscrapers against AI\n"
            " opponents of three strengths or friends at the same screen. Every move is\n"
            " saved, and an unfinished game resumes on the next start.\n",
            encoding="utf-8",
        )
        out_dir.mkdir(parents=True, exist_ok=True)
        deb = out_dir / f"{PACKAGE}_{__version__}_{ARCH}.deb"
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", "-Zxz", "-z6", "--build", str(root), str(deb)],
            check=True,
            capture_output=True,
        )
    return deb


def main(argv: list[str]) -> int:
    bundle = Path(argv[0]) if argv else ROOT / "dist" / PACKAGE
    out_dir = Path(argv[1]) if len(argv) > 1 else ROOT / "dist"
    print(f"built {build(bundle, out_dir)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
