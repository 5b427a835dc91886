"""The movable things on the table: cards, skyscrapers, pieces, buttons and choice tiles, and
the marks that light them.

Items only draw themselves and show a :class:`Mark` (legal target, hover, selected, dimmed, a
suggested move) and the keyboard focus; the scene decides what they mean and turns clicks and
drops into actions.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from enum import StrEnum
from typing import Any

from PySide6.QtCore import Property, QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QToolTip,
    QWidget,
)

from ...model.cards import CARDS, COLOR_KEYS, BonusKind
from ...words.glossary import describe_card
from ..look import theme
from . import card_art
from .card_art import CARD_RECT, CARD_W, Decor
from .furniture import text_scale

GLOW = 10.0
translate = QCoreApplication.translate


class Mark(StrEnum):
    """What lights a thing on the table, and why: every mark an item can show."""

    NONE = ""
    LEGAL = "legal"  # a person may use it now (or drop there)
    HOVER = "hover"  # a legal thing under the pointer, or the target a drag would land on
    SELECTED = "selected"  # chosen on the way: a taken card waiting for its row
    DIM = "dim"  # in the person's turn, but not usable now
    HINT = "hint"  # what a suggested move (or a review's best move) uses


def show_tooltip(scene: QGraphicsScene, event: QGraphicsSceneHelpEvent) -> None:
    """The tooltip of the topmost item under the pointer, tied to that item's place on the
    screen: Qt hides it as soon as the pointer leaves the item. (Qt's own scene ties it to the
    whole view, so a tip stayed up for seconds over whatever the pointer moved on to.)"""
    widget = event.widget()
    view = widget.parentWidget() if widget is not None else None
    transform = view.transform() if isinstance(view, QGraphicsView) else None
    under = (
        scene.items(
            event.scenePos(),
            Qt.ItemSelectionMode.IntersectsItemShape,
            Qt.SortOrder.DescendingOrder,
            transform,
        )
        if transform is not None
        else scene.items(event.scenePos())
    )
    item = next((i for i in under if i.isVisible() and i.toolTip()), None)
    if item is None or not isinstance(view, QGraphicsView):
        QToolTip.hideText()
        event.ignore()
        return
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    QToolTip.showText(event.screenPos(), item.toolTip(), widget, rect)
    event.accept()


def paint_mark(
    painter: QPainter, shape: QRectF, mark: Mark, focus: bool, radius: float = card_art.RADIUS
) -> None:
    """Outline a target: gold when legal, white when hovered, thick gold when selected; a
    suggested move (``HINT``) gets a wide white band with gold dashes, told apart by shape too."""
    if mark == Mark.HINT:
        ring = shape.adjusted(-5, -5, 5, 5)
        for width, alpha in ((16.0, 60), (9.0, 160)):
            ring_color = QColor(theme.HINT)
            ring_color.setAlpha(alpha)
            painter.setPen(QPen(ring_color, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(ring, radius + 5, radius + 5)
        dash = QPen(theme.HIGHLIGHT, 4.0, Qt.PenStyle.DashLine)
        dash.setDashPattern([2.0, 1.5])
        painter.setPen(dash)
        painter.drawRoundedRect(ring, radius + 5, radius + 5)
    elif mark == Mark.DIM:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.DIMMED)
        painter.drawRoundedRect(shape, radius, radius)
    elif mark in (Mark.LEGAL, Mark.HOVER, Mark.SELECTED):
        color = QColor(theme.HOVER if mark == Mark.HOVER else theme.HIGHLIGHT)
        for width, alpha in ((12.0, 50), (7.0, 110), (3.5, 255)):
            mark_color = QColor(color)
            mark_color.setAlpha(alpha)
            painter.setPen(QPen(mark_color, width if mark != Mark.SELECTED else width + 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(shape.adjusted(-2, -2, 2, 2), radius + 2, radius + 2)
    if focus:
        pen = QPen(QColor("#ffffff"), 2.5, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(shape.adjusted(-6, -6, 6, 6), radius + 5, radius + 5)


def repainting_property(attribute: str) -> Any:
    """A float Qt property (animatable by name) kept in ``attribute``; a change repaints the item.
    Typed ``Any``: on an item it reads and writes as a float, which a ``Property`` type hides."""

    def get(item: QGraphicsObject) -> float:
        return getattr(item, attribute)

    def set_(item: QGraphicsObject, value: float) -> None:
        if value != getattr(item, attribute):
            setattr(item, attribute, value)
            item.update()

    return Property(float, get, set_)


class TableItem(QGraphicsObject):
    """Base: a mark, a keyboard-focus ring and hover feedback for clickable items."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._mark = Mark.NONE
        self._focus = False
        self._hover = False
        self.clickable = False
        self.setAcceptHoverEvents(True)

    @property
    def mark(self) -> Mark:
        return self._mark

    def set_mark(self, mark: Mark) -> None:
        if mark != self._mark:
            self._mark = mark
            self.update()

    def set_focus_ring(self, on: bool) -> None:
        if on != self._focus:
            self._focus = on
            self.update()

    @property
    def hovered(self) -> bool:
        return self._hover

    def set_clickable(self, on: bool) -> None:
        self.clickable = on
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        if not on and self._hover:
            self._hover = False
            self.update()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.clickable:
            self._hover = True
            self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._hover:
            self._hover = False
            self.update()
        super().hoverLeaveEvent(event)

    def shown_mark(self) -> Mark:
        if self._hover and self._mark in (Mark.NONE, Mark.LEGAL):
            return Mark.HOVER
        return self._mark


