"""The one interface every seat answers to, people included: a public view in, an action out."""

from __future__ import annotations

import importlib
import inspect
import random
from typing import Protocol, runtime_checkable

from ..model.actions import Action
from ..model.rules import legal_actions
from ..model.state import GameState


class StopFlag(Protocol):
    """Tells a search to stop early and answer with its best move so far.

    ``threading.Event`` is one (a thread of the same process sets it); the worker process
    passes its own (:class:`~.worker.ChannelFlag`: the window moved on to another task).
    A search only ever asks ``is_set()``, about once per iteration."""

    def is_set(self) -> bool: ...


@runtime_checkable
class Agent(Protocol):
    """A player that is not a person (or the UI standing in for one).

    ``choose`` gets the public view of the state (``public_view``: the deck order is never
    in it) and a seeded RNG, and returns one of ``legal_actions(view)``. A search stops early
    and returns its best move so far when ``stop`` is set.
    """

    name: str

    def choose(self, view: GameState, rng: random.Random, stop: StopFlag | None = None) -> Action: ...


class RandomAgent:
    """Uniformly random legal decisions: the baseline."""

    name = "random"

    def choose(self, view: GameState, rng: random.Random, stop: StopFlag | None = None) -> Action:
        return rng.choice(legal_actions(view))


BUILTIN: dict[str, str] = {
    "random": "sf_desktop.ai.base:RandomAgent",
    "greedy": "sf_desktop.ai.greedy:GreedyAgent",
    "easy": "sf_desktop.ai.greedy:EasyAgent",
    "medium": "sf_desktop.ai.flatmc:MediumAgent",
    "hard": "sf_desktop.ai.ismcts:HardAgent",
    "expert": "sf_desktop.ai.expert:ExpertAgent",
}


BUDGET_OPTIONS = ("iterations", "time_ms", "clock")


class AgentLoadError(ValueError):
    """A seat that cannot be made into an agent; the message names the seat and the cause
    (the bot's own exception, when it raised one, is the ``__cause__``)."""


def is_builtin(kind: str) -> bool:
    """A level the app ships (trusted, budgeted) rather than someone's import path."""
    return kind in BUILTIN or kind in BUILTIN.values()


def _is_dotted_name(text: str) -> bool:
    return bool(text) and all(part.isidentifier() for part in text.split("."))


def _raised(exc: BaseException) -> str:
    if isinstance(exc, SystemExit):
        return f"called sys.exit({exc.code!r})"
    text = str(exc)
    return f"raised {type(exc).__name__}: {text}" if text else f"raised {type(exc).__name__}"


def make_agent(kind: str, **options: object) -> Agent:
    """An agent by level name ("random", "greedy", "easy", ...) or import path ``pkg.mod:Class``.

    ``options`` go to the agent's constructor. The budget options (``iterations``,
    ``time_ms``, ``clock``) are dropped for an agent that does not search, so one call fits every level.
    Whatever stops a seat from loading (a bad path, a module that raises or exits while it
    loads, a constructor that raises) is an :class:`AgentLoadError` naming the seat.
    """
    path = BUILTIN.get(kind, kind)
    if ":" not in path:
        known = ", ".join(sorted(BUILTIN))
        raise AgentLoadError(
            f"unknown seat {kind!r}: use one of {known} or an import path package.module:Class"
        )
    module_name, _, class_name = path.partition(":")
    if not _is_dotted_name(module_name) or not class_name.isidentifier():
        raise AgentLoadError(
            f"cannot load the seat {kind!r}: it is not an import path: write package.module:Class, with names only "
            "(no file paths, no leading dot)"
        )
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and module_name.startswith(exc.name):
            raise AgentLoadError(f"cannot load the seat {kind!r}: there is no module {exc.name!r}") from exc
        raise AgentLoadError(
            f"cannot load the seat {kind!r}: the module {module_name} {_raised(exc)} while loading"
        ) from exc
    except SyntaxError as exc:
        where = f"{exc.filename}, line {exc.lineno}" if exc.filename else module_name
        raise AgentLoadError(f"cannot load the seat {kind!r}: syntax error in {where}: {exc.msg}") from exc
    except (Exception, SystemExit) as exc:
        raise AgentLoadError(
            f"cannot load the seat {kind!r}: the module {module_name} {_raised(exc)} while loading"
        ) from exc
    try:
        cls = getattr(module, class_name)
    except Exception as exc:
        raise AgentLoadError(
            f"cannot load the seat {kind!r}: the module {module_name} has no {class_name}"
        ) from exc
    if not callable(cls):
        raise AgentLoadError(f"cannot load the seat {kind!r}: {class_name} in {module_name} is not a class")
    options = _accepted(cls, options)
    try:
        agent = cls(**options)
    except (Exception, SystemExit) as exc:
        raise AgentLoadError(f"cannot load the seat {kind!r}: making the agent {_raised(exc)}") from exc
    if not callable(getattr(agent, "choose", None)):
        raise AgentLoadError(f"cannot load the seat {kind!r}: it has no choose(view, rng) method")
    return agent


def _accepted(cls: type, options: dict[str, object]) -> dict[str, object]:
    """``options`` without the budget ones that ``cls`` does not take."""
    try:
        params = inspect.signature(cls).parameters
    except (TypeError, ValueError):
        return options
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values()):
        return options
    return {k: v for k, v in options.items() if k in params or k not in BUDGET_OPTIONS}


def decision_rng(seed: int | str | None, seat: int, actions: int) -> random.Random:
    """The RNG of one AI decision: from the game seed, the seat and the number of actions
    before it. Every place that plays a game (the table, a headless match, a tournament) uses
    it, so the same seed and seats play the same game everywhere, and a resumed or undone game
    does not depend on what an agent drew earlier."""
    return random.Random(f"{seed}/seat{seat}/action{actions}")
