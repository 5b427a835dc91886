"""The server's clock: wall-clock milliseconds that never jump while the server runs.

Deadlines are stored as wall-clock times (milliseconds since 1970), so that they mean the same
after a restart and to every process on one store. But a running server must not end or extend
every turn at once when the system clock is stepped (by hand, or a time service correcting a
large error): :class:`SteadyClock` reads the wall clock once, when the server starts, and from
then on counts the monotonic clock's time. A restart reads the wall clock again, so stored
deadlines are met as the wall clock then says.
"""

from __future__ import annotations

import time
from collections.abc import Callable


class SteadyClock:
    """``clock()`` is the wall-clock time in milliseconds, as the monotonic clock has run since
    the clock was made (``wall`` and ``monotonic`` in seconds, as ``time.time`` and
    ``time.monotonic`` give them)."""

    def __init__(
        self, wall: Callable[[], float] = time.time, monotonic: Callable[[], float] = time.monotonic
    ) -> None:
        self._monotonic = monotonic
        self._origin_wall = wall()
        self._origin_monotonic = monotonic()

    def __call__(self) -> int:
        return int((self._origin_wall + (self._monotonic() - self._origin_monotonic)) * 1000)
