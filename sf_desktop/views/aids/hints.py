"""Game ▸ Suggest a move: Expert's choice (the strongest AI) for the person to move, found off
the GUI thread and shown on the table with the scene's own marks, with one line of why in the status bar.

The game model asks (``GameModel.suggest``): the search runs within its time budget on the
public view of the state, in the AI's worker process in the app (on a thread in tests), and
the reason comes back as facts and is worded in the window's process (:mod:`words.hints`), in the person's language. An answer
that comes back after the game moved on is dropped; the marks go as soon as anything is played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QStatusBar

from ...session.game_model import DEFAULT_BUDGET_MS, Hint
from ...words.hints import why
from ...words.trouble import thinking_stopped
from ..table.items import TableItem
from ..table.lighting import action_targets

if TYPE_CHECKING:
    from ...session.game_model import GameModel
    from ..table.scene import TableScene

MESSAGE_MS = 30_000


class HintRunner(QObject):
    """One suggestion at a time for the game of ``model``, marked on ``scene`` and said in
    ``status``."""

    shown = Signal(object)  # Hint: on the table now
    said = Signal(str)  # each line it puts in the status bar: a screen reader says it too

    def __init__(
        self,
        model: GameModel,
        scene: TableScene,
        status: QStatusBar,
        parent: QObject | None = None,
        budget_ms: float = DEFAULT_BUDGET_MS,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.scene = scene
        self.status = status
        self.budget_ms = budget_ms
        self._said = ""
        self.last: Hint | None = None
        self.marked: list[TableItem] = []
        model.suggestion_ready.connect(self._on_answer)
        model.suggestion_failed.connect(self._on_failed)
        model.stepped.connect(self._on_played)
        model.game_started.connect(self._on_played)
        model.rewound.connect(self._on_played)  # undo and redo make it stale too

    @property
    def busy(self) -> bool:
        return self.model.suggesting

    def _say(self, text: str, ms: int = MESSAGE_MS) -> None:
        self._said = text
        self.status.showMessage(text, ms)
        self.said.emit(text)

    def _unsay(self) -> None:
        """Take our message off the status bar (if it is still ours)."""
        if self.status.currentMessage() == self._said:
            self.status.clearMessage()

    def request(self) -> bool:
        """Ask for a suggestion for the person to move; False (and a word why) if there is none."""
        model = self.model
        if not model.has_game or model.state.is_over:
            self._say(self.tr("The game is over: there is no move to suggest."), 6000)
            return False
        if not model.human_to_move:
            self._say(self.tr("Suggestions are for a person's move: wait for your turn."), 6000)
            return False
        if self.busy:
            return True
        self.clear()
        self._say(self.tr("Looking for a good move…"), 0)  # before: the answer may come at once
        return model.suggest(self.budget_ms)  # refused: suggestion_failed has said why, over this

    def cancel(self) -> None:
        self.model.cancel_suggestion()

    def shutdown(self) -> None:
        """Stop searching (the window is closing; the model lets its worker go)."""
        self.cancel()

    def _on_failed(self, reason: object) -> None:
        self._say(self.tr("No suggestion this time ({0}).").format(thinking_stopped(reason)), 8000)

    def _on_answer(self, hint: Hint) -> None:
        self.show(hint)

    def show(self, hint: Hint) -> None:
        """Mark what the suggested move uses and say why."""
        self.clear()
        self.last = hint
        scene = self.scene
        self.marked = action_targets(scene, hint.action)
        reason = why(hint.reason)
        sentence = self.tr("Suggestion: {0}").format(reason)
        scene.show_suggestion(self.marked, sentence)  # on the table until the person acts
        self._say(self._fitted(sentence, self.tr("Suggestion: {0}").format(reason.split(":")[0])))
        self.shown.emit(hint)

    def _fitted(self, sentence: str, short: str) -> str:
        """The whole sentence if the status bar shows it whole at the text size, else its
        first part (the move; the prompt says why): a line cut mid-word said nothing."""
        metrics = self.status.fontMetrics()
        room = self.status.width() - 2 * metrics.averageCharWidth() - 16
        if metrics.horizontalAdvance(sentence) <= room:
            return sentence
        return short if metrics.horizontalAdvance(short) <= room else ""

    def _on_played(self, _: object) -> None:
        """Something was played, or another game is on the table: the suggestion is stale (the
        model has dropped the question already)."""
        if self.marked or self._said == self.status.currentMessage():
            self._unsay()
        self.clear()

    def clear(self) -> None:
        """Take the marks and the sentence off the table."""
        self.scene.clear_suggestion()
        self.marked = []
