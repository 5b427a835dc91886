"""Whoever plays the seats of the game on the table, behind one small interface.

The game model (:mod:`..game_model`) holds one :class:`Players` at a time and asks it
everything that depends on where the game lives: the line of steps, who is to move and why,
whether an action is refused or played, and what the player may do with the game (a
suggestion, an autosave, undo, a review). It never asks which kind it holds.

* :class:`.local.LocalPlayers`: a game of this computer; its AI seats think off the GUI thread
  (paced, falling back to threads, cancelled when the game changes).
* :class:`.online.OnlinePlayers`: one seat of an online game; the server decides every step,
  and a friend or the AI standing in for a player makes the others'.

A :class:`Players` tells the model what happened through the :class:`Table` the model lends it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ...model.actions import Action
from ...model.history import Step
from ...model.record import GameRecord
from ...model.state import GameState

if TYPE_CHECKING:
    from ..remote_game import RemoteGame


class Line(Protocol):
    """The game's states one per action, as the model reads them (a :class:`~...model.history.
    History` for a game of this computer)."""

    @property
    def state(self) -> GameState: ...

    @property
    def record(self) -> GameRecord: ...

    @property
    def actions(self) -> tuple[Action, ...]: ...

    @property
    def undo_floor(self) -> int: ...

    @property
    def can_undo(self) -> bool: ...

    @property
    def can_redo(self) -> bool: ...

    def __len__(self) -> int: ...


class Table(Protocol):
    """What the game model offers the players of its seats: they tell it what happened."""

    paced: bool  # an AI decision waits until the view has shown the previous step
    ai_pause_ms: int

    def show_step(self, step: Step) -> None:
        """An action was applied (by anyone): animate it, log it, say whose turn it is."""

    def set_thinking(self, seat: int, on: bool) -> None:
        """``seat``'s decision is being worked out (or no longer)."""

    def refused(self, why: str) -> None:
        """An action of this player's was refused after all (by the server)."""

    def problem(self, text: str) -> None:
        """Something about the AI or the game the player may want to know."""

    def reset(self) -> None:
        """Show the game anew from its first state (names changed, the line was rebuilt)."""

    def filed(self, players: Players) -> None:
        """The game ended elsewhere and is now an ordinary one of this computer: ``players``."""


class Players(Protocol):
    """The seats of the game on the table and who plays them."""

    @property
    def line(self) -> Line: ...

    @property
    def steps(self) -> list[Step]:
        """One per action of the line (undone ones kept for redo)."""

    @property
    def online(self) -> RemoteGame | None:
        """The online game, for the views whose subject is online play (connection, Say)."""

    def attach(self, table: Table) -> None:
        """The model put these seats on its table: tell ``table`` from now on."""

    def detach(self) -> None:
        """Another game replaces this one: stop thinking, tell nothing more."""

    # ------------------------------------------------------------------ who is to move and why

    def mine(self, seat: int) -> bool:
        """A person at this computer plays ``seat`` now (may act, may be suggested a move)."""

    @property
    def thinking(self) -> int:
        """The seat whose decision is being worked out, or -1."""

    @property
    def away(self) -> int:
        """The seat to move when its player is not connected (nobody is thinking), or -1."""

    def turn(self) -> None:
        """The game changed: start whatever the seat to move needs (an AI thinking)."""

    def cancel(self) -> None:
        """Stop thinking and drop what was worked out (an undo, a new game)."""

    def view_ready(self) -> None:
        """The view has shown every step so far: a paced decision may be applied."""

    # ------------------------------------------------------------------ acting

    def play(self, action: Action) -> str:
        """This player's ``action``: applied or sent (""), else why it is refused."""

    def undo(self) -> bool:
        """Take back to the last decision of a person here; False when there is none."""

    def redo(self) -> bool: ...

    # ------------------------------------------------------------------ what the player may do

    @property
    def suggest_refusal(self) -> str:
        """Why no move is suggested in this game ("" when one may be)."""

    @property
    def autosaved(self) -> bool:
        """This computer keeps the game in progress (else the server keeps it)."""

    @property
    def at_risk(self) -> bool:
        """Leaving the table would lose the game unless it is saved."""

    @property
    def undo_note(self) -> str:
        """Why there is never an undo in this game ("" when there may be)."""

    @property
    def review_refusal(self) -> str:
        """Why the game cannot be reviewed yet ("" when it can)."""
