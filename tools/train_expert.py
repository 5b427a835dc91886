"""Train Expert's value network by self-play and expert iteration; ship the best generation.

    nice -n 19 .venv/bin/python tools/train_expert.py --out runs/expert [--seed 0]
        [--generations 6] [--games 400] [--selfplay-games 120] [--selfplay-iters 150]
        [--hidden 16] [--td-lambda 1.0] [--match-decks 20] [--match-ms 500] [--jobs 2] [--ship]

Generation 0 learns from games of the fast policies (Greedy, Easy and the playout policy,
2, 3 and 4 players). Each later generation learns from the games of the one before it:
Expert with the previous network at ``--selfplay-iters`` iterations a decision, on top of the
last ``--window`` generations' positions (expert iteration). Each position is a turn about to
be chosen (where Expert's playouts stop), with every seat's features as a player at the table
sees them; its target is how the game ended (Monte Carlo), or a TD(λ) return
(``--td-lambda`` below 1, bootstrapped from the previous network).

A fifth of the games never trains the network: the held-out loss on them is reported with
the loss of Hard's own projection on the same positions, so a network that only learned its
games shows up. Then Expert with the new network plays Hard on ``--match-decks`` duplicate
decks (both seatings, the tournament's seeds, both at ``--match-ms`` per decision).

Per generation one line goes to ``OUT/log.jsonl`` and the terminal: games, seconds, held-out
loss, win share against Hard with its 95% interval, Expert's decision time p50/p95. Training
goes on while the win share improves (``--patience``). With ``--ship`` the best generation's
weights are written to ``sf_desktop/resources/expert_value.json``. Everything is seeded
from ``--seed``; only the timed match depends on the machine's speed.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tools")]

from expert_net import SEATS, Model, export, log_loss, softmax, standardisation, train  # noqa: E402

from sf_desktop.ai.base import make_agent  # noqa: E402
from sf_desktop.ai.expert import ExpertAgent  # noqa: E402
from sf_desktop.ai.ismcts import HardAgent  # noqa: E402
from sf_desktop.ai.match import play_match  # noqa: E402
from sf_desktop.ai.playout import policy, win_shares  # noqa: E402
from sf_desktop.ai.value_features import FEATURES, table_features  # noqa: E402
from sf_desktop.ai.value_net import WEIGHTS_FILE, ValueNet  # noqa: E402
from sf_desktop.cli.tournament_games import deck_seed, load_seeds  # noqa: E402
from sf_desktop.model.actions import Action  # noqa: E402
from sf_desktop.model.mutable_state import MutableState  # noqa: E402
from sf_desktop.model.record import Seat  # noqa: E402
from sf_desktop.model.rules import new_game  # noqa: E402
from sf_desktop.model.state import GameState, Phase  # noqa: E402

FAST = ("greedy", "easy", "policy")
SIZES = (2, 2, 3, 4)  # two-player games first: the match that counts is two-player


class PolicyAgent:
    """The searches' fast playout policy as a seat: quick, plausible, a little random."""

    name = "policy"

    def choose(self, view: GameState, rng: random.Random, stop: object = None) -> Action:
        return policy(MutableState.thaw(view), rng)


# ------------------------------------------------------------------------------ positions

Game = dict[str, Any]  # "x": (positions, SEATS, FEATURES), "mask", "shares" (final, per seat)
# One self-play game to play: seed, players, the seats' kinds, Expert's network and iterations.
Job = tuple[str, int, Sequence[str], dict[str, Any] | None, int | None]


def play_game(job: Job) -> Game:
    """One seeded self-play game and its turn positions, featurised."""
    seed, players, kinds, net_data, iterations = job
    agents: list[Any] = []
    for kind in kinds:
        if kind == "policy":
            agents.append(PolicyAgent())
        elif kind == "expert":
            net = ValueNet.from_dict(net_data) if net_data is not None else None
            agents.append(ExpertAgent(net=net, iterations=iterations, time_ms=None))
        else:
            agents.append(make_agent(kind))
    seats = [Seat(f"seat {i + 1}", k) for i, k in enumerate(kinds)]
    result = play_match(seats, agents, seed)
    rows = []
    for state in result.record.states():
        if state.phase == Phase.TURN and not state.is_over:
            rows.append(table_features(state))
    x = np.zeros((len(rows), SEATS, FEATURES))
    mask = np.zeros((len(rows), SEATS), dtype=bool)
    for i, table in enumerate(rows):
        x[i, :players] = table
        mask[i, :players] = True
    shares = np.zeros(SEATS)
    shares[:players] = win_shares(result.final)
    return {"x": x, "mask": mask, "shares": shares}


