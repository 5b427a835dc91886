"""What the learned evaluation reads of a position: a short list of numbers per player.

Every number is taken from the player's own point of view (their lead over the best rival and
over the table, their own tokens, how far they sit after the player to move), so one network
serves every seat and every table size. They come from what anyone at the table sees: the
boards, the columns, the tokens left, and the unseen cards as a multiset (through
:class:`heuristic.Outlook`); the order of the deck is never read.

Most of them are the terms of Hard's hand-made projection (:mod:`heuristic`, with
``HARD_WEIGHTS``), set side by side instead of summed: the network learns how much each is
really worth, and where they interact, from how games end.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..model.cards import ROWS
from ..model.mutable_state import MutableState
from ..model.state import GameState, Phase
from .heuristic import HARD_WEIGHTS, Outlook, combine, player_terms
from .quick import column_worth

FEATURE_NAMES: tuple[str, ...] = (
    "hard_logit",  # Hard's own soft-maximum logit: where the network starts from
    "lead_best",
    "lead_mean",
    "certain_lead",
    "draws_left",
    "cards_each",
    "players_2",
    "players_3",
    "players_4",
    "to_move",
    "seats_after_mover",
    *(f"row{r}_lead" for r in range(ROWS)),
    *(f"row{r}_complete" for r in range(ROWS)),
    "cable_lead",
    "sky_hope_lead",
    "hope",
    "contracts",
    "discard_tokens",
    "medal",
    "best_column",
    "filled_lead",
)
FEATURES = len(FEATURE_NAMES)


def _best_rival(values: Sequence[float], i: int) -> float:
    return max(v for j, v in enumerate(values) if j != i)


def table_features(game: GameState | MutableState) -> list[list[float]]:
    """One feature vector per player, from that player's point of view (a game not over)."""
    w = HARD_WEIGHTS
    out = Outlook(game, w)
    players = game.players
    terms = [player_terms(p, game, out, w) for p in players]
    proj = combine(terms, game, w)
    n = len(players)
    me = game.current
    turn = game.phase == Phase.TURN
    column = 0.0
    if turn:
        p = players[me]
        for col in game.columns:
            if len(col) > p.contracts:
                column = max(column, column_worth(p, game, col))
    chance = list(proj)
    if turn:
        chance[me] += w.mover_column * column
    scale = w.win_scale + w.win_scale_per_draw * out.remaining
    top = max(chance)
    fixed = [t.fixed for t in terms]
    cable = [t.cable_mu for t in terms]
    sky = [t.sky_hope for t in terms]
    filled = [p.filled.bit_count() for p in players]
    rows_mu = [[t.rows_mu[r] for t in terms] for r in range(ROWS)]
    rows_done = [[t.complete[r] for t in terms] for r in range(ROWS)]
    medal = game.medal
    remaining = out.remaining / 40.0
    each = out.cards_each / 10.0
    table = []
    for i in range(n):
        rest = [v for j, v in enumerate(proj) if j != i]
        x = [
            (chance[i] - top) / scale,
            (proj[i] - max(rest)) / 10.0,
            (proj[i] - sum(rest) / len(rest)) / 10.0,
            (fixed[i] - _best_rival(fixed, i)) / 10.0,
            remaining,
            each,
            1.0 if n == 2 else 0.0,
            1.0 if n == 3 else 0.0,
            1.0 if n == 4 else 0.0,
            1.0 if turn and i == me else 0.0,
            ((i - me) % n) / (n - 1),
        ]
        x.extend((rows_mu[r][i] - _best_rival(rows_mu[r], i)) / 6.0 for r in range(ROWS))
        x.extend(rows_done[r][i] - _best_rival(rows_done[r], i) for r in range(ROWS))
        x.append((cable[i] - _best_rival(cable, i)) / 4.0)
        x.append((sky[i] - _best_rival(sky, i)) / 5.0)
        x.append(terms[i].hope / 5.0)
        x.append(players[i].contracts / 2.0)
        x.append(float(players[i].discard_tokens))
        x.append(0.0 if medal < 0 else (1.0 if medal == i else -1.0))
        x.append(column / 5.0 if turn and i == me else 0.0)
        x.append((filled[i] - _best_rival(filled, i)) / 5.0)
        table.append(x)
    return table


def softmax(logits: list[float]) -> list[float]:
    """Chances from logits (the players' shares of the win)."""
    top = max(logits)
    e = [math.exp(v - top) for v in logits]
    total = sum(e)
    return [v / total for v in e]
