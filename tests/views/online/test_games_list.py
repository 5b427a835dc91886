"""Game ▸ Online games reads a small list (rows to show, open one, forget one): the dialog
lists what the list gives and asks it by key, and the list reads the seat book and the
finished games' files without any connection."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal

from sf_desktop.storage.online_seats import SeatBook, SeatEntry
from sf_desktop.views.online.games_dialog import OnlineGamesDialog
from sf_desktop.views.online.games_list import GameRow, OnlineGamesList


class FakeList(QObject):
    """Two games; remembers what the dialog asked."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[str, tuple[str, str]]] = []
        self.list = [
            GameRow(("", "AAAA1111"), "Ana, Bruno", "Your turn", "Bruno took column 2.", "", "This computer"),
            GameRow(("wss://x", "BBBB2222"), "Ana, Cleo", "Cleo’s turn", "", "9:58", "wss://x"),
        ]

    def rows(self) -> list[GameRow]:
        return list(self.list)

    def open(self, key: tuple[str, str]) -> bool:
        self.asked.append(("open", key))
        return True

    def forget(self, key: tuple[str, str]) -> bool:
        self.asked.append(("forget", key))
        self.list = [r for r in self.list if r.key != key]
        self.changed.emit()
        return True


def test_the_dialog_lists_the_rows_and_asks_by_key(qtbot) -> None:
    games = FakeList()
    dialog = OnlineGamesDialog(games)
    qtbot.addWidget(dialog)
    tree = dialog.tree
    assert tree.topLevelItemCount() == 2
    assert [tree.topLevelItem(0).text(c) for c in range(5)] == games.list[0].columns
    tree.setCurrentItem(tree.topLevelItem(1))
    dialog.remove_selected()
    assert games.asked == [("forget", ("wss://x", "BBBB2222"))] and tree.topLevelItemCount() == 1
    tree.setCurrentItem(tree.topLevelItem(0))
    dialog.open_selected()
    assert games.asked[-1] == ("open", ("", "AAAA1111")) and dialog.result() == dialog.DialogCode.Accepted


def test_the_list_reads_the_seat_book_without_connecting(qtbot, tmp_path: Path) -> None:
    book = SeatBook(tmp_path)
    book.keep(SeatEntry("", "AAAA1111", 0, "t1", names=("Ana", "Bruno"), hosted=True))
    book.keep(SeatEntry("wss://x", "BBBB2222", 1, "t2", names=("Cleo", "Ana"), finished="gone.sfgame.json"))
    watched: list[object] = []
    games = OnlineGamesList(
        book,
        lambda: None,
        tmp_path / "finished",
        show=lambda game: True,
        watch=lambda record, path: watched.append(record),
        on_table=lambda: None,
    )
    rows = games.rows()
    assert [r.players for r in rows] == ["Cleo, Ana", "Ana, Bruno"]  # the newest first
    assert rows[0].now == "Finished" and rows[1].now == "Connecting…" and rows[1].where == "This computer"
    assert not games.open(rows[0].key) and not watched  # its file is gone: nothing to open
    assert not games.open(rows[1].key)  # not connected: nothing to put on the table yet
    assert games.forget(rows[1].key) and [r.key for r in games.rows()] == [rows[0].key]


def test_enter_on_a_game_opens_it_once(qtbot) -> None:
    """Enter on a game of the list asked for it twice: the list's own Enter, then the Open
    button's, the dialog's default."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    games = FakeList()
    dialog = OnlineGamesDialog(games)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(1))
    QTest.keyClick(dialog.tree, Qt.Key.Key_Return)
    assert games.asked == [("open", ("wss://x", "BBBB2222"))]
    assert dialog.result() == dialog.DialogCode.Accepted
