"""Geometry of one city board, on bit masks of its 25 spaces.

Space ``(row, col)`` is bit ``row * COLS + col`` of an ``int``. Sets of spaces (the network,
the cable cars, the foundations...) are masks, so that flood fills and adjacency tests are a
few shifts and ``&`` each: the AI plays thousands of games a second through this code.
"""

from __future__ import annotations

from .cards import COLS, LAYOUT, ROWS

N_CELLS = ROWS * COLS
FULL = (1 << N_CELLS) - 1
_LEFT_EDGE = sum(1 << (r * COLS) for r in range(ROWS))
_RIGHT_EDGE = sum(1 << (r * COLS + COLS - 1) for r in range(ROWS))
ROW_MASK: tuple[int, ...] = tuple(((1 << COLS) - 1) << (r * COLS) for r in range(ROWS))
COL_MASK: tuple[int, ...] = tuple(sum(1 << (r * COLS + c) for r in range(ROWS)) for c in range(COLS))
# Spaces touching a printed depot: the bottom row, under the depot columns.
PRINTED_DEPOT_ADJACENT = sum(1 << ((ROWS - 1) * COLS + c) for c in LAYOUT.depot_columns)


def cell(row: int, col: int) -> int:
    return row * COLS + col


def neighbours(mask: int) -> int:
    """Every space of the board sharing a side with a space of ``mask`` (corners never count).

    Never a bit past the board: the AI's ``adjacent & ~filled`` tests count empty spaces.
    """
    return (
        ((mask >> 1) & ~_RIGHT_EDGE) | ((mask << 1) & ~_LEFT_EDGE) | (mask >> COLS) | (mask << COLS)
    ) & FULL


ADJACENT: tuple[int, ...] = tuple(neighbours(1 << i) for i in range(N_CELLS))


def network(tracks: int, depots: int) -> int:
    """The cable car network: depot cards, and tracks cards linked to a depot (RULES 6.1).

    A tracks card joins when it touches a printed depot (bottom row), a depot card or another
    network card; a card without tracks and not a depot never carries the network on.
    """
    connected = depots | (tracks & PRINTED_DEPOT_ADJACENT)
    passable = tracks | depots
    while True:
        grown = connected | (neighbours(connected) & passable)
        if grown == connected:
            return connected
        connected = grown


def bits(mask: int) -> list[int]:
    """The spaces of a mask, in reading order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
