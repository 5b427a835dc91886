"""The rulebook's worked examples, replayed through the rules.

English edition: examples 1 and 4 to 7 (its examples 2 and 3 were lost in print); Spanish
edition (the Italian one agrees): examples 2 and 3. The printed examples are pictures we do
not have, so each test builds the closest position that the example's text describes (the
comments say what was chosen) and then plays the example's moves, with a picture of the
board or of the project columns after each step.

Board pictures: one line per row (top row first), each space the card id and its markers:
``*`` cable car, ``F`` foundation token, ``#`` skyscraper, ``+`` +2 token, ``t`` tracks token.
"""

from __future__ import annotations

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
from sf_desktop.model.actions import CHOOSE_BONUS, CHOOSE_ROW, DRAW, PUT, TAKE
from sf_desktop.model.cards import CARDS, BonusKind, Symbol
from sf_desktop.model.events import (
    BonusEarned,
    BonusTaken,
    CableCarsAdded,
    CardPlaced,
    ColumnTaken,
    ContractsReturned,
    ContractTaken,
    FoundationTokenPlaced,
    MedalTaken,
    SkyscraperBuilt,
    SquaresConnected,
    TurnStarted,
)
from sf_desktop.model.state import Phase


def test_example_1_a_foundation_card_takes_a_token_from_the_leftmost_stack() -> None:
    """Chris places a project card with the foundation symbol under the project board and
    puts a foundation token on it. Chosen: 4 players (10 tokens), Chris in seat 0, the card
    is O05 (orange, value 1, foundation) and goes to the third column; the columns already
    hold a few cards."""
    chris = 0
    s = table([empty_city()] * 4, current=chris, columns=("B13", "G12 Y13", ""), deck_top="O05")
    assert columns_picture(s) == board("""
        column 1: B13
        column 2: G12 Y13
        column 3: -
        stacks: 2 2 2 2 2
    """)
    # Step 1: Chris draws the top card and sees it.
    s, events = play(s, DRAW)
    assert s.drawn == card("O05") and CARDS[s.drawn].has(Symbol.FOUNDATION)
    # Step 2: he puts it in the third column; it gets a token from the leftmost stack.
    s, events = play(s, PUT[2])
    assert FoundationTokenPlaced(card("O05"), 9) in events
    assert columns_picture(s) == board("""
        column 1: B13
        column 2: G12 Y13
        column 3: O05F
        stacks: 1 2 2 2 2
    """)
    assert s.current == 1 and not s.is_over


def test_example_2_finalizing_with_one_contract() -> None:
    """Alicia holds 1 contract. She may place a project or finalize the left column, which
    holds more cards than her contracts; she finalizes and takes a second contract. Chosen:
    3 players, the others with no contract; the left column holds 3 cards, the others one
    card or none (so only the left one may be taken)."""
    alicia = 0
    s = table(
        [empty_city(contracts=1), empty_city(), empty_city()],
        current=alicia,
        columns=("B13 G12 O11", "Y13", ""),
    )
    assert columns_picture(s) == board("""
        column 1: B13 G12 O11
        column 2: Y13
        column 3: -
        stacks: 2 2 2 2
    """)
    assert rules.legal_actions(s) == [DRAW, TAKE[0]]
    # Step 1: she takes the left column, and a contract with it.
    s, events = play(s, TAKE[0])
    assert events[:2] == [ColumnTaken(alicia, 0, cards("B13 G12 O11")), ContractTaken(alicia, 2)]
    assert not of_type(events, ContractsReturned)  # the others still have none
    assert [p.contracts for p in s.players] == [2, 0, 0]
    assert columns_picture(s) == board("""
        column 1: -
        column 2: Y13
        column 3: -
        stacks: 2 2 2 2
    """)
    # Step 2: she places the cards she took.
    s, _ = play(s, place("B13"), place("G12"), place("O11"))
    assert picture(s.players[alicia]) == board("""
        B13    .      .      .      .
        G12    .      .      .      .
        O11    .      .      .      .
        .      .      .      .      .
        .      .      .      .      .
    """)
    assert s.current == 1 and s.players[alicia].contracts == 2


