"""Running Windows programs under Wine from Python, as the Windows build and its test need.

Wine 8's quirks, handled once here:
- it drops every ``QT_*`` variable of the Unix environment, so Qt settings go through the
  Windows program itself (the self-test sets its own platform);
- Python 3.12+ (and some of 3.11's start-up paths) die at start ("init_sys_streams")
  when stdout is a regular file or stdin is not ``/dev/null``: stdin is ``/dev/null`` and
  output goes through a pipe;
- an inherited ``WINEPREFIX`` is ignored on purpose: each build has its own prefix.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path


def windows_path(path: Path | str) -> str:
    r"""A Unix path as Wine's Z: drive sees it: /a/b -> Z:\a\b."""
    return "Z:" + str(Path(path).resolve()).replace("/", "\\")


def missing_host_tools() -> list[str]:
    """The Debian packages whose commands the Windows build needs and this machine lacks."""
    needs = {
        "wine": "wine",
        "wineserver": "wine",
        "makensis": "nsis",
        "x86_64-w64-mingw32-ld": "binutils-mingw-w64-x86-64",
        "x86_64-w64-mingw32-objdump": "binutils-mingw-w64-x86-64",
    }
    return sorted({package for command, package in needs.items() if shutil.which(command) is None})


class Wine:
    """One Wine prefix (a private Windows installation) and the programs run in it."""

    def __init__(self, prefix: Path) -> None:
        self.prefix = prefix
        self.env = {
            **{k: v for k, v in os.environ.items() if not k.startswith("WINE")},
            "WINEPREFIX": str(prefix),
            "WINEARCH": "win64",
            "WINEDEBUG": "-all",
            "WINEDLLOVERRIDES": "mscoree,mshtml=",  # no Mono / Gecko installer prompts
        }

    @property
    def drive_c(self) -> Path:
        return self.prefix / "drive_c"

    @property
    def user_folder(self) -> Path:
        """C:\\users\\<name>: Wine names the Windows user after the Unix one."""
        users = [p for p in (self.drive_c / "users").iterdir() if p.name.lower() != "public"]
        return users[0]

    @property
    def local_appdata(self) -> Path:
        return self.user_folder / "AppData" / "Local"

    def ensure_prefix(self) -> None:
        if not (self.prefix / "system.reg").exists():
            self.prefix.mkdir(parents=True, exist_ok=True)
            subprocess.run(["wineboot", "-i"], env=self.env, check=True, capture_output=True, timeout=600)
            self.wait()

    def run(
        self,
        program: Sequence[str],
        *,
        env: dict[str, str] | None = None,
        cwd: Path | None = None,
        timeout: float = 2400,
    ) -> subprocess.CompletedProcess[str]:
        """Run a Windows program; its output (stdout and stderr) comes back as text."""
        return subprocess.run(
            ["wine", *program],
            env={**self.env, **(env or {})},
            cwd=cwd,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            errors="replace",
            timeout=timeout,
            check=False,
        )

    def reg_query(self, key: str) -> bool:
        """Whether a registry key exists."""
        return self.run(["reg", "query", key], timeout=120).returncode == 0

    def wait(self) -> None:
        """Until every program of this prefix has ended (Wine writes the registry then)."""
        subprocess.run(["wineserver", "-w"], env=self.env, check=False, timeout=300)

    def stop(self) -> None:
        """End this prefix's programs (only this prefix's)."""
        subprocess.run(["wineserver", "-k"], env=self.env, check=False, capture_output=True, timeout=60)
