"""Two players' game models, each with its own online client, play a whole game through a real
game server on 127.0.0.1: every step each model shows came from the server's events, both see
the same game, and the end is a verified record filed with each player's finished games."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from app_online_helpers import WAIT_MS, play_to_the_end, player, seated, serving

from sf_desktop.model.history import Step
from sf_desktop.model.rules import legal_actions
from sf_desktop.model.save_format import game_key
from sf_desktop.session.game_model import GameModel
from sf_desktop.session.remote_game import FRIEND, HUMAN
from sf_desktop.session.seats.online import online_game, put_on_table
from sf_desktop.storage.stats import from_store


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    with serving(tmp_path) as url:
        yield url


def test_two_game_models_play_a_whole_game_through_a_server(qtbot, tmp_path: Path, server: str) -> None:
    ana, bruno = player(tmp_path / "ana"), player(tmp_path / "bruno")
    try:
        game_a = seated(qtbot, ana, "create", server, "Ana", [HUMAN, FRIEND], None)
        assert not game_a.started and game_a.waiting_for == 1
        game_b = seated(qtbot, bruno, "join", server, game_a.code, "Bruno")
        qtbot.waitUntil(lambda: game_a.started and game_b.started, timeout=WAIT_MS)
        model_a, model_b = GameModel(), GameModel()
        steps: dict[str, list[Step]] = {"a": [], "b": []}
        model_a.stepped.connect(steps["a"].append)
        model_b.stepped.connect(steps["b"].append)
        put_on_table(model_a, game_a)
        put_on_table(model_b, game_b)
        assert model_a.names == model_b.names == ("Ana", "Bruno")
        assert [s.kind for s in model_a.seats] == [HUMAN, FRIEND]
        assert [s.kind for s in model_b.seats] == [FRIEND, HUMAN]
        assert not model_a.can_undo and online_game(model_a) is game_a

        acted = play_to_the_end(qtbot, [model_a, model_b])

        qtbot.waitUntil(
            lambda: online_game(model_a) is None and online_game(model_b) is None, timeout=WAIT_MS
        )
        assert acted == len(model_a.history) == len(model_b.history) > 20
        assert [(s.seat, s.action) for s in steps["a"]] == [(s.seat, s.action) for s in steps["b"]]
        assert len(steps["a"]) == acted  # each action shown once, when its event came back
        record_a, record_b = model_a.record, model_b.record  # the revealed records, verified
        assert record_a.commitment is not None and record_a.deck == record_b.deck
        assert record_a.actions == record_b.actions and record_a.replay().is_over
        assert game_key(record_a) == game_key(record_b)
        for play, seat in ((ana, 0), (bruno, 1)):
            qtbot.waitUntil(lambda play=play: play.book.entries[0].finished != "", timeout=WAIT_MS)
            finished = play.store.finished_games()
            assert len(finished) == 1 and finished[0].record.actions == record_a.actions
            stats = from_store(play.store)
            assert stats.overall.played == 1 and stats.games[0].seat == seat
            assert stats.games[0].opponents == (FRIEND,)
    finally:
        ana.shutdown()
        bruno.shutdown()


def test_an_action_is_refused_before_the_game_starts_and_out_of_turn(
    qtbot, tmp_path: Path, server: str
) -> None:
    ana, bruno = player(tmp_path / "ana"), player(tmp_path / "bruno")
    try:
        game_a = seated(qtbot, ana, "create", server, "Ana", [HUMAN, FRIEND, "easy"], None)
        model_a = GameModel()
        refusals: list[str] = []
        model_a.action_refused.connect(refusals.append)
        put_on_table(model_a, game_a)
        action = legal_actions(model_a.state)[0]
        assert not model_a.human_to_move and not model_a.submit(action)
        assert "starts when every friend has joined" in refusals[-1]
        game_b = seated(qtbot, bruno, "join", server, game_a.code, "Bruno")
        qtbot.waitUntil(lambda: game_a.started, timeout=WAIT_MS)
        model_b = GameModel()
        put_on_table(model_b, game_b)
        qtbot.waitUntil(lambda: model_a.human_to_move or model_b.human_to_move, timeout=WAIT_MS)
        mover, other = (model_a, model_b) if model_a.human_to_move else (model_b, model_a)
        # The other table hears of the bot's move a moment after the mover's table does.
        qtbot.waitUntil(lambda: other.thinking_seat == online_game(mover).seat, timeout=WAIT_MS)
        other_refusals: list[str] = []
        other.action_refused.connect(other_refusals.append)
        assert not other.submit(legal_actions(other.state)[0])
        assert other_refusals == ["It is not your turn."] and online_game(other).sending is None
        assert mover.thinking_seat == -1
    finally:
        ana.shutdown()
        bruno.shutdown()
