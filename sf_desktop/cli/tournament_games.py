"""The games of a tournament: duplicate decks with rotated seats, played in worker processes.

Every deck is played once per rotation of the seats (2 players: both ways round; 3 or 4
players: every cyclic rotation), with the same first seat, so luck of the draw falls on every
agent alike. The deck seeds come from ``resources/tournament_seeds.json`` (a tournament's
first deck is an index into it), so a result can be reproduced by anyone. Each finished game
may be logged (JSON lines), so that a long run resumes where it stopped.
"""

from __future__ import annotations

import json
import math
import signal
import sys
import traceback
from collections.abc import Iterator, Sequence
from importlib import resources
from pathlib import Path
from typing import Any

import attrs

from ..ai.base import AgentLoadError, is_builtin
from ..ai.match import AgentError, play_match
from ..ai.worker import process_pool
from ..model.record import Seat
from ..model.rules import new_game
from .args import DEFAULT_DECISION_TIMEOUT
from .tournament_seats import seat_agent, seat_kind


def load_seeds() -> list[int]:
    """The checked-in deck seeds."""
    text = (
        resources.files("sf_desktop.resources").joinpath("tournament_seeds.json").read_text(encoding="utf-8")
    )
    return list(json.loads(text)["seeds"])


def deck_seed(seeds: Sequence[int], index: int) -> int | str:
    """The seed of deck ``index``; past the end of the list, a derived one (still reproducible)."""
    return seeds[index] if index < len(seeds) else f"deck-{index}"


@attrs.frozen
class GameTask:
    number: int
    deck_index: int
    seed: int | str
    rotation: int
    kinds: tuple[str, ...]  # by agent, in the order given on the command line (``expert@250``: own budget)
    options: tuple[tuple[str, Any], ...]
    decision_timeout: float = DEFAULT_DECISION_TIMEOUT  # for the seats given by import path


@attrs.frozen
class GameOutcome:
    number: int
    deck_index: int
    rotation: int
    agent_of_seat: tuple[int, ...]
    first_player: int
    totals: tuple[float, ...]  # by seat
    winners: tuple[int, ...]  # seats
    seconds: tuple[tuple[float, ...], ...]  # by agent: decisions that were not forced
    forced: tuple[int, ...]  # by agent
    error: str = ""
    forfeit: int = -1  # the seat that forfeited the game (ran out of time), or -1
    forfeit_reason: str = ""
    error_detail: str = ""  # the traceback of ``error``, shown with --debug
    cpu_seconds: tuple[tuple[float, ...], ...] = ()  # as ``seconds``, in the thread's CPU time


def play_task(task: GameTask) -> GameOutcome:
    """Play one game of the tournament (in a worker process)."""
    n = len(task.kinds)
    agent_of_seat = tuple((s + task.rotation) % n for s in range(n))
    start = new_game(n, task.seed)
    options = dict(task.options)
    seats = tuple(Seat(task.kinds[a], seat_kind(task.kinds[a])) for a in agent_of_seat)
    limits = [None if is_builtin(s.kind) else task.decision_timeout for s in seats]
    try:
        agents = [seat_agent(task.kinds[a], options) for a in agent_of_seat]
        result = play_match(
            seats,
            agents,
            f"{task.seed}/{task.rotation}",
            first_player=start.first_player,
            deck=start.deck,
            time_limits=limits,
        )
    except (AgentError, AgentLoadError) as exc:
        return GameOutcome(
            task.number,
            task.deck_index,
            task.rotation,
            agent_of_seat,
            0,
            (),
            (),
            (),
            (),
            str(exc),
            error_detail="".join(traceback.format_exception(exc)),
        )
    seconds: list[list[float]] = [[] for _ in range(n)]
    cpu_seconds: list[list[float]] = [[] for _ in range(n)]
    forced = [0] * n
    for seat in range(n):
        a = agent_of_seat[seat]
        decisions = zip(
            result.decision_seconds[seat],
            result.decision_cpu_seconds[seat],
            result.decision_options[seat],
            strict=True,
        )
        for s, cpu, k in decisions:
            if k > 1:
                seconds[a].append(s)
                cpu_seconds[a].append(cpu)
            else:
                forced[a] += 1
    b = result.breakdown
    return GameOutcome(
        task.number,
        task.deck_index,
        task.rotation,
        agent_of_seat,
        start.first_player,
        tuple(b.totals),
        result.winners,
        tuple(tuple(s) for s in seconds),
        tuple(forced),
        forfeit=-1 if result.forfeit is None else result.forfeit.seat,
        forfeit_reason="" if result.forfeit is None else result.forfeit.reason,
        cpu_seconds=tuple(tuple(s) for s in cpu_seconds),
    )


