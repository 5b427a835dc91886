"""Languages: the .ts sources are complete and agree with the code and the compiled .qm files;
switching language at runtime retranslates the open window; the table in each language at
1280x720 shows every word of its main controls whole."""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from conftest import ROOT
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLabel

from sf_desktop.model.actions import DRAW, PUT, TAKE
from sf_desktop.model.cards import LAYOUT
from sf_desktop.model.record import Seat
from sf_desktop.views.dialogs.game_dialogs import Setup
from sf_desktop.views.look import theme
from sf_desktop.views.window.main_window import MainWindow
from sf_desktop.words import languages
from sf_desktop.words.glossary import DISTRICT_NAMES

FOLDER = ROOT / "sf_desktop" / "resources" / "translations"
TS_FILES = sorted(FOLDER.glob("*.ts"))
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n")
TAG = re.compile(r"</?[a-z0-9]+")

sys.path.insert(0, str(ROOT / "tools"))
from update_translations import extract  # noqa: E402


def messages(path: Path):
    """(context, source, comment, numerus, translation element) of every entry."""
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            yield (
                name,
                m.findtext("source"),
                m.findtext("comment") or "",
                m.get("numerus") == "yes",
                m.find("translation"),
            )


# ---------------------------------------------------------------------------- the sources


def test_there_are_spanish_italian_and_english_sources():
    assert [p.name for p in TS_FILES] == ["sf_desktop_en.ts", "sf_desktop_es.ts", "sf_desktop_it.ts"]
    for path in TS_FILES:
        assert path.with_suffix(".qm").is_file(), f"{path.name} is not compiled"


@pytest.mark.parametrize("path", TS_FILES, ids=lambda p: p.name)
def test_no_entry_is_unfinished_or_obsolete(path):
    entries = list(messages(path))
    assert entries
    bad = [(c, s) for c, s, _, _, t in entries if t.get("type") in ("unfinished", "obsolete", "vanished")]
    assert not bad, f"{len(bad)} entries of {path.name} to translate, e.g. {bad[:3]}"
    for context, source, _, numerus, translation in entries:
        if numerus:
            forms = [f.text or "" for f in translation.iter("numerusform")]
            assert len(forms) == 2 and all(f.strip() for f in forms), (context, source)
            texts = forms
        else:
            assert (translation.text or "").strip(), (context, source)
            texts = [translation.text]
        if numerus:  # the plural form says the number (a singular may leave it implied)
            assert "%n" in texts[-1], (path.name, source, texts)
        for text in texts:
            # The same placeholders...
            want = Counter(p for p in PLACEHOLDER.findall(source) if p != "%n")
            got = Counter(p for p in PLACEHOLDER.findall(text) if p != "%n")
            assert got == want, (path.name, context, source, text)
            # ...and the same markup.
            assert Counter(TAG.findall(text)) == Counter(TAG.findall(source)), (path.name, source, text)


def test_spanish_and_italian_translate_every_marked_string():
    """Every string the code marks is in the .ts files (``make translations`` keeps them so)."""
    marked = {(m.context, m.source, m.comment): m.numerus for m in extract()}
    for language in ("es", "it"):
        path = FOLDER / f"sf_desktop_{language}.ts"
        found = {(c, s, k): n for c, s, k, n, _ in messages(path)}
        missing = [k for k in marked if k not in found]
        assert not missing, f"run `make translations` and translate: {missing[:5]}"
        assert not [k for k in found if k not in marked], "entries that left the code"
        assert all(found[k] == n for k, n in marked.items()), "a plural message lost its forms"
    english = {(c, s, k) for c, s, k, _, _ in messages(FOLDER / "sf_desktop_en.ts")}
    assert english == {k for k, n in marked.items() if n}, "English holds exactly the plural forms"


