"""Where things lie: the cards of a column use the lane's width (side by side while there is
room, never past its end), and every board has room for its counters."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from sf_desktop.model.cards import N_COLUMNS
from sf_desktop.views.table import layout
from sf_desktop.views.table.card_art import BAND_W, CARD_H, CARD_W, FOUNDATION_TOKEN_RECT


def card_rect(column: int, index: int, count: int) -> QRectF:
    return QRectF(layout.lane_card_pos(column, index, count), QRectF(0, 0, CARD_W, CARD_H).size())


@pytest.mark.parametrize("count", range(1, 9))
def test_a_column_lays_its_cards_side_by_side_while_the_lane_has_room(count):
    lane = layout.lane_rect(0)
    assert lane.width() > 700
    rects = [card_rect(0, i, count) for i in range(count)]
    for a, b in itertools.pairwise(rects):
        assert b.left() >= a.right() + 4, "no card hides part of the one before"
    assert all(lane.contains(r) for r in rects)


@pytest.mark.parametrize("count", [9, 12, 16])
def test_a_crowded_column_overlaps_within_its_lane_and_shows_every_band(count):
    for column in range(N_COLUMNS):
        lane = layout.lane_rect(column)
        rects = [card_rect(column, i, count) for i in range(count)]
        assert all(lane.contains(r) for r in rects)
        step = rects[1].left() - rects[0].left()
        assert step >= BAND_W + 6, "each card's value and symbols stay in sight"
        if count <= 9:
            assert step >= FOUNDATION_TOKEN_RECT.right(), "and its foundation token"


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
    assert min(widths) >= CARD_W, "each card shows whole, picture and token included"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_small_board_has_room_for_its_totals_and_counters(players):
    boards = layout.board_layout(players, 0)
    for seat, g in boards.items():
        if g.large:
            continue
        side = g.side_rect()
        assert side.left() >= g.grid_rect().right() and side.right() <= g.rect.right()
        assert g.side_split() - side.left() >= 50, "row totals"
        assert g.side_counter_rect(0).width() >= 44, f"seat {seat}: a cable car and its count"
        medal = QRectF(g.medal_pos(0.42), QRectF(0, 0, layout.MEDAL_W * 0.42, layout.MEDAL_H * 0.42).size())
        assert g.side_counter_rect(2).united(g.side_counter_rect(3)).contains(medal)
    assert (layout.standings_rect(boards) is not None) == (players == 2)
