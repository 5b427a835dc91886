"""The replay view and the review in the window: moving over a game (keys, buttons, slider,
autoplay), the file never changed, Play on from here, the review off the GUI thread with its
marks, its file, and the ways in (Open Recent, Statistics, the score screen)."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sf_desktop.ai.base import make_agent
from sf_desktop.ai.match import play_match
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.replay import RecordReplay
from sf_desktop.session.game_model import ReviewBudget
from sf_desktop.session.review_store import review_path
from sf_desktop.storage.save_files import save_file
from sf_desktop.views.dialogs.statistics import StatsDialog
from sf_desktop.views.table.items import Mark

pytestmark = pytest.mark.usefixtures("private_home")


@pytest.fixture(scope="module")
def finished() -> GameRecord:
    """Ana (a person, who played Greedy's moves) against a Random seat."""
    seats = (Seat("Ana", "greedy"), Seat("Bot", "random"))
    record = play_match(seats, [make_agent("greedy"), make_agent("random")], 3).record
    return attrs.evolve(record, seats=(Seat("Ana", "human"), Seat("Bot", "random")))


@pytest.fixture
def window(open_app):
    """The app's window on private folders, of its own first size; its replay windows close after the test."""
    w = open_app(size=None)
    yield w
    for r in w.replays:
        r.close()


def activate(qtbot, replay) -> None:
    """Keys go to the replay window (its shortcuts work while it is the active window)."""
    replay.raise_()
    replay.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is replay, timeout=5000)


@pytest.fixture
def game_file(tmp_path, finished):
    path = tmp_path / "games" / "ana.sfgame.json"
    save_file(path, finished)
    return path


def test_record_replay_moves_by_action_and_turn(finished) -> None:
    r = RecordReplay(finished)
    assert r.at_start and len(r) == len(finished.actions)
    step = r.forward()
    assert step is not None and step.action == finished.actions[0] and r.cursor == 1
    start = r.next_turn()
    assert r.state.turn == 2 and r.states[start - 1].turn == 1
    r.next_turn()
    assert r.previous_turn() == start or r.state.turn == 2
    assert r.to_end() == len(r) and r.at_end and r.forward() is None
    assert r.state.is_over
    assert r.to_start() == 0 and r.seek(10**6) == len(r) and r.seek(-3) == 0
    cut = r.record_until(25)
    assert (
        cut.actions == finished.actions[:25] and cut.deck == finished.deck and cut.game_id != finished.game_id
    )


def test_keys_buttons_and_slider_move_the_table(qtbot, window, game_file) -> None:
    before = game_file.read_bytes()
    replay = window.watch_file(game_file)
    assert replay is not None
    activate(qtbot, replay)
    replay.speed.setCurrentIndex(0)
    QTest.keyClick(replay, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: not replay.animator.busy)
    assert replay.replay.cursor == 1 and replay.slider.value() == 1
    QTest.keyClick(replay, Qt.Key.Key_PageDown)
    assert replay.replay.state.turn == 2 and replay.replay.cursor in replay.replay.turn_starts
    QTest.keyClick(replay, Qt.Key.Key_End)
    assert replay.replay.at_end and replay.scene.state is replay.replay.state
    QTest.keyClick(replay, Qt.Key.Key_Left)
    assert replay.replay.cursor == len(replay.replay) - 1
    replay.b_start.click()
    assert replay.replay.at_start and not replay.b_back.isEnabled()
    replay.slider.setValue(40)
    assert replay.replay.cursor == 40 and replay.scene.state is replay.replay.states[40]
    assert replay.log.steps and len(replay.log.steps) == 40, "the log is in step"
    replay.tabs.setCurrentWidget(replay.log_view)
    assert replay.log_view.toPlainText().count("\n") + 1 == len(replay.log.entries)
    assert game_file.read_bytes() == before, "replaying never changes the file"


def test_autoplay_walks_the_game(qtbot, window, game_file) -> None:
    replay = window.watch_file(game_file)
    activate(qtbot, replay)
    replay.speed.setCurrentIndex(0)  # fast
    QTest.keyClick(replay, Qt.Key.Key_Space)
    assert replay.playing
    qtbot.waitUntil(lambda: replay.replay.cursor >= 3, timeout=20000)
    QTest.keyClick(replay, Qt.Key.Key_Space)
    assert not replay.playing


