"""The rules reference: the whole game in the app's own words, in the player's language.

The documents are HTML files in ``sf_desktop/resources/rules/`` (``rules_<code>.html``) with
small SVG pictures beside them, read through ``importlib.resources`` so that they work from a
wheel or a frozen bundle alike. Pictures are drawn at the size the page asks for, times the
screen's pixel ratio, so they stay sharp.

    RulesReferenceDialog(language="es", section="network", parent=window).show()
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable

from PySide6.QtCore import QByteArray, QEvent, QLocale, QObject, QRectF, QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QAccessible,
    QImage,
    QKeySequence,
    QPainter,
    QShortcut,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStatusBar,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...words import access as access_words
from ..access.announcer import Announcer
from ..access.reading import read_by_caret
from ..access.text_field import TextField
from ..look.screen_room import open_within_screen
from .enter_key import EnterStays
from .rules_reading import reading_form

FALLBACK = "en"
# Endonyms: each language named in itself, so no translation is needed.
LANGUAGE_NAMES = {"en": "English", "es": "Español", "it": "Italiano"}
# Anchors of every section, in order (the guide links to them).
SECTIONS = (
    "aim",
    "cards",
    "setup",
    "turn",
    "contracts",
    "placing",
    "network",
    "squares",
    "skyscrapers",
    "seaside",
    "medal",
    "completion",
    "bonuses",
    "end",
    "scoring",
    "ties",
    "decisions",
)


_PICTURE = re.compile(r"^[a-z0-9_]+\.svg$")
_IMG = re.compile(r'<img\s+src="([a-z0-9_]+\.svg)"\s+width="(\d+)"\s+height="(\d+)"((?:\s+alt="[^"]*")?)\s*>')
_HEADING = re.compile(r'<a name="([a-z]+)"></a>\s*<h2>(.*?)</h2>', re.DOTALL)


def rules_folder() -> Traversable:
    return resources.files("sf_desktop.resources").joinpath("rules")


@cache
def available_languages() -> tuple[str, ...]:
    """Language codes with a rules document, English first."""
    codes = sorted(
        entry.name[len("rules_") : -len(".html")]
        for entry in rules_folder().iterdir()
        if entry.name.startswith("rules_") and entry.name.endswith(".html")
    )
    return tuple(sorted(codes, key=lambda c: (c != FALLBACK, c)))


def resolve_language(code: str | None = None) -> str:
    """The document to show for ``code`` ("es", "es_ES", "pt-BR"; None or "": the system's
    language): the exact code, else its language part, else English."""
    if not code:
        code = QLocale().name()
    code = code.replace("-", "_")
    languages = available_languages()
    for candidate in (code, code.split("_")[0].lower()):
        if candidate in languages:
            return candidate
    return FALLBACK


def rules_document(code: str | None = None) -> tuple[str, str]:
    """(language shown, HTML text) of the rules reference for ``code``."""
    language = resolve_language(code)
    text = rules_folder().joinpath(f"rules_{language}.html").read_text(encoding="utf-8")
    return language, text


def with_picture_sizes(html: str) -> str:
    """Carry each picture's size into its address (``depot.svg?28x28``) for :class:`RulesBrowser`."""
    return _IMG.sub(r'<img src="\1?\2x\3" width="\2" height="\3"\4>', html)


def section_headings(html: str) -> list[tuple[str, str]]:
    """(anchor, heading) of each section of a rules document, in order."""
    return [
        (anchor, " ".join(re.sub(r"<[^>]+>", "", title).split())) for anchor, title in _HEADING.findall(html)
    ]


