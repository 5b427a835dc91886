"""The window's icon, drawn from the same vector source as the bundles' icons."""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

SIZES = (16, 32, 48, 64, 128, 256)


def app_icon_image(size: int) -> QImage:
    """``resources/icons/app.svg`` (see packaging/make_icons.py) at ``size`` pixels square."""
    data = resources.files("sf_desktop.resources").joinpath("icons").joinpath("app.svg").read_bytes()
    renderer = QSvgRenderer(QByteArray(data))
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def app_icon() -> QIcon:
    """The icon at the sizes window managers and task bars ask for."""
    icon = QIcon()
    for size in SIZES:
        icon.addPixmap(QPixmap.fromImage(app_icon_image(size)))
    return icon
