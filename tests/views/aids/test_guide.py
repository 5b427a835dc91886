"""The guided first game: every topic comes up in a real game, once, at the person's decision;
the panel shows it and can be dismissed or stopped; the texts are translatable."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from sf_desktop.ai.base import decision_rng, make_agent
from sf_desktop.model.actions import DRAW, PUT
from sf_desktop.model.events import CableCarsAdded, ContractTaken, GameEnded
from sf_desktop.model.rules import apply, new_game
from sf_desktop.model.state import public_view
from sf_desktop.views.aids import guide
from sf_desktop.views.aids.guide import TOPICS, Coach, Guide, GuidePanel, decision_topics, tip_for
from sf_desktop.views.dialogs.rules_reference import SECTIONS

PERSON = 0


def _play(players: int, seed: int, coach: Coach):
    """A seeded game between Greedy seats; the coach watches for seat 0 after every step."""
    agents = [make_agent("greedy") for _ in range(players)]
    state = new_game(players, seed, first_player=0)
    events: list = []
    shown = []
    actions = 0
    while True:
        tip = coach.next_tip(state, PERSON, events)
        if tip is not None:
            shown.append((tip.topic, state))
        if state.is_over:
            return shown
        action = agents[state.current].choose(public_view(state), decision_rng(seed, state.current, actions))
        state, events = apply(state, action)
        actions += 1


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 4)])
def test_every_topic_comes_up_once_in_a_seeded_game(qapp, players, seed):
    coach = Coach()
    shown = _play(players, seed, coach)
    topics = [t for t, _ in shown]
    assert sorted(topics) == sorted(TOPICS), topics
    assert coach.finished
    # Each at the person's own decision, or at the end.
    for _, state in shown:
        assert state.current == PERSON or state.is_over
    assert topics[0] == guide.PLACE_PROJECT
    assert topics.index(guide.TAKE_COLUMN) < topics.index(guide.CONTRACTS)


def test_topics_already_seen_are_not_repeated_and_stop_silences_the_coach(qapp):
    coach = Coach(seen=TOPICS[:4])
    shown = [t for t, _ in _play(2, 1, coach)]
    assert sorted(shown) == sorted(TOPICS[4:])
    stopped = Coach()
    stopped.stop()
    assert _play(2, 1, stopped) == [] and stopped.finished


def test_events_wait_for_the_persons_decision(qapp):
    state = new_game(2, 3, first_player=1)  # seat 1 is to move
    coach = Coach(seen=[guide.PLACE_PROJECT, guide.TAKE_COLUMN])
    assert coach.next_tip(state, PERSON, [CableCarsAdded(1, (20,)), ContractTaken(1, 1)]) is None
    assert coach.pending == [guide.NETWORKS, guide.CONTRACTS]  # in the order they happened
    state, _ = apply(state, DRAW)  # seat 1 draws and puts the card: seat 0's turn
    state, _ = apply(state, PUT[0])
    assert state.current == PERSON
    first = coach.next_tip(state, PERSON)
    second = coach.next_tip(state, PERSON)
    assert [first.topic, second.topic] == [guide.NETWORKS, guide.CONTRACTS]
    assert coach.next_tip(state, PERSON) is None
    state, _ = apply(state, DRAW)
    state, _ = apply(state, PUT[1])
    assert state.current == 1 and not state.is_over
    assert coach.next_tip(state, PERSON, [GameEnded(0, "foundations")]) is None  # waits for seat 0
    assert coach.pending == [guide.SCORING]


def test_the_decision_at_hand_comes_first(qapp):
    state = new_game(3, 8, first_player=0)
    assert decision_topics(state, 0) == [guide.PLACE_PROJECT]
    assert decision_topics(state, 1) == []


def test_every_tip_has_text_and_a_rules_section(qapp):
    for topic in TOPICS:
        tip = tip_for(topic)
        assert tip.topic == topic and len(tip.title) > 5 and len(tip.text) > 120
        assert tip.section in SECTIONS


class Shouting(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        return source.upper() if context == "Guide" else None


def test_texts_go_through_the_translator(qapp):
    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        tip = tip_for(guide.SQUARES)
    finally:
        QCoreApplication.removeTranslator(translator)
    assert tip.title == "CITY SQUARES" and tip.text.isupper()
    assert tip_for(guide.SQUARES).title == "City squares"


def test_the_texts_can_be_extracted_for_translators(tmp_path):
    lupdate = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed")
    root = ROOT
    ts = tmp_path / "guide.ts"
    sources = [root / "sf_desktop/views/aids/guide.py", root / "sf_desktop/words/hints.py"]
    subprocess.run([lupdate, *map(str, sources), "-ts", str(ts)], check=True, capture_output=True, timeout=60)
    text = ts.read_text(encoding="utf-8")
    for topic in TOPICS:
        title, _, _ = guide._TEXTS[topic]
        assert f"<source>{title}</source>" in text, title
    assert "<name>Guide</name>" in text and "<name>Hint</name>" in text
    assert "<source>Got it</source>" in text and "<source>Stop the guide</source>" in text


def test_the_panel_shows_a_tip_and_can_be_dismissed_or_stopped(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 600)
    host.show()
    panel = GuidePanel(host)
    tip = tip_for(guide.NETWORKS)
    panel.show_tip(tip)
    assert panel.isVisible() and panel.title.text() == tip.title and panel.text.text() == tip.text
    assert panel.geometry().right() <= host.width() and panel.geometry().bottom() <= host.height()
    assert panel.x() > host.width() / 2  # bottom-right, out of the way of the player's own board
    with qtbot.waitSignal(panel.read_more) as more:
        qtbot.mouseClick(panel.more_button, Qt.MouseButton.LeftButton)
    assert more.args == ["network"]
    with qtbot.waitSignal(panel.acknowledged):
        qtbot.mouseClick(panel.ok_button, Qt.MouseButton.LeftButton)
    assert not panel.isVisible()
    host.resize(600, 500)
    panel.show_tip(tip)
    assert panel.geometry().right() <= 600
    with qtbot.waitSignal(panel.stop_requested):
        qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    assert not panel.isVisible()


def test_the_tip_labels_read_more_so_a_screen_reader_says_it_once(qtbot):
    """Orca reads every label with no relation when the keyboard comes into the table: the tip
    was read there, then announced ("Guide: ...") again. It labels "Read more" instead (the
    first button Tab reaches in the panel), which a reader says with the button."""
    host = QWidget()
    qtbot.addWidget(host)
    host.show()
    panel = GuidePanel(host)
    panel.show_tip(tip_for(guide.NETWORKS))
    text = QAccessible.queryAccessibleInterface(panel.text)
    labelled = [(other.text(QAccessible.Text.Name), relation) for other, relation in text.relations()]
    assert (panel.more_button.text(), QAccessible.RelationFlag.Labelled) in labelled  # labelled by it
    ok = QAccessible.queryAccessibleInterface(panel.more_button)
    assert panel.text.text() in [other.text(QAccessible.Text.Name) for other, _ in ok.relations()]


def test_the_guide_shows_one_tip_at_a_time(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 600)
    host.show()
    g = Guide(GuidePanel(host), coach=Coach(seen=[guide.PLACE_PROJECT, guide.TAKE_COLUMN]))
    state = new_game(2, 3, first_player=0)
    g.observe([ContractTaken(1, 1), CableCarsAdded(1, (20,))])
    first = g.decision(state, PERSON)
    assert first is not None and first.topic == guide.CONTRACTS and g.panel.isVisible()
    assert g.decision(state, PERSON) is None  # one at a time
    qtbot.mouseClick(g.panel.ok_button, Qt.MouseButton.LeftButton)
    assert g.panel.isVisible() and g.panel.tip.topic == guide.NETWORKS  # the next one, at once
    with qtbot.waitSignal(g.stopped):
        qtbot.mouseClick(g.panel.stop_button, Qt.MouseButton.LeftButton)
    g.observe([GameEnded(0, "foundations")])
    assert g.decision(state, PERSON) is None and not g.panel.isVisible()


# ---------------------------------------------------------------------------- on the table


def decision_rects(w) -> list:
    """What the decision at hand uses, in the view's pixels: what is lit as usable, the prompt,
    the drawn and taken cards, the columns and deck while a column is chosen, the person's own
    board once it holds a card, the standings."""
    from PySide6.QtCore import QRect

    from sf_desktop.model.state import Phase
    from sf_desktop.views.table.items import Mark, TableItem

    scene, view = w.scene, w.view
    rects = [
        item.sceneBoundingRect()
        for item in scene.items()
        if isinstance(item, TableItem)
        and item.isVisible()
        and item.mark in (Mark.LEGAL, Mark.SELECTED, Mark.HINT)
    ]
    state = scene.state
    rects += [scene.cards[c].sceneBoundingRect() for c in (*state.tray, state.drawn) if c in scene.cards]
    rects.append(scene.layout.prompt)
    if state.players[scene.focus].filled:  # an empty board says nothing yet: the panel may cover it
        rects.append(scene.focus_board_rect())
    if state.phase in (Phase.TURN, Phase.COLUMN):
        rects += [lane.rect for lane in scene.lanes] + [scene.deck.sceneBoundingRect()]
    if scene.standings.isVisible():
        rects.append(scene.standings.sceneBoundingRect())
    out = []
    for r in rects:
        box = view.mapFromScene(r).boundingRect()
        out.append(QRect(view.viewport().mapTo(view, box.topLeft()), box.size()))
    return out


def guided_positions(qtbot, w, players: int, share: float = 0.6):
    """The table at a new game's start, at a turn's start later on, while the drawn card's
    column is chosen, and while taken cards are placed."""
    sys.path.insert(0, str(ROOT / "tools"))
    from table_positions import RICH_SEEDS, played_record, seats_for

    from sf_desktop.model.actions import TakeColumn
    from sf_desktop.model.rules import legal_actions

    w.model.new_game(seats_for(players, kind="medium"), 3, first_player=0)
    qtbot.waitUntil(lambda: not w.animator.busy and w.model.human_to_move)
    yield "start"
    w.model.load_record(played_record(seats_for(players, kind="medium"), RICH_SEEDS[players], share))
    qtbot.waitUntil(lambda: not w.animator.busy)
    yield "turn"
    m = w.model
    columned = False
    for _ in range(8):  # draw until a column may be taken
        takes = [a for a in legal_actions(m.state) if isinstance(a, TakeColumn)]
        if takes and columned:
            break
        m.submit(DRAW)
        if not columned:  # the drawn card waits for its column
            qtbot.waitUntil(lambda: not w.animator.busy and m.state.drawn >= 0)
            columned = True
            yield "column"
        m.submit(PUT[0])
        qtbot.waitUntil(lambda: not w.animator.busy and m.human_to_move, timeout=20000)
    assert takes, "a column may be taken"
    m.submit(max(takes, key=lambda a: len(m.state.columns[a.column])))
    qtbot.waitUntil(lambda: not w.animator.busy and bool(m.state.tray))
    yield "placing"


def read_at_every_turn(w, columns: bool = False) -> list:
    """What a player reads at every turn, in the view's pixels: the other players' headers
    (names and scores), and with ``columns`` the cards waiting in the columns."""
    from PySide6.QtCore import QRect

    scene, view = w.scene, w.view
    rects = [b.geometry.header_rect() for seat, b in scene.boards.items() if seat != scene.focus]
    if columns:
        rects += [scene.cards[c].sceneBoundingRect() for column in scene.state.columns for c in column]
    out = []
    for r in rects:
        box = view.mapFromScene(r).boundingRect()
        out.append(QRect(view.viewport().mapTo(view, box.topLeft()), box.size()))
    return out


@pytest.mark.parametrize(
    ("size", "language"),
    [
        ((1024, 700), "it"),
        ((1024, 700), "es"),
        ((1024, 700), "en"),
        ((1024, 600), "en"),
        ((1920, 1080), "en"),
    ],
)
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.usefixtures("english")
def test_the_guide_covers_nothing_the_decision_uses_and_points_at_its_subject(
    qtbot, open_table, players, size, language
):
    """Clear of what the decision uses and of the others' names and scores; its arrow crosses
    no column's card. Only in a window as small as 1024x600 may the arrow be left out, when no
    place lets it run clear."""
    from PySide6.QtCore import QPointF

    from sf_desktop.views.aids.guide import SUBJECTS
    from sf_desktop.words import languages

    languages.install_language(language)
    w = open_table(size=size)
    panel = w.aids.guide_panel
    for moment in guided_positions(qtbot, w, players):
        needed = decision_rects(w)
        read, uncrossed = read_at_every_turn(w), read_at_every_turn(w, columns=True)
        for topic in TOPICS:
            panel.show_tip(tip_for(topic))
            spot = panel.geometry()
            covered = [r for r in needed + read if r.intersects(spot)]
            assert not covered, f"{moment}, {topic}: the panel {spot} covers {covered}"
            assert w.view.rect().contains(spot)
            view = w.view
            box = view.mapFromScene(SUBJECTS[topic](w.scene)).boundingRect()
            subject = box.translated(view.viewport().pos())
            assert not subject.intersects(spot), f"{topic}: it does not cover what it explains"
            arrow = panel.pointer
            if size[1] < 700 and not arrow.isVisible():
                continue
            assert arrow.isVisible() and arrow.line.length() >= 10, f"{moment}, {topic}: an arrow points"
            tip = arrow.line.p2()
            assert subject.adjusted(-2, -2, 2, 2).contains(tip.toPoint()), f"{topic}: at {subject}"
            prompt = view.mapFromScene(w.scene.layout.prompt).boundingRect().translated(view.viewport().pos())
            assert not crosses(arrow.line, prompt), f"{moment}, {topic}: over the prompt"
            in_sight = [r for r in uncrossed if not r.intersects(spot) and not r.contains(subject)]
            crossed = [r for r in in_sight if crosses(arrow.line, r)]
            assert not crossed, f"{moment}, {topic}: the arrow crosses {crossed}"
            assert QPointF(spot.center()).x() != tip.x() or QPointF(spot.center()).y() != tip.y()
        panel.hide()
        assert not panel.pointer.isVisible()


def crosses(line, rect) -> bool:
    """Whether the arrow ``line`` runs over ``rect`` (its edges apart)."""
    steps = max(1, int(line.length() // 4))
    inner = rect.adjusted(3, 3, -3, -3)
    return any(inner.contains(line.pointAt(i / steps).toPoint()) for i in range(1, steps))


@pytest.mark.parametrize("size", [(1024, 700), (1024, 600)])
@pytest.mark.parametrize("players", [2, 4])
def test_with_large_words_in_a_small_window_the_guide_leaves_the_prompt_and_the_deck_in_sight(
    qtbot, open_table, players, size
):
    """No place is free of everything at 200% in 1024x700 (or under the online bar): the panel
    gives up its words before it covers the prompt, the columns, the deck or what may be used
    now, and its arrow runs over none of them."""
    from PySide6.QtCore import QRect

    from sf_desktop.views.table.items import Mark, TableItem

    def precious_rects(scene):
        lit = (Mark.LEGAL, Mark.SELECTED, Mark.HINT)
        items = [i for i in scene.items() if isinstance(i, TableItem) and i.isVisible() and i.mark in lit]
        return [scene.layout.prompt, *(i.sceneBoundingRect() for i in items)]

    w = open_table(size=size)
    w.aids.scale_actions[2.0].trigger()
    try:
        view, panel = w.view, w.aids.guide_panel
        for moment in guided_positions(qtbot, w, players, 0.5):
            prompt = view.mapFromScene(w.scene.layout.prompt).boundingRect()
            prompt = QRect(prompt.topLeft() + view.viewport().pos(), prompt.size())
            for topic in TOPICS:
                panel.show_tip(tip_for(topic))
                spot = panel.geometry()
                for r in precious_rects(w.scene):
                    box = view.mapFromScene(r).boundingRect()
                    box = QRect(box.topLeft() + view.viewport().pos(), box.size())
                    assert not box.intersects(spot), f"{moment}, {topic}: the panel covers {box}"
                arrow = panel.pointer  # left out rather than drawn over the prompt
                assert not arrow.isVisible() or not crosses(arrow.line, prompt), (
                    f"{moment}, {topic}: the arrow crosses the prompt"
                )
            panel.hide()
    finally:
        w.aids.scale_actions[1.0].trigger()


def test_the_guides_words_grow_with_the_text_size(qtbot, open_table):
    """Its words follow View ▸ Text size as every dialog's do (its style sheet held them)."""
    from PySide6.QtGui import QFontInfo

    w = open_table(size=(1024, 700))
    panel = w.aids.guide_panel
    panel.show_tip(tip_for(TOPICS[0]))
    shown = {}
    try:
        for scale in (1.0, 2.0):
            w.aids.set_ui_scale(scale, save=False)
            shown[scale] = [
                QFontInfo(x.font()).pixelSize() for x in (panel.text, panel.ok_button, panel.title)
            ]
    finally:
        w.aids.set_ui_scale(1.0, save=False)
        panel.hide()
    assert all(large >= 1.8 * small for small, large in zip(shown[1.0], shown[2.0], strict=True)), shown


