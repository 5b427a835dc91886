"""Checked numbers for the command line: every count and duration is finite and in range.

``inf`` would make a measure or a search run for ever and ``nan`` passes every ``<= 0`` test,
so each number an option takes goes through :func:`bounded` before anything runs.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from typing import Any

DEFAULT_DECISION_TIMEOUT = 60.0  # seconds a bot of one's own may think about one decision


def bounded(kind: type, low: float, high: float, *, above: bool = False) -> Callable[[str], Any]:
    """An argparse type: a ``kind`` (int or float) from ``low`` (exclusive with ``above``) to
    ``high``, finite."""

    def parse(text: str) -> Any:
        try:
            value = kind(text)
        except ValueError:
            what = "a whole number" if kind is int else "a number"
            raise argparse.ArgumentTypeError(f"{text!r} is not {what}") from None
        if not math.isfinite(value):
            raise argparse.ArgumentTypeError(f"must be a finite number, not {text}")
        too_low = value <= low if above else value < low
        if too_low or value > high:
            bound = "more than" if above else "at least"
            raise argparse.ArgumentTypeError(
                f"must be {bound} {_plain(low)} and at most {_plain(high)}, not {text}"
            )
        return value

    return parse


def _plain(number: float) -> str:
    return str(int(number)) if float(number).is_integer() else f"{number:g}"


def add_decision_timeout(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--decision-timeout",
        type=bounded(float, 0, 3600, above=True),
        default=DEFAULT_DECISION_TIMEOUT,
        metavar="SECONDS",
        help="time a seat given by import path may take for one decision; past it, that seat "
        f"forfeits the game (default {DEFAULT_DECISION_TIMEOUT:g})",
    )
