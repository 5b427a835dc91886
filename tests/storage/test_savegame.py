"""Save files: every step of seeded games survives a save and a load, damaged files are named
and set aside, older schemas migrate, the autosave store keeps its promises."""

from __future__ import annotations

import json
import os
import random

import attrs
import pytest
from conftest import FIXTURES

from sf_desktop.cli.main import main as cli_main
from sf_desktop.model import save_format
from sf_desktop.model.actions import DRAW, PUT, TAKE, action_to_json
from sf_desktop.model.record import (
    PLAYER_FIELDS_V1,
    SCHEMA_VERSION,
    STATE_FIELDS_V1,
    GameRecord,
    Seat,
    checksum,
    state_digest,
)
from sf_desktop.model.rules import apply, legal_actions
from sf_desktop.model.save_format import (
    DamagedSaveError,
    NewerSaveError,
    SaveError,
    UnreadableSaveError,
    encode,
    load_bytes,
)
from sf_desktop.model.scoring import score
from sf_desktop.model.state import GameState, PlayerState
from sf_desktop.storage import paths, save_files
from sf_desktop.storage.save_files import SaveSlot, load_file
from sf_desktop.storage.save_store import SaveStore

FIXTURES = FIXTURES / "saves"
SEATS = {
    2: (Seat("Ana", "human"), Seat("Bot", "random")),
    3: (Seat("Ana", "human"), Seat("Bo", "random"), Seat("Cy", "random")),
    4: (Seat("Ana", "human"), Seat("Bo", "random"), Seat("Cy", "random"), Seat("Dee", "human")),
}


def decide(state: GameState, seed: int, step: int):
    """A seeded policy that depends only on the game seed and the step: a resumed game makes
    the same choices as one never interrupted."""
    return random.Random(f"{seed}:{step}").choice(legal_actions(state))


def play(players: int, seed: int, limit: int | None = None) -> tuple[GameRecord, list[GameState]]:
    record = GameRecord.new(SEATS[players], seed, game_id=f"g{players}-{seed}")
    states = [record.initial_state()]
    actions = []
    while not states[-1].is_over and (limit is None or len(actions) < limit):
        action = decide(states[-1], seed, len(actions))
        state, _ = apply(states[-1], action)
        actions.append(action)
        states.append(state)
    return attrs.evolve(record, actions=tuple(actions)), states


def prefix(record: GameRecord, n: int) -> GameRecord:
    return attrs.evolve(record, actions=record.actions[:n])


def doc_of(record: GameRecord, state: GameState | None = None) -> dict:
    return json.loads(encode(record, state))


def as_bytes(doc: dict, fix_checksum: bool = True) -> bytes:
    if fix_checksum:
        doc["checksum"] = checksum(doc)
    return json.dumps(doc).encode()


@pytest.fixture(scope="module")
def game3() -> tuple[GameRecord, list[GameState]]:
    return play(3, 77)


# ---------------------------------------------------------------------------- round trips


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 2), (3, 3), (3, 4), (4, 5), (4, 6)])
def test_every_step_saves_and_loads_to_the_identical_state(players, seed) -> None:
    record, states = play(players, seed)
    assert states[-1].is_over
    for n, state in enumerate(states):
        loaded = load_bytes(encode(prefix(record, n), state))
        assert loaded.state == state
        assert loaded.record == prefix(record, n)
        assert legal_actions(loaded.state) == legal_actions(state)


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12), (4, 13)])
def test_a_resumed_game_plays_on_identically(players, seed, tmp_path) -> None:
    record, states = play(players, seed)
    for n in range(0, len(states), 23):
        path = save_files.save_file(tmp_path / f"at{n}.sfgame.json", prefix(record, n))
        loaded = load_file(path)
        state, actions = loaded.state, list(loaded.record.actions)
        while not state.is_over:
            action = decide(state, seed, len(actions))
            state, _ = apply(state, action)
            actions.append(action)
            assert state == states[len(actions)]
        assert tuple(actions) == record.actions
        assert score(state) == score(states[-1])


def test_the_file_is_readable_json_with_one_action_per_line(game3) -> None:
    record, states = game3
    text = encode(record, states[-1]).decode()
    lines = text.splitlines()
    assert lines[1] == ' "format": "sf-desktop-game",'
    assert lines[2] == f' "schema": {SCHEMA_VERSION},'
    assert sum(1 for line in lines if line.startswith('  {"type": ')) == len(record.actions)
    doc = json.loads(text)
    assert doc["checksum"] == checksum(doc)
    assert doc["snapshot"]["phase"] == "over"
    assert doc["snapshot"]["scores"] == [int(s) if s == int(s) else s for s in score(states[-1]).totals]
    assert doc["snapshot"]["state_sha256"] == state_digest(states[-1])


