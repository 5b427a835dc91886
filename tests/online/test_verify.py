"""``sf-desktop-cli verify``: an honest online record matches its commitment; a deck, an
action or a salt changed afterwards does not, even when the file's checksum and snapshot
were written anew; saves from before online play still load and have no commitment."""

from __future__ import annotations

import random
from pathlib import Path

import attrs
import pytest

from sf_desktop.cli.main import main
from sf_desktop.model.record import GameRecord
from sf_desktop.model.rules import apply, legal_actions
from sf_desktop.model.save_format import decode, encode
from sf_desktop.online import protocol as p
from sf_desktop.online.server.codes import token_hash
from sf_desktop.online.server.room import Room, Setup
from sf_desktop.online.table import verify_record
from sf_desktop.storage.save_files import load_file

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


def honest_record(seed: int = 1) -> GameRecord:
    """A game played to its end through a server room, as its end event reveals it."""
    room = Room(Setup.new("KXQ7M2PD", ("person", "person"), None, 0))
    for n in range(2):
        _, change = room.plan_claim(f"P{n}", token_hash(f"t{n}"), 0)
        for event in change.events:
            room.apply_event(event)
    rng = random.Random(seed)
    while not room.over:
        action = rng.choice(legal_actions(room.state))
        change = room.plan_act(
            room.state.current, p.Act(f"a{len(room.actions)}", len(room.actions), action), 0
        )
        for event in change.events:
            room.apply_event(event)
    return decode(room.reveal()["record"]).record


def write(tmp_path: Path, record: GameRecord, name: str = "game") -> Path:
    path = tmp_path / f"{name}.sfgame.json"
    path.write_bytes(encode(record))  # a fresh checksum and snapshot: only the commitment can tell
    return path


def verify(path: Path, *extra: str) -> int:
    return main(["verify", str(path), *extra])


def test_an_honest_record_matches(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = honest_record()
    path = write(tmp_path, record)
    assert verify(path) == 0
    out = capsys.readouterr().out
    assert "matches its commitment" in out and record.commitment.digest in out
    assert verify(path, "--digest", "sha256:" + record.commitment.digest) == 0
    assert load_file(path).record == record  # an ordinary save, commitment kept


def test_a_changed_deck_does_not_match(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = honest_record(2)
    deck = list(record.deck)
    deck[-1], deck[-2] = deck[-2], deck[-1]  # two cards nobody drew, or the whole game would differ
    if deck == list(record.deck):
        deck[0], deck[1] = deck[1], deck[0]
    tampered = attrs.evolve(record, deck=tuple(deck))
    path = write(tmp_path, tampered)
    assert load_file(path).record.deck == tuple(deck)  # it is a good save file
    assert verify(path) == 1
    assert "deck order and the salt do not give the published digest" in capsys.readouterr().out


def test_a_changed_action_does_not_match(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = honest_record(3)
    state = record.initial_state()
    for k, action in enumerate(record.actions):
        others = [a for a in legal_actions(state) if a != action]
        if others and k > 10:
            break
        state, _ = apply(state, action)
    tampered = attrs.evolve(record, actions=(*record.actions[:k], others[0]))
    path = write(tmp_path, tampered)
    assert load_file(path).record.actions[-1] == others[0]
    assert verify(path) == 1
    assert "actions do not give the transcript" in capsys.readouterr().out


def test_a_changed_salt_does_not_match(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = honest_record(4)
    salt = ("0" if record.commitment.salt[0] != "0" else "1") + record.commitment.salt[1:]
    tampered = attrs.evolve(record, commitment=attrs.evolve(record.commitment, salt=salt))
    assert verify(write(tmp_path, tampered)) == 1
    assert "do not give the published digest" in capsys.readouterr().out


def test_a_digest_other_than_the_one_shown_at_the_start_does_not_match(tmp_path: Path) -> None:
    record = honest_record(5)
    other = honest_record(6)
    assert verify(write(tmp_path, record), "--digest", other.commitment.digest) == 1
    assert verify_record(record, other.commitment.digest)[0].startswith("its digest is not the one")


def test_a_file_changed_by_hand_is_damaged_not_verified(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, honest_record(7))
    text = path.read_text()
    at = text.index('"digest": "') + len('"digest": "')
    path.write_text(text[:at] + ("a" if text[at] != "a" else "b") + text[at + 1 :])  # no new checksum
    assert verify(path) == 2
    assert "checksum does not match" in capsys.readouterr().err


def test_older_saves_still_load_and_have_no_commitment(capsys: pytest.CaptureFixture[str]) -> None:
    files = sorted(FIXTURES.glob("*.sfgame.json"))
    assert files
    for path in files:
        assert load_file(path).record.commitment is None
        assert verify(path) == 2
    assert "not played online" in capsys.readouterr().err


def test_a_commitment_of_the_wrong_shape_is_a_damaged_file(tmp_path: Path) -> None:
    import json

    from sf_desktop.model.record import checksum

    record = honest_record(8)
    doc = record.to_json()
    for bad in ({"digest": "x"}, {"digest": "G" * 64, "salt": "0" * 64, "transcript": "0" * 64}, "sha256"):
        doc["commitment"] = bad
        doc["checksum"] = checksum(doc)
        path = tmp_path / "bad.sfgame.json"
        path.write_text(json.dumps(doc))
        assert verify(path) == 2
