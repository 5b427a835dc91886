"""What a tournament's games add up to: win shares with their intervals, scores, margins,
decision times, and the table that shows them.

The confidence interval of a win share treats decks as the independent samples: each deck's
share (over its rotations) is one observation, and the interval is the normal one around their
mean. Decision times leave out forced moves (a single legal action), which take no thought;
they are given on the wall clock and in the CPU time of the thread that decided (logs written
before the CPU time was kept have none).

The first seat's agent (the one on trial) is also compared with each other seat's agent, game
by game: how often it finished ahead (ties split) and by how many points, each with its interval
over decks. At a table of three or four a win share tells little per game (one winner among
four); finishing ahead of each rival makes "leads" a claim with an interval, not a point
estimate beside a fair share. With two players "ahead" is the win share again; the lead in
points is new.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from typing import Any

from .tournament_games import GameOutcome


def seat_names(kinds: Sequence[str]) -> list[str]:
    """One name per seat: the kind, numbered when it appears more than once."""
    names = []
    for i, k in enumerate(kinds):
        same = [j for j in range(len(kinds)) if kinds[j] == k]
        names.append(k if len(same) == 1 else f"{k}#{same.index(i) + 1}")
    return names


def _interval(samples: list[float]) -> list[float]:
    """A 95% normal interval around the mean of ``samples`` (shares), kept inside [0, 1]."""
    lead = _lead_interval(samples)
    return [0.0, 1.0] if lead is None else [max(0.0, lead[0]), min(1.0, lead[1])]


def _lead_interval(samples: list[float]) -> list[float] | None:
    """A 95% normal interval around the mean of ``samples``; None from a single sample."""
    if len(samples) < 2:
        return None
    m = statistics.fmean(samples)
    half = 1.96 * statistics.stdev(samples) / math.sqrt(len(samples))
    return [round(m - half, 4), round(m + half, 4)]


def head_to_head(names: Sequence[str], outcomes: list[GameOutcome]) -> dict[str, Any]:
    """The first agent against each other agent, and against all of them together: the share of
    games it finished ahead (a tie counts half) and its mean lead in points, each with a 95%
    interval that takes each deck (all its rotations) as one sample."""
    rivals = {name: [a] for a, name in enumerate(names) if a}
    if len(names) > 2:
        rivals["all others"] = list(range(1, len(names)))
    lead: dict[str, dict[int, list[float]]] = {name: {} for name in rivals}  # by deck
    for o in outcomes:
        points = {a: o.totals[seat] for seat, a in enumerate(o.agent_of_seat)}
        for name, others in rivals.items():
            lead[name].setdefault(o.deck_index, []).extend(points[0] - points[a] for a in others)
    out = {}
    for name, by_deck in lead.items():
        ahead = {
            deck: [1.0 if d > 0 else 0.5 if d == 0 else 0.0 for d in diffs] for deck, diffs in by_deck.items()
        }
        out[name] = {  # the estimates over all games, as the win share's; the intervals over decks
            "ahead_share": round(statistics.fmean(x for v in ahead.values() for x in v), 4),
            "ahead_ci95": _interval([statistics.fmean(v) for v in ahead.values()]),
            "mean_lead": round(statistics.fmean(x for v in by_deck.values() for x in v), 3),
            "lead_ci95": _lead_interval([statistics.fmean(v) for v in by_deck.values()]),
        }
    return out


def _percentiles(values: list[float]) -> dict[str, float | int]:
    if not values:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0, "decisions": 0}
    ms = sorted(v * 1000.0 for v in values)

    def at(q: float) -> float:
        pos = q * (len(ms) - 1)
        lo = math.floor(pos)
        hi = min(lo + 1, len(ms) - 1)
        return ms[lo] + (ms[hi] - ms[lo]) * (pos - lo)

    return {
        "p50": round(at(0.5), 2),
        "p95": round(at(0.95), 2),
        "max": round(ms[-1], 2),
        "decisions": len(ms),
    }


def summarize(kinds: Sequence[str], outcomes: list[GameOutcome]) -> dict[str, Any]:
    """The report: per agent win share (ties split) with its interval, scores, margins, times."""
    n = len(kinds)
    names = seat_names(kinds)
    games = len(outcomes)
    wins = [0.0] * n
    scores = [0.0] * n
    margins = [0.0] * n
    first_wins = [0.0] * n
    first_games = [0] * n
    per_deck: dict[int, list[list[float]]] = {}
    seconds: list[list[float]] = [[] for _ in range(n)]
    cpu_seconds: list[list[float]] = [[] for _ in range(n)]
    forced = [0] * n
    forfeits = [0] * n
    first_seat_samples: dict[int, list[float]] = {}
    for o in outcomes:
        if o.forfeit >= 0:
            forfeits[o.agent_of_seat[o.forfeit]] += 1
        deck = per_deck.setdefault(o.deck_index, [[] for _ in range(n)])
        share = 1.0 / len(o.winners)
        first_seat_samples.setdefault(o.deck_index, []).append(share if o.first_player in o.winners else 0.0)
        for seat, a in enumerate(o.agent_of_seat):
            won = share if seat in o.winners else 0.0
            wins[a] += won
            deck[a].append(won)
            scores[a] += o.totals[seat]
            margins[a] += o.totals[seat] - max(t for s, t in enumerate(o.totals) if s != seat)
            if seat == o.first_player:
                first_wins[a] += won
                first_games[a] += 1
        for a in range(n):
            seconds[a].extend(o.seconds[a])
            if o.cpu_seconds:
                cpu_seconds[a].extend(o.cpu_seconds[a])
            forced[a] += o.forced[a]
    agents = {}
    for a in range(n):
        samples = [statistics.fmean(d[a]) for d in per_deck.values()]
        agents[names[a]] = {
            "kind": kinds[a],
            "win_share": round(wins[a] / games, 4),
            "ci95": _interval(samples),
            "mean_score": round(scores[a] / games, 3),
            "mean_margin": round(margins[a] / games, 3),
            "win_share_when_first": round(first_wins[a] / first_games[a], 4) if first_games[a] else None,
            "decision_ms": _percentiles(seconds[a]),
            "decision_cpu_ms": _percentiles(cpu_seconds[a]),
            "forced_moves": forced[a],
            "forfeits": forfeits[a],
        }
    first = [statistics.fmean(v) for v in first_seat_samples.values()]
    report = {
        "games": games,
        "players": n,
        "decks": len(per_deck),
        "agents": agents,
        "first_seat": {
            "win_share": round(statistics.fmean(first), 4),
            "ci95": _interval(first),
            "fair": round(1 / n, 4),
        },
    }
    if outcomes:
        report["head_to_head"] = {"agent": names[0], "against": head_to_head(names, outcomes)}
    return report


def _ms(value: float) -> str:
    """A time in its column, always apart from the one before (a paused run's wall-clock
    maximum runs to seven digits)."""
    return f" {value:>8.1f}"


def format_report(report: dict[str, Any], command: str) -> str:
    lines = [
        command,
        f"{report['games']} games ({report['decks']} decks x {report['players']} seat rotations), "
        f"{report['players']} players",
        "",
        f"{'agent':22}{'win share':>10}{'95% CI':>18}{'score':>8}{'margin':>8}{'when 1st':>9}"
        f"{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}{'cpu p50':>9}{'cpu p95':>9}",
    ]
    for name, a in report["agents"].items():
        lo, hi = a["ci95"]
        t = a["decision_ms"]
        c = a.get("decision_cpu_ms") or {"decisions": 0}
        cpu = f"{_ms(c['p50'])}{_ms(c['p95'])}" if c["decisions"] else f"{'-':>9}{'-':>9}"
        first = "" if a["win_share_when_first"] is None else f"{a['win_share_when_first']:.1%}"
        lines.append(
            f"{name[:21]:22}{a['win_share']:>10.1%}{f'[{lo:.1%}, {hi:.1%}]':>18}{a['mean_score']:>8.2f}"
            f"{a['mean_margin']:>8.2f}{first:>9}{_ms(t['p50'])}{_ms(t['p95'])}{_ms(t['max'])}{cpu}"
        )
    forfeited = [f"{name} {a['forfeits']}" for name, a in report["agents"].items() if a.get("forfeits")]
    if forfeited:
        lines.append(f"forfeits (no decision in time: the game lost): {', '.join(forfeited)}")
    f = report["first_seat"]
    lo, hi = f["ci95"]
    lines.append("")
    lines.append(f"first seat wins {f['win_share']:.1%} [{lo:.1%}, {hi:.1%}] (no advantage: {f['fair']:.1%})")
    pairs = report.get("head_to_head")
    if pairs:
        lines += ["", f"{pairs['agent'] + ' against':28}{'ahead':>7}{'95% CI':>18}{'lead':>8}{'95% CI':>18}"]
        for name, h in pairs["against"].items():
            lo, hi = h["ahead_ci95"]
            lead = "-" if h["lead_ci95"] is None else "[{:+.2f}, {:+.2f}]".format(*h["lead_ci95"])
            lines.append(
                f"  {name[:22]:26}{h['ahead_share']:>7.1%}{f'[{lo:.1%}, {hi:.1%}]':>18}"
                f"{h['mean_lead']:>+8.2f}{lead:>18}"
            )
    return "\n".join(lines)
