"""When this computer cannot host: the reason comes with a code, so the window says it in the
player's language, and the system's own words stay as the detail."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app_online_helpers import player

from sf_desktop.session import online_play
from sf_desktop.storage.online_seats import SeatEntry
from sf_desktop.words.online import trouble


class Refused:
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise OSError("address already in use")


def missing() -> Any:
    raise online_play.HostingError("No module named 'sf_desktop.online.hosting'", "no_hosting")


def test_a_server_that_cannot_start_is_told_with_its_code_and_detail(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    monkeypatch.setattr(online_play, "local_hosting", lambda: Refused)
    play = player(tmp_path / "me")
    answers: list[Any] = []
    try:
        play.create(
            None, "Ana", ["human", "friend"], None, lambda game, problem: answers.append((game, problem))
        )
        [(game, problem)] = answers
        assert game is None and problem.code == "host_failed"
        assert trouble(problem) == "this computer could not start its game server (address already in use)"
        assert play.host is None and play.games == {}
    finally:
        play.shutdown()


def test_resuming_a_hosted_game_without_hosting_says_so(qtbot, tmp_path: Path, monkeypatch) -> None:
    play = player(tmp_path / "me")
    try:
        play.book.keep(SeatEntry("ws://127.0.0.1:1", "ABCD2345", 0, "t" * 32, True))
        monkeypatch.setattr(online_play, "local_hosting", missing)
        [problem] = play.restore()
        assert problem.code == "no_hosting" and "cannot host games" in trouble(problem)
        assert play.games == {}
    finally:
        play.shutdown()
