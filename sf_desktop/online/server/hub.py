"""The server's rooms at work: requests in, events stored, then acknowledged and sent out.

Every request on a room runs under that room's lock: the room plans a change (the rules
decide), the store writes it in one transaction, the room applies it, and only then is the
requester acknowledged and every seat sent the new events, in order. If another process wrote
first, the room catches up from the store and the request is decided again. Rooms nobody is
connected to and no AI is playing leave memory; the store keeps them. Where other processes
share the store, each says which seats of a room are connected to it, so that every player
sees who is online wherever they connected.

AI seats (and the stand-in for a person whose time ran out) think with the app's own agents
and budgets (each decision's RNG from ``decision_rng``) in a few worker processes
(:class:`~.thinking.AiPool`), so that no search ever holds up the event loop. A sweep finds
rooms whose clock ran out, rooms with an AI to move that nobody drives (after a restart), and
rooms to abandon.
"""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

from ...ai.base import decision_rng
from ...model.rules import legal_actions
from ...model.state import public_view
from ..protocol import (
    BUSY,
    NO_ROOM,
    NOT_JOINED,
    NOT_YOUR_TURN,
    STALE,
    Act,
    By,
    Chat,
    Create,
    EventKind,
    Join,
    Mover,
    ProtocolError,
    Resume,
    ServerType,
    ack_reply,
    dumps,
    event_message,
)
from .admission import Admission
from .codes import new_code, new_token, token_hash
from .limits import RateLimited, Refusals
from .live import Duplicate, LiveRoom, Peer, Settings
from .presence import Presence, taken_up
from .room import Change, Event, Room, Setup
from .steady import SteadyClock
from .store import CodeTakenError, ConflictError, Store
from .thinking import AiPool, Decision

log = logging.getLogger(__name__)
DAY_MS = 86_400_000
CATCH_UP_PAGE = 200  # events read from the store at a time for a client catching up


