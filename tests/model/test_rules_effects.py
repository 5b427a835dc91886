"""RULES.md section 6, steps 1 to 5 and 7: what placing a card does, in that order.

Pictures: each space shows the card id, ``*`` a cable car, ``F`` a foundation token, ``#`` a
skyscraper, ``+`` a +2 token, ``t`` a tracks token (see ``builders.picture``).
"""

from __future__ import annotations

import pytest
from builders import board, card, cards, city, empty_city, of_type, picture, place, play, table

from sf_desktop.model import board as geometry
from sf_desktop.model import rules
from sf_desktop.model.actions import STOP, TAKE, Place
from sf_desktop.model.cards import LAYOUT
from sf_desktop.model.events import (
    CableCarsAdded,
    CardPlaced,
    CardsDiscarded,
    DistrictCompleted,
    GameEnded,
    MedalTaken,
    SkyscraperBuilt,
    SquaresConnected,
)
from sf_desktop.model.state import GameState, Phase, PlayerState


def placing(me: PlayerState, tray: str, *others: PlayerState, **kwargs: object) -> GameState:
    """Player 0 in the middle of a finalize turn, holding ``tray``."""
    return table([me, *(others or (empty_city(),))], phase=Phase.PLACE, tray=tray, **kwargs)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------- 1. network


def test_printed_depots_lie_under_every_bottom_column() -> None:
    assert LAYOUT.depot_columns == (0, 1, 2, 3, 4)
    assert geometry.ROW_MASK[4] == geometry.PRINTED_DEPOT_ADJACENT


@pytest.mark.parametrize("col", range(5))
def test_tracks_in_the_bottom_row_join_the_printed_depot(col: int) -> None:
    # Green cards without tracks to the left, then N02 (tracks) in column ``col``.
    before = " ".join(["N11", "N12", "N15", "N10"][:col]) or "."
    me = city([".", ".", ".", ".", before])
    s, events = play(placing(me, "N02"), place("N02"))
    assert of_type(events, CableCarsAdded) == [CableCarsAdded(0, (20 + col,))]
    assert s.players[0].cable == 1 << (20 + col)


def test_depot_cards_carry_a_cable_car_wherever_they_are() -> None:
    s, events = play(placing(empty_city(), "B01 K01 N14"), place("B01"), Place(card("K01"), 2))
    assert of_type(events, CableCarsAdded) == [CableCarsAdded(0, (0,)), CableCarsAdded(0, (10,))]
    assert picture(s.players[0]) == board("""
        B01*   .      .      .      .
        .      .      .      .      .
        K01*   .      .      .      .
        .      .      .      .      .
        .      .      .      .      .
    """)


def test_tracks_away_from_the_network_carry_no_cable_car() -> None:
    me = city("""
        .
        .
        .
        Y06
        .
    """)
    # N11 (no tracks) lies on the printed depot but does not pass the network on.
    s, events = play(placing(me, "N11"), place("N11"))
    assert s.players[0].cable == 0 and not of_type(events, CableCarsAdded)


def test_a_connecting_card_gives_cable_cars_to_cards_placed_earlier() -> None:
    me = city("""
        .
        G06
        O07
        Y06
        .
    """)
    assert me.cable == 0
    s, events = play(placing(me, "N02"), place("N02"))
    assert of_type(events, CableCarsAdded) == [CableCarsAdded(0, (5, 10, 15, 20))]
    assert picture(s.players[0]) == board("""
        .      .      .      .      .
        G06*   .      .      .      .
        O07*   .      .      .      .
        Y06*   .      .      .      .
        N02*   .      .      .      .
    """)


def test_a_depot_card_connects_the_tracks_around_it() -> None:
    me = city("""
        B10
        G12 G06
        .
        .
        .
    """)
    s, events = play(placing(me, "B01"), place("B01"))
    assert of_type(events, CableCarsAdded) == [CableCarsAdded(0, (0, 1, 6))]
    assert picture(s.players[0]) == board("""
        B10*   B01*   .      .      .
        G12    G06*   .      .      .
        .      .      .      .      .
        .      .      .      .      .
        .      .      .      .      .
    """)


def test_the_network_never_runs_through_a_card_without_tracks() -> None:
    me = city("""
        .
        .
        O07
        Y12
        .
    """)
    s, events = play(placing(me, "N02"), place("N02"))
    assert of_type(events, CableCarsAdded) == [CableCarsAdded(0, (20,))]
    assert s.players[0].cable == 1 << 20


def test_corners_are_never_adjacent() -> None:
    me = city("""
        .
        .
        .
        Y12 Y06
        .
    """)
    # N02 at (4, 0) touches Y06 at (3, 1) only by a corner.
    s, events = play(placing(me, "N02 N04"), place("N02"))
    assert s.players[0].cable == 1 << 20
    s, events = play(s, place("N04"))
    assert of_type(events, CableCarsAdded) == [CableCarsAdded(0, (16, 21))]


