"""Every board shows its cable cars and skyscrapers, who leads each district and the cable cars
is marked, and a two-player table uses its free room for the standings."""

from __future__ import annotations

import itertools
import sys

import pytest
from conftest import ROOT
from PySide6.QtGui import QImage, QPainter

from sf_desktop.model.cards import ROWS
from sf_desktop.model.scoring import estimate, score, settled_points
from sf_desktop.views.look import theme
from sf_desktop.views.table.city_board import CABLE_LEAD_BIT
from sf_desktop.views.table.furniture import fmt_points
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
        points = settled_points(ranking)
        for seat, bits in leads.items():
            lead = bool(bits >> bit & 1)
            assert lead == (points[seat] == max(points) > 0), (bit, seat)
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


def test_a_finished_game_shows_final_scores_not_estimates(qtbot, window):
    """Once the game is over the figure beside each board is the final score, as the standings
    and the score screen say: no "≈", and the tooltip says it is final."""
    w = window
    w.model.load_record(played_record(seats_for(2, kind="medium"), RICH_SEEDS[2], 1.0))
    qtbot.waitUntil(lambda: not w.animator.busy)
    assert w.model.state.is_over
    final = score(w.model.state).totals
    assert [board.info.score for _, board in sorted(w.scene.boards.items())] == list(final)
    words = painted_words(lambda p: [b.paint_dynamic(p) for b in w.scene.boards.values()])
    totals = [t for t in words if t.endswith("VP")]
    assert set(totals) == {f"{fmt_points(t)} VP" for t in final}, totals
    assert all("final score" in board.toolTip() for board in w.scene.boards.values())


@pytest.mark.parametrize("players", [2, 4])
def test_the_boards_and_the_standings_show_the_estimate(qtbot, window, players):
    """The figure beside each board and the standings' totals are ``scoring.estimate``, the
    figures the score chart plots: one estimate wherever a score is shown."""
    w = window
    w.model.load_record(played_record(seats_for(players, kind="medium"), RICH_SEEDS[players], 0.5))
    qtbot.waitUntil(lambda: not w.animator.busy)
    shown = estimate(w.model.state)
    assert [board.info.score for _, board in sorted(w.scene.boards.items())] == list(shown)
    if players == 2:
        words = painted_words(lambda p: w.scene.standings.paint(p, None))
        assert {f"≈ {fmt_points(t)} VP" for t in shown} <= set(words)


def test_players_tied_on_everything_share_the_lead(qtbot, window):
    """Two players with one cable car each in the same column: by the rules alone the cable
    cars' 2.5 would pass to whoever is to move, every turn; both are marked as leading and
    the standings give each half, whoever moves, and the boards' tooltips say why."""
    from builders import city, table

    from sf_desktop.model.record import GameRecord, Seat

    w = window
    w.model.load_record(GameRecord.new((Seat("Ana", "human"), Seat("Ada", "human")), seed=3))
    qtbot.waitUntil(lambda: not w.animator.busy)
    boards = [city([".", ".", ".", ".", card]) for card in ("N02", "N04")]
    for current in (0, 1):
        state = table(boards, current=current)
        w.scene.update_boards(state)
        for board in w.scene.boards.values():
            assert board.info.leads >> CABLE_LEAD_BIT & 1
            assert "share" in board.toolTip().lower()
        words = painted_words(lambda p: w.scene.standings.paint(p, None))
        assert words.count("1  +1.25") == 2, words


def plates(item, monkeypatch) -> list[tuple[str, bool]]:
    """(text, on a gold plate) of every total and count ``item`` paints."""
    from sf_desktop.views.table import standings

    painted: list[tuple[str, bool]] = []
    real = standings.lead_plate

    def spy(painter, ts, rect, text, size, *, lead, **kwargs):
        painted.append((text, lead))
        return real(painter, ts, rect, text, size, lead=lead, **kwargs)

    monkeypatch.setattr(standings, "lead_plate", spy)
    painted_words(lambda p: item.paint(p, None))
    return painted


def test_nobody_leads_a_new_game(qtbot, window, monkeypatch):
    """Before anyone has a point, no total is on a gold plate: "≈ 0 VP" twice in gold read as
    two leaders. Once someone scores, their total is."""
    from sf_desktop.model.record import GameRecord, Seat

    w = window
    w.model.load_record(GameRecord.new((Seat("Ana", "human"), Seat("Ada", "human")), seed=3))
    qtbot.waitUntil(lambda: not w.animator.busy)
    painted = plates(w.scene.standings, monkeypatch)
    assert ("≈ 0 VP", False) in painted and not any(lead for _, lead in painted)
    w.model.load_record(played_record(seats_for(2, kind="medium"), RICH_SEEDS[2], 0.5))
    qtbot.waitUntil(lambda: not w.animator.busy)
    best = max(estimate(w.model.state))
    assert (f"≈ {fmt_points(best)} VP", True) in plates(w.scene.standings, monkeypatch)


@pytest.mark.parametrize("case", [("en", 1.0), ("es", 2.0), ("it", 2.0)], ids=["en-100", "es-200", "it-200"])
def test_no_label_touches_its_values(qtbot, window, english, case):
    """At 200% in a 1024x700 window the standings are narrower than their words: labels and
    values shrink, and still a clear space parts "Medalla, fichas" from its "0"."""
    code, scale = case
    w = window
    w.aids.language_actions[code].trigger()
    w.aids.set_ui_scale(scale, save=False)
    try:
        w.model.load_record(played_record(seats_for(2, kind="medium"), RICH_SEEDS[2], 0.9))
        qtbot.waitUntil(lambda: not w.animator.busy)
        panel = w.scene.standings
        painted_words(lambda p: panel.paint(p, None))
        pixels = w.view.transform().m11()
        lines: dict[int, list] = {}
        for rect in panel.info_rects:
            lines.setdefault(round(rect.center().y() / 4), []).append(rect)
        gaps = []
        for rects in lines.values():
            rects.sort(key=lambda r: r.x())
            words = rects[1:]  # after the row's icon, which sits close to its label by design
            gaps += [(b.left() - a.right()) * pixels for a, b in itertools.pairwise(words)]
        assert len(gaps) > 15 and min(gaps) >= 4, sorted(gaps)[:5]
    finally:
        w.aids.set_ui_scale(1.0, save=False)
