"""Where the guided game's panel stands on the table: clear of everything the decision at hand
uses (what may be used now, the prompt, the taken cards, the person's own board once it
holds a card, the standings), near the thing it explains, with an arrow pointing at that thing.

Plain geometry over the table's scene (:func:`needed_rects`, the subjects) and the view's
pixels (:func:`best_spot`); :class:`GuidePointer` draws the arrow over the view.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QLineF, QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from ...model.cards import CARD_FLAGS, ROWS, Symbol
from ...model.state import Phase
from ..table.items import Mark, TableItem
from ..table.scene import TableScene

LIT = (Mark.LEGAL, Mark.SELECTED, Mark.HINT, Mark.HOVER)
GAP = 10  # pixels between the panel and what it keeps clear of
ARROW = QColor("#b8860b")  # the panel's gold edge


def needed_rects(scene: TableScene) -> list[QRectF]:
    """What the decision at hand uses, in scene units: everything lit as usable now, the prompt,
    the drawn and taken cards, the columns and the deck while a column is chosen, the person's
    own board once it has a card, the other players' headers (their names and scores) and (two
    players) the standings."""
    rects = [
        item.sceneBoundingRect()
        for item in scene.items()
        if isinstance(item, TableItem) and item.isVisible() and item.mark in LIT
    ]
    state = scene.state
    if state is not None:
        for card in (*state.tray, state.drawn):
            item = scene.cards.get(card)
            if item is not None and item.isVisible():
                rects.append(item.sceneBoundingRect())
    if scene.token_item is not None:
        rects.append(scene.token_item.sceneBoundingRect())
    rects.append(QRectF(scene.layout.prompt))
    if state is not None and state.phase in (Phase.TURN, Phase.COLUMN):  # a column is chosen now
        rects += [lane.rect for lane in scene.lanes]
        rects.append(scene.deck.sceneBoundingRect())  # the deck and its count
    board = scene.focus_board_rect()
    if board is not None and not _empty_board(scene):
        rects.append(board)
    rects += other_headers(scene)
    if scene.standings.isVisible():
        rects.append(scene.standings.sceneBoundingRect())
    return rects


def _empty_board(scene: TableScene) -> bool:
    """Whether the person's own board holds no card yet (the first turns): nothing on it
    helps the decision, and the panel may stand there with all its words."""
    state, focus = scene.state, scene.focus
    return state is not None and focus is not None and state.players[focus].filled == 0


def other_headers(scene: TableScene) -> list[QRectF]:
    """The other players' headers: a score and a name read at every turn."""
    return [b.geometry.header_rect() for seat, b in scene.boards.items() if seat != scene.focus]


def precious_rects(scene: TableScene) -> list[QRectF]:
    """What must be seen above all: the prompt and what is lit as usable now."""
    lit = [
        item.sceneBoundingRect()
        for item in scene.items()
        if isinstance(item, TableItem) and item.isVisible() and item.mark in LIT
    ]
    return [QRectF(scene.layout.prompt), *lit]


def word_rects(scene: TableScene) -> list[QRectF]:
    """What an arrow must not run over: the prompt, the deck's count, the board headers (the
    own board's counters, the others' scores), the standings and the cards in the columns."""
    rects = [QRectF(scene.layout.prompt), scene.deck.sceneBoundingRect()]
    if scene.state is not None:
        in_columns = [scene.cards.get(c) for column in scene.state.columns for c in column]
        rects += [item.sceneBoundingRect() for item in in_columns if item is not None and item.isVisible()]
    board = scene.boards.get(scene.focus) if scene.focus is not None else None
    if board is not None:
        rects.append(board.geometry.header_rect())
    rects += other_headers(scene)
    if scene.standings.isVisible():
        rects.append(scene.standings.sceneBoundingRect())
    return rects


def other_rects(scene: TableScene) -> list[QRectF]:
    """What is better left in sight too, if the table has room: the other players' boards."""
    return [board.geometry.rect for seat, board in scene.boards.items() if seat != scene.focus]


# ---------------------------------------------------------------------------- the subjects


def deck(scene: TableScene) -> QRectF:
    return scene.deck.mapRectToScene(scene.deck.card_rect)


def columns(scene: TableScene) -> QRectF:
    """The columns that may be taken now (all of them if none may)."""
    lit = [lane.rect for lane in scene.lanes if lane.mark in LIT] or [lane.rect for lane in scene.lanes]
    return _united(lit)


