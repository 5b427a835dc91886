"""GameModel: the signals views rely on, AI seats off the GUI thread, stale answers dropped."""

from __future__ import annotations

import logging
import random
import threading

import pytest
from PySide6.QtCore import QCoreApplication

from sf_desktop.ai.base import RandomAgent, make_agent
from sf_desktop.ai.match import play_match
from sf_desktop.model.actions import DRAW, PUT, TAKE
from sf_desktop.model.events import CardAddedToColumn, CardDrawn, ColumnTaken, ContractTaken, TurnStarted
from sf_desktop.model.history import Step
from sf_desktop.model.record import Seat
from sf_desktop.model.scoring import ScoreBreakdown, score
from sf_desktop.model.state import Phase
from sf_desktop.session.game_model import GameModel

HUMANS = (Seat("Ana", "human"), Seat("Ben", "human"))


class GateAgent:
    """Waits until released, then plays the first legal move: a slow AI under test control."""

    name = "gate"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started = threading.Event()
        self.stops: list[threading.Event] = []

    def choose(self, view, rng: random.Random, stop: threading.Event | None = None):
        from sf_desktop.model.rules import legal_actions

        assert view.deck_hidden, "an agent must only ever see the public view"
        self.stops.append(stop)
        self.started.set()
        self.release.wait(5)
        return legal_actions(view)[0]


def deliver_ai_answers(qtbot) -> None:
    """Wait until every AI seat's thread has answered, then let the answers through the event
    loop to the model: whatever an answer would do, it has done by then."""
    qtbot.waitUntil(
        lambda: not any(t.name.startswith("ai-seat") for t in threading.enumerate()), timeout=5000
    )
    QCoreApplication.sendPostedEvents()


@pytest.fixture
def model(qtbot):
    m = GameModel()
    yield m
    m.shutdown()


def test_each_action_emits_its_events(qtbot, model):
    with qtbot.waitSignal(model.game_started) as started:
        model.new_game(HUMANS, seed=11, first_player=0)
    assert started.args[0] is model.state
    with qtbot.waitSignal(model.stepped) as blocker:
        assert model.submit(DRAW)
    step = blocker.args[0]
    assert isinstance(step, Step)
    assert step.seat == 0 and step.action == DRAW and step.index == 1
    assert [type(e) for e in step.events] == [CardDrawn]
    assert step.after.phase == Phase.COLUMN and step.after.drawn == step.events[0].card
    drawn = step.after.drawn
    turns: list[int] = []
    model.turn_changed.connect(turns.append)
    with qtbot.waitSignal(model.stepped) as blocker:
        assert model.submit(PUT[1])
    put = blocker.args[0]
    assert [type(e) for e in put.events] == [CardAddedToColumn, TurnStarted]
    assert put.events[0] == CardAddedToColumn(0, drawn, 1)
    assert turns == [1]
    assert model.state.columns[1] == (drawn,)
    with qtbot.waitSignal(model.stepped) as taken:
        assert model.submit(TAKE[1])
    kinds = [type(e) for e in taken.args[0].events]
    assert kinds[:2] == [ColumnTaken, ContractTaken]
    assert taken.args[0].events[0] == ColumnTaken(1, 1, (drawn,))


def test_refused_action_leaves_the_state_alone(qtbot, model):
    model.new_game(HUMANS, seed=3, first_player=0)
    before = model.state
    with qtbot.waitSignal(model.action_refused) as refused:
        assert not model.submit(TAKE[0])  # every column is empty
    assert "column 1" in refused.args[0]
    assert model.state is before
    assert model.record.actions == ()


def test_ai_seat_moves_off_the_gui_thread(qtbot, model):
    seen: list[str] = []

    class ThreadNoting(RandomAgent):
        def choose(self, view, rng, stop=None):
            seen.append(threading.current_thread().name)
            return super().choose(view, rng, stop)

    seats = (Seat("Ana", "human"), Seat("Bot", "random"))
    with qtbot.waitSignal(model.stepped, timeout=5000) as blocker:
        model.new_game(seats, seed=8, first_player=1, agents={1: ThreadNoting()})
    assert blocker.args[0].seat == 1
    assert seen and all(name != threading.main_thread().name for name in seen)


