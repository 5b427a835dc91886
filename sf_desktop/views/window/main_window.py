"""The main window: the table, the menus, the log, and the wiring between the model, the
scene and the animations. It forwards a person's intents to the model and reacts to its
signals; it decides nothing about the rules.

Its helpers (files, undo and redo, the unsaved-game keeper, the player aids) get what they need
when they are made and hand back their actions; every menu is built here, in its order."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QEvent,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDockWidget, QFileDialog, QMainWindow, QMenu, QMenuBar, QTextBrowser, QWidget

from ...model.affordances import NONE, affordances
from ...model.history import Step
from ...model.record import GameRecord
from ...model.save_format import SUFFIX, SaveError, now_text
from ...model.scoring import ScoreBreakdown, score
from ...model.state import GameState
from ...session.game_model import GameModel
from ...storage.save_files import load_file
from ...words.languages import QT_TRANSLATE_NOOP, TextBinder, current_language
from ...words.log import GameLog
from ...words.people import Cast
from ...words.titles import players_title
from ...words.trouble import save_problem
from ..access.narrator import Narrator
from ..access.reading import read_by_caret, show_newest
from ..aids.player_aids import PlayerAids
from ..dialogs.game_dialogs import NewGameDialog, RulesDialog, Setup, default_setup, kind_label, show_about
from ..dialogs.rules_reference import RulesReferenceDialog
from ..dialogs.unsaved import NEW, PLAY_ON, REMATCH, GameKeeper
from ..dialogs.welcome import WelcomeLine, WelcomePanel
from ..look import theme
from ..look.app_icon import app_icon
from ..online.actions import OnlineActions, has_friends, played_here
from ..panels.score_breakdown import ScoreDialog, winner_sentence
from ..replay.window import ReplayWindow
from ..table.animation import AI_PAUSE_MS, SPEEDS, StepAnimator
from ..table.scene import TableScene
from ..table.view import TableView
from .banners import Banners
from .file_actions import FileActions, file_filter, start_folder, written_at
from .focus import FocusKeeper
from .preferences import Preferences
from .undo_redo import UndoRedo

SPEED_ORDER = ("off", "fast", "normal", "slow")


class MainWindow(QMainWindow):
    """One game at a time on one table."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        model.paced = True
        self.texts = TextBinder()  # menu and action texts, set again when the language changes
        self.setWindowIcon(app_icon())
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.animator = StepAnimator(self.scene, self)
        self.log = GameLog()
        self.setup = default_setup()
        self.speed_name = "normal"
        self.score_dialog: ScoreDialog | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.replays: list[ReplayWindow] = []
        self._build_log_dock()
        self._dots = QVariantAnimation(self)
        self._dots.setStartValue(0.0)
        self._dots.setEndValue(3.0)
        self._dots.setDuration(1500)
        self._dots.setLoopCount(-1)
        self._dots.valueChanged.connect(self._tick_dots)
        self.banners = Banners(model, self.scene, self.animator, self)
        self._connect()
        # The helpers, each given what it needs; they hear the model after the window does.
        self.files = FileActions(
            model,
            self,
            allow=self.may_leave,
            watch=lambda record, path, when: self.show_replay(record, path, saved_at=when),
        )
        self.undo_redo = UndoRedo(model, self)  # Edit ▸ Undo, Redo and their buttons
        self.keeper = GameKeeper(model, self.files, self)  # asks before an unsaved game leaves the table
        self.aids = PlayerAids(model, self.scene, self.view, self)  # language, text size, hints, guide...
        self.online = OnlineActions(  # Play online, Online games, Say; the table's online bar
            model,
            self,
            scene=self.scene,
            view=self.view,
            log=self.log,
            show_log=self._show_log,
            refresh=self._refresh_unless_moving,
            allow=self.may_leave,
            watch=self.show_replay,
        )
        self.narrator = Narrator(model, self.animator, self.log, self.view, self)  # screen readers
        self.narrator.listen_to(self.aids)  # the guide's tips and Suggest (H) are said
        self._connect_aids()
        self.focus_keeper = FocusKeeper(self, self.view)  # the keys come back after a dialog
        # The title names the game, once the files have heard of each change.
        model.history_changed.connect(self.update_title)
        self.files.saved.connect(self.update_title)
        self.update_title()
        self._build_menus()
        self.set_speed("normal")
        self.welcome_line = WelcomeLine(self)  # the status bar's first words, whole, in the language shown

    # ------------------------------------------------------------------ building

    def _build_log_dock(self) -> None:
        self.log_browser = QTextBrowser()
        self.log_browser.setObjectName("log-browser")
        read_by_caret(self.log_browser, links=False)
        self.texts.bind(
            self.log_browser.setAccessibleName, "MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Game log")
        )
        self.log_dock = QDockWidget(self)
        self.texts.bind(
            self.log_dock.setWindowTitle, "MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Game log")
        )
        self.log_dock.setObjectName("log-dock")
        self.log_dock.setWidget(self.log_browser)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.log_dock.hide()
        self.log_dock.visibilityChanged.connect(lambda shown: self._fill_log_dock() if shown else None)

    def _action(
        self,
        menu: QMenu,
        text: str,
        slot: Callable[..., object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        """A menu action; ``text`` untranslated (QT_TRANSLATE_NOOP), translated on a language change."""
        action = QAction(self)
        self.texts.bind(action.setText, "MainWindow", text)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _menu(self, parent: QMenuBar | QMenu, title: str) -> QMenu:
        """A menu (or submenu) with an untranslated ``title``, translated again on language change."""
        menu = parent.addMenu("")
        self.texts.bind(menu.setTitle, "MainWindow", title)
        return menu

    def _build_menus(self) -> None:
        bar = self.menuBar()
        files, aids = self.files, self.aids
        game = self._menu(bar, QT_TRANSLATE_NOOP("MainWindow", "&Game"))
        self.menu_game = game
        self.act_new = self._action(
            game,
            QT_TRANSLATE_NOOP("MainWindow", "&New game…"),
            lambda _=False: self.ask_new_game(),  # not with its checked flag
            QKeySequence.StandardKey.New,
        )
        self.act_rematch = self._action(
            game, QT_TRANSLATE_NOOP("MainWindow", "&Rematch"), self.rematch, "Ctrl+R"
        )
        self.act_rematch.setEnabled(False)  # no game to play again yet
        game.addSeparator()
        self.online.add_to(game)  # Play online, Online games, Say, and a separator
        game.addAction(files.act_open)
        game.addMenu(files.menu_recent)
        game.addMenu(files.menu_unfinished)
        game.addAction(files.act_save)
        game.addAction(files.act_save_as)
        game.addSeparator()
        game.addAction(aids.act_hint)
        game.addAction(self.narrator.act_standings)
        game.addSeparator()
        self.act_score = self._action(
            game, QT_TRANSLATE_NOOP("MainWindow", "&Final score"), self.show_score, "Ctrl+Shift+F"
        )
        self.act_score.setEnabled(False)
        game.addAction(aids.act_chart)
        game.addAction(aids.act_stats)
        self.act_watch = self._action(
            game, QT_TRANSLATE_NOOP("MainWindow", "&Watch a game…"), self.ask_watch_game, "Ctrl+Shift+W"
        )
        game.addSeparator()
        self.act_quit = self._action(
            game, QT_TRANSLATE_NOOP("MainWindow", "&Quit"), self.close, QKeySequence.StandardKey.Quit
        )
        edit = self._menu(bar, QT_TRANSLATE_NOOP("MainWindow", "&Edit"))
        edit.setObjectName("edit-menu")
        self.menu_edit = edit
        edit.addAction(self.undo_redo.act_undo)
        edit.addAction(self.undo_redo.act_redo)
        view = self._menu(bar, QT_TRANSLATE_NOOP("MainWindow", "&View"))
        self.menu_view = view
        speed = self._menu(view, QT_TRANSLATE_NOOP("MainWindow", "&Animation speed"))
        group = QActionGroup(self)
        labels = {
            "off": QT_TRANSLATE_NOOP("MainWindow", "&Off"),
            "fast": QT_TRANSLATE_NOOP("MainWindow", "&Fast"),
            "normal": QT_TRANSLATE_NOOP("MainWindow", "&Normal"),
            "slow": QT_TRANSLATE_NOOP("MainWindow", "&Slow"),
        }
        self.speed_actions: dict[str, QAction] = {}
        for name in SPEED_ORDER:
            act = QAction(self, checkable=True)
            self.texts.bind(act.setText, "MainWindow", labels[name])
            act.triggered.connect(lambda _=False, n=name: self.set_speed(n))
            group.addAction(act)
            speed.addAction(act)
            self.speed_actions[name] = act
        view.addSeparator()
        self._action(view, QT_TRANSLATE_NOOP("MainWindow", "Zoom to &fit"), self.view.zoom_to_fit, "Ctrl+0")
        self._action(
            view,
            QT_TRANSLATE_NOOP("MainWindow", "Zoom &in"),
            lambda: self.view.zoom_by(1.25),
            QKeySequence.StandardKey.ZoomIn,
        )
        self._action(
            view,
            QT_TRANSLATE_NOOP("MainWindow", "Zoom &out"),
            lambda: self.view.zoom_by(0.8),
            QKeySequence.StandardKey.ZoomOut,
        )
        view.addSeparator()
        log_action = self.log_dock.toggleViewAction()
        self.texts.bind(log_action.setText, "MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Game &log"))
        log_action.setShortcut(QKeySequence("Ctrl+L"))
        view.addAction(log_action)
        self._action(
            view,
            QT_TRANSLATE_NOOP("MainWindow", "F&ull screen"),
            self.toggle_full_screen,
            QKeySequence.StandardKey.FullScreen,
        )
        view.addSeparator()
        view.addMenu(aids.menu_language)
        view.addMenu(aids.menu_scale)
        view.addAction(aids.act_palette)
        help_menu = self._menu(bar, QT_TRANSLATE_NOOP("MainWindow", "&Help"))
        self.menu_help = help_menu
        self._action(
            help_menu,
            QT_TRANSLATE_NOOP("MainWindow", "&Rules reference"),
            self.show_rules,
            QKeySequence.StandardKey.HelpContents,
        )
        self._action(help_menu, QT_TRANSLATE_NOOP("MainWindow", "Rules in &brief"), self.show_rules_summary)
        help_menu.addAction(aids.act_guide)
        help_menu.addAction(self.narrator.act_keys)
        help_menu.addSeparator()
        self._action(help_menu, QT_TRANSLATE_NOOP("MainWindow", "&About"), lambda: show_about(self))

    def _connect(self) -> None:
        m = self.model
        m.game_started.connect(self._on_game_started)
        m.rewound.connect(self._on_game_started)  # undo / redo: show that state at once
        m.stepped.connect(self.animator.enqueue)
        m.thinking_changed.connect(self._on_thinking)
        m.action_refused.connect(self._on_refused)
        m.ai_problem.connect(self._on_problem)
        self.animator.step_started.connect(self._on_step_started)
        self.animator.step_shown.connect(self._on_step_shown)
        self.animator.idle.connect(self._on_idle)
        self.scene.intent.connect(self.model.submit)
        self.scene.pressed.connect(self._hurry)

    def _connect_aids(self) -> None:
        aids = self.aids
        self.animator.step_shown.connect(aids.observe)
        self.animator.idle.connect(aids.guide_decision)
        self.model.rewound.connect(aids.taken_back)  # after the table shows the state undone to
        aids.rules_requested.connect(self.show_rules)
        aids.replay_requested.connect(self.show_replay)

    # ------------------------------------------------------------------ games

    def start_game(self, setup: Setup) -> None:
        self.setup = setup
        if has_friends(setup.seats):  # friends on other computers: a room on a server
            self.online.start(setup, self.new_game_dialog)
            return
        self.model.new_game(setup.seats, setup.seed, setup.first_player)

    def may_leave(self, why: str) -> bool:
        """May the game in progress leave the table (for a new game, an open, a rematch)?"""
        return self.keeper.allow(why)

    def show_welcome(self) -> WelcomePanel:
        """The first launch's welcome over the empty table, gone when any game starts."""
        panel = WelcomePanel(self.view)

        def start(setup: Setup, guided: bool) -> None:
            self.start_game(setup)
            if guided:
                self.aids.set_guide(True)

        panel.chosen.connect(start)
        panel.more_requested.connect(lambda: self.ask_new_game(panel.setup()))  # as chosen on it
        panel.open_requested.connect(self.files.open)
        panel.online_requested.connect(self.online.ask_host_or_join)  # which of the two, first
        panel.rules_requested.connect(lambda: self.show_rules(None))
        self.model.game_started.connect(lambda _state: panel.hide())
        panel.present()
        return panel

    def remember(self, prefs: Preferences) -> None:
        """Open as ``prefs`` remember (size, docks, animation speed, the last seats) and keep
        the changes made here in them."""
        prefs.keep_window(self)
        self.set_speed(prefs.speed)
        last = prefs.last_setup()
        if last is not None:
            self.setup = last
        for name, action in self.speed_actions.items():
            action.triggered.connect(lambda _=False, n=name: prefs.remember_speed(n))

        def on_game_started() -> None:
            if self.model.has_game and not self.model.record.actions:  # a new game, not a loaded one
                prefs.remember_seats(self.setup)

        self.model.game_started.connect(on_game_started)

    def ask_new_game(self, setup: Setup | None = None) -> None:  # from ``setup``, else the last
        if not self.keeper.allow(NEW):
            return
        dialog = NewGameDialog(setup or self.setup, self)
        dialog.accepted.connect(lambda: self.start_game(dialog.setup()))
        dialog.online_requested.connect(self.start_game)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.new_game_dialog = dialog
        dialog.open()

    def rematch(self) -> None:
        if self.model.has_game and self.keeper.allow(REMATCH):
            self.setup = Setup(self.model.seats, None, None)
            if has_friends(self.setup.seats):
                self.new_game_dialog = None
                self.online.start(self.setup)
                return
            self.model.rematch()

    def _on_game_started(self, state: GameState) -> None:
        self.animator.clear()
        self._close_score()
        self.banners.new_game()
        seats = self.model.seats
        humans = [s.kind == "human" for s in seats]
        self.log.reset(self.model.names, Cast.of(self.model.names, humans).you)
        for step in self.model.steps:  # a loaded or rewound game tells its past
            self.log.add(step)
        self.scene.new_game(self.model.names, [kind_label(s.kind) for s in seats], humans, state)
        self._show_log()
        self.act_score.setEnabled(state.is_over)
        self.act_rematch.setEnabled(True)
        self._on_idle()

    def update_title(self) -> None:
        """Qt's convention: the game's file by its name, marked ("[*]") while the table shows
        more than the file holds; else its players, marked once a decision is at risk; or the app."""
        m, files = self.model, self.files
        if not m.has_game:
            self.setWindowFilePath("")
            self.setWindowTitle(self.tr("San Francisco"))
            self.setWindowModified(False)
            return
        if files.path is not None:
            self.setWindowFilePath(str(files.path))
            self.setWindowTitle(files.path.name.removesuffix(SUFFIX).replace("[*]", "[*][*]") + "[*]")
            self.setWindowModified(not files.holds(m.record))
            return
        cast = Cast.of(m.names, [s.kind == "human" for s in m.seats])
        self.setWindowFilePath("")
        self.setWindowTitle(players_title(cast).replace("[*]", "[*][*]") + "[*]")
        self.setWindowModified(self.keeper.at_risk())

    # ------------------------------------------------------------------ steps

    def _on_step_started(self, step: Step) -> None:
        self.scene.set_affordances(NONE, coming=self.model.state if self.model.human_to_move else None)
        self.log.add(step)
        self._show_log()

    def _on_step_shown(self, step: Step) -> None:
        if step.after.is_over:
            self.act_score.setEnabled(True)
            self._game_over(score(step.after))

    def _on_idle(self) -> None:
        if not self.model.has_game:
            return
        self.refresh()
        self.model.view_ready()

    def refresh(self) -> None:
        """Light up what the person to move may do (nothing while an AI moves)."""
        m = self.model
        self.scene.set_thinking(m.thinking_seat, m.away_seat)
        self.scene.set_affordances(affordances(m.legal_actions(), active=m.human_to_move))
        self.banners.hotseat()

    def _refresh_unless_moving(self) -> None:
        """An online game's news: shown at once, unless a step is still moving on the table."""
        if not self.animator.busy:
            self.refresh()

    def _hurry(self) -> None:
        if self.model.human_to_move and self.animator.busy:
            self.animator.finish_all()

    def _on_refused(self, reason: str) -> None:
        """A move refused (by the rules here, or by an online game's server): the cards go
        home, and why stays in the log, where no menu's status tip wipes it."""
        self._on_problem(reason)
        self.scene.input.settle_all()

    def _on_problem(self, text: str) -> None:
        """An AI that failed, a phrase the server refused: in the log too, where a menu's status
        tip, which clears the status bar as the menu closes, cannot wipe it."""
        self.statusBar().showMessage(text, 10000)
        self.log.note(lambda: text)
        self._show_log()

    def _on_thinking(self, seat: int, on: bool) -> None:
        self.scene.set_thinking(seat if on else -1, self.model.away_seat)
        if on and self.animator.factor > 0:
            self._dots.start()
        else:
            self._dots.stop()

    def _tick_dots(self, value: float) -> None:
        board = self.scene.boards.get(self.scene.thinking)
        if board is not None:
            board.dots = value

    def _show_log(self) -> None:
        self.scene.set_log(self.log.rich_sentences(theme.SEAT_COLORS, last=8))
        if self.log_dock.isVisible():
            self._fill_log_dock()

    def _fill_log_dock(self) -> None:
        show_newest(self.log_browser, "<br>".join(self.log.rich_sentences(theme.SEAT_COLORS)))

    # ------------------------------------------------------------------ banners and the end

    def _game_over(self, breakdown: ScoreBreakdown) -> None:
        self.banners.flash(
            winner_sentence(breakdown, self.model.names, self.log.cast.you), self.tr("Game over"), 2200
        )
        self.show_score()

    def show_score(self) -> None:
        m = self.model
        if not m.has_game or not m.state.is_over:
            return
        self._close_score()
        dialog = ScoreDialog(score(m.state), m.state, m.names, self, states=m.states, you=self.log.cast.you)
        dialog.new_game_requested.connect(self.ask_new_game)
        dialog.rematch_requested.connect(self.rematch)
        dialog.review_requested.connect(self.review_current_game)
        self.score_dialog = dialog
        dialog.open()

    def _close_score(self) -> None:
        if self.score_dialog is not None:
            self.score_dialog.close()
            self.score_dialog.deleteLater()
            self.score_dialog = None

    # ------------------------------------------------------------------ replays

    def show_replay(
        self, record: GameRecord, path: Path | None = None, review: bool = False, saved_at: str = ""
    ) -> ReplayWindow:
        """Watch ``record`` in a window of its own (and judge it at once with ``review``);
        ``saved_at``: when it was saved (else when its file was written, else now)."""
        when = saved_at or (written_at(path) if path is not None else "") or now_text()
        window = ReplayWindow(self.model, record, path, self.speed_name, self, saved_at=when)
        window.play_on_handler = self.play_on
        self.replays = [w for w in self.replays if w.isVisible()] + [window]
        window.show()
        if review:
            window.tabs.setCurrentWidget(window.panel)
            if window.panel.review is None:
                window.panel.start()
        return window

    def watch_file(self, path: Path) -> ReplayWindow | None:
        """Watch a saved game; a file that does not load is reported and nothing changes."""
        try:
            game = load_file(path)
        except SaveError as exc:
            self.statusBar().showMessage(save_problem(exc), 10000)
            return None
        return self.show_replay(game.record, path, saved_at=game.saved_at)

    def ask_watch_game(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Watch a game"), str(start_folder()), file_filter()
        )
        if name:
            self.watch_file(Path(name))

    def review_current_game(self) -> None:
        """The score screen's "Review this game": the finished game, judged, beside its file."""
        m = self.model
        if not m.has_game:
            return
        why = m.players.review_refusal  # an online game: the server has not revealed the record yet
        if why:
            self.statusBar().showMessage(why, 6000)
            return
        store = self.files.store
        path = store.finished_path(m.record) if store is not None and m.state.is_over else None
        self.show_replay(m.record, path, review=True)

    def play_on(self, record: GameRecord) -> bool:
        """A game record cut at a replay's position, played on as a new game (a new file),
        once the player has said what becomes of the game in progress; False if they stay."""
        if not self.keeper.allow(PLAY_ON):
            return False
        self.model.load_record(played_here(record))
        return True

    # ------------------------------------------------------------------ view

    def set_speed(self, name: str) -> None:
        self.speed_name = name
        self.animator.set_speed(SPEEDS[name])
        self.model.ai_pause_ms = AI_PAUSE_MS[name]
        self.speed_actions[name].setChecked(True)

    def toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def show_rules(self, section: str | None = None) -> RulesReferenceDialog:
        """The rules reference in the language the app speaks now (at ``section`` if given)."""
        dialog = RulesReferenceDialog(current_language() or None, section or None, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def show_rules_summary(self) -> None:
        RulesDialog(self).show()

    # ------------------------------------------------------------------ language

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Say everything again in the language installed now: menus, the table, the log."""
        self.texts.retranslate()
        self.update_title()
        if self.model.has_game:
            self.scene.retranslate([kind_label(s.kind) for s in self.model.seats])
            self.log.retranslate()
            self._show_log()
        else:  # the welcome: the table's own words are said again for the first game
            self.scene.retranslate()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.model.shutdown()
        self.animator.clear()
        self._dots.stop()
        super().closeEvent(event)