def contracts(scene: TableScene) -> QRectF:
    """The contracts counter in the large board's header."""
    board = scene.boards.get(scene.focus) if scene.focus is not None else None
    if board is None:
        return deck(scene)
    g = board.geometry
    at, h = g.contracts_pos(), g.header_rect().height()
    return QRectF(at.x(), at.y() - h / 2, h, h)


def network(scene: TableScene) -> QRectF:
    """The large board's bottom row, above its printed depots."""
    board = scene.boards.get(scene.focus) if scene.focus is not None else None
    return board.geometry.row_rect(ROWS - 1) if board is not None else deck(scene)


def squares(scene: TableScene) -> QRectF:
    """A taken card with a square, or else the large board."""
    return _taken_with(scene, Symbol.SQUARE) or network(scene)


def foundations(scene: TableScene) -> QRectF:
    """A taken card with a foundation, or else the foundation stacks."""
    return _taken_with(scene, Symbol.FOUNDATION) or scene.stacks.sceneBoundingRect()


def bonuses(scene: TableScene) -> QRectF:
    """The bonus choices on the table, or else the bonus supply."""
    if scene.choices:
        return _united([c.sceneBoundingRect() for c in scene.choices])
    return _united([scene.scoring.supply_slot(k) for k in range(6)])


def scoring(scene: TableScene) -> QRectF:
    """The standings where the table has them, else the scoring board."""
    if scene.standings.isVisible():
        return scene.standings.sceneBoundingRect()
    return scene.scoring.sceneBoundingRect()


Subject = Callable[[TableScene], QRectF]


def _taken_with(scene: TableScene, symbol: Symbol) -> QRectF | None:
    state = scene.state
    if state is None:
        return None
    for card in (*state.tray, state.drawn):
        item = scene.cards.get(card)
        if card >= 0 and CARD_FLAGS[card] & symbol and item is not None and item.isVisible():
            return item.sceneBoundingRect()
    return None


def _united(rects: Sequence[QRectF]) -> QRectF:
    out = QRectF(rects[0])
    for r in rects[1:]:
        out = out.united(r)
    return out


# ---------------------------------------------------------------------------- the spot


def best_spot(
    area: QRect,
    keep_clear: Sequence[QRect],
    subject: QRect | None,
    sizes: Sequence[QSize],
    *,
    rather_clear: Sequence[QRect] = (),
    precious: Sequence[QRect] = (),
) -> QRect:
    """A place for the panel in ``area`` (pixels) that covers none of ``keep_clear``, and if it
    can none of ``rather_clear`` either: of the ``sizes`` (largest first) the first that has
    such a place, nearest to ``subject``. If none has (large words in a small window), the
    place of any size that covers least of them, ``precious`` counting twice."""
    spot = clear_spot(area, keep_clear, subject, sizes, rather_clear=rather_clear)
    if spot is not None:
        return spot
    return _least_covering(area, keep_clear, sizes, precious)


def clear_spot(
    area: QRect,
    keep_clear: Sequence[QRect],
    subject: QRect | None,
    sizes: Sequence[QSize],
    *,
    rather_clear: Sequence[QRect] = (),
    uncross: Sequence[QRect] | None = None,
) -> QRect | None:
    """A place as :func:`best_spot` finds it that covers none of ``keep_clear``, or None; with
    ``uncross``, only a place whose arrow runs over none of those."""
    if rather_clear:
        spot = _clear_spot(area, [*keep_clear, *rather_clear], subject, sizes, uncross)
        if spot is not None:
            return spot
    return _clear_spot(area, keep_clear, subject, sizes, uncross)


def _candidates(area: QRect, keep_clear: Sequence[QRect], size: QSize) -> list[QRect]:
    """Places of ``size`` in ``area`` against its edges and the edges of what to keep clear."""
    w, h = size.width(), size.height()
    xs = {area.left() + GAP, area.right() - w - GAP}
    ys = {area.top() + GAP, area.bottom() - h - GAP}
    for r in keep_clear:
        xs |= {r.right() + GAP, r.left() - w - GAP}
        ys |= {r.bottom() + GAP, r.top() - h - GAP}
    return [spot for x in xs for y in ys if area.contains(spot := QRect(x, y, w, h))]


