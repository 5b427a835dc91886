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
from ...session.game_model import Step
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

    def __init__(self, fn: Callable[[], None]) -> None:
        super().__init__()
        self.setDuration(0)
        self.setStartValue(0.0)
        self.setEndValue(1.0)
        self.finished.connect(fn)


class StepBuilder:
    """Builds the animation group of one step from its events and the plan of its state."""

    def __init__(self, scene: TableScene, step: Step, factor: float) -> None:
        self.scene = scene
        self.step = step
        self.f = factor
        self.group = QParallelAnimationGroup()
        self.flyers: list[PieceItem] = []
        self.moved: set[int] = set()
        self.plan: Plan = scene.plan(step.after)

    def d(self, ms: float) -> int:
        return int(ms * self.f)

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

    def call(self, at: int, fn: Callable[[], None]) -> None:
        self.add(_Call(fn), at)

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
            self.prop(item, b"opacity", 1.0, at, min(duration, self.d(120)), start=0.0)
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
        self.prop(item, b"opacity", 1.0, at, self.d(90), start=0.0)
        self.prop(item, b"pos", end, at, duration, start=start)
        if scale[0] != scale[1]:
            self.prop(item, b"scale", scale[1], at, duration, start=scale[0])
        if fade_out:
            self.prop(item, b"opacity", 0.0, at + duration - self.d(150), self.d(150), start=1.0)
        else:
            self.call(at + duration, lambda: item.setOpacity(0.0))
        return item

    # -- the step

    def build(self) -> QParallelAnimationGroup:
        scene, step = self.scene, self.step
        scene.apply_boards(self.plan)
        if step.after.tray:
            scene.tray_hint.hide()
        t = 0
        for ev in step.events:
            t = self.event(ev, t)
        self.settle_rest()
        return self.group

    def event(self, ev: object, t: int) -> int:
        scene, step, plan, d = self.scene, self.step, self.plan, self.d
        after = step.after
        if isinstance(ev, CardDrawn):
            item = scene.card_item(ev.card)
            if not item.isVisible():
                item.setPos(layout.DECK_POS)
                item.setScale(1.0)
                item.set_face_up(False)
                item.show()
            self.call(t, lambda: scene.deck.set_count(len(after.deck)))
            self.move_card(ev.card, t, d(DRAW_FLIGHT))
            return t + d(DRAW_FLIGHT)
        if isinstance(ev, CardAddedToColumn):
            self.move_card(ev.card, t, d(CARD_FLIGHT))
            return t + d(CARD_FLIGHT)
        if isinstance(ev, FoundationTokenPlaced):
            stacks = step.before.foundation_stacks
            i = next((k for k, n in enumerate(stacks) if n), 0)
            start = layout.foundation_stack_pos(i) + QPointF(2, 2)
            spot = plan.cards.get(ev.card)
            if spot is not None and self.f > 0:
                self.flyer(
                    card_art.paint_foundation_token,
                    (36, 36),
                    (start, spot.pos + QPointF(72, 44)),
                    t,
                    d(TOKEN),
                )
            self.call(t, lambda: scene.stacks.set_stacks(after.foundation_stacks))
            return t + d(TOKEN)
        if isinstance(ev, ColumnTaken):
            for k, card in enumerate(ev.cards):
                self.move_card(card, t + k * d(60), d(CARD_FLIGHT))
            return t + d(CARD_FLIGHT) + max(0, len(ev.cards) - 1) * d(60)
        if isinstance(ev, ContractTaken):
            if self.f > 0:
                g = plan.boards[ev.player]
                lane = layout.lane_rect(getattr(step.action, "column", 0))
                self.flyer(
                    card_art.paint_contract,
                    (34, 34),
                    (lane.topLeft() + QPointF(8, 30), g.contracts_pos() - QPointF(0, 14)),
                    max(0, t - d(CARD_FLIGHT)),
                    d(TOKEN),
                    scale=(1.0, 0.8 if g.large else 0.7),
                )
            return t
        if isinstance(ev, ContractsReturned | ContractsSpent):
            if self.f > 0:
                seats = range(after.num_players) if isinstance(ev, ContractsReturned) else [ev.player]
                for seat in seats:
                    g = plan.boards[seat]
                    start = g.contracts_pos() - QPointF(0, 17)
                    self.flyer(
                        card_art.paint_contract,
                        (34, 34),
                        (start, start - QPointF(0, 60)),
                        t,
                        d(TOKEN),
                        fade_out=True,
                    )
            return t + d(TOKEN // 2)
        if isinstance(ev, CardPlaced):
            start = None
            start_scale = None
            kind = CARDS[ev.card].bonus_kind
            if kind is not None:  # a bonus card comes from the supply
                start = layout.supply_slot(kind).topLeft()
                start_scale = 0.4
            self.move_card(ev.card, t, d(CARD_FLIGHT), start=start, start_scale=start_scale)
            self.call(t + d(CARD_FLIGHT), lambda: scene.update_boards(after))  # totals as the card lands
            return t + d(CARD_FLIGHT)
        if isinstance(ev, CardsDiscarded):
            for card in ev.cards:
                item = scene.card_item(card)
                self.moved.add(card)
                if not item.isVisible():
                    continue
                end = layout.DISCARD_RECT.center() - QPointF(40, 30)
                self.prop(item, b"pos", end, t, d(CARD_FLIGHT))
                self.prop(item, b"scale", 0.6, t, d(CARD_FLIGHT))
                self.prop(item, b"opacity", 0.0, t + d(CARD_FLIGHT) // 2, d(CARD_FLIGHT) // 2)
            return t + d(CARD_FLIGHT) // 2
        if isinstance(ev, CableCarsAdded):
            return self.cable_cars(ev, t)
        if isinstance(ev, SkyscraperBuilt):
            spot = plan.skyscrapers.get((ev.player, ev.cell))
            if spot is None:
                return t
            item = scene.skyscraper_item(ev.player, ev.cell)
            item.setPos(spot.pos)
            item.setScale(spot.scale)
            item.setZValue(spot.z)
            item.rise = 0.0
            item.show()
            self.prop(item, b"rise", 1.0, t, d(RISE), start=0.0, easing=QEasingCurve.Type.OutBack)
            self.call(
                t,
                lambda: scene.scoring.set_values(
                    ev.left, scene.scoring.completions_left, scene.scoring.supply, scene.scoring.players
                ),
            )
            return t + d(RISE * 0.8)
        if isinstance(ev, MedalTaken):
            self.prop(scene.medal, b"pos", plan.medal.pos, t, d(MEDAL))
            self.prop(scene.medal, b"scale", plan.medal.scale, t, d(MEDAL))
            return t + d(MEDAL * 0.8)
        if isinstance(ev, DistrictCompleted):
            if self.f > 0:
                g = plan.boards[ev.player]
                end = g.contracts_pos() + QPointF(90, -14)
                self.flyer(
                    lambda p, r, dd=ev.district: card_art.paint_completion(p, dd, r),
                    (46, 46),
                    (layout.completion_slot(ev.district).topLeft(), end),
                    t,
                    d(TOKEN),
                    scale=(1.0, 0.6),
                )
            mask = after.completions_left
            self.call(
                t,
                lambda: scene.scoring.set_values(
                    scene.scoring.skyscrapers, mask, scene.scoring.supply, scene.scoring.players
                ),
            )
            return t + d(TOKEN)
        if isinstance(ev, BonusEarned):
            return t + d(150)
        if isinstance(ev, BonusTaken):
            return self.bonus_taken(ev, t)
        if isinstance(ev, TokenPlaced):
            g = plan.boards[ev.player]
            row, col = divmod(ev.cell, COLS)
            offset = QPointF(52, 3) if ev.kind == BonusKind.PLUS2 else QPointF(52, 70)
            end = g.cell_pos(row, col) + offset * g.scale
            if step.before.phase.name == "BONUS_CARD" and scene.token_item is not None:
                start = scene.token_item.pos()
                scene.token_item.hide()
            else:
                start = layout.supply_slot(ev.kind).topLeft()
            if self.f > 0:
                size = 84.0
                first = 1.0 if start != layout.supply_slot(ev.kind).topLeft() else 44 / size
                self.flyer(
                    lambda p, r, k=ev.kind: card_art.paint_bonus_token(p, k, r),
                    (size, size),
                    (start, end),
                    t,
                    d(TOKEN),
                    scale=(first, 28 * g.scale / size),
                )
            card = step.after.players[ev.player].rows[row][col]
            decor = board_decor(after, ev.player, ev.cell)
            self.call(t + d(TOKEN), lambda: scene.card_item(card).set_decor(decor))
            return t + d(TOKEN)
        return t

    def cable_cars(self, ev: CableCarsAdded, t: int) -> int:
        scene, plan, d, after = self.scene, self.plan, self.d, self.step.after
        g = plan.boards[ev.player]
        cells = sorted(ev.cells, key=lambda c: (-(c // COLS), c % COLS))
        grid = g.grid_rect()
        for k, cell in enumerate(cells):
            row, col = divmod(cell, COLS)
            end = g.cell_pos(row, col) + QPointF(82, 72) * g.scale
            start = QPointF(end.x(), grid.bottom() + 24)
            at = t + k * d(CABLE_STAGGER)
            if self.f > 0:
                self.flyer(
                    card_art.paint_cable_car,
                    (36, 26),
                    (start, end),
                    at,
                    d(CABLE_RIDE),
                    scale=(g.scale, g.scale),
                )
            card = after.players[ev.player].rows[row][col]
            decor = board_decor(after, ev.player, cell)
            self.call(
                at + d(CABLE_RIDE), lambda card=card, decor=decor: scene.card_item(card).set_decor(decor)
            )
        end_t = t + d(CABLE_RIDE) + max(0, len(cells) - 1) * d(CABLE_STAGGER)
        board = scene.boards.get(ev.player)
        if board is not None and self.f > 0:
            board.glow_cells = after.players[ev.player].cable
            self.prop(board, b"glow", 0.0, end_t, d(GLOW), start=1.0, easing=QEasingCurve.Type.InQuad)
        return end_t + d(150)

    def bonus_taken(self, ev: BonusTaken, t: int) -> int:
        plan, d, after = self.plan, self.d, self.step.after
        g = plan.boards[ev.player]
        start = layout.supply_slot(ev.kind).topLeft()
        if ev.kind in (BonusKind.VALUE4, BonusKind.DEPOT):
            card = pending_bonus_card(after)
            if card >= 0:
                self.move_card(card, t, d(TOKEN), start=start, start_scale=0.4)
            return t + d(TOKEN)
        if self.f <= 0:
            return t
        if ev.kind in (BonusKind.PLUS2, BonusKind.TRACKS):
            if after.phase.name == "BONUS_CARD":
                end = self.scene.token_home(plan)
                self.flyer(
                    lambda p, r, k=ev.kind: card_art.paint_bonus_token(p, k, r),
                    (84, 84),
                    (start, end),
                    t,
                    d(TOKEN),
                    scale=(44 / 84, 1.0),
                )
                return t + d(TOKEN)
            return t  # placed at once: TokenPlaced flies it
        end = g.contracts_pos() + QPointF(60, -14)
        self.flyer(
            lambda p, r, k=ev.kind: card_art.paint_bonus_token(p, k, r),
            (44, 44),
            (start, end),
            t,
            d(TOKEN),
            scale=(1.0, 0.62),
        )
        return t + d(TOKEN)

    def settle_rest(self) -> None:
        """Everything the events did not move but that sits elsewhere now (a re-fanned tray,
        boards that changed places) glides to its new place."""
        scene, plan, d = self.scene, self.plan, self.d
        for card, spot in plan.cards.items():
            if card in self.moved:
                continue
            item = scene.card_item(card)
            if not item.isVisible():
                self.move_card(card, 0, d(SHUFFLE))
                continue
            if item.pos() != spot.pos or abs(item.scale() - spot.scale) > 1e-6:
                self.prop(item, b"pos", spot.pos, 0, d(SHUFFLE))
                self.prop(item, b"scale", spot.scale, 0, d(SHUFFLE))
        for card, item in scene.cards.items():
            if card not in plan.cards and card not in self.moved and item.isVisible():
                self.prop(item, b"opacity", 0.0, 0, d(SHUFFLE))
        for key, spot in plan.skyscrapers.items():
            item = scene.skyscrapers.get(key)
            if item is not None and item.isVisible() and item.pos() != spot.pos:
                self.prop(item, b"pos", spot.pos, 0, d(SHUFFLE))
                self.prop(item, b"scale", spot.scale, 0, d(SHUFFLE))
        if scene.medal.pos() != plan.medal.pos and not any(
            isinstance(e, MedalTaken) for e in self.step.events
        ):
            self.prop(scene.medal, b"pos", plan.medal.pos, 0, d(SHUFFLE))
            self.prop(scene.medal, b"scale", plan.medal.scale, 0, d(SHUFFLE))


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
