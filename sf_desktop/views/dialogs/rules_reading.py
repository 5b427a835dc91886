"""The rules reference laid out for a screen reader: the same words, read line by line.

Qt gives a screen reader a text document's characters as they are stored: each picture as
U+FFFC (Orca says "object"), each table's cells between U+FDD0 and U+FDD1 frame marks, the whole
table read as one line. Qt's bridge to AT-SPI has no hypertext interface that would say what
those characters stand for, so where a screen reader is on, the rules are shown in this form:
each picture becomes its alternative text (none for the small symbols, whose names stand beside
them), and each table row a paragraph ("Waterfront (1st row): blue; 1.5 VP token"). Links stay
links, and the dialog also lists the sections in a box of their own.
"""

from __future__ import annotations

import html
import re

_IMG = re.compile(r"<img\b[^>]*>", re.IGNORECASE)
_ALT = re.compile(r'\balt="([^"]*)"', re.IGNORECASE)
_TABLE = re.compile(r"<table\b[^>]*>(.*?)</table>", re.IGNORECASE | re.DOTALL)
_ROW = re.compile(r"<tr\b[^>]*>(.*?)</tr>", re.IGNORECASE | re.DOTALL)
_CELL = re.compile(r"<t([dh])\b[^>]*>(.*?)</t[dh]>", re.IGNORECASE | re.DOTALL)
_TAGS = re.compile(r"<[^>]+>")
_FIRST_SPACE = re.compile(r"^((?:<[^>]+>)*)\s+")
_LAST_SPACE = re.compile(r"\s+((?:</[^>]+>)*)$")


def picture_words(tag: str) -> str:
    """A picture's alternative text, or nothing (a symbol named by the words beside it)."""
    found = _ALT.search(tag)
    return found.group(1) if found else ""


def _blank(cell: str) -> bool:
    return not html.unescape(_TAGS.sub("", cell)).strip()


def _words(cell: str) -> str:
    """A cell's words on one line, with no space at either end (even inside its tags)."""
    text = " ".join(cell.replace("&nbsp;", " ").split())
    return _LAST_SPACE.sub(r"\1", _FIRST_SPACE.sub(r"\1", text))


def _row(cells: list[tuple[str, str]]) -> str:
    """One table row as a paragraph: the first cell, a colon, then the others apart by
    semicolons (a cell may hold commas); a header row in bold."""
    words = [_words(body) for _kind, body in cells if not _blank(body)]
    if not words:
        return ""
    line = words[0] + (": " + "; ".join(words[1:]) if len(words) > 1 else "")
    return f"<p><b>{line}</b></p>" if all(kind.lower() == "h" for kind, _ in cells) else f"<p>{line}</p>"


def _table(found: re.Match[str]) -> str:
    return "\n".join(filter(None, (_row(_CELL.findall(row)) for row in _ROW.findall(found.group(1)))))


def reading_form(text: str) -> str:
    """The rules' HTML with no picture and no table: what a screen reader reads line by line."""
    text = _IMG.sub(lambda found: picture_words(found.group(0)), text)
    return _TABLE.sub(_table, text)
