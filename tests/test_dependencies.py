"""The app's dependencies reach every build: the Windows build downloads its wheels by name
(``WINDOWS_PACKAGES``), so a dependency added to ``pyproject.toml`` and not there would be
missing from the Windows app alone, and only its self-test under Wine would tell."""

from __future__ import annotations

import re
import runpy
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def test_every_dependency_of_the_app_is_in_the_windows_build() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    needed = {
        normalized(re.split(r"[\s<>=!~;\[]", spec, maxsplit=1)[0])
        for spec in project["dependencies"]
        if "sys_platform" not in spec  # another system's own (jeepney: AT-SPI on Linux)
    }
    build = runpy.run_path(str(ROOT / "packaging" / "windows" / "build.py"), run_name="build")
    downloaded = {normalized(name) for name in build["WINDOWS_PACKAGES"]}
    assert needed <= downloaded, needed - downloaded
