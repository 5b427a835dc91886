"""Watching a game again: the table exactly as it was after each action, the log in step, and
the review beside it (over its side, when asked for, in a narrow window).

Keys and buttons move one action (Left/Right), one turn (Page Up/Page Down, or Up/Down), to the
start or the end (Home/End); Space plays the game on by itself at the table's animation speeds.
The slider covers the whole game, with the judged decisions marked by their label. The seat
shown large stays put as at the table (the person's own, however the turns pass). The log, the
review and the chart stand beside the table where the window is wide enough for both, else
over the table's side when asked for (F9 or the bar's button: :mod:`.side_panel`). Escape
closes that panel over the table, else the window, as Ctrl+W and Close do. Replaying never changes the file; "Play on from here" starts
a new game (a new file) from the state shown.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QStyle,
    QTabWidget,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...model.affordances import NONE
from ...model.record import GameRecord
from ...model.replay import RecordReplay
from ...model.review import DecisionReview, GameReview
from ...session.game_model import GameModel
from ...words import access as words
from ...words.log import GameLog
from ...words.people import Cast
from ...words.review import label_text
from ...words.titles import game_title
from ..access.reading import read_by_caret, show_newest
from ..dialogs.game_dialogs import kind_label
from ..look import theme
from ..look.screen_room import open_within_screen, within_screen
from ..table.animation import AI_PAUSE_MS, SPEEDS, StepAnimator
from ..table.items import Mark, TableItem
from ..table.lighting import action_targets
from ..table.scene import TableScene
from ..table.view import TableView
from .marked_slider import LABEL_COLORS, MarkedSlider
from .review_panel import ReviewPanel
from .side_panel import TABLE_WIDTH, TableWithPanel
from .win_chart import WinChanceChart, series_from_curve

SPEED_NAMES = ("fast", "normal", "slow")
MIN_AUTOPLAY_PAUSE_MS = 250


class ReplayWindow(QMainWindow):
    """One record, watched and reviewed; the game model is only asked to judge."""

    def __init__(
        self,
        model: GameModel,
        record: GameRecord,
        path: Path | None = None,
        speed: str = "normal",
        parent: QWidget | None = None,
        *,
        saved_at: str = "",
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.model = model
        self.replay = RecordReplay(record)
        self.record = record
        self.path = path
        self.names = tuple(s.name for s in record.seats)
        self.cast = Cast.of(self.names, [s.is_human for s in record.seats])  # "you", as at the table
        # The game, not its file: the app names the files it keeps by their ids.
        title = game_title(self.cast, self.replay.states[-1], saved_at)
        self.setWindowTitle(self.tr("Replay: {0}").format(title))
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.view.keys_help = words.replay_help  # its arrows go through the game
        self.view.setMinimumSize(560, 320)  # beside the review on a 1024-wide screen
        self.animator = StepAnimator(self.scene, self)
        self.animator.idle.connect(self._on_idle)
        self.log = GameLog(self.names, self.cast.you)
        self._log_at = 0  # the number of steps the log tells
        self._log_stale = True  # the Log tab lags behind the log
        self.marked: list[TableItem] = []
        self.selected: DecisionReview | None = None
        self._playing = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._autoplay_step)
        # Called with a record: the main window starts it as a new game (True), or the player
        # keeps the game in progress (False) and the replay stays open.
        self.play_on_handler: Callable[[GameRecord], bool] | None = None
        self._build(speed)
        kinds = [kind_label(s.kind) for s in record.seats]
        self.scene.new_game(self.names, kinds, [s.is_human for s in record.seats], self.replay.state)
        self.scene.set_affordances(NONE)
        self.arrange_bar(self.first_size().width())
        open_within_screen(self, self.wanted_size())
        self._show(animate=False)
        if self.panel.review is not None:
            self._on_review(self.panel.review)

    def wanted_size(self) -> QSize:
        """Wide enough for the table and the panel side by side, at least 1400 x 820."""
        margins = self.rows.contentsMargins()
        beside = margins.left() + margins.right() + TABLE_WIDTH + self.stage.split.handleWidth()
        return QSize(max(1400, beside + self.stage.panel_width()), 820)

    def first_size(self) -> QSize:
        """The wanted size, or the free area of the screen it opens on where that is smaller
        (a 1024 x 700 screen, where the panel lies over the table when asked for), frame
        included: a window larger than its screen hides its buttons."""
        return within_screen(self, self.wanted_size())

    def arrange_bar(self, width: int) -> None:
        """The speed, Play on and Close at the end of the slider's line when a window ``width``
        wide holds the whole line, else on a line of their own below it (large text, long
        words): never a window wider than its screen."""
        inline = self.bar.indexOf(self.bar_end) >= 0
        spacing = max(0, self.bar.spacing())
        end = self.bar_end.minimumSizeHint().width()
        line = self.bar.minimumSize().width() + (0 if inline else end + spacing)
        margins = self.rows.contentsMargins()
        sides = margins.left() + margins.right()
        fits = line <= width - sides
        # The least width is that of two lines, whichever the bar has now: a window opened
        # wide, its bar on one line, still narrows to a small screen's width.
        two_lines = max(line - end - spacing, end, self.stage.minimumSizeHint().width())
        self.setMinimumWidth(two_lines + sides)
        if fits and not inline:
            self.rows.removeWidget(self.bar_end)
            self.bar.addWidget(self.bar_end)
        elif not fits and inline:
            self.bar.removeWidget(self.bar_end)
            self.rows.addWidget(self.bar_end, 0, Qt.AlignmentFlag.AlignRight)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.arrange_bar(event.size().width())
        super().resizeEvent(event)

    def _fit_position(self) -> None:
        """The position's label as wide as its longest words (the last action, the last turn),
        so that stepping never cuts it nor moves the bar."""
        r = self.replay
        widest = self.tr("Action {0} of {1} · turn {2}").format(len(r), len(r), r.states[-1].turn)
        self.position.setMinimumWidth(self.position.fontMetrics().horizontalAdvance(widest) + 8)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self._fit_position()
            self.arrange_bar(min(self.width(), self.first_size().width()))
        super().changeEvent(event)

    # ------------------------------------------------------------------ building

    def _button(self, icon: QStyle.StandardPixmap, tip: str, slot: Callable[[], object]) -> QToolButton:
        button = QToolButton()
        button.setIcon(self.style().standardIcon(icon))
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.setAutoRaise(False)
        button.setMinimumSize(40, 32)
        button.clicked.connect(slot)
        return button

    def _build(self, speed: str) -> None:
        self.b_start = self._button(
            QStyle.StandardPixmap.SP_MediaSkipBackward, self.tr("To the start (Home)"), self.to_start
        )
        self.b_turn_back = self._button(
            QStyle.StandardPixmap.SP_MediaSeekBackward, self.tr("One turn back (Page Up)"), self.turn_back
        )
        self.b_back = self._button(
            QStyle.StandardPixmap.SP_ArrowLeft, self.tr("One action back (Left)"), self.back
        )
        self.b_play = self._button(
            QStyle.StandardPixmap.SP_MediaPlay, self.tr("Play on by itself (Space)"), self.toggle_play
        )
        self.b_forward = self._button(
            QStyle.StandardPixmap.SP_ArrowRight, self.tr("One action on (Right)"), self.forward
        )
        self.b_turn_on = self._button(
            QStyle.StandardPixmap.SP_MediaSeekForward, self.tr("One turn on (Page Down)"), self.turn_on
        )
        self.b_end = self._button(
            QStyle.StandardPixmap.SP_MediaSkipForward, self.tr("To the end (End)"), self.to_end
        )
        self.slider = MarkedSlider()
        self.slider.setRange(0, len(self.replay))
        self.slider.setPageStep(10)
        self.slider.setAccessibleName(self.tr("Position in the game"))
        self.slider.setMinimumWidth(160)  # never squeezed to its handle: the bar takes two lines first
        self.slider.valueChanged.connect(self._on_slider)
        self.position = QLabel()
        self._fit_position()
        self.speed = QComboBox()
        speed_words = {"fast": self.tr("Fast"), "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for name in SPEED_NAMES:
            self.speed.addItem(speed_words[name], name)
        self.speed.setCurrentIndex(SPEED_NAMES.index(speed) if speed in SPEED_NAMES else 1)
        self.speed.setToolTip(self.tr("Animation speed while playing on by itself"))
        # A screen reader names a list by its label (on Linux its own name is its choice):
        # this one says what the tooltip says, and takes no room.
        self.speed_label = QLabel(self.speed.toolTip())
        self.speed_label.setBuddy(self.speed)
        self.speed_label.setVisible(False)
        self.play_on_button = QPushButton(self.tr("Play on from &here"))
        self.play_on_button.setToolTip(
            self.tr("A new game from the position shown; this record stays as it is.")
        )
        self.play_on_button.clicked.connect(self.play_on)
        self.close_button = QPushButton(self.tr("&Close"))
        self.close_button.setToolTip(self.tr("Close the replay (Esc)"))
        self.close_button.clicked.connect(self.close)
        self.panel_button = QToolButton()
        self.panel_button.setText(self.tr("Log and review"))
        self.panel_button.setCheckable(True)
        self.panel_button.setChecked(True)
        self.panel_button.setToolTip(self.tr("Show or hide the log, the review and the chart (F9)"))
        self.panel_button.setAccessibleName(self.tr("Log and review"))
        self.panel_button.setMinimumHeight(32)

        bar = QHBoxLayout()
        for b in (
            self.b_start,
            self.b_turn_back,
            self.b_back,
            self.b_play,
            self.b_forward,
            self.b_turn_on,
            self.b_end,
        ):
            bar.addWidget(b)
        bar.addWidget(self.slider, 1)
        bar.addWidget(self.position)
        self.bar_end = QWidget()  # beside the slider, or below it where the bar is too long
        end = QHBoxLayout(self.bar_end)
        end.setContentsMargins(0, 0, 0, 0)
        for widget in (
            self.panel_button,
            self.speed_label,
            self.speed,
            self.play_on_button,
            self.close_button,
        ):
            end.addWidget(widget)
        bar.addWidget(self.bar_end)
        self.bar = bar

        self.log_view = QTextBrowser()
        self.log_view.setObjectName("replay-log")
        self.log_view.setAccessibleName(self.tr("Game log"))
        read_by_caret(self.log_view)
        self.log_view.setOpenLinks(False)
        self.log_view.anchorClicked.connect(lambda url: self.select_decision(int(url.fragment())))
        self.panel = ReviewPanel(self.model, self.record, self.replay.states, self.path)
        self.panel.review_changed.connect(self._on_review)
        self.panel.decision_selected.connect(self.show_decision)
        self.panel.moment_selected.connect(self.seek)
        self.chart = WinChanceChart()
        self.chart.setMinimumSize(320, 220)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.log_view, self.tr("Log"))
        self.tabs.addTab(self.panel, self.tr("Review"))
        self.tabs.addTab(self.chart, self.tr("Chance to win"))
        self.tabs.setMinimumWidth(420)
        # Every tab's name whole: no scroll arrows hiding the last one at large text.
        self.tabs.tabBar().setUsesScrollButtons(False)
        self.tabs.tabBar().setElideMode(Qt.TextElideMode.ElideNone)
        self.tabs.setCurrentWidget(self.panel)  # the table has the last lines of the log already
        self.tabs.currentChanged.connect(lambda _: self._write_log_tab())

        self.stage = TableWithPanel(self.view, self.tabs)
        self.stage.opened.connect(self._on_panel_opened)
        self.panel_button.toggled.connect(self.stage.set_open)
        self.panel.started.connect(lambda: self.stage.set_open(True))  # its progress in sight
        central = QWidget()
        v = QVBoxLayout(central)
        v.setContentsMargins(4, 4, 4, 4)
        v.addWidget(self.stage, 1)
        v.addLayout(bar)
        self.rows = v
        self.setCentralWidget(central)
        keys = {
            self.back: ("Left",),
            self.forward: ("Right",),
            self.turn_back: ("PgUp", "Up"),
            self.turn_on: ("PgDown", "Down"),
            self.to_start: ("Home",),
            self.to_end: ("End",),
            self.toggle_play: ("Space",),
            self.close: (
                "Ctrl+W",
                *(k.toString() for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Close)),
            ),
            self.escape: ("Esc",),
            self.stage.toggle: ("F9",),
        }
        for slot, sequences in keys.items():
            # Each key once (a key bound twice would be ambiguous, and neither would act).
            for seq in dict.fromkeys(QKeySequence(s).toString() for s in sequences):
                shortcut = QShortcut(QKeySequence(seq), self)
                shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
                shortcut.activated.connect(slot)

    def _on_panel_opened(self, shown: bool) -> None:
        self.panel_button.blockSignals(True)
        self.panel_button.setChecked(shown)
        self.panel_button.blockSignals(False)

    def escape(self) -> None:
        """Escape closes the panel lying over the table, else the window."""
        if self.stage.is_open and not self.stage.beside:
            self.stage.set_open(False)
        else:
            self.close()

    # ------------------------------------------------------------------ moving

    def forward(self) -> None:
        self.stop_playing()
        self._forward(animate=True)

    def _forward(self, animate: bool) -> None:
        if self.replay.at_end:
            return
        step = self.replay.forward()
        factor = SPEEDS[self.speed.currentData()]
        if animate and step is not None and factor > 0:
            self._clear_marks()
            self.animator.set_speed(factor)
            self.animator.enqueue(step)
            self._sync_controls()
        else:
            self._show(animate=False)

    def back(self) -> None:
        self.seek(self.replay.cursor - 1)

    def turn_on(self) -> None:
        self.stop_playing()
        self.replay.next_turn()
        self._show(animate=False)

    def turn_back(self) -> None:
        self.stop_playing()
        self.replay.previous_turn()
        self._show(animate=False)

    def to_start(self) -> None:
        self.seek(0)

    def to_end(self) -> None:
        self.seek(len(self.replay))

    def seek(self, n: int) -> None:
        self.stop_playing()
        self.replay.seek(n)
        self._show(animate=False)

    def _on_slider(self, value: int) -> None:
        if value != self.replay.cursor:
            self.seek(value)

    def _show(self, animate: bool) -> None:
        """Put the state at the cursor on the table at once."""
        self.animator.clear()
        self._clear_marks()
        self.scene.show_state(self.replay.state)
        self.scene.set_affordances(NONE)
        self._sync_controls()

    def _sync_controls(self) -> None:
        r = self.replay
        self.slider.blockSignals(True)
        self.slider.setValue(r.cursor)
        self.slider.blockSignals(False)
        self.position.setText(self.tr("Action {0} of {1} · turn {2}").format(r.cursor, len(r), r.state.turn))
        for b in (self.b_start, self.b_turn_back, self.b_back):
            b.setEnabled(not r.at_start)
        for b in (self.b_forward, self.b_turn_on, self.b_end):
            b.setEnabled(not r.at_end)
        self.play_on_button.setEnabled(not r.state.is_over)
        self.chart.set_cursor(r.state.turn - 1 if not r.state.is_over else r.state.turn)
        self._fill_log()

    def _fill_log(self) -> None:
        """The log up to the action shown (grown step by step while playing on); the Log tab is
        written again only while it is shown."""
        cursor = self.replay.cursor
        if cursor < self._log_at:
            self.log.reset(self.names, self.cast.you)
            self._log_at = 0
        for step in self.replay.steps[self._log_at : cursor]:
            self.log.add(step)
        self._log_at = cursor
        self.scene.set_log(self.log.rich_sentences(theme.SEAT_COLORS, last=8))
        self._log_stale = True
        if self.tabs.currentWidget() is self.log_view:
            self._write_log_tab()

    def _write_log_tab(self) -> None:
        """Every entry so far, each judged decision's label after its turn (a link to it)."""
        if not self._log_stale:
            return
        self._log_stale = False
        review = self.panel.review
        by_turn: dict[tuple[int, int], list[DecisionReview]] = {}
        if review is not None:
            for d in review.decisions:
                if d.index < self.replay.cursor:
                    by_turn.setdefault((d.seat, self.replay.states[d.index].turn), []).append(d)
        lines = []
        for entry, text in zip(self.log.entries, self.log.rich_sentences(theme.SEAT_COLORS), strict=True):
            for d in by_turn.get((entry.seat, entry.turn), ()):
                text += (
                    f" <a href='#{d.index}' style='color:{LABEL_COLORS[d.label]};text-decoration:none'>"
                    f"<b>[{html.escape(label_text(d.label))}]</b></a>"
                )
            lines.append(text)
        show_newest(self.log_view, "<br>".join(lines))

    # ------------------------------------------------------------------ playing on by itself

    @property
    def playing(self) -> bool:
        return self._playing

    def toggle_play(self) -> None:
        if self._playing:
            self.stop_playing()
        else:
            self.start_playing()

    def start_playing(self) -> None:
        if self.replay.at_end:
            self.replay.seek(0)
            self._show(animate=False)
        self._playing = True
        self.b_play.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPause))
        self._autoplay_step()

    def stop_playing(self) -> None:
        self._playing = False
        self._timer.stop()
        self.b_play.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPlay))

    def _autoplay_step(self) -> None:
        if not self._playing:
            return
        if self.replay.at_end:
            self.stop_playing()
            return
        self._forward(animate=True)
        if not self.animator.busy:
            self._on_idle()

    def _on_idle(self) -> None:
        self.scene.set_affordances(NONE)
        if self._playing:
            name = self.speed.currentData()
            self._timer.start(max(MIN_AUTOPLAY_PAUSE_MS, AI_PAUSE_MS[name]))

    # ------------------------------------------------------------------ the review on the table

    def _on_review(self, review: GameReview) -> None:
        self.slider.set_marks({d.index: d.label for d in review.decisions})
        self.chart.set_series(
            series_from_curve(
                review.curve, self.replay.states, [self.cast.label(i) for i in range(len(self.names))]
            )
        )
        self._log_stale = True
        self._write_log_tab()

    def select_decision(self, index: int) -> None:
        """Show the judged decision at action ``index`` (the log's and the slider's way)."""
        self.tabs.setCurrentWidget(self.panel)
        self.panel.select(index)
        d = self.panel.decision(index)
        if d is not None and self.selected != d:  # selected already in the list: show it again
            self.show_decision(d)

    def show_decision(self, d: DecisionReview) -> None:
        """The table before the decision, with the best move found marked as a hint is."""
        self.stop_playing()
        self.replay.seek(d.index)
        self._show(animate=False)
        self.selected = d
        self.marked = action_targets(self.scene, d.best)
        for item in self.marked:
            item.set_mark(Mark.HINT)
        self.statusBar().showMessage(self.panel.details.text(), 0)

    def _clear_marks(self) -> None:
        """Forget the judged decision shown: its marks on the table and its line below."""
        for item in self.marked:
            if item.mark == Mark.HINT:
                item.set_mark(Mark.NONE)
        if self.selected is not None:
            self.statusBar().clearMessage()
        self.marked = []
        self.selected = None

    # ------------------------------------------------------------------ leaving

    def play_on(self) -> None:
        """A new game from the state shown (the record and its file stay as they are)."""
        if self.replay.state.is_over or self.play_on_handler is None:
            return
        self.stop_playing()
        if self.play_on_handler(self.replay.record_until()):
            self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop_playing()
        self.panel.cancel()
        self.animator.clear()
        super().closeEvent(event)
