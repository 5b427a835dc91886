"""The score dialog shows every cell whole: at the usual and the largest text size, with two
and four players, in every language, over a 1024x700 window. Where its words need more room
than the window has, the content scrolls (the buttons stay in sight); nothing is cut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QTableWidget

from sf_desktop.ai.base import make_agent
from sf_desktop.ai.match import MatchResult, play_match
from sf_desktop.model.record import Seat
from sf_desktop.model.scoring import score
from sf_desktop.views.aids.player_aids import apply_ui_scale
from sf_desktop.views.panels.score_breakdown import ScoreDialog
from sf_desktop.words import languages

NAMES = ("Ana", "Ada", "Bruno", "Carla")


@pytest.fixture(scope="module")
def games() -> dict[int, MatchResult]:
    out = {}
    for n in (2, 4):
        seats = tuple(Seat(NAMES[i], "human" if i == 0 else "greedy") for i in range(n))
        out[n] = play_match(seats, [make_agent("greedy") for _ in seats], seed=5 + n)
    return out


@pytest.fixture
def small_window(english, open_table):
    yield open_table(size=(1024, 700))
    apply_ui_scale(1.0)


def cut_cells(table: QTableWidget) -> list[str]:
    """The texts of ``table`` (cells and headers) that their cell cannot show whole."""
    cut = []
    pad = 2 * (table.style().pixelMetric(table.style().PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
    for row in range(table.rowCount()):
        for col in range(table.columnCount()):
            item = table.item(row, col)
            metrics = QFontMetrics(item.font())
            lines = item.text().split("\n")
            wide = max(metrics.horizontalAdvance(line) for line in lines) + pad
            if wide > table.columnWidth(col) or len(lines) * metrics.height() > table.rowHeight(row):
                cut.append(item.text())
    vertical, horizontal = table.verticalHeader(), table.horizontalHeader()
    for row in range(table.rowCount()):
        label = table.verticalHeaderItem(row).text()
        lines = label.split("\n")
        wide = max(vertical.fontMetrics().horizontalAdvance(line) for line in lines) + pad
        if wide > vertical.width() or len(lines) * vertical.fontMetrics().height() > table.rowHeight(row):
            cut.append(label)
    for col in range(table.columnCount()):
        label = table.horizontalHeaderItem(col).text()
        if horizontal.fontMetrics().horizontalAdvance(label) + pad + 8 > table.columnWidth(col):
            cut.append(label)
    # The table shows all its rows and columns itself (it never scrolls on its own).
    if table.viewport().height() < vertical.length() or table.viewport().width() < horizontal.length():
        cut.append("the table scrolls inside")
    return cut


CASES = [(p, lang, scale) for p in (2, 4) for lang in ("en", "es", "it") for scale in (1.0, 2.0)]


@pytest.mark.parametrize("case", CASES, ids=[f"{p}p-{lang}-{int(s * 100)}" for p, lang, s in CASES])
def test_every_cell_is_whole(qtbot, small_window, games, case):
    players, language, scale = case
    languages.install_language(language)
    apply_ui_scale(scale)
    game = games[players]
    dialog = ScoreDialog(
        score(game.final), game.final, NAMES[:players], small_window, states=list(game.record.states())
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert cut_cells(dialog.table) == []
    # Within the window (and the screen), the buttons in sight.
    room = dialog.room()
    assert dialog.width() <= room.width() <= 1024 and dialog.height() <= room.height() <= 700
    for button in (dialog.rematch_button, dialog.new_button, dialog.review_button):
        assert dialog.rect().contains(QRect(button.mapTo(dialog, button.rect().topLeft()), button.size()))
    # Whatever the dialog cannot show at once, it can scroll to: every part of the table.
    scroll = dialog.scroll_area
    content = scroll.widget()
    table_rect = QRect(dialog.table.mapTo(content, dialog.table.rect().topLeft()), dialog.table.size())
    reach = QRect(
        0,
        0,
        scroll.viewport().width() + scroll.horizontalScrollBar().maximum(),
        scroll.viewport().height() + scroll.verticalScrollBar().maximum(),
    )
    assert reach.contains(table_rect)
    if scale == 1.0:
        assert scroll.verticalScrollBar().maximum() == 0, "at the usual size nothing scrolls"
        assert scroll.horizontalScrollBar().maximum() == 0
    dialog.close()


@pytest.mark.parametrize("language", ["en", "es", "it"])
def test_four_players_with_many_cable_cars_fit_a_1024_window_at_200_percent(
    qtbot, small_window, monkeypatch, language
):
    """ "13 Tranvías" under every player's points and "Medalla de Especialista de obras" beside
    them: the long category names take two lines, so that the four columns stand side by side
    in a 1024 x 700 window with no sideways scrolling, every cell whole."""
    seats = tuple(Seat(name, "greedy") for name in NAMES)
    game = play_match(seats, [make_agent("greedy") for _ in seats], seed=7)
    assert max(p.cable_car_count for p in game.breakdown.players) >= 10
    languages.install_language(language)
    apply_ui_scale(2.0)
    monkeypatch.setattr(ScoreDialog, "room", lambda self: QSize(1024, 700))
    dialog = ScoreDialog(
        score(game.final), game.final, NAMES, small_window, states=list(game.record.states())
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.size().width() <= 1024
    assert dialog.scroll_area.horizontalScrollBar().maximum() == 0, "the table scrolls sideways"
    assert cut_cells(dialog.table) == []
