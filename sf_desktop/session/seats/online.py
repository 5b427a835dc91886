"""One seat of an online game on the table: the server decides every step.

This player's action is sent, and shown when the server's event comes back; the other seats
are friends (on other computers), AI seats the server runs, or the AI standing in for a player
whose time ran out. Each step says whether a stand-in made it. The seat the server waits for
is shown thinking while its player is connected, and away while not. When the game ends and
its record checks out, an ordinary game of this computer takes its place (its review, its
replay, Play on from here).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
from PySide6.QtCore import QCoreApplication

from ...model.actions import Action
from ...model.history import Step, replay
from ...model.record import GameRecord
from ...model.state import GameState
from ..remote_game import RemoteGame
from ..workers import Workers
from .local import LocalPlayers

if TYPE_CHECKING:
    from ..game_model import GameModel
    from . import Table

translate = QCoreApplication.translate


class RemoteLine:
    """The states the server's events made, one per action. No undo, no redo: the server
    keeps the game, and every seat sees the same."""

    def __init__(self, game: RemoteGame) -> None:
        self.game = game
        first = game.steps[0].before if game.steps else game.state
        assert first is not None
        self._states: list[GameState] = [first, *(s.after for s in game.steps)]
        self._actions: list[Action] = [s.action for s in game.steps]

    @property
    def state(self) -> GameState:
        return self._states[-1]

    @property
    def record(self) -> GameRecord:
        return self.game.record_so_far()

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    def __len__(self) -> int:
        return len(self._actions)

    @property
    def undo_floor(self) -> int:
        return len(self._actions)

    can_undo = False
    can_redo = False

    def add(self, step: Step) -> None:
        """The server accepted ``step``'s action: the game is at its state now."""
        self._actions.append(step.action)
        self._states.append(step.after)


class OnlinePlayers:
    """The seats of an online game as this player's table sees them."""

    def __init__(self, game: RemoteGame, workers: Workers) -> None:
        assert game.room is not None, "a game is put on the table once it is seated"
        self.game = game
        self._workers = workers  # the game that replaces this one when it ends thinks there
        self._line = RemoteLine(game)
        self._steps = list(game.steps)
        self._table: Table | None = None
        self._names = game.names
        self._thinking = -1
        self._away = -1
        self._slots = (
            (game.stepped, self._on_step),
            (game.refused, self._on_refused),
            (game.problem, self._on_problem),
            (game.changed, self._on_changed),
            (game.ended, self._on_end),
            (game.seated, self._on_seated),
        )

    @property
    def line(self) -> RemoteLine:
        return self._line

    @property
    def steps(self) -> list[Step]:
        return self._steps

    @property
    def online(self) -> RemoteGame:
        return self.game

    def attach(self, table: Table) -> None:
        self._table = table
        for signal, slot in self._slots:
            signal.connect(slot)

    def detach(self) -> None:
        if self._table is None:
            return
        for signal, slot in self._slots:
            signal.disconnect(slot)
        if self._thinking >= 0:
            self._table.set_thinking(self._thinking, False)
        self._thinking = self._away = -1
        self._table = None

    # ------------------------------------------------------------------ who is to move

    def mine(self, seat: int) -> bool:
        return seat == self.game.seat and self.game.my_turn

    @property
    def thinking(self) -> int:
        return self._thinking

    @property
    def away(self) -> int:
        return self._away

    def turn(self) -> None:
        """Show the seat the server waits for as thinking, as an AI's would be (this player's
        own seat while the AI stands in for it), or away when its player is not connected."""
        game, table = self.game, self._table
        if table is None:
            return
        state = self._line.state
        waiting = game.started and not state.is_over and not game.my_turn
        seat = state.current if waiting else -1
        away = seat if seat >= 0 and self._gone(seat) else -1
        if away >= 0:
            seat = -1
        self._away = away
        if seat != self._thinking:
            if self._thinking >= 0:
                table.set_thinking(self._thinking, False)
            self._thinking = seat
            if seat >= 0:
                table.set_thinking(seat, True)

    def _gone(self, seat: int) -> bool:
        """``seat`` is a friend's, played by them (no stand-in), and they are not connected."""
        game = self.game
        if seat == game.seat or seat in game.stand_in or game.kinds[seat] != "friend":
            return False
        return len(game.presence) > seat and not game.presence[seat]

    def cancel(self) -> None:
        """Nothing is worked out here: the server and the friends think."""

    def view_ready(self) -> None:
        """Steps come when the server sends them: nothing waits for the view."""

    # ------------------------------------------------------------------ acting

    def play(self, action: Action) -> str:
        why = self.game.can_send(action)
        if not why:
            self.game.send(action)
        return why

    def undo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    # ------------------------------------------------------------------ what the server says

    def _on_step(self, step: Step) -> None:
        self._line.add(step)
        self._steps.append(step)
        if self._table is not None:
            self._table.show_step(step)

    def _on_refused(self, why: str) -> None:
        if self._table is not None:
            self._table.refused(why)

    def _on_problem(self, text: str) -> None:
        if self._table is not None:
            self._table.problem(text)

    def _on_changed(self) -> None:
        if self._table is None:
            return
        if self.game.names != self._names:  # a friend took a seat: the table names them
            self._names = self.game.names
            self._table.reset()
            return
        self.turn()

    def _on_seated(self) -> None:
        """The client rebuilt its table from the first event: the game is shown anew."""
        if self._table is not None:
            self._line = RemoteLine(self.game)
            self._steps = list(self.game.steps)
            self._names = self.game.names
            self._table.reset()

    def _on_end(self, record: GameRecord) -> None:
        """The server revealed the record and it checked out: the game is an ordinary one now."""
        table = self._table
        if table is None:
            return
        history, steps = replay(record)
        stand_ins = {s.index for s in self._steps if s.stand_in}
        steps = [attrs.evolve(s, stand_in=True) if s.index in stand_ins else s for s in steps]
        self.detach()
        table.filed(LocalPlayers(history, steps, self._workers, filed=True))

    # ------------------------------------------------------------------ what the player may do

    @property
    def suggest_refusal(self) -> str:
        # a friend expects to play this player, not the Hard AI
        return translate("GameModel", "there are no suggestions in games with friends online")

    @property
    def autosaved(self) -> bool:
        return False  # the server keeps it (and the seat book its seat)

    @property
    def at_risk(self) -> bool:
        return False

    @property
    def undo_note(self) -> str:
        return translate("UndoRedo", "No undo in online games: a move is final once the server has it")

    @property
    def review_refusal(self) -> str:
        return translate("MainWindow", "The game's record is not here yet: try again in a moment.")


def put_on_table(model: GameModel, game: RemoteGame) -> None:
    """Put the online ``game`` (seated and caught up) on ``model``'s table."""
    model.play_with(OnlinePlayers(game, model.workers))


def online_game(model: GameModel) -> RemoteGame | None:
    """The online game on ``model``'s table (None: a game of this computer's, or none)."""
    return model.players.online if model.has_game else None
