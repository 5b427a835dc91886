"""RULES.md section 6 step 6 and section 7: bonuses, their choices, and what they set off.

District bonuses (RULES 2): Waterfront 1.5 VP, Financial value-4 card, Chinatown "discard 2
contracts", Mission +2, Parks depot card; a tracks token may be taken instead of any.
Pictures: ``*`` cable car, ``F`` foundation, ``#`` skyscraper, ``+`` +2 token, ``t`` tracks token.
"""

from __future__ import annotations

import pytest
from builders import board, card, cards, city, empty_city, of_type, picture, place, play, position, table

from sf_desktop.model import rules
from sf_desktop.model.actions import CHOOSE_BONUS, CHOOSE_CARD, CHOOSE_ROW, SPEND, STOP, Place
from sf_desktop.model.cards import BonusKind
from sf_desktop.model.events import (
    BonusEarned,
    BonusTaken,
    CableCarsAdded,
    CardPlaced,
    CardsDiscarded,
    ContractsSpent,
    DistrictCompleted,
    GameEnded,
    MedalTaken,
    SkyscraperBuilt,
    SquaresConnected,
    TokenPlaced,
)
from sf_desktop.model.rules import DISTRICT_BONUS, IllegalActionError
from sf_desktop.model.state import GameState, Phase, PlayerState

VP15, VALUE4, DEPOT, PLUS2, DISCARD, TRACKS = (
    BonusKind.VP15,
    BonusKind.VALUE4,
    BonusKind.DEPOT,
    BonusKind.PLUS2,
    BonusKind.DISCARD,
    BonusKind.TRACKS,
)


def placing(me: PlayerState, tray: str, *others: PlayerState, **kwargs: object) -> GameState:
    """Player 0 in the middle of a finalize turn, holding ``tray``."""
    return table([me, *(others or (empty_city(),))], phase=Phase.PLACE, tray=tray, **kwargs)  # type: ignore[arg-type]


# One bonus card already in each row, and the second one to place there.
FIRST = ("B06", "G11", "O13", "Y11", "N10")
SECOND = ("B15", "G14", "O02", "Y14", "N13")


def one_bonus_in(row: int) -> PlayerState:
    lines = ["."] * 5
    lines[row] = FIRST[row]
    return city(lines)


def test_the_district_bonuses() -> None:
    assert DISTRICT_BONUS == (VP15, VALUE4, DISCARD, PLUS2, DEPOT)


@pytest.mark.parametrize("row", range(5))
def test_a_second_bonus_symbol_offers_the_district_bonus_or_a_tracks_token(row: int) -> None:
    me = one_bonus_in(row)
    assert me.bonuses_had == 0
    s, events = play(placing(me, SECOND[row] + " K11"), place(SECOND[row]))
    assert of_type(events, BonusEarned) == [BonusEarned(0, row, (DISTRICT_BONUS[row], TRACKS))]
    assert s.phase == Phase.BONUS_KIND and s.bonus_district == row
    assert rules.legal_actions(s) == [CHOOSE_BONUS[DISTRICT_BONUS[row]], CHOOSE_BONUS[TRACKS]]
    assert s.players[0].bonuses_had == 1 << row
    # Nothing else may be done before choosing; another district's bonus is refused.
    for action in (STOP, Place(card("K11"), 0), CHOOSE_BONUS[DISTRICT_BONUS[(row + 1) % 5]]):
        with pytest.raises(IllegalActionError):
            rules.apply(s, action)


def test_one_bonus_symbol_gives_nothing() -> None:
    s, events = play(placing(empty_city(), "G11 G12"), place("G11"), place("G12"))
    assert not of_type(events, BonusEarned) and s.players[0].bonuses_had == 0


def test_black_cards_count_as_bonus_symbols() -> None:
    me = city(["K07", ".", ".", ".", "."])
    s, events = play(placing(me, "B06 B13"), place("B06"))
    assert s.phase == Phase.BONUS_KIND
    assert of_type(events, BonusEarned) == [BonusEarned(0, 0, (VP15, TRACKS))]
    # Two black ones are two symbols as well.
    me = city([".", ".", "K09", ".", "."])
    _, events = play(placing(me, "K07"), Place(card("K07"), 2))
    assert of_type(events, BonusEarned) == [BonusEarned(0, 2, (DISCARD, TRACKS))]


