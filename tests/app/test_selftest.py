"""``--self-test`` from source: the same checks the bundle runs, and a failure reported; the
table drawn in the theme's sans family whatever the system's default face."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo
from PySide6.QtWidgets import QApplication

from sf_desktop.app import fonts, selftest
from sf_desktop.words import languages


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("SF_DESKTOP_HOME", str(tmp_path / "home"))


def test_self_test_passes_from_source(qapp) -> None:
    lines: list[str] = []
    assert selftest.run_self_test(lines.append) == 0
    (line,) = lines
    assert line.startswith("self-test ok: deck 87 cards, reference save")
    assert (
        "table rendered 1280x720" in line
        and "languages 3" in line
        and "AI levels 6, worker process answered" in line
        and "online game hosted on 127.0.0.1 with its AI processes" in line
    )
    assert languages.current_language() == "en"


def test_self_test_reports_a_missing_catalogue(qapp, monkeypatch) -> None:
    monkeypatch.setattr(languages, "catalogue_bytes", lambda code: None)
    lines: list[str] = []
    assert selftest.run_self_test(lines.append) == 1
    (line,) = lines
    assert line.startswith("self-test FAILED: no catalogue for es")
    assert "table rendered" in line  # the checks before it passed


def test_quit_when_shown_paints_the_table_and_exits(tmp_path) -> None:
    """The launch-timing switch of tools/measure_bundle.py: a real start that ends by itself."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SF_DESKTOP_HOME": str(tmp_path / "home")}
    result = subprocess.run(
        [sys.executable, "-m", "sf_desktop", "--quit-when-shown"],
        check=False,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Traceback" not in result.stderr


# ---------------------------------------------------------------------------- the table's face


@pytest.fixture
def app_font(qapp):
    """The application's font as it was, again after the test (and the theme's fonts anew)."""
    from sf_desktop.views.look import theme

    before = QApplication.font()
    yield
    QApplication.setFont(before)
    theme.font.cache_clear()


def test_the_table_is_drawn_in_a_sans_family_whatever_the_default_face(app_font) -> None:
    """A system whose default face is a serif one (Windows' UI font missing under Wine) still
    gets the table in the theme's sans family."""
    from sf_desktop.views.look import theme

    QApplication.setFont(QFont("DejaVu Serif"))
    theme.font.cache_clear()
    assert QFontInfo(QFont()).family() == "DejaVu Serif", "the default face is a serif one here"
    assert fonts.table_family() in theme.FAMILIES
    assert QFontInfo(theme.font(14.0, italic=True)).family() in theme.FAMILIES


def test_the_self_test_fails_on_a_serif_table(qapp, monkeypatch) -> None:
    from sf_desktop.views.look import theme

    lines: list[str] = []
    with monkeypatch.context() as patch:
        patch.setattr(theme, "font", lambda *a, **k: QFont("DejaVu Serif"))
        assert selftest.run_self_test(lines.append) == 1
    assert "the table's words fell back to DejaVu Serif" in lines[0], lines


def test_a_build_brings_its_fonts_and_the_widgets_get_a_sans_face(qapp, app_font, tmp_path, monkeypatch):
    """A frozen build registers the fonts in its ``fonts`` folder; when the system's UI face is
    missing, the widgets fall back to the theme's sans family, not to a serif stand-in."""
    folder = tmp_path / "fonts"
    folder.mkdir()
    source = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    if not source.is_file():
        pytest.skip("needs DejaVu Sans (fonts-dejavu-core)")
    shutil.copy(source, folder / source.name)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    QApplication.setFont(QFont("No Such UI Face"))
    assert fonts.use_app_fonts() == ["DejaVu Sans"]
    assert QFontInfo(QApplication.font()).family() == "DejaVu Sans"


def test_a_missing_windows_ui_face_is_drawn_in_the_sans_family(qapp, app_font) -> None:
    """Qt's Windows style names "Segoe UI" for its command links (the welcome's choices): where
    it is missing (Wine), the theme's sans family stands in, not a serif face."""
    from sf_desktop.views.look import theme

    fonts.use_app_fonts()
    for family in fonts.WINDOWS_UI_FAMILIES:
        if family not in QFontDatabase.families():
            assert QFontInfo(QFont(family)).family() in theme.FAMILIES, family


def test_the_rules_pictures_words_are_drawn_in_the_sans_family(qapp, app_font) -> None:
    """The rules' pictures (SVG) give their words CSS's generic "sans-serif", which Qt's SVG
    renderer asks for as a family of that name: only fontconfig knows it, and on Windows Qt
    took the first family it had (a serif one under Wine). The theme's sans families are
    tried first for it, on every system."""
    from sf_desktop.views.look import theme

    fonts.use_app_fonts()
    assert fonts.picture_families(), "the pictures name the family of their words"
    tried = [family.casefold() for family in QFont.substitutes(fonts.GENERIC_SANS)]
    assert tried[: len(theme.FAMILIES)] == [family.casefold() for family in theme.FAMILIES]
    assert set(fonts.picture_faces()) <= set(theme.FAMILIES)
