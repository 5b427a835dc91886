"""The searches' own random numbers, drawn from the seat's RNG so that a seed fixes them."""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import Any


class SearchRandom(random.Random):
    """A ``Random`` whose ``shuffle`` sorts by random keys: uniform like the standard one (keys
    tie with probability nil) and about twice as fast on a deck, which matters when every
    playout reshuffles the unseen cards through ``rules.determinize``."""

    def shuffle(self, x: MutableSequence[Any]) -> None:
        rnd = self.random
        if isinstance(x, list):
            x.sort(key=lambda _: rnd())
        else:
            items = list(x)
            items.sort(key=lambda _: rnd())
            x[:] = items


def search_rng(rng: random.Random) -> SearchRandom:
    """A search RNG seeded from ``rng`` (one draw from it, so the seat's stream stays in step)."""
    return SearchRandom(rng.getrandbits(64))