def make_tasks(
    kinds: Sequence[str],
    games: int,
    seed: int,
    options: dict[str, Any],
    decision_timeout: float = DEFAULT_DECISION_TIMEOUT,
) -> list[GameTask]:
    """The games of a tournament: ``games`` rounded up to whole decks, from deck seed
    ``seed`` on, each deck once per rotation of the seats."""
    n = len(kinds)
    seeds = load_seeds()
    decks = max(1, math.ceil(games / n))
    tasks: list[GameTask] = []
    for d in range(decks):
        s = deck_seed(seeds, seed + d)
        for r in range(n):
            tasks.append(
                GameTask(
                    len(tasks), seed + d, s, r, tuple(kinds), tuple(sorted(options.items())), decision_timeout
                )
            )
    return tasks


def run_tasks(
    tasks: list[GameTask], jobs: int, progress: bool = False, log: Path | None = None
) -> list[GameOutcome]:
    """Play every game, on ``jobs`` processes; the outcomes come back in task order.

    With ``log``, each finished game is appended to that file (JSON lines) and games already
    in it are not played again: a long tournament can be run in bounded pieces.
    """
    done = read_log(log, tasks) if log is not None else {}
    todo = [t for t in tasks if t.number not in done]
    outcomes: list[GameOutcome] = list(done.values())
    sink = log.open("a", encoding="utf-8") if log is not None else None
    try:
        results: Iterator[GameOutcome]
        if jobs <= 1:
            results = map(play_task, todo)
            pool = None
        else:
            pool = process_pool(jobs, _ignore_interrupts)
            results = pool.imap_unordered(play_task, todo)
        try:
            for i, outcome in enumerate(results, 1):
                outcomes.append(outcome)
                if sink is not None:
                    sink.write(
                        json.dumps({"key": _task_key(tasks[outcome.number]), **attrs.asdict(outcome)}) + "\n"
                    )
                    sink.flush()
                if progress:
                    print(f"\r{len(done) + i}/{len(tasks)} games", end="", file=sys.stderr, flush=True)
        finally:
            if pool is not None:
                pool.terminate()
                pool.join()
    finally:
        if sink is not None:
            sink.close()
    if progress:
        print(file=sys.stderr)
    return sorted(outcomes, key=lambda o: o.number)


def _ignore_interrupts() -> None:
    """Workers leave Ctrl+C to the parent, which stops the pool (finished games stay logged)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _task_key(task: GameTask) -> list[Any]:
    """What identifies a game across runs: the agents, the options, the deck and the rotation."""
    return [
        list(task.kinds),
        [list(kv) for kv in task.options],
        task.deck_index,
        str(task.seed),
        task.rotation,
    ]


def read_log(log: Path, tasks: list[GameTask]) -> dict[int, GameOutcome]:
    """The games of ``tasks`` already in the log (matched by agents, options, deck and rotation)."""
    if not log.exists():
        return {}
    wanted = {json.dumps(_task_key(t)): t.number for t in tasks}
    found: dict[int, GameOutcome] = {}
    # A line that is not one of ours (cut short, edited, another program's) is skipped.
    for line in log.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            data = json.loads(line)
            number = wanted.get(json.dumps(data.pop("key")))
            if number is None or data.get("error"):
                continue
            data["number"] = number
            for name in ("agent_of_seat", "totals", "winners", "forced"):
                data[name] = tuple(data[name])
            data["seconds"] = tuple(tuple(x) for x in data["seconds"])
            data["cpu_seconds"] = tuple(tuple(x) for x in data.get("cpu_seconds", ()))
            found[number] = GameOutcome(**data)
        except (ValueError, KeyError, TypeError, AttributeError):
            continue
    return found


def check_log(log: Path) -> str:
    """Why ``log`` cannot be the tournament's log ("" when it can)."""
    if log.exists() and not log.is_file():
        return f"the log {log} is not a file"
    if not log.parent.is_dir():
        return f"the folder of the log {log} does not exist"
    return ""
