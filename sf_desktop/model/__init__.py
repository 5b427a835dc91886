"""The game itself: pure Python, no Qt."""

from .actions import Action, action_from_json, action_to_json
from .mutable_state import MutableState
from .rules import IllegalActionError, apply, determinize, legal_actions, new_game, step
from .scoring import ScoreBreakdown, estimate, score
from .state import GameState, Phase, PlayerState, public_view

__all__ = [
    "Action",
    "GameState",
    "IllegalActionError",
    "MutableState",
    "Phase",
    "PlayerState",
    "ScoreBreakdown",
    "action_from_json",
    "action_to_json",
    "apply",
    "determinize",
    "estimate",
    "legal_actions",
    "new_game",
    "public_view",
    "score",
    "step",
]
