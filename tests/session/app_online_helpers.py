"""Shared pieces of the app's online tests: a game server on 127.0.0.1 on a thread of its own,
and ``OnlinePlay`` objects for separate players, each with its own data folder."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from sf_desktop.model.rules import legal_actions
from sf_desktop.online.server import GameServer, ServerThread, open_store
from sf_desktop.session.game_model import GameModel
from sf_desktop.session.online_play import OnlinePlay
from sf_desktop.session.remote_game import RemoteGame
from sf_desktop.storage.online_seats import SeatBook
from sf_desktop.storage.save_store import SaveStore

WAIT_MS = 30_000  # a generous bound for one step to come back through the server


@contextlib.contextmanager
def serving(folder: Path) -> Iterator[str]:
    """A game server on 127.0.0.1 (a free port) with SQLite in ``folder``: its URL."""
    thread = ServerThread(GameServer(open_store(folder / "server.sqlite3")))
    url = thread.start()
    try:
        yield url
    finally:
        thread.stop()


def player(folder: Path) -> OnlinePlay:
    """One player's online games, with a seat book and a save store of their own."""
    folder.mkdir(parents=True, exist_ok=True)
    return OnlinePlay(SeatBook(folder), SaveStore(folder))


def seated(qtbot: Any, play: OnlinePlay, how: str, *args: Any) -> RemoteGame:
    """Take a seat (``how`` is "create" or "join") and wait until its table has caught up."""
    answer: dict[str, Any] = {}
    getattr(play, how)(*args, lambda game, problem: answer.update(game=game, problem=problem))
    qtbot.waitUntil(lambda: "game" in answer, timeout=WAIT_MS)
    assert answer["problem"] == "", answer["problem"]
    game = answer["game"]
    qtbot.waitUntil(lambda: game.ready, timeout=WAIT_MS)
    return game


def play_to_the_end(qtbot: Any, models: list[GameModel], seed: int = 1, limit: int = 2000) -> int:
    """Whichever model's person is to move submits a random legal action; each action is
    waited for until the server's event has come back to that model. The number of actions."""
    rng = random.Random(seed)
    acted = 0
    while not all(m.state.is_over for m in models):
        qtbot.waitUntil(
            lambda: any(m.human_to_move for m in models) or all(m.state.is_over for m in models),
            timeout=WAIT_MS,
        )
        movers = [m for m in models if m.human_to_move]
        if not movers:
            continue
        model = movers[0]
        before = len(model.history)
        action = rng.choice(legal_actions(model.state))
        refusals: list[str] = []
        model.action_refused.connect(refusals.append)
        accepted = model.submit(action)
        model.action_refused.disconnect(refusals.append)
        assert accepted, refusals
        qtbot.waitUntil(lambda m=model, n=before: len(m.history) > n, timeout=WAIT_MS)
        acted += 1
        assert acted < limit
    return acted


class _Mapping:
    """What the router said (here: nobody answered)."""

    ok = False
    external_ip = ""
    external_port = 0
    reason = "no_router"


class LoopbackHost:
    """The part of ``online.hosting.LocalHost`` the app uses, on 127.0.0.1 alone: the tests
    host games without announcing them on a network or asking a router."""

    def __init__(self, data_dir: Path, *, port: int = 0, name: str, lan: bool = True) -> None:
        folder = data_dir / "online"
        folder.mkdir(parents=True, exist_ok=True)
        self.thread = ServerThread(GameServer(open_store(folder / "hosted.sqlite"), "127.0.0.1", port))
        self.url_local = self.thread.start()
        self.port = int(self.url_local.rsplit(":", 1)[1])
        self.mapping = _Mapping()
        self.name = name

    def url_for_lan(self) -> list[str]:
        return [self.url_local]

    def unfinished_rooms(self) -> int:
        return 0

    def stop(self) -> None:
        self.thread.stop()


def host_on_loopback(monkeypatch: Any) -> None:
    """Games hosted by the app in this test run on 127.0.0.1 only."""
    from sf_desktop.session import online_play

    monkeypatch.setattr(online_play, "local_hosting", lambda: LoopbackHost)


def play_until(qtbot: Any, model: GameModel, done: Any, seed: int = 1, limit: int = 2000) -> None:
    """This model's person plays random legal actions (each waited for until the server's
    event came back) until ``done()``; the other seats are played elsewhere."""
    rng = random.Random(seed)
    for _ in range(limit):
        qtbot.waitUntil(lambda: done() or model.human_to_move, timeout=WAIT_MS)
        if done():
            return
        before = len(model.history)
        assert model.submit(rng.choice(legal_actions(model.state)))
        qtbot.waitUntil(lambda n=before: len(model.history) > n or done(), timeout=WAIT_MS)
    raise AssertionError("the game did not end")


def read_line(proc: Any, timeout: float = 60.0) -> dict[str, Any]:
    """The next line of JSON a subprocess prints (``AssertionError`` after ``timeout`` s)."""
    import json
    import selectors

    with selectors.DefaultSelector() as selector:
        selector.register(proc.stdout, selectors.EVENT_READ)
        if not selector.select(timeout):
            raise AssertionError(f"no line from the process within {timeout} s")
    line = proc.stdout.readline()
    assert line, f"the process ended (code {proc.poll()})"
    return json.loads(line)
