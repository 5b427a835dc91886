"""No byte a seat receives before the end holds the deck order, the seed or the salt: every
byte from the server to each client is recorded by a relay on 127.0.0.1, the first message
included, and searched."""

from __future__ import annotations

import json
from pathlib import Path

from online_helpers import Relay, close_all, play_all, problems, run, seated, served

from sf_desktop.model.cards import CARDS

END = b'"kind":"end"'


def encodings(cards: list[int]) -> list[bytes]:
    """Ways a run of cards could be written: ids or indices, with or without spaces."""
    ids = [CARDS[c].id for c in cards]
    return [
        ",".join(f'"{i}"' for i in ids).encode(),
        ", ".join(f'"{i}"' for i in ids).encode(),
        ",".join(str(c) for c in cards).encode(),
        ", ".join(str(c) for c in cards).encode(),
        "".join(ids).encode(),
    ]


def frames(stream: bytes) -> list[str]:
    """The text payloads of unmasked, uncompressed server frames (as the server sends them)."""
    out, i = [], 0
    while i + 2 <= len(stream):
        opcode, size = stream[i] & 0x0F, stream[i + 1] & 0x7F
        i += 2
        if size == 126:
            size, i = int.from_bytes(stream[i : i + 2], "big"), i + 2
        elif size == 127:
            size, i = int.from_bytes(stream[i : i + 8], "big"), i + 8
        if opcode == 1 and i + size <= len(stream):  # the end event's frame is cut short: left out
            out.append(stream[i : i + size].decode())
        i += size
    return out


def test_nothing_before_the_end_reveals_the_deck_the_seed_or_the_salt(tmp_path: Path) -> None:
    async def scenario():
        async with served(tmp_path) as server:
            relay = Relay(server.port)
            url = await relay.start()
            clients = await seated(url, ["person", "person", "greedy"], ["Ann", "Bob"])
            room = server.hub.rooms[clients[0].ticket.code].room
            runs = await play_all(clients, "greedy", seed=7)
            await close_all(clients)
            await relay.stop()
            return room.setup, relay.downstream, runs, problems(clients)

    setup, streams, runs, said = run(scenario())
    assert said == []
    assert len(streams) == 2 and runs[0].record is not None
    deck = list(setup.deck)
    secrets = [str(setup.seed).encode(), setup.salt.encode()]
    windows = [w for k in range(len(deck) - 2) for w in encodings(deck[k : k + 3])]
    for stream in streams:
        raw = bytes(stream)
        cut = raw.index(END)  # the end event: the first place a secret may appear
        before, after = raw[:cut], raw[cut:]
        assert all(s in after for s in secrets)  # the search can find them where they are
        assert encodings(deck[:3])[0] in after
        handshake, _, body = before.partition(b"\r\n\r\n")
        assert handshake.startswith(b"HTTP/1.1 101") and body.startswith(b"\x81")  # then text frames
        for secret in secrets:
            assert secret not in before
        for window in windows:
            assert window not in before
        texts = frames(body)
        assert json.loads(texts[0])["type"] == "hello" and json.loads(texts[1])["type"] == "joined"
        assert len(texts) > 100
        for text in texts:
            message = json.loads(text)
            assert not {"deck", "seed", "salt", "record"} & set(message)
            if message.get("type") == "joined":
                assert not {"deck", "seed", "salt"} & set(message["room"])
