"""The banners over the table: "Ada wins" at the end, and whose turn it is when several people
share one screen. Each belongs to the game it speaks of: a new game takes the last one away."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPropertyAnimation, QSequentialAnimationGroup

from ...session.game_model import GameModel
from ..table.animation import StepAnimator
from ..table.scene import TableScene


class Banners(QObject):
    """Fades the scene's banner in, holds it and fades it out, at the animations' speed."""

    def __init__(self, model: GameModel, scene: TableScene, animator: StepAnimator, parent: QObject) -> None:
        super().__init__(parent)
        self.model, self.scene, self.animator = model, scene, animator
        self.running: QSequentialAnimationGroup | None = None
        self._hotseat_seat: int | None = None  # the person whose city was last shown large

    def flash(self, text: str, sub: str = "", hold_ms: int = 1100) -> None:
        banner = self.scene.banner
        banner.set_text(text, sub)
        if self.running is not None:
            self.running.stop()
        f = self.animator.factor
        if f <= 0:
            banner.setOpacity(0.0)
            return
        seq = QSequentialAnimationGroup(self)
        for start, end, ms in ((0.0, 1.0, 180), (1.0, 1.0, hold_ms), (1.0, 0.0, 380)):
            a = QPropertyAnimation(banner, b"opacity")
            a.setStartValue(start)
            a.setEndValue(end)
            a.setDuration(int(ms * max(f, 0.6)))
            a.setEasingCurve(QEasingCurve.Type.InOutQuad)
            seq.addAnimation(a)
        self.running = seq
        seq.start()

    def new_game(self) -> None:
        """No "Ada wins" from the game before over this one, nor its turns."""
        if self.running is not None:
            self.running.stop()
        self.scene.banner.setOpacity(0.0)
        self._hotseat_seat = None

    def hotseat(self) -> None:
        """With several people at one screen, say whose turn it is when it passes between them."""
        m = self.model
        if sum(1 for s in m.seats if s.kind == "human") < 2 or not m.human_to_move:
            return
        seat = m.state.current
        if seat == self._hotseat_seat:
            return
        first = self._hotseat_seat is None
        self._hotseat_seat = seat
        if not first:
            self.flash(self.tr("{0}’s turn").format(m.names[seat]), self.tr("Your city is now shown large."))
