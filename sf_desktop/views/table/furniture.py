"""The table's plain furniture and the words painted on it: panels behind groups of things
(the tray, the prompt, the log), wrapped rich text, the passing turn banner, and the helpers
every board paints its labels and panels with."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QTextOption
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...words.languages import decimal
from ..look import theme
from . import layout


def paint_panel(
    p: QPainter,
    rect: QRectF,
    fill: QColor = theme.PANEL,
    edge: QColor = theme.PANEL_EDGE,
    *,
    width: float = 1.5,
    radius: float = 14,
) -> None:
    """A rounded panel: the ground a board or a group of things stands on."""
    p.setPen(QPen(edge, width))
    p.setBrush(fill)
    p.drawRoundedRect(rect, radius, radius)


def paint_text(
    p: QPainter,
    rect: QRectF,
    text: str,
    size: float,
    color: QColor = theme.INK,
    *,
    bold: bool = False,
    align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
    into: list[QRectF] | None = None,
) -> float:
    """Draw a label in ``rect`` at its scaled size (:func:`theme.fit_label`, no taller than the
    box); return its width. ``into`` collects the box the words take (see ``info_rects``)."""
    f, shown, width = theme.fit_label(text, size, rect.width(), bold, height=rect.height())
    p.setFont(f)
    p.setPen(color)
    p.drawText(rect, align, shown)
    if into is not None and shown:
        into.append(text_box(rect, width, align))
    return width


def text_box(rect: QRectF, width: float, align) -> QRectF:
    """The part of ``rect`` that words ``width`` wide take with alignment ``align``."""
    width = min(width, rect.width())
    if align & Qt.AlignmentFlag.AlignHCenter:
        x = rect.center().x() - width / 2
    elif align & Qt.AlignmentFlag.AlignRight:
        x = rect.right() - width
    else:
        x = rect.x()
    return QRectF(x, rect.y(), width, rect.height())


def fmt_points(v: float) -> str:
    """Points as the person's language writes them (1.5 or 1,5; 2, not 2.0)."""
    return decimal(f"{v:g}")


class PanelItem(QGraphicsObject):
    """A plain panel behind a group of things, with an optional caption."""

    def __init__(self, rect: QRectF, caption: str = "", fill: QColor = theme.PANEL) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._rect = rect
        self.caption = caption
        self._fill = fill
        self.setZValue(-20)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def set_caption(self, text: str) -> None:
        if text != self.caption:
            self.caption = text
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_panel(p, self._rect, self._fill)
        if self.caption:
            paint_text(
                p,
                QRectF(self._rect.x() + 14, self._rect.y() + 2, self._rect.width() - 28, 26),
                self.caption,
                16,
                theme.INK_DIM,
            )


class RichTextItem(QGraphicsTextItem):
    """Wrapped rich text in a fixed width (prompt, log, captions)."""

    def __init__(self, width: float, size: float) -> None:
        super().__init__()
        self.setTextWidth(width)
        self.design_size = size
        self.setFont(theme.ui_font(size))
        self.setDefaultTextColor(theme.INK)
        opt = QTextOption()
        opt.setWrapMode(QTextOption.WrapMode.WordWrap)
        self.document().setDefaultTextOption(opt)
        self.document().setDocumentMargin(2)

    def restyle(self) -> None:
        """Take the table's text size anew (the UI scale or the window changed)."""
        f = theme.ui_font(self.design_size)
        if f != self.font():
            self.setFont(f)


class BannerItem(QGraphicsObject):
    """A large passing message: whose turn it is in hot-seat play, the end of the game."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.sub = ""
        self.setZValue(5000)
        self.setOpacity(0.0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str, sub: str = "") -> None:
        self.text, self.sub = text, sub
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(layout.SCENE_W / 2 - 430, layout.SCENE_H / 2 - 90, 860, 180)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        paint_panel(p, r, QColor(16, 28, 36, 235), theme.GOLD, width=3, radius=24)
        paint_text(
            p,
            r.adjusted(0, 20, 0, -70),
            self.text,
            48,
            theme.GOLD,
            bold=True,
            align=Qt.AlignmentFlag.AlignCenter,
        )
        if self.sub:
            paint_text(
                p, r.adjusted(20, 100, -20, -20), self.sub, 22, theme.INK, align=Qt.AlignmentFlag.AlignCenter
            )
