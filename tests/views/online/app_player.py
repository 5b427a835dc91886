"""One player's app in a process of its own, driven as a person would: ``python app_player.py
host|friend`` with its own ``SF_DESKTOP_HOME``. It is the app's own window (``create_window``,
shown), and everything happens through Qt's input: Game ▸ Play online… by its shortcut, names
and codes typed into the dialog's fields, its buttons clicked, and every decision on the table a
click or a drag on the view (the mouse's path through the table's input to the game model).

The host makes a game on this computer and prints ``{"code", "url"}``; the friend reads that
line on its standard input and joins. Each then plays random legal moves, one at a time, each
shown only when the server's event has come back, until the game ends; then it prints
``{"end": actions, "deck": [...], "filed": bool, "played": n}`` and quits. Games hosted here
stay on 127.0.0.1 (``SF_DESKTOP_HOST_LOOPBACK``).
"""

from __future__ import annotations

import json
import os
import random
import select
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parents[1]), str(HERE.parents[2]), str(HERE.parents[1] / "session")]

from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from table_driver import click, drag, pump_until  # noqa: E402

from sf_desktop.app.window import create_window  # noqa: E402
from sf_desktop.model.actions import (  # noqa: E402
    ChooseBonus,
    ChooseCard,
    ChooseRow,
    Draw,
    Place,
    PutInColumn,
    SpendContracts,
    Stop,
    TakeColumn,
)
from sf_desktop.session.seats.online import online_game  # noqa: E402
from sf_desktop.storage.stats import from_store  # noqa: E402
from sf_desktop.views.table.card_art import CARD_RECT  # noqa: E402

STEP_S = 60.0  # a generous bound for one thing to happen


def say(**fields: object) -> None:
    print(json.dumps(fields), flush=True)


def wait(until, what: str, seconds: float = STEP_S) -> None:
    if not pump_until(until, seconds):
        say(problem=f"timed out waiting for {what}")
        sys.exit(2)


def centre(item) -> QPointF:
    return item.mapToScene(item.boundingRect().center())


def perform(w, action, rng: random.Random) -> None:
    """``action`` as a click or a drag on the table (the mouse's path)."""
    scene, state = w.scene, w.model.state
    lanes = scene.lanes
    if isinstance(action, Draw):
        click(w, scene.deck.mapToScene(CARD_RECT.center()))
    elif isinstance(action, PutInColumn):
        card = scene.cards[state.drawn]
        if rng.random() < 0.5:  # the friend's drop: the drawn card dragged onto its column
            drag(w, card.mapToScene(CARD_RECT.center()), lanes[action.column].rect.center())
        else:
            click(w, QPointF(lanes[action.column].rect.x() + 25, lanes[action.column].rect.center().y()))
    elif isinstance(action, TakeColumn):
        rect = lanes[action.column].rect
        click(w, QPointF(rect.x() + 25, rect.center().y()))
    elif isinstance(action, Place):
        geom = scene.boards[scene.focus].geometry
        n = len(state.players[scene.focus].rows[action.row])
        target = (
            geom.cell_rect(action.row * 5 + n).center() if n < 5 else geom.label_rect(action.row).center()
        )
        drag(w, scene.cards[action.card].mapToScene(CARD_RECT.center()), target)
    elif isinstance(action, Stop):
        click(w, centre(scene.done_button))
    elif isinstance(action, SpendContracts):
        click(w, centre(scene.spend_buttons[action.count - 1]))
    elif isinstance(action, ChooseBonus):
        click(w, centre(next(c for c in scene.choices if c.kind == action.kind)))
    elif isinstance(action, ChooseRow):
        geom = scene.boards[scene.focus].geometry
        click(w, geom.label_rect(action.row).center())
    elif isinstance(action, ChooseCard):
        click(w, scene.boards[scene.focus].geometry.cell_rect(action.row * 5 + action.col).center())
    else:
        raise AssertionError(f"no gesture for {action!r}")


