"""The table's accessible objects in the app's own process (offscreen): what Qt's bridge would
hand a screen reader, asked through the same ``QAccessibleInterface`` calls it makes."""

from __future__ import annotations

import shiboken6
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from sf_desktop.model.actions import DRAW, PUT, TAKE
from sf_desktop.model.cards import ROWS
from sf_desktop.model.record import Seat
from sf_desktop.views.access import factory
from sf_desktop.views.access.announcer import Announcer
from sf_desktop.views.access.cursor import Move, TableCursor, moved
from sf_desktop.views.access.table_access import _TABLES, access_for
from sf_desktop.views.access.table_tree import Node, Role, Tree, build, facts_of, kept
from sf_desktop.views.dialogs.game_dialogs import Setup
from sf_desktop.words import languages
from sf_desktop.words.glossary import district_name

Name, Description = QAccessible.Text.Name, QAccessible.Text.Description


def start(window, seed: int = 11, ada: str = "easy") -> None:
    """You against Ada (Easy, or ``ada``), in English (its catalogue gives the plurals), the
    factory in; you move first."""
    languages.install_language("en")
    factory.install()
    window.start_game(Setup((Seat("You", "human"), Seat("Ada", ada)), seed, 0))


def settle(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.animator.busy and window.model.human_to_move, timeout=10000)


def view_interface(window):
    factory.install()
    iface = QAccessible.queryAccessibleInterface(window.view)
    assert iface is not None
    return iface


def names_below(iface, depth: int = 8) -> list[tuple[QAccessible.Role, str]]:
    """Every (role, name) under ``iface``, depth first, as a screen reader walks them."""
    out = []
    for i in range(iface.childCount()):
        child = iface.child(i)
        out.append((child.role(), child.text(Name)))
        if depth > 0:
            out += names_below(child, depth - 1)
    return out


def find(iface, name_starts: str, depth: int = 8):
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child.text(Name).startswith(name_starts):
            return child
        found = find(child, name_starts, depth - 1) if depth > 0 else None
        if found is not None:
            return found
    return None


def test_the_welcome_buttons_are_buttons_under_the_table(qtbot, window):
    """The welcome is a child of the view: Qt's scroll-area interface listed only the
    viewport and scroll bars, so a screen reader never reached its buttons."""
    panel = window.show_welcome()
    qtbot.waitUntil(panel.isVisible)
    found = names_below(view_interface(window))
    buttons = [name for role, name in found if role == QAccessible.Role.Button]
    assert buttons[:3] == ["Guided first game", "Play", "Other games…"]
    assert {"Open a saved game…", "Rules"} <= set(buttons)
    play = find(view_interface(window), "Play")
    assert play.text(Description) == "You against Ada (AI · Medium)."  # said after the name
    # The words under each choice label it, so that a reader does not say them all with the
    # welcome first (Orca reads a panel's labels that have no relation when it is entered).
    labels = [o.text(Name) for o, r in play.relations() if r & QAccessible.RelationFlag.Label]
    assert labels == ["You against Ada (AI · Medium)."]
    panel.hide()
    assert not [name for role, name in names_below(view_interface(window)) if name == "Play"]


def test_every_thing_on_the_table_is_named_and_navigates_both_ways(qtbot, window):
    start(window)
    settle(qtbot, window)
    top = view_interface(window)
    tree = access_for(window.view).tree()
    assert top.childCount() == len(tree.roots)  # no panel over the table now
    seen = 0

    def check(parent, depth: int) -> None:
        nonlocal seen
        for i in range(parent.childCount()):
            child = parent.child(i)
            seen += 1
            assert child.isValid() and child.text(Name).strip()
            assert parent.indexOfChild(child) == i
            assert child.parent() is parent or child.parent().text(Name) == parent.text(Name)
            assert child.child(child.childCount()) is None
            check(child, depth + 1)

    check(top, 0)
    assert seen == len(tree.nodes)
    names = [n.name for n in tree.nodes.values()]
    assert "Deck: 87 cards left" in names
    assert [n for n in names if n.startswith("Column ")] == [
        "Column 1: empty",
        "Column 2: empty",
        "Column 3: empty",
    ]
    assert [n for n in names if ", your row: " in n] == [
        f"{district_name(r)}, your row: empty" for r in range(ROWS)
    ]
    assert "Ada’s city" in names and "Your city, to move" in names


