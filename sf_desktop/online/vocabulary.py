"""The words of online play: every string the server and the client switch on (message types,
event kinds, seat kinds, statuses, error codes), one typed vocabulary for both sides.

A member is the very text that travels (``SeatKind.PERSON == "person"``, and JSON writes it as
that text). Each handler table keyed by one of these must have every member: the readers of
client messages (``protocol``), the server's requests (``server.net``), the client's server
messages (``client``), the events a table and a room apply (``table``, ``server.room``); the
tests check it (``tests/online/test_vocabulary.py``). :mod:`.protocol` re-exports them all.
"""

from __future__ import annotations

from enum import StrEnum


class ClientType(StrEnum):
    """The ``type`` of a client's message."""

    HELLO = "hello"
    CREATE = "create"
    JOIN = "join"
    RESUME = "resume"
    ACT = "act"
    CHAT = "chat"
    BACK = "back"


class ServerType(StrEnum):
    """The ``type`` of a server's message."""

    HELLO = "hello"
    ERROR = "error"
    JOINED = "joined"
    ACK = "ack"
    EVENT = "event"
    PRESENCE = "presence"


class EventKind(StrEnum):
    """The ``kind`` of a numbered event (stored, sent to every seat of the room)."""

    SEAT = "seat"
    START = "start"
    ACTION = "action"
    CHAT = "chat"
    STAND_IN = "stand_in"
    END = "end"


class SeatKind(StrEnum):
    """What a room's seat is: a person, or one of the AI levels the app ships."""

    PERSON = "person"
    EASY = "easy"
    GREEDY = "greedy"
    MEDIUM = "medium"
    HARD = "hard"
    EXPERT = "expert"
    RANDOM = "random"


class Status(StrEnum):
    """A room's status (``room.status``, and the store's index)."""

    WAITING = "waiting"
    PLAYING = "playing"
    OVER = "over"
    ABANDONED = "abandoned"


class Mover(StrEnum):
    """Who is to act in a room (the store's index finds the rooms an AI is to move in)."""

    AI = "ai"  # an AI seat, or the stand-in for a person
    PERSON = "person"
    NONE = "none"


class By(StrEnum):
    """Who made an ``action`` event: the seat's player, its AI, or the stand-in."""

    PLAYER = "player"
    AI = "ai"
    STAND_IN = "stand_in"


class EndReason(StrEnum):
    """Why a game ended (the ``end`` event's ``reason``)."""

    FINISHED = "finished"
    ABANDONED = "abandoned"


class ClockMode(StrEnum):
    LIVE = "live"  # each player's time for the whole game
    TURN = "turn"  # each turn's time


class Held(StrEnum):
    """How long the stand-in keeps a seat (a ``stand_in`` event's ``until``)."""

    BACK = "back"  # until its player takes it back
    TURN = "turn"  # to the end of this turn (the grace after a return ran out)
    GAME = "game"  # to the end of the game (the grace ran out a second time)


class ErrorCode(StrEnum):
    """The ``code`` of an ``error`` message; its ``reason`` is a sentence."""

    PROTOCOL_VERSION = "protocol_version"
    MALFORMED = "malformed"
    NOT_JOINED = "not_joined"
    NO_ROOM = "no_room"
    BAD_TOKEN = "bad_token"
    ROOM_FULL = "room_full"
    RATE_LIMITED = "rate_limited"
    NOT_YOUR_TURN = "not_your_turn"
    ILLEGAL = "illegal"
    STALE = "stale"
    WAITING = "waiting"
    OVER = "over"
    BUSY = "busy"
    SERVER = "server"


class ClientEnd(StrEnum):
    """Why a client gave up a seat of its own accord (a ``Refused`` the server never sent)."""

    TAKEN_OVER = "taken_over"  # another connection took the seat up (close code 4001)
    CLOSED = "closed"  # the server could not be reached for a first seat
    SERVER = "server"  # the server described the room badly


class LinkStatus(StrEnum):
    """A client's connection, as its listener is told."""

    CONNECTING = "connecting"
    ONLINE = "online"
    RECONNECTING = "reconnecting"
    CLOSED = "closed"
