"""Read-only texts a screen reader reads line by line: the game log, the rules, the reasons of
the final score.

Qt gives a read-only text browser the role of static text: Orca says its name and none of its
words, and the arrow keys only scroll it. With a caret (the text selectable by keyboard, links
still followed) the arrows move the caret and the reader says each line it comes to. A text
that grows (a log) keeps its caret at the end, where its newest line is.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QTextBrowser

Flag = Qt.TextInteractionFlag


def read_by_caret(browser: QTextBrowser, links: bool = True) -> None:
    """Give ``browser`` a caret the arrows move, line by line, as a reader reads. Without
    ``links`` (a text with none) Tab does not look for one, which would put the caret back at
    the start."""
    flags = Flag.TextSelectableByMouse | Flag.TextSelectableByKeyboard
    if links:
        flags |= Flag.LinksAccessibleByMouse | Flag.LinksAccessibleByKeyboard
    browser.setTextInteractionFlags(flags)


def show_newest(browser: QTextBrowser, html: str) -> None:
    """Show ``html`` with the caret and the view at its end: reading starts at the newest line
    and goes back with Up."""
    browser.setHtml(html)
    browser.moveCursor(QTextCursor.MoveOperation.End)
    bar = browser.verticalScrollBar()
    bar.setValue(bar.maximum())
