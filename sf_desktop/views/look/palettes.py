"""District colour palettes: the standard one and one safe for red-green colour blindness.

Every district is also told apart by its band pattern and glyph (``card_art``), so no rule
ever depends on colour; the safe palette makes the colours themselves stay apart too.

The safe palette takes its hues from Okabe and Ito's "Color Universal Design" set (blue
#0072B2, vermillion #D55E00, yellow #F0E442, bluish green #009E73) plus a light grey, chosen
so that every pair of district colours (black included) stays at least
:data:`MIN_DELTA_E00` apart in CIEDE2000 for normal vision and under simulated deuteranopia
and protanopia (Machado et al. 2009, severity 1.0). Why that bound: ΔE00 of about 1 is a
just-noticeable difference between two patches side by side; colours seen apart on a busy
table, as small bands, need many times that to be named differently at a glance. 10 is a
common floor for categorical colours; 15 leaves a margin for screens and lighting. The
standard palette falls well below it (orange and green under protanopia: about 7).

Switching palettes rewrites the colour tables of :mod:`theme` (its ``district_color`` and
``district_ink`` read them at paint time) and repaints the scene: :func:`apply_palette`.
"""

from __future__ import annotations

import itertools

import attrs
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from ...model.cards import Color
from ...words.languages import QT_TRANSLATE_NOOP
from . import theme
from .colour_vision import RED_GREEN, Deficiency, ciede2000, contrast_ratio, simulate, to_lab

MIN_DELTA_E00 = 15.0  # least CIEDE2000 between any two district colours of the safe palette
MIN_INK_CONTRAST = 3.0  # WCAG 2 contrast for large text: the value printed on a card's band


@attrs.frozen
class Palette:
    """Fill and ink (text and glyph colour on the fill) for the five districts and black."""

    key: str
    title_source: str  # untranslated title; see :meth:`title`
    fills: tuple[str, ...]  # indexed by Color
    inks: tuple[str, ...]

    def fill(self, color: Color) -> QColor:
        return QColor(self.fills[color])

    def ink(self, color: Color) -> QColor:
        return QColor(self.inks[color])

    def title(self) -> str:
        return QCoreApplication.translate("Palettes", self.title_source)


def _from_theme() -> Palette:
    return Palette(
        "standard",
        QT_TRANSLATE_NOOP("Palettes", "Standard colours"),
        tuple(theme.district_color(c).name() for c in Color),
        tuple(theme.district_ink(c).name() for c in Color),
    )


STANDARD = _from_theme()  # read before anything can change theme's tables
COLOUR_BLIND_SAFE = Palette(
    "colour_blind_safe",
    QT_TRANSLATE_NOOP("Palettes", "Colour-blind safe colours"),
    fills=(
        "#0072b2",  # BLUE: Okabe-Ito blue
        "#bbbbbb",  # GRAY: light grey, far from the blue and the green in lightness
        "#d55e00",  # ORANGE: Okabe-Ito vermillion
        "#f0e442",  # YELLOW: Okabe-Ito yellow
        "#009e73",  # GREEN: Okabe-Ito bluish green
        "#2a2a30",  # BLACK: as in the standard palette
    ),
    inks=("#ffffff", "#1f1f1f", "#ffffff", "#3b2a00", "#ffffff", "#ffffff"),
)
PALETTES: dict[str, Palette] = {p.key: p for p in (STANDARD, COLOUR_BLIND_SAFE)}


def palette_for(colour_blind: bool) -> Palette:
    """The palette the ``colour_blind_palette`` setting asks for."""
    return COLOUR_BLIND_SAFE if colour_blind else STANDARD


# ---------------------------------------------------------------------------- measuring


@attrs.frozen
class PairDistance:
    a: Color
    b: Color
    kind: Deficiency
    delta_e00: float


def pair_distances(palette: Palette, kind: Deficiency) -> list[PairDistance]:
    """CIEDE2000 between every two fills as seen with ``kind`` of colour vision, closest first."""
    labs = {c: to_lab(simulate(palette.fills[c], kind)) for c in Color}
    out = [PairDistance(a, b, kind, ciede2000(labs[a], labs[b])) for a, b in itertools.combinations(Color, 2)]
    return sorted(out, key=lambda d: d.delta_e00)


def closest_pair(
    palette: Palette, kinds: tuple[Deficiency, ...] = (Deficiency.NONE, *RED_GREEN)
) -> PairDistance:
    """The two fills that come closest under any of ``kinds``."""
    return min((pair_distances(palette, k)[0] for k in kinds), key=lambda d: d.delta_e00)


def ink_contrasts(palette: Palette) -> dict[Color, float]:
    """WCAG contrast of each district's ink on its fill."""
    return {c: contrast_ratio(palette.fills[c], palette.inks[c]) for c in Color}


# ---------------------------------------------------------------------------- switching


def current_palette() -> Palette:
    """The palette the table is painted with now."""
    fills = tuple(theme.district_color(c).name() for c in Color)
    for p in PALETTES.values():
        if p.fills == fills:
            return p
    return attrs.evolve(STANDARD, key="custom", fills=fills)


def apply_palette(palette: Palette, scene: QGraphicsScene | None = None) -> None:
    """Paint the districts with ``palette`` from now on, and repaint ``scene`` at once.

    ``theme.district_color`` and ``theme.district_ink`` read the tables changed here on every
    paint; items that cache their pixels are told to repaint.
    """
    for c in Color:
        theme._DISTRICT[c] = palette.fills[c]
        theme._DISTRICT_INK[c] = palette.inks[c]
    if scene is not None:
        for item in scene.items():
            item.update()
        scene.update()
