"""Agents a test server plays its AI levels with (``Settings.ai_agents``), imported by the
server's AI processes: each decision notes, in the file named by ``SF_TEST_AGENT_LOG``, the
process that made it and whether it was told to stop."""

from __future__ import annotations

import os
import time
from typing import Any

from sf_desktop.model.rules import legal_actions

LOG = "SF_TEST_AGENT_LOG"


def note(*words: object) -> None:
    with open(os.environ[LOG], "a") as log:
        log.write(" ".join(str(w) for w in (os.getpid(), *words)) + "\n")


def notes(path: str) -> list[list[str]]:
    """Each decision's words as noted: the process's id first."""
    try:
        with open(path) as log:
            return [line.split() for line in log if line.strip()]
    except FileNotFoundError:
        return []


class WaitingAgent:
    """Thinks until it is told to stop (at most ``cap_s``), then plays its first legal move."""

    cap_s = 60.0

    def choose(self, view: Any, rng: Any, stop: Any = None) -> Any:
        note("begun")
        deadline = time.monotonic() + self.cap_s
        while not (stop is not None and stop.is_set()) and time.monotonic() < deadline:
            time.sleep(0.005)
        note("told" if stop is not None and stop.is_set() else "not-told")
        return legal_actions(view)[0]


class BusyAgent:
    """Searches in pure Python, holding the interpreter, until it is told to stop."""

    def choose(self, view: Any, rng: Any, stop: Any = None) -> Any:
        note("begun")
        while stop is not None and not stop.is_set():
            sum(range(2000))
        note("told")
        return legal_actions(view)[0]


class WatchedExpert:
    """The shipped Expert on a small iteration budget (a short test), noting of each view it
    decides on which agent decided and whether the deck's order was hidden from it."""

    def __init__(self) -> None:
        from sf_desktop.ai.base import make_agent

        self.agent = make_agent("expert", iterations=40)
        self.name = self.agent.name

    def choose(self, view: Any, rng: Any, stop: Any = None) -> Any:
        from sf_desktop.model.state import public_view

        hidden = view.deck_hidden and view == public_view(view)
        note(type(self.agent).__name__, "public" if hidden else "deck-seen")
        return self.agent.choose(view, rng, stop)
