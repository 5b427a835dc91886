"""Expert: Hard's search, with playouts cut short and judged by a network learned by self-play.

The tree, the chance nodes under "draw", progressive widening and the max^n rewards are
Hard's (:class:`~.ismcts.HardAgent`); what differs is the leaf. Hard plays the fast policy
one round and a turn past the root and reads its hand-fitted projection; Expert stops
sooner (``horizon`` turns past the root) and reads :class:`~.value_net.ValueNet`, trained on
how self-play games really ended (``tools/train_expert.py``). The network sees what the
projection sees and no more: the boards, the tokens and the unseen cards as a multiset, so
Expert, like every level, plays on the public view alone.
"""

from __future__ import annotations

import random
from pathlib import Path

from ..model.mutable_state import MutableState
from ..model.rules import step
from ..model.state import OVER, TURN
from .ismcts import HardAgent
from .playout import policy, win_shares
from .value_net import ValueNet, shipped_net


class ExpertAgent(HardAgent):
    """ISMCTS whose playouts end early in the learned evaluation."""

    name = "expert"

    def __init__(
        self,
        *,
        iterations: int | None = 20000,
        time_ms: float | None = 500.0,
        horizon: int | None = 2,
        net: ValueNet | str | Path | None = None,
        early_stop: bool = True,
        clock: str = "wall",
    ) -> None:
        super().__init__(
            iterations=iterations, time_ms=time_ms, horizon=horizon, early_stop=early_stop, clock=clock
        )
        if net is None:
            net = shipped_net()
        elif not isinstance(net, ValueNet):
            net = ValueNet.from_file(Path(net))
        self.net = net

    def playout(self, game: MutableState, rng: random.Random, turns: int) -> list[float]:
        stop_turn = game.turn + turns
        while game.phase != OVER:
            if game.turn >= stop_turn and game.phase == TURN:
                return self.net.win_chances(game)
            step(game, policy(game, rng))
        return win_shares(game)