def test_after_an_undo_the_guide_covers_nothing_the_decision_back_at_hand_uses(qtbot, open_table):
    """Undo back to before a column was taken: the tip about the placing ("Cable car networks")
    is put away (not counted as seen: it comes back at the next placing), and what the guide
    shows then covers neither the columns nor the deck."""
    from sf_desktop.model.actions import TakeColumn
    from sf_desktop.model.cards import CARD_FLAGS, Symbol
    from sf_desktop.model.rules import legal_actions

    w = open_table(size=(1024, 700))
    sys.path.insert(0, str(ROOT / "tools"))
    from table_positions import seats_for

    m, panel = w.model, w.aids.guide_panel
    m.new_game(seats_for(2, kind="medium"), 3, first_player=0)
    qtbot.waitUntil(lambda: not w.animator.busy and m.human_to_move)
    w.aids.set_guide(True)
    w.aids.guide.coach.seen = set(TOPICS) - {guide.NETWORKS}
    panel.hide()

    def tracks(column: int) -> bool:
        return any(CARD_FLAGS[c] & (Symbol.TRACKS | Symbol.DEPOT) for c in m.state.columns[column])

    for _ in range(12):  # draw and put until a column with tracks may be taken
        takes = [a for a in legal_actions(m.state) if isinstance(a, TakeColumn) and tracks(a.column)]
        if takes:
            break
        m.submit(DRAW)
        qtbot.waitUntil(lambda: not w.animator.busy and m.state.drawn >= 0)
        m.submit(PUT[0])
        qtbot.waitUntil(lambda: not w.animator.busy and m.human_to_move, timeout=20000)
    assert takes
    m.submit(takes[0])
    qtbot.waitUntil(lambda: panel.isVisible() and not w.animator.busy)
    assert panel.tip.topic == guide.NETWORKS
    assert m.can_undo
    w.undo_redo.act_undo.trigger()
    qtbot.waitUntil(lambda: not w.animator.busy and not m.state.tray)
    needed = decision_rects(w)
    if panel.isVisible():
        covered = [r for r in needed if r.intersects(panel.geometry())]
        assert not covered, f"{panel.tip.topic} covers {covered} after the undo"
    assert not panel.isVisible() or panel.tip.topic != guide.NETWORKS, "the placing's tip stays"
    m.submit(takes[0])
    qtbot.waitUntil(lambda: panel.isVisible() and not w.animator.busy)
    assert panel.tip.topic == guide.NETWORKS, "it comes back at the placing"


