"""The project board: its columns, the face-down deck, the foundation tokens waiting in their
stacks, and the box where a taken card may be discarded."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..look import theme
from . import card_art, layout
from .furniture import paint_text
from .items import GLOW, Mark, TableItem, paint_mark

translate = QCoreApplication.translate


class LaneItem(TableItem):
    """One project column: a drop target for the drawn card, a click to take it."""

    def __init__(self, column: int) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.column = column
        self.count = 0
        self.setZValue(-8)

    @property
    def rect(self) -> QRectF:
        return layout.lane_rect(self.column)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-GLOW, -GLOW, GLOW, GLOW)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        fill = QColor(255, 255, 255, 16 if not self.hovered else 34)
        p.setPen(QPen(QColor(255, 255, 255, 40), 1.2, Qt.PenStyle.DashLine))
        p.setBrush(fill)
        p.drawRoundedRect(r, 12, 12)
        badge = QRectF(r.x() + 6, r.center().y() - 19, 38, 38)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(
            theme.GOLD if self.mark in (Mark.LEGAL, Mark.SELECTED, Mark.HINT) else QColor(255, 255, 255, 60)
        )
        p.drawEllipse(badge)
        paint_text(
            p,
            badge,
            str(self.column + 1),
            22,
            QColor("#1d2a33"),
            bold=True,
            align=Qt.AlignmentFlag.AlignCenter,
        )
        if self.count == 0:
            paint_text(
                p, r.adjusted(LANE_TEXT_X, 0, 0, 0), translate("Board", "empty column"), 18, theme.INK_DIM
            )
        mark = self.shown_mark()
        paint_mark(p, r, mark, self._focus, radius=12)


LANE_TEXT_X = 64


class DeckItem(TableItem):
    """The face-down deck with the number of cards left."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.setPos(layout.DECK_POS)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_count(self, n: int) -> None:
        if n != self.count:
            self.count = n
            self.update()

    def boundingRect(self) -> QRectF:
        return card_art.CARD_RECT.adjusted(-GLOW, -GLOW, GLOW + 8, GLOW + 140)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
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
        text = translate("Board", "%n cards", None, self.count)
        paint_text(
            p,
            QRectF(-8, 106, card_art.CARD_W + 16, 28),
            text,
            19,
            theme.INK,
            bold=True,
            align=Qt.AlignmentFlag.AlignCenter,
        )
        paint_mark(p, card_art.CARD_RECT, self.shown_mark(), self._focus)


class FoundationStacksItem(QGraphicsObject):
    """The foundation tokens waiting on the project board, taken from the left (top) stack."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.stacks: tuple[int, ...] = ()
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

    def boundingRect(self) -> QRectF:
        return layout.STACKS_RECT

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = layout.STACKS_RECT
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 50))
        p.drawRoundedRect(r, 12, 12)
        for i, n in enumerate(self.stacks):
            pos = layout.foundation_stack_pos(i)
            if n == 0:
                p.setPen(QPen(QColor(255, 255, 255, 50), 1.2, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(QRectF(pos.x(), pos.y() + 6, 40, 40))
            for k in range(n):
                card_art.paint_foundation_token(p, QRectF(pos.x(), pos.y() + 6 - k * 6, 40, 40))
        left = sum(self.stacks)
        paint_text(
            p,
            QRectF(r.x(), r.bottom() - 24, r.width(), 22),
            str(left),
            17,
            theme.INK,
            bold=True,
            align=Qt.AlignmentFlag.AlignCenter,
        )


class DiscardZoneItem(TableItem):
    """The box: drop a taken card here to leave it unplaced."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.count = 0
        self.setZValue(-6)

    @property
    def rect(self) -> QRectF:
        return layout.DISCARD_RECT

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
        paint_text(
            p,
            QRectF(r.x() + 6, r.y() + 6, r.width() - 12, 22),
            translate("Board", "Discard"),
            17,
            theme.INK,
            bold=True,
            align=Qt.AlignmentFlag.AlignCenter,
        )
        paint_text(
            p,
            QRectF(r.x() + 6, r.bottom() - 28, r.width() - 12, 22),
            translate("Board", "box: {0}").format(self.count),
            15,
            theme.INK_DIM,
            align=Qt.AlignmentFlag.AlignCenter,
        )
        paint_mark(p, r, self.shown_mark(), self._focus, radius=12)
