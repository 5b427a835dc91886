"""The protocol's messages: every field checked, every refusal with a reason; room codes,
tokens and the limits on guessing and flooding."""

from __future__ import annotations

import json
import math
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sf_desktop.model.actions import DRAW, PLACE, TAKE
from sf_desktop.online import protocol as p
from sf_desktop.online.server import codes
from sf_desktop.online.server.limits import Window


def refused(raw: str | bytes) -> p.ProtocolError:
    with pytest.raises(p.ProtocolError) as info:
        p.parse_client(raw)
    return info.value


def test_every_client_message_reads_back_as_written() -> None:
    messages = [
        p.Hello(p.PROTOCOL, "sf-desktop 1"),
        p.Create("Zoë", ("person", "hard", "person"), p.Clock("turn", 86400)),
        p.Create("Ann", ("person", "easy"), None),
        p.Join("KXQ7M2PD", "Bob"),
        p.Resume("KXQ7M2PD", "abc_DEF-123", 17),
        p.Act("id-1", 5, TAKE[2]),
        p.Act("x", 0, PLACE[3][1]),
        p.Chat("c.1", "good_game"),
        p.Back(),
    ]
    for message in messages:
        assert p.parse_client(p.dumps(p.client_json(message))) == message


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        ('{"type": "dance"}', "unknown message type"),
        ('{"protocol": 1}', "unknown message type"),
        ("[1, 2]", "must be a JSON object"),
        ("{not json", "not valid JSON"),
        ('{"type": "join", "code": "KXQ7M2PD", "name": "A", "name": "B"}', "appears twice"),
        ('{"type": "join", "code": "KXQ7M2PD", "name": "A", "admin": true}', "no field 'admin'"),
        ('{"type": "join", "code": 12345678, "name": "A"}', "'code' must be a text"),
        ('{"type": "join", "code": "KXQ0-M2PD", "name": "A"}', "not a room code"),
        ('{"type": "join", "code": "KXQ7M2PD", "name": "   "}', "1 to 40 printable"),
        ('{"type": "join", "code": "KXQ7M2PD", "name": "a\\u0000b"}', "printable"),
        ('{"type": "act", "id": "1", "at": -1, "action": {"type": "draw"}}', "'at' must be a whole number"),
        ('{"type": "act", "id": "1", "at": 1.5, "action": {"type": "draw"}}', "whole numbers"),
        ('{"type": "act", "id": "1", "at": NaN, "action": {"type": "draw"}}', "not a JSON number"),
        ('{"type": "act", "id": "1", "at": true, "action": {"type": "draw"}}', "'at' must be a whole number"),
        ('{"type": "act", "id": "1", "at": 1, "action": {"type": "fly"}}', "cannot be read"),
        ('{"type": "act", "id": "1", "at": 1, "action": {"type": "put", "column": 7}}', "cannot be read"),
        ('{"type": "act", "id": "no spaces", "at": 1, "action": {"type": "draw"}}', "characters"),
        ('{"type": "act", "id": "1", "at": 12345678901234567890123, "action": {"type": "draw"}}', "too long"),
        ('{"type": "chat", "id": "1", "phrase": "you are bad"}', "canned phrases only"),
        ('{"type": "create", "name": "A", "seats": ["person"]}', "2 to 4 seats"),
        ('{"type": "create", "name": "A", "seats": ["hard", "easy"]}', "at least one person"),
        ('{"type": "create", "name": "A", "seats": ["person", "god"]}', "a seat is one of"),
        ('{"type": "create", "name": "A", "seats": ["person", "easy"], "clock": {"mode": "live", "seconds": 0}}', "'seconds'"),
        ('{"type": "create", "name": "A", "seats": ["person", "easy"], "clock": {"mode": "blitz", "seconds": 9}}', "mode"),
        ('{"type": "resume", "code": "KXQ7M2PD", "token": "a b", "last_seq": 0}', "characters"),
        ('{"type": "hello", "protocol": "1"}', "protocol version"),
        ('{"a": [[[[[1]]]]]}', "nested more than"),
        ('{"type": "act", "id": "1", "at": 1, "action": {"type": "draw", "x": [{}, {}]}}', "fields its type does not have: x"),
        ('{"type": "act", "id": "1", "at": 1, "action": {"type": "put", "column": 1, "row": 2}}', "does not have: row"),
    ],
)  # fmt: skip
def test_malformed_messages_are_refused_with_a_reason(raw: str, words: str) -> None:
    error = refused(raw)
    assert error.code in (p.MALFORMED, p.NO_ROOM)
    assert words in error.reason


