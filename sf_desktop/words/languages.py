"""Languages: which one to show, and loading its translations (the app's own and Qt's).

The app's catalogues are ``resources/translations/sf_desktop_<code>.qm`` (compiled from the
``.ts`` sources by ``make translations``), read with ``importlib.resources`` so that they load
from a wheel or a frozen bundle alike. Qt's own catalogue (``qtbase_<code>.qm``) comes along so
that standard dialogs and buttons speak the same language. English has a catalogue too: it
holds only the English plural forms of the ``%n`` messages.

    language = install_language(settings.language)   # "" follows the system
    ...
    install_language("it")    # at runtime: every window gets a LanguageChange event

Widgets retranslate themselves in ``changeEvent`` (``QEvent.LanguageChange``);
:class:`TextBinder` keeps the untranslated texts of menus and actions for that.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from importlib import resources

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

log = logging.getLogger(__name__)

FALLBACK = "en"
SUPPORTED = ("en", "es", "it")
# Endonyms: each language named in itself, so that a person finds their own in any language.
NAMES = {"en": "English", "es": "Español", "it": "Italiano"}
CATALOGUE = "sf_desktop_{0}.qm"

_installed: list[QTranslator] = []
_data: list[bytes] = []  # QTranslator.load(data) does not copy: keep the bytes alive
_current = ""


def system_language() -> str:
    """The first of the system's preferred languages that the app speaks, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in SUPPORTED:
            return code
    return FALLBACK


def resolve_language(code: str | None) -> str:
    """The language to show for a setting: "" or None follows the system; "es_AR" gives "es";
    a language the app does not speak gives English."""
    if not code:
        return system_language()
    base = code.replace("-", "_").split("_")[0].lower()
    return base if base in SUPPORTED else FALLBACK


def catalogue_bytes(code: str) -> bytes | None:
    """The compiled catalogue of ``code`` from the package, or None if there is none."""
    # One name per joinpath: a frozen build may see the folder as a namespace package, whose
    # MultiplexedPath takes a single name on Python 3.11.
    entry = resources.files("sf_desktop.resources").joinpath("translations").joinpath(CATALOGUE.format(code))
    try:
        return entry.read_bytes()
    except (FileNotFoundError, OSError):
        return None


def _qt_translator(code: str) -> QTranslator | None:
    """Qt's own strings (standard buttons, dialogs) in ``code``, if Qt ships them."""
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    translator = QTranslator()
    if translator.load(QLocale(code), "qtbase", "_", folder):
        return translator
    return None


def current_language() -> str:
    """The language installed last ("" before any)."""
    return _current


def install_language(code: str | None) -> str:
    """Show the app in ``code`` (see :func:`resolve_language`) from now on; returns the language
    used. Replaces the translators installed before; Qt then sends every widget a
    ``LanguageChange`` event."""
    global _current  # noqa: PLW0603
    language = resolve_language(code)
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("create the QApplication first")
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    _data.clear()
    data = catalogue_bytes(language)
    if data is not None:
        own = QTranslator(app)
        if own.load(data):
            _data.append(data)
            _installed.append(own)
        else:
            log.warning("the %s catalogue could not be read", language)
    elif language != FALLBACK:
        log.warning("no catalogue for %s", language)
    qt = _qt_translator(language) if language != FALLBACK else None
    if qt is not None:
        _installed.append(qt)
    for translator in _installed:
        QCoreApplication.installTranslator(translator)
    QLocale.setDefault(QLocale(language))
    _current = language
    return language


def decimal(text: str) -> str:
    """A number written by Python ("2.5") with the decimal point of the language shown ("2,5")."""
    point = QLocale().decimalPoint()
    return text.replace(".", point) if point != "." else text


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 - Qt's name, which the extractor finds
    """Mark ``source`` for translation in ``context`` and give it back unchanged, as Qt's does
    (whose stub says it returns an object, not the string)."""
    return source


# Qt's own words that its Spanish and Italian catalogues lack (Qt 6 gave the file dialog's two
# labels a shortcut letter; the catalogues kept the old words): the app's catalogues carry them.
QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)


class TextBinder:
    """Texts kept untranslated with the setter that shows them, so that a language change can
    set them again: ``binder.bind(action.setText, "MainWindow", source)`` then
    ``binder.retranslate()``. Mark the sources for extraction with ``QT_TRANSLATE_NOOP``."""

    def __init__(self) -> None:
        self._bound: list[tuple[Callable[[str], object], str, str]] = []

    def bind(self, setter: Callable[[str], object], context: str, source: str) -> str:
        text = QCoreApplication.translate(context, source)
        setter(text)
        self._bound.append((setter, context, source))
        return text

    def retranslate(self) -> None:
        for setter, context, source in self._bound:
            setter(QCoreApplication.translate(context, source))
