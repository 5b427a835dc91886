"""The app's fonts: the sans family the table is drawn in, brought by the Windows build, and the
widgets' font when the system's own is missing (Windows' UI font under Wine, where Qt falls
back to a serif face)."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

log = logging.getLogger(__name__)
# Windows' UI families, which Qt's Windows style names itself; Wine has none of them.
WINDOWS_UI_FAMILIES = ("Segoe UI", "MS Shell Dlg 2", "Tahoma")


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
    for family in WINDOWS_UI_FAMILIES:  # asked for by name by Qt's Windows style (command links)
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