@pytest.mark.parametrize("language", ["it", "es", "en"])
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.usefixtures("english")
def test_the_first_tip_shows_all_its_words_in_a_small_window(qtbot, open_table, players, language):
    """At the start the person's own board is empty, so the first tip may stand over it with
    all its words: it once showed only its title at 1024x700 in Italian, its words behind
    *Read more*, the first thing a new player meets."""
    from sf_desktop.words import languages

    languages.install_language(language)
    w = open_table(size=(1024, 700))
    panel = w.aids.guide_panel
    positions = guided_positions(qtbot, w, players)
    assert next(positions) == "start"
    first = decision_topics(w.model.state, w.scene.focus)[0]
    panel.show_tip(tip_for(first))
    assert panel.text.isVisible() and not panel.toolTip(), f"{first}: only the title shows"


@pytest.mark.usefixtures("english")
def test_the_guide_finds_its_place_again_when_the_table_is_resized(qtbot, open_table):
    """Showing or hiding the game log resizes the table: the guide was placed on the view's
    resize before the table took its new size, by the old one, and stood over the deck."""
    from PySide6.QtWidgets import QApplication

    w = open_table(size=(1024, 700))
    panel = w.aids.guide_panel
    positions = guided_positions(qtbot, w, 2)
    next(positions)  # a new game's start: draw, or take a column
    panel.show_tip(tip_for(guide.PLACE_PROJECT))
    for shown in (True, False, True, False):
        w.log_dock.setVisible(shown)
        for _ in range(5):
            QApplication.processEvents()
        spot = panel.geometry()
        covered = [r for r in decision_rects(w) if r.intersects(spot)]
        assert not covered, f"log shown: {shown}; the panel {spot} covers {covered}"