def test_a_binary_frame_and_a_huge_message_are_refused() -> None:
    assert "binary" in refused(b'{"type": "back"}').reason
    huge = json.dumps({"type": "hello", "protocol": 1, "client": "x" * p.MAX_MESSAGE_BYTES})
    assert "too large" in refused(huge).reason


def test_a_string_never_closed_is_refused_in_one_reading() -> None:
    """64 kB of escaped quotes in a string never closed held the server's loop for 7 s: each
    quote began a new scan to the end of the message."""
    raw = '{"type": "hello", "client": "' + '\\"' * (p.MAX_MESSAGE_BYTES // 2 - 20)
    assert "not valid JSON" in refused(raw).reason


@pytest.mark.parametrize(
    "name",
    ["Ann\u034f", "\u3164", "\u2800", "Hard\ufe0f", "A" + "\u0301" * 5, "...", "\u115f\u1160"],
)
def test_a_name_that_shows_nothing_or_hides_something_is_refused(name: str) -> None:
    """Each passed beside "Ann" or the Hard AI as a name of its own, or looked empty."""
    with pytest.raises(p.ProtocolError):
        p.clean_name(name)


def test_names_are_read_in_their_compatibility_form() -> None:
    assert p.clean_name("\uff21\uff4e\uff4e") == "Ann"  # full-width
    assert p.clean_name("  Nguyễn   Thị ") == "Nguyễn Thị"
    assert p.clean_name("R2-D2") == "R2-D2"
    assert p.clean_name("\U0001f431") == "\U0001f431"  # an emoji is a name


def test_another_protocol_version_gets_a_clear_refusal() -> None:
    future = p.PROTOCOL + 1
    hello = p.parse_client(f'{{"type": "hello", "protocol": {future}, "client": "future"}}')
    assert isinstance(hello, p.Hello) and hello.protocol == future
    error = p.version_refusal(hello.protocol)
    assert error.code == p.PROTOCOL_VERSION
    assert f"protocol {p.PROTOCOL}" in error.reason and f"protocol {future}" in error.reason
    reply = p.error_reply(error, "hello", protocol=p.PROTOCOL)
    assert reply == {
        "type": "error",
        "code": "protocol_version",
        "reason": error.reason,
        "ref": "hello",
        "protocol": p.PROTOCOL,
    }


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=20),
        lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4),
        max_leaves=20,
    )
)
def test_any_json_value_is_read_or_refused_never_crashes(value: object) -> None:  # fmt: skip
    raw = json.dumps(value)
    try:
        message = p.parse_client(raw)
    except p.ProtocolError as exc:
        assert exc.reason
    else:
        assert p.parse_client(p.dumps(p.client_json(message))) == message


@given(st.text(max_size=300))
def test_any_text_is_read_or_refused_never_crashes(raw: str) -> None:
    try:
        p.parse_client(raw)
    except p.ProtocolError as exc:
        assert exc.code in (p.MALFORMED, p.NO_ROOM)


def test_a_server_event_with_half_points_is_read_by_a_client() -> None:
    event = p.parse_server('{"type": "event", "seq": 3, "kind": "end", "record": {"scores": [12.5, 3]}}')
    assert event["record"]["scores"] == [12.5, 3]
    with pytest.raises(p.ProtocolError):
        p.parse_server('{"type": "event", "seq": 0, "kind": "end"}')
    with pytest.raises(p.ProtocolError):
        p.parse_server('{"type": "surprise"}')


# ---------------------------------------------------------------------------- codes and tokens


