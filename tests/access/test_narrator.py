"""What the table says aloud without being asked, in the app's process (offscreen: the
announcer keeps what it said whether or not a screen reader listens)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication
from table_driver import settle

from sf_desktop.model.actions import Place, TakeColumn
from sf_desktop.model.record import Seat
from sf_desktop.model.rules import apply
from sf_desktop.views.dialogs.game_dialogs import Setup
from sf_desktop.views.panels.score_breakdown import winner_sentence
from sf_desktop.words import access as words
from sf_desktop.words import languages


@pytest.fixture
def window(english, window):
    languages.install_language("en")
    return window


def said(w) -> list[str]:
    return list(w.narrator.announcer.said)


def against_ada(qtbot, w) -> None:
    w.start_game(Setup((Seat("You", "human"), Seat("Ada", "easy")), seed=11, first_player=0))
    settle(qtbot, w)


def play_one(qtbot, w, rng: random.Random) -> None:
    w.model.submit(rng.choice(w.model.legal_actions()))
    qtbot.waitUntil(
        lambda: w.model.state.is_over or (w.model.human_to_move and not w.animator.busy), timeout=20000
    )
    QApplication.processEvents()


def test_your_turn_then_adas_move_as_the_log_words_it_then_yours_again(qtbot, window):
    w = window
    against_ada(qtbot, w)
    assert said(w) == ["Your turn. D draws."]
    rng = random.Random(1)
    while not any(e.seat == 1 for e in w.log.entries):  # your turn, then Ada's
        play_one(qtbot, w, rng)
    words = said(w)
    ada = words.index("Ada’s turn")
    entries = [e.sentence(w.log.cast) for e in w.log.entries if e.seat == 1]
    assert words[ada + 1] == entries[-1]  # her whole turn, once, as the log has it
    assert words[ada + 2].startswith("Your turn")
    assert sum(w.startswith("Ada ") for w in words) == 1


def test_the_drawn_card_and_the_cards_to_place_are_said_with_what_to_do(qtbot, window):
    w = window
    against_ada(qtbot, w)
    w.view.setFocus()
    w.model.submit(w.model.legal_actions()[0])  # the draw
    settle(qtbot, w)
    drawn = w.model.state.drawn
    assert said(w)[-1].startswith("Drawn card: ") and said(w)[-1].endswith("in a column. Keys 1 to 3.")
    assert w.scene.state.drawn == drawn


def test_a_hot_seat_game_says_whose_turn_but_not_the_moves_everyone_saw(qtbot, window):
    w = window
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=9, first_player=0))
    settle(qtbot, w)
    rng = random.Random(2)
    while w.model.state.current == 0:
        play_one(qtbot, w, rng)
    words = said(w)
    assert words[0] == "Ana, your turn. D draws."
    assert words[-1].startswith("Ben, your turn.")
    assert not any(w.startswith(("Ana drew", "Ana took")) for w in words)


def test_the_end_and_its_result_are_said_and_r_reads_the_standings(qtbot, window):
    w = window
    against_ada(qtbot, w)
    text = w.narrator.read_standings()
    assert text.startswith("If the game ended now: ") and said(w)[-1] == text
    rng = random.Random(5)
    while not w.model.state.is_over:
        play_one(qtbot, w, rng)
    settle_end = w.animator
    qtbot.waitUntil(lambda: not settle_end.busy, timeout=10000)
    QApplication.processEvents()
    words = said(w)
    result = winner_sentence(w.model.score(), w.model.names, 0)
    last = words[-1]
    assert last.startswith(result) and "Final score: " in last
    assert any(w.endswith("the game ends.") for w in words[-3:])
    assert w.narrator.read_standings().startswith("Final score: ")


def test_the_guides_tips_are_said_as_they_appear(qtbot, window):
    w = window
    against_ada(qtbot, w)
    w.aids.act_guide.trigger()
    panel = w.aids.guide_panel
    qtbot.waitUntil(panel.isVisible)
    qtbot.waitUntil(lambda: said(w)[-1].startswith("Guide: "))
    assert said(w)[-1] == f"Guide: {panel.title.text()}. {panel.text.text()}"


def test_words_said_in_the_language_shown(qtbot, window):
    w = window
    w.aids.set_language("es", save=False)
    QApplication.processEvents()
    against_ada(qtbot, w)
    assert said(w)[-1] == "Tu turno. D roba."
    assert w.narrator.act_standings.text().replace("&", "") == "Leer la clasificación"
    assert w.narrator.read_standings().startswith("Si la partida acabara ahora: ")


def test_your_own_move_is_said_as_the_log_words_it_and_each_card_placed_is_confirmed(qtbot, window):
    """What your move caused is said as Ada's is: the whole turn as the log words it once it
    is over, and each card you place with the row it went to and that row's total."""
    w = window
    against_ada(qtbot, w)
    rng = random.Random(3)
    placed = []
    while len([e for e in w.log.entries if e.seat == 0]) < 4:  # four turns of yours
        legal = w.model.legal_actions()
        takes = [a for a in legal if isinstance(a, (TakeColumn, Place))]  # cards to place, often
        state, action = w.model.state, rng.choice(takes or legal)
        if isinstance(action, Place):
            city = apply(state, action)[0].players[0]
            card = words.a_card_heard(action.card)
            placed.append(words.placed_words(card, action.row, city.row_total(action.row)))
        w.model.submit(action)
        qtbot.waitUntil(
            lambda: w.model.state.is_over or (w.model.human_to_move and not w.animator.busy), timeout=20000
        )
        QApplication.processEvents()
    said_now = said(w)
    yours = [e.sentence(w.log.cast) for e in w.log.entries if e.seat == 0][:3]  # the turns over
    assert all(said_now.count(sentence) == 1 for sentence in yours), (yours, said_now)
    assert placed and all(text in said_now for text in placed), (placed, said_now)


