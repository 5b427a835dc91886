"""Python's collector of reference cycles, run on the GUI thread only.

Python collects cycles in whichever thread passes the allocation threshold. When that is a
worker thread (the online connection's loop, the autosaver, zeroconf's) and a cycle holds a Qt
object, PySide deletes the object there: ``QObject::disconnect`` takes Qt's connection lock,
then waits for the interpreter's lock, which the GUI thread holds while it waits for that same
connection lock, and the app freezes for good. On the GUI thread too, a collection that starts
inside a Qt object's destructor (an allocation in the Python code it calls) can delete another
Qt object there and wait for the lock that destructor holds. So the automatic collection is
turned off for the application's life, and a timer on the GUI thread collects what it would
have (the oldest generation whose threshold was passed) between events, as pyqtgraph and
calibre do.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 250  # a quarter of a second's garbage at most waits for its collection


class GuiThreadCollector(QObject):
    """Collects cycles every ``INTERVAL_MS`` on the thread it lives on (the GUI's)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect)
        self._timer.start(INTERVAL_MS)
        gc.disable()

    def collect(self) -> int:
        """Collect the oldest generation whose threshold was passed; the objects found."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        generation = -1
        for g in range(3):
            if counts[g] <= thresholds[g]:
                break
            generation = g
        return gc.collect(generation) if generation >= 0 else 0


def collect_on_gui_thread(app: QCoreApplication) -> GuiThreadCollector:
    """Turn Python's automatic collection off for ``app``'s life and collect on its thread
    instead; once per application (a second call returns the first collector)."""
    found = app.findChild(GuiThreadCollector)
    return found if isinstance(found, GuiThreadCollector) else GuiThreadCollector(app)
