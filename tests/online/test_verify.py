"""``sf-desktop-cli verify``: what an online record proves against what its players held.

Every forgery here is written the way someone who read docs/save-format.md would write it:
the record changed, then its commitment, transcript and witness computed anew (:func:`reseal`)
and the file's checksum and snapshot written anew, so that the file agrees with itself. What
catches it is what a player held: the digest published before the first move, the transcript
their app showed at the end, or another player's copy."""

from __future__ import annotations

import copy
import hashlib
import json
import random
from pathlib import Path
from unittest import mock

import attrs
import pytest

from sf_desktop.cli.main import main
from sf_desktop.model.actions import action_to_json
from sf_desktop.model.cards import CARDS
from sf_desktop.model.commitment import Witness
from sf_desktop.model.record import GameRecord, Seat, canonical_json
from sf_desktop.model.rules import apply, legal_actions
from sf_desktop.model.save_format import decode, encode
from sf_desktop.model.scoring import score
from sf_desktop.online import protocol as p
from sf_desktop.online.server import room as room_module
from sf_desktop.online.server.codes import token_hash
from sf_desktop.online.server.room import Room, Setup
from sf_desktop.online.table import RemoteTable, RoomInfo
from sf_desktop.storage.save_files import load_file

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
NAMES = ("Ann", "Bea", "Cy", "Di")


@attrs.define
class Game:
    """A game played to its end through a server room: the digest its players were shown,
    and every event as they received it."""

    room: Room
    info: RoomInfo
    messages: list[dict]

    def copy_of(self, seat: int) -> GameRecord:
        """The record as the app of ``seat`` keeps it: checked against the events, witnessed."""
        table = RemoteTable(self.info, seat)
        for message in self.messages:
            table.apply(message)
        assert table.record is not None
        return table.record

    @property
    def published(self) -> str:
        return self.info.commitment


def play(seed: int = 1, kinds: tuple[str, ...] = ("person", "person")) -> Game:
    # The deck's seed is drawn from ``seed`` (the server draws it from ``secrets``): the same
    # game every run, so a test that searches it for something finds it every time.
    with mock.patch.object(
        room_module.secrets, "randbits", lambda bits: random.Random(seed).getrandbits(bits)
    ):
        room = Room(Setup.new("KXQ7M2PD", kinds, None, 0))
    game = Game(room, RoomInfo.from_json(room.describe()), [])

    def commit(change) -> None:
        for event in change.events:
            room.apply_event(event)
            body = room.reveal() if event.kind == "end" else event.body
            game.messages.append(p.event_message(event.seq, event.kind, copy.deepcopy(body)))

    for n in range(kinds.count("person")):
        commit(room.plan_claim(NAMES[n], token_hash(f"t{n}"), 0)[1])
    rng = random.Random(seed)
    while not room.over:
        seat, at = room.state.current, len(room.actions)
        act = p.Act(f"a{at}", at, rng.choice(legal_actions(room.state)))
        commit(room.plan_act(seat, act, 0, by="ai" if room.is_ai(seat) else "player"))
    return game


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def reseal(record: GameRecord, salt: str | None = None) -> GameRecord:
    """The commitment a forger writes for a changed record, by the documented formats."""
    c = record.commitment
    salt = salt or c.salt
    deck = [CARDS[i].id for i in record.deck]
    if getattr(c, "version", 1) == 1:
        digest = _sha(canonical_json({"deck": deck, "salt": salt}))
        chain = digest
    else:
        setup = {
            "commitment": 2,
            "game_id": record.game_id,
            "seats": ["person" if s.kind in ("human", "friend") else s.kind for s in record.seats],
            "first_player": record.first_player,
            "seed": record.seed,
            "deck": deck,
            "salt": salt,
        }
        digest = _sha(canonical_json(setup))
        chain = _sha(digest.encode() + b"\n" + canonical_json({"names": [s.name for s in record.seats]}))
    for action in record.actions:
        chain = _sha(chain.encode() + b"\n" + canonical_json(action_to_json(action)))
    sealed = attrs.evolve(c, digest=digest, salt=salt, transcript=chain)
    if getattr(c, "witness", None) is not None:
        sealed = attrs.evolve(sealed, witness=attrs.evolve(c.witness, transcript=chain))
    return attrs.evolve(record, commitment=sealed)


def write(tmp_path: Path, record: GameRecord, name: str = "game") -> Path:
    path = tmp_path / f"{name}.sfgame.json"
    path.write_bytes(encode(record))  # a fresh checksum and snapshot: only the commitment can tell
    assert load_file(path).record == record  # a good save file, that replays by the rules
    return path


