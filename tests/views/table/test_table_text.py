"""Words on the table are never cut, and grow with the text size: a late two-player game (and a
four-player one, an AI seat thinking) at 1024x700 with 100% and 200% text and at 1600x1000
with 200% text, in English, Spanish and Italian; the rules reference's search box holds its placeholder."""

from __future__ import annotations

import sys

import pytest
from conftest import ROOT
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from sf_desktop.views.dialogs.rules_reference import RulesReferenceDialog
from sf_desktop.views.look import theme
from sf_desktop.views.table.furniture import words_fit
from sf_desktop.views.window.main_window import MainWindow

sys.path.insert(0, str(ROOT / "tools"))
from table_positions import RICH_SEEDS, played_record, seats_for

CONFIGS = [((1024, 700), 1.0), ((1024, 700), 2.0), ((1600, 1000), 2.0)]


@pytest.fixture
def window(open_table):
    """A table of the window's own first size (each test sets the sizes it checks); the
    normal text size and English come back after the test."""
    w = open_table(size=None)
    yield w
    w.aids.scale_actions[1.0].trigger()
    w.aids.language_actions["en"].trigger()


def set_language(qtbot, w: MainWindow, language: str) -> None:
    w.aids.language_actions[language].trigger()
    title = QCoreApplication.translate("MainWindow", "&Game")
    qtbot.waitUntil(lambda: w.menu_game.title() == title, timeout=3000)


def show(qtbot, w: MainWindow, size: tuple[int, int], scale: float) -> None:
    w.aids.scale_actions[scale].trigger()
    w.resize(*size)
    qtbot.waitUntil(lambda: abs(w.scene.text.view - w.view.fit_scale()) < 1e-9 and w.scene.text.ui == scale)
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=5000)


def audit(w: MainWindow) -> tuple[list, list]:
    """(text, needed, room) and (text, design size, shown size) of every label painted now."""
    theme.text_audit, theme.size_audit = [], []
    try:
        w.scene.refresh_words()
        for item in w.scene.items():
            item.update()
        assert not w.grab().isNull()
        return list(theme.text_audit), list(theme.size_audit)
    finally:
        theme.text_audit = theme.size_audit = None


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("language", ["en", "es", "it"])
def test_nothing_on_the_table_is_cut(qtbot, window, language, players):
    w = window
    w.model.load_record(played_record(seats_for(players, kind="medium"), RICH_SEEDS[players], 0.85))
    w.model.thinking_changed.emit(1, True)  # a seat's "thinking…", the longest word of its header
    if language != "en":
        set_language(qtbot, w, language)
    for size, scale in CONFIGS:
        show(qtbot, w, size, scale)
        cut_audit, _ = audit(w)
        assert len(cut_audit) > 60, "the table's labels were measured"
        cut = [(t, round(needed), round(room)) for t, needed, room in cut_audit if needed > room + 0.5]
        assert not cut, f"{language} {size} at {scale:.0%}: {cut}"


def test_a_word_too_wide_makes_the_font_smaller_down_to_the_least(qtbot):
    font = theme.font(30)
    same, widest = words_fit(font, "AI · Medium", 1000, 10)
    assert same.pixelSize() == 30 and 0 < widest <= 1000  # room enough: as it was
    smaller, widest = words_fit(font, "sta pensando...", 100, 10)
    assert 10 <= smaller.pixelSize() < 30 and widest <= 100 + 1  # "pensando..." now fits in 100
    least, widest = words_fit(font, "pensando...", 5, 12)
    assert least.pixelSize() == 12 and widest > 5  # never under the least readable size
    assert words_fit(theme.font(20), "pensando...", 5, 20.5)[0].pixelSize() == 20  # nor larger


def test_every_label_grows_with_the_text_size(qtbot, window):
    w = window
    w.model.load_record(played_record(seats_for(2, kind="medium"), RICH_SEEDS[2], 0.85))
    shown = {}
    for scale in (1.0, 2.0):
        show(qtbot, w, (1600, 1000), scale)
        sizes: dict[str, float] = {}
        for text, _design, size in audit(w)[1]:
            sizes[text] = max(size, sizes.get(text, 0.0))
        shown[scale] = sizes
    common = shown[1.0].keys() & shown[2.0].keys()
    assert len(common) > 40
    flat = sorted((t, shown[1.0][t], shown[2.0][t]) for t in common if shown[2.0][t] < 1.2 * shown[1.0][t])
    assert not flat, f"labels that do not grow with the text size: {flat}"


@pytest.mark.parametrize("language", ["en", "es", "it"])
def test_the_rules_search_box_holds_its_placeholder(qtbot, window, language):
    w = window
    if language != "en":
        set_language(qtbot, w, language)
    for scale in (1.0, 2.0):
        w.aids.scale_actions[scale].trigger()
        dialog = RulesReferenceDialog(language, None, w)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        field = dialog.find_field
        needed = field.fontMetrics().horizontalAdvance(field.placeholderText())
        assert field.width() >= needed + 36, (language, scale, field.placeholderText())
        dialog.close()
    QApplication.processEvents()
