"""The new-game dialog, the rules summary and the score explanations (every kind of tie-break)."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QPushButton, QTableWidget, QTextBrowser
from shiboken6 import isValid

from sf_desktop.ai.base import RandomAgent
from sf_desktop.ai.match import play_match
from sf_desktop.model.record import Seat
from sf_desktop.model.scoring import Decider, score
from sf_desktop.views.dialogs.game_dialogs import NewGameDialog, RulesDialog, Setup, parse_seed, rules_html
from sf_desktop.views.dialogs.keys_help import KeysDialog
from sf_desktop.views.panels.score_breakdown import (
    ScoreDialog,
    explain_decider,
    explain_ranking,
    winner_sentence,
)


def test_new_game_dialog_gives_the_seats(qtbot):
    dialog = NewGameDialog(Setup((Seat("You", "human"), Seat("Ada", "easy"))))
    qtbot.addWidget(dialog)
    assert dialog.count.value() == 2
    assert not dialog.kinds[2].isVisibleTo(dialog)
    dialog.count.setValue(4)
    assert dialog.kinds[3].isVisibleTo(dialog)
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("hard"))
    dialog.kinds[2].setCurrentIndex(dialog.kinds[2].findData("human"))
    dialog.names[2].setText("Bea")
    dialog.names[3].setText("Cid")
    dialog.seed.setText("1234")
    dialog.first.setCurrentIndex(dialog.first.findData(2))
    setup = dialog.setup()
    assert [s.kind for s in setup.seats] == ["human", "hard", "human", "medium"]
    assert [s.name for s in setup.seats] == ["Player 1", "Ada", "Bea", "Cid"]  # two people
    assert setup.seed == 1234 and setup.first_player == 2
    with qtbot.waitSignal(dialog.accepted):
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()


def test_two_people_at_one_screen_are_not_both_you(qtbot):
    """A second person seated: the first seat, still "You", is named by its number, and so is
    a seat that was an AI's; a name typed stays, and a game of one person keeps "You"."""
    dialog = NewGameDialog(Setup((Seat("You", "human"), Seat("Ada", "easy"), Seat("Bo", "easy"))))
    qtbot.addWidget(dialog)
    assert dialog.names[0].text() == "You"
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("human"))
    assert [s.name for s in dialog.setup().seats] == ["Player 1", "Player 2", "Bo"]  # no AI's name
    assert dialog.first.itemText(1) == "Player 1"
    dialog.names[0].setText("Cleo")
    dialog.kinds[2].setCurrentIndex(dialog.kinds[2].findData("human"))
    assert [s.name for s in dialog.setup().seats] == ["Cleo", "Player 2", "Bo"]  # names typed stay
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("hard"))  # an AI again: a free AI name
    assert [s.name for s in dialog.setup().seats] == ["Cleo", "Ada", "Bo"]
    dialog.names[0].setText("Player 1")
    dialog.kinds[2].setCurrentIndex(dialog.kinds[2].findData("easy"))  # one person again: "You"
    assert [s.name for s in dialog.setup().seats] == ["You", "Ada", "Bo"]
    alone = NewGameDialog(Setup((Seat("You", "human"), Seat("Ada", "easy"))))
    qtbot.addWidget(alone)
    alone.kinds[1].setCurrentIndex(alone.kinds[1].findData("hard"))
    assert alone.setup().seats[0].name == "You"


@pytest.mark.parametrize(
    ("before", "added"),
    [
        (("You", "Ada"), ["Bruno", "Carmen"]),
        (("Ana", "Ben"), ["Ada", "Bruno"]),
        (("You", "Bruno"), ["Ada", "Carmen"]),
    ],
)
def test_seats_added_take_the_next_ai_names_not_already_at_the_table(qtbot, before, added):
    """You and Ada, two seats more: Bruno and Carmen, as the welcome names three AIs (the
    new seats were Carmen and Dario, by their number, and Bruno never came)."""
    dialog = NewGameDialog(Setup((Seat(before[0], "human"), Seat(before[1], "medium"))))
    qtbot.addWidget(dialog)
    dialog.count.setValue(4)
    assert [s.name for s in dialog.setup().seats] == [*before, *added]


def test_new_game_dialog_refuses_twin_names(qtbot):
    dialog = NewGameDialog(Setup((Seat("Ann", "human"), Seat("Ann", "easy"))))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.isVisible() and "different name" in dialog.error.text()


def test_seeds():
    assert parse_seed("") is None and parse_seed(" 42 ") == 42 and parse_seed("-3") == -3
    assert parse_seed("blue moon") == "blue moon"