@pytest.mark.parametrize("language", ["es", "it", "en"])
def test_the_compiled_catalogue_matches_its_source(qapp, language):
    translator = QTranslator()
    assert translator.load(str(FOLDER / f"sf_desktop_{language}.qm"))
    for context, source, comment, numerus, translation in messages(FOLDER / f"sf_desktop_{language}.ts"):
        if numerus:
            forms = [f.text for f in translation.iter("numerusform")]
            for n, form in ((1, forms[0]), (5, forms[1])):
                assert translator.translate(context, source, comment or None, n) == form, (language, source)
        else:
            assert translator.translate(context, source, comment or None) == translation.text, source


def test_district_names_are_marked_for_translation():
    assert tuple(d.name for d in LAYOUT.districts) == DISTRICT_NAMES


def test_district_names_read_naturally_in_every_language():
    """Chinatown keeps its name everywhere; the descriptive names are translated."""
    for language, expected in (
        ("es", ("Puerto", "Financiero", "Chinatown", "Misión", "Parques")),
        ("it", ("Lungomare", "Finanziario", "Chinatown", "Mission", "Parchi")),
    ):
        names = {
            s: t.text for c, s, _, n, t in messages(FOLDER / f"sf_desktop_{language}.ts") if c == "Glossary"
        }
        assert tuple(names[n] for n in DISTRICT_NAMES) == expected


def test_the_game_speaks_its_own_terms():
    """The rulebooks' names of the actions and pieces, not word-for-word renderings."""
    es = {(c, s): t.text for c, s, _, n, t in messages(FOLDER / "sf_desktop_es.ts") if not n}
    it = {(c, s): t.text for c, s, _, n, t in messages(FOLDER / "sf_desktop_it.ts") if not n}
    assert es[("Guide", "Placing a project")] == "Presentar un proyecto"
    assert "Finalizar proyectos" in es[("Rules", next(s for c, s in es if s.startswith("<b>Finalize")))]
    assert es[("Score", "Master builder’s medal")] == "Medalla de Especialista de obras"
    assert es[("Score", "Skyscrapers")] == "Rascacielos" and es[("Score", "Cable cars")] == "Tranvías"
    assert es[("Glossary", "depot")] == "cochera" and es[("Glossary", "seaside")] == "costa"
    assert it[("Guide", "Placing a project")] == "Collocare un progetto"
    assert "Finalizzare i progetti" in it[("Rules", next(s for c, s in it if s.startswith("<b>Finalize")))]
    assert it[("Score", "Master builder’s medal")] == "Medaglia del maestro costruttore"
    assert it[("Glossary", "depot")] == "rimessa" and it[("Score", "Skyscrapers")] == "Grattacieli"


# ---------------------------------------------------------------------------- choosing and loading


def test_the_language_follows_a_setting_or_the_system():
    assert languages.resolve_language("es_AR") == "es" and languages.resolve_language("it-CH") == "it"
    assert languages.resolve_language("pt_BR") == "en" and languages.resolve_language("EN") == "en"
    assert languages.resolve_language("") == languages.system_language() in languages.SUPPORTED


def test_plurals_come_from_the_catalogues(qapp, english):
    tr = QCoreApplication.translate
    expected = {"en": ("1 card", "3 cards"), "es": ("1 carta", "3 cartas"), "it": ("1 carta", "3 carte")}
    for language, (one, three) in expected.items():
        assert languages.install_language(language) == language
        assert (tr("Board", "%n cards", None, 1), tr("Board", "%n cards", None, 3)) == (one, three)
        assert QLocale().decimalPoint() == ("." if language == "en" else ",")
        assert languages.decimal("2.5") == ("2.5" if language == "en" else "2,5")


def test_qt_standard_buttons_speak_the_language_too(qtbot, english):
    languages.install_language("es")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Cancelar"


@pytest.mark.parametrize("language", ["es", "it"])
def test_the_file_dialog_speaks_the_language_in_every_label(qtbot, english, language):
    """Qt's Spanish and Italian catalogues lack two of its file dialog's labels ("&Look in:",
    "Files of &type:"): the app's catalogues carry them, so Open and Save As speak one language."""
    before = file_dialog(qtbot)
    english_labels = [label.text() for label in before.findChildren(QLabel)]
    languages.install_language(language)
    after = file_dialog(qtbot)
    shown = [label.text() for label in after.findChildren(QLabel)]
    assert len(shown) == len(english_labels) == 3
    assert [a for a, b in zip(shown, english_labels, strict=True) if a == b] == []


