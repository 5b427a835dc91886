"""One room: its seats, its game and its clock, as the numbered events say. No I/O here.

A room changes in two steps. A ``plan_*`` method checks a request against the room and the
rules and returns a :class:`Change` (the events to store, with the room's new index values)
or raises a :class:`~..protocol.ProtocolError`; nothing changes. Only once the store has
written the change in one transaction does :meth:`Room.apply_event` apply its events, the one
method that changes a room: the same events rebuild a room loaded from the store and bring a
room up to date with moves made through another server process.

The room alone knows the deck order, the seed and the salt; the events it writes never hold
them, except the ``end`` event, which reveals the whole record when the game is over.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterable
from typing import Any

import attrs

from ...model.actions import Action, Draw, action_from_json, action_to_json
from ...model.cards import CARDS
from ...model.commitment import FORMAT_DECK, LATEST, Commitment, deck_digest, setup_digest, transcript
from ...model.record import GameRecord, Seat
from ...model.rules import IllegalActionError, apply, new_game
from ...model.state import GameState
from ..protocol import (
    BAD_TOKEN,
    ILLEGAL,
    MAX_NAME,
    NOT_YOUR_TURN,
    OVER,
    PERSON,
    RATE_LIMITED,
    ROOM_FULL,
    STALE,
    WAITING,
    Act,
    By,
    Chat,
    Clock,
    ClockMode,
    EndReason,
    EventKind,
    Held,
    Mover,
    ProtocolError,
    Status,
)
from ..table import public_digest
from .codes import token_matches
from .lookalikes import alike_keys

RETURN_GRACE_MS = 60_000  # a clock run out: what a player who takes the seat back gets
AI_NAMES = {
    "easy": "Easy",
    "greedy": "Greedy",
    "medium": "Medium",
    "hard": "Hard",
    "expert": "Expert",
    "random": "Random",
}


def distinct(name: str, others: Iterable[str]) -> str:
    """``name``, or with a number after it ("Ana 2") when another seat has it already, or one
    that reads or looks alike: the table, the log and a screen reader tell the players apart
    by their names."""
    taken = frozenset().union(*map(alike_keys, others))
    candidate, number = name, 1
    while alike_keys(candidate) & taken:
        number += 1
        suffix = f" {number}"
        candidate = name[: MAX_NAME - len(suffix)] + suffix
    return candidate


WAITING_STATUS, PLAYING, FINISHED, ABANDONED = Status.WAITING, Status.PLAYING, Status.OVER, Status.ABANDONED


@attrs.frozen
class Event:
    """One numbered event: stored as it is, and sent to every seat (``end`` reveals)."""

    seq: int
    kind: EventKind = attrs.field(converter=EventKind)
    body: dict[str, Any]
    at_ms: int
    ref: str | None = None  # "<seat>:<id>" of the request that made it (action, chat)


@attrs.frozen
class Change:
    """Events to write in one transaction, the room's index values after them, and a seat
    token's hash to keep (a claim)."""

    events: tuple[Event, ...]
    index: dict[str, Any]
    token: tuple[int, str] | None = None

    @property
    def last_seq(self) -> int:
        return self.events[-1].seq


@attrs.frozen
class Setup:
    """What a room is made with and never changes: stored once, secrets apart."""

    code: str
    game_id: str
    kinds: tuple[str, ...]
    names: tuple[str, ...]
    first_player: int
    clock: Clock | None
    created_ms: int
    seed: int
    deck: tuple[int, ...]
    salt: str
    commitment: int = LATEST  # its format (``model.commitment``): rooms made before format 2 keep 1

    @property
    def digest(self) -> str:
        """Published before the first move: the whole set-up and the deck (format 1: the deck)."""
        if self.commitment == FORMAT_DECK:
            return deck_digest(self.deck, self.salt)
        return setup_digest(
            game_id=self.game_id,
            kinds=self.kinds,
            first_player=self.first_player,
            seed=self.seed,
            deck=self.deck,
            salt=self.salt,
        )

    def public_json(self) -> dict[str, Any]:
        return {
            "kinds": list(self.kinds),
            "names": list(self.names),
            "first_player": self.first_player,
            "clock": self.clock and self.clock.to_json(),
            "commitment": self.commitment,
        }

    def secret_json(self) -> dict[str, Any]:
        return {"seed": self.seed, "deck": [CARDS[c].id for c in self.deck], "salt": self.salt}

    @classmethod
    def new(cls, code: str, kinds: tuple[str, ...], clock: Clock | None, now_ms: int) -> Setup:
        seed = secrets.randbits(64)
        state = new_game(len(kinds), seed)
        names: list[str] = []
        for i, kind in enumerate(kinds):  # two AIs at one level: "Medium" and "Medium 2"
            names.append(f"Seat {i + 1}" if kind == PERSON else distinct(AI_NAMES.get(kind, kind), names))
        return cls(
            code,
            secrets.token_hex(16),
            kinds,
            tuple(names),
            state.first_player,
            clock,
            now_ms,
            seed,
            state.deck,
            secrets.token_hex(32),
        )


