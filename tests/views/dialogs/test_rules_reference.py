"""The rules reference: complete in every language, its pictures load and stay sharp, the
language falls back sensibly, and the dialog finds sections and words."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sf_desktop.views.dialogs.rules_reference import (
    SECTIONS,
    RulesReferenceDialog,
    available_languages,
    render_picture,
    resolve_language,
    rules_document,
    rules_folder,
    with_picture_sizes,
)

LANGUAGES = ("en", "es", "it")
# Each edition's own words for the game's things (from the printed rulebook of that language).
TERMS = {
    "en": [
        "contract",
        "foundation",
        "skyscraper",
        "cable car",
        "depot",
        "tracks",
        "square",
        "seaside",
        "medal",
    ],
    "es": [
        "Contrato",
        "Cimientos",
        "Rascacielos",
        "Tranvía",
        "cochera",
        "vías",
        "Plaza",
        "Costa",
        "Especialista de obras",
    ],
    "it": [
        "contratt",
        "fondamenta",
        "grattacieli",
        "tram",
        "rimessa",
        "binari",
        "piazza",
        "costa",
        "maestro costruttore",
    ],
}


def _section(html: str, anchor: str) -> str:
    start = html.index(f'<a name="{anchor}">')
    following = [html.index(f'<a name="{a}">') for a in SECTIONS if html.index(f'<a name="{a}">') > start]
    return html[start : min(following, default=len(html))]


def test_every_language_is_there_and_english_first():
    assert available_languages()[0] == "en"
    assert set(LANGUAGES) <= set(available_languages())


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_section_in_every_language(language):
    shown, html = rules_document(language)
    assert shown == language
    positions = [html.index(f'<a name="{a}">') for a in SECTIONS]
    assert positions == sorted(positions), "sections out of order"
    for anchor in SECTIONS:
        assert f'href="#{anchor}"' in html, f"the contents do not link to {anchor}"
        assert len(re.sub(r"<[^>]+>", "", _section(html, anchor)).split()) >= 12, anchor
    for term in TERMS[language]:
        assert term.lower() in html.lower(), term
    # The numbers that matter, in every language.
    for figure in (
        "7",
        "9",
        "10",
        "2,5" if language != "en" else "2.5",
        "1,5" if language != "en" else "1.5",
    ):
        assert figure in html


def test_the_translations_have_the_same_shape_as_the_english():
    _, english = rules_document("en")

    def shape(html: str) -> tuple:
        return (
            re.findall(r'<img\s+src="([a-z0-9_]+\.svg)"', html),
            html.count("<li>"),
            html.count("<tr>"),
            _section(html, "decisions").count("<li>"),
        )

    for language in ("es", "it"):
        assert shape(rules_document(language)[1]) == shape(english), language


def test_the_app_decisions_of_the_rules_spec_are_listed():
    _, html = rules_document("en")
    decisions = _section(html, "decisions")
    for words in (
        "reconstruction",
        "bottom row",
        "never run out",
        "automatically",
        "between two",
        "after the last one",
        "before the draw only",
        "ends by itself",
        "one +2 token",
        "not passed on",
        "neither draw",
    ):
        assert words in decisions, words


@pytest.mark.parametrize(
    ("language", "words"),
    [
        (
            "en",
            ("at any moment of your own turn", "after the last one", "press Done", "The moment can matter"),
        ),
        (
            "es",
            ("en cualquier momento de tu propio turno", "después de la última", "pulsa Hecho", "El momento"),
        ),
        ("it", ("in qualsiasi momento del tuo turno", "dopo l'ultimo", "premi Fatto", "Il momento")),
    ],
)
def test_the_contract_token_rule_says_when_it_may_be_spent(language, words):
    """RULES 4 (revised): any moment of one's own turn; the finalize turn waits for Done."""
    _, html = rules_document(language)
    contracts = _section(html, "contracts")
    for w in words:
        assert w in contracts, w


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_picture_exists_and_is_valid_svg(qapp, language):
    _, html = rules_document(language)
    names = set(re.findall(r'<img\s+src="([^"]+)"', html))
    assert len(names) >= 15
    for name in names:
        entry = rules_folder().joinpath(name)
        assert entry.is_file(), name
        assert QSvgRenderer(entry.read_bytes()).isValid(), name


def test_pictures_are_drawn_at_the_asked_size_times_the_pixel_ratio(qapp):
    image = render_picture("depot.svg", 28, 28, 2.0)
    assert (image.width(), image.height()) == (56, 56) and image.devicePixelRatio() == 2.0
    assert image.pixelColor(28, 40).alpha() == 255  # the depot's wall is drawn
    assert image.pixelColor(1, 1).alpha() == 0
    assert render_picture("../deck.csv", 10, 10).isNull()
    assert render_picture("missing.svg", 10, 10).isNull()
    sized = with_picture_sizes(
        '<img src="depot.svg" width="20"\nheight="24"> <img src="bonus.svg" width="5" height="5">'
    )
    assert (
        sized
        == '<img src="depot.svg?20x24" width="20" height="24"> <img src="bonus.svg?5x5" width="5" height="5">'
    )


