"""What a card placed on a board sets off (RULES section 6), and the bonuses it earns.

A placement updates the city's symbols, then resolves in order: the network and its cable
cars, connected squares, skyscrapers, the medal, the district's completion token and its
bonus. A bonus either applies at once or leaves a choice pending (``phase`` says which). Like
the rest of :mod:`rules`, every function mutates a :class:`MutableState` and its boards, and
appends events only when given a list.
"""

from __future__ import annotations

from .board import ADJACENT, FULL, bits, neighbours, network
from .cards import (
    BONUS_CARD_FIRST,
    CARD_FLAGS,
    COLS,
    FLAG_BONUS,
    FLAG_DEPOT,
    FLAG_FOUNDATION,
    FLAG_SEASIDE,
    FLAG_SQUARE,
    FLAG_TRACKS,
    LAYOUT,
    ROWS,
    BonusKind,
)
from .events import (
    BonusEarned,
    BonusTaken,
    CableCarsAdded,
    CardPlaced,
    DistrictCompleted,
    Event,
    MedalTaken,
    SkyscraperBuilt,
    SquaresConnected,
    TokenPlaced,
)
from .mutable_state import City, MutableState
from .state import BONUS_CARD, BONUS_KIND, BONUS_ROW, PlayerState

DISTRICT_BONUS: tuple[BonusKind, ...] = tuple(d.bonus for d in LAYOUT.districts)


def token_targets(p: PlayerState | City, kind: int) -> int:
    """Spaces that may take a +2 token (no +2 yet) or a tracks token (no tracks, no depot)."""
    if kind == BonusKind.PLUS2:
        return p.filled & ~p.plus2
    return p.filled & ~p.tracks & ~p.depots


def _bonus_usable(p: PlayerState | City, kind: int) -> bool:
    if kind in (BonusKind.VALUE4, BonusKind.DEPOT):
        return p.filled != FULL
    if kind in (BonusKind.PLUS2, BonusKind.TRACKS):
        return token_targets(p, kind) != 0
    return True


def put_on_board(game: MutableState, city: City, card: int, row: int, events: list[Event] | None) -> None:
    col = len(city.rows[row])
    cell = row * COLS + col
    bit = 1 << cell
    city.rows[row] = city.rows[row] + (card,)
    city.filled |= bit
    flags = CARD_FLAGS[card]
    if flags & FLAG_TRACKS:
        city.tracks |= bit
    if flags & FLAG_DEPOT:
        city.depots |= bit
    if flags & FLAG_SQUARE:
        city.squares |= bit
    if flags & FLAG_SEASIDE:
        city.seaside += 1
    if flags & FLAG_FOUNDATION and (game.founded >> card) & 1:
        city.foundations |= bit
    if events is not None:
        events.append(CardPlaced(game.current, card, row, col))
    cable_before = city.cable
    _resolve(game, city, events, flags & (FLAG_TRACKS | FLAG_DEPOT))  # steps 1 to 4
    if events is not None and flags & FLAG_SQUARE and ADJACENT[cell] & cable_before:
        events.append(SquaresConnected(game.current, (cell,)))  # placed beside a cable car
    # 5. District completion.
    if col == COLS - 1 and (game.completions_left >> row) & 1:
        game.completions_left &= ~(1 << row)
        city.completions |= 1 << row
        if events is not None:
            events.append(DistrictCompleted(game.current, row))
    # 6. Bonus: exactly two bonus symbols in the row, and not had from this district yet.
    if not (city.bonuses_had >> row) & 1:
        symbols = 0
        for c in city.rows[row]:
            if CARD_FLAGS[c] & FLAG_BONUS:
                symbols += 1
        if symbols == 2:
            _earn_bonus(game, city, row, events)


