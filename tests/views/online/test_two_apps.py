"""Two app processes, a host and a friend, each with its own ``SF_DESKTOP_HOME`` and its own X
server (Xvfb), play a game to the end through the app's own input path: the dialogs by their
keys, fields and buttons, every decision a click or a drag on the table (``app_player.py``).
The game is hosted by the host's app on 127.0.0.1."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "session"))

from app_online_helpers import read_line

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
GAME_S = 900.0  # a generous bound for a whole game with animations on a busy machine


def start(role: str, home: Path) -> subprocess.Popen[str]:
    env = dict(
        os.environ,
        SF_DESKTOP_HOME=str(home),
        SF_DESKTOP_HOST_LOOPBACK="1",
        QT_QPA_PLATFORM="xcb",
        PYTHONPATH=str(ROOT),
        PYTHONUNBUFFERED="1",
    )
    command = [
        "xvfb-run",
        "-a",
        "-s",
        "-screen 0 1280x800x24",
        sys.executable,
        str(HERE / "app_player.py"),
        role,
    ]
    return subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT
    )


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed")
def test_a_host_and_a_friend_each_in_their_own_app_play_a_game_to_the_end(tmp_path: Path) -> None:
    host = start("host", tmp_path / "host")
    friend: subprocess.Popen[str] | None = None
    try:
        invitation = read_line(host, 120)
        assert set(invitation) == {"code", "url"}, invitation
        assert invitation["url"].startswith("ws://127.0.0.1:")
        friend = start("friend", tmp_path / "friend")  # after the host: the two X servers never race
        assert friend.stdin is not None
        friend.stdin.write(json.dumps(invitation) + "\n")
        friend.stdin.flush()
        started = [read_line(p, 120) for p in (host, friend)]
        assert [s.get("seat") for s in started] == [0, 1], started
        ends = [read_line(p, GAME_S) for p in (host, friend)]
        for end in ends:
            assert "problem" not in end, end
            assert end["verified"] and end["filed"] and end["played"] == 1, end
        assert ends[0]["end"] == ends[1]["end"] == ends[0]["moves"] + ends[1]["moves"]
        assert ends[0]["deck"] == ends[1]["deck"]
        seats = json.loads((tmp_path / "host" / "data" / "online-seats.json").read_text())["seats"]
        assert seats[0]["hosted"] and seats[0]["finished"]
        for proc in (host, friend):
            assert proc.wait(60) == 0
    finally:
        for proc in (host, friend):
            if proc is not None and proc.poll() is None:
                proc.kill()
                proc.wait(30)
