"""The table offers the contract token at the moments RULES 4 now allows: the spend buttons
right after taking a column, and Done with the spend buttons after the last placement, where
the turn waits for the person instead of ending by itself."""

from __future__ import annotations

import attrs
import pytest
from conftest import FIXTURES
from table_driver import click_item

from sf_desktop.model.actions import SPEND, STOP, TakeColumn
from sf_desktop.model.record import Seat
from sf_desktop.model.rules import awaiting_end
from sf_desktop.model.state import Phase
from sf_desktop.storage.save_files import load_file, save_file

FIXTURE = FIXTURES / "saves" / "schema2-2p-token-unfinished.sfgame.json"


def token_game(moment: str):
    """Ana (a person, seat 0) holding the token in the fixture's last finalize turn:
    ``after-take`` just after taking, ``after-last`` after placing the last card."""
    loaded = load_file(FIXTURE)
    record = attrs.evolve(loaded.record, seats=(Seat("Ana", "human"), Seat("Bruno", "greedy")))
    actions = record.actions[:-1]  # the stop written in by the migration: the turn waits
    if moment == "after-take":
        actions = actions[: max(i for i, a in enumerate(actions) if isinstance(a, TakeColumn)) + 1]
    return attrs.evolve(record, actions=actions)


@pytest.fixture
def window(open_app):
    """The app's window on private folders, 1280x720, animations off."""
    return open_app()


def open_game(qtbot, w, tmp_path, moment: str):
    path = save_file(tmp_path / f"{moment}.sfgame.json", token_game(moment))
    assert w.files.open_path(path)
    qtbot.waitUntil(lambda: not w.animator.busy and w.model.human_to_move, timeout=10000)
    return w.model.state


def test_after_the_last_card_done_and_the_spend_button_wait_for_the_person(qtbot, window, tmp_path):
    w = window
    state = open_game(qtbot, w, tmp_path, "after-last")
    assert state.phase == Phase.PLACE and awaiting_end(state) and state.current == 0
    scene = w.scene
    assert scene.done_button.isVisible() and scene.done_button.text == "Done"
    assert scene.spend_buttons[0].isVisible() and not scene.spend_buttons[1].isVisible()  # 1 contract held
    assert scene.prompt.title.toPlainText() == "All cards placed: Done ends your turn"
    assert scene.done_button.toolTip() == "End your turn (S)"
    click_item(w, scene.done_button)
    qtbot.waitUntil(lambda: len(w.model.record.actions) > len(token_game("after-last").actions), timeout=5000)
    assert w.model.record.actions[len(token_game("after-last").actions)] == STOP
    assert w.model.record.replay().players[0].discard_tokens == 1  # kept for a later turn


def test_after_the_last_card_the_token_may_still_be_spent(qtbot, window, tmp_path):
    w = window
    before = open_game(qtbot, w, tmp_path, "after-last")
    n = len(w.model.record.actions)
    click_item(w, w.scene.spend_buttons[0])
    qtbot.waitUntil(lambda: len(w.model.record.actions) > n, timeout=5000)
    assert w.model.record.actions[n] == SPEND[1]
    after = w.model.record.replay()
    assert after.players[0].contracts == before.players[0].contracts - 1
    assert after.players[0].discard_tokens == 0


def test_right_after_taking_the_spend_button_is_offered(qtbot, window, tmp_path):
    w = window
    state = open_game(qtbot, w, tmp_path, "after-take")
    assert state.phase == Phase.PLACE and state.tray and not awaiting_end(state)
    scene = w.scene
    assert scene.spend_buttons[0].isVisible() and scene.done_button.isVisible()
    assert scene.prompt.title.toPlainText().startswith("Place your card")
    click_item(w, scene.spend_buttons[0])
    qtbot.waitUntil(lambda: w.model.record.actions[-1] == SPEND[1], timeout=5000)
    assert w.model.state.phase == Phase.PLACE and w.model.state.tray == state.tray  # placing goes on
