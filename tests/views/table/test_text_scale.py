"""Each table has its own text size: a replay window of another size (and *Play on from here*
after it, and Game ▸ Watch a game) leaves the main table's words exactly as they were, and the
log still shows whole entries only."""

from __future__ import annotations

import sys

import pytest
from conftest import ROOT
from PySide6.QtWidgets import QApplication

from sf_desktop.views.look import theme
from sf_desktop.views.window.main_window import MainWindow

sys.path.insert(0, str(ROOT / "tools"))
from table_positions import RICH_SEEDS, played_record, seats_for

pytestmark = pytest.mark.usefixtures("private_home")


def label_sizes(w: MainWindow) -> dict[float, float]:
    """The size every label designed at a size is shown at on the main table now (the largest,
    where several labels share a design size)."""
    theme.size_audit = []
    try:
        for item in w.scene.items():
            item.update()
        assert not w.grab().isNull()
        sizes: dict[float, float] = {}
        for _text, design, size in theme.size_audit:
            sizes[design] = max(size, sizes.get(design, 0.0))
        return sizes
    finally:
        theme.size_audit = None


def log_is_whole(w: MainWindow) -> bool:
    """The log shows no entry cut at the top (what showed as a stray mark by its caption)."""
    log = w.scene.log
    return log.text.pos().y() >= log.frame.rect().y() - 0.5 or len(log.text.toPlainText().splitlines()) == 1


@pytest.fixture
def window(open_app):
    w = open_app(size=(1920, 1080))
    yield w
    for r in w.replays:
        r.close()


@pytest.mark.parametrize("way", ["play on", "watch"])
def test_a_replay_window_leaves_the_tables_words_as_they_were(qtbot, window, tmp_path, way):
    w = window
    record = played_record(seats_for(2, kind="medium"), RICH_SEEDS[2], 0.6)
    w.model.load_record(record)
    qtbot.waitUntil(lambda: not w.animator.busy)
    before = label_sizes(w)
    prompt = w.scene.prompt.title.font().pixelSize(), w.scene.log.text.font().pixelSize()
    assert len(before) >= 8, "labels of many design sizes were painted"
    if way == "watch":
        from sf_desktop.storage.save_files import save_file

        path = tmp_path / "watched.sfgame.json"
        save_file(path, record)
        replay = w.watch_file(path)
    else:
        replay = w.show_replay(record)
    assert replay is not None
    qtbot.waitExposed(replay)
    assert replay.view.fit_scale() < 0.8 * w.view.fit_scale(), "the replay's table is shown smaller"
    replay.slider.setValue(len(replay.replay) // 2)
    QApplication.processEvents()
    assert label_sizes(w) == before, "the main table's words keep their size while a replay is open"
    if way == "play on":
        replay.play_on()
        qtbot.waitUntil(lambda: not w.animator.busy)
    else:
        replay.close()
    QApplication.processEvents()
    after = label_sizes(w)
    common = before.keys() & after.keys()
    assert len(common) >= 8
    assert {d: after[d] for d in common} == {d: before[d] for d in common}
    assert (w.scene.prompt.title.font().pixelSize(), w.scene.log.text.font().pixelSize()) == prompt
    assert log_is_whole(w)


def test_every_open_table_takes_a_new_text_size(qtbot, window):
    w = window
    record = played_record(seats_for(2, kind="medium"), RICH_SEEDS[2], 0.3)
    w.model.load_record(record)
    replay = w.show_replay(record)
    qtbot.waitExposed(replay)
    try:
        w.aids.scale_actions[1.5].trigger()
        qtbot.waitUntil(lambda: replay.scene.text.ui == 1.5 and w.scene.text.ui == 1.5)
        assert replay.scene.text.view == pytest.approx(replay.view.fit_scale())
        assert w.scene.text.view == pytest.approx(w.view.fit_scale())
    finally:
        w.aids.scale_actions[1.0].trigger()
    qtbot.waitUntil(lambda: replay.scene.text.ui == 1.0 and w.scene.text.ui == 1.0)
