"""The table by keyboard alone, in the app's process: the cursor the arrows and Tab move (the
same for the ring a sighted player sees and the focus a screen reader hears), Enter on each
kind of thing, Tab leaving the table for the guide's buttons, and Help ▸ Keys."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolButton
from table_driver import record_until, settle

from sf_desktop.model.actions import (
    DRAW,
    PUT,
    TAKE,
    Action,
    ChooseBonus,
    ChooseCard,
    ChooseRow,
    Place,
    SpendContracts,
    Stop,
)
from sf_desktop.model.record import Seat
from sf_desktop.session.seats.local import LocalPlayers
from sf_desktop.views.access import factory
from sf_desktop.views.access.table_access import access_for
from sf_desktop.views.dialogs.game_dialogs import Setup
from sf_desktop.views.table.items import TableItem
from sf_desktop.words import languages

Key = Qt.Key


@pytest.fixture
def window(english, window):
    languages.install_language("en")
    factory.install()  # as the app does at its start
    return window


def hot_seat(qtbot, w) -> None:
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=9, first_player=0))
    settle(qtbot, w)
    w.view.setFocus()


def press(w, key: Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(w.view, key, modifier)  # where a key goes when the table has the keyboard
    QApplication.processEvents()


def under(w) -> tuple:
    """The key of the thing under the cursor, and its name."""
    access = access_for(w.view)
    key = access.cursor_now()
    node = access.tree().nodes.get(key) if key is not None else None
    return key, node.name if node is not None else ""


def tab_to(w, wanted: Callable[[tuple], bool], limit: int = 60) -> tuple:
    """Tab until the thing under the cursor is ``wanted`` (its key); its key."""
    for _ in range(limit):
        press(w, Key.Key_Tab)
        key = under(w)[0]
        if key is not None and wanted(key):
            return key
    raise AssertionError("Tab never reached the thing wanted")


def test_tab_walks_what_may_be_used_then_leaves_the_table_for_the_guide(qtbot, window):
    """On your turn Tab goes deck, columns (the usable ones), then out of the table: to the
    guide's buttons, which were out of the keyboard's reach while the table walked in circles;
    Shift+Tab comes back to the last usable thing."""
    w = window
    hot_seat(qtbot, w)
    w.aids.act_guide.trigger()
    panel = w.aids.guide_panel
    qtbot.waitUntil(panel.isVisible)
    w.view.setFocus()
    press(w, Key.Key_Tab)
    assert under(w) == (("deck",), "Deck: 87 cards left") and w.scene.input.keys.focused is w.scene.deck
    press(w, Key.Key_Tab)  # the columns are empty: the deck is all there is to use
    assert w.focusWidget() is not w.view and panel.isAncestorOf(w.focusWidget())
    assert under(w)[0] is None and w.scene.input.keys.focused is None  # the ring went with it
    buttons = {panel.more_button, panel.stop_button, panel.ok_button}
    seen = set()
    for _ in range(3):
        seen.add(w.focusWidget())
        QTest.keyClick(w.focusWidget(), Key.Key_Tab)
    assert buttons <= seen
    for _ in range(8):  # Shift+Tab back past the window's other buttons, into the table
        QTest.keyClick(w.focusWidget(), Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
        if w.focusWidget() is w.view:
            break
    assert w.focusWidget() is w.view and under(w)[0] == ("deck",)  # the last usable thing


def test_enter_on_nothing_is_the_guides_got_it_and_on_a_thing_uses_it(qtbot, window):
    """The guide's panel looks like a dialog with "Got it" its default button, but leaves the
    keyboard at the table: Enter there, the cursor on nothing, is "Got it" (it did nothing and
    the tip stayed); Enter on the deck still draws; with no tip, Enter on nothing says what may
    be done."""
    w = window
    hot_seat(qtbot, w)
    w.aids.act_guide.trigger()
    panel = w.aids.guide_panel
    qtbot.waitUntil(panel.isVisible)
    first = panel.tip
    w.view.setFocus()
    assert under(w)[0] is None
    press(w, Key.Key_Space)  # Space is the cursor's alone: the tip stays
    assert panel.isVisible() and panel.tip == first
    said = access_for(w.view).keyboard.announcer.said
    said.clear()
    press(w, Key.Key_Return)
    assert w.model.record.actions == ()
    assert not panel.isVisible() or panel.tip != first  # put away (or the next tip, unseen yet)
    assert first.topic in w.aids.guide.coach.seen
    while panel.isVisible():
        press(w, Key.Key_Return)
    # The last tip put away: what may be done now (a screen reader's user heard nothing)
    assert list(said)[-1:] == ["Ana, your turn. D draws."] and w.model.record.actions == ()
    said.clear()
    press(w, Key.Key_Return)  # no tip: the table's own answer
    assert list(said) == ["Ana, your turn. D draws."] and w.model.record.actions == ()
    w.aids.set_guide(False)
    w.aids.set_guide(True)
    qtbot.waitUntil(panel.isVisible)
    press(w, Key.Key_Tab)
    assert under(w)[0] == ("deck",)
    press(w, Key.Key_Return)
    settle(qtbot, w)
    assert w.model.record.actions == (DRAW,)


def test_the_arrows_go_round_a_level_and_in_and_out(qtbot, window):
    w = window
    hot_seat(qtbot, w)
    access = access_for(w.view)
    roots = access.tree().roots
    press(w, Key.Key_Down)
    assert under(w)[0] == roots[0] == ("prompt",)
    press(w, Key.Key_Up)  # round to the last thing of the level: the log
    assert under(w)[0] == roots[-1] == ("log",)
    press(w, Key.Key_Down)
    press(w, Key.Key_Down)
    assert under(w) == (("project",), "Project board")
    frame = access.keyboard.frame
    assert frame.isVisible() and w.scene.input.keys.focused is None  # a ring of its own
    press(w, Key.Key_Right)
    assert under(w)[0] == ("deck",) and w.scene.input.keys.focused is w.scene.deck
    assert not frame.isVisible()  # the deck draws its own ring
    press(w, Key.Key_Left)
    assert under(w)[0] == ("project",)
    press(w, Key.Key_Left)  # at the top: it stays
    assert under(w)[0] == ("project",)
    press(w, Key.Key_Escape)
    assert under(w)[0] is None and not frame.isVisible()


def test_the_ring_shows_on_a_thing_that_is_not_an_item(qtbot, window):
    """A sighted keyboard player sees where the cursor is, on a counter as on a card."""
    w = window
    hot_seat(qtbot, w)
    access = access_for(w.view)
    rect = access.place_of(("foundations",))
    area = w.view.mapFromScene(rect).boundingRect().adjusted(-12, -12, 12, 12)
    area.translate(w.view.viewport().mapTo(w, area.topLeft()) - area.topLeft())
    plain = w.grab(area).toImage()
    press(w, Key.Key_Down)
    press(w, Key.Key_Down)
    press(w, Key.Key_Right)
    press(w, Key.Key_Down)
    assert under(w)[0] == ("foundations",)
    QApplication.processEvents()
    ringed = w.grab(area).toImage()
    changed = sum(
        plain.pixel(x, y) != ringed.pixel(x, y)
        for x in range(0, plain.width(), 2)
        for y in range(0, plain.height(), 2)
    )
    assert changed > 40


def test_enter_draws_puts_takes_and_places(qtbot, window):
    w, m = window, window.model
    hot_seat(qtbot, w)
    press(w, Key.Key_Tab)
    press(w, Key.Key_Return)  # the deck
    settle(qtbot, w)
    tab_to(w, lambda k: k == ("column", 1))
    press(w, Key.Key_Return)
    settle(qtbot, w)
    assert m.record.actions == (DRAW, PUT[1])
    press(w, Key.Key_D)  # Ben, by the letter and digit as before
    press(w, Key.Key_1)
    settle(qtbot, w)
    w.view.setFocus()
    key = tab_to(w, lambda k: k[0] == "column" and len(k) == 2)
    press(w, Key.Key_Return)
    settle(qtbot, w)
    assert m.record.actions[-1] == TAKE[key[1]]


def load(qtbot, w, test: Callable[[list[Action]], bool], seed: int = 2) -> None:
    w.model.load_record(record_until(test, seed))
    settle(qtbot, w)
    w.view.setFocus()


def test_enter_on_a_taken_card_chooses_it_and_on_a_row_places_it(qtbot, window):
    """A card with two rows or more: Enter chooses it (and says where it may go), Tab goes on
    to those rows, Enter on one places it there."""
    w, m = window, window.model

    def two_rows(legal) -> bool:
        rows: dict[int, int] = {}
        for a in legal:
            if isinstance(a, Place):
                rows[a.card] = rows.get(a.card, 0) + 1
        return any(n >= 2 for n in rows.values())

    load(qtbot, w, two_rows)
    state = m.state
    card = next(c for c in state.tray if len(w.scene.affordances.rows_for(c)) >= 2)
    i = state.tray.index(card)
    tab_to(w, lambda k: k == ("tray", i))
    press(w, Key.Key_Return)
    assert w.scene.input.selected == card
    assert under(w)[1].endswith(", selected")
    said = w.narrator.announcer.said[-1]
    name = under(w)[1]
    assert said.startswith(name[:1].upper() + name[1:]) and "Now choose its row: " in said
    row = tab_to(w, lambda k: len(k) == 4 and k[2] == "row")
    press(w, Key.Key_Return)
    settle(qtbot, w)
    assert m.record.actions[-1] == Place(card, row[3])


@pytest.mark.parametrize(
    ("seed", "test", "key"),
    [
        (2, lambda legal: any(isinstance(a, ChooseBonus) for a in legal), lambda k: k[0] == "choice"),
        (2, lambda legal: any(isinstance(a, ChooseRow) for a in legal), lambda k: len(k) == 4),
        (4, lambda legal: any(isinstance(a, ChooseCard) for a in legal), lambda k: len(k) == 5),
        (2, lambda legal: any(isinstance(a, Stop) for a in legal), lambda k: k == ("done",)),
        (2, lambda legal: any(isinstance(a, SpendContracts) for a in legal), lambda k: k[0] == "spend"),
    ],
    ids=["bonus", "its row", "its card", "done", "contract token"],
)
def test_enter_chooses_a_bonus_its_row_its_card_done_and_the_contract_token(qtbot, window, seed, test, key):
    """Each kind of choice is reached by Tab and made by Enter, as the legal actions offer it."""
    w, m = window, window.model
    load(qtbot, w, test, seed)
    before = len(m.record.actions)
    legal = m.legal_actions()
    tab_to(w, key)
    press(w, Key.Key_Return)
    settle(qtbot, w)
    assert len(m.record.actions) == before + 1
    done = m.record.actions[-1]
    assert done in legal and test([done])


def test_enter_on_what_cannot_be_used_says_why(qtbot, window):
    w = window
    hot_seat(qtbot, w)
    for key in (Key.Key_Down, Key.Key_Down, Key.Key_Right, Key.Key_Down, Key.Key_Down):
        press(w, key)
    assert under(w) == (("column", 0), "Column 1: empty")
    press(w, Key.Key_Return)
    assert w.model.record.actions == ()
    assert access_for(w.view).keyboard.announcer.said[-1] == "Column 1 is empty."


def test_a_game_key_that_does_nothing_in_your_turn_says_why(qtbot, window):
    """A column's digit that takes nothing says why (it was silent), and D or S when they do
    nothing say what may be done now; nothing is played."""
    w = window
    hot_seat(qtbot, w)
    said = access_for(w.view).keyboard.announcer.said
    press(w, Key.Key_2)  # every column is empty at the start
    assert w.model.record.actions == ()
    assert said[-1] == "Column 2 is empty."
    assert w.statusBar().currentMessage() == "Column 2 is empty."  # seen without a screen reader too
    press(w, Key.Key_S)
    assert w.model.record.actions == ()
    assert said[-1] == "Ana, your turn. D draws."
    press(w, Key.Key_D)
    settle(qtbot, w)
    assert w.model.record.actions == (DRAW,)
    press(w, Key.Key_D)  # drawn already: the card waits for its column
    assert w.model.record.actions == (DRAW,)
    assert said[-1] == "Put the drawn card in a column. Keys 1 to 3."
    press(w, Key.Key_4)  # two players: three columns
    assert w.model.record.actions == (DRAW,) and said[-1] == "Put the drawn card in a column. Keys 1 to 3."


def test_a_rows_digit_before_a_card_is_picked_says_how_the_keys_place(qtbot, window):
    """While taken cards wait, a digit first picks a card: a newcomer's 4 for a row picked
    nothing in silence; it now says, heard and seen, what the keys do."""
    w = window
    hot_seat(qtbot, w)
    for key in (Key.Key_D, Key.Key_1):  # Ana draws and puts the card in column 1
        press(w, key)
        settle(qtbot, w)
    press(w, Key.Key_1)  # Ben takes column 1: one card
    settle(qtbot, w)
    assert w.model.state.current == 1 and len(w.model.state.tray) == 1
    before = w.model.record.actions
    press(w, Key.Key_4)
    why = "Key 4 picks nothing: key 1 picks the taken card, then a row's key places it."
    assert w.model.record.actions == before
    assert access_for(w.view).keyboard.announcer.said[-1] == why
    assert w.statusBar().currentMessage() == why
    card = w.model.state.tray[0]
    press(w, Key.Key_1)  # the card (this one fits any row): picked, waiting for its row
    assert w.scene.input.selected == card and w.model.record.actions == before
    press(w, Key.Key_4)
    settle(qtbot, w)
    assert w.model.record.actions[-1] == Place(card, 3) and not w.model.state.tray


def test_a_screen_reader_hears_the_thing_under_the_cursor_as_focused(qtbot, window):
    w = window
    hot_seat(qtbot, w)
    press(w, Key.Key_Tab)
    view = QAccessible.queryAccessibleInterface(w.view)
    assert view.focusChild().text(QAccessible.Text.Name) == "Deck: 87 cards left"
    assert view.focusChild().state().focused


def test_help_keys_lists_every_key_with_its_list_taking_the_keyboard(qtbot, window):
    w = window
    for language, title, r_row in (
        ("en", "Keys", "Read the standings"),
        ("es", "Teclas", "Leer la clasificación"),
    ):
        languages.install_language(language)
        QApplication.processEvents()
        w.narrator.act_keys.trigger()
        dialog = w.narrator.keys_dialog
        qtbot.waitUntil(dialog.isVisible)
        assert dialog.windowTitle() == title
        table = dialog.table
        assert table.hasFocus() or dialog.focusWidget() is table
        rows = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
        assert rows["R"].startswith(r_row) and rows["D"] == (
            "Draw a card" if language == "en" else "Robar una carta"
        )
        assert QAccessible.queryAccessibleInterface(table).text(QAccessible.Text.Name)
        dialog.close()
    assert w.narrator.act_standings.shortcut().toString() == "R"


def test_every_usable_thing_maps_to_an_item_that_is_usable(qtbot, window):
    """Whatever the tree calls usable, Enter has an item to click, and that item is lit."""
    w = window
    load(qtbot, w, lambda legal: any(isinstance(a, Place) for a in legal))
    access = access_for(w.view)
    tree = access.tree()
    usable = [k for k in tree.walk() if tree.nodes[k].usable]
    assert usable
    for key in usable:
        item = access.keyboard.item_of(key)
        assert isinstance(item, TableItem) and item.clickable, key


def test_a_game_key_during_adas_turn_says_she_is_playing(qtbot, window, monkeypatch):
    """D, S or a digit while Ada plays does nothing, and says so (it did nothing silently)."""
    w = window
    monkeypatch.setattr(LocalPlayers, "turn", lambda self: None)  # Ada takes her time
    w.start_game(Setup((Seat("You", "human"), Seat("Ada", "easy")), seed=11, first_player=1))
    qtbot.waitUntil(lambda: w.scene.state is not None and not w.animator.busy)
    w.view.setFocus()
    assert w.model.state.current == 1 and not w.scene.affordances.active
    for key in (Key.Key_D, Key.Key_2):
        press(w, key)
        assert access_for(w.view).keyboard.announcer.said[-1] == "Ada is playing."
        access_for(w.view).keyboard.announcer.said.clear()
    assert w.model.state.current == 1


def test_the_cursor_lands_on_something_there_when_the_last_taken_card_is_placed(qtbot, window):
    """Enter on the last taken card, which fits one row: it is placed, the taken cards are gone
    with all that held them, and the cursor stands on a thing that exists (and is told so),
    not on the card that went."""
    w, m = window, window.model

    def last_card_one_row(legal) -> bool:
        places = [a for a in legal if isinstance(a, Place)]
        return len(places) == 1 and not any(isinstance(a, SpendContracts) for a in legal)

    load(qtbot, w, last_card_one_row)
    assert len(m.state.tray) == 1
    tab_to(w, lambda k: k == ("tray", 0))
    press(w, Key.Key_Return)
    settle(qtbot, w)
    qtbot.waitUntil(lambda: not access_for(w.view)._pending)
    access = access_for(w.view)
    assert ("tray", 0) not in access.tree().nodes
    assert access.cursor is not None and access.cursor in access.tree().nodes


def test_tab_back_onto_the_table_does_not_read_its_help_again(qtbot, window):
    """The table's keys are its description while the table itself has the focus; Tab back
    onto one of its things does not put the long help between that thing said twice."""
    w = window
    hot_seat(qtbot, w)
    view = QAccessible.queryAccessibleInterface(w.view)
    assert view.text(QAccessible.Text.Description).startswith("Tab goes to what you may use")
    press(w, Key.Key_Tab)
    assert under(w)[0] == ("deck",)
    assert view.text(QAccessible.Text.Description) == ""


def test_the_tables_keys_work_from_the_undo_and_redo_buttons(qtbot, window):
    """Tab after Done goes to Undo and Redo; a table key pressed there (D draws) acts on the
    table, which takes the keyboard back, instead of doing nothing."""
    w = window
    hot_seat(qtbot, w)
    w.show()
    qtbot.waitExposed(w)
    undo = next(
        b for b in w.undo_redo.buttons.findChildren(QToolButton) if b.defaultAction() is w.undo_redo.act_undo
    )
    undo.setFocus()
    QTest.keyClick(undo, Key.Key_D)
    settle(qtbot, w)
    assert w.model.state.drawn >= 0 and w.focusWidget() is w.view


def test_at_the_end_tab_stops_on_the_final_score_not_on_the_table_and_its_help(qtbot, window):
    """A finished game has nothing to use: Tab into the table lands on the final score (the
    table itself, read again with its help, was where it stayed), then goes on."""
    w = window
    load(qtbot, w, lambda legal: not legal)
    assert w.model.state.is_over
    w.view.setFocus()
    press(w, Key.Key_Tab)
    key, name = under(w)
    assert key == ("standings",) and name.startswith("Final score: ")
    view = QAccessible.queryAccessibleInterface(w.view)
    assert view.text(QAccessible.Text.Description) == ""


def test_a_placed_card_is_not_named_again_as_if_still_under_the_cursor(qtbot, window, monkeypatch):
    """A chosen card placed by its row's key: while the move plays, the screen reader is not
    told its name again (it lost ", selected" and seemed still there); the placement itself
    is said."""
    from sf_desktop.views.access import table_access

    w, m = window, window.model

    def two_rows(legal) -> bool:
        rows: dict[int, int] = {}
        for a in legal:
            if isinstance(a, Place):
                rows[a.card] = rows.get(a.card, 0) + 1
        return any(n >= 2 for n in rows.values())

    load(qtbot, w, two_rows)
    w.set_speed("normal")  # the move plays for a while, as it does for a player
    state = m.state
    card = next(c for c in state.tray if len(w.scene.affordances.rows_for(c)) >= 2)
    i = state.tray.index(card)
    tab_to(w, lambda k: k == ("tray", i))
    press(w, Key.Key_Return)
    access = access_for(w.view)
    qtbot.waitUntil(lambda: not access._pending)
    chosen = access.tree().nodes[("tray", i)].name
    assert chosen.endswith(", selected")
    told: list = []
    monkeypatch.setattr(table_access.QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(table_access.QAccessible, "updateAccessibility", staticmethod(told.append))
    row = w.scene.affordances.rows_for(card)[0]
    press(w, getattr(Key, f"Key_{row + 1}"))
    qtbot.waitUntil(lambda: m.record.actions[-1] == Place(card, row))
    qtbot.waitUntil(lambda: not access._pending)
    renamed = [
        e
        for e in told
        if e.type() == QAccessible.Event.NameChanged
        and e.accessibleInterface().text(QAccessible.Text.Name) == chosen.removesuffix(", selected")
    ]
    assert not renamed
    settle(qtbot, w)
