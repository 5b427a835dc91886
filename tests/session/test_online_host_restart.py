"""The host's app killed in the middle of a game and started again: its own server comes back
on the same port with the same store, its seat is taken back from the seat book, the friend's
client connects again by itself, and the game goes on to its verified end on both sides."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from app_online_helpers import WAIT_MS, play_until, player, read_line, seated

from sf_desktop.session.game_model import GameModel
from sf_desktop.session.seats.online import online_game, put_on_table

HOST = Path(__file__).resolve().parent / "host_process.py"
ROOT = Path(__file__).resolve().parents[2]


def start_host(folder: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, str(HOST), str(folder)], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT
    )


@pytest.mark.slow
def test_the_hosts_app_killed_mid_game_comes_back_and_the_game_goes_on(qtbot, tmp_path: Path) -> None:
    host = start_host(tmp_path / "host")
    again: subprocess.Popen[str] | None = None
    friend = player(tmp_path / "friend")
    try:
        made = read_line(host)
        game = seated(qtbot, friend, "join", made["url"], made["code"], "Friend")
        model = GameModel()
        put_on_table(model, game)
        play_until(qtbot, model, lambda: len(model.history) >= 30, seed=2)
        host.send_signal(signal.SIGKILL)
        host.wait(30)
        qtbot.waitUntil(lambda: game.status == "reconnecting", timeout=WAIT_MS)
        before = len(model.history)

        again = start_host(tmp_path / "host")
        back = read_line(again)
        assert back == {"restored": made["code"], "url": made["url"]}  # the same port, the same room
        qtbot.waitUntil(lambda: game.status == "online", timeout=WAIT_MS)
        assert len(model.history) >= before  # nothing acknowledged was lost

        play_until(qtbot, model, lambda: model.state.is_over, seed=3)
        qtbot.waitUntil(
            lambda: online_game(model) is None, timeout=WAIT_MS
        )  # the record came and checked out
        end = read_line(again)
        assert end == {"end": len(model.record.actions)}
        assert model.record.commitment is not None and model.record.replay().is_over
        assert friend.store.finished_games()[0].record.actions == model.record.actions
    finally:
        friend.shutdown()
        for proc in (host, again):
            if proc is not None and proc.poll() is None:
                proc.kill()
                proc.wait(30)