def _resolve(game: MutableState, city: City, events: list[Event] | None, network_changed: int = 1) -> None:
    """Steps 1 to 4: network and cable cars, squares, skyscrapers, medal.

    The network can only grow when a card with tracks or a depot arrives, or a tracks token:
    other changes pass ``network_changed=0`` to skip the flood fill.
    """
    new_cars = network(city.tracks, city.depots) & ~city.cable if network_changed else 0
    if new_cars:
        before = city.squares & neighbours(city.cable)
        city.cable |= new_cars
        if events is not None:
            events.append(CableCarsAdded(game.current, tuple(bits(new_cars))))
            lit = city.squares & neighbours(city.cable) & ~before
            if lit:
                events.append(SquaresConnected(game.current, tuple(bits(lit))))
    waiting = city.foundations & ~city.skyscrapers
    if not waiting or not game.skyscrapers_left:
        return
    need = LAYOUT.skyscraper_requirement - city.seaside
    built = False
    # One pass in reading order is enough: a skyscraper changes no card's value.
    for cell in bits(waiting):
        if not game.skyscrapers_left:
            break
        support = 0
        for n in bits(ADJACENT[cell] & city.filled):
            support += city.value_at(n)
        if support >= need:
            city.skyscrapers |= 1 << cell
            game.skyscrapers_left -= 1
            built = True
            if events is not None:
                events.append(SkyscraperBuilt(game.current, cell, game.skyscrapers_left))
    if built:
        holder = game.medal
        if holder != game.current and (
            holder < 0 or city.skyscrapers.bit_count() > game.players[holder].skyscrapers.bit_count()
        ):
            game.medal = game.current
            if events is not None:
                events.append(MedalTaken(game.current, holder))


def _earn_bonus(game: MutableState, city: City, district: int, events: list[Event] | None) -> None:
    city.bonuses_had |= 1 << district
    kinds = dict.fromkeys((DISTRICT_BONUS[district], BonusKind.TRACKS))
    options = tuple(k for k in kinds if game.supply[k] and _bonus_usable(city, k))
    if events is not None:
        events.append(BonusEarned(game.current, district, options))
    if len(options) == 1:
        take_bonus(game, city, options[0], events)
    elif options:
        game.phase = BONUS_KIND
        game.bonus_district = district


def take_bonus(game: MutableState, city: City, kind: BonusKind, events: list[Event] | None) -> None:
    game.supply[kind] -= 1
    if events is not None:
        events.append(BonusTaken(game.current, kind))
    if kind == BonusKind.VP15:
        city.vp_tokens += 1
    elif kind == BonusKind.DISCARD:
        city.discard_tokens += 1
    elif kind in (BonusKind.VALUE4, BonusKind.DEPOT):
        game.bonus_kind = kind
        rows = [r for r in range(ROWS) if len(city.rows[r]) < COLS]
        if len(rows) == 1:
            place_bonus_card(game, city, rows[0], events)
        else:
            game.phase = BONUS_ROW
    else:
        game.bonus_kind = kind
        targets = token_targets(city, kind)
        if targets & (targets - 1) == 0:  # exactly one card can take it
            place_token(game, city, targets.bit_length() - 1, events)
        else:
            game.phase = BONUS_CARD


def place_bonus_card(game: MutableState, city: City, row: int, events: list[Event] | None) -> None:
    kind = game.bonus_kind
    game.bonus_kind = -1
    card = BONUS_CARD_FIRST[kind] + LAYOUT.bonus_supply[kind] - game.supply[kind] - 1
    put_on_board(game, city, card, row, events)


def place_token(game: MutableState, city: City, cell: int, events: list[Event] | None) -> None:
    kind = game.bonus_kind
    game.bonus_kind = -1
    bit = 1 << cell
    if kind == BonusKind.PLUS2:
        city.plus2 |= bit
    else:
        city.tracks |= bit
        city.tracks_tokens |= bit
    if events is not None:
        events.append(TokenPlaced(game.current, BonusKind(kind), cell))
    _resolve(game, city, events, kind == BonusKind.TRACKS)
