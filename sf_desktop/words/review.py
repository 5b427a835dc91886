"""The review in words: labels, moves and key moments as sentences, from the review's facts.

Only ``QCoreApplication.translate`` is used (no widgets), so the command line says the same
sentences (in English) as the window (in the person's language).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ..model.actions import (
    Action,
    ChooseBonus,
    ChooseCard,
    ChooseRow,
    Draw,
    Place,
    PutInColumn,
    SpendContracts,
    Stop,
    TakeColumn,
)
from ..model.events import DistrictCompleted, Event, GameEnded, MedalTaken, SkyscraperBuilt
from ..model.review import DecisionReview, KeyMoment
from ..model.state import GameState
from .glossary import a_card as card_words
from .glossary import bonus_name, district_name
from .languages import QT_TRANSLATE_NOOP, decimal
from .people import Cast

translate = QCoreApplication.translate

LABEL_TEXT: dict[str, str] = {
    "best": QT_TRANSLATE_NOOP("Review", "Best"),
    "good": QT_TRANSLATE_NOOP("Review", "Good"),
    "inaccuracy": QT_TRANSLATE_NOOP("Review", "Inaccuracy"),
    "mistake": QT_TRANSLATE_NOOP("Review", "Mistake"),
    "blunder": QT_TRANSLATE_NOOP("Review", "Blunder"),
}


def label_text(label: str) -> str:
    return translate("Review", LABEL_TEXT[label])


def percent(x: float) -> str:
    return translate("Review", "{0}%").format(round(100 * x))


def move_phrase(action: Action, state: GameState) -> str:
    """The move as a phrase that can start a sentence: "Drawing", "Taking column 2"..."""
    match action:
        case Draw():
            return translate("Review", "Drawing a card")
        case PutInColumn(column):
            return translate("Review", "Putting the card in column {0}").format(column + 1)
        case TakeColumn(column):
            return translate("Review", "Taking column {0}").format(column + 1)
        case Place(card, row):
            return translate("Review", "Placing {0} in {1}").format(card_words(card), district_name(row))
        case Stop():
            return translate("Review", "Stopping")
        case SpendContracts(count):
            return translate("Review", "Discarding %n contracts", None, count)
        case ChooseBonus(kind):
            return translate("Review", "Choosing the {0}").format(bonus_name(kind))
        case ChooseRow(row):
            return translate("Review", "Putting the bonus in {0}").format(district_name(row))
        case ChooseCard(row, col):
            card = state.players[state.current].rows[row][col]
            return translate("Review", "Putting the token on {0}").format(card_words(card))
    return str(action)


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def decision_sentence(d: DecisionReview, state: GameState, cast: Cast) -> str:
    """ "Turn 5, Ada: taking column 2 — Mistake." (``state``: the one the decision was made in;
    the person of a solo game is labelled "You" in the language shown)."""
    return translate("Review", "Turn {0}, {1}: {2} — {3}").format(
        state.turn, cast.label(d.seat), _lower_first(move_phrase(d.played, state)), label_text(d.label)
    )


def decision_details(d: DecisionReview, state: GameState) -> str:
    """The numbers behind a label, in one line."""
    if d.played == d.best:
        return translate("Review", "The best move found: chance to win {0}.").format(
            percent(d.win_chance_best)
        )
    best = _lower_first(move_phrase(d.best, state))
    if d.label == "best":  # another move found as good: not a better one
        return translate("Review", "Chance to win {0}, as good as the best move found ({1}: {2}).").format(
            percent(d.win_chance_played), best, percent(d.win_chance_best)
        )
    # What the better move gains over the one played: its chance, and the points it gives now
    # (fewer now is still the better move: the search found it pays later).
    shown = round(100 * d.win_chance_best) - round(100 * d.win_chance_played)  # as the two read
    gain = percent(max(0, shown) / 100)
    head = translate("Review", "Chance to win {0}; {1} would give {2}, {3} more").format(
        percent(d.win_chance_played), best, percent(d.win_chance_best), gain
    )
    points = round(d.points_lost, 1)
    if points > 0:
        return head + translate("Review", ", and {0} more projected points now.").format(
            decimal(f"{points:.1f}")
        )
    if points < 0:
        return head + translate("Review", ", though {0} fewer projected points now: it pays later.").format(
            decimal(f"{-points:.1f}")
        )
    return head + "."


def _deeds(actions: Sequence[Action], events: Sequence[Event], seat: int, you: bool) -> str:
    """What the mover did in a turn: "took column 2 and completed Chinatown" (``you``: said to
    the mover, the second person where a language tells it apart)."""
    first = actions[0] if actions else None
    match first:
        case Draw():
            did = [
                _person(you, translate("Review", "drew a card"), translate("Review", "drew a card", "you"))
            ]
        case TakeColumn(column):
            did = [
                _person(
                    you, translate("Review", "took column {0}"), translate("Review", "took column {0}", "you")
                ).format(column + 1)
            ]
        case SpendContracts(count):
            did = [
                _person(
                    you,
                    translate("Review", "discarded %n contracts", None, count),
                    translate("Review", "discarded %n contracts", "you", count),
                )
            ]
        case _:
            did = [_person(you, translate("Review", "played"), translate("Review", "played", "you"))]
    for e in events:
        if isinstance(e, DistrictCompleted) and e.player == seat:
            did.append(
                _person(
                    you, translate("Review", "completed {0}"), translate("Review", "completed {0}", "you")
                ).format(district_name(e.district))
            )
    sky = sum(1 for e in events if isinstance(e, SkyscraperBuilt) and e.player == seat)
    if sky:
        did.append(
            _person(
                you,
                translate("Review", "raised %n skyscrapers", None, sky),
                translate("Review", "raised %n skyscrapers", "you", sky),
            )
        )
    if any(isinstance(e, MedalTaken) and e.player == seat for e in events):
        did.append(
            _person(you, translate("Review", "took the medal"), translate("Review", "took the medal", "you"))
        )
    if any(isinstance(e, GameEnded) for e in events):
        did.append(
            _person(you, translate("Review", "ended the game"), translate("Review", "ended the game", "you"))
        )
    if len(did) == 1:
        return did[0]
    return translate("Review", "{0} and {1}").format(", ".join(did[:-1]), did[-1])


def _person(you: bool, third: str, second: str) -> str:
    """The form for "you" (second person) or for anyone else (third person)."""
    return second if you else third


def _turn_and_chance(m: KeyMoment, cast: Cast) -> str:
    """ "Turn 14: Ada took column 2; your chance to win went from 40% to 62%.": the mover and
    the player whose chance moved, each named, or spoken to as "you"."""
    deeds = _deeds(m.actions, m.events, m.seat, cast.is_you(m.seat))
    before, after = percent(m.before), percent(m.after)
    if cast.is_you(m.seat) and cast.is_you(m.player):
        return translate("Review", "Turn {0}: you {1}; your chance to win went from {2} to {3}.").format(
            m.turn, deeds, before, after
        )
    if cast.is_you(m.seat):
        return translate("Review", "Turn {0}: you {1}; {2}’s chance to win went from {3} to {4}.").format(
            m.turn, deeds, cast.name(m.player), before, after
        )
    if cast.is_you(m.player):
        return translate("Review", "Turn {0}: {1} {2}; your chance to win went from {3} to {4}.").format(
            m.turn, cast.name(m.seat), deeds, before, after
        )
    return translate("Review", "Turn {0}: {1} {2}; {3}’s chance to win went from {4} to {5}.").format(
        m.turn, cast.name(m.seat), deeds, cast.name(m.player), before, after
    )


def moment_sentence(m: KeyMoment, cast: Cast, states: Sequence[GameState]) -> str:
    """ "Turn 14: Ada took column 2 and completed Chinatown; your chance to win went from 40% to
    62%. Drawing a card was worth 9% more." (``states``: every state of the game; the person
    of a solo game is spoken to as "you", as the log does)."""
    text = _turn_and_chance(m, cast)
    r = m.review
    if r is not None and r.played != r.best and r.win_chance_lost >= 0.005:
        text += " " + translate("Review", "{0} was worth {1} more.").format(
            move_phrase(r.best, states[r.index]), percent(r.win_chance_lost)
        )
    return text
