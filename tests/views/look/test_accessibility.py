"""Every player at the table: the colour-blind palette switched at runtime and checked on a real
screenshot under simulated colour blindness, districts told apart by glyph as well as colour,
the UI scale and the readable minimum, the keyboard paths (menus, the table, the guide), the
guided first game and the rules reference in the language shown."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from table_driver import record_until, settle

from sf_desktop.model.actions import DRAW, PUT, SpendContracts
from sf_desktop.model.cards import CARDS, ROWS, Color
from sf_desktop.model.record import Seat
from sf_desktop.storage.settings import Settings
from sf_desktop.views.aids.player_aids import apply_ui_scale
from sf_desktop.views.dialogs.game_dialogs import Setup
from sf_desktop.views.look import theme
from sf_desktop.views.look.colour_vision import RED_GREEN, Deficiency, ciede2000, simulate_image, to_lab
from sf_desktop.views.look.palettes import COLOUR_BLIND_SAFE, STANDARD, apply_palette, current_palette
from sf_desktop.views.table.items import Mark
from sf_desktop.views.window.main_window import MainWindow
from sf_desktop.words import languages


@pytest.fixture
def window(english, window):
    """The usual table; the standard palette, the normal UI scale and English come back after it."""
    yield window
    apply_palette(STANDARD)
    apply_ui_scale(1.0)


def played(qtbot, w: MainWindow, decisions: int = 40, seed: int = 58) -> None:
    """A few turns against random players, so that every row of the large board holds cards."""
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ada", "random"), Seat("Bo", "random")), seed=seed))
    rng = random.Random(seed)
    for _ in range(decisions):
        settle(qtbot, w)
        if w.model.state.is_over:
            break
        legal = w.model.legal_actions()
        w.model.submit(next((a for a in legal if type(a).__name__ == "Place"), None) or rng.choice(legal))
    settle(qtbot, w)


def window_rect(w: MainWindow, scene_rect: QRectF) -> QRect:
    r = w.view.mapFromScene(scene_rect).boundingRect()
    return QRect(w.view.viewport().mapTo(w, r.topLeft()), r.size())


def dominant(image: QImage, rect: QRect) -> QColor:
    counts = Counter(
        image.pixel(x, y) for x in range(rect.left(), rect.right()) for y in range(rect.top(), rect.bottom())
    )
    return QColor.fromRgb(counts.most_common(1)[0][0])


def tab_rects(w: MainWindow) -> dict[Color, QRect]:
    """Where the large board shows each district's tab (colour, pattern and glyph), in pixels."""
    g = w.scene.boards[w.scene.focus].geometry
    out = {}
    for row in range(ROWS):
        lab = g.label_rect(row)
        out[Color(row)] = window_rect(w, QRectF(lab.x() + 3, lab.y() + 6, 26, lab.height() - 12))
    return out


# ---------------------------------------------------------------------------- colours


def test_the_colour_blind_palette_repaints_the_table_at_runtime(qtbot, window):
    w = window
    played(qtbot, w, 20)
    placed = [
        c for row in w.model.state.players[w.scene.focus].rows for c in row if CARDS[c].color is not None
    ]
    card = next(c for c in placed if CARDS[c].color not in (Color.BLACK,))
    color = CARDS[card].color
    item = w.scene.cards[card]
    band = window_rect(w, item.mapRectToScene(QRectF(6, 6, 38, 88)))
    tabs = tab_rects(w)
    before = w.grab().toImage()
    assert dominant(before, band).name() == STANDARD.fills[color]
    w.aids.act_palette.trigger()
    assert w.aids.act_palette.isChecked() and current_palette() is COLOUR_BLIND_SAFE
    after = w.grab().toImage()
    assert dominant(after, band).name() == COLOUR_BLIND_SAFE.fills[color], "cards repainted"
    for c, rect in tabs.items():
        assert dominant(after, rect).name() == COLOUR_BLIND_SAFE.fills[c], f"the {c.name} row's tab"
    w.aids.act_palette.trigger()
    assert current_palette() is STANDARD
    assert dominant(w.grab().toImage(), band).name() == STANDARD.fills[color]


def glyph_mask(image: QImage, rect: QRect, fill: QColor) -> list[bool]:
    """The pixels of a district tab that stand out from its fill: its glyph (and pattern)."""
    lab = to_lab((fill.red(), fill.green(), fill.blue()))
    return [
        ciede2000(lab, to_lab((c.red(), c.green(), c.blue()))) > 25
        for y in range(rect.top(), rect.bottom())
        for x in range(rect.left(), rect.right())
        for c in [QColor(image.pixel(x, y))]
    ]


