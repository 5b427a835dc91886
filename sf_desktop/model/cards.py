"""Cards and the table layout, read from the data files in ``sf_desktop/resources``.

Cards are referred to everywhere by their index in :data:`CARDS` (an ``int``): the 87
project cards of the deck first, then the six bonus cards (three "value 4", three "depot").
Flat lookup tables (:data:`CARD_VALUE`, :data:`CARD_FLAGS`, :data:`CARD_ROW`) keep the
engine's hot path free of attribute lookups.
"""

from __future__ import annotations

import csv
import io
import json
from enum import IntEnum, IntFlag
from importlib import resources

import attrs


class Color(IntEnum):
    """A card's colour; the five district colours are also the row numbers, top to bottom."""

    BLUE = 0
    GRAY = 1
    ORANGE = 2
    YELLOW = 3
    GREEN = 4
    BLACK = 5


class Symbol(IntFlag):
    """The symbols printed on a card (a bit set, so that checks are one ``&``)."""

    NONE = 0
    DEPOT = 1
    TRACKS = 2
    SEASIDE = 4
    FOUNDATION = 8
    SQUARE = 16
    BONUS = 32


class BonusKind(IntEnum):
    """The six kinds of bonus of RULES.md section 7, in the order of the supply tuple."""

    VALUE4 = 0
    DEPOT = 1
    PLUS2 = 2
    VP15 = 3
    DISCARD = 4
    TRACKS = 5


BONUS_KEYS = ("value4", "depot", "plus2", "vp15", "discard", "tracks")
COLOR_KEYS = ("blue", "gray", "orange", "yellow", "green", "black")


@attrs.frozen
class Card:
    """One card: a project card from the deck, or a bonus card."""

    index: int
    id: str
    color: Color | None  # None for bonus cards: they take the colour of the row they go in
    value: int
    symbols: Symbol
    bonus_kind: BonusKind | None = None

    def has(self, symbol: Symbol) -> bool:
        return bool(self.symbols & symbol)


@attrs.frozen
class District:
    """One row of the city board."""

    row: int
    key: str
    name: str
    color: Color
    bonus: BonusKind


@attrs.frozen
class Layout:
    """Everything about the table that is data rather than rules (``board.json``)."""

    columns: int
    districts: tuple[District, ...]
    depot_columns: tuple[int, ...]
    bonus_supply: tuple[int, ...]
    bonus_card_values: tuple[int, int]
    foundation_tokens: dict[int, int]
    foundation_stack_size: int
    skyscrapers: int
    skyscraper_requirement: int
    district_advantage: dict[int, tuple[float, ...]]
    cable_car_advantage: dict[int, tuple[float, ...]]
    points: dict[str, float]


def _read_text(name: str) -> str:
    return resources.files("sf_desktop.resources").joinpath(name).read_text(encoding="utf-8")


def parse_symbols(text: str) -> Symbol:
    """Turn ``"tracks bonus"`` into ``Symbol.TRACKS | Symbol.BONUS``; unknown words are errors."""
    flags = Symbol.NONE
    for word in text.split():
        try:
            flags |= Symbol[word.upper()]
        except KeyError:
            raise ValueError(f"unknown card symbol {word!r}") from None
    return flags


def parse_deck(text: str) -> tuple[Card, ...]:
    """Read a deck in the ``deck.csv`` format (id,color,value,symbols)."""
    cards = []
    seen: set[str] = set()
    for i, row in enumerate(csv.DictReader(io.StringIO(text))):
        card_id = row["id"].strip()
        if card_id in seen:
            raise ValueError(f"card id {card_id!r} appears twice")
        seen.add(card_id)
        color = Color[row["color"].strip().upper()]
        cards.append(Card(i, card_id, color, int(row["value"]), parse_symbols(row["symbols"] or "")))
    return tuple(cards)


def parse_layout(text: str) -> Layout:
    data = json.loads(text)
    districts = tuple(
        District(i, d["key"], d["name"], Color[d["color"].upper()], BonusKind(BONUS_KEYS.index(d["bonus"])))
        for i, d in enumerate(data["districts"])
    )
    adv = data["advantage"]
    return Layout(
        columns=data["columns"],
        districts=districts,
        depot_columns=tuple(data["depot_columns"]),
        bonus_supply=tuple(data["bonus_supply"][k] for k in BONUS_KEYS),
        bonus_card_values=(data["bonus_card_values"]["value4"], data["bonus_card_values"]["depot"]),
        foundation_tokens={int(k): v for k, v in data["foundation_tokens"].items()},
        foundation_stack_size=data["foundation_stack_size"],
        skyscrapers=data["skyscrapers"],
        skyscraper_requirement=data["skyscraper_requirement"],
        district_advantage={int(k): tuple(v["district"]) for k, v in adv.items()},
        cable_car_advantage={int(k): tuple(v["cable_cars"]) for k, v in adv.items()},
        points=dict(data["points"]),
    )


LAYOUT: Layout = parse_layout(_read_text("board.json"))
DECK: tuple[Card, ...] = parse_deck(_read_text("deck.csv"))
DECK_SIZE = len(DECK)


def _bonus_cards(first_index: int) -> tuple[Card, ...]:
    cards: list[Card] = []
    for kind, prefix, symbols in ((BonusKind.VALUE4, "V", Symbol.NONE), (BonusKind.DEPOT, "D", Symbol.DEPOT)):
        value = LAYOUT.bonus_card_values[kind]
        for n in range(LAYOUT.bonus_supply[kind]):
            cards.append(Card(first_index + len(cards), f"{prefix}{n + 1}", None, value, symbols, kind))
    return tuple(cards)


CARDS: tuple[Card, ...] = DECK + _bonus_cards(DECK_SIZE)
CARD_BY_ID: dict[str, Card] = {c.id: c for c in CARDS}
# First index of each kind of bonus card: the n-th one taken is FIRST + n.
BONUS_CARD_FIRST: dict[int, int] = {  # by BonusKind, which the state holds as a plain int
    BonusKind.VALUE4: DECK_SIZE,
    BonusKind.DEPOT: DECK_SIZE + LAYOUT.bonus_supply[BonusKind.VALUE4],
}

# Hot-path tables, indexed by card index.
CARD_VALUE: tuple[int, ...] = tuple(c.value for c in CARDS)
CARD_FLAGS: tuple[int, ...] = tuple(int(c.symbols) for c in CARDS)
# Each symbol's bit as a plain int, for ``CARD_FLAGS[card] & FLAG_DEPOT`` on the hot paths (an
# IntFlag's ``&`` runs Python code). Taken from :class:`Symbol` by name: the one source.
FLAG_DEPOT = int(Symbol.DEPOT)
FLAG_TRACKS = int(Symbol.TRACKS)
FLAG_SEASIDE = int(Symbol.SEASIDE)
FLAG_FOUNDATION = int(Symbol.FOUNDATION)
FLAG_SQUARE = int(Symbol.SQUARE)
FLAG_BONUS = int(Symbol.BONUS)
# The row a card must go to, or -1 for a card that may go to any row (black).
ROW_OF_COLOR: dict[Color, int] = {d.color: d.row for d in LAYOUT.districts}
CARD_ROW: tuple[int, ...] = tuple(
    -1 if c.color is None or c.color == Color.BLACK else ROW_OF_COLOR[c.color] for c in CARDS
)

ROWS = len(LAYOUT.districts)
COLS = LAYOUT.columns
N_COLUMNS = 3  # project columns under the project board
