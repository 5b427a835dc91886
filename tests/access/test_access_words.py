"""What a screen reader says of the table, in words: exact sentences in English and Spanish,
and, over whole random games, names that agree with the state they were made from."""

from __future__ import annotations

import pytest

from sf_desktop.model.affordances import NONE, affordances
from sf_desktop.model.board import bits
from sf_desktop.model.cards import CARD_BY_ID, COLS, ROWS
from sf_desktop.model.rules import legal_actions
from sf_desktop.model.scoring import estimate, score
from sf_desktop.model.state import PlayerState
from sf_desktop.views.access.table_tree import TableFacts, build
from sf_desktop.views.table.standings import leader_bits, leaders, shown_points
from sf_desktop.words import access as words
from sf_desktop.words import languages
from sf_desktop.words.glossary import district_name, token_tip
from sf_desktop.words.people import Cast

BLUE_3_TRACKS, BLUE_1_DEPOT = CARD_BY_ID["B12"].index, CARD_BY_ID["B01"].index
SOLO = Cast(("You", "Ada"), 0)  # you against Ada
HOT_SEAT = Cast(("Ana", "Bruno"), -1)


def waterfront(cable: bool = False) -> PlayerState:
    """A blue 3 with tracks and a blue 1 with a depot in the Waterfront row (total 4)."""
    return PlayerState(
        rows=((BLUE_3_TRACKS, BLUE_1_DEPOT), (), (), (), ()),
        filled=0b11,
        tracks=0b01,
        depots=0b10,
        cable=0b11 if cable else 0,
    )


@pytest.fixture
def speak(qapp):
    """``speak(code)``: the app in that language for the test; English again afterwards."""
    yield languages.install_language
    languages.install_language("en")


def test_a_row_says_whose_it_is_what_it_holds_its_total_and_its_lead(speak):
    speak("en")
    player = waterfront()
    assert (
        words.row_name(SOLO, 0, player, 0, True)
        == "Waterfront, your row: 3 with tracks; 1 with a depot; total 4, leading"
    )
    assert (
        words.row_name(SOLO, 1, player, 0, False)
        == "Waterfront, Ada’s row: 3 with tracks; 1 with a depot; total 4"
    )
    assert words.row_name(HOT_SEAT, 0, player, 1, False) == "Financial, Ana’s row: empty"
    assert words.row_card_name(waterfront(cable=True), 0, 1) == "1 with a depot and a cable car"
    speak("es")
    assert (
        words.row_name(SOLO, 0, player, 0, True)
        == "Puerto, tu fila: 3 con vías; 1 con una cochera; total 4, en cabeza"
    )
    assert (
        words.row_name(SOLO, 1, player, 0, False)
        == "Puerto, fila de Ada: 3 con vías; 1 con una cochera; total 4"
    )
    speak("it")
    assert (
        words.row_name(SOLO, 0, player, 0, False)
        == "Lungomare, la tua riga: 3 con binari; 1 con una rimessa; totale 4"
    )


