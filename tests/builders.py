"""Positions for rules tests, reached through the rules themselves.

A test describes a city board in a few lines of card ids and gets a ``PlayerState`` whose
masks (network, cable cars, squares, skyscrapers, ...) were computed by the engine: every
card is put on the board by a ``Place`` action, every bonus card by ``ChooseRow`` and every
token by ``ChooseCard``, on a one-seat scratch table. :func:`table` then sets a
``GameState`` around such boards with counts (supplies, tokens left, the deck) that agree
with what the boards hold, so a scenario starts from a position a real game could reach.

Card ids are those of ``resources/deck.csv`` (``B01`` ... ``K12``) and ``V1``-``V3`` /
``D1``-``D3`` for the value-4 and depot bonus cards.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Sequence

import attrs

from sf_desktop.model import rules
from sf_desktop.model.actions import CHOOSE_CARD, CHOOSE_ROW, PLACE, Action
from sf_desktop.model.board import bits
from sf_desktop.model.cards import (
    BONUS_CARD_FIRST,
    CARD_BY_ID,
    CARD_FLAGS,
    CARD_ROW,
    CARDS,
    COLS,
    DECK_SIZE,
    LAYOUT,
    N_COLUMNS,
    ROWS,
    BonusKind,
    Symbol,
)
from sf_desktop.model.events import Event
from sf_desktop.model.state import GameState, Phase, PlayerState

ALL_DISTRICTS = (1 << ROWS) - 1


def card(card_id: str) -> int:
    """The card index of ``card_id`` (``"B08"``, ``"V1"``...)."""
    return CARD_BY_ID[card_id].index


def cards(ids: str | Iterable[str]) -> tuple[int, ...]:
    """Card indices from ``"B08 G04"`` or a sequence of ids."""
    if isinstance(ids, str):
        ids = ids.split()
    return tuple(card(i) for i in ids)


def cell(row: int, col: int) -> int:
    return row * COLS + col


def _rows_spec(rows: str | Sequence[str]) -> list[list[str]]:
    """Five rows of ids; ``"."`` or an empty line is an empty row."""
    if isinstance(rows, str):
        lines = [line.strip() for line in textwrap.dedent(rows).strip("\n").splitlines()]
    else:
        lines = [line.strip() for line in rows]
    if len(lines) != ROWS:
        raise ValueError(f"a city needs {ROWS} rows, got {len(lines)}")
    return [[] if line in ("", ".") else line.split() for line in lines]


def _scratch(player: PlayerState, founded: int, skyscrapers_left: int) -> GameState:
    """A one-seat table where the builder's placements are carried out by the rules."""
    return GameState(
        players=(player,),
        current=0,
        phase=Phase.PLACE,
        deck=(),
        columns=((),) * N_COLUMNS,
        founded=founded,
        foundation_left=LAYOUT.foundation_tokens[4],
        skyscrapers_left=skyscrapers_left,
        medal=-1,
        completions_left=ALL_DISTRICTS,
        supply=LAYOUT.bonus_supply,
    )


def _run(scratch: GameState, action: Action, **fields: object) -> GameState:
    """Apply ``action`` on the scratch table set to ``fields``, keeping its skyscraper count."""
    state = attrs.evolve(scratch, end_trigger=-1, end_reason="", **fields)
    after, _ = rules.apply(state, action)
    return after


