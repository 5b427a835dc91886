"""Whole games through a real server on 127.0.0.1: people played by scripted agents through
their own clients, AI seats thinking on the server; the end's record verified by every seat,
and the finished game an ordinary save (replay, review's replay, statistics)."""

from __future__ import annotations

from pathlib import Path

import pytest
from online_helpers import close_all, play_all, problems, run, seated, served

from sf_desktop.model.replay import RecordReplay
from sf_desktop.online.client import OnlineClient, Refused
from sf_desktop.online.protocol import PROTOCOL, PROTOCOL_VERSION
from sf_desktop.online.server import ServerThread
from sf_desktop.online.server.net import GameServer
from sf_desktop.online.server.store import open_store
from sf_desktop.storage import stats
from sf_desktop.storage.save_files import load_file, save_file


def test_a_two_seat_game_of_two_people(tmp_path: Path) -> None:
    async def scenario():
        async with served(tmp_path) as server:
            clients = await seated(server.url, ["person", "person"], ["Ann", "Bob"])
            runs = await play_all(clients, "greedy")
            tables = [c.table for c in clients]
            live = server.hub.rooms[clients[0].ticket.code]
            await close_all(clients)
            return runs, tables, live.room, [c.reconnections for c in clients] + problems(clients)

    runs, tables, room, troubles = run(scenario())
    assert troubles == [0, 0]  # no reconnection, no problem
    records = [r.record for r in runs]
    assert records[0] is not None and records[1] is not None
    witnesses = [r.commitment.witness for r in records]  # each copy says whose it is
    assert [w.seat for w in witnesses] == [0, 1] and witnesses[0].transcript == witnesses[1].transcript
    assert records[0] == records[1]  # the same game: the witness says whose copy, not what happened
    record = records[0]
    assert record.actions == tuple(room.actions) and record.deck == room.setup.deck
    assert record.commitment.digest == tables[0].room.commitment == tables[1].room.commitment
    assert [s.name for s in record.seats] == ["Ann", "Bob"] and all(s.kind == "human" for s in record.seats)
    assert tables[0].state == tables[1].state  # both tables followed the events to the same place
    assert all(r.refusals == [] for r in runs)
    acked = sorted(at for r in runs for at, _ in r.acked)
    assert acked == list(range(len(record.actions)))  # every action acknowledged once, in order


@pytest.mark.slow
def test_a_four_seat_game_with_ai_seats_on_the_server(tmp_path: Path) -> None:
    async def scenario():
        async with served(tmp_path) as server:
            clients = await seated(server.url, ["person", "medium", "person", "easy"], ["Ann", "Bob"])
            runs = await play_all(clients, "greedy", seed=4)
            await close_all(clients)
            return runs

    runs = run(scenario(), timeout=300)
    record = runs[0].record
    assert record is not None and record == runs[1].record
    assert [s.kind for s in record.seats] == ["human", "medium", "human", "easy"]
    state = record.replay()
    assert state.is_over
    ai_moves = {i for i, _ in enumerate(record.actions)} - {at for r in runs for at, _ in r.acked}
    assert ai_moves  # the server's AI seats played their own decisions
    path = save_file(tmp_path / "online.sfgame.json", record)
    loaded = load_file(path)
    assert loaded.record == record and loaded.record.commitment == record.commitment
    replay = RecordReplay(loaded.record)
    replay.seek(len(replay))
    assert replay.at_end and replay.state.is_over
    counted = stats.compute([path], player_name="Ann")
    assert counted.overall.played == 1


def test_a_finished_online_game_is_an_ordinary_save(tmp_path: Path) -> None:
    async def scenario():
        async with served(tmp_path) as server:
            clients = await seated(server.url, ["person", "greedy"], ["Zoë"])
            runs = await play_all(clients, "random", seed=2)
            await close_all(clients)
            return runs[0].record

    record = run(scenario())
    path = save_file(tmp_path / "zoe.sfgame.json", record)
    loaded = load_file(path)
    assert loaded.state.is_over and loaded.record.commitment is not None
    assert stats.compute([path]).overall.played == 1  # the one person seat is counted


def test_a_client_of_another_protocol_version_is_refused_clearly(tmp_path: Path) -> None:
    import websockets

    async def scenario():
        async with served(tmp_path) as server:
            async with websockets.connect(server.url, proxy=None) as ws:
                await ws.send('{"type": "hello", "protocol": 99, "client": "from the future"}')
                reply = await ws.recv()
                with pytest.raises(websockets.ConnectionClosed) as closed:
                    await ws.recv()
            return reply, closed.value

    reply, closed = run(scenario())
    assert '"code":"protocol_version"' in reply and f"speaks protocol {PROTOCOL}" in reply
    assert "protocol 99" in reply
    assert closed.rcvd is not None and closed.rcvd.code == 4000


def test_the_client_refuses_a_server_of_another_protocol(tmp_path: Path, monkeypatch) -> None:
    from sf_desktop.online import protocol

    async def scenario():
        async with served(tmp_path) as server:
            monkeypatch.setattr(protocol, "PROTOCOL", 7)  # the server now answers as version 7
            client = OnlineClient(server.url, reconnect=False)
            with pytest.raises(Refused) as info:
                await client.create("Ann", ["person", "easy"])
            await client.close()
            return info.value

    refusal = run(scenario())
    assert refusal.code == PROTOCOL_VERSION


def test_a_server_on_a_thread_of_its_own(tmp_path: Path) -> None:
    thread = ServerThread(GameServer(open_store(tmp_path / "s.sqlite3")))
    url = thread.start()
    try:

        async def scenario():
            clients = await seated(url, ["person", "easy"])
            runs = await play_all(clients, "greedy", seed=3)
            await close_all(clients)
            return runs[0].record

        assert run(scenario()).replay().is_over
    finally:
        thread.stop()
    assert not thread.thread.running
