"""The replay at 1024 x 700 in every language at 100% and 200% text: the table keeps the whole
width and cuts no word; the log, the review and the chart lie over its side when the player
opens them (F9 or the bar's button), every tab's name whole. On a wide window they stand beside
a table of full size, and the splitter never squeezes the table."""

from __future__ import annotations

import sys

import pytest
from conftest import ROOT
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sf_desktop.session.game_model import ReviewBudget
from sf_desktop.views.aids.player_aids import apply_ui_scale
from sf_desktop.views.look import theme
from sf_desktop.views.look.screen_room import client_room
from sf_desktop.views.replay.side_panel import TABLE_WIDTH
from sf_desktop.views.replay.window import ReplayWindow
from sf_desktop.words import languages

sys.path.insert(0, str(ROOT / "tools"))
from table_positions import RICH_SEEDS, played_record, seats_for

pytestmark = pytest.mark.usefixtures("private_home", "english")


@pytest.fixture
def window(open_app):
    w = open_app(size=None)
    yield w
    for r in w.replays:
        r.close()
    apply_ui_scale(1.0)


def open_replay(qtbot, w, players: int, size: tuple[int, int]) -> ReplayWindow:
    record = played_record(seats_for(players, kind="medium"), RICH_SEEDS[players], 0.85)
    replay = w.show_replay(record)
    qtbot.waitExposed(replay)
    replay.seek(len(replay.replay) // 2)
    replay.resize(*size)
    qtbot.waitUntil(lambda: replay.size().toTuple() == size)
    QApplication.processEvents()
    return replay


def cut_words(replay: ReplayWindow) -> list[tuple[str, int, int]]:
    """The table's words that had to be cut (``theme.text_audit``), as the window draws them."""
    theme.text_audit = []
    try:
        replay.scene.refresh_words()
        for item in replay.scene.items():
            item.update()
        assert not replay.grab().isNull()
        return sorted({(t, round(n), round(r)) for t, n, r in theme.text_audit if n > r + 0.5})
    finally:
        theme.text_audit = None


def hidden_tabs(replay: ReplayWindow) -> list[str]:
    """The tabs whose names are not wholly in sight (behind scroll arrows, past the edge)."""
    bar = replay.tabs.tabBar()
    shown = [
        bar.tabText(i)
        for i in range(bar.count())
        if bar.rect().contains(bar.tabRect(i))
        and replay.rect().contains(bar.mapTo(replay, bar.tabRect(i).bottomRight()))
        and bar.fontMetrics().horizontalAdvance(bar.tabText(i).replace("&", "")) <= bar.tabRect(i).width()
    ]
    return [bar.tabText(i) for i in range(bar.count()) if bar.tabText(i) not in shown]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("language", ["en", "es", "it"])
def test_at_1024x700_the_table_cuts_no_word_and_the_panel_shows_whole(qtbot, window, language, players):
    languages.install_language(language)
    for scale in (1.0, 2.0):
        apply_ui_scale(scale)
        replay = open_replay(qtbot, window, players, (1024, 700))
        assert not replay.stage.beside, "a 1024-wide window has no room for both side by side"
        assert not replay.tabs.isVisible() and not replay.panel_button.isChecked()
        whole = replay.view.width()
        assert whole >= TABLE_WIDTH
        assert not cut_words(replay), (scale, cut_words(replay))
        replay.panel_button.click()
        QApplication.processEvents()
        assert replay.tabs.isVisible() and replay.stage.is_open
        assert replay.view.width() == whole, "the panel lies over the table: the table keeps its size"
        assert not cut_words(replay), (scale, cut_words(replay))
        assert not hidden_tabs(replay), (scale, hidden_tabs(replay))
        panel = replay.tabs.geometry().translated(replay.stage.mapTo(replay, replay.stage.rect().topLeft()))
        assert replay.rect().contains(panel), "the panel lies within the window"
        assert replay.tabs.width() >= replay.tabs.minimumSizeHint().width(), "and has the room its words need"
        assert replay.view.mapTo(replay, replay.view.rect().topLeft()).x() < panel.left() - 300, (
            "most of the table stays in sight"
        )
        replay.close()


def test_on_a_wide_window_the_panel_stands_beside_a_table_of_full_size(qtbot, window):
    languages.install_language("es")
    apply_ui_scale(2.0)
    replay = open_replay(qtbot, window, 4, (1024, 700))
    assert not replay.stage.beside
    room = replay.rows.contentsMargins()
    width = (
        room.left()
        + room.right()
        + TABLE_WIDTH
        + replay.stage.split.handleWidth()
        + replay.stage.panel_width()
    )
    replay.resize(width + 40, 860)
    qtbot.waitUntil(lambda: replay.stage.beside and replay.tabs.isVisible())
    QApplication.processEvents()
    assert replay.panel_button.isChecked()
    assert replay.view.width() >= TABLE_WIDTH, replay.view.width()
    assert not cut_words(replay)
    assert not hidden_tabs(replay)
    split = replay.stage.split
    split.moveSplitter(200, 1)  # the player drags the panel wider than the table allows
    QApplication.processEvents()
    assert replay.view.width() >= TABLE_WIDTH, "the splitter stops at the table's full size"
    assert not cut_words(replay)
    replay.panel_button.click()  # hidden: the table takes the whole width
    QApplication.processEvents()
    assert not replay.tabs.isVisible() and replay.view.width() > width - 40
    replay.panel_button.click()
    replay.resize(1024, 700)  # narrower again: over the table, and closed
    qtbot.waitUntil(lambda: not replay.stage.beside)
    QApplication.processEvents()
    assert not replay.tabs.isVisible() and not replay.panel_button.isChecked()
    assert replay.view.width() >= TABLE_WIDTH and not cut_words(replay)


def activate(qtbot, replay) -> None:
    replay.raise_()
    replay.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is replay, timeout=5000)


