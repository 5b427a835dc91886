"""Hard: Information-Set Monte Carlo Tree Search.

Each iteration shuffles the unseen cards into a fresh deck (``rules.determinize`` with the
agent's own RNG: the real order is never in the view), walks down the tree, adds one node,
plays a short playout and backs the rewards up.

* Drawing is a chance event. The tree has one node for "draw"; below it, one child per card
  that came up, and under that the column decision. So the statistics of "draw" are an
  average over the cards, and a column is only ever chosen knowing the card: the search
  cannot know the next card before it decides to draw.
* Placing a taken column is one decision per card (the rules are built that way).
* Progressive widening in heuristic order: below the root, a node's moves are sorted with
  the fast policy's favourite first and only the first ``1 + c * visits ** alpha`` of them
  are tried. With few visits the tree plays like the policy, with more it looks wider; this
  matters most under a draw, where each card that may come up has its own small subtree.
* Rewards are a vector, one per player (max^n): at every node the player to move picks by
  their own reward, so three and four player games need no pretence that everyone else is
  one opponent.
* Playouts are cut off a few turns ahead of the root and scored by the projected points of
  :mod:`heuristic` with Hard's own fitted weights (``HARD_WEIGHTS``), turned into
  chances to win.
* The most visited move is played. The search stops before its budget when the leader can
  no longer be caught, or when the two best moves are worth the same; the subtree under a
  move is kept for the next decision when that is mine again in the same turn (placing the
  rest of a taken column).
"""

from __future__ import annotations

import math
import random

from ..model.actions import DRAW, Action
from ..model.mutable_state import MutableState
from ..model.rules import apply, determinize, legal_actions, step
from ..model.state import OVER, GameState
from .base import StopFlag
from .budget import Budget, check_budget_options, clock_function
from .heuristic import HARD_WEIGHTS, Weights
from .playout import ranked_moves, rollout, win_shares
from .search_rng import search_rng


class Node:
    """A node of the tree: a decision of ``player`` (children by action), or the chance node
    under "draw" (children by the card that came up). ``w`` sums every player's rewards."""

    __slots__ = ("children", "n", "order", "player", "w")

    def __init__(self, player: int, players: int) -> None:
        self.player = player
        self.n = 0
        self.w = [0.0] * players
        self.children: dict = {}
        self.order: list[Action] | None = None


