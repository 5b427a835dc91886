"""What the app will do (issue 25), without Qt: host a server on a thread, and drive a client
living on an asyncio loop thread from another thread (the window's), hearing it through its
listener on the loop's thread."""

from __future__ import annotations

import queue
import threading
from pathlib import Path

from sf_desktop.model.rules import legal_actions
from sf_desktop.online.client import Listener, OnlineClient
from sf_desktop.online.loop_thread import LoopThread
from sf_desktop.online.server import GameServer, ServerThread, open_store
from sf_desktop.online.table import Applied, RemoteTable


class Forward(Listener):
    """Hands every applied event to the "window" thread through a queue, as a Qt app would
    through a queued signal; remembers on which thread it was called."""

    def __init__(self) -> None:
        self.inbox: queue.Queue[Applied] = queue.Queue()
        self.threads: set[str] = set()

    def applied(self, applied: Applied, table: RemoteTable) -> None:
        self.threads.add(threading.current_thread().name)
        self.inbox.put(applied)


def test_a_window_thread_plays_through_a_client_on_a_loop_thread(tmp_path: Path) -> None:
    host = ServerThread(GameServer(open_store(tmp_path / "host.sqlite3")))
    url = host.start()
    loop = LoopThread("online-client").start()
    listener = Forward()
    client = OnlineClient(url, listener=listener)
    try:
        ticket = loop.submit(client.create("Window", ["person", "easy"])).result(30)
        assert ticket.code and ticket.token
        moves = 0
        while True:
            applied = listener.inbox.get(timeout=60)  # the window waits for news
            table = client.table
            if applied.kind == "end":
                break
            if table.my_turn and applied.seq == table.seq:
                action = legal_actions(table.state)[0]
                seq = loop.submit(client.act(action)).result(30)
                assert seq > applied.seq  # the event it made comes after the one acted on
                moves += 1
        assert table.record is not None and table.record.replay().is_over
        assert moves > 10 and listener.threads == {"online-client"}
    finally:
        loop.submit(client.close()).result(30)
        loop.stop()
        host.stop()
    assert not loop.running
