"""Bad input and abuse: random and mutated messages (hypothesis), floods, garbage and huge
frames, sent while a well-behaved game goes on in another room, which notices nothing."""

from __future__ import annotations

import asyncio
import json
import logging
import random
import threading
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from online_helpers import close_all, problems, seated
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from sf_desktop.ai.base import make_agent
from sf_desktop.online.bots import play_seat
from sf_desktop.online.protocol import PROTOCOL
from sf_desktop.online.server import GameServer, ServerThread, open_store

VALID = [
    {"type": "hello", "protocol": PROTOCOL, "client": "x"},
    {"type": "create", "name": "A", "seats": ["person", "easy"]},
    {"type": "join", "code": "KXQ7M2PD", "name": "B"},
    {"type": "resume", "code": "KXQ7M2PD", "token": "abc", "last_seq": 3},
    {"type": "act", "id": "1", "at": 0, "action": {"type": "place", "card": "B14", "row": 0}},
    {"type": "chat", "id": "2", "phrase": "good_game"},
    {"type": "back"},
]
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=30),
    lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=6), kids, max_size=3),
    max_leaves=8,
)


@st.composite
def mutated(draw: Any) -> str | bytes:
    """A valid message with one field dropped, changed or added, or plain junk."""
    kind = draw(st.sampled_from(["drop", "change", "add", "text", "bytes", "deep"]))
    message = dict(draw(st.sampled_from(VALID)))
    if kind == "drop" and len(message) > 1:
        message.pop(draw(st.sampled_from(sorted(message))))
    elif kind == "change":
        message[draw(st.sampled_from(sorted(message)))] = draw(json_values)
    elif kind == "add":
        message[draw(st.text(min_size=1, max_size=8))] = draw(json_values)
    elif kind == "text":
        return draw(st.text(max_size=200))
    elif kind == "bytes":
        return draw(st.binary(max_size=200))
    elif kind == "deep":
        depth = draw(st.integers(1, 40))
        return "[" * depth + "]" * depth
    return json.dumps(message, allow_nan=True)


class Background:
    """A server on its own thread, and a game played by two clients on another loop."""

    def __init__(self, folder: Path) -> None:
        self.server = ServerThread(GameServer(open_store(folder / "s.sqlite3")))
        self.url = self.server.start()
        self.result: dict[str, Any] = {}
        self.thread = threading.Thread(target=lambda: asyncio.run(self._game()), daemon=True)
        self.thread.start()

    async def _game(self) -> None:
        clients = await seated(self.url, ["person", "person"], ["Ann", "Bob"])

        def slow(agent: Any, rng: random.Random) -> Any:
            def choose(view: Any) -> Any:
                threading.Event().wait(0.03)  # a player who takes a moment: the game lasts
                return agent.choose(view, rng)

            return choose

        runs = await asyncio.gather(
            *(
                play_seat(
                    c, slow(make_agent("greedy"), random.Random(i)), timeout_s=120, think_in_thread=True
                )
                for i, c in enumerate(clients)
            )
        )
        self.result = {
            "records": [r.record for r in runs],
            "reconnections": [c.reconnections for c in clients],
            "problems": problems(clients),
        }
        await close_all(clients)


@pytest.fixture(scope="module")
def background(tmp_path_factory: pytest.TempPathFactory):
    bg = Background(tmp_path_factory.mktemp("abuse"))
    yield bg
    bg.thread.join(120)
    bg.server.stop()


def exchange(url: str, messages: list[str | bytes], hello: bool) -> list[dict]:
    """Send the messages on one connection; every reply until the server stops answering."""
    replies: list[dict] = []
    with connect(url, proxy=None, compression=None, max_size=2**20, open_timeout=30) as ws:
        try:
            if hello:
                ws.send(json.dumps(VALID[0]))
                replies.append(json.loads(ws.recv(timeout=30)))
            for message in messages:
                ws.send(message)
            while True:
                replies.append(json.loads(ws.recv(timeout=0.3)))
        except (TimeoutError, ConnectionClosed):
            pass
    return replies


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(messages=st.lists(mutated(), min_size=1, max_size=6), hello=st.booleans())
def test_random_and_mutated_messages_are_refused_with_reasons(
    background: Background, messages, hello
) -> None:
    replies = exchange(background.url, messages, hello)
    for reply in replies:
        assert reply["type"] in ("hello", "error", "joined", "event", "presence", "ack")
        if reply["type"] == "error":
            assert isinstance(reply["reason"], str) and reply["reason"]


