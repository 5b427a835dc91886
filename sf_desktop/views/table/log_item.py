"""The game log on the table: a captioned panel showing the newest entries, the newest at the
bottom. Where the last round's entries do not all fit whole (large words in a small window),
they are shortened, each ending with an ellipsis, rather than left out or made smaller: the
newest keeps as many of its lines as the room leaves, the older ones at least a line each, so
a player still sees what every opponent just did; a shortened entry says itself whole in its
tooltip (and the whole log is in the window's Log)."""

from __future__ import annotations

from collections.abc import Sequence

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QFontMetricsF,
    QTextBlock,
    QTextCursor,
    QTextDocument,
    QTextDocumentFragment,
    QTextLine,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSceneHoverEvent

from ..look.theme import TextScale
from .furniture import PanelItem, RichTextItem

MAX_MEASURED = 2000  # entries measured or shortened, remembered before the memory starts again
ELLIPSIS = "\u2026"


@attrs.frozen
class ShownEntry:
    """One entry as the panel shows it: whole, or shortened to its first lines (``whole``
    false), and the height it takes."""

    html: str
    whole: bool
    height: float


class LogItem(PanelItem):
    """The log panel; its text sits in a clipping frame under the caption."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.entries: list[str] = []
        self.round = 1  # the newest entries a player must see: the other players' last moves
        self.shown = 0
        self.lines: list[ShownEntry] = []  # what shows: the newest entries, oldest first
        self._heights: dict[str, float] = {}
        self._cuts: dict[tuple[str, int], ShownEntry] = {}
        self.frame = QGraphicsRectItem(self)
        self.frame.setPen(Qt.PenStyle.NoPen)
        self.frame.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
        self.text = RichTextItem(rect.width() - 24, 16)
        self.text.setParentItem(self.frame)
        self.text_scale = TextScale()
        self.setAcceptHoverEvents(True)  # a shortened entry says itself whole in its tooltip
        self.text.setAcceptHoverEvents(False)  # the panel hears the pointer move over its lines
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
            self._forget()

    def show_lines(self, entries: Sequence[str], players: int | None = None) -> None:
        """Show the newest ``entries`` (HTML, oldest first) at the table's text size, the newest
        last, at the bottom of the panel. With ``players`` at the table, the other players' last
        moves (two entries at least) all show, shortened if they must be."""
        self.entries = list(entries)
        if players:
            self.round = max(2, players - 1)
        frame = self.frame.rect()
        self.lines = self._choose(frame.height() - 4)  # the document's margins
        self.shown = len(self.lines)  # how many entries show
        self._show(self.lines)
        height = self.text.boundingRect().height()
        self.text.setPos(frame.x() + 2, frame.y() + min(0.0, frame.height() - height))

    def _choose(self, room: float) -> list[ShownEntry]:
        """The entries that show, oldest first, from the newest back: each whole while it fits
        with a line kept for each entry of the round still to come; one that does not is cut to
        the lines left, and from there every older one to one line, while the room holds it.
        Past the round, entries stop at the first that does not fit whole (none was cut)."""
        line_h = self._layout_doc("X").size().height()
        want = min(self.round, len(self.entries))
        shown: list[ShownEntry] = []
        used, cutting = 0.0, False
        for k, html in enumerate(reversed(self.entries)):
            left = room - used - max(0, want - k - 1) * line_h
            h = self._entry_height(html)
            if not cutting and h <= left:
                entry = ShownEntry(html, True, h)
            elif k >= want and not cutting and shown:
                break
            else:
                lines = 1 if cutting else max(1, int(left // line_h))
                entry, cutting = self._cut(html, lines), True
                if shown and used + entry.height > room:
                    break
            shown.insert(0, entry)
            used += entry.height
        return shown

    def _show(self, lines: Sequence[ShownEntry]) -> None:
        """Put ``lines`` in the text item's document, one paragraph each."""
        doc = self.text.document()
        doc.clear()
        cursor = QTextCursor(doc)
        for i, line in enumerate(lines):
            if i:
                cursor.insertBlock()
            cursor.insertFragment(QTextDocumentFragment.fromHtml(line.html))

    def _layout_doc(self, html: str) -> QTextDocument:
        """``html`` laid out as one entry of the panel: its font and width, no margin."""
        doc = QTextDocument()
        doc.setDefaultFont(self.text.font())
        doc.setDocumentMargin(0)
        doc.setTextWidth(self.text.textWidth() - 4)
        doc.setHtml(html)
        doc.size()  # lays it out
        return doc

    def _cut(self, html: str, lines: int) -> ShownEntry:
        """``html`` on at most ``lines`` lines (measured once)."""
        entry = self._cuts.get((html, lines))
        if entry is None:
            if len(self._cuts) > MAX_MEASURED:
                self._cuts.clear()
            entry = self._cuts[html, lines] = self._shorten(html, lines)
        return entry

    def _shorten(self, html: str, lines: int) -> ShownEntry:
        """``html`` on at most ``lines`` lines: whole if it fits, else cut where its last line
        would break, ending with an ellipsis (its formatting, such as a player's coloured name,
        kept)."""
        doc = self._layout_doc(html)
        if line_count(doc) <= lines:
            return ShownEntry(html, True, doc.size().height())
        block, last = nth_line(doc, lines - 1)
        room = last.x() + doc.textWidth() - QFontMetricsF(self.text.font()).horizontalAdvance(ELLIPSIS + " ")
        cut = block.position() + last.xToCursor(max(last.x(), room))
        text = doc.toPlainText()
        while True:
            while cut > 0 and text[cut - 1].isspace():
                cut -= 1
            short = self._layout_doc(html)
            cursor = QTextCursor(short)
            cursor.setPosition(cut)
            cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
            cursor.insertText(ELLIPSIS)
            if line_count(short) <= lines or cut == 0:
                return ShownEntry(short.toHtml(), False, short.size().height())
            cut -= 1

    def tip_at(self, pos: QPointF) -> str:
        """The whole words of a shortened entry under ``pos`` (in the panel's coordinates)."""
        y = self.text.mapFromParent(self.frame.mapFromParent(pos)).y()
        doc = self.text.document()
        first = len(self.entries) - len(self.lines)  # the shown entries are the newest
        block = doc.firstBlock()
        for i, line in enumerate(self.lines):
            box = doc.documentLayout().blockBoundingRect(block)
            if box.top() <= y < box.bottom():
                return "" if line.whole else plain(self.entries[first + i])
            block = block.next()
        return ""

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setToolTip(self.tip_at(event.pos()))
        super().hoverMoveEvent(event)

    def refresh(self) -> None:
        """Lay the entries out again (after a language or text size change)."""
        self.show_lines(self.entries)

    def restyle(self, scale: TextScale) -> None:
        """Take the table's text size anew; the entries are measured again."""
        self.text_scale = scale
        self.text.restyle(scale)
        self._place_frame()
        self._forget()

    def _forget(self) -> None:
        """Measure the entries anew: their font or width changed."""
        self._heights.clear()
        self._cuts.clear()

    def _entry_height(self, html: str) -> float:
        """The height of one entry as laid out in the panel (measured once)."""
        h = self._heights.get(html)
        if h is None:
            h = self._layout_doc(html).size().height()
            if len(self._heights) > MAX_MEASURED:
                self._heights.clear()
            self._heights[html] = h
        return h


def plain(html: str) -> str:
    """The words of an entry without their formatting."""
    return QTextDocumentFragment.fromHtml(html).toPlainText()


def line_count(doc: QTextDocument) -> int:
    """The lines ``doc`` is laid out on (every paragraph's)."""
    count, block = 0, doc.firstBlock()
    while block.isValid():
        count += block.layout().lineCount()
        block = block.next()
    return count


def nth_line(doc: QTextDocument, n: int) -> tuple[QTextBlock, QTextLine]:
    """The paragraph and line that is the ``n``-th (from 0) of ``doc``'s laid-out lines."""
    block = doc.firstBlock()
    while block.isValid():
        layout = block.layout()
        if n < layout.lineCount():
            return block, layout.lineAt(n)
        n -= layout.lineCount()
        block = block.next()
    raise IndexError(n)
