"""What one client, one address or a crowd may take of a server, and how a refusal is told.

Every limit has a default here and a flag of ``serve`` where a host may want another
(``docs/online.md``, "Limits"). Each refusal is a clear error to the client (``rate_limited``
with the seconds to wait, ``busy``, or a close code with its reason), is counted per cause
(:class:`Refusals`, logged when the server stops), and is logged once per cause rather than
once per event (:class:`OncePerCause`), so that a flood of refusals never floods the log.

Addresses are the client's TCP peer, or, from a ``--trusted-proxy``, the address that proxy
put in ``X-Forwarded-For`` (:func:`client_address`): behind a reverse proxy every player
would otherwise be the proxy's one address.
"""

from __future__ import annotations

import collections
import contextlib
import ipaddress
import logging
import math
import time
from collections.abc import Callable, Iterable, Sequence

import attrs

from ..protocol import RATE_LIMITED, ProtocolError

log = logging.getLogger(__name__)

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


@attrs.frozen
class Limits:
    """The limits of one server (defaults: ``docs/online.md``, "Limits")."""

    guesses_per_address: int = 10  # failed joins and resumes (a wrong code or token) per window
    guesses_total: int = 600  # the same from every address together (per server, or per database)
    guess_window_s: float = 60.0
    connections_per_address: int = 32
    connections_total: int = 2000  # lowered to what the descriptor limit allows
    rooms_per_address: int = 10  # rooms created per window
    rooms_total: int = 300  # rooms created per window by everyone
    room_window_s: float = 60.0
    chat_per_s: float = 0.5  # phrases a seat may say a second, on average
    chat_burst: int = 5
    # Phrases a seat may say in one game: every phrase is kept with the game and sent to each
    # player who comes back, and a game by the day lasts days.
    phrases_per_game: int = 500
    returns_per_s: float = 0.2  # times a seat may take up its seat again a second, on average
    returns_burst: int = 10
    ai_rooms_per_address: int = 4  # rooms the AI plays in (an AI seat, a stand-in) played from one address
    ai_rooms_total: int = 40  # rooms with an AI seat still playing, every address together
    ai_think_s: float = 0.6  # the longest one AI decision thinks while the AI's processes are
    # free; shorter, in proportion, when more decisions wait than there are processes


class RateLimited(ProtocolError):  # noqa: N818 - named after its code, as the server says it
    """``rate_limited``, with the whole seconds to wait (``retry_s`` in the error message)."""

    def __init__(self, why: str, wait_s: float) -> None:
        self.retry_s = max(1, math.ceil(wait_s))
        super().__init__(RATE_LIMITED, f"{why}: try again in {self.retry_s} s")


# ---------------------------------------------------------------------------- addresses


def networks(specs: Iterable[str]) -> tuple[Network, ...]:
    """``--trusted-proxy`` values (addresses or networks such as ``10.0.0.0/8``) read;
    ``ValueError`` names the one that is neither."""
    out = []
    for spec in specs:
        try:
            out.append(ipaddress.ip_network(spec.strip(), strict=False))
        except ValueError:
            raise ValueError(f"not an address or a network: {spec!r}") from None
    return tuple(out)


def _trusted(address: str, trusted: Sequence[Network]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in net for net in trusted)


def client_address(peer: str, forwarded: Sequence[str], trusted: Sequence[Network]) -> str:
    """The address a connection is counted under: the TCP peer, or, when the peer is a
    trusted proxy, the right-most address of ``X-Forwarded-For`` that is not a trusted proxy
    itself (the ones left of it were written by the client and prove nothing); see
    :func:`counted_as`."""
    if not trusted or not _trusted(peer, trusted):
        return counted_as(peer)
    hops = [h.strip() for line in forwarded for h in line.split(",") if h.strip()]
    for hop in reversed(hops):
        try:
            ip = ipaddress.ip_address(hop.strip("[]"))
        except ValueError:
            return counted_as(peer)  # a hop that is no address: the header cannot be believed
        if not _trusted(str(ip), trusted):
            return counted_as(str(ip))
    return counted_as(peer)


