"""Colour vision deficiency: simulation and perceptual colour distance, in plain Python.

Used to check that the district colours stay apart for people with red-green colour
blindness, and to turn a screenshot into what such a person would roughly see.

* Simulation: Machado, Oliveira and Fernandes (2009), "A physiologically-based model for
  simulation of color vision deficiency", the matrices for severity 1.0 (dichromacy),
  applied to linear (not gamma-encoded) sRGB, as the paper intends.
* Distance: sRGB (D65) -> CIE XYZ -> CIELAB, then CIEDE2000 (Sharma, Wu and Dalal 2005) and
  the simpler CIE 1976 ΔE*ab.
"""

from __future__ import annotations

import math
from array import array
from enum import Enum
from functools import cache

from PySide6.QtGui import QColor, QImage

RGB = tuple[int, int, int]
Lab = tuple[float, float, float]
Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]


class Deficiency(Enum):
    """The kinds of colour vision simulated; the value names the kind in file names and tests."""

    NONE = "normal"
    PROTANOPIA = "protanopia"  # no long-wavelength (red) cones
    DEUTERANOPIA = "deuteranopia"  # no medium-wavelength (green) cones
    TRITANOPIA = "tritanopia"  # no short-wavelength (blue) cones: rare, shown for completeness


# Machado et al. 2009, Table 1, severity 1.0; rows give linear R, G, B out.
MACHADO: dict[Deficiency, Matrix] = {
    Deficiency.NONE: ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    Deficiency.PROTANOPIA: (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    Deficiency.DEUTERANOPIA: (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    Deficiency.TRITANOPIA: (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}

# The two that matter for this game's colours (red-green confusions are ~99% of cases).
RED_GREEN = (Deficiency.DEUTERANOPIA, Deficiency.PROTANOPIA)


# ---------------------------------------------------------------------------- sRGB


def srgb_to_linear(v: float) -> float:
    """One sRGB channel in 0..1 to linear light (IEC 61966-2-1)."""
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def linear_to_srgb(v: float) -> float:
    v = min(1.0, max(0.0, v))
    return v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055


_LINEAR = tuple(srgb_to_linear(i / 255.0) for i in range(256))


def parse_rgb(color: str | RGB | QColor) -> RGB:
    """``"#2c6cb0"``, ``(44, 108, 176)`` or a QColor, as an (r, g, b) tuple of 0..255."""
    if isinstance(color, tuple):
        return color
    q = QColor(color)
    if not q.isValid():
        raise ValueError(f"not a colour: {color!r}")
    return (q.red(), q.green(), q.blue())


def simulate(color: str | RGB | QColor, kind: Deficiency) -> RGB:
    """The colour as a person with ``kind`` of colour blindness would roughly see it."""
    r, g, b = parse_rgb(color)
    return _simulate_rgb(r, g, b, kind)


@cache
def _simulate_rgb(r: int, g: int, b: int, kind: Deficiency) -> RGB:
    lin = (_LINEAR[r], _LINEAR[g], _LINEAR[b])
    out = []
    for row in MACHADO[kind]:
        v = row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2]
        out.append(round(linear_to_srgb(v) * 255))
    return (out[0], out[1], out[2])


# ---------------------------------------------------------------------------- CIELAB

# sRGB primaries, D65 white (IEC 61966-2-1), and the D65 white point used by CIELAB.
_RGB_TO_XYZ = (
    (0.4124564, 0.3575761, 0.1804375),
    (0.2126729, 0.7151522, 0.0721750),
    (0.0193339, 0.1191920, 0.9503041),
)
_WHITE = (0.95047, 1.0, 1.08883)


def _f(t: float) -> float:
    d = 6 / 29
    return t ** (1 / 3) if t > d**3 else t / (3 * d * d) + 4 / 29


def to_lab(color: str | RGB | QColor) -> Lab:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = parse_rgb(color)
    lin = (_LINEAR[r], _LINEAR[g], _LINEAR[b])
    x, y, z = (sum(m * c for m, c in zip(row, lin, strict=True)) for row in _RGB_TO_XYZ)
    fx, fy, fz = _f(x / _WHITE[0]), _f(y / _WHITE[1]), _f(z / _WHITE[2])
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e76(lab1: Lab, lab2: Lab) -> float:
    """CIE 1976 ΔE*ab: the straight distance in CIELAB."""
    return math.dist(lab1, lab2)


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """CIEDE2000 ΔE00 (kL = kC = kH = 1), as in Sharma, Wu and Dalal (2005)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c1 = math.hypot(a1, b1)
    c2 = math.hypot(a2, b2)
    c_mean7 = ((c1 + c2) / 2) ** 7
    g = 0.5 * (1 - math.sqrt(c_mean7 / (c_mean7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0

    dl = l2 - l1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh_angle = 0.0
    else:
        dh_angle = h2p - h1p
        if dh_angle > 180:
            dh_angle -= 360
        elif dh_angle < -180:
            dh_angle += 360
    dh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh_angle) / 2)

    l_mean = (l1 + l2) / 2
    c_mean = (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_mean = (h1p + h2p + 360) / 2
    else:
        h_mean = (h1p + h2p - 360) / 2

    t = (
        1
        - 0.17 * math.cos(math.radians(h_mean - 30))
        + 0.24 * math.cos(math.radians(2 * h_mean))
        + 0.32 * math.cos(math.radians(3 * h_mean + 6))
        - 0.20 * math.cos(math.radians(4 * h_mean - 63))
    )
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    c_mean7 = c_mean**7
    r_c = 2 * math.sqrt(c_mean7 / (c_mean7 + 25**7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * c_mean
    s_h = 1 + 0.015 * c_mean * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (dh / s_h) ** 2 + r_t * (dc / s_c) * (dh / s_h))


def relative_luminance(color: str | RGB | QColor) -> float:
    """WCAG 2 relative luminance (linear Y of sRGB)."""
    r, g, b = parse_rgb(color)
    return 0.2126 * _LINEAR[r] + 0.7152 * _LINEAR[g] + 0.0722 * _LINEAR[b]


def contrast_ratio(a: str | RGB | QColor, b: str | RGB | QColor) -> float:
    """WCAG 2 contrast ratio, 1 to 21 (3 is the least for large text, 4.5 for body text)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


# ---------------------------------------------------------------------------- images


def simulate_image(image: QImage, kind: Deficiency) -> QImage:
    """A copy of ``image`` as seen with ``kind`` of colour vision (alpha kept).

    Pure Python, one simulation per distinct colour: about a second for a full-HD screenshot.
    Meant for checks and pictures, not for live drawing.
    """
    src = image.convertToFormat(QImage.Format.Format_ARGB32)
    width, height = src.width(), src.height()
    if width == 0 or height == 0:
        return src
    stride = src.bytesPerLine()
    data = bytes(src.constBits())[: stride * height]
    pixels = array("I")
    pixels.frombytes(data)  # native-endian 0xAARRGGBB words, the layout of Format_ARGB32
    seen: dict[int, int] = {}
    out = array("I", bytes(len(pixels) * 4))
    for i, p in enumerate(pixels):
        q = seen.get(p)
        if q is None:
            r, g, b = _simulate_rgb((p >> 16) & 0xFF, (p >> 8) & 0xFF, p & 0xFF, kind)
            q = seen[p] = (p & 0xFF000000) | (r << 16) | (g << 8) | b
        out[i] = q
    result = QImage(out.tobytes(), width, height, stride, QImage.Format.Format_ARGB32)
    return result.copy()  # own the pixels: the bytes object above goes away
