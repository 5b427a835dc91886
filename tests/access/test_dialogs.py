"""Everything outside the table by keyboard and screen reader: in every dialog and window,
Tab reaches each control a person may use, and each says what it is (its accessible name,
or the label a screen reader reads with it) in the language shown."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPushButton,
    QSlider,
    QTabBar,
    QTextEdit,
    QWidget,
)
from table_driver import record_until, settle

from sf_desktop.model.rules import apply
from sf_desktop.model.save_format import LoadedGame
from sf_desktop.model.scoring import score
from sf_desktop.storage.save_store import Resume
from sf_desktop.storage.stats import compute
from sf_desktop.views.access import factory
from sf_desktop.views.aids.guide import BONUSES, tip_for
from sf_desktop.views.dialogs.game_dialogs import NewGameDialog, RulesDialog, default_setup
from sf_desktop.views.dialogs.keys_help import KeysDialog
from sf_desktop.views.dialogs.resume import ResumeDialog, SecondCopyDialog
from sf_desktop.views.dialogs.rules_reference import RulesReferenceDialog
from sf_desktop.views.dialogs.statistics import StatsDialog
from sf_desktop.views.dialogs.unsaved import UnsavedGameBox
from sf_desktop.views.panels.score_breakdown import ScoreDialog, category_value, pts
from sf_desktop.words import languages

CONTROLS = (
    QAbstractButton,
    QComboBox,
    QLineEdit,
    QAbstractSpinBox,
    QAbstractItemView,
    QTextEdit,
    QSlider,
    QTabBar,
)
Name = QAccessible.Text.Name


def spoken(widget: QWidget) -> str:
    """What a screen reader says a control is: its label (the buddy that names it) and its
    name (on Linux a combo box's name is its current choice; its label comes by relation)."""
    iface = QAccessible.queryAccessibleInterface(widget)
    labels = [
        other.text(Name) for other, relation in iface.relations() if relation & QAccessible.RelationFlag.Label
    ]
    return " ".join([*labels, iface.text(Name)]).strip()


def label(widget: QWidget) -> str:
    """The label that names a combo box (on Linux its own name is its current choice)."""
    iface = QAccessible.queryAccessibleInterface(widget)
    named = [o.text(Name) for o, r in iface.relations() if r & QAccessible.RelationFlag.Label]
    return " ".join(named) or widget.accessibleName()


def controls(top: QWidget) -> list[QWidget]:
    """The controls of ``top`` a person may use now (a composite's inner parts left out)."""
    found = []
    for w in top.findChildren(QWidget):
        if not isinstance(w, CONTROLS) or not w.isVisible() or not w.isEnabled():
            continue
        if not w.focusPolicy() & Qt.FocusPolicy.TabFocus or w.window() is not top:
            continue
        if w.objectName().startswith("qt_") or isinstance(w.parentWidget(), QComboBox | QAbstractSpinBox):
            continue
        found.append(w)
    return found


def tab_round(top: QWidget, limit: int = 400) -> list[QWidget]:
    """The widgets Tab goes through from where the keyboard is, once round (a widget may keep
    it for several presses: the links of a text, the cells of a table)."""
    seen: list[QWidget] = []
    current = QApplication.focusWidget()
    for _ in range(limit):
        if current is None or (len(seen) > 1 and current is seen[0] and seen[-1] is not current):
            break
        seen.append(current)
        QTest.keyClick(current, Qt.Key.Key_Tab)
        QApplication.processEvents()
        current = QApplication.focusWidget()
    return seen


def audit(qtbot, top: QWidget) -> QWidget | None:
    """Show ``top``; every control is reached by Tab and says what it is. The first focus."""
    top.show()
    qtbot.waitExposed(top)
    top.activateWindow()
    QApplication.processEvents()
    first = QApplication.focusWidget()
    if first is None or first.window() is not top:
        first = None
        controls(top)[0].setFocus(Qt.FocusReason.TabFocusReason)
    reached = tab_round(top)
    missed = [f"{type(w).__name__} {spoken(w)!r}" for w in controls(top) if w not in reached]
    assert not missed, f"not reached by Tab: {missed}"
    unnamed = [f"{type(w).__name__} {w.objectName()!r}" for w in controls(top) if not spoken(w)]
    unnamed += [
        f"{type(w).__name__} {spoken(w)!r}"
        for w in controls(top)
        if isinstance(w, QComboBox) and not label(w)
    ]
    assert not unnamed, f"no name for a screen reader: {unnamed}"
    return first


@pytest.fixture
def window(english, window):
    factory.install()
    return window


def finished_game():
    record = record_until(lambda legal: not legal, 3)
    state, states = record.initial_state(), []
    states.append(state)
    for action in record.actions:
        state, _ = apply(state, action)
        states.append(state)
    return record, states


DIALOGS: dict[str, Callable] = {
    "new game": lambda w, game: NewGameDialog(default_setup(), w),
    "rules in brief": lambda w, game: RulesDialog(w),
    "rules reference": lambda w, game: RulesReferenceDialog(languages.current_language() or None, None, w),
    "unsaved game": lambda w, game: UnsavedGameBox("new", False, w),
    "resume": lambda w, game: ResumeDialog(Resume(LoadedGame(game[0], game[1][-2])), w),
    "second copy": lambda w, game: SecondCopyDialog(w),
    "keys": lambda w, game: KeysDialog(w),
    "statistics": lambda w, game: StatsDialog(
        compute([LoadedGame(game[0], game[1][-1])], "Ana"), w, [LoadedGame(game[0], game[1][-1])]
    ),
}


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("which", list(DIALOGS))
def test_every_dialog_is_reached_by_tab_and_named(qtbot, window, which, language):
    languages.install_language(language)
    dialog = DIALOGS[which](window, finished_game())
    qtbot.addWidget(dialog)
    audit(qtbot, dialog)


def test_the_score_screen_gives_the_keyboard_to_its_table(qtbot, window):
    """The points by category take the keyboard first, read cell by cell with the arrows; the
    reasons, the chart and the buttons follow by Tab."""
    _, states = finished_game()
    dialog = ScoreDialog(score(states[-1]), states[-1], ["Ana", "Ben"], window, states=states)
    qtbot.addWidget(dialog)
    first = audit(qtbot, dialog)
    assert first is dialog.table
    item = dialog.table.currentItem()
    assert item is not None and dialog.table.verticalHeaderItem(dialog.table.currentRow()).text() == "Total"
    languages.install_language("es")
    QApplication.processEvents()
    again = ScoreDialog(score(states[-1]), states[-1], ["Ana", "Ben"], window, states=states)
    qtbot.addWidget(again)
    audit(qtbot, again)
    assert again.table.accessibleName() == "Puntos por categoría"


def test_the_score_screen_is_read_whole_by_a_screen_reader(qtbot, window):
    """A reader says a table's cell without its headers ("3.5") and a read-only text by its name
    alone: each cell names its category and player, the reasons' name holds them, and a caret
    reads them line by line."""
    _, states = finished_game()
    b = score(states[-1])
    dialog = ScoreDialog(b, states[-1], ["Ana", "Ben"], window, states=states)
    qtbot.addWidget(dialog)
    audit(qtbot, dialog)
    table = QAccessible.queryAccessibleInterface(dialog.table)
    cells = [table.child(i) for i in range(table.childCount())]
    said = {c.text(Name) for c in cells if c.role() == QAccessible.Role.Cell}
    ana, ben = (category_value(b, seat, "total") for seat in (0, 1))
    assert f"Total, Ana: {pts(ana)}" in said and f"Total, Ben: {pts(ben)}" in said
    assert any(s.startswith("Cable cars, Ana: ") and " cars" in s for s in said)
    reasons = QAccessible.queryAccessibleInterface(dialog.details)
    lines = [line for line in dialog.details.toPlainText().splitlines() if line.strip()]
    assert len(lines) > 2
    assert reasons.text(Name) == "Why these ranks: " + " ".join(" ".join(lines).split())
    assert dialog.details.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByKeyboard


def test_a_tab_page_is_entered_without_a_word_for_its_stack(qtbot, window):
    """Qt calls a tab widget's stack of pages a layered pane, and Orca said "layered pane" each
    time Tab went from a tab into its page; as a pane with no name it is passed over."""
    _, states = finished_game()
    dialog = ScoreDialog(score(states[-1]), states[-1], ["Ana", "Ben"], window, states=states)
    qtbot.addWidget(dialog)
    stack = QAccessible.queryAccessibleInterface(dialog.details).parent()
    assert stack.object() is dialog.details.parentWidget()
    assert stack.role() == QAccessible.Role.Pane and stack.text(Name) == ""
    assert stack.parent().object() is dialog.tabs


def test_the_score_chart_is_reached_and_read(qtbot, window):
    record, _ = finished_game()
    window.model.load_record(record)
    settle(qtbot, window)
    dialog = window.aids.show_chart()
    audit(qtbot, dialog)
    chart = dialog.chart
    iface = QAccessible.queryAccessibleInterface(chart)
    assert iface.text(Name) == "Score over the game"
    assert iface.text(QAccessible.Text.Description).startswith("final score: Ana: ")


def test_the_replay_and_its_review_are_reached_by_tab(qtbot, window):
    record, _ = finished_game()
    replay = window.show_replay(record)
    qtbot.addWidget(replay)
    audit(qtbot, replay)
    replay.panel_button.click()  # the log, the review and the chart, over the table or beside it
    assert replay.tabs.isVisible()
    replay.tabs.setCurrentWidget(replay.panel)
    audit(qtbot, replay)


def test_the_welcome_is_reached_by_tab_and_named(qtbot, window):
    window.show_welcome()
    QApplication.processEvents()
    window.session_welcome = None
    found = audit(qtbot, window)
    assert found is None or found.window() is window


@pytest.mark.parametrize(("language", "heading"), [("en", "Bonuses"), ("es", "Bonificaciones")])
def test_the_rules_open_at_a_section_with_the_caret_on_its_heading(qtbot, window, language, heading):
    """The guide's "Read more" opens the rules at its section: a screen reader reads on from
    the caret, so the caret stands on the section's heading and the text has the keyboard."""
    languages.install_language(language)
    window.aids.guide_panel.show_tip(tip_for(BONUSES))
    with qtbot.waitSignal(window.aids.rules_requested):
        window.aids.guide_panel.more_button.click()
    dialog = next(d for d in window.findChildren(RulesReferenceDialog) if d.isVisible())
    qtbot.waitExposed(dialog)
    assert dialog.browser.textCursor().block().text() == heading
    assert dialog.focusWidget() is dialog.browser


@pytest.mark.parametrize(
    ("language", "lines"),
    [
        ("en", ["Waterfront (1st row) blue", "Financial (2nd row) gray", "Parks (5th row) green"]),
        ("es", ["Puerto (1.ª fila) azul", "Financiero (2.ª fila) gris", "Parques (5.ª fila) verde"]),
    ],
)
def test_the_rules_colour_table_says_each_colour_in_words(qtbot, window, language, lines):
    """The table of districts and colours is read with the colour's name, not a blank swatch."""
    languages.install_language(language)
    dialog = RulesReferenceDialog(language, None, window)
    qtbot.addWidget(dialog)
    text = " ".join(dialog.browser.toPlainText().replace("\u00a0", " ").split())
    for line in lines:
        assert line in text


def test_the_score_screen_has_no_unnamed_stop_and_its_buttons_in_screen_order(qtbot, window):
    """Every stop of Tab on the score screen says what it is (its scroll area was one that
    did not), and Tab takes the buttons in the order they stand on the screen."""
    _, states = finished_game()
    dialog = ScoreDialog(score(states[-1]), states[-1], ["Ana", "Ben"], window, states=states)
    qtbot.addWidget(dialog)
    audit(qtbot, dialog)
    dialog.table.setFocus()
    stops = tab_round(dialog)
    assert not [type(w).__name__ for w in stops if not spoken(w)]
    buttons = [w for w in stops if isinstance(w, QPushButton)]
    by_place = sorted(buttons, key=lambda b: b.mapTo(dialog, b.rect().topLeft()).x())
    assert [b.text() for b in buttons] == [b.text() for b in by_place]


def test_the_welcome_is_walked_in_screen_order_without_an_empty_table_and_its_heading_said(qtbot, window):
    """Tab round the welcome goes as the card reads (the two lists above the choices came last),
    with no stop on the empty table under it; its heading is said when it appears."""
    window.show_welcome()
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    QApplication.processEvents()
    stops = tab_round(window)
    assert window.view not in stops
    start = min(range(len(stops)), key=lambda i: stops[i].mapTo(window, stops[i].rect().topLeft()).y())
    cycle = stops[start:] + stops[:start]
    places = [
        (w.mapTo(window, w.rect().topLeft()).y(), w.mapTo(window, w.rect().topLeft()).x()) for w in cycle
    ]
    assert places == sorted(places), [spoken(w) for w in cycle]
    welcome = window.findChild(QWidget, "welcome-panel")
    assert welcome.announcer.said[-1].startswith("Welcome to San Francisco. Plan a city")


def test_an_empty_field_reached_by_tab_takes_the_keyboard_as_if_clicked(qtbot, window, monkeypatch):
    """Qt's field selects its text when Tab reaches it, and tells of the selection before the
    focus: Orca 43 then said nothing of an empty field (the seed). An empty field takes the
    focus as if clicked into; a field with words still selects them for retyping."""
    reasons: dict[str, Qt.FocusReason] = {}
    plain = QLineEdit.focusInEvent

    def seen(self, event):
        reasons[self.accessibleName() or self.text()] = event.reason()
        plain(self, event)

    monkeypatch.setattr(QLineEdit, "focusInEvent", seen)
    dialog = NewGameDialog(default_setup(), window)
    qtbot.addWidget(dialog)
    dialog.seed.clear()
    audit(qtbot, dialog)  # Tab round the whole dialog
    seed = dialog.seed.accessibleName() or ""
    assert reasons[seed] == Qt.FocusReason.OtherFocusReason
    named = dialog.names[0]
    assert named.text() and reasons[named.accessibleName() or named.text()] in (
        Qt.FocusReason.TabFocusReason,
        Qt.FocusReason.BacktabFocusReason,
    )