class CardItem(TableItem):
    """A project or bonus card: face or back, with its tokens; flips and flies."""

    def __init__(self, card: int) -> None:
        super().__init__()
        self.card = card
        self._flip = 1.0
        self._lift = 0.0
        self.decor = Decor()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setToolTip(describe_card(card))
        self.setObjectName(f"card-{CARDS[card].id}")
        self.setData(0, f"{COLOR_KEYS[CARDS[card].color or 0]}")

    def boundingRect(self) -> QRectF:
        return CARD_RECT.adjusted(-GLOW, -GLOW, GLOW + 4, GLOW + 6)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(CARD_RECT, card_art.RADIUS, card_art.RADIUS)
        return path

    flip = repainting_property("_flip")

    @property
    def face_up(self) -> bool:
        return self._flip >= 0.5

    def set_face_up(self, up: bool) -> None:
        self.flip = 1.0 if up else 0.0

    def set_decor(self, decor: Decor) -> None:
        if decor != self.decor:
            self.decor = decor
            self.update()

    def set_lifted(self, lifted: bool) -> None:
        lift = 1.0 if lifted else 0.0
        if lift != self._lift:
            self._lift = lift
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        off = 3 + 5 * self._lift
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70 + int(40 * self._lift)))
        painter.drawRoundedRect(CARD_RECT.translated(off * 0.6, off), card_art.RADIUS, card_art.RADIUS)
        painter.save()
        angle = math.pi * (1.0 - self._flip)
        sx = abs(math.cos(angle))
        if sx < 0.999:
            painter.translate(CARD_W / 2, 0)
            painter.scale(max(sx, 0.01), 1.0)
            painter.translate(-CARD_W / 2, 0)
        if self.face_up:
            card_art.paint_card_face(painter, self.card, self.decor)
        else:
            card_art.paint_card_back(painter)
        painter.restore()
        paint_mark(painter, CARD_RECT, self.shown_mark(), self._focus)


class SkyscraperItem(QGraphicsObject):
    """A skyscraper standee on a foundation; ``rise`` grows it from the ground.

    It stands inside its own card (:data:`card_art.SKYSCRAPER_RECT`), so that it hides neither
    the card's tokens nor the card above nor a board's header."""

    W = card_art.SKYSCRAPER_RECT.width()
    H = card_art.SKYSCRAPER_RECT.height()

    def __init__(self, seat: int, cell: int) -> None:
        super().__init__()
        self.seat = seat
        self.cell = cell
        self._rise = 1.0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.W + 4, self.H + 4)

    def shape(self) -> QPainterPath:
        """What the standee covers: its tower (the picture's margins are see-through)."""
        path = QPainterPath()
        path.addRect(QRectF(0.08 * self.W, 0, 0.84 * self.W, self.H))
        return path

    rise = repainting_property("_rise")

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self._rise <= 0.001:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawEllipse(QRectF(0.04 * self.W, self.H - 7, 0.96 * self.W, 7))
        painter.save()
        painter.translate(0, self.H)
        painter.scale(1.0, self._rise)
        painter.translate(0, -self.H)
        card_art.paint_skyscraper(painter, QRectF(0, 0, self.W, self.H))
        painter.restore()


