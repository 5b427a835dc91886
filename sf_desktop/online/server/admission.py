"""Who may come in, and how often: wrong room codes and tokens (guessing), rooms created,
rooms the AI plays in, a seat's phrases and returns, each within the server's
:class:`~.limits.Limits`.

A room the AI plays in is one with an AI seat, or one where the AI stands in for a person out
of time: one address plays in at most ``ai_rooms_per_address`` of them at once, whether it
created them or took up a seat again (rooms left alone leave memory, and were no longer
counted); a room with a clock is created only within that limit. A seat's allowances of
phrases and of returns are kept apart from the room in memory, so leaving and coming back does
not fill them again.

A guess (a ``join`` or ``resume`` that names no room, or a wrong token) is counted against
the address and against every address together, in the store (shared by the processes on
it, the check and the count one step), and a wrong one is told as such only while both are
below their limits; past them every join from there is ``rate_limited`` too, so that a good
guess is never told apart from a wrong one. A seat's valid token is never limited.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..protocol import Create, ProtocolError
from .codes import Bucket
from .limits import RateLimited, Refusals, Window

MAX_ALLOWANCES = 50_000  # seats' allowances kept (the least recently used go first)

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
        self.allowances: OrderedDict[tuple[str, str, int], Bucket] = OrderedDict()
        # who created each room here, kept when the room leaves memory: a room of persons with
        # a clock of a second, left at once, came back with the sweep (the AI standing in for
        # everyone) counted against nobody
        self.creators: OrderedDict[str, str] = OrderedDict()

    def created_by(self, code: str, address: str) -> None:
        _keep(self.creators, code, address)

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
        """Room creation within its limits: per address and in total per window, and rooms the
        AI plays in among ``rooms`` (the AI's work is shared by every room)."""
        lim = self.settings.limits
        if any(kind != "person" for kind in msg.seats) or msg.clock is not None:
            playing = [live for live in rooms if ai_plays_in(live)]
            if len(playing) >= lim.ai_rooms_total:
                self.refusals.refused("rooms with AI players, in total")
                raise RateLimited(f"the server's AI players are busy in {len(playing)} rooms", 30)
            self._within_ai_rooms(peer, playing)
        wait = self.created.take({f"address {peer.address}": lim.rooms_per_address, "*": lim.rooms_total})
        if wait > 0:
            self.refusals.refused("rooms created")
            raise RateLimited("too many rooms created", wait)

    def returning(self, live: LiveRoom, seat: int) -> None:
        """A seat taken up again, not more often than its allowance (each return tells every
        seat who is connected)."""
        if not self.allowance("return", live.code, seat).take():
            self.refusals.refused("returns to a seat")
            raise RateLimited(
                "this seat was taken up again too often", 1 / self.settings.limits.returns_per_s
            )

    def seating_again(self, peer: Peer, live: LiveRoom, rooms: Iterable[LiveRoom]) -> None:
        """A return into a room the AI plays in, from an address that plays no seat of it yet:
        not one more than the address may play at once. Checked as the seat is taken (nothing
        awaited between), so that returns at the same moment do not all pass."""
        if ai_plays_in(live) and not any(other.address == peer.address for other in live.peers.values()):
            self._within_ai_rooms(
                peer, [other for other in rooms if other is not live and ai_plays_in(other)]
            )

    def allowance(self, kind: str, code: str, seat: int) -> Bucket:
        """A seat's allowance of ``chat`` (phrases) or ``return`` (taking its seat up again)."""
        key = (kind, code, seat)
        bucket = self.allowances.get(key)
        if bucket is None:
            lim = self.settings.limits
            rate, burst = (
                (lim.chat_per_s, lim.chat_burst) if kind == "chat" else (lim.returns_per_s, lim.returns_burst)
            )
            bucket = Bucket(rate, burst)
        _keep(self.allowances, key, bucket)
        return bucket

    def _within_ai_rooms(self, peer: Peer, playing: list[LiveRoom]) -> None:
        limit = self.settings.limits.ai_rooms_per_address
        if sum(playing_from(peer.address, live) for live in playing) >= limit:
            self.refusals.refused("rooms with AI players, per address")
            raise RateLimited(f"{limit} rooms with AI players are being played from your address", 30)


def _keep(memory: OrderedDict, key: Any, value: Any) -> None:
    """``memory[key] = value``, most recent last, the least recently used dropped past
    :data:`MAX_ALLOWANCES`."""
    memory[key] = value
    memory.move_to_end(key)
    while len(memory) > MAX_ALLOWANCES:
        memory.popitem(last=False)


def ai_plays_in(live: LiveRoom) -> bool:
    """The room is unfinished and the AI plays in it: an AI seat, or a stand-in for a person out
    of time (a room of persons with a clock is not counted before: friends' games by the day
    would be limited for nothing)."""
    room = live.room
    return not room.over and (bool(room.stand_in) or any(room.is_ai(s) for s in range(len(room.kinds))))


def playing_from(address: str, live: LiveRoom) -> bool:
    """``address`` created the room here or has a seat of it connected."""
    return live.creator == address or any(peer.address == address for peer in live.peers.values())
