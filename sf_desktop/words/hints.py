"""A hint's reason (:mod:`sf_desktop.model.reasons`) in one plain sentence, spoken to the person
to move. A move that gives up projected points is still advice: the sentence says what it costs
and why it is chosen all the same, never a bare negative figure "for you"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..model import reasons
from ..model.reasons import Effects, Reason
from .glossary import district_name, the_bonus, the_card

translate = QCoreApplication.translate


def points(gain: float) -> str:
    return translate("Hint", "{gain:+.1f} projected points").format(gain=gain)


def loses(gain: float) -> bool:
    """Whether ``gain`` shows as a loss (below zero at one decimal)."""
    return round(gain, 1) < 0


def cost(gain: float) -> str:
    """What a loss of ``gain`` (below zero) costs, as a plain amount: "2.0 projected points"."""
    return translate("Hint", "{cost:.1f} projected points").format(cost=-gain)


def effect_phrases(e: Effects) -> list[str]:
    """What a line of play did for the player, as short phrases, most important first."""
    out: list[str] = []
    if e.skyscrapers == 1:
        out.append(translate("Hint", "raises a skyscraper"))
    elif e.skyscrapers:
        out.append(translate("Hint", "raises {n} skyscrapers").format(n=e.skyscrapers))
    if e.medal:
        out.append(translate("Hint", "takes the medal"))
    for d in e.completed:
        out.append(translate("Hint", "completes {district}").format(district=district_name(d)))
    for d in e.bonuses:
        out.append(translate("Hint", "earns the {district} bonus").format(district=district_name(d)))
    if e.cable_cars == 1:
        out.append(translate("Hint", "adds a cable car"))
    elif e.cable_cars:
        out.append(translate("Hint", "adds {n} cable cars").format(n=e.cable_cars))
    if e.squares:
        out.append(translate("Hint", "makes a square worth 4"))
    if e.ends_game:
        out.append(translate("Hint", "ends the game"))
    return out


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _contracts(n: int) -> str:
    return translate("Hint", "1 contract") if n == 1 else translate("Hint", "{n} contracts").format(n=n)


def _join(phrases: list[str]) -> str:
    if len(phrases) <= 1:
        return "".join(phrases)
    return translate("Hint", "{first} and {last}").format(first=", ".join(phrases[:-1]), last=phrases[-1])


def _sentence(head: str, what: list[str], gain: float) -> str:
    if loses(gain):  # the best of choices that all cost something
        if what:
            return translate(
                "Hint", "{head}: {effects}. It costs {cost} now, and is still the best choice."
            ).format(head=head, effects=_join(what), cost=cost(gain))
        return translate("Hint", "{head}: it costs {cost} now, and is still the best choice.").format(
            head=head, cost=cost(gain)
        )
    if what:
        return translate("Hint", "{head}: {effects} ({points}).").format(
            head=head, effects=_join(what), points=points(gain)
        )
    return translate("Hint", "{head} ({points}).").format(head=head, points=points(gain))


def why(reason: Reason) -> str:
    """The reason in one sentence (or two), in the person's language."""
    match reason:
        case reasons.DrawBlocked():
            return _draw_blocked(reason)
        case reasons.DrawRather():
            return _draw_rather(reason)
        case reasons.TakeColumn():
            return _take(reason)
        case reasons.Spend():
            return _spend(reason)
        case reasons.PutInColumn():
            return _put(reason)
        case reasons.Place():
            return _place(reason)
        case reasons.StopPlacing():
            return _stop(reason)
        case reasons.ChooseBonus():
            return _bonus(reason)
        case reasons.BonusRow():
            head = translate("Hint", "Put {bonus} in your {district} row").format(
                bonus=the_bonus(reason.kind), district=district_name(reason.row)
            )
            return _sentence(head, effect_phrases(reason.effects), reason.gain)
        case reasons.BonusCard():
            head = translate("Hint", "Put {bonus} on {card} in your {district} row").format(
                bonus=the_bonus(reason.kind), card=the_card(reason.card), district=district_name(reason.row)
            )
            return _sentence(head, effect_phrases(reason.effects), reason.gain)
    raise TypeError(f"no words for {reason!r}")


def _draw_blocked(r: reasons.DrawBlocked) -> str:
    if r.all_empty:
        return translate("Hint", "Draw a card: every column is empty, so there is nothing to take yet.")
    if r.contracts == 1:
        return translate(
            "Hint", "Draw a card: holding 1 contract, you may only take a column of 2 or more cards."
        )
    return translate(
        "Hint", "Draw a card: holding {n} contracts, you may only take a column of {m} or more cards."
    ).format(n=r.contracts, m=r.contracts + 1)


