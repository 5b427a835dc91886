"""Playing through the window with real mouse events on the view's viewport: drags, clicks and
keys, and a whole game where every decision of the person is a gesture on the table."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from table_driver import click, drag, move, press, release, settle

from sf_desktop.model.actions import (
    DRAW,
    PUT,
    TAKE,
    ChooseBonus,
    ChooseCard,
    ChooseRow,
    Draw,
    Place,
    PutInColumn,
    SpendContracts,
    Stop,
    TakeColumn,
)
from sf_desktop.model.cards import CARD_ROW, ROWS
from sf_desktop.model.record import Seat
from sf_desktop.model.state import Phase
from sf_desktop.views.dialogs.game_dialogs import Setup
from sf_desktop.views.table.card_art import CARD_RECT
from sf_desktop.views.table.items import Mark
from sf_desktop.views.window.main_window import MainWindow


def card_center(w: MainWindow, card: int) -> QPointF:
    return w.scene.cards[card].mapToScene(CARD_RECT.center())


def lane_badge(w: MainWindow, column: int) -> QPointF:
    r = w.scene.lanes[column].rect
    return QPointF(r.x() + 25, r.center().y())


def row_center(w: MainWindow, row: int) -> QPointF:
    """The middle of a row's free space on the large board (its label when the row is full)."""
    scene = w.scene
    state = w.model.state
    geom = scene.boards[scene.focus].geometry
    n = len(state.players[scene.focus].rows[row])
    if n < 5:
        return geom.cell_rect(row * 5 + n).center()
    return geom.label_rect(row).center()


def hot_seat_with_tray(qtbot, w: MainWindow, seed: int = 4) -> None:
    """Two people; Ana ends up with the two cards of column 1 in her tray."""
    m = w.model
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=seed, first_player=0))
    for action in (DRAW, PUT[0], DRAW, PUT[0], TAKE[0]):
        assert m.submit(action)
        settle(qtbot, w)
    assert m.state.phase == Phase.PLACE and m.state.current == 0 and len(m.state.tray) == 2


def test_dragging_a_taken_card_onto_its_row_places_it(qtbot, window):
    w, m = window, window.model
    hot_seat_with_tray(qtbot, w)
    card = next(c for c in m.state.tray if CARD_ROW[c] >= 0)
    row = CARD_ROW[card]
    before = len(m.record.actions)
    drag(w, card_center(w, card), row_center(w, row))
    settle(qtbot, w)
    assert m.record.actions[before] == Place(card, row)
    assert card in m.state.players[0].rows[row]
    item = w.scene.cards[card]
    expected = w.scene.boards[0].geometry.cell_pos(row, m.state.players[0].rows[row].index(card))
    assert item.pos() == expected


def test_a_drop_on_a_wrong_row_changes_nothing_and_the_card_goes_back(qtbot, window):
    w, m = window, window.model
    hot_seat_with_tray(qtbot, w)
    card = next(c for c in m.state.tray if CARD_ROW[c] >= 0)
    wrong = (CARD_ROW[card] + 2) % ROWS
    home = w.scene.cards[card].pos()
    state, actions = m.state, m.record.actions
    drag(w, card_center(w, card), row_center(w, wrong))
    settle(qtbot, w)
    assert m.state is state and m.record.actions == actions
    assert w.scene.cards[card].pos() == home
    # and a drop on the empty table does nothing either
    drag(w, card_center(w, card), QPointF(700, 300))
    assert m.state is state and w.scene.cards[card].pos() == home


def test_dragging_the_deck_onto_a_column_draws_then_puts(qtbot, window):
    w, m = window, window.model
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=9, first_player=0))
    settle(qtbot, w)
    top = m.state.deck[0]
    deck = w.scene.deck.mapToScene(CARD_RECT.center())
    target = w.scene.lanes[2].rect.center()
    press(w, deck)
    for i in range(1, 9):
        move(w, deck + (target - deck) * (i / 8))
    # Lifting the top card drew it: the card under the pointer is face up before it is dropped.
    assert m.record.actions == (DRAW,)
    assert w.scene.cards[top].face_up and w.scene.input.dragging
    release(w, target)
    settle(qtbot, w)
    assert m.record.actions == (DRAW, PUT[2])
    assert m.state.columns[2] == (top,) and m.state.current == 1


def start_unhurried_deck_drag(qtbot, w: MainWindow) -> tuple[int, QPointF]:
    """A new game at normal speed where nothing hurries the draw's flight along; the deck is
    pressed and lifted. The top card and where the deck was pressed."""
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=9, first_player=0))
    settle(qtbot, w)
    w.set_speed("normal")
    w.scene.pressed.disconnect(w._hurry)
    top = w.model.state.deck[0]
    deck = w.scene.deck.mapToScene(CARD_RECT.center())
    press(w, deck)
    move(w, deck + QPointF(20, 20))
    return top, deck


