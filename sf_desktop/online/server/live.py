"""What the hub holds and meets: its settings, a room held in memory (its lock, its
connections, its AI's agents, who is connected elsewhere), and a connection as the hub sees
it. Apart from the hub so that the parts it is composed with (presence, admission) and the
network layer share these without importing the hub's behaviour."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Protocol

import attrs

from ... import __version__
from .limits import Limits
from .room import Room
from .thinking import Decision


@attrs.define
class Settings:
    """How a server behaves; the command line sets the first ones."""

    abandon_days: float = 30.0  # an unfinished room untouched this long is abandoned
    waiting_days: float = 2.0  # a room still waiting for its players is abandoned sooner
    keep_days: float = 7.0  # an ended room is kept this long for late readers, then purged
    sweep_s: float = 1.0  # how often clocks and orphaned AI turns are looked at
    ai_stale_s: float = 15.0  # an AI turn nobody wrote for this long is taken over
    ai_processes: int = 2  # the processes the AI seats think in (at a lower priority)
    ai_agents: dict[str, str] = attrs.Factory(dict)  # level: the agent playing it, if not the app's
    stand_in: str = "medium"  # the level that plays for a person whose time ran out
    presence_every_s: float = 20.0  # how often a process shares its rooms' connected seats
    presence_stale_s: float = 65.0  # seats another process shared longer ago are forgotten
    limits: Limits = attrs.Factory(Limits)
    trusted_proxies: tuple[str, ...] = ()  # whose X-Forwarded-For names the client's address
    name: str = f"sf-desktop {__version__}"


class Peer(Protocol):
    """One client connection as the hub sees it (the network layer implements it)."""

    address: str
    room: LiveRoom | None
    seat: int

    def send(self, text: str) -> None: ...

    def send_pages(self, pages: AsyncIterator[str]) -> None: ...

    def close(self, code: int, reason: str) -> None: ...


class Duplicate(Exception):  # noqa: N818 - not an error: the request was done before
    def __init__(self, seq: int) -> None:
        self.seq = seq


@attrs.define(eq=False)
class LiveRoom:
    room: Room
    lock: asyncio.Lock = attrs.Factory(asyncio.Lock)
    peers: dict[int, Peer] = attrs.Factory(dict)
    ai_task: asyncio.Task | None = None
    stop: Decision | None = None  # the AI decision under way, to stop when it is no longer wanted
    creator: str = ""  # the address that created the room here (its AI rooms are counted)
    attached: dict[int, int] = attrs.Factory(dict)  # seat: the attach stamp of its connection here
    # seats connected to other processes on the store, per process: (seats, when heard)
    elsewhere: dict[str, tuple[frozenset[int], float]] = attrs.Factory(dict)

    def here(self) -> dict[int, int]:
        """The seats connected to this process, with their attach stamps."""
        return {seat: self.attached.get(seat, 0) for seat in self.peers}

    @property
    def code(self) -> str:
        return self.room.code