def _draw_rather(r: reasons.DrawRather) -> str:
    if loses(r.points):
        if r.why == "gift":
            text = translate(
                "Hint",
                "Draw a card: taking column {column} would cost you {cost} and leave the next player a "
                "better column.",
            )
        else:
            text = translate(
                "Hint",
                "Draw a card: taking a column would cost you {cost} or more (column {column} the least).",
            )
        return text.format(column=r.column + 1, cost=cost(r.points))
    if r.why == "grows":
        text = translate(
            "Hint",
            "Draw a card: column {column} looks good now ({points}), but the search expects more "
            "from waiting for it to grow.",
        )
    elif r.why == "gift":
        text = translate(
            "Hint",
            "Draw a card: column {column} would bring {points}, but it would leave the next player "
            "a better column.",
        )
    else:
        text = translate(
            "Hint", "Draw a card: no column is worth a contract now (the best, column {column}: {points})."
        )
    return text.format(column=r.column + 1, points=points(r.points))


def _take(r: reasons.TakeColumn) -> str:
    parts = [
        translate("Hint", "{n} for {district}").format(n=k, district=district_name(row)) for row, k in r.rows
    ]
    if r.discarded:
        parts.append(translate("Hint", "{n} to the box").format(n=r.discarded))
    if r.cards == 1:
        head = translate("Hint", "Take column {column}: 1 card").format(column=r.column + 1)
    else:
        head = translate("Hint", "Take column {column}: {n} cards").format(column=r.column + 1, n=r.cards)
    if parts and not (r.cards == 1 and not r.discarded):
        head += " (" + ", ".join(parts) + ")"
    elif parts:
        head += " " + translate("Hint", "for your {district} row").format(
            district=district_name(r.rows[0][0])
        )
    text = _sentence(head, effect_phrases(r.effects), r.gain)
    if r.leaves is not None:
        text += " " + translate(
            "Hint", "It leaves column {column} to the next player ({points} for them)."
        ).format(column=r.leaves[0] + 1, points=points(r.leaves[1]))
    return text


def _spend(r: reasons.Spend) -> str:
    if r.opens is not None:
        return translate(
            "Hint", "Spend your token to discard {contracts}: then column {column} can be taken ({points})."
        ).format(contracts=_contracts(r.count), column=r.opens[0] + 1, points=points(r.opens[1]))
    return translate(
        "Hint", "Spend your token to discard {contracts}: fewer contracts leave more columns open to you."
    ).format(contracts=_contracts(r.count))


def _put(r: reasons.PutInColumn) -> str:
    card, column = the_card(r.card), r.column + 1
    if r.ends_game:
        return translate(
            "Hint",
            "Put {card} in column {column}: its foundation token is the last one, so the game ends now.",
        ).format(card=card, column=column)
    if r.least_help is not None:
        text = translate(
            "Hint",
            "Put {card} in column {column}: there it helps the next player least ({points} for them at best).",
        ).format(card=card, column=column, points=points(r.least_help))
    elif loses(r.gain):  # every column gives the next player something: this one least
        text = translate(
            "Hint",
            "Put {card} in column {column}: there it costs you least ({cost}), counting what it offers "
            "the next player.",
        ).format(card=card, column=column, cost=cost(r.gain))
    else:
        text = translate(
            "Hint",
            "Put {card} in column {column}: {points} for you, counting what it offers the next player.",
        ).format(card=card, column=column, points=points(r.gain))
    if r.foundation:
        text += " " + translate("Hint", "Its foundation token goes with it to whoever takes that column.")
    return text


def _place(r: reasons.Place) -> str:
    where = translate("Hint", "Place {card} in your {district} row").format(
        card=the_card(r.card), district=district_name(r.row)
    )
    if r.any_row:
        where += translate("Hint", " (a black card may go in any row)")
    what = effect_phrases(r.effects)
    if r.starts:
        what.append(
            translate("Hint", "starts your {district} district").format(district=district_name(r.row))
        )
    return _sentence(where, what, r.gain)


def _stop(r: reasons.StopPlacing) -> str:
    if r.left == 0:  # RULES 4: a token holder's turn waits for them after the last card
        return translate("Hint", "End your turn and keep your token for a later turn.")
    if r.best is None:
        return translate("Hint", "Stop placing: none of the cards left fits your city.")
    if loses(r.best):
        return translate(
            "Hint",
            "Stop placing: even the best card left would cost you {cost}; the %n cards left go to the box.",
            None,
            r.left,
        ).format(cost=cost(r.best))
    return translate(
        "Hint",
        "Stop placing: the best card left would bring {points}; the %n cards left go to the box.",
        None,
        r.left,
    ).format(points=points(r.best))


def _bonus(r: reasons.ChooseBonus) -> str:
    head = translate("Hint", "Take {bonus}").format(bonus=the_bonus(r.kind))
    text = _sentence(head, effect_phrases(r.effects), r.gain)
    if r.other is not None and loses(r.other[1]):
        text += " " + translate("Hint", "{other} would cost you {cost}.").format(
            other=_capital(the_bonus(r.other[0])), cost=cost(r.other[1])
        )
    elif r.other is not None:
        text += " " + translate("Hint", "{other}: {points}.").format(
            other=_capital(the_bonus(r.other[0])), points=points(r.other[1])
        )
    return text
