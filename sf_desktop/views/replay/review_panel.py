"""The replay's Review tab: whose decisions to judge, the run (progress and Cancel), the judged
decisions by label, and the key moments.

The judging runs in the game model's worker (``GameModel.review``), decision by decision, so
the window stays as smooth as while an AI thinks. A review is kept beside its game file
(:mod:`..review_store`), so reopening a reviewed game shows it at once.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...model.record import GameRecord
from ...model.review import DecisionReview, GameReview, key_moments
from ...model.state import GameState
from ...session.game_model import GameModel, ReviewBudget
from ...session.review_store import load_review, save_review
from ...words.people import Cast
from ...words.review import decision_details, decision_sentence, label_text, moment_sentence
from ...words.trouble import thinking_stopped
from .marked_slider import LABEL_COLORS

INDEX_ROLE = Qt.ItemDataRole.UserRole


def label_icon(label: str) -> QIcon:
    pixmap = QPixmap(14, 14)
    pixmap.fill(QColor(LABEL_COLORS[label]))
    return QIcon(pixmap)


def default_seats(record: GameRecord) -> list[int]:
    """The people at the table (every seat when no person played)."""
    people = [i for i, s in enumerate(record.seats) if s.is_human]
    return people or list(range(len(record.seats)))


class ReviewPanel(QWidget):
    """Judge a record's decisions and show what came of it."""

    review_changed = Signal(object)  # GameReview (or None)
    decision_selected = Signal(object)  # DecisionReview
    moment_selected = Signal(int)  # the action index where a key moment's turn begins
    started = Signal()  # a run began: its progress wants to be in sight

    def __init__(
        self,
        model: GameModel,
        record: GameRecord,
        states: tuple[GameState, ...],
        path: Path | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.record = record
        self.states = states
        self.names = tuple(s.name for s in record.seats)
        self.cast = Cast.of(self.names, [s.is_human for s in record.seats])  # "you", as the log says
        self.path = path
        self.review: GameReview | None = None
        self.budget = ReviewBudget()  # per decision: the default time (tests and tools may set iterations)
        self._running = False
        layout = QVBoxLayout(self)
        who = QHBoxLayout()
        who.addWidget(QLabel(self.tr("Judge:")))
        self.seat_boxes: list[QCheckBox] = []
        chosen = default_seats(record)
        for i in range(len(self.names)):
            box = QCheckBox(self.cast.label(i))
            box.setChecked(i in chosen)
            box.toggled.connect(self._update_buttons)
            who.addWidget(box)
            self.seat_boxes.append(box)
        who.addStretch(1)
        layout.addLayout(who)
        run = QHBoxLayout()
        self.review_button = QPushButton(self.tr("&Review the game"))
        self.review_button.clicked.connect(self.start)
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("%v of %m decisions"))
        self.progress.hide()
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.hide()
        run.addWidget(self.review_button)
        run.addWidget(self.progress, 1)
        run.addWidget(self.cancel_button)
        layout.addLayout(run)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        heading = QLabel(self.tr("Judged decisions (select one to see the best move found):"))
        heading.setWordWrap(True)
        layout.addWidget(heading)
        self.decisions = QListWidget()
        self.decisions.setObjectName("review-decisions")
        self.decisions.setAccessibleName(self.tr("Judged decisions"))
        self.decisions.setWordWrap(True)
        self.decisions.currentItemChanged.connect(self._on_decision)
        layout.addWidget(self.decisions, 3)
        self.details = QLabel()
        self.details.setWordWrap(True)
        layout.addWidget(self.details)
        layout.addWidget(QLabel(self.tr("Key moments:")))
        self.moments = QListWidget()
        self.moments.setObjectName("review-moments")
        self.moments.setAccessibleName(self.tr("Key moments"))
        self.moments.setWordWrap(True)
        self.moments.itemClicked.connect(lambda item: self.moment_selected.emit(item.data(INDEX_ROLE)))
        layout.addWidget(self.moments, 2)
        model.review_progress.connect(self._on_progress)
        model.review_finished.connect(self._on_finished)
        model.review_cancelled.connect(self._on_stopped)
        model.review_failed.connect(self._on_failed)
        stored = load_review(path, record) if path is not None else None
        if stored is not None:
            self.set_review(stored)
            self.status.setText(self.tr("Reviewed before: the review is kept with the game."))
        else:
            self.status.setText(
                self.tr("The Hard AI judges each decision on what could be seen at that moment.")
            )
        self._update_buttons()

    # ------------------------------------------------------------------ running

    @property
    def running(self) -> bool:
        return self._running

    def chosen_seats(self) -> list[int]:
        return [i for i, box in enumerate(self.seat_boxes) if box.isChecked()]

    def _update_buttons(self) -> None:
        self.review_button.setEnabled(not self._running and bool(self.chosen_seats()))
        for box in self.seat_boxes:
            box.setEnabled(not self._running)

    def start(self) -> None:
        """Judge the chosen seats' decisions (the ones already judged are kept)."""
        seats = self.chosen_seats()
        if not seats or self._running:
            return
        known = self.review.decisions if self.review is not None else ()
        self.model.cancel_review()  # another window's review, if any, ends first
        self._running = True
        total = self.model.review(self.record, seats, self.budget, known=known)
        self.progress.setRange(0, max(1, total))
        self.progress.show()
        self.cancel_button.show()
        self.status.setText(self.tr("Reviewing…"))
        self._update_buttons()
        self.started.emit()

    def cancel(self) -> None:
        if self._running:
            self.model.cancel_review()

    def _end_run(self) -> None:
        self._running = False
        self.progress.hide()
        self.cancel_button.hide()
        self._update_buttons()

    def _on_progress(self, done: int, total: int) -> None:
        if self._running:
            self.progress.setRange(0, max(1, total))
            self.progress.setValue(done)

    def _on_finished(self, review: GameReview) -> None:
        if not self._running:
            return
        self._end_run()
        if self.review is not None:  # keep the seats judged before
            seats = tuple(sorted({*self.review.seats, *review.seats}))
            decisions = {d.index: d for d in (*self.review.decisions, *review.decisions)}
            review = GameReview(seats, tuple(decisions[i] for i in sorted(decisions)), review.curve)
        self.set_review(review)
        where = save_review(self.path, review, self.record) if self.path is not None else None
        if where is not None:
            self.status.setText(self.tr("Review done, and kept with the game for next time."))
        else:
            self.status.setText(self.tr("Review done."))

    def _on_stopped(self) -> None:
        if self._running:
            self._end_run()
            self.status.setText(self.tr("Review cancelled."))

    def _on_failed(self, error: object) -> None:
        if self._running:
            self._end_run()
            self.status.setText(self.tr("The review stopped: {0}").format(thinking_stopped(error)))

    # ------------------------------------------------------------------ showing

    def set_review(self, review: GameReview) -> None:
        self.review = review
        self.decisions.blockSignals(True)
        self.decisions.clear()
        for d in review.decisions:
            item = QListWidgetItem(label_icon(d.label), decision_sentence(d, self.states[d.index], self.cast))
            item.setData(INDEX_ROLE, d.index)
            self.decisions.addItem(item)
        self.decisions.blockSignals(False)
        self.details.clear()
        self.moments.clear()
        for m in key_moments(self.record, review.curve, review.decisions):
            item = QListWidgetItem(moment_sentence(m, self.cast, self.states))
            item.setData(INDEX_ROLE, m.index)
            self.moments.addItem(item)
        counts = {label: 0 for label in LABEL_COLORS}
        for d in review.decisions:
            counts[d.label] += 1
        self.status.setText(", ".join(f"{label_text(k)}: {v}" for k, v in counts.items()))
        self.review_changed.emit(review)

    def decision(self, index: int) -> DecisionReview | None:
        if self.review is None:
            return None
        return next((d for d in self.review.decisions if d.index == index), None)

    def select(self, index: int) -> None:
        """Select the judged decision at action ``index`` (as a click in the list does)."""
        for row in range(self.decisions.count()):
            if self.decisions.item(row).data(INDEX_ROLE) == index:
                self.decisions.setCurrentRow(row)
                return

    def _on_decision(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None) -> None:
        d = self.decision(item.data(INDEX_ROLE)) if item is not None else None
        if d is None:
            self.details.clear()
            return
        self.details.setText(decision_details(d, self.states[d.index]))
        self.decision_selected.emit(d)
