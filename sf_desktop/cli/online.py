"""``sf-desktop-cli online ...``: create and join rooms, play a seat, and load a server.

    online create --server URL --seats person,hard[,...] [--name N] [--clock live:10m|turn:1d]
    online join   --server URL --code CODE [--name N]
    online play   --server URL --code CODE [--token T] [--name N] [--agent person|greedy|...] [--save FILE]
    online load   --server URL [--server URL2 ...] --games N --players K --agent greedy [--json]

``create`` and ``join`` print the room code and the seat's token (keep it: ``play --token``
comes back to that seat from anywhere). ``play`` plays one seat to the end, a person typing
moves or an AI level (or ``package.module:Class``) answering, and files the verified record
with the app's finished games (or ``--save FILE``).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import ssl
import sys
from pathlib import Path
from typing import Any

import attrs

from ..model.actions import Action, action_to_json
from ..model.record import Seat
from ..storage.save_files import save_file
from ..storage.save_store import SaveStore
from .args import bounded
from .serve import COMMAND as SERVE
from .verify import COMMAND as VERIFY

CLOCK = re.compile(r"(live|turn):(\d+)([smhd])")
UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
FRIEND = "friend"  # a person at another computer, as the app files the seat (session.remote_game.FRIEND)


def parse_clock(text: str) -> Any:
    from ..online.protocol import Clock

    if not text:
        return None
    match = CLOCK.fullmatch(text.strip())
    if not match:
        raise argparse.ArgumentTypeError("a clock is live:<time> or turn:<time>, like live:15m or turn:1d")
    return Clock(match[1], int(match[2]) * UNITS[match[3]])


def client_tls(url: str, cafile: str) -> ssl.SSLContext | None:
    if not url.startswith("wss://"):
        return None
    return ssl.create_default_context(cafile=cafile or None)


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.description = "Online play from the command line (see docs/online.md)."
    sub = p.add_subparsers(dest="online_command", required=True)

    def common(q: argparse.ArgumentParser, many: bool = False) -> None:
        if many:
            q.add_argument(
                "--server",
                required=True,
                action="append",
                help="ws://host:port or wss://host:port; given more than once (servers sharing one "
                "PostgreSQL), each game's seats are spread over them",
            )
        else:
            q.add_argument("--server", required=True, help="ws://host:port or wss://host:port")
        q.add_argument(
            "--cafile", default="", help="a certificate to trust for wss:// (a self-signed server)"
        )

    c = sub.add_parser("create", help="create a room; prints its code and your seat's token")
    common(c)
    c.add_argument("--seats", required=True, help="2 to 4 of: person, easy, greedy, medium, hard, random")
    c.add_argument("--name", default="Host")
    c.add_argument(
        "--clock", type=parse_clock, default=None, help="live:15m (per player) or turn:1d (per turn)"
    )

    j = sub.add_parser("join", help="take a free seat of a room; prints your seat's token")
    common(j)
    j.add_argument("--code", required=True)
    j.add_argument("--name", default="Guest")

    pl = sub.add_parser("play", help="play one seat to the end of the game and save the record")
    common(pl)
    pl.add_argument("--code", required=True)
    pl.add_argument("--token", default="", help="your seat's token (without it, a free seat is joined)")
    pl.add_argument("--name", default="Guest")
    pl.add_argument(
        "--agent", default="person", help="person (you type), greedy, easy, medium, hard or pkg.mod:Class"
    )
    pl.add_argument("--seed", type=int, default=None, help="the agent's random seed")
    pl.add_argument(
        "--save", default="", help="where to save the record (default: with the app's finished games)"
    )

    ld = sub.add_parser("load", help="many games at once against a server, with figures")
    common(ld, many=True)
    ld.add_argument("--games", type=bounded(int, 1, 5000), default=20)
    ld.add_argument("--players", type=bounded(int, 2, 4), default=2)
    ld.add_argument("--agent", default="greedy")
    ld.add_argument(
        "--timeout", type=bounded(float, 1, 36000), default=600.0, help="seconds for the whole run"
    )
    ld.add_argument(
        "--processes",
        type=bounded(int, 1, 16),
        default=2,
        help="client processes the games are spread over (default 2)",
    )
    ld.add_argument(
        "--think-processes",
        type=bounded(int, 0, 64),
        default=1,
        help="processes each client process's bots think in (0: a thread of it); keeps their searches from "
        "delaying this process's reading of the server (default 1)",
    )
    ld.add_argument(
        "--source-network",
        default="",
        help="connect each game from its own address of this network (e.g. 127.0.1.0/24 on loopback), "
        "as players on many machines would; default: the system's choice",
    )
    ld.add_argument("--json", action="store_true")


def run(args: argparse.Namespace) -> int:
    from ..online.client import Refused  # websockets only here
    from ..online.protocol import ProtocolError
    from .online_load import run_load

    command = {"create": _create, "join": _join, "play": _play}.get(args.online_command)
    try:
        return run_load(args) if command is None else asyncio.run(command(args))
    except Refused as exc:
        print(f"error: the server refused: {exc.reason} ({exc.code})", file=sys.stderr)
        return 1
    except ProtocolError as exc:  # refused here before asking (a code that is no code)
        print(f"error: {exc.reason} ({exc.code})", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("stopped; the seat stays yours: come back with play --token", file=sys.stderr)
        return 130


async def _create(args: argparse.Namespace) -> int:
    from ..online.client import OnlineClient
    from ..online.protocol import show_code

    client = OnlineClient(args.server, ssl=client_tls(args.server, args.cafile), reconnect=False)
    ticket = await client.create(args.name, [s.strip() for s in args.seats.split(",")], args.clock)
    table = client.table
    assert table is not None
    print(f"room {show_code(ticket.code)}")
    print(f"seat {ticket.seat + 1} token {ticket.token}")
    print(f"commitment sha256:{table.room.commitment}")
    await client.close()
    return 0


async def _join(args: argparse.Namespace) -> int:
    from ..online.client import OnlineClient
    from ..online.protocol import show_code

    client = OnlineClient(args.server, ssl=client_tls(args.server, args.cafile), reconnect=False)
    ticket = await client.join(args.code, args.name)
    assert client.table is not None
    print(f"room {show_code(ticket.code)}")
    print(f"seat {ticket.seat + 1} token {ticket.token}")
    print(f"commitment sha256:{client.table.room.commitment}")
    await client.close()
    return 0


def describe(action: Action, card: str | None = None) -> str:
    """An action in plain English, for the terminal."""
    j = action_to_json(action)
    kind = j["type"]
    if kind == "draw":
        return f"draws {card}" if card else "draws a card"
    if kind == "put":
        return f"puts the card in column {j['column'] + 1}"
    if kind == "take":
        return f"takes column {j['column'] + 1}"
    if kind == "place":
        return f"places {j['card']} in row {j['row'] + 1}"
    if kind == "stop":
        return "stops placing"
    if kind == "bonus":
        return f"takes the {j['kind']} bonus"
    if kind == "row":
        return f"puts the bonus card in row {j['row'] + 1}"
    if kind == "card":
        return f"puts the token on row {j['row'] + 1}, column {j['col'] + 1}"
    return f"spends the token to discard {j['count']} contract(s)"


def filed_seats(seats: tuple[Seat, ...], mine: int) -> tuple[Seat, ...]:
    """The seats as the app files an online game: this seat is its player's (``human``), the
    other people are friends. A seat the server gave a person stays a person's whoever typed its
    moves (an agent of this command line too): the commitment binds every seat's kind, and the
    filed copy must still match it."""
    return tuple(
        Seat(s.name, "human" if i == mine else FRIEND if s.is_human else s.kind) for i, s in enumerate(seats)
    )


class Teller:
    """What happened at the table, in the words the app's log and online bar use: each turn
    once it is whole ("Ann took column 2: 3 cards, placed 2."), the phrases said, a time run
    out and a seat taken back; the seat played here is "you"."""

    def __init__(self) -> None:
        from ..words.log import GameLog

        self.log = GameLog()
        self.told = 0  # log entries printed
        self.state: Any = None  # the table's state before the next event

    def applied(self, applied: Any, table: Any) -> None:
        from ..model.history import Step
        from ..online.protocol import By, EventKind
        from ..words import online as words
        from ..words.people import Cast

        self.log.cast = Cast(tuple(table.names), table.seat)
        before, self.state = self.state if self.state is not None else table.state, table.state
        name = table.names[applied.seat] if applied.seat >= 0 else ""
        if applied.kind == EventKind.ACTION:
            stand_in = applied.by == By.STAND_IN
            step = Step(
                len(table.actions),
                applied.seat,
                applied.action,
                applied.events,
                before,
                table.state,
                stand_in,
            )
            self.log.add(step)
            self.flush(everything=table.state.is_over)
        elif applied.kind == EventKind.CHAT:
            self.flush(everything=True)
            print("  " + words.said(name, applied.phrase))
        elif applied.kind == EventKind.STAND_IN:
            self.flush(everything=True)
            print("  " + words.stood_in(name, applied.seat == table.seat, applied.seat in table.stand_in))
        elif applied.kind == EventKind.SEAT:
            print(f"  {name} sits at seat {applied.seat + 1}")
        elif applied.kind == EventKind.START:
            print("  the game starts")

    def flush(self, everything: bool = False) -> None:
        """Print the log's entries made whole since the last (``everything``: the turn going
        on too, before this player is asked to move)."""
        entries = self.log.entries
        whole = len(entries) if everything else len(entries) - 1
        for entry in entries[self.told : whole]:
            print("  " + entry.sentence(self.log.cast))
        self.told = max(self.told, whole)


def _printer(teller: Teller) -> Any:
    from ..online.client import Listener
    from ..online.protocol import LinkStatus

    class Printer(Listener):
        def applied(self, applied: Any, table: Any) -> None:
            teller.applied(applied, table)

        def status(self, status: str) -> None:
            if status == LinkStatus.RECONNECTING:
                print("  (reconnecting...)", file=sys.stderr)

        def problem(self, text: str) -> None:
            print(f"  problem: {text}", file=sys.stderr)

    return Printer()


async def _person(view: Any) -> Action | str:
    """A person's decision, typed: the number of a legal action, or a phrase id to say."""
    from ..model.rules import legal_actions
    from ..online.protocol import PHRASES

    legal = legal_actions(view)
    print("Your move:")
    for n, action in enumerate(legal, 1):
        print(f"  {n:2}) {describe(action)}")
    print("  (or a phrase to say: " + ", ".join(PHRASES) + ")")
    loop = asyncio.get_running_loop()
    while True:
        try:
            text = (await loop.run_in_executor(None, input, "> ")).strip()
        except EOFError:
            raise KeyboardInterrupt from None  # the seat stays yours: come back with --token
        if text in PHRASES:
            return text
        if text.isdigit() and 1 <= int(text) <= len(legal):
            return legal[int(text) - 1]
        print(f"  type a number from 1 to {len(legal)}, or a phrase")