class HardAgent:
    """Information-Set MCTS with chance draws, per-card placements and max^n rewards."""

    name = "hard"

    def __init__(
        self,
        *,
        iterations: int | None = 20000,
        time_ms: float | None = 500.0,
        exploration: float = 0.35,
        widening: float = 0.5,
        widening_power: float = 0.5,
        horizon: int | None = None,
        early_stop: bool = True,
        clock: str = "wall",
        weights: Weights = HARD_WEIGHTS,
    ) -> None:
        self.iterations, self.time_ms = check_budget_options(iterations, time_ms)
        clock_function(clock)  # an unknown clock is refused here, not at the first decision
        self.clock = clock
        self.early_stop = early_stop
        self.exploration = exploration
        self.widening = widening
        self.widening_power = widening_power
        self.horizon = horizon
        self.weights = weights
        self.last_iterations = 0
        self._next: tuple[GameState, Node] | None = None  # the subtree kept for my next decision

    def choose(self, view: GameState, rng: random.Random, stop: StopFlag | None = None) -> Action:
        acts = legal_actions(view)
        kept = self._kept_tree(view)
        if len(acts) == 1:
            self.last_iterations = 0
            self._keep(view, kept, acts[0])
            return acts[0]
        budget = Budget(self.iterations, self.time_ms, stop, self.clock)
        rng = search_rng(rng)
        root = self.search(view, rng, budget, kept)
        action = self.best(root, acts)
        self._keep(view, root, action)
        return action

    # A turn of finalizing is a chain of my own decisions with nothing hidden revealed between
    # them, so the subtree under the move just played is still right for the next decision.

    def _kept_tree(self, view: GameState) -> Node | None:
        kept, self._next = self._next, None
        if kept is not None and kept[0] == view:
            return kept[1]
        return None

    def _keep(self, view: GameState, root: Node | None, action: Action) -> None:
        self._next = None
        if root is None or action is DRAW:
            return
        child = root.children.get(action)
        if child is None or child.order is None:
            return
        after, _ = apply(view, action)
        if not after.is_over and after.current == view.current and after.turn == view.turn:
            self._next = (after, child)

    def best(self, root: Node, acts: list[Action]) -> Action:
        """The most visited move (ties: the better average, then the heuristic order)."""
        best, best_key = None, None
        me = root.player
        for a in root.order or acts:
            child = root.children.get(a)
            key = (0, -1.0) if child is None else (child.n, child.w[me] / child.n if child.n else -1.0)
            if best_key is None or key > best_key:
                best, best_key = a, key
        return best if best is not None else acts[0]

    def playout(self, game: MutableState, rng: random.Random, turns: int) -> list[float]:
        """Play ``game`` on for ``turns`` turns with the fast policy and score it: a leaf's rewards."""
        return rollout(game, rng, turns, self.weights)

    def search(self, view: GameState, rng: random.Random, budget: Budget, root: Node | None = None) -> Node:
        players = len(view.players)
        horizon = self.horizon if self.horizon is not None else players + 1
        stop_turn = view.turn + horizon
        if root is None:
            root = Node(view.current, players)
        c = self.exploration
        pw_c, pw_a = self.widening, self.widening_power
        done = 0
        while not budget.spent(done):
            game = determinize(view, rng)
            node = root
            path = [root]
            while True:
                if game.phase == OVER:
                    break
                if node.order is None:
                    node.order = ranked_moves(game)
                    if node is not root:
                        break  # a new leaf: play out from here
                order = node.order
                # Progressive widening below the root: the policy's favourite first, the
                # others as visits grow.
                allowed = len(order) if node is root else min(len(order), 1 + int(pw_c * node.n**pw_a))
                action = _select(node, order, allowed, c)
                if action is DRAW:
                    chance = node.children.get(DRAW)
                    if chance is None:
                        chance = node.children[DRAW] = Node(game.current, players)
                    step(game, DRAW)
                    path.append(chance)
                    card = game.drawn
                    child = chance.children.get(card)
                    if child is None:
                        child = chance.children[card] = Node(game.current, players)
                else:
                    child = node.children.get(action)
                    step(game, action)
                    if child is None:
                        child = node.children[action] = Node(game.current, players)
                path.append(child)
                node = child
            if game.phase == OVER:
                rewards = win_shares(game)
            else:
                rewards = self.playout(game, rng, max(0, stop_turn - game.turn))
            for n in path:
                n.n += 1
                w = n.w
                for i in range(players):
                    w[i] += rewards[i]
            done += 1
            if done % 32 == 0 and self.early_stop and _decided(root, done, budget.left(done)):
                break
        self.last_iterations = done
        return root


def _decided(root: Node, done: int, left: float) -> bool:
    """Whether thinking on can no longer matter: the most visited move cannot be caught in
    the iterations left, or (past half the budget) the two best are worth the same to within
    0.3% of a win, so that either will do."""
    me = root.player
    first = second = None
    for child in root.children.values():
        if first is None or child.n > first.n:
            first, second = child, first
        elif second is None or child.n > second.n:
            second = child
    if first is None or second is None:
        return False
    if first.n - second.n > left:
        return True
    if done < left or second.n < 100:
        return False
    return abs(first.w[me] / first.n - second.w[me] / second.n) < 0.003


def _select(node: Node, order: list[Action], allowed: int, c: float) -> Action:
    """UCT over the allowed moves, by the reward of the player to move; untried moves first."""
    me = node.player
    children = node.children
    log_n = math.log(node.n + 1)
    best, best_value = order[0], -1e18
    for i in range(allowed):
        a = order[i]
        child = children.get(a)
        if child is None or child.n == 0:
            return a
        n = child.n
        v = child.w[me] / n + c * math.sqrt(log_n / n)
        if v > best_value:
            best, best_value = a, v
    return best
