"""Animations from the model's events, one step at a time.

As in KDE's kajongg, the animations of one step are collected in one
``QParallelAnimationGroup`` (members wait their turn with pauses, so that a cable car rides
in after its card has landed); the next step starts when the group has finished, and then the
scene syncs to the step's state, which stays the truth. Speed "off" gives every animation a
duration of 0, so a step's group finishes as soon as it starts.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QPainter

from ...model.cards import CARDS, COLS, BonusKind
from ...model.events import (
    BonusEarned,
    BonusTaken,
    CableCarsAdded,
    CardAddedToColumn,
    CardDrawn,
    CardPlaced,
    CardsDiscarded,
    ColumnTaken,
    ContractsReturned,
    ContractsSpent,
    ContractTaken,
    DistrictCompleted,
    FoundationTokenPlaced,
    MedalTaken,
    SkyscraperBuilt,
    TokenPlaced,
)
from ...model.history import Step
from . import card_art, layout
from .items import PieceItem
from .scene import TableScene
from .scene_plan import Z_FLYER, Plan, board_decor, pending_bonus_card

SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}
AI_PAUSE_MS: dict[str, int] = {"off": 0, "fast": 250, "normal": 600, "slow": 1000}

CARD_FLIGHT = 420
DRAW_FLIGHT = 460
CABLE_RIDE = 480
CABLE_STAGGER = 110
GLOW = 800
RISE = 720
MEDAL = 620
TOKEN = 480
SHUFFLE = 360


class _Call(QVariantAnimation):
    """A zero-length member of a group that runs a function when its turn comes."""

    def __init__(self, run: Callable[[], None]) -> None:
        super().__init__()
        self.setDuration(0)
        self.setStartValue(0.0)
        self.setEndValue(1.0)
        self.finished.connect(run)


class StepBuilder:
    """Builds the animation group of one step from its events and the plan of its state."""

    def __init__(self, scene: TableScene, step: Step, speed: float) -> None:
        self.scene = scene
        self.step = step
        self.speed = speed  # durations are scaled by it; 0: no flights, every step at once
        self.group = QParallelAnimationGroup()
        self.flyers: list[PieceItem] = []
        self.moved: set[int] = set()
        self.plan: Plan = scene.plan(step.after)

    def scaled(self, ms: float) -> int:
        """A designed duration at the chosen speed."""
        return int(ms * self.speed)

    # -- primitives

    def add(self, anim: QAbstractAnimation, at: int) -> None:
        if at > 0:
            seq = QSequentialAnimationGroup()
            seq.addPause(at)
            seq.addAnimation(anim)
            self.group.addAnimation(seq)
        else:
            self.group.addAnimation(anim)

    def prop(
        self,
        target: QObject,
        name: bytes,
        end: object,
        at: int,
        duration: int,
        *,
        start: object = None,
        easing: QEasingCurve.Type = QEasingCurve.Type.InOutCubic,
    ) -> QPropertyAnimation:
        anim = QPropertyAnimation(target, name)
        anim.setDuration(max(0, duration))
        if start is not None:
            anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(easing)
        self.add(anim, at)
        return anim

    def call(self, at: int, run: Callable[[], None]) -> None:
        self.add(_Call(run), at)

    def move_card(
        self,
        card: int,
        at: int,
        duration: int,
        *,
        start: QPointF | None = None,
        start_scale: float | None = None,
    ) -> None:
        spot = self.plan.cards.get(card)
        item = self.scene.card_item(card)
        self.moved.add(card)
        if not item.isVisible():
            item.setPos(start if start is not None else layout.DECK_POS)
            item.setScale(start_scale if start_scale is not None else 1.0)
            item.setOpacity(0.0 if at > 0 else 1.0)
            item.show()
            self.prop(item, b"opacity", 1.0, at, min(duration, self.scaled(120)), start=0.0)
        item.setZValue(Z_FLYER + item.zValue() / 1000)
        if spot is None:
            return
        self.prop(item, b"pos", spot.pos, at, duration)
        if abs(item.scale() - spot.scale) > 1e-6:
            self.prop(item, b"scale", spot.scale, at, duration)
        if item.face_up != spot.face_up:
            self.prop(item, b"flip", 1.0 if spot.face_up else 0.0, at, duration)
        self.call(at + duration, lambda: item.setZValue(spot.z))

    def flyer(
        self,
        painter: Callable[[QPainter, QRectF], None],
        size: tuple[float, float],
        path: tuple[QPointF, QPointF],
        at: int,
        duration: int,
        *,
        scale: tuple[float, float] = (1.0, 1.0),
        fade_out: bool = False,
    ) -> PieceItem:
        item = PieceItem(painter, *size)
        start, end = path
        item.setZValue(Z_FLYER + 50)
        item.setPos(start)
        item.setScale(scale[0])
        item.setOpacity(0.0)
        self.scene.addItem(item)
        self.flyers.append(item)
        self.prop(item, b"opacity", 1.0, at, self.scaled(90), start=0.0)
        self.prop(item, b"pos", end, at, duration, start=start)
        if scale[0] != scale[1]:
            self.prop(item, b"scale", scale[1], at, duration, start=scale[0])
        if fade_out:
            self.prop(item, b"opacity", 0.0, at + duration - self.scaled(150), self.scaled(150), start=1.0)
        else:
            self.call(at + duration, lambda: item.setOpacity(0.0))
        return item

    # -- the step

    def build(self) -> QParallelAnimationGroup:
        scene, step = self.scene, self.step
        scene.apply_boards(self.plan)
        if step.after.tray:
            scene.tray_hint.hide()
        at = 0
        for event in step.events:
            at = self.animate(event, at)
        self.settle_rest()
        return self.group

    def animate(self, event: object, at: int) -> int:
        """Add the animations of one event starting at ``at`` ms; when the next one may start."""
        scene, step, plan, scaled = self.scene, self.step, self.plan, self.scaled
        after = step.after
        if isinstance(event, CardDrawn):
            item = scene.card_item(event.card)
            if not item.isVisible():
                item.setPos(layout.DECK_POS)
                item.setScale(1.0)
                item.set_face_up(False)
                item.show()
            self.call(at, lambda: scene.deck.set_count(len(after.deck)))
            self.move_card(event.card, at, scaled(DRAW_FLIGHT))
            return at + scaled(DRAW_FLIGHT)
        if isinstance(event, CardAddedToColumn):
            self.move_card(event.card, at, scaled(CARD_FLIGHT))
            return at + scaled(CARD_FLIGHT)
        if isinstance(event, FoundationTokenPlaced):
            stacks = step.before.foundation_stacks
            i = next((k for k, n in enumerate(stacks) if n), 0)
            start = layout.foundation_stack_pos(i) + QPointF(2, 2)
            spot = plan.cards.get(event.card)
            if spot is not None and self.speed > 0:
                self.flyer(
                    card_art.paint_foundation_token,
                    (36, 36),
                    (start, spot.pos + QPointF(72, 44)),
                    at,
                    scaled(TOKEN),
                )
            self.call(at, lambda: scene.stacks.set_stacks(after.foundation_stacks))
            return at + scaled(TOKEN)
        if isinstance(event, ColumnTaken):
            for k, card in enumerate(event.cards):
                self.move_card(card, at + k * scaled(60), scaled(CARD_FLIGHT))
            return at + scaled(CARD_FLIGHT) + max(0, len(event.cards) - 1) * scaled(60)
        if isinstance(event, ContractTaken):
            if self.speed > 0:
                geom = plan.boards[event.player]
                lane = layout.lane_rect(getattr(step.action, "column", 0))
                self.flyer(
                    card_art.paint_contract,
                    (34, 34),
                    (lane.topLeft() + QPointF(8, 30), geom.contracts_pos() - QPointF(0, 14)),
                    max(0, at - scaled(CARD_FLIGHT)),
                    scaled(TOKEN),
                    scale=(1.0, 0.8 if geom.large else 0.7),
                )
            return at
        if isinstance(event, ContractsReturned | ContractsSpent):
            if self.speed > 0:
                seats = range(after.num_players) if isinstance(event, ContractsReturned) else [event.player]
                for seat in seats:
                    geom = plan.boards[seat]
                    start = geom.contracts_pos() - QPointF(0, 17)
                    self.flyer(
                        card_art.paint_contract,
                        (34, 34),
                        (start, start - QPointF(0, 60)),
                        at,
                        scaled(TOKEN),
                        fade_out=True,
                    )
            return at + scaled(TOKEN // 2)
        if isinstance(event, CardPlaced):
            start = None
            start_scale = None
            kind = CARDS[event.card].bonus_kind
            if kind is not None:  # a bonus card comes from the supply
                start = layout.supply_slot(kind).topLeft()
                start_scale = 0.4
            self.move_card(event.card, at, scaled(CARD_FLIGHT), start=start, start_scale=start_scale)
            landed = at + scaled(CARD_FLIGHT)
            self.call(landed, lambda: scene.update_boards(after))  # totals as the card lands
            return at + scaled(CARD_FLIGHT)
        if isinstance(event, CardsDiscarded):
            for card in event.cards:
                item = scene.card_item(card)
                self.moved.add(card)
                if not item.isVisible():
                    continue
                end = layout.DISCARD_RECT.center() - QPointF(40, 30)
                self.prop(item, b"pos", end, at, scaled(CARD_FLIGHT))
                self.prop(item, b"scale", 0.6, at, scaled(CARD_FLIGHT))
                self.prop(item, b"opacity", 0.0, at + scaled(CARD_FLIGHT) // 2, scaled(CARD_FLIGHT) // 2)
            return at + scaled(CARD_FLIGHT) // 2
        if isinstance(event, CableCarsAdded):
            return self.cable_cars(event, at)
        if isinstance(event, SkyscraperBuilt):
            spot = plan.skyscrapers.get((event.player, event.cell))
            if spot is None:
                return at
            item = scene.skyscraper_item(event.player, event.cell)
            item.setPos(spot.pos)
            item.setScale(spot.scale)
            item.setZValue(spot.z)
            item.rise = 0.0
            item.show()
            self.prop(item, b"rise", 1.0, at, scaled(RISE), start=0.0, easing=QEasingCurve.Type.OutBack)
            self.call(
                at,
                lambda: scene.scoring.set_values(
                    event.left, scene.scoring.completions_left, scene.scoring.supply, scene.scoring.players
                ),
            )
            return at + scaled(RISE * 0.8)
        if isinstance(event, MedalTaken):
            self.prop(scene.medal, b"pos", plan.medal.pos, at, scaled(MEDAL))
            self.prop(scene.medal, b"scale", plan.medal.scale, at, scaled(MEDAL))
            return at + scaled(MEDAL * 0.8)
        if isinstance(event, DistrictCompleted):
            if self.speed > 0:
                geom = plan.boards[event.player]
                end = geom.contracts_pos() + QPointF(90, -14)
                self.flyer(
                    lambda painter, rect, district=event.district: card_art.paint_completion(
                        painter, district, rect
                    ),
                    (46, 46),
                    (layout.completion_slot(event.district).topLeft(), end),
                    at,
                    scaled(TOKEN),
                    scale=(1.0, 0.6),
                )
            mask = after.completions_left
            self.call(
                at,
                lambda: scene.scoring.set_values(
                    scene.scoring.skyscrapers, mask, scene.scoring.supply, scene.scoring.players
                ),
            )
            return at + scaled(TOKEN)
        if isinstance(event, BonusEarned):
            return at + scaled(150)
        if isinstance(event, BonusTaken):
            return self.bonus_taken(event, at)
        if isinstance(event, TokenPlaced):
            geom = plan.boards[event.player]
            row, col = divmod(event.cell, COLS)
            offset = QPointF(52, 3) if event.kind == BonusKind.PLUS2 else QPointF(52, 70)
            end = geom.cell_pos(row, col) + offset * geom.scale
            if step.before.phase.name == "BONUS_CARD" and scene.token_item is not None:
                start = scene.token_item.pos()
                scene.token_item.hide()
            else:
                start = layout.supply_slot(event.kind).topLeft()
            if self.speed > 0:
                size = 84.0
                first = 1.0 if start != layout.supply_slot(event.kind).topLeft() else 44 / size
                self.flyer(
                    lambda painter, rect, kind=event.kind: card_art.paint_bonus_token(painter, kind, rect),
                    (size, size),
                    (start, end),
                    at,
                    scaled(TOKEN),
                    scale=(first, 28 * geom.scale / size),
                )
            card = step.after.players[event.player].rows[row][col]
            decor = board_decor(after, event.player, event.cell)
            self.call(at + scaled(TOKEN), lambda: scene.card_item(card).set_decor(decor))
            return at + scaled(TOKEN)
        return at

    def cable_cars(self, event: CableCarsAdded, at: int) -> int:
        scene, plan, scaled, after = self.scene, self.plan, self.scaled, self.step.after
        geom = plan.boards[event.player]
        cells = sorted(event.cells, key=lambda c: (-(c // COLS), c % COLS))
        grid = geom.grid_rect()
        for k, cell in enumerate(cells):
            row, col = divmod(cell, COLS)
            end = geom.cell_pos(row, col) + QPointF(82, 72) * geom.scale
            start = QPointF(end.x(), grid.bottom() + 24)
            ride_at = at + k * scaled(CABLE_STAGGER)
            if self.speed > 0:
                self.flyer(
                    card_art.paint_cable_car,
                    (36, 26),
                    (start, end),
                    ride_at,
                    scaled(CABLE_RIDE),
                    scale=(geom.scale, geom.scale),
                )
            card = after.players[event.player].rows[row][col]
            decor = board_decor(after, event.player, cell)
            self.call(
                ride_at + scaled(CABLE_RIDE),
                lambda card=card, decor=decor: scene.card_item(card).set_decor(decor),
            )
        end_at = at + scaled(CABLE_RIDE) + max(0, len(cells) - 1) * scaled(CABLE_STAGGER)
        board = scene.boards.get(event.player)
        if board is not None and self.speed > 0:
            board.glow_cells = after.players[event.player].cable
            self.prop(board, b"glow", 0.0, end_at, scaled(GLOW), start=1.0, easing=QEasingCurve.Type.InQuad)
        return end_at + scaled(150)

    def bonus_taken(self, event: BonusTaken, at: int) -> int:
        plan, scaled, after = self.plan, self.scaled, self.step.after
        geom = plan.boards[event.player]
        start = layout.supply_slot(event.kind).topLeft()
        if event.kind in (BonusKind.VALUE4, BonusKind.DEPOT):
            card = pending_bonus_card(after)
            if card >= 0:
                self.move_card(card, at, scaled(TOKEN), start=start, start_scale=0.4)
            return at + scaled(TOKEN)
        if self.speed <= 0:
            return at
        if event.kind in (BonusKind.PLUS2, BonusKind.TRACKS):
            if after.phase.name == "BONUS_CARD":
                end = self.scene.token_home(plan)
                self.flyer(
                    lambda painter, rect, kind=event.kind: card_art.paint_bonus_token(painter, kind, rect),
                    (84, 84),
                    (start, end),
                    at,
                    scaled(TOKEN),
                    scale=(44 / 84, 1.0),
                )
                return at + scaled(TOKEN)
            return at  # placed at once: TokenPlaced flies it
        end = geom.contracts_pos() + QPointF(60, -14)
        self.flyer(
            lambda painter, rect, kind=event.kind: card_art.paint_bonus_token(painter, kind, rect),
            (44, 44),
            (start, end),
            at,
            scaled(TOKEN),
            scale=(1.0, 0.62),
        )
        return at + scaled(TOKEN)

    def settle_rest(self) -> None:
        """Everything the events did not move but that sits elsewhere now (a re-fanned tray,
        boards that changed places) glides to its new place."""
        scene, plan, scaled = self.scene, self.plan, self.scaled
        for card, spot in plan.cards.items():
            if card in self.moved:
                continue
            item = scene.card_item(card)
            if not item.isVisible():
                self.move_card(card, 0, scaled(SHUFFLE))
                continue
            if item.pos() != spot.pos or abs(item.scale() - spot.scale) > 1e-6:
                self.prop(item, b"pos", spot.pos, 0, scaled(SHUFFLE))
                self.prop(item, b"scale", spot.scale, 0, scaled(SHUFFLE))
        for card, item in scene.cards.items():
            if card not in plan.cards and card not in self.moved and item.isVisible():
                self.prop(item, b"opacity", 0.0, 0, scaled(SHUFFLE))
        for key, spot in plan.skyscrapers.items():
            item = scene.skyscrapers.get(key)
            if item is not None and item.isVisible() and item.pos() != spot.pos:
                self.prop(item, b"pos", spot.pos, 0, scaled(SHUFFLE))
                self.prop(item, b"scale", spot.scale, 0, scaled(SHUFFLE))
        if scene.medal.pos() != plan.medal.pos and not any(
            isinstance(e, MedalTaken) for e in self.step.events
        ):
            self.prop(scene.medal, b"pos", plan.medal.pos, 0, scaled(SHUFFLE))
            self.prop(scene.medal, b"scale", plan.medal.scale, 0, scaled(SHUFFLE))


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
