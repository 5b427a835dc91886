"""Counts read right in every language: each count of a thing is a Qt plural (``%n``), every
counted message says 1 in the singular and 2 in the plural in English, Spanish and Italian, and
the words a person reads (log, hints, review, prompt) do too."""

from __future__ import annotations

import ast
import re
import sys

import pytest
from builders import empty_city, table
from conftest import ROOT
from PySide6.QtCore import QCoreApplication

from sf_desktop.model.actions import TAKE, SpendContracts
from sf_desktop.model.affordances import affordances
from sf_desktop.model.events import ColumnTaken
from sf_desktop.model.history import Step
from sf_desktop.model.reasons import Effects
from sf_desktop.model.rules import legal_actions, new_game
from sf_desktop.model.state import Phase
from sf_desktop.words import languages
from sf_desktop.words.hints import effect_phrases
from sf_desktop.words.log import GameLog
from sf_desktop.words.people import Cast
from sf_desktop.words.prompts import prompt
from sf_desktop.words.review import move_phrase

sys.path.insert(0, str(ROOT / "tools"))
from update_translations import extract

translate = QCoreApplication.translate
LANGUAGES = ("en", "es", "it")

# A number before the plural of a thing, or a verb that agrees with it: read with 1, they are
# wrong ("1 cards", "quedan 1"); before the singular, read with 2 ("2 card").
PLURAL_AFTER_ONE = {
    "en": r"\b1 (cards|contracts|skyscrapers|cable cars|cars|tokens|decisions|games)\b",
    "es": r"\b1 (cartas|contratos|tranvías|fichas|decisiones|partidas)\b|\b(quedan|Quedan) 1\b",
    "it": r"\b1 (carte|contratti|grattacieli|segnalini|decisioni|partite)\b|\b(restano|Restano) 1\b",
}
SINGULAR_AFTER_TWO = {
    "en": r"\b2 (card|contract|skyscraper|cable car|car|token|decision|game)\b",
    "es": r"\b2 (carta|contrato|tranvía|ficha|decisión|partida)\b|\b(queda|Queda) 2\b",
    "it": r"\b2 (carta|contratto|grattacielo|segnalino|decisione|partita)\b|\b(resta|Resta) 2\b",
}
# A count written into a sentence by hand: a placeholder before the plural of a thing, or a 1
# before its singular (the other half of an "if n == 1" by hand). "the {2} card" is an ordinal.
SINGULAR = "card|contract|skyscraper|cable car|car|token|decision|game|turn"
PLURAL = "cards|contracts|skyscrapers|cable cars|cars|tokens|decisions|games|turns"
HAND_COUNT = re.compile(rf"\{{[^{{}}]*\}} ({PLURAL})\b|\b1 ({SINGULAR})\b")


@pytest.fixture
def speaking(qapp, english):
    """``speaking(language)``: install it (English comes back after the test)."""
    return languages.install_language


def counted_messages():
    return [m for m in extract() if m.numerus]


def test_no_count_is_written_by_hand():
    """Every translated sentence of the app that counts things does it with ``%n``: "1 cards"
    and "quedan 1" come from a number formatted into a plural."""
    found = []
    for path in sorted((ROOT / "sf_desktop").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            if name not in ("translate", "tr", "QT_TRANSLATE_NOOP"):
                continue
            for arg in node.args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and "%n" not in arg.value:
                    if HAND_COUNT.search(arg.value):
                        found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {arg.value}")
    assert found == []


def test_there_are_counted_messages_to_check():
    sources = {m.source for m in counted_messages()}
    assert {"took column {0}: %n cards", "raises %n skyscrapers", "Place your cards (%n left)"} <= sources
    assert len(sources) >= 25


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_counted_message_reads_right_with_1_and_2(speaking, language):
    speaking(language)
    wrong = []
    for m in counted_messages():
        one = translate(m.context, m.source, m.comment or None, 1)
        two = translate(m.context, m.source, m.comment or None, 2)
        if "%n" in one + two or re.search(PLURAL_AFTER_ONE[language], one, re.IGNORECASE):
            wrong.append(one)
        if re.search(SINGULAR_AFTER_TWO[language], two, re.IGNORECASE):
            wrong.append(two)
        if "2" not in two:
            wrong.append(f"no count in {two!r}")
        if language != "en" and one == m.source.replace("%n", "1"):
            wrong.append(f"untranslated: {one!r}")
    assert wrong == []


SAID = {
    # (the words, with 1, with 2), per language
    "en": (
        ("Ana took column 1: 1 card.", "Ana took column 1: 2 cards."),
        ("raises a skyscraper", "raises 2 skyscrapers"),
        ("Place your card (1 left)", "Place your cards (2 left)"),
        ("Discarding a contract", "Discarding 2 contracts"),
        ("1 card left in the deck.", "2 cards left in the deck."),
    ),
    "es": (
        ("Ana tomó la columna 1: 1 carta.", "Ana tomó la columna 1: 2 cartas."),
        ("levanta un Rascacielos", "levanta 2 Rascacielos"),
        ("Coloca tu carta (queda 1)", "Coloca tus cartas (quedan 2)"),
        ("Descartar un contrato", "Descartar 2 contratos"),
        ("Queda 1 carta en el mazo.", "Quedan 2 cartas en el mazo."),
    ),
    "it": (
        ("Ana ha preso la colonna 1: 1 carta.", "Ana ha preso la colonna 1: 2 carte."),
        ("innalza un grattacielo", "innalza 2 grattacieli"),
        ("Colloca la tua carta (ne resta 1)", "Colloca le tue carte (ne restano 2)"),
        ("Scartare un contratto", "Scartare 2 contratti"),
        ("Resta 1 carta nel mazzo.", "Restano 2 carte nel mazzo."),
    ),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_words_a_person_reads_count_right(speaking, language):
    """Through the functions that say them: the log, a hint, the prompt, the review, the
    resume question."""
    speaking(language)
    said = []
    for n in (1, 2):
        log = GameLog(("Ana", "Ada"))
        start = new_game(2, seed=1)
        taken = ColumnTaken(0, 0, tuple(range(n)))
        log.add(Step(index=1, seat=0, action=TAKE[0], events=(taken,), before=start, after=start))
        placing = table([empty_city(), empty_city()], phase=Phase.PLACE, tray=["B13", "B14"][:n])
        title, _ = prompt(placing, Cast(("Ana", "Ada"), 0), affordances(legal_actions(placing)), -1)
        said.append(
            (
                log.sentences()[-1],
                effect_phrases(Effects(skyscrapers=n))[0],
                title,
                move_phrase(SpendContracts(n), placing),
                translate("Resume", "%n cards left in the deck.", None, n),
            )
        )
    assert list(zip(*said, strict=True)) == list(SAID[language])


def test_a_table_window_of_the_tests_speaks_as_the_app_does(qtbot, english, monkeypatch):
    """The GUI tests' and tools' window (``table_driver.table_window``) speaks English when no
    language was chosen, as the app always speaks one: a log read there says "1 card"."""
    from table_driver import table_window

    for translator in languages._installed:
        QCoreApplication.removeTranslator(translator)
    monkeypatch.setattr(languages, "_installed", [])
    monkeypatch.setattr(languages, "_current", "")
    assert translate("Log", "took column {0}: %n cards", None, 1) == "took column {0}: 1 cards"
    w = table_window()
    qtbot.addWidget(w)
    assert translate("Log", "took column {0}: %n cards", None, 1) == "took column {0}: 1 card"
    w.model.shutdown()