class Hub:
    def __init__(
        self, store: Store, settings: Settings | None = None, now_ms: Callable[[], int] | None = None
    ) -> None:
        self.store = store
        self.settings = settings or Settings()
        self.now_ms = now_ms or SteadyClock()  # a step of the system clock moves no deadline
        self.rooms: dict[str, LiveRoom] = {}
        self.refusals = Refusals()  # what each limit refused, since the start
        self.admission = Admission(store, self.settings, self.refusals)
        self.ai = AiPool(self.settings.ai_processes, self.settings.limits.ai_think_s, self.settings.ai_agents)
        self._loading: dict[str, asyncio.Future] = {}
        self._tasks: set[asyncio.Task] = set()
        self._sweeper: asyncio.Task | None = None
        self._closing = False
        self.process = secrets.token_hex(4)  # this process, to the others on the store
        self.presence = Presence(self.process, self._share_presence, self.settings.presence_stale_s)

    # ------------------------------------------------------------------ life

    async def start(self, sweep: bool = True) -> None:
        await self.ai.start()
        await self.store.listen(self._heard)
        await self.store.listen_presence(self._heard_presence)
        self.store.when_listening_again(self._listening_again)
        if sweep:
            self._sweeper = asyncio.create_task(self._sweep_loop(), name="sweep")

    async def stop(self) -> None:
        self._closing = True
        if self._sweeper is not None:
            self._sweeper.cancel()
        for live in list(self.rooms.values()):
            if live.stop is not None:
                live.stop.set()
        tasks = [t for t in self._tasks if not t.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if self._sweeper is not None:
            await asyncio.gather(self._sweeper, return_exceptions=True)
        await asyncio.get_running_loop().run_in_executor(None, self.ai.close)  # its processes end too

    # ------------------------------------------------------------------ presence, shared on the store

    def _heard_presence(self, code: str, process: str, stamped: dict[int, int]) -> None:
        """Another process said which seats of a room are connected to it (the store's notice)."""
        live = self.rooms.get(code)
        if live is not None and not self._closing and self.presence.heard(live, process, stamped):
            self._maybe_unload(live)

    def _share_presence(self, code: str, seats: dict[int, int]) -> None:
        if self.store.several_processes:
            self._spawn(self._send_presence(code, seats), f"presence {code}")

    async def _send_presence(self, code: str, seats: dict[int, int]) -> None:
        try:
            await self.store.share_presence(code, self.process, seats)
        except Exception as exc:
            if self.store.unavailable(exc):  # shared again when the store is back
                log.debug("could not share who is connected to room %s: %s", code, exc)
            else:
                log.warning("could not share who is connected to room %s", code, exc_info=True)

    def _spawn(self, coro: Any, name: str) -> asyncio.Task:
        task = asyncio.create_task(coro, name=name)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # ------------------------------------------------------------------ rooms in memory

    async def _room(self, code: str) -> LiveRoom | None:
        live = self.rooms.get(code)
        if live is not None:
            return live
        waiting = self._loading.get(code)
        if waiting is not None:
            return await asyncio.shield(waiting)
        future: asyncio.Future = asyncio.get_running_loop().create_future()
        self._loading[code] = future
        try:
            stored = await self.store.load(code)
            live = None
            if stored is not None:
                room = Room(stored.setup, list(stored.tokens))
                for event in stored.events:
                    room.apply_event(event)
                live = self.rooms.setdefault(
                    code, LiveRoom(room, creator=self.admission.creators.get(code, ""))
                )
            future.set_result(live)
            return live
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # retrieved: waiting callers get it from the shield
            raise
        finally:
            del self._loading[code]

    def _maybe_unload(self, live: LiveRoom) -> None:
        busy = live.peers or (live.ai_task is not None and not live.ai_task.done()) or live.lock.locked()
        if not busy and self.rooms.get(live.code) is live:
            del self.rooms[live.code]

    def _broadcast(self, live: LiveRoom, events: tuple[Event, ...] | list[Event]) -> None:
        for event in events:
            text = self._wire(live, event)
            for peer in list(live.peers.values()):
                peer.send(text)

    @staticmethod
    def _wire(live: LiveRoom, event: Event) -> str:
        """An event as sent: the ``end`` event with the revealed record (the room is over)."""
        body = live.room.reveal() if event.kind == EventKind.END else event.body
        return dumps(event_message(event.seq, event.kind, body))

    async def _commit(self, live: LiveRoom, plan: Callable[[Room], Change | None]) -> Change | None:
        """Plan, store and apply one change under the room's lock (held by the caller),
        catching up and planning again once if another process wrote first."""
        for _ in range(3):
            change = plan(live.room)
            if change is None:
                return None
            try:
                await self.store.append(live.code, change)
            except ConflictError:
                await self._catch_up_locked(live)
                continue
            for event in change.events:
                live.room.apply_event(event)
            if change.token is not None:
                live.room.tokens[change.token[0]] = change.token[1]
            return change
        raise ProtocolError(BUSY, "the room kept changing while this was written; try again")

    async def _catch_up_locked(self, live: LiveRoom, told: list[Event] | None = None) -> None:
        """Apply the events another process wrote: ``told`` by its notice when they follow on
        from ours, else read from the store."""
        if told and told[0].seq == live.room.seq + 1 and not any(e.kind == EventKind.SEAT for e in told):
            events = told
        else:
            events = [e for e in await self.store.events_since(live.code, live.room.seq)]
        events = [e for e in events if e.seq > live.room.seq]
        if not events:
            return
        if any(e.kind == EventKind.SEAT for e in events):  # a seat claimed elsewhere: its token too
            stored = await self.store.load(live.code)
            if stored is not None:
                live.room.tokens = list(stored.tokens)
        for event in events:
            live.room.apply_event(event)
        self._broadcast(live, events)

    def _heard(self, code: str, seq: int, told: list[Event] | None = None) -> None:
        """Another process appended to a room: bring ours up to date if we hold it."""
        live = self.rooms.get(code)
        if live is not None and live.room.seq < seq and not self._closing:
            self._spawn(self._catch_up(live, told), f"catch-up {code}")

    async def _catch_up(self, live: LiveRoom, told: list[Event] | None, drive: bool = False) -> None:
        try:
            async with live.lock:
                await self._catch_up_locked(live, told)
        except Exception as exc:
            if not self.store.unavailable(exc):
                raise
            log.debug("room %s could not catch up yet: %s", live.code, exc)
        if drive:  # an AI turn the store's absence ended
            self._drive(live)

    def _listening_again(self) -> None:
        """The store listens again after losing its connection: every room held here reads
        the events it missed meanwhile, and the others hear again who is connected here."""
        if self._closing:
            return
        for live in list(self.rooms.values()):
            self._spawn(self._catch_up(live, None, drive=True), f"catch-up {live.code}")
        self.presence.refresh(self.rooms.values())

    # ------------------------------------------------------------------ requests

    async def create(self, peer: Peer, msg: Create) -> None:
        self.admission.creating(peer, msg, self.rooms.values())
        now = self.now_ms()
        for _ in range(8):
            setup = Setup.new(new_code(), msg.seats, msg.clock, now)
            room = Room(setup)
            try:
                await self.store.create(setup, room.index())
            except CodeTakenError:
                continue
            live = self.rooms.setdefault(setup.code, LiveRoom(room, creator=peer.address))
            self.admission.created_by(setup.code, peer.address)
            await self._claim(peer, live, msg.name)
            return
        raise ProtocolError(BUSY, "no free room code was found; try again")

    async def join(self, peer: Peer, msg: Join) -> None:
        await self.admission.guessing_wait(peer)  # first: between loading a room and claiming a seat
        live = await self._room(msg.code)  # nothing may wait, or the sweep could unload it
        if live is None:
            raise await self.admission.wrong_guess(
                peer, ProtocolError(NO_ROOM, "no room has that code (check it, or ask for a new one)")
            )
        await self._claim(peer, live, msg.name)

    async def _claim(self, peer: Peer, live: LiveRoom, name: str) -> None:
        token = new_token()
        seat = -1

        def plan(room: Room) -> Change:
            nonlocal seat
            seat, change = room.plan_claim(name, token_hash(token), self.now_ms())
            return change

        async with live.lock:
            change = await self._commit(live, plan)
            assert change is not None
            self._broadcast(live, change.events)
            await self._attach(peer, live, seat, 0, token)
        self._drive(live)

    async def resume(self, peer: Peer, msg: Resume) -> None:
        """A seat's token opens its seat whatever others guessed: only wrong ones are counted."""
        live = await self._room(msg.code)
        try:
            if live is None:
                raise ProtocolError(NO_ROOM, "no room has that code (it may have ended long ago)")
            seat = live.room.seat_of(msg.token)
        except ProtocolError as exc:
            raise await self.admission.wrong_guess(peer, exc) from None
        try:
            self.admission.returning(live, seat)
        except RateLimited:
            self._maybe_unload(live)
            raise
        async with live.lock:
            if msg.last_seq > live.room.seq and self.store.several_processes:
                await self._catch_up_locked(live)  # another process wrote what this one missed
            if msg.last_seq > live.room.seq:
                raise ProtocolError(
                    STALE, f"you say you saw event {msg.last_seq}, but this room is at event {live.room.seq}"
                )
            await self._attach(peer, live, seat, msg.last_seq, None)
            change = await self._commit(live, lambda room: room.plan_back(seat, self.now_ms()))
            if change is not None:
                self._broadcast(live, change.events)
        self._drive(live)

    async def _attach(self, peer: Peer, live: LiveRoom, seat: int, last_seq: int, token: str | None) -> None:
        """Seat the peer (the lock is held): ``joined``, then every event after ``last_seq``."""
        # Where other processes share the store, an older connection to this seat there gives
        # it up when it hears of this one's stamp (taken before the seat, never half-set).
        stamp = await self.store.attach_stamp() if self.store.several_processes else 0
        if token is None:  # a return: counted with the rooms the address plays, as it is seated
            self.admission.seating_again(peer, live, self.rooms.values())
        old = live.peers.get(seat)
        if old is not None and old is not peer:
            taken_up(old)
        if peer.room is not None and peer.room is not live:
            self.leave(peer)
        peer.room, peer.seat = live, seat
        live.peers[seat] = peer
        live.attached[seat] = stamp
        joined: dict[str, Any] = {
            "type": ServerType.JOINED,
            "code": live.code,
            "seat": seat,
            "room": live.room.describe(),
        }
        if token is not None:
            joined["token"] = token
        peer.send(dumps(joined))
        if last_seq < live.room.seq:
            peer.send_pages(self._pages(live, last_seq, live.room.seq))
        self.presence.tell(live)

    async def _pages(self, live: LiveRoom, after: int, upto: int) -> AsyncIterator[str]:
        """The events after ``after`` up to ``upto``, as sent, read from the store a page at a
        time while the connection writes them: a client far behind is not one huge burst."""
        while after < upto:
            page = await self.store.events_since(live.code, after, limit=CATCH_UP_PAGE)
            if not page:
                return
            for event in page:
                if event.seq <= upto:
                    yield self._wire(live, event)
            after = page[-1].seq

    def leave(self, peer: Peer) -> None:
        live = peer.room
        if live is None:
            return
        if live.peers.get(peer.seat) is peer:
            del live.peers[peer.seat]
            live.attached.pop(peer.seat, None)
            self.presence.tell(live)
        peer.room = None
        self._maybe_unload(live)

    def _seat(self, peer: Peer) -> tuple[LiveRoom, int]:
        if peer.room is None:
            raise ProtocolError(NOT_JOINED, "join a room (create, join or resume) first")
        return peer.room, peer.seat

    async def act(self, peer: Peer, msg: Act) -> None:
        live, seat = self._seat(peer)
        await self._request(peer, live, msg.id, lambda room: room.plan_act(seat, msg, self.now_ms()), seat)

    async def chat(self, peer: Peer, msg: Chat) -> None:
        live, seat = self._seat(peer)
        limits = self.settings.limits
        most = limits.phrases_per_game
        if live.room.duplicate(seat, msg.id) is None:
            try:  # refused before it waits for the lock (and again under it), and counted
                live.room.check_phrases(seat, most)
            except ProtocolError:
                self.refusals.refused("chat")
                raise
            if not self.admission.allowance("chat", live.code, seat).take():
                self.refusals.refused("chat")
                raise RateLimited("too many phrases at once", 1 / limits.chat_per_s)
        await self._request(
            peer, live, msg.id, lambda room: room.plan_chat(seat, msg, self.now_ms(), most), seat
        )

    async def _request(
        self, peer: Peer, live: LiveRoom, id_: str, plan: Callable[[Room], Change], seat: int
    ) -> None:
        def checked(room: Room) -> Change:
            done = room.duplicate(seat, id_)
            if done is not None:
                raise Duplicate(done)
            return plan(room)

        async with live.lock:
            try:
                change = await self._commit(live, checked)
            except Duplicate as dup:
                peer.send(dumps(ack_reply(id_, dup.seq, duplicate=True)))
                return
            assert change is not None
            peer.send(dumps(ack_reply(id_, change.events[0].seq)))
            self._broadcast(live, change.events)
        self._drive(live)

    async def back(self, peer: Peer) -> None:
        live, seat = self._seat(peer)
        held = live.room.holding(seat) if seat in live.room.stand_in else None
        if held is not None:
            raise ProtocolError(NOT_YOUR_TURN, held)
        if live.stop is not None and seat in live.room.stand_in:
            live.stop.set()  # the stand-in's search for this seat is no longer wanted
        async with live.lock:
            change = await self._commit(live, lambda room: room.plan_back(seat, self.now_ms()))
            if change is not None:
                self._broadcast(live, change.events)
        self._drive(live)

    # ------------------------------------------------------------------ AI seats and stand-ins

    def _drive(self, live: LiveRoom) -> None:
        """Start the room's AI turns if an AI (or a stand-in) is to move and none is running."""
        if self._closing or live.room.mover() != Mover.AI:
            return
        if live.ai_task is None or live.ai_task.done():
            live.ai_task = self._spawn(self._ai_turns(live), f"ai {live.code}")

    async def _ai_turns(self, live: LiveRoom) -> None:
        try:
            while not self._closing and live.room.mover() == Mover.AI:
                room = live.room
                seat, at = room.state.current, len(room.actions)
                level = room.kinds[seat] if room.is_ai(seat) else self.settings.stand_in
                by = By.AI if room.is_ai(seat) else By.STAND_IN
                legal = legal_actions(room.state)
                decision = live.stop = Decision()
                try:
                    rng = decision_rng(room.setup.seed, seat, at)
                    action = await self.ai.decide(level, public_view(room.state), rng, decision)
                except asyncio.CancelledError:
                    raise
                except Exception:
                    log.exception(
                        "room %s: the AI of seat %d failed; a random legal move is played", live.code, seat
                    )
                    action = None
                if action is None and decision.stopped:
                    continue  # stopped before it began (the seat taken back): look again
                if action not in legal:
                    action = random.Random(f"{room.setup.seed}/{at}").choice(legal)
                act = Act(f"ai-{at}", at, action)
                async with live.lock:
                    if not _still_to_play(live.room, seat, at):
                        continue  # the game moved on while the AI thought: decide again
                    try:
                        change = await self._commit(live, self._ai_plan(seat, act, by))
                    except ProtocolError as exc:
                        log.warning("room %s: the AI's move was refused (%s)", live.code, exc.reason)
                        return
                    if change is not None:
                        self._broadcast(live, change.events)
                    elif _still_to_play(live.room, seat, at):  # nothing written: never think again
                        log.warning(
                            "room %s: the AI's move for seat %d wrote nothing; it stops", live.code, seat
                        )
                        return
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # the store failed: the sweep drives this room again later
            if self.store.unavailable(exc):
                log.debug("room %s: the AI's turn waits for the store: %s", live.code, exc)
            else:
                log.exception("room %s: the AI's turn could not be written", live.code)
        finally:
            live.stop = None
            self._maybe_unload(live)

    def _ai_plan(self, seat: int, act: Act, by: By) -> Callable[[Room], Change | None]:
        """The AI's action as a plan; nothing if the game has gone past it (another process
        wrote it, or the seat was taken back). The server's own moves are known by the action
        they follow, never by a request id, which only clients choose."""

        def plan(room: Room) -> Change | None:
            if not _still_to_play(room, seat, act.at):
                return None
            return room.plan_act(seat, act, self.now_ms(), by=by)

        return plan

    # ------------------------------------------------------------------ the sweep

    async def _sweep_loop(self) -> None:
        first = True
        purged_at = 0
        shared_at = time.monotonic()
        while True:
            try:
                now = self.now_ms()
                await self.sweep(now, take_all_ai=first)
                if (
                    self.store.several_processes
                    and time.monotonic() - shared_at > self.settings.presence_every_s
                ):
                    self.presence.refresh(self.rooms.values())
                    shared_at = time.monotonic()
                for live in list(self.rooms.values()):  # rooms left while a request held them
                    self._maybe_unload(live)
                if now - purged_at > 3_600_000:
                    await self.store.purge(now - int(self.settings.keep_days * DAY_MS))
                    purged_at = now
                first = False
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if self.store.unavailable(exc):  # the store says so itself, once
                    log.debug("the sweep waits for the store: %s", exc)
                else:
                    log.exception("the sweep failed; it runs again")
            await asyncio.sleep(self.settings.sweep_s)

    async def sweep(self, now: int, take_all_ai: bool = False) -> None:
        """Hand timed-out turns to the stand-in, drive orphaned AI turns, abandon old rooms."""
        s = self.settings
        stale = now if take_all_ai else now - int(s.ai_stale_s * 1000)
        due = await self.store.due(
            now, stale, now - int(s.abandon_days * DAY_MS), now - int(s.waiting_days * DAY_MS)
        )
        for code in due.timed_out:
            live = await self._room(code)
            if live is not None:
                async with live.lock:
                    change = await self._commit(live, lambda room: room.plan_timeout(now))
                    if change is not None:
                        self._broadcast(live, change.events)
                self._drive(live)
                self._maybe_unload(live)
        for code in due.ai_to_move:
            live = await self._room(code)
            if live is not None:
                self._drive(live)
                self._maybe_unload(live)
        for code in due.abandoned:
            live = await self._room(code)
            if live is not None and not live.room.over:
                async with live.lock:
                    change = await self._commit(
                        live, lambda room: None if room.over else room.plan_abandon(self.now_ms())
                    )
                    if change is not None:
                        self._broadcast(live, change.events)
                self._maybe_unload(live)


def _still_to_play(room: Room, seat: int, at: int) -> bool:
    """Whether the position an AI decided on is still the game's. Talk and comings and goings
    change the room, not the game: they never send the AI back to think (a chatty player
    could otherwise keep it thinking for ever)."""
    return room.mover() == Mover.AI and room.state.current == seat and len(room.actions) == at