def test_the_state_encoding_covers_every_field() -> None:
    """A new field in the state must be a conscious change of STATE_ENCODING."""
    assert set(STATE_FIELDS_V1) == {a.name for a in attrs.fields(GameState)}
    assert set(PLAYER_FIELDS_V1) == {a.name for a in attrs.fields(PlayerState)}


def test_the_digest_sees_the_hidden_deck_order(game3) -> None:
    _, states = game3
    state = states[5]
    swapped = attrs.evolve(state, deck=(state.deck[1], state.deck[0], *state.deck[2:]))
    assert state_digest(swapped) != state_digest(state)


# ---------------------------------------------------------------------------- fixtures per schema


def test_there_is_a_fixture_for_every_schema_version() -> None:
    found = {json.loads(p.read_text(encoding="utf-8"))["schema"] for p in FIXTURES.glob("*.sfgame.json")}
    assert found == set(range(1, SCHEMA_VERSION + 1))
    assert set(save_format.MIGRATIONS) == set(range(1, SCHEMA_VERSION))


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.sfgame.json")), ids=lambda p: p.name)
def test_every_fixture_loads(path) -> None:
    loaded = load_file(path)
    assert loaded.schema == int(path.name[len("schema")])
    assert loaded.state == loaded.record.replay()
    assert ("-finished" in path.name) == loaded.state.is_over


@pytest.mark.parametrize("game", ["3p-finished", "2p-unfinished"])
def test_a_migrated_schema_1_file_is_the_same_game_as_its_schema_2_twin(game) -> None:
    old = load_file(FIXTURES / f"schema1-{game}.sfgame.json")
    new = load_file(FIXTURES / f"schema2-{game}.sfgame.json")
    assert old.schema == 1
    assert new.schema == 2
    assert old.state == new.state
    assert attrs.evolve(old.record, game_id="") == attrs.evolve(new.record, game_id="")


def test_the_finished_fixture_keeps_its_result() -> None:
    doc = json.loads((FIXTURES / "schema2-3p-finished.sfgame.json").read_text(encoding="utf-8"))
    loaded = load_file(FIXTURES / "schema2-3p-finished.sfgame.json")
    b = score(loaded.state)
    assert doc["snapshot"]["winners"] == list(b.winners)
    assert doc["snapshot"]["scores"] == [int(t) if t == int(t) else t for t in b.totals]
    assert [s.name for s in loaded.record.seats] == ["Ana", "Bernardo", "Chiara"]


def test_non_ascii_names_survive(tmp_path) -> None:
    loaded = load_file(FIXTURES / "schema1-2p-unfinished.sfgame.json")
    assert loaded.record.seats[1].name == "Ordenador 🙂"
    path = save_files.save_file(tmp_path / "x.sfgame.json", loaded.record, loaded.state)
    assert load_file(path).record == loaded.record


def test_a_migration_is_not_needed_to_start_from_schema_2(game3) -> None:
    record, states = game3
    doc = doc_of(record, states[-1])
    assert save_format.migrate(doc) is doc


# ---------------------------------------------------------------------------- damaged files


def expect(error: type[SaveError], raw: bytes, *phrases: str) -> SaveError:
    with pytest.raises(error) as info:
        load_bytes(raw)
    message = str(info.value)
    assert message.startswith("The save file ")
    assert message.endswith(".")
    for phrase in phrases:
        assert phrase in message
    return info.value


