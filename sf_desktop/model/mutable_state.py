"""Mutable working copies of the state, used inside one rules step and by AI playouts.

:class:`MutableState` and :class:`City` carry exactly the field names of :class:`GameState`
and :class:`PlayerState` (they are their mutable twins), so read-only code (``legal_actions``,
scoring) works on either. The rules mutate a ``MutableState`` and freeze it back; the AI copies
a ``MutableState`` and plays on it, with no frozen object made per step. There is one implementation of the rules, not two.
"""

from __future__ import annotations

import attrs

from .state import OVER, GameState, Phase, PlayerState

PLAYER_FIELDS = tuple(a.name for a in attrs.fields(PlayerState))
GAME_FIELDS = tuple(a.name for a in attrs.fields(GameState))


class City:
    """A player's board while a rule changes it. ``rows`` is a list here."""

    __slots__ = PLAYER_FIELDS

    rows: list[tuple[int, ...]]
    filled: int
    tracks: int
    depots: int
    squares: int
    foundations: int
    seaside: int
    cable: int
    plus2: int
    tracks_tokens: int
    skyscrapers: int
    contracts: int
    vp_tokens: int
    discard_tokens: int
    completions: int
    bonuses_had: int

    @classmethod
    def thaw(cls, p: PlayerState | City) -> City:
        c = cls.__new__(cls)
        for name in PLAYER_FIELDS:
            setattr(c, name, getattr(p, name))
        c.rows = list(p.rows)
        return c

    def freeze(self) -> PlayerState:
        return PlayerState(
            tuple(self.rows),
            self.filled,
            self.tracks,
            self.depots,
            self.squares,
            self.foundations,
            self.seaside,
            self.cable,
            self.plus2,
            self.tracks_tokens,
            self.skyscrapers,
            self.contracts,
            self.vp_tokens,
            self.discard_tokens,
            self.completions,
            self.bonuses_had,
        )

    # Read-only helpers shared with PlayerState.
    value_at = PlayerState.value_at
    row_values = PlayerState.row_values
    row_total = PlayerState.row_total
    foundation_support = PlayerState.foundation_support
    cable_cars = PlayerState.cable_cars
    cable_cars_in_column = PlayerState.cable_cars_in_column
    skyscraper_count = PlayerState.skyscraper_count
    bonus_symbols_in_row = PlayerState.bonus_symbols_in_row


class MutableState:
    """The whole game while a rule changes it; also the AI's fast playout state.

    ``players`` holds frozen ``PlayerState`` objects until a rule needs to change one, which
    :meth:`city` thaws on demand, so a step copies only what it touches.
    """

    __slots__ = GAME_FIELDS

    players: list[PlayerState | City]
    current: int
    phase: Phase
    deck: tuple[int, ...]
    columns: list[tuple[int, ...]]
    founded: int
    foundation_left: int
    skyscrapers_left: int
    medal: int
    completions_left: int
    supply: list[int]
    drawn: int
    tray: tuple[int, ...]
    placed_this_turn: int
    bonus_district: int
    bonus_kind: int
    box: tuple[int, ...]
    end_trigger: int
    end_reason: str
    turn: int
    first_player: int
    deck_hidden: bool

    @classmethod
    def thaw(cls, s: GameState | MutableState) -> MutableState:
        game = cls.__new__(cls)
        for name in GAME_FIELDS:
            setattr(game, name, getattr(s, name))
        game.players = list(s.players)
        game.columns = list(s.columns)
        game.supply = list(s.supply)
        return game

    def copy(self) -> MutableState:
        """An independent copy (boards being changed are copied, frozen ones shared)."""
        game = MutableState.thaw(self)
        game.players = [City.thaw(p) if type(p) is City else p for p in self.players]
        return game

    def city(self, player: int) -> City:
        p = self.players[player]
        if type(p) is not City:
            p = City.thaw(p)
            self.players[player] = p
        return p

    def freeze(self) -> GameState:
        return GameState(
            tuple(p.freeze() if isinstance(p, City) else p for p in self.players),
            self.current,
            self.phase,
            self.deck,
            tuple(self.columns),
            self.founded,
            self.foundation_left,
            self.skyscrapers_left,
            self.medal,
            self.completions_left,
            tuple(self.supply),
            self.drawn,
            self.tray,
            self.placed_this_turn,
            self.bonus_district,
            self.bonus_kind,
            self.box,
            self.end_trigger,
            self.end_reason,
            self.turn,
            self.first_player,
            self.deck_hidden,
        )

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def is_over(self) -> bool:
        return self.phase == OVER