def test_a_deck_drag_waits_for_the_drawn_card_then_carries_it_under_the_pointer(qtbot, window):
    """Lifting the deck only asks for a draw; the drag goes on with the drawn card once the
    table shows it (here after its flight), wherever the pointer went meanwhile."""
    w, m = window, window.model
    top, deck = start_unhurried_deck_drag(qtbot, w)
    assert m.record.actions == (DRAW,)
    assert w.scene.input.awaiting_draw and not w.scene.input.dragging, "the card is still flying"
    target = w.scene.lanes[1].rect.center()
    for i in range(1, 9):
        move(w, deck + (target - deck) * (i / 8))
    qtbot.waitUntil(lambda: w.scene.input.dragging, timeout=5000)
    under = card_center(w, top) - target
    assert abs(under.x()) < 3 and abs(under.y()) < 3, "the drawn card is under the pointer"
    assert w.scene.cards[top].face_up and not w.scene.input.awaiting_draw
    release(w, target)
    settle(qtbot, w)
    assert m.record.actions == (DRAW, PUT[1])
    assert m.state.columns[1] == (top,)


def test_a_deck_drag_let_go_before_the_card_shows_leaves_it_drawn(qtbot, window):
    w, m = window, window.model
    top, deck = start_unhurried_deck_drag(qtbot, w)
    release(w, deck + QPointF(20, 20))
    assert not w.scene.input.awaiting_draw
    settle(qtbot, w)
    assert m.record.actions == (DRAW,) and m.state.drawn == top
    assert not w.scene.input.dragging
    assert w.scene.cards[top].pos() == w.scene.plan(m.state).cards[top].pos, "it lies where drawn cards lie"


def test_click_and_key_paths(qtbot, window):
    w, m = window, window.model
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=9, first_player=0))
    settle(qtbot, w)
    click(w, w.scene.deck.mapToScene(CARD_RECT.center()))
    settle(qtbot, w)
    click(w, lane_badge(w, 1))
    settle(qtbot, w)
    assert m.record.actions == (DRAW, PUT[1])
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_D)
    QTest.keyClick(w.view, Qt.Key.Key_1)
    settle(qtbot, w)
    assert m.record.actions == (DRAW, PUT[1], DRAW, PUT[0])
    # Tab walks what is lit; Enter uses it: the deck comes first.
    QTest.keyClick(w.view, Qt.Key.Key_Tab)
    assert w.scene.input.keys.focused is w.scene.deck
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    settle(qtbot, w)
    assert m.record.actions[-1] == DRAW


def test_a_column_that_cannot_be_taken_is_dimmed_and_says_why(qtbot, window):
    w, m = window, window.model
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=9, first_player=0))
    settle(qtbot, w)
    lane = w.scene.lanes[0]
    assert lane.mark == Mark.DIM
    assert "empty" in lane.toolTip()
    before = m.state
    click(w, lane_badge(w, 0))
    assert m.state is before


# ---------------------------------------------------------------------- a whole game by gestures


def perform(qtbot, w: MainWindow, action, rng: random.Random) -> None:
    """Do ``action`` the way a person would: a click or a drag on the table."""
    scene = w.scene
    use_drag = rng.random() < 0.5
    match action:
        case Draw():
            click(w, scene.deck.mapToScene(CARD_RECT.center()))
        case PutInColumn(column):
            drawn = w.model.state.drawn
            if use_drag:
                drag(w, card_center(w, drawn), scene.lanes[column].rect.center())
            else:
                click(w, lane_badge(w, column))
        case TakeColumn(column):
            if use_drag and w.model.state.columns[column]:
                last = w.model.state.columns[column][-1]
                drag(w, card_center(w, last), scene.boards[scene.focus].geometry.rect.center())
            else:
                click(w, lane_badge(w, column))
        case Place(card, row):
            rows = scene.affordances.rows_for(card)
            if len(rows) == 1 and not use_drag:
                click(w, card_center(w, card))
            elif not use_drag:
                click(w, card_center(w, card))  # select it, then the row
                click(w, row_center(w, row))
            else:
                drag(w, card_center(w, card), row_center(w, row))
        case Stop():
            click(w, scene.done_button.mapToScene(scene.done_button.boundingRect().center()))
        case SpendContracts(count):
            b = scene.spend_buttons[count - 1]
            click(w, b.mapToScene(b.boundingRect().center()))
        case ChooseBonus(kind):
            choice = next(c for c in scene.choices if c.kind == kind)
            click(w, choice.mapToScene(choice.boundingRect().center()))
        case ChooseRow(row):
            pending = scene.pending_card()
            if use_drag and pending is not None:
                drag(w, pending.mapToScene(CARD_RECT.center()), row_center(w, row))
            else:
                click(w, row_center(w, row))
        case ChooseCard(row, col):
            cell = row * 5 + col
            geom = scene.boards[scene.focus].geometry
            if use_drag and scene.token_item is not None:
                drag(
                    w,
                    scene.token_item.mapToScene(scene.token_item.size.center()),
                    geom.cell_rect(cell).center(),
                )
            else:
                click(w, geom.cell_rect(cell).center())
        case _:
            raise AssertionError(f"no gesture for {action!r}")


