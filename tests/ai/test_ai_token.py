"""Every level weighs the contract token at the moments RULES 4 now allows: right after taking
a column and at the end of a finalize turn, where stopping and spending first are different
moves (a rival who takes a column next fires the contract rule only if I still hold one)."""

from __future__ import annotations

import random

import attrs
from builders import city, empty_city, table

from sf_desktop.ai.base import make_agent
from sf_desktop.ai.budget import Budget
from sf_desktop.ai.greedy import Judge
from sf_desktop.ai.heuristic import GREEDY_WEIGHTS
from sf_desktop.ai.ismcts import HardAgent
from sf_desktop.ai.playout import policy, ranked_moves
from sf_desktop.model.actions import SPEND, STOP, TAKE
from sf_desktop.model.mutable_state import MutableState
from sf_desktop.model.rules import apply, awaiting_end, legal_actions
from sf_desktop.model.state import GameState, Phase, public_view

ENDINGS = {STOP, SPEND[1], SPEND[2]}


def end_of_my_turn(contracts: int = 2) -> GameState:
    """Player 0 has placed every taken card, holds the token and ``contracts``; player 1
    holds none and a column waits for them."""
    me = attrs.evolve(city(["B13", "G12", ".", ".", "."]), contracts=contracts, discard_tokens=1)
    s = table([me, empty_city()], phase=Phase.PLACE, tray="", columns=("O11 O13", "Y11", ""))
    assert awaiting_end(s)
    return s


def test_greedy_judges_stop_and_spend_at_the_end_of_its_turn_by_what_follows() -> None:
    s = end_of_my_turn()
    judge = Judge(GREEDY_WEIGHTS)
    scores = dict(judge.scores(public_view(s), random.Random(0)))
    assert set(scores) == ENDINGS
    # Keeping two contracts lets the rival's next column cost them nothing (the contract rule
    # would take it back): the rival's opportunity is larger after a stop.
    t = MutableState.thaw(public_view(s))
    kept = judge.ended(t, STOP, 0)
    spent = judge.ended(t, SPEND[2], 0)
    assert kept.current == spent.current == 1
    assert judge.contract_cost(kept, 1) == 0.0 < judge.contract_cost(spent, 1)
    assert judge.rival_opportunity(kept) > judge.rival_opportunity(spent)
    assert make_agent("greedy").choose(public_view(s), random.Random(0)) == SPEND[2]


def test_greedy_plays_a_taken_column_through_to_the_spend_at_its_end() -> None:
    me = attrs.evolve(empty_city(), contracts=1, discard_tokens=1)
    s = table([me, empty_city()], columns=("B13 B14", "G12", ""))
    judge = Judge(GREEDY_WEIGHTS)
    t = judge.place_all(judge.after(MutableState.thaw(public_view(s)), TAKE[0], 0), 0)
    assert t.current == 1 and t.phase == Phase.TURN  # the turn was ended, not left waiting
    assert len(t.players[0].rows[0]) == 2
    assert t.players[0].discard_tokens == 0 and t.players[0].contracts == 0  # spent at the end


def test_the_fast_policy_spends_two_contracts_before_its_turn_ends_and_keeps_one() -> None:
    assert policy(MutableState.thaw(end_of_my_turn(2)), random.Random(0)) == SPEND[2]
    assert policy(MutableState.thaw(end_of_my_turn(1)), random.Random(0)) == STOP


def test_the_fast_policy_spends_to_open_a_column_then_takes_it() -> None:
    me = attrs.evolve(empty_city(), contracts=2, discard_tokens=1)
    s = table([me, empty_city()], columns=("B13 B14", "", ""))
    t = MutableState.thaw(public_view(s))
    t.deck_hidden = False
    assert policy(t, random.Random(0)) == SPEND[2]
    s, _ = apply(s, SPEND[2])
    assert policy(MutableState.thaw(s), random.Random(0)) == TAKE[0]


def test_the_searches_order_puts_the_policy_first_and_keeps_every_ending() -> None:
    t = MutableState.thaw(end_of_my_turn(2))
    moves = ranked_moves(t)
    assert moves[0] == SPEND[2] and set(moves) == ENDINGS
    # Right after taking, spending is among the moves too (last: equivalent to the end).
    me = attrs.evolve(empty_city(), contracts=1, discard_tokens=1)
    s, _ = apply(table([me, empty_city()], columns=("B13 B14", "", "")), TAKE[0])
    moves = ranked_moves(MutableState.thaw(s))
    assert set(moves) == set(legal_actions(s)) and SPEND[1] in moves


def test_medium_and_hard_search_every_way_to_end_the_turn() -> None:
    view = public_view(end_of_my_turn(2))
    hard = HardAgent(iterations=300, time_ms=None)
    root = hard.search(view, random.Random(1), Budget(300, None))
    assert set(root.children) >= ENDINGS
    assert all(root.children[a].n > 0 for a in ENDINGS)
    for kind in ("medium", "hard", "easy"):
        agent = make_agent(kind, iterations=200, time_ms=None)
        assert agent.choose(view, random.Random(2)) in ENDINGS


def test_no_level_leaves_its_turn_waiting() -> None:
    """With one contract and the token after the last card, every level ends its turn."""
    assert set(legal_actions(end_of_my_turn(1))) == {STOP, SPEND[1]}
    for kind in ("random", "greedy", "easy", "medium", "hard"):
        agent = make_agent(kind, iterations=50, time_ms=None)
        state = end_of_my_turn(1)
        for _ in range(3):
            if state.current != 0 or state.phase != Phase.PLACE:
                break
            state, _ = apply(state, agent.choose(public_view(state), random.Random(3)))
        assert state.current == 1, kind
