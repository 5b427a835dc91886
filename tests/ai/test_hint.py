"""Hints: always a legal move, from the public view only, with a reason that matches what the
move does and the projected points it brings."""

from __future__ import annotations

import math
import random

import attrs
import pytest
from builders import city, table

from sf_desktop.ai.heuristic import evaluate, utility
from sf_desktop.ai.hint import Hint, explain, suggest_move
from sf_desktop.model import reasons
from sf_desktop.model.actions import DRAW, PLACE, SPEND, STOP, TAKE, ChooseBonus, Place
from sf_desktop.model.cards import CARD_BY_ID, ROWS
from sf_desktop.model.rules import apply, legal_actions, new_game
from sf_desktop.model.state import Phase, public_view
from sf_desktop.words.hints import why as words
from sf_desktop.words.languages import install_language


@pytest.fixture(autouse=True)
def in_english(qapp):
    """The reasons are worded with the English translator, whose plural forms say "1 card":
    without it (no test before in the process installed it) the source text says "1 cards"."""
    install_language("en")


TINY = {"budget_ms": 5.0, "iterations": 6}


def _sample_states(random_game, per_game: int = 12):
    """States from random 2-4 player games: every bonus decision and a spread of the rest."""
    out = []
    for n in (2, 3, 4):
        for seed in (1, 2, 3):
            game = random_game(n, seed * 10 + n)
            rng = random.Random(seed)
            live = [s for s in game.states if not s.is_over]
            rare = [s for s in live if s.phase in (Phase.BONUS_KIND, Phase.BONUS_ROW, Phase.BONUS_CARD)]
            out.extend(rare[:4])
            out.extend(rng.sample(live, per_game))
    return out


def test_a_hint_is_always_a_legal_action(random_game):
    states = _sample_states(random_game)
    phases = {s.phase for s in states}
    assert {Phase.TURN, Phase.COLUMN, Phase.PLACE, Phase.BONUS_KIND, Phase.BONUS_CARD} <= phases
    for state in states:
        h = suggest_move(state, state.current, **TINY)
        assert isinstance(h, Hint)
        assert h.action in legal_actions(state), (state.phase, h)
        text = words(h.reason)
        assert len(text) > 10 and "{" not in text, text
        assert math.isfinite(h.gain)


def test_the_hint_reads_only_the_public_view(random_game):
    game = random_game(3, 77)
    for state in game.states[10:200:23]:
        if state.is_over:
            continue
        shuffled = list(state.deck)
        random.Random(5).shuffle(shuffled)
        other = attrs.evolve(state, deck=tuple(shuffled))
        a = suggest_move(state, state.current, budget_ms=10_000, iterations=40, rng=random.Random(9))
        b = suggest_move(other, other.current, budget_ms=10_000, iterations=40, rng=random.Random(9))
        c = suggest_move(
            public_view(state), state.current, budget_ms=10_000, iterations=40, rng=random.Random(9)
        )
        assert a == b == c


def test_a_hint_only_for_the_player_to_move(random_game):
    game = random_game(2, 5)
    state = game.states[3]
    with pytest.raises(ValueError, match="decision"):
        suggest_move(state, 1 - state.current)
    with pytest.raises(ValueError, match="over"):
        suggest_move(game.final, game.final.current)


def test_with_every_column_empty_the_hint_is_to_draw():
    state = table([city(["."] * ROWS), city(["."] * ROWS)], current=0)
    h = suggest_move(state, 0, **TINY)
    assert h.action == DRAW
    assert h.reason == reasons.DrawBlocked(contracts=0, all_empty=True)
    assert "Draw" in words(h.reason) and "empty" in words(h.reason)


def test_too_many_contracts_say_why_drawing():
    me = city(["B13", ".", ".", ".", "."], contracts=2)
    state = table([me, city(["."] * ROWS)], columns=("O11 O12", "", ""))
    reason, _ = explain(public_view(state), DRAW)
    assert reason == reasons.DrawBlocked(contracts=2, all_empty=False)
    why = words(reason)
    assert "2 contracts" in why and "3 or more" in why


def test_taking_a_column_that_completes_a_district_says_so():
    me = city([".", ".", "O11 O12 O13 O14", ".", "."])
    rival = city(["B13", ".", ".", ".", "."])
    state = table([me, rival], columns=("O15", "B14 G12", ""))
    view = public_view(state)
    reason, gain = explain(view, TAKE[0])
    assert isinstance(reason, reasons.TakeColumn) and reason.effects.completed == (2,)
    why = words(reason)
    assert why.startswith("Take column 1: 1 card for your Chinatown row")
    assert "completes Chinatown" in why
    # The gain is the change in projected points (here the turn ends with that one card placed).
    after, _ = apply(view, TAKE[0])
    after, _ = apply(after, PLACE[CARD_BY_ID["O15"].index][2])
    assert after.current == 1 and after.players[0].completions == 1 << 2
    assert gain == pytest.approx(utility(evaluate(after), 0) - utility(evaluate(view), 0), abs=1e-9)
    # Column 2 stays for the rival, and it is worth more to them: the hint says so.
    assert "It leaves column 2 to the next player" in why


