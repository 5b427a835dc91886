"""Every board shows its cable cars and skyscrapers, who leads each district and the cable cars
is marked, and a two-player table uses its free room for the standings."""

from __future__ import annotations

import sys

import pytest
from conftest import ROOT
from PySide6.QtGui import QImage, QPainter

from sf_desktop.model.cards import ROWS
from sf_desktop.model.scoring import score
from sf_desktop.views.look import theme
from sf_desktop.views.table.city_board import CABLE_LEAD_BIT
from sf_desktop.words.glossary import district_name

sys.path.insert(0, str(ROOT / "tools"))
from table_positions import RICH_SEEDS, played_record, seats_for


@pytest.fixture
def window(open_table):
    """A small table: 1024x700."""
    return open_table(size=(1024, 700))


def painted_words(paint) -> list[str]:
    """The labels ``paint(painter)`` writes."""
    image = QImage(1920, 1080, QImage.Format.Format_ARGB32)
    theme.text_audit = []
    try:
        painter = QPainter(image)
        paint(painter)
        painter.end()
        return [text for text, _, _ in theme.text_audit]
    finally:
        theme.text_audit = None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_board_counts_its_cable_cars_and_skyscrapers(qtbot, window, players):
    w = window
    w.model.load_record(played_record(seats_for(players, kind="medium"), RICH_SEEDS[players], 0.9))
    qtbot.waitUntil(lambda: not w.animator.busy)
    state = w.model.state
    for seat, board in w.scene.boards.items():
        p = state.players[seat]
        words = painted_words(board.paint_dynamic)
        if board.geometry.large:
            expected = {f"×{p.cable_cars}", f"×{p.skyscraper_count}"}
        else:
            expected = {str(p.cable_cars), str(p.skyscraper_count)}
        assert expected <= set(words), (seat, expected, words)
        assert len(board.info_rects) >= 12


@pytest.mark.parametrize("players", [2, 4])
def test_the_leader_of_each_district_and_of_the_cable_cars_is_marked(qtbot, window, players):
    w = window
    w.model.load_record(played_record(seats_for(players, kind="medium"), RICH_SEEDS[players], 0.9))
    qtbot.waitUntil(lambda: not w.animator.busy)
    breakdown = score(w.model.state)
    leads = {seat: board.info.leads for seat, board in w.scene.boards.items()}
    rankings = [*breakdown.districts, breakdown.cable_cars]
    marked = 0
    for bit, ranking in enumerate(rankings):
        assert bit < ROWS or bit == CABLE_LEAD_BIT
        first = ranking.order[0]
        for seat, bits in leads.items():
            lead = bool(bits >> bit & 1)
            assert lead == (seat == first and ranking.points[first] > 0), (bit, seat)
            marked += lead
    assert marked >= 4, "the position has leaders to show"


def test_a_two_player_table_shows_the_standings_in_its_free_room(qtbot, window):
    w = window
    w.model.load_record(played_record(seats_for(2, kind="medium"), RICH_SEEDS[2], 0.9))
    qtbot.waitUntil(lambda: not w.animator.busy)
    scene = w.scene
    panel = scene.standings
    assert panel.isVisible()
    area = panel.sceneBoundingRect()
    assert area.height() > 400 and scene.sceneRect().contains(area)
    for board in scene.boards.values():
        assert not area.intersects(board.geometry.rect), "the standings lie in free room"
    words = painted_words(lambda p: panel.paint(p, None))
    breakdown = score(w.model.state)
    assert {"Ana", "Ada", "Cable cars", "Skyscrapers"} <= set(words)
    assert {district_name(d) for d in range(ROWS)} <= set(words)
    for d, ranking in enumerate(breakdown.districts):
        first = ranking.order[0]
        if ranking.points[first] > 0:
            assert f"{ranking.totals[first]}  +{ranking.points[first]:g}" in words, district_name(d)
    # Three or four players: no room for it, the boards' marks say who leads.
    w.model.load_record(played_record(seats_for(3, kind="medium"), RICH_SEEDS[3], 0.9))
    qtbot.waitUntil(lambda: not w.animator.busy)
    assert not panel.isVisible()


def test_a_four_player_game_starts_with_nobody_below_zero(qtbot, window):
    """Before anything separates them, the players' places in a district go by turn order
    alone (RULES.md 9), and that order follows the player to move: the boards show no points
    for such places, so no seat starts at "≈ -6 VP" and no figure jumps from seat to seat."""
    from sf_desktop.model.actions import DRAW, PUT

    w = window
    w.model.load_record(played_record(seats_for(4, kind="medium"), RICH_SEEDS[4], 0.0))
    qtbot.waitUntil(lambda: not w.animator.busy)
    assert min(score(w.model.state).totals) < 0, "by the rules alone the last seat would be below zero"
    for _ in range(2):
        scores = {seat: board.info.score for seat, board in w.scene.boards.items()}
        assert scores == dict.fromkeys(range(4), 0.0)
        words = painted_words(lambda p: [b.paint_dynamic(p) for b in w.scene.boards.values()])
        assert {t for t in words if t.endswith("VP")} == {"≈ 0 VP"}
        tips = [board.toolTip() for board in w.scene.boards.values()]
        assert any("turn order" in tip for tip in tips), "the tooltip says what was left out"
        state = w.model.state
        if state.current != 0 or not w.model.human_to_move:
            break
        w.model.submit(DRAW)
        w.model.submit(PUT[0])
        qtbot.waitUntil(lambda: not w.animator.busy)


def test_a_place_that_something_decides_is_counted(qapp):
    """A seat with nothing in a district, below players who have cards there, keeps its -1; the
    final score is the rules' own."""
    from sf_desktop.ai.base import decision_rng, make_agent
    from sf_desktop.model.rules import apply
    from sf_desktop.model.state import public_view
    from sf_desktop.views.table.standings import shown_totals, unranked_points

    record = played_record(seats_for(4, kind="greedy"), RICH_SEEDS[4], 0.0)
    state = record.initial_state()
    agent = make_agent("greedy")
    seen = set()
    while not state.is_over:
        breakdown = score(state)
        shown = shown_totals(breakdown, False)
        for seat in range(4):
            tied_on_nothing = any(
                seat in ranking.ineligible
                and ranking.points[seat] < 0
                and ranking.deciders[ranking.order.index(seat) - 1].kind == "trigger"
                and ranking.order[ranking.order.index(seat) - 1] in ranking.ineligible
                for ranking in (*breakdown.districts, breakdown.cable_cars)
            )
            if tied_on_nothing:  # last by turn order among players with nothing: not counted yet
                assert shown[seat] > breakdown.totals[seat]
                seen.add("left out")
            else:  # every place of this seat is decided by what is on the table: counted
                assert shown[seat] == breakdown.totals[seat]
                if min(r.points[seat] for r in (*breakdown.districts, breakdown.cable_cars)) < 0:
                    seen.add("counted")
        assert all(u <= 0 for u in unranked_points(breakdown)), "only the last place loses points"
        action = agent.choose(public_view(state), decision_rng(4, state.current, 0))
        state, _ = apply(state, action)
    assert seen == {"left out", "counted"}
    final = score(state)
    assert shown_totals(final, True) == final.totals