def type_into(widget, text: str) -> None:
    widget.setFocus()
    QTest.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(widget, text)


def open_dialog(w):
    QTest.keyClick(w, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    wait(lambda: w.online.dialog is not None and w.online.dialog.isVisible(), "the Play online dialog")
    dialog = w.online.dialog
    dialog.activateWindow()
    wait(dialog.isActiveWindow, "the dialog to have the keys")
    return dialog


def host(w) -> None:
    dialog = open_dialog(w)
    page = dialog.host
    type_into(page.seats.name, "Ana")
    QTest.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    if not pump_until(lambda: page.game is not None and page.invitation.isVisible(), STEP_S):
        say(problem=f"no invitation: {page.status.text()}")
        sys.exit(2)
    say(code=page.invitation.lines[0].field.text(), url=page.invitation.addresses[0])
    QTest.keyClick(dialog, Qt.Key.Key_Escape)


def friend(w) -> None:
    line = ""
    deadline = time.monotonic() + STEP_S
    while not line:  # the host's invitation, read without stopping Qt's event loop
        if time.monotonic() > deadline:
            say(problem="no invitation came")
            sys.exit(2)
        ready, _, _ = select.select([sys.stdin], [], [], 0.05)
        if ready:
            line = sys.stdin.readline()
        QApplication.processEvents()
    invitation = json.loads(line)
    dialog = open_dialog(w)
    QTest.keyClick(dialog.tabs, Qt.Key.Key_J, Qt.KeyboardModifier.AltModifier)  # &Join with a code
    wait(lambda: dialog.tabs.currentWidget() is dialog.join, "the Join tab")
    page = dialog.join
    type_into(page.name, "Bruno")
    type_into(page.code, invitation["code"])
    type_into(page.server.lineEdit(), invitation["url"])
    QTest.keyClick(page.server.lineEdit(), Qt.Key.Key_Return)


def main() -> int:
    role = sys.argv[1]
    try:  # this computer's server (on 127.0.0.1: SF_DESKTOP_HOST_LOOPBACK)
        import sf_desktop.online.hosting  # noqa: F401
    except ImportError:  # a build without hosting yet: the same server, on loopback, as the tests host it
        from app_online_helpers import LoopbackHost

        from sf_desktop.session import online_play

        online_play.local_hosting = lambda: LoopbackHost
    home = Path(os.environ["SF_DESKTOP_HOME"])
    app, w = create_window(["sf-desktop"], resume=False, interactive=False, ai_processes=False)
    w.set_speed("fast")
    w.resize(1280, 760)
    w.show()
    w.raise_()
    w.activateWindow()
    wait(w.isActiveWindow, "the window to be active (its keys are its own)")
    (host if role == "host" else friend)(w)
    wait(lambda: online_game(w.model) is not None and online_game(w.model).started, "the game to start")
    say(started=online_game(w.model).code, seat=online_game(w.model).seat)
    rng = random.Random(7 if role == "host" else 11)
    moves = 0
    while True:
        wait(
            lambda: online_game(w.model) is None or (w.model.human_to_move and not w.animator.busy),
            "my turn or the end",
            600,
        )
        if online_game(w.model) is None:
            break
        before = len(w.model.history)
        action = rng.choice(w.model.legal_actions())
        perform(w, action, rng)
        wait(
            lambda n=before: len(w.model.history) > n or online_game(w.model) is None,
            f"{action!r} to come back",
        )
        if online_game(w.model) is not None and w.model.history.actions[before] != action:
            say(problem=f"the gesture for {action!r} made {w.model.history.actions[before]!r}")
            return 3
        moves += 1
    wait(lambda: w.model.state.is_over and not w.animator.busy, "the end shown")
    record = w.model.record
    store = w.files.store
    say(
        end=len(record.actions),
        moves=moves,
        deck=list(record.deck),
        verified=record.commitment is not None,
        filed=store.finished_path(record).is_file(),
        played=from_store(store).overall.played,
        home=str(home),
    )
    w.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
