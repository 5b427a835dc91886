"""A taken card with no room on the player's board: the table says so (its tooltip, a click),
the prompt and Done count it apart, and the log names it when it goes to the box."""

from __future__ import annotations

import random

import pytest
from table_driver import click, settle

from sf_desktop.model.actions import STOP, Place
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.rules import apply, legal_actions
from sf_desktop.model.state import Phase
from sf_desktop.views.table.card_art import CARD_RECT
from sf_desktop.words.glossary import a_card


def stuck_record() -> tuple[GameRecord, int]:
    """Two people, Ana to place two taken cards of which one has no room; that card."""
    record = GameRecord.new((Seat("Ana", "human"), Seat("Ben", "human")), seed=2, first_player=0)
    state, rng = record.initial_state(), random.Random(2)
    while not state.is_over:
        acts = legal_actions(state)
        if state.phase == Phase.PLACE and state.current == 0 and len(state.tray) >= 2:
            fits = {a.card for a in acts if isinstance(a, Place)}
            stuck = [c for c in state.tray if c not in fits]
            if stuck and fits:
                return record, stuck[0]
        action = rng.choice([a for a in acts if a is not STOP] or acts)
        record, state = record.with_action(action), apply(state, action)[0]
    raise AssertionError("no such turn")


@pytest.fixture
def stuck(qtbot, window):
    record, card = stuck_record()
    window.model.load_record(record)
    settle(qtbot, window)
    return window, card


def test_a_card_without_room_is_counted_apart_and_says_why(qtbot, stuck):
    w, card = stuck
    state = w.model.state
    assert len(state.tray) == 2
    assert w.scene.prompt.title.toPlainText() == "Place your card (1 left)"
    hint = w.scene.prompt.hint.toPlainText() + w.scene.prompt.panel.toolTip()
    assert "1 card has no room" in hint
    assert w.scene.done_button.text == "Done (1)"
    tip = w.scene.cards[card].toolTip()
    assert "No room" in tip and "goes to the box" in tip
    said = []
    w.statusBar().messageChanged.connect(said.append)
    click(w, w.scene.cards[card].mapToScene(CARD_RECT.center()))
    assert any("No room" in s for s in said)
    assert w.model.state is state  # nothing played


def test_the_card_without_room_is_named_in_the_log_when_it_goes_to_the_box(qtbot, stuck):
    w, card = stuck
    m = w.model
    fits = next(a for a in m.legal_actions() if isinstance(a, Place))
    assert m.submit(fits)
    settle(qtbot, w)
    if m.state.phase == Phase.PLACE and m.state.current == 0:
        assert m.submit(STOP)
        settle(qtbot, w)
    last = " ".join(w.log.sentences()[-3:])
    assert f"put a card in the box ({a_card(card)})" in last, last
