"""Game ▸ Suggest a move: the Hard AI's choice for the person to move, found off the GUI thread
and shown on the table with the scene's own marks, with one line of why in the status bar.

The search runs within its time budget (:data:`hint.DEFAULT_BUDGET_MS`) on the public view of
the state, off the GUI thread: in a process of its own in the app (:mod:`hint_process`; the
window never waits for the interpreter lock), on a worker thread in tests. The reason comes
back as facts and is worded in the window's process (:mod:`words.hints`), in the person's
language. An answer that comes back after the game moved on is dropped; the marks go as soon
as anything is played.
"""

from __future__ import annotations

import contextlib
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..ai.hint import DEFAULT_BUDGET_MS, Hint, explain, suggest_move
from ..model.actions import (
    Action,
    ChooseBonus,
    ChooseCard,
    ChooseRow,
    Draw,
    Place,
    PutInColumn,
    SpendContracts,
    Stop,
    TakeColumn,
)
from ..model.cards import COLS
from ..model.state import GameState, public_view
from .hint_process import HintProcess
from .items import TableItem
from .words.hints import why

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .table_scene import TableScene

HINT_MARK = "hint"
MESSAGE_MS = 30_000


def hint_targets(scene: TableScene, action: Action) -> list[TableItem]:
    """The things on the table that ``action`` uses, in the order a person would touch them."""
    match action:
        case Draw():
            return [scene.deck]
        case PutInColumn(column) | TakeColumn(column):
            return [scene.lanes[column]]
        case Place(card, row):
            item = scene.cards.get(card)
            return [*([item] if item is not None else []), scene.row_targets[row]]
        case Stop():
            return [scene.done_button]
        case SpendContracts(count):
            return [scene.spend_buttons[count - 1]]
        case ChooseBonus(kind):
            return [c for c in scene.choices if c.kind == kind]
        case ChooseRow(row):
            return [scene.row_targets[row]]
        case ChooseCard(row, col):
            card = scene._focus_cards().get(row * COLS + col)
            token = [scene.token_item] if scene.token_item is not None else []
            return [*token, *([card] if card is not None else [])]
    return []


class HintRunner(QObject):
    """One suggestion at a time for one window."""

    shown = Signal(object)  # Hint: on the table now
    _answer = Signal(int, object)  # ticket, Hint or the exception raised (from the worker thread)

    def __init__(
        self, window: MainWindow, budget_ms: float = DEFAULT_BUDGET_MS, processes: bool | None = None
    ) -> None:
        """``processes``: search in a process of its own (default: as the model's AI seats do)."""
        super().__init__(window)
        self.window = window
        self.budget_ms = budget_ms
        self.processes = window.model.ai_processes if processes is None else processes
        self._process: HintProcess | None = None
        self._said = ""
        self.last: Hint | None = None
        self.marked: list[TableItem] = []
        self._ticket = 0
        self._asked: tuple[int, GameState] | None = None  # ticket and the state it is about
        self._stop: threading.Event | None = None
        self._answer.connect(self._on_answer)
        window.model.stepped.connect(self._on_played)
        window.model.game_started.connect(self._on_played)
        window.model.rewound.connect(self._on_played)  # undo and redo make it stale too

    @property
    def busy(self) -> bool:
        return self._asked is not None

    def _say(self, text: str, ms: int = MESSAGE_MS) -> None:
        self._said = text
        self.window.statusBar().showMessage(text, ms)

    def _unsay(self) -> None:
        """Take our message off the status bar (if it is still ours)."""
        bar = self.window.statusBar()
        if bar.currentMessage() == self._said:
            bar.clearMessage()

    def request(self) -> bool:
        """Ask for a suggestion for the person to move; False (and a word why) if there is none."""
        m = self.window.model
        if not m.has_game or m.state.is_over:
            self._say(self.tr("The game is over: there is no move to suggest."), 6000)
            return False
        if not m.human_to_move:
            self._say(self.tr("Suggestions are for a person's move: wait for your turn."), 6000)
            return False
        if self.busy:
            return True
        self.clear()
        self._ticket += 1
        ticket, state, seat = self._ticket, m.state, m.state.current
        stop = threading.Event()
        self._stop = stop
        self._asked = (ticket, state)
        budget = self.budget_ms
        answer = self._answer
        if self.processes and self._process is None:
            self._process = HintProcess()
        process = self._process if self.processes else None

        def work() -> None:
            view = public_view(state)
            try:
                if process is not None:
                    action = process.submit(view, seat, budget).result()
                    result: object = Hint(action, *explain(view, action))
                else:
                    result = suggest_move(view, seat, budget, stop=stop)
            except Exception as exc:  # a bug in the search must not take the window down
                result = exc
            with contextlib.suppress(RuntimeError):  # the window closed meanwhile
                answer.emit(ticket, result)

        self._say(self.tr("Looking for a good move…"), 0)
        threading.Thread(target=work, name="hint", daemon=True).start()
        return True

    def cancel(self) -> None:
        if self._stop is not None:
            self._stop.set()
        if self._process is not None:
            self._process.cancel()
        self._stop = None
        self._asked = None

    def shutdown(self) -> None:
        """Stop searching and let the process go (the window is closing)."""
        self.cancel()
        if self._process is not None:
            self._process.shutdown()
            self._process = None

    def _on_answer(self, ticket: int, result: object) -> None:
        asked = self._asked
        if asked is None or asked[0] != ticket:
            return
        self._asked = None
        self._stop = None
        m = self.window.model
        if not m.has_game or m.state is not asked[1]:
            self._unsay()
            return  # the game moved on while the search ran
        if isinstance(result, BaseException) or not isinstance(result, Hint):
            self._say(self.tr("No suggestion this time ({0}).").format(result), 8000)
            return
        self.show(result)

    def show(self, hint: Hint) -> None:
        """Mark what the suggested move uses and say why."""
        self.clear()
        self.last = hint
        scene = self.window.scene
        self.marked = hint_targets(scene, hint.action)
        sentence = self.tr("Suggestion: {0}").format(why(hint.reason))
        scene.show_suggestion(self.marked, sentence)  # on the table until the person acts
        self._say(sentence)
        self.shown.emit(hint)

    def _on_played(self, _: object) -> None:
        """Something was played, or another game is on the table: the suggestion is stale."""
        if self._asked is not None or self.marked:
            self._unsay()
        if self._asked is not None:
            self.cancel()
        self.clear()

    def clear(self) -> None:
        """Take the marks and the sentence off the table."""
        self.window.scene.clear_suggestion()
        self.marked = []