def counted_as(address: str) -> str:
    """A global IPv6 address counts as its /64, the network one home or one host is given (a
    single host may use any of its 2**64 addresses, and filled every limit per address); an
    IPv4 address mapped into IPv6 as the IPv4 one; anything else as it is."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        if ip.is_global:
            return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return address


# ---------------------------------------------------------------------------- counting


class Window:
    """Events per key over a sliding window; a check and its count are one step."""

    def __init__(
        self, window_s: float, max_keys: int = 10_000, now: Callable[[], float] = time.monotonic
    ) -> None:
        self.window_s = window_s
        self.max_keys = max_keys
        self.now = now
        self._seen: dict[str, collections.deque[float]] = {}

    def wait_s(self, key: str, limit: int) -> float:
        """Seconds before ``key`` is below ``limit`` again (0: now)."""
        times = self._trim(key)
        if times is None or len(times) < limit:
            return 0.0
        return max(0.0, times[len(times) - limit] + self.window_s - self.now())

    def take(self, keys: dict[str, int]) -> float:
        """Count one event for every key, unless one of them reached its limit: then nothing
        is counted and the seconds to wait are returned."""
        wait = max((self.wait_s(key, limit) for key, limit in keys.items()), default=0.0)
        if wait > 0:
            return wait
        stamp = self.now()
        for key in keys:
            times = self._trim(key)
            if times is None:
                if len(self._seen) >= self.max_keys:
                    self._seen.pop(next(iter(self._seen)))
                times = self._seen[key] = collections.deque()
            times.append(stamp)
        return 0.0

    def _trim(self, key: str) -> collections.deque[float] | None:
        times = self._seen.get(key)
        if times is None:
            return None
        horizon = self.now() - self.window_s
        while times and times[0] <= horizon:
            times.popleft()
        if not times:
            del self._seen[key]
            return None
        return times


class Refusals(collections.Counter[str]):
    """How many times each limit refused something, since the server started."""

    def refused(self, cause: str) -> None:
        self[cause] += 1
        log.warning("refused: " + cause)  # the cause in the text: OncePerCause keeps one a minute of each

    def summary(self) -> str:
        return ", ".join(f"{cause} {n}" for cause, n in sorted(self.items())) or "nothing"


# ---------------------------------------------------------------------------- the log


class OncePerCause(logging.Filter):
    """Lets a message through once per cause (its logger, its text before the arguments and
    its exception's type) every ``every_s`` seconds; the next one after that says how many
    like it were left out. Put on the server's log handler, it keeps a flood (refusals, a
    database away, descriptors run out) to a line a minute."""

    def __init__(self, every_s: float = 60.0, now: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self.every_s = every_s
        self.now = now
        self._last: dict[tuple[str, str, str], float] = {}
        self._left_out: collections.Counter[tuple[str, str, str]] = collections.Counter()

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno < logging.WARNING or getattr(record, "every_time", False):
            return True  # (a line logged once per occasion, ``extra={"every_time": True}``)
        exc = record.exc_info[0].__name__ if record.exc_info and record.exc_info[0] else ""
        cause = (record.name, str(record.msg), exc)
        t = self.now()
        last = self._last.get(cause)
        if last is not None and t - last < self.every_s:
            self._left_out[cause] += 1
            return False
        if len(self._last) > 1000:
            self._last.clear()
        self._last[cause] = t
        left_out = self._left_out.pop(cause, 0)
        if left_out:
            with contextlib.suppress(Exception):
                record.msg = f"{record.msg} (and {left_out} more like it left out of the log)"
        return True


# ---------------------------------------------------------------------------- descriptors

DESCRIPTOR_RESERVE = 128  # the store, the log, the listening sockets, and handshakes beyond the limit


log.addFilter(OncePerCause())  # refusals are a line a minute per cause wherever the server runs


def descriptor_budget() -> int | None:
    """Raise this process's soft limit of open files to its hard limit; the connections
    that still leave :data:`DESCRIPTOR_RESERVE` free (None where it cannot be known)."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and soft < hard:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
            soft = hard
    if soft == resource.RLIM_INFINITY:
        return None
    return max(8, soft - DESCRIPTOR_RESERVE)
