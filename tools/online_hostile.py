"""A bounded hostile load against a game server on this machine, beside an honest one.

    python tools/online_hostile.py --server ws://127.0.0.1:PORT [--seconds 600]

Runs until SIGTERM (or ``--seconds``), then prints what it was answered, as JSON. Every part
comes from loopback addresses of its own (127.0.0.x), so that the server's limits per
address see a crowd, and every part is bounded in rate and count:

- **junk**: malformed and unknown messages after a proper hello (10 a second);
- **guessing**: joins with random room codes from 40 addresses (40 a second in all);
- **idle**: 3 addresses each opening 60 connections that say hello and then nothing;
- **chat**: one seat saying a phrase 20 times a second;
- **AI rooms**: 2 addresses each asking for 8 rooms of one person and three Hard AIs, and
  playing the person's seat at once (random moves), so that the server's AI thinks hard.

A load tool, not a test: it says what the server answered (codes and close codes, counted).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import json
import random
import signal
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import websockets  # noqa: E402
from websockets.exceptions import ConnectionClosed, InvalidHandshake  # noqa: E402

from sf_desktop.online.protocol import CODE_ALPHABET, PROTOCOL  # noqa: E402

JUNK = [
    "not json",
    "{",
    json.dumps({"type": "fly"}),
    json.dumps({"type": "act", "id": 5}),
    json.dumps({"type": "join", "code": 12}),
    "[" * 30 + "]" * 30,
    json.dumps({"type": "chat", "id": "x", "phrase": "not a phrase"}),
    json.dumps({"type": "back"}),
]


class Hostile:
    def __init__(self, url: str) -> None:
        self.url = url
        self.stop = asyncio.Event()
        self.counts: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)

    async def _open(self, source: str) -> Any:
        ws = await websockets.connect(
            self.url, proxy=None, compression=None, local_addr=(source, 0), open_timeout=10
        )
        await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL, "client": "hostile"}))
        reply = json.loads(await asyncio.wait_for(ws.recv(), 10))
        if reply.get("type") != "hello":
            raise ConnectionError(str(reply)[:80])
        return ws

    def _closed(self, part: str, exc: BaseException) -> None:
        if isinstance(exc, ConnectionClosed) and exc.rcvd is not None:
            self.counts[part][f"closed {exc.rcvd.code}"] += 1
        else:
            self.counts[part][type(exc).__name__] += 1

    async def _pace(self, per_s: float) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.stop.wait(), 1 / per_s)

    async def _answers(self, part: str, ws: Any) -> None:
        """Count every error code the server sends on ``ws`` until it closes."""
        async for raw in ws:
            reply = json.loads(raw)
            if reply.get("type") == "error":
                self.counts[part][reply.get("code", "?")] += 1
            elif reply.get("type") == "ack":
                self.counts[part]["ack"] += 1

    async def junk(self) -> None:
        while not self.stop.is_set():
            try:
                ws = await self._open("127.0.0.2")
                reader = asyncio.ensure_future(self._answers("junk", ws))
                try:
                    while not self.stop.is_set() and not reader.done():
                        await ws.send(random.choice(JUNK))
                        self.counts["junk"]["sent"] += 1
                        await self._pace(10)
                finally:
                    reader.cancel()
                    await ws.close()
            except (ConnectionClosed, InvalidHandshake, OSError, TimeoutError, ValueError) as exc:
                self._closed("junk", exc)
                await self._pace(2)

    async def guess(self, n: int) -> None:
        source = f"127.0.0.{100 + n}"
        while not self.stop.is_set():
            try:
                ws = await self._open(source)
                code = "".join(random.choice(CODE_ALPHABET) for _ in range(8))
                await ws.send(json.dumps({"type": "join", "code": code, "name": "Guesser"}))
                reply = json.loads(await asyncio.wait_for(ws.recv(), 10))
                self.counts["guessing"][reply.get("code") or reply.get("type", "?")] += 1
                await ws.close()
            except (ConnectionClosed, InvalidHandshake, OSError, TimeoutError, ValueError) as exc:
                self._closed("guessing", exc)
            await self._pace(1)  # 40 addresses: 40 guesses a second in all

    async def idle(self, source: str) -> None:
        held: list[Any] = []
        for _ in range(60):
            if self.stop.is_set():
                break
            try:
                ws = await self._open(source)
                held.append(ws)
                self.counts["idle"]["opened"] += 1
            except (ConnectionClosed, InvalidHandshake, OSError, TimeoutError, ValueError) as exc:
                self._closed("idle", exc)
        await self.stop.wait()
        for ws in held:
            with contextlib.suppress(Exception):
                await ws.close()

    async def chat(self) -> None:
        while not self.stop.is_set():
            try:
                ws = await self._open("127.0.0.6")
                await ws.send(
                    json.dumps({"type": "create", "name": "Chatter", "seats": ["person", "person"]})
                )
                reader = asyncio.ensure_future(self._answers("chat", ws))
                n = 0
                try:
                    while not self.stop.is_set() and not reader.done():
                        n += 1
                        await ws.send(json.dumps({"type": "chat", "id": f"c{n}", "phrase": "hello"}))
                        self.counts["chat"]["sent"] += 1
                        await self._pace(20)
                finally:
                    reader.cancel()
                    await ws.close()
            except (ConnectionClosed, InvalidHandshake, OSError, TimeoutError, ValueError) as exc:
                self._closed("chat", exc)
                await self._pace(1)

    async def ai_room(self, source: str) -> None:
        from sf_desktop.ai.base import make_agent
        from sf_desktop.online.bots import agent_chooser, play_seat
        from sf_desktop.online.client import OnlineClient, Refused

        while not self.stop.is_set():
            client = OnlineClient(self.url, reconnect=False, local_address=source)
            try:
                await client.create("Crowd", ["person", "hard", "hard", "hard"])
                self.counts["ai rooms"]["created"] += 1
                chooser = agent_chooser(make_agent("random"), random.Random())
                playing = asyncio.ensure_future(play_seat(client, chooser, timeout_s=120))
                stopping = asyncio.ensure_future(self.stop.wait())
                await asyncio.wait([playing, stopping], return_when=asyncio.FIRST_COMPLETED)
                for task in (playing, stopping):
                    task.cancel()
                self.counts["ai rooms"][
                    "played to the end" if playing.done() and not playing.cancelled() else "left"
                ] += 1
            except Refused as exc:
                self.counts["ai rooms"][exc.code] += 1
                await self._pace(0.2)  # refused: ask again in 5 s
            except (InvalidHandshake, OSError, TimeoutError, ValueError) as exc:
                self._closed("ai rooms", exc)
                await self._pace(1)
            finally:
                await client.close()

    async def run(self, seconds: float) -> dict[str, Any]:
        loop = asyncio.get_running_loop()
        loop.add_signal_handler(signal.SIGTERM, self.stop.set)
        started = time.monotonic()
        parts = [self.junk(), self.chat()]
        parts += [self.guess(n) for n in range(40)]
        parts += [self.idle(f"127.0.0.{k}") for k in (3, 4, 5)]
        parts += [self.ai_room(f"127.0.0.{k}") for k in (7, 8) for _ in range(8)]
        tasks = [asyncio.ensure_future(p) for p in parts]
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.stop.wait(), seconds)
        self.stop.set()
        await asyncio.wait(tasks, timeout=30)
        return {
            "seconds": round(time.monotonic() - started, 1),
            "answers": {part: dict(c) for part, c in sorted(self.counts.items())},
        }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--server", required=True)
    parser.add_argument("--seconds", type=float, default=600.0, help="the longest it runs")
    args = parser.parse_args(argv)
    print(json.dumps(asyncio.run(Hostile(args.server).run(min(args.seconds, 3600)))), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