def test_a_suggested_move_is_said(qtbot, window):
    """Suggest a move (H) is said to a screen reader as the status bar shows it, and so is why
    there is none when it is not your turn."""
    w = window
    w.aids.hints.budget_ms = 60.0
    against_ada(qtbot, w)
    with qtbot.waitSignal(w.aids.hints.shown, timeout=10000):
        w.aids.act_hint.trigger()
    assert said(w)[-1].startswith("Suggestion: ") and said(w)[-1] == w.statusBar().currentMessage()
    w.aids.hints.shutdown()


def test_the_keys_are_said_once_per_game_and_no_mouse_words(qtbot, window):
    """Each kind of decision says its keys the first time in a game only; nothing said tells
    of the mouse (it was 29 % of what was said); later turns say what changes."""
    w = window
    against_ada(qtbot, w)
    rng = random.Random(4)
    while len([e for e in w.log.entries if e.seat == 0]) < 6:
        play_one(qtbot, w, rng)
    words = said(w)
    turns = [t for t in words if t.startswith("Your turn")]
    assert len(turns) >= 5 and turns[0].startswith("Your turn. D draws")
    assert not any("D draws" in t for t in turns[1:])
    assert not any("click" in t or "Drag" in t for t in words)
    assert sum("Keys 1 to 3" in t for t in words) <= 1


def test_every_announcement_reads_as_sentences(qtbot, window):
    """A decision said without its keys (after the first time) still ends its first sentence
    before the next: "Place your card (1 left). Taken: ..." (it ran "(1 left) Taken:")."""
    w = window
    against_ada(qtbot, w)
    rng = random.Random(4)
    while len([e for e in w.log.entries if e.seat == 0]) < 12 and not w.model.state.is_over:
        play_one(qtbot, w, rng)
    placing = [t for t in said(w) if t.startswith("Place your card")]
    assert len(placing) >= 2, "placed cards more than once"
    assert all(". Taken: " in t for t in placing if "Taken: " in t)
    assert not [t for t in said(w) if ") Taken:" in t or ") Drawn" in t]
