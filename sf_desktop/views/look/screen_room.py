"""Every window and dialog opens within its screen's free area, its frame (title bar, borders)
included: a window as tall as the screen's free area hides its bottom buttons under the title
bar's height (the replay's bar, the rules' Close) until the player maximises it.

A window's frame is known only once the window manager has framed it. Before that, the frame
of any window of the app already framed stands in, else a usual title bar; once the window is
framed, a window still at the size the app chose is moved and shrunk to fit, if it must.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

# A usual title bar and border (Windows, GNOME, KDE), for a window not framed yet.
USUAL_FRAME = QMargins(8, 40, 8, 8)


def available_area(widget: QWidget) -> QRect:
    """The free area (no task bar, no panels) of the screen ``widget`` opens on: its parent's
    screen for a window not shown yet."""
    parent = widget.parentWidget()
    screen = (parent.screen() if parent is not None else None) or widget.screen()
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 700)


def own_frame(window: QWidget) -> QMargins:
    """The frame the window manager put around ``window`` (none yet: all zero)."""
    frame, inner = window.frameGeometry(), window.geometry()
    return QMargins(
        inner.left() - frame.left(),
        inner.top() - frame.top(),
        frame.right() - inner.right(),
        frame.bottom() - inner.bottom(),
    )


def frame_margins(widget: QWidget) -> QMargins:
    """The frame ``widget``'s window has, or will have: its own once framed, else that of a
    framed window of the app, else a usual one."""
    window = widget.window()
    if window.isVisible() and not own_frame(window).isNull():
        return own_frame(window)
    for other in QApplication.topLevelWidgets():
        if other is not window and other.isVisible() and not own_frame(other).isNull():
            return own_frame(other)
    return USUAL_FRAME


def client_room(widget: QWidget) -> QSize:
    """The largest size of ``widget``'s window whose frame still lies within the free area."""
    area = available_area(widget)
    frame = frame_margins(widget)
    return QSize(
        max(1, area.width() - frame.left() - frame.right()),
        max(1, area.height() - frame.top() - frame.bottom()),
    )


def within_screen(window: QWidget, wanted: QSize) -> QSize:
    """``wanted``, made small enough for the window and its frame to lie on its screen."""
    return wanted.boundedTo(client_room(window))


class _KeepOnScreen(QObject):
    """Watches a window until it is framed: then, if it is still at the size the app chose and
    its frame passes the free area's edge, it moves in and shrinks to fit. A size the player
    (or a test) gives the window afterwards is theirs: the watch ends."""

    def __init__(self, window: QWidget, wanted: QSize, chosen: QSize) -> None:
        super().__init__(window)
        self.window = window
        self.wanted = wanted  # the size the window would like
        self.chosen = chosen  # the size it was given, for the frame it was thought to have
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kinds = (QEvent.Type.Show, QEvent.Type.Move, QEvent.Type.Resize)
        if watched is self.window and event.type() in kinds:
            self.settle()
        return False

    def settle(self) -> None:
        window = self.window
        if window.size() != self.chosen or window.isMaximized() or window.isFullScreen():
            self._end()
            return
        if not window.isVisible() or own_frame(window).isNull():
            return  # not framed yet
        self._end()
        area = available_area(window)
        size = within_screen(window, self.wanted)  # the real frame, now known
        frame = window.frameGeometry()
        if size == window.size() and area.contains(frame):
            return
        margins = own_frame(window)
        window.resize(size)
        framed = QRect(frame.topLeft(), size.grownBy(margins))
        left = max(area.left(), min(framed.left(), area.right() + 1 - framed.width()))
        top = max(area.top(), min(framed.top(), area.bottom() + 1 - framed.height()))
        window.move(left, top)  # a top-level window's move places its frame

    def _end(self) -> None:
        self.window.removeEventFilter(self)
        self.deleteLater()


def open_within_screen(window: QWidget, wanted: QSize) -> None:
    """Give ``window`` its first size: ``wanted``, within its screen's free area frame included,
    and kept there once the window manager has framed it."""
    size = within_screen(window, wanted)
    window.resize(size)
    _KeepOnScreen(window, wanted, size)
