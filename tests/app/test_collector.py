"""Cycles that hold Qt objects are collected on the GUI thread, never on a worker thread where
PySide's deletion can wait for the interpreter's lock while holding Qt's and freeze the app
(seen: the online loop's thread collecting a widget's cycle while the GUI thread connected a
signal)."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication

from sf_desktop.app.collector import collect_on_gui_thread


class Cycle:
    """A reference cycle holding a Qt object, as a widget's slot that refers back to it makes."""

    def __init__(self) -> None:
        self.qt = QObject()
        self.me = self


def churn() -> None:
    """Allocations enough to pass every generation's threshold many times over."""
    for _ in range(20):
        garbage = [[] for _ in range(gc.get_threshold()[0] * 4)]
        for item in garbage:
            item.append(item)  # cycles too, so that Python would collect here if it could
        del garbage


def test_a_cycle_with_a_qt_object_is_collected_on_the_gui_thread_not_a_worker(qtbot) -> None:
    app = QApplication.instance()
    assert collect_on_gui_thread(app) is collect_on_gui_thread(app)  # one per application
    assert not gc.isenabled()
    collected_on: list[str] = []
    cycle = Cycle()
    weakref.finalize(cycle, lambda: collected_on.append(threading.current_thread().name))
    del cycle
    worker = threading.Thread(target=churn, name="worker")
    worker.start()
    worker.join()
    assert collected_on == []  # the worker passed the thresholds and collected nothing
    qtbot.waitUntil(lambda: collected_on == [threading.main_thread().name], timeout=3000)


def test_it_collects_only_past_a_threshold(qtbot) -> None:
    collector = collect_on_gui_thread(QApplication.instance())
    gc.collect()
    assert collector.collect() == 0  # below the first threshold: nothing is walked
    cycle = Cycle()
    del cycle
    churn()
    assert collector.collect() > 0
