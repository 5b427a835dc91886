"""Fit the evaluation's weights to how games end: the method behind ``HARD_WEIGHTS``.

    .venv/bin/python tools/fit_weights.py [--games 1400] [--per-game 10] [--jobs 2] [--save F]

1. Positions: self-play games of Greedy and Easy (2 players, seeded, both seatings), and from
   each game ``--per-game`` positions where a player is about to choose a turn (the positions
   at which Hard's playouts are cut off), each with the game's final scores and winners.
2. Projected points: coordinate descent on every weight but the win-chance scale, to bring
   each player's projected lead over the table's mean as close as it gets (least squares) to
   the lead they really had at the end.
3. Chances to win: the same descent on the soft maximum's scale (``win_scale``,
   ``win_scale_per_draw``) and again on ``mover_column``, by log loss against the winners.

The last fifth of the games is held out: the report gives the loss of the default weights and
of the fitted ones on those games, so a fit that only learned its own games shows up. Fitted
weights are a start, not a verdict: check them in games (``sf-desktop-cli tournament`` with a
bot that uses them) before they replace a level's weights.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import pickle
import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import attrs

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sf_desktop.ai.base import make_agent
from sf_desktop.ai.heuristic import DEFAULT_WEIGHTS, Weights, chance_projection, win_chances
from sf_desktop.ai.match import play_match
from sf_desktop.ai.playout import win_shares
from sf_desktop.model.mutable_state import MutableState
from sf_desktop.model.record import Seat
from sf_desktop.model.rules import determinize
from sf_desktop.model.state import Phase, public_view

LINEUPS = (("greedy", "easy"), ("easy", "greedy"))
SCALE = ("win_scale", "win_scale_per_draw")  # fitted by log loss only
BOTH = ("mover_column",)  # fitted in both steps

Sample = tuple[MutableState, list[float], list[float]]  # position, win shares, final scores
Key = tuple[str, int | None]  # a field of Weights, and the index within a tuple field


def game_samples(args: tuple[int, int]) -> list[Sample]:
    """Positions of one seeded self-play game, each with how that game ended."""
    number, per_game = args
    kinds = LINEUPS[number % len(LINEUPS)]
    seed = f"fit-{number}"
    seats = [Seat(f"seat {i + 1}", kind) for i, kind in enumerate(kinds)]
    result = play_match(seats, [make_agent(kind) for kind in kinds], seed)
    shares, finals = win_shares(result.final), list(result.breakdown.totals)
    turns = [s for s in result.record.states() if s.phase == Phase.TURN and not s.is_over]
    rng = random.Random(seed)
    picked = rng.sample(turns, min(per_game, len(turns)))
    # The evaluation reads the unseen cards as a multiset, so any order of them will do.
    return [(determinize(public_view(s), rng), shares, finals) for s in picked]


def squared_error(samples: list[Sample], w: Weights) -> float:
    """Mean squared error of every player's projected lead over the mean against the real one."""
    total = 0.0
    for t, _, finals in samples:
        points = chance_projection(t, w)
        n = len(points)
        mean_p, mean_f = sum(points) / n, sum(finals) / n
        total += sum(((p - mean_p) - (f - mean_f)) ** 2 for p, f in zip(points, finals, strict=True)) / n
    return total / len(samples)


def log_loss(samples: list[Sample], w: Weights) -> float:
    """Mean log loss of the chances to win against the real winners."""
    total = 0.0
    for t, shares, _ in samples:
        chances = win_chances(t, w)
        total -= sum(s * math.log(max(c, 1e-9)) for s, c in zip(shares, chances, strict=True) if s)
    return total / len(samples)


def keys(w: Weights, scale: bool) -> Iterator[Key]:
    """The weights to fit: the win-chance scale ones, or all the others."""
    for f in attrs.fields(Weights):
        if (f.name in SCALE) != scale and f.name not in BOTH:
            continue
        value = getattr(w, f.name)
        if isinstance(value, tuple):
            yield from ((f.name, i) for i in range(len(value)))
        else:
            yield (f.name, None)


def get(w: Weights, key: Key) -> float:
    name, index = key
    value = getattr(w, name)
    return value if index is None else value[index]


def put(w: Weights, key: Key, value: float) -> Weights:
    name, index = key
    # A field chosen by its name at run time: a float, or a tuple of them.
    change: dict[str, Any]
    if index is None:
        change = {name: value}
    else:
        values = list(getattr(w, name))
        values[index] = value
        change = {name: tuple(values)}
    return attrs.evolve(w, **change)


def descend(
    w: Weights,
    samples: list[Sample],
    loss: Callable[[list[Sample], Weights], float],
    fit: list[Key],
    rounds: int,
) -> Weights:
    """Coordinate descent: scale one weight up or down by a step while the loss falls; halve a
    weight's step when neither direction helps."""
    best = loss(samples, w)
    steps = dict.fromkeys(fit, 0.25)
    for number in range(rounds):
        for key in fit:
            moved = False
            while True:
                value = get(w, key)
                step = steps[key]
                tries = (value * (1 + step), value / (1 + step)) if abs(value) > 1e-6 else (0.1, 0.3)
                for candidate in tries:
                    trial = put(w, key, candidate)
                    trial_loss = loss(samples, trial)
                    if trial_loss < best - 1e-5:
                        w, best, moved = trial, trial_loss, True
                        break
                else:
                    break
            if not moved:
                steps[key] = step / 2
        print(f"  round {number + 1}: {loss.__name__} {best:.5f}", flush=True)
    return w


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=1400)
    parser.add_argument("--per-game", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=max(1, (multiprocessing.cpu_count() or 1)))
    parser.add_argument("--save", type=Path, help="pickle the fitted Weights to this file")
    opts = parser.parse_args()

    held_from = opts.games * 4 // 5
    with multiprocessing.Pool(opts.jobs) as pool:
        games = pool.map(game_samples, [(n, opts.per_game) for n in range(opts.games)])
    train = [s for g in games[:held_from] for s in g]
    held = [s for g in games[held_from:] for s in g]
    print(f"{len(train)} positions to fit from {held_from} games, {len(held)} held out", flush=True)

    w = descend(DEFAULT_WEIGHTS, train, squared_error, list(keys(DEFAULT_WEIGHTS, False)), opts.rounds)
    w = descend(w, train, log_loss, list(keys(w, True)), opts.rounds)
    for loss in (squared_error, log_loss):
        print(
            f"held out {loss.__name__}: default {loss(held, DEFAULT_WEIGHTS):.5f}, fitted {loss(held, w):.5f}"
        )
    print(repr(w))
    if opts.save:
        opts.save.write_bytes(pickle.dumps(w))


if __name__ == "__main__":
    main()
