"""Final scoring (RULES.md section 9) with every tie-break, and the running estimate a person sees.

The breakdown says, for each advantage category, the order of the players, the points each
got, and what separated each player from the next one down (``Decider``), so that a UI can
explain every rank.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

import attrs

from .cards import COLS, LAYOUT, ROWS
from .mutable_state import MutableState
from .state import GameState, PlayerState

POINTS = LAYOUT.points


@attrs.frozen
class Decider:
    """What separated a player from the next one down in a ranking.

    ``kind`` is "total" (the category's total), "card" (the card at ``row``/``col``, rows
    compared from the district's own row downwards, wrapping to the top), "column" (cable
    cars in column ``col``), "trigger" (nearest to the end-trigger player, in turn order), or
    "none" (last in the ranking).
    """

    kind: str
    row: int = -1
    col: int = -1


@attrs.frozen
class Ranking:
    """One advantage category: ``order`` lists players best first."""

    category: str  # "district" or "cable_cars"
    district: int  # the row, or -1 for cable cars
    order: tuple[int, ...]
    totals: tuple[int, ...]  # per player (by seat): the value ranked on
    points: tuple[float, ...]  # per player (by seat)
    deciders: tuple[Decider, ...]  # per rank: what put order[i] above order[i + 1]
    ineligible: tuple[int, ...]  # players denied a positive token (no card / no cable car)


@attrs.frozen
class PlayerScore:
    player: int
    skyscrapers: float
    medal: float
    vp_tokens: float
    completions: float
    districts: tuple[float, ...]
    cable_cars: float
    cable_car_count: int

    @property
    def total(self) -> float:
        return (
            self.skyscrapers
            + self.medal
            + self.vp_tokens
            + self.completions
            + sum(self.districts)
            + self.cable_cars
        )


@attrs.frozen
class ScoreBreakdown:
    players: tuple[PlayerScore, ...]
    districts: tuple[Ranking, ...]
    cable_cars: Ranking
    winners: tuple[int, ...]
    winner_decided_by: str  # "points", "cable_cars" or "shared"

    @property
    def totals(self) -> tuple[float, ...]:
        return tuple(p.total for p in self.players)


def _district_key(p: PlayerState, district: int) -> list[int]:
    """What a district ranking compares, most important first: the total, then every card's
    value row by row from the district's row (wrapping), an empty space counting -1."""
    key = [p.row_total(district)]
    for k in range(ROWS):
        row = (district + k) % ROWS
        values = p.row_values(row)
        key.extend(values + [-1] * (COLS - len(values)))
    return key


def _cable_key(p: PlayerState) -> list[int]:
    return [p.cable_cars] + [p.cable_cars_in_column(c) for c in range(COLS)]


def _district_decider(index: int, district: int) -> Decider:
    if index == 0:
        return Decider("total")
    k, col = divmod(index - 1, COLS)
    return Decider("card", (district + k) % ROWS, col)


def _cable_decider(index: int, district: int) -> Decider:
    return Decider("total") if index == 0 else Decider("column", col=index - 1)


def _rank(
    keys: list[list[int]], trigger: int, decider_of: Callable[[int, int], Decider], district: int
) -> tuple[tuple[int, ...], tuple[Decider, ...]]:
    n = len(keys)
    order = sorted(range(n), key=lambda p: ([-v for v in keys[p]], (p - trigger) % n))
    deciders = []
    for a, b in itertools.pairwise(order):
        diff = next((i for i, (x, y) in enumerate(zip(keys[a], keys[b], strict=True)) if x != y), None)
        deciders.append(Decider("trigger") if diff is None else decider_of(diff, district))
    deciders.append(Decider("none"))
    return tuple(order), tuple(deciders)


def _award(order: tuple[int, ...], table: tuple[float, ...], eligible: list[bool]) -> tuple[float, ...]:
    points = [0.0] * len(order)
    for rank, player in enumerate(order):
        value = float(table[rank])
        if value > 0 and not eligible[player]:
            value = 0.0  # not handed down to anyone else
        points[player] = value
    return tuple(points)


