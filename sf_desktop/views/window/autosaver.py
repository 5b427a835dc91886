"""The autosave, written off the GUI thread.

A save with fsync costs some 3-15 ms (more on a slow disk): on the GUI thread that would cost
a frame at the start of every animation. One writer thread does the store's work in the
order it was asked; an autosave followed at once by a newer one is skipped (only the newest
game matters), while finishing and abandoning always run. ``flush`` waits for the queue, so
nothing is lost when the window closes.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ...model.record import GameRecord
from ...model.state import GameState
from ...storage.save_store import SaveStore
from ...words.trouble import file_problem

log = logging.getLogger(__name__)

AUTOSAVE, FINISH, ABANDON = "autosave", "finish", "abandon"


class Autosaver(QObject):
    """Queues the store's writes for one writer thread; ``failed`` tells the GUI about errors."""

    failed = Signal(str)  # the reason, in the language shown ("the disk is full")

    def __init__(self, store: SaveStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.timings: list[float] = []  # seconds per write done, for measuring
        self.skipped = 0
        self._tasks: deque[tuple[str, Callable[[], object]]] = deque()
        self._busy = False
        self._closed = False
        self._cond = threading.Condition()
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    # -- asking

    def autosave(self, record: GameRecord, state: GameState) -> None:
        self._put(AUTOSAVE, lambda: self.store.autosave(record, state))

    def finish(self, record: GameRecord, state: GameState) -> None:
        self._put(FINISH, lambda: self.store.finish(record, state))

    def abandon(self) -> None:
        self._put(ABANDON, self.store.abandon)

    def _put(self, kind: str, work: Callable[[], object]) -> None:
        with self._cond:
            if self._closed:
                return
            self._tasks.append((kind, work))
            self._cond.notify_all()

    # -- waiting

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every write asked for is done; False if that took longer than ``timeout``."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._tasks or self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def close(self, timeout: float = 10.0) -> bool:
        """Finish the queue and stop the thread (the window is closing)."""
        done = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(1.0)
        return done

    # -- the writer thread

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._tasks and not self._closed:
                    self._cond.wait()
                if not self._tasks:
                    return
                kind, work = self._tasks.popleft()
                if kind == AUTOSAVE and self._tasks and self._tasks[0][0] == AUTOSAVE:
                    self.skipped += 1
                    self._cond.notify_all()
                    continue  # a newer autosave of the game follows at once
                self._busy = True
            start = time.perf_counter()
            try:
                work()
            except Exception as exc:  # disk full, no permission, a bug: later saves must still run
                log.warning("%s failed", kind, exc_info=True)
                reason = file_problem(exc)
                with contextlib.suppress(RuntimeError):  # the window is gone
                    self.failed.emit(reason)
            finally:
                self.timings.append(time.perf_counter() - start)
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()
