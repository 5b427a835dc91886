"""A player's app without its window, hosting a game on this computer: ``python host_process.py
FOLDER``. On a first start it makes a room for itself and one friend and prints one line of
JSON (``code``, ``url``); on a later start on the same folder it takes its seat back from the
seat book, as the app does after a restart. Either way it then plays its seat (random legal
actions through the game model, only once the server's event came back for each) until the
game ends, and prints ``{"end": actions}``. The tests kill it (SIGKILL) and start it again.
The game server runs on 127.0.0.1 only (the tests reach no other address)."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from app_online_helpers import LoopbackHost
from PySide6.QtCore import QCoreApplication, QTimer

from sf_desktop.model.rules import legal_actions
from sf_desktop.session import online_play
from sf_desktop.session.game_model import GameModel
from sf_desktop.session.online_play import OnlinePlay
from sf_desktop.session.seats.online import online_game, put_on_table
from sf_desktop.storage.online_seats import SeatBook
from sf_desktop.storage.save_store import SaveStore


def say(**fields: object) -> None:
    print(json.dumps(fields), flush=True)


def main() -> None:
    folder = Path(sys.argv[1])
    app = QCoreApplication([])
    online_play.local_hosting = lambda: LoopbackHost
    play = OnlinePlay(SeatBook(folder), SaveStore(folder))
    model = GameModel()

    def on_table(game: object) -> None:
        put_on_table(model, game)  # type: ignore[arg-type]
        tick.start(5)

    if play.book.unfinished():
        play.restore()
        game = next(iter(play.games.values()))
        game.seated.connect(lambda: online_game(model) is None and on_table(game))
        say(restored=game.code, url=game.server)
    else:

        def made(game: object, problem: str) -> None:
            if problem:
                say(problem=problem)
                app.exit(1)
                return
            say(code=game.code, url=game.server)  # type: ignore[attr-defined]
            game.seated.connect(lambda: on_table(game))  # type: ignore[attr-defined]
            if game.ready:  # type: ignore[attr-defined]
                on_table(game)

        play.create(None, "Host", ["human", "friend"], None, made)

    def step() -> None:
        if not model.has_game or online_game(model) is None:
            if model.has_game and model.state.is_over:
                say(end=len(model.record.actions))
                tick.stop()
                play.shutdown()
                app.quit()
            return
        if model.human_to_move:
            rng = random.Random(len(model.history))
            model.submit(rng.choice(legal_actions(model.state)))

    tick = QTimer()
    tick.timeout.connect(step)
    app.exec()


if __name__ == "__main__":
    main()