class Room:
    """A room in memory: the whole game (deck order included), rebuilt from its events."""

    def __init__(self, setup: Setup, tokens: list[str] | None = None) -> None:
        self.setup = setup
        self.code = setup.code
        self.names = list(setup.names)
        self.claimed = [k != PERSON for k in setup.kinds]
        self.tokens = list(tokens) if tokens else [""] * len(setup.kinds)
        self.status = WAITING_STATUS
        self.seq = 0
        self.state: GameState = new_game(
            len(setup.kinds), setup.seed, first_player=setup.first_player, deck=setup.deck
        )
        self.actions: list[Action] = []
        self.stand_in: set[int] = set()
        # A seat taken back from the stand-in is in its grace until its player acts; the grace
        # run out leaves the stand-in the seat for that turn (``held``: until, turn), then for
        # the game. All of it follows from the events, so it survives a restart.
        self.grace: set[int] = set()
        self.held: dict[int, tuple[Held, int]] = {}
        self.strikes = [0] * len(setup.kinds)
        self.phrases = [0] * len(setup.kinds)  # said by each seat in this game
        self.left_ms = [setup.clock.seconds * 1000 if setup.clock else 0] * len(setup.kinds)
        self.since_ms = 0  # when the clock of the seat to move started running
        self.turn_deadline_ms = 0  # turn-based clocks: the end of the current turn
        self.refs: dict[str, int] = {}
        self.updated_ms = setup.created_ms

    # ------------------------------------------------------------------ reading

    @property
    def kinds(self) -> tuple[str, ...]:
        return self.setup.kinds

    def is_ai(self, seat: int) -> bool:
        return self.kinds[seat] != PERSON

    def played_by_ai(self, seat: int) -> bool:
        return self.is_ai(seat) or seat in self.stand_in

    @property
    def over(self) -> bool:
        return self.status in (FINISHED, ABANDONED)

    def mover(self) -> Mover:
        """Who is to act: an AI (or a stand-in), a person, or nobody."""
        if self.status != PLAYING:
            return Mover.NONE
        return Mover.AI if self.played_by_ai(self.state.current) else Mover.PERSON

    def deadline_ms(self) -> int | None:
        """When the seat to move runs out of time (None: no clock, or no person to move)."""
        clock = self.setup.clock
        if clock is None or self.mover() != Mover.PERSON:
            return None
        if clock.mode == ClockMode.LIVE:
            return self.since_ms + self.left_ms[self.state.current]
        return self.turn_deadline_ms

    def index(self) -> dict[str, Any]:
        """The values the store keeps beside the events, to find rooms that need the server."""
        return {
            "status": self.status,
            "mover": self.mover(),
            "deadline_ms": self.deadline_ms(),
            "updated_ms": self.updated_ms,
            "last_seq": self.seq,
        }

    def seat_of(self, token: str) -> int:
        for seat, stored in enumerate(self.tokens):
            if token_matches(token, stored):
                return seat
        raise ProtocolError(BAD_TOKEN, "that seat token is not one of this room's")

    def describe(self) -> dict[str, Any]:
        """The room as a joining client is told it: never the deck, the seed or the salt."""
        return {
            "code": self.code,
            "game_id": self.setup.game_id,
            "seats": [
                {"kind": k, "name": n, "claimed": c}
                for k, n, c in zip(self.kinds, self.names, self.claimed, strict=True)
            ],
            "first_player": self.setup.first_player,
            "commitment": self.setup.digest,
            "commitment_format": self.setup.commitment,
            "clock": self.setup.clock and self.setup.clock.to_json(),
            "status": self.status,
            "seq": self.seq,
        }

    def record(self) -> GameRecord:
        """The game so far, with its commitment (salt included): only ever sent at the end."""
        seats = tuple(
            Seat(name, "human" if kind == PERSON else kind)
            for kind, name in zip(self.kinds, self.names, strict=True)
        )
        s = self.setup
        digest = s.digest
        chain = transcript(s.commitment, digest, self.names, self.actions)
        commitment = Commitment(digest, s.salt, chain, s.commitment)
        return GameRecord(seats, s.deck, s.first_player, s.seed, tuple(self.actions), s.game_id, commitment)

    # ------------------------------------------------------------------ planning

    def _event(
        self, offset: int, kind: EventKind, body: dict[str, Any], now_ms: int, ref: str | None = None
    ) -> Event:
        return Event(self.seq + offset, kind, body, now_ms, ref)

    def _change(self, events: list[Event], token: tuple[int, str] | None = None) -> Change:
        """The change, with the index values the room will have after it (a trial copy)."""
        trial = self.copy()
        for event in events:
            trial.apply_event(event)
        return Change(tuple(events), trial.index(), token)

    def copy(self) -> Room:
        other = Room.__new__(Room)
        other.__dict__.update(self.__dict__)
        for name in ("names", "claimed", "tokens", "actions", "left_ms"):
            setattr(other, name, list(getattr(self, name)))
        other.stand_in = set(self.stand_in)
        other.grace = set(self.grace)
        other.held = dict(self.held)
        other.strikes = list(self.strikes)
        other.phrases = list(self.phrases)
        other.refs = dict(self.refs)
        return other

    def plan_claim(self, name: str, token_hash: str, now_ms: int) -> tuple[int, Change]:
        """A person takes the first free person seat; the last one starts the game."""
        if self.over:
            raise ProtocolError(OVER, "this game is over")
        free = [i for i, c in enumerate(self.claimed) if not c]
        if not free:
            raise ProtocolError(ROOM_FULL, "every seat of this room is taken")
        seat = free[0]
        others = [n for i, n in enumerate(self.names) if i != seat and self.claimed[i]]
        name = distinct(name, others)  # two friends called Alex: "Alex" and "Alex 2"
        events = [self._event(1, EventKind.SEAT, {"seat": seat, "name": name}, now_ms)]
        if len(free) == 1:
            clock = self._start_clock(now_ms)
            events.append(self._event(2, EventKind.START, {"clock": clock}, now_ms))
        return seat, self._change(events, (seat, token_hash))

    def _start_clock(self, now_ms: int) -> dict[str, Any] | None:
        clock = self.setup.clock
        if clock is None:
            return None
        if clock.mode == ClockMode.LIVE:
            return {"left_ms": [clock.seconds * 1000] * len(self.kinds), "since_ms": now_ms}
        return {"deadline_ms": now_ms + clock.seconds * 1000}

    def _check_playing(self) -> None:
        if self.status == WAITING_STATUS:
            missing = self.claimed.count(False)
            raise ProtocolError(WAITING, f"the game starts when every seat is taken ({missing} still free)")
        if self.over:
            raise ProtocolError(OVER, "this game is over")

    def duplicate(self, seat: int, id_: str) -> int | None:
        """The event a request with this id already made, if any (a resend)."""
        return self.refs.get(f"{seat}:{id_}")

    def plan_act(self, seat: int, act: Act, now_ms: int, by: By = By.PLAYER) -> Change:
        """An action for ``seat`` (by its player, or by the AI for an AI or stood-in seat)."""
        self._check_playing()
        state = self.state
        if seat != state.current:
            raise ProtocolError(NOT_YOUR_TURN, f"it is {self.names[state.current]}'s turn, not yours")
        if by == By.PLAYER and seat in self.stand_in:
            raise ProtocolError(
                NOT_YOUR_TURN,
                "your time ran out and the stand-in AI plays for you: take your seat back first",
            )
        if act.at != len(self.actions):
            raise ProtocolError(
                STALE,
                f"the action was meant after action {act.at}, but the game is at action {len(self.actions)}",
            )
        try:
            after, _ = apply(state, act.action)
        except IllegalActionError as exc:
            raise ProtocolError(ILLEGAL, exc.reason) from None
        body: dict[str, Any] = {
            "seat": seat,
            "by": by,
            "id": act.id,
            "action": action_to_json(act.action),
        }
        if isinstance(act.action, Draw):
            body["card"] = CARDS[state.deck[0]].id
        body["actions"] = len(self.actions) + 1
        body["digest"] = public_digest(after)
        clock = self._clock_after(seat, state, after, now_ms, by)
        if clock is not None:
            body["clock"] = clock
        ref = f"{seat}:{act.id}" if by == By.PLAYER else None  # ids are the clients' own
        events = [self._event(1, EventKind.ACTION, body, now_ms, ref)]
        if after.is_over:
            events.append(self._event(2, EventKind.END, {"reason": EndReason.FINISHED}, now_ms))
        return self._change(events)

    def _clock_after(
        self, seat: int, before: GameState, after: GameState, now_ms: int, by: By
    ) -> dict[str, Any] | None:
        clock = self.setup.clock
        if clock is None:
            return None
        if clock.mode == ClockMode.LIVE:
            left = list(self.left_ms)
            if by == By.PLAYER:
                left[seat] = max(0, left[seat] - max(0, now_ms - self.since_ms))
            return {"left_ms": left, "since_ms": now_ms}
        new_turn = after.turn != before.turn
        return {"deadline_ms": now_ms + clock.seconds * 1000 if new_turn else self.turn_deadline_ms}

    def reveal(self) -> dict[str, Any]:
        """The ``end`` event as sent: the whole record (deck, seed, salt) and why it ended.
        Only the reason is stored; the record is the room's own, rebuilt from its events."""
        if not self.over:
            raise ValueError(f"room {self.code} is not over: nothing may be revealed")
        reason = EndReason.FINISHED if self.status == FINISHED else EndReason.ABANDONED
        return {"reason": reason, "record": self.record().to_json(self.state), "salt": self.setup.salt}

    def check_phrases(self, seat: int, most: int) -> None:
        if self.phrases[seat] >= most:
            raise ProtocolError(RATE_LIMITED, f"this seat has said its {most} phrases of this game")

    def plan_chat(self, seat: int, chat: Chat, now_ms: int, most: int | None = None) -> Change:
        """A phrase said by ``seat``; ``most``: the phrases a seat may say in one game (checked
        here, under the room's lock, so that two connections of one seat cannot both say the last)."""
        if self.over:
            raise ProtocolError(OVER, "this game is over")
        if most is not None:
            self.check_phrases(seat, most)
        body = {"seat": seat, "phrase": chat.phrase, "id": chat.id}
        return self._change([self._event(1, EventKind.CHAT, body, now_ms, f"{seat}:{chat.id}")])

    def plan_timeout(self, now_ms: int) -> Change | None:
        """The seat to move ran out of time: the stand-in AI takes it (None: not yet), until
        its player takes it back; if that player's grace ran out, for this turn; the second
        time, for the rest of the game."""
        deadline = self.deadline_ms()
        if deadline is None or now_ms < deadline:
            return None
        seat = self.state.current
        left = list(self.left_ms)
        if self.setup.clock is not None and self.setup.clock.mode == ClockMode.LIVE:
            left[seat] = 0
        until = Held.BACK if seat not in self.grace else Held.TURN if self.strikes[seat] == 0 else Held.GAME
        body = {"seat": seat, "on": True, "until": until, **self._clock_with(seat, left, now_ms)}
        return self._change([self._event(1, EventKind.STAND_IN, body, now_ms)])

    def holding(self, seat: int) -> str | None:
        """Why the stand-in keeps ``seat`` whatever its player says (None: it may be taken back)."""
        until, turn = self.held.get(seat, (Held.BACK, 0))
        if until == Held.GAME:
            return (
                "your time ran out again after you took your seat back: the stand-in AI plays it to the end"
            )
        if until == Held.TURN and self.state.turn == turn:
            return "your time ran out again after you took your seat back: the stand-in AI plays this turn"
        return None

    def plan_back(self, seat: int, now_ms: int) -> Change | None:
        """The player takes the seat back from the stand-in, with a short grace (None: it
        was theirs already, or the stand-in holds it: :meth:`holding`)."""
        if seat not in self.stand_in or self.over or self.holding(seat) is not None:
            return None
        left = list(self.left_ms)
        if self.setup.clock is not None and self.setup.clock.mode == ClockMode.LIVE:
            left[seat] = max(left[seat], RETURN_GRACE_MS)
        body = {"seat": seat, "on": False, **self._clock_with(seat, left, now_ms, back=True)}
        return self._change([self._event(1, EventKind.STAND_IN, body, now_ms)])

    def _clock_with(self, seat: int, left: list[int], now_ms: int, back: bool = False) -> dict[str, Any]:
        """``{"clock": ...}`` for a stand-in event, or nothing without a clock. A player who
        takes back the seat to move gets at least the grace, and no more than the turn's own time."""
        clock = self.setup.clock
        if clock is None:
            return {}
        if clock.mode == ClockMode.LIVE:
            return {"clock": {"left_ms": left, "since_ms": now_ms}}
        deadline = self.turn_deadline_ms
        if back and seat == self.state.current:
            deadline = max(deadline, now_ms + min(RETURN_GRACE_MS, clock.seconds * 1000))
        return {"clock": {"deadline_ms": deadline}}

    def plan_abandon(self, now_ms: int) -> Change:
        return self._change([self._event(1, EventKind.END, {"reason": EndReason.ABANDONED}, now_ms)])

    # ------------------------------------------------------------------ the one mutator

    def apply_event(self, event: Event) -> None:
        """Apply a stored event (written here, or by another process on the same store)."""
        if event.seq != self.seq + 1:
            raise ValueError(f"room {self.code}: event {event.seq} after event {self.seq}")
        _APPLY[event.kind](self, event)
        if event.ref is not None and event.body.get("by", By.PLAYER) == By.PLAYER:
            self.refs[event.ref] = event.seq  # a client's request (an AI's of old stores is not)
        self.seq = event.seq
        if event.kind != EventKind.CHAT:  # talk alone never keeps a room from being abandoned
            self.updated_ms = event.at_ms

    def _on_seat(self, event: Event) -> None:
        self.claimed[event.body["seat"]] = True
        self.names[event.body["seat"]] = event.body["name"]

    def _on_start(self, event: Event) -> None:
        self.status = PLAYING
        self._set_clock(event.body.get("clock"))

    def _on_action(self, event: Event) -> None:
        body = event.body
        action = action_from_json(body["action"])
        if body["seat"] != self.state.current:
            raise ValueError(f"room {self.code}: event {event.seq} acts for the wrong seat")
        if body.get("by", By.PLAYER) == By.PLAYER:
            self.grace.discard(body["seat"])  # the player is back for good
        self.state, _ = apply(self.state, action)
        self.actions.append(action)
        self._set_clock(body.get("clock"))

    def _on_chat(self, event: Event) -> None:
        """A phrase changes nothing but the room's last event, and what its seat has said."""
        self.phrases[event.body["seat"]] += 1

    def _on_stand_in(self, event: Event) -> None:
        body = event.body
        seat = body["seat"]
        if body["on"]:
            self.stand_in.add(seat)
            self.grace.discard(seat)
            until = Held(body.get("until", Held.BACK))
            self.held[seat] = (until, self.state.turn)
            self.strikes[seat] += until != Held.BACK
        else:
            self.stand_in.discard(seat)
            self.held.pop(seat, None)
            self.grace.add(seat)
        self._set_clock(body.get("clock"))

    def _on_end(self, event: Event) -> None:
        self.status = FINISHED if event.body["reason"] == EndReason.FINISHED else ABANDONED

    def _set_clock(self, clock: dict[str, Any] | None) -> None:
        if not clock:
            return
        if "left_ms" in clock:
            self.left_ms = list(clock["left_ms"])
            self.since_ms = clock["since_ms"]
        if "deadline_ms" in clock:
            self.turn_deadline_ms = clock["deadline_ms"]


# What each kind of event does to a room (every kind has its entry: tests/online/test_vocabulary.py).
_APPLY: dict[EventKind, Callable[[Room, Event], None]] = {
    EventKind.SEAT: Room._on_seat,
    EventKind.START: Room._on_start,
    EventKind.ACTION: Room._on_action,
    EventKind.CHAT: Room._on_chat,
    EventKind.STAND_IN: Room._on_stand_in,
    EventKind.END: Room._on_end,
}
