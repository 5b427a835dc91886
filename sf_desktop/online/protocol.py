"""The messages of online play (versioned, validated), pure: what travels, nothing more.

Every message is one WebSocket text frame holding a JSON object with a ``type``. A client's
first message is ``hello`` with its :data:`PROTOCOL` version; a client of another version
gets an ``error`` of code ``protocol_version`` saying which version this server speaks, and
the connection is closed. Everything a client sends is read by :func:`parse_client`: the size,
the nesting, every field's type and range, and no field the message does not know; anything
else is a :class:`ProtocolError` whose reason is a sentence, sent back as an ``error`` (and
nothing changes). The full list of messages is ``docs/online.md``.

No secret ever travels in these messages before a game ends: the deck order, the seed and the
salt appear only in the ``end`` event's record (see :mod:`.table` for what a client does with
the events).
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable
from typing import Any, ClassVar

import attrs

from ..model.actions import Action, action_from_json, action_to_json
from ..model.json_tokens import json_tokens
from .vocabulary import (  # noqa: F401 - the vocabulary is read from here too
    By,
    ClientEnd,
    ClientType,
    ClockMode,
    EndReason,
    ErrorCode,
    EventKind,
    Held,
    LinkStatus,
    Mover,
    SeatKind,
    ServerType,
    Status,
)

PROTOCOL = 2  # 2: the commitment binds the set-up (``model.commitment`` format 2)
TAKEN_OVER = 4001  # the close code of a connection whose seat another connection took up
# A client's message: the largest an honest client sends (a ``create`` with names written as
# escapes) is under 1 KiB; 64 KiB of valid JSON cost the server 10 ms to read. The server's end
# event may be larger.
MAX_MESSAGE_BYTES = 8 * 1024
MAX_SERVER_MESSAGE_BYTES = 1024 * 1024
MAX_DEPTH = 4  # nesting of objects and arrays in a client's message (``create`` needs 3)
MAX_NUMBER_CHARS = 20
MAX_ID = 64  # an action or chat id
MAX_NAME = 40
MAX_CLIENT = 64
MAX_TOKEN = 100
MIN_CLOCK_SECONDS = 1
MAX_CLOCK_SECONDS = 30 * 86400
MAX_SEQ = 10**9

# Room codes: 8 symbols of an alphabet without 0/O and 1/I (40 bits), shown as KXQ7-M2PD.
CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
CODE_LENGTH = 8


# The only chat: canned phrases, sent as ids (each app shows them in its own language).
PHRASES: dict[str, str] = {
    "hello": "Hello!",
    "good_luck": "Good luck!",
    "thinking": "Thinking…",
    "one_moment": "One moment, please.",
    "nice_move": "Nice move!",
    "oops": "Oops!",
    "well_played": "Well played!",
    "good_game": "Good game!",
    "thanks": "Thanks!",
    "bye": "Bye!",
}

PERSON = SeatKind.PERSON
AI_LEVELS = tuple(k for k in SeatKind if k is not SeatKind.PERSON)
SEAT_KINDS = tuple(SeatKind)

# The error codes by their old names (``protocol.MALFORMED``...).
PROTOCOL_VERSION = ErrorCode.PROTOCOL_VERSION
MALFORMED = ErrorCode.MALFORMED
NOT_JOINED = ErrorCode.NOT_JOINED
NO_ROOM = ErrorCode.NO_ROOM
BAD_TOKEN = ErrorCode.BAD_TOKEN
ROOM_FULL = ErrorCode.ROOM_FULL
RATE_LIMITED = ErrorCode.RATE_LIMITED
NOT_YOUR_TURN = ErrorCode.NOT_YOUR_TURN
ILLEGAL = ErrorCode.ILLEGAL
STALE = ErrorCode.STALE
WAITING = ErrorCode.WAITING
OVER = ErrorCode.OVER
BUSY = ErrorCode.BUSY
SERVER = ErrorCode.SERVER
ERROR_CODES = tuple(ErrorCode)
EVENT_KINDS = tuple(EventKind)


class ProtocolError(ValueError):
    """A message that is refused; ``code`` is one of :data:`ERROR_CODES`."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


def refuse(reason: str) -> ProtocolError:
    return ProtocolError(MALFORMED, reason)


# ---------------------------------------------------------------------------- reading JSON safely


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"the key {key[:40]!r} appears twice")
        out[key] = value
    return out


def _parse_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise ValueError("a number is too long")
    return int(text)


def _parse_float(text: str) -> float:
    raise ValueError("numbers here are whole numbers")


