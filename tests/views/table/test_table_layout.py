"""Where things lie: the cards of a column use the lane's width (side by side while there is
room, never past its end), every board has room for its counters, and at every text size the
table's parts stay on the table, apart from each other."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from sf_desktop.model.cards import N_COLUMNS
from sf_desktop.views.look.theme import TextScale
from sf_desktop.views.table import layout
from sf_desktop.views.table.card_art import BAND_W, CARD_H, CARD_W, FOUNDATION_TOKEN_RECT

# The normal text size on a large window; a 1024x700 window (words raised to the readable
# minimum); 200% on a large window and on a small one.
SCALES = [TextScale(), TextScale(1.0, 0.533), TextScale(2.0, 0.95), TextScale(2.0, 0.533)]
WORDS = layout.LayoutWords(("Waterfront", "Financial", "Chinatown", "Mission", "Parks"))


@pytest.fixture(params=SCALES, ids=["100%", "100% small", "200%", "200% small"])
def table(request, qapp) -> layout.TableLayout:
    return layout.table_layout(request.param, WORDS)


def card_rect(table: layout.TableLayout, column: int, index: int, count: int) -> QRectF:
    pos = table.lane_card_pos(column, index, count)
    return QRectF(pos.x(), pos.y(), CARD_W * table.card, CARD_H * table.card)


def test_at_the_normal_text_size_the_cards_are_whole(qapp):
    table = layout.table_layout(TextScale(), WORDS)
    assert table.card == 1.0
    assert table.focus_board(0).cell_w == CARD_W
    assert table.lane_whole_cards() >= 8


@pytest.mark.parametrize("count", range(1, 9))
def test_a_column_lays_its_cards_side_by_side_while_the_lane_has_room(table, count):
    lane = table.lane_rect(0)
    assert lane.width() > 700
    rects = [card_rect(table, 0, i, count) for i in range(count)]
    for a, b in itertools.pairwise(rects):
        assert b.left() >= a.right() + 4, "no card hides part of the one before"
    assert all(lane.contains(r) for r in rects)


@pytest.mark.parametrize("count", [9, 12, 16])
def test_a_crowded_column_overlaps_within_its_lane_and_shows_every_band(table, count):
    for column in range(N_COLUMNS):
        lane = table.lane_rect(column)
        rects = [card_rect(table, column, i, count) for i in range(count)]
        assert all(lane.contains(r) for r in rects)
        step = rects[1].left() - rects[0].left()
        assert step >= (BAND_W + 6) * table.card, "each card's value and symbols stay in sight"
        if count <= 9:
            assert step >= FOUNDATION_TOKEN_RECT.right() * table.card, "and its foundation token"


def test_the_column_in_the_scene_spreads_its_cards(qtbot):
    from sf_desktop.model.actions import DRAW, PUT
    from sf_desktop.model.rules import apply, new_game
    from sf_desktop.views.table.scene import TableScene

    state = new_game(2, 3, first_player=0)
    for _ in range(4):
        for action in (DRAW, PUT[0]):
            state, _ = apply(state, action)
    scene = TableScene()
    scene.new_game(("Ana", "Ben"), ("", ""), (True, True), state)
    column = state.columns[0]
    assert len(column) >= 3
    rects = [scene.cards[c].sceneBoundingRect() for c in column]
    widths = [b.left() - a.left() for a, b in itertools.pairwise(rects)]
    assert min(widths) >= CARD_W * scene.layout.card, "each card shows whole, picture and token included"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_small_board_has_room_for_its_totals_and_counters(table, players):
    boards = table.board_layout(players, 0)
    for seat, g in boards.items():
        if g.large:
            continue
        side = g.side_rect()
        assert side.left() >= g.grid_rect().right() and side.right() <= g.rect.right()
        assert g.side_split() - side.left() >= table.small_totals_w - 0.5, "row totals"
        assert g.side_counter_rect(0).width() >= table.small_side_w - table.small_totals_w - 0.5, (
            f"seat {seat}: a cable car and its count"
        )
        medal = QRectF(g.medal_pos(0.42), QRectF(0, 0, layout.MEDAL_W * 0.42, layout.MEDAL_H * 0.42).size())
        assert g.side_counter_rect(2).united(g.side_counter_rect(3)).contains(medal)
        assert g.rect.bottom() <= layout.SCENE_H
    assert (table.standings_rect(boards) is not None) == (players == 2)


@pytest.mark.parametrize("players", [2, 4])
def test_the_parts_of_the_table_lie_on_it_apart(table, players):
    """No two panels overlap, and each lies on the table: the words' rows grew, the cards gave way."""
    boards = table.board_layout(players, 0)
    panels = {
        "scoring": table.scoring,
        "project": table.project,
        "prompt": table.prompt,
        "tray": table.tray,
        "log": table.log,
        **{f"board {seat}": g.rect for seat, g in boards.items()},
    }
    standings = table.standings_rect(boards)
    if standings is not None:
        panels["standings"] = standings
    for name, rect in panels.items():
        assert layout.SCENE_RECT.contains(rect), name
    for (a, ra), (b, rb) in itertools.combinations(panels.items(), 2):
        assert not ra.intersects(rb), f"{a} and {b} overlap"
    assert table.tray.contains(table.discard) and table.tray.contains(table.done)
    assert not table.discard.intersects(table.done)
    assert table.card >= 0.85, "the cards give only a little of their size to the words"
    assert table.log.height() >= 100, "the log keeps room for its newest entries"


def test_a_caption_on_two_lines_keeps_its_brackets_whole(qapp):
    from sf_desktop.views.table.scoring_board import two_line_width, unbroken_groups

    scale = TextScale()
    assert unbroken_groups("District completion (1 VP)") == "District completion (1\u00a0VP)"
    width = two_line_width(scale, "District completion (1 VP)", 15)
    assert width >= layout.text_w(scale, "completion (1\u00a0VP)", 15) - 0.5 or width >= layout.text_w(
        scale, "District completion", 15
    )
    assert width < layout.text_w(scale, "District completion (1 VP)", 15)
