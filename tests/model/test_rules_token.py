"""RULES 4 and 11 (revised): the "discard 2 contracts" token at any moment of its holder's turn.

One test per sentence of the rule, each step played through both doors of the engine (the
frozen ``apply`` and the working ``Table``'s ``step``), which must agree.
"""

from __future__ import annotations

import attrs
import pytest
from builders import card, city, empty_city, of_type, place, table

from sf_desktop.model import rules
from sf_desktop.model.actions import CHOOSE_BONUS, DRAW, PUT, SPEND, STOP, TAKE, Action
from sf_desktop.model.cards import CARD_FLAGS, CARD_ROW, CARDS, DECK_SIZE, ROWS, BonusKind, Symbol
from sf_desktop.model.events import (
    CardsDiscarded,
    ContractsReturned,
    ContractsSpent,
    Event,
    GameEnded,
    TurnStarted,
)
from sf_desktop.model.mutable_state import MutableState
from sf_desktop.model.rules import IllegalActionError
from sf_desktop.model.state import GameState, Phase


def both(state: GameState, *actions: Action) -> tuple[GameState, list[Event]]:
    """``actions`` through ``apply`` and through ``step`` on a Table: the same states and events."""
    t = MutableState.thaw(state)
    events: list[Event] = []
    for a in actions:
        assert rules.legal_actions(t) == rules.legal_actions(state)
        assert a in rules.legal_actions(state), f"{a!r} is not offered"
        state, new = rules.apply(state, a)
        events += new
        step_events: list[Event] = []
        rules.step(t, a, step_events)
        assert step_events == new
        assert t.freeze() == state
    return state, events


def refused(state: GameState, action: Action) -> str:
    """The reason ``action`` is refused, through both doors; neither changes anything."""
    assert action not in rules.legal_actions(state)
    with pytest.raises(IllegalActionError) as err:
        rules.apply(state, action)
    t = MutableState.thaw(state)
    with pytest.raises(IllegalActionError):
        rules.step(t, action)
    assert t.freeze() == state
    return err.value.reason


def holder(contracts: int = 1, **kwargs: object) -> object:
    return empty_city(contracts=contracts, discard_tokens=1, **kwargs)


ENDINGS_2 = [STOP, SPEND[1], SPEND[2]]


# ---------------------------------------------------------------------------- when it may be spent


def test_before_choosing_a_or_b() -> None:
    """ "...before choosing A or B": spend, then draw or take as usual."""
    s = table([holder(2), empty_city()], columns=("B13 B14", "", ""))
    assert rules.legal_actions(s) == [DRAW, SPEND[1], SPEND[2]]  # column 1 is too short at 2
    s, events = both(s, SPEND[2], TAKE[0])
    assert events[0] == ContractsSpent(0, 2)
    assert s.phase == Phase.PLACE and s.players[0].contracts == 1


def test_in_b_right_after_taking_before_the_first_placement() -> None:
    s = table([holder(1), empty_city()], columns=("B13 B14 G12", "", ""))
    s, _ = both(s, TAKE[0])
    assert s.placed_this_turn == 0 and s.players[0].contracts == 2
    assert rules.legal_actions(s)[-3:] == ENDINGS_2
    s, events = both(s, SPEND[1])
    assert events == [ContractsSpent(0, 1)]
    assert s.phase == Phase.PLACE and s.current == 0 and len(s.tray) == 3  # placing goes on
    assert s.players[0].contracts == 1 and s.players[0].discard_tokens == 0
    assert SPEND[1] not in rules.legal_actions(s)  # once only


def test_in_b_between_placements() -> None:
    s = table([holder(1), empty_city()], columns=("B13 B14 G12", "", ""))
    s, _ = both(s, TAKE[0], place("B13"))
    s, events = both(s, SPEND[2], place("B14"))
    assert events[0] == ContractsSpent(0, 2) and s.players[0].contracts == 0
    assert s.phase == Phase.PLACE and s.tray == (card("G12"),)


def test_in_b_after_the_last_placement() -> None:
    s = table([holder(1), empty_city()], columns=("B13 B14", "", ""))
    s, _ = both(s, TAKE[0], place("B13"), place("B14"))
    assert s.phase == Phase.PLACE and s.current == 0 and s.tray == ()
    assert rules.legal_actions(s) == ENDINGS_2
    s, events = both(s, SPEND[2])
    # Spent, nothing is left to decide: the turn ends by itself.
    assert events == [ContractsSpent(0, 2), TurnStarted(1)]
    assert s.current == 1 and s.phase == Phase.TURN and s.players[0].contracts == 0


# ---------------------------------------------------------------------------- the turn waits


def test_a_holder_s_finalize_turn_does_not_end_by_itself_after_the_last_card() -> None:
    s = table([holder(1), empty_city()], columns=("B13 B14", "", ""))
    s, events = both(s, TAKE[0], place("B13"), place("B14"))
    assert not of_type(events, TurnStarted)
    assert rules.awaiting_end(s)
    # The player ends it: stop (Done) keeps the token for a later turn.
    s, events = both(s, STOP)
    assert events == [TurnStarted(1)]
    assert s.players[0].discard_tokens == 1 and s.players[0].contracts == 2


