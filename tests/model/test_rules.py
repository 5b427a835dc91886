"""RULES.md sections 3, 4, 5 and 8: set-up, the two actions, contracts, the contract token,
and how a game ends. One test per rule; the effects of a placement (section 6) and the
bonuses (section 7) are in ``test_rules_effects.py`` and ``test_rules_bonus.py``."""

from __future__ import annotations

import pytest
from builders import (
    board,
    card,
    cards,
    city,
    columns_picture,
    empty_city,
    of_type,
    picture,
    place,
    play,
    table,
)

from sf_desktop.model import rules
from sf_desktop.model.actions import DRAW, PUT, SPEND, STOP, TAKE, Place
from sf_desktop.model.cards import DECK_SIZE, LAYOUT, BonusKind
from sf_desktop.model.events import (
    CardAddedToColumn,
    CardDrawn,
    CardPlaced,
    CardsDiscarded,
    ColumnTaken,
    ContractsReturned,
    ContractsSpent,
    ContractTaken,
    FoundationTokenPlaced,
    GameEnded,
    SkyscraperBuilt,
    TurnStarted,
)
from sf_desktop.model.rules import IllegalActionError
from sf_desktop.model.state import Phase, PlayerState, card_count

# ---------------------------------------------------------------------------- 3. set-up


@pytest.mark.parametrize(
    ("players", "tokens", "stacks"), [(2, 6, (2, 2, 2)), (3, 8, (2, 2, 2, 2)), (4, 10, (2,) * 5)]
)
def test_setup_per_player_count(players: int, tokens: int, stacks: tuple[int, ...]) -> None:
    s = rules.new_game(players, seed=7)
    assert s.num_players == players
    assert s.foundation_left == tokens
    assert s.foundation_stacks == stacks
    assert s.columns == ((), (), ())
    assert all(p.contracts == 0 and p.filled == 0 for p in s.players)
    assert sorted(s.deck) == list(range(DECK_SIZE))
    assert s.skyscrapers_left == 9
    assert s.medal == -1
    assert s.completions_left == 0b11111
    assert s.supply == (3, 3, 3, 3, 3, 3)
    assert s.phase == Phase.TURN
    assert rules.legal_actions(s) == [DRAW]  # empty columns can never be taken


@pytest.mark.parametrize("players", [0, 1, 5])
def test_setup_refuses_other_player_counts(players: int) -> None:
    with pytest.raises(ValueError):
        rules.new_game(players, seed=1)


def test_setup_shuffles_by_seed() -> None:
    a, b, c = rules.new_game(4, seed=11), rules.new_game(4, seed=11), rules.new_game(4, seed=12)
    assert a.deck == b.deck
    assert a.deck != c.deck
    assert a.deck != tuple(range(DECK_SIZE))


