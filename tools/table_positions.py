"""Games on the table at a chosen moment, for tests and pictures of the table.

Greedy seats play a seeded game through the rules; the record is cut at the first moment the
person (seat 0) is to take a turn after a share of the game has passed, so that the boards
hold what a mid- or late game holds: skyscrapers, the medal, bonus cards, cable cars.
"""

from __future__ import annotations

import functools

import attrs

from sf_desktop.ai.base import decision_rng, make_agent
from sf_desktop.model.actions import Action
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.rules import apply
from sf_desktop.model.state import Phase, public_view

NAMES = ("Ana", "Ada", "Bruno", "Cleo")
# Seeds whose greedy games raise skyscrapers on several boards, win the medal and place bonus
# cards: the tables that show the most.
RICH_SEEDS = {2: 4, 3: 8, 4: 7}


def seats_for(players: int, people: int = 1, kind: str = "random") -> tuple[Seat, ...]:
    """``people`` persons first, then AI seats of ``kind`` (named as the table shows them)."""
    return tuple(Seat(NAMES[i], "human" if i < people else kind) for i in range(players))


@functools.cache
def crowded_columns_record(seats: tuple[Seat, ...], seed: int, cards: int) -> GameRecord:
    """A seeded game of random moves (greedy players take columns before they fill) cut at
    the first turn with a column of ``cards`` cards or more."""
    record = GameRecord.new(seats, seed, first_player=0)
    agent = make_agent("random")
    state = record.initial_state()
    actions: list[Action] = []
    while not state.is_over:
        if state.phase == Phase.TURN and max(map(len, state.columns)) >= cards:
            return attrs.evolve(record, actions=tuple(actions))
        action = agent.choose(public_view(state), decision_rng(seed, state.current, len(actions)))
        state, _ = apply(state, action)
        actions.append(action)
    raise ValueError(f"no column of {cards} cards in this game")


@functools.cache
def played_record(seats: tuple[Seat, ...], seed: int, share: float) -> GameRecord:
    """A seeded game of greedy moves, cut at seat 0's first turn once ``share`` of it has been
    played (``share`` 1.0: the whole game, to its end)."""
    record = GameRecord.new(seats, seed, first_player=0)
    agent = make_agent("greedy")
    state = record.initial_state()
    actions: list[Action] = []
    turns = []  # where seat 0 was to begin a turn
    while not state.is_over:
        if state.current == 0 and state.phase == Phase.TURN:
            turns.append(len(actions))
        action = agent.choose(public_view(state), decision_rng(seed, state.current, len(actions)))
        state, _ = apply(state, action)
        actions.append(action)
    if share >= 1.0:
        return attrs.evolve(record, actions=tuple(actions))
    cut = next(n for n in turns if n >= len(actions) * share)
    return attrs.evolve(record, actions=tuple(actions[:cut]))
