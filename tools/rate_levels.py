"""Fit every AI level onto one rating scale and write ``resources/level_ratings.json``.

    .venv/bin/python tools/rate_levels.py [--tournament RESULT.json ...] [--write]

The results fitted are the two-player tournaments measured for docs/ai.md (``MEASURED``
below: duplicate decks, each level at its own budget), and any ``sf-desktop-cli tournament
--json`` output of two agents given with ``--tournament`` (it replaces a measured pairing of
the same two levels). The fit is :func:`sf_desktop.ai.ratings.fit_levels` (Bradley-Terry,
Random at 0). Greedy is not a level one can choose, but it joins the fit: it is what most
pairings were measured against.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sf_desktop.ai.ratings import RATINGS_FILE, Pairing, fit_levels, to_dict  # noqa: E402

# (first, second, games, first's win share) as measured for docs/ai.md, the latest per pairing.
MEASURED = (
    Pairing("easy", "random", 400, 0.980),
    Pairing("easy", "greedy", 400, 0.265),
    Pairing("medium", "greedy", 400, 0.650),
    Pairing("hard", "greedy", 200, 0.890),
    Pairing("hard", "medium", 200, 0.808),
    Pairing("expert", "hard", 1000, 0.6535),  # on the CPU clock, both 500 ms (docs/ai.md)
)


def from_tournament(path: Path) -> Pairing:
    """A two-agent ``tournament --json`` result as a pairing."""
    data = json.loads(path.read_text(encoding="utf-8"))
    agents = data["agents"]
    if len(agents) != 2:
        raise SystemExit(f"{path}: a rating pairing needs a tournament of two agents, not {len(agents)}")
    (a, ra), (b, rb) = agents.items()
    return Pairing(ra.get("kind", a), rb.get("kind", b), float(data["games"]), float(ra["win_share"]))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tournament", type=Path, action="append", default=[])
    ap.add_argument("--write", action="store_true", help="write sf_desktop/resources/" + RATINGS_FILE)
    args = ap.parse_args(argv)
    pairings = {frozenset((p.first, p.second)): p for p in MEASURED}
    for path in args.tournament:
        p = from_tournament(path)
        pairings[frozenset((p.first, p.second))] = p
    chosen = list(pairings.values())
    ratings = fit_levels(chosen)
    for name, r in sorted(ratings.items(), key=lambda kv: kv[1].value):
        print(f"{name:8} {r.value:7.0f} ± {r.se:3.0f}")
    if args.write:
        source = "; ".join(f"{p.first}-{p.second} {p.share:.3f} over {p.games:g} games" for p in chosen)
        data = to_dict(ratings, source, chosen)
        target = ROOT / "sf_desktop" / "resources" / RATINGS_FILE
        target.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