def test_names_follow_the_game_and_come_from_the_state(qtbot, window):
    start(window)
    settle(qtbot, window)
    top = view_interface(window)
    deck = find(top, "Deck")
    window.model.submit(DRAW)
    settle(qtbot, window)
    assert deck.text(Name) == "Deck: 86 cards left"  # the same object, named anew
    drawn = find(top, "Drawn card: ").text(Name).removeprefix("Drawn card: ")
    state = window.scene.state
    window.model.submit(PUT[1])
    qtbot.waitUntil(lambda: window.scene.state is not state, timeout=10000)
    column = find(top, "Column 2")
    assert column.text(Name) == "Column 2: 1 card"
    assert column.child(0).text(Name) == drawn
    assert find(top, "Drawn card: ") is None
    # The names are the state's, whatever the painted items do (mid-flight, hidden).
    for item in window.scene.cards.values():
        item.hide()
    assert find(top, "Column 2").child(0).text(Name) == column.child(0).text(Name)


def test_a_usable_column_says_how_and_one_that_is_not_says_why(qtbot, window):
    start(window)
    settle(qtbot, window)
    window.model.submit(DRAW)
    settle(qtbot, window)
    window.model.submit(PUT[0])
    qtbot.waitUntil(lambda: window.model.state.turn >= 3, timeout=20000)  # Ada has moved
    settle(qtbot, window)
    state = window.scene.state
    tree = access_for(window.view).tree()
    columns = {c: tree.nodes[("column", c)] for c in range(3)}
    for c, node in columns.items():
        if node.usable:
            assert node.description == f"Take this column ({c + 1})"
        else:  # empty, or too short for the contracts held: the reason, as its tooltip says it
            assert node.usable is False and node.description
            assert ("empty" in node.description) == (not state.columns[c])
    assert tree.nodes[("deck",)].description == "Draw the top card (D)"


def test_things_that_leave_the_table_leave_qts_cache(qtbot, window):
    start(window, ada="human")  # Ada's moves are the test's
    settle(qtbot, window)
    access = access_for(window.view)
    window.model.submit(DRAW)
    settle(qtbot, window)
    window.model.submit(PUT[2])
    settle(qtbot, window)
    column = 2
    card = access.interface(("column", column, 0))
    assert card is not None and shiboken6.isValid(card)
    window.model.submit(TAKE[column])
    qtbot.waitUntil(lambda: not window.scene.state.columns[column], timeout=10000)
    access.tree()  # as a screen reader's next question would
    qtbot.waitUntil(lambda: not shiboken6.isValid(card), timeout=5000)
    assert ("column", column, 0) not in access.interfaces


def test_every_interface_goes_with_its_view(qtbot, window):
    start(window)
    settle(qtbot, window)
    view = window.view
    access = access_for(view)
    made = [access.interface(k) for k in list(access.tree().nodes)[:10]]
    assert all(shiboken6.isValid(i) for i in made)
    key = id(view)
    view.deleteLater()
    qtbot.waitUntil(lambda: key not in _TABLES, timeout=5000)
    assert not any(shiboken6.isValid(i) for i in made) and access.released


def test_a_new_language_names_everything_anew(qtbot, window, english):
    start(window)
    settle(qtbot, window)
    top = view_interface(window)
    deck = find(top, "Deck")
    languages.install_language("es")
    QApplication.processEvents()
    assert deck.text(Name) == "Mazo: quedan 87 cartas"
    assert top.text(Name) == "Mesa"
    assert find(top, "Puerto, tu fila") is not None


def test_the_cursor_moves_through_the_tree_and_keeps_its_place():
    def node(*children) -> Node:
        return Node(Role.LIST, "x", children=tuple(children))

    tree = Tree(
        {("a",): node(("a", 0), ("a", 1)), ("a", 0): node(), ("a", 1): node(), ("b",): node()},
        (("a",), ("b",)),
        {("a",): None, ("a", 0): ("a",), ("a", 1): ("a",), ("b",): None},
    )
    assert moved(tree, None, Move.NEXT) == ("a",)
    assert moved(tree, ("a",), Move.NEXT) == ("b",)
    assert moved(tree, ("b",), Move.NEXT) == ("b",)  # an edge: no wrapping
    assert moved(tree, ("a",), Move.IN) == ("a", 0)
    assert moved(tree, ("a", 0), Move.NEXT) == ("a", 1)
    assert moved(tree, ("a", 1), Move.OUT) == ("a",)
    assert moved(tree, ("b",), Move.IN) == ("b",)  # nothing inside: it stays
    smaller = Tree({("a",): node(), ("b",): node()}, (("a",), ("b",)), {("a",): None, ("b",): None})
    assert kept(smaller, ("a", 1), tree.parents) == ("a",)
    assert kept(smaller, ("b",), tree.parents) == ("b",)


