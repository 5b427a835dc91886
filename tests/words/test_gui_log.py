"""The game log tells each turn as one sentence; affordances sort the legal actions."""

from __future__ import annotations

import re

from sf_desktop.ai.base import RandomAgent, decision_rng
from sf_desktop.model.actions import DRAW, PUT, STOP, TAKE, Place
from sf_desktop.model.affordances import affordances
from sf_desktop.model.cards import CARDS, LAYOUT, Color, Symbol
from sf_desktop.model.history import Step
from sf_desktop.model.rules import apply, legal_actions, new_game
from sf_desktop.model.state import Phase, public_view
from sf_desktop.words.glossary import a_card as card_words
from sf_desktop.words.log import GameLog
from sf_desktop.words.prompts import take_refusal

DISTRICTS = "|".join(d.name for d in LAYOUT.districts)


def play_steps(seed: int, players: int = 3):
    """A seeded random game as the model would report it, one Step per action."""
    state = new_game(players, seed)
    agent = RandomAgent()
    n = 0
    while not state.is_over:
        action = agent.choose(public_view(state), decision_rng(seed, state.current, n))
        after, events = apply(state, action)
        n += 1
        yield Step(n, state.current, action, tuple(events), state, after)
        state = after


def test_card_words_name_colour_value_and_symbols():
    blue_tracks = next(c for c in CARDS if c.color == Color.BLUE and c.symbols == Symbol.TRACKS)
    assert card_words(blue_tracks.index) == f"a blue {blue_tracks.value} with tracks"
    depot_bonus = next(c for c in CARDS if c.symbols == Symbol.DEPOT | Symbol.BONUS)
    assert card_words(depot_bonus.index).endswith("with a depot")
    black_found = next(c for c in CARDS if c.color == Color.BLACK and c.symbols == Symbol.FOUNDATION)
    assert card_words(black_found.index) == f"a black {black_found.value} with a foundation"


def test_a_draw_turn_is_one_sentence():
    state = new_game(2, 5, first_player=0)
    log = GameLog(("Ana", "Ben"))
    s1, e1 = apply(state, DRAW)
    log.add(Step(1, 0, DRAW, tuple(e1), state, s1))
    card = s1.drawn
    assert log.sentences() == [f"Ana drew {card_words(card)}."]
    s2, e2 = apply(s1, PUT[2])
    log.add(Step(2, 0, PUT[2], tuple(e2), s1, s2))
    assert log.sentences() == [f"Ana drew {card_words(card)} and put it in column 3."]


def test_a_finalize_turn_reads_as_the_example():
    """'Ana took column 2: 3 cards, placed 2, ...; a cable car reached the Chinatown square.'"""
    pattern = re.compile(
        r"^\w+ took column \d: \d+ cards?(, placed .+? in \w+)?(, put (a card|\d+ cards) in the box \([^)]*\))?;"
        r".* a cable car reached the "
        rf"({DISTRICTS}) square"
    )
    found = None
    for seed in range(1, 40):
        log = GameLog(("Ana", "Ben", "Cleo"))
        for step in play_steps(seed):
            log.add(step)
        found = next((s for s in log.sentences() if pattern.search(s)), None)
        if found:
            break
    assert found, "some random game connects a square during a finalize turn"
    assert found.endswith(".")


def test_the_end_is_told():
    log = GameLog(("A", "B", "C"))
    steps = list(play_steps(3))
    for step in steps:
        log.add(step)
    last = log.sentences()[-1]
    trigger = steps[-1].after.end_trigger
    assert last.startswith(("A", "B", "C")[trigger]) and last.endswith("the game ends.")
    colours = ("#101010", "#202020", "#303030")
    rich = log.rich_sentences(colours)
    assert len(rich) == len(log.sentences())
    for entry, text in zip(log.entries, rich, strict=True):
        if entry.seat >= 0:  # each name in its seat's colour, the words escaped
            assert text.startswith(f"<b style='color:{colours[entry.seat]}'>{'ABC'[entry.seat]}</b> ")
        else:  # the end of the game, in italics
            assert text.startswith("<i>") and text.endswith("</i>")
    assert log.rich_sentences(colours, last=2) == rich[-2:]


def test_affordances_group_the_legal_actions():
    state = new_game(2, 9, first_player=0)
    aff = affordances(legal_actions(state))
    assert aff.active and aff.draw and aff.take == () and not aff.stop
    for action in (DRAW, PUT[0], DRAW, PUT[0], TAKE[0]):
        state, _ = apply(state, action)
    assert state.phase == Phase.PLACE
    aff = affordances(legal_actions(state))
    assert aff.stop and {c for c, _ in aff.placements} == set(state.tray)
    for card, rows in aff.placements:
        assert all(Place(card, r) in legal_actions(state) for r in rows)
    assert affordances(legal_actions(state), active=False) == affordances([], active=False)
    assert not affordances([STOP], active=False).stop


def test_a_refused_column_says_why():
    state = new_game(2, 9, first_player=0)
    assert "empty" in take_refusal(state, 1, active=True)
    for action in (DRAW, PUT[1], DRAW, PUT[1], TAKE[1], STOP):
        state, _ = apply(state, action)
    # Ana now holds a contract: a column of one card is not enough.
    state, _ = apply(state, DRAW)
    state, _ = apply(state, PUT[0])
    assert state.current == 0 and state.player.contracts == 1
    reason = take_refusal(state, 0, active=True)
    assert "1 contract" in reason and "has 1" in reason
    assert take_refusal(state, 0, active=False) == "Wait for your turn."


def test_a_column_taken_says_which_card_went_to_which_row_and_which_card_took_a_token():
    """'Ana took column 2: 2 cards, placed a blue 3 in Waterfront and a black 1 in Parks'; a +2
    or tracks token names the card it went on: a listener cannot look at the board."""
    placed = re.compile(
        rf"took column \d: \d+ cards?, placed (an? .+? in ({DISTRICTS}))( and an? .+? in ({DISTRICTS}))*"
    )
    token = re.compile(rf"put the (\+2|tracks) token on an? \w+ \d .*?in ({DISTRICTS})")
    found_placed = found_token = None
    for seed in range(1, 60):
        log = GameLog(("Ana", "Ben", "Cleo"))
        for step in play_steps(seed):
            log.add(step)
        sentences = log.sentences()
        found_placed = found_placed or next((s for s in sentences if placed.search(s)), None)
        found_token = found_token or next((s for s in sentences if token.search(s)), None)
        if found_placed and found_token:
            break
    assert found_placed and found_token, (found_placed, found_token)
    assert not any(re.search(r"placed \d", s) for s in sentences)
