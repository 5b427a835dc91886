"""The app's fonts: the sans family the table is drawn in, brought by the Windows build, and the
face of the widgets and of the rules' pictures when the family they ask for is missing
(Windows' UI font under Wine, CSS's "sans-serif" on Windows, where Qt falls back to a serif
face)."""

from __future__ import annotations

import logging
import re
import sys
from importlib import resources
from pathlib import Path

log = logging.getLogger(__name__)
# Windows' UI families, which Qt's Windows style names itself; Wine has none of them.
WINDOWS_UI_FAMILIES = ("Segoe UI", "MS Shell Dlg 2", "Tahoma")
# CSS's generic name, which the rules' pictures (SVG) give their words: Qt's SVG renderer asks
# for a family of that very name, which only fontconfig (Linux) knows; elsewhere Qt takes the
# first family it has, a serif one under Wine ("C059").
GENERIC_SANS = "sans-serif"


def bundled_font_folder() -> Path | None:
    """The fonts a frozen build carries (``_internal/fonts``), if any."""
    base = getattr(sys, "_MEIPASS", None)
    folder = Path(base) / "fonts" if base else None
    return folder if folder is not None and folder.is_dir() else None


def use_app_fonts() -> list[str]:
    """Register the bundled fonts with Qt and give the widgets a sans face when the system's UI
    fonts cannot be had (Windows' own, which Qt's Windows style asks for by name, stand in for
    the theme's); the families registered (after the QApplication is made)."""
    from PySide6.QtGui import QFont, QFontDatabase, QFontInfo
    from PySide6.QtWidgets import QApplication

    from ..views.look import theme

    added: list[str] = []
    folder = bundled_font_folder()
    for path in sorted(folder.glob("*.ttf")) if folder is not None else ():
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("font %s could not be loaded", path.name)
            continue
        added += QFontDatabase.applicationFontFamilies(font_id)
    present = set(QFontDatabase.families())
    # asked for by name by Qt's Windows style (command links) and by the rules' pictures
    for family in (*WINDOWS_UI_FAMILIES, GENERIC_SANS):
        if family not in present:
            QFont.insertSubstitutions(family, list(theme.FAMILIES))
    app_font = QApplication.font()
    if not QFontInfo(app_font).exactMatch():  # the system's UI family is missing: no serif stand-in
        app_font.setFamilies([app_font.family(), *theme.FAMILIES])
        QApplication.setFont(app_font)
    return sorted(set(added))


def table_family() -> str:
    """The family the table's words are really drawn in (after Qt's matching)."""
    from PySide6.QtGui import QFontInfo

    from ..views.look import theme

    return QFontInfo(theme.font(20.0, bold=True)).family()


def picture_families() -> set[str]:
    """The font families the rules' pictures (``resources/rules/*.svg``) give their words, each
    value as Qt's SVG renderer takes it: one family name. Read here, not through the rules
    window, so that a launch timed with ``--quit-when-shown`` does not load Qt SVG."""
    folder = resources.files("sf_desktop.resources").joinpath("rules")
    return {
        family
        for entry in folder.iterdir()
        if entry.name.endswith(".svg")
        for family in re.findall(r'font-family="([^"]+)"', entry.read_text(encoding="utf-8"))
    }


def picture_faces() -> list[str]:
    """The families the rules' pictures' words are really drawn in (after Qt's matching), each
    family they name asked for as Qt's SVG renderer does: by that one name, bold."""
    from PySide6.QtGui import QFont, QFontInfo

    faces = set()
    for family in picture_families():
        font = QFont()
        font.setFamilies([family])
        font.setBold(True)
        faces.add(QFontInfo(font).family())
    return sorted(faces)
