"""The log panel shows the newest entries whole, oldest first, the newest at the bottom, and
lays them out again when the table's text size changes."""

from __future__ import annotations

import pytest

from sf_desktop.views.look import theme
from sf_desktop.views.table import layout
from sf_desktop.views.table.log_item import LogItem

ENTRIES = [f"<b>Player {i % 3}</b> took column {i % 3 + 1}: {i} cards, placed {i}." for i in range(40)]


def shown_lines(log: LogItem) -> list[str]:
    return log.text.toPlainText().splitlines()


@pytest.fixture
def log(qapp):
    return LogItem(layout.table_layout(theme.TextScale()).log)


def test_a_few_entries_all_show_in_order_from_the_top(log) -> None:
    log.show_lines(ENTRIES[:3])
    assert shown_lines(log) == [f"Player {i} took column {i + 1}: {i} cards, placed {i}." for i in range(3)]
    assert log.text.pos().y() == pytest.approx(log.frame.rect().y())


def test_many_entries_keep_the_newest_whole_at_the_bottom(log) -> None:
    log.show_lines(ENTRIES)
    lines = shown_lines(log)
    assert 1 < len(lines) < len(ENTRIES)
    assert lines[-1] == "Player 0 took column 1: 39 cards, placed 39."
    first = int(lines[0].split(": ")[1].split()[0])
    assert lines == [
        f"Player {i % 3} took column {i % 3 + 1}: {i} cards, placed {i}." for i in range(first, 40)
    ]
    frame = log.frame.rect()
    assert log.text.pos().y() == pytest.approx(frame.y())
    assert log.text.boundingRect().height() <= frame.height() + 0.5  # every shown entry is whole
    assert log.entries == ENTRIES


def test_an_entry_taller_than_the_panel_shows_its_beginning_shortened(log) -> None:
    """Too long for the panel, the newest entry keeps the table's text size: its first lines
    show, the last ending with an ellipsis, and it says itself whole in its tooltip."""
    long_entry = " ".join(["a long sentence that wraps"] * 60)
    size = log.text.font().pixelSize()
    log.show_lines([*ENTRIES[:5], long_entry])
    [shown] = shown_lines(log)
    assert shown.endswith("\u2026") and long_entry.startswith(shown[:-1])
    assert log.text.font().pixelSize() == size
    frame = log.frame.rect()
    assert log.text.pos().y() == pytest.approx(frame.y())
    assert log.text.boundingRect().height() <= frame.height() + 0.5
    assert log.tip_at(log.mapFromItem(log.text, 20, 20)) == long_entry


def test_the_last_rounds_entries_show_shortened_where_they_do_not_fit_whole(log) -> None:
    """With four players the three newest entries (the others' moves) show: the newest whole,
    an older one cut to the lines left, each ending with an ellipsis, at the table's size."""
    log.restyle(theme.TextScale(ui=2.0))
    long = [" ".join([f"<b>Player {i}</b> took column 1 and placed a card"] * 2) for i in range(4)]
    log.show_lines(long, players=2)
    assert [line.split()[1] for line in shown_lines(log)] == ["2", "3"], "two players: the last two"
    log.show_lines(long, players=4)
    lines = log.text.document().toPlainText().split("\n")
    assert [line.split()[1] for line in lines] == ["1", "2", "3"]
    assert all(line.endswith("\u2026") for line in lines[:-1]) and not lines[-1].endswith("\u2026")
    assert [e.whole for e in log.lines] == [False, False, True]
    assert log.text.boundingRect().height() <= log.frame.rect().height() + 0.5


def test_larger_text_shows_fewer_entries_after_a_restyle(log) -> None:
    log.show_lines(ENTRIES)
    before = len(shown_lines(log))
    log.restyle(theme.TextScale(ui=2.0))
    log.refresh()
    after = shown_lines(log)
    assert 0 < len(after) < before
    assert after[-1] == "Player 0 took column 1: 39 cards, placed 39."
    assert log.text.boundingRect().height() <= log.frame.rect().height() + 0.5
