"""Shared test set-up: a reproducible hypothesis profile and a random-game driver."""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import attrs
import pytest
from hypothesis import settings

from sf_desktop.model.actions import Action
from sf_desktop.model.events import Event
from sf_desktop.model.rules import apply, legal_actions, new_game
from sf_desktop.model.state import GameState

# Qt's offscreen platform on Windows reads fonts only from QT_QPA_FONTDIR: without it the
# tests would measure and draw text in no font at all. Windows' own font folder, as the
# self-test does.
if sys.platform == "win32":
    os.environ.setdefault("QT_QPA_FONTDIR", str(Path(os.environ.get("WINDIR", r"C:\Windows")) / "Fonts"))

# Derandomized and without an example database: every run, here or in CI, tries the same cases.
settings.register_profile("sf", derandomize=True, database=None, deadline=None)
settings.load_profile("sf")

# Every decision moves the game on: at most 87 draws and puts, at most as many takes as puts,
# at most 93 placements and one stop per take, a few bonus choices and spends. Far below this.
MAX_DECISIONS = 1000


@attrs.frozen
class RandomGame:
    """A game of uniformly random legal decisions: ``states[i + 1] = apply(states[i], actions[i])``."""

    states: tuple[GameState, ...]
    actions: tuple[Action, ...]
    events: tuple[tuple[Event, ...], ...]

    @property
    def final(self) -> GameState:
        return self.states[-1]


def play_random_game(num_players: int, seed: int, deck: Sequence[int] | None = None) -> RandomGame:
    """Play a seeded game to its end, choosing uniformly among the legal actions."""
    rng = random.Random(seed)
    state = new_game(num_players, seed, deck=deck)
    states, actions, events = [state], [], []
    while not state.is_over:
        assert len(actions) < MAX_DECISIONS, f"game {num_players}p seed {seed} does not end"
        legal = legal_actions(state)
        assert legal, f"no legal action in phase {state.phase!r} but the game is not over"
        action = rng.choice(legal)
        state, happened = apply(state, action)
        states.append(state)
        actions.append(action)
        events.append(tuple(happened))
    return RandomGame(tuple(states), tuple(actions), tuple(events))


@pytest.fixture(scope="session")
def random_game() -> Callable[..., RandomGame]:
    """``random_game(num_players, seed, deck=None)``: a whole random game, every state kept."""
    return play_random_game
