"""Actions of the wrong type are refused like any illegal action, before anything changes.

``True == 1`` and ``2.0 == 2``: an action whose fields are equal to legal ones but of another
type used to pass the rules' comparisons and then fail half-way (``TypeError``, a table left
half-changed) or be written to a record that cannot be read back. The engine accepts its own
instances and exactly-typed equals of them, through ``apply`` and ``step`` alike.
"""

from __future__ import annotations

import copy

import attrs
import pytest
from conftest import play_random_game

from sf_desktop.model.actions import (
    ChooseBonus,
    ChooseCard,
    ChooseRow,
    Place,
    PutInColumn,
    SpendContracts,
    TakeColumn,
    action_to_json,
)
from sf_desktop.model.cards import BonusKind
from sf_desktop.model.mutable_state import MutableState
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.rules import IllegalActionError, apply, legal_actions, step
from sf_desktop.model.state import GameState, Phase


class NotQuiteAnInt(int):
    """An int subclass that compares equal: still not the engine's type."""


def look_alikes(action: object) -> list[object]:
    """Copies of a legal ``action`` with one field replaced by an equal value of another type."""
    out: list[object] = []
    for field in attrs.fields(type(action)):
        value = getattr(action, field.name)
        equals = [float(value), NotQuiteAnInt(value)]
        if value in (0, 1):
            equals.append(bool(value))
        if isinstance(value, BonusKind):
            equals.append(int(value))
        out.extend(attrs.evolve(action, **{field.name: v}) for v in equals)
    return out


class MyPut(PutInColumn):
    """A subclass of an action class is not one of the engine's actions either."""


@pytest.fixture(scope="module")
def states() -> list[GameState]:
    """States of every phase from a few random games."""
    found: dict[Phase, list[GameState]] = {p: [] for p in Phase}
    for seed in range(12):
        for s in play_random_game(2 + seed % 3, seed).states:
            if len(found[s.phase]) < 6:
                found[s.phase].append(s)
    return [s for group in found.values() for s in group if s.phase != Phase.OVER]


def test_a_look_alike_of_every_legal_action_is_refused_by_apply_and_step(states) -> None:
    tried = 0
    for state in states:
        before = copy.deepcopy(state)
        for action in legal_actions(state):
            for fake in look_alikes(action):
                with pytest.raises(IllegalActionError) as refused:
                    apply(state, fake)
                assert refused.value.action is fake
                assert "must be" in refused.value.reason
                table = MutableState.thaw(state)
                with pytest.raises(IllegalActionError):
                    step(table, fake)
                assert table.freeze() == before, f"refusing {fake!r} changed the table"
                tried += 1
        assert state == before
    assert tried > 200


@pytest.mark.parametrize(
    "fake",
    [PutInColumn(True), PutInColumn(0.0), MyPut(0), TakeColumn(False), Place(14.0, 0), SpendContracts(True)],
    ids=repr,
)
def test_the_reported_cases_get_the_illegal_action_error(fake) -> None:
    state = play_random_game(2, 1).states[0]
    with pytest.raises(IllegalActionError):
        apply(state, fake)


def test_choose_bonus_with_a_float_or_an_int_leaves_the_table_as_it_was(states) -> None:
    bonus_states = [s for s in states if s.phase == Phase.BONUS_KIND]
    assert bonus_states
    for state in bonus_states:
        for kind in legal_actions(state):
            for fake in (ChooseBonus(float(kind.kind)), ChooseBonus(int(kind.kind))):
                table = MutableState.thaw(state)
                with pytest.raises(IllegalActionError):
                    step(table, fake)
                assert table.freeze() == state


def test_a_refused_look_alike_never_reaches_a_record() -> None:
    """``PutInColumn(True)`` used to be applied and written as ``"column": true``."""
    record = GameRecord.new((Seat("a", "human"), Seat("b", "human")), 3)
    state = record.initial_state()
    state, _ = apply(state, legal_actions(state)[0])  # the draw
    assert state.phase == Phase.COLUMN
    with pytest.raises(IllegalActionError):
        apply(state, PutInColumn(True))
    assert action_to_json(PutInColumn(1)) == {"type": "put", "column": 1}


def test_exactly_typed_equals_made_anew_are_accepted(states) -> None:
    """A bot need not hand back the engine's shared instances: fresh equal ones play the same."""
    for state in states:
        for action in legal_actions(state):
            fresh = attrs.evolve(action)
            assert fresh is not action or not attrs.fields(type(action))
            assert apply(state, fresh)[0] == apply(state, action)[0]


@pytest.mark.parametrize("fake", [ChooseRow(None), ChooseCard("0", 0), None, "draw", 3])
def test_other_objects_are_refused_with_a_reason(fake) -> None:
    state = play_random_game(3, 2).states[5]
    with pytest.raises(IllegalActionError) as refused:
        apply(state, fake)
    assert refused.value.reason
