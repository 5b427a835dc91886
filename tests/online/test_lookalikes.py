"""The table of characters that look alike is Unicode's list as the development dependency
ships it, and reads as classes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from sf_desktop.online.server.lookalikes import alike_keys

ROOT = Path(__file__).resolve().parents[2]


def test_the_table_is_made_from_unicodes_list() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_lookalikes.py"), "--check"],
        check=False,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_letters_of_three_alphabets_that_look_alike_share_a_key() -> None:
    latin, greek, cyrillic = "A", "\u0391", "\u0410"
    assert alike_keys(latin) == alike_keys(greek) == alike_keys(cyrillic)
    assert not alike_keys("A") & alike_keys("B")
