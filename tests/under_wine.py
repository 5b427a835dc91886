"""Whether the tests run on Windows' Python under Wine (how the Windows build is checked on
Linux): a few tests meet Wine's limits, not the app's, and are skipped there with the reason."""

from __future__ import annotations

import ctypes
import functools
import sys


@functools.cache
def running_under_wine() -> bool:
    """Wine's ntdll exports ``wine_get_version``; Windows' own does not."""
    if sys.platform != "win32":
        return False
    ntdll = ctypes.WinDLL("ntdll")
    return hasattr(ntdll, "wine_get_version")
