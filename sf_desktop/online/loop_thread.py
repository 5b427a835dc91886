"""An asyncio event loop on a thread of its own: how an app runs its clients and its server.

A window's thread has Qt's event loop, not asyncio's. :class:`LoopThread` runs asyncio on a
daemon thread; the window hands it coroutines (:meth:`LoopThread.submit`, which returns a
``concurrent.futures.Future``) and hears back through callbacks that run on the loop's
thread (a Qt app forwards them to its own thread with a queued signal). No Qt here.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable
from concurrent.futures import Future
from typing import TypeVar

T = TypeVar("T")


class LoopThread:
    """One asyncio loop on one daemon thread, started and stopped from any other thread."""

    def __init__(self, name: str = "sf-online") -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._started = False

    def start(self) -> LoopThread:
        if not self._started:
            self._started = True
            self._thread.start()
        return self

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_forever()
        finally:
            pending = [t for t in asyncio.all_tasks(self.loop) if not t.done()]
            for task in pending:
                task.cancel()
            self.loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            self.loop.run_until_complete(self.loop.shutdown_asyncgens())
            self.loop.close()

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def submit(self, coro: Awaitable[T]) -> Future[T]:
        """Run ``coro`` on the loop; its result (or exception) in the returned future."""
        if not self._started:
            self.start()
        return asyncio.run_coroutine_threadsafe(coro, self.loop)  # type: ignore[arg-type]

    def stop(self, timeout: float = 30.0) -> None:
        """Stop the loop (its tasks are cancelled) and wait for the thread to end."""
        if self._thread.is_alive():
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(timeout)
