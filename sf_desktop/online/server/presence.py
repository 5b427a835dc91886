"""Who is connected to a room, told to its players, and shared between the server processes
on one store: each process says which seats of a room are connected to it (when one connects
or leaves, and every ``presence_every_s``), a process that takes up a room hears the others'
seats once in return, and what a process stopped saying (it was killed) is forgotten after
``stale_s``. Each connection has a stamp from the store, so that of two connections to one
seat on different processes the later one keeps it, as on one process.

:class:`Presence` is a part of the hub with a seam of its own: it reads a room's seats and
connections (:class:`RoomSeats`), says what to share through ``share`` (the hub sends it to
the store), and tells the time with ``clock``; it holds no loop, no store and no rooms, so
that it is tested alone, without a server.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Protocol

from ..protocol import TAKEN_OVER, dumps, presence_message

if TYPE_CHECKING:
    from .live import Peer


class Seats(Protocol):
    """The room's seats: AI seats are always connected."""

    @property
    def kinds(self) -> tuple[str, ...]: ...

    def is_ai(self, seat: int) -> bool: ...


class RoomSeats(Protocol):
    """One room in memory, as presence reads and changes it (the hub's ``LiveRoom``)."""

    @property
    def room(self) -> Seats: ...

    @property
    def code(self) -> str: ...

    @property
    def peers(self) -> dict[int, Peer]: ...

    @property
    def attached(self) -> dict[int, int]: ...

    @property
    def elsewhere(self) -> dict[str, tuple[frozenset[int], float]]: ...

    def here(self) -> dict[int, int]: ...


Share = Callable[[str, dict[int, int]], None]  # room code, the seats connected here with their stamps


def taken_up(peer: Peer) -> None:
    """A later connection took up the peer's seat (here or on another process): it is told so
    and closed, and no longer counts as the room's."""
    peer.room = None
    peer.close(TAKEN_OVER, "this seat was taken up by another connection")


class Presence:
    """Who is connected to the rooms of one process, told and shared."""

    def __init__(
        self,
        process: str,
        share: Share | None,
        stale_s: float,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.process = process  # this process, to the others on the store
        self.share = share  # None: no other process uses the store
        self.stale_s = stale_s
        self.clock = clock

    def online(self, live: RoomSeats) -> list[bool]:
        """Each seat: an AI, or connected here or to another process."""
        elsewhere = frozenset().union(*(seats for seats, _ in live.elsewhere.values()))
        return [live.room.is_ai(s) or s in live.peers or s in elsewhere for s in range(len(live.room.kinds))]

    def tell(self, live: RoomSeats, share: bool = True) -> None:
        """Tell the room's connections which seats are connected, here or to another process
        on the store; and (``share``) tell the other processes which are connected here."""
        text = dumps(presence_message(self.online(live)))
        for peer in list(live.peers.values()):
            peer.send(text)
        if share and self.share is not None:
            self.share(live.code, live.here())

    def heard(self, live: RoomSeats, process: str, stamped: dict[int, int]) -> bool:
        """Another process said which seats of the room are connected to it (with their
        stamps). A connection here to one of those seats that is older than that process's
        gives the seat up, as on one process; a process not known here yet hears ours in
        return (it has just taken up the room). True when a seat was given up here."""
        if process == self.process:
            return False
        taken = False
        for seat, stamp in stamped.items():
            old = live.peers.get(seat)
            if old is not None and live.attached.get(seat, 0) < stamp:
                del live.peers[seat]
                live.attached.pop(seat, None)
                taken_up(old)
                taken = True
        seats = frozenset(stamped)
        known = live.elsewhere.pop(process, None)
        if seats:
            live.elsewhere[process] = (seats, self.clock())
        if taken:  # the others hear that the seat is no longer connected here
            self.tell(live)
            return True
        if (known[0] if known else frozenset()) != seats:
            self.tell(live, share=False)
        if known is None and seats and live.peers and self.share is not None:
            self.share(live.code, live.here())
        return False

    def refresh(self, rooms: Iterable[RoomSeats]) -> None:
        """Share again every room's connected seats, and forget what processes that stopped
        sharing (killed, say) once said."""
        stale = self.clock() - self.stale_s
        for live in list(rooms):
            gone = [p for p, (_, heard) in live.elsewhere.items() if heard < stale]
            for process in gone:
                del live.elsewhere[process]
            if gone:
                self.tell(live, share=False)
            if live.peers and self.share is not None:
                self.share(live.code, live.here())
