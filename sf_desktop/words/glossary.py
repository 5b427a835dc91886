"""The names of the game's things, once for every language: districts, colours, symbols,
cards, tokens and bonuses. The board, the log, the hints, the prompts and the dialogs all take
their names from here (the rules reference is checked against it by the tests)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..model.cards import CARDS, LAYOUT, BonusKind, Color, Symbol
from .languages import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

# The districts' names as board.json gives them, marked here for translation.
DISTRICT_NAMES = (
    QT_TRANSLATE_NOOP("Glossary", "Waterfront"),
    QT_TRANSLATE_NOOP("Glossary", "Financial"),
    QT_TRANSLATE_NOOP("Glossary", "Chinatown"),
    QT_TRANSLATE_NOOP("Glossary", "Mission"),
    QT_TRANSLATE_NOOP("Glossary", "Parks"),
)

# The order in which a card's symbols are named.
SYMBOL_ORDER = (Symbol.DEPOT, Symbol.TRACKS, Symbol.SQUARE, Symbol.FOUNDATION, Symbol.SEASIDE, Symbol.BONUS)


def district_name(row: int) -> str:
    """The name of the district of ``row``."""
    return translate("Glossary", LAYOUT.districts[row].name)


def colour_name(color: Color) -> str:
    return {
        Color.BLUE: translate("Glossary", "blue"),
        Color.GRAY: translate("Glossary", "gray"),
        Color.ORANGE: translate("Glossary", "orange"),
        Color.YELLOW: translate("Glossary", "yellow"),
        Color.GREEN: translate("Glossary", "green"),
        Color.BLACK: translate("Glossary", "black"),
    }[color]


def symbol_name(symbol: Symbol) -> str:
    """A symbol as a label: 'tracks', 'city square'."""
    return {
        Symbol.DEPOT: translate("Glossary", "depot"),
        Symbol.TRACKS: translate("Glossary", "tracks"),
        Symbol.SQUARE: translate("Glossary", "city square"),
        Symbol.FOUNDATION: translate("Glossary", "foundation"),
        Symbol.SEASIDE: translate("Glossary", "seaside"),
        Symbol.BONUS: translate("Glossary", "bonus symbol"),
    }[symbol]


def symbol_words(symbol: Symbol) -> str:
    """A symbol as a card has it: 'a depot', 'tracks', 'a square'."""
    return {
        Symbol.DEPOT: translate("Glossary", "a depot"),
        Symbol.TRACKS: translate("Glossary", "tracks"),
        Symbol.SQUARE: translate("Glossary", "a square"),
        Symbol.FOUNDATION: translate("Glossary", "a foundation"),
        Symbol.SEASIDE: translate("Glossary", "seaside"),
        Symbol.BONUS: translate("Glossary", "a bonus symbol"),
    }[symbol]


def bonus_name(kind: BonusKind) -> str:
    """A bonus as a label: 'value-4 card', '+2 token'."""
    return {
        BonusKind.VALUE4: translate("Glossary", "value-4 card"),
        BonusKind.DEPOT: translate("Glossary", "depot card"),
        BonusKind.PLUS2: translate("Glossary", "+2 token"),
        BonusKind.VP15: translate("Glossary", "1.5 VP token"),
        BonusKind.DISCARD: translate("Glossary", "“discard contracts” token"),
        BonusKind.TRACKS: translate("Glossary", "tracks token"),
    }[kind]


def the_bonus(kind: BonusKind) -> str:
    """A bonus named in a sentence: 'the value-4 card', 'the +2 token'."""
    return {
        BonusKind.VALUE4: translate("Glossary", "the value-4 card"),
        BonusKind.DEPOT: translate("Glossary", "the depot card"),
        BonusKind.PLUS2: translate("Glossary", "the +2 token"),
        BonusKind.VP15: translate("Glossary", "the 1.5 VP token"),
        BonusKind.DISCARD: translate("Glossary", "the “discard contracts” token"),
        BonusKind.TRACKS: translate("Glossary", "the tracks token"),
    }[kind]


def the_card(card: int) -> str:
    """A card named in a sentence: 'the orange 3', 'the value-4 card'."""
    c = CARDS[card]
    if c.bonus_kind is not None:
        return the_bonus(c.bonus_kind)
    assert c.color is not None
    return translate("Glossary", "the {colour} {value}").format(colour=colour_name(c.color), value=c.value)


def a_card(card: int) -> str:
    """A card as it shows: 'a blue 2 with tracks', 'a black 0 with a foundation'."""
    c = CARDS[card]
    if c.bonus_kind is not None:
        return the_bonus(c.bonus_kind)
    assert c.color is not None
    symbols = [symbol_words(s) for s in SYMBOL_ORDER[:-1] if c.symbols & s]
    text = {
        Color.BLUE: translate("Glossary", "a blue {0}"),
        Color.GRAY: translate("Glossary", "a gray {0}"),
        Color.ORANGE: translate("Glossary", "an orange {0}"),
        Color.YELLOW: translate("Glossary", "a yellow {0}"),
        Color.GREEN: translate("Glossary", "a green {0}"),
        Color.BLACK: translate("Glossary", "a black {0}"),
    }[c.color].format(c.value)
    if symbols:
        text += " " + translate("Glossary", "with {0}").format(translate("Glossary", " and ").join(symbols))
    return text


def describe_card(card: int) -> str:
    """A card's tooltip: what it is, where it goes, what it is worth and its symbols."""
    c = CARDS[card]
    if c.bonus_kind == BonusKind.VALUE4:
        return translate("Glossary", "Value-4 card (a bonus): worth 4, no symbols. Goes in any row.")
    if c.bonus_kind == BonusKind.DEPOT:
        return translate("Glossary", "Depot card (a bonus): a depot worth 0. Goes in any row.")
    assert c.color is not None
    if c.color == Color.BLACK:
        text = translate("Glossary", "Black card, value {0}: goes in any row").format(c.value)
    else:
        text = translate("Glossary", "{0} card, value {1}").format(district_name(c.color), c.value)
    symbols = [symbol_name(s) for s in SYMBOL_ORDER if c.symbols & s]
    if symbols:
        text += " · " + ", ".join(symbols)
    return text


def token_tip(kind: BonusKind) -> str:
    """What a bonus does, for its tooltip."""
    return {
        BonusKind.VALUE4: translate(
            "Glossary", "Value-4 card: placed at once in any row with room; worth 4."
        ),
        BonusKind.DEPOT: translate(
            "Glossary",
            "Depot card: placed at once in any row with room; a depot worth 0 that starts a network.",
        ),
        BonusKind.PLUS2: translate("Glossary", "+2 token: one of your cards is worth 2 more."),
        BonusKind.VP15: translate(
            "Glossary", "1.5 VP token: kept beside your city, worth 1.5 points at the end."
        ),
        BonusKind.DISCARD: translate(
            "Glossary", "“Discard contracts” token: once, on your turn, discard up to 2 of your contracts."
        ),
        BonusKind.TRACKS: translate("Glossary", "Tracks token: gives one of your cards tracks."),
    }[kind]


def supply_tip(kind: BonusKind, left: int) -> str:
    """A token of the bonus supply: what it does and how many are left."""
    return token_tip(kind) + " " + translate("Glossary", "%n left in the supply.", None, left)
