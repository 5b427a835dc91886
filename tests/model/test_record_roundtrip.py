"""The game record survives JSON at every step: reloaded and replayed, it is the live game."""

from __future__ import annotations

import json
import random

import pytest
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
    action_from_json,
    action_to_json,
)
from sf_desktop.model.record import GameRecord, RecordError, Seat
from sf_desktop.model.rules import apply, legal_actions, new_game
from sf_desktop.model.scoring import score
from sf_desktop.model.state import GameState

EVERY_ACTION = [
    DRAW,
    STOP,
    *PUT,
    *TAKE,
    *(place for by_row in PLACE for place in by_row),
    *CHOOSE_BONUS,
    *CHOOSE_ROW,
    *CHOOSE_CARD,
    *SPEND[1:],
]

seat_st = st.builds(
    Seat,
    name=st.text(max_size=20),
    kind=st.sampled_from(["human", "random", "greedy", "my_bots.clever:Bot"]),
)
seats_st = st.lists(seat_st, min_size=2, max_size=4).map(tuple)
game_seed_st = st.one_of(st.integers(-(2**63), 2**63), st.text(max_size=12))


def through_json(record: GameRecord) -> GameRecord:
    """Save and load, the way a file does it: to text and back, no shared objects."""
    text = json.dumps(record.to_json(), allow_nan=False)
    return GameRecord.from_json(json.loads(text))


def play(record: GameRecord, choice_seed: int, after_each=None) -> tuple[GameRecord, list[GameState]]:
    """Random legal decisions to the end; ``after_each(record, state)`` after every one."""
    rng = random.Random(choice_seed)
    states = [record.initial_state()]
    while not states[-1].is_over:
        action = rng.choice(legal_actions(states[-1]))
        state, _ = apply(states[-1], action)
        states.append(state)
        record = record.with_action(action)
        if after_each is not None:
            after_each(record, state)
    return record, states


def reloads_to(record: GameRecord, live: GameState) -> None:
    reloaded = through_json(record)
    assert reloaded == record
    assert reloaded.replay() == live


@pytest.mark.parametrize("num_players", [2, 3, 4])
@settings(max_examples=2)
@given(data=st.data(), seed=game_seed_st, choice_seed=st.integers(0, 2**32))
def test_reloading_the_record_at_every_step_gives_the_live_game(num_players, data, seed, choice_seed) -> None:
    seats = tuple(data.draw(st.lists(seat_st, min_size=num_players, max_size=num_players)))
    record = GameRecord.new(seats, seed)
    reloads_to(record, record.initial_state())
    record, states = play(record, choice_seed, after_each=reloads_to)
    assert len(states) > 1


@settings(max_examples=25)
@given(seats=seats_st, seed=game_seed_st, choice_seed=st.integers(0, 2**32))
def test_a_reloaded_record_replays_every_state_of_the_game(seats, seed, choice_seed) -> None:
    record, states = play(GameRecord.new(seats, seed), choice_seed)
    reloaded = through_json(record)
    assert reloaded == record
    assert list(reloaded.states()) == states
    assert score(reloaded.replay()) == score(states[-1])


def test_a_replay_can_hand_back_the_events_of_the_game() -> None:
    """One replay gives the final state and, when asked, everything that happened on the way
    (the online table checks the cards drawn with it), the events of each action in order."""
    seats = (Seat("Ana", "human"), Seat("Ada", "medium"), Seat("Bo", "easy"))
    record, states = play(GameRecord.new(seats, 11), 5)
    expected = []
    state = record.initial_state()
    for action in record.actions:
        state, happened = apply(state, action)
        expected.extend(happened)
    events: list = []
    assert record.replay(events) == states[-1] and events == expected and events
    assert record.replay() == states[-1]  # nothing asked, nothing gathered


def test_every_action_survives_json() -> None:
    for action in EVERY_ACTION:
        data = json.loads(json.dumps(action_to_json(action)))
        assert action_from_json(data) is action  # the shared instance comes back


def test_the_deck_is_kept_so_a_seedless_game_replays() -> None:
    record = GameRecord((Seat("a"), Seat("b")), new_game(2, 99).deck, first_player=1, seed=None)
    state = record.initial_state()
    for _ in range(30):
        action = legal_actions(state)[-1]
        state, _ = apply(state, action)
        record = record.with_action(action)
    assert through_json(record).replay() == state


def test_a_record_with_an_illegal_action_says_which(random_game) -> None:
    game = random_game(2, 4)
    legal = legal_actions(game.states[10])
    illegal = next(a for a in EVERY_ACTION if a not in legal)
    seats = (Seat("a"), Seat("b"))
    record = GameRecord(
        seats, game.states[0].deck, game.states[0].first_player, 4, (*game.actions[:10], illegal)
    )
    with pytest.raises(RecordError, match="action 11 breaks the rules"):
        record.replay()
