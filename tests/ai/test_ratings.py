"""One rating scale for the levels and the person: the fit, the shipped table, the even game."""

from __future__ import annotations

import pytest

from sf_desktop.ai.ratings import (
    LevelRatings,
    Pairing,
    Rating,
    expected,
    fit_levels,
    fit_person,
    pairwise_shares,
    shipped_ratings,
)


def test_a_tiny_tournament_gives_the_expected_order_and_gaps() -> None:
    """c beats b as b beats a (75%): b sits as far above a as c above b, about 190 points."""
    ratings = fit_levels(
        [
            Pairing("b", "random", 400, 0.75),
            Pairing("c", "b", 400, 0.75),
            Pairing("c", "random", 400, 0.9),
        ]
    )
    order = sorted(ratings, key=lambda k: ratings[k].value)
    assert order == ["random", "b", "c"]
    assert ratings["random"].value == 0.0
    gap_ab = ratings["b"].value - ratings["random"].value
    gap_bc = ratings["c"].value - ratings["b"].value
    assert 150 < gap_ab < 230 and 150 < gap_bc < 230
    assert all(r.se > 0 for k, r in ratings.items() if k != "random")


def test_a_sweep_still_has_a_finite_gap() -> None:
    ratings = fit_levels([Pairing("strong", "random", 100, 1.0)])
    assert 400 < ratings["strong"].value < 2000


def test_the_person_between_two_levels() -> None:
    """Half the games against a level rated 1000: about 1000; more games, less doubt."""
    few = fit_person([(1000.0, 1.0), (1000.0, 0.0)], prior=1000.0)
    many = fit_person([(1000.0, 1.0), (1000.0, 0.0)] * 20, prior=1000.0)
    assert few.value == pytest.approx(1000.0, abs=1.0)
    assert many.se < few.se
    stronger = fit_person([(1000.0, 1.0)] * 8 + [(1000.0, 0.0)] * 2, prior=1000.0)
    assert expected(stronger.value, 1000.0) > 0.6


def test_a_three_player_game_counts_once_against_each_rival() -> None:
    # Seat 0 won; seat 1 beat seat 2 on points.
    assert pairwise_shares(1, [20.0, 15.0, 12.0], [0]) == [(0, 0.0), (2, 1.0)]
    assert pairwise_shares(0, [20.0, 20.0, 12.0], [0, 1]) == [(1, 0.5), (2, 1.0)]


def test_the_person_is_rated_from_games_against_rated_levels_only() -> None:
    levels = LevelRatings({"medium": Rating(900.0, 15.0), "hard": Rating(1200.0, 20.0)})
    assert levels.person([(0, ["human", "human"], [10.0, 20.0], [1])]) is None
    won = levels.person([(0, ["human", "hard"], [30.0, 20.0], [0])] * 6)
    assert won is not None and won.value > 1200.0
    assert levels.closest(won.value, ["medium", "hard"]) == "hard"
    assert levels.closest(950.0, ["medium", "hard"]) == "medium"


def test_the_shipped_ratings_order_the_levels() -> None:
    r = shipped_ratings()
    values = [r.ratings[k].value for k in ("random", "easy", "medium", "hard")]
    assert values == sorted(values)
    assert r.ratings["random"].value == 0
