"""Alt and a letter: in every window and dialog, in every language, each underlined letter
leads to one thing. Where two things shown together share a letter, Alt and that letter goes
to the first of them and the keyboard loses the quick way to the other (the Italian welcome's
"&Avversari" took Alt+A from the Help menu, "&Aiuto")."""

from __future__ import annotations

from collections import defaultdict

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QMenu,
    QMenuBar,
    QTabWidget,
    QWidget,
)
from test_dialogs import DIALOGS, finished_game

from sf_desktop.model.scoring import score
from sf_desktop.views.online.play_dialog import InvitationDialog
from sf_desktop.views.panels.score_breakdown import ScoreDialog

LANGUAGES = ["en", "es", "it"]

pytestmark = pytest.mark.usefixtures("private_home", "english")


def mnemonic(text: str) -> str | None:
    """The letter ``text`` underlines ("&Help" → "h"), None for none ("&&" is an ampersand)."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].casefold()
            i += 1
        i += 1
    return None


def letters(top: QWidget) -> dict[str, list[str]]:
    """Every underlined letter of what ``top`` shows now (its menu bar, the labels that lead to
    a control, buttons, group boxes, tabs) and the texts that underline it."""
    found: dict[str, list[str]] = defaultdict(list)

    def add(text: str) -> None:
        letter = mnemonic(text)
        if letter is not None:
            found[letter].append(text)

    for bar in top.findChildren(QMenuBar):
        for action in bar.actions():
            if action.isVisible():
                add(action.text())
    for widget in top.findChildren(QWidget):
        if widget.window() is not top or not widget.isVisibleTo(top):
            continue
        if isinstance(widget, QAbstractButton) or (isinstance(widget, QLabel) and widget.buddy()):
            add(widget.text())
        elif isinstance(widget, QGroupBox):
            add(widget.title())
        elif isinstance(widget, QTabWidget):
            for i in range(widget.count()):
                add(widget.tabText(i))
    return found


def clashes(top: QWidget) -> dict[str, list[str]]:
    return {letter: texts for letter, texts in letters(top).items() if len(texts) > 1}


def menu_clashes(menu: QMenu) -> list[tuple[str, list[str]]]:
    """The letters two items of ``menu`` (or of a menu in it) share, with the menu's title."""
    found: dict[str, list[str]] = defaultdict(list)
    inner: list[tuple[str, list[str]]] = []
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        letter = mnemonic(action.text())
        if letter is not None:
            found[letter].append(action.text())
        if action.menu() is not None:
            inner += menu_clashes(action.menu())
    return [(menu.title(), texts) for texts in found.values() if len(texts) > 1] + inner


def test_a_letter_is_read_as_qt_reads_it():
    assert [mnemonic(t) for t in ("&Help", "Ay&uda", "Save && quit", "A && &B", "None", "End&")] == [
        "h",
        "u",
        None,
        "b",
        None,
        None,
    ]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_window_its_welcome_and_its_menus_give_each_letter_once(qtbot, open_app, language):
    w = open_app(size=(1024, 700), resume=None)
    qtbot.waitUntil(lambda: w.session.welcome is not None and w.session.welcome.isVisible())
    w.aids.language_actions[language].trigger()
    QApplication.processEvents()
    assert mnemonic(w.menu_game.title()) is not None  # in the language chosen: it underlines one
    assert clashes(w) == {}
    for action in w.menuBar().actions():
        assert menu_clashes(action.menu()) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_dialog_gives_each_letter_once(qtbot, open_app, language):
    w = open_app(size=(1024, 700))
    w.aids.language_actions[language].trigger()
    QApplication.processEvents()
    record, states = finished_game()
    dialogs = {name: make(w, (record, states)) for name, make in DIALOGS.items()}
    dialogs["invitation"] = InvitationDialog(w)
    dialogs["score"] = ScoreDialog(score(states[-1]), states[-1], ["Ana", "Ben"], w, states=states)
    for name, dialog in dialogs.items():  # the window's own: they go with it
        dialog.show()
        QApplication.processEvents()
        assert clashes(dialog) == {}, name
        dialog.close()
    try:
        play = w.online.open_play_dialog()
        for tab in range(play.tabs.count()):  # each tab's page with the tabs themselves
            play.tabs.setCurrentIndex(tab)
            QApplication.processEvents()
            assert clashes(play) == {}, play.tabs.tabText(tab)
        play.close()
        w.online.open_games()
        games = next(d for d in QApplication.topLevelWidgets() if d.objectName() == "online-games-dialog")
        assert clashes(games) == {}
        games.close()
    finally:
        w.online.shutdown()
    replay = w.show_replay(record)
    qtbot.waitExposed(replay)
    for tab in range(replay.tabs.count()):
        replay.tabs.setCurrentIndex(tab)
        QApplication.processEvents()
        assert clashes(replay) == {}, replay.tabs.tabText(tab)
    replay.close()
