"""The scoring board: the medal's home, the skyscrapers left, the district completion tokens,
the bonus supply and the advantage points by rank for this many players."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...model.cards import LAYOUT, ROWS, BonusKind
from ...words.glossary import supply_tip
from ..look import theme
from . import card_art, layout
from .furniture import fmt_points, paint_panel, paint_text

translate = QCoreApplication.translate


class ScoringBoardItem(QGraphicsObject):
    """Supplies: the medal's home, skyscrapers left, completion tokens, bonus supply and the
    advantage tokens of this player count."""

    def __init__(self) -> None:
        super().__init__()
        self.skyscrapers = LAYOUT.skyscrapers
        self.completions_left = (1 << ROWS) - 1
        self.supply: tuple[int, ...] = LAYOUT.bonus_supply
        self.players = 2
        self.setZValue(-10)
        self.setToolTip(self.board_tip())
        self.setAcceptHoverEvents(True)  # each token of the bonus supply says what it does
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @staticmethod
    def board_tip() -> str:
        return translate(
            "Board",
            "The scoring board: the medal's place, the skyscrapers left, the district "
            "completion tokens, the bonus supply and the advantage points by rank.",
        )

    def supply_kind_at(self, pos: QPointF) -> BonusKind | None:
        """The bonus of the supply token under ``pos`` (item coordinates), if any."""
        for kind in BonusKind:
            if layout.supply_slot(kind).adjusted(-4, -4, 4, 22).contains(pos):
                return kind
        return None

    def tip_at(self, pos: QPointF) -> str:
        kind = self.supply_kind_at(pos)
        return self.board_tip() if kind is None else supply_tip(kind, self.supply[kind])

    def hoverMoveEvent(self, event) -> None:
        self.setToolTip(self.tip_at(event.pos()))
        super().hoverMoveEvent(event)

    def set_values(
        self, skyscrapers: int, completions_left: int, supply: tuple[int, ...], players: int
    ) -> None:
        values = (skyscrapers, completions_left, supply, players)
        if values != (self.skyscrapers, self.completions_left, self.supply, self.players):
            self.skyscrapers, self.completions_left, self.supply, self.players = values
            self.update()

    def boundingRect(self) -> QRectF:
        return layout.SCORING_RECT.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_panel(p, layout.SCORING_RECT, theme.PANEL_DARK)
        home = QRectF(layout.MEDAL_HOME, QPointF(layout.MEDAL_HOME.x() + 76, layout.MEDAL_HOME.y() + 80))
        p.setPen(QPen(QColor(255, 255, 255, 50), 1.2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(home.adjusted(12, 26, -12, -2))
        self._paint_skyscrapers(p)
        self._paint_completions(p)
        self._paint_supply(p)
        self._paint_advantage(p)

    def _caption(self, p: QPainter, rect: QRectF, text: str) -> None:
        paint_text(p, QRectF(rect.x(), rect.y() - 4, rect.width(), 20), text, 15, theme.INK_DIM)

    def _paint_skyscrapers(self, p: QPainter) -> None:
        r = layout.SKYSCRAPERS_RECT
        self._caption(p, r, translate("Board", "Skyscrapers left: {0}").format(self.skyscrapers))
        for i in range(LAYOUT.skyscrapers):
            box = QRectF(r.x() + i * layout.SKYSCRAPER_STEP, r.y() + 22, 26, 58)
            if i < self.skyscrapers:
                card_art.paint_skyscraper(p, box)
            else:
                p.setPen(QPen(QColor(255, 255, 255, 40), 1, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(box.adjusted(2, 8, -4, 0))

    def _paint_completions(self, p: QPainter) -> None:
        r = layout.COMPLETIONS_RECT
        self._caption(p, r, translate("Board", "District completion (1 VP)"))
        for d in range(ROWS):
            card_art.paint_completion(p, d, layout.completion_slot(d), bool(self.completions_left >> d & 1))

    def _paint_supply(self, p: QPainter) -> None:
        r = layout.SUPPLY_RECT
        self._caption(p, r, translate("Board", "Bonus supply"))
        for kind in BonusKind:
            slot = layout.supply_slot(kind)
            n = self.supply[kind]
            p.save()
            if n == 0:
                p.setOpacity(0.3)
            card_art.paint_bonus_token(p, kind, slot)
            p.restore()
            paint_text(
                p,
                QRectF(slot.x() - 8, slot.bottom() + 1, slot.width() + 16, 24),
                f"×{n}",
                16,
                theme.INK,
                bold=True,
                align=Qt.AlignmentFlag.AlignCenter,
            )

    def _paint_advantage(self, p: QPainter) -> None:
        r = layout.ADVANTAGE_RECT
        self._caption(p, r, translate("Board", "Advantage by rank"))
        districts = LAYOUT.district_advantage[self.players]
        cable = LAYOUT.cable_car_advantage[self.players]

        def line(values: tuple[float, ...]) -> str:
            return "  ".join("–" if v == 0 else fmt_points(v) for v in values)

        paint_text(
            p,
            QRectF(r.x(), r.y() + 20, r.width(), 30),
            translate("Board", "Districts: {0}").format(line(districts)),
            17,
            theme.INK,
        )
        paint_text(
            p,
            QRectF(r.x(), r.y() + 50, r.width(), 30),
            translate("Board", "Cable cars: {0}").format(line(cable)),
            17,
            theme.INK,
        )