def test_damage_is_reported_by_name(game3) -> None:
    record, states = game3
    good = encode(record, states[-1])
    expect(DamagedSaveError, b"", "is empty")
    expect(DamagedSaveError, b"{not json", "not valid JSON")
    expect(DamagedSaveError, good[: len(good) // 2], "cut short")
    expect(DamagedSaveError, good[:-3], "cut short")
    expect(DamagedSaveError, b"\xff\xfe{}", "not UTF-8")
    expect(DamagedSaveError, b"[1, 2]", "JSON list, not a game record")
    expect(DamagedSaveError, b'{"format": "something-else"}', "format name is wrong")
    expect(DamagedSaveError, good.replace(b'"Ana"', b'"Ann"'), "checksum does not match")
    schema = f'"schema": {SCHEMA_VERSION}'.encode()
    assert schema in good
    expect(DamagedSaveError, good.replace(schema, b'"schema": "3"'), "schema version")
    expect(DamagedSaveError, good.replace(schema, b'"schema": 0'), "schema version")
    expect(DamagedSaveError, b"[" * 1000 + b"]" * 1000, "nested more than")
    expect(DamagedSaveError, b'{"a": ' + b"9" * 5000 + b"}", "number of 5000 digits")
    expect(DamagedSaveError, b'{"a": 1e999}', "too large")
    expect(DamagedSaveError, b'{"a": NaN}', "NaN")
    expect(DamagedSaveError, b'{"a": "' + b"x" * 20000 + b'"}', "text of 20000 characters")
    expect(DamagedSaveError, b'{"a": 1, "a": 2}', "appears twice")
    expect(DamagedSaveError, b" " * (save_format.MAX_FILE_BYTES + 1), "too large")


def test_fields_of_the_wrong_kind_are_named(game3) -> None:
    record, states = game3
    doc = doc_of(prefix(record, 30), states[30])

    def broken(change) -> bytes:
        d = json.loads(json.dumps(doc))
        change(d)
        return as_bytes(d)

    expect(DamagedSaveError, broken(lambda d: d["setup"].update(seats="x")), "'seats'", "list")
    expect(
        DamagedSaveError,
        broken(lambda d: d["setup"]["seats"].extend([{"name": "x", "kind": "human"}] * 2)),
        "2 to 4",
    )
    expect(DamagedSaveError, broken(lambda d: d["setup"].update(first_player=7)), "first player")
    expect(DamagedSaveError, broken(lambda d: d["setup"].update(seed=[1])), "seed")
    expect(DamagedSaveError, broken(lambda d: d["setup"]["seats"][0].update(name="n" * 500)), "too long")
    expect(DamagedSaveError, broken(lambda d: d["deck"].__setitem__(-1, "Z99")), "unknown card 'Z99'")
    expect(
        DamagedSaveError, broken(lambda d: d["actions"].__setitem__(3, {"type": "fly"})), "action 4", "'fly'"
    )
    expect(DamagedSaveError, broken(lambda d: d["actions"].__setitem__(3, 5)), "action 4", "object")
    expect(DamagedSaveError, broken(lambda d: d.pop("snapshot")), "'snapshot'")
    expect(DamagedSaveError, broken(lambda d: d["snapshot"].update(encoding=99)), "state encoding 99")
    expect(
        DamagedSaveError, broken(lambda d: d.update(actions=[{"type": "draw"}] * 6000)), "too many actions"
    )
    expect(DamagedSaveError, broken(lambda d: d.update(app_version=None)), "'app_version'")


def test_a_broken_rule_or_a_different_state_is_damage(game3) -> None:
    record, states = game3
    doc = doc_of(prefix(record, 40), states[40])
    legal = legal_actions(states[10])
    illegal = next(a for a in (DRAW, *TAKE, *PUT) if a not in legal)
    d = json.loads(json.dumps(doc))
    d["actions"][10] = action_to_json(illegal)
    expect(DamagedSaveError, as_bytes(d), "action 11 breaks the rules")

    d = json.loads(json.dumps(doc))
    d["snapshot"]["state_sha256"] = "0" * 64
    expect(DamagedSaveError, as_bytes(d), "does not match the state", "'state_sha256'")
    d = json.loads(json.dumps(doc))
    d["snapshot"]["turn"] += 1
    expect(DamagedSaveError, as_bytes(d), "does not match the state", "'turn'")
    d = json.loads(json.dumps(doc))
    d["deck"][-1], d["deck"][-2] = d["deck"][-2], d["deck"][-1]  # a card not yet drawn
    expect(DamagedSaveError, as_bytes(d), "does not match the state")


def test_a_file_from_a_newer_version_says_so(game3) -> None:
    record, states = game3
    d = doc_of(record, states[-1])
    d["schema"] = SCHEMA_VERSION + 1
    d["app_version"] = "9.0.0"
    error = expect(NewerSaveError, as_bytes(d), "newer version", "9.0.0", f"up to schema {SCHEMA_VERSION}")
    assert not isinstance(error, DamagedSaveError)


def test_unknown_keys_are_kept_under_the_checksum(game3) -> None:
    record, states = game3
    d = doc_of(prefix(record, 12), states[12])
    d["comment"] = "added by a later version"
    expect(DamagedSaveError, as_bytes(dict(d), fix_checksum=False), "checksum")
    assert load_bytes(as_bytes(d)).state == states[12]


def test_a_missing_or_odd_file_cannot_be_read(tmp_path) -> None:
    with pytest.raises(UnreadableSaveError, match="cannot be read"):
        load_file(tmp_path / "none.sfgame.json")
    with pytest.raises(UnreadableSaveError, match="not a regular file"):
        load_file(tmp_path)


def test_the_error_names_the_file(tmp_path) -> None:
    path = tmp_path / "mine.sfgame.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(DamagedSaveError) as info:
        load_file(path)
    assert info.value.path == path
    assert (
        str(info.value)
        == "The save file “mine.sfgame.json” is damaged: it ends too early (the file was cut short)."
    )


# ---------------------------------------------------------------------------- atomic writes


def test_an_atomic_write_leaves_no_temporary_file(tmp_path) -> None:
    target = tmp_path / "sub" / "f.json"
    save_files.atomic_write(target, b"one")
    save_files.atomic_write(target, b"two")
    assert target.read_bytes() == b"two"
    assert sorted(p.name for p in target.parent.iterdir()) == ["f.json"]


def test_a_failed_write_keeps_the_old_file(tmp_path, monkeypatch) -> None:
    target = tmp_path / "f.json"
    save_files.atomic_write(target, b"old")

    def refuse(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(save_files.os, "replace", refuse)
    with pytest.raises(OSError, match="No space"):
        save_files.atomic_write(target, b"new")
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_replace_retries_while_another_process_holds_the_file(tmp_path, monkeypatch) -> None:
    real = os.replace
    calls = []

    def held_twice(src, dst):
        calls.append(dst)
        if len(calls) <= 2:
            raise PermissionError(13, "The process cannot access the file")
        real(src, dst)

    monkeypatch.setattr(save_files.os, "replace", held_twice)
    monkeypatch.setattr(save_files, "RETRY_REPLACE", True)
    monkeypatch.setattr(save_files, "REPLACE_DELAY", 0.001)
    save_files.atomic_write(tmp_path / "f.json", b"data")
    assert (tmp_path / "f.json").read_bytes() == b"data"
    assert len(calls) == 3

    calls.clear()
    monkeypatch.setattr(save_files, "RETRY_REPLACE", False)
    with pytest.raises(PermissionError):
        save_files.atomic_write(tmp_path / "f.json", b"other")
    assert (tmp_path / "f.json").read_bytes() == b"data"


# ---------------------------------------------------------------------------- slots and backups


def test_backups_rotate_one_save_older_each(tmp_path, game3) -> None:
    record, states = game3
    slot = SaveSlot(tmp_path / "a.sfgame.json", backups=3)
    for n in range(1, 7):
        slot.write(prefix(record, n), states[n])
    counts = [len(load_file(p).record.actions) for p in slot.paths()]
    assert counts == [6, 5, 4, 3]
    assert not (tmp_path / "a.sfgame.json.4.bak").exists()


def test_a_damaged_save_is_set_aside_and_the_newest_good_backup_offered(tmp_path, game3) -> None:
    record, states = game3
    slot = SaveSlot(tmp_path / "a.sfgame.json", backups=3)
    for n in range(1, 5):
        slot.write(prefix(record, n), states[n])
    slot.path.write_bytes(slot.path.read_bytes()[:100])
    slot.backup_paths()[0].write_text("garbage", encoding="utf-8")
    found = slot.load()
    assert found.game is not None
    assert len(found.game.record.actions) == 2
    assert found.from_backup
    assert found.source == slot.backup_paths()[1]
    assert [type(p) for p in found.problems] == [DamagedSaveError, DamagedSaveError]
    assert "cut short" in str(found.problems[0])
    names = sorted(p.name for p in tmp_path.iterdir())
    assert sum(".damaged-" in n for n in names) == 2  # set aside, never deleted
    assert not slot.path.exists()
    aside = next(p for p in tmp_path.iterdir() if p.name.startswith("a.sfgame.json.damaged-"))
    assert len(aside.read_bytes()) == 100


def test_when_every_file_is_damaged_nothing_is_offered(tmp_path) -> None:
    slot = SaveSlot(tmp_path / "a.sfgame.json")
    slot.path.write_text("{}", encoding="utf-8")
    found = slot.load()
    assert found.game is None
    assert len(found.problems) == 1


# ---------------------------------------------------------------------------- the store


def test_autosave_and_resume(tmp_path, game3) -> None:
    record, states = game3
    store = SaveStore(tmp_path)
    assert store.find_resume().game is None
    for n in range(1, 30):
        store.autosave(prefix(record, n), states[n])
    resume = SaveStore(tmp_path).find_resume()
    assert resume.game is not None
    assert resume.game.state == states[29]
    assert resume.problems == ()
    assert not resume.from_backup


def test_resume_falls_back_to_a_backup_and_explains(tmp_path, game3) -> None:
    record, states = game3
    store = SaveStore(tmp_path)
    for n in range(1, 10):
        store.autosave(prefix(record, n), states[n])
    (tmp_path / SaveStore.AUTOSAVE).write_bytes(b"\x00" * 50)
    resume = SaveStore(tmp_path).find_resume()
    assert resume.from_backup
    assert resume.game is not None
    assert resume.game.state == states[8]
    assert "is damaged" in str(resume.problems[0])


def test_a_finished_game_is_filed_and_the_autosave_cleared(tmp_path, game3) -> None:
    record, states = game3
    store = SaveStore(tmp_path)
    store.autosave(prefix(record, 5), states[5])
    path = store.finish(record, states[-1])
    assert path.parent == store.finished_dir
    assert store.find_resume().game is None
    assert not any(p.exists() for p in store.slot.paths())
    store.finish(record, states[-1])  # filing the same game again replaces it
    games = store.finished_games()
    assert len(games) == 1
    assert games[0].state == states[-1]


def test_a_finished_game_left_in_the_autosave_is_filed_not_offered(tmp_path, game3) -> None:
    record, states = game3
    store = SaveStore(tmp_path)
    store.autosave(record, states[-1])
    assert SaveStore(tmp_path).find_resume().game is None
    assert len(store.finished_games()) == 1


def test_a_new_game_puts_the_unfinished_one_aside(tmp_path, game3) -> None:
    record, states = game3
    store = SaveStore(tmp_path)
    for n in range(1, 5):
        store.autosave(prefix(record, n), states[n])
    other, other_states = play(2, 99, limit=3)
    fresh = SaveStore(tmp_path)  # a new session, without asking to resume
    fresh.autosave(prefix(other, 1), other_states[1])
    fresh.autosave(other, other_states[-1])
    aside = list(store.abandoned_dir.iterdir())
    assert len(aside) == 1
    assert load_file(aside[0]).state == states[4]
    for backup in fresh.slot.backup_paths()[1:]:
        assert not backup.exists()  # no backup of the older game is kept as one of this one
    assert load_file(fresh.slot.backup_paths()[0]).record.game_id == other.game_id


def test_new_record_has_an_id_and_a_seed() -> None:
    a = save_format.new_record((Seat("a"), Seat("b", "random")))
    b = save_format.new_record((Seat("a"), Seat("b", "random")))
    assert a.game_id != b.game_id
    assert isinstance(a.seed, int)
    assert a.initial_state().deck == a.deck


def test_the_data_folder_can_be_overridden(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path))
    assert SaveStore().folder == tmp_path
    monkeypatch.delenv(paths.DATA_DIR_ENV)
    assert "SF Desktop" in str(paths.data_dir())


# ---------------------------------------------------------------------------- the command line


def test_cli_replay_reads_save_files(tmp_path, capsys, game3) -> None:
    record, states = game3
    path = save_files.save_file(tmp_path / "g.sfgame.json", record, states[-1])
    assert cli_main(["replay", str(path)]) == 0
    assert f"{len(record.actions)} actions replayed, game finished" in capsys.readouterr().out
    path.write_bytes(path.read_bytes().replace(b'"Ana"', b'"Anne"'))
    assert cli_main(["replay", str(path)]) == 2
    assert "checksum does not match" in capsys.readouterr().err
    assert cli_main(["replay", str(FIXTURES / "schema1-3p-finished.sfgame.json")]) == 0


def test_savebench_reports_its_figures(tmp_path, capsys) -> None:
    args = [
        "savebench",
        "--seats",
        "random,random,random,random",
        "--repeats",
        "3",
        "--dir",
        str(tmp_path),
        "--json",
    ]
    assert cli_main(args) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["actions"] > 50
    assert figures["file_bytes"] == (tmp_path / "bench.sfgame.json").stat().st_size
    assert 0 < figures["save_ms_median"] < 1000
    assert 0 < figures["load_ms_median"] < 1000
    assert 0 < figures["autosave_ms_per_action_median"] < 1000
