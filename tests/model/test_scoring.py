"""RULES.md section 9: final scoring, every source of points and every tie-break.

Positions are built with ``builders.city`` (so cable cars, squares and skyscrapers are the
rules' own) and scored as finished games.
"""

from __future__ import annotations

import pytest
from builders import city, empty_city, table

from sf_desktop.model import scoring
from sf_desktop.model.scoring import Decider
from sf_desktop.model.state import GameState, Phase, PlayerState

TOTAL, NONE, TRIGGER = Decider("total"), Decider("none"), Decider("trigger")


def card_decider(row: int, col: int) -> Decider:
    return Decider("card", row, col)


def column_decider(col: int) -> Decider:
    return Decider("column", col=col)


def over(players: list[PlayerState], trigger: int = 0, **kwargs: object) -> GameState:
    """A finished game around ``players``, ended by ``trigger``."""
    return table(players, phase=Phase.OVER, end_trigger=trigger, end_reason="full_board", **kwargs)  # type: ignore[arg-type]


def rows(**by_row: str) -> PlayerState:
    """A board from named rows: ``rows(blue="B13 B14", green="N02")``."""
    names = ("blue", "gray", "orange", "yellow", "green")
    return city([by_row.get(n, ".") for n in names])


# ---------------------------------------------------------------------------- sources of points


def test_every_source_of_points() -> None:
    me = city(
        """
        B13 B14 B12 B05 B07
        G13 G04 G12
        O11 O12 O14 O15 O08
        Y05 Y12
        N12
        """,
        vp_tokens=1,
    )
    # G04 has 3 + 3 + 2 + 2 = 10 around it, Y05 has 3 + 3 + 1 = 7: two skyscrapers; the blue
    # and orange rows are full: two completion tokens.
    assert me.skyscraper_count == 2 and me.completions == 0b00101 and me.cable == 0
    other = rows(gray="G14", green="N02")
    s = over([me, other], trigger=1)
    assert s.medal == 0
    result = scoring.score(s)
    mine, theirs = result.players
    assert (mine.skyscrapers, mine.medal, mine.vp_tokens, mine.completions) == (2, 1, 1.5, 2)
    # Districts (2 players: 2 for the first): player 0 leads every row. In the green row both
    # have a 1 and nothing after it, so the next row down (wrapping to the top) decides.
    assert mine.districts == (2, 2, 2, 2, 2) and theirs.districts == (0, 0, 0, 0, 0)
    assert result.districts[4].deciders[0] == card_decider(0, 0)
    # Cable cars: player 0 has none, so the 2.5 token goes to player 1.
    assert (mine.cable_cars, theirs.cable_cars) == (0, 2.5)
    assert (mine.cable_car_count, theirs.cable_car_count) == (0, 1)
    assert mine.total == 2 + 1 + 1.5 + 2 + 10 and theirs.total == 2.5
    assert result.totals == (16.5, 2.5)
    assert result.winners == (0,) and result.winner_decided_by == "points"


def test_district_rank_counts_current_values() -> None:
    # Printed values in the gray row: 0 + 0, 3 + 2, 4 (value-4 card) + 2. Counted at the end:
    # two connected squares (depots above them) 8; a +2 token on G13 makes 7; 6.
    squares = rows(blue="B01 B02", gray="G01 G03")
    plus2 = city([".", "G13 G12", ".", ".", "."], plus2=["G13"])
    value4 = rows(gray="V1 G14")
    assert squares.row_values(1) == [4, 4]
    result = scoring.score(over([value4, plus2, squares], trigger=0))
    gray = result.districts[1]
    assert gray.totals == (6, 7, 8)
    assert gray.order == (2, 1, 0)
    assert gray.points == (0, 1, 2)
    assert gray.deciders == (TOTAL, TOTAL, NONE)


# ---------------------------------------------------------------------------- district ties


