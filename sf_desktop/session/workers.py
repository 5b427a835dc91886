"""Where the app's AI thinks: the one worker process of :mod:`..ai.worker` (``ai_processes``,
what the app uses, so that a long search has a core of its own instead of sharing the GIL with
the window's animations), else threads of the window's process.

The AI seats, the suggestions and the reviews all ask here, each on a channel of its own. When
the worker process dies, everything thinks on threads from then on, and ``problem`` says so
once: the game goes on.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool

from PySide6.QtCore import QCoreApplication

from ..ai.worker import Thinker, ThreadThinker

log = logging.getLogger(__name__)

translate = QCoreApplication.translate


class Workers:
    """The worker process (made on first use) or the threads, and the fall-back between them."""

    def __init__(self, ai_processes: bool, problem: Callable[[str], None]) -> None:
        self.ai_processes = ai_processes
        self.problem = problem  # a sentence for the player: the worker process stopped
        self.process: Thinker | None = None
        self._threads: ThreadThinker | None = None

    def _helper(self) -> Thinker | ThreadThinker:
        if self.ai_processes:
            if self.process is None:
                self.process = Thinker()
            return self.process
        if self._threads is None:
            self._threads = ThreadThinker()
        return self._threads

    def warm(self, levels: tuple[str, ...]) -> None:
        """Load the AI levels about to play in the worker process (nothing to do on threads)."""
        if self.ai_processes and levels:
            try:
                self._helper().warm(levels)
            except (BrokenProcessPool, RuntimeError) as exc:
                self.fall_back(exc)

    def submit(self, channel: str, task: str, *args: object) -> Future:
        """A task of :mod:`..ai.worker` on ``channel``; on threads when the process is gone."""
        try:
            return self._helper().submit(channel, task, *args)
        except (BrokenProcessPool, RuntimeError) as exc:
            if not self.ai_processes:
                raise
            self.fall_back(exc)
            return self._helper().submit(channel, task, *args)

    def cancel(self, channel: str) -> None:
        """Stop what runs on ``channel`` (its search ends at its next iteration)."""
        for helper in (self.process, self._threads):
            if helper is not None:
                helper.cancel(channel)

    def fall_back(self, exc: BaseException) -> None:
        """The worker process is gone: think on threads from now on."""
        log.error("the AI's worker process is gone; thinking on threads", exc_info=exc)
        self.problem(
            translate(
                "GameModel",
                "The AI's helper process stopped; the AI now thinks in the window itself, which may be slower.",
            )
        )
        if self.process is not None:
            self.process.shutdown()
            self.process = None
        self.ai_processes = False

    def shutdown(self) -> None:
        for helper in (self._threads, self.process):
            if helper is not None:
                helper.shutdown()
        self._threads = self.process = None