def test_first_player_is_seeded_or_named() -> None:
    firsts = {rules.new_game(4, seed=s).first_player for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    for s in range(10):
        g = rules.new_game(3, seed=s)
        assert g.current == g.first_player == rules.new_game(3, seed=s).first_player
    named = rules.new_game(3, seed=5, first_player=2)
    assert named.current == named.first_player == 2
    with pytest.raises(ValueError):
        rules.new_game(3, seed=5, first_player=3)


def test_foundation_tokens_are_taken_from_the_leftmost_stack() -> None:
    # 3 players: four stacks of 2. Each foundation card put in a column takes the top token of
    # the leftmost stack that still has one; other cards take none.
    deck = cards("B08 B13 G04 O04")
    s = rules.new_game(
        3, seed=1, first_player=0, deck=deck + tuple(c for c in range(DECK_SIZE) if c not in deck)
    )
    seen, tokens = [], []
    for column in (0, 1, 2, 0):
        s, events = play(s, DRAW, PUT[column])
        seen.append(s.foundation_stacks)
        tokens.append([e.left for e in of_type(events, FoundationTokenPlaced)])
    assert seen == [(1, 2, 2, 2), (1, 2, 2, 2), (0, 2, 2, 2), (0, 1, 2, 2)]
    assert tokens == [[7], [], [6], [5]]
    assert s.foundation_left == 5
    assert columns_picture(s) == board("""
        column 1: B08F O04F
        column 2: B13
        column 3: G04F
        stacks: 0 1 2 2
    """)


# ---------------------------------------------------------------------------- 4A. place a project


def test_draw_then_put_in_a_column() -> None:
    s = table([empty_city(), empty_city()], columns=("G12", "", ""), deck_top="B13")
    s1, events = rules.apply(s, DRAW)
    # The card is seen (drawn) and must now go to a column: those are the only choices.
    assert s1.phase == Phase.COLUMN and s1.drawn == card("B13") and s1.current == 0
    assert s1.deck == s.deck[1:]
    assert events == [CardDrawn(0, card("B13"))]
    assert rules.legal_actions(s1) == list(PUT)
    s2, events = rules.apply(s1, PUT[0])
    assert s2.columns[0] == cards("G12 B13")  # at the end of the column
    assert s2.drawn == -1 and s2.phase == Phase.TURN and s2.current == 1
    assert events == [CardAddedToColumn(0, card("B13"), 0), TurnStarted(1)]
    assert card_count(s2) == DECK_SIZE


def test_drawn_card_must_go_to_a_column() -> None:
    s = table([empty_city(), empty_city()], columns=("G12 G13", "", ""), deck_top="B13")
    s1, _ = rules.apply(s, DRAW)
    for action in (DRAW, TAKE[0], STOP, SPEND[1]):
        with pytest.raises(IllegalActionError):
            rules.apply(s1, action)
    with pytest.raises(IllegalActionError):
        rules.apply(s1, PUT[0].__class__(3))  # there is no fourth column


def test_foundation_card_gets_a_token_and_other_cards_none() -> None:
    s = table([empty_city(), empty_city()], deck_top="O05 O11")
    s, events = play(s, DRAW, PUT[1])
    assert (s.founded >> card("O05")) & 1 and s.foundation_left == 5
    assert FoundationTokenPlaced(card("O05"), 5) in events
    s, events = play(s, DRAW, PUT[1])
    assert not (s.founded >> card("O11")) & 1 and s.foundation_left == 5
    assert not of_type(events, FoundationTokenPlaced)


def test_last_foundation_token_ends_the_game_at_once() -> None:
    # 2 players, 6 tokens: five are already on cards in the columns.
    s = table(
        [empty_city(), empty_city()],
        current=1,
        columns=("B08 B09", "G04 G05", "O04"),
        deck_top="Y04",
    )
    assert s.foundation_left == 1
    s, events = play(s, DRAW, PUT[2])
    assert s.foundation_left == 0
    assert s.phase == Phase.OVER and s.is_over
    assert (s.end_trigger, s.end_reason) == (1, "foundations")
    assert events[-1] == GameEnded(1, "foundations")
    assert not of_type(events, TurnStarted)
    assert rules.legal_actions(s) == []
    with pytest.raises(IllegalActionError):
        rules.apply(s, DRAW)


def test_no_draw_from_an_empty_deck() -> None:
    s = table([empty_city(), empty_city()], columns=("B13", "", ""), deck=())
    assert rules.legal_actions(s) == [TAKE[0]]
    with pytest.raises(IllegalActionError) as err:
        rules.apply(s, DRAW)
    assert "empty" in err.value.reason


# ---------------------------------------------------------------------------- 4B. finalize projects


def test_take_only_a_column_longer_than_ones_contracts() -> None:
    s = table([empty_city(contracts=2), empty_city()], columns=("B13", "B14 G12", "G13 O11 O12"))
    assert rules.legal_actions(s) == [DRAW, TAKE[2]]
    for column in (0, 1):
        with pytest.raises(IllegalActionError) as err:
            rules.apply(s, TAKE[column])
        assert "more than 2" in err.value.reason
    s1, _ = rules.apply(s, TAKE[2])
    assert s1.tray == cards("G13 O11 O12")


def test_an_empty_column_is_never_taken() -> None:
    s = table([empty_city(), empty_city(contracts=1)], columns=("", "B13", ""))
    assert rules.legal_actions(s) == [DRAW, TAKE[1]]
    with pytest.raises(IllegalActionError):
        rules.apply(s, TAKE[0])


def test_taking_a_column_takes_all_its_cards_and_a_contract() -> None:
    s = table([empty_city(), empty_city(contracts=1), empty_city()], columns=("B13 G12 O11", "B14", ""))
    s1, events = rules.apply(s, TAKE[0])
    assert s1.columns == ((), cards("B14"), ())
    assert s1.tray == cards("B13 G12 O11")
    assert [p.contracts for p in s1.players] == [1, 1, 0]
    assert s1.phase == Phase.PLACE and s1.current == 0
    assert events[:2] == [ColumnTaken(0, 0, cards("B13 G12 O11")), ContractTaken(0, 1)]


def test_foundation_tokens_travel_with_their_cards() -> None:
    s = table([empty_city(), empty_city()], columns=("G04 B13", "O04", ""))
    assert s.foundation_left == 4
    s, _ = play(s, TAKE[0], place("G04"))
    me = s.players[0]
    assert me.foundations == 1 << 5  # the token came along onto the board at (1, 0)
    assert s.foundation_left == 4  # and was not given back to the stacks
    # A foundation card that is not placed goes to the box with its token.
    s, _ = play(s, STOP)  # B13 to the box
    s, _ = play(s, TAKE[1], STOP)
    assert card("O04") in s.box and (s.founded >> card("O04")) & 1
    assert s.foundation_left == 4


def test_a_card_goes_to_the_leftmost_empty_space_of_its_colour_row() -> None:
    me = city("""
        B13
        .
        O11 O12
        .
        .
    """)
    s = table([me, empty_city()], phase=Phase.PLACE, tray="O13 B14", placed_this_turn=0)
    with pytest.raises(IllegalActionError) as err:
        rules.apply(s, Place(card("O13"), 1))
    assert "Chinatown" in err.value.reason
    s, events = play(s, place("O13"))
    assert CardPlaced(0, card("O13"), 2, 2) in events
    assert picture(s.players[0]) == board("""
        B13    .      .      .      .
        .      .      .      .      .
        O11    O12    O13    .      .
        .      .      .      .      .
        .      .      .      .      .
    """)


def test_black_cards_go_to_any_row_with_space() -> None:
    me = city("""
        B13 B14 B12 B05 B07
        .
        .
        Y12
        .
    """)
    s = table([me, empty_city()], phase=Phase.PLACE, tray="K08")
    assert rules.legal_actions(s) == [Place(card("K08"), r) for r in (1, 2, 3, 4)] + [STOP]
    with pytest.raises(IllegalActionError) as err:
        rules.apply(s, Place(card("K08"), 0))
    assert "full" in err.value.reason
    s, events = play(s, Place(card("K08"), 3))
    assert CardPlaced(0, card("K08"), 3, 1) in events
    assert s.players[0].rows[3] == cards("Y12 K08")


def test_a_full_row_takes_no_more_cards() -> None:
    me = city("""
        B13 B14 B12 B05 B07
        .
        .
        .
        .
    """)
    s = table([me, empty_city()], phase=Phase.PLACE, tray="B15 G12")
    assert rules.legal_actions(s) == [place("G12"), STOP]
    with pytest.raises(IllegalActionError):
        rules.apply(s, place("B15"))


def test_turn_ends_by_itself_when_no_taken_card_fits() -> None:
    me = city("""
        B13 B14 B12 B05 B07
        .
        .
        .
        .
    """)
    s = table([me, empty_city()], columns=("B15 G12 B11", "", ""))
    s, events = play(s, TAKE[0], place("G12"))
    # B15 and B11 cannot be placed any more: the turn is over without a Stop.
    assert s.phase == Phase.TURN and s.current == 1
    assert s.tray == () and s.box == cards("B15 B11")
    assert CardsDiscarded(0, cards("B15 B11")) in events
    # Taking a column none of whose cards fits ends the turn at once, too.
    s2 = table([me, empty_city()], columns=("B15", "", ""))
    s2, events = play(s2, TAKE[0])
    assert s2.current == 1 and s2.box == cards("B15") and s2.players[0].contracts == 1


def test_stop_discards_the_cards_not_placed() -> None:
    s = table([empty_city(), empty_city()], columns=("B13 G12 O11", "", ""))
    s, events = play(s, TAKE[0], place("G12"), STOP)
    assert s.players[0].rows[1] == cards("G12")
    assert s.box == cards("B13 O11") and s.tray == ()
    assert s.current == 1 and s.phase == Phase.TURN
    assert CardsDiscarded(0, cards("B13 O11")) in events
    # Placing none at all is allowed too.
    s2 = table([empty_city(), empty_city()], columns=("B13 G12", "", ""))
    s2, _ = play(s2, TAKE[0], STOP)
    assert s2.players[0].filled == 0 and s2.box == cards("B13 G12")


def test_each_placement_resolves_before_the_next() -> None:
    # Y01 is a square above the green space (4, 0); the foundation Y05 will go right of it,
    # under O14 (3). N02 (tracks) at (4, 0) joins the printed depot and lights the square.
    me = city("""
        .
        .
        O11 O14
        Y01
        .
    """)
    start = table([me, empty_city()], columns=("N02 Y05", "", ""))
    # N02 first: the square is worth 4 at once, so Y05 is built on as soon as it is placed.
    s, _ = play(start, TAKE[0])
    s, events = play(s, place("N02"))
    assert s.players[0].cable == 1 << 20 and s.players[0].value_at(15) == 4
    assert not of_type(events, SkyscraperBuilt)
    s, events = play(s, place("Y05"))
    assert of_type(events, SkyscraperBuilt) == [SkyscraperBuilt(0, 16, 8)]
    assert picture(s.players[0]) == board("""
        .      .      .      .      .
        .      .      .      .      .
        O11    O14    .      .      .
        Y01    Y05#   .      .      .
        N02*   .      .      .      .
    """)
    # Y05 first: 3 + 0 < 7, nothing yet; the skyscraper comes with N02's placement.
    s, _ = play(start, TAKE[0])
    s, events = play(s, place("Y05"))
    assert not of_type(events, SkyscraperBuilt) and s.players[0].foundations == 1 << 16
    s, events = play(s, place("N02"))
    assert of_type(events, SkyscraperBuilt) == [SkyscraperBuilt(0, 16, 8)]


# ---------------------------------------------------------------------------- 5. contracts


def test_contracts_everyone_returns_one_when_nobody_has_none() -> None:
    s = table([empty_city(), empty_city(contracts=1), empty_city(contracts=2)], columns=("B13", "", ""))
    s, events = play(s, TAKE[0])
    assert [p.contracts for p in s.players] == [0, 0, 1]
    assert of_type(events, ContractsReturned) == [ContractsReturned((0, 0, 1))]


def test_contracts_kept_while_someone_has_none() -> None:
    s = table([empty_city(), empty_city(contracts=1), empty_city()], columns=("B13", "", ""))
    s, events = play(s, TAKE[0])
    assert [p.contracts for p in s.players] == [1, 1, 0]
    assert not of_type(events, ContractsReturned)


def test_contract_rule_repeats_until_someone_has_none() -> None:
    # Not reachable in a game (someone always holds none), but the rule says "repeat".
    s = table([empty_city(contracts=1), empty_city(contracts=3)], columns=("B13 B14", "", ""))
    s, events = play(s, TAKE[0])
    assert [p.contracts for p in s.players] == [0, 1]
    assert of_type(events, ContractsReturned) == [ContractsReturned((1, 2)), ContractsReturned((0, 1))]


# ---------------------------------------------------------------------------- 4/7. the contract token


def test_contract_token_before_choosing_a_or_b() -> None:
    me = empty_city(contracts=2, discard_tokens=1)
    s = table([me, empty_city()], columns=("B13 B14", "", ""))
    assert rules.legal_actions(s) == [DRAW, SPEND[1], SPEND[2]]
    s1, events = rules.apply(s, SPEND[2])
    assert events == [ContractsSpent(0, 2)]
    assert s1.players[0].contracts == 0 and s1.players[0].discard_tokens == 0
    # The token goes to the box, not back to the supply; the turn goes on.
    assert s1.supply[BonusKind.DISCARD] == s.supply[BonusKind.DISCARD]
    assert s1.phase == Phase.TURN and s1.current == 0
    assert rules.legal_actions(s1) == [DRAW, TAKE[0]]
    # One of two is allowed as well.
    s2, _ = rules.apply(s, SPEND[1])
    assert s2.players[0].contracts == 1 and s2.players[0].discard_tokens == 0
    assert rules.legal_actions(s2) == [DRAW, TAKE[0]]


def test_contract_token_needs_a_token_and_contracts() -> None:
    one = table([empty_city(contracts=1, discard_tokens=1), empty_city()])
    assert rules.legal_actions(one) == [DRAW, SPEND[1]]
    with pytest.raises(IllegalActionError):
        rules.apply(one, SPEND[2])  # only 1 contract held
    none = table([empty_city(discard_tokens=1), empty_city()])
    assert rules.legal_actions(none) == [DRAW]
    with pytest.raises(IllegalActionError):
        rules.apply(none, SPEND[1])
    no_token = table([empty_city(contracts=2), empty_city()])
    with pytest.raises(IllegalActionError):
        rules.apply(no_token, SPEND[1])


def test_contract_token_at_every_moment_of_a_finalize_turn() -> None:
    """RULES 4: in B the token may be spent after taking the column, before the first
    placement, between placements and after the last one (see test_rules_token.py)."""
    me = empty_city(contracts=1, discard_tokens=1)
    s = table([me, empty_city()], columns=("B13 B14 G12", "", ""))
    s, _ = play(s, TAKE[0])
    assert s.players[0].contracts == 2
    # Right after taking, before any placement.
    assert SPEND[1] in rules.legal_actions(s) and SPEND[2] in rules.legal_actions(s)
    s1, events = play(s, SPEND[2])
    assert events == [ContractsSpent(0, 2)]
    assert s1.players[0].contracts == 0 and s1.phase == Phase.PLACE and s1.tray == s.tray
    # Between two placements.
    s, _ = play(s, place("B13"))
    assert SPEND[1] in rules.legal_actions(s) and SPEND[2] in rules.legal_actions(s)
    s, events = play(s, SPEND[2])
    assert events == [ContractsSpent(0, 2)]
    assert s.players[0].contracts == 0 and s.phase == Phase.PLACE
    s, _ = play(s, place("B14"))
    assert SPEND[1] not in rules.legal_actions(s)  # spent: gone
    # Not while a drawn card waits for its column.
    s3 = table([empty_city(contracts=1, discard_tokens=1), empty_city()])
    s3, _ = play(s3, DRAW)
    assert rules.legal_actions(s3) == list(PUT)
    with pytest.raises(IllegalActionError):
        rules.apply(s3, SPEND[1])


# ---------------------------------------------------------------------------- 4. stuck game


def test_stuck_game_ends_with_a_changed_deck() -> None:
    # Three cards, no foundation: the foundation tokens can never run out.
    s = rules.new_game(2, seed=3, first_player=0, deck=cards("B13 B14 G12"))
    s, _ = play(s, DRAW, PUT[0], DRAW, PUT[0], DRAW, PUT[0])
    assert s.deck == () and s.current == 1
    assert rules.legal_actions(s) == [TAKE[0]]
    s, events = play(s, TAKE[0], STOP)
    # Player 0 can neither draw nor take a column: the game ends, triggered by them.
    assert s.is_over and (s.end_trigger, s.end_reason) == (0, "stuck")
    assert events[-2:] == [TurnStarted(0), GameEnded(0, "stuck")]
    assert rules.legal_actions(s) == []


def test_not_stuck_while_the_contract_token_opens_a_column() -> None:
    other = empty_city(contracts=2, discard_tokens=1)
    s = table([empty_city(), other], phase=Phase.PLACE, tray="B13", columns=("G12 G13", "", ""), deck=())
    s, _ = play(s, STOP)
    assert not s.is_over and s.current == 1
    assert rules.legal_actions(s) == [SPEND[1], SPEND[2]]
    s, _ = play(s, SPEND[1], TAKE[0])
    assert s.tray == cards("G12 G13")
    # Without the token the same position is stuck.
    stuck = table(
        [empty_city(), empty_city(contracts=2)],
        phase=Phase.PLACE,
        tray="B13",
        columns=("G12 G13", "", ""),
        deck=(),
    )
    stuck, _ = play(stuck, STOP)
    assert stuck.is_over and (stuck.end_trigger, stuck.end_reason) == (1, "stuck")


def test_spending_too_few_contracts_to_take_a_column_ends_a_stuck_game() -> None:
    # Deck empty, one card in the only column, two contracts and the token: spending both
    # opens the column, spending one leaves nothing to do, so the game ends there.
    s = table(
        [empty_city(), empty_city(contracts=2, discard_tokens=1)], current=1, columns=("G12", "", ""), deck=()
    )
    assert rules.legal_actions(s) == [SPEND[1], SPEND[2]]
    s1, events = play(s, SPEND[1])
    assert s1.is_over and (s1.end_trigger, s1.end_reason) == (1, "stuck")
    assert events == [ContractsSpent(1, 1), GameEnded(1, "stuck")]
    s2, _ = play(s, SPEND[2])
    assert not s2.is_over and rules.legal_actions(s2) == [TAKE[0]]


def test_an_empty_deck_ends_a_new_game_at_once() -> None:
    s = rules.new_game(3, seed=2, first_player=1, deck=())
    assert s.is_over and (s.end_trigger, s.end_reason) == (1, "stuck")
    assert rules.legal_actions(s) == []


# ---------------------------------------------------------------------------- 8. end of the game


def test_game_over_refuses_every_action() -> None:
    s = table([empty_city(), empty_city()], phase=Phase.OVER, end_trigger=0, end_reason="full_board")
    assert rules.legal_actions(s) == []
    for action in (DRAW, TAKE[0], STOP, place("B13")):
        with pytest.raises(IllegalActionError):
            rules.apply(s, action)


def test_a_whole_seeded_game_ends_by_the_rules() -> None:
    # Playing the first legal move each time: the game ends by one of the two standard ends,
    # with every card accounted for and nobody left without a move before the end.
    import random

    rng = random.Random(5)
    s = rules.new_game(3, seed=5)
    while not s.is_over:
        acts = rules.legal_actions(s)
        assert acts
        s, _ = rules.apply(s, rng.choice(acts))
    assert s.end_reason in ("foundations", "full_board")
    assert card_count(s) == DECK_SIZE
    if s.end_reason == "foundations":
        assert s.foundation_left == 0
    assert all(isinstance(p, PlayerState) for p in s.players)
    assert LAYOUT.skyscrapers - s.skyscrapers_left == sum(p.skyscraper_count for p in s.players)
