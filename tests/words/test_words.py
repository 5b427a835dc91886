"""The app's words: one glossary in every language (the rules reference agrees with it), the
person of a solo game spoken to as "you", and tooltips in player words."""

from __future__ import annotations

import ast
import html
import re
from pathlib import Path

import attrs
import pytest
from PySide6.QtCore import QPointF

import sf_desktop.ai
from sf_desktop.ai.base import RandomAgent, decision_rng
from sf_desktop.model.affordances import affordances
from sf_desktop.model.cards import CARDS, LAYOUT, ROWS, BonusKind, Color
from sf_desktop.model.history import Step
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.rules import apply, legal_actions, new_game
from sf_desktop.model.save_format import LoadedGame
from sf_desktop.model.scoring import Decider, score
from sf_desktop.model.state import Phase, public_view
from sf_desktop.views.dialogs.resume import game_summary
from sf_desktop.views.dialogs.rules_reference import rules_document
from sf_desktop.views.panels.score_breakdown import (
    ScoreDialog,
    categories,
    explain,
    explain_decider,
    explain_ranking,
    winner_sentence,
)
from sf_desktop.views.table.scoring_board import ScoringBoardItem
from sf_desktop.words import languages
from sf_desktop.words.glossary import a_card, bonus_name, describe_card, district_name, token_tip
from sf_desktop.words.log import GameLog
from sf_desktop.words.people import Cast
from sf_desktop.words.prompts import prompt

LANGUAGES = ("en", "es", "it")


@pytest.fixture
def language(qapp):
    """Install a language for the test; English again afterwards."""
    yield languages.install_language
    languages.install_language("en")


def glossary(code: str) -> tuple[list[str], list[str]]:
    languages.install_language(code)
    return [district_name(r) for r in range(ROWS)], [bonus_name(k) for k in BonusKind]


