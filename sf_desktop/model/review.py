"""A game review as facts: each judged decision, the chance curve, the key moments, and their
JSON form.

The AI finds them (:mod:`sf_desktop.ai.review` searches every decision on the public view of
its moment); the words say them (:mod:`sf_desktop.words.review`); the review file beside a
game stores them (:mod:`sf_desktop.session.review_store`). Nothing here searches, so the
command line, the views and the store read a review without the AI or Qt.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import attrs

from .actions import Action, action_from_json, action_to_json
from .events import Event
from .record import GameRecord
from .rules import apply

# A judged decision's label, from best to worst (the AI draws the lines: ``ai.review.LABEL_THRESHOLDS``).
LABELS = ("best", "good", "inaccuracy", "mistake", "blunder")


@attrs.frozen
class DecisionReview:
    """Hard's judgement of the decision ``record.actions[index]`` of ``seat``."""

    index: int
    seat: int
    played: Action
    best: Action
    win_chance_played: float
    win_chance_best: float
    points_lost: float
    label: str

    @property
    def win_chance_lost(self) -> float:
        return max(0.0, self.win_chance_best - self.win_chance_played)


@attrs.frozen
class KeyMoment:
    """A turn whose first decision moved the chances most: facts for one sentence.

    ``index`` is the first action of the turn, ``seat`` its mover, ``player`` the player whose
    chance changed most (by ``before`` to ``after``, 0 to 1), ``actions`` and ``events`` what
    the mover did that turn, and ``review`` the mover's worst judged decision of the turn
    (None when the turn was not judged)."""

    turn: int
    index: int
    seat: int
    player: int
    before: float
    after: float
    actions: tuple[Action, ...]
    events: tuple[Event, ...]
    review: DecisionReview | None


@attrs.frozen
class Curve:
    """Every player's chance to win at the start of each turn: ``chances[i]`` was read before
    action ``indices[i]`` (the last point, after the last action, is the result if over)."""

    indices: tuple[int, ...]
    chances: tuple[tuple[float, ...], ...]  # per point, per player


@attrs.frozen
class GameReview:
    """A whole review: the judged decisions (in game order) and the chance curve."""

    seats: tuple[int, ...]
    decisions: tuple[DecisionReview, ...]
    curve: Curve

    def labels(self) -> dict[int, str]:
        """Action index -> label."""
        return {d.index: d.label for d in self.decisions}


def key_moments(
    record: GameRecord, curve: Curve, reviews: Sequence[DecisionReview], count: int = 3
) -> list[KeyMoment]:
    """The ``count`` turns with the largest swing of any player's chance, in game order."""
    swings = []
    for i in range(1, len(curve.indices)):
        before, after = curve.chances[i - 1], curve.chances[i]
        player = max(range(len(after)), key=lambda p: abs(after[p] - before[p]))
        swings.append((abs(after[player] - before[player]), i, player))
    top = sorted(swings, key=lambda s: (-s[0], s[1]))[:count]
    states = list(record.states())
    by_index = {r.index: r for r in reviews}
    moments = []
    for _, i, player in sorted(top, key=lambda s: s[1]):
        start, end = curve.indices[i - 1], curve.indices[i]
        mover = states[start].current
        actions, events = [], []
        for n in range(start, end):
            if states[n].current != mover:
                continue
            actions.append(record.actions[n])
            events.extend(apply(states[n], record.actions[n])[1])
        judged = [by_index[n] for n in range(start, end) if n in by_index]
        worst = max(judged, key=lambda r: (r.win_chance_lost, r.points_lost), default=None)
        moments.append(
            KeyMoment(
                states[start].turn,
                start,
                mover,
                player,
                curve.chances[i - 1][player],
                curve.chances[i][player],
                tuple(actions),
                tuple(events),
                worst,
            )
        )
    return moments


# ---------------------------------------------------------------------------- JSON form


def decision_to_json(d: DecisionReview) -> dict[str, Any]:
    """One decision as the command line prints it and the review file stores it."""
    return {
        "index": d.index,
        "seat": d.seat,
        "played": action_to_json(d.played),
        "best": action_to_json(d.best),
        "win_chance_played": d.win_chance_played,
        "win_chance_best": d.win_chance_best,
        "points_lost": d.points_lost,
        "label": d.label,
    }


def decision_from_json(data: Any) -> DecisionReview:
    """The inverse of :func:`decision_to_json`; ``ValueError`` on anything else."""
    if not isinstance(data, dict):
        raise ValueError("a decision must be an object")
    index, seat = data.get("index"), data.get("seat")
    if type(index) is not int or type(seat) is not int or index < 0 or not 0 <= seat < 4:
        raise ValueError("a decision needs its index and seat")
    numbers: list[Any] = [data.get(k) for k in ("win_chance_played", "win_chance_best", "points_lost")]
    if not all(type(x) in (int, float) and math.isfinite(x) for x in numbers):
        raise ValueError("a decision needs its chances and points")
    if not all(0.0 <= x <= 1.0 for x in numbers[:2]):
        raise ValueError("a chance lies between 0 and 1")
    label = data.get("label")
    if label not in LABELS:
        raise ValueError("unknown label")
    played, best = action_from_json(data.get("played")), action_from_json(data.get("best"))
    chance_played, chance_best, points_lost = (float(x) for x in numbers)
    return DecisionReview(index, seat, played, best, chance_played, chance_best, points_lost, label)


def curve_to_json(curve: Curve) -> dict[str, Any]:
    return {"indices": list(curve.indices), "chances": [list(c) for c in curve.chances]}


def curve_from_json(data: Any, players: int) -> Curve:
    if not isinstance(data, dict):
        raise ValueError("the curve must be an object")
    indices, chances = data.get("indices"), data.get("chances")
    if not isinstance(indices, list) or not isinstance(chances, list) or len(indices) != len(chances):
        raise ValueError("the curve needs as many points as indices")
    if not all(type(i) is int and i >= 0 for i in indices):
        raise ValueError("curve indices are action counts")
    points = []
    for point in chances:
        if not isinstance(point, list) or len(point) != players:
            raise ValueError("a curve point has one chance per player")
        if not all(type(x) in (int, float) and 0.0 <= x <= 1.0 for x in point):
            raise ValueError("a chance lies between 0 and 1")
        points.append(tuple(float(x) for x in point))
    return Curve(tuple(indices), tuple(points))
