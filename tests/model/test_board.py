"""The board's geometry: neighbour masks stay on the board's 25 spaces."""

from __future__ import annotations

from sf_desktop.model.board import ADJACENT, FULL, N_CELLS, neighbours
from sf_desktop.model.cards import COLS, ROWS


def _by_hand(row: int, col: int) -> int:
    """The spaces sharing a side with (row, col), counted from the coordinates."""
    mask = 0
    for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
        if 0 <= r < ROWS and 0 <= c < COLS:
            mask |= 1 << (r * COLS + c)
    return mask


def test_every_space_has_exactly_its_side_neighbours() -> None:
    assert len(ADJACENT) == N_CELLS == ROWS * COLS
    for cell in range(N_CELLS):
        assert ADJACENT[cell] == _by_hand(cell // COLS, cell % COLS), cell


def test_no_neighbour_lies_past_the_board() -> None:
    last = N_CELLS - 1  # the bottom-right space, whose left shift once leaked a bit past the board
    assert neighbours(1 << last) == (1 << (last - 1)) | (1 << (last - COLS))
    assert neighbours(FULL) == FULL
    assert all(a & ~FULL == 0 for a in ADJACENT)


def test_neighbours_of_a_set_are_the_union_of_its_spaces_neighbours() -> None:
    for mask in (0, 1, 0b11, 1 << 12 | 1 << 24, FULL ^ (1 << 12), 0x1555555 & FULL):
        union = 0
        for cell in range(N_CELLS):
            if mask >> cell & 1:
                union |= ADJACENT[cell]
        assert neighbours(mask) == union, bin(mask)
