"""Every window and dialog opens within its screen's free area, its frame (title bar, borders)
included: a window as tall as the screen's free area hides its bottom buttons under the title
bar's height (the replay's bar, the rules' Close) until the player maximises it.

A window's frame is known only once the window manager has framed it. Before that, the frame
of any window of the app already framed stands in, else a usual title bar; once the window is
framed, a window still at the size the app chose is moved and shrunk to fit, if it must.

Where the app placed the window (a dialog centred on its parent), that place is what must fit:
a window manager (openbox) can report the window at the screen's corner before it moves it where
it was asked, and a move made on that first report left dialogs in the top-left corner.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, Qt
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
        self.placed: QPoint | None = None  # where the app put it, if it did (inside the frame)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kinds = (QEvent.Type.Show, QEvent.Type.Move, QEvent.Type.Resize)
        if watched is self.window and event.type() in kinds:
            by_the_app = event.type() == QEvent.Type.Move and not event.spontaneous()
            by_the_app = by_the_app and self.window.testAttribute(Qt.WidgetAttribute.WA_Moved)
            if by_the_app and own_frame(self.window).isNull():  # before the window manager's say
                self.placed = self.window.geometry().topLeft()
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
        margins = own_frame(window)
        frame = window.frameGeometry()
        if self.placed is not None:  # where it was asked to be, wherever it is reported first
            frame.moveTopLeft(self.placed - QPoint(margins.left(), margins.top()))
        size = within_screen(window, self.wanted)  # the real frame, now known
        fit = fitted(available_area(window), frame, margins, size)
        if fit is not None:
            window.resize(size)
            window.move(fit)  # a top-level window's move places its frame

    def _end(self) -> None:
        self.window.removeEventFilter(self)
        self.deleteLater()


def fitted(area: QRect, frame: QRect, margins: QMargins, size: QSize) -> QPoint | None:
    """Where ``frame`` must go for a window of ``size`` (its inside) with ``margins`` around it
    to lie within ``area``; None when it lies there at that size already."""
    framed = QRect(frame.topLeft(), size.grownBy(margins))
    if framed.size() == frame.size() and area.contains(frame):
        return None
    left = max(area.left(), min(framed.left(), area.right() + 1 - framed.width()))
    top = max(area.top(), min(framed.top(), area.bottom() + 1 - framed.height()))
    return QPoint(left, top)


def open_within_screen(window: QWidget, wanted: QSize) -> None:
    """Give ``window`` its first size: ``wanted``, within its screen's free area frame included,
    and kept there once the window manager has framed it."""
    size = within_screen(window, wanted)
    window.resize(size)
    _KeepOnScreen(window, wanted, size)