@pytest.mark.parametrize(
    ("asked", "shown"),
    [
        ("es", "es"),
        ("es_ES", "es"),
        ("es-MX", "es"),
        ("it_IT", "it"),
        ("en_GB", "en"),
        ("pt_BR", "en"),
        ("xx", "en"),
    ],
)
def test_language_falls_back_to_english(asked, shown):
    assert resolve_language(asked) == shown


def test_the_system_language_is_used_when_none_is_given(monkeypatch):
    from sf_desktop.views.dialogs import rules_reference

    class Italian:
        def name(self) -> str:
            return "it_CH"

    monkeypatch.setattr(rules_reference, "QLocale", Italian)
    assert resolve_language(None) == "it" and resolve_language("") == "it"


def test_the_dialog_shows_the_document_with_its_pictures(qtbot):
    dialog = RulesReferenceDialog("es")
    qtbot.addWidget(dialog)
    dialog.resize(700, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    text = dialog.browser.toPlainText()
    assert "Cimientos" in text and "Rascacielos" in text
    image = dialog.browser.document().resource(
        QTextDocument.ResourceType.ImageResource, QUrl("depot.svg?28x28")
    )
    assert image is not None and not image.isNull()
    assert dialog.languages.currentData() == "es"
    dialog.languages.setCurrentIndex(dialog.languages.findData("it"))
    assert dialog.language == "it" and "grattacieli" in dialog.browser.toPlainText()


def test_sections_and_words_can_be_found(qtbot):
    dialog = RulesReferenceDialog("en", section="scoring")
    qtbot.addWidget(dialog)
    dialog.resize(700, 500)
    dialog.show()
    qtbot.waitExposed(dialog)
    bar = dialog.browser.verticalScrollBar()
    at_scoring = bar.value()
    assert at_scoring > 0
    dialog.show_section("aim")
    assert bar.value() < at_scoring
    dialog.find_field.setText("master builder")
    assert dialog.find_next()
    assert dialog.browser.textCursor().selectedText().lower() == "master builder"
    dialog.find_field.setText("no such words anywhere")
    assert not dialog.find_next()


def test_keys_in_the_rules_read_and_find_and_never_close_them_by_surprise(qtbot):
    """Enter in the search field found the words and closed the rules (Close was the dialog's
    default button), and the keyboard began on the language list, where Down changed the
    language. The keyboard begins in the text; Enter finds; only Escape or Close closes."""
    dialog = RulesReferenceDialog("en")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.browser)
    QTest.keyClick(dialog.browser, Qt.Key.Key_Down)
    QTest.keyClick(dialog.browser, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.language == "en"
    QTest.keyClick(dialog.browser, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is dialog.find_field
    QTest.keyClicks(dialog.find_field, "master builder")
    QTest.keyClick(dialog.find_field, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.browser.textCursor().selectedText().lower() == "master builder"
    first = dialog.browser.textCursor().selectionStart()
    QTest.keyClick(dialog.find_field, Qt.Key.Key_Return)  # the next match
    assert dialog.isVisible() and dialog.browser.textCursor().selectionStart() != first
    QTest.keyClick(dialog.languages, Qt.Key.Key_Return)
    assert dialog.isVisible()
    QTest.keyClick(dialog.find_field, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


@pytest.mark.parametrize("language", ["en", "es", "it"])
def test_the_reading_form_has_no_picture_or_frame_mark_and_keeps_every_link(qtbot, language):
    """What a screen reader reads: no U+FFFC (a picture) nor U+FDD0/FDD1 (a table's frame) in
    the text; the pictures that show more than the words beside them are said by their
    alternative text; each table row is one line; every link is still there."""
    from sf_desktop.views.dialogs.rules_reading import reading_form

    _, html = rules_document(language)
    plain, reading = QTextDocument(), QTextDocument()
    plain.setHtml(html)
    reading.setHtml(reading_form(html))
    assert {"\ufffc", "\ufdd0", "\ufdd1"} <= set(plain.toRawText())  # (what Qt would give)
    assert not {"\ufffc", "\ufdd0", "\ufdd1"} & set(reading.toRawText())
    alts = re.findall(r'alt="([^"]+)"', html)
    assert len(alts) == 2 and all(alt in reading.toPlainText() for alt in alts)
    lines = reading.toPlainText().splitlines()
    if language == "en":
        assert {"Waterfront (1st row): blue; 1.5 VP token", "2: 2, 0; 2.5, 0"} <= set(lines)
    assert sum(1 for _ in re.finditer(r"<a href=", reading_form(html))) == html.count("<a href=")
