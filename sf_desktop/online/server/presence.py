"""Who is connected to a room, told to its players, and shared between the server processes
on one store: each process says which seats of a room are connected to it (when one connects
or leaves, and every ``presence_every_s``), a process that takes up a room hears the others'
seats once in return, and what a process stopped saying (it was killed) is forgotten after
``presence_stale_s``. Each connection has a stamp from the store, so that of two connections
to one seat on different processes the later one keeps it, as on one process.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any

from ..protocol import TAKEN_OVER, dumps, presence_message

if TYPE_CHECKING:
    from .hub import LiveRoom, Peer, Settings
    from .store import Store

log = logging.getLogger(__name__)


def taken_up(peer: Peer) -> None:
    """A later connection took up the peer's seat (here or on another process): it is told so
    and closed, and no longer counts as the room's."""
    peer.room = None
    peer.close(TAKEN_OVER, "this seat was taken up by another connection")


class SharedPresence:
    """The hub's part that tells who is connected (the hub holds the rooms and the store)."""

    rooms: dict[str, LiveRoom]
    store: Store
    settings: Settings
    process: str
    _closing: bool

    def _spawn(self, coro: Any, name: str) -> asyncio.Task:
        raise NotImplementedError  # the hub's

    def _maybe_unload(self, live: LiveRoom) -> None:
        raise NotImplementedError  # the hub's

    def _presence(self, live: LiveRoom, share: bool = True) -> None:
        """Tell the room's connections which seats are connected, here or to another process
        on the store; and (``share``) tell the other processes which are connected here."""
        room = live.room
        elsewhere = frozenset().union(*(seats for seats, _ in live.elsewhere.values()))
        online = [room.is_ai(s) or s in live.peers or s in elsewhere for s in range(len(room.kinds))]
        text = dumps(presence_message(online))
        for peer in list(live.peers.values()):
            peer.send(text)
        if share and self.store.several_processes:
            self._spawn(self._share_presence(live.code, live.here()), f"presence {live.code}")

    async def _share_presence(self, code: str, seats: dict[int, int]) -> None:
        try:
            await self.store.share_presence(code, self.process, seats)
        except Exception as exc:
            if self.store.unavailable(exc):  # shared again when the store is back
                log.debug("could not share who is connected to room %s: %s", code, exc)
            else:
                log.warning("could not share who is connected to room %s", code, exc_info=True)

    def _heard_presence(self, code: str, process: str, stamped: dict[int, int]) -> None:
        """Another process said which seats of a room are connected to it. A connection here
        to one of those seats that is older than that process's gives the seat up, as on one
        process; a process not known here yet hears ours in return (it has just taken up the
        room)."""
        live = self.rooms.get(code)
        if process == self.process or live is None or self._closing:
            return
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
            live.elsewhere[process] = (seats, time.monotonic())
        if taken:  # the others hear that the seat is no longer connected here
            self._presence(live)
            self._maybe_unload(live)
            return
        if (known[0] if known else frozenset()) != seats:
            self._presence(live, share=False)
        if known is None and seats and live.peers:
            self._spawn(self._share_presence(code, live.here()), f"presence {code}")

    def _refresh_presence(self) -> None:
        """Share again every room's connected seats, and forget what processes that stopped
        sharing (killed, say) once said."""
        stale = time.monotonic() - self.settings.presence_stale_s
        for live in list(self.rooms.values()):
            gone = [p for p, (_, heard) in live.elsewhere.items() if heard < stale]
            for process in gone:
                del live.elsewhere[process]
            if gone:
                self._presence(live, share=False)
            if live.peers:
                self._spawn(self._share_presence(live.code, live.here()), f"presence {live.code}")
