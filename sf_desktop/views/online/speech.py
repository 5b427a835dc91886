"""A phrase a friend says, shown beside their board for a few seconds (and kept in the log):
a log line alone went unseen at 200% text or a few moves later."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..look import theme

SHOWN_MS = 5000  # how long a phrase stays beside the board
DESIGN_SIZE = 17.0  # its words, at the table's text size like the board's names
TAIL = 12.0  # the point towards the sender's name


class SpeechBubble(QGraphicsObject):
    """A rounded plate with the phrase, its point towards the sender's name, over the top of
    their board (never past the table's edge), gone after :data:`SHOWN_MS`."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.font = QFont()
        self.size = QRectF(0, 0, 10, 10)
        self.pad = 10.0
        self.setZValue(950)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.hide)
        self.hide()

    def say(self, text: str, board: QRectF, header: QRectF, scale: theme.TextScale) -> None:
        """Show ``text`` under the header of the board at ``board`` for a few seconds."""
        self.text = text
        self.timer.start(SHOWN_MS)
        self.place(board, header, scale)
        self.show()

    def place(self, board: QRectF, header: QRectF, scale: theme.TextScale) -> None:
        """Lie under the sender's name, as wide as the words ask (wrapped within the board)."""
        self.prepareGeometryChange()
        self.font = scale.font(DESIGN_SIZE, bold=True)
        metrics = QFontMetricsF(self.font)
        pad = self.pad = max(10.0, metrics.height() * 0.4)
        room = board.width() - 2 * 8
        lines = metrics.boundingRect(
            QRectF(0, 0, room - 2 * pad, 10_000), int(Qt.TextFlag.TextWordWrap), self.text
        )
        width = min(room, lines.width() + 2 * pad + 2)
        self.size = QRectF(0, TAIL, width, lines.height() + 2 * pad)
        self.setPos(board.x() + 8, header.bottom() - TAIL / 2)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.size.adjusted(0, -TAIL, 0, 0)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        body = self.size
        path = QPainterPath()
        path.addRoundedRect(body, 12, 12)
        point = QPainterPath()
        point.moveTo(QPointF(18, body.top() + 1))
        point.lineTo(QPointF(24, 0))
        point.lineTo(QPointF(34, body.top() + 1))
        point.closeSubpath()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(theme.GOLD, 2))
        p.setBrush(QColor(theme.PAPER))
        p.drawPath(path.united(point))
        p.setPen(theme.CARD_INK)
        p.setFont(self.font)
        flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignCenter)
        p.drawText(body.adjusted(self.pad, 0, -self.pad, 0), flags, self.text)
