"""A connection cut by the server in the middle of a turn, right after it stored this seat's
action and before the acknowledgement or the event went out: the client connects again by
itself, catches up, sends the action again under the same id, and the action is applied once;
the game model shows it once, and the game goes on to its verified end."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app_online_helpers import WAIT_MS, play_to_the_end, player, seated

from sf_desktop.model.actions import Draw
from sf_desktop.model.history import Step
from sf_desktop.online.protocol import Act
from sf_desktop.online.server import GameServer, ServerThread, open_store
from sf_desktop.online.server.hub import Hub
from sf_desktop.session.game_model import GameModel
from sf_desktop.session.remote_game import FRIEND, HUMAN
from sf_desktop.session.seats.online import online_game, put_on_table


class CuttingHub(Hub):
    """Cuts the connection of the ``cut_seat``'s first Draw once it is stored, before anything
    about it reaches that seat."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.cut_seat = -1
        self.cut_id = ""
        self.acts: list[str] = []  # every act's id, as received

    async def act(self, peer: Any, msg: Act) -> None:
        self.acts.append(msg.id)
        if self.cut_id or peer.seat != self.cut_seat or not isinstance(msg.action, Draw):
            await super().act(peer, msg)
            return
        self.cut_id = msg.id
        peer.send = lambda text: None  # this connection hears nothing more: no ack, no event
        await super().act(peer, msg)  # stored, and sent to the other seats
        peer.ws.transport.abort()  # and the line is cut


def test_an_action_cut_off_before_its_acknowledgement_is_applied_once(qtbot, tmp_path: Path) -> None:
    store = open_store(tmp_path / "server.sqlite3")
    hub = CuttingHub(store)
    server = ServerThread(GameServer(store, hub=hub))
    url = server.start()
    ana, bruno = player(tmp_path / "ana"), player(tmp_path / "bruno")
    try:
        game_a = seated(qtbot, ana, "create", url, "Ana", [HUMAN, FRIEND], None)
        game_b = seated(qtbot, bruno, "join", url, game_a.code, "Bruno")
        hub.cut_seat = game_b.seat
        model_a, model_b = GameModel(), GameModel()
        put_on_table(model_a, game_a)
        put_on_table(model_b, game_b)
        shown: list[Step] = []
        model_b.stepped.connect(shown.append)
        statuses: list[str] = []
        game_b.changed.connect(lambda: statuses.append(game_b.status))

        play_to_the_end(qtbot, [model_a, model_b], seed=5)

        qtbot.waitUntil(
            lambda: online_game(model_b) is None and online_game(model_a) is None, timeout=WAIT_MS
        )
        assert hub.cut_id and hub.acts.count(hub.cut_id) == 2  # sent, cut off, sent again
        assert "reconnecting" in statuses and statuses[-1] in ("online", "closed")
        assert game_b.client.reconnections >= 1
        final = model_b.record.actions
        assert final == model_a.record.actions and model_b.record.replay().is_over
        assert [s.action for s in shown] == list(final)  # every action shown once, none twice
    finally:
        ana.shutdown()
        bruno.shutdown()
        server.stop()