def city(
    rows: str | Sequence[str],
    *,
    founded: Iterable[str] | None = None,
    plus2: Iterable[str] = (),
    tracks_tokens: Iterable[str] = (),
    contracts: int = 0,
    vp_tokens: int = 0,
    discard_tokens: int = 0,
    completions: int | None = None,
    bonuses_had: int | None = None,
    skyscraper_supply: int = LAYOUT.skyscrapers,
) -> PlayerState:
    """A city board built by placing its cards row by row, left to right, with the rules.

    ``rows``: five lines (top row first) of card ids, left to right; a black card goes to the
    row it is listed in. ``founded``: the foundation cards carrying a foundation token (by
    default all of them: in a real game every foundation card gets one). ``plus2`` and
    ``tracks_tokens``: ids of the cards carrying those tokens, placed after the cards.
    ``completions`` (district bit mask) defaults to what the rules gave: every full row.
    ``bonuses_had`` defaults to every row holding two or more bonus symbols. No bonus is
    resolved while building (the tokens and bonus cards are listed explicitly instead).
    ``skyscraper_supply`` limits the skyscrapers the rules may build while placing.
    """
    spec = _rows_spec(rows)
    listed = [cid for row in spec for cid in row]
    if len(set(listed)) != len(listed):
        raise ValueError("a card appears twice on the board")
    if founded is None:
        founded_ids = [cid for cid in listed if CARDS[card(cid)].has(Symbol.FOUNDATION)]
    else:
        founded_ids = list(founded)
    founded_mask = 0
    for cid in founded_ids:
        founded_mask |= 1 << card(cid)
    # Every bonus counts as had while building, so that no bonus choice interrupts.
    scratch = _scratch(PlayerState(bonuses_had=ALL_DISTRICTS), founded_mask, skyscraper_supply)
    for row, ids in enumerate(spec):
        for cid in ids:
            index = card(cid)
            bonus = CARDS[index].bonus_kind
            if bonus is None:
                scratch = _run(scratch, PLACE[index][row], phase=Phase.PLACE, tray=(index,))
            else:
                # The n-th bonus card of a kind is the one handed out when n - 1 were taken.
                supply = list(scratch.supply)
                supply[bonus] = LAYOUT.bonus_supply[bonus] - (index - BONUS_CARD_FIRST[bonus]) - 1
                scratch = _run(
                    scratch,
                    CHOOSE_ROW[row],
                    phase=Phase.BONUS_ROW,
                    bonus_kind=int(bonus),
                    supply=tuple(supply),
                    tray=(),
                )
    for kind, ids in ((BonusKind.PLUS2, plus2), (BonusKind.TRACKS, tracks_tokens)):
        for cid in ids:
            target = position(scratch.players[0], cid)
            scratch = _run(
                scratch, CHOOSE_CARD[target], phase=Phase.BONUS_CARD, bonus_kind=int(kind), tray=()
            )
    built = scratch.players[0]
    if bonuses_had is None:
        bonuses_had = sum(1 << r for r in range(ROWS) if built.bonus_symbols_in_row(r) >= 2)
    return attrs.evolve(
        built,
        contracts=contracts,
        vp_tokens=vp_tokens,
        discard_tokens=discard_tokens,
        completions=built.completions if completions is None else completions,
        bonuses_had=bonuses_had,
    )


def empty_city(**kwargs: object) -> PlayerState:
    return city(["."] * ROWS, **kwargs)  # type: ignore[arg-type]


def position(player: PlayerState, card_id: str) -> int:
    """The space (row * 5 + col) of ``card_id`` on ``player``'s board."""
    index = card(card_id)
    for r, row in enumerate(player.rows):
        if index in row:
            return cell(r, row.index(index))
    raise ValueError(f"{card_id} is not on this board")


def _ids(seq: Iterable[str] | str) -> tuple[int, ...]:
    return cards(seq)


