"""One seat of an online game as the window sees it: a Qt object fed by the seat's client.

The client (:class:`~..online.client.OnlineClient`) lives on the asyncio loop's thread; its
listener (:class:`_Bridge`) copies what each event changed into immutable values there and
hands them to the GUI thread through queued signals, in order. :class:`RemoteGame` keeps the
seat's table as the GUI thread knows it: the public state, every step (what the game model
animates and logs), the names, the connection of each seat, the clock, the phrases said.
Nothing is applied before the server's event says so; a person's action is sent, and shown
when its event comes back (:meth:`RemoteGame.send`).

When the game ends the client has checked the revealed record against the commitment and
the events (:meth:`~..online.table.RemoteTable.finish`); :attr:`RemoteGame.record` is then
that record with the friends' seats marked ``friend`` (so that the statistics and the review
know which seat was this player's), an ordinary save.
"""

from __future__ import annotations

import contextlib
import logging
import math
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import attrs
from PySide6.QtCore import QObject, QTimer, Signal

from ..model.actions import Action
from ..model.history import Step
from ..model.record import GameRecord, Seat
from ..model.rules import legal_actions
from ..model.state import GameState
from ..online.client import Listener, OnlineClient, Refused, SeatTicket
from ..online.loop_thread import LoopThread
from ..online.protocol import (
    PERSON,
    RATE_LIMITED,
    By,
    ClientEnd,
    Clock,
    ErrorCode,
    EventKind,
    LinkStatus,
    Status,
)
from ..online.table import Applied, RemoteTable

log = logging.getLogger(__name__)


def _never(table: RemoteTable) -> bool:
    """A condition that never holds: waiting on it ends only when the client gives up."""
    return False


HUMAN = "human"
FRIEND = "friend"  # a seat played by a person on another computer (or another window)
CONNECTING, ONLINE, RECONNECTING, CLOSED = LinkStatus  # the connection, as the bar shows it
WAITING, PLAYING, OVER = Status.WAITING, Status.PLAYING, Status.OVER
RETRY_FIRST_S, RETRY_MAX_S = 1.0, 30.0  # a server not reached when taking a seat is tried again


class Trouble(str):
    """Why a seat was refused or given up, in the words of the server (or of the client), with
    its code (``protocol.ErrorCode`` or ``ClientEnd``; "" for a problem on this computer), so
    that the window can say it in the player's language."""

    code: str

    def __new__(cls, reason: str, code: str = "") -> Trouble:
        made = super().__new__(cls, reason)
        made.code = code
        return made


@attrs.frozen
class News:
    """What one event changed, copied on the loop's thread (the GUI thread reads only this)."""

    applied: Applied
    before: GameState
    after: GameState
    actions: int  # actions of the game after this event
    names: tuple[str, ...]
    claimed: tuple[bool, ...]
    started: bool
    stand_in: frozenset[int]
    clock: dict[str, Any]
    record: GameRecord | None


@attrs.frozen
class Seated:
    """The room as the client found it when it took the seat (or took it again)."""

    code: str
    game_id: str
    seat: int
    kinds: tuple[str, ...]
    names: tuple[str, ...]
    first_player: int
    commitment: str
    clock: Clock | None
    state: GameState
    fresh: bool  # a new table: every event comes again from the first one


class _Relay(QObject):
    """The queued signals from the loop's thread to the GUI thread."""

    seated = Signal(object)  # Seated
    news = Signal(object)  # News
    status = Signal(str)
    presence = Signal(object)  # tuple[bool, ...]
    problem = Signal(str)
    done = Signal(object, object)  # callback, future: a request's answer


class _Bridge(Listener):
    """The client's listener, on the loop's thread: copies and forwards."""

    def __init__(self, relay: _Relay) -> None:
        self.relay = relay
        self.client: OnlineClient | None = None
        self._table: RemoteTable | None = None
        self._state: GameState | None = None

    def status(self, status: str) -> None:
        table = self.client.table if self.client is not None else None
        if status == ONLINE and table is not None:
            fresh = table is not self._table
            self._table, self._state = table, table.state
            room = table.room
            self.relay.seated.emit(
                Seated(
                    room.code,
                    room.game_id,
                    table.seat,
                    room.kinds,
                    tuple(table.names),
                    room.first_player,
                    room.commitment,
                    room.clock,
                    table.state,
                    fresh,
                )
            )
        self.relay.status.emit(status)

    def applied(self, applied: Applied, table: RemoteTable) -> None:
        before = self._state if self._state is not None else table.state
        self._state = table.state
        self.relay.news.emit(
            News(
                applied,
                before,
                table.state,
                len(table.actions),
                tuple(table.names),
                tuple(table.claimed),
                table.started,
                frozenset(table.stand_in),
                dict(table.clock),
                table.record,
            )
        )

    def presence(self, online: list[bool]) -> None:
        self.relay.presence.emit(tuple(online))

    def problem(self, text: str) -> None:
        self.relay.problem.emit(text)