def plan_games(gen: int, count: int, seed: int, net: dict[str, Any] | None, iterations: int) -> list[Job]:
    """The self-play games of a generation: fast policies for generation 0, Expert after."""
    rng = random.Random(f"plan/{seed}/{gen}")
    jobs: list[Job] = []
    for g in range(count):
        players = SIZES[g % len(SIZES)]
        if net is None and gen == 0:
            kinds = [rng.choice(FAST) for _ in range(players)]
            jobs.append((f"train/{seed}/{gen}/{g}", players, kinds, None, None))
        else:
            jobs.append((f"train/{seed}/{gen}/{g}", players, ["expert"] * players, net, iterations))
    return jobs


def td_targets(game: Game, net: Model | None, lam: float) -> np.ndarray:
    """Per position: the final shares (λ = 1) or the TD(λ) return from the previous network."""
    n = len(game["x"])
    final = np.broadcast_to(game["shares"], (n, SEATS)).copy()
    if net is None or lam >= 1.0 or n == 0:
        return final
    p = net.chances(game["x"], game["mask"])
    targets = np.zeros_like(final)
    later = game["shares"]
    for t in range(n - 1, -1, -1):
        targets[t] = later
        later = (1.0 - lam) * p[t] + lam * later
    return targets


def stack(games: list[Game], targets: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    return (
        np.concatenate([g["x"] for g in games]),
        np.concatenate([g["mask"] for g in games]),
        np.concatenate(targets),
    )


def run_jobs(func: Any, jobs: list, workers: int) -> list:
    if workers <= 1:
        return [func(j) for j in jobs]
    with multiprocessing.get_context().Pool(workers) as pool:
        return pool.map(func, jobs, chunksize=1)


# ---------------------------------------------------------------------------------- match


def match_game(job: tuple[dict[str, Any], int | str, int, float]) -> tuple[float, list[float]]:
    """One game of Expert against Hard on a tournament deck: Expert's win share and decision times."""
    net_data, seed, rotation, ms = job
    start = new_game(2, seed)
    expert = ExpertAgent(net=ValueNet.from_dict(net_data), iterations=None, time_ms=ms)
    hard = HardAgent(iterations=None, time_ms=ms)
    agents = [expert, hard] if rotation == 0 else [hard, expert]
    seats = [Seat(a.name, a.name) for a in agents]
    result = play_match(seats, agents, f"{seed}/{rotation}", first_player=start.first_player, deck=start.deck)
    me = rotation  # Expert's seat
    share = 1.0 / len(result.winners) if me in result.winners else 0.0
    times = [
        s for s, k in zip(result.decision_seconds[me], result.decision_options[me], strict=True) if k > 1
    ]
    return share, times


def match_against_hard(net_data: dict[str, Any], decks: int, ms: float, first: int, workers: int) -> dict:
    """Win share over duplicate decks (both seatings), its 95% interval over decks, and times."""
    seeds = load_seeds()
    jobs = [(net_data, deck_seed(seeds, first + d), r, ms) for d in range(decks) for r in (0, 1)]
    results = run_jobs(match_game, jobs, workers)
    per_deck = [(results[2 * d][0] + results[2 * d + 1][0]) / 2 for d in range(decks)]
    mean = statistics.fmean(per_deck)
    half = 1.96 * statistics.stdev(per_deck) / math.sqrt(decks) if decks > 1 else float("nan")
    times = sorted(t for _, ts in results for t in ts)
    return {
        "games": len(jobs),
        "win_share": mean,
        "ci95": [mean - half, mean + half],
        "p50_ms": 1000 * times[len(times) // 2] if times else 0.0,
        "p95_ms": 1000 * times[int(0.95 * (len(times) - 1))] if times else 0.0,
    }


# ------------------------------------------------------------------------------ the loop


def split(games: list[Game]) -> tuple[list[Game], list[Game], list[Game]]:
    """Training, validation (early stopping) and held-out games: 3/5, 1/5, 1/5."""
    return games[2::5] + games[3::5] + games[4::5], games[1::5], games[0::5]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "--out", type=Path, required=True, help="folder for the log and each generation's weights"
    )
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--generations", type=int, default=6)
    ap.add_argument("--games", type=int, default=400, help="games of the fast policies (generation 0)")
    ap.add_argument("--selfplay-games", type=int, default=120, help="Expert's games per later generation")
    ap.add_argument(
        "--selfplay-iters", type=int, default=150, help="Expert's iterations a decision in self-play"
    )
    ap.add_argument("--window", type=int, default=3, help="generations of positions trained on")
    ap.add_argument("--hidden", type=int, default=16)
    ap.add_argument("--td-lambda", type=float, default=1.0)
    ap.add_argument("--epochs", type=int, default=40)
    ap.add_argument("--match-decks", type=int, default=20)
    ap.add_argument("--match-ms", type=float, default=500.0)
    ap.add_argument("--match-first", type=int, default=500, help="first tournament deck of the match")
    ap.add_argument("--patience", type=int, default=2, help="generations without a better win share")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--ship", action="store_true", help="write the best weights into the app's resources")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    log = args.out / "log.jsonl"
    nrng = np.random.default_rng(args.seed)
    history: list[list[Game]] = []
    model: Model | None = None
    best: tuple[float, dict[str, Any]] | None = None
    stale = 0
    for gen in range(args.generations):
        started = time.perf_counter()
        net_data = None if model is None else export(model, {})
        count = args.games if gen == 0 else args.selfplay_games
        games = run_jobs(
            play_game, plan_games(gen, count, args.seed, net_data, args.selfplay_iters), args.jobs
        )
        play_s = time.perf_counter() - started
        history.append(games)
        recent = [g for gs in history[-args.window :] for g in gs]
        train_g, valid_g, test_g = split(recent)
        targets = [td_targets(g, model, args.td_lambda) for g in train_g]
        data = stack(train_g, targets)
        valid = stack(valid_g, [td_targets(g, None, 1.0) for g in valid_g])
        test = stack(test_g, [td_targets(g, None, 1.0) for g in test_g])
        mean, scale = standardisation(data[0], data[1])
        new = Model(mean, scale, args.hidden, nrng)
        if model is not None:  # warm start: expert iteration refines the last network
            for p, q in zip(new.params(), model.params(), strict=True):
                p[...] = q
            new.mean, new.scale = model.mean, model.scale
        curve = train(new, data, valid, nrng, epochs=args.epochs)
        model = new
        hard_logits = np.where(test[1], test[0][..., 0], -1e9)  # Hard's own projection, same positions
        held = {
            "net": log_loss(model.chances(test[0], test[1]), test[2]),
            "hard": log_loss(softmax(hard_logits), test[2]),
        }
        train_s = time.perf_counter() - started - play_s
        meta = {"generation": gen, "seed": args.seed, "games": sum(len(h) for h in history), "heldout": held}
        weights = export(model, meta)
        (args.out / f"gen{gen}.json").write_text(json.dumps(weights), encoding="utf-8")
        match = match_against_hard(weights, args.match_decks, args.match_ms, args.match_first, args.jobs)
        line = {
            "generation": gen,
            "games": len(games),
            "positions": int(data[0].shape[0]),
            "play_s": round(play_s, 1),
            "train_s": round(train_s, 1),
            "epochs": len(curve) - 1,
            "heldout_loss": {k: round(v, 4) for k, v in held.items()},
            "vs_hard": match,
            "seconds": round(time.perf_counter() - started, 1),
        }
        with log.open("a", encoding="utf-8") as f:
            f.write(json.dumps(line) + "\n")
        lo, hi = match["ci95"]
        print(
            f"gen {gen}: {len(games)} games, {line['seconds']:.0f} s, held-out loss {held['net']:.4f} "
            f"(Hard's projection {held['hard']:.4f}), vs Hard {match['win_share']:.1%} ({lo:.1%}–{hi:.1%}) "
            f"over {match['games']} games, p50/p95 {match['p50_ms']:.0f}/{match['p95_ms']:.0f} ms",
            flush=True,
        )
        weights["meta"]["vs_hard"] = match
        if best is None or match["win_share"] > best[0]:
            best, stale = (match["win_share"], weights), 0
        else:
            stale += 1
            if stale >= args.patience:
                break
    assert best is not None
    (args.out / "best.json").write_text(json.dumps(best[1]), encoding="utf-8")
    if args.ship:
        target = ROOT / "sf_desktop" / "resources" / WEIGHTS_FILE
        target.write_text(json.dumps(best[1], separators=(",", ":")) + "\n", encoding="utf-8")
        print(f"shipped generation {best[1]['meta']['generation']} to {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
