"""The app's icon, drawn from its one vector source: the window's icon here, and every
system's icon file in packaging/make_icons.py."""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

SIZES = (16, 32, 48, 64, 128, 256)


def icon_renderer() -> QSvgRenderer:
    """``resources/icons/app.svg``, ready to draw (check ``isValid()``)."""
    data = resources.files("sf_desktop.resources").joinpath("icons").joinpath("app.svg").read_bytes()
    return QSvgRenderer(QByteArray(data))


def render_square(renderer: QSvgRenderer, size: int) -> QImage:
    """The picture at ``size`` pixels square, on a transparent ground."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def app_icon_image(size: int) -> QImage:
    """The icon alone at ``size`` pixels square."""
    return render_square(icon_renderer(), size)


def app_icon() -> QIcon:
    """The icon at the sizes window managers and task bars ask for."""
    renderer = icon_renderer()
    icon = QIcon()
    for size in SIZES:
        icon.addPixmap(QPixmap.fromImage(render_square(renderer, size)))
    return icon
