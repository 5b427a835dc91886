"""The table of an online game at 1024 x 700, at 100% and 200% text, with four players and a
clock: each seat's connection and clock cover nothing a player reads, and a phrase a friend
says shows beside their board for a few seconds (and stays in the log)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "session"))

from app_online_helpers import WAIT_MS, host_on_loopback, player, seated

from sf_desktop.session.game_model import GameModel
from sf_desktop.session.remote_game import FRIEND, HUMAN
from sf_desktop.session.seats.online import online_game, put_on_table
from sf_desktop.views.aids.player_aids import apply_ui_scale
from sf_desktop.views.look import theme
from sf_desktop.views.window.main_window import MainWindow

pytestmark = pytest.mark.usefixtures("private_home", "english")


@pytest.fixture
def table(qtbot, open_app, monkeypatch, tmp_path: Path) -> Iterator[tuple[MainWindow, object, GameModel]]:
    """Ana hosts four seats (Bruno, a friend, and two AIs) with ten minutes each; Bruno joins."""
    host_on_loopback(monkeypatch)
    w = open_app(size=(1024, 700))
    w.online.create(None, "Ana", [HUMAN, FRIEND, "easy", "easy"], "live:600", None)
    qtbot.waitUntil(lambda: online_game(w.model) is not None, timeout=WAIT_MS)
    game = online_game(w.model)
    friend = player(tmp_path / "friend")
    try:
        other = seated(qtbot, friend, "join", game.server, game.code, "Bruno")
        model = GameModel()
        put_on_table(model, other)
        qtbot.waitUntil(lambda: game.started and len(w.scene.boards) == 4, timeout=WAIT_MS)
        yield w, other, model
    finally:
        apply_ui_scale(1.0)
        friend.shutdown()
        w.online.shutdown()


def painted(w: MainWindow) -> list[tuple[str, float, float]]:
    """What the table's words needed and had (``theme.text_audit``), as the window draws them."""
    theme.text_audit = []
    try:
        for item in w.scene.items():
            item.update()
        assert not w.grab().isNull()
        return list(theme.text_audit)
    finally:
        theme.text_audit = None


def covering(w: MainWindow) -> list[str]:
    """The words of a board that something laid over the board hides part of."""
    found = []
    for seat, board in w.scene.boards.items():
        for rect in board.info_rects:
            inner = rect.adjusted(1, 1, -1, -1)
            found += [
                f"seat {seat}: {type(i).__name__} over {rect}"
                for i in w.scene.items(inner)
                if i.isVisible() and i.opacity() > 0 and i.zValue() > 0 and i.topLevelItem() is not board
            ]
    return found


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_each_seats_connection_and_clock_cover_nothing(qtbot, table, scale):
    w, _other, _model = table
    apply_ui_scale(scale)
    qtbot.waitUntil(lambda: w.scene.text.ui == scale)
    QApplication.processEvents()
    audit = painted(w)
    assert not covering(w), covering(w)
    for seat, board in w.scene.boards.items():
        status = w.online.table.statuses[seat]
        assert status.clock and board.status == status
        rects = board.info_rects
        for i, a in enumerate(rects):
            for b in rects[i + 1 :]:
                assert not a.adjusted(1, 1, -1, -1).intersects(b), f"seat {seat}: words touch at {scale:.0%}"
    clocks = [t for t, _, _ in audit if t.endswith(tuple(w.online.table.statuses[s].clock for s in range(4)))]
    assert len(clocks) >= 4, f"every board shows its clock: {clocks}"
    assert not [(t, n, r) for t, n, r in audit if n > r + 0.5], "no word is cut"


def test_a_phrase_a_friend_says_shows_beside_their_board_for_a_while(qtbot, table):
    w, other, _model = table
    other.say("good_luck")
    qtbot.waitUntil(lambda: any("Bruno says" in s for s in w.log.sentences()), timeout=WAIT_MS)
    bubble = w.online.table.bubbles.get(1)
    assert bubble is not None and bubble.isVisible() and "Good luck!" in bubble.text
    board = w.scene.boards[1].geometry.rect
    shown = bubble.sceneBoundingRect()
    assert shown.intersects(board.adjusted(-40, -40, 40, 40)), "beside Bruno's board"
    view = QRectF(w.view.mapToScene(w.view.viewport().rect()).boundingRect())
    assert view.contains(shown), "in sight"
    size = bubble.font.pixelSize() * w.view.fit_scale()
    assert size >= theme.MIN_TEXT_PX - 0.5
    qtbot.waitUntil(lambda: not bubble.isVisible(), timeout=10_000)  # gone after a few seconds
    assert any("Bruno says: “Good luck!”" in s for s in w.log.sentences()), "and kept in the log"