@pytest.mark.parametrize(
    ("first", "second", "district", "winner", "decider"),
    [
        # Equal totals: the leftmost card decides (3 beats 2).
        (rows(blue="B13 B14"), rows(blue="B12 B07"), 0, 1, card_decider(0, 0)),
        # Leftmost equal: the next card decides.
        (rows(blue="B14 B13 B05"), rows(blue="B12 B06 B07"), 0, 0, card_decider(0, 1)),
        # An empty space ranks below any card, even one worth 0.
        (rows(blue="B14 B04"), rows(blue="B12"), 0, 0, card_decider(0, 1)),
        # The whole row equal: the row below decides.
        (rows(blue="B13", gray="G13"), rows(blue="B07", gray="G12"), 0, 0, card_decider(1, 0)),
        # ... card by card there too.
        (rows(blue="B13", gray="G12 G11"), rows(blue="B07", gray="G14 G13"), 0, 1, card_decider(1, 1)),
        # After the bottom row comes the top row.
        (rows(green="N12", blue="B13"), rows(green="N02", blue="B14"), 4, 1, card_decider(0, 0)),
        # A middle row is followed by every row below, then the top rows.
        (rows(yellow="Y13", gray="G12"), rows(yellow="Y15", gray="G13"), 3, 1, card_decider(1, 0)),
    ],
)
def test_district_ties(
    first: PlayerState, second: PlayerState, district: int, winner: int, decider: Decider
) -> None:
    for trigger in (0, 1):  # the end trigger plays no part here
        ranking = scoring.score(over([first, second], trigger=trigger)).districts[district]
        assert ranking.totals[0] == ranking.totals[1]
        assert ranking.order == (winner, 1 - winner)
        assert ranking.deciders == (decider, NONE)
        assert ranking.points[winner] == 2 and ranking.points[1 - winner] == 0


@pytest.mark.parametrize(("trigger", "order"), [(0, (0, 1, 2)), (1, (1, 2, 0)), (2, (2, 0, 1))])
def test_a_complete_tie_goes_to_the_end_trigger_then_to_their_left(trigger: int, order: tuple) -> None:
    # Every row of the three boards reads the same values (2 in the blue row, nothing else).
    boards = [rows(blue="B13"), rows(blue="B07"), rows(blue="B11")]
    ranking = scoring.score(over(boards, trigger=trigger)).districts[0]
    assert ranking.order == order
    assert ranking.deciders == (TRIGGER, TRIGGER, NONE)
    assert [ranking.points[p] for p in order] == [2, 1, 0]


def test_a_tie_without_the_end_trigger_starts_at_their_left() -> None:
    # Player 1 ended the game and leads outright; players 0, 2 and 3 are tied all through:
    # the first of them to player 1's left is player 2, then 3, then 0.
    boards = [rows(blue="B13"), rows(blue="B14"), rows(blue="B07"), rows(blue="B11")]
    ranking = scoring.score(over(boards, trigger=1)).districts[0]
    assert ranking.order == (1, 2, 3, 0)
    assert ranking.deciders == (TOTAL, TRIGGER, TRIGGER, NONE)
    assert ranking.points == (-1, 2, 1, 0)


# ---------------------------------------------------------------------------- cable car ties


@pytest.mark.parametrize(
    ("first", "second", "winner", "decider"),
    [
        # Two cable cars each: in columns 0 and 1 against 1 and 2; column 0 decides.
        (rows(green="N02 N04"), rows(green="N11 N03 N05"), 0, column_decider(0)),
        # Columns 0 and 2 against 0 and 1: column 0 is equal, column 1 decides.
        (rows(green="N02 N11 N04"), rows(green="N05 N03 N12"), 1, column_decider(1)),
        # A tracks card above the bottom row counts in its own column.
        (rows(yellow="Y06", green="N02"), rows(green="N04 N05"), 0, column_decider(0)),
    ],
)
def test_cable_car_ties_by_column(
    first: PlayerState, second: PlayerState, winner: int, decider: Decider
) -> None:
    assert first.cable_cars == second.cable_cars == 2
    ranking = scoring.score(over([first, second], trigger=1 - winner)).cable_cars
    assert ranking.order == (winner, 1 - winner)
    assert ranking.deciders == (decider, NONE)
    assert ranking.points[winner] == 2.5 and ranking.points[1 - winner] == 0


def test_a_complete_cable_car_tie_goes_to_the_end_trigger() -> None:
    boards = [rows(green="N02"), rows(green="N04"), rows(green="N05")]
    for trigger, order in ((1, (1, 2, 0)), (2, (2, 0, 1))):
        ranking = scoring.score(over(boards, trigger=trigger)).cable_cars
        assert ranking.order == order and ranking.deciders == (TRIGGER, TRIGGER, NONE)
        assert [ranking.points[p] for p in order] == [2.5, 1, 0]


# ---------------------------------------------------------------------------- eligibility


def test_no_card_in_a_district_no_positive_token_and_none_handed_down() -> None:
    # 4 players; only player 0 built in the blue row. Player 0 takes the 2; the second place
    # (1 point) is not handed to anyone, since nobody else has a blue card; the last place
    # still takes its -1.
    boards = [rows(blue="B13"), rows(gray="G13"), rows(gray="G12"), rows(gray="G11")]
    ranking = scoring.score(over(boards, trigger=0)).districts[0]
    assert ranking.order == (0, 1, 2, 3)  # the gray row (below) orders the other three
    assert ranking.deciders == (TOTAL, card_decider(1, 0), card_decider(1, 0), NONE)
    assert ranking.ineligible == (1, 2, 3)
    assert ranking.points == (2, 0, 0, -1)
    # The same with 2 players: nobody built in the orange row, nobody takes its 2.
    ranking = scoring.score(over(boards[:2], trigger=0)).districts[2]
    assert ranking.ineligible == (0, 1) and ranking.points == (0, 0)


