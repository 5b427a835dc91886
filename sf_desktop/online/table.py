"""A seat's view of an online game, built only from the server's numbered events.

The client never guesses: it applies an action only when the server's event says it was
accepted, through the same rules (``model.rules``), starting from the public view of a new
game. A drawn card is the one the event names; every other action needs nothing hidden. After
each action the client's public table must give the digest the server sent
(:func:`public_digest`); otherwise the client is out of step and starts again from the first
event.

At the end the server reveals the record and the salt. :meth:`RemoteTable.finish` checks
that the set-up, deck and salt give the digest published at the start, that the set-up and
names are the ones this seat was shown, that the revealed actions are the ones announced, that
each announced card was the next one of that deck, and that the record replays by the rules:
then it is an ordinary save, with its commitment and this seat's witness (the transcript of
what it was shown, ``model.commitment``).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

import attrs

from ..model.actions import Action, Draw, action_from_json
from ..model.cards import CARD_BY_ID, CARDS, DECK_SIZE
from ..model.commitment import FORMATS, Witness, seat_kind, transcript
from ..model.events import CardDrawn, Event
from ..model.mutable_state import MutableState
from ..model.record import PLAYER_FIELDS_V1, STATE_FIELDS_V1, GameRecord
from ..model.rules import IllegalActionError, apply, new_game, step
from ..model.save_format import SaveError, decode
from ..model.state import GameState, public_view
from .protocol import AI_LEVELS, PERSON, Clock, EndReason, EventKind, Held
from .verification import verify_record


class TableError(ValueError):
    """The events do not make a game, or the revealed record does not match them."""


_STATE_FIELDS = tuple(f for f in STATE_FIELDS_V1 if f != "players")
_COMPACT = json.JSONEncoder(separators=(",", ":"), allow_nan=False).encode


def public_digest(state: GameState) -> str:
    """The first 16 hex digits of the SHA-256 of the public view as compact JSON: a list of
    the players (each the list of its ``PLAYER_FIELDS_V1`` values) and then the list of the
    other ``STATE_FIELDS_V1`` values, in that order (tuples as arrays, numbers as numbers).
    Part of the protocol: computed for every action on both sides, so kept cheap."""
    view = public_view(state)
    form = [
        [[getattr(p, f) for f in PLAYER_FIELDS_V1] for p in view.players],
        [getattr(view, f) for f in _STATE_FIELDS],
    ]
    return hashlib.sha256(_COMPACT(form).encode()).hexdigest()[:16]


def start_view(players: int, first_player: int) -> GameState:
    """The public view of every new game of this size and first player."""
    return public_view(new_game(players, None, first_player=first_player, deck=tuple(range(DECK_SIZE))))


@attrs.frozen
class RoomInfo:
    """What a client learns when it joins: the room, its seats and the published digest (of
    format ``commitment_format``, ``model.commitment``)."""

    code: str
    game_id: str
    kinds: tuple[str, ...]
    names: tuple[str, ...]
    first_player: int
    commitment: str
    clock: Clock | None
    commitment_format: int

    @classmethod
    def from_json(cls, data: Any) -> RoomInfo:
        try:
            seats = data["seats"]
            kinds = tuple(s["kind"] for s in seats)
            names = tuple(s["name"] for s in seats)
            info = cls(
                str(data["code"]),
                str(data["game_id"]),
                kinds,
                names,
                data["first_player"],
                data["commitment"],
                Clock.from_json(data.get("clock")),
                data["commitment_format"],
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise TableError(f"the server described the room badly ({exc})") from None
        ok = (
            2 <= len(kinds) <= 4
            and all(k in (PERSON, *AI_LEVELS) for k in kinds)
            and all(isinstance(n, str) for n in names)
            and type(info.first_player) is int
            and 0 <= info.first_player < len(kinds)
            and isinstance(info.commitment, str)
            and len(info.commitment) == 64
            and type(info.commitment_format) is int
            and info.commitment_format in FORMATS
        )
        if not ok:
            raise TableError("the server described the room badly")
        return info


@attrs.frozen
class Applied:
    """What one event did to the table: its kind, the seat, the action and the rules' events."""

    seq: int
    kind: EventKind
    seat: int = -1
    action: Action | None = None
    events: tuple[Event, ...] = ()
    by: str = ""
    phrase: str = ""