def test_districts_stay_apart_on_a_real_table_under_simulated_colour_blindness(qtbot, window, tmp_path):
    """A screenshot of the table, seen through deuteranopia and protanopia (Machado 2009): with the
    colour-blind palette every two district tabs differ in colour; with either palette every
    two tabs also differ in their glyph, so that no district depends on colour alone."""
    w = window
    played(qtbot, w, 12)
    tabs = tab_rects(w)
    for palette in (COLOUR_BLIND_SAFE, STANDARD):
        w.aids.set_colour_blind(palette is COLOUR_BLIND_SAFE, save=False)
        shot = w.grab().toImage()
        for kind in (Deficiency.NONE, *RED_GREEN):
            seen = shot if kind is Deficiency.NONE else simulate_image(shot, kind)
            seen.save(str(tmp_path / f"table-{palette.key}-{kind.value}.png"))
            fills = {c: dominant(seen, r) for c, r in tabs.items()}
            masks = {c: glyph_mask(seen, r, fills[c]) for c, r in tabs.items()}
            for a, b in itertools.combinations(tabs, 2):
                fa, fb = fills[a], fills[b]
                distance = ciede2000(
                    to_lab((fa.red(), fa.green(), fa.blue())), to_lab((fb.red(), fb.green(), fb.blue()))
                )
                if palette is COLOUR_BLIND_SAFE:
                    assert distance >= 12, (kind.value, a.name, b.name, round(distance, 1))
                differ = sum(x != y for x, y in zip(masks[a], masks[b], strict=True))
                assert differ >= 0.2 * max(sum(masks[a]), sum(masks[b])), (palette.key, kind.value, a, b)


def test_small_boards_show_each_districts_glyph(qtbot, window):
    w = window
    played(qtbot, w, 4)
    shot = w.grab().toImage()
    for seat, board in w.scene.boards.items():
        if seat == w.scene.focus:
            continue
        for row in range(ROWS):
            rect = window_rect(w, board.geometry.label_rect(row))
            fill = QColor(theme.district_color(Color(row)))
            inked = sum(glyph_mask(shot, rect, fill))
            assert inked >= 6, f"seat {seat}'s {Color(row).name} tab shows its glyph"


# ---------------------------------------------------------------------------- text size


def test_the_ui_scale_grows_the_words_and_none_gets_cut(qtbot, window):
    w = window
    played(qtbot, w, 6)
    base_font = QApplication.font().pointSizeF()
    base_log = w.scene.log.text.font().pixelSize()
    w.aids.scale_actions[1.5].trigger()
    assert QApplication.font().pointSizeF() == pytest.approx(base_font * 1.5)
    assert w.scene.log.text.font().pixelSize() >= base_log * 1.3
    theme.text_audit = []
    try:
        w.grab()
        cut = [t for t, needed, room in theme.text_audit if needed > room + 0.5]
    finally:
        theme.text_audit = None
    assert not cut, cut
    w.aids.scale_actions[1.0].trigger()
    assert QApplication.font().pointSizeF() == pytest.approx(base_font)


def test_words_on_the_table_never_get_smaller_than_the_readable_minimum(qtbot, window):
    w = window
    played(qtbot, w, 2)
    for size in ((1024, 600), (1280, 720), (1920, 1080)):
        w.resize(*size)
        qtbot.waitUntil(
            lambda s=size: w.view.width() > 0 and abs(w.scene.text.view - w.view.fit_scale()) < 1e-9
        )
        view = w.view.transform().m11()
        for item in (w.scene.prompt.hint, w.scene.log.text, w.scene.tray_hint, w.scene.drawn_caption):
            assert item.font().pixelSize() * view >= theme.MIN_TEXT_PX - 0.6, (size, item)
        for design in (11, 14, 15, 16, 17, 19):
            assert w.scene.text.size(design) * view >= theme.MIN_TEXT_PX - 0.3, (size, design)


class FakePrefs:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.saved: list[dict] = []

    def update(self, **changes) -> None:
        self.saved.append(changes)


def test_the_choices_come_from_the_settings_and_are_kept(window):
    w = window
    prefs = FakePrefs(Settings(language="it", ui_scale=1.25, colour_blind_palette=True))
    w.aids.attach(prefs)
    assert w.aids.language_actions["it"].isChecked() and w.aids.scale_actions[1.25].isChecked()
    assert w.aids.act_palette.isChecked() and current_palette() is COLOUR_BLIND_SAFE
    assert theme.ui_scale() == 1.25 and not prefs.saved, "applying settings writes nothing"
    w.aids.scale_actions[1.5].trigger()
    w.aids.act_palette.trigger()
    w.aids.language_actions["es"].trigger()
    assert prefs.saved == [{"ui_scale": 1.5}, {"colour_blind_palette": False}, {"language": "es"}]
    assert languages.current_language() == "es"


# ---------------------------------------------------------------------------- keyboard


