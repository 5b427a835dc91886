"""Undo and redo: instant, exact, and never past a card drawn from the deck."""

from __future__ import annotations

import random

import pytest

from sf_desktop.model import history as history_module
from sf_desktop.model.actions import DRAW, PUT, STOP, TAKE, Place
from sf_desktop.model.history import History, HistoryError
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.rules import IllegalActionError, legal_actions
from sf_desktop.model.state import Phase
from sf_desktop.storage.save_store import SaveStore

HUMAN_VS_AI = (Seat("Hana", "human"), Seat("Bot", "random"))
HOT_SEAT = (Seat("Hana", "human"), Seat("Ivo", "human"))
# Both seats draw twice; Hana takes column 1 (one card), so the game reaches turns without a draw.
OPENING = (DRAW, PUT[0], DRAW, PUT[1], DRAW, PUT[2], DRAW, PUT[0])


def new_history(seats=HUMAN_VS_AI, actions=OPENING) -> History:
    h = History(GameRecord.new(seats, 5, first_player=0))
    for a in actions:
        h.push(a)
    return h


def place_first(h: History) -> None:
    h.push(next(a for a in legal_actions(h.state) if isinstance(a, Place)))


def test_nothing_before_a_draw_can_be_undone() -> None:
    h = new_history(actions=())
    assert not h.can_undo
    h.push(DRAW)
    assert not h.can_undo  # the card is seen: the draw stands
    h.push(PUT[2])
    assert h.can_undo  # where the drawn card goes can be taken back ...
    state = h.undo()
    assert state.phase == Phase.COLUMN
    assert state.drawn >= 0
    assert not h.can_undo  # ... but not the draw
    with pytest.raises(HistoryError):
        h.undo()
    assert h.undo_floor == 1


def test_undo_passes_over_the_ai_back_to_the_human_decision() -> None:
    h = new_history()
    assert h.state.current == 0
    h.push(TAKE[1])
    before_place = len(h)
    place_first(h)  # the only card: Hana's turn ends
    assert h.state.current == 1
    h.push(TAKE[0])  # the AI takes two cards and places them: no draw
    while h.state.current == 1:
        place_first(h) if any(isinstance(a, Place) for a in legal_actions(h.state)) else h.push(STOP)
    assert h.state.current == 0
    after_ai = h.state
    assert h.can_undo
    back = h.undo()
    assert len(h) == before_place  # one step: the AI's decisions went with Hana's
    assert back.current == 0
    assert back.phase == Phase.PLACE
    h.undo()
    assert h.state.phase == Phase.TURN
    assert len(h) == len(OPENING)
    assert not h.can_undo  # the AI drew the card before: the floor
    assert h.redo() is not None
    assert h.redo() == after_ai
    assert not h.can_redo


def test_an_ai_draw_after_the_human_decision_closes_the_undo() -> None:
    h = new_history(actions=(DRAW, PUT[0]))
    assert h.state.current == 1
    assert h.can_undo  # the AI has not moved yet
    h.push(DRAW)
    h.push(PUT[1])
    assert h.state.current == 0
    assert not h.can_undo


def test_hot_seat_players_do_not_undo_each_other() -> None:
    h = new_history(seats=HOT_SEAT)
    h.push(TAKE[1])
    place_first(h)  # Hana's turn ends
    assert h.state.current == 1
    assert not h.can_undo  # Ivo may not take back Hana's move
    h.push(TAKE[0])
    assert h.can_undo  # but his own, yes
    h.undo()
    assert h.state.current == 1
    assert not h.can_undo


def test_a_new_action_drops_the_redo() -> None:
    h = new_history()
    h.push(TAKE[1])
    h.undo()
    assert h.can_redo
    h.push(TAKE[0])
    assert not h.can_redo
    with pytest.raises(HistoryError):
        h.redo()
    assert h.actions[-1] == TAKE[0]


def test_a_refused_action_changes_nothing() -> None:
    h = new_history()
    h.push(TAKE[1])
    h.undo()
    with pytest.raises(IllegalActionError):
        h.push(PUT[0])
    assert h.can_redo
    assert len(h) == len(OPENING)


def test_undo_and_redo_do_not_replay(monkeypatch) -> None:
    h = new_history()
    h.push(TAKE[1])

    def no_apply(*args):
        raise AssertionError("undo must not run the rules")

    monkeypatch.setattr(history_module, "apply", no_apply)
    for _ in range(50):
        h.undo()
        h.redo()
    assert len(h) == len(OPENING) + 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_undo_redo_round_trips_restore_identical_states(players) -> None:
    """Push, undo and redo at random through whole games: the history's state is always the
    replay of its record, redo gives back the very states undone, and no undo crosses a draw."""
    rng = random.Random(players)
    seats = tuple(Seat(f"p{i}", "human" if i % 2 == 0 else "random") for i in range(players))
    undos = 0
    for game in range(3):
        h = History(GameRecord.new(seats, 100 * players + game))
        draws_seen = 0
        while not h.state.is_over:
            roll = rng.random()
            if roll < 0.2 and h.can_undo:
                before, count = h.state, len(h)
                h.undo()
                undos += 1
                assert len(h) < count
                assert len(h) >= h.undo_floor
                assert h.state.current in h.humans
                assert h.redo() is before
                h.undo()
            elif roll < 0.3 and h.can_redo:
                h.redo()
            else:
                action = rng.choice(legal_actions(h.state))
                h.push(action)
                draws_seen += action == DRAW
            assert h.state == h.record.replay()
            assert sum(a == DRAW for a in h.actions) == draws_seen  # never a draw undone
        assert len(h.record.actions) == len(h)
    assert undos >= 20


def test_the_record_after_an_undo_saves_and_resumes_with_the_same_floor(tmp_path) -> None:
    h = new_history()
    h.push(TAKE[1])
    h.undo()
    store = SaveStore(tmp_path)
    store.autosave(h.record, h.state)
    resumed = History(store.find_resume().game.record)
    assert resumed.state == h.state
    assert resumed.undo_floor == h.undo_floor
    assert resumed.can_undo == h.can_undo


def test_humans_can_be_chosen() -> None:
    h = History(GameRecord.new(HUMAN_VS_AI, 5, first_player=0), humans=())
    h.push(DRAW)
    h.push(PUT[0])
    assert not h.can_undo