def test_counts_take_their_plural_in_every_language(speak):
    speak("en")
    assert [words.deck_name(n) for n in (0, 1, 2)] == [
        "Deck: empty",
        "Deck: 1 card left",
        "Deck: 2 cards left",
    ]
    assert words.column_name(0, 1) == "Column 1: 1 card" and words.column_name(2, 0) == "Column 3: empty"
    speak("es")
    assert [words.deck_name(n) for n in (1, 5)] == ["Mazo: queda 1 carta", "Mazo: quedan 5 cartas"]
    assert words.box_name(1) == "Caja: 1 carta descartada"
    speak("it")
    assert words.column_name(1, 3) == "Colonna 2: 3 carte"
    speak("en")
    assert words.tray_name(2, SOLO, 0) == "Your taken cards: 2"
    assert words.tray_name(1, SOLO, 1) == "Taken cards of Ada: 1"
    assert words.tray_name(0, HOT_SEAT, 1) == "Taken cards: none"


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 8), (4, 21)])
def test_every_row_of_every_state_of_a_game_is_named_from_its_facts(random_game, qapp, players, seed):
    """Whole random games: each row's name carries its district, its cards one by one, its
    total and its lead; a card says a cable car, a skyscraper or a +2 exactly when it has one;
    taken cards, bonuses to choose and Done are there exactly when the rules offer them."""
    languages.install_language("en")
    game = random_game(players, seed)
    names = tuple(f"P{i}" for i in range(players))
    for state in (*game.states[:: max(1, len(game.states) // 12)], game.final):
        breakdown = score(state)
        moves = affordances(legal_actions(state)) if not state.is_over else NONE
        tree = build(TableFacts(state, names, (False,) * players, moves), breakdown)
        for i, card in enumerate(state.tray):  # what a taken card is, and where it may go
            taken = tree.nodes[("tray", i)]
            assert taken.name.startswith(words.a_card_heard(card)) and taken.usable == bool(
                moves.rows_for(card)
            )
        for kind in moves.bonus_kinds:  # a bonus to choose is a button that says what it does
            assert tree.nodes[("choice", int(kind))].description == token_tip(kind)
        assert (("done",) in tree.nodes) == moves.stop
        for seat, player in enumerate(state.players):
            leads = leader_bits(breakdown, seat, state.is_over)  # as the board's plates
            for row in range(ROWS):
                node = tree.nodes[("board", seat, "row", row)]
                assert node.name.startswith(f"{district_name(row)}, P{seat}’s row: ")
                cards = player.rows[row]
                assert len(node.children) == len(cards)
                assert "total value" not in node.description  # the name says it: not on every visit
                assert "completion token" in node.description
                if cards:
                    assert f"; total {player.row_total(row)}" in node.name
                    assert node.name.endswith(", leading") == bool(leads >> row & 1)
                for col in range(len(cards)):
                    cell = row * COLS + col
                    said = tree.nodes[("board", seat, "row", row, col)].name
                    assert said in node.name
                    for mask, thing in (
                        (player.cable, "a cable car"),
                        (player.skyscrapers, "a skyscraper"),
                        (player.plus2, "a +2 token"),
                        (player.foundations, "a foundation token"),
                    ):
                        assert (thing in said) == (cell in bits(mask)), (said, thing)
                    if cell in bits(player.foundations & ~player.skyscrapers):  # as the token's "5/7"
                        near = f"{player.foundation_support(cell)} of the {player.skyscraper_requirement()}"
                        assert f"a foundation token, {near} its skyscraper needs" in said
        for c, column in enumerate(state.columns):
            assert tree.nodes[("column", c)].name == words.column_name(c, len(column))
        assert tree.nodes[("deck",)].name == words.deck_name(len(state.deck))
        standings = tree.nodes[("standings",)].name
        assert all(f"{name} " in standings for name in names)
        lines = [tree.nodes[k].name for k in tree.nodes[("standings",)].children]
        # Every line of the visible table: the districts, the cable cars, then these two.
        assert len(lines) == ROWS + 3
        assert lines[-2].startswith("Skyscrapers: ") and lines[-1].startswith("Medal, tokens: ")
        for line, ranking in zip(lines, (*breakdown.districts, breakdown.cable_cars), strict=False):
            lead = leaders(ranking, state.is_over)
            if len(lead) == 1:  # the advantage the leader would take, as the table's "+2"
                gain = words.points(shown_points(ranking, state.is_over)[lead[0]])
                assert line.endswith(f"P{lead[0]} leads, +{gain} VP"), line
    assert tree.nodes[("standings",)].name.startswith("Final score: ")


def test_a_card_is_named_by_its_district_its_colour_and_every_symbol(speak):
    """Wherever a card lies off a city (the deck, a column, the taken cards), its name has its
    district, its colour (gray and black sound alike) and every symbol, the bonus symbol too."""
    speak("en")
    gray, black = CARD_BY_ID["G02"].index, CARD_BY_ID["K01"].index
    assert words.card_words(gray, False) == "a Financial 0 (gray) with a square and a bonus symbol"
    assert words.card_words(black, True) == "a black 0 (any row) with a depot, carrying a foundation token"
    assert words.row_use(gray, 1) == "Put a Financial 0 (gray) with a square and a bonus symbol here (key 2)."
    assert words.colour_table()[:2] == ["Waterfront: colour blue", "Financial: colour gray"]
    assert words.colour_table()[-1] == "Black cards: any row"
    speak("es")
    assert (
        words.card_words(gray, False)
        == "una carta de Financiero de 0 (gris) con una Plaza y un símbolo de Bonificación"
    )
    assert words.colour_table()[1] == "Financiero: color gris"


def test_a_new_four_player_game_is_said_as_the_table_shows_it(random_game, qapp):
    """Before anyone has a card nobody has a point: the reader says "about 0 VP" for every
    seat and names no leader, as the boards and standings show it, not the rules' -6 for the
    last seat that only turn order puts there (and that moves as the turn passes)."""
    languages.install_language("en")
    game = random_game(4, 21)
    names = ("P0", "P1", "P2", "P3")
    for state in game.states[:8]:
        breakdown = score(state)
        moves = affordances(legal_actions(state))
        tree = build(TableFacts(state, names, (False,) * 4, moves), breakdown)
        shown = estimate(state)
        for seat in range(4):
            said = tree.nodes[("board", seat, "score")].name
            assert said == words.score_name(Cast(names, -1), seat, shown[seat], False), said
        standings = tree.nodes[("standings",)].name
        assert all(f"P{seat} {words.points(shown[seat])} VP" in standings for seat in range(4))
    first = build(TableFacts(game.states[0], names, (False,) * 4, affordances(legal_actions(game.states[0]))))
    assert all("about 0 VP" in first.nodes[("board", s, "score")].name for s in range(4))
    assert not any("leads" in first.nodes[k].name for k in first.nodes[("standings",)].children)


def test_the_prompt_is_one_sentence():
    assert words.prompt_name("Your turn", "Draw a card.") == "Your turn. Draw a card."
    assert words.prompt_name("Ada is thinking…", "") == "Ada is thinking…"
    assert words.prompt_name("Game over", "See the score breakdown.") == "Game over. See the score breakdown."