class PieceItem(TableItem):
    """A small piece drawn by one of the card_art painters: medal, token, cable car..."""

    def __init__(
        self, painter: Callable[[QPainter, QRectF], None], w: float, h: float, tip: str = ""
    ) -> None:
        super().__init__()
        self._painter = painter
        self._rect = QRectF(0, 0, w, h)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        if tip:
            self.setToolTip(tip)

    @property
    def size(self) -> QRectF:
        return self._rect

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-GLOW, -GLOW, GLOW, GLOW)

    def shape(self) -> QPainterPath:
        """The piece itself (its glow is only drawn when it is a target)."""
        path = QPainterPath()
        path.addRect(self._rect)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._painter(painter, self._rect)
        paint_mark(painter, self._rect, self.shown_mark(), self._focus, radius=self._rect.width() / 2)


class ButtonItem(TableItem):
    """A rounded button drawn in the scene (Done, Discard contracts...)."""

    TEXT_MARGIN = 8.0  # room left and right of the text, together

    clicked = Signal()

    def __init__(self, text: str, w: float, h: float = 40.0, primary: bool = False) -> None:
        super().__init__()
        self._text = text
        self._rect = QRectF(0, 0, w, h)
        self.primary = primary
        self.set_clickable(True)

    def set_text(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self.update()

    def set_rect(self, rect: QRectF) -> None:
        """Stand at ``rect`` of the table (the layout changed with the text size)."""
        if rect.size() != self._rect.size():
            self.prepareGeometryChange()
            self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self.update()

    @property
    def text(self) -> str:
        return self._text

    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-GLOW, -GLOW, GLOW, GLOW)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = QColor("#f2b632") if self.primary else QColor("#e9e1cc")
        if self.hovered:
            base = base.lighter(112)
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1.5))
        painter.setBrush(base)
        painter.drawRoundedRect(self._rect, 10, 10)
        painter.setPen(QColor("#2b2418"))
        font, shown, _ = text_scale(self).fit(
            self._text, 19, self._rect.width() - self.TEXT_MARGIN, bold=True
        )
        painter.setFont(font)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, shown)
        paint_mark(
            painter,
            self._rect,
            self.shown_mark() if self.mark == Mark.HINT else Mark.NONE,
            self._focus,
            radius=10,
        )


class ChoiceItem(TableItem):
    """A bonus option to pick: the token's art and its name."""

    def _label_font(self, box: QRectF) -> QFont:
        """The label's font: the table's text size, smaller if two lines would not hold it."""
        ts = text_scale(self)
        size = ts.size(18)
        while True:
            font = theme.font(size, True)
            flags = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
            needed = QFontMetricsF(font).boundingRect(box, flags, self._label)
            fits = needed.height() <= box.height() and needed.width() <= box.width()
            if fits or size <= ts.floor:
                if theme.text_audit is not None:
                    theme.text_audit.append((self._label, needed.height(), box.height()))
                return font
            size -= 0.5

    def __init__(self, kind: BonusKind, label: str, w: float = 160.0, h: float = 150.0) -> None:
        super().__init__()
        self.kind = kind
        self._label = label
        self._rect = QRectF(0, 0, w, h)
        self.set_clickable(True)

    @property
    def label(self) -> str:
        return self._label

    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-GLOW, -GLOW, GLOW, GLOW)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.PANEL_DARK)  # opaque: a taken card under the tile must not show through
        painter.drawRoundedRect(self._rect, 12, 12)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1.5))
        painter.setBrush(QColor(255, 255, 255, 40 if not self.hovered else 70))
        painter.drawRoundedRect(self._rect, 12, 12)
        # The name's lines first (two, three where a narrow tile wraps it so), the token's art
        # in what is left (a low tray at large text).
        metrics = QFontMetricsF(theme.font(text_scale(self).size(18), True))
        wrap = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
        words = metrics.boundingRect(QRectF(0, 0, self._rect.width() - 12, 1000), wrap, self._label)
        count = min(3, max(2, round(words.height() / metrics.lineSpacing())))
        lines = count * metrics.lineSpacing() + 4
        label_h = max(50.0, min(lines, self._rect.height() * (0.55 if count == 2 else 0.7)))
        side = max(24.0, min(80.0, self._rect.height() - label_h - 20))
        icon = QRectF(self._rect.center().x() - side / 2, 10, side, side)
        card_art.paint_bonus_token(painter, self.kind, icon)
        painter.setPen(theme.INK)
        box = QRectF(6, icon.bottom() + 4, self._rect.width() - 12, self._rect.height() - icon.bottom() - 8)
        painter.setFont(self._label_font(box))
        painter.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, self._label)
        paint_mark(painter, self._rect, self.shown_mark(), self._focus, radius=12)