def test_a_third_bonus_symbol_gives_no_second_bonus() -> None:
    me = city(["B06 B15", ".", ".", ".", "."], vp_tokens=1)
    assert me.bonuses_had == 1  # the Waterfront bonus was had
    s, events = play(placing(me, "B11 B13"), place("B11"))
    assert not of_type(events, BonusEarned) and s.phase == Phase.PLACE
    assert s.players[0].vp_tokens == 1 and s.supply[VP15] == 2


def test_only_the_second_symbol_gives_a_bonus() -> None:
    # A position play cannot reach (two symbols without the bonus had), to pin the rule's
    # "exactly 2": the third symbol of a row gives nothing.
    me = city(["B06 B15", ".", ".", ".", "."], bonuses_had=0)
    s, events = play(placing(me, "B11 B13"), place("B11"))
    assert not of_type(events, BonusEarned) and s.players[0].bonuses_had == 0


def test_each_district_gives_its_bonus_once_per_player() -> None:
    # Player 1 already had the Financial bonus: player 0 can still have it, and a second
    # district gives player 0 its own bonus too.
    other = city([".", "G11 G14 V1", ".", ".", "."])
    me = city(["B06", "G02", ".", ".", "."])
    s = placing(me, "G07 B15 O11", other)
    assert s.supply[VALUE4] == 2
    s, events = play(s, place("G07"), CHOOSE_BONUS[VALUE4], CHOOSE_ROW[2])
    assert of_type(events, BonusTaken) == [BonusTaken(0, VALUE4)]
    assert s.players[0].rows[2] == cards("V2")  # the second value-4 card handed out
    s, events = play(s, place("B15"), CHOOSE_BONUS[VP15])
    assert s.players[0].vp_tokens == 1 and s.players[0].bonuses_had == 0b00011


# ---------------------------------------------------------------------------- the six kinds


def test_vp_token_bonus() -> None:
    s, events = play(placing(one_bonus_in(0), "B15 B13"), place("B15"), CHOOSE_BONUS[VP15])
    me = s.players[0]
    assert me.vp_tokens == 1 and s.supply[VP15] == 2
    assert events[-1] == BonusTaken(0, VP15)
    assert s.phase == Phase.PLACE and s.tray == cards("B13")  # the turn goes on


def test_value4_card_bonus_goes_to_a_row_of_the_players_choice() -> None:
    me = city("""
        B13 B14 B12 B05 B07
        G11
        .
        Y12 Y13
        .
    """)
    s, _ = play(placing(me, "G14 O11"), place("G14"), CHOOSE_BONUS[VALUE4])
    assert s.phase == Phase.BONUS_ROW
    # Any row with an empty space; the full blue row is refused.
    assert rules.legal_actions(s) == [CHOOSE_ROW[r] for r in range(1, 5)]
    with pytest.raises(IllegalActionError) as err:
        rules.apply(s, CHOOSE_ROW[0])
    assert "full" in err.value.reason
    s, events = play(s, CHOOSE_ROW[3])
    assert CardPlaced(0, card("V1"), 3, 2) in events
    me = s.players[0]
    assert me.value_at(17) == 4 and me.row_total(3) == 3 + 1 + 4
    assert me.bonus_symbols_in_row(3) == 0 and not me.tracks & (1 << 17)  # no symbols
    assert s.supply[VALUE4] == 2 and s.phase == Phase.PLACE
    assert picture(me) == board("""
        B13    B14    B12    B05    B07
        G11    G14    .      .      .
        .      .      .      .      .
        Y12    Y13    V1     .      .
        .      .      .      .      .
    """)


