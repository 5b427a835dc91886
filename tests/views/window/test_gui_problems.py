"""What went wrong with an AI stays in the game log: the status bar alone was wiped by the next
menu's status tip (on X11, a menu clears the bar as it closes)."""

from __future__ import annotations

from table_driver import settle

from sf_desktop.model.record import Seat
from sf_desktop.views.dialogs.game_dialogs import Setup


def test_an_ai_level_that_is_missing_is_said_in_the_status_bar_and_kept_in_the_log(qtbot, window):
    w = window
    w.start_game(Setup((Seat("Ana", "human"), Seat("Bot", "no.such.module:Agent")), seed=1, first_player=0))
    settle(qtbot, w)
    problem = w.statusBar().currentMessage()
    assert "no.such.module:Agent" in problem and "random" in problem
    assert problem in w.log.sentences()
    assert problem in w.narrator.announcer.said  # and a screen reader hears it
    w.statusBar().clearMessage()  # what a menu's status tip does as the menu closes
    assert problem in w.log.sentences()