def table(
    players: Sequence[PlayerState],
    *,
    current: int = 0,
    phase: Phase = Phase.TURN,
    columns: Sequence[str | Sequence[str]] = ("", "", ""),
    deck: str | Sequence[str] | None = None,
    deck_top: str | Sequence[str] = (),
    tray: str | Sequence[str] = (),
    drawn: str | None = None,
    box: str | Sequence[str] = (),
    founded_in_play: bool = True,
    foundation_left: int | None = None,
    skyscrapers_left: int | None = None,
    medal: int | None = None,
    completions_left: int | None = None,
    supply: Sequence[int] | None = None,
    spent_discard_tokens: int = 0,
    placed_this_turn: int = 0,
    end_trigger: int = -1,
    end_reason: str = "",
    first_player: int = 0,
    turn: int = 1,
) -> GameState:
    """A table around ``players`` whose counts agree with their boards.

    ``columns``: three lists of ids (first card first). Foundation cards in the columns and
    in the tray carry a token unless ``founded_in_play`` is false. ``deck``: the whole deck, top
    first; by default ``deck_top`` followed by every card not elsewhere, in deck.csv order.
    Derived defaults: foundation tokens left = the player count's tokens minus those on
    cards; skyscrapers left = 9 minus those built; the medal to the player with strictly the
    most skyscrapers; completion tokens and the bonus supply minus what the boards hold.
    """
    n = len(players)
    column_cards = tuple(_ids(c) for c in columns)
    tray_cards, box_cards = _ids(tray), _ids(box)
    drawn_card = card(drawn) if drawn is not None else -1
    on_boards = [c for p in players for row in p.rows for c in row if c < DECK_SIZE]
    used = [*on_boards, *(c for col in column_cards for c in col), *tray_cards, *box_cards]
    if drawn_card >= 0:
        used.append(drawn_card)
    if deck is None:
        top = _ids(deck_top)
        used_set = set(used) | set(top)
        deck_cards = top + tuple(c for c in range(DECK_SIZE) if c not in used_set)
    else:
        deck_cards = _ids(deck)
    everything = used + list(deck_cards)
    if len(set(everything)) != len(everything):
        raise ValueError("a card is in two places at once")

    founded = 0
    for p in players:
        for space in bits(p.foundations):
            founded |= 1 << p.rows[space // COLS][space % COLS]
    if founded_in_play:
        for c in (*(c for col in column_cards for c in col), *tray_cards):
            if CARD_FLAGS[c] & Symbol.FOUNDATION:
                founded |= 1 << c
    if foundation_left is None:
        foundation_left = LAYOUT.foundation_tokens[n] - founded.bit_count()
    if skyscrapers_left is None:
        skyscrapers_left = LAYOUT.skyscrapers - sum(p.skyscraper_count for p in players)
    if medal is None:
        counts = [p.skyscraper_count for p in players]
        best = max(counts)
        if best == 0:
            medal = -1
        elif counts.count(best) == 1:
            medal = counts.index(best)
        else:
            raise ValueError("several players share the most skyscrapers: say who holds the medal")
    if completions_left is None:
        held = 0
        for p in players:
            held |= p.completions
        completions_left = ALL_DISTRICTS & ~held
    if supply is None:
        taken = [0] * len(BonusKind)
        for p in players:
            for row in p.rows:
                for c in row:
                    kind = CARDS[c].bonus_kind
                    if kind is not None:
                        taken[kind] += 1
            taken[BonusKind.PLUS2] += p.plus2.bit_count()
            taken[BonusKind.TRACKS] += p.tracks_tokens.bit_count()
            taken[BonusKind.VP15] += p.vp_tokens
            taken[BonusKind.DISCARD] += p.discard_tokens
        taken[BonusKind.DISCARD] += spent_discard_tokens
        supply = tuple(LAYOUT.bonus_supply[k] - taken[k] for k in BonusKind)
        if min(supply) < 0:
            raise ValueError("the boards hold more bonuses than the supply has")
    return GameState(
        players=tuple(players),
        current=current,
        phase=phase,
        deck=deck_cards,
        columns=column_cards,
        founded=founded,
        foundation_left=foundation_left,
        skyscrapers_left=skyscrapers_left,
        medal=medal,
        completions_left=completions_left,
        supply=tuple(supply),
        drawn=drawn_card,
        tray=tray_cards,
        placed_this_turn=placed_this_turn,
        box=box_cards,
        end_trigger=end_trigger,
        end_reason=end_reason,
        turn=turn,
        first_player=first_player,
    )


def play(state: GameState, *actions: Action) -> tuple[GameState, list[Event]]:
    """Apply ``actions`` in turn; the final state and every event, in order."""
    events: list[Event] = []
    for action in actions:
        state, new = rules.apply(state, action)
        events.extend(new)
    return state, events


def place(card_id: str, row: int | None = None) -> Action:
    """The ``Place`` action for ``card_id`` (its own row unless it is black)."""
    index = card(card_id)
    if row is None:
        row = CARD_ROW[index]
        if row < 0:
            raise ValueError(f"{card_id} is black: say which row")
    return PLACE[index][row]


def of_type(events: Iterable[Event], kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


# ---------------------------------------------------------------------------- pictures


def picture(player: PlayerState) -> str:
    """The board as text, top row first. Each space shows the card id and its markers:
    ``*`` cable car, ``#`` skyscraper, ``F`` foundation token without a skyscraper,
    ``+`` a +2 token, ``t`` a tracks token; ``.`` is an empty space."""
    lines = []
    for r in range(ROWS):
        parts = []
        for c in range(COLS):
            space = cell(r, c)
            here = player.card_at(r, c)
            if here is None:
                parts.append(".".ljust(7))
                continue
            text = CARDS[here].id
            bit = 1 << space
            if player.cable & bit:
                text += "*"
            if player.skyscrapers & bit:
                text += "#"
            elif player.foundations & bit:
                text += "F"
            if player.plus2 & bit:
                text += "+"
            if player.tracks_tokens & bit:
                text += "t"
            parts.append(text.ljust(7))
        lines.append("".join(parts).rstrip())
    return "\n".join(lines)


def values(player: PlayerState) -> str:
    """The current value of every card, top row first (``.`` for an empty space)."""
    lines = []
    for r in range(ROWS):
        row = player.row_values(r)
        lines.append(" ".join([str(v) for v in row] + ["."] * (COLS - len(row))))
    return "\n".join(lines)


def board(text: str) -> str:
    """A picture written in a test, indented like the code around it."""
    return "\n".join(line.rstrip() for line in textwrap.dedent(text).strip("\n").splitlines())


def columns_picture(state: GameState) -> str:
    """The three project columns (``F`` marks a foundation token) and the token stacks."""
    lines = []
    for i, col in enumerate(state.columns):
        ids = [CARDS[c].id + ("F" if (state.founded >> c) & 1 else "") for c in col]
        lines.append(f"column {i + 1}: " + (" ".join(ids) if ids else "-"))
    lines.append("stacks: " + " ".join(str(s) for s in state.foundation_stacks))
    return "\n".join(lines)
