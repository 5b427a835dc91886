"""What a game is called where a person sees it whole (a window's title): its players, when it
was played and how it ended; never the name of a file the person did not choose."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..model.scoring import score
from ..model.state import GameState
from .languages import decimal
from .moments import saved_when
from .people import Cast

translate = QCoreApplication.translate


def players_title(cast: Cast) -> str:
    """ "You vs Ada", "Ana vs Ben vs Cy": the game by its players, as the table labels them."""
    return translate("Titles", " vs ").join(cast.label(seat) for seat in range(len(cast.names)))


def result_phrase(state: GameState, cast: Cast) -> str:
    """ "Ada won with 48 VP", "You won with 48 VP", "Shared victory with 45 VP", or how far an
    unfinished game got ("Turn 12, unfinished")."""
    if not state.is_over:
        return translate("Titles", "Turn {0}, unfinished").format(state.turn)
    b = score(state)
    points = decimal(f"{b.totals[b.winners[0]]:g}")
    if len(b.winners) > 1:
        return translate("Titles", "Shared victory with {0} VP").format(points)
    if cast.is_you(b.winners[0]):
        return translate("Titles", "You won with {0} VP").format(points)
    return translate("Titles", "{0} won with {1} VP").format(cast.name(b.winners[0]), points)


def game_title(cast: Cast, final: GameState, saved_at: str = "") -> str:
    """ "You vs Ada · today at 14:03 · Ada won with 48 VP" (``final``: the game's last state;
    ``saved_at``: when it was saved, ISO UTC, "" when unknown)."""
    parts = [players_title(cast), saved_when(saved_at), result_phrase(final, cast)]
    return " · ".join(part for part in parts if part)
