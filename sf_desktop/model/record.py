"""The game record: set-up, deck order and every action. Replaying it rebuilds the game.

This is the heart of the save format (``docs/save-format.md``): a game is never stored as a
pickled state, only as what happened, so every load is also a rules check.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs

from .. import __version__
from .actions import Action, action_from_json, action_to_json
from .cards import CARD_BY_ID, CARDS, DECK_SIZE
from .rules import IllegalActionError, apply, new_game
from .state import GameState

FORMAT = "sf-desktop-game"
SCHEMA_VERSION = 1
MAX_ACTIONS = 5000  # a real game has a few hundred decisions


class RecordError(ValueError):
    """A game record that cannot be read or does not replay; the message says why."""


@attrs.frozen
class Seat:
    """Who sits in a seat: ``kind`` is "human", an AI level ("easy", "medium", "hard",
    "greedy", "random") or an import path ``package.module:Class``."""

    name: str
    kind: str = "human"


@attrs.frozen
class GameRecord:
    seats: tuple[Seat, ...]
    deck: tuple[int, ...]
    first_player: int
    seed: int | str | None = None
    actions: tuple[Action, ...] = ()

    @classmethod
    def new(
        cls, seats: tuple[Seat, ...], seed: int | str | None, first_player: int | None = None
    ) -> GameRecord:
        state = new_game(len(seats), seed, first_player=first_player)
        return cls(seats, state.deck, state.first_player, seed)

    def initial_state(self) -> GameState:
        return new_game(len(self.seats), self.seed, first_player=self.first_player, deck=self.deck)

    def with_action(self, action: Action) -> GameRecord:
        return attrs.evolve(self, actions=(*self.actions, action))

    def states(self) -> Iterator[GameState]:
        """The state before the first action, then after each one."""
        state = self.initial_state()
        yield state
        for n, action in enumerate(self.actions, 1):
            try:
                state, _ = apply(state, action)
            except IllegalActionError as exc:
                raise RecordError(f"action {n} breaks the rules: {exc.reason}") from None
            yield state

    def replay(self) -> GameState:
        """The state after every action (``RecordError`` if one of them is illegal)."""
        state = None
        for state in self.states():  # noqa: B007
            pass
        assert state is not None
        return state

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "schema": SCHEMA_VERSION,
            "app_version": __version__,
            "setup": {
                "seats": [{"name": s.name, "kind": s.kind} for s in self.seats],
                "first_player": self.first_player,
                "seed": self.seed,
            },
            "deck": [CARDS[c].id for c in self.deck],
            "actions": [action_to_json(a) for a in self.actions],
        }

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Read a record; every field is checked, nothing in it is executed."""
        if not isinstance(data, dict):
            raise RecordError("a game record must be a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError(f"not a game record (format {data.get('format')!r})")
        schema = data.get("schema")
        if type(schema) is not int:
            raise RecordError("the schema version is missing")
        if schema > SCHEMA_VERSION:
            raise RecordError(
                f"the record was written by a newer version (schema {schema}; this app reads up to "
                f"{SCHEMA_VERSION})"
            )
        setup = _field(data, "setup", dict)
        seats_data = _field(setup, "seats", list)
        if not 2 <= len(seats_data) <= 4:
            raise RecordError("a game has 2 to 4 seats")
        seats = []
        for s in seats_data:
            if not isinstance(s, dict):
                raise RecordError("a seat must be an object")
            name, kind = _field(s, "name", str), _field(s, "kind", str)
            if len(name) > 100 or len(kind) > 200:
                raise RecordError("a seat's name or kind is too long")
            seats.append(Seat(name, kind))
        first = _field(setup, "first_player", int)
        if not 0 <= first < len(seats):
            raise RecordError("the first player is not one of the seats")
        seed = setup.get("seed")
        if seed is not None and type(seed) not in (int, str):
            raise RecordError("the seed must be a number, a text or null")
        deck_ids = _field(data, "deck", list)
        if len(deck_ids) > DECK_SIZE:
            raise RecordError("the deck holds more cards than the game has")
        deck = []
        for card_id in deck_ids:
            card = CARD_BY_ID.get(card_id) if isinstance(card_id, str) else None
            if card is None or card.index >= DECK_SIZE:
                raise RecordError(f"unknown card {card_id!r} in the deck")
            deck.append(card.index)
        if len(set(deck)) != len(deck):
            raise RecordError("a card appears twice in the deck")
        actions_data = _field(data, "actions", list)
        if len(actions_data) > MAX_ACTIONS:
            raise RecordError(f"too many actions ({len(actions_data)})")
        actions = []
        for n, a in enumerate(actions_data, 1):
            try:
                actions.append(action_from_json(a))
            except ValueError as exc:
                raise RecordError(f"action {n}: {exc}") from None
        return cls(tuple(seats), tuple(deck), first, seed, tuple(actions))


def _field(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    ok = type(value) is int if kind is int else isinstance(value, kind)
    if not ok:
        raise RecordError(f"{key!r} is missing or is not {'an' if kind is int else 'a'} {kind.__name__}")
    return value