def file_dialog(qtbot) -> QFileDialog:
    """Qt's own file dialog, as the app's Open and Save As show it where no system dialog is."""
    dialog = QFileDialog(None, "")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    return dialog


# ---------------------------------------------------------------------------- the window


@pytest.fixture
def window(qtbot, english, window):
    """The usual table in the middle of a two-person game, in English again after the test."""
    w = window
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=9, first_player=0))
    for action in (DRAW, PUT[0], DRAW, PUT[0], TAKE[0]):  # Ana holds two cards to place
        w.model.submit(action)
    qtbot.waitUntil(lambda: not w.animator.busy)
    return w


def switch(qtbot, w: MainWindow, language: str) -> None:
    """Choose a language from the View menu and wait for the window's LanguageChange."""
    w.aids.language_actions[language].trigger()
    title = QCoreApplication.translate("MainWindow", "&Game")
    qtbot.waitUntil(lambda: w.menu_game.title() == title, timeout=3000)


def test_switching_language_retranslates_the_open_window(qtbot, window):
    w = window
    scene = w.scene
    assert (w.menu_game.title(), scene.done_button.text, scene.prompt.title.toPlainText()) == (
        "&Game",
        "Done (2)",
        "Place your cards (2 left)",
    )
    english_log = w.log.sentences()
    expected = {
        "es": ("&Partida", "Hecho (2)", "Coloca tus cartas (quedan 2)", "tomó la columna 1"),
        "it": ("&Partita", "Fatto (2)", "Colloca le tue carte (ne restano 2)", "ha preso la colonna 1"),
        "en": ("&Game", "Done (2)", "Place your cards (2 left)", "took column 1"),
    }
    for language, (menu, done, prompt, logged) in expected.items():
        switch(qtbot, w, language)
        assert w.menu_game.title() == menu
        assert scene.done_button.text == done, "a word painted on the table"
        assert scene.prompt.title.toPlainText() == prompt, "the prompt"
        assert logged in w.log.sentences()[-1], "the log is told again"
        assert w.aids.language_actions[language].isChecked()
        assert w.aids.guide_panel.ok_button.text() != ""
    assert w.log.sentences() == english_log


@pytest.mark.parametrize("language", ["en", "es", "it"])
def test_the_main_controls_show_their_words_whole(qtbot, window, language):
    """At 1280x720 nothing on the table is cut, the menu bar fits, the buttons hold their words."""
    w = window
    if language != "en":
        switch(qtbot, w, language)
    theme.text_audit = []
    try:
        w.scene.refresh_words()
        image = w.grab().toImage()
        assert not image.isNull()
        audit = list(theme.text_audit)
    finally:
        theme.text_audit = None
    assert len(audit) > 40, "the table's labels were measured"
    cut = [(text, round(needed), round(room)) for text, needed, room in audit if needed > room + 0.5]
    assert not cut, f"words that do not fit in {language}: {cut}"
    # The buttons drawn in the scene hold every text they may show, at a readable size.
    done, spend = w.scene.done_button, w.scene.spend_buttons
    texts = [(done, QCoreApplication.translate("Table", "Done ({0})").format(n)) for n in (1, 12)]
    texts += [
        (b, QCoreApplication.translate("Table", "Discard %n contracts", None, n))
        for n, b in ((1, spend[0]), (2, spend[1]))
    ]
    for button, text in texts:
        _, shown, _ = w.scene.text.fit(text, 19, button.rect.width() - button.TEXT_MARGIN, True)
        assert shown == text, (language, text)
    # The menu bar's titles all fit in the window's width.
    bar = w.menuBar()
    fm = QFontMetricsF(bar.font())
    titles = sum(fm.horizontalAdvance(m.title().replace("&", "")) + 20 for m in (w.menu_game, w.menu_view))
    assert titles < w.width() / 2
    assert all(bar.actionGeometry(a).right() <= w.width() for a in bar.actions() if a.isVisible())
