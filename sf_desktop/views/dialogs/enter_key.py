"""Enter in a dialog that is read and gone through, not filled in: what the control with the
keyboard does with it (find, follow a link, open a section or a game, press the button it is
on), never a default button's. Enter in the rules' search field found the words and then
closed the rules; Enter on a game of the statistics opened its replay twice (the list's own,
then the Watch button's); Enter in the final score's table played again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QPushButton

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class EnterStays(QDialog):
    """A dialog whose Enter, left over by the control with the keyboard, does nothing more;
    Escape (or its Close button) still closes it. No button is drawn as Enter's (a dialog
    makes one so as it shows): a button acts on Enter only when it has the keyboard."""

    def setVisible(self, visible: bool) -> None:
        super().setVisible(visible)
        if visible:
            for button in self.findChildren(QPushButton):
                button.setDefault(False)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in ENTER_KEYS:
            event.accept()
            return
        super().keyPressEvent(event)