async def _play(args: argparse.Namespace) -> int:
    from ..ai.base import make_agent
    from ..online.bots import after, agent_chooser, play_seat
    from ..online.client import OnlineClient, SeatTicket
    from ..online.protocol import normalize_code, show_code

    teller = Teller()
    client = OnlineClient(args.server, ssl=client_tls(args.server, args.cafile), listener=_printer(teller))
    if args.token:
        ticket = await client.resume(SeatTicket(args.server, normalize_code(args.code), -1, args.token))
    else:
        ticket = await client.join(args.code, args.name)
    table = client.table
    assert table is not None
    print(f"room {show_code(ticket.code)}, seat {table.seat + 1}, token {ticket.token}")
    print(f"commitment sha256:{table.room.commitment}")
    if args.agent == "person":
        while True:
            table = await client.wait_for(lambda t: t.over or t.my_turn or t.seat in t.stand_in)
            if table.over:
                break
            if table.seat in table.stand_in:
                await client.back()
                continue
            teller.flush(everything=True)
            choice = await _person(table.state)
            if isinstance(choice, str):
                await client.chat(choice)
            else:
                await client.wait_for(after(await client.act(choice) - 1))
        record = table.record
    else:
        agent = make_agent(args.agent)
        seed = args.seed if args.seed is not None else random.randrange(2**32)
        record = (await play_seat(client, agent_chooser(agent, random.Random(seed)))).record
    await client.close()
    assert record is not None
    record = attrs.evolve(record, seats=filed_seats(record.seats, table.seat))
    if args.save:
        path = Path(args.save)
        save_file(path, record)
    else:  # with the app's finished games, where the statistics and the replay find it
        path = SaveStore().file_finished(record)
    print(f"game over ({table.end_reason}); the record matches its commitment; saved to {path}")
    assert record.commitment is not None
    print(f"transcript sha256:{record.commitment.transcript}")  # to note: verify --transcript
    return 0


COMMANDS = {"serve": SERVE, "verify": VERIFY, "online": (add_arguments, run)}
