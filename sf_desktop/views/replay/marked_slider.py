"""A slider over a whole game with the judged decisions marked on it, in their label's colour."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider, QWidget

# Label colours: green for the best move to red for a blunder (kept apart in brightness too,
# so that they can be told without colour vision; the label is also in the list and the log).
LABEL_COLORS = {
    "best": "#2e9d4f",
    "good": "#7fbf7f",
    "inaccuracy": "#e2b93b",
    "mistake": "#e07b24",
    "blunder": "#c62828",
}


class MarkedSlider(QSlider):
    """``marks``: action count -> label; drawn as short bars under the groove."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.marks: dict[int, str] = {}
        self.setMinimumHeight(34)

    def set_marks(self, marks: dict[int, str]) -> None:
        self.marks = dict(marks)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.marks or self.maximum() <= self.minimum():
            return
        opt = QStyleOptionSlider()
        self.initStyleOption(opt)
        style = self.style()
        groove = style.subControlRect(
            QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderGroove, self
        )
        handle = style.subControlRect(
            QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderHandle, self
        )
        span = groove.width() - handle.width()
        left = groove.left() + handle.width() // 2
        p = QPainter(self)
        for value, label in sorted(self.marks.items(), key=lambda m: list(LABEL_COLORS).index(m[1])):
            x = left + style.sliderPositionFromValue(self.minimum(), self.maximum(), value, span)
            tall = label in ("mistake", "blunder")
            height = 9 if tall else 5
            p.fillRect(QRect(x - 1, self.height() - height - 1, 3, height), QColor(LABEL_COLORS[label]))
        p.end()
