"""The review's chart: every player's chance to win over the game's turns (0 to 100%).

The same drawing as the score chart (seat colours, a dash pattern and a marker per player, a
legend), with percentages on the vertical axis and a dotted line at the replay's turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QWidget

from ...model.review import Curve
from ...model.state import GameState
from ...words.languages import decimal
from ..panels.score_chart import ScoreChart, ScoreSeries


def series_from_curve(curve: Curve, states: Sequence[GameState], names: Sequence[str]) -> ScoreSeries | None:
    """Chances in percent, at the number of turns played when each was read (None: a curve
    without a point, as a review stopped at once or a file from elsewhere may hold, draws
    nothing; it stopped the replay from opening)."""
    if not curve.indices or any(not 0 <= i < len(states) for i in curve.indices):
        return None
    turns = tuple(states[i].turn - 1 if not states[i].is_over else states[i].turn for i in curve.indices)
    values = tuple(tuple(100.0 * point[p] for point in curve.chances) for p in range(len(names)))
    final = bool(curve.indices) and states[curve.indices[-1]].is_over
    return ScoreSeries(tuple(names), turns, values, final)


class WinChanceChart(ScoreChart):
    """Chance to win, turn by turn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(None, parent)
        self.setAccessibleName(self.tr("Chance to win over the game"))

    def title(self) -> str:
        return self.tr("Chance to win, turn by turn")

    def y_title(self) -> str:
        return self.tr("Chance to win")

    def y_ticks(self, values: list[float]) -> list[float]:
        return [0.0, 25.0, 50.0, 75.0, 100.0]

    def tick_text(self, value: float) -> str:
        return self.tr("{0}%").format(decimal(f"{value:.0f}"))

    def legend_entries(self) -> list[str]:
        s = self.series
        if s is None:
            return []
        return [f"{name}: {self.tick_text(s.values[i][-1])}" for i, name in enumerate(s.names)]
