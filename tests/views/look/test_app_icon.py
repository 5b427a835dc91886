"""The window icon comes from the one vector source of every app icon."""

from __future__ import annotations

from sf_desktop.views.look.app_icon import SIZES, app_icon, app_icon_image


def test_window_icon_is_the_app_svg(qapp) -> None:
    image = app_icon_image(64)
    assert image.width() == image.height() == 64
    corner, centre = image.pixelColor(0, 0), image.pixelColor(32, 32)
    assert centre.alpha() == 255 and centre != corner  # drawn, not blank
    assert sorted(s.width() for s in app_icon().availableSizes()) == list(SIZES)
