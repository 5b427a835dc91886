"""Nothing on the table covers information: in late games of 2, 3 and 4 players (skyscrapers,
the medal, bonus cards, cable cars) at 1024x700 and 1600x1000, no card, standee or piece lies
over a number, a word, a token or a cable car of something under it."""

from __future__ import annotations

import sys

import pytest
from conftest import ROOT
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from sf_desktop.model.cards import BONUS_CARD_FIRST, CARDS, COLS
from sf_desktop.views.table.card_art import card_info_rects
from sf_desktop.views.table.items import SkyscraperItem
from sf_desktop.views.table.scene import TableScene

sys.path.insert(0, str(ROOT / "tools"))
from table_positions import RICH_SEEDS, played_record, seats_for


@pytest.fixture
def window(open_table):
    """A table of the window's own first size (each test sets the sizes it checks)."""
    return open_table(size=None)


def information(scene: TableScene) -> list[tuple[QGraphicsItem, QRectF, str]]:
    """Every painted word, number, token and cable car: (the item it belongs to, where, what)."""
    out: list[tuple[QGraphicsItem, QRectF, str]] = []
    for seat, board in scene.boards.items():
        out += [(board, r, f"board {seat} label") for r in board.info_rects]
    if scene.standings.isVisible():
        out += [(scene.standings, r, "standings") for r in scene.standings.info_rects]
    for card, item in scene.cards.items():
        if item.isVisible() and item.face_up:
            out += [
                (item, item.mapRectToScene(r), f"card {CARDS[card].id}")
                for r in card_info_rects(card, item.decor)
            ]
    if scene.medal.isVisible():
        out.append((scene.medal, scene.medal.mapRectToScene(scene.medal.size), "medal"))
    return out


def coverers(scene: TableScene) -> list[QGraphicsItem]:
    """What may lie over other things: cards, standees, the medal, a token waiting."""
    items = [c for c in scene.cards.values() if c.isVisible()]
    items += [s for s in scene.skyscrapers.values() if s.isVisible()]
    items.append(scene.medal)
    if scene.token_item is not None:
        items.append(scene.token_item)
    return items


def covered(scene: TableScene) -> list[str]:
    found = []
    for owner, rect, what in information(scene):
        area = QPainterPath()
        area.addRect(rect)
        for item in coverers(scene):
            if item is owner or item.zValue() <= owner.zValue():
                continue
            overlap = item.mapToScene(item.shape()).intersected(area).boundingRect()
            if overlap.width() * overlap.height() > 4.0:
                found.append(
                    f"{what} at {rect.topLeft().toTuple()} under {type(item).__name__} {item.objectName()}"
                )
    return found


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_nothing_covers_information(qtbot, window, players, size):
    w = window
    w.resize(*size)
    w.model.load_record(played_record(seats_for(players, kind="medium"), RICH_SEEDS[players], 0.9))
    qtbot.waitUntil(lambda: abs(w.scene.text.view - w.view.fit_scale()) < 1e-9 and not w.animator.busy)
    w.scene.refresh_words()
    assert not w.grab().isNull()  # paint: the boards note where their words went
    scene, state = w.scene, w.model.state
    # The position shows what may be hidden.
    assert len(scene.skyscrapers) >= 2 and state.medal >= 0
    on_boards = [c for p in state.players for row in p.rows for c in row]
    assert any(c >= min(BONUS_CARD_FIRST.values()) for c in on_boards), "a bonus card on a board"
    assert sum(p.cable_cars for p in state.players) >= 4
    info = information(scene)
    assert sum(1 for _, _, what in info if what.startswith("board")) >= 12 * players
    assert not covered(scene), covered(scene)


def test_the_check_finds_what_is_hidden(qtbot, window):
    """The check itself: a standee raised as it used to stand (over the card above) and the
    medal put on a row total are found."""
    w = window
    w.resize(1600, 1000)
    w.model.load_record(played_record(seats_for(2, kind="medium"), RICH_SEEDS[2], 0.9))
    qtbot.waitUntil(lambda: not w.animator.busy)
    assert not w.grab().isNull()
    scene = w.scene
    assert not covered(scene)
    (seat, cell), standee = next((k, s) for k, s in scene.skyscrapers.items() if k[1] >= COLS)
    g = scene.boards[seat].geometry
    standee.setPos(g.cell_rect(cell).topLeft() + QPointF(64, -34) * g.scale)  # as it stood before
    standee.setScale(g.scale * 128 / SkyscraperItem.H)
    assert any("under SkyscraperItem" in c for c in covered(scene))
    scene.show_state(w.model.state)
    assert not covered(scene)
    total = next(r for r in scene.boards[seat].info_rects if r.width() < 80)
    scene.medal.setPos(total.topLeft())
    assert any("under PieceItem medal" in c for c in covered(scene))
