"""A tournament's seat: a level or an import path, with its own time budget after ``@``.

``expert@250`` is Expert thinking 250 ms a decision while the other seats keep the
tournament's budget: how "Expert at half Hard's time" is measured. The seat keeps its whole
spelling as its name in the report and the log, so two budgets of one level are two agents.
"""

from __future__ import annotations

import math
from typing import Any

from ..ai.base import Agent, AgentLoadError, make_agent

SEAT_BUDGET_MARK = "@"


def split_seat(spec: str) -> tuple[str, dict[str, Any]]:
    """The agent kind of ``spec`` and the budget options it sets for itself."""
    kind, mark, budget = spec.partition(SEAT_BUDGET_MARK)
    if not mark:
        return spec, {}
    try:
        time_ms = float(budget)
    except ValueError:
        time_ms = math.nan
    if not (time_ms > 0 and math.isfinite(time_ms)) or time_ms > 600_000:
        raise AgentLoadError(
            f"cannot load the seat {spec!r}: after {SEAT_BUDGET_MARK} comes the seat's time budget "
            f"in milliseconds, more than 0 and at most 600000 (e.g. {kind or 'expert'}@250)"
        )
    return kind, {"time_ms": time_ms}


def seat_kind(spec: str) -> str:
    """The level or import path of ``spec``, without its own budget."""
    return split_seat(spec)[0]


def seat_agent(spec: str, options: dict[str, Any]) -> Agent:
    """The agent of ``spec``: the tournament's ``options``, with the seat's own budget on top."""
    kind, own = split_seat(spec)
    agent = make_agent(kind, **{**options, **own})
    if own and getattr(agent, "time_ms", None) != own["time_ms"]:
        raise AgentLoadError(
            f"cannot load the seat {spec!r}: {kind} does not search, so it takes no time budget"
        )
    return agent
