"""District colours for every kind of eyesight: the colour maths, the safe palette's distances,
the standard palette's double coding (glyphs and patterns), and switching palettes."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from sf_desktop.model.cards import CARD_BY_ID, CARDS, Color
from sf_desktop.views.look import theme
from sf_desktop.views.look.colour_vision import (
    RED_GREEN,
    Deficiency,
    ciede2000,
    contrast_ratio,
    delta_e76,
    simulate,
    simulate_image,
    to_lab,
)
from sf_desktop.views.look.palettes import (
    COLOUR_BLIND_SAFE,
    MIN_DELTA_E00,
    MIN_INK_CONTRAST,
    STANDARD,
    apply_palette,
    closest_pair,
    current_palette,
    ink_contrasts,
    pair_distances,
    palette_for,
)
from sf_desktop.views.table import card_art, symbol_art

# Sharma, Wu and Dalal (2005), Table 1: pairs 1, 7, 17, 18, 25 and 34.
SHARMA = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (61.0, -5.0, 29.0), 22.8977),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]


@pytest.fixture
def restore_palette():
    yield
    apply_palette(STANDARD)


# ---------------------------------------------------------------------------- the maths


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA)
def test_ciede2000_matches_the_published_test_data(lab1, lab2, expected):
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=5e-5)
    assert ciede2000(lab2, lab1) == pytest.approx(expected, abs=5e-5)


def test_lab_of_known_colours():
    assert to_lab("#ffffff") == pytest.approx((100.0, 0.0, 0.0), abs=0.01)
    assert to_lab("#000000") == pytest.approx((0.0, 0.0, 0.0), abs=0.01)
    # sRGB red in CIELAB D65 (a standard reference value).
    assert to_lab("#ff0000") == pytest.approx((53.24, 80.09, 67.20), abs=0.05)
    assert delta_e76((0, 0, 0), (3, 4, 0)) == 5.0


def test_simulation_keeps_greys_and_merges_red_with_green():
    for grey in ("#000000", "#808080", "#ffffff"):
        for kind in Deficiency:
            r, g, b = simulate(grey, kind)
            assert max(r, g, b) - min(r, g, b) <= 2, (grey, kind)
    red, green = "#d62728", "#2ca02c"
    seen_normal = ciede2000(to_lab(red), to_lab(green))
    for kind in RED_GREEN:
        seen = ciede2000(to_lab(simulate(red, kind)), to_lab(simulate(green, kind)))
        assert seen < seen_normal / 2, kind


def test_simulate_image_changes_each_pixel_like_simulate():
    colours = ["#de7416", "#3a984a", "#2c6cb0", "#ffffff"]
    image = QImage(4, 3, QImage.Format.Format_ARGB32)
    for x, c in enumerate(colours):
        for y in range(3):
            q = QColor(c)
            q.setAlpha(255 if y < 2 else 128)
            image.setPixelColor(x, y, q)
    for kind in RED_GREEN:
        out = simulate_image(image, kind)
        assert (out.width(), out.height()) == (4, 3)
        for x, c in enumerate(colours):
            for y in range(3):
                px = out.pixelColor(x, y)
                assert (px.red(), px.green(), px.blue()) == simulate(c, kind)
                assert px.alpha() == (255 if y < 2 else 128)


# ---------------------------------------------------------------------------- the palettes


def test_safe_palette_keeps_every_pair_apart_for_normal_and_red_green_vision():
    for kind in (Deficiency.NONE, *RED_GREEN):
        closest = pair_distances(COLOUR_BLIND_SAFE, kind)[0]
        print(f"safe {kind.value}: closest {closest.a.name}/{closest.b.name} ΔE00 {closest.delta_e00:.1f}")
        assert closest.delta_e00 >= MIN_DELTA_E00, closest
        # The same in CIE 1976 ΔE*ab, for those who read that scale.
        worst76 = min(
            delta_e76(
                to_lab(simulate(COLOUR_BLIND_SAFE.fills[a], kind)),
                to_lab(simulate(COLOUR_BLIND_SAFE.fills[b], kind)),
            )
            for a, b in itertools.combinations(Color, 2)
        )
        assert worst76 >= 20.0, (kind, worst76)
    # Blue-yellow colour blindness is rare, but the palette does not collapse there either.
    assert pair_distances(COLOUR_BLIND_SAFE, Deficiency.TRITANOPIA)[0].delta_e00 >= 10.0


def _mask(paint) -> list[bool]:
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    paint(p)
    p.end()
    return [image.pixelColor(x, y).alpha() > 60 for y in range(64) for x in range(64)]


def _apart(a: list[bool], b: list[bool]) -> float:
    """Share of the inked pixels of either shape that the other shape does not ink."""
    union = sum(1 for x, y in zip(a, b, strict=True) if x or y)
    differ = sum(1 for x, y in zip(a, b, strict=True) if x != y)
    return differ / union


def _glyph_masks() -> dict[Color, list[bool]]:
    return {
        c: _mask(lambda p, c=c: symbol_art.paint_glyph(p, c, QRectF(0, 0, 64, 64), QColor("black")))
        for c in Color
    }


def _pattern_masks() -> dict[Color, list[bool]]:
    def pattern(c: Color):
        def paint(p: QPainter) -> None:
            symbol_art.paint_pattern(p, c, QRectF(0, 0, 64, 64), alpha=255)

        return paint

    return {c: _mask(pattern(c)) for c in Color}


def test_every_district_has_its_own_glyph(qapp):
    masks = _glyph_masks()
    for c, m in masks.items():
        assert sum(m) > 200, f"the {c.name} glyph is (nearly) empty"
    # Silhouettes differ by a fifth at least; the closest are the lantern, the tree and the
    # compass star (round shapes with a stem or points), which the band patterns then tell apart.
    for a, b in itertools.combinations(Color, 2):
        assert _apart(masks[a], masks[b]) >= 0.2, (a, b)


def test_every_district_has_its_own_band_pattern(qapp):
    masks = _pattern_masks()
    for a, b in itertools.combinations(Color, 2):
        assert _apart(masks[a], masks[b]) >= 0.6, (a, b)


def test_standard_palette_is_not_enough_alone_so_glyphs_and_patterns_double_code_it(qapp):
    too_close = [
        d
        for kind in (Deficiency.NONE, *RED_GREEN)
        for d in pair_distances(STANDARD, kind)
        if d.delta_e00 < MIN_DELTA_E00
    ]
    for d in too_close:
        print(f"standard {d.kind.value}: {d.a.name}/{d.b.name} ΔE00 {d.delta_e00:.1f}")
    # With today's theme, orange and green under protanopia come to about 7 (blue and grey, 14).
    assert too_close, "the standard palette now passes: the safe palette may no longer be needed"
    assert closest_pair(STANDARD).delta_e00 < closest_pair(COLOUR_BLIND_SAFE).delta_e00
    glyphs, patterns = _glyph_masks(), _pattern_masks()
    for d in too_close:
        assert _apart(glyphs[d.a], glyphs[d.b]) >= 0.2, d
        assert _apart(patterns[d.a], patterns[d.b]) >= 0.6, d


def test_ink_on_every_band_is_readable():
    for palette in (STANDARD, COLOUR_BLIND_SAFE):
        for color, ratio in ink_contrasts(palette).items():
            assert ratio >= MIN_INK_CONTRAST, (palette.key, color, ratio)
    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)


def test_standard_palette_is_the_theme(qapp):
    assert palette_for(False) is STANDARD and palette_for(True) is COLOUR_BLIND_SAFE
    assert current_palette() is STANDARD
    assert STANDARD.fills == tuple(theme.district_color(c).name() for c in Color)
    assert STANDARD.inks == tuple(theme.district_ink(c).name() for c in Color)
    assert STANDARD.title() and COLOUR_BLIND_SAFE.title() != STANDARD.title()


def _band_colour(card: int) -> QColor:
    """The most common colour of the band of a card face as painted now."""
    image = QImage(int(card_art.CARD_W), int(card_art.CARD_H), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    p = QPainter(image)
    card_art.paint_card_face(p, card)
    p.end()
    counts = Counter(image.pixel(x, y) for x in range(8, 40) for y in range(4, 96))
    return QColor.fromRgb(counts.most_common(1)[0][0])


def test_applying_a_palette_repaints_cards_with_it(qapp, restore_palette):
    green = CARD_BY_ID[next(c.id for c in CARDS if c.color == Color.GREEN)].index
    assert _band_colour(green).name() == STANDARD.fills[Color.GREEN]
    apply_palette(COLOUR_BLIND_SAFE)
    assert current_palette() is COLOUR_BLIND_SAFE
    assert theme.district_color(Color.GREEN).name() == COLOUR_BLIND_SAFE.fills[Color.GREEN]
    assert theme.district_ink(Color.GRAY).name() == COLOUR_BLIND_SAFE.inks[Color.GRAY]
    assert _band_colour(green).name() == COLOUR_BLIND_SAFE.fills[Color.GREEN]
    apply_palette(STANDARD)
    assert _band_colour(green).name() == STANDARD.fills[Color.GREEN]
    assert theme.district_ink(Color.BLUE).name() == "#ffffff"