def test_a_bonus_card_filling_the_last_useful_row_ends_the_turn() -> None:
    # B15 waits in hand for the blue row's last space; the value-4 card takes it instead,
    # so nothing taken can be placed any more and the turn ends by itself.
    me = city(["B13 B14 B12 B05", "G11", ".", ".", "."])
    s, _ = play(placing(me, "G14 B15"), place("G14"), CHOOSE_BONUS[VALUE4])
    s, events = play(s, CHOOSE_ROW[0])
    assert s.players[0].rows[0] == cards("B13 B14 B12 B05 V1")
    assert s.phase == Phase.TURN and s.current == 1
    assert s.box == cards("B15") and CardsDiscarded(0, cards("B15")) in events


def test_depot_card_bonus_is_a_depot_worth_0_and_sets_everything_off() -> None:
    # D1 next to the square O01 lights it; with it the foundation O04 reaches 4 + 3 = 7;
    # the tracks card B10 above joins the network through the depot too.
    me = city("""
        B10
        .
        O01 O04 O14
        .
        N10
    """)
    assert me.foundation_support(11) == 3 and me.cable == 0
    s, _ = play(placing(me, "N13"), place("N13"), CHOOSE_BONUS[DEPOT])
    assert s.phase == Phase.BONUS_ROW
    s, events = play(s, CHOOSE_ROW[1])
    after = [type(e) for e in events]
    assert after == [CardPlaced, CableCarsAdded, SquaresConnected, SkyscraperBuilt, MedalTaken, *after[5:]]
    assert events[0] == CardPlaced(0, card("D1"), 1, 0)
    assert events[1] == CableCarsAdded(0, (0, 5))
    assert events[3] == SkyscraperBuilt(0, 11, 8)
    me = s.players[0]
    assert me.value_at(5) == 0 and me.depots == 1 << 5
    assert s.medal == 0 and s.supply[DEPOT] == 2
    assert picture(me) == board("""
        B10*   .      .      .      .
        D1*    .      .      .      .
        O01    O04#   O14    .      .
        .      .      .      .      .
        N10    N13    .      .      .
    """)


def test_plus2_token_bonus_goes_on_any_card_without_one() -> None:
    me = city(
        """
        B13
        G12
        .
        Y11
        .
        """,
        plus2=["G12"],
    )
    s, _ = play(placing(me, "Y14 N11"), place("Y14"), CHOOSE_BONUS[PLUS2])
    assert s.phase == Phase.BONUS_CARD
    # G12 already holds one: at most one per card.
    assert rules.legal_actions(s) == [CHOOSE_CARD[position(s.players[0], c)] for c in ("B13", "Y11", "Y14")]
    with pytest.raises(IllegalActionError):
        rules.apply(s, CHOOSE_CARD[position(s.players[0], "G12")])
    with pytest.raises(IllegalActionError):
        rules.apply(s, CHOOSE_CARD[24])  # an empty space
    tracks_before = s.players[0].tracks
    s, events = play(s, CHOOSE_CARD[0])
    assert events[0] == TokenPlaced(0, PLUS2, 0)
    assert s.players[0].value_at(0) == 2 + 2 and s.supply[PLUS2] == 1
    assert s.players[0].plus2 == (1 << 0) | (1 << 5)
    assert s.players[0].tracks == tracks_before and s.players[0].tracks_tokens == 0
    assert s.phase == Phase.PLACE


def test_plus2_token_next_to_a_foundation_builds_a_skyscraper() -> None:
    me = city("""
        B14
        G04
        O11
        Y11
        .
    """)
    assert me.foundation_support(5) == 6
    s, _ = play(placing(me, "Y14"), place("Y14"), CHOOSE_BONUS[PLUS2])
    s, events = play(s, CHOOSE_CARD[0])
    assert [type(e) for e in events] == [TokenPlaced, SkyscraperBuilt, MedalTaken, *map(type, events[3:])]
    assert s.players[0].skyscrapers == 1 << 5