def test_play_on_from_here_is_a_new_game(qtbot, window, game_file, finished) -> None:
    before = game_file.read_bytes()
    replay = window.watch_file(game_file)
    replay.seek(30)
    replay.play_on_button.click()
    m = window.model
    assert m.record.actions == finished.actions[:30] and m.record.game_id != finished.game_id
    assert window.files.path is None, "Save asks for a new file"
    assert game_file.read_bytes() == before


def test_a_review_in_the_window_marks_slider_log_and_table(qtbot, window, game_file) -> None:
    replay = window.watch_file(game_file)
    panel = replay.panel
    assert panel.chosen_seats() == [0], "the person at the table by default"
    panel.budget = ReviewBudget(iterations=120, time_ms=None)
    with qtbot.waitSignal(window.model.review_finished, timeout=120000):
        panel.start()
        assert panel.running and not panel.progress.isHidden() and not panel.cancel_button.isHidden()
    review = panel.review
    assert review is not None and review.decisions and all(d.seat == 0 for d in review.decisions)
    assert replay.slider.marks == {d.index: d.label for d in review.decisions}
    assert panel.moments.count() == 3
    assert replay.chart.series is not None and replay.chart.series.players == 2
    assert review_path(game_file).is_file()
    worst = max(review.decisions, key=lambda d: d.win_chance_lost)
    replay.select_decision(worst.index)
    assert replay.replay.cursor == worst.index
    assert replay.marked and all(item.mark == Mark.HINT for item in replay.marked)
    replay.to_end()
    replay.tabs.setCurrentWidget(replay.log_view)
    assert "[" in replay.log_view.toPlainText(), "the log carries the labels"
    replay.close()
    again = window.watch_file(game_file)
    assert again.panel.review == review and not again.panel.running, "a stored review is shown at once"


def test_cancel_stops_the_review_at_once(qtbot, window, game_file) -> None:
    replay = window.watch_file(game_file)
    panel = replay.panel
    panel.budget = ReviewBudget(iterations=10**6, time_ms=None)
    panel.start()
    qtbot.waitUntil(lambda: panel.running and not panel.progress.isHidden())  # under way
    with qtbot.waitSignal(window.model.review_cancelled, timeout=100):
        panel.cancel_button.click()
    assert not panel.running and panel.progress.isHidden()
    assert not review_path(game_file).exists()


def test_a_damaged_review_file_is_ignored(qtbot, window, game_file) -> None:
    review_path(game_file).write_text("{ not json", encoding="utf-8")
    replay = window.watch_file(game_file)
    assert replay.panel.review is None and replay.panel.review_button.isEnabled()


def test_a_review_whose_curve_has_no_point_still_lets_the_game_be_watched(
    qtbot, window, game_file, finished
) -> None:
    """A review file with an empty curve passed the reader, and the replay would not open."""
    import json

    from sf_desktop.session.review_store import FORMAT, record_checksum

    review = {"format": FORMAT, "version": 1, "record_checksum": record_checksum(finished), "seats": [0]}
    review |= {"decisions": [], "curve": {"indices": [], "chances": []}}
    review_path(game_file).write_text(json.dumps(review), encoding="utf-8")
    replay = window.watch_file(game_file)
    assert replay.chart.series is None and replay.chart.legend_entries() == []
    replay.to_end()
    assert replay.replay.cursor == len(finished.actions)


def test_finished_games_open_in_the_replay(qtbot, window, game_file, finished) -> None:
    window.files._remember(game_file)
    window.files._fill_recent()
    window.files.menu_recent.actions()[0].trigger()
    assert window.replays and window.replays[-1].record == finished
    store = window.files.store
    store.finish(finished)
    dialog = StatsDialog.from_store(store, parent=window)
    asked = []
    dialog.replay_requested.connect(lambda record, path: asked.append((record, path)))
    dialog.watch_selected()
    assert asked and asked[0][0] == finished and asked[0][1] == store.finished_path(finished)


def test_the_score_screen_offers_a_review(qtbot, window, finished) -> None:
    window.model.load_record(finished)
    window.show_score()
    dialog = window.score_dialog
    assert dialog is not None and dialog.review_button.isVisible()
    dialog.review_button.click()
    replay = window.replays[-1]
    assert replay.panel.running
    replay.panel.cancel()
