"""How an online game's record binds itself to what its players were shown (``docs/online.md``,
"Fair, and provably so"; ``docs/save-format.md``, "Online games").

The server publishes a **digest** when the room is made, before the first move, and reveals
the secret **salt** at the end. Each format says what the digest and the **transcript** cover:

- format 1 (records of protocol 1): the digest is the SHA-256 of ``{"deck", "salt"}``; the
  transcript chains every action onto it. Only the deck is bound to the digest.
- format 2: the digest is the SHA-256 of the whole set-up, ``{"commitment": 2, "game_id",
  "seats": [seat kinds], "first_player", "seed", "deck", "salt"}`` (a person's seat is
  ``"person"``); the transcript starts from the digest and the seats' names as they were when
  the game started, then chains every action.

A player's app keeps a **witness** in its own copy: its seat and the transcript it computed
from the events it was shown. A file proves nothing against whoever edits it (they can write
every value anew); what a player holds does: the digest noted at the start, the transcript
noted at the end, or another player's copy.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import attrs

from .actions import Action, action_to_json
from .canonical import canonical_json
from .cards import CARDS
from .rules import new_game

if TYPE_CHECKING:
    from .record import GameRecord

FORMAT_DECK = 1  # the digest binds the deck only
FORMAT_SETUP = 2  # the digest binds the set-up and the deck, the transcript the names too
LATEST = FORMAT_SETUP
FORMATS = (FORMAT_DECK, FORMAT_SETUP)

PERSON = "person"  # a seat played by a person, as the digest names it
PERSON_KINDS = ("human", "friend")  # the kinds a save gives a person's seat (this player, another)


@attrs.frozen
class Witness:
    """What one player's app saw: its seat and the transcript of the events it was shown."""

    seat: int
    transcript: str


@attrs.frozen
class Commitment:
    """The proof an online record carries. ``digest`` (published before the first move),
    ``salt`` (revealed at the end) and ``transcript`` are 64 lowercase hex digits; ``version``
    is the format (1 or 2); ``witness`` is in a player's own copy only."""

    digest: str
    salt: str
    transcript: str
    version: int = FORMAT_DECK
    # Whose copy this is, not what happened: two players' copies of one game are equal.
    witness: Witness | None = attrs.field(default=None, eq=False)

    def to_json(self) -> dict[str, object]:
        """Format 1 keeps its three keys, so that an old record saved again reads as before."""
        out: dict[str, object] = {"digest": self.digest, "salt": self.salt, "transcript": self.transcript}
        if self.version != FORMAT_DECK:
            out["version"] = self.version
        if self.witness is not None:
            out["witness"] = {"seat": self.witness.seat, "transcript": self.witness.transcript}
        return out

    def problems(self, record: GameRecord) -> list[str]:
        """What in ``record`` contradicts this commitment (empty when nothing does): the
        digest, the seed, the transcript and the witness, each against the record itself."""
        found = []
        if committed_digest(self.version, record, self.salt) != self.digest:
            what = "the deck order" if self.version == FORMAT_DECK else SETUP_WORDS + ", the deck order"
            found.append(f"{what} and the salt do not give the published digest")
        found.extend(seed_problems(record))
        names = [s.name for s in record.seats]
        if transcript(self.version, self.digest, names, record.actions) != self.transcript:
            what = "the actions" if self.version == FORMAT_DECK else "the seats' names and the actions"
            found.append(f"{what} do not give the transcript announced during the game")
        w = self.witness
        if w is not None and not 0 <= w.seat < len(record.seats):
            found.append(f"it says it is the copy of seat {w.seat + 1}, which the game does not have")
        elif w is not None and w.transcript != self.transcript:
            found.append(f"the transcript seat {w.seat + 1}'s app saw is not this record's")
        return found


SETUP_WORDS = "the set-up (game id, seat kinds, first player, seed)"


def seat_kind(kind: str) -> str:
    """A seat's kind as the digest names it: a person's seat is "person", an AI its level."""
    return PERSON if kind in PERSON_KINDS else kind


def deck_digest(deck: Sequence[int], salt: str) -> str:
    """Format 1: hex SHA-256 of the canonical JSON ``{"deck": [card ids], "salt": salt}``."""
    return _sha(canonical_json({"deck": [CARDS[c].id for c in deck], "salt": salt}))


def setup_digest(
    *,
    game_id: str,
    kinds: Iterable[str],
    first_player: int,
    seed: int | str | None,
    deck: Sequence[int],
    salt: str,
) -> str:
    """Format 2: hex SHA-256 of the canonical JSON of the whole set-up, deck and salt."""
    body = {
        "commitment": FORMAT_SETUP,
        "game_id": game_id,
        "seats": [seat_kind(k) for k in kinds],
        "first_player": first_player,
        "seed": seed,
        "deck": [CARDS[c].id for c in deck],
        "salt": salt,
    }
    return _sha(canonical_json(body))


def committed_digest(version: int, record: GameRecord, salt: str) -> str:
    """The digest ``record`` and ``salt`` give in format ``version``."""
    if version == FORMAT_DECK:
        return deck_digest(record.deck, salt)
    kinds = [s.kind for s in record.seats]
    return setup_digest(
        game_id=record.game_id,
        kinds=kinds,
        first_player=record.first_player,
        seed=record.seed,
        deck=record.deck,
        salt=salt,
    )


def transcript_start(version: int, digest: str, names: Sequence[str]) -> str:
    """The transcript before the first action: the digest (format 1), or the digest chained
    with the seats' names (format 2)."""
    if version == FORMAT_DECK:
        return digest
    return _sha(digest.encode() + b"\n" + canonical_json({"names": list(names)}))


def transcript_step(previous: str, action: Action) -> str:
    """The transcript after ``action``: hex SHA-256 of the previous value, a newline and the
    action's canonical JSON."""
    return _sha(previous.encode() + b"\n" + canonical_json(action_to_json(action)))


def transcript(version: int, digest: str, names: Sequence[str], actions: Iterable[Action]) -> str:
    """The transcript after every action."""
    chain = transcript_start(version, digest, names)
    for action in actions:
        chain = transcript_step(chain, action)
    return chain


def seed_problems(record: GameRecord) -> list[str]:
    """Whether the record's seed gives its deck and its first player, as the server's rooms
    draw them (``rules.new_game`` with no first player given)."""
    try:
        start = new_game(len(record.seats), record.seed)
    except ValueError as exc:
        return [f"the seed cannot start a game ({exc})"]
    found = []
    if start.deck != record.deck:
        found.append("the seed does not give this deck order")
    if start.first_player != record.first_player:
        found.append("the seed does not give this first player")
    return found


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()
