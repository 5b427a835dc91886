"""The estimate a person is shown while a game goes on: the score if the game ended now, less
the places that only turn order decides among players with nothing to rank (RULES.md 9's last
resort, which before the end follows the player to move); the final score is the rules' own."""

from __future__ import annotations

import itertools

import pytest
from builders import city, empty_city, table

from sf_desktop.ai.base import decision_rng, make_agent
from sf_desktop.model import rules, scoring
from sf_desktop.model.state import public_view


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_new_game_is_estimated_at_zero_for_everyone(players: int) -> None:
    state = rules.new_game(players, seed=7)
    breakdown = scoring.score(state)
    assert scoring.estimate(state) == (0.0,) * players
    assert scoring.estimated_totals(breakdown, False) == (0.0,) * players
    if players == 4:
        # By the rules alone, the last seat in turn order is last in all five districts and
        # the cable cars: -6, and that seat moves on with the turn.
        assert sorted(breakdown.totals) == [-6.0, 0.0, 0.0, 0.0]
        assert scoring.unranked_points(breakdown) == breakdown.totals
    else:
        assert scoring.unranked_points(breakdown) == (0.0,) * players


def test_a_place_that_the_table_decides_is_counted() -> None:
    """A seat with nothing in a district, below players whose boards differ from its own,
    keeps its -1: the rules compare every row, so the blue cards rank the empty seat last in
    every district, and nothing is left to turn order."""
    blue = [city([card, ".", ".", ".", "."]) for card in ("B13", "B14", "B01")]
    state = table([*blue, empty_city()], current=2)
    breakdown = scoring.score(state)
    assert all(r.deciders[-2].kind != "trigger" and r.order[-1] == 3 for r in breakdown.districts)
    assert breakdown.totals[3] == -5
    assert all(scoring.settled_points(r) == r.points for r in breakdown.districts)
    assert scoring.estimate(state)[3] == -5
    # Only seat 2 has a cable car: the others' places there are turn order's, left out.
    cable = breakdown.cable_cars
    assert cable.order[0] == 2 and set(cable.ineligible) == {0, 1, 3}
    assert scoring.settled_points(cable) == (0, 0, 2.5, 0)
    assert scoring.unranked_points(breakdown) == tuple(cable.points[s] if s != 2 else 0 for s in range(4))


def test_players_tied_on_everything_with_something_share_the_places() -> None:
    """Three players with one cable car each in the same column: by the rules the player to
    move would take 2.5, the next 1 and the last nothing, changing hands every turn; shown,
    each has a third of 3.5, whoever is to move."""
    boards = [city([".", ".", ".", ".", card]) for card in ("N02", "N04", "N05")]
    shown = set()
    for current in range(3):
        state = table(boards, current=current)
        breakdown = scoring.score(state)
        assert breakdown.cable_cars.points[current] == 2.5
        assert scoring.settled_points(breakdown.cable_cars) == (1.17, 1.17, 1.17)
        assert scoring.shared_places(breakdown) == (0, 1, 2)
        shown.add(scoring.estimate(state))
    assert len(shown) == 1


@pytest.fixture(scope="module")
def four_greedy_states():
    state = rules.new_game(4, seed=11)
    agent = make_agent("greedy")
    states = [state]
    while not state.is_over:
        action = agent.choose(public_view(state), decision_rng(4, state.current, len(states)))
        state, _ = rules.apply(state, action)
        states.append(state)
    return states


def test_places_only_turn_order_decides_are_left_out_or_shared(four_greedy_states) -> None:
    """Over a whole game: a group that only turn order separates counts nothing where none of
    them has anything, shares its points evenly otherwise; every other place counts as the
    rules say, and the figures add up to the estimate."""
    seen = set()
    for state in four_greedy_states[:-1]:
        breakdown = scoring.score(state)
        shown = list(breakdown.totals)
        for ranking in (*breakdown.districts, breakdown.cable_cars):
            settled = scoring.settled_points(ranking)
            for group in scoring.tie_groups(ranking):
                ranks = [ranking.order.index(s) for s in group]
                assert ranks == list(range(ranks[0], ranks[0] + len(group))), "a group is consecutive"
                assert all(ranking.deciders[r].kind == "trigger" for r in ranks[:-1])
                if len(group) == 1:
                    assert settled[group[0]] == ranking.points[group[0]]
                    seen.add("counted" if ranking.points[group[0]] < 0 else "ranked")
                elif set(group) <= set(ranking.ineligible):
                    assert all(settled[s] == 0 for s in group)
                    seen.add("left out" if any(ranking.points[s] for s in group) else "nothing")
                else:
                    total = sum(ranking.points[s] for s in group)
                    assert all(settled[s] == pytest.approx(total / len(group), abs=0.005) for s in group)
                    seen.add("shared")
            for seat in range(4):
                shown[seat] += settled[seat] - ranking.points[seat]
        assert scoring.estimate(state) == pytest.approx(shown, abs=0.011)
        assert all(u <= 0 for u in scoring.unranked_points(breakdown)), "only last places lose points"
    assert {"left out", "counted", "shared"} <= seen


def test_the_turn_passing_alone_changes_no_figure(four_greedy_states) -> None:
    """Between two states with the same boards and medal, only whose turn it is differs: the
    figures a person sees stay put (the rules' own totals move the -1s to another seat)."""
    passes = 0
    for before, after in itertools.pairwise(four_greedy_states):
        if after.is_over or (before.players, before.medal) != (after.players, after.medal):
            continue
        assert scoring.estimate(before) == scoring.estimate(after)
        if before.current != after.current:
            passes += 1
    assert passes >= 3


def test_the_final_score_is_the_rules_own(four_greedy_states) -> None:
    final = four_greedy_states[-1]
    assert final.is_over
    breakdown = scoring.score(final)
    assert scoring.estimate(final) == breakdown.totals
    assert scoring.estimated_totals(breakdown, True) == breakdown.totals