def verify(path: Path, *extra: str) -> int:
    return main(["verify", str(path), *extra])


# ---------------------------------------------------------------------------- honest records


def test_an_honest_copy_matches_what_its_player_holds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = play()
    mine = game.copy_of(0)
    path = write(tmp_path, mine)
    noted = mine.commitment.transcript
    grouped = " ".join(
        game.published[i : i + 16] for i in range(0, 64, 16)
    ).upper()  # as the app's log shows it
    assert verify(path, "--digest", "sha256:" + grouped, "--transcript", noted) == 0
    out = capsys.readouterr().out
    assert "matches what you gave" in out and "Not proved" not in out
    assert "the game id, the seats' kinds, the first player, the seed and the deck order" in out
    assert "the seats' names and all its actions: the ones a player's app saw" in out
    kept = load_file(path).record  # an ordinary save, commitment and witness kept
    assert kept == mine and kept.commitment.witness == mine.commitment.witness == Witness(0, noted)


def test_two_players_copies_agree(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = play(2)
    mine, theirs = write(tmp_path, game.copy_of(0), "ann"), write(tmp_path, game.copy_of(1), "bea")
    assert verify(mine, "--against", str(theirs)) == 0
    out = capsys.readouterr().out
    assert "the copy of seat 2, Bea" in out and "a forger would have to change every copy" in out
    assert verify(mine, "--against", str(mine)) == 3  # one's own copy twice is no second witness
    assert "the copy of the same seat" in capsys.readouterr().out


def test_a_record_alone_proves_only_that_it_agrees_with_itself(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A made-up game with its own deck and commitment is, alone, as good as an honest one:
    verify says so, and never that the deck was fixed before the first move."""
    real = play(3)
    made_up = play(4)  # another deck, seed and salt, every value computed as a server would
    path = write(tmp_path, made_up.copy_of(0))
    assert verify(path) == 3
    out = capsys.readouterr().out
    assert "agrees with itself only" in out
    assert "fixed before the first move" not in out and "committed to before" not in out
    assert "anyone could have made up this deck" in out and "--digest" in out
    assert verify(path, "--digest", real.published) == 1
    assert "its digest is not the one published at the start" in capsys.readouterr().out


# ---------------------------------------------------------------------------- forgeries


def test_a_made_up_deck_with_its_own_commitment_does_not_match(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = play(5)
    record = game.copy_of(0)
    deck = list(record.deck)
    deck[-1], deck[-2] = deck[-2], deck[-1]  # two cards nobody drew, or the whole game would differ
    path = write(tmp_path, reseal(attrs.evolve(record, deck=tuple(deck)), salt="ab" * 32))
    assert verify(path) == 1  # the seed does not give it, whatever digest is held
    assert "the seed does not give this deck order" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ("name", None),
        ("kind", "its digest is not the one published at the start"),
        ("first player", "the seed does not give this first player"),
        ("seed", "the seed does not give this deck order"),
        ("game id", "its digest is not the one published at the start"),
    ],
)
def test_a_changed_set_up_does_not_match(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: str, words: str | None
) -> None:
    game = play(6, ("person", "greedy"))
    honest = game.copy_of(0)
    seats = honest.seats
    forged = {
        "name": lambda r: attrs.evolve(r, seats=(Seat("Mallory", seats[0].kind), seats[1])),
        "kind": lambda r: attrs.evolve(r, seats=(seats[0], Seat(seats[1].name, "human"))),
        "first player": lambda r: attrs.evolve(r, first_player=1 - r.first_player),
        "seed": lambda r: attrs.evolve(r, seed=r.seed + 1),
        "game id": lambda r: attrs.evolve(r, game_id="0" * 32),
    }[change](honest)
    path = write(tmp_path, reseal(forged))
    if words is None:  # names are chosen as players join, after the digest: the transcript binds them
        assert verify(path, "--digest", game.published) == 0
        out = capsys.readouterr().out
        assert "Not proved" in out and "that the seats' names and all its actions are the ones played" in out
        assert verify(path, "--digest", game.published, "--transcript", honest.commitment.transcript) == 1
        assert "its transcript is not the one noted at the end" in capsys.readouterr().out
        return
    assert verify(path, "--digest", game.published) == 1
    assert words in capsys.readouterr().out


def test_another_game_from_action_40_on_does_not_match(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same deck and set-up, a different game from action 40 on whose winner is the other
    player, transcript and witness computed anew: the digest cannot tell, what the players
    saw does."""
    game = play(7)
    mine = game.copy_of(0)
    state = mine.initial_state()
    for action in mine.actions[:40]:
        state, _ = apply(state, action)
    honest_winners = score(mine.replay()).winners
    rng = random.Random(7)
    for _ in range(300):
        after, tail = state, []
        while not after.is_over:
            tail.append(rng.choice(legal_actions(after)))
            after, _ = apply(after, tail[-1])
        if tail[0] != mine.actions[40] and score(after).winners != honest_winners:
            break
    else:
        pytest.fail("no other continuation with another winner in 300 tries")
    forged = reseal(attrs.evolve(mine, actions=(*mine.actions[:40], *tail)))
    path = write(tmp_path, forged)
    theirs = write(tmp_path, game.copy_of(1), "theirs")

    assert verify(path, "--digest", game.published) == 0  # the deck and set-up are the real ones
    out = capsys.readouterr().out
    assert "that the seats' names and all its actions are the ones played" in out
    assert verify(path, "--digest", game.published, "--transcript", mine.commitment.transcript) == 1
    assert "its transcript is not the one noted at the end" in capsys.readouterr().out
    assert verify(path, "--against", str(theirs)) == 1
    assert "its actions or names are not this record's" in capsys.readouterr().out


def test_a_transcript_changed_without_its_witness_does_not_match(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = play(8).copy_of(0)
    c = record.commitment
    sealed = reseal(attrs.evolve(record, actions=record.actions[:-1]))
    half = attrs.evolve(sealed, commitment=attrs.evolve(sealed.commitment, witness=c.witness))
    assert verify(write(tmp_path, half)) == 1
    assert "the transcript seat 1's app saw is not this record's" in capsys.readouterr().out


def test_a_file_changed_by_hand_is_damaged_not_verified(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, play(9).copy_of(0))
    text = path.read_text()
    at = text.index('"digest": "') + len('"digest": "')
    path.write_text(text[:at] + ("a" if text[at] != "a" else "b") + text[at + 1 :])  # no new checksum
    assert verify(path) == 2
    assert "checksum does not match" in capsys.readouterr().err


def test_a_commitment_of_the_wrong_shape_is_a_damaged_file(tmp_path: Path) -> None:
    from sf_desktop.model.record import checksum

    doc = play(10).copy_of(0).to_json()
    good = doc["commitment"]
    for bad in (
        {"digest": "x"},
        {"digest": "G" * 64, "salt": "0" * 64, "transcript": "0" * 64},
        "sha256",
        {**good, "version": 9},
        {**good, "witness": {"seat": "one", "transcript": "0" * 64}},
        {k: v for k, v in good.items() if k != "version"},  # format 1 has no witness
    ):
        doc["commitment"] = bad
        doc["checksum"] = checksum(doc)
        path = tmp_path / "bad.sfgame.json"
        path.write_text(json.dumps(doc))
        assert verify(path) == 2


# ---------------------------------------------------------------------------- older records


def test_a_record_of_protocol_1_verifies_as_far_as_it_can(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Written by the app before format 2 (the digest of the deck alone): it still loads, its
    deck and actions still verify, and verify says what its format cannot prove."""
    path = FIXTURES / "online" / "protocol1-ann.sfgame.json"
    record = load_file(path).record
    c = record.commitment
    assert c is not None and c.version == 1 and c.witness is None
    assert verify(path, "--digest", c.digest, "--transcript", c.transcript) == 0
    out = capsys.readouterr().out
    assert "the deck order (and, with the seed, the first player): committed to before the first move" in out
    assert "Not proved" in out and "the game id and the seats' names and kinds" in out
    swapped = reseal(attrs.evolve(record, first_player=(record.first_player + 1) % len(record.seats)))
    assert verify(write(tmp_path, swapped), "--digest", c.digest) == 1
    assert "the seed does not give this first player" in capsys.readouterr().out


def test_a_room_stored_before_format_2_keeps_its_digest() -> None:
    from sf_desktop.model.commitment import deck_digest
    from sf_desktop.online.server.store import setup_from_row, setup_row

    row = setup_row(Setup.new("KXQ7M2PD", ("person", "easy"), None, 0))
    public = json.loads(row["setup"])
    del public["commitment"]
    setup = setup_from_row(row["code"], row["game_id"], row["created_ms"], json.dumps(public), row["secret"])
    assert setup.commitment == 1 and Room(setup).describe()["commitment"] == deck_digest(
        setup.deck, setup.salt
    )
    assert decode(Room(setup).record().to_json()).record.commitment.version == 1


def test_older_saves_still_load_and_have_no_commitment(capsys: pytest.CaptureFixture[str]) -> None:
    files = sorted((FIXTURES / "saves").glob("*.sfgame.json"))
    assert files
    for path in files:
        assert load_file(path).record.commitment is None
        assert verify(path) == 2
    assert "not played online" in capsys.readouterr().err
