"""Undo and redo through the window: the buttons follow the history, a round trip gives the very
same states, undo stops at a drawn card, takes the AI's decisions back with the person's, and
stops a thinking AI whose answer is then dropped."""

from __future__ import annotations

import random
import threading

import attrs
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolButton
from table_driver import settle

from sf_desktop.model.actions import DRAW, PUT, Draw, Place, Stop, TakeColumn
from sf_desktop.model.record import Seat
from sf_desktop.model.rules import legal_actions
from sf_desktop.storage.save_store import SaveStore
from sf_desktop.views.window.main_window import MainWindow

ANA_AND_BOT = (Seat("Ana", "human"), Seat("Bot", "random"))


class Taker:
    """An AI that never draws: it takes a column when it may, places, stops; else the first move."""

    name = "taker"

    def choose(self, view, rng: random.Random, stop: threading.Event | None = None):
        legal = legal_actions(view)
        for kind in (TakeColumn, Place, Stop):
            for action in legal:
                if isinstance(action, kind):
                    return action
        return legal[0]


class Gate:
    """Thinks until released, then plays the first legal move: a slow AI under the test's control."""

    name = "gate"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started = threading.Event()
        self.stops: list[threading.Event | None] = []

    def choose(self, view, rng: random.Random, stop: threading.Event | None = None):
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


def buttons_follow(w: MainWindow) -> None:
    undo = w.undo_redo
    assert undo.act_undo.isEnabled() == w.model.can_undo == w.model.history.can_undo
    assert undo.act_redo.isEnabled() == w.model.can_redo == w.model.history.can_redo


def test_the_menu_and_keys(window):
    undo = window.undo_redo
    assert undo.act_undo.shortcut() == QKeySequence("Ctrl+Z")
    assert QKeySequence("Ctrl+Shift+Z") in undo.act_redo.shortcuts()
    assert window.menu_edit.actions() == [undo.act_undo, undo.act_redo]
    buttons = [b.defaultAction() for b in undo.buttons.findChildren(QToolButton)]
    assert buttons == [undo.act_undo, undo.act_redo] and undo.buttons.isVisible()
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles.index(window.menu_edit.title()) == titles.index(window.menu_game.title()) + 1


def test_undo_takes_back_the_ai_turn_with_the_person_decision_and_redo_restores_it(qtbot, window):
    m = window.model
    m.new_game(ANA_AND_BOT, seed=5, first_player=0, agents={1: Taker()})
    buttons_follow(window)
    assert not m.can_undo  # nothing done yet
    m.submit(DRAW)
    assert not m.can_undo, "a drawn card cannot be put back"
    buttons_follow(window)
    drawn_state = m.state
    m.submit(PUT[0])  # the Taker takes that column and places what it can
    settle(qtbot, window)
    assert m.state.current == 0 and len(m.record.actions) > 2
    assert not any(isinstance(a, Draw) for a in m.record.actions[1:])
    buttons_follow(window)
    assert m.can_undo
    before_undo, record_before = m.state, m.record

    window.undo_redo.act_undo.trigger()
    assert m.state == drawn_state and m.state is not before_undo
    assert m.record.actions == (DRAW,), "the AI's decisions went with the person's"
    assert window.scene.state is m.state, "the table shows the state undone to at once"
    buttons_follow(window)
    assert not m.can_undo and m.can_redo

    window.undo_redo.act_redo.trigger()
    settle(qtbot, window)
    assert m.state == before_undo and m.record == record_before
    assert window.scene.state is m.state
    buttons_follow(window)
    assert not m.can_redo
    log = window.log.sentences()
    assert log and "Bot" in " ".join(log), "the log tells the redone turn again"


def test_round_trips_give_identical_states_and_undo_stops_at_a_draw(qtbot, window):
    m = window.model
    rng = random.Random(3)
    m.new_game(ANA_AND_BOT, seed=9, first_player=0, agents={1: Taker()})
    checked = 0
    for _ in range(60):
        settle(qtbot, window)
        if m.state.is_over:
            break
        buttons_follow(window)
        if m.can_undo:
            now, record = m.state, m.record
            trail = [now]
            while m.can_undo:
                m.undo()
                trail.append(m.state)
                buttons_follow(window)
            floor = m.history.undo_floor
            assert floor == 0 or isinstance(m.record.actions[floor - 1], Draw), "never past a drawn card"
            movers = [s.current for s in m.states[floor:-1]]
            assert 0 not in movers, "undo went back to the person's first decision since the last draw"
            for expected in reversed(trail[:-1]):
                m.redo()
                assert m.state == expected
            assert m.state == now and m.record == record
            buttons_follow(window)
            checked += 1
        legal = m.legal_actions()
        places = [a for a in legal if isinstance(a, Place)]
        m.submit(places[0] if places else rng.choice(legal))
    assert checked >= 5