def test_cable_cars_are_never_removed(random_game) -> None:
    # Scripted: once a card carries a cable car, later placements keep it.
    me = city("""
        .
        .
        .
        Y06
        N02
    """)
    assert me.cable == (1 << 15) | (1 << 20)
    s = placing(me, "Y12 N11 N12 K11")
    for action in (place("Y12"), place("N11"), place("N12"), Place(card("K11"), 3)):
        before = s.players[0].cable
        s, _ = play(s, action)
        assert s.players[0].cable & before == before
    assert s.players[0].cable == (1 << 15) | (1 << 20)
    # And in a whole game: every board's cable cars only ever grow.
    game = random_game(2, 2024)
    for a, b in zip(game.states, game.states[1:], strict=False):
        for pa, pb in zip(a.players, b.players, strict=True):
            assert pb.cable & pa.cable == pa.cable


# ---------------------------------------------------------------------------- 2. squares


def test_a_square_is_worth_4_next_to_a_cable_car_and_0_otherwise() -> None:
    me = city("""
        .
        .
        .
        Y01 Y06
        .
    """)
    # Next to a tracks card that is not connected: still 0.
    assert me.value_at(15) == 0
    s, events = play(placing(me, "N02"), place("N02"))
    assert s.players[0].value_at(15) == 4
    assert SquaresConnected(0, (15,)) in events
    assert s.players[0].row_total(3) == 4 + 1


def test_a_square_diagonal_to_a_cable_car_is_worth_0() -> None:
    me = city("""
        .
        .
        .
        Y12 Y01
        .
    """)
    s, _ = play(placing(me, "N02 N04"), place("N02"))
    assert s.players[0].value_at(16) == 0
    s, events = play(s, place("N04"))
    assert s.players[0].value_at(16) == 4 and SquaresConnected(0, (16,)) in events


def test_a_plus2_token_on_a_square_makes_it_2_or_6() -> None:
    me = city(
        """
        .
        .
        .
        Y01
        .
        """,
        plus2=["Y01"],
    )
    assert me.value_at(15) == 2
    s, _ = play(placing(me, "N02"), place("N02"))
    assert s.players[0].value_at(15) == 6


# ---------------------------------------------------------------------------- 3. skyscrapers


def test_a_skyscraper_needs_adjacent_values_of_7() -> None:
    # G04 (foundation) at (1, 0) under B14 (3), over O11 (3): 6 is not enough.
    me = city("""
        B14
        G04
        O11
        .
        .
    """)
    assert me.foundations == 1 << 5 and me.skyscrapers == 0
    assert me.foundation_support(5) == 6
    s, events = play(placing(me, "G06"), place("G06"))
    assert of_type(events, SkyscraperBuilt) == [SkyscraperBuilt(0, 5, 8)]
    assert s.skyscrapers_left == 8
    assert picture(s.players[0]) == board("""
        B14    .      .      .      .
        G04#   G06    .      .      .
        O11    .      .      .      .
        .      .      .      .      .
        .      .      .      .      .
    """)


def test_placing_a_foundation_next_to_enough_value_builds_at_once() -> None:
    # G05 will go to (1, 1): B14 (3) above, G13 (3) to the left, O12 (2) below.
    me = city("""
        B13 B14
        G13
        O11 O12
        .
        .
    """)
    s = table([me, empty_city()], columns=("G05", "", ""))
    assert s.founded == 1 << card("G05")  # it took a token when it was put in the column
    s, events = play(s, TAKE[0], place("G05"))
    assert of_type(events, SkyscraperBuilt) == [SkyscraperBuilt(0, 6, 8)]
    assert s.players[0].foundation_support(6) == 8


def test_seaside_cards_anywhere_lower_the_requirement() -> None:
    # O04 at (2, 0): G13 (3) above, Y08 (2) below: 5. Each seaside card lowers 7 by 1.
    me = city("""
        .
        G13
        O04
        Y08
        .
    """)
    s, events = play(placing(me, "B04 B05"), place("B04"))
    assert s.players[0].skyscraper_requirement() == 6 and not of_type(events, SkyscraperBuilt)
    s, events = play(s, place("B05"))
    assert s.players[0].seaside == 2 and s.players[0].skyscraper_requirement() == 5
    assert of_type(events, SkyscraperBuilt) == [SkyscraperBuilt(0, 10, 8)]


def test_no_skyscraper_once_all_nine_stand() -> None:
    me = city("""
        B14
        G04
        O11
        .
        .
    """)
    s = placing(me, "G06", skyscrapers_left=0)
    s, events = play(s, place("G06"))
    assert s.players[0].foundation_support(5) == 7
    assert s.players[0].skyscrapers == 0 and not of_type(events, SkyscraperBuilt)


def _two_waiting_foundations() -> PlayerState:
    # G04 at (1, 1) has B14 (3) + G12 (2) = 5; O04 at (2, 2) has O14 (3): both touch the
    # square O01 at (2, 1), worth 0 until a cable car comes next to it.
    return city("""
        B13 B14
        G12 G04
        O11 O01 O04 O14
        Y12
        .
    """)