def test_every_menu_has_its_own_access_keys_in_every_language(qtbot, window):
    w = window
    for language in ("en", "es", "it"):
        w.aids.set_language(language, save=False)
        QApplication.processEvents()
        menus = [w.menuBar(), *w.findChildren(QMenu)]
        for menu in menus:
            texts = [a.text() for a in menu.actions() if a.text() and a.isVisible()]
            keys = [t[t.index("&") + 1].lower() for t in texts if "&" in t]
            assert len(keys) == len(set(keys)), (language, texts)
        top = [a.text() for a in w.menuBar().actions() if a.text()]
        assert all("&" in t for t in top), top
        for act in (*w.menu_game.actions(), *w.menu_view.actions(), *w.menu_help.actions()):
            assert not act.text() or "&" in act.text(), (language, act.text())


def focus_on(qtbot, w: MainWindow, wanted) -> None:
    for _ in range(40):
        if w.scene.input.keys.focused is wanted:
            return
        QTest.keyClick(w.view.viewport(), Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {wanted!r}")


def test_a_turn_with_the_keyboard_only_and_a_visible_focus_ring(qtbot, window):
    w, m = window, window.model
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=9, first_player=0))
    settle(qtbot, w)
    w.view.setFocus()
    deck = w.scene.deck
    area = window_rect(w, deck.sceneBoundingRect())
    plain = w.grab(area).toImage()
    focus_on(qtbot, w, deck)
    ringed = w.grab(area).toImage()
    changed = sum(
        plain.pixel(x, y) != ringed.pixel(x, y)
        for x in range(0, plain.width(), 2)
        for y in range(0, plain.height(), 2)
    )
    assert changed > 40, "the focus ring shows"
    QTest.keyClick(w.view.viewport(), Qt.Key.Key_Return)
    settle(qtbot, w)
    assert m.record.actions == (DRAW,)
    focus_on(qtbot, w, w.scene.lanes[2])
    QTest.keyClick(w.view.viewport(), Qt.Key.Key_Space)
    settle(qtbot, w)
    assert m.record.actions == (DRAW, PUT[2])
    QTest.keyClick(w.view.viewport(), Qt.Key.Key_D)  # Ben draws with D, puts with 1
    settle(qtbot, w)
    QTest.keyClick(w.view.viewport(), Qt.Key.Key_1)
    settle(qtbot, w)
    assert m.record.actions == (DRAW, PUT[2], DRAW, PUT[0])
    QTest.keyClick(w.view, Qt.Key.Key_Right)  # into the column under the cursor: its first card
    card = w.scene.cards[m.state.columns[2][0]]
    assert w.scene.input.keys.focused is card and card._focus


def test_spending_the_token_is_reachable_by_keyboard(qtbot, window):
    w, m = window, window.model
    record = record_until(lambda legal: any(isinstance(a, SpendContracts) for a in legal))
    m.load_record(record)
    settle(qtbot, w)
    button = w.scene.spend_buttons[0]
    assert button.isVisible() and not w.scene.tray_hint.isVisible()
    w.view.setFocus()
    focus_on(qtbot, w, button)
    QTest.keyClick(w.view.viewport(), Qt.Key.Key_Return)
    settle(qtbot, w)
    assert isinstance(m.record.actions[-1], SpendContracts) and m.record.actions[-1].count == 1


def test_h_asks_for_a_hint_from_the_table(qtbot, window):
    w = window
    w.aids.hints.budget_ms = 30.0
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=9, first_player=0))
    settle(qtbot, w)
    w.view.setFocus()
    with qtbot.waitSignal(w.aids.hints.shown, timeout=10000):
        QTest.keyClick(w.view.viewport(), Qt.Key.Key_H)
    assert w.scene.deck.mark == Mark.HINT


# ---------------------------------------------------------------------------- learning


def test_the_guided_first_game_explains_the_decision_at_hand(qtbot, window):
    w = window
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=9, first_player=0))
    settle(qtbot, w)
    panel = w.aids.guide_panel
    assert not panel.isVisible()
    w.aids.act_guide.trigger()
    qtbot.waitUntil(panel.isVisible)
    assert panel.title.text() == "Placing a project"
    w.aids.set_language("es", save=False)
    qtbot.waitUntil(lambda: panel.title.text() == "Presentar un proyecto")
    assert panel.ok_button.text() == "Entendido"
    w.view.setFocus()
    QTest.keyClick(w, Qt.Key.Key_F6)
    assert panel.ok_button.hasFocus()
    QTest.keyClick(panel.ok_button, Qt.Key.Key_Space)
    assert not panel.isVisible() or panel.tip.topic != "place_project"
    w.aids.act_guide.trigger()
    assert not panel.isVisible() and not w.aids.guide_on


def test_the_rules_reference_opens_in_the_language_shown(qtbot, window):
    w = window
    w.aids.set_language("it", save=False)
    dialog = w.show_rules()
    qtbot.addWidget(dialog)
    assert dialog.language == "it" and dialog.windowTitle() == "Regole di San Francisco"
    dialog.close()
    w.aids.set_language("en", save=False)
    dialog = w.show_rules("scoring")
    qtbot.addWidget(dialog)
    assert dialog.language == "en"
