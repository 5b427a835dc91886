"""The levels' ratings and the person's, for the views (which never reach the AI directly):
the number shown beside each level, the person's rating from their finished games, and the
level that should give them even games (see :mod:`sf_desktop.ai.ratings` for the scale)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..ai.ratings import Rating, shipped_ratings
from ..storage.stats import HUMAN, GameSummary


def level_rating(level: str) -> int | None:
    """The shipped rating of an AI level, rounded (None for a kind without one)."""
    rated = shipped_ratings().of(level)
    return None if rated is None else round(rated.value)


def person_rating(games: Iterable[GameSummary]) -> Rating | None:
    """The person's rating from their finished games against rated levels (None before any)."""
    table = []
    for g in games:
        kinds = list(g.opponents)
        kinds.insert(g.seat, HUMAN)
        table.append((g.seat, kinds, g.scores, g.winners))
    return shipped_ratings().person(table)


def even_level(rating: Rating, levels: Sequence[str]) -> str:
    """Among ``levels``, the one whose rating is closest to the person's."""
    return shipped_ratings().closest(rating.value, levels)