def test_f9_opens_and_closes_the_panel_and_escape_closes_it_first(qtbot, window):
    replay = open_replay(qtbot, window, 2, (1024, 700))
    button = replay.panel_button
    assert button.accessibleName() == "Log and review" and "F9" in button.toolTip()
    activate(qtbot, replay)
    QTest.keyClick(replay, Qt.Key.Key_F9)
    assert replay.tabs.isVisible() and button.isChecked()
    QTest.keyClick(replay, Qt.Key.Key_F9)
    assert not replay.tabs.isVisible() and not button.isChecked()
    QTest.keyClick(replay, Qt.Key.Key_F9)
    replay.tabs.setFocus()
    QTest.keyClick(replay, Qt.Key.Key_Escape)
    assert not replay.tabs.isVisible() and replay.isVisible(), "Escape closes the panel over the table"
    assert replay.focusWidget() is not None and not replay.tabs.isAncestorOf(replay.focusWidget())
    QTest.keyClick(replay, Qt.Key.Key_Escape)
    assert not replay.isVisible(), "then the window"


def test_a_review_run_opens_the_panel_with_its_progress(qtbot, window):
    replay = open_replay(qtbot, window, 2, (1024, 700))
    assert not replay.tabs.isVisible()
    replay.panel.budget = ReviewBudget(iterations=5, time_ms=None)
    replay.tabs.setCurrentWidget(replay.panel)
    replay.panel.start()
    try:
        assert replay.tabs.isVisible() and replay.panel.progress.isVisible()
    finally:
        replay.panel.cancel()


@pytest.mark.parametrize("language", ["en", "es", "it"])
def test_the_window_opens_wide_enough_for_both_where_the_screen_allows(qtbot, window, language):
    """Its first size holds the table and the panel side by side at any text size, bounded by
    the screen's free area (less the window's frame)."""
    languages.install_language(language)
    for scale in (1.0, 2.0):
        apply_ui_scale(scale)
        replay = open_replay(qtbot, window, 4, (1024, 700))
        wanted = replay.wanted_size()
        assert replay.first_size() == wanted.boundedTo(client_room(replay))
        assert wanted.width() >= 1400 and wanted.height() >= 820
        replay.resize(wanted)
        qtbot.waitUntil(lambda r=replay: r.stage.beside and r.tabs.isVisible())
        assert replay.view.width() >= TABLE_WIDTH and not cut_words(replay), scale
        assert replay.slider.width() >= 160, "the slider keeps a useful length"
        replay.resize(1024, 700)  # the bar on one line no longer holds the window wide
        qtbot.waitUntil(lambda r=replay: r.size().toTuple() == (1024, 700) and not r.stage.beside)
        QApplication.processEvents()
        for button in (replay.close_button, replay.play_on_button, replay.panel_button, replay.b_end):
            assert replay.rect().contains(button.mapTo(replay, button.rect().bottomRight())), button.text()
        assert replay.slider.width() >= 160
        replay.close()


@pytest.mark.parametrize("language", ["en", "es", "it"])
def test_the_medal_held_covers_no_word_of_its_board(qtbot, window, language):
    """In a large board's header the medal keeps a place of its own, right of the score, at
    any text size (at 200% it covered "18 VP")."""
    languages.install_language(language)
    for scale in (1.0, 2.0):
        apply_ui_scale(scale)
        replay = open_replay(qtbot, window, 2, (1024, 700))
        states = replay.replay.states
        replay.seek(max(i for i, s in enumerate(states) if s.medal == 0))
        qtbot.waitUntil(lambda r=replay: not r.animator.busy)
        board = replay.scene.boards[0]
        assert board.geometry.large
        assert not replay.grab().isNull()  # painted: the board's words are where they show
        medal = replay.scene.medal.sceneBoundingRect().adjusted(2, 2, -2, -2)
        covered = [r for r in board.info_rects if r.intersects(medal)]
        assert not covered, (scale, covered)
        replay.close()


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("language", ["es", "it"])
def test_at_the_end_the_names_grow_and_the_medal_covers_no_score(qtbot, window, language, players):
    """A finished game replayed to its end at 1024x700: every board's name shows at least at
    the readable size and grows with the text size, and the medal lies on no score."""
    languages.install_language(language)
    names = {}
    for scale in (1.0, 2.0):
        apply_ui_scale(scale)
        record = played_record(seats_for(players, kind="medium"), RICH_SEEDS[players], 1.0)
        replay = w_replay = window.show_replay(record)
        qtbot.waitExposed(replay)
        replay.resize(1024, 700)
        qtbot.waitUntil(lambda r=w_replay: r.size().toTuple() == (1024, 700))
        replay.to_end()
        qtbot.waitUntil(lambda r=w_replay: not r.animator.busy)
        scene, view = replay.scene, replay.view.fit_scale()
        theme.size_audit = []
        try:
            scene.refresh_words()
            assert not replay.grab().isNull()
            said = {text: size for text, _, size in theme.size_audit}
        finally:
            theme.size_audit = None
        names[scale] = min(said[s.name] for s in record.seats)
        assert names[scale] * view >= theme.MIN_TEXT_PX - 0.6, f"names at {scale:.0%}: {said}"
        medal = scene.medal.sceneBoundingRect().adjusted(4, 4, -4, -4)
        for board in scene.boards.values():
            score = board.info_rects[0]  # the header's score, painted first
            assert not (scene.medal.isVisible() and medal.intersects(board.mapRectToScene(score))), (
                f"the medal covers {board.info.name}'s score at {scale:.0%}"
            )
        replay.close()
    assert names[2.0] >= 1.25 * names[1.0], names
