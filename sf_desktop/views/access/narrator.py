"""What the table says aloud to a screen reader without being asked, and the keys that ask.

A player who listens hears what a player who looks sees happen: every player's move as the log
words it (once the move is whole; in a hot-seat game only the others'), each card you place and
where it went, whose turn it is and what the person may do, the
card just drawn, the taken cards to place, the bonuses to choose, a card chosen to be placed,
the guide's explanations as they appear, and the end with its result. The R key reads the
standings ("If the game ended now"); Help ▸ Keys lists every key of the table.

Everything is hooked to the game's signals and the animator's (what the table has finished
showing), never to what is painted; the words are the table's own (:mod:`...words.access`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from ...model.affordances import NONE
from ...model.cards import BonusKind
from ...model.events import CardPlaced
from ...model.scoring import score
from ...model.state import Phase
from ...words import access as words
from ...words.glossary import bonus_name
from ...words.languages import QT_TRANSLATE_NOOP, TextBinder
from ...words.people import Cast
from ...words.prompts import prompt
from ..dialogs.keys_help import KeysDialog
from ..panels.score_breakdown import winner_sentence
from .announcer import Announcer

if TYPE_CHECKING:
    from ...model.history import Step
    from ...model.state import GameState
    from ...session.game_model import GameModel
    from ...words.log import GameLog
    from ..aids.player_aids import PlayerAids
    from ..table.animation import StepAnimator
    from ..table.scene import TableScene
    from ..table.view import TableView

CONTEXT = "Narrator"


class Narrator(QObject):
    """The table's voice: announcements from the game's signals, and the standings key."""

    def __init__(
        self, model: GameModel, animator: StepAnimator, log: GameLog, view: TableView, parent: QWidget
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.animator = animator
        self.scene: TableScene = view.scene()
        self.log = log
        self.announcer = Announcer(view)
        self.texts = TextBinder()
        self._told = 0  # log entries already said (or not to be said)
        self._moment: tuple = ()  # the decision last announced
        self._turn = -1  # the seat whose turn was last announced
        self._selected: int | None = None
        self._keys_said: set[str] = set()
        self._ended = False
        self.panels: list[QWidget] = []  # panels whose words are said when they appear
        model.game_started.connect(self._on_start)
        model.rewound.connect(self._on_start)
        model.ai_problem.connect(self.say)  # the window shows it in the status bar
        model.action_refused.connect(lambda why: self.say(why, urgent=True))  # a server's no, too
        animator.step_started.connect(self._on_step)
        animator.step_shown.connect(self._on_shown)
        animator.idle.connect(self._on_idle)
        self.scene.shown.connect(self._on_table)
        self.act_standings = QAction(parent)
        self.texts.bind(
            self.act_standings.setText, CONTEXT, QT_TRANSLATE_NOOP("Narrator", "Read the stan&dings")
        )
        self.act_standings.setShortcut(QKeySequence("R"))
        self.act_standings.setObjectName("read-standings")
        self.act_standings.triggered.connect(self.read_standings)
        self.act_standings.setEnabled(model.has_game)  # no standings before a game
        self.act_keys = QAction(parent)  # Help ▸ Keys
        self.texts.bind(self.act_keys.setText, CONTEXT, QT_TRANSLATE_NOOP("Narrator", "&Keys"))
        self.act_keys.setObjectName("keys-help")
        self.act_keys.triggered.connect(self.show_keys)
        self.keys_dialog: KeysDialog | None = None
        self.texts.retranslate()
        parent.installEventFilter(self)

    def show_keys(self) -> KeysDialog:
        """Help ▸ Keys: every key of the table, in a list a screen reader reads row by row."""
        if self.keys_dialog is None:
            self.keys_dialog = KeysDialog(cast(QWidget, self.parent()))
        self.keys_dialog.show()
        self.keys_dialog.raise_()
        self.keys_dialog.activateWindow()
        return self.keys_dialog

    # ------------------------------------------------------------------ what is said

    @property
    def cast(self) -> Cast:
        return self.log.cast

    def say(self, text: str, *, urgent: bool = False) -> None:
        self.announcer.say(text, urgent=urgent)

    def read_standings(self) -> str:
        """The standings as the table shows them: 'If the game ended now: Ada 6.5 VP, you 4 VP'
        (the final score once the game is over)."""
        if not self.model.has_game:
            return ""
        state = self.model.state
        text = words.standings_name(score(state), self.cast, state.is_over)
        self.say(text, urgent=True)
        return text

    def _on_start(self, state: GameState) -> None:
        """A new, loaded or rewound game: its past is not told again; whose turn it is, is (the
        window has shown the game and what may be done before this is called)."""
        self.act_standings.setEnabled(True)
        self._told = len(self.log.entries)
        self._keys_said = set()  # the decisions whose keys were said in this game
        self._moment = ()
        self._turn = -1
        self._selected = None
        self._ended = state.is_over
        self._on_idle()

    def _on_step(self, step: Step) -> None:
        """A step starts on the table (the log has it): the moves made whole before it."""
        self._tell_moves(step.before)

    def _on_shown(self, step: Step) -> None:
        if self.cast.is_you(step.seat):
            self._confirm_placements(step)
        if step.after.is_over and not self._ended:
            self._ended = True
            self._tell_moves(step.after)
            breakdown = score(step.after)
            result = winner_sentence(breakdown, self.model.names, self.cast.you)
            final = words.standings_name(breakdown, self.cast, True)
            self.say(f"{result} {final}")

    def _on_idle(self) -> None:
        """The table is still: the moves made whole, then whose turn it is and what to do."""
        if not self.model.has_game:
            return
        state = self.model.state
        self._tell_moves(state)
        if state.is_over:
            return
        if self.model.human_to_move:
            self._announce_decision()
        elif state.current != self._turn:
            self._turn = state.current
            self.say(prompt(state, self.cast, NONE, -1)[0])

    def _on_table(self) -> None:
        """A taken card chosen (or let go of) on the table: say it and where it may go."""
        selected = self.scene.input.selected
        if selected == self._selected:
            return
        self._selected = selected
        state, aff = self.scene.state, self.scene.affordances
        if selected is None or state is None or not aff.active:
            return
        rows = aff.rows_for(selected)
        if rows:
            card = words.card_words(selected, bool(state.founded >> selected & 1))
            text = f"{words.selected_name(card)}. {words.selected_use(rows)}"
            self.say(text[:1].upper() + text[1:])

    def _tell_moves(self, state: GameState) -> None:
        """Say each log entry made whole since the last one said: another player's turn once
        it is over, and the lines about the game as a whole (its end)."""
        entries = self.log.entries
        whole = len(entries)
        if entries and entries[-1].seat >= 0 and entries[-1].seat == state.current and not state.is_over:
            whole -= 1  # that turn goes on
        for entry in entries[self._told : whole]:
            # Your own turn too, as the log words it (what it caused: cable cars, a skyscraper,
            # the medal, the cards discarded); hot-seat players see each other's.
            if (
                entry.seat < 0
                or entry.stand_in
                or not self.model.is_human(entry.seat)
                or self.cast.is_you(entry.seat)
            ):
                self.say(entry.sentence(self.cast))
        self._told = max(self._told, whole)

    def _confirm_placements(self, step: Step) -> None:
        """A card you placed: where it went and the row's total now ("a Waterfront 3 (blue)
        is in Waterfront: total 7")."""
        for ev in step.events:
            if isinstance(ev, CardPlaced):
                total = step.after.players[ev.player].row_total(ev.row)
                self.say(words.placed_words(words.a_card_heard(ev.card), ev.row, total))

    def _announce_decision(self) -> None:
        """Whose turn it is and what may be done, once per decision: with the card drawn, the
        cards to place or the bonuses to choose from."""
        scene = self.scene
        state, aff = scene.state, scene.affordances
        if state is None or not aff.active:
            return
        moment = (state, aff)
        if moment == self._moment:
            return
        self._moment = moment
        self._turn = state.current
        title, _mouse = prompt(state, self.cast, aff, -1)  # its hint is for the mouse too
        kind = words.decision_kind(state)
        hint = words.key_hint(kind, aff.take, kind not in self._keys_said)
        self._keys_said.add(kind)
        parts = [words.prompt_name(title, hint)]
        if state.phase == Phase.COLUMN and state.drawn >= 0:
            parts.insert(0, words.drawn_name(state.drawn, bool(state.founded >> state.drawn & 1)) + ".")
        elif state.phase == Phase.PLACE and state.tray:
            cards = [words.card_words(c, bool(state.founded >> c & 1)) for c in state.tray]
            parts.append(words.taken_list(cards))
        elif state.phase == Phase.BONUS_KIND:
            parts.append(
                words.PARTS.join(
                    words.choice_name(i + 1, bonus_name(k)) for i, k in enumerate(aff.bonus_kinds)
                )
            )
        elif state.phase == Phase.BONUS_CARD and state.bonus_kind >= 0:
            parts.append(words.cell_use(BonusKind(state.bonus_kind)))
        if len(parts) > 1:  # "Place your card (1 left). Taken: ..." (the title ends as a sentence)
            parts = [words.stopped(p) for p in parts[:-1]] + parts[-1:]
        self.say(" ".join(parts))

    # ------------------------------------------------------------------ panels over the table

    def listen_to(self, aids: PlayerAids) -> None:
        """The player's aids: the guide's tips as they appear, Suggest a move (H) as the status
        bar shows it (at once: it was asked for)."""
        self.watch(aids.guide_panel)
        aids.hints.said.connect(lambda text: self.say(text, urgent=True))

    def watch(self, panel: QWidget) -> None:
        """Say ``panel``'s name and description whenever it appears (the guide's tips)."""
        self.panels.append(panel)
        panel.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched in self.panels and kind == QEvent.Type.Show:
            # After what the table says at the same moment (the decision the tip explains).
            QTimer.singleShot(0, lambda w=watched: self._say_panel(w))
        elif watched is self.parent() and kind == QEvent.Type.LanguageChange:
            self.texts.retranslate()
            self._moment = ()  # the next decision is said in the new language
        return False

    def _say_panel(self, panel: QWidget) -> None:
        if panel.isVisible():
            self.say(words.guide_words(panel.accessibleName(), panel.accessibleDescription()))
