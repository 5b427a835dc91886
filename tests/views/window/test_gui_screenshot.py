"""The table rendered to PNG at two window sizes: not blank, and the key items where they
belong (the deck top left, the person's board bottom left, the others on the right)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage

from sf_desktop.model.actions import Place, Stop
from sf_desktop.model.record import Seat
from sf_desktop.views.dialogs.game_dialogs import Setup
from sf_desktop.views.window.main_window import MainWindow


def window_rect(w: MainWindow, item) -> QRect:
    """Where an item appears in the window's own pixels."""
    poly = w.view.mapFromScene(item.sceneBoundingRect())
    r = poly.boundingRect()
    return QRect(w.view.viewport().mapTo(w, r.topLeft()), r.size())


def colour_variety(img: QImage) -> int:
    seen = set()
    for y in range(0, img.height(), 7):
        for x in range(0, img.width(), 7):
            seen.add(img.pixel(x, y) >> 4 & 0x0F0F0F)
    return len(seen)


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1920, 1080)])
def test_table_screenshot(qtbot, tmp_path, open_table, width, height):
    w = open_table(size=(width, height))
    model = w.model
    w.start_game(
        Setup((Seat("Ana", "human"), Seat("Ada", "random"), Seat("Bo", "random")), seed=58, first_player=0)
    )
    for _ in range(12):  # a few turns, so that cards lie on the boards and in the columns
        qtbot.waitUntil(lambda: not w.animator.busy and model.human_to_move, timeout=5000)
        legal = model.legal_actions()
        action = next((a for a in legal if isinstance(a, Place)), None) or next(
            a for a in reversed(legal) if not isinstance(a, Stop)
        )
        model.submit(action)
    qtbot.waitUntil(lambda: not w.animator.busy and model.human_to_move, timeout=5000)
    img = w.grab().toImage()
    path = tmp_path / f"table-{width}x{height}.png"
    assert img.save(str(path)) and path.stat().st_size > 20_000
    assert img.width() >= width * 0.95

    assert colour_variety(img) > 150, "the table looks blank"
    scene = w.scene
    full = QRect(QPoint(0, 0), img.size())
    deck = window_rect(w, scene.deck)
    focus = window_rect(w, scene.boards[scene.focus])
    others = [window_rect(w, b) for seat, b in scene.boards.items() if seat != scene.focus]
    for r in (deck, focus, *others):
        assert full.contains(r.center())
    mid_x, mid_y = img.width() / 2, img.height() / 2
    assert deck.center().x() < mid_x / 2 and deck.center().y() < mid_y, "the deck sits top left"
    assert focus.center().x() < mid_x and focus.center().y() > mid_y, "the person's board sits bottom left"
    assert all(r.center().x() > mid_x * 1.3 for r in others), "the other boards sit on the right"
    big = scene.boards[scene.focus].geometry.cell_rect(0)
    small = next(b for s, b in scene.boards.items() if s != scene.focus).geometry.cell_rect(0)
    big_px = w.view.mapFromScene(big).boundingRect().width()
    small_px = w.view.mapFromScene(small).boundingRect().width()
    assert big_px > 1.4 * small_px, "the person's board is shown large"
    assert small_px >= 38, "the other boards' cards stay readable"

    def pixel(item, x: float, y: float) -> QColor:
        return QColor(img.pixel(w.view.viewport().mapTo(w, w.view.mapFromScene(item.mapToScene(x, y)))))

    back = pixel(scene.deck, 20, 72)  # the deck shows a card back: deep blue
    assert back.blue() > back.red() + 20
    # A placed card on the person's board shows its paper face.
    state = model.state
    placed = [c for row in state.players[scene.focus].rows for c in row]
    assert placed, "the person has placed cards"
    item = scene.cards[placed[0]]
    assert pixel(item, 116, 48).lightness() > 180, "the card face is light paper"
    # Text stays readable: at 1280x720 a scene unit is at least 0.6 pixels.
    assert w.view.transform().m11() >= 0.6
    model.shutdown()