def plain(text: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


# ---------------------------------------------------------------------------- one glossary


def test_the_rules_reference_names_things_as_the_glossary_does(language):
    names = {code: glossary(code) for code in LANGUAGES}
    for code in LANGUAGES:
        districts, bonuses = names[code]
        _, document = rules_document(code)
        text = plain(document)
        for name in districts:
            assert re.search(rf"\b{re.escape(name)}\b", text), (code, name)
        for name in bonuses:
            assert name.casefold() in text.casefold(), (code, name)
        foreign = {n for other in LANGUAGES for n in names[other][0]} - set(districts)
        for name in foreign:
            assert not re.search(rf"\b{re.escape(name)}\b", text), f"{code} rules name a district {name!r}"


def test_the_glossary_is_translated_and_the_board_uses_it(language):
    english = glossary("en")
    for code in ("es", "it"):
        districts, bonuses = glossary(code)
        assert districts != english[0] and all(a != b for a, b in zip(bonuses, english[1], strict=True))
        # The score breakdown names districts from the same glossary.
        labels = dict(categories())
        assert [labels[f"district{d.row}"] for d in LAYOUT.districts] == districts


# ---------------------------------------------------------------------------- "you"


def solo_steps(seed: int = 7):
    """A seeded game of three seats (the person in seat 0), as the model would report it."""
    state = new_game(3, seed, first_player=0)
    agent = RandomAgent()
    steps, n = [], 0
    while not state.is_over:
        action = agent.choose(public_view(state), decision_rng(seed, state.current, n))
        after, events = apply(state, action)
        n += 1
        steps.append(Step(n, state.current, action, tuple(events), state, after))
        state = after
    return steps


# Third-person forms next to the second-person subject ("You is", "Tú tomó"), the English
# "You" left in another language, or a person named after "you" by a third-person verb.
MIXES = {
    "en": r"\bYou (is|has|was|wins|gets|comes|takes|draws|places)\b|\bYou’s\b|\bYour’s\b",
    "es": r"\bYou\b|\bTú (tomó|robó|colocó|descartó|puso|usó|finalizó|ganó|le quitó|se llevó|está|gana|queda|"
    r"tiene|va|recibe|no puede)\b|\bTú, es tu turno\b|\bde Tú\b|\ba Tú\b|\bdesde Tú\b",
    "it": r"\bYou\b|\bTu (ha|è|vince|viene|riceve|sta|non può|non ha)\b|\bdi Tu\b|\ba Tu\b|\bda Tu\b",
}
# What a sentence about "you" looks like in each language.
SECOND = {
    "en": r"^You \w+",
    "es": r"^Tú (\w+(aste|iste)|te llevaste|estás|le quitaste)\b",
    "it": r"^Tu (hai|ne hai|stai)\b",
}


def rendered_texts(steps) -> list[str]:
    """Everything said about a solo game: the log, the prompts, the resume prompt, the score."""
    names = ("You", "Ada", "Ben")
    cast = Cast.of(names, (True, False, False))
    assert cast.you == 0
    log = GameLog(names, cast.you)
    for step in steps:
        log.add(step)
    texts = log.sentences() + log.rich_sentences(("#aa0000", "#00aa00", "#0000aa"))
    record = GameRecord((Seat("You", "human"), Seat("Ada", "random"), Seat("Ben", "random")), (), 0)
    for step in steps[:80]:
        state = step.before
        active = state.current == 0
        texts += prompt(
            state, cast, affordances(legal_actions(state), active), -1 if active else state.current
        )
        texts += game_summary(LoadedGame(record, state))
    final = steps[-1].after
    b = score(final)
    texts.append(explain(b, final, names, you=0))
    for trigger in (0, 1):
        ended = attrs.evolve(final, end_trigger=trigger)
        r = b.districts[0]
        for pair in ((0, 1), (1, 0), (1, 2)):
            for d in (Decider("total"), Decider("card", 1, 0), Decider("column", col=2), Decider("trigger")):
                texts.append(explain_decider(r, d, pair, ended, names, you=0))
    for ranking in (b.districts[1], b.cable_cars):
        texts.append(explain_ranking(attrs.evolve(ranking, ineligible=(0, 1)), final, names, you=0))
    for winners, by in (((0,), "points"), ((0,), "cable_cars"), ((1,), "points"), ((0, 1), "shared")):
        texts.append(winner_sentence(attrs.evolve(b, winners=winners, winner_decided_by=by), names, you=0))
    return [plain(t) for t in texts if t]


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_solo_game_speaks_to_the_person_as_you(language, code):
    steps = solo_steps()
    language(code)
    texts = rendered_texts(steps)
    mixes = [t for t in texts if re.search(MIXES[code], t)]
    assert not mixes, mixes[:5]
    # The person's turns are told in the second person; the others keep their names.
    log = GameLog(("You", "Ada", "Ben"), 0)
    for step in steps:
        log.add(step)
    mine = [s for e, s in zip(log.entries, log.sentences(), strict=True) if e.seat == 0]
    theirs = [s for e, s in zip(log.entries, log.sentences(), strict=True) if e.seat == 1]
    assert mine and all(re.match(SECOND[code], s) for s in mine), [
        s for s in mine if not re.match(SECOND[code], s)
    ]
    assert theirs and all(s.startswith("Ada ") for s in theirs)
    you_state = next(s.before for s in steps if s.before.current == 0 and s.before.phase == Phase.TURN)
    title, _ = prompt(you_state, Cast(("You", "Ada", "Ben"), 0), affordances(legal_actions(you_state)), -1)
    assert title == {"en": "Your turn", "es": "Tu turno", "it": "Tocca a te"}[code]


def test_hot_seat_games_name_everyone(language):
    cast = Cast.of(("Ana", "Ben", "Cy"), (True, True, False))
    assert cast.you == -1 and cast.name(0) == "Ana"
    assert Cast.of(("Ana", "Ben"), (False, False)).you == -1
    log = GameLog(cast.names, cast.you)
    for step in solo_steps()[:30]:
        log.add(step)
    assert all(s.split(" ")[0] in ("Ana", "Ben", "Cy") for s in log.sentences() if not s.startswith("<"))


# ---------------------------------------------------------------------------- tooltips


def test_a_card_tooltip_says_what_the_card_is_without_its_id(language):
    for code in LANGUAGES:
        language(code)
        for card in CARDS:
            tip = describe_card(card.index)
            assert card.id not in tip and "[" not in tip, tip
            if card.color is not None and card.bonus_kind is None and card.color < 5:
                assert district_name(card.color) in tip and str(card.value) in tip


def test_each_bonus_supply_token_says_what_it_does(qapp, language):
    board = ScoringBoardItem()
    board.set_values(10, 0b11111, (1, 2, 3, 0, 1, 2), 3)
    tips = {}
    for kind in BonusKind:
        centre = board.supply_slot(kind).center()
        tips[kind] = board.tip_at(centre)
        assert tips[kind].startswith(token_tip(kind))
        assert str(board.supply[kind]) in tips[kind]
    assert len(set(tips.values())) == len(BonusKind)
    assert board.tip_at(QPointF(-50, -50)) == board.board_tip()
    language("es")
    assert board.tip_at(board.supply_slot(BonusKind.PLUS2).center()).startswith("Ficha +2")


def test_cards_are_named_with_the_right_article(language):
    orange = next(c for c in CARDS if c.color == Color.ORANGE and c.bonus_kind is None)
    blue = next(c for c in CARDS if c.color == Color.BLUE and c.bonus_kind is None)
    assert a_card(orange.index).startswith(f"an orange {orange.value}")
    assert a_card(blue.index).startswith(f"a blue {blue.value}")
    language("es")
    assert a_card(orange.index).startswith(f"una carta naranja de {orange.value}")


def test_a_person_named_by_default_is_labelled_in_the_language_shown(language):
    language("es")
    assert Cast(("You", "Ada"), 0).label(0) == "Tú" and Cast(("Zoë", "Ada"), 0).label(0) == "Zoë"
    assert Cast(("You", "Ada"), -1).label(0) == "You", "a hot-seat name stays as typed"
    record = GameRecord((Seat("Zoë", "human"), Seat("Ada", "easy")), (), 0)
    assert "Zoë (Persona)" in game_summary(LoadedGame(record, new_game(2, 1, first_player=0)))[0]


def test_the_score_dialog_labels_the_person_in_the_language_shown(qtbot, language):
    final = solo_steps()[-1].after
    language("es")
    dialog = ScoreDialog(score(final), final, ("You", "Ada", "Ben"), you=0)
    qtbot.addWidget(dialog)
    headers = [dialog.table.horizontalHeaderItem(i).text() for i in range(3)]
    assert headers == ["Tú", "Ada", "Ben"]
    assert "You" not in dialog.winner_label.text() and "You" not in dialog.details.toPlainText()


def test_the_ai_gives_facts_not_words():
    """No module of the AI translates, imports the views or the app's languages."""
    folder = Path(sf_desktop.ai.__file__).parent
    checked = 0
    for path in sorted(folder.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                module = node.module or ""
                assert not module.startswith(("views", "i18n")) and "PySide6" not in module, (
                    path.name,
                    module,
                )
                assert not (node.level and module.split(".")[0] in ("views", "i18n")), (path.name, module)
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                assert name not in ("translate", "set_translator", "tr"), (path.name, node.lineno)
            if isinstance(node, ast.FunctionDef):
                assert node.name not in ("translate", "set_translator"), (path.name, node.name)
        checked += 1
    assert checked > 5


def test_a_seat_no_friend_has_taken_yet_is_named_in_the_language_shown(language):
    """The game server names a seat nobody has taken "Seat 2"; a Spanish table said "Seat 2"
    in English above the standings until the friend came."""
    from sf_desktop.online.server.room import PERSON, Setup
    from sf_desktop.words.people import Cast

    setup = Setup.new("ABCD-EFGH", (PERSON, PERSON, "hard"), None, 0)
    names = ("Carla", *setup.names[1:])
    cast = Cast.of(names, (True, False, False))
    language("es")
    assert [cast.label(1), cast.name(1), cast.object(1)] == ["Asiento 2"] * 3
    assert cast.label(2) == names[2] and cast.label(0) == "Carla"
    language("it")
    assert cast.label(1) == "Posto 2"
