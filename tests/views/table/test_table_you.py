"""The person of a solo game named by default is "You" in the language shown, everywhere the
table names the players: the boards, the standings' column headers and the tray's caption."""

from __future__ import annotations

import pytest
from table_driver import settle

from sf_desktop.model.actions import DRAW, PUT, TAKE
from sf_desktop.model.record import Seat
from sf_desktop.views.dialogs.game_dialogs import Setup
from sf_desktop.words import languages
from sf_desktop.words.people import DEFAULT_NAME

SOLO = Setup((Seat(DEFAULT_NAME, "human"), Seat("Ada", "random")), seed=5, first_player=0)
YOU = {"es": "Tú", "it": "Tu", "en": "You"}

pytestmark = pytest.mark.usefixtures("english")


@pytest.mark.parametrize("code", ["es", "it", "en"])
def test_the_standings_header_says_you_in_the_language_shown(qtbot, window, code):
    languages.install_language(code)
    w = window
    w.start_game(SOLO)
    settle(qtbot, w)
    assert w.scene.standings.isVisible(), "a two-player table shows the standings"
    assert w.scene.standings.names == (YOU[code], "Ada")
    assert w.scene.boards[0].info.name == YOU[code]


def test_the_language_changed_during_a_game_renames_the_standings_column(qtbot, window):
    w = window
    w.start_game(SOLO)
    settle(qtbot, w)
    assert w.scene.standings.names[0] == "You"
    languages.install_language("es")
    qtbot.waitUntil(lambda: w.scene.standings.names[0] == "Tú", timeout=3000)


def test_the_tray_caption_names_you_in_the_language_shown(qtbot, window):
    languages.install_language("it")
    w = window
    w.start_game(SOLO)
    settle(qtbot, w)
    m = w.model
    for action in (DRAW, PUT[0]):  # your card goes to column 1; Ada plays; then you take it
        assert m.submit(action)
        settle(qtbot, w)
    column = next(c for c in range(len(m.state.columns)) if TAKE[c] in m.legal_actions())
    assert m.submit(TAKE[column])
    settle(qtbot, w)
    assert m.state.tray, "the taken cards wait in the tray"
    caption = w.scene.tray_panel.caption
    assert caption.endswith("· Tu"), caption