def test_a_card_worth_0_is_enough_to_be_ranked() -> None:
    # An unconnected square is worth 0 but is a card in the district: the 2 is taken.
    boards = [rows(gray="G01"), empty_city()]
    ranking = scoring.score(over(boards, trigger=1)).districts[1]
    assert ranking.totals == (0, 0) and ranking.order == (0, 1)
    assert ranking.deciders == (card_decider(1, 0), NONE)
    assert ranking.points == (2, 0) and ranking.ineligible == (1,)


def test_no_cable_car_no_positive_cable_car_token() -> None:
    boards = [rows(green="N02"), rows(blue="B13"), rows(blue="B14"), rows(gray="G13")]
    ranking = scoring.score(over(boards, trigger=0)).cable_cars
    assert ranking.order[0] == 0
    assert ranking.ineligible == (1, 2, 3)
    assert ranking.points[0] == 2.5
    # Second place is not handed down; the fourth still takes -1.
    assert sorted(ranking.points[p] for p in (1, 2, 3)) == [-1, 0, 0]
    assert ranking.points[ranking.order[3]] == -1
    # Nobody with a cable car: nobody takes the 2.5.
    ranking = scoring.score(over([rows(blue="B13"), rows(blue="B14")], trigger=0)).cable_cars
    assert ranking.points == (0, 0) and ranking.ineligible == (0, 1)


# ---------------------------------------------------------------------------- advantage tables


# Player k has a blue card worth k and k cable cars (so player 3 leads both).
LADDER = [
    rows(blue="B04"),
    rows(blue="B05", green="N02"),
    rows(blue="B13", green="N04 N05"),
    rows(blue="B14", green="N06 N07 K05"),
]


@pytest.mark.parametrize(
    ("players", "district", "cable"),
    [
        (2, (2, 0), (2.5, 0)),
        (3, (2, 1, 0), (2.5, 1, 0)),
        (4, (2, 1, 0, -1), (2.5, 1, 0, -1)),
    ],
)
def test_advantage_tokens_by_player_count(players: int, district: tuple, cable: tuple) -> None:
    boards = LADDER[4 - players :]
    assert [b.cable_cars for b in boards] == list(range(4 - players, 4))
    result = scoring.score(over(boards, trigger=0))
    best_first = tuple(reversed(range(players)))
    blue, cars = result.districts[0], result.cable_cars
    assert blue.order == best_first and cars.order == best_first
    assert tuple(blue.points[p] for p in best_first) == district
    assert tuple(cars.points[p] for p in best_first) == cable
    assert blue.deciders == (TOTAL,) * (players - 1) + (NONE,)


# ---------------------------------------------------------------------------- winner


def test_the_winner_has_the_most_points() -> None:
    result = scoring.score(over([rows(blue="B13"), rows(blue="B14", gray="G13")], trigger=0))
    assert result.totals == (0, 4)
    assert result.winners == (1,) and result.winner_decided_by == "points"


def test_a_tie_on_points_goes_to_the_most_cable_cars() -> None:
    # Player 0: the green row (2) and the cable car token (2.5). Player 1: three 1.5 VP tokens.
    me = rows(green="N02")
    other = city(["."] * 5, vp_tokens=3)
    result = scoring.score(over([me, other], trigger=1))
    assert result.totals == (4.5, 4.5)
    assert result.winners == (0,) and result.winner_decided_by == "cable_cars"


def test_a_tie_on_points_and_cable_cars_is_a_shared_victory() -> None:
    result = scoring.score(over([rows(blue="B13"), rows(gray="G12")], trigger=0))
    assert result.totals == (2, 2)
    assert result.winners == (0, 1) and result.winner_decided_by == "shared"


def test_the_medal_counts_for_its_holder_only() -> None:
    # Both have one skyscraper; player 1 built first and keeps the medal.
    first = city(["B14", "G04 G06", "O11", ".", "."])
    second = city(["B12", "G05 G15", "O14", ".", "."])
    assert first.skyscraper_count == second.skyscraper_count == 1
    result = scoring.score(over([first, second], trigger=0, medal=1))
    assert (result.players[0].medal, result.players[1].medal) == (0, 1)
    assert result.players[0].skyscrapers == result.players[1].skyscrapers == 1
