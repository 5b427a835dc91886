"""What a dialog needs to fit a small screen at a large text size: the room it may take, and a
body that scrolls while its buttons stay in sight (score, statistics)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout, QWidget

from ..look.screen_room import client_room


def room_for(dialog: QWidget) -> QSize:
    """Where ``dialog`` may spread: its screen's free area less its frame, and no more than
    the window it belongs to (a small window is a small screen's)."""
    parent = dialog.parentWidget()
    room = client_room(dialog)
    return room.boundedTo(parent.window().size()) if parent is not None else room


def scrolling_body(outer: QVBoxLayout) -> tuple[QScrollArea, QWidget, QVBoxLayout]:
    """A frameless scroll area added to ``outer`` (taking its spare height), the widget inside
    it and that widget's layout, where the dialog puts everything but its buttons."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a Tab stop with no name: its content has the keys
    content = QWidget()
    layout = QVBoxLayout(content)
    layout.setContentsMargins(0, 0, 0, 0)
    scroll.setWidget(content)
    outer.addWidget(scroll, 1)
    return scroll, content, layout
