"""Every count fits its plate, up to the largest the rules allow, at every supported window and
text size; taken cards lie whole in the tray; the prompt's title keeps its size whatever its
hint; and a replay window's table cuts no district name."""

from __future__ import annotations

import itertools
import sys

import attrs
import pytest
from conftest import ROOT
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from sf_desktop.model.actions import DRAW, PUT, TAKE
from sf_desktop.model.cards import ROWS
from sf_desktop.model.record import Seat
from sf_desktop.model.rules import apply
from sf_desktop.model.state import Phase
from sf_desktop.views.dialogs.game_dialogs import Setup
from sf_desktop.views.look import theme
from sf_desktop.views.look.theme import TextScale
from sf_desktop.views.table import layout
from sf_desktop.views.table.card_art import CARD_H, CARD_RECT, CARD_W
from sf_desktop.views.table.city_board import CABLE_LEAD_BIT
from sf_desktop.views.window.main_window import MainWindow

sys.path.insert(0, str(ROOT / "tools"))
from table_positions import RICH_SEEDS, played_record, seats_for

# The largest counts the rules allow (RULES.md). Cable cars: one per space, 25. Skyscrapers:
# 9 in the supply. Contracts: a player with k contracts takes only columns of more than k
# cards, so reaching 12 takes columns of 1 + 2 + ... + 12 = 78 of the 87 cards; 13 would need
# 91 (the discard token only lowers the count). Row totals: 5 cards, each at most 4 (squares
# connected, the value-4 bonus card) and the 3 "+2" tokens: 26. Tokens kept: 3 of each.
# The deck holds 87 cards, the box at most as many; 10 foundation tokens; 3 of each bonus.
MOST = {"cable cars": 25, "skyscrapers": 9, "contracts": 12, "row total": 26, "tokens": 3, "deck": 87}
SIZES = [(1024, 700), (1360, 850), (1920, 1080)]


@pytest.fixture
def window(open_table):
    w = open_table(size=None)
    yield w
    w.aids.scale_actions[1.0].trigger()


def cut_words(w: MainWindow) -> list[tuple[str, int, int]]:
    theme.text_audit = []
    try:
        for item in w.scene.items():
            item.update()
        assert not w.grab().isNull()
        return [(t, round(n), round(r)) for t, n, r in theme.text_audit if n > r + 0.5]
    finally:
        theme.text_audit = None


@pytest.mark.parametrize("players", [2, 4])
def test_every_count_fits_its_plate_at_its_largest(qtbot, window, players):
    w = window
    w.model.load_record(played_record(seats_for(players, kind="medium"), RICH_SEEDS[players], 0.5))
    qtbot.waitUntil(lambda: not w.animator.busy)
    scene = w.scene
    for size, scale in itertools.product(SIZES, (1.0, 2.0)):
        w.aids.scale_actions[scale].trigger()
        w.resize(*size)
        qtbot.waitUntil(
            lambda s=scale: abs(scene.text.view - w.view.fit_scale()) < 1e-9 and scene.text.ui == s
        )
        for board in scene.boards.values():
            assert board.info is not None
            board.set_info(
                attrs.evolve(
                    board.info,
                    contracts=MOST["contracts"],
                    cable_cars=MOST["cable cars"],
                    skyscrapers=MOST["skyscrapers"],
                    vp_tokens=MOST["tokens"],
                    discard_tokens=1,
                    completions=(1 << ROWS) - 1,
                    row_totals=(MOST["row total"],) * ROWS,
                    score=88.5,
                    leads=(1 << (CABLE_LEAD_BIT + 1)) - 1,  # every count on a gold plate
                )
            )
        scene.deck.set_count(MOST["deck"])
        scene.discard.set_count(MOST["deck"])
        scene.scoring.set_values(MOST["skyscrapers"], 0, (MOST["tokens"],) * 6, players)
        cut = cut_words(w)
        assert not cut, f"{size} at {scale:.0%}: {cut}"
        shown = {board.info.cable_cars for board in scene.boards.values()}
        assert shown == {MOST["cable cars"]}


def test_taken_cards_lie_whole_in_the_tray(qtbot, window):
    """Three cards (and every count up to more than a column shows whole) each in full sight."""
    w = window
    w.resize(1360, 850)
    m = w.model
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=4, first_player=0))
    state = m.state
    actions = []
    while len(state.columns[0]) < 3:  # both draw into column 1 until it holds three cards
        for action in (DRAW, PUT[0]):
            state, _ = apply(state, action)
            actions.append(action)
    for action in actions:
        assert m.submit(action)
    assert m.submit(TAKE[0])
    qtbot.waitUntil(lambda: not w.animator.busy and m.state.phase == Phase.PLACE)
    tray = m.state.tray
    assert len(tray) >= 3
    rects = [w.scene.cards[c].mapRectToScene(CARD_RECT) for c in tray]
    room = w.scene.layout.tray
    for a, b in itertools.combinations(rects, 2):
        assert not a.intersects(b), "no taken card hides part of another"
    assert all(room.contains(r) for r in rects)
    assert min(r.width() for r in rects) >= 0.9 * CARD_W * w.scene.layout.card, "and each is nearly full size"


