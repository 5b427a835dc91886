"""The animations of one step, built from its events: one short handler per event type.

As in KDE's kajongg, the animations of one step are collected in one
``QParallelAnimationGroup``; members wait their turn with pauses, so that a cable car rides in
after its card has landed. Each event's handler (:data:`ANIMATIONS`, a table with a row for
every event type of :mod:`sf_desktop.model.events`) adds its animations from a given moment
and says when the next event may start. Whatever the events did not move but sits elsewhere
in the step's plan glides there at the end (:meth:`StepBuilder.settle_rest`). Speed 0 gives
every animation a duration of 0 and flies no pieces, so the group finishes as soon as it starts.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

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
)
from PySide6.QtGui import QPainter

from ...model.actions import TakeColumn
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
    GameEnded,
    MedalTaken,
    SkyscraperBuilt,
    SquaresConnected,
    TokenPlaced,
    TurnStarted,
)
from ...model.history import Step
from ...model.state import Phase
from . import card_art
from .items import PieceItem
from .scene import TableScene
from .scene_plan import Z_FLYER, Plan, board_decor, pending_bonus_card

# Designed durations in ms (at speed 1).
CARD_FLIGHT = 420
DRAW_FLIGHT = 460
CABLE_RIDE = 480
CABLE_STAGGER = 110
GLOW = 800
RISE = 720
MEDAL = 620
TOKEN = 480
SHUFFLE = 360
BEAT = 150  # a short pause after a network lights up, or before a bonus is chosen
COLUMN_STAGGER = 60


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

    # ------------------------------------------------------------------ primitives

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
            item.setPos(start if start is not None else self.scene.layout.deck_pos)
            item.setScale(start_scale if start_scale is not None else self.scene.layout.card)
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

    def bonus_token_flyer(
        self, kind: BonusKind, size: float, path: tuple[QPointF, QPointF], at: int, scale: tuple[float, float]
    ) -> None:
        """A +2 or tracks token (or a bonus's token) flying from ``path[0]`` to ``path[1]``."""
        self.flyer(
            lambda painter, rect: card_art.paint_bonus_token(painter, kind, rect),
            (size, size),
            path,
            at,
            self.scaled(TOKEN),
            scale=scale,
        )

    # ------------------------------------------------------------------ the step

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
        return ANIMATIONS[type(event)](self, event, at)

    # ------------------------------------------------------------------ one handler per event type

    def unseen(self, event: object, at: int) -> int:
        """Nothing to show: the state shows it (a turn starting, squares now worth 4, the end)."""
        return at

    def card_drawn(self, event: CardDrawn, at: int) -> int:
        item = self.scene.card_item(event.card)
        if not item.isVisible():
            item.setPos(self.scene.layout.deck_pos)
            item.setScale(self.scene.layout.card)
            item.set_face_up(False)
            item.show()
        deck, left = self.scene.deck, len(self.step.after.deck)
        self.call(at, lambda: deck.set_count(left))
        self.move_card(event.card, at, self.scaled(DRAW_FLIGHT))
        return at + self.scaled(DRAW_FLIGHT)

    def card_added_to_column(self, event: CardAddedToColumn, at: int) -> int:
        self.move_card(event.card, at, self.scaled(CARD_FLIGHT))
        return at + self.scaled(CARD_FLIGHT)

    def foundation_token_placed(self, event: FoundationTokenPlaced, at: int) -> int:
        stacks = self.step.before.foundation_stacks
        i = next((k for k, n in enumerate(stacks) if n), 0)
        start = self.scene.layout.foundation_stack_pos(i) + QPointF(2, 2)
        spot = self.plan.cards.get(event.card)
        if spot is not None and self.speed > 0:
            self.flyer(
                card_art.paint_foundation_token,
                (36, 36),
                (start, spot.pos + QPointF(72, 44)),
                at,
                self.scaled(TOKEN),
            )
        scene, after = self.scene, self.step.after
        self.call(at, lambda: scene.stacks.set_stacks(after.foundation_stacks))
        return at + self.scaled(TOKEN)

    def column_taken(self, event: ColumnTaken, at: int) -> int:
        stagger = self.scaled(COLUMN_STAGGER)
        for k, card in enumerate(event.cards):
            self.move_card(card, at + k * stagger, self.scaled(CARD_FLIGHT))
        return at + self.scaled(CARD_FLIGHT) + max(0, len(event.cards) - 1) * stagger

    def contract_taken(self, event: ContractTaken, at: int) -> int:
        """The contract flies from the taken column's lane as its cards leave (no time of its own)."""
        if self.speed > 0:
            geom = self.plan.boards[event.player]
            action = self.step.action
            lane = self.scene.layout.lane_rect(action.column if isinstance(action, TakeColumn) else 0)
            self.flyer(
                card_art.paint_contract,
                (34, 34),
                (lane.topLeft() + QPointF(8, 30), geom.contracts_pos() - QPointF(0, 14)),
                max(0, at - self.scaled(CARD_FLIGHT)),
                self.scaled(TOKEN),
                scale=(1.0, 0.8 if geom.large else 0.7),
            )
        return at

    def contracts_returned(self, event: ContractsReturned, at: int) -> int:
        return self.contracts_leave(range(self.step.after.num_players), at)

    def contracts_spent(self, event: ContractsSpent, at: int) -> int:
        return self.contracts_leave([event.player], at)

    def contracts_leave(self, seats: range | list[int], at: int) -> int:
        """A contract rises and fades from each of ``seats``' boards."""
        if self.speed > 0:
            for seat in seats:
                start = self.plan.boards[seat].contracts_pos() - QPointF(0, 17)
                self.flyer(
                    card_art.paint_contract,
                    (34, 34),
                    (start, start - QPointF(0, 60)),
                    at,
                    self.scaled(TOKEN),
                    fade_out=True,
                )
        return at + self.scaled(TOKEN // 2)

    def card_placed(self, event: CardPlaced, at: int) -> int:
        start = None
        start_scale = None
        kind = CARDS[event.card].bonus_kind
        if kind is not None:  # a bonus card comes from the supply
            start = self.scene.scoring.supply_slot(kind).topLeft()
            start_scale = 0.4
        self.move_card(event.card, at, self.scaled(CARD_FLIGHT), start=start, start_scale=start_scale)
        scene, after = self.scene, self.step.after
        self.call(at + self.scaled(CARD_FLIGHT), lambda: scene.update_boards(after))  # totals as it lands
        return at + self.scaled(CARD_FLIGHT)

    def cards_discarded(self, event: CardsDiscarded, at: int) -> int:
        flight = self.scaled(CARD_FLIGHT)
        for card in event.cards:
            item = self.scene.card_item(card)
            self.moved.add(card)
            if not item.isVisible():
                continue
            end = self.scene.layout.discard.center() - QPointF(40, 30)
            self.prop(item, b"pos", end, at, flight)
            self.prop(item, b"scale", 0.6, at, flight)
            self.prop(item, b"opacity", 0.0, at + flight // 2, flight // 2)
        return at + flight // 2

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
                partial(_decorate, scene, card, decor),
            )
        end_at = at + scaled(CABLE_RIDE) + max(0, len(cells) - 1) * scaled(CABLE_STAGGER)
        board = scene.boards.get(event.player)
        if board is not None and self.speed > 0:
            board.glow_cells = after.players[event.player].cable
            self.prop(board, b"glow", 0.0, end_at, scaled(GLOW), start=1.0, easing=QEasingCurve.Type.InQuad)
        return end_at + scaled(BEAT)

    def skyscraper_built(self, event: SkyscraperBuilt, at: int) -> int:
        spot = self.plan.skyscrapers.get((event.player, event.cell))
        if spot is None:
            return at
        scene = self.scene
        item = scene.skyscraper_item(event.player, event.cell)
        item.setPos(spot.pos)
        item.setScale(spot.scale)
        item.setZValue(spot.z)
        item.rise = 0.0
        item.show()
        self.prop(item, b"rise", 1.0, at, self.scaled(RISE), start=0.0, easing=QEasingCurve.Type.OutBack)
        scoring = scene.scoring
        self.call(
            at,
            lambda: scoring.set_values(event.left, scoring.completions_left, scoring.supply, scoring.players),
        )
        return at + self.scaled(RISE * 0.8)

    def medal_taken(self, event: MedalTaken, at: int) -> int:
        medal, spot = self.scene.medal, self.plan.medal
        self.prop(medal, b"pos", spot.pos, at, self.scaled(MEDAL))
        self.prop(medal, b"scale", spot.scale, at, self.scaled(MEDAL))
        return at + self.scaled(MEDAL * 0.8)

    def district_completed(self, event: DistrictCompleted, at: int) -> int:
        if self.speed > 0:
            end = self.plan.boards[event.player].contracts_pos() + QPointF(90, -14)
            self.flyer(
                card_art.completion_painter(event.district),
                (46, 46),
                (self.scene.scoring.completion_slot(event.district).topLeft(), end),
                at,
                self.scaled(TOKEN),
                scale=(1.0, 0.6),
            )
        scoring, mask = self.scene.scoring, self.step.after.completions_left
        self.call(
            at,
            lambda: scoring.set_values(scoring.skyscrapers, mask, scoring.supply, scoring.players),
        )
        return at + self.scaled(TOKEN)

    def bonus_earned(self, event: BonusEarned, at: int) -> int:
        """A beat before the bonus is chosen (or found missing)."""
        return at + self.scaled(BEAT)

    def bonus_taken(self, event: BonusTaken, at: int) -> int:
        after = self.step.after
        start = self.scene.scoring.supply_slot(event.kind).topLeft()
        if event.kind in (BonusKind.VALUE4, BonusKind.DEPOT):
            card = pending_bonus_card(after)
            if card >= 0:
                self.move_card(card, at, self.scaled(TOKEN), start=start, start_scale=0.4)
            return at + self.scaled(TOKEN)
        if self.speed <= 0:
            return at
        if event.kind in (BonusKind.PLUS2, BonusKind.TRACKS):
            if after.phase != Phase.BONUS_CARD:
                return at  # placed at once: TokenPlaced flies it
            end = self.scene.token_home(self.plan)
            self.bonus_token_flyer(event.kind, 84, (start, end), at, scale=(44 / 84, 1.0))
            return at + self.scaled(TOKEN)
        end = self.plan.boards[event.player].contracts_pos() + QPointF(60, -14)
        self.bonus_token_flyer(event.kind, 44, (start, end), at, scale=(1.0, 0.62))
        return at + self.scaled(TOKEN)

    def token_placed(self, event: TokenPlaced, at: int) -> int:
        scene, step, after = self.scene, self.step, self.step.after
        geom = self.plan.boards[event.player]
        row, col = divmod(event.cell, COLS)
        offset = QPointF(52, 3) if event.kind == BonusKind.PLUS2 else QPointF(52, 70)
        end = geom.cell_pos(row, col) + offset * geom.scale
        supply = self.scene.scoring.supply_slot(event.kind).topLeft()
        if step.before.phase == Phase.BONUS_CARD and scene.token_item is not None:
            start = scene.token_item.pos()  # the token waiting beside the board
            scene.token_item.hide()
        else:
            start = supply
        if self.speed > 0:
            size = 84.0
            first = 1.0 if start != supply else 44 / size
            self.bonus_token_flyer(event.kind, size, (start, end), at, scale=(first, 28 * geom.scale / size))
        card = after.players[event.player].rows[row][col]
        decor = board_decor(after, event.player, event.cell)
        self.call(at + self.scaled(TOKEN), lambda: scene.card_item(card).set_decor(decor))
        return at + self.scaled(TOKEN)

    # ------------------------------------------------------------------ the rest

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
            standee = scene.skyscrapers.get(key)
            if standee is not None and standee.isVisible() and standee.pos() != spot.pos:
                self.prop(standee, b"pos", spot.pos, 0, scaled(SHUFFLE))
                self.prop(standee, b"scale", spot.scale, 0, scaled(SHUFFLE))
        if scene.medal.pos() != plan.medal.pos and not any(
            isinstance(e, MedalTaken) for e in self.step.events
        ):
            self.prop(scene.medal, b"pos", plan.medal.pos, 0, scaled(SHUFFLE))
            self.prop(scene.medal, b"scale", plan.medal.scale, 0, scaled(SHUFFLE))


# Every event type's animation: a new event type without a row here fails the tests.
ANIMATIONS: dict[type, Callable[[StepBuilder, Any, int], int]] = {
    CardDrawn: StepBuilder.card_drawn,
    CardAddedToColumn: StepBuilder.card_added_to_column,
    FoundationTokenPlaced: StepBuilder.foundation_token_placed,
    ColumnTaken: StepBuilder.column_taken,
    ContractTaken: StepBuilder.contract_taken,
    ContractsReturned: StepBuilder.contracts_returned,
    ContractsSpent: StepBuilder.contracts_spent,
    CardPlaced: StepBuilder.card_placed,
    CardsDiscarded: StepBuilder.cards_discarded,
    CableCarsAdded: StepBuilder.cable_cars,
    SquaresConnected: StepBuilder.unseen,
    SkyscraperBuilt: StepBuilder.skyscraper_built,
    MedalTaken: StepBuilder.medal_taken,
    DistrictCompleted: StepBuilder.district_completed,
    BonusEarned: StepBuilder.bonus_earned,
    BonusTaken: StepBuilder.bonus_taken,
    TokenPlaced: StepBuilder.token_placed,
    TurnStarted: StepBuilder.unseen,
    GameEnded: StepBuilder.unseen,
}


def _decorate(scene: TableScene, card: int, decor: card_art.Decor) -> None:
    """A card's cable cars and marks, as the moment of the step has them."""
    scene.card_item(card).set_decor(decor)
