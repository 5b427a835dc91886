"""The game log on the table: a captioned panel showing the newest entries whole, the newest at
the bottom."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from ..look import theme
from ..look.theme import TextScale
from .furniture import PanelItem, RichTextItem

MAX_MEASURED = 2000  # entry heights remembered before the memory starts again


class LogItem(PanelItem):
    """The log panel; its text sits in a clipping frame under the caption."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.entries: list[str] = []
        self.shown = 0
        self._heights: dict[str, float] = {}
        self.frame = QGraphicsRectItem(self)
        self.frame.setPen(Qt.PenStyle.NoPen)
        self.frame.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
        self.text = RichTextItem(rect.width() - 24, 16)
        self.text.setParentItem(self.frame)
        self.text_scale = TextScale()
        self._place_frame()

    def set_rect(self, rect: QRectF) -> None:
        """The panel's place on the table (the layout changed with the text size)."""
        super().set_rect(rect)
        self._place_frame()
        self.refresh()

    def set_room(self, rect: QRectF) -> None:
        """The panel's place, if it changed (it takes the empty tray's room, or gives it back)."""
        if rect != self.rect:
            self.set_rect(rect)

    def _place_frame(self) -> None:
        """The entries' frame: the panel under its caption."""
        rect = self.rect
        self.frame.setRect(rect.adjusted(8, self.caption_rect().bottom() - rect.y() - 2, -8, -6))
        if self.text.textWidth() != rect.width() - 24:
            self.text.setTextWidth(rect.width() - 24)
            self._heights.clear()

    def show_lines(self, entries: Sequence[str]) -> None:
        """Show the newest ``entries`` (HTML, oldest first) that fit whole; the newest last, at
        the bottom of the panel. If the newest alone is taller than the panel (large words in a
        small window), the words get smaller for it, down to the readable minimum."""
        self.entries = list(entries)
        frame = self.frame.rect()
        room = frame.height()
        self._fit_newest(room)
        shown: list[str] = []
        used = 4.0  # the document's margins
        for html in reversed(entries):
            h = self._entry_height(html)
            if shown and used + h > room:
                break
            shown.insert(0, html)
            used += h
        self.shown = len(shown)  # how many entries show
        self.text.setHtml("<br>".join(shown))
        height = self.text.boundingRect().height()
        self.text.setPos(frame.x() + 2, frame.y() + min(0.0, room - height))

    def refresh(self) -> None:
        """Lay the entries out again (after a language or text size change)."""
        self.show_lines(self.entries)

    def restyle(self, scale: TextScale) -> None:
        """Take the table's text size anew; the entries' heights are measured again."""
        self.text_scale = scale
        self.text.restyle(scale)
        self._place_frame()
        self._heights.clear()

    def _fit_newest(self, room: float) -> None:
        """The text size at which the newest entry shows whole: the table's, or less."""
        size = self.text_scale.size(self.text.design_size)
        newest = self.entries[-1] if self.entries else ""
        while True:
            font = theme.font(size)
            if font != self.text.font():
                self.text.setFont(font)
                self._heights.clear()
            if not newest or self._entry_height(newest) + 4 <= room or size <= self.text_scale.floor:
                return
            size = max(self.text_scale.floor, size - 0.5)

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
