"""Expert's learned evaluation: a small network read from data and run in pure Python.

The network (one hidden layer of tanh units and a linear path from the inputs) gives every
player a logit from their :mod:`value_features`; a soft maximum over the table turns the
logits into chances to win. The weights are trained by ``tools/train_expert.py`` (numpy, a
development dependency) and shipped as JSON in ``sf_desktop/resources/expert_value.json``,
with the inputs' scaling already folded into the first layer, so the app needs nothing beyond
the standard library to use them.

Each position the search cuts off at comes from its own shuffled playout, so there is no
previous pass whose hidden sums could be updated feature by feature: an incremental
accumulator would not pay here, and every evaluation is a full pass (a few dozen
multiply-adds per hidden unit and player).
"""

from __future__ import annotations

import functools
import json
import math
import operator
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

from ..model.mutable_state import MutableState
from ..model.state import GameState, Phase
from .heuristic import win_chances as projected_win_chances
from .value_features import FEATURE_NAMES, softmax, table_features

WEIGHTS_FILE = "expert_value.json"
_mul = operator.mul
_tanh = math.tanh


class ValueNet:
    """The evaluator: ``logit(x) = u·x + v·tanh(W x + b)`` for each player's features ``x``
    (a constant would add the same to every player's logit and change no chance)."""

    __slots__ = ("b1", "hidden_rows", "meta", "u", "v")

    def __init__(
        self,
        w1: Sequence[Sequence[float]],
        b1: Sequence[float],
        v: Sequence[float],
        u: Sequence[float],
        meta: dict[str, Any] | None = None,
    ) -> None:
        features = len(FEATURE_NAMES)
        if len(u) != features or any(len(row) != features for row in w1):
            raise ValueError(f"the weights do not fit the {features} features of this version")
        if not (len(w1) == len(b1) == len(v)):
            raise ValueError("the hidden layer's weights, biases and output weights differ in length")
        self.hidden_rows = tuple(tuple(float(a) for a in row) for row in w1)
        self.b1 = tuple(float(a) for a in b1)
        self.v = tuple(float(a) for a in v)
        self.u = tuple(float(a) for a in u)
        self.meta = dict(meta or {})

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ValueNet:
        """From the JSON object ``tools/train_expert.py`` writes."""
        if tuple(data.get("features", ())) != FEATURE_NAMES:
            raise ValueError("the weights were trained on other features than this version reads")
        return cls(data["w1"], data["b1"], data["v"], data["u"], data.get("meta"))

    @classmethod
    def from_file(cls, path: Path) -> ValueNet:
        return cls.from_dict(json.loads(path.read_text(encoding="utf-8")))

    def logit(self, x: Sequence[float]) -> float:
        """One player's logit: a full pass."""
        total = sum(map(_mul, self.u, x))
        for row, b, out in zip(self.hidden_rows, self.b1, self.v, strict=True):
            total += out * _tanh(b + sum(map(_mul, row, x)))
        return total

    def win_chances(self, game: GameState | MutableState) -> list[float]:
        """Every player's chance to win (exact shares once the game is over)."""
        if game.phase == Phase.OVER:
            return projected_win_chances(game)
        return softmax([self.logit(x) for x in table_features(game)])


@functools.cache
def shipped_net() -> ValueNet:
    """The network shipped with the app (read once)."""
    text = resources.files("sf_desktop.resources").joinpath(WEIGHTS_FILE).read_text(encoding="utf-8")
    return ValueNet.from_dict(json.loads(text))
