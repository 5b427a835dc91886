"""Room codes, seat tokens and the limits that keep guessers and floods out.

A room code is 8 symbols of a 32-symbol alphabet (40 bits, :data:`~..protocol.CODE_ALPHABET`,
no 0/O or 1/I), drawn with :mod:`secrets`. A seat token is 192 random bits; the store keeps
only its SHA-256, so a copy of the database lets nobody act for a seat. How many wrong codes
or tokens may be tried is for :mod:`.admission` and :mod:`.limits`.
"""

from __future__ import annotations

import hashlib
import hmac
import math
import secrets
import time
from collections.abc import Callable

from ..protocol import CODE_ALPHABET, CODE_LENGTH


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