def test_the_cursor_on_the_table_gives_the_focus_to_what_it_lands_on(qtbot, window):
    start(window)
    settle(qtbot, window)
    window.view.setFocus()
    cursor = TableCursor(access_for(window.view))
    first = cursor.move(Move.FIRST)
    assert first == ("prompt",) and cursor.name().startswith("Your turn")
    assert cursor.move(Move.NEXT) == ("project",)
    assert cursor.move(Move.IN) == ("deck",)
    assert cursor.name() == "Deck: 87 cards left"
    top = view_interface(window)
    assert top.focusChild().text(Name) == "Deck: 87 cards left"


def test_the_tree_is_built_from_facts_alone(qtbot, window):
    """The same facts give the same tree (nothing is read from the painted items), and every
    node is reached once from the top, under the parent it names."""
    start(window)
    settle(qtbot, window)
    facts = facts_of(window.scene)
    first, again = build(facts), build(facts)
    assert first == again
    walked = first.walk()
    assert len(walked) == len(set(walked)) == len(first.nodes)
    for key in walked:
        assert all(first.parents[child] == key for child in first.nodes[key].children)


def test_the_announcer_keeps_what_it_said(qapp):
    from PySide6.QtWidgets import QWidget

    source = QWidget()
    announcer = Announcer(source)
    assert announcer.say("  ") is False and list(announcer.said) == []
    sent = announcer.say("Ada took column 2.")
    assert list(announcer.said) == ["Ada took column 2."]
    assert sent == QAccessible.isActive()  # offscreen: no screen reader, nothing sent