def test_nor_when_no_taken_card_can_be_placed() -> None:
    full_blue = ["B01 B02 B04 B05 B07", ".", ".", ".", "."]
    s = table([city(full_blue, contracts=1, discard_tokens=1), empty_city()], columns=("B13 B14", "", ""))
    s, events = both(s, TAKE[0])
    assert s.phase == Phase.PLACE and s.current == 0 and s.tray == (card("B13"), card("B14"))
    assert rules.legal_actions(s) == ENDINGS_2
    s, events = both(s, SPEND[1])
    assert events == [ContractsSpent(0, 1), CardsDiscarded(0, (card("B13"), card("B14"))), TurnStarted(1)]
    # RULES 11: without the token the same turn ends by itself at once.
    plain = table([city(full_blue, contracts=1), empty_city()], columns=("B13 B14", "", ""))
    plain, events = both(plain, TAKE[0])
    assert plain.current == 1 and of_type(events, CardsDiscarded) == [
        CardsDiscarded(0, (card("B13"), card("B14")))
    ]


def test_without_the_token_the_turn_ends_by_itself_as_before() -> None:
    """RULES 11: a finalize turn with nothing left to place may end by itself."""
    s = table([empty_city(contracts=1), empty_city()], columns=("B13 B14", "", ""))
    s, events = both(s, TAKE[0], place("B13"), place("B14"))
    assert events[-1] == TurnStarted(1) and s.current == 1


def test_a_holder_with_no_contract_left_has_nothing_to_spend_and_the_turn_ends() -> None:
    """[decision] The token discards contracts; with none held (the contract rule took the
    last one back) spending is no choice, so ending is the single option (RULES 11)."""
    s = table([holder(0), empty_city(contracts=1)], columns=("B13", "", ""))
    s, events = both(s, TAKE[0])
    assert of_type(events, ContractsReturned) == [ContractsReturned((0, 0))]
    assert (
        s.phase == Phase.PLACE and STOP in rules.legal_actions(s) and SPEND[1] not in rules.legal_actions(s)
    )
    s, events = both(s, place("B13"))
    assert events[-1] == TurnStarted(1) and s.players[0].discard_tokens == 1


def test_a_full_board_ends_the_game_even_for_a_holder() -> None:
    """RULES 6.7: the game ends once the 25th card's effects are resolved; nothing waits."""
    plain = [
        [c.id for c in CARDS[:DECK_SIZE] if CARD_ROW[c.index] == r and not CARD_FLAGS[c.index] & Symbol.BONUS]
        for r in range(ROWS)
    ]
    rows = [" ".join(ids[:5]) for ids in plain[:4]] + [" ".join(plain[4][:4])]
    me = city(rows, contracts=1, discard_tokens=1, bonuses_had=0b11111)
    s = table([me, empty_city()], columns=(f"{plain[4][4]} {plain[4][5]}", "", ""))
    s, events = both(s, TAKE[0], place(plain[4][4]))
    assert s.is_over and events[-1] == GameEnded(0, "full_board")
    assert s.players[0].discard_tokens == 1


def test_not_during_a_bonus_choice() -> None:
    """[decision] A bonus belongs to the placement that earned it: the token is offered once
    the bonus is settled, before the next placement."""
    me = attrs.evolve(city(["B06", ".", ".", ".", "."], bonuses_had=0), contracts=1, discard_tokens=1)
    s = table([me, empty_city()], phase=Phase.PLACE, tray="B15 B13")
    s, _ = both(s, place("B15"))
    assert s.phase == Phase.BONUS_KIND
    assert "bonus" in refused(s, SPEND[1])
    s, _ = both(s, CHOOSE_BONUS[BonusKind.VP15])
    assert SPEND[1] in rules.legal_actions(s)


def test_during_a_the_engine_offers_it_before_the_draw_only() -> None:
    """During A spending before the draw and after putting the card are the same: the engine
    offers the first."""
    s = table([holder(1), empty_city()], columns=("B13", "", ""))
    assert SPEND[1] in rules.legal_actions(s)
    s, _ = both(s, DRAW)
    assert rules.legal_actions(s) == list(PUT)
    assert "column" in refused(s, SPEND[1])
    s, events = both(s, PUT[0])
    assert events[-1] == TurnStarted(1) and s.current == 1  # the put ends the turn


def test_only_on_the_holder_s_own_turn() -> None:
    s = table([empty_city(), holder(1)], columns=("B13 B14", "", ""))
    assert SPEND[1] not in rules.legal_actions(s)
    assert "no 'discard 2 contracts' token" in refused(s, SPEND[1])


# ---------------------------------------------------------------------------- the moment matters


def _after_my_finalize_turn() -> GameState:
    """Player 0 (1 contract, the token) takes a column of two cards and places both: 2
    contracts, and player 1 holds none, so the contract rule did not fire."""
    s = table([holder(1), empty_city()], columns=("B13 B14", "G12", ""))
    s, events = both(s, TAKE[0], place("B13"), place("B14"))
    assert not of_type(events, ContractsReturned)
    assert [p.contracts for p in s.players] == [2, 0] and rules.awaiting_end(s)
    return s


def test_spending_at_the_end_of_my_turn_keeps_the_contract_rule_from_firing() -> None:
    s, _ = both(_after_my_finalize_turn(), SPEND[2])
    # The rival takes a column: I hold none, so the rule does not fire and they keep theirs.
    s, events = both(s, TAKE[1])
    assert not of_type(events, ContractsReturned)
    assert [p.contracts for p in s.players] == [0, 1]


def test_spending_at_the_start_of_my_next_turn_comes_after_the_rule_fired() -> None:
    s, _ = both(_after_my_finalize_turn(), STOP)
    # The rival takes a column while I still hold two: everyone holds one, everyone returns one.
    s, events = both(s, TAKE[1], place("G12"))
    assert of_type(events, ContractsReturned) == [ContractsReturned((1, 0))]
    assert s.current == 0 and [p.contracts for p in s.players] == [1, 0]
    s, _ = both(s, SPEND[1])
    # The same token spent one turn later: the rival ends with no contract instead of one.
    assert [p.contracts for p in s.players] == [0, 0]
