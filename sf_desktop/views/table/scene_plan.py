"""Where every card, skyscraper and the medal should be for a given state: the scene's
target picture. Syncing moves items there at once; animating moves them there over time.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs
from PySide6.QtCore import QPointF

from ...model.cards import BONUS_CARD_FIRST, CARDS, COLS, LAYOUT, ROWS, BonusKind, Color, Symbol
from ...model.state import GameState, Phase
from ..look.theme import TextScale
from . import card_art, layout
from .card_art import Decor

Z_BOARD = 10.0
Z_SKYSCRAPER = 60.0
Z_LANE = 100.0
Z_DISCARD = 280.0
Z_TRAY = 300.0
Z_DRAWN = 400.0
Z_MEDAL = 500.0
Z_FLYER = 1000.0
Z_DRAG = 2000.0


@attrs.frozen
class Spot:
    pos: QPointF
    scale: float
    z: float
    face_up: bool = True
    decor: Decor = attrs.Factory(Decor)


@attrs.frozen
class Plan:
    focus: int
    boards: dict[int, layout.BoardGeometry]
    cards: dict[int, Spot]
    skyscrapers: dict[tuple[int, int], Spot]
    medal: Spot
    pending_card: int  # a bonus card waiting for its row, or -1
    pending_token: int  # BonusKind of a token waiting for its card, or -1
    token_spot: QPointF  # the middle of the token's place in the tray


def choose_focus(state: GameState, humans: Sequence[bool], previous: int | None) -> int:
    """The seat shown large: the person to move; else whoever was shown; else the first person."""
    if not state.is_over and humans[state.current]:
        return state.current
    if previous is not None and 0 <= previous < state.num_players:
        return previous
    for seat, human in enumerate(humans):
        if human:
            return seat
    return 0


def pending_bonus_card(state: GameState) -> int:
    """The bonus card waiting for a row (the engine hands them out in order), or -1."""
    if state.phase != Phase.BONUS_ROW or state.bonus_kind not in (BonusKind.VALUE4, BonusKind.DEPOT):
        return -1
    kind = BonusKind(state.bonus_kind)
    return BONUS_CARD_FIRST[kind] + LAYOUT.bonus_supply[kind] - state.supply[kind] - 1


def board_decor(state: GameState, seat: int, cell: int) -> Decor:
    p = state.players[seat]
    bit = 1 << cell
    card = p.rows[cell // COLS][cell % COLS]
    square = None
    if p.squares & bit:
        square = p.value_at(cell) - (2 if p.plus2 & bit else 0)
    waiting = bool(p.foundations & bit and not p.skyscrapers & bit)
    return Decor(
        cable=bool(p.cable & bit),
        plus2=bool(p.plus2 & bit),
        tracks_token=bool(p.tracks_tokens & bit),
        foundation_token=waiting,
        square_value=square,
        support=f"{p.foundation_support(cell)}/{p.skyscraper_requirement()}" if waiting else "",
        row_color=Color(cell // COLS) if CARDS[card].color is None else None,
        skyscraper=bool(p.skyscrapers & bit),
    )


def make_plan(
    state: GameState, focus: int, set_aside: Sequence[int] = (), table: layout.TableLayout | None = None
) -> Plan:
    """Where everything of ``state`` goes on a table laid out as ``table`` (the normal text
    size's layout if not given)."""
    table = table or layout.table_layout(TextScale())
    boards = table.board_layout(state.num_players, focus)
    card_scale = table.card
    cards: dict[int, Spot] = {}
    if state.drawn >= 0:
        cards[state.drawn] = Spot(table.drawn_pos, card_scale, Z_DRAWN)
    for c, column in enumerate(state.columns):
        for j, card in enumerate(column):
            decor = Decor(
                foundation_token=bool(state.founded >> card & 1 and CARDS[card].symbols & Symbol.FOUNDATION)
            )
            cards[card] = Spot(table.lane_card_pos(c, j, len(column)), card_scale, Z_LANE + j, True, decor)
    pending = pending_bonus_card(state)
    waiting = [card for card in state.tray if card not in set_aside]
    aside = [card for card in state.tray if card in set_aside]
    shown = ([pending] if pending >= 0 else []) + waiting
    if state.phase == Phase.BONUS_CARD:
        shown = [-1, *shown]  # the token takes the first place
    token_spot, token_scale = table.tray_card_pos(0, max(1, len(shown)))
    for i, card in enumerate(shown):
        if card >= 0:
            pos, scale = table.tray_card_pos(i, len(shown))
            cards[card] = Spot(pos, scale, Z_TRAY + i)
    for k, card in enumerate(aside):
        cards[card] = Spot(table.discard_card_pos(k), table.discard_scale, Z_DISCARD + k)
    skyscrapers: dict[tuple[int, int], Spot] = {}
    for seat, p in enumerate(state.players):
        g = boards[seat]
        for row in range(ROWS):
            for col, card in enumerate(p.rows[row]):
                cell = row * COLS + col
                cards[card] = Spot(
                    g.cell_pos(row, col), g.scale, Z_BOARD + row, True, board_decor(state, seat, cell)
                )
                if p.skyscrapers >> cell & 1:
                    pos = g.cell_pos(row, col) + card_art.SKYSCRAPER_RECT.topLeft() * g.scale
                    skyscrapers[(seat, cell)] = Spot(pos, g.scale, Z_SKYSCRAPER + row)
    if state.medal >= 0:
        g = boards[state.medal]
        scale = g.medal_scale()
        medal = Spot(g.medal_pos(scale), scale, Z_MEDAL)
    else:
        medal = Spot(table.medal_home, 1.0, Z_MEDAL)
    token = state.bonus_kind if state.phase == Phase.BONUS_CARD else -1
    token_center = token_spot + QPointF(card_art.CARD_W, card_art.CARD_H) * (token_scale / 2)
    return Plan(focus, boards, cards, skyscrapers, medal, pending, token, token_center)
