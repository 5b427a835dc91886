"""The game's steps animated one after another: a queue that keeps the window responsive.

Each step's animation group is built from its events (:mod:`.step_builder`); the next step
starts when the group has finished, and then the scene syncs to the step's state, which stays
the truth. Speed "off" gives every animation a
duration of 0, so a step's group finishes as soon as it starts.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QAbstractAnimation, QObject, QParallelAnimationGroup, Signal

from ...model.history import Step
from .items import PieceItem
from .scene import TableScene
from .step_builder import StepBuilder

SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}
AI_PAUSE_MS: dict[str, int] = {"off": 0, "fast": 250, "normal": 600, "slow": 1000}


class StepAnimator(QObject):
    """Plays the model's steps one after another; the window stays responsive throughout."""

    step_started = Signal(object)  # Step
    step_shown = Signal(object)  # Step: its animation is over and the scene shows its state
    idle = Signal()  # nothing left to show

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.queue: deque[Step] = deque()
        self.group: QParallelAnimationGroup | None = None
        self.current: Step | None = None
        self.flyers: list[PieceItem] = []
        self.factor = 1.0
        self._hurry = False
        self._in_next = False

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def set_speed(self, factor: float) -> None:
        self.factor = factor
        self.scene.speed = factor

    def enqueue(self, step: Step) -> None:
        self.queue.append(step)
        if self.current is None and not self._in_next:
            self._next()

    def _next(self) -> None:
        self._in_next = True
        try:
            while self.queue and self.current is None:
                step = self.queue.popleft()
                self.current = step
                self.step_started.emit(step)
                factor = 0.0 if self._hurry else self.factor
                builder = StepBuilder(self.scene, step, factor)
                group = builder.build()
                self.flyers = builder.flyers
                self.group = group
                group.finished.connect(self._on_finished)
                group.start()  # a group of zero length finishes here and then
        finally:
            self._in_next = False
        if self.current is None and not self.queue:
            self.idle.emit()

    def _on_finished(self) -> None:
        step = self.current
        group = self.group
        self.group = None
        self.current = None
        if group is not None:
            group.deleteLater()
        for item in self.flyers:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.flyers = []
        if step is not None:
            self.scene.show_state(step.after)
            self.step_shown.emit(step)
        if not self._in_next:
            self._next()

    def finish_all(self) -> None:
        """Jump to the end of everything queued (a person wants to act now)."""
        if not self.busy:
            return
        self._hurry = True
        try:
            group = self.group
            if group is not None and group.state() == QAbstractAnimation.State.Running:
                group.setCurrentTime(group.totalDuration())
            if self.current is None and self.queue:
                self._next()
        finally:
            self._hurry = False

    def clear(self) -> None:
        """Drop everything (a new game): no step of the old game is shown."""
        self.queue.clear()
        group = self.group
        self.group = None
        self.current = None
        if group is not None:
            group.finished.disconnect(self._on_finished)
            group.stop()
            group.deleteLater()
        for item in self.flyers:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.flyers = []
