"""A banner belongs to the game it speaks of: a new game (a rematch right after the end, or
an undo back into the game) never shows the last game's "Ada wins" over its table."""

from __future__ import annotations

from table_driver import settle

from sf_desktop.model.record import Seat
from sf_desktop.views.dialogs.game_dialogs import Setup

SETUP = Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=4, first_player=0)


def test_a_new_game_takes_the_last_games_banner_away(qtbot, window):
    w = window
    w.set_speed("normal")
    w.start_game(SETUP)
    settle(qtbot, w)
    w.banners.flash("Ada wins with 18.5 VP.", "Game over", 2200)
    qtbot.waitUntil(lambda: w.scene.banner.opacity() > 0.9, timeout=3000)  # the banner shows
    running = w.banners.running
    w.start_game(SETUP)
    assert w.scene.banner.opacity() == 0.0
    # and does not come back with the rest of its time: its animation, which would bring it, is over
    assert running is not None and running.state() == running.State.Stopped


def test_the_turn_passing_between_two_people_at_one_screen_is_bannered(qtbot, window):
    """Ana and Ben share the screen: when the turn passes to Ben, the table says so (not at the
    first turn, which the welcome already named)."""
    w = window
    w.set_speed("normal")
    w.start_game(SETUP)
    settle(qtbot, w)
    assert w.scene.banner.opacity() == 0.0
    while w.model.state.current == 0:
        w.model.submit(w.model.legal_actions()[0])
        settle(qtbot, w)
    assert w.scene.banner.text == "Ben’s turn" and w.scene.banner.sub == "Your city is now shown large."
    qtbot.waitUntil(lambda: w.scene.banner.opacity() > 0.9, timeout=3000)
