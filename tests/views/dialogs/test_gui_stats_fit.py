"""The statistics as a newcomer reads them: the finished games name the one person as the
table does ("Tú" in Spanish, never the English "You"), say when in words, and keep players
apart with a middle dot (a decimal comma would run into a list's comma); the dialog fits a
1024 x 700 window, its tables show every column, its buttons in sight."""

from __future__ import annotations

import pytest

from sf_desktop.ai.base import make_agent
from sf_desktop.ai.match import play_match
from sf_desktop.model.record import Seat
from sf_desktop.storage.save_store import SaveStore
from sf_desktop.views.aids.player_aids import apply_ui_scale
from sf_desktop.views.dialogs.statistics import StatsDialog
from sf_desktop.words import languages
from sf_desktop.words.people import DEFAULT_NAME


@pytest.fixture(scope="module")
def store(tmp_path_factory) -> SaveStore:
    """You (the default name) against Ada, and four players with names, finished."""
    s = SaveStore(tmp_path_factory.mktemp("data"))
    for seats in (
        (Seat(DEFAULT_NAME, "human"), Seat("Ada", "medium")),
        (Seat("Ana", "human"), Seat("Ada", "hard"), Seat("Bruno", "hard"), Seat("Carla", "hard")),
    ):
        result = play_match(seats, [make_agent("greedy") for _ in seats], 5)
        s.finish(result.record, result.final)
    return s


@pytest.fixture
def small_window(english, open_table):
    yield open_table(size=(1024, 700))
    apply_ui_scale(1.0)


def lines(dialog: StatsDialog) -> list[str]:
    return [dialog.finished_games.item(i).text() for i in range(dialog.finished_games.count())]


@pytest.mark.parametrize(("code", "you"), [("en", "You"), ("es", "Tú"), ("it", "Tu")])
def test_the_finished_games_speak_the_language_shown(qtbot, small_window, store, code, you):
    languages.install_language(code)
    dialog = StatsDialog.from_store(store, parent=small_window)
    qtbot.addWidget(dialog)
    shown = lines(dialog)
    two = next(line for line in shown if "Carla" not in line)
    when, person, ada = two.split(" · ")
    assert person.startswith(f"{you} ") and ada.startswith("Ada "), two
    assert code == "en" or "You" not in two, two
    assert not when[:4].isdigit(), f"a date in words, not {when!r}"


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_dialog_fits_and_hides_no_column(qtbot, small_window, store, scale):
    languages.install_language("es")
    apply_ui_scale(scale)
    dialog = StatsDialog.from_store(store, parent=small_window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    room = dialog.room()
    assert dialog.width() <= room.width() and dialog.height() <= room.height()
    for table in (dialog.by_level, dialog.by_players):
        header = table.horizontalHeader()
        assert table.viewport().width() >= header.length() - 1, "a column hides behind the table's edge"
    if scale == 1.0:  # at the usual size the Watch button is in sight without scrolling
        assert dialog.scroll_area.verticalScrollBar().maximum() == 0
        assert dialog.scroll_area.horizontalScrollBar().maximum() == 0


def test_at_200_percent_in_spanish_nothing_scrolls_sideways(qtbot, small_window, store, monkeypatch):
    """A 1024 x 700 window on a larger screen, Spanish at 200%: the tables' headers and mixed
    levels take two lines so that every column, the summary and the note are in the dialog's
    width; before, the dialog scrolled sideways and cut "Puntuación media" and the note."""
    from PySide6.QtCore import QSize

    monkeypatch.setattr(StatsDialog, "room", lambda self: QSize(1024, 700))
    languages.install_language("es")
    apply_ui_scale(2.0)
    dialog = StatsDialog.from_store(store, parent=small_window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 1024
    assert dialog.scroll_area.horizontalScrollBar().maximum() == 0, "the dialog scrolls sideways"
    for table in (dialog.by_level, dialog.by_players):
        header = table.horizontalHeader()
        assert table.viewport().width() >= header.length() - 1
        for c in range(table.columnCount()):  # each header's lines whole in its column
            lines = table.horizontalHeaderItem(c).text().split("\n")
            wide = max(header.fontMetrics().horizontalAdvance(line) for line in lines)
            assert wide <= header.sectionSize(c), lines
            assert len(lines) * header.fontMetrics().lineSpacing() <= header.height(), lines
        for r in range(table.rowCount()):
            lines = table.cell_text(r, 0).split("\n")
            assert len(lines) * table.fontMetrics().lineSpacing() <= table.rowHeight(r), lines
    assert "Mejor" in " ".join(dialog.by_level.horizontalHeaderItem(c).text() for c in range(8))
