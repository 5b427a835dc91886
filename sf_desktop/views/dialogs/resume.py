"""Before the first game of a session: the prompt to resume the unfinished game, and the notice
that the app is open already in another window.

The prompt says who plays, whose turn it is and when the game was saved, with Resume as the
default (Escape resumes too: nothing is lost by not choosing); New game puts it aside. Damaged
files met on the way were set aside by the store and are named in the prompt.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ...model.save_format import LoadedGame, SaveError
from ...model.state import Phase
from ...session.game_model import HUMAN, trusted_kind
from ...storage.save_store import Resume
from ...words.moments import saved_when
from ...words.people import Cast
from ...words.trouble import save_problem
from .game_dialogs import kind_label

translate = QCoreApplication.translate


def game_summary(game: LoadedGame) -> list[str]:
    """Lines for a person: who plays (as what), the turn and who is to move."""
    record, state = game.record, game.state
    cast = Cast.of([s.name for s in record.seats], [trusted_kind(s.kind) == HUMAN for s in record.seats])
    seats = ", ".join(
        f"{cast.label(i)} ({kind_label(trusted_kind(s.kind))})" for i, s in enumerate(record.seats)
    )
    lines = [translate("Resume", "Players: {0}").format(seats)]
    if cast.is_you(state.current):
        if state.phase == Phase.TURN:
            lines.append(translate("Resume", "Turn {0}: your turn.").format(state.turn))
        else:
            lines.append(translate("Resume", "Turn {0}: you are in the middle of a turn.").format(state.turn))
    elif state.phase == Phase.TURN:
        lines.append(
            translate("Resume", "Turn {0}: {1} to play.").format(state.turn, cast.name(state.current))
        )
    else:
        lines.append(
            translate("Resume", "Turn {0}: {1} is in the middle of a turn.").format(
                state.turn, cast.name(state.current)
            )
        )
    lines.append(
        translate("Resume", "%n cards left in the deck.", None, len(state.deck))
        + " "
        + translate("Resume", "%n decisions so far.", None, len(record.actions))
    )
    when = saved_when(game.saved_at)
    if when:
        lines.append(translate("Resume", "Saved {0}.").format(when))
    return lines


def problem_lines(problems: tuple[SaveError, ...]) -> list[str]:
    return [
        translate("Resume", "{0} It was set aside, not deleted.").format(save_problem(p))
        if p.path is not None and not p.path.exists()
        else save_problem(p)
        for p in problems
    ]


class ResumeDialog(QMessageBox):
    """Resume / New game, Resume the default."""

    def __init__(self, found: Resume, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        assert found.game is not None
        self.setObjectName("resume-dialog")
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Resume your game?"))
        self.setTextFormat(Qt.TextFormat.RichText)
        question = self.tr("You have an unfinished game. Resume it?")
        self.setText(f"<b>{html.escape(question)}</b>")
        lines = game_summary(found.game)
        if found.from_backup:
            lines.append(self.tr("The latest save could not be used; this is the one before it."))
        body = "<br>".join(html.escape(line) for line in lines)
        problems = problem_lines(found.problems)
        if problems:
            body += "<p>" + "<br>".join(html.escape(p) for p in problems) + "</p>"
        self.setInformativeText(body)
        self.resume_button = self.addButton(self.tr("&Resume"), QMessageBox.ButtonRole.AcceptRole)
        self.new_button = self.addButton(self.tr("&New game"), QMessageBox.ButtonRole.DestructiveRole)
        self.new_button.setToolTip(self.tr("The unfinished game stays under Game ▸ Unfinished games."))
        self.setDefaultButton(self.resume_button)
        self.setEscapeButton(self.resume_button)

    def resumed(self) -> bool:
        return self.clickedButton() is not self.new_button


class SecondCopyDialog(QMessageBox):
    """The app is open already: this window cannot keep its game. Close (the default) or play on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("second-copy-dialog")
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(self.tr("Already open"))  # the system adds the app's name
        self.setText(self.tr("San Francisco is already open in another window."))
        self.setInformativeText(
            self.tr(
                "This window will not save its game on its own: when you close it, its game is lost "
                "unless you save it with Game ▸ Save As. Your games are kept by the other window."
            )
        )
        self.close_button = self.addButton(self.tr("&Close this window"), QMessageBox.ButtonRole.RejectRole)
        self.play_button = self.addButton(self.tr("&Play without saving"), QMessageBox.ButtonRole.AcceptRole)
        self.setDefaultButton(self.close_button)
        self.setEscapeButton(self.close_button)

    def plays_on(self) -> bool:
        return self.clickedButton() is self.play_button


def ask_resume(parent: QWidget | None, found: Resume) -> bool:
    """Show the prompt; True to resume (the default)."""
    dialog = ResumeDialog(found, parent)
    dialog.exec()
    return dialog.resumed()