def test_a_new_decision_drops_the_redo(qtbot, window):
    m = window.model
    m.new_game(ANA_AND_BOT, seed=5, first_player=0, agents={1: Taker()})
    m.submit(DRAW)
    m.submit(PUT[0])
    settle(qtbot, window)
    m.undo()
    assert m.can_redo
    m.submit(PUT[1])
    settle(qtbot, window)
    assert not m.can_redo and m.record.actions[:2] == (DRAW, PUT[1])
    buttons_follow(window)


def test_undo_while_the_ai_thinks_stops_it_and_drops_its_answer(qtbot, window):
    m = window.model
    gate = Gate()
    m.new_game(ANA_AND_BOT, seed=5, first_player=0, agents={1: gate})
    m.submit(DRAW)
    m.submit(PUT[0])
    assert gate.started.wait(5)
    assert m.thinking_seat == 1 and m.can_undo
    window.undo_redo.act_undo.trigger()
    assert gate.stops[0] is not None and gate.stops[0].is_set(), "the AI is asked to stop"
    assert m.thinking_seat == -1 and m.record.actions == (DRAW,)
    steps = []
    m.stepped.connect(steps.append)
    gate.release.set()
    deliver_ai_answers(qtbot)  # the stale answer came through the event loop: dropped
    assert steps == [] and m.record.actions == (DRAW,)
    gate.release.clear()
    gate.started.clear()
    window.undo_redo.act_redo.trigger()  # back to the AI's turn: it thinks again, afresh
    assert gate.started.wait(5)
    assert m.thinking_seat == 1 and len(gate.stops) == 2
    gate_first = m.legal_actions()[0]
    gate.release.set()
    qtbot.waitUntil(lambda: len(m.record.actions) >= 3, timeout=5000)
    assert m.record.actions[2] == gate_first


def test_the_autosave_follows_undo_and_redo(qtbot, window, tmp_path):
    store = SaveStore(tmp_path)
    window.files.attach(store)
    m = window.model
    m.new_game(ANA_AND_BOT, seed=5, first_player=0, agents={1: Taker()})
    m.submit(DRAW)
    m.submit(PUT[0])
    settle(qtbot, window)
    full = m.record
    m.undo()
    assert window.files.saver.flush()
    assert m.record == attrs.evolve(full, actions=(DRAW,))
    assert store.find_resume().game.record == m.record, "the autosave holds the game as it stands"
    m.redo()
    assert window.files.saver.flush()
    assert store.find_resume().game.record == full


def test_no_undo_once_the_game_is_over(qtbot, window):
    """The result is filed for the statistics when the game ends: it is not taken back."""
    m = window.model
    rng = random.Random(1)
    m.new_game(ANA_AND_BOT, seed=2, first_player=0)
    while not m.state.is_over:
        settle(qtbot, window)
        if m.state.is_over:
            break
        legal = m.legal_actions()
        places = [a for a in legal if isinstance(a, Place)]
        m.submit(places[0] if places else rng.choice(legal))
    settle(qtbot, window)
    final = m.state
    assert not m.can_undo and not window.undo_redo.act_undo.isEnabled()
    assert not m.undo() and m.state is final


def test_ctrl_z_on_the_table_undoes_and_ctrl_shift_z_redoes(qtbot, window):
    m = window.model
    m.new_game(ANA_AND_BOT, seed=5, first_player=0, agents={1: Taker()})
    m.submit(DRAW)
    m.submit(PUT[0])
    settle(qtbot, window)
    done = m.record
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitActive(window)
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert m.record.actions == (DRAW,)
    QTest.keyClick(
        window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert m.record == done


def test_a_greyed_undo_says_why_after_the_ais_draw(qtbot, window):
    """The AI drew first: Undo is greyed, and its tip said "a card has been drawn since" when the
    person had decided nothing yet. After a decision of the person and the AI's draw, it says
    that the draw keeps that decision."""
    m = window.model
    m.new_game((Seat("Ana", "human"), Seat("Bot", "random")), seed=9, first_player=1)
    qtbot.waitUntil(lambda: m.human_to_move)
    settle(qtbot, window)
    undo = window.undo_redo.act_undo
    assert not undo.isEnabled() and undo.toolTip().startswith("Nothing to take back yet")
    m.submit(DRAW)
    settle(qtbot, window)
    m.submit(PUT[0])
    qtbot.waitUntil(lambda: m.human_to_move or m.state.is_over)
    settle(qtbot, window)
    if not m.can_undo:
        assert undo.toolTip().startswith("A card was drawn after your last decision")