def render_picture(name: str, width: int, height: int, ratio: float = 1.0) -> QImage:
    """An SVG picture of the rules folder drawn at ``width`` x ``height`` logical pixels."""
    if not _PICTURE.match(name):
        return QImage()
    entry = rules_folder().joinpath(name)
    if not entry.is_file():
        return QImage()
    renderer = QSvgRenderer(QByteArray(entry.read_bytes()))
    if not renderer.isValid():
        return QImage()
    ratio = max(1.0, ratio)
    image = QImage(round(width * ratio), round(height * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
    renderer.render(p, QRectF(0, 0, image.width(), image.height()))
    p.end()
    image.setDevicePixelRatio(ratio)
    return image


class RulesBrowser(QTextBrowser):
    """A text browser that takes its pictures from the rules folder, drawn sharp, and tells
    when Tab puts the keyboard on a link of its text (Qt selects it and says nothing)."""

    link_reached = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenExternalLinks(False)
        self.setOpenLinks(True)
        read_by_caret(self)

    def loadResource(self, kind: int, url: QUrl | str) -> object:
        url = QUrl(url)
        if int(kind) == int(QTextDocument.ResourceType.ImageResource) and not url.scheme():
            width, _, height = url.query().partition("x")
            w = int(width) if width.isdigit() else 32
            h = int(height) if height.isdigit() else w
            image = render_picture(url.path(), w, h, self.devicePixelRatioF())
            if not image.isNull():
                return image
        return super().loadResource(kind, url)

    def focusNextPrevChild(self, next: bool) -> bool:
        stayed = super().focusNextPrevChild(next)  # True: on the next (or previous) link
        if stayed and self.hasFocus():
            self.link_reached.emit()
        return stayed

    def set_rules_html(self, html: str, *, reading: bool = False) -> None:
        """Show ``html``; ``reading``: in the form a screen reader reads (:mod:`.rules_reading`)."""
        self.document().clear()
        self.setHtml(reading_form(html) if reading else with_picture_sizes(html))


def anchor_position(document: QTextDocument, anchor: str) -> int | None:
    """Where the text named ``anchor`` begins (its first character after the anchor), if any."""
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if anchor in fragment.charFormat().anchorNames():
                return fragment.position()
            it += 1
        if anchor in block.charFormat().anchorNames():
            return block.position()
        block = block.next()
    return None


FIELD_ROOM = 48  # a line edit's frame, margins and clear button, in pixels
SECTIONS_ROOM = 24  # the list of sections: its scroll bar, beside its longest heading
SECTIONS_WIDEST = 240  # ...and never wider than this (a longer heading is cut, and said whole)


class RulesReferenceDialog(EnterStays):
    """The rules reference with a language choice and a search field."""

    def __init__(
        self, language: str | None = None, section: str | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of San Francisco"))
        self.setObjectName("rules-reference")
        self.language = ""
        layout = QVBoxLayout(self)

        bar = QHBoxLayout()
        self.languages = QComboBox()
        for code in available_languages():
            self.languages.addItem(LANGUAGE_NAMES.get(code, code), code)
        label = QLabel(self.tr("&Language:"))
        label.setBuddy(self.languages)
        bar.addWidget(label)
        bar.addWidget(self.languages)
        bar.addStretch(1)
        self.find_field = TextField()
        self.find_field.setPlaceholderText(self.tr("Find in the rules"))
        self.find_field.setAccessibleName(self.tr("Find in the rules"))
        self.find_field.setClearButtonEnabled(True)
        # Wide enough for its placeholder in every language and text size, with the clear button.
        placeholder = self.find_field.fontMetrics().horizontalAdvance(self.find_field.placeholderText())
        self.find_field.setMinimumWidth(placeholder + FIELD_ROOM)
        self.find_field.returnPressed.connect(self.find_next)
        bar.addWidget(self.find_field)
        layout.addLayout(bar)

        # Every section by its heading, beside the text: what its links (its contents) lead to,
        # in a list a screen reader says item by item (Qt tells it nothing of a link in a text).
        self.sections = QListWidget()
        self.sections.setObjectName("rules-sections")
        sections_label = QLabel(self.tr("&Sections"))
        sections_label.setBuddy(self.sections)
        self.sections.setAccessibleName(sections_label.text().replace("&", ""))
        side = QVBoxLayout()
        side.addWidget(sections_label)
        side.addWidget(self.sections, 1)
        body = QHBoxLayout()
        body.addLayout(side)

        self.browser = RulesBrowser()
        self.browser.setAccessibleName(self.tr("Rules of San Francisco"))
        self.browser.anchorClicked.connect(self._follow)
        # A link that Tab reaches in the text is said (Qt tells a screen reader nothing of a
        # link inside a text): a note in the dialog's own status bar, never shown.
        self.notes_bar = QStatusBar(self)
        self.notes_bar.hide()
        self.announcer = Announcer(self.browser)
        self.browser.link_reached.connect(self._link_reached)
        body.addWidget(self.browser, 1)
        layout.addLayout(body, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self, self.find_field.setFocus)

        self.set_language(language)
        self.languages.currentIndexChanged.connect(lambda _: self.set_language(self.languages.currentData()))
        self.sections.currentRowChanged.connect(self._section_chosen)
        self.sections.installEventFilter(self)  # Enter there: read the section
        if section:
            self.show_section(section)
        else:  # the arrows read the text (on the language list they changed the language)
            self.browser.setFocus(Qt.FocusReason.OtherFocusReason)
        open_within_screen(self, QSize(760, 820))

    def set_language(self, code: str | None) -> None:
        language, html = rules_document(code)
        if language == self.language:
            return
        self.language = language
        # Where a screen reader is on, the pictures and tables in words (read line by line).
        self.browser.set_rules_html(html, reading=QAccessible.isActive())
        self.sections.blockSignals(True)  # (the text stays where it is)
        self.sections.clear()
        for anchor, heading in section_headings(html):
            item = QListWidgetItem(heading)
            item.setData(Qt.ItemDataRole.UserRole, anchor)
            self.sections.addItem(item)
        self.sections.setCurrentRow(0)
        self.sections.blockSignals(False)
        width = self.sections.sizeHintForColumn(0) + 2 * self.sections.frameWidth() + SECTIONS_ROOM
        self.sections.setFixedWidth(min(width, SECTIONS_WIDEST))
        index = self.languages.findData(language)
        if index >= 0 and index != self.languages.currentIndex():
            self.languages.setCurrentIndex(index)

    def show_section(self, anchor: str, *, focus: bool = True) -> None:
        """Scroll to a section (one of :data:`SECTIONS`), the text's caret at its heading: a
        screen reader reads on from there, not from the top. ``focus``: the keyboard goes to
        the text (not while the sections are gone through one by one in their list)."""
        self.browser.scrollToAnchor(anchor)
        rows = [self.sections.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.sections.count())]
        if anchor in rows:  # the list of sections shows where the text is
            self.sections.blockSignals(True)
            self.sections.setCurrentRow(rows.index(anchor))
            self.sections.blockSignals(False)
        at = anchor_position(self.browser.document(), anchor)
        if at is not None:
            cursor = self.browser.textCursor()
            cursor.setPosition(at)
            self.browser.setTextCursor(cursor)
            self.browser.scrollToAnchor(anchor)  # the caret's move scrolled only to the line
            if focus:
                self.browser.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter on the list of sections: the keyboard goes to the text, at that section."""
        if watched is self.sections and event.type() == QEvent.Type.KeyPress:
            item = self.sections.currentItem()
            if item is not None and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):  # type: ignore[attr-defined]
                self.show_section(item.data(Qt.ItemDataRole.UserRole))
                return True
        return super().eventFilter(watched, event)

    def _section_chosen(self, row: int) -> None:
        """Going through the list of sections shows each in the text (the keyboard stays)."""
        item = self.sections.item(row)
        if item is not None:
            self.show_section(item.data(Qt.ItemDataRole.UserRole), focus=False)

    def _link_reached(self) -> None:
        """Tab selected a link in the text (the whole of it): say its words."""
        cursor = self.browser.textCursor()
        if not cursor.hasSelection():
            return
        probe = QTextCursor(self.browser.document())
        hrefs = []
        for at in (cursor.selectionStart() + 1, cursor.selectionEnd()):  # its first and last character
            probe.setPosition(at)
            hrefs.append(probe.charFormat().anchorHref())
        if hrefs[0] and hrefs[0] == hrefs[1]:
            self.announcer.say(access_words.link_name(cursor.selectedText()))

    def _follow(self, url: QUrl) -> None:
        """A link followed (by Enter or a click): the caret goes to its section too, once the
        browser has scrolled there, so that reading goes on from its heading."""
        anchor = url.fragment()
        if anchor in SECTIONS:
            QTimer.singleShot(0, lambda: self.show_section(anchor))

    def find_next(self) -> bool:
        """Select the next match of the search field, wrapping to the top once."""
        text = self.find_field.text().strip()
        if not text:
            return False
        if self.browser.find(text):
            return True
        cursor = self.browser.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.Start)
        self.browser.setTextCursor(cursor)
        return self.browser.find(text)
