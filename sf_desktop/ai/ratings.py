"""Every AI level, and the person, on one rating scale (Bradley-Terry, in Elo points).

A rating difference ``d`` means an expected share of ``1 / (1 + 10 ** (-d / 400))`` of the
games between the two (a shared win counts half): 200 points ahead wins about 76% of
two-player games, 400 points about 91%. A game of three or four players counts as one
two-player result against each rival, by who finished ahead.

* **The levels** are fitted once, from bot-only tournaments (``tools/rate_levels.py``), by
  maximum likelihood (Hunter's MM iteration) with half a won and half a lost game added to
  every pairing, so that a lopsided pairing still has a finite gap. Random is pinned at 0.
  The ratings ship as data (``resources/level_ratings.json``).
* **The person** is fitted from their own finished games against the AI, the levels held
  where they are, with a wide prior around Medium (so that three games do not make a
  champion); the uncertainty is one standard error of that fit.

Pure Python, no Qt: the CLI, the statistics and the tests use it alike.
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Iterable, Mapping, Sequence
from importlib import resources

import attrs

RATINGS_FILE = "level_ratings.json"
SCALE = 400.0 / math.log(10.0)  # Elo points per unit of log-odds
ANCHOR = "random"
PRIOR_SD = 350.0  # the person's prior: Medium, give or take this much


def expected(a: float, b: float) -> float:
    """The share of games a player rated ``a`` is expected to take from one rated ``b``."""
    return 1.0 / (1.0 + 10.0 ** ((b - a) / 400.0))


@attrs.frozen
class Pairing:
    """Games between two agents: ``share`` of them went to ``first`` (a shared win counts half)."""

    first: str
    second: str
    games: float
    share: float


@attrs.frozen
class Rating:
    value: float
    se: float  # one standard error


def fit_levels(
    pairings: Iterable[Pairing], anchor: str = ANCHOR, iterations: int = 2000
) -> dict[str, Rating]:
    """Maximum-likelihood Bradley-Terry ratings, ``anchor`` at 0, with standard errors."""
    games: dict[tuple[str, str], float] = {}
    wins: dict[str, float] = {}
    for p in pairings:
        for a, b, won in ((p.first, p.second, p.share), (p.second, p.first, 1.0 - p.share)):
            games[(a, b)] = games.get((a, b), 0.0) + p.games + 1.0  # one pseudo-game: half won, half lost
            wins[a] = wins.get(a, 0.0) + won * p.games + 0.5
    names = sorted(wins)
    if anchor not in wins:
        raise ValueError(f"the anchor {anchor!r} played no game")
    strength = dict.fromkeys(names, 1.0)
    for _ in range(iterations):
        moved = 0.0
        for i in names:
            denom = sum(n / (strength[i] + strength[j]) for (a, j), n in games.items() if a == i)
            new = wins[i] / denom
            moved = max(moved, abs(math.log(new / strength[i])))
            strength[i] = new
        if moved < 1e-10:
            break
    base = math.log(strength[anchor])
    out = {}
    for i in names:
        info = sum(
            n * _p(strength[i], strength[j]) * (1.0 - _p(strength[i], strength[j]))
            for (a, j), n in games.items()
            if a == i
        )
        value = SCALE * (math.log(strength[i]) - base)
        out[i] = Rating(value, 0.0 if i == anchor else SCALE / math.sqrt(info))
    return out


def _p(si: float, sj: float) -> float:
    return si / (si + sj)


def fit_person(results: Iterable[tuple[float, float]], prior: float, prior_sd: float = PRIOR_SD) -> Rating:
    """The person's rating from ``(opponent's rating, share the person took)`` results, the
    opponents held fixed, with a normal prior (``prior`` ± ``prior_sd``). Newton's method on
    the log-posterior; the standard error is its curvature's."""
    results = list(results)
    r = prior
    for _ in range(50):
        grad = -(r - prior) / prior_sd**2
        curv = 1.0 / prior_sd**2
        for opponent, share in results:
            e = expected(r, opponent)
            grad += (share - e) / SCALE
            curv += e * (1.0 - e) / SCALE**2
        step = grad / curv
        r += max(-400.0, min(400.0, step))
        if abs(step) < 1e-6:
            break
    return Rating(r, 1.0 / math.sqrt(curv))


def pairwise_shares(seat: int, scores: Sequence[float], winners: Sequence[int]) -> list[tuple[int, float]]:
    """``seat``'s two-player results against every other seat of one finished game: 1 ahead,
    0 behind, 0.5 level (both among the winners, or equal points outside them)."""
    out = []
    for j in range(len(scores)):
        if j == seat:
            continue
        mine, theirs = seat in winners, j in winners
        if mine != theirs:
            share = 1.0 if mine else 0.0
        elif scores[seat] != scores[j] and not mine:
            share = 1.0 if scores[seat] > scores[j] else 0.0
        else:
            share = 0.5
        out.append((j, share))
    return out


@attrs.frozen
class LevelRatings:
    """The shipped ratings of the levels, and what they were fitted from."""

    ratings: Mapping[str, Rating]
    source: str = ""

    def of(self, level: str) -> Rating | None:
        return self.ratings.get(level)

    def person(
        self, games: Iterable[tuple[int, Sequence[str], Sequence[float], Sequence[int]]]
    ) -> Rating | None:
        """The person's rating from their finished games: ``(seat, kinds by seat, scores,
        winners)`` each; seats of kinds without a rating (people, bots by path) are left out.
        None when no game was against a rated level."""
        results = []
        for seat, kinds, scores, winners in games:
            for j, share in pairwise_shares(seat, scores, winners):
                rated = self.ratings.get(kinds[j])
                if rated is not None:
                    results.append((rated.value, share))
        if not results:
            return None
        prior = self.ratings["medium"].value if "medium" in self.ratings else 0.0
        return fit_person(results, prior)

    def closest(self, rating: float, levels: Sequence[str]) -> str:
        """The level among ``levels`` whose rating is nearest ``rating``: the even game."""
        rated = [lv for lv in levels if lv in self.ratings]
        if not rated:
            raise ValueError("none of these levels has a rating")
        return min(rated, key=lambda lv: abs(self.ratings[lv].value - rating))


def from_dict(data: Mapping[str, object]) -> LevelRatings:
    levels = data["levels"]
    assert isinstance(levels, Mapping)
    return LevelRatings(
        {k: Rating(float(v["rating"]), float(v["se"])) for k, v in levels.items()},
        str(data.get("source", "")),
    )


@functools.cache
def shipped_ratings() -> LevelRatings:
    """The levels' ratings shipped with the app (read once)."""
    text = resources.files("sf_desktop.resources").joinpath(RATINGS_FILE).read_text(encoding="utf-8")
    return from_dict(json.loads(text))


def to_dict(ratings: Mapping[str, Rating], source: str, pairings: Sequence[Pairing]) -> dict[str, object]:
    """The JSON object of ``resources/level_ratings.json``."""
    return {
        "scale": "Bradley-Terry in Elo points (400 = 10:1 odds), random = 0",
        "source": source,
        "levels": {k: {"rating": round(r.value), "se": round(r.se)} for k, r in ratings.items()},
        "pairings": [attrs.asdict(p) for p in pairings],
    }
