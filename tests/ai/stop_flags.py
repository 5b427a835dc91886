"""A stop flag that says when a search has asked it: a test stops a search once it is under
way, instead of sleeping and hoping it has started."""

from __future__ import annotations

import threading


class PolledFlag(threading.Event):
    """``threading.Event`` whose ``asked`` is set once a search has called ``is_set`` twice:
    a search asks before each iteration, so by then one iteration is done."""

    def __init__(self) -> None:
        super().__init__()
        self.asked = threading.Event()
        self._calls = 0

    def is_set(self) -> bool:
        self._calls += 1
        if self._calls >= 2:
            self.asked.set()
        return super().is_set()