def test_rules_summary_is_the_apps_own_words(qtbot):
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    text = rules_html()
    for needle in ("Finalize projects", "Skyscrapers", "Cable cars", "D draw"):
        assert needle in text


@pytest.fixture(scope="module")
def finished():
    seats = (Seat("Ana", "random"), Seat("Ben", "random"), Seat("Cy", "random"))
    result = play_match(seats, [RandomAgent()] * 3, 4)
    return result.final, ("Ana", "Ben", "Cy")


def test_every_decider_kind_is_explained(finished):
    state, names = finished
    b = score(state)
    r = b.districts[0]
    a, c = r.order[0], r.order[1]
    total = explain_decider(r, Decider("total"), (a, c), state, names)
    assert f"{names[a]} is ahead of {names[c]}" in total and "higher total value" in total
    card = explain_decider(r, Decider("card", 2, 1), (a, c), state, names)
    assert "2nd card of the Chinatown row" in card
    column = explain_decider(b.cable_cars, Decider("column", col=3), (a, c), state, names)
    assert "more in column 4" in column
    trigger = explain_decider(r, Decider("trigger"), (a, c), state, names)
    assert names[state.end_trigger] in trigger and "ended the game" in trigger
    assert explain_decider(r, Decider("none"), (a, c), state, names) == ""


def test_each_ranking_names_every_rank_and_the_ineligible(finished):
    state, names = finished
    b = score(state)
    for r in (*b.districts, b.cable_cars):
        text = explain_ranking(r, state, names)
        for seat in r.order:
            assert names[seat] in text
        assert text.count(" is ahead of ") == len(r.order) - 1 - sum(
            d.kind == "none" for d in r.deciders[:-1]
        )
        for seat in r.ineligible:
            assert f"{names[seat]} has no" in text


def test_winner_sentences(finished):
    state, names = finished
    b = score(state)
    assert winner_sentence(b, names).startswith(names[b.winners[0]])
    shared = attrs.evolve(b, winners=(0, 1), winner_decided_by="shared")
    assert winner_sentence(shared, names).startswith("Shared victory: Ana and Ben")


def test_score_dialog_shows_the_engines_numbers(qtbot, finished):
    state, names = finished
    b = score(state)
    dialog = ScoreDialog(b, state, names)
    qtbot.addWidget(dialog)
    for seat in range(3):
        assert dialog.value("total", seat) == b.players[seat].total
        assert dialog.value("cable_cars", seat) == b.players[seat].cable_cars
    with qtbot.waitSignal(dialog.rematch_requested):
        dialog.rematch_button.click()


def test_enter_reads_the_score_and_only_a_button_with_the_keyboard_acts(qtbot, finished):
    """Enter in the table or the reasons (where a screen-reader user goes over the result)
    neither plays again nor closes the screen; on Rematch it plays again."""
    state, names = finished
    dialog = ScoreDialog(score(state), state, names)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    asked: list[str] = []
    dialog.rematch_requested.connect(lambda: asked.append("rematch"))
    dialog.new_game_requested.connect(lambda: asked.append("new"))
    for reading in (dialog.table, dialog.details):
        reading.setFocus()
        qtbot.keyClick(reading, Qt.Key.Key_Return)
        qtbot.keyClick(reading, Qt.Key.Key_Enter)
    assert asked == [] and dialog.isVisible()
    assert not dialog.rematch_button.isDefault()
    dialog.rematch_button.setFocus()
    qtbot.keyClick(dialog.rematch_button, Qt.Key.Key_Return)
    assert asked == ["rematch"]


@pytest.mark.parametrize("make", [KeysDialog, RulesDialog])
def test_enter_in_a_short_reading_does_not_close_it_and_escape_does(qtbot, make):
    """The keys and the rules in brief are read with the arrows; Enter closed them."""
    dialog = make()  # the rules in brief delete themselves once closed: no qtbot.addWidget
    dialog.show()
    qtbot.waitExposed(dialog)
    reading = dialog.findChild(QTableWidget) or dialog.findChild(QTextBrowser)
    reading.setFocus()
    qtbot.keyClick(reading, Qt.Key.Key_Return)
    assert dialog.isVisible() and not any(b.isDefault() for b in dialog.findChildren(QPushButton))
    qtbot.keyClick(reading, Qt.Key.Key_Escape)
    assert not isValid(dialog) or not dialog.isVisible()
    if isValid(dialog):
        dialog.deleteLater()
