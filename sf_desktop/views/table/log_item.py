"""The game log on the table: a captioned panel showing the newest entries whole, the newest at
the bottom."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from ..look.theme import TextScale
from .furniture import PanelItem, RichTextItem

MAX_MEASURED = 2000  # entry heights remembered before the memory starts again


class LogItem(PanelItem):
    """The log panel; its text sits in a clipping frame under the caption."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.entries: list[str] = []
        self._heights: dict[str, float] = {}
        self.frame = QGraphicsRectItem(rect.adjusted(8, 26, -8, -6), self)
        self.frame.setPen(Qt.PenStyle.NoPen)
        self.frame.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
        self.text = RichTextItem(rect.width() - 24, 16)
        self.text.setParentItem(self.frame)

    def show_lines(self, entries: Sequence[str]) -> None:
        """Show the newest ``entries`` (HTML, oldest first) that fit whole; the newest last, at
        the bottom of the panel."""
        self.entries = list(entries)
        frame = self.frame.rect()
        room = frame.height()
        shown: list[str] = []
        used = 4.0  # the document's margins
        for html in reversed(entries):
            h = self._entry_height(html)
            if shown and used + h > room:
                break
            shown.insert(0, html)
            used += h
        self.text.setHtml("<br>".join(shown))
        height = self.text.boundingRect().height()
        self.text.setPos(frame.x() + 2, frame.y() + min(0.0, room - height))

    def refresh(self) -> None:
        """Lay the entries out again (after a language or text size change)."""
        self.show_lines(self.entries)

    def restyle(self, scale: TextScale) -> None:
        """Take the table's text size anew; the entries' heights are measured again."""
        self.text.restyle(scale)
        self._heights.clear()

    def _entry_height(self, html: str) -> float:
        """The height of one entry as laid out in the panel (measured once)."""
        h = self._heights.get(html)
        if h is None:
            doc = QTextDocument()
            doc.setDefaultFont(self.text.font())
            doc.setDocumentMargin(0)
            doc.setTextWidth(self.text.textWidth() - 4)
            doc.setHtml(html)
            h = doc.size().height()
            if len(self._heights) > MAX_MEASURED:
                self._heights.clear()
            self._heights[html] = h
        return h