class RemoteGame(QObject):
    """One seat of one online game, on the GUI thread."""

    seated = Signal()  # the seat is taken and the table has caught up (again, after a reset)
    stepped = Signal(object)  # Step: an action the server accepted, live
    changed = Signal()  # the connection, who is online, names, clock, stand-in, status
    said = Signal(int, str)  # seat, phrase id
    stood_in = Signal(int, bool)  # seat, on: its time ran out and the AI plays it (off: taken back)
    refused = Signal(str)  # the server refused this seat's action: why
    problem = Signal(str)  # a sentence for the player, in their language
    ended = Signal(object)  # GameRecord: verified, with the friends' seats marked

    def __init__(self, loop: LoopThread, url: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.loop = loop
        self._relay = _Relay(self)
        self.client = self._new_client(url)
        self._relay.seated.connect(self._on_seated)
        self._relay.news.connect(self._on_news)
        self._relay.status.connect(self._on_status)
        self._relay.presence.connect(self._on_presence)
        self._relay.problem.connect(lambda text: log.info("online game: %s", text))  # the client's own words
        self._relay.done.connect(lambda callback, future: callback(future))
        self.ticket: SeatTicket | None = None
        self.room: Seated | None = None
        self.state: GameState | None = None
        self.steps: list[Step] = []
        self.names: tuple[str, ...] = ()
        self.claimed: tuple[bool, ...] = ()
        self.started = False
        self.stand_in: frozenset[int] = frozenset()
        self.clock: dict[str, Any] = {}
        self.presence: tuple[bool, ...] = ()
        self.status = CONNECTING
        self.phrases: list[tuple[int, int, str]] = []  # (actions before it, seat, phrase id)
        self.stand_ins: list[tuple[int, int, bool]] = []  # (actions before it, seat, on)
        self.record: GameRecord | None = None
        self.end_reason = ""
        self.ready = False  # the table caught up once: the model may show it
        self.sending: Action | None = None  # this seat's action not yet accepted
        self.failure = Trouble("")  # why the client gave up (a refused seat, another connection took it)
        self._closing = False
        self._pause = RETRY_FIRST_S / 2
        self._retry: tuple[Callable[[OnlineClient], Any], Callable[[str], None]] | None = None
        self._retry_timer = QTimer(self)
        self._retry_timer.setSingleShot(True)
        self._retry_timer.timeout.connect(self._take_again)

    # ------------------------------------------------------------------ reading

    @property
    def seat(self) -> int:
        return self.room.seat if self.room is not None else -1

    @property
    def code(self) -> str:
        return self.room.code if self.room is not None else (self.ticket.code if self.ticket else "")

    @property
    def server(self) -> str:
        return self.client.url

    @property
    def kinds(self) -> tuple[str, ...]:
        """The seats as the game model knows them: this player ``human``, the other people
        ``friend``, AI seats their level."""
        if self.room is None:
            return ()
        return tuple(
            HUMAN if i == self.seat else (FRIEND if k == PERSON else k) for i, k in enumerate(self.room.kinds)
        )

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(Seat(n, k) for n, k in zip(self.names, self.kinds, strict=True))

    @property
    def phase(self) -> str:
        if self.over:
            return OVER
        return PLAYING if self.started else WAITING

    @property
    def over(self) -> bool:
        return bool(self.end_reason) or (self.state is not None and self.state.is_over)

    @property
    def my_turn(self) -> bool:
        s = self.state
        return (
            self.started
            and s is not None
            and not self.over
            and s.current == self.seat
            and self.seat not in self.stand_in
        )

    @property
    def waiting_for(self) -> int:
        """How many person seats are still free."""
        return sum(1 for c in self.claimed if not c)

    def record_so_far(self) -> GameRecord:
        """What this seat knows of the record: seats and actions, but no deck (the server
        alone has it until the end). Not a save: it does not replay."""
        if self.record is not None:
            return self.record
        room = self.room
        assert room is not None
        return GameRecord(
            self.seats,
            (),
            room.first_player,
            None,
            tuple(s.action for s in self.steps),
            room.game_id,
        )

    # ------------------------------------------------------------------ taking the seat

    def _new_client(self, url: str) -> OnlineClient:
        bridge = _Bridge(self._relay)
        bridge.client = OnlineClient(url, listener=bridge)
        return bridge.client

    def take(
        self, request: Callable[[OnlineClient], Any], done: Callable[[str], None], *, retry: bool = False
    ) -> None:
        """Take the seat with ``request(client)`` (a create, join or resume coroutine) on the
        loop; ``done(problem)`` on the GUI thread ("" once seated). With ``retry`` a server that
        cannot be reached is tried again, less and less often, until it answers (a friend's
        computer that is off, this computer offline): the seat is this player's all along."""

        def answered(future: Future) -> None:
            try:
                self.ticket = future.result()
            except Exception as exc:  # a refusal, an unreachable server: the player is told
                if retry and isinstance(exc, Refused) and exc.code == ClientEnd.CLOSED and not self._closing:
                    self.status = RECONNECTING
                    self.failure = Trouble(exc.reason, exc.code)
                    self.changed.emit()
                    self._pause = min(RETRY_MAX_S, self._pause * 2)
                    self._retry_timer.start(int(self._pause * 1000))
                    self._retry = (request, done)
                    return
                self._give_up(exc)
                done(self.failure)
                return
            self.failure = Trouble("")
            done("")
            self._run(self.client.wait_for(_never), self._stopped)

        self._run(request(self.client), answered)

    def _take_again(self) -> None:
        if self._retry is None or self._closing:
            return
        request, done = self._retry
        self._retry = None
        self.client = self._new_client(self.client.url)
        self.take(request, done, retry=True)

    def _stopped(self, future: Future) -> None:
        if not future.cancelled():
            self._give_up(future.exception())

    def _give_up(self, exc: BaseException | None) -> None:
        """The client stopped for good (a refusal, the seat taken up from elsewhere)."""
        if exc is None:
            return
        reason = exc.reason if isinstance(exc, Refused) else (str(exc) or type(exc).__name__)
        self.failure = Trouble(reason, str(getattr(exc, "code", "")))  # a ProtocolError has one too
        self.status = CLOSED
        self.problem.emit(self.failure)
        self.changed.emit()

    def _run(self, coro: Any, callback: Callable[[Future], None]) -> None:
        if not self.loop.running:
            coro.close()
            return
        relay = self._relay

        def back_home(future: Future) -> None:
            with contextlib.suppress(RuntimeError):  # the window is gone
                relay.done.emit(callback, future)

        self.loop.submit(coro).add_done_callback(back_home)

    # ------------------------------------------------------------------ playing

    def can_send(self, action: Action) -> str:
        """Why ``action`` cannot be sent now ("" when it can)."""
        if self.state is None or self.over:
            return self.tr("The game is over.")
        if not self.started:
            return self.tr("The game starts when every friend has joined.")
        if self.seat in self.stand_in:
            return self.tr("Your time ran out and the AI plays for you: take your seat back first.")
        if not self.my_turn:
            return self.tr("It is not your turn.")
        if self.sending is not None:
            return self.tr("Your last move is on its way to the server.")
        if action not in legal_actions(self.state):
            return self.tr("The rules do not allow that now.")
        return ""

    def send(self, action: Action) -> None:
        """Ask the server for ``action``; it is shown when the server's event comes back (never
        before). Sent again, once, after a lost connection (the client keeps it)."""
        self.sending = action
        self.changed.emit()

        def answered(future: Future) -> None:
            if self.sending is action:
                self.sending = None
            try:
                future.result()
            except Refused as exc:
                self.refused.emit(self._not_taken(exc))
            except Exception as exc:
                self.refused.emit(self.tr("The server did not take the move: {0}").format(exc))
            self.changed.emit()

        self._run(self.client.act(action), answered)

    def say(self, phrase: str) -> None:
        """Say a canned phrase at the table (its id, ``protocol.PHRASES``)."""

        def answered(future: Future) -> None:
            try:
                future.result()
            except Refused as exc:
                self.problem.emit(self._not_said(exc))
            except Exception as exc:
                self.problem.emit(self.tr("The phrase was not said: {0}").format(exc))

        self._run(self.client.chat(phrase), answered)

    def _not_said(self, refused: Refused) -> str:
        if refused.code == RATE_LIMITED and refused.retry_s > 0:
            return self.tr("Too many phrases at once: the next one in {0} s.").format(
                math.ceil(refused.retry_s)
            )
        if refused.code == RATE_LIMITED:
            return self.tr("You have said all the phrases one game allows.")
        return self.tr("The phrase was not said: {0}").format(refused.reason)

    def _not_taken(self, refused: Refused) -> str:
        """Why the server refused a move, in the player's language where its code is known."""
        words: dict[str, str] = {
            ErrorCode.WAITING: self.tr("The game has not started: it starts when every seat is taken."),
            ErrorCode.OVER: self.tr("This game is over."),
            ErrorCode.NOT_YOUR_TURN: self.tr(
                "It is not your turn, or the AI is playing for you until you take your seat back."
            ),
            ErrorCode.STALE: self.tr("The game moved on before your move arrived: the table shows it now."),
            ErrorCode.ILLEGAL: self.tr("The rules do not allow that now."),
            ErrorCode.RATE_LIMITED: self.tr("Too many moves at once: wait a moment."),
        }
        return words.get(refused.code) or self.tr("The server did not take the move: {0}").format(
            refused.reason
        )

    def take_back(self) -> None:
        """Take the seat back from the AI that stood in when the time ran out."""
        self._run(self.client.back(), lambda future: None)

    def close(self) -> Future:
        """Leave the connection (the seat stays this player's: the ticket brings it back)."""
        self._closing = True
        self._retry_timer.stop()
        self._retry = None
        if not self.loop.running:  # the app is closing: the loop is gone and the client with it
            done: Future = Future()
            done.set_result(None)
            return done
        return self.loop.submit(self.client.close())

    # ------------------------------------------------------------------ what the client says

    def _on_seated(self, seated: Seated) -> None:
        self.room = seated
        if seated.fresh:
            self.state = seated.state
            self.steps = []
            self.phrases = []
            self.stand_ins = []
            self.names = seated.names
            self.claimed = tuple(k != PERSON for k in seated.kinds)
            self.ready = False
        self.changed.emit()

    def _on_news(self, news: News) -> None:
        applied = news.applied
        self.names, self.claimed = news.names, news.claimed
        self.started, self.stand_in, self.clock = news.started, news.stand_in, news.clock
        if applied.kind == EventKind.ACTION and applied.action is not None:
            step = Step(
                news.actions,
                applied.seat,
                applied.action,
                applied.events,
                news.before,
                news.after,
                stand_in=applied.by == By.STAND_IN,
            )
            self.state = news.after
            if applied.seat == self.seat:
                self.sending = None  # its event is here: accepted (the acknowledgement may follow)
            self.steps.append(step)
            if self.ready:
                self.stepped.emit(step)
        elif applied.kind == EventKind.CHAT:
            self.phrases.append((len(self.steps), applied.seat, applied.phrase))
            if self.ready:
                self.said.emit(applied.seat, applied.phrase)
        elif applied.kind == EventKind.STAND_IN:
            on = applied.seat in news.stand_in
            self.stand_ins.append((len(self.steps), applied.seat, on))
            if self.ready:
                self.stood_in.emit(applied.seat, on)
        elif applied.kind == EventKind.END and news.record is not None:
            self.end_reason = "ended"
            self.record = attrs.evolve(news.record, seats=self.seats)
            if self.ready:
                self.ended.emit(self.record)
        self.changed.emit()

    def _on_status(self, status: str) -> None:
        if self.status != CLOSED or status == ONLINE:
            self.status = LinkStatus(status)
        self.changed.emit()

    def _on_presence(self, online: tuple[bool, ...]) -> None:
        self.presence = online
        if not self.ready and self.room is not None:
            self.ready = True
            self.seated.emit()
            if self.record is not None:
                self.ended.emit(self.record)
        self.changed.emit()
