"""The AI's worker process ends with the window's process, even when that one is killed."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

pytestmark = [
    pytest.mark.slow,  # a kill test: make test runs it, make check leaves it out
    pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL"),
]

PARENT = """
import os, random, sys
from sf_desktop.ai.worker import Thinker
from sf_desktop.model.rules import new_game
from sf_desktop.model.state import public_view

thinker = Thinker()
state = new_game(2, seed=1)
thinker.submit("move", "think", "easy", public_view(state), random.Random(1).getstate()).result(timeout=60)
print(*(p.pid for p in thinker._pool._processes.values()), flush=True)
sys.stdin.read()  # wait to be killed
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with open(f"/proc/{pid}/stat") as f:  # a zombie is gone for our purpose
        return f.read().split(")")[-1].split()[0] != "Z"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_worker_exits_when_the_window_process_is_killed() -> None:
    parent = subprocess.Popen(
        [sys.executable, "-c", PARENT], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        workers = [int(p) for p in parent.stdout.readline().split()]
        assert workers and all(_alive(p) for p in workers)
        parent.send_signal(signal.SIGKILL)
        parent.wait(timeout=10)
        deadline = time.monotonic() + 10
        while any(_alive(p) for p in workers) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(_alive(p) for p in workers)
    finally:
        parent.kill()
        parent.stdin.close()
        parent.stdout.close()
