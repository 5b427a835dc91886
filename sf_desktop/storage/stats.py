"""Statistics of finished games: played, won, shared and lost, best and mean score, by the
opponents' AI level and by the number of players. Pure Python (no Qt).

A game counts for the person at the table: the one human seat (or, in hot-seat games, the
human seat with the name asked for). Games with no such seat are counted as ``skipped``.
A shared victory (equal points and equal cable cars, RULES.md section 9) is counted as
shared, never as won or lost; the win rate counts it as a victory.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from pathlib import Path

import attrs

from ..model.record import GameRecord, RecordError
from ..model.save_format import LoadedGame, SaveError
from ..model.scoring import score
from ..model.state import GameState
from .save_files import load_file
from .save_store import SaveStore

HUMAN = "human"
# Opponent levels from weakest to strongest; other kinds (import paths) come after, by name.
LEVEL_ORDER = ("random", "easy", "greedy", "medium", "hard", "expert", HUMAN)
WON, SHARED, LOST = "won", "shared", "lost"


@attrs.frozen
class GameSummary:
    """One finished game, from the person's seat."""

    players: int
    seat: int
    opponents: tuple[str, ...]  # the other seats' kinds, in seat order
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    saved_at: str = ""

    @property
    def score(self) -> float:
        return self.scores[self.seat]

    @property
    def outcome(self) -> str:
        if self.seat not in self.winners:
            return LOST
        return WON if len(self.winners) == 1 else SHARED

    @property
    def level(self) -> str:
        """The opponents' level: "hard", or "easy+hard" for a mixed table (weakest first)."""
        return "+".join(sorted(set(self.opponents), key=level_key))


def level_key(kind: str) -> tuple[int, str]:
    return (LEVEL_ORDER.index(kind) if kind in LEVEL_ORDER else len(LEVEL_ORDER), kind)


@attrs.frozen
class Tally:
    """Games of one group (all, one level, one player count)."""

    played: int = 0
    won: int = 0
    shared: int = 0
    lost: int = 0
    best: float | None = None
    total_score: float = 0.0

    @property
    def mean(self) -> float | None:
        return self.total_score / self.played if self.played else None

    @property
    def win_rate(self) -> float | None:
        """Share of games won, a shared victory included (None before any game)."""
        return (self.won + self.shared) / self.played if self.played else None

    def add(self, game: GameSummary) -> Tally:
        outcome = game.outcome
        return Tally(
            played=self.played + 1,
            won=self.won + (outcome == WON),
            shared=self.shared + (outcome == SHARED),
            lost=self.lost + (outcome == LOST),
            best=game.score if self.best is None else max(self.best, game.score),
            total_score=self.total_score + game.score,
        )


@attrs.frozen
class Stats:
    overall: Tally
    by_level: Mapping[str, Tally]  # weakest level first
    by_players: Mapping[int, Tally]  # 2, 3, 4
    games: tuple[GameSummary, ...]
    skipped: int = 0  # finished games with no seat to count for, or that could not be read

    @property
    def is_empty(self) -> bool:
        return self.overall.played == 0


GameSource = LoadedGame | GameRecord | tuple[GameRecord, GameState] | str | os.PathLike[str]


def person_seat(record: GameRecord, player_name: str | None = None) -> int | None:
    """The seat the statistics are about: the only human seat, or the human named ``player_name``."""
    humans = [i for i, s in enumerate(record.seats) if s.kind == HUMAN]
    if player_name is not None:
        named = [i for i in humans if record.seats[i].name == player_name]
        return named[0] if len(named) == 1 else None
    return humans[0] if len(humans) == 1 else None


def summarize(
    record: GameRecord, state: GameState, player_name: str | None = None, saved_at: str = ""
) -> GameSummary | None:
    """The person's view of one finished game (None if unfinished or nobody to count for)."""
    if not state.is_over:
        return None
    seat = person_seat(record, player_name)
    if seat is None:
        return None
    breakdown = score(state)
    return GameSummary(
        players=len(record.seats),
        seat=seat,
        opponents=tuple(s.kind for i, s in enumerate(record.seats) if i != seat),
        scores=tuple(breakdown.totals),
        winners=tuple(breakdown.winners),
        saved_at=saved_at,
    )


def _load(source: GameSource) -> tuple[GameRecord, GameState, str]:
    if isinstance(source, LoadedGame):
        return source.record, source.state, source.saved_at
    if isinstance(source, GameRecord):
        return source, source.replay(), ""
    if isinstance(source, tuple):
        record, state = source
        return record, state, ""
    game = load_file(Path(source))
    return game.record, game.state, game.saved_at


def compute(games: Iterable[GameSource], player_name: str | None = None) -> Stats:
    """Statistics of ``games``: loaded games, records, (record, state) pairs or file paths."""
    summaries: list[GameSummary] = []
    skipped = 0
    for source in games:
        try:
            record, state, saved_at = _load(source)
        except (SaveError, RecordError):
            skipped += 1
            continue
        summary = summarize(record, state, player_name, saved_at)
        if summary is None:
            skipped += 1
        else:
            summaries.append(summary)
    return tally(summaries, skipped)


def tally(summaries: Iterable[GameSummary], skipped: int = 0) -> Stats:
    overall = Tally()
    by_level: dict[str, Tally] = {}
    by_players: dict[int, Tally] = {}
    games = tuple(summaries)
    for g in games:
        overall = overall.add(g)
        by_level[g.level] = by_level.get(g.level, Tally()).add(g)
        by_players[g.players] = by_players.get(g.players, Tally()).add(g)
    levels = sorted(by_level, key=lambda key: (key.count("+"), [level_key(k) for k in key.split("+")]))
    return Stats(
        overall,
        {k: by_level[k] for k in levels},
        dict(sorted(by_players.items())),
        games,
        skipped,
    )


def from_store(store: SaveStore | None = None, player_name: str | None = None) -> Stats:
    """Statistics of every finished game in the user's data folder (or ``store``)."""
    store = store or SaveStore()
    return compute(store.finished_games(), player_name)