def score(state: GameState | MutableState, trigger: int | None = None) -> ScoreBreakdown:
    """Score the game as it stands (the final score once the game is over).

    ``trigger`` is the end-trigger player for the last-resort tie-break; it defaults to the
    state's, or to the player to move while the game is still going (an estimate).
    """
    players = [p if isinstance(p, PlayerState) else p.freeze() for p in state.players]
    n = len(players)
    if trigger is None:
        trigger = state.end_trigger if state.end_trigger >= 0 else state.current
    district_table = LAYOUT.district_advantage[n]
    cable_table = LAYOUT.cable_car_advantage[n]

    districts = []
    for d in range(ROWS):
        keys = [_district_key(p, d) for p in players]
        order, deciders = _rank(keys, trigger, _district_decider, d)
        eligible = [len(p.rows[d]) > 0 for p in players]
        districts.append(
            Ranking(
                "district",
                d,
                order,
                tuple(k[0] for k in keys),
                _award(order, district_table, eligible),
                deciders,
                tuple(i for i in range(n) if not eligible[i]),
            )
        )
    keys = [_cable_key(p) for p in players]
    order, deciders = _rank(keys, trigger, _cable_decider, -1)
    eligible = [p.cable != 0 for p in players]
    cable = Ranking(
        "cable_cars",
        -1,
        order,
        tuple(k[0] for k in keys),
        _award(order, cable_table, eligible),
        deciders,
        tuple(i for i in range(n) if not eligible[i]),
    )

    scores = tuple(
        PlayerScore(
            player=i,
            skyscrapers=POINTS["skyscraper"] * p.skyscraper_count,
            medal=POINTS["medal"] if state.medal == i else 0.0,
            vp_tokens=POINTS["vp15"] * p.vp_tokens,
            completions=POINTS["completion"] * p.completions.bit_count(),
            districts=tuple(r.points[i] for r in districts),
            cable_cars=cable.points[i],
            cable_car_count=p.cable_cars,
        )
        for i, p in enumerate(players)
    )
    best = max(s.total for s in scores)
    leaders = [s for s in scores if s.total == best]
    decided_by = "points"
    if len(leaders) > 1:
        most = max(s.cable_car_count for s in leaders)
        leaders = [s for s in leaders if s.cable_car_count == most]
        decided_by = "cable_cars" if len(leaders) == 1 else "shared"
    return ScoreBreakdown(scores, tuple(districts), cable, tuple(s.player for s in leaders), decided_by)


def tie_groups(ranking: Ranking) -> list[tuple[int, ...]]:
    """``ranking``'s order cut into groups of players tied on everything, best first: within a
    group only turn order (RULES.md 9's last resort) separates them."""
    groups = [[ranking.order[0]]]
    for below, decider in zip(ranking.order[1:], ranking.deciders, strict=False):
        if decider.kind == "trigger":
            groups[-1].append(below)
        else:
            groups.append([below])
    return [tuple(g) for g in groups]


def settled_points(ranking: Ranking) -> tuple[float, ...]:
    """Each seat's points from ``ranking`` as far as the table decides them, while the game
    goes on. Turn order's last resort starts, before the end, at the player to move, so that
    the places of players tied on everything would pass from seat to seat every turn with
    nothing on the table changing: where none of them has anything to rank yet their places
    count nothing (no seat of a new four-player game starts at -6), and otherwise they share
    those places' points evenly (to the hundredth: a third of 3.5 is 1.17)."""
    points = list(ranking.points)
    nothing = set(ranking.ineligible)
    for group in tie_groups(ranking):
        if len(group) < 2:
            continue
        share = 0.0 if nothing.issuperset(group) else round(sum(points[s] for s in group) / len(group), 2)
        for seat in group:
            points[seat] = share
    return tuple(points)


def _rankings(breakdown: ScoreBreakdown) -> tuple[Ranking, ...]:
    return (*breakdown.districts, breakdown.cable_cars)


def unranked_points(breakdown: ScoreBreakdown) -> tuple[float, ...]:
    """Each seat's points that :func:`settled_points` leaves out: places that only turn order
    decides among players with nothing to rank (in a district none of them has a card, or
    without cable cars); only a four-player table's last place carries points there (-1)."""
    out = [0.0] * len(breakdown.players)
    for ranking in _rankings(breakdown):
        nothing = set(ranking.ineligible)
        for group in tie_groups(ranking):
            if len(group) > 1 and nothing.issuperset(group):
                for seat in group:
                    out[seat] += ranking.points[seat]
    return tuple(out)


def shared_places(breakdown: ScoreBreakdown) -> tuple[int, ...]:
    """The seats whose figure shares a place's points with others tied on everything."""
    seats: set[int] = set()
    for ranking in _rankings(breakdown):
        nothing = set(ranking.ineligible)
        for group in tie_groups(ranking):
            if len(group) > 1 and not nothing.issuperset(group):
                seats.update(group)
    return tuple(sorted(seats))


def estimated_totals(breakdown: ScoreBreakdown, over: bool) -> tuple[float, ...]:
    """The scores a person is shown for ``breakdown``: once the game is ``over``, the final
    score; before, the score if the game ended now with each advantage place counted as far
    as the table decides it (:func:`settled_points`), so that no figure moves just because
    the turn passes."""
    if over:
        return breakdown.totals
    totals = list(breakdown.totals)
    for ranking in _rankings(breakdown):
        for seat, (rules_points, shown) in enumerate(
            zip(ranking.points, settled_points(ranking), strict=True)
        ):
            totals[seat] += shown - rules_points
    return tuple(round(t, 2) for t in totals)


def estimate(state: GameState | MutableState) -> tuple[float, ...]:
    """Each player's score as a person is shown it (:func:`estimated_totals`): the final score
    once the game is over, the running estimate before."""
    return estimated_totals(score(state), state.is_over)