def test_example_3_everyone_returns_a_contract() -> None:
    """Alicia holds no contract and finalizes a column of one card; she takes a contract,
    and since now everyone holds one, everyone (Alicia included) returns one. Chosen: 3
    players holding 0, 1 and 2 contracts."""
    alicia = 0
    s = table(
        [empty_city(), empty_city(contracts=1), empty_city(contracts=2)],
        current=alicia,
        columns=("", "N11", ""),
    )
    s, events = play(s, TAKE[1])
    assert events[:3] == [
        ColumnTaken(alicia, 1, cards("N11")),
        ContractTaken(alicia, 1),
        ContractsReturned((0, 0, 1)),
    ]
    assert [p.contracts for p in s.players] == [0, 0, 1]
    assert s.tray == cards("N11") and s.phase == Phase.PLACE


def test_example_4_a_green_card_connects_earlier_yellow_cards() -> None:
    """Chris places a card in the green district; it touches the printed depot and gets a
    cable car, and yellow cards placed earlier are now connected and get cable cars too.
    Chosen: two yellow tracks cards Y06 and Y08 and a third without tracks (Y13); a green
    card without tracks (N11) already at the left; Chris places N04 (tracks) beside it."""
    chris = 0
    me = city("""
        .
        .
        .
        Y06 Y08 Y13
        N11
    """)
    # Before: nothing is connected (N11 has no tracks, Y06 touches only N11).
    assert picture(me) == board("""
        .      .      .      .      .
        .      .      .      .      .
        .      .      .      .      .
        Y06    Y08    Y13    .      .
        N11    .      .      .      .
    """)
    s = table([me, empty_city(), empty_city()], current=chris, columns=("N04", "", ""))
    s, _ = play(s, TAKE[0])
    # Step 1: N04 goes to the leftmost free green space, (4, 1), over the printed depot.
    s, events = play(s, place("N04"))
    assert CardPlaced(chris, card("N04"), 4, 1) in events
    # Steps 2 and 3: cable cars on N04, then on Y08 above it and on Y06 beside that.
    assert of_type(events, CableCarsAdded) == [CableCarsAdded(chris, (15, 16, 21))]
    assert picture(s.players[chris]) == board("""
        .      .      .      .      .
        .      .      .      .      .
        .      .      .      .      .
        Y06*   Y08*   Y13    .      .
        N11    N04*   .      .      .
    """)


def test_example_5_a_depot_lights_a_square_and_a_skyscraper_follows() -> None:
    """Alice places a card with a cable car depot in her blue district; the square below it
    is now worth 4, so the foundation next to the square reaches 7 and gets a skyscraper.
    Chosen: the depot B01 goes to (0, 2), over the gray square G01 at (1, 2); the foundation
    G04 at (1, 3) has the orange O14 (3) below it."""
    alice = 0
    me = city("""
        B13 B14
        G12 G13 G01 G04
        O11 O12 O13 O14
        .
        .
    """)
    assert picture(me) == board("""
        B13    B14    .      .      .
        G12    G13    G01    G04F   .
        O11    O12    O13    O14    .
        .      .      .      .      .
        .      .      .      .      .
    """)
    assert me.value_at(7) == 0 and me.foundation_support(8) == 3
    s = table([me, empty_city()], current=alice, columns=("B01", "", ""))
    s, events = play(s, TAKE[0], place("B01"))
    # 1: the depot, with its cable car; 2: the square is worth 4; 3: the skyscraper (and,
    # as the first one of the game, the medal); then Alice's turn is over.
    placed = events.index(CardPlaced(alice, card("B01"), 0, 2))
    assert events[placed + 1 :] == [
        CableCarsAdded(alice, (2,)),
        SquaresConnected(alice, (7,)),
        SkyscraperBuilt(alice, 8, 8),
        MedalTaken(alice, -1),
        TurnStarted(1),
    ]
    me = s.players[alice]
    assert me.value_at(7) == 4 and me.foundation_support(8) == 7
    assert picture(me) == board("""
        B13    B14    B01*   .      .
        G12    G13    G01    G04#   .
        O11    O12    O13    O14    .
        .      .      .      .      .
        .      .      .      .      .
    """)
    assert s.medal == alice and s.skyscrapers_left == 8