@pytest.mark.parametrize(
    "scale", [TextScale(), TextScale(1.0, 0.533), TextScale(2.0, 0.95), TextScale(2.0, 0.533)]
)
def test_the_tray_shows_every_card_whole_up_to_a_whole_lane(qapp, scale):
    table = layout.table_layout(scale)
    room = table.tray_cards_rect()
    for count in range(1, max(12, table.lane_whole_cards()) + 1):
        rects = []
        for i in range(count):
            pos, s = table.tray_card_pos(i, count)
            rects.append(QRectF(pos.x(), pos.y(), CARD_W * s, CARD_H * s))
        for a, b in itertools.combinations(rects, 2):
            assert not a.intersects(b), (count, a, b)
        assert all(room.adjusted(-0.5, -0.5, 0.5, 0.5).contains(r) for r in rects), count
        assert rects[0].width() >= 0.3 * CARD_W, f"{count} cards stay in sight"
        if count <= 4:
            assert rects[0].width() >= 0.55 * CARD_W * table.card, f"{count} cards at a good size"


LONG_HINT = (
    "Take column 2: 3 cards (2 for Chinatown, 1 for Parks): raises a skyscraper, takes the medal "
    "and adds 2 cable cars (+3.5 projected points). It leaves column 1 to the next player "
    "(+2.0 projected points for them), and this sentence goes on to run to four lines or more."
)


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_prompts_title_keeps_its_size_over_a_long_hint(qtbot, window, scale):
    w = window
    w.resize(1360, 850)
    w.model.load_record(played_record(seats_for(2, kind="medium"), RICH_SEEDS[2], 0.5))
    w.aids.scale_actions[scale].trigger()
    qtbot.waitUntil(lambda: not w.animator.busy and w.scene.text.ui == scale)
    prompt = w.scene.prompt
    title_size = w.scene.text.size(prompt.title.design_size)
    prompt.say("Your turn", "Draw a card (click the deck, or D).")
    assert prompt.title.font().pixelSize() == round(title_size)
    prompt.say("Your turn", LONG_HINT)
    assert prompt.title.font().pixelSize() == round(title_size), "the title keeps its size"
    bottom = prompt.hint.y() + prompt.hint.boundingRect().height()
    assert bottom <= w.scene.layout.prompt.bottom() + 0.5, "the hint stays in the panel"
    assert prompt.hint.font().pixelSize() >= w.scene.text.floor - 0.5
    shown = prompt.hint.toPlainText()
    assert shown == LONG_HINT or (shown.endswith("…") and prompt.panel.toolTip() == LONG_HINT)


def test_a_replay_windows_table_cuts_no_district_name(qtbot, open_app):
    w = open_app(size=(1920, 1080))
    record = played_record(seats_for(2, kind="medium"), RICH_SEEDS[2], 0.85)
    w.model.load_record(record)
    replay = w.show_replay(record)
    try:
        qtbot.waitExposed(replay)
        wanted = replay.wanted_size()  # its usual size on a large screen, its table beside the review
        replay.resize(wanted)
        QApplication.processEvents()
        assert replay.stage.beside and replay.tabs.isVisible() and replay.view.fit_scale() < 0.55
        theme.text_audit = []
        try:
            for item in replay.scene.items():
                item.update()
            assert not replay.grab().isNull()
            cut = [(t, round(n), round(r)) for t, n, r in theme.text_audit if n > r + 0.5]
        finally:
            theme.text_audit = None
        assert not cut, cut
    finally:
        replay.close()


@pytest.mark.parametrize("language", ["en", "es", "it"])
def test_the_usual_prompts_show_whole_at_200_percent_in_a_small_window(qtbot, window, language):
    """Title on at most the lines the layout gives it, the hint whole under it."""
    from PySide6.QtCore import QCoreApplication

    from sf_desktop.words import languages

    w = window
    languages.install_language(language)
    try:
        w.resize(1024, 700)
        w.model.load_record(played_record(seats_for(4, kind="medium"), RICH_SEEDS[4], 0.5))
        w.aids.scale_actions[2.0].trigger()
        qtbot.waitUntil(lambda: not w.animator.busy and w.scene.text.ui == 2.0)
        tr = QCoreApplication.translate
        prompts = [
            (tr("Prompt", "Your turn"), tr("Prompt", "draw a card (click the deck, or D)")),
            (
                tr("Prompt", "Put the drawn card in a column"),
                tr("Prompt", "Drag it onto a column, or click a column (keys 1–3)."),
            ),
            (
                tr("Prompt", "Place your cards (%n left)", None, 3),
                tr("Prompt", "Drag each card to its row (or click it, keys 1–5). Done discards the rest."),
            ),
        ]
        prompt = w.scene.prompt
        for title, hint in prompts:
            prompt.say(title, hint)
            assert prompt.hint.toPlainText() == hint, f"the hint is whole: {prompt.hint.toPlainText()}"
            assert prompt.title.toPlainText() == title
            assert prompt.title.boundingRect().height() <= w.scene.layout.prompt_title_h + 2.5
            assert prompt.hint.font().pixelSize() >= w.scene.text.size(17) * 0.8 - 0.5
    finally:
        languages.install_language("en")


def test_the_end_banner_keeps_its_words_clear_of_its_edge(qtbot, window):
    """At 200% in a small window the winner's line shrinks to stand clear of the gold edge."""
    from PySide6.QtGui import QImage, QPainter

    w = window
    w.resize(1024, 700)
    w.aids.scale_actions[2.0].trigger()
    qtbot.waitUntil(lambda: w.scene.text.ui == 2.0)
    banner = w.scene.banner
    banner.set_text("Cleo gana con 88,5 PV.", "Fin de la partida")
    image = QImage(1920, 1080, QImage.Format.Format_ARGB32)
    theme.text_audit = []
    try:
        painter = QPainter(image)
        banner.paint(painter, None)
        painter.end()
        needed = {text: n for text, n, _ in theme.text_audit}
    finally:
        theme.text_audit = None
    width = banner.boundingRect().width()
    assert (width - needed["Cleo gana con 88,5 PV."]) / 2 >= 24, "the line stands clear of the edge"
