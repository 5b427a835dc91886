"""Every refused action is refused with a reason and changes nothing; everything listed works.

The strong form: in many random states, for every action instance the engine has (and some
malformed ones), ``apply`` succeeds exactly when the action is in ``legal_actions(state)``.
Also: the public view hides the deck order and refuses a draw.
"""

from __future__ import annotations

import copy
import random

import attrs
import pytest
from conftest import play_random_game
from hypothesis import given, settings
from hypothesis import strategies as st

from sf_desktop.model.actions import (
    CHOOSE_BONUS,
    CHOOSE_CARD,
    CHOOSE_ROW,
    DRAW,
    PLACE,
    PUT,
    SPEND,
    STOP,
    TAKE,
    ChooseBonus,
    ChooseCard,
    ChooseRow,
    Place,
    PutInColumn,
    SpendContracts,
    TakeColumn,
)
from sf_desktop.model.cards import CARDS, DECK_SIZE, ROWS
from sf_desktop.model.mutable_state import MutableState
from sf_desktop.model.rules import IllegalActionError, apply, determinize, legal_actions, new_game, step
from sf_desktop.model.state import GameState, Phase, public_view

UNIVERSE = (
    DRAW,
    STOP,
    *PUT,
    *TAKE,
    *(place for by_row in PLACE for place in by_row),
    *CHOOSE_BONUS,
    *CHOOSE_ROW,
    *CHOOSE_CARD,
    *SPEND[1:],
)
MALFORMED = (
    PutInColumn(7),
    PutInColumn(-1),
    PutInColumn(3),
    TakeColumn(3),
    TakeColumn(-1),
    SpendContracts(3),
    SpendContracts(0),
    SpendContracts(-1),
    Place(DECK_SIZE, 0),  # a bonus card is never in the tray
    Place(len(CARDS) - 1, 4),
    Place(-1, 0),
    Place(500, 2),
    ChooseBonus(99),
    ChooseRow(ROWS),
    ChooseRow(-1),
    ChooseCard(ROWS, 0),
    ChooseCard(0, 5),
    ChooseCard(-1, -1),
    None,
    "draw",
    object(),
)
POOL_GAMES = 40
PER_PHASE = 8


def candidates(state: GameState) -> list[object]:
    """The universe, the malformed actions, and taken cards sent off the board."""
    off_board = [Place(card, row) for card in state.tray for row in (-1, ROWS)]
    return [*UNIVERSE, *MALFORMED, *off_board]


def assert_exactly_the_legal_actions_apply(state: GameState) -> None:
    legal = legal_actions(state)
    before = copy.deepcopy(state)
    accepted = []
    for action in candidates(state):
        table = MutableState.thaw(state)
        try:
            after, _ = apply(state, action)
        except IllegalActionError as exc:
            assert action not in legal, f"{action!r} is listed in phase {state.phase.name} but refused"
            assert exc.action is action
            assert isinstance(exc.reason, str) and exc.reason.strip()
            assert state == before
            with pytest.raises(IllegalActionError):
                step(table, action)
            assert table.freeze() == before, f"refusing {action!r} changed the table"
        else:
            assert action in legal, f"{action!r} is not listed in phase {state.phase.name} but accepted"
            step(table, action)
            assert table.freeze() == after
            accepted.append(action)
    assert sorted(map(repr, accepted)) == sorted(map(repr, legal))
    assert state == before


@pytest.fixture(scope="module")
def states_by_phase() -> dict[Phase, list[GameState]]:
    """A few states of every phase, taken from seeded random games of 2, 3 and 4 players."""
    pool: dict[Phase, list[GameState]] = {phase: [] for phase in Phase}
    for seed in range(POOL_GAMES):
        for state in play_random_game(2 + seed % 3, seed).states:
            found = pool[state.phase]
            if len(found) < PER_PHASE and (not found or found[-1].turn != state.turn):
                found.append(state)
    return pool


