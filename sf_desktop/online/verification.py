"""What an online game's record proves, and what it cannot, against what its players hold.

A record is checked against itself first (``Commitment.problems``: the digest, the seed, the
transcript, the witness). That alone proves nothing about the game that was played: whoever
edits a file can write a new deck, salt, digest and transcript. What binds it is what a player
held: the digest shown before the first move (``published``), the transcript their app showed
at the end (``noted``), or another player's copy of the record (``others``). A :class:`Verdict`
lists what the checks proved and what they could not, in plain words (``sf-desktop-cli verify``
prints them).
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from ..model.commitment import FORMAT_DECK, seat_kind
from ..model.record import GameRecord


@attrs.frozen
class Verdict:
    """``problems``: what contradicts the record (empty: nothing); ``proved`` and
    ``unproved``: what the checks established and what they could not."""

    problems: tuple[str, ...]
    proved: tuple[str, ...]
    unproved: tuple[str, ...]
    held: bool  # whether anything a player held was compared with the record

    @property
    def ok(self) -> bool:
        return not self.problems


def verify_record(record: GameRecord, published: str | None = None) -> list[str]:
    """What contradicts an online record (empty when nothing does): the record against its
    own commitment, and its digest against the one ``published`` at the start when given."""
    if record.commitment is None:
        return ["it has no commitment (it was not played online)"]
    found = record.commitment.problems(record)
    if published is not None and record.commitment.digest != published:
        found.insert(0, "its digest is not the one published at the start")
    return found


def judge(
    record: GameRecord,
    published: str | None = None,
    noted: str | None = None,
    others: Sequence[tuple[str, GameRecord]] = (),
) -> Verdict:
    """Check ``record`` against itself and against what players held: the digest
    ``published`` before the first move, the transcript ``noted`` at the end, and ``others``
    (a name for each, such as its file, and another player's copy of the same game)."""
    c = record.commitment
    if c is None:
        return Verdict(("it has no commitment (it was not played online)",), (), (), False)
    found = verify_record(record, published)
    if noted is not None and c.transcript != noted:
        found.append("its transcript is not the one noted at the end of the game")
    copies, unproved = [], []
    for name, other in others:
        found.extend(f"{name}: {d}" for d in _compare(record, other))
        if _seat(other) is not None and _seat(other) == _seat(record):
            unproved.append(f"{name} is the copy of the same seat as this one, so it proves nothing more")
        else:
            copies.append(f"{name} ({_whose(other)})")
    if found:
        return Verdict(tuple(found), (), (), True)

    old = c.version == FORMAT_DECK
    bound = "the deck order (and, with the seed, the first player)" if old else SETUP
    played = "all its actions" if old else "the seats' names and all its actions"
    proved = [
        f"the file is whole, and its {len(record.actions)} actions replay by the rules to the "
        "outcome it shows (the scores and the winner follow from them)",
        f"it agrees with itself: its {'deck order' if old else 'set-up, deck order'} and salt give "
        f"its digest sha256:{c.digest}, its seed gives its deck and first player, and {played} "
        f"give its transcript sha256:{c.transcript}",
    ]
    held = published is not None or noted is not None or bool(copies)
    if held:
        how = (
            "the digest you gave"
            if published is not None
            else "the transcript you gave, which is chained onto it"
            if noted is not None
            else "another player's copy, whose app checked it"
        )
        proved.append(f"{bound}: committed to before the first move ({how})")
    else:
        unproved.append(
            "that its digest is the one published before the first move: give the digest noted "
            "at the start (--digest); without it, anyone could have made up this deck and its "
            "commitment"
        )
    if noted is not None:
        proved.append(f"{played}: the ones a player's app saw (the transcript you gave)")
    if copies:
        proved.append(f"{played}: the same in {', '.join(copies)}; a forger would have to change every copy")
    if noted is None and not copies:
        unproved.append(
            f"that {played} are the ones played: give the transcript noted at the end "
            "(--transcript) or another player's copy (--against)"
        )
    if old:
        unproved.append(
            "the game id and the seats' names and kinds: this record's commitment (format 1, "
            "from before protocol 2) binds only the deck and the actions"
        )
    return Verdict((), tuple(proved), tuple(unproved), held)


SETUP = "the game id, the seats' kinds, the first player, the seed and the deck order"


def _compare(record: GameRecord, other: GameRecord) -> list[str]:
    """How another player's copy differs from ``record`` (empty: they are the same game)."""
    oc, c = other.commitment, record.commitment
    if oc is None or c is None:
        return ["it has no commitment (it was not played online)"]
    found = [f"its own check: {p}" for p in oc.problems(other)]
    if (oc.digest, oc.salt, oc.version) != (c.digest, c.salt, c.version):
        found.append("its commitment is not this record's (another game, or one of them was changed)")
    if oc.transcript != c.transcript or other.actions != record.actions:
        found.append("its actions or names are not this record's: one of the two was changed")
    kinds = [seat_kind(s.kind) for s in other.seats]
    if (other.game_id, other.first_player, kinds) != (
        record.game_id,
        record.first_player,
        [seat_kind(s.kind) for s in record.seats],
    ):
        found.append("its set-up is not this record's")
    if [s.name for s in other.seats] != [s.name for s in record.seats]:
        found.append("its seats' names are not this record's")
    return found


def _seat(record: GameRecord) -> int | None:
    """The seat whose app kept this copy, if it says."""
    w = record.commitment.witness if record.commitment is not None else None
    return w.seat if w is not None and 0 <= w.seat < len(record.seats) else None


def _whose(record: GameRecord) -> str:
    seat = _seat(record)
    if seat is None:
        return "a copy that names no seat"
    return f"the copy of seat {seat + 1}, {record.seats[seat].name}"
