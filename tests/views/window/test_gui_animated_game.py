"""A whole game of AI seats through the window with the cards flying, at a small speed.

Every other test window plays with animations off, where each step's group finishes as soon as
it starts; here the flights of a whole game run, and at the end the table must be the final
state's own plan (``scene_plan``) with the animator idle and nothing left in the air.
"""

from __future__ import annotations

from typing import get_args

import pytest
from PySide6.QtCore import Qt

from sf_desktop.model.events import Event
from sf_desktop.model.record import Seat
from sf_desktop.views.dialogs.game_dialogs import Setup
from sf_desktop.views.table.items import PieceItem
from sf_desktop.views.table.scene_plan import Z_FLYER

SPEED = 0.05  # a twentieth of "normal": every flight still runs, and a game takes seconds
GAME_TIMEOUT_MS = 180_000  # a generous bound, for a loaded machine


def snapshot(scene) -> list[tuple]:
    """Every item of the table as it is drawn: kind, place, size, depth, opacity, shown."""
    return sorted(
        (
            type(item).__name__,
            round(item.pos().x(), 6),
            round(item.pos().y(), 6),
            round(item.scale(), 6),
            item.zValue(),
            item.opacity(),
            item.isVisible(),
        )
        for item in scene.items()
    )


# A seeded game in which every kind of event happens (skyscrapers, the medal, bonus tokens,
# contracts spent...), so that every kind of flight runs.
SEATS = (Seat("Ada", "easy"), Seat("Bo", "greedy"), Seat("Cy", "random"))
SEED = 21


def test_a_whole_game_with_flights_ends_with_the_table_in_step(qtbot, window):
    w = window
    animator = w.animator
    animator.set_speed(SPEED)
    flights: list[tuple[int, int]] = []  # per step, once it runs: its length (ms), pieces in the air

    def look_at_the_step(_step) -> None:
        group = animator.group
        flights.append((group.totalDuration() if group is not None else 0, len(animator.flyers)))

    # Queued: the animator builds and starts the step's group after it says the step started.
    animator.step_started.connect(look_at_the_step, Qt.ConnectionType.QueuedConnection)
    shown: list[object] = []
    animator.step_shown.connect(shown.append)

    w.start_game(Setup(SEATS, seed=SEED))
    qtbot.waitUntil(
        lambda: w.model.state.is_over and not animator.busy and w.score_dialog is not None,
        timeout=GAME_TIMEOUT_MS,
    )

    final = w.model.state
    scene = w.scene
    # The flights ran: every step was shown after its group, nearly all of them took time, and
    # pieces (tokens, cable cars, medals) flew.
    assert len(shown) == len(w.model.steps) == len(flights) > 100
    assert sum(1 for ms, _ in flights if ms > 0) > 0.9 * len(flights)
    assert any(flyers for _, flyers in flights)
    happened = {type(event) for step in w.model.steps for event in step.events}
    assert happened == set(get_args(Event)), "every kind of event, so every kind of flight"

    # The animator is idle: nothing queued, no group, no piece in flight.
    assert not animator.busy and animator.group is None and animator.flyers == []
    pieces = [item for item in scene.items() if isinstance(item, PieceItem)]
    assert pieces == [scene.medal], "no flying token, cable car or medal is left on the table"
    moving = (*scene.cards.values(), *scene.skyscrapers.values(), scene.medal)
    above = [item for item in moving if item.isVisible() and item.zValue() >= Z_FLYER]
    assert above == [], "nothing shown is still above the table"

    # The table is the final state's plan.
    assert scene.state is final
    plan = scene.plan(final)
    for card, spot in plan.cards.items():
        item = scene.cards[card]
        assert item.isVisible() and item.opacity() == 1.0, card
        assert (item.pos(), item.zValue(), item.face_up) == (spot.pos, spot.z, spot.face_up), card
        assert item.scale() == pytest.approx(spot.scale) and item.flip in (0.0, 1.0), card
    assert all(not item.isVisible() for card, item in scene.cards.items() if card not in plan.cards)
    assert set(scene.skyscrapers) == set(plan.skyscrapers) and plan.skyscrapers
    for key, spot in plan.skyscrapers.items():
        item = scene.skyscrapers[key]
        assert item.isVisible() and item.pos() == spot.pos and item.rise == 1.0, key
    assert (scene.medal.pos(), scene.medal.scale()) == (plan.medal.pos, pytest.approx(plan.medal.scale))

    # Showing the final state again changes nothing: no item is anywhere else, or extra.
    before = snapshot(scene)
    scene.show_state(final)
    assert snapshot(scene) == before