def test_example_6_a_seaside_card_lowers_the_requirement() -> None:
    """Michael has a foundation in his orange district whose neighbours add up to 6; he
    places a seaside card, the requirement drops to 6 and the skyscraper goes up. Chosen:
    O11 (3) and O14 (3) on either side of the foundation O04; the seaside card is B04 (value
    0, so only its seaside symbol matters), in the blue row away from the foundation."""
    michael = 0
    me = city("""
        .
        .
        O11 O04 O14
        .
        .
    """)
    assert me.foundation_support(11) == 6 and me.skyscraper_requirement() == 7
    assert picture(me) == board("""
        .      .      .      .      .
        .      .      .      .      .
        O11    O04F   O14    .      .
        .      .      .      .      .
        .      .      .      .      .
    """)
    s = table([me, empty_city()], current=michael, columns=("B04", "", ""))
    s, events = play(s, TAKE[0], place("B04"))
    assert s.players[michael].skyscraper_requirement() == 6
    assert SkyscraperBuilt(michael, 11, 8) in events
    assert picture(s.players[michael]) == board("""
        B04    .      .      .      .
        .      .      .      .      .
        O11    O04#   O14    .      .
        .      .      .      .      .
        .      .      .      .      .
    """)


def test_example_7_a_second_bonus_symbol_and_the_value4_card() -> None:
    """Olivia places a card with the bonus symbol in her gray district, which already holds
    one: she may take the district's bonus card or a tracks token, takes the card and puts it
    in a row of her choice. Chosen: G11 already there, G14 placed, the value-4 card put in
    the orange row."""
    olivia = 0
    me = city("""
        B13
        G12 G11
        O11
        .
        .
    """)
    s = table([me, empty_city(), empty_city(), empty_city()], current=olivia, columns=("G14 Y13", "", ""))
    s, _ = play(s, TAKE[0])
    # Step 1: G14 goes to (1, 2); two bonus symbols in the row: the choice is offered.
    s, events = play(s, place("G14"))
    assert of_type(events, BonusEarned) == [BonusEarned(olivia, 1, (BonusKind.VALUE4, BonusKind.TRACKS))]
    assert rules.legal_actions(s) == [CHOOSE_BONUS[BonusKind.VALUE4], CHOOSE_BONUS[BonusKind.TRACKS]]
    assert picture(s.players[olivia]) == board("""
        B13    .      .      .      .
        G12    G11    G14    .      .
        O11    .      .      .      .
        .      .      .      .      .
        .      .      .      .      .
    """)
    # Step 2: she takes the card; every row has space, so she chooses one.
    s, events = play(s, CHOOSE_BONUS[BonusKind.VALUE4])
    assert events == [BonusTaken(olivia, BonusKind.VALUE4)]
    assert rules.legal_actions(s) == [CHOOSE_ROW[r] for r in range(5)]
    # Step 3: the orange row.
    s, events = play(s, CHOOSE_ROW[2])
    assert events[0] == CardPlaced(olivia, card("V1"), 2, 1)
    assert picture(s.players[olivia]) == board("""
        B13    .      .      .      .
        G12    G11    G14    .      .
        O11    V1     .      .      .
        .      .      .      .      .
        .      .      .      .      .
    """)
    assert s.players[olivia].row_total(2) == 3 + 4
    assert s.supply[BonusKind.VALUE4] == 2
    # The turn goes on with the other card she took.
    s, _ = play(s, place("Y13"))
    assert s.current == 1
