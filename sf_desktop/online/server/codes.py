"""Room codes, seat tokens and the limits that keep guessers and floods out.

A room code is 8 symbols of a 32-symbol alphabet (40 bits, :data:`~..protocol.CODE_ALPHABET`,
no 0/O or 1/I), drawn with :mod:`secrets`. A seat token is 192 random bits; the store keeps
only its SHA-256, so a copy of the database lets nobody act for a seat. Failed joins (a wrong
code or token) are counted per address, and past :data:`FAILED_JOINS` in
:data:`FAILED_WINDOW_S` seconds that address is refused until the oldest failure ages out.
"""

from __future__ import annotations

import hashlib
import hmac
import math
import secrets
import time
from collections import deque
from collections.abc import Callable

from ..protocol import CODE_ALPHABET, CODE_LENGTH

FAILED_JOINS = 10
FAILED_WINDOW_S = 60.0
MAX_TRACKED = 10_000  # addresses remembered at once; the oldest are forgotten first


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def code_bits() -> float:
    """The entropy of a room code."""
    return CODE_LENGTH * math.log2(len(CODE_ALPHABET))


def new_token() -> str:
    """A seat's token (192 random bits). Never one that begins with "-": typed after
    ``--token`` on a command line it would be read as an option."""
    while True:
        token = secrets.token_urlsafe(24)
        if not token.startswith("-"):
            return token


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def token_matches(token: str, stored_hash: str) -> bool:
    return bool(stored_hash) and hmac.compare_digest(token_hash(token), stored_hash)


class FailedJoins:
    """Failed joins per address over a sliding window; ``now`` is injectable for tests."""

    def __init__(
        self,
        limit: int = FAILED_JOINS,
        window_s: float = FAILED_WINDOW_S,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        self.limit = limit
        self.window_s = window_s
        self.now = now
        self._seen: dict[str, deque[float]] = {}

    def wait_s(self, address: str) -> float:
        """Seconds before ``address`` may try again (0: now)."""
        times = self._trim(address)
        if times is None or len(times) < self.limit:
            return 0.0
        return max(0.0, times[0] + self.window_s - self.now())

    def failed(self, address: str) -> None:
        times = self._trim(address)
        if times is None:
            if len(self._seen) >= MAX_TRACKED:
                self._seen.pop(next(iter(self._seen)))
            times = self._seen[address] = deque()
        times.append(self.now())

    def _trim(self, address: str) -> deque[float] | None:
        times = self._seen.get(address)
        if times is None:
            return None
        horizon = self.now() - self.window_s
        while times and times[0] <= horizon:
            times.popleft()
        if not times:
            del self._seen[address]
            return None
        return times


class Bucket:
    """A token bucket: ``rate`` messages a second on average, bursts of ``burst``."""

    __slots__ = ("burst", "level", "now", "rate", "stamp")

    def __init__(self, rate: float, burst: float, now: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self.level = burst
        self.now = now
        self.stamp = now()

    def take(self) -> bool:
        t = self.now()
        self.level = min(self.burst, self.level + (t - self.stamp) * self.rate)
        self.stamp = t
        if self.level < 1:
            return False
        self.level -= 1
        return True