@pytest.mark.parametrize(("left", "built"), [(1, [6]), (2, [6, 12]), (9, [6, 12])])
def test_skyscrapers_go_in_reading_order_when_the_supply_runs_out(left: int, built: list[int]) -> None:
    me = _two_waiting_foundations()
    assert me.foundations == (1 << 6) | (1 << 12) and me.skyscrapers == 0
    # The black depot K01 at (3, 1) lights the square: both foundations now reach 9 and 7.
    s, events = play(placing(me, "K01", skyscrapers_left=left), Place(card("K01"), 3))
    assert [e.cell for e in of_type(events, SkyscraperBuilt)] == built
    assert s.skyscrapers_left == left - len(built)
    assert geometry.bits(s.players[0].skyscrapers) == built


# ---------------------------------------------------------------------------- 4. medal


def test_the_first_skyscraper_takes_the_medal() -> None:
    me = city("""
        B14
        G04
        O11
        .
        .
    """)
    s, events = play(placing(me, "G06"), place("G06"))
    assert s.medal == 0 and of_type(events, MedalTaken) == [MedalTaken(0, -1)]
    # Its holder building another keeps it, with no new event.
    me2 = city("""
        B14
        G04 G06
        O11
        .
        .
    """)
    assert me2.skyscraper_count == 1
    # Y05 at (3, 0) under O11 (3): N07 (3) below and Y12 (3) beside bring it to 9.
    s, events = play(placing(me2, "Y05 N07 Y12", medal=0), place("Y05"), place("N07"), place("Y12"))
    assert s.players[0].skyscraper_count == 2 and s.medal == 0 and not of_type(events, MedalTaken)


def test_the_medal_moves_only_to_strictly_more_skyscrapers() -> None:
    holder = city("""
        B14
        G04 G15
        O11
        .
        .
    """)
    assert holder.skyscraper_count == 1
    # Player 0: G05 waits at 6 (G06 brings it to 7); then Y05 goes under O14 (3), and N07 (3)
    # and Y12 (3) around it bring it to 9.
    me = city("""
        B12
        G05
        O14
        .
        .
    """)
    assert me.foundation_support(5) == 6 and me.skyscrapers == 0
    s = placing(me, "G06 Y05 N07 Y12", holder, medal=1)
    s, events = play(s, place("G06"))
    assert s.players[0].skyscraper_count == 1 and s.medal == 1  # equal is not enough
    assert not of_type(events, MedalTaken)
    s, events = play(s, place("Y05"), place("N07"), place("Y12"))
    assert s.players[0].skyscraper_count == 2
    assert s.medal == 0 and of_type(events, MedalTaken) == [MedalTaken(0, 1)]


# ---------------------------------------------------------------------------- 5. district completion


def test_the_fifth_card_of_a_row_takes_the_completion_token() -> None:
    me = city("""
        B13 B14 B12 B05
        .
        .
        .
        .
    """)
    s, events = play(placing(me, "B07 G12"), place("B07"))
    assert s.players[0].completions == 1
    assert s.completions_left == 0b11110
    assert of_type(events, DistrictCompleted) == [DistrictCompleted(0, 0)]


def test_one_completion_token_per_district_in_the_game() -> None:
    first = city("""
        B13 B14 B12 B05 B07
        .
        .
        .
        .
    """)
    me = city("""
        B01 B02 B03 B04
        .
        .
        .
        .
    """)
    s = placing(me, "B06", first)
    assert s.completions_left == 0b11110
    s, events = play(s, place("B06"))
    assert s.players[0].completions == 0 and not of_type(events, DistrictCompleted)
    assert s.players[0].row_is_full(0)


# ---------------------------------------------------------------------------- 7. full board


def _board_of_24() -> PlayerState:
    return city("""
        B13 B14 B12 B05 B07
        G12 G13 G14 G10 G09
        O11 O12 O14 O15 O08
        Y12 Y13 Y10 Y09 Y08
        N11 N12 N15 N05
    """)


def test_a_full_board_ends_the_game_and_discards_the_rest() -> None:
    me = _board_of_24()
    assert me.completions == 0b01111
    s = placing(me, "B15 N04 G15", current=0)
    s, events = play(s, place("N04"))
    assert s.players[0].is_full()
    assert s.is_over and (s.end_trigger, s.end_reason) == (0, "full_board")
    assert s.tray == () and s.box == cards("B15 G15")
    # The placement resolves first (completion), then the rest is discarded and the game ends.
    kinds = [type(e) for e in events]
    assert kinds.index(CardPlaced) < kinds.index(DistrictCompleted) < kinds.index(CardsDiscarded)
    assert events[-1] == GameEnded(0, "full_board")
    assert rules.legal_actions(s) == []


def test_a_board_one_short_of_full_plays_on() -> None:
    me = _board_of_24()
    s, _ = play(placing(me, "B15 G15"), STOP)
    assert not s.is_over and s.current == 1
