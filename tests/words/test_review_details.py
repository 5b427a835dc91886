"""The numbers behind a review's label say what they mean: a move as good as the best found is
not told as if another move "would give" more, and no "+0.0 projected points" is shown."""

from __future__ import annotations

import pytest

from sf_desktop.model.actions import PUT
from sf_desktop.model.review import DecisionReview
from sf_desktop.model.rules import new_game
from sf_desktop.words import languages
from sf_desktop.words.review import decision_details


@pytest.fixture
def state(qapp, english):
    languages.install_language("en")
    return new_game(2, seed=1)


def test_a_move_as_good_as_the_best_says_so(state):
    tie = DecisionReview(3, 0, PUT[0], PUT[2], 0.51, 0.512, 0.0, "best")
    text = decision_details(tie, state)
    assert text == "Chance to win 51%, as good as the best move found (putting the card in column 3: 51%)."


def test_no_zero_points_are_shown(state):
    good = DecisionReview(3, 0, PUT[0], PUT[2], 0.50, 0.51, 0.04, "good")
    assert decision_details(good, state) == (
        "Chance to win 50%; putting the card in column 3 would give 51%, 1% more."
    )
    worse = DecisionReview(3, 0, PUT[0], PUT[2], 0.40, 0.50, 1.5, "mistake")
    assert decision_details(worse, state) == (
        "Chance to win 40%; putting the card in column 3 would give 50%, 10% more, "
        "and 1.5 more projected points now."
    )
    best = DecisionReview(3, 0, PUT[0], PUT[0], 0.5, 0.5, 0.0, "best")
    assert decision_details(best, state) == "The best move found: chance to win 50%."


def test_a_better_move_that_gives_fewer_points_now_reads_as_a_gain(state):
    """It read "would give 51% (-0.4 projected points)", as if the better move lost."""
    later = DecisionReview(3, 0, PUT[0], PUT[2], 0.45, 0.51, -0.4, "inaccuracy")
    text = decision_details(later, state)
    assert text == (
        "Chance to win 45%; putting the card in column 3 would give 51%, 6% more, "
        "though 0.4 fewer projected points now: it pays later."
    )
    assert "-" not in text
    rounded = DecisionReview(3, 0, PUT[0], PUT[2], 0.304, 0.406, 0.0, "mistake")
    assert "30%; putting the card in column 3 would give 41%, 11% more" in decision_details(rounded, state)


@pytest.mark.parametrize("code", ["es", "it"])
def test_every_language_has_the_words(state, code):
    languages.install_language(code)
    tie = DecisionReview(3, 0, PUT[0], PUT[2], 0.51, 0.512, 0.0, "best")
    good = DecisionReview(3, 0, PUT[0], PUT[2], 0.50, 0.51, 0.04, "good")
    for d in (tie, good):
        text = decision_details(d, state)
        assert "Chance" not in text and "51" in text and "+0" not in text, text
