"""How long a friend's move takes to reach the host's table: from the friend's app sending it to
the move starting to animate on the host's window, over loopback.

    .venv/bin/python tools/online_latency.py [--games 2] [--think-ms 2000] [--speed normal] [--json]

The host is this process: the app's window (offscreen), on a game server of its own thread on
127.0.0.1 (what hosting on this computer runs), playing its seat at random once its table is
still. The friend is another process: the app's session without a window (its online client
and game model), which thinks ``--think-ms`` (as a person would, so that the host's own
animation has ended) and notes the time just before it submits each action. The host notes when
the animator starts each step of the friend's seat. Both read the same monotonic clock
(``time.monotonic``, system-wide on Linux), so the difference is the whole way: the friend's
client, the server's check and store, the host's client, the queued signal to the window's
thread, the game model and the animator. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import IO, TYPE_CHECKING

if TYPE_CHECKING:
    from sf_desktop.model.history import Step
    from sf_desktop.session.remote_game import RemoteGame

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SF_DESKTOP_HOME", tempfile.mkdtemp(prefix="sf-tools-"))  # not the player's saves

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def friend(url: str, code: str, think_ms: int, seed: int) -> None:
    """The friend's side: join, then play; one line of JSON per action sent."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from sf_desktop.model.rules import legal_actions
    from sf_desktop.session.game_model import GameModel
    from sf_desktop.session.online_play import OnlinePlay
    from sf_desktop.session.seats.online import online_game, put_on_table
    from sf_desktop.storage.online_seats import SeatBook

    app = QCoreApplication([])
    play = OnlinePlay(
        SeatBook(Path(tempfile.mkdtemp(prefix="sf-friend-")), persistent=False), None, lan=False
    )
    model = GameModel()
    rng = random.Random(seed)
    state: dict[str, float | None] = {"waiting_since": None}

    def joined(game: RemoteGame | None, problem: str) -> None:
        if problem or game is None:  # no game comes without a problem
            print(json.dumps({"problem": problem}), flush=True)
            app.exit(1)
            return
        game.seated.connect(lambda: put_on_table(model, game))
        if game.ready:
            put_on_table(model, game)

    def tick() -> None:
        if model.has_game and model.state.is_over and online_game(model) is None:
            print(json.dumps({"end": len(model.history)}), flush=True)
            play.shutdown()
            app.quit()
            return
        if online_game(model) is None or not model.human_to_move:
            state["waiting_since"] = None
            return
        now = time.monotonic()
        waiting_since = state["waiting_since"]
        if waiting_since is None:
            waiting_since = state["waiting_since"] = now
        if now - waiting_since < think_ms / 1000:
            return
        state["waiting_since"] = None
        action = rng.choice(legal_actions(model.state))
        index = len(model.history) + 1
        sent = time.monotonic()
        if model.submit(action):
            print(json.dumps({"i": index, "t": sent}), flush=True)

    play.join(url, code, "Friend", joined)
    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(2)
    app.exec()


def host_games(games: int, think_ms: int, speed: str) -> dict:
    from PySide6.QtWidgets import QApplication

    sys.path.insert(0, str(ROOT / "tests"))
    from table_driver import pump_until

    from sf_desktop.app.window import create_window
    from sf_desktop.model.rules import legal_actions
    from sf_desktop.online.server import GameServer, ServerThread, open_store
    from sf_desktop.session.seats.online import online_game
    from sf_desktop.storage.save_store import SaveStore

    home = Path(os.environ["SF_DESKTOP_HOME"])
    server = ServerThread(GameServer(open_store(home / "server.sqlite3")))
    url = server.start()
    _app, w = create_window(
        [], store=SaveStore(home / "data"), settings_dir=home / "config", resume=False, interactive=False
    )
    w.set_speed(speed)
    w.resize(1280, 760)
    w.show()
    started: dict[int, float] = {}
    arrived: dict[int, float] = {}
    sent: dict[int, float] = {}
    friend_seat = {"seat": -1}

    def on_started(step: Step) -> None:
        if step.seat == friend_seat["seat"]:
            started[step.index] = time.monotonic()

    def on_arrived(step: Step) -> None:
        if step.seat == friend_seat["seat"]:
            arrived[step.index] = time.monotonic()

    w.animator.step_started.connect(on_started)
    rng = random.Random(3)
    latencies: list[float] = []
    transport: list[float] = []
    for n in range(games):
        started.clear()
        arrived.clear()
        sent.clear()
        w.online.create(url, "Host", ["human", "friend"], "", None)
        pump_until(lambda: online_game(w.model) is not None, 30)
        game = online_game(w.model)
        if game is None:
            raise SystemExit("the game was not created in 30 s")
        game.stepped.connect(on_arrived)  # on the window's thread, before the game model hears of it
        friend_seat["seat"] = 1 - game.seat
        proc = subprocess.Popen(
            [
                sys.executable,
                __file__,
                "--friend",
                url,
                game.code,
                "--think-ms",
                str(think_ms),
                "--seed",
                str(n),
            ],
            stdout=subprocess.PIPE,
            text=True,
        )
        lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=_read_into, args=(proc.stdout, lines), daemon=True).start()
        while True:
            while not lines.empty():
                data = json.loads(lines.get())
                if "i" in data:
                    sent[data["i"]] = data["t"]
                elif "problem" in data:
                    raise SystemExit(data["problem"])
            m = w.model
            if online_game(m) is None and m.state.is_over and proc.poll() is not None:
                break
            if online_game(m) is not None and m.human_to_move and not w.animator.busy:
                m.submit(rng.choice(legal_actions(m.state)))
            QApplication.processEvents()
            time.sleep(0.001)
        if proc.poll() is None:
            proc.kill()
        proc.wait()
        latencies += [(started[i] - sent[i]) * 1000 for i in sent if i in started]
        transport += [(arrived[i] - sent[i]) * 1000 for i in sent if i in arrived]
    w.close()
    server.stop()
    return {
        "games": games,
        "friend_moves": len(latencies),
        "think_ms": think_ms,
        "speed": speed,
        "drop_to_animation_ms": figures(latencies),
        "drop_to_host_model_ms": figures(transport),
    }


def _read_into(stream: IO[str], lines: queue.Queue[str]) -> None:
    for line in stream:
        lines.put(line)


def figures(ms: list[float]) -> dict[str, float]:
    ms = sorted(ms)
    return {
        "p50": round(statistics.median(ms), 1),
        "p95": round(ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))], 1),
        "max": round(ms[-1], 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--think-ms", type=int, default=2000)
    parser.add_argument("--speed", default="normal", choices=("off", "fast", "normal", "slow"))
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--friend", nargs=2, metavar=("URL", "CODE"), help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.friend:
        url, code = args.friend
        friend(url, code, args.think_ms, args.seed)
        return
    result = host_games(args.games, args.think_ms, args.speed)
    if args.json:
        print(json.dumps(result))
        return
    shown, model = result["drop_to_animation_ms"], result["drop_to_host_model_ms"]
    print(
        f"{result['friend_moves']} moves of the friend over {result['games']} games (think {args.think_ms} ms, "
        f"speed {args.speed}): from the friend's drop to the host's animation p50 {shown['p50']} ms, "
        f"p95 {shown['p95']} ms, max {shown['max']} ms; to the host's game model p50 {model['p50']} ms, "
        f"p95 {model['p95']} ms, max {model['max']} ms"
    )


if __name__ == "__main__":
    main()