class RemoteTable:
    """The public table of one online game, and everything the events said about it."""

    def __init__(self, room: RoomInfo, seat: int) -> None:
        self.room = room
        self.seat = seat
        self.state = start_view(len(room.kinds), room.first_player)
        self.names = list(room.names)
        self.claimed = [k != PERSON for k in room.kinds]
        self.seq = 0
        self.actions: list[Action] = []
        self.drawn: list[int] = []  # every card the server announced, in order
        self.started = False
        self.stand_in: set[int] = set()
        self.held: dict[int, str] = {}
        self.clock: dict[str, Any] = {}
        self.end_reason = ""
        self.record: GameRecord | None = None  # the verified record, once the game has ended

    @property
    def over(self) -> bool:
        return bool(self.end_reason)

    @property
    def my_turn(self) -> bool:
        return (
            self.started
            and not self.over
            and not self.state.is_over
            and self.state.current == self.seat
            and self.seat not in self.stand_in
        )

    def apply(self, event: dict[str, Any]) -> Applied:
        """Apply the next event (its ``seq`` must follow the last one)."""
        seq = event.get("seq")
        if type(seq) is not int or seq != self.seq + 1:
            raise TableError(f"event {seq} came after event {self.seq}")
        kind = str(event.get("kind"))
        try:
            applied = self._apply(seq, kind, event)
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            if isinstance(exc, TableError):
                raise
            raise TableError(f"event {seq} ({kind}) cannot be applied: {exc}") from None
        self.seq = seq
        return applied

    def _apply(self, seq: int, kind: str, e: dict[str, Any]) -> Applied:
        handler = _APPLY.get(kind)  # type: ignore[call-overload]
        if handler is None:
            raise TableError(f"unknown event kind {kind!r}")
        return handler(self, seq, e)

    def _seat_taken(self, seq: int, e: dict[str, Any]) -> Applied:
        seat = _seat(e, len(self.names))
        self.names[seat] = str(e["name"])
        self.claimed[seat] = True
        return Applied(seq, EventKind.SEAT, seat)

    def _start(self, seq: int, e: dict[str, Any]) -> Applied:
        self.started = True
        self.clock = dict(e.get("clock") or {})
        return Applied(seq, EventKind.START)

    def _chat(self, seq: int, e: dict[str, Any]) -> Applied:
        return Applied(seq, EventKind.CHAT, _seat(e, len(self.names)), phrase=str(e["phrase"]))

    def _stand_in(self, seq: int, e: dict[str, Any]) -> Applied:
        seat = _seat(e, len(self.names))
        (self.stand_in.add if e["on"] else self.stand_in.discard)(seat)
        if e["on"]:  # how long the stand-in keeps the seat: until "back", this "turn", the "game"
            self.held[seat] = str(e.get("until", Held.BACK))
        else:
            self.held.pop(seat, None)
        self.clock = dict(e.get("clock") or self.clock)
        return Applied(seq, EventKind.STAND_IN, seat)

    def _end(self, seq: int, e: dict[str, Any]) -> Applied:
        self.finish(e)
        return Applied(seq, EventKind.END)

    def _action(self, seq: int, e: dict[str, Any]) -> Applied:
        seat = _seat(e, len(self.names))
        if seat != self.state.current or self.state.is_over:
            raise TableError(f"event {seq}: seat {seat} is not the one to move")
        action = action_from_json(e["action"])
        events: list[Event] = []
        if isinstance(action, Draw):
            named = e.get("card")
            card = CARD_BY_ID.get(named) if isinstance(named, str) else None
            if card is None or card.index not in self.state.deck:
                raise TableError(f"event {seq}: the drawn card {e.get('card')!r} is not in the deck")
            game = MutableState.thaw(self.state)
            game.deck = (card.index, *(c for c in self.state.deck if c != card.index))
            game.deck_hidden = False
            step(game, action, events)
            state = public_view(game.freeze())
            self.drawn.append(card.index)
        else:
            try:
                state, events = apply(self.state, action)
            except IllegalActionError as exc:
                raise TableError(
                    f"event {seq}: the server accepted an illegal action ({exc.reason})"
                ) from None
        if e.get("digest") != public_digest(state) or e.get("actions") != len(self.actions) + 1:
            raise TableError(f"event {seq}: this table is out of step with the server's")
        self.state = state
        self.actions.append(action)
        self.clock = dict(e.get("clock") or {})
        return Applied(seq, EventKind.ACTION, seat, action, tuple(events), str(e.get("by", "")))

    def finish(self, e: dict[str, Any]) -> GameRecord:
        """Check the revealed record against everything announced (``TableError`` if any
        part differs); keep it in :attr:`record`, with this seat's witness."""
        reason = e.get("reason")
        if reason not in tuple(EndReason):
            raise TableError("the game ended for no known reason")
        happened: list[Event] = []  # the record's own replay says which cards were drawn
        try:
            loaded = decode(e["record"], events=happened)
        except SaveError as exc:
            raise TableError(f"the revealed record cannot be used: {exc.reason}") from None
        record = loaded.record
        room = self.room
        found = verify_record(record, room.commitment)
        commitment = record.commitment
        if commitment is not None and commitment.version != room.commitment_format:
            found.append(f"its commitment is of format {commitment.version}, not the room's")
        if (record.game_id, record.first_player) != (room.game_id, room.first_player):
            found.append("its game id or first player is not the room's")
        if tuple(seat_kind(s.kind) for s in record.seats) != room.kinds:
            found.append("its seats' kinds are not the room's")
        if [s.name for s in record.seats] != self.names:
            found.append("its seats' names are not the ones announced")
        if record.actions != tuple(self.actions):
            found.append("its actions are not the ones the server announced")
        if [ev.card for ev in happened if isinstance(ev, CardDrawn)] != self.drawn:
            found.append("the cards drawn were not the next ones of the committed deck")
        if reason == "finished" and not loaded.state.is_over:
            found.append("the game it says is finished is not over")
        if found or commitment is None:
            raise TableError("the revealed record does not match: " + "; ".join(found))
        seen = transcript(room.commitment_format, room.commitment, self.names, self.actions)
        record = attrs.evolve(record, commitment=attrs.evolve(commitment, witness=Witness(self.seat, seen)))
        self.end_reason = reason
        self.record = record
        return record


def _seat(e: dict[str, Any], seats: int) -> int:
    seat = e["seat"]
    if type(seat) is not int or not 0 <= seat < seats:
        raise TableError(f"no seat {seat!r}")
    return seat


def card_id(card: int) -> str:
    return CARDS[card].id


# What each kind of event does to a seat's table (every kind has its entry:
# tests/online/test_vocabulary.py).
_APPLY: dict[EventKind, Callable[[RemoteTable, int, dict[str, Any]], Applied]] = {
    EventKind.SEAT: RemoteTable._seat_taken,
    EventKind.START: RemoteTable._start,
    EventKind.ACTION: RemoteTable._action,
    EventKind.CHAT: RemoteTable._chat,
    EventKind.STAND_IN: RemoteTable._stand_in,
    EventKind.END: RemoteTable._end,
}
