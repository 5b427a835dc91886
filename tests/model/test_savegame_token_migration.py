"""Saves made under the earlier contract-token rule still load, to the very same game.

Until schema 3 a finalize turn ended by itself once nothing was left to place, even for a
player who still held the "discard 2 contracts" token; today that player ends it with a stop
(RULES 4). The ``schema2-2p-token-*`` fixtures were saved by the app before the change, from
games in which that happened (after action 107 of the finished one, after the last action of
the unfinished one).
"""

from __future__ import annotations

import json

import attrs
import pytest
from conftest import FIXTURES

from sf_desktop.model import save_format
from sf_desktop.model.actions import STOP, Stop
from sf_desktop.model.earlier_rules import write_in_automatic_ends
from sf_desktop.model.record import GameRecord, RecordError, checksum, state_digest
from sf_desktop.model.rules import awaiting_end, may_spend
from sf_desktop.model.save_format import DamagedSaveError, load_bytes
from sf_desktop.model.state import Phase
from sf_desktop.storage.save_files import load_file, save_file

FIXTURES = FIXTURES / "saves"
# The fixture, and the number of actions after which the earlier rule ended a token
# holder's finalize turn by itself (found by replaying the files with the app that wrote them).
TOKEN_GAMES = {"2p-token-finished": 107, "2p-token-unfinished": 77}


def doc_of(name: str) -> dict:
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize(("game", "ended_after"), TOKEN_GAMES.items())
def test_an_old_rule_save_loads_to_the_state_it_was_saved_in(game: str, ended_after: int) -> None:
    doc = doc_of(f"schema2-{game}.sfgame.json")
    old_actions = GameRecord.from_body(doc).actions
    loaded = load_file(FIXTURES / f"schema2-{game}.sfgame.json")
    assert loaded.schema == 2
    # The same game: the state digest saved with the old file matches the replay of today.
    assert state_digest(loaded.state) == doc["snapshot"]["state_sha256"]
    assert loaded.state.turn == doc["snapshot"]["turn"] and loaded.state.current == doc["snapshot"]["current"]
    assert Phase(loaded.state.phase).name.lower() == doc["snapshot"]["phase"]
    # One stop written in, exactly where the earlier rule ended the turn by itself.
    expected = (*old_actions[:ended_after], STOP, *old_actions[ended_after:])
    assert loaded.record.actions == expected
    assert loaded.record == attrs.evolve(GameRecord.from_body(doc), actions=expected)


@pytest.mark.parametrize(("game", "ended_after"), TOKEN_GAMES.items())
def test_the_turn_that_ended_by_itself_now_waits_for_its_holder(game: str, ended_after: int) -> None:
    """Replayed as written, the old record stops at a turn that today waits for a decision."""
    record = GameRecord.from_body(doc_of(f"schema2-{game}.sfgame.json"))
    states = list(attrs.evolve(record, actions=record.actions[:ended_after]).states())
    waiting = states[-1]
    assert waiting.phase == Phase.PLACE and awaiting_end(waiting)
    assert may_spend(waiting.players[waiting.current])
    holder = waiting.current
    assert waiting.players[holder].discard_tokens == 1 and waiting.players[holder].contracts >= 1
    # Without the stop the old record does not replay to the game that was saved.
    if ended_after < len(record.actions):
        with pytest.raises(RecordError):
            record.replay()
    else:
        assert record.replay().current == holder  # still the holder's turn, not the next player's
    after_stop, added = write_in_automatic_ends(record)[1:]
    assert added == 1 and after_stop == load_file(FIXTURES / f"schema2-{game}.sfgame.json").state


@pytest.mark.parametrize("game", ["2p-unfinished", "3p-finished", *TOKEN_GAMES])
def test_a_migrated_schema_2_file_is_the_same_game_as_its_schema_3_twin(game: str) -> None:
    old = load_file(FIXTURES / f"schema2-{game}.sfgame.json")
    new = load_file(FIXTURES / f"schema3-{game}.sfgame.json")
    assert (old.schema, new.schema) == (2, 3)
    assert old.state == new.state
    assert old.record == new.record


def test_a_schema_1_record_of_the_earlier_rule_migrates_through_both_steps() -> None:
    doc = doc_of("schema2-2p-token-finished.sfgame.json")
    one = {k: v for k, v in doc.items() if k not in ("snapshot", "checksum", "saved_at", "game_id")}
    one["schema"] = 1
    loaded = load_bytes(json.dumps(one).encode())
    assert loaded.schema == 1
    assert loaded.state == load_file(FIXTURES / "schema2-2p-token-finished.sfgame.json").state
    assert (
        sum(type(a) is Stop for a in loaded.record.actions)
        == sum(a == {"type": "stop"} for a in doc["actions"]) + 1
    )


def test_migrating_writes_the_longer_record_with_a_new_snapshot_and_checksum() -> None:
    doc = doc_of("schema2-2p-token-unfinished.sfgame.json")
    out = save_format.migrate(doc)
    assert out["schema"] == 3
    assert len(out["actions"]) == len(doc["actions"]) + 1 and out["actions"][-1] == {"type": "stop"}
    assert out["snapshot"]["actions"] == len(out["actions"])
    assert out["snapshot"]["state_sha256"] == doc["snapshot"]["state_sha256"]
    assert out["checksum"] == checksum(out) != doc["checksum"]
    assert (
        json.loads((FIXTURES / "schema2-2p-token-unfinished.sfgame.json").read_text(encoding="utf-8")) == doc
    )


def test_a_damaged_old_file_is_not_laundered_by_the_migration() -> None:
    """The migration writes a new checksum, so it must check the old one first."""
    doc = doc_of("schema2-2p-token-finished.sfgame.json")
    altered = dict(doc, actions=doc["actions"][:-1])
    with pytest.raises(DamagedSaveError, match="checksum does not match"):
        load_bytes(json.dumps(altered).encode())
    # A consistent checksum over a snapshot that is not the game's own: refused too.
    snap = dict(doc["snapshot"], state_sha256="0" * 64)
    forged = {k: v for k, v in doc.items() if k != "checksum"}
    forged["snapshot"] = snap
    forged["checksum"] = checksum(forged)
    with pytest.raises(DamagedSaveError, match="does not match the state saved"):
        load_bytes(json.dumps(forged).encode())
    no_snapshot = {k: v for k, v in doc.items() if k not in ("checksum", "snapshot")}
    no_snapshot["checksum"] = checksum(no_snapshot)
    with pytest.raises(DamagedSaveError, match="snapshot"):
        load_bytes(json.dumps(no_snapshot).encode())


def test_a_saved_file_of_today_keeps_a_stop_it_needs(tmp_path) -> None:
    """Schema 3 is written as played: loading it adds nothing."""
    loaded = load_file(FIXTURES / "schema2-2p-token-finished.sfgame.json")
    path = save_file(tmp_path / "g.sfgame.json", loaded.record, loaded.state)
    again = load_file(path)
    assert again.schema == 3 and again.record == loaded.record and again.state == loaded.state
