"""What makes the table welcoming to every player, as actions for the window's menus: the
language, the size of text, the colour-blind palette (View); a suggested move, the score chart
and the statistics (Game); the guided first game (Help).

The window owns one ``PlayerAids`` and places its actions; the aids get the game, the table and
its view, and the window they belong to (the parent of their dialogs, whose status bar they
speak in). Preferences are kept through ``attach(prefs)`` (:class:`preferences.Prefs`);
without it (tests) nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QMainWindow,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from ...storage.save_store import SaveStore
from ...storage.settings import Settings
from ...words import languages
from ...words.languages import QT_TRANSLATE_NOOP, TextBinder
from ..dialogs.statistics import StatsDialog
from ..look import theme
from ..look.palettes import apply_palette, palette_for
from ..look.screen_room import open_within_screen
from ..panels.score_chart import ScoreChart
from .guide import Coach, Guide, GuidePanel
from .hints import HintRunner

if TYPE_CHECKING:
    from ...model.history import Step
    from ...model.state import GameState
    from ...session.game_model import GameModel
    from ..table.scene import TableScene
    from ..table.view import TableView
    from ..window.preferences import Prefs

CONTEXT = "PlayerAids"
UI_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
_base_font: QFont | None = None  # the application's font before any scaling


def apply_ui_scale(scale: float) -> None:
    """Scale the app's font (menus, dialogs, the log) and the table's words by ``scale``."""
    global _base_font  # noqa: PLW0603
    theme.set_ui_scale(scale)  # first: every table's view takes it when the app's font changes
    app = QApplication.instance()
    if isinstance(app, QApplication):
        if _base_font is None:
            _base_font = QFont(app.font())
        f = QFont(_base_font)
        if _base_font.pointSizeF() > 0:
            f.setPointSizeF(_base_font.pointSizeF() * scale)
        else:
            f.setPixelSize(round(_base_font.pixelSize() * scale))
        app.setFont(f)


class ChartDialog(QDialog):
    """The score chart of the game on the table, estimated so far or final."""

    def __init__(self, chart: ScoreChart, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Score over the game"))
        self.setObjectName("chart-dialog")
        self.chart = chart
        layout = QVBoxLayout(self)
        layout.addWidget(chart, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        open_within_screen(self, QSize(760, 460))


class PlayerAids(QObject):
    """The actions and helpers that make the game easier to see, read and learn."""

    rules_requested = Signal(str)  # the guide's "read more": a rules section
    replay_requested = Signal(object, object)  # GameRecord, Path | None: a game from the statistics

    def __init__(self, model: GameModel, scene: TableScene, view: TableView, window: QMainWindow) -> None:
        super().__init__(window)
        self.model = model
        self.scene = scene
        self.view = view
        self.window = window
        self.texts = TextBinder()  # the actions' texts, set again when the language changes
        self.prefs: Prefs | None = None
        self.store: SaveStore | None = None  # where finished games are; None: the user's folder
        self.hints = HintRunner(model, scene, window.statusBar(), self)
        # a card with no room, a key that does nothing: why, in the status bar
        scene.told.connect(lambda why: window.statusBar().showMessage(why, 8000))
        self.guide_panel = GuidePanel(view)
        self.guide = Guide(self.guide_panel, self)
        self.guide.coach.stop()  # off until the person turns it on
        self.guide_panel.read_more.connect(self.rules_requested)
        self.guide.stopped.connect(lambda: self.act_guide.setChecked(False))
        scene.input.keys.spare_enter = self._enter_on_nothing
        self.dialogs: list[QDialog] = []
        self._build()

    # ------------------------------------------------------------------ actions

    def _new_action(
        self, source: str, slot: Callable[..., object], shortcuts: tuple[QKeySequence | str, ...] = ()
    ) -> QAction:
        act = QAction(self.window)
        self.texts.bind(act.setText, CONTEXT, source)
        if shortcuts:
            act.setShortcuts([QKeySequence(s) for s in shortcuts])
        act.triggered.connect(slot)
        return act

    def _build(self) -> None:
        """Game: ``act_hint``, ``act_chart``, ``act_stats``; View: ``menu_language``,
        ``menu_scale``, ``act_palette``; Help: ``act_guide`` (the window places them)."""
        w = self.window
        self.act_hint = self._new_action(
            QT_TRANSLATE_NOOP("PlayerAids", "Suggest a &move"), self.hints.request, ("H", "F2")
        )
        self.act_hint.setObjectName("suggest-move")
        self.act_hint.setEnabled(self.model.has_game)  # nothing to suggest before a game
        self.model.game_started.connect(lambda _state: self.act_hint.setEnabled(True))
        self.act_chart = self._new_action(
            QT_TRANSLATE_NOOP("PlayerAids", "Score &chart…"), self.show_chart, ("Ctrl+Shift+C",)
        )
        self.act_chart.setEnabled(self.model.has_game)  # no points to draw before a game
        self.model.game_started.connect(lambda _state: self.act_chart.setEnabled(True))
        self.act_stats = self._new_action(
            QT_TRANSLATE_NOOP("PlayerAids", "S&tatistics…"), self.show_stats, ("Ctrl+Shift+T",)
        )

        self.menu_language = QMenu(w)
        self.texts.bind(self.menu_language.setTitle, CONTEXT, QT_TRANSLATE_NOOP("PlayerAids", "Lan&guage"))
        group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        system = self._new_action(
            QT_TRANSLATE_NOOP("PlayerAids", "&System language"), lambda: self.set_language("")
        )
        for code, act in (("", system), *((c, QAction(languages.NAMES[c], w)) for c in languages.SUPPORTED)):
            act.setCheckable(True)
            if code:
                act.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(act)
            self.menu_language.addAction(act)
            self.language_actions[code] = act

        self.menu_scale = QMenu(w)
        self.texts.bind(self.menu_scale.setTitle, CONTEXT, QT_TRANSLATE_NOOP("PlayerAids", "Text &size"))
        group = QActionGroup(self)
        self.scale_actions: dict[float, QAction] = {}
        for scale in UI_SCALES:
            act = QAction(w)
            act.setCheckable(True)
            act.triggered.connect(lambda _=False, s=scale: self.set_ui_scale(s))
            group.addAction(act)
            self.menu_scale.addAction(act)
            self.scale_actions[scale] = act
        self.scale_actions[1.0].setShortcut(QKeySequence("Ctrl+Alt+0"))
        self.act_palette = self._new_action(
            QT_TRANSLATE_NOOP("PlayerAids", "&Colour-blind palette"), self.set_colour_blind, ("Ctrl+Shift+B",)
        )
        self.act_palette.setCheckable(True)

        self.act_guide = self._new_action(
            QT_TRANSLATE_NOOP("PlayerAids", "&Guided first game"), self.set_guide
        )
        self.act_guide.setCheckable(True)
        # F6 moves the keyboard between the table and the guide's buttons, as between panes.
        self.pane_shortcut = QShortcut(QKeySequence(Qt.Key.Key_F6), w, self.switch_pane)
        self.retranslate()
        self.language_actions[""].setChecked(True)
        self.scale_actions[1.0].setChecked(True)
        w.installEventFilter(self)

    def retranslate(self) -> None:
        """Every text in the language installed now; the scale percentages are numbers in the
        language's style."""
        self.texts.retranslate()
        for scale, act in self.scale_actions.items():
            act.setText(QCoreApplication.translate("PlayerAids", "{0}%").format(round(scale * 100)))
        self.act_hint.setStatusTip(self.tr("What the strongest AI would do in your place, and why (H)"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            if event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
            elif event.type() == QEvent.Type.Close:
                self.hints.shutdown()
        return False

    # ------------------------------------------------------------------ preferences

    def attach(self, prefs: Prefs | None) -> None:
        """Keep the choices made here in ``prefs`` and show its current ones."""
        self.prefs = prefs
        if prefs is not None:
            self.apply_settings(prefs.settings)

    def apply_settings(self, settings: Settings) -> None:
        """Show the language (already installed by the app), text size and palette of ``settings``."""
        code = settings.language if settings.language in languages.SUPPORTED else ""
        self.language_actions[code].setChecked(True)
        self.set_ui_scale(settings.ui_scale, save=False)
        self.set_colour_blind(settings.colour_blind_palette, save=False)

    def _save(self, **changes: object) -> None:
        if self.prefs is not None:
            self.prefs.update(**changes)

    def set_language(self, code: str, save: bool = True) -> str:
        """Speak ``code`` ("" = the system's language) from now on; the window retranslates."""
        self.language_actions.get(code, self.language_actions[""]).setChecked(True)
        language = languages.install_language(code)
        if save:
            self._save(language=code)
        return language

    def set_ui_scale(self, scale: float, save: bool = True) -> None:
        act = self.scale_actions.get(scale)
        if act is not None:
            act.setChecked(True)
        apply_ui_scale(scale)
        self.guide_panel.restyle()
        self.scene.restyle()
        if save:
            self._save(ui_scale=scale)

    def set_colour_blind(self, on: bool, save: bool = True) -> None:
        self.act_palette.setChecked(on)
        apply_palette(palette_for(on), self.scene)
        if save:
            self._save(colour_blind_palette=on)

    # ------------------------------------------------------------------ the guided first game

    def set_guide(self, on: bool) -> None:
        """Turn the guide on (from the start of its topics) or off."""
        self.act_guide.setChecked(on)
        if on:
            self.guide.coach = Coach()
            self.guide_decision()
        else:
            self.guide.coach.stop()
            self.guide_panel.hide()

    def switch_pane(self) -> None:
        panel = self.guide_panel
        focus = QApplication.focusWidget()
        if panel.isVisible() and (focus is None or not panel.isAncestorOf(focus)):
            panel.ok_button.setFocus(Qt.FocusReason.ShortcutFocusReason)
        else:
            self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _enter_on_nothing(self) -> bool:
        """Enter at the table, its cursor on nothing, while a tip shows: the tip's "Got it"
        (its default button), as a newcomer expects of a card that looks like a dialog. True
        when the next tip answers the key; else the table does (what may be done now), so that
        a screen reader's user hears the tip put away."""
        panel = self.guide_panel
        if panel.isVisible():
            panel.ok_button.click()
        return panel.isVisible()

    @property
    def guide_on(self) -> bool:
        return self.act_guide.isChecked()

    def observe(self, step: Step) -> None:
        """A step was shown on the table: the guide notes what it has seen happen."""
        self.guide.observe(step.events)

    def taken_back(self, state: GameState) -> None:
        """Undo or redo showed ``state`` on the table: the guide follows it."""
        if self.guide_on:
            self.guide.taken_back(state)
            self.guide_decision()

    def guide_decision(self) -> None:
        """The table is still and waits for a decision: the guide explains it, if on."""
        model = self.model
        if not self.guide_on or not model.has_game:
            return
        state = model.state
        if state.is_over or model.human_to_move:
            self.guide.decision(state, state.current)

    # ------------------------------------------------------------------ dialogs

    def _keep(self, dialog: QDialog) -> QDialog:
        """Show ``dialog`` and hold it while it is open; closed, it is deleted and let go (a
        deleted dialog can no longer be asked anything)."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialogs.append(dialog)
        dialog.destroyed.connect(lambda _=None, d=dialog: self._let_go(d))
        dialog.show()
        return dialog

    def _let_go(self, dialog: QDialog) -> None:
        self.dialogs = [d for d in self.dialogs if d is not dialog]

    def show_chart(self) -> ChartDialog | None:
        model = self.model
        if not model.has_game:
            return None
        chart = ScoreChart.from_states(model.states, model.names)
        return self._keep(ChartDialog(chart, self.window))  # type: ignore[return-value]

    def show_stats(self) -> StatsDialog:
        dialog = StatsDialog.from_store(self.store, parent=self.window)
        dialog.replay_requested.connect(self.replay_requested)
        return self._keep(dialog)  # type: ignore[return-value]
