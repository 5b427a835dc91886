"""Read-only texts a screen reader reads line by line: a caret the arrows move (Orca says the
line it comes to; without one it said "Game log label" and nothing of the log)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTextBrowser
from table_driver import settle

from sf_desktop.model.record import Seat
from sf_desktop.views.dialogs.game_dialogs import RulesDialog, Setup

Key = Qt.Key


def line_at_caret(browser: QTextBrowser) -> str:
    return browser.textCursor().block().text()  # a paragraph of the rules


def test_the_game_log_is_read_from_its_newest_line_back(qtbot, window):
    w = window
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=9, first_player=0))
    settle(qtbot, w)
    w.log_dock.show()
    for _ in range(2):  # Ana draws and puts the card in a column, twice (Ben too)
        w.model.submit(w.model.legal_actions()[0])
        settle(qtbot, w)
        w.model.submit(w.model.legal_actions()[0])
        settle(qtbot, w)
    log = w.log_browser
    assert log.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByKeyboard
    log.setLineWrapMode(QTextBrowser.LineWrapMode.NoWrap)  # a line of the log is a line on screen
    text = log.toPlainText()
    lines = text.splitlines()
    assert len(lines) >= 2
    assert log.textCursor().atEnd(), "the caret waits at the newest line"
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    w.view.setFocus()
    for _ in range(12):  # Tab from the table to the log, as a player goes
        QTest.keyClick(QApplication.focusWidget(), Key.Key_Tab)
        if log.hasFocus():
            break
    assert log.hasFocus()
    assert log.textCursor().atEnd(), "still at the newest line when Tab reaches the log"
    QTest.keyClick(log, Key.Key_Up)
    QApplication.processEvents()
    at = log.textCursor().position()
    last_start = len(text) - len(lines[-1])
    assert last_start - len(lines[-2]) - 1 <= at < last_start, "Up reads the line before"


def test_the_rules_summary_has_a_caret_the_arrows_move(qtbot, window):
    dialog = RulesDialog(window)
    qtbot.addWidget(dialog)
    text = dialog.findChild(QTextBrowser)
    assert text.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByKeyboard
    text.setFocus()
    first = line_at_caret(text)
    QTest.keyClick(text, Key.Key_Down)
    assert line_at_caret(text) != first
