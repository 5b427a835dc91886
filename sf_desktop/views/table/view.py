"""The view on the table: fits the whole scene to the window (crisp at any size), zooms."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QLinearGradient, QPainter, QResizeEvent, QShowEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ..look import theme
from . import layout
from .scene import TableScene

MAX_ZOOM = 4.0


class TableView(QGraphicsView):
    """Shows the whole table scaled to fit; Ctrl+wheel or the View menu zooms in and out."""

    text_scale_changed = Signal()  # the table's words took another size (the window or the UI scale)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._table = scene
        # What a screen reader is told the keys do on this table (None: the game's own keys).
        self.keys_help: Callable[[], str] | None = None
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # until zoomed in
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.zoom = 1.0  # relative to "fit"
        self.setMinimumSize(640, 360)
        from ..access.table_access import access_for  # the keyboard's cursor, the screen reader's things

        access_for(self)

    def fit_scale(self) -> float:
        vw, vh = self.viewport().width(), self.viewport().height()
        return min(vw / layout.SCENE_W, vh / layout.SCENE_H)

    def apply_zoom(self) -> None:
        # Fitted, the table needs no scroll bars; asked for "as needed" they could come and go
        # for ever at some window sizes (the fitted table a fraction of a pixel too wide: bars,
        # a smaller fit, no bars, a larger fit...), repainting the table without end.
        policy = (
            Qt.ScrollBarPolicy.ScrollBarAsNeeded if self.zoom > 1.0 else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)
        self._note_text_scale()
        s = self.fit_scale() * self.zoom
        self.resetTransform()
        self.scale(s, s)
        if self.zoom <= 1.0:
            self.centerOn(layout.SCENE_RECT.center())

    def _note_text_scale(self) -> None:
        """Words on the table must stay readable at the size the table is fitted to: its scene
        (this view's own) takes the text size of this view."""
        scene = self.scene()
        if isinstance(scene, TableScene) and scene.set_view_scale(self.fit_scale()):
            self.text_scale_changed.emit()

    def changeEvent(self, event: QEvent) -> None:
        """The person chose another text size (the app's font changed with it)."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.ApplicationFontChange, QEvent.Type.FontChange):
            self._note_text_scale()

    def zoom_to_fit(self) -> None:
        self.zoom = 1.0
        self.apply_zoom()

    def zoom_by(self, factor: float) -> None:
        self.zoom = max(1.0, min(MAX_ZOOM, self.zoom * factor))
        self.apply_zoom()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.apply_zoom()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.apply_zoom()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom_by(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)
            event.accept()
            return
        super().wheelEvent(event)

    def scene(self) -> TableScene:
        """The table this view shows (typed: Qt's says any scene)."""
        return self._table

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The table: a deep teal cloth, a little lighter in the middle."""
        view = self.mapToScene(self.viewport().rect()).boundingRect()
        grad = QLinearGradient(view.topLeft(), view.bottomLeft())
        grad.setColorAt(0.0, theme.TABLE_TOP)
        grad.setColorAt(1.0, theme.TABLE_BOTTOM)
        painter.fillRect(rect, grad)