def _clear_spot(
    area: QRect,
    keep_clear: Sequence[QRect],
    subject: QRect | None,
    sizes: Sequence[QSize],
    uncross: Sequence[QRect] | None = None,
) -> QRect | None:
    for size in sizes:
        clear = [
            s for s in _candidates(area, keep_clear, size) if not any(s.intersects(r) for r in keep_clear)
        ]
        if uncross is not None:
            clear = [s for s in clear if not _crossed(s, subject, uncross)]
        if clear:
            # Nearest to its subject, among the places whose arrow crosses least of what to keep clear.
            return min(clear, key=lambda s: (_crossed(s, subject, keep_clear), _distance(s, subject)))
    return None


def arrow_line(panel: QRect, subject: QRect) -> QLineF:
    """The arrow from the edge of ``panel`` to the edge of ``subject``."""
    return QLineF(QPointF(_clamp(subject.center(), panel)), QPointF(_clamp(panel.center(), subject)))


def crosses_any(spot: QRect, subject: QRect | None, rects: Sequence[QRect]) -> bool:
    """Whether the arrow from a panel at ``spot`` to ``subject`` runs over any of ``rects``."""
    return _crossed(spot, subject, rects) > 0


def _crossed(spot: QRect, subject: QRect | None, keep_clear: Sequence[QRect]) -> int:
    """How many of ``keep_clear`` (the subject apart) the arrow from ``spot`` would cross: an
    arrow over the prompt or a count hides words as a panel would."""
    if subject is None:
        return 0
    line = arrow_line(spot, subject)
    steps = max(1, int(line.length() // 6))
    points = [line.pointAt(i / steps).toPoint() for i in range(1, steps)]
    others = [r.adjusted(2, 2, -2, -2) for r in keep_clear if r != subject and not r.contains(subject)]
    return sum(1 for r in others if any(r.contains(p) for p in points))


def _least_covering(
    area: QRect, keep_clear: Sequence[QRect], sizes: Sequence[QSize], precious: Sequence[QRect]
) -> QRect:
    last = sizes[-1]
    spots = [s for size in sizes for s in _candidates(area, keep_clear, size)] or [
        QRect(
            area.right() - last.width() - GAP,
            area.bottom() - last.height() - GAP,
            last.width(),
            last.height(),
        )
    ]
    return min(spots, key=lambda s: sum(_area(s.intersected(r)) for r in (*keep_clear, *precious)))


def _area(r: QRect) -> int:
    return max(0, r.width()) * max(0, r.height())


def _distance(spot: QRect, subject: QRect | None) -> float:
    if subject is None:
        return 0.0
    d = QPointF(spot.center() - subject.center())
    return math.hypot(d.x(), d.y())


# ---------------------------------------------------------------------------- the arrow


class GuidePointer(QWidget):
    """An arrow from the guide's panel to what it explains, over the view (clicks go through)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setObjectName("guide-pointer")
        self.line = QLineF()
        self.hide()

    def point(self, panel: QRect, subject: QRect) -> None:
        """Point from the edge of ``panel`` to the edge of ``subject`` (the parent's pixels)."""
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.line = arrow_line(panel, subject)
        end = self.line.p2()
        toward = QLineF(QPointF(panel.center()), QPointF(subject.center()))
        if self.line.length() < 16 and toward.length() > 0:  # right beside it: a short arrow all the same
            toward.setLength(16)
            self.line = QLineF(end - (toward.p2() - toward.p1()), end)
        self.show()
        self.raise_()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.line.isNull():
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        head = _head(self.line)
        for pen in (QPen(QColor(255, 255, 255, 200), 7), QPen(ARROW, 3.5)):
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            p.setPen(pen)
            p.setBrush(pen.color())
            p.drawLine(self.line)
            p.drawPath(head)
        p.end()


def _clamp(point: QPoint, rect: QRect) -> QPoint:
    """The point of ``rect`` nearest to ``point``."""
    return QPoint(
        min(max(point.x(), rect.left()), rect.right()), min(max(point.y(), rect.top()), rect.bottom())
    )


def _head(line: QLineF) -> QPainterPath:
    """An arrowhead at the end of ``line``."""
    size = 14.0
    back = QLineF(line.p2(), line.p1())
    back.setLength(size)
    left, right = QLineF(back), QLineF(back)
    left.setAngle(back.angle() + 28)
    right.setAngle(back.angle() - 28)
    path = QPainterPath()
    path.addPolygon(QPolygonF([line.p2(), left.p2(), right.p2(), line.p2()]))
    return path
