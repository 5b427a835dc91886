"""The replay window as a newcomer meets it: titled by the game (players, date, result), never
by a file name the player did not choose; the review says where it is kept in words; the
viewer's seat stays large; it closes with a button, Escape or Ctrl+W; a judged decision's line
goes when the replay steps elsewhere."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sf_desktop.ai.base import make_agent
from sf_desktop.ai.match import play_match
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.replay import RecordReplay
from sf_desktop.model.review import Curve, DecisionReview, GameReview
from sf_desktop.model.rules import legal_actions
from sf_desktop.model.save_format import SUFFIX, game_key
from sf_desktop.model.scoring import score
from sf_desktop.session.game_model import ReviewBudget
from sf_desktop.session.review_store import review_path
from sf_desktop.words.people import DEFAULT_NAME

pytestmark = pytest.mark.usefixtures("private_home", "english")


@pytest.fixture(scope="module")
def solo() -> GameRecord:
    """You (a person, who played Greedy's moves) against Ada (Random), to the end."""
    seats = (Seat(DEFAULT_NAME, "greedy"), Seat("Ada", "random"))
    record = play_match(seats, [make_agent("greedy"), make_agent("random")], 4).record
    return attrs.evolve(record, seats=(Seat(DEFAULT_NAME, "human"), Seat("Ada", "random")))


@pytest.fixture
def window(open_app):
    """The app's window on private folders; its replay windows close after the test."""
    w = open_app(size=None)
    yield w
    for r in w.replays:
        r.close()


def file_words(path) -> list[str]:
    """What of a file's name must not be shown: the name, its id, the suffixes."""
    return [path.name, path.name.removesuffix(SUFFIX), SUFFIX, ".review.json", ".json"]


def test_a_finished_game_is_titled_by_its_players_date_and_result(qtbot, window, solo):
    path = window.files.store.finish(solo)
    assert game_key(solo) in path.name, "the app names the file by the game's id"
    replay = window.watch_file(path)
    title = replay.windowTitle()
    assert not [w for w in file_words(path) if w in title], title
    b = score(replay.replay.states[-1])
    winner = "You" if b.winners[0] == 0 else "Ada"
    assert title.startswith("Replay: You vs Ada · today at "), title
    assert title.endswith(f"{winner} won with {b.totals[b.winners[0]]} VP"), title


def test_the_score_screen_review_is_titled_by_the_game(qtbot, window, solo):
    window.model.load_record(solo)
    window.review_current_game()
    replay = window.replays[-1]
    replay.panel.cancel()
    assert replay.windowTitle().startswith("Replay: You vs Ada · today at ")
    assert " won with " in replay.windowTitle()


def test_the_review_says_it_is_kept_with_the_game_without_a_file_name(qtbot, window, solo):
    path = window.files.store.finish(solo)
    replay = window.watch_file(path)
    panel = replay.panel
    panel.budget = ReviewBudget(iterations=30, time_ms=None)
    with qtbot.waitSignal(window.model.review_finished, timeout=120000):
        panel.start()
    assert review_path(path).is_file()
    done = panel.status.text()
    assert "kept with the game" in done and not [w for w in file_words(path) if w in done], done
    replay.close()
    again = window.watch_file(path)
    assert again.panel.review is not None
    loaded = again.panel.status.text()
    assert "kept with the game" in loaded and not [w for w in file_words(path) if w in loaded], loaded


# ---------------------------------------------------------------------------- the seat, closing


def activate(qtbot, replay) -> None:
    """Keys go to the replay window (its shortcuts work while it is the active window)."""
    replay.raise_()
    replay.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is replay, timeout=5000)


def test_the_viewers_seat_stays_large_however_the_turns_pass(qtbot, window, solo):
    replay = window.show_replay(solo)
    shown = set()
    for n in range(0, len(solo.actions) + 1, 3):
        replay.seek(n)
        shown.add(replay.scene.focus)
    replay.to_start()
    for _ in range(12):
        replay.turn_on()
        shown.add(replay.scene.focus)
    assert shown == {0}, "the person's own city stays large, as at the table"


def test_stepping_on_with_animation_keeps_the_seat(qtbot, window, solo):
    replay = window.show_replay(solo)
    replay.speed.setCurrentIndex(0)  # fast
    for _ in range(20):
        replay.forward()
        qtbot.waitUntil(lambda: not replay.animator.busy, timeout=10000)
        assert replay.scene.focus == 0, replay.replay.cursor


