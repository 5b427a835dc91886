"""The replay's table with its side panel (the log, the review, the chart): beside the table
where the window leaves the table the room its words need, else over the table's right side,
as a drawer the player opens and closes.

The table's words fit their boxes only from a certain size on (they never show smaller than a
readable minimum, and below that size they would be cut): the table of a 1024-wide window.
Beside a panel in a narrower window the table would be smaller than that, so there the panel
lies over the table when asked for, and the table keeps the whole width.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSplitter, QVBoxLayout, QWidget

# The width of the table's view in a 1024-wide window: the least at which every word of the
# table shows whole, in every language, at every text size (tests/views/replay measures it).
TABLE_WIDTH = 1016
NO_LIMIT = 16777215  # Qt's QWIDGETSIZE_MAX: no largest width
DRAWER_GAP = 48  # of the table left in sight beside an open drawer


class TableWithPanel(QWidget):
    """``table`` with ``panel`` beside it (a splitter) or over it (a drawer)."""

    opened = Signal(bool)  # the panel was shown (True) or hidden (False)

    def __init__(self, table: QWidget, panel: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.panel = panel
        self.split = QSplitter()
        self.split.setChildrenCollapsible(False)
        self.split.addWidget(table)
        self.split.addWidget(panel)
        self.split.setStretchFactor(0, 1)
        self.split.setStretchFactor(1, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.split)
        self._beside = True
        self._open = True
        self._arranging = False

    # ------------------------------------------------------------------ the player's choice

    @property
    def beside(self) -> bool:
        """True while the panel stands beside the table, False while it is a drawer over it."""
        return self._beside

    @property
    def is_open(self) -> bool:
        return self._open

    def set_open(self, shown: bool) -> None:
        """Show or hide the panel; the keyboard leaves a panel that hides."""
        if shown == self._open:
            return
        self._open = shown
        if not shown and self.panel.isAncestorOf(self.focusWidget() or self):
            self.table.setFocus()
        self._place()
        self.opened.emit(shown)

    def toggle(self) -> None:
        self.set_open(not self._open)

    # ------------------------------------------------------------------ arranging

    def panel_width(self) -> int:
        """The least width the panel's words need (its tabs whole, its lines unbroken)."""
        return max(self.panel.minimumSizeHint().width(), self.panel.minimumWidth())

    def fits_beside(self, width: int) -> bool:
        """Whether a stage ``width`` wide holds the panel beside a table of its full size."""
        return width - self.split.handleWidth() - self.panel_width() >= TABLE_WIDTH

    def arrange(self) -> None:
        """Beside or over, for the width there is now; a drawer starts closed (the table's
        words whole), the panel beside the table open."""
        if self._arranging:
            return
        self._arranging = True
        try:
            beside = self.fits_beside(self.width())
            if beside != self._beside:
                self._beside = beside
                if beside:
                    self.panel.setAutoFillBackground(False)
                    self.split.addWidget(self.panel)
                else:
                    self.panel.setParent(self)
                    self.panel.setAutoFillBackground(True)  # over the table: no table through it
                was = self._open
                self._open = beside
                if was != self._open:
                    self.opened.emit(self._open)
            self._place()
        finally:
            self._arranging = False

    def _place(self) -> None:
        if self._beside:
            # The panel never takes the table's room: the splitter stops at the table's width.
            room = self.width() - self.split.handleWidth()
            self.panel.setMaximumWidth(max(self.panel_width(), room - TABLE_WIDTH))
            self.panel.setVisible(self._open)
            if self._open and self.split.sizes()[0] < TABLE_WIDTH:
                self.split.setSizes([TABLE_WIDTH, room - TABLE_WIDTH])
            return
        self.panel.setMaximumWidth(NO_LIMIT)
        width = max(min(self.panel_width(), self.width() - DRAWER_GAP), 1)  # most of the table in sight
        self.panel.setGeometry(self.width() - width, 0, width, self.height())
        self.panel.setVisible(self._open)
        if self._open:
            self.panel.raise_()

    def minimumSizeHint(self) -> QSize:
        """The table's least size: the panel goes over the table where the two do not fit."""
        return self.table.minimumSizeHint().expandedTo(self.table.minimumSize())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange()

    def event(self, event: QEvent) -> bool:
        # A larger text size widens the panel's words: beside or over again.
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.LayoutRequest):
            self.arrange()
        return super().event(event)
