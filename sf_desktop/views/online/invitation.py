"""An invitation to an online game: the room code and the addresses to share, each with a Copy
button, and, for a game hosted here, what the router said about friends elsewhere."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...words import online as texts
from ..access.text_field import TextField


def copy_text(text: str) -> None:
    clipboard = QGuiApplication.clipboard()
    if clipboard is not None:
        clipboard.setText(text)


class CopyLine(QWidget):
    """A read-only text and its Copy button (both reachable by Tab, both named)."""

    def __init__(
        self, caption: str, text: str, parent: QWidget | None = None, *, large: bool = False
    ) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.field = TextField(text)
        self.field.setReadOnly(True)
        self.field.setAccessibleName(caption)
        if large:
            font = QFont(self.field.font())
            font.setPointSizeF(font.pointSizeF() * 1.6)
            font.setBold(True)
            font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 110)
            self.field.setFont(font)
        self.button = QPushButton(self.tr("Copy"))
        self.button.setAccessibleName(self.tr("Copy {0}").format(caption))
        self.button.clicked.connect(self.copy)
        row.addWidget(self.field, 1)
        row.addWidget(self.button)

    def copy(self) -> None:
        copy_text(self.field.text())
        self.button.setText(self.tr("Copied"))


class InvitationBox(QWidget):
    """The code and the addresses of one room, to copy and send."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("invitation")
        self.code = ""
        self.addresses: list[str] = []
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        self.title.setWordWrap(True)
        outer.addWidget(self.title)
        self.grid = QGridLayout()
        outer.addLayout(self.grid)
        self.mapping = QLabel()
        self.mapping.setObjectName("port-mapping")
        self.mapping.setWordWrap(True)
        self.mapping.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.mapping)
        self.copy_all = QPushButton(self.tr("Copy the whole invitation"))
        self.copy_all.setObjectName("copy-invitation")
        self.copy_all.clicked.connect(self._copy_all)
        outer.addWidget(self.copy_all)
        self.lines: list[CopyLine] = []
        self.hide()

    def show_room(
        self, code: str, addresses: Sequence[str], *, lan: bool = False, mapping: str | None = None
    ) -> None:
        """Show ``code`` and ``addresses``; ``lan``: friends on this network also find the game
        in their list; ``mapping``: the router's answer in words (a game hosted here)."""
        self.code, self.addresses = code, list(addresses)
        for line in self.lines:
            self.grid.removeWidget(line)
            line.deleteLater()
        self.lines = []
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        title = self.tr("Send your friends the code and the address.")
        if lan:
            title += " " + self.tr("On this network they also find the game in their Join list.")
        self.title.setText(title)
        rows = [(self.tr("Room code"), texts.show_code(code), True)]
        for i, address in enumerate(addresses):
            caption = self.tr("Address") if len(addresses) == 1 else self.tr("Address {0}").format(i + 1)
            rows.append((caption, address, False))
        for r, (caption, text, large) in enumerate(rows):
            label = QLabel(caption + ":")
            line = CopyLine(caption, text, self, large=large)
            line.setObjectName("invitation-code" if large else f"invitation-address-{r}")
            label.setBuddy(line.field)
            self.grid.addWidget(label, r, 0)
            self.grid.addWidget(line, r, 1)
            self.lines.append(line)
        self.set_mapping(mapping)
        self.show()

    def set_mapping(self, mapping: str | None) -> None:
        self.mapping.setText(mapping or "")
        self.mapping.setVisible(bool(mapping))

    def invitation(self) -> str:
        return texts.invitation_text(self.code, self.addresses)

    def _copy_all(self) -> None:
        copy_text(self.invitation())
        self.copy_all.setText(self.tr("Invitation copied"))
