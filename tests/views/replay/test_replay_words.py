"""The replay and its review speak as the table does: the one person of a solo game is "you"
(second person) in every language, in the key moments, the judged decisions, the seats to
judge, the chart's legend and the log; nobody is "You’s"."""

from __future__ import annotations

import re

import attrs
import pytest

from sf_desktop.ai.base import make_agent
from sf_desktop.ai.match import play_match
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.replay import RecordReplay
from sf_desktop.model.review import Curve, DecisionReview, GameReview
from sf_desktop.model.rules import legal_actions
from sf_desktop.session.game_model import GameModel
from sf_desktop.views.replay.review_panel import ReviewPanel
from sf_desktop.words import languages
from sf_desktop.words.people import DEFAULT_NAME

pytestmark = pytest.mark.usefixtures("english", "private_home")

YOU = {"en": "You", "es": "Tú", "it": "Tu"}
# A third-person verb or form after "you", or the English "You" left in another language.
MIXES = {
    "en": r"\bYou(’s| is| has| was)\b|\bTurn \d+: You\b",
    "es": r"\bYou\b|\bTú (tomó|robó|jugó|descartó|completó|levantó|se llevó|terminó)\b|\bde Tú\b",
    "it": r"\bYou\b|\bTu ha\b|\bdi Tu\b",
}
# A turn of the person told in the replay's log, in Spanish: a second-person verb.
SECOND_ES = r"^Tú (\w+(aste|iste)|te llevaste|estás|le quitaste)\b"
# "your chance" / "Ada's chance", in each language.
YOUR_CHANCE = {"en": "your chance to win", "es": "tu probabilidad de ganar", "it": "la tua probabilità"}
ADAS_CHANCE = {"en": "Ada’s chance to win", "es": "de ganar de Ada", "it": "di vittoria di Ada"}
# The first words of a turn told to "you" (the verb in the second person).
YOU_DID = {"en": r"Turn \d+: you \w+", "es": r"Turno \d+: \w+(aste|iste)\b", "it": r"Turno \d+: hai \w+"}


@pytest.fixture(scope="module")
def solo() -> GameRecord:
    """You (a person, who played Greedy's moves) against Ada (Random)."""
    seats = (Seat(DEFAULT_NAME, "greedy"), Seat("Ada", "random"))
    record = play_match(seats, [make_agent("greedy"), make_agent("random")], 4).record
    return attrs.evolve(record, seats=(Seat(DEFAULT_NAME, "human"), Seat("Ada", "random")))


def review_of(record: GameRecord) -> GameReview:
    """A review with three big swings: your chance on your turn, your chance on Ada's turn, and
    Ada's chance alone on your turn; your decision in the first is judged a mistake."""
    replay = RecordReplay(record)
    states = replay.states
    starts = list(replay.turn_starts)
    mine = [i for i in starts if states[i].current == 0]
    hers = [i for i in starts if states[i].current == 1]
    swings = {  # the turn starting there: both chances before it, and after it
        mine[2]: ((0.58, 0.42), (0.36, 0.60)),  # your turn: your chance falls
        hers[5]: ((0.30, 0.70), (0.60, 0.40)),  # Ada's turn: your chance rises
        mine[9]: ((0.60, 0.35), (0.60, 0.95)),  # your turn: only Ada's chance moves
    }
    current, points = (0.5, 0.5), []
    for p, i in enumerate(starts):
        if i in swings:
            current = swings[i][0]
        elif p > 0 and starts[p - 1] in swings:
            current = swings[starts[p - 1]][1]
        points.append(current)
    indices = tuple(starts)
    played = record.actions[mine[2]]
    best = next(a for a in legal_actions(states[mine[2]]) if a != played)
    mistake = DecisionReview(mine[2], 0, played, best, 0.36, 0.5, -1.5, "mistake")
    return GameReview((0,), (mistake,), Curve(indices, tuple(points)))


@pytest.mark.parametrize("code", ["en", "es", "it"])
def test_the_key_moments_speak_to_you(qtbot, solo, code):
    languages.install_language(code)
    model = GameModel()
    try:
        panel = ReviewPanel(model, solo, RecordReplay(solo).states, None)
        qtbot.addWidget(panel)
        panel.set_review(review_of(solo))
        moments = [panel.moments.item(i).text() for i in range(panel.moments.count())]
        decisions = [panel.decisions.item(i).text() for i in range(panel.decisions.count())]
        boxes = [box.text() for box in panel.seat_boxes]
    finally:
        model.shutdown()
    assert len(moments) == 3, moments
    texts = moments + decisions
    assert not [t for t in texts if "You’s" in t or re.search(MIXES[code], t)], texts
    yours, hers, ada_moves = moments
    assert re.match(YOU_DID[code], yours) and YOUR_CHANCE[code] in yours, yours
    assert "Ada" in hers and YOUR_CHANCE[code] in hers, hers
    assert re.match(YOU_DID[code], ada_moves) and ADAS_CHANCE[code] in ada_moves, ada_moves
    assert YOU[code] in decisions[0]
    assert boxes == [YOU[code], "Ada"]


def test_the_replay_log_and_chart_speak_to_you(qtbot, open_app, solo):
    window = open_app(size=None)
    languages.install_language("es")  # after the window, which speaks the language of its settings
    replay = window.show_replay(solo)
    try:
        replay.to_end()
        mine = [s for e, s in zip(replay.log.entries, replay.log.sentences(), strict=True) if e.seat == 0]
        assert mine and all(re.match(SECOND_ES, s) for s in mine), mine[:3]
        replay._on_review(review_of(solo))
        assert replay.chart.series.names == ("Tú", "Ada")
    finally:
        replay.close()
