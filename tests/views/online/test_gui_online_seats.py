"""Who plays the seats of an online game, as the window tells it: no suggestion where a friend
expects the player, the stand-in's moves and comings told as its own, a friend who left shown
away (not thinking), and a restart that goes straight back to the online game."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "session"))

from app_online_helpers import WAIT_MS, host_on_loopback, play_until, player, seated
from test_gui_online import a_friend_joins, host_a_game

from sf_desktop.session.game_model import GameModel
from sf_desktop.session.remote_game import FRIEND, HUMAN
from sf_desktop.session.seats.online import online_game, put_on_table


@pytest.fixture
def app(open_app, monkeypatch):
    host_on_loopback(monkeypatch)
    w = open_app()
    yield w
    w.online.shutdown()


def test_suggest_in_an_online_game_says_there_is_none_and_stops(qtbot, app, tmp_path: Path) -> None:
    w = app
    with a_friend_joins(qtbot, w, tmp_path) as (_game, model):
        qtbot.waitUntil(lambda: w.model.human_to_move or model.human_to_move, timeout=WAIT_MS)
        if model.human_to_move:
            play_until(qtbot, model, lambda: w.model.human_to_move)
        w.aids.act_hint.trigger()
        said = w.statusBar().currentMessage()
        assert said == "No suggestion this time (there are no suggestions in games with friends online)."
        assert not w.aids.hints.busy


def test_the_stand_in_s_moves_and_comings_are_told_as_its_own(qtbot, app, tmp_path: Path) -> None:
    """One second each: the host's time runs out and the AI stands in. The log says so, tells
    the stand-in's moves as the AI's (never "you took"), and says when the seat is taken back;
    the friend's table knows which steps the stand-in made."""
    w = app
    w.online.create(None, "Ana", [HUMAN, FRIEND], "live:1", None)
    qtbot.waitUntil(lambda: online_game(w.model) is not None, timeout=WAIT_MS)
    game = online_game(w.model)
    friend = player(tmp_path / "friend")
    try:
        other = seated(qtbot, friend, "join", game.server, game.code, "Bruno")
        qtbot.waitUntil(
            lambda: any(s.stand_in and s.seat == game.seat for s in w.model.steps), timeout=WAIT_MS
        )
        log = w.log.sentences()
        assert "Your time ran out: the AI plays for you until you take your seat back." in log
        said = w.narrator.announcer.said  # and a screen reader hears whose moves they are
        qtbot.waitUntil(
            lambda: any(s.startswith("The AI standing in for you ") for s in said), timeout=WAIT_MS
        )
        by_stand_in = [s for s in log if s.startswith("The AI standing in for you ")]
        assert by_stand_in and not any(s.startswith("You ") for s in log)
        qtbot.waitUntil(lambda: any(s.stand_in and s.seat == game.seat for s in other.steps), timeout=WAIT_MS)
        QTest.mouseClick(w.online.table.bar.back, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "You took your seat back from the AI." in w.log.sentences(), timeout=WAIT_MS)
        seen_by_friend = GameModel()
        put_on_table(seen_by_friend, other)  # the friend's table shown anew, as after a restart
        assert any(s.stand_in and s.seat == game.seat for s in seen_by_friend.steps)
    finally:
        friend.shutdown()


def test_a_friend_who_left_is_shown_away_not_thinking(qtbot, app, tmp_path: Path) -> None:
    w = app
    dialog, game = host_a_game(qtbot, w)
    dialog.close()
    friend = player(tmp_path / "friend")
    other = seated(qtbot, friend, "join", game.server, game.code, "Bruno")
    model = GameModel()
    put_on_table(model, other)
    qtbot.waitUntil(lambda: game.started and w.model.names == ("Ana", "Bruno"), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: w.model.human_to_move or model.human_to_move, timeout=WAIT_MS)
    if w.model.human_to_move:
        play_until(qtbot, w.model, lambda: model.human_to_move)
    qtbot.waitUntil(lambda: w.model.thinking_seat == 1, timeout=WAIT_MS)
    assert w.scene.prompt.title.toPlainText() == "Bruno is thinking…"
    friend.shutdown()  # the friend's app is gone
    qtbot.waitUntil(lambda: not game.presence[1], timeout=WAIT_MS)
    assert w.model.thinking_seat == -1 and w.model.away_seat == 1
    assert w.scene.prompt.title.toPlainText() == "Bruno is away"
    text = w.online.table.bar.label.text()
    assert "Bruno is away" in text and "Bruno’s turn" not in text


def test_a_restart_into_an_online_game_starts_no_game_here(qtbot, open_app, monkeypatch) -> None:
    host_on_loopback(monkeypatch)
    w = open_app()
    dialog, game = host_a_game(qtbot, w)
    dialog.close()
    w.close()
    again = open_app()  # the same home
    try:
        assert not again.model.has_game  # no "You against Ada" first, nothing left unfinished here
        assert again.statusBar().currentMessage() == "Reconnecting to your online game…"
        qtbot.waitUntil(lambda: online_game(again.model) is not None, timeout=WAIT_MS)
        assert online_game(again.model).code == game.code
        assert "is back on the table" in again.statusBar().currentMessage()
        assert again.files.store.find_resume().game is None
    finally:
        again.online.shutdown()