def test_random_games_reach_every_phase(states_by_phase) -> None:
    for phase, states in states_by_phase.items():
        assert states, f"no state in phase {phase.name}"


@pytest.mark.parametrize("phase", list(Phase), ids=lambda p: p.name)
def test_in_every_phase_only_the_listed_actions_apply(states_by_phase, phase: Phase) -> None:
    for state in states_by_phase[phase]:
        assert_exactly_the_legal_actions_apply(state)


@pytest.mark.parametrize("phase", list(Phase), ids=lambda p: p.name)
def test_a_refusal_says_why(states_by_phase, phase: Phase) -> None:
    state = states_by_phase[phase][0]
    legal = legal_actions(state)
    wrong = next(a for a in UNIVERSE if a not in legal)
    with pytest.raises(IllegalActionError) as refused:
        apply(state, wrong)
    assert refused.value.reason in str(refused.value)
    assert len(refused.value.reason) > 10
    if phase == Phase.OVER:
        assert legal == []
        assert refused.value.reason == "the game is over"


@settings(max_examples=12)
@given(num_players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32 - 1))
def test_in_random_states_apply_succeeds_exactly_for_legal_actions(num_players: int, seed: int) -> None:
    states = play_random_game(num_players, seed).states
    for i, state in enumerate(states):
        # Every state with a rare decision, and a regular sample of the common ones.
        if i % 8 == 0 or state.phase not in (Phase.TURN, Phase.COLUMN, Phase.PLACE):
            assert_exactly_the_legal_actions_apply(state)


def test_a_taken_card_goes_only_to_its_own_row(states_by_phase) -> None:
    state = states_by_phase[Phase.PLACE][0]
    card = state.tray[0]
    legal = legal_actions(state)
    for row in range(ROWS):
        action = PLACE[card][row]
        if action not in legal:
            with pytest.raises(IllegalActionError, match="row"):
                apply(state, action)


# ---------------------------------------------------------------------------- public view


def with_deck_shuffled(state: GameState, seed: int) -> GameState:
    deck = list(state.deck)
    random.Random(seed).shuffle(deck)
    return attrs.evolve(state, deck=tuple(deck))


def test_the_public_view_refuses_a_draw(states_by_phase) -> None:
    for state in states_by_phase[Phase.TURN]:
        view = public_view(state)
        assert view.deck_hidden
        assert DRAW in legal_actions(view)  # an agent may choose it; the game applies it to the real state
        with pytest.raises(IllegalActionError, match="hidden"):
            apply(view, DRAW)
        table = MutableState.thaw(view)
        with pytest.raises(IllegalActionError):
            step(table, DRAW)
        assert table.freeze() == view
        apply(state, DRAW)  # the real state allows it


def test_the_public_view_does_not_contain_the_deck_order(states_by_phase) -> None:
    for states in states_by_phase.values():
        for state in states:
            view = public_view(state)
            for seed in range(3):
                assert public_view(with_deck_shuffled(state, seed)) == view
            assert view.deck == tuple(sorted(state.deck))
            assert attrs.evolve(view, deck=state.deck, deck_hidden=False) == state
            assert public_view(view) == view
            assert legal_actions(view) == legal_actions(state)


def test_two_new_games_differing_only_in_deck_order_look_the_same() -> None:
    deck = list(range(DECK_SIZE))
    one = new_game(3, 5, first_player=1, deck=deck)
    other = new_game(3, 5, first_player=1, deck=deck[::-1])
    assert one != other
    assert public_view(one) == public_view(other)


def test_a_determinized_view_is_the_state_with_a_shuffled_deck(states_by_phase) -> None:
    for state in states_by_phase[Phase.TURN]:
        table = determinize(public_view(state), random.Random(1))
        guess = table.freeze()
        assert not guess.deck_hidden
        assert sorted(guess.deck) == sorted(state.deck)
        assert attrs.evolve(guess, deck=state.deck) == state
        step(table, DRAW)  # playable: the AI searches on it
        assert table.phase == Phase.COLUMN