ALL_KINDS = {
    "Draw",
    "PutInColumn",
    "TakeColumn",
    "Place",
    "Stop",
    "SpendContracts",
    "ChooseBonus",
    "ChooseRow",
    "ChooseCard",
}


def test_a_whole_game_played_by_gestures(qtbot, window):
    """A person plays every decision with the mouse against two AIs; each gesture must become
    exactly the action meant, and the game must reach the final score. Seed 109 with this
    policy leads the person through every kind of decision (bonus choices included)."""
    w, m = window, window.model
    seed = 109
    policy = random.Random(seed * 7)
    gestures = random.Random(1)
    w.start_game(
        Setup((Seat("Ana", "human"), Seat("Ada", "random"), Seat("Bo", "random")), seed=seed, first_player=0)
    )
    kinds_done: set[str] = set()
    while True:
        settle(qtbot, w)
        if m.state.is_over:
            break
        legal = m.legal_actions()
        places = [a for a in legal if isinstance(a, Place)]
        action = policy.choice(places) if places and policy.random() < 0.85 else policy.choice(legal)
        before = len(m.record.actions)
        perform(qtbot, w, action, gestures)
        settle(qtbot, w)
        assert len(m.record.actions) > before, f"the gesture for {action!r} did nothing"
        assert m.record.actions[before] == action
        kinds_done.add(type(action).__name__)
    assert kinds_done == ALL_KINDS, (
        f"this game no longer meets every decision: {sorted(ALL_KINDS - kinds_done)}"
    )
    qtbot.waitUntil(lambda: w.score_dialog is not None, timeout=5000)


def test_lifting_the_deck_while_animating_shows_the_card_at_once(qtbot, window):
    """At normal speed the draw's flight is cut short: the card under the pointer is the drawn one."""
    w, m = window, window.model
    w.set_speed("normal")
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=9, first_player=0))
    settle(qtbot, w)
    top = m.state.deck[0]
    deck = w.scene.deck.mapToScene(CARD_RECT.center())
    target = w.scene.lanes[1].rect.center()
    press(w, deck)
    for i in range(1, 9):
        move(w, deck + (target - deck) * (i / 8))
    item = w.scene.cards[top]
    assert item.face_up and item.isVisible()
    assert item.mapToScene(CARD_RECT.center()).x() > deck.x() + 50, "the drawn card follows the pointer"
    release(w, target)
    settle(qtbot, w)
    assert m.record.actions == (DRAW, PUT[1])


def test_dropping_every_taken_card_on_the_discard_ends_the_turn(qtbot, window):
    w, m = window, window.model
    hot_seat_with_tray(qtbot, w)
    tray = list(m.state.tray)
    zone = w.scene.discard.rect.center()
    drag(w, card_center(w, tray[0]), zone)
    assert m.state.phase == Phase.PLACE and w.scene.input.set_aside == [tray[0]], "set aside, still in hand"
    assert w.scene.cards[tray[0]].scale() < 1, "it lies in the discard box"
    click(w, card_center(w, tray[0]))  # a click brings it back
    assert w.scene.input.set_aside == []
    for card in tray:
        settle(qtbot, w)
        drag(w, card_center(w, card), zone)
    settle(qtbot, w)
    assert isinstance(m.record.actions[-1], Stop) and m.state.current == 1
    assert set(tray) <= set(m.state.box)


def test_the_prompt_keeps_saying_what_to_do_while_a_placement_is_shown(qtbot, window):
    """Between two placements the prompt said only "Your turn", without Done, for as long as
    the card flew to its row: it keeps the instruction and the Done button all along."""
    w, m = window, window.model
    hot_seat_with_tray(qtbot, w, seed=4)
    w.set_speed("normal")
    said = []
    say = w.scene.prompt.say

    def record(title: str, *args, **kwargs) -> None:
        say(title, *args, **kwargs)
        said.append((title, w.scene.done_button.isVisible(), w.animator.busy))

    w.scene.prompt.say = record  # type: ignore[method-assign]
    card = next(c for c in m.state.tray if CARD_ROW[c] >= 0)
    assert m.submit(Place(card, CARD_ROW[card]))
    qtbot.waitUntil(lambda: w.animator.busy)
    qtbot.waitUntil(lambda: not w.animator.busy)
    settle(qtbot, w)
    assert said and all(title == "Place your card (1 left)" and done for title, done, _ in said), said
    assert any(busy for _, _, busy in said)  # said while the card was on its way