def test_the_gain_of_a_placement_is_the_projected_points_difference(random_game):
    checked = 0
    for state in random_game(3, 31).states:
        if state.phase != Phase.PLACE:
            continue
        view = public_view(state)
        me = view.current
        for action in legal_actions(view):
            if not isinstance(action, Place):
                continue
            after, _ = apply(view, action)
            if after.phase != Phase.PLACE and after.current == me:
                continue  # a bonus choice follows: the hint also settles it
            reason, gain = explain(view, action)
            why = words(reason)
            expected = utility(evaluate(after), me) - utility(evaluate(view), me)
            assert gain == pytest.approx(expected, abs=1e-9)
            if round(expected, 1) < 0:  # a loss is told as what the move costs, not as a negative figure
                assert f"costs {-expected:.1f} projected points" in why
            else:
                assert f"{expected:+.1f} projected points" in why
            checked += 1
    assert checked > 20


def test_stopping_is_explained_by_the_best_card_left():
    me = city(["B13 B14 B05 B10 B11", ".", ".", ".", "."])
    state = table(
        [me, city(["."] * ROWS)], phase=Phase.PLACE, tray="B12 O11", placed_this_turn=1, columns=("", "", "")
    )
    view = public_view(state)
    assert STOP in legal_actions(view)
    reason, _ = explain(view, STOP)
    why = words(reason)
    assert why.startswith("Stop placing") and "2 cards left" in why


def test_a_bonus_choice_names_both_bonuses():
    me = city([".", "G11", ".", ".", "."])
    state = table([me, city(["."] * ROWS)], phase=Phase.PLACE, tray="G14", columns=("", "", ""))
    view, _ = apply(public_view(state), PLACE[CARD_BY_ID["G14"].index][1])
    assert view.phase == Phase.BONUS_KIND
    h = suggest_move(view, view.current, **TINY)
    assert isinstance(h.action, ChooseBonus)
    assert "value-4 card" in words(h.reason) and "tracks token" in words(h.reason)


def test_the_reason_is_worded_in_the_language_installed(qapp):
    """The AI gives facts; the views word them with Qt's translations."""
    state = table([city(["."] * ROWS), city(["."] * ROWS)])
    h = suggest_move(state, 0, **TINY)
    assert isinstance(h.reason, reasons.DrawBlocked | reasons.DrawRather)
    try:
        install_language("es")
        assert words(h.reason).startswith("Roba una carta")
        install_language("it")
        assert words(h.reason).startswith("Pesca una carta")
    finally:
        install_language("en")
    assert words(h.reason).startswith("Draw a card")


def test_at_the_end_of_a_holders_turn_the_hint_weighs_stop_and_spend():
    """RULES 4: after the last card a token holder ends the turn or spends first."""
    me = attrs.evolve(city(["B13", ".", ".", ".", "."]), contracts=2, discard_tokens=1)
    state = table([me, city(["."] * ROWS)], phase=Phase.PLACE, tray="", columns=("G12", "", ""))
    view = public_view(state)
    assert set(legal_actions(view)) == {STOP, SPEND[1], SPEND[2]}
    reason, gain = explain(view, STOP)
    assert words(reason) == "End your turn and keep your token for a later turn." and gain == 0.0
    reason, _ = explain(view, SPEND[2])
    assert words(reason).startswith("Spend your token to discard 2 contracts")
    assert suggest_move(view, 0, **TINY).action in (STOP, SPEND[1], SPEND[2])


def test_a_hint_is_the_move_of_the_strongest_level(monkeypatch) -> None:
    """Expert beats Hard at the same time (docs/ai.md), so the hint searches with Expert's
    learned evaluation at the end of its playouts."""
    from sf_desktop.ai.expert import ExpertAgent

    judged: list[int] = []
    real = ExpertAgent.playout

    def counted(self, game, rng, turns):
        judged.append(turns)
        return real(self, game, rng, turns)

    monkeypatch.setattr(ExpertAgent, "playout", counted)
    state = public_view(_a_turn())
    hint = suggest_move(state, state.current, budget_ms=10_000, iterations=20, rng=random.Random(2))
    assert hint.action in legal_actions(state)
    assert judged  # the search's leaves were Expert's


def _a_turn():
    rng = random.Random(5)
    state = new_game(2, 5)
    while state.phase != Phase.TURN or len(legal_actions(state)) < 2:
        state, _ = apply(state, rng.choice(legal_actions(state)))
    return state
