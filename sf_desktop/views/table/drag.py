"""One drag on the table: what it moves, where it may land, and which landing it is over.

A drop lands on the legal target the dragged thing overlaps most (as in KDE's kpat); the
:class:`input.TableInput` decides what may be dragged and what a landing does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs
from PySide6.QtCore import QPointF, QRectF

from . import card_art
from .items import CardItem, Mark, TableItem
from .scene_plan import Z_DRAG

Target = tuple[QRectF, Callable[[], None], TableItem | None]  # where, what it does, what lights up


@attrs.define
class DragSpec:
    """What a drag moves and where it may land: (rect, what to do, item to light up)."""

    items: Sequence[TableItem]
    targets: list[Target]
    grab: QPointF = attrs.Factory(QPointF)
    homes: list[QPointF] = attrs.Factory(list)
    hover: TableItem | None = None
    draws: bool = False  # the deck: lifting it asks for a draw; the drawn card is dragged on

    def lift(self, at: QPointF) -> None:
        """Pick the items up at ``at``: above everything else, cards lifted off the table."""
        self.grab = at
        self.homes = [it.pos() for it in self.items]
        for it in self.items:
            it.setZValue(Z_DRAG + it.zValue() / 1000)
            if isinstance(it, CardItem):
                it.set_lifted(True)

    def light_targets(self, mark: Mark = Mark.LEGAL) -> None:
        """Mark where the items may land (``Mark.NONE`` takes the marks off)."""
        for _rect, _act, target in self.targets:
            if target is not None:
                target.set_mark(mark)

    def rect(self) -> QRectF:
        first = self.items[0]
        if isinstance(first, CardItem):
            return first.mapRectToScene(card_art.CARD_RECT)
        return first.sceneBoundingRect()

    def best_target(self) -> Target | None:
        """The legal target the dragged thing overlaps most, if any."""
        rect = self.rect()
        best, best_area = None, 0.0
        for target in self.targets:
            inter = rect.intersected(target[0])
            area = inter.width() * inter.height()
            if area > best_area:
                best, best_area = target, area
        return best

    def follow(self, at: QPointF) -> None:
        """Move with the pointer; the target it would land on shows it."""
        delta = at - self.grab
        for it, home in zip(self.items, self.homes, strict=True):
            it.setPos(home + delta)
        best = self.best_target()
        hover = best[2] if best else None
        if hover is not self.hover:
            if self.hover is not None:
                self.hover.set_mark(Mark.LEGAL)
            if hover is not None:
                hover.set_mark(Mark.HOVER)
            self.hover = hover

    def put_down(self) -> Target | None:
        """Let go: the marks go, cards lie flat again; the target it landed on, if any."""
        best = self.best_target()
        self.light_targets(Mark.NONE)
        for it in self.items:
            if isinstance(it, CardItem):
                it.set_lifted(False)
        return best
