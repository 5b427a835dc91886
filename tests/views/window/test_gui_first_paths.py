"""One walk through the real window from an empty home, along the paths a newcomer takes first:
the welcome, Game ▸ Watch a game…, its review judged in the AI's worker process, the replay
within the screen, a menu left by Esc and then a table key, a game hosted here that a second
client joins and plays to its end, and that end filed. Each step is checked by what the
player would see or get, not by what the code meant to do; the budgets are small (a short
review, random moves), so that the walk takes seconds."""

from __future__ import annotations

import random
import shutil
import sys
from pathlib import Path

from conftest import FIXTURES
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox
from table_driver import settle

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "session"))

from app_online_helpers import WAIT_MS, host_on_loopback, play_to_the_end, player, seated

from sf_desktop.ai.review import ReviewBudget
from sf_desktop.model.actions import DRAW
from sf_desktop.session.game_model import GameModel
from sf_desktop.session.seats.online import put_on_table
from sf_desktop.storage.stats import from_store
from sf_desktop.views.dialogs.unsaved import UnsavedGameBox

REVIEW_MS = 120_000  # a process to start and 55 short searches, on a busy machine


def answer_when_asked(seen: list, which: QMessageBox.StandardButton) -> None:
    """Click ``which`` in the Save / Discard question as soon as it shows (it runs its own loop)."""

    def poke() -> None:
        box = next(
            (d for d in QApplication.topLevelWidgets() if isinstance(d, UnsavedGameBox) and d.isVisible()),
            None,
        )
        if box is None:
            QTimer.singleShot(20, poke)
            return
        seen.append(box)
        box.button(which).click()

    QTimer.singleShot(0, poke)


def watch_a_game(qtbot, w, monkeypatch, folder: Path):
    """Game ▸ Watch a game… with a finished game of three chosen in its file dialog: the replay."""
    watched = folder / "a finished game.sfgame.json"
    shutil.copy(FIXTURES / "saves" / "schema3-3p-finished.sfgame.json", watched)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(watched), ""))
    watch = next(a for a in w.menu_game.actions() if a.text().replace("&", "") == "Watch a game…")
    watch.trigger()
    qtbot.waitUntil(lambda: bool(w.replays) and w.replays[-1].isVisible())
    return w.replays[-1]


def test_a_watched_game_opens_within_the_screen_frame_included(
    qtbot, open_app, private_home, monkeypatch, tmp_path
):
    w = open_app(resume=None, interactive=True)
    replay = watch_a_game(qtbot, w, monkeypatch, tmp_path)
    area = replay.screen().availableGeometry()
    assert area.contains(replay.frameGeometry()), (replay.frameGeometry(), area)


def test_a_newcomer_walks_the_first_paths(qtbot, open_app, private_home, monkeypatch, tmp_path) -> None:
    host_on_loopback(monkeypatch)
    w = open_app(resume=None, interactive=True, ai_processes=True)
    friend = player(tmp_path / "friend")
    try:
        # Start: the welcome, and nothing plays before the player chooses.
        panel = w.session.welcome
        qtbot.waitUntil(panel.isVisible)
        assert not w.model.has_game

        # Game ▸ Watch a game…: the file chosen in its dialog opens in the replay (whose place on
        # the screen, frame included, the test above checks).
        replay = watch_a_game(qtbot, w, monkeypatch, tmp_path)
        assert len(replay.replay.record.actions) == 202

        # Its review: judged in the worker process at the first try, kept beside the file.
        replay.tabs.setCurrentWidget(replay.panel)
        # 80 iterations a decision: short, and enough for the search to reach the draw it once
        # mistook for a move in the worker process (the review stopped there at the first try).
        replay.panel.budget = ReviewBudget(iterations=80, time_ms=None)
        replay.panel.review_button.click()
        qtbot.waitUntil(lambda: not replay.panel.running, timeout=REVIEW_MS)
        status = replay.panel.status.text()
        assert replay.panel.review is not None, status
        assert replay.panel.decisions.count() == len(replay.panel.review.decisions) > 0
        assert "Review done, and kept with the game" in status and "stopped" not in status
        replay.close()

        # A game from the welcome; a menu opened by the mouse and left by Esc; D draws at once.
        panel.play_button.click()
        qtbot.waitUntil(lambda: w.model.human_to_move and not w.animator.busy, timeout=WAIT_MS)
        settle(qtbot, w)
        w.activateWindow()
        w.view.setFocus()
        bar = w.menuBar()
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(bar.actions()[0]).center())
        qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
        QTest.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
        w.activateWindow()
        qtbot.waitUntil(lambda: w.focusWidget() is w.view, timeout=2000)
        before = len(w.model.record.actions)
        QTest.keyClick(w.focusWidget(), Qt.Key.Key_D)
        settle(qtbot, w)
        assert w.model.record.actions[before:] == (DRAW,)

        # A game hosted here; a second client joins with the code and both play it to its end.
        # The game in progress is asked about first: the player discards it (it waits under
        # Game ▸ Unfinished games).
        asked: list[UnsavedGameBox] = []
        answer_when_asked(asked, QMessageBox.StandardButton.Discard)
        dialog = w.online.open_play_dialog()
        page = dialog.host
        page.seats.name.setText("Ana")
        QTest.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(
            lambda: page.game is not None and w.model.players.online is page.game, timeout=WAIT_MS
        )
        game = page.game
        dialog.close()
        assert asked, "the game in progress was asked about"
        other = seated(qtbot, friend, "join", game.server, game.code, "Bruno")
        theirs = GameModel()
        put_on_table(theirs, other)
        qtbot.waitUntil(lambda: game.started and w.model.names == ("Ana", "Bruno"), timeout=WAIT_MS)
        play_to_the_end(qtbot, [w.model, theirs], seed=random.Random(30).randrange(1000))

        # The end: checked, shown, filed here with the game's commitment, and counted.
        qtbot.waitUntil(
            lambda: w.model.players.online is None and w.score_dialog is not None, timeout=WAIT_MS
        )
        record = w.model.record
        path = w.files.store.finished_path(record)
        qtbot.waitUntil(path.is_file, timeout=WAIT_MS)
        assert record.commitment is not None and record.actions and w.model.state.is_over
        assert from_store(w.files.store).overall.played == 1
    finally:
        w.keeper.enabled = False  # nothing more to ask when the test closes the window
        friend.shutdown()
        w.online.shutdown()