def test_discard_token_bonus_is_kept_and_spent_later() -> None:
    me = city([".", ".", "O13", ".", "."], contracts=2)
    s = placing(me, "O02 B13 G12")
    s, events = play(s, place("O02"), CHOOSE_BONUS[DISCARD])
    assert s.players[0].discard_tokens == 1 and s.supply[DISCARD] == 2
    # It may be spent in this same turn, between two placements.
    assert SPEND[2] in rules.legal_actions(s)
    s, events = play(s, SPEND[2], place("B13"))
    assert ContractsSpent(0, 2) in events
    assert s.players[0].contracts == 0 and s.players[0].discard_tokens == 0
    assert s.supply[DISCARD] == 2  # into the box, not back to the supply


def test_tracks_token_bonus_joins_the_network() -> None:
    # Y12 (no tracks) sits on the network's edge: with a tracks token it carries a cable car,
    # and the square Y01 beside it is worth 4 from then on.
    me = city("""
        .
        G11
        .
        Y12 Y01
        N02 K01
        """)
    assert me.cable == (1 << 20) | (1 << 21)
    s, _ = play(placing(me, "G14"), place("G14"), CHOOSE_BONUS[TRACKS])
    assert s.phase == Phase.BONUS_CARD
    # Any card without tracks and not a depot: not N02 (tracks), not K01 (depot).
    targets = [position(s.players[0], c) for c in ("G11", "G14", "Y12", "Y01")]
    assert rules.legal_actions(s) == [CHOOSE_CARD[t] for t in sorted(targets)]
    with pytest.raises(IllegalActionError):
        rules.apply(s, CHOOSE_CARD[20])
    s, events = play(s, CHOOSE_CARD[15])
    assert events[:2] == [TokenPlaced(0, TRACKS, 15), CableCarsAdded(0, (15,))]
    assert s.players[0].value_at(16) == 4 and s.supply[TRACKS] == 2
    assert picture(s.players[0]) == board("""
        .      .      .      .      .
        G11    G14    .      .      .
        .      .      .      .      .
        Y12*t  Y01    .      .      .
        N02*   K01*   .      .      .
    """)


# ---------------------------------------------------------------------------- usability and automatic choices


def test_a_bonus_with_one_usable_kind_is_taken_at_once() -> None:
    # Every card has tracks or is a depot: no tracks token can go anywhere, so the Financial
    # bonus is the only one; the value-4 card then waits for its row.
    me = city(["B01", "G07", ".", ".", "N02"])
    s, events = play(placing(me, "K04"), Place(card("K04"), 1))
    assert of_type(events, BonusEarned) == [BonusEarned(0, 1, (VALUE4,))]
    assert of_type(events, BonusTaken) == [BonusTaken(0, VALUE4)]
    assert s.phase == Phase.BONUS_ROW


def test_a_bonus_card_with_one_row_with_space_goes_there_at_once() -> None:
    me = city("""
        B13 B14 B12 B05 B07
        G12 G13 G10 G11
        O11 O12 O14 O15 O08
        Y12 Y13 Y10 Y09 Y08
        N11 N12
    """)
    s, _ = play(placing(me, "G14 N15"), place("G14"), CHOOSE_BONUS[VALUE4])
    # Only the green row has space: no row to choose.
    assert s.players[0].rows[4] == cards("N11 N12 V1")
    assert s.phase == Phase.PLACE and s.tray == cards("N15")


def test_a_value4_card_completing_a_row_takes_the_completion_token() -> None:
    me = city(["B13 B14 B12 B05", "G11", ".", ".", "."])
    s, _ = play(placing(me, "G14"), place("G14"), CHOOSE_BONUS[VALUE4])
    s, events = play(s, CHOOSE_ROW[0])
    assert DistrictCompleted(0, 0) in events and s.players[0].completions == 1


def test_a_value4_card_next_to_a_foundation_builds_a_skyscraper() -> None:
    me = city(["B13 B14", "G11 G04", "O11", ".", "."])
    assert me.foundation_support(6) == 3 + 1
    s, _ = play(placing(me, "G14"), place("G14"), CHOOSE_BONUS[VALUE4])
    # G14 (2) went right of G04: 6. The value-4 card below it, at (2, 1), makes 10.
    assert s.players[0].foundation_support(6) == 6 and s.players[0].skyscrapers == 0
    s, events = play(s, CHOOSE_ROW[2])
    assert SkyscraperBuilt(0, 6, 8) in events


