"""The rules reference as a screen reader meets it through AT-SPI (:mod:`atspi_harness`): its
text in words only, with no picture or frame mark among them, and every section its links
lead to in a list beside it, which takes the caret there."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from atspi_harness import APP_NAME, flatten, missing, run_with_reader

from sf_desktop.views.dialogs.rules_reference import rules_document, section_headings

pytestmark = [pytest.mark.slow, pytest.mark.skipif(bool(missing()), reason=missing() or "ready")]

APP = Path(__file__).resolve().parent / "access_app.py"
MARKS = ("\ufffc", "\ufdd0", "\ufdd1")  # a picture, a frame's start and end, as Qt stores them


def test_the_rules_text_is_words_only_and_every_section_is_reachable_by_name(tmp_path):
    """The text a reader gets holds no U+FFFC or U+FDD0/FDD1: pictures are their alternative
    text, tables one line a row; the list of sections holds every section the links lead to,
    by its heading; going down it puts the text's caret at each heading, and Enter there
    takes the keyboard to the text; Tab (here Shift+Tab) onto a link of the text says its
    words and that it is a link (Qt tells a reader nothing of it)."""
    text = {"role": "label", "name": "Rules of San Francisco"}
    box = {"role": "list", "name": "Sections"}
    answer = run_with_reader(
        [sys.executable, str(APP), json.dumps({"open": ["rules"]})],
        [
            {"do": "app", "name": APP_NAME, "timeout": 60},
            {"do": "wait", "where": {"role": "dialog", "name": "Rules of San Francisco"}, "timeout": 30},
            {"do": "read", "where": text, "text": True, "as": "text"},
            {"do": "tree", "where": box, "depth": 3, "as": "sections"},
            {"do": "activate", "title": "Rules of San Francisco"},
            {"do": "keys", "keys": ["alt+s", "Down"]},
            {"do": "read", "where": text, "text": True, "as": "at the cards"},
            {"do": "keys", "keys": ["Return"]},
            {"do": "event", "type": "focus:", "contains": "Rules of San Francisco"},
            {"do": "keys", "keys": ["shift+Tab"]},
            {"do": "event", "type": "object:announcement", "contains": ", link", "as": "link"},
            {"do": "action", "where": {"role": "push button", "name": "Quit"}},
        ],
        home=tmp_path,
    )
    error = answer["error"]
    assert error is None, f"{error}\n{answer['app_log'][-1500:]}"
    results = {r["as"]: r["result"] for r in answer["results"] if "as" in r}
    words = results["text"]["text"]
    assert not [m for m in MARKS if m in words], [hex(ord(m)) for m in MARKS if m in words]
    assert "Waterfront (1st row): blue; 1.5 VP token" in words, words[:3000]
    assert "A project card: its coloured band with the value" in words
    headings = [heading for _anchor, heading in section_headings(rules_document("en")[1])]
    named = [n["name"] for n in flatten(results["sections"]) if n["role"] == "list item"]
    assert named == headings and len(headings) == 17, named
    assert results["at the cards"]["caret_line"].strip() == "The cards"
    link = results["link"]["data"].removesuffix(", link")
    assert link in set(re.findall(r'<a href="#[a-z]+">([^<]+)</a>', rules_document("en")[1])), link
    assert answer["app_rc"] == 0, answer["app_log"][-2000:]
