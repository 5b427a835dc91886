"""A keyboard cursor over the table's things: it moves through the tree and gives the focus to
what it lands on, so that a screen reader says it.

The moves are the tree's (the next or previous thing at the same level, into a thing's
contents, back out to what holds it); which keys make them is the table's keys' choice
(:mod:`.keyboard`).
After the game moves on, the cursor stays on the same place if it is still there, or on the
nearest thing that holds it.
"""

from __future__ import annotations

from enum import StrEnum

from .table_access import TableAccess
from .table_tree import Key, Tree


class Move(StrEnum):
    NEXT = "next"  # the next thing at the same level
    PREVIOUS = "previous"
    IN = "in"  # the first thing inside (a column's first card, a row's first card)
    OUT = "out"  # what holds it (the row of a card, the board of a row)
    FIRST = "first"  # the first thing on the table (the prompt)


def moved(tree: Tree, key: Key | None, move: Move, *, wrap: bool = False) -> Key | None:
    """Where ``move`` takes the cursor from ``key`` (None: nowhere yet). At an edge it stays
    put (the edge is heard as the same thing said again), or with ``wrap`` goes round to the
    other end of the same level (the table's arrows: they never leave the table)."""
    if not tree.roots:
        return None
    if key is None or key not in tree.nodes or move == Move.FIRST:
        return tree.roots[0]
    parent = tree.parents.get(key)
    siblings = tree.children(parent)
    i = siblings.index(key)
    if move == Move.NEXT:
        return siblings[(i + 1) % len(siblings)] if wrap else siblings[min(i + 1, len(siblings) - 1)]
    if move == Move.PREVIOUS:
        return siblings[(i - 1) % len(siblings)] if wrap else siblings[max(i - 1, 0)]
    if move == Move.IN:
        children = tree.children(key)
        return children[0] if children else key
    return parent if parent is not None else key


class TableCursor:
    """The cursor of one table: moves it and gives the focus to the thing it lands on."""

    def __init__(self, access: TableAccess) -> None:
        self.access = access

    @property
    def key(self) -> Key | None:
        return self.access.cursor_now()

    def move(self, move: Move) -> Key | None:
        """Move, give the focus (a screen reader says the thing) and return where it is."""
        key = moved(self.access.tree(), self.key, move)
        self.access.focus(key)
        return key

    def name(self) -> str:
        """What the thing under the cursor is called now ("" when nothing is)."""
        key = self.key
        node = self.access.tree().nodes.get(key) if key is not None else None
        return node.name if node is not None else ""