def test_tab_goes_round_the_welcome_and_never_sticks_on_the_empty_table(qtbot, open_app):
    """From the welcome's last button Tab goes on to the welcome's first choice, never onto the
    empty table under it (it kept the keyboard once, walking its furniture in circles, and
    later was an empty stop named "Table")."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = open_app(interactive=True)
    panel = window.session.welcome
    qtbot.waitUntil(panel.isVisible)
    panel.rules_button.setFocus()
    seen = []
    for _ in range(3):  # the window's focus (offscreen, no window is active)
        QTest.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
        seen.append(window.focusWidget())
    assert seen == [panel.opponents, panel.level, panel.guided_button]


def test_no_description_is_withdrawn_while_the_game_goes_on(qtbot, window, monkeypatch):
    """A few turns, your decisions and Ada's moves: descriptions change (what a column is for
    now), but none is told as changed to nothing. The deck and the columns lost their words
    of use at every turn: an empty description change, which Orca says nothing of."""
    from sf_desktop.views.access import table_access

    start(window)
    settle(qtbot, window)
    told: list[str] = []

    def record(event) -> None:
        if event.type() == QAccessible.Event.DescriptionChanged:
            told.append(event.accessibleInterface().text(Description))

    monkeypatch.setattr(table_access.QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(table_access.QAccessible, "updateAccessibility", staticmethod(record))
    access = access_for(window.view)
    for _ in range(8):  # your decisions, with Ada's moves between
        for key in list(access.tree().nodes):  # all seen by a reader (each has its interface)
            access.interface(key)
        window.model.submit(window.model.legal_actions()[0])
        settle(qtbot, window)
        qtbot.waitUntil(lambda: not access._pending)
    assert told and "" not in told, told


def test_a_standings_line_whose_words_stay_is_not_told_again_when_others_change(qtbot, window, monkeypatch):
    """The cursor on a line of the standings ("if the game ended now"), a few turns: where other
    lines changed (the players reordered in a district) and the focused line's words did not,
    nothing about it is told again, neither its name nor the focus."""
    from sf_desktop.views.access import table_access

    start(window)
    settle(qtbot, window)
    told: list[tuple[QAccessible.Event, object]] = []
    monkeypatch.setattr(table_access.QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(
        table_access.QAccessible,
        "updateAccessibility",
        staticmethod(lambda e: told.append((e.type(), getattr(e.accessibleInterface(), "key", None)))),
    )
    access = access_for(window.view)
    again = (QAccessible.Event.NameChanged, QAccessible.Event.Focus)
    checked = 0
    for _ in range(10):  # your decisions, with Ada's moves between
        tree = access.tree()
        lines = tree.nodes[("standings",)].children
        before = {key: tree.nodes[key].name for key in lines}
        for key in lines:
            access.interface(key)  # seen by a reader
        focused = lines[-1]  # the medal and tokens: other lines change before it does
        access.focus(focused)
        told.clear()
        window.model.submit(window.model.legal_actions()[0])
        settle(qtbot, window)
        qtbot.waitUntil(lambda: not access._pending)
        after = access.tree().nodes
        if after[focused].name == before[focused] and any(after[k].name != before[k] for k in lines):
            checked += 1
            assert not [kind for kind, key in told if key == focused and kind in again], told
    assert checked


def test_a_column_keeps_its_words_of_use_while_unusable_but_not_into_another_language(qtbot, window, english):
    """Two people at one table; you take a column and place its cards (no column is usable
    then): each column keeps the words of use it had, so that no description is withdrawn,
    but a new language names them anew, with no English word kept."""
    languages.install_language("en")
    factory.install()
    window.start_game(Setup((Seat("You", "human"), Seat("Bea", "human")), 11, 0))
    settle(qtbot, window)
    access = access_for(window.view)
    for action in (DRAW, PUT[1], DRAW, PUT[1], TAKE[1]):
        access.tree()  # read by a screen reader at every step
        window.model.submit(action)
        settle(qtbot, window)
    tree = access.tree()
    kept_words = {
        key: tree.nodes[key].description for key in tree.nodes if key[0] == "column" and len(key) == 2
    }
    assert all(kept_words.values()) and all(tree.nodes[key].usable is None for key in kept_words), kept_words
    languages.install_language("es")
    QApplication.processEvents()
    tree = access.tree()
    assert not [key for key, words in kept_words.items() if tree.nodes[key].description == words]


def test_a_usable_thing_has_a_press_action_that_does_what_enter_does(qtbot, window):
    """A screen reader's Press on the deck draws, as Enter there does; a thing that may not be
    used now has no action."""
    start(window)
    settle(qtbot, window)
    top = view_interface(window)
    deck, prompt = find(top, "Deck"), find(top, "Your turn")
    assert prompt.actionInterface().actionNames() == []
    actions = deck.actionInterface()
    assert actions.actionNames() == ["Press"]
    actions.doAction("Press")
    qtbot.waitUntil(lambda: window.model.state.drawn >= 0, timeout=5000)
    assert find(top, "Drawn card: ") is not None


def test_coming_into_the_table_reads_the_prompt_not_every_label(qtbot, window):
    """Orca reads every label with no relation when the keyboard comes into a panel: the whole
    table was read each time Tab or a closed dialog brought it back (the log included). Each
    text but the prompt names the thing after it in reading order (flows to; the last, the
    one before), so that only whose turn it is and what to do are read."""
    start(window)
    settle(qtbot, window)
    access = access_for(window.view)
    tree = access.tree()
    order = tree.walk()
    texts = [k for k in order if tree.nodes[k].role == Role.TEXT]
    assert ("prompt",) in texts and len(texts) > 5
    flows = QAccessible.RelationFlag
    for key in texts:
        relations = access.interface(key).relations()
        if key == ("prompt",):
            assert relations == [], "the prompt is read on coming into the table"
            continue
        assert len(relations) == 1, key
        (other, relation), at = relations[0], order.index(key)
        expected = order[at + 1] if at + 1 < len(order) else order[at - 1]
        assert other.text(Name) == tree.nodes[expected].name
        assert relation == (flows.FlowsTo if at + 1 < len(order) else flows.FlowsFrom)
        assert access.interface(key).relations(flows.Label) == []


def test_the_prompt_a_reader_reaches_speaks_of_keys_not_the_mouse(qtbot, window):
    """The prompt (read on coming into the table, and where the cursor lands) says what the
    keys do, as the turn's announcement does; the panel on screen keeps its mouse words."""
    start(window)
    settle(qtbot, window)
    access = access_for(window.view)
    name = access.tree().nodes[("prompt",)].name
    assert name == "Your turn. D draws."
    assert "click" in window.scene.prompt.hint.toPlainText()


def test_a_replays_table_tells_its_own_keys(qtbot, window):
    """In a replay the arrows go through the game (the window's keys), not over the table's
    things, and nothing can be drawn or taken: its table says so, not the game's keys."""
    from table_driver import record_until

    start(window)
    settle(qtbot, window)
    game = QAccessible.queryAccessibleInterface(window.view)
    assert game.text(Description).startswith("Tab goes to what you may use")
    replay = window.show_replay(record_until(lambda legal: not legal, 3))
    qtbot.addWidget(replay)
    told = QAccessible.queryAccessibleInterface(replay.view).text(Description)
    assert told.startswith("The arrow keys go through the game") and "D draws" not in told
