"""The pinned Qt binding keeps Python's reference counts right.

PySide6 6.12.0 on Python 3.11 lost a reference to ``None`` on every call of a void method and
to ``True`` on every signal emit, so a long game aborted with "deallocating None". This test
fails (and would crash) with such a binding.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget


class _Emitter(QObject):
    fired = Signal(bool)


def test_void_calls_and_emits_keep_singleton_reference_counts(qtbot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    emitter = _Emitter()
    emitter.fired.connect(lambda value: None)
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(2000):
        widget.setEnabled(True)
        emitter.fired.emit(True)
    assert abs(sys.getrefcount(None) - none_before) < 100
    assert abs(sys.getrefcount(True) - true_before) < 100