def test_room_codes_have_40_bits_of_an_unambiguous_alphabet() -> None:
    assert len(set(p.CODE_ALPHABET)) == 32
    assert not set("0O1I") & set(p.CODE_ALPHABET)
    assert codes.code_bits() >= 40
    drawn = [codes.new_code() for _ in range(2000)]
    assert all(len(c) == 8 and set(c) <= set(p.CODE_ALPHABET) for c in drawn)
    assert len(set(drawn)) == len(drawn)
    seen = {ch for c in drawn for ch in c}
    assert seen == set(p.CODE_ALPHABET)  # 16000 draws reach every symbol
    # each position is spread over the alphabet: no symbol is far from 1/32 of the draws
    counts = [sum(c[0] == ch for c in drawn) for ch in p.CODE_ALPHABET]
    assert max(counts) < 2000 / 32 * 2


def test_codes_are_shown_with_a_dash_and_read_in_any_case() -> None:
    assert p.show_code("KXQ7M2PD") == "KXQ7-M2PD"
    assert p.normalize_code(" kxq7-m2pd ") == "KXQ7M2PD"
    for bad in ("KXQ7-M2P", "KXQ7-M2PD9", "KXQ0-M2PD", "KXQ1M2PD", "KXQ7M2P!"):
        with pytest.raises(p.ProtocolError):
            p.normalize_code(bad)


def test_seat_tokens_are_long_random_and_stored_only_as_hashes() -> None:
    tokens = {codes.new_token() for _ in range(100)}
    assert len(tokens) == 100
    token = tokens.pop()
    assert len(token) >= 32 and set(token) <= set(string.ascii_letters + string.digits + "-_")
    stored = codes.token_hash(token)
    assert token not in stored and len(stored) == 64
    assert codes.token_matches(token, stored)
    assert not codes.token_matches(token[:-1] + ("A" if token[-1] != "A" else "B"), stored)
    assert not codes.token_matches(token, "")


def test_a_seat_token_never_begins_with_a_dash(monkeypatch) -> None:
    """``play --token -abc…`` is read as an option with no value: one token in 64 failed so."""
    drawn = iter(["-" + "x" * 31, "-y" * 16, "z" * 32])
    monkeypatch.setattr(codes.secrets, "token_urlsafe", lambda n: next(drawn))
    assert codes.new_token() == "z" * 32


class Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def test_failed_joins_are_limited_per_address_over_a_window() -> None:
    clock = Clock()
    window = Window(60, now=clock)
    for _ in range(3):
        assert window.wait_s("10.0.0.1", 3) == 0
        assert window.take({"10.0.0.1": 3, "*": 5}) == 0
    assert window.wait_s("10.0.0.1", 3) == pytest.approx(60)
    assert window.take({"10.0.0.1": 3, "*": 5}) == pytest.approx(60)  # refused: not counted
    assert window.take({"10.0.0.2": 3, "*": 5}) == 0  # another address is not punished
    assert window.take({"10.0.0.3": 3, "*": 5}) == 0
    assert window.take({"10.0.0.4": 3, "*": 5}) == pytest.approx(60)  # but every address has its limit
    clock.t += 30
    assert window.wait_s("10.0.0.1", 3) == pytest.approx(30)
    clock.t += 30.5
    assert window.wait_s("10.0.0.1", 3) == 0


def test_the_message_bucket_allows_bursts_then_the_average_rate() -> None:
    clock = Clock()
    bucket = codes.Bucket(rate=10, burst=5, now=clock)
    assert [bucket.take() for _ in range(6)] == [True] * 5 + [False]
    clock.t += 0.35  # three and a half messages' worth
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    assert math.isclose(bucket.level, 0.5)


def test_the_phrases_are_ids_with_english_words() -> None:
    assert {"good_game", "thinking", "well_played"} <= set(p.PHRASES)
    assert all(k.isidentifier() and v for k, v in p.PHRASES.items())
    assert p.parse_client('{"type": "chat", "id": "1", "phrase": "thinking"}') == p.Chat("1", "thinking")
    assert DRAW is p.parse_client('{"type": "act", "id": "1", "at": 0, "action": {"type": "draw"}}').action
