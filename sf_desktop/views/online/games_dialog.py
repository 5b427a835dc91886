"""Game ▸ Online games: every game the player has a seat in, on any server. Whose turn it is,
the last move, the clock; Open puts a game on the table, and a finished one opens in the
replay (its review one click away)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..look.screen_room import open_within_screen
from .games_list import GamesList, Key

ROLE = Qt.ItemDataRole.UserRole


class OnlineGamesDialog(QDialog):
    """The list of online games, kept current while it is open."""

    def __init__(self, games: GamesList, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Online games"))
        self.setObjectName("online-games-dialog")
        self.games = games
        outer = QVBoxLayout(self)
        self.empty = QLabel(self.tr("You have no online game yet: Game ▸ Play online… starts one."))
        self.empty.setObjectName("online-games-empty")
        outer.addWidget(self.empty)
        self.tree = QTreeWidget()
        self.tree.setObjectName("online-games")
        self.tree.setAccessibleName(self.tr("Online games"))
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setHeaderLabels(
            [self.tr("Players"), self.tr("Now"), self.tr("Last move"), self.tr("Clock"), self.tr("Where")]
        )
        header = self.tree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.tree.itemActivated.connect(lambda _item, _col: self.open_selected())
        self.tree.currentItemChanged.connect(lambda *_: self._buttons())
        outer.addWidget(self.tree, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_button = QPushButton(self.tr("&Open"))
        self.open_button.setObjectName("online-games-open")
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(self.open_selected)
        self.remove_button = QPushButton(self.tr("&Remove from the list"))
        self.remove_button.setObjectName("online-games-remove")
        self.remove_button.setToolTip(
            self.tr("Forget this game: your seat in it cannot be taken again from this computer")
        )
        self.remove_button.clicked.connect(self.remove_selected)
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.remove_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        open_within_screen(self, QSize(900, 420))
        games.changed.connect(self.fill)
        self.fill()
        self.tree.setFocus()

    def fill(self) -> None:
        chosen = self._selected()
        self.tree.clear()
        for row in self.games.rows():
            item = QTreeWidgetItem(row.columns)
            item.setData(0, ROLE, row.key)
            for column, text in enumerate(row.columns):
                item.setToolTip(column, text)
            self.tree.addTopLevelItem(item)
            if row.key == chosen or (chosen is None and self.tree.topLevelItemCount() == 1):
                self.tree.setCurrentItem(item)
        self.empty.setVisible(self.tree.topLevelItemCount() == 0)
        self.tree.setVisible(self.tree.topLevelItemCount() > 0)
        self._buttons()

    def _selected(self) -> Key | None:
        item = self.tree.currentItem()
        return item.data(0, ROLE) if item is not None else None

    def _buttons(self) -> None:
        chosen = self._selected() is not None
        self.open_button.setEnabled(chosen)
        self.remove_button.setEnabled(chosen)

    def open_selected(self) -> None:
        key = self._selected()
        if key is not None and self.games.open(key):
            self.accept()

    def remove_selected(self) -> None:
        key = self._selected()
        if key is not None:
            self.games.forget(key)
