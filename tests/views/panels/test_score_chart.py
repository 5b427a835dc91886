"""The score chart: the points it plots are the estimates at the start of every turn and the
final score at the end; the picture has every player's line and a legend with their names."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QPalette

from sf_desktop.ai.base import make_agent
from sf_desktop.ai.match import play_match
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.scoring import estimate, score
from sf_desktop.views.look import theme
from sf_desktop.views.panels.score_chart import ScoreChart, nice_ticks, series_from_record, series_from_states

SEATS = (Seat("Ana", "human"), Seat("Ada", "greedy"), Seat("Bruno", "random"))


@pytest.fixture(scope="module")
def game():
    return play_match(SEATS, [make_agent("random"), make_agent("greedy"), make_agent("random")], seed=21)


def test_points_are_the_estimates_at_each_turn_and_the_final_score(game):
    states = list(game.record.states())
    series = series_from_states(states, [s.name for s in SEATS])
    # Recount: the first state of every turn, and the last state.
    starts = [s for k, s in enumerate(states) if k == 0 or s.turn != states[k - 1].turn]
    expected_turns = [s.turn - 1 for s in starts]
    expected = [tuple(estimate(s)) for s in starts]
    if starts[-1] is not states[-1]:
        expected_turns.append(states[-1].turn)
        expected.append(tuple(estimate(states[-1])))
    assert list(series.turns) == expected_turns
    assert series.turns == tuple(sorted(set(series.turns)))
    for i in range(3):
        assert list(series.values[i]) == [e[i] for e in expected]
    assert series.final
    assert tuple(v[-1] for v in series.values) == score(game.final).totals == game.breakdown.totals
    assert series.names == ("Ana", "Ada", "Bruno")


def test_a_four_player_chart_starts_at_zero():
    """No seat starts at -6: its places in five empty districts and the cable cars are turn
    order's alone, which the boards do not count either."""
    seats = tuple(Seat(name, "greedy") for name in ("Ana", "Ada", "Bo", "Cy"))
    game = play_match(seats, [make_agent("greedy") for _ in seats], seed=8)
    states = list(game.record.states())
    series = series_from_states(states, [s.name for s in seats])
    assert [v[0] for v in series.values] == [0, 0, 0, 0]
    assert min(score(states[0]).totals) == -6, "by the rules alone one seat would start at -6"
    assert tuple(v[-1] for v in series.values) == game.breakdown.totals


def test_a_record_gives_the_same_series(game):
    assert series_from_record(game.record) == series_from_states(
        game.record.states(), ["Ana", "Ada", "Bruno"]
    )


def test_a_game_just_begun_has_one_point():
    record = GameRecord.new(SEATS, seed=3)
    series = series_from_record(record)
    assert series.turns == (0,) and not series.final
    assert all(len(v) == 1 for v in series.values)
    with pytest.raises(ValueError):
        series_from_states(record.states(), ["only one name"])


@pytest.mark.parametrize(("low", "high"), [(0, 1), (-6, 13), (0, 145), (-2.5, 2.5), (3, 3)])
def test_ticks_cover_the_range_with_round_steps(low, high):
    ticks = nice_ticks(low, high)
    assert ticks[0] <= low and ticks[-1] >= max(high, low + 1) - 1e-9
    steps = {round(b - a, 9) for a, b in itertools.pairwise(ticks)}
    assert len(steps) == 1
    (step,) = steps
    assert any(abs(step - m * 10**e) < 1e-9 for m in (1, 2, 5) for e in range(-3, 4)), step
    assert len(ticks) <= 10


def _near(image, color, tolerance: int = 18) -> int:
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if (
                abs(c.red() - color.red()) <= tolerance
                and abs(c.green() - color.green()) <= tolerance
                and abs(c.blue() - color.blue()) <= tolerance
            ):
                count += 1
    return count


def test_the_chart_draws_every_player_and_names_them(qtbot, game):
    chart = ScoreChart.from_record(game.record)
    qtbot.addWidget(chart)
    image = chart.render_image(QSize(640, 380))
    assert (image.width(), image.height()) == (640, 380)
    for seat in range(3):
        assert _near(image, theme.seat_color(seat)) > 40, seat
    totals = game.breakdown.totals
    entries = chart.legend_entries()
    assert [e.split(":")[0] for e in entries] == ["Ana", "Ada", "Bruno"]
    for entry, total in zip(entries, totals, strict=True):
        assert float(entry.split(": ")[1]) == total
    assert "Ana" in chart.accessibleDescription() and "final score" in chart.accessibleDescription()


def test_the_chart_paints_on_screen_and_when_empty(qtbot, game):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(400, 260)
    chart.show()
    qtbot.waitExposed(chart)
    assert chart.legend_entries() == []
    blank = chart.grab().toImage()
    chart.set_series(series_from_record(game.record))
    drawn = chart.grab().toImage()
    assert blank != drawn
    assert _near(drawn, theme.seat_color(0)) > 10


def test_the_keyboard_s_frame_leaves_the_chart_clear(qtbot, game):
    """With the keyboard on it (as the Score chart dialog opens), the chart drew its focus
    frame with the legend's last brush: the whole chart one player's colour, nothing seen."""
    chart = ScoreChart.from_record(game.record)
    qtbot.addWidget(chart)
    chart.resize(640, 380)
    chart.show()
    qtbot.waitExposed(chart)
    chart.activateWindow()
    chart.setFocus()
    qtbot.waitUntil(chart.hasFocus)
    image = chart.grab().toImage()
    last = theme.seat_color(len(SEATS) - 1)
    assert _near(image, last) < 0.1 * (image.width() // 2) * (image.height() // 2)
    assert image.pixelColor(image.width() - 6, 6) == chart.palette().color(QPalette.ColorRole.Base)


@pytest.mark.parametrize("points", [9.0, 18.0, 27.0])
def test_the_axis_title_stays_inside_at_any_text_size(qapp, points):
    """At 200% text (and more) "Turns played" is drawn inside the chart, not cut at its foot."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFont, QFontMetricsF

    font = QFont()
    font.setPointSizeF(points)
    fm = QFontMetricsF(font)
    area = QRectF(0, 0, 740, 400)
    plot = ScoreChart.plot_rect(
        area, fm, fm.horizontalAdvance("100"), fm.horizontalAdvance("Carla: 88.5") + 44
    )
    assert plot.height() > 100
    assert area.contains(ScoreChart.x_title_rect(plot, fm))