def test_the_replay_closes_with_its_button(qtbot, window, solo):
    replay = window.show_replay(solo)
    assert replay.close_button.isVisible() and replay.close_button.text() == "&Close"
    replay.close_button.click()
    assert not replay.isVisible()


@pytest.mark.parametrize(
    ("key", "modifier"),
    [
        (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier),
    ],
    ids=["Esc", "Ctrl+W"],
)
def test_the_replay_closes_with_a_key(qtbot, window, solo, key, modifier):
    replay = window.show_replay(solo)
    activate(qtbot, replay)
    QTest.keyClick(replay, key, modifier)
    assert not replay.isVisible()
    assert window.isVisible(), "the table stays"


def test_a_judged_decisions_line_goes_when_stepping_elsewhere(qtbot, window, solo):
    path = window.files.store.finish(solo)
    replay = window.watch_file(path)
    review = review_like(solo)
    replay.panel.set_review(review)
    decision = review.decisions[0]
    replay.select_decision(decision.index)
    assert replay.statusBar().currentMessage(), "the numbers behind the label are shown"
    replay.forward()
    qtbot.waitUntil(lambda: not replay.animator.busy, timeout=10000)
    assert replay.statusBar().currentMessage() == "", "stepping on leaves them behind"
    replay.select_decision(decision.index)
    assert replay.statusBar().currentMessage()
    replay.seek(decision.index + 5)
    assert replay.statusBar().currentMessage() == ""
    replay.select_decision(decision.index)
    replay.turn_back()
    assert replay.statusBar().currentMessage() == ""


def review_like(record: GameRecord) -> GameReview:
    """A review of a decision of the person's with a choice: a mistake, another move was better."""
    states = RecordReplay(record).states
    index = [i for i, s in enumerate(states[:-1]) if s.current == 0 and len(legal_actions(s)) > 1][2]
    played = record.actions[index]
    best = next(a for a in legal_actions(states[index]) if a != played)
    decision = DecisionReview(index, 0, played, best, 0.3, 0.5, -1.0, "mistake")
    return GameReview((0,), (decision,), Curve((0,), ((0.5, 0.5),)))


@pytest.mark.parametrize("code", ["en", "es", "it"])
def test_the_replay_fits_a_small_screen(qtbot, window, solo, code):
    """On a screen smaller than the replay's usual 1400 x 820 it opens within the screen's free
    area, its frame included, and it fits a 1024-wide one at any text size in every language: at 200% in Spanish
    its speed, Play on and Close move below the slider rather than past the window's edge."""
    from sf_desktop.views.aids.player_aids import apply_ui_scale
    from sf_desktop.words import languages

    room = window.screen().availableGeometry().size()
    assert room.width() < 1400, "the test screen is smaller than the replay's usual size"
    languages.install_language(code)
    try:
        for scale in (1.0, 2.0):
            apply_ui_scale(scale)
            replay = window.show_replay(solo)
            qtbot.waitExposed(replay)
            assert replay.first_size().width() < replay.wanted_size().width()
            assert replay.frameGeometry().height() <= room.height(), "its title bar too"
            assert replay.wanted_size().expandedTo(QSize(1400, 820)) == replay.wanted_size()
            assert replay.minimumSizeHint().width() <= 1000, (scale, replay.minimumSizeHint())
            replay.resize(1024, 700)
            qtbot.waitUntil(lambda r=replay: r.width() == 1024)
            for button in (replay.close_button, replay.play_on_button, replay.b_end):
                corner = button.mapTo(replay, button.rect().bottomRight())
                assert replay.rect().contains(corner), (scale, button.text())
            replay.close()
    finally:
        apply_ui_scale(1.0)


def test_stepping_keeps_the_position_whole_and_the_bar_still(qtbot, window, solo):
    """ "Action 0 of 210 · turn 1" and "Action 210 of 210 · turn 104" take the same room: the
    label is never cut and the slider does not jump as the replay steps on."""
    from PySide6.QtWidgets import QApplication

    from sf_desktop.views.aids.player_aids import apply_ui_scale

    apply_ui_scale(2.0)
    try:
        replay = window.show_replay(solo)
        qtbot.waitExposed(replay)
        replay.resize(1024, 700)
        QApplication.processEvents()
        at_start = (replay.position.width(), replay.slider.width())
        replay.seek(len(replay.replay))
        QApplication.processEvents()
        label = replay.position
        assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width()
        assert (label.width(), replay.slider.width()) == at_start
    finally:
        apply_ui_scale(1.0)
