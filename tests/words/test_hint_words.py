"""A suggestion that gives up projected points reads as advice: what the move costs and why it
is chosen all the same, never a bare negative figure "for you", in every language."""

from __future__ import annotations

import re

import pytest

from sf_desktop.model import reasons
from sf_desktop.model.cards import CARD_BY_ID, BonusKind
from sf_desktop.words import languages
from sf_desktop.words.hints import why

NEGATIVE = re.compile(r"(^|[\s(])[-−]\s?\d")  # a minus before a figure (not "value-4")

EFFECTS = reasons.Effects(cable_cars=2)
CARD = CARD_BY_ID["B13"].index
LOSING = [
    reasons.PutInColumn(CARD, 1, -2.0),
    reasons.TakeColumn(1, 2, ((0, 1), (2, 1)), 0, EFFECTS, -0.5),
    reasons.TakeColumn(0, 1, ((0, 1),), 0, reasons.Effects(), -1.5),
    reasons.Place(CARD, 0, False, EFFECTS, -0.4),
    reasons.Place(CARD, 0, False, reasons.Effects(), -0.7),
    reasons.StopPlacing(-1.2, 2),
    reasons.ChooseBonus(BonusKind.PLUS2, reasons.Effects(), -0.3, (BonusKind.TRACKS, -0.9)),
    reasons.BonusRow(BonusKind.VALUE4, 2, reasons.Effects(), -0.6),
    reasons.DrawRather(2, -1.1, "poor"),
    reasons.DrawRather(1, -0.8, "gift"),
    reasons.DrawRather(0, -0.2, "grows"),
]
# The words of "it costs you" in each language, and of "projected points".
COSTS = {
    "en": ("cost", "projected points"),
    "es": ("cuest|cost", "puntos previstos"),
    "it": ("cost", "punti previsti"),
}


@pytest.fixture(params=["en", "es", "it"])
def code(request, qapp):
    languages.install_language(request.param)
    yield request.param
    languages.install_language("en")


@pytest.mark.parametrize("reason", LOSING, ids=lambda r: type(r).__name__)
def test_a_loss_is_worded_as_advice(code, reason):
    text = why(reason)
    assert not NEGATIVE.search(text), text
    verb, unit = COSTS[code]
    assert re.search(verb, text.lower()) and unit in text, text


def test_a_gain_keeps_its_figure(qapp):
    languages.install_language("en")
    text = why(reasons.PutInColumn(CARD, 1, 1.5))
    assert "+1.5 projected points for you" in text
    assert "costs" not in why(reasons.Place(CARD, 0, False, EFFECTS, 0.02))
