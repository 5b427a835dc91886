"""Who may come in, and how often: wrong room codes and tokens (guessing), rooms created,
and rooms with AI players, each within the server's :class:`~.limits.Limits`.

A guess (a ``join`` or ``resume`` that names no room, or a wrong token) is counted against
the address and against every address together, in the store (shared by the processes on
it, the check and the count one step), and a wrong one is told as such only while both are
below their limits; past them every join from there is ``rate_limited`` too, so that a good
guess is never told apart from a wrong one. A seat's valid token is never limited.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..protocol import Create, ProtocolError
from .limits import RateLimited, Refusals, Window

if TYPE_CHECKING:
    from .live import LiveRoom, Peer, Settings
    from .store import Store


class Admission:
    """The part of the hub that decides whether a seat or a room may be had now: it holds the
    rooms created per address and counts its refusals in the hub's ``refusals``."""

    def __init__(self, store: Store, settings: Settings, refusals: Refusals) -> None:
        self.store = store
        self.settings = settings
        self.refusals = refusals
        self.created = Window(settings.limits.room_window_s)  # rooms created, per address

    async def wrong_guess(self, peer: Peer, error: ProtocolError) -> ProtocolError:
        """A wrong room code or token: counted against the address and the whole server, and
        told as such only while both are below their limits (the check and the count are one
        step, in the store, shared by the processes on it); past them, ``rate_limited``."""
        lim = self.settings.limits
        keys = {f"address {peer.address}": lim.guesses_per_address, "every address": lim.guesses_total}
        wait = await self.store.take_guess(keys, lim.guess_window_s)
        if wait <= 0:
            return error
        self.refusals.refused("failed joins")
        return RateLimited("too many failed attempts to join (a wrong code or token)", wait)

    async def guessing_wait(self, peer: Peer) -> None:
        """Refuse a join from an address (or a server) that guessed too much: a good guess
        must not be told apart from a wrong one then."""
        lim = self.settings.limits
        keys = {f"address {peer.address}": lim.guesses_per_address, "every address": lim.guesses_total}
        wait = await self.store.guess_wait(keys, lim.guess_window_s)
        if wait > 0:
            self.refusals.refused("failed joins")
            raise RateLimited("too many failed attempts to join (a wrong code or token)", wait)

    def creating(self, peer: Peer, msg: Create, rooms: Iterable[LiveRoom]) -> None:
        """Room creation within its limits: per address and in total per window, and rooms
        with an AI seat still playing among ``rooms`` (the AI's work is shared by every room)."""
        lim = self.settings.limits
        if any(kind != "person" for kind in msg.seats):
            playing = [
                live
                for live in rooms
                if not live.room.over and any(live.room.is_ai(s) for s in range(len(live.room.kinds)))
            ]
            if len(playing) >= lim.ai_rooms_total:
                self.refusals.refused("rooms with AI players, in total")
                raise RateLimited(f"the server's AI players are busy in {len(playing)} rooms", 30)
            if sum(live.creator == peer.address for live in playing) >= lim.ai_rooms_per_address:
                self.refusals.refused("rooms with AI players, per address")
                raise RateLimited(
                    f"{lim.ai_rooms_per_address} rooms with AI players from your address are playing", 30
                )
        wait = self.created.take({f"address {peer.address}": lim.rooms_per_address, "*": lim.rooms_total})
        if wait > 0:
            self.refusals.refused("rooms created")
            raise RateLimited("too many rooms created", wait)
