"""One typed vocabulary for every word the server and the client switch on: each handler table
has an entry for every member, a member is the very text that travels, and a server message
read by a client carries the members themselves."""

from __future__ import annotations

from enum import StrEnum

import pytest

from sf_desktop.online import client, protocol, table, vocabulary
from sf_desktop.online.protocol import (
    ClientType,
    EventKind,
    SeatKind,
    ServerType,
    client_json,
    dumps,
    event_message,
    parse_client,
    parse_server,
)
from sf_desktop.online.server import net, room

HANDLER_TABLES = [
    ("the readers of client messages", protocol._READERS, ClientType),
    ("the server's requests", net._HANDLERS, ClientType),
    ("the client's server messages", client._HANDLERS, ServerType),
    ("the events a seat's table applies", table._APPLY, EventKind),
    ("the events a room applies", room._APPLY, EventKind),
]


@pytest.mark.parametrize(("what", "handlers", "words"), HANDLER_TABLES, ids=[h[0] for h in HANDLER_TABLES])
def test_every_kind_has_its_handler(what: str, handlers: dict, words: type[StrEnum]) -> None:
    assert set(handlers) == set(words), what


def test_every_client_message_class_says_its_type_and_reads_back_as_it() -> None:
    samples = [
        protocol.Hello(protocol.PROTOCOL, "x"),
        protocol.Create("A", ("person", "easy")),
        protocol.Join("KXQ7M2PD", "B"),
        protocol.Resume("KXQ7M2PD", "tok", 0),
        protocol.Act("1", 0, protocol.action_from_json({"type": "draw"})),
        protocol.Chat("2", "hello"),
        protocol.Back(),
    ]
    assert {type(m).TYPE for m in samples} == set(ClientType)
    for message in samples:
        wire = dumps(client_json(message))
        assert parse_client(wire) == message
        assert f'"type":"{message.TYPE.value}"' in wire  # the member travels as its text


def test_the_words_of_each_side_are_the_texts_of_the_protocol() -> None:
    assert protocol.SEAT_KINDS == ("person", "easy", "greedy", "medium", "hard", "expert", "random")
    assert protocol.PERSON == "person" and protocol.PERSON is SeatKind.PERSON
    assert set(protocol.ERROR_CODES) == set(vocabulary.ErrorCode)
    read = parse_server(dumps(event_message(1, EventKind.STAND_IN, {"seat": 0, "on": True})))
    assert read["type"] is ServerType.EVENT and read["kind"] is EventKind.STAND_IN


def test_a_server_message_of_an_unknown_type_or_kind_is_refused() -> None:
    with pytest.raises(protocol.ProtocolError):
        parse_server('{"type": "gossip"}')
    with pytest.raises(protocol.ProtocolError):
        parse_server('{"type": "event", "seq": 1, "kind": "gossip"}')
