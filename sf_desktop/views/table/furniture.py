"""The table's plain furniture and the words painted on it: panels behind groups of things
(the tray, the prompt, the log), wrapped rich text, the passing turn banner, and the helpers
every board paints its labels and panels with."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QTextOption
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...words.languages import decimal
from ..look import theme
from . import layout
from .layout import line_h

translate = QCoreApplication.translate


class TextScene(QGraphicsScene):
    """A scene whose words share one text size: the table's (each table has its own, so that
    another window's view never changes this one's words)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.text = theme.TextScale()


def text_scale(item: QGraphicsItem) -> theme.TextScale:
    """The text scale of the table ``item`` lies on (the plain one off a table)."""
    scene = item.scene()
    return scene.text if isinstance(scene, TextScene) else PLAIN_TEXT


PLAIN_TEXT = theme.TextScale()


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
    scale: theme.TextScale,
    rect: QRectF,
    text: str,
    size: float,
    *,
    color: QColor = theme.INK,
    bold: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
    into: list[QRectF] | None = None,
    grow: bool = True,
) -> float:
    """Draw a label in ``rect`` at its size on this table (``scale``, :meth:`TextScale.fit`, no
    taller than the box); return its width. ``into`` collects the box the words take (see
    ``info_rects``)."""
    f, shown, width = scale.fit(text, size, rect.width(), bold, height=rect.height(), grow=grow)
    p.setFont(f)
    p.setPen(color)
    p.drawText(rect, align, shown)
    if into is not None and shown:
        into.append(text_box(rect, width, align))
    return width


def widest_word(font: QFont, text: str) -> float:
    """The width of the widest word of ``text`` in ``font`` (0 for no word)."""
    metrics = QFontMetricsF(font)
    return max((metrics.horizontalAdvance(word) for word in text.split()), default=0.0)


def words_fit(font: QFont, text: str, width: float, floor: float) -> tuple[QFont, float]:
    """``font``, made smaller (down to ``floor``) if a word of ``text`` is wider than
    ``width``, since wrapping never breaks a word; and the widest word's width in it."""
    widest = widest_word(font, text)
    if widest <= width:
        return font, widest
    smaller = QFont(font)
    least = min(font.pixelSize(), math.ceil(floor))  # never larger than it was
    smaller.setPixelSize(max(least, int(font.pixelSize() * width / widest)))
    return smaller, widest_word(smaller, text)


def text_box(rect: QRectF, width: float, align: Qt.AlignmentFlag) -> QRectF:
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


def score_label(points: float, final: bool) -> str:
    """A player's total beside a board or in the standings: "≈ 7 VP" while the game goes on
    (an estimate), "7 VP" once it is over (the final score)."""
    shown = translate("Standings", "{0} VP") if final else translate("Board", "≈ {0} VP")
    return shown.format(fmt_points(points))


class PanelItem(QGraphicsObject):
    """A plain panel behind a group of things, with an optional caption."""

    def __init__(self, rect: QRectF, caption: str = "", fill: QColor = theme.PANEL) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._rect = rect
        self.caption = caption
        self._fill = fill
        self.caption_right: float | None = None  # where the caption must end (None: the panel's edge)
        self.setZValue(-20)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.update()

    def caption_rect(self) -> QRectF:
        """Where the caption stands: a line at the top of the panel, as high as its words."""
        r = self._rect
        right = r.right() - 14 if self.caption_right is None else min(r.right() - 14, self.caption_right)
        return QRectF(r.x() + 14, r.y() + 2, right - r.x() - 14, max(26.0, line_h(text_scale(self), 16) + 4))

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
                text_scale(self),
                self.caption_rect(),
                self.caption,
                16,
                color=theme.INK_DIM,
            )


class RichTextItem(QGraphicsTextItem):
    """Wrapped rich text in a fixed width (prompt, log, captions)."""

    def __init__(self, width: float, size: float) -> None:
        super().__init__()
        self.setTextWidth(width)
        self.design_size = size
        self.setFont(PLAIN_TEXT.font(size))
        self.setDefaultTextColor(theme.INK)
        opt = QTextOption()
        opt.setWrapMode(QTextOption.WrapMode.WordWrap)
        self.document().setDefaultTextOption(opt)
        self.document().setDocumentMargin(2)

    def restyle(self, scale: theme.TextScale) -> None:
        """Take the table's text size anew (the UI scale or the window changed)."""
        f = scale.font(self.design_size)
        if f != self.font():
            self.setFont(f)

    def show_fitted(self, scale: theme.TextScale, room: float, versions: list[str]) -> None:
        """The first of ``versions`` (rich text, the fullest first) whose words fit ``room`` of
        height without shrinking below what the text size asks, else the last one, made to fit:
        a caption loses its second line before its words turn small or spill out."""
        wanted = scale.size(self.design_size)
        for html in versions[:-1]:
            self.setHtml(html)
            self.setFont(theme.font(wanted))
            if self.boundingRect().height() <= room:
                break
        else:
            self.setHtml(versions[-1] if versions else "")
        self.fit_height(scale, room)

    def fit_height(self, scale: theme.TextScale, room: float) -> None:
        """At the table's text size if the words fit ``room`` of height, else smaller, never
        below the readable minimum (the audits hear what did not fit)."""
        size = scale.size(self.design_size)
        while True:
            f = theme.font(size)
            if f != self.font():
                self.setFont(f)
            if self.boundingRect().height() <= room or size <= scale.floor:
                break
            size = max(scale.floor, size - 0.5)
        text = self.toPlainText()
        theme.audit(text, self.boundingRect().height(), room, self.design_size, self.font().pixelSize())


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
        scale = text_scale(self)
        paint_text(
            p,
            scale,
            r.adjusted(32, 20, -32, -70),  # clear of the gold edge
            self.text,
            48,
            color=theme.GOLD,
            bold=True,
            align=Qt.AlignmentFlag.AlignCenter,
        )
        if self.sub:
            paint_text(
                p,
                scale,
                r.adjusted(20, 100, -20, -20),
                self.sub,
                22,
                color=theme.INK,
                align=Qt.AlignmentFlag.AlignCenter,
            )