def _parse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def load_json(
    raw: str | bytes, limit: int = MAX_MESSAGE_BYTES, depth: int = MAX_DEPTH, *, halves: bool = False
) -> dict[str, Any]:
    """The JSON object of one message, within the size and nesting limits; numbers are whole
    (a revealed record's scores may be halves: ``halves``)."""
    if isinstance(raw, bytes):
        raise refuse("messages are JSON text frames, not binary")
    if len(raw) > limit:  # characters: never fewer than the bytes / 4
        raise refuse(f"the message is too large (at most {limit} bytes)")
    level = 0
    for token in json_tokens(raw):
        if token[0] in "[{":
            level += 1
            if level > depth:
                raise refuse(f"the message is nested more than {depth} levels deep")
        elif token[0] in "]}":
            level -= 1
    try:
        value = json.loads(
            raw,
            object_pairs_hook=_object,
            parse_int=_parse_int,
            parse_float=float if halves else _parse_float,
            parse_constant=_parse_constant,
        )
    except (ValueError, RecursionError) as exc:
        raise refuse(f"the message is not valid JSON ({str(exc)[:120]})") from None
    if not isinstance(value, dict):
        raise refuse("a message must be a JSON object")
    return value


def dumps(message: dict[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


# ---------------------------------------------------------------------------- field checks


def _only(data: dict[str, Any], kind: str, allowed: tuple[str, ...]) -> None:
    extra = sorted(set(data) - {"type", *allowed})
    if extra:
        raise refuse(f"a {kind} message has no field {extra[0][:40]!r}")


def _int(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data.get(key)
    if type(value) is not int or not low <= value <= high:
        raise refuse(f"{key!r} must be a whole number from {low} to {high}")
    return value


def _text(data: dict[str, Any], key: str, limit: int, *, pattern: str | None = None) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value or len(value) > limit:
        raise refuse(f"{key!r} must be a text of 1 to {limit} characters")
    if pattern is not None and not re.fullmatch(pattern, value):
        raise refuse(f"{key!r} holds characters it may not hold")
    return value


# Letters and marks that show nothing: a name of them looked empty ("ㅤ"), and one after a name
# ("Ann" + U+034F) passed for a second "Ann". (Format characters are not printable already.)
_INVISIBLE = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0") | frozenset(
    map(chr, [*range(0xFE00, 0xFE10), *range(0xE0100, 0xE01F0)])
)
MAX_MARKS = 3  # combining marks on one letter (Vietnamese needs two; 39 stacked hid the line above)


def clean_name(value: Any, what: str = "name") -> str:
    """A player's name: 1 to 40 printable characters in their compatibility form (NFKC:
    full-width "Ａｎｎ" is "Ann"), spaces trimmed, with a letter, a digit or a symbol (an emoji),
    nothing invisible and at most :data:`MAX_MARKS` marks on a letter."""
    if not isinstance(value, str):
        raise refuse(f"the {what} must be a text")
    name = " ".join(unicodedata.normalize("NFKC", value).split())
    if not name or len(name) > MAX_NAME or not name.isprintable():
        raise refuse(f"the {what} must be 1 to {MAX_NAME} printable characters")
    if any(c in _INVISIBLE for c in name) or not any(
        c.isalnum() or unicodedata.category(c) == "So" for c in name
    ):
        raise refuse(f"the {what} must show letters, digits or symbols, and nothing invisible")
    marks = 0
    for c in name:
        marks = marks + 1 if unicodedata.combining(c) else 0
        if marks > MAX_MARKS:
            raise refuse(f"the {what} has more than {MAX_MARKS} marks on one letter")
    return name


def normalize_code(text: str) -> str:
    """A room code as typed (any case, with or without the dash) -> its 8 symbols."""
    code = text.strip().upper().replace("-", "").replace(" ", "")
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        raise ProtocolError(NO_ROOM, "that is not a room code (8 letters and digits, like KXQ7-M2PD)")
    return code


def show_code(code: str) -> str:
    """``KXQ7M2PD`` -> ``KXQ7-M2PD``."""
    return f"{code[:4]}-{code[4:]}"


# ---------------------------------------------------------------------------- client messages


@attrs.frozen
class Clock:
    """A game's clock: ``live`` (``seconds`` for each player's whole game) or ``turn``
    (``seconds`` for each turn, e.g. a day)."""

    mode: ClockMode = attrs.field(converter=ClockMode)
    seconds: int = attrs.field()

    def to_json(self) -> dict[str, Any]:
        return {"mode": self.mode, "seconds": self.seconds}

    @classmethod
    def from_json(cls, data: Any) -> Clock | None:
        if data is None:
            return None
        if not isinstance(data, dict):
            raise refuse("'clock' must be an object or null")
        _only(data, "clock", ("mode", "seconds"))
        mode = data.get("mode")
        if mode not in tuple(ClockMode):
            raise refuse("the clock's mode must be 'live' or 'turn'")
        return cls(mode, _int(data, "seconds", MIN_CLOCK_SECONDS, MAX_CLOCK_SECONDS))


@attrs.frozen
class Hello:
    TYPE: ClassVar[ClientType] = ClientType.HELLO

    protocol: int
    client: str


@attrs.frozen
class Create:
    """A new room: ``seats`` in order (``person`` or an AI level); the creator takes the
    first person seat."""

    TYPE: ClassVar[ClientType] = ClientType.CREATE

    name: str
    seats: tuple[str, ...]
    clock: Clock | None = None


@attrs.frozen
class Join:
    TYPE: ClassVar[ClientType] = ClientType.JOIN

    code: str
    name: str


@attrs.frozen
class Resume:
    """Back to one's seat with its token; ``last_seq`` is the last event the client saw."""

    TYPE: ClassVar[ClientType] = ClientType.RESUME

    code: str
    token: str
    last_seq: int


@attrs.frozen
class Act:
    """An action for one's seat. ``id`` makes a resend harmless; ``at`` is the number of
    actions of the game the client had seen (a stale one is refused)."""

    TYPE: ClassVar[ClientType] = ClientType.ACT

    id: str
    at: int
    action: Action


@attrs.frozen
class Chat:
    TYPE: ClassVar[ClientType] = ClientType.CHAT

    id: str
    phrase: str


@attrs.frozen
class Back:
    """The player takes the seat back from the stand-in AI."""

    TYPE: ClassVar[ClientType] = ClientType.BACK


ClientMessage = Hello | Create | Join | Resume | Act | Chat | Back

_ID = r"[A-Za-z0-9_.:-]+"
_TOKEN_CHARS = r"[A-Za-z0-9_-]+"


def _hello(d: dict[str, Any]) -> Hello:
    version = d.get("protocol")
    if type(version) is not int:
        raise refuse("'protocol' must be the client's protocol version (a whole number)")
    if version != PROTOCOL:
        return Hello(version, "")  # another version's hello: refused for its version, not its fields
    _only(d, "hello", ("protocol", "client"))
    client = d.get("client", "")
    if not isinstance(client, str) or len(client) > MAX_CLIENT:
        raise refuse(f"'client' must be a text of at most {MAX_CLIENT} characters")
    return Hello(version, client)


def _create(d: dict[str, Any]) -> Create:
    _only(d, "create", ("name", "seats", "clock"))
    seats = d.get("seats")
    if not isinstance(seats, list) or not 2 <= len(seats) <= 4:
        raise refuse("'seats' must list 2 to 4 seats")
    for seat in seats:
        if seat not in SEAT_KINDS:
            raise refuse(f"a seat is one of {', '.join(SEAT_KINDS)}")
    if PERSON not in seats:
        raise refuse("a room needs at least one person seat")
    kinds = tuple(SeatKind(seat) for seat in seats)
    return Create(clean_name(d.get("name")), kinds, Clock.from_json(d.get("clock")))


def _join(d: dict[str, Any]) -> Join:
    _only(d, "join", ("code", "name"))
    return Join(normalize_code(_text(d, "code", 20)), clean_name(d.get("name")))


def _resume(d: dict[str, Any]) -> Resume:
    _only(d, "resume", ("code", "token", "last_seq"))
    return Resume(
        normalize_code(_text(d, "code", 20)),
        _text(d, "token", MAX_TOKEN, pattern=_TOKEN_CHARS),
        _int(d, "last_seq", 0, MAX_SEQ),
    )


def _act(d: dict[str, Any]) -> Act:
    _only(d, "act", ("id", "at", "action"))
    try:
        action = action_from_json(d.get("action"))
    except ValueError as exc:
        raise refuse(f"the action cannot be read: {str(exc)[:160]}") from None
    extra = set(d["action"]) - set(action_to_json(action))  # the fields its type has, no more
    if extra:
        raise refuse(f"the action has fields its type does not have: {', '.join(sorted(extra))[:80]}")
    return Act(_text(d, "id", MAX_ID, pattern=_ID), _int(d, "at", 0, MAX_SEQ), action)


def _chat(d: dict[str, Any]) -> Chat:
    _only(d, "chat", ("id", "phrase"))
    phrase = d.get("phrase")
    if phrase not in PHRASES:
        raise refuse("the chat is canned phrases only: " + ", ".join(PHRASES))
    return Chat(_text(d, "id", MAX_ID, pattern=_ID), phrase)


def _back(d: dict[str, Any]) -> Back:
    _only(d, "back", ())
    return Back()


_READERS: dict[ClientType, Callable[[dict[str, Any]], ClientMessage]] = {
    ClientType.HELLO: _hello,
    ClientType.CREATE: _create,
    ClientType.JOIN: _join,
    ClientType.RESUME: _resume,
    ClientType.ACT: _act,
    ClientType.CHAT: _chat,
    ClientType.BACK: _back,
}


def parse_client(raw: str | bytes) -> ClientMessage:
    """A client's message, checked in full (``ProtocolError`` with the reason otherwise)."""
    data = load_json(raw)
    kind = data.get("type")
    reader = _READERS.get(kind) if isinstance(kind, str) else None  # type: ignore[call-overload]
    if reader is None:
        raise refuse(f"unknown message type {str(kind)[:40]!r}; known: {', '.join(_READERS)}")
    return reader(data)


def client_json(message: ClientMessage) -> dict[str, Any]:
    """The JSON form of a client's message (what :func:`parse_client` reads back)."""
    match message:
        case Hello(protocol, client):
            return {"type": ClientType.HELLO, "protocol": protocol, "client": client}
        case Create(name, seats, clock):
            return {
                "type": ClientType.CREATE,
                "name": name,
                "seats": list(seats),
                "clock": clock and clock.to_json(),
            }
        case Join(code, name):
            return {"type": ClientType.JOIN, "code": code, "name": name}
        case Resume(code, token, last_seq):
            return {"type": ClientType.RESUME, "code": code, "token": token, "last_seq": last_seq}
        case Act(id_, at, action):
            return {"type": ClientType.ACT, "id": id_, "at": at, "action": action_to_json(action)}
        case Chat(id_, phrase):
            return {"type": ClientType.CHAT, "id": id_, "phrase": phrase}
        case Back():
            return {"type": ClientType.BACK}
    raise TypeError(f"not a client message: {message!r}")


# ---------------------------------------------------------------------------- server messages


def hello_reply(server: str) -> dict[str, Any]:
    return {"type": ServerType.HELLO, "protocol": PROTOCOL, "server": server}


def error_reply(error: ProtocolError, ref: str | None = None, **extra: Any) -> dict[str, Any]:
    out = {"type": ServerType.ERROR, "code": error.code, "reason": error.reason}
    if ref is not None:
        out["ref"] = ref
    out.update(extra)
    return out


def version_refusal(theirs: int) -> ProtocolError:
    return ProtocolError(
        PROTOCOL_VERSION,
        f"this server speaks protocol {PROTOCOL} and the client speaks protocol {theirs}: "
        f"use a version of SF Desktop that speaks protocol {PROTOCOL}",
    )


def ack_reply(id_: str, seq: int, duplicate: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {"type": ServerType.ACK, "id": id_, "seq": seq}
    if duplicate:
        out["duplicate"] = True
    return out


def event_message(seq: int, kind: EventKind, body: dict[str, Any]) -> dict[str, Any]:
    return {"type": ServerType.EVENT, "seq": seq, "kind": kind, **body}


def presence_message(online: list[bool]) -> dict[str, Any]:
    return {"type": ServerType.PRESENCE, "online": online}


SERVER_TYPES = tuple(ServerType)


def parse_server(raw: str | bytes) -> dict[str, Any]:
    """A server's message: a JSON object of a known type with its numbers in place (a client
    checks the rest where it uses it: :mod:`.table`)."""
    data = load_json(raw, MAX_SERVER_MESSAGE_BYTES, depth=12, halves=True)
    kind = data.get("type")
    if kind not in SERVER_TYPES:
        raise refuse(f"unknown message type from the server: {str(kind)[:40]!r}")
    data["type"] = kind = ServerType(kind)
    if kind == ServerType.EVENT:
        _int(data, "seq", 1, MAX_SEQ)
        if data.get("kind") not in EVENT_KINDS:
            raise refuse(f"unknown event kind {str(data.get('kind'))[:40]!r}")
        data["kind"] = EventKind(data["kind"])
    elif kind == ServerType.ACK:
        _int(data, "seq", 0, MAX_SEQ)
        _text(data, "id", MAX_ID)
    elif kind == ServerType.ERROR:
        _text(data, "code", 40)
        _text(data, "reason", 2000)
    elif kind == ServerType.JOINED:
        _int(data, "seat", 0, 3)
        if not isinstance(data.get("room"), dict):
            raise refuse("'room' must be an object")
    return data
