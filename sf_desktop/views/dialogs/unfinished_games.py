"""Game ▸ Unfinished games: the games put aside by a new game, an open or a rematch, newest
first, so that a game left in the middle is one click away and not in a folder nobody sees."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from ...model.save_format import LoadedGame
from ...words.moments import saved_when

translate = QCoreApplication.translate


def entry_text(game: LoadedGame) -> str:
    """ "Ana, Ada · turn 12 · today at 14:03": who played, how far, when it was left."""
    names = ", ".join(s.name for s in game.record.seats)
    parts = [names, translate("Unfinished", "turn {0}").format(game.state.turn)]
    when = saved_when(game.saved_at)
    if when:
        parts.append(when)
    return " · ".join(parts)


def fill_unfinished(
    menu: QMenu, games: Sequence[tuple[Path, LoadedGame]], pick: Callable[[LoadedGame], object]
) -> None:
    """One entry per game (``pick`` puts it back on the table), or a line saying there is none."""
    menu.clear()
    for i, (path, game) in enumerate(games, 1):
        text = entry_text(game).replace("&", "&&")
        act = menu.addAction(f"&{i} {text}" if i < 10 else text)
        act.setStatusTip(str(path))
        act.triggered.connect(lambda _=False, g=game: pick(g))
    if not games:
        empty = menu.addAction(translate("Unfinished", "No unfinished games"))
        empty.setEnabled(False)
