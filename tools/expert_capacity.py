"""Is Expert's network held back by its data, its size or its training? One set of games of the
fast policies (generation 0 of ``train_expert.py``, seeded), then networks trained on part or
all of them with other sizes and learning rates, each judged on the same held-out games
beside Hard's own projection.

    nice -n 19 .venv/bin/python tools/expert_capacity.py --games 2400 [--keep games.pkl] [--shipped-by-size]

One JSON line per network. ``--keep`` stores the games (pickle, this tool's own file) and
reads them back the next time instead of playing them again. ``--shipped-by-size`` trains
nothing: it judges the shipped network and Hard's projection on the held-out games, one line
per table size (the cross-entropy, and how often each one's favourite went on to win).
"""

from __future__ import annotations

import argparse
import json
import pickle
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import train_expert as te

# (share of the training games, hidden units, learning rate, batch, patience)
TRIALS = (
    (0.5, 16, 3e-3, 256, 4),
    (0.5, 48, 3e-3, 256, 4),
    (1.0, 16, 3e-3, 256, 4),
    (1.0, 48, 3e-3, 256, 4),
    (1.0, 16, 1e-3, 256, 6),
    (1.0, 16, 3e-4, 256, 8),
    (1.0, 16, 1e-3, 1024, 6),
    (1.0, 32, 3e-4, 256, 8),
)


def hard_logits(x: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """Hard's projection as logits (its soft-maximum logit is the first feature); pads at -1e9."""
    return np.where(mask, x[..., 0], -1e9)


def shipped_by_size(test: tuple[np.ndarray, np.ndarray, np.ndarray]) -> list[dict]:
    """The shipped network against Hard's projection on held-out positions, by table size."""
    weights = json.loads((te.ROOT / "sf_desktop" / "resources" / te.WEIGHTS_FILE).read_text(encoding="utf-8"))
    w1, b1, v, u = (np.array(weights[k]) for k in ("w1", "b1", "v", "u"))
    x, mask, target = test
    judges = {
        "net": np.where(mask, x @ u + np.tanh(x @ w1.T + b1) @ v, -1e9),
        "hard": hard_logits(x, mask),
    }
    lines = []
    for size in (2, 3, 4):
        rows = mask.sum(axis=1) == size
        line: dict = {"players": size, "positions": int(rows.sum()), "uniform": round(float(np.log(size)), 4)}
        for name, logits in judges.items():
            p = te.softmax(logits[rows])
            line[f"heldout_{name}"] = round(te.log_loss(p, target[rows]), 4)
            picked = target[rows][np.arange(len(p)), p.argmax(axis=1)]
            line[f"favourite_won_{name}"] = round(float((picked > 0).mean()), 3)
        lines.append(line)
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=2400)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--keep", type=Path, help="store the games here, and read them from here next time")
    ap.add_argument(
        "--shipped-by-size", action="store_true", help="judge the shipped network only, by table size"
    )
    args = ap.parse_args(argv)
    if args.keep is not None and args.keep.exists():
        games = pickle.loads(args.keep.read_bytes())
    else:
        started = time.perf_counter()
        games = te.run_jobs(te.play_game, te.plan_games(0, args.games, args.seed, None, 0), 1)
        print(json.dumps({"games": len(games), "play_s": round(time.perf_counter() - started)}), flush=True)
        if args.keep is not None:
            args.keep.write_bytes(pickle.dumps(games))
    _, _, held_out = te.split(games)  # the same fifth for every trial
    test = te.stack(held_out, [te.td_targets(g, None, 1.0) for g in held_out])
    if args.shipped_by_size:
        for line in shipped_by_size(test):
            print(json.dumps(line), flush=True)
        return 0
    hard = te.log_loss(te.softmax(hard_logits(test[0], test[1])), test[2])
    rest = [g for i, g in enumerate(games) if i % 5 != 0]
    for share, hidden, lr, batch, patience in TRIALS:
        used = rest[: int(len(rest) * share)]
        train_g = [g for i, g in enumerate(used) if i % 4 != 0]
        valid_g = [g for i, g in enumerate(used) if i % 4 == 0]
        data = te.stack(train_g, [te.td_targets(g, None, 1.0) for g in train_g])
        valid = te.stack(valid_g, [te.td_targets(g, None, 1.0) for g in valid_g])
        rng = np.random.default_rng(args.seed)
        model = te.Model(*te.standardisation(data[0], data[1]), hidden, rng)
        curve = te.train(model, data, valid, rng, epochs=60, lr=lr, batch=batch, patience=patience)
        line = {
            "training_games": len(train_g),
            "positions": int(data[0].shape[0]),
            "hidden": hidden,
            "lr": lr,
            "batch": batch,
            "heldout_net": round(te.log_loss(model.chances(test[0], test[1]), test[2]), 4),
            "heldout_hard": round(hard, 4),
            "best_epoch": int(np.argmin(curve)),
        }
        print(json.dumps(line), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
