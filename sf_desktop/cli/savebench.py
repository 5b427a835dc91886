"""``sf-desktop-cli savebench``: what saving costs (save, load, autosave per action, size).

Measured on a finished game played by the given seats (4 greedy players by default), in a
temporary folder on the same disk as the system's temp directory, fsync included.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from ..ai.base import make_agent
from ..ai.match import play_match
from ..model.record import GameRecord, Seat
from ..model.rules import apply
from ..model.save_format import encode
from ..storage.save_files import load_file, save_file
from ..storage.save_store import SaveStore
from .args import bounded


def _median_ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 3)


def measure(seats: list[str], seed: int, repeats: int, folder: Path) -> dict[str, Any]:
    agents = [make_agent(k) for k in seats]
    table = tuple(Seat(f"{k} {i + 1}", k) for i, k in enumerate(seats))
    result = play_match(table, agents, seed)
    record, final = result.record, result.final
    path = folder / "bench.sfgame.json"

    save, enc, load = [], [], []
    for _ in range(repeats):
        start = time.perf_counter()
        enc_data = encode(record, final)
        enc.append(time.perf_counter() - start)
        start = time.perf_counter()
        save_file(path, record, final)
        save.append(time.perf_counter() - start)
        start = time.perf_counter()
        loaded = load_file(path)
        load.append(time.perf_counter() - start)
        assert loaded.state == final
    size = path.stat().st_size

    store = SaveStore(folder / "store")
    partial = GameRecord(record.seats, record.deck, record.first_player, record.seed, (), "bench")
    state = partial.initial_state()
    per_action = []
    for action in record.actions:
        state, _ = apply(state, action)
        partial = partial.with_action(action)
        start = time.perf_counter()
        store.autosave(partial, state)
        per_action.append(time.perf_counter() - start)
    return {
        "seats": seats,
        "seed": seed,
        "actions": len(record.actions),
        "file_bytes": size,
        "encoded_bytes": len(enc_data),
        "save_ms_median": _median_ms(save),
        "encode_ms_median": _median_ms(enc),
        "load_ms_median": _median_ms(load),
        "autosave_ms_per_action_median": _median_ms(per_action),
        "autosave_ms_per_action_max": round(max(per_action) * 1000, 3),
        "autosave_ms_total": round(sum(per_action) * 1000, 1),
    }


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.description = "Time to save and load a finished game, autosave cost per action, file size."
    p.add_argument("--seats", default="greedy,greedy,greedy,greedy")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--repeats", type=bounded(int, 1, 10_000), default=21)
    p.add_argument("--dir", default=None, help="folder to write in (default: a temporary one)")
    p.add_argument("--json", action="store_true")


def run(args: argparse.Namespace) -> int:
    seats = [k.strip() for k in args.seats.split(",")]
    if not 2 <= len(seats) <= 4:
        print(f"error: a game needs 2 to 4 seats, got {len(seats)}", file=sys.stderr)
        return 2
    for kind in dict.fromkeys(seats):
        make_agent(kind)  # a seat that cannot be loaded is named before anything is measured
    if args.dir:
        folder = Path(args.dir)
        if not folder.is_dir():
            why = "is not a folder" if folder.exists() else "does not exist"
            print(f"error: {folder} {why}", file=sys.stderr)
            return 2
        figures = measure(seats, args.seed, args.repeats, folder)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            figures = measure(seats, args.seed, args.repeats, Path(tmp))
    if args.json:
        print(json.dumps(figures))
        return 0
    print(f"{len(seats)}-player game ({','.join(seats)}, seed {args.seed}): {figures['actions']} actions")
    print(f"  save file size:            {figures['file_bytes']:,} bytes")
    print(
        f"  save (median):             {figures['save_ms_median']:.2f} ms   (encode alone {figures['encode_ms_median']:.2f} ms)"
    )
    print(f"  load + replay + checks:    {figures['load_ms_median']:.2f} ms (median)")
    print(
        f"  autosave per action:       {figures['autosave_ms_per_action_median']:.2f} ms median, "
        f"{figures['autosave_ms_per_action_max']:.2f} ms max, {figures['autosave_ms_total']:.0f} ms for the game"
    )
    return 0


COMMAND = (add_arguments, run)
