"""The project board: its columns, the face-down deck, the foundation tokens waiting in their
stacks, and the box where a taken card may be discarded."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..look import theme
from . import card_art
from .furniture import paint_text, text_scale
from .items import GLOW, Mark, TableItem, paint_mark
from .layout import line_h, stack_pos, stacks_count_h

translate = QCoreApplication.translate


class LaneItem(TableItem):
    """One project column: a drop target for the drawn card, a click to take it."""

    def __init__(self, column: int) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.column = column
        self.count = 0
        self._rect = QRectF()
        self.label_w = 50.0  # the column's number, left of its cards
        self.setZValue(-8)

    def set_place(self, rect: QRectF, label_w: float) -> None:
        """Lie at ``rect`` with the number in a badge ``label_w`` wide (the layout changed)."""
        if rect != self._rect or label_w != self.label_w:
            self.prepareGeometryChange()
            self._rect, self.label_w = QRectF(rect), label_w
            self.update()

    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-GLOW, -GLOW, GLOW, GLOW)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        fill = QColor(255, 255, 255, 16 if not self.hovered else 34)
        p.setPen(QPen(QColor(255, 255, 255, 40), 1.2, Qt.PenStyle.DashLine))
        p.setBrush(fill)
        p.drawRoundedRect(r, 12, 12)
        size = self.label_w - 12
        badge = QRectF(r.x() + 6, r.center().y() - size / 2, size, size)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(
            theme.GOLD if self.mark in (Mark.LEGAL, Mark.SELECTED, Mark.HINT) else QColor(255, 255, 255, 60)
        )
        p.drawEllipse(badge)
        paint_text(
            p,
            text_scale(self),
            badge,
            str(self.column + 1),
            22,
            color=QColor("#1d2a33"),
            bold=True,
            align=Qt.AlignmentFlag.AlignCenter,
        )
        if self.count == 0:
            paint_text(
                p,
                text_scale(self),
                r.adjusted(self.label_w + 14, 0, 0, 0),
                translate("Board", "empty column"),
                18,
                color=theme.INK_DIM,
            )
        mark = self.shown_mark()
        paint_mark(p, r, mark, self._focus, radius=12)


class DeckItem(TableItem):
    """The face-down deck with the number of cards left."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.card_scale = 1.0
        self.count_rect = QRectF(-8, 106, card_art.CARD_W + 16, 28)  # under the deck, item units
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_place(self, pos: QPointF, card_scale: float, count_rect: QRectF) -> None:
        """The deck at ``pos`` with cards at ``card_scale``, its count in ``count_rect`` (scene)."""
        self.prepareGeometryChange()
        self.setPos(pos)
        self.card_scale = card_scale
        self.count_rect = count_rect.translated(-pos)
        self.update()

    @property
    def card_rect(self) -> QRectF:
        """The top card, in the item's units."""
        s = self.card_scale
        return QRectF(0, 0, card_art.CARD_W * s, card_art.CARD_H * s)

    def set_count(self, n: int) -> None:
        if n != self.count:
            self.count = n
            self.update()

    def boundingRect(self) -> QRectF:
        return self.card_rect.adjusted(-GLOW, -GLOW, GLOW + 8, GLOW).united(self.count_rect)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.save()
        p.scale(self.card_scale, self.card_scale)
        self._paint_cards(p)
        p.restore()
        text = translate("Board", "%n cards", None, self.count)
        paint_text(
            p,
            text_scale(self),
            self.count_rect,
            text,
            19,
            color=theme.INK,
            bold=True,
            align=Qt.AlignmentFlag.AlignCenter,
        )
        paint_mark(p, self.card_rect, self.shown_mark(), self._focus)

    def _paint_cards(self, p: QPainter) -> None:
        """The pile of card backs (a few, for a thick deck), or its empty place."""
        if self.count:
            layers = min(5, 1 + self.count // 12)
            for i in range(layers, 0, -1):
                p.save()
                p.translate(i * 1.6, i * 1.6)
                card_art.paint_card_back(p)
                p.restore()
            card_art.paint_card_back(p)
        else:
            p.setPen(QPen(QColor(255, 255, 255, 60), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(card_art.CARD_RECT, 9, 9)


class FoundationStacksItem(QGraphicsObject):
    """The foundation tokens waiting on the project board, taken from the left (top) stack."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.stacks: tuple[int, ...] = ()
        self._rect = QRectF()
        self.setToolTip(
            translate(
                "Board",
                "Foundation tokens: one goes on each drawn foundation card while they last. "
                "The game ends when the last one is placed.",
            )
        )

    def set_stacks(self, stacks: tuple[int, ...]) -> None:
        if stacks != self.stacks:
            self.stacks = stacks
            self.update()

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        count_h = stacks_count_h(text_scale(self))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 50))
        p.drawRoundedRect(r, 12, 12)
        for i, n in enumerate(self.stacks):
            pos = stack_pos(r, i, count_h)
            if n == 0:
                p.setPen(QPen(QColor(255, 255, 255, 50), 1.2, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(QRectF(pos.x(), pos.y() + 6, 40, 40))
            for k in range(n):
                card_art.paint_foundation_token(p, QRectF(pos.x(), pos.y() + 6 - k * 6, 40, 40))
        left = sum(self.stacks)
        paint_text(
            p,
            text_scale(self),
            QRectF(r.x(), r.bottom() - count_h, r.width(), count_h - 2),
            str(left),
            17,
            color=theme.INK,
            bold=True,
            align=Qt.AlignmentFlag.AlignCenter,
        )


class DiscardZoneItem(TableItem):
    """The box: drop a taken card here to leave it unplaced."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.count = 0
        self._rect = QRectF()
        self.setZValue(-6)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.update()

    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_count(self, n: int) -> None:
        if n != self.count:
            self.count = n
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-GLOW, -GLOW, GLOW, GLOW)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        p.setPen(QPen(QColor(255, 255, 255, 70), 1.5, Qt.PenStyle.DashLine))
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(r, 12, 12)
        caption_h = max(22.0, line_h(text_scale(self), 17, True) + 2)
        count_h = max(22.0, line_h(text_scale(self), 15) + 2)
        paint_text(
            p,
            text_scale(self),
            QRectF(r.x() + 6, r.y() + 6, r.width() - 12, caption_h),
            translate("Board", "Discard"),
            17,
            color=theme.INK,
            bold=True,
            align=Qt.AlignmentFlag.AlignCenter,
        )
        if r.height() >= caption_h + count_h + 12:  # a box squeezed by large words keeps its caption
            paint_text(
                p,
                text_scale(self),
                QRectF(r.x() + 6, r.bottom() - 6 - count_h, r.width() - 12, count_h),
                translate("Board", "box: {0}").format(self.count),
                15,
                color=theme.INK_DIM,
                align=Qt.AlignmentFlag.AlignCenter,
            )
        paint_mark(p, r, self.shown_mark(), self._focus, radius=12)