def test_a_stale_ai_answer_is_dropped(qtbot, model):
    gate = GateAgent()
    seats = (Seat("Ana", "human"), Seat("Slow", "gate"))
    with qtbot.waitSignal(model.thinking_changed) as thinking:
        model.new_game(seats, seed=5, first_player=1, agents={1: gate})
    assert thinking.args == [1, True]
    assert gate.started.wait(5)
    old_generation = model.generation
    model.new_game(HUMANS, seed=6, first_player=0)  # the game changes while the AI thinks
    assert gate.stops[0].is_set(), "the old worker is asked to stop"
    fresh = model.state
    steps: list[Step] = []
    model.stepped.connect(steps.append)
    gate.release.set()
    deliver_ai_answers(qtbot)
    assert model.generation > old_generation
    assert steps == []
    assert model.state is fresh and model.record.actions == ()


def test_paced_ai_waits_for_the_view(qtbot, model):
    model.paced = True
    seats = (Seat("Bot", "random"), Seat("Ana", "human"))
    model.new_game(seats, seed=2, first_player=0)  # the model starts ready: the first move comes
    qtbot.waitUntil(lambda: len(model.record.actions) == 1, timeout=5000)
    assert model.record.actions == (DRAW,) and model.state.current == 0  # it must now pick a column
    deliver_ai_answers(qtbot)
    assert len(model.record.actions) == 1, "the answer waits until the view has shown the draw"
    assert model.thinking_seat == 0
    model.view_ready()
    qtbot.waitUntil(lambda: len(model.record.actions) == 2, timeout=5000)
    assert model.state.current == 1


def test_an_ai_only_game_matches_a_headless_match(qtbot, model):
    """Same seed, same seats: the GUI's model plays the very game the engine's match plays."""
    seats = (Seat("A", "random"), Seat("B", "random"), Seat("C", "random"))
    with qtbot.waitSignal(model.game_over, timeout=30000) as over:
        model.new_game(seats, seed=21)
    headless = play_match(seats, [make_agent("random")] * 3, 21)
    assert model.record.actions == headless.record.actions
    assert isinstance(over.args[0], ScoreBreakdown)
    assert over.args[0] == score(model.state) == headless.breakdown


def test_missing_ai_level_falls_back_with_a_message(qtbot, model):
    with qtbot.waitSignal(model.ai_problem) as problem:
        model.new_game((Seat("Ana", "human"), Seat("Bot", "no.such.module:Agent")), seed=1, first_player=0)
    assert "no.such.module:Agent" in problem.args[0]
    assert "random" in problem.args[0]
    assert not model.is_human(1) and model.human_to_move


def test_ai_in_a_worker_process_plays_the_same_game(qtbot):
    """With ``ai_processes`` the agents think in a spawned process: same seed, same game."""
    m = GameModel(ai_processes=True)
    try:
        seats = (Seat("A", "random"), Seat("B", "easy"))
        with qtbot.waitSignal(m.game_over, timeout=60000):
            m.new_game(seats, seed=33)
        headless = play_match(seats, [make_agent("random"), make_agent("easy")], 33)
        assert m.record.actions == headless.record.actions
        assert m.workers.process is not None and m.workers.process._pool._processes, (
            "the seats thought in the worker process"
        )
    finally:
        m.shutdown()


def test_a_dead_worker_process_does_not_stop_the_game(qtbot, caplog):
    """The process is started again and the move asked once more: the game goes on there, the
    death is in the log, and the player is told nothing (nothing failed for them)."""
    caplog.set_level(logging.WARNING, logger="sf_desktop.ai.worker")
    m = GameModel(ai_processes=True)
    problems: list[str] = []
    m.ai_problem.connect(problems.append)
    try:
        m.paced = True  # one decision at a time, so that the process can be killed between two
        m.new_game((Seat("A", "random"), Seat("B", "random")), seed=4)
        qtbot.waitUntil(lambda: len(m.record.actions) >= 1, timeout=30000)
        for process in list(m.workers.process._pool._processes.values()):
            process.kill()
            process.join(5)
        m.paced = False
        with qtbot.waitSignal(m.game_over, timeout=30000):
            m.view_ready()
        assert not problems
        assert m.workers.process is not None and m.ai_processes
        assert any("worker process died" in r.getMessage() for r in caplog.records)
    finally:
        m.shutdown()