def close_code(url: str, messages: list[str | bytes]) -> tuple[int | None, str]:
    with connect(url, proxy=None, compression=None, max_size=2**20) as ws:
        ws.send(json.dumps(VALID[0]))
        ws.recv(timeout=30)
        try:
            for message in messages:
                ws.send(message)
            while True:
                ws.recv(timeout=30)
        except ConnectionClosed as exc:
            return (exc.rcvd.code, exc.rcvd.reason) if exc.rcvd else (None, "")
    return None, ""


def test_floods_garbage_and_huge_messages_close_the_connection(background: Background) -> None:
    chat = json.dumps({"type": "chat", "id": "1", "phrase": "hello"})
    assert close_code(background.url, [chat] * 1000) == (1008, "too many messages: slow down")
    assert close_code(background.url, ["{oops"] * 30) == (1008, "too many malformed messages")
    huge = json.dumps({"type": "chat", "id": "1", "phrase": "x" * 70_000})
    assert close_code(background.url, [huge])[0] == 1009


def test_the_game_in_the_other_room_noticed_nothing(background: Background) -> None:
    background.thread.join(180)
    result = background.result
    assert result, "the well-behaved game did not finish"
    records = result["records"]
    assert records[0] is not None and records[0] == records[1] and records[0].replay().is_over
    assert result["reconnections"] == [0, 0] and result["problems"] == []


def test_a_message_nested_thousands_deep_is_malformed_and_logged_once(tmp_path, caplog) -> None:
    """Nesting past the parser's own limit closed the connection 1011 with a traceback, each
    time: it is an ordinary ``malformed`` message, and a connection closed for sending too many
    of them is one line in the log."""
    from online_helpers import Raw, run, served

    deep = "[" * 4000 + "]" * 4000  # within the size limit, past the parser's own depth
    caplog.set_level("DEBUG", logger="sf_desktop")

    async def scenario() -> tuple[dict, dict, int | None]:
        async with served(tmp_path) as server:
            raw = await Raw.open(server.url)
            await raw.ws.send(deep)
            refused = await raw.recv()
            await raw.send({"type": "create", "name": "Ann", "seats": ["person", "easy"]})
            joined = (await raw.until("joined"))[-1]  # the connection is still good
            await raw.close()
            flood = await Raw.open(server.url)
            for _ in range(25):
                await flood.ws.send(deep)
            try:
                while True:
                    await flood.recv()
            except ConnectionClosed as closed:
                code = closed.rcvd.code if closed.rcvd else None
            return refused, joined, code

    refused, joined, code = run(scenario(), timeout=60)
    assert refused["type"] == "error" and refused["code"] == "malformed" and "nested" in refused["reason"]
    assert joined["type"] == "joined"
    assert code == 1008
    records = [r for r in caplog.records if r.name.startswith("sf_desktop") and r.levelno >= logging.INFO]
    assert not any(r.exc_info for r in caplog.records)
    assert [r.getMessage() for r in records if "malformed" in r.getMessage()] == [
        "closed a connection from 127.0.0.1: too many malformed messages"
    ]


def test_an_id_that_is_no_unicode_is_refused_and_the_connection_goes_on(tmp_path) -> None:
    """An act whose id is an escaped lone surrogate: the refusal echoed it, could not be
    encoded, and the connection was dropped with a traceback in the log."""
    from online_helpers import Raw, run, served

    async def scenario() -> tuple[dict, dict]:
        async with served(tmp_path) as server:
            raw = await Raw.open(server.url)
            await raw.ws.send('{"type": "act", "id": "\\ud800", "at": 1, "action": {"type": "draw"}}')
            refused = await raw.recv()
            await raw.send({"type": "create", "name": "Ann", "seats": ["person", "easy"]})
            joined = (await raw.until("joined"))[-1]
            await raw.close()
            return refused, joined

    refused, joined = run(scenario(), timeout=60)
    assert refused["type"] == "error" and refused.get("ref") is None
    assert joined["type"] == "joined"
