"""Play a seeded game through the window and save screenshots of every phase.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/screenshots.py [--out docs/screenshots] [--size 1600x900]

A person (a seeded random policy that prefers placing cards) plays against two Easy AIs.
Shots: start, a drawn card, a drag in progress, a bonus choice, an AI thinking, a skyscraper
rising, the end with its score breakdown; plus the README's docs/screenshot.png.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SF_DESKTOP_HOME", tempfile.mkdtemp(prefix="sf-tools-"))  # not the player's saves

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtWidgets import QWidget

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from table_driver import move, press, release

from sf_desktop.app.window import create_window
from sf_desktop.model.actions import Place
from sf_desktop.model.events import SkyscraperBuilt
from sf_desktop.model.history import Step
from sf_desktop.model.record import Seat
from sf_desktop.model.state import Phase
from sf_desktop.views.dialogs.game_dialogs import Setup
from sf_desktop.views.table.card_art import CARD_RECT

SEED = 58


class Director:
    """Drives the game and takes the pictures at the right moments."""

    def __init__(self, out: Path, size: tuple[int, int], hero: Path | None) -> None:
        self.app, self.w = create_window([])
        self.out = out
        self.hero = hero
        self.w.resize(*size)
        self.w.show()
        self.w.set_speed("off")
        self.policy = random.Random(SEED * 7)
        self.decisions = 0
        self.done: set[str] = set()
        self.busy_shot = False
        self.w.animator.step_started.connect(self.on_step)
        self.w.model.thinking_changed.connect(self.on_thinking)
        seats = (Seat("Ana", "human"), Seat("Ada", "easy"), Seat("Bruno", "easy"))
        self.w.start_game(Setup(seats, seed=SEED, first_player=0))

    def shot(self, name: str, widget: QWidget | None = None) -> None:
        (widget or self.w).grab().save(str(self.out / f"{name}.png"))
        self.done.add(name)
        print("saved", name, flush=True)

    def on_step(self, step: Step) -> None:
        mine = any(isinstance(e, SkyscraperBuilt) and e.player == 0 for e in step.events)
        if "06-skyscraper" not in self.done and mine:
            self.w.set_speed("normal")
            self.busy_shot = True
            QTimer.singleShot(650, lambda: self.shot("06-skyscraper"))  # the standee halfway up
            QTimer.singleShot(1250, self.skyscraper_done)

    def skyscraper_done(self) -> None:
        self.done.add("06-skyscraper")
        self.w.set_speed("off")
        self.busy_shot = False

    def on_thinking(self, seat: int, on: bool) -> None:
        if on and "05-ai-thinking" not in self.done and self.w.speed_name == "normal" and not self.busy_shot:
            self.busy_shot = True
            QTimer.singleShot(200, self.thinking_shot)

    def thinking_shot(self) -> None:
        if self.w.animator.busy:  # show the cue on a still table
            QTimer.singleShot(30, self.thinking_shot)
            return
        self.shot("05-ai-thinking")
        self.w.set_speed("off")
        self.busy_shot = False

    def drag_shot(self, action: Place) -> None:
        """Lift a taken card and hold it over its row; take the picture; drop it there."""
        w, m = self.w, self.w.model
        card, row = action.card, action.row
        scene = w.scene
        focus = scene.focus
        assert focus is not None  # set with the first state shown; a game is on the table
        geom = scene.boards[focus].geometry
        n = len(m.state.players[focus].rows[row])
        start = scene.cards[card].mapToScene(CARD_RECT.center())
        end = geom.cell_rect(row * 5 + n).center() + QPointF(30, -18)
        press(w, start)
        for i in range(1, 11):
            move(w, start + (end - start) * (i / 10))
        self.shot("03-drag")
        release(w, end)

    def tick(self) -> None:
        w, m = self.w, self.w.model
        if self.busy_shot:
            QTimer.singleShot(50, self.tick)
            return
        if m.state.is_over and not w.animator.busy:
            if w.score_dialog is None:
                QTimer.singleShot(50, self.tick)
                return
            w.score_dialog.move(w.geometry().center() - w.score_dialog.rect().center())
            self.shot("07-end")
            self.shot("07-score", w.score_dialog)
            self.app.quit()
            return
        if m.human_to_move and not w.animator.busy:
            state = m.state
            if "01-start" not in self.done:
                self.shot("01-start")
            elif state.phase == Phase.COLUMN and "02-drawn-card" not in self.done:
                self.shot("02-drawn-card")
            elif state.phase == Phase.BONUS_KIND and "04-bonus-choice" not in self.done:
                self.shot("04-bonus-choice")
                if self.hero is not None:
                    self.w.grab().save(str(self.hero))
            if self.decisions == 20 and "05-ai-thinking" not in self.done:
                w.set_speed("normal")
            legal = m.legal_actions()
            places = [a for a in legal if isinstance(a, Place)]
            action = (
                self.policy.choice(places)
                if places and self.policy.random() < 0.85
                else self.policy.choice(legal)
            )
            self.decisions += 1
            if isinstance(action, Place) and len(state.tray) >= 2 and "03-drag" not in self.done:
                self.drag_shot(action)
            else:
                m.submit(action)
        QTimer.singleShot(20, self.tick)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--size", default="1600x900")
    parser.add_argument("--hero", type=Path, default=Path("docs/screenshot.png"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    width, height = (int(v) for v in args.size.split("x"))
    director = Director(args.out, (width, height), args.hero)
    QTimer.singleShot(100, director.tick)
    director.app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main())