def test_a_token_with_one_possible_card_goes_there_at_once() -> None:
    # Y11 already carries a +2 token: Y14, just placed, is the only card left for one.
    me = city([".", ".", ".", "Y11", "."], plus2=["Y11"])
    s, events = play(placing(me, "Y14 N11"), place("Y14"), CHOOSE_BONUS[PLUS2])
    assert TokenPlaced(0, PLUS2, 16) in events
    assert s.phase == Phase.PLACE and s.players[0].value_at(16) == 4
    # The same for a tracks token: only G11 lacks tracks here.
    me = city(["B01", "G11", ".", ".", "N02"])
    s, events = play(placing(me, "K04"), Place(card("K04"), 1), CHOOSE_BONUS[TRACKS])
    assert TokenPlaced(0, TRACKS, 5) in events and s.players[0].tracks_tokens == 1 << 5


def test_an_empty_supply_leaves_the_other_bonus() -> None:
    # No value-4 card left: the tracks token is the only bonus, taken at once.
    me = city(["B13", "G11", ".", ".", "."])
    supply = (0, 3, 3, 3, 3, 3)
    s, events = play(placing(me, "G14 O11", supply=supply), place("G14"))
    assert of_type(events, BonusEarned) == [BonusEarned(0, 1, (TRACKS,))]
    assert s.phase == Phase.BONUS_CARD and s.supply[TRACKS] == 2


def test_no_bonus_left_means_none_and_none_later() -> None:
    me = city(["B13", "G11", ".", ".", "."])
    s, events = play(placing(me, "G14 G07 O11", supply=(0, 3, 3, 3, 3, 0)), place("G14"))
    assert of_type(events, BonusEarned) == [BonusEarned(0, 1, ())]
    assert not of_type(events, BonusTaken)
    assert s.phase == Phase.PLACE and s.players[0].bonuses_had == 0b10
    # Even once supplies come back in play, this district gives this player nothing more.
    s = table(list(s.players), phase=Phase.PLACE, tray="G07 O11")
    s, events = play(s, place("G07"))
    assert not of_type(events, BonusEarned)


# ---------------------------------------------------------------------------- full board with a bonus


def _board_one_short() -> PlayerState:
    return city("""
        B13 B14 B12 B05 B07
        G11 G12 G13 G10
        O11 O12 O14 O15 O08
        Y12 Y13 Y10 Y09 Y08
        N11 N12 N15 N05 N04
    """)


def test_the_game_ends_after_the_bonus_of_the_last_space_resolves() -> None:
    me = _board_one_short()
    s, events = play(placing(me, "G14 B15 N14"), place("G14"))
    # The board is full, so the value-4 card is of no use: the tracks token is taken at once
    # and waits for its card; the game is not over yet.
    assert of_type(events, BonusEarned) == [BonusEarned(0, 1, (TRACKS,))]
    assert s.phase == Phase.BONUS_CARD and not s.is_over
    s, events = play(s, CHOOSE_CARD[0])
    assert s.players[0].tracks_tokens == 1
    assert s.is_over and (s.end_trigger, s.end_reason) == (0, "full_board")
    assert s.box == cards("B15 N14")
    assert [type(e) for e in events][-2:] == [CardsDiscarded, GameEnded]


def test_the_game_ends_after_a_bonus_card_fills_the_board() -> None:
    me = city("""
        B13 B14 B12 B05 B07
        G11 G12 G13
        O11 O12 O14 O15 O08
        Y12 Y13 Y10 Y09 Y08
        N11 N12 N15 N05 N04
    """)
    s, events = play(placing(me, "G14 B15"), place("G14"), CHOOSE_BONUS[VALUE4])
    # One space left, in the gray row: the value-4 card goes there and fills the board.
    assert events[-1] == GameEnded(0, "full_board")
    assert s.players[0].rows[1] == cards("G11 G12 G13 G14 V1")
    assert DistrictCompleted(0, 1) in events and s.box == cards("B15")
