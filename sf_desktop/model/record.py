"""The game record: set-up, deck order and every action. Replaying it rebuilds the game.

This is the heart of the save format (``docs/save-format.md``): a game is never stored as a
pickled state, only as what happened, so every load is also a rules check. The document also
carries a snapshot of the final state to compare the replay with, and a checksum.

Reading a save (size limits, migrations of older schemas) lives in :mod:`save_format`, the
files on disk in :mod:`sf_desktop.storage.save_files`; this module knows one document of the
current schema.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from typing import Any

import attrs

from .. import __version__
from .actions import Action, action_from_json, action_to_json
from .canonical import canonical_json
from .cards import CARD_BY_ID, CARDS, DECK_SIZE
from .commitment import FORMATS, Commitment, Witness
from .events import Event
from .rules import IllegalActionError, apply, new_game
from .scoring import score
from .state import GameState, Phase

FORMAT = "sf-desktop-game"
SCHEMA_VERSION = 3
STATE_ENCODING = 1  # version of the canonical state form hashed into ``snapshot.state_sha256``
MAX_ACTIONS = 5000  # a real game has a few hundred decisions
MAX_NAME = 100
MAX_KIND = 200
MAX_SEED_TEXT = 200
MAX_SEED_DIGITS = 40
MAX_SHORT_TEXT = 64  # app_version, saved_at, game_id


class RecordError(ValueError):
    """A game record that cannot be read or does not replay; the message says why."""


@attrs.frozen
class Seat:
    """Who sits in a seat: ``kind`` is "human", an AI level ("easy", "medium", "hard",
    "greedy", "random") or an import path ``package.module:Class``."""

    name: str
    kind: str = "human"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@attrs.frozen
class GameRecord:
    seats: tuple[Seat, ...]
    deck: tuple[int, ...]
    first_player: int
    seed: int | str | None = None
    actions: tuple[Action, ...] = ()
    game_id: str = ""  # tells one game from another (e.g. a finished game filed twice); may be ""
    commitment: Commitment | None = None  # online games only: the proof of a fair deck

    @classmethod
    def new(
        cls,
        seats: tuple[Seat, ...],
        seed: int | str | None,
        first_player: int | None = None,
        game_id: str = "",
    ) -> GameRecord:
        state = new_game(len(seats), seed, first_player=first_player)
        return cls(seats, state.deck, state.first_player, seed, (), game_id)

    def initial_state(self) -> GameState:
        return new_game(len(self.seats), self.seed, first_player=self.first_player, deck=self.deck)

    def with_action(self, action: Action) -> GameRecord:
        return attrs.evolve(self, actions=(*self.actions, action))

    def states(self, events: list[Event] | None = None) -> Iterator[GameState]:
        """The state before the first action, then after each one; what the actions made
        happen is added to ``events`` when given (one replay where both are needed)."""
        try:
            state = self.initial_state()
        except ValueError as exc:
            raise RecordError(f"the set-up cannot start a game: {exc}") from None
        yield state
        for n, action in enumerate(self.actions, 1):
            try:
                state, happened = apply(state, action)
            except IllegalActionError as exc:
                raise RecordError(f"action {n} breaks the rules: {exc.reason}") from None
            if events is not None:
                events.extend(happened)
            yield state

    def replay(self, events: list[Event] | None = None) -> GameState:
        """The state after every action (``RecordError`` if one of them is illegal); the
        events on the way are added to ``events`` when given."""
        state = None
        for state in self.states(events):  # noqa: B007
            pass
        assert state is not None
        return state

    def setup_json(self) -> dict[str, Any]:
        return {
            "seats": [{"name": s.name, "kind": s.kind} for s in self.seats],
            "first_player": self.first_player,
            "seed": self.seed,
        }

    def deck_json(self) -> list[str]:
        return [CARDS[c].id for c in self.deck]

    def to_json(self, state: GameState | None = None, saved_at: str = "") -> dict[str, Any]:
        """The whole document of the current schema, snapshot and checksum included.

        ``state`` must be the state after every action (it is replayed when not given).
        """
        if state is None:
            state = self.replay()
        doc: dict[str, Any] = {
            "format": FORMAT,
            "schema": SCHEMA_VERSION,
            "app_version": __version__,
            "saved_at": saved_at,
            "game_id": self.game_id,
            "setup": self.setup_json(),
            "deck": self.deck_json(),
            "actions": [action_to_json(a) for a in self.actions],
            "snapshot": snapshot(state, len(self.actions)),
        }
        if self.commitment is not None:
            doc["commitment"] = self.commitment.to_json()
        doc["checksum"] = checksum(doc)
        return doc

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Read a document of the current schema; every field is checked, nothing is executed.

        The checksum is verified here; the snapshot needs the replay (:func:`check_snapshot`).
        Older schemas go through :func:`save_format.migrate` first.
        """
        if not isinstance(data, dict):
            raise RecordError("a game record must be a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError("it is not a San Francisco game record (its format name is wrong)")
        schema = data.get("schema")
        if type(schema) is not int:
            raise RecordError("the schema version is missing")
        if schema != SCHEMA_VERSION:
            raise RecordError(f"schema {schema} must be migrated to schema {SCHEMA_VERSION} first")
        for key in ("app_version", "saved_at", "game_id"):
            _text(data, key, MAX_SHORT_TEXT)
        found = data.get("checksum")
        if not isinstance(found, str) or not found.startswith("sha256:"):
            raise RecordError("the checksum is missing")
        if found != checksum(data):
            raise RecordError("the checksum does not match the contents (the file was changed or cut)")
        record = cls.from_body(data)
        check_snapshot_shape(_field(data, "snapshot", dict), len(record.actions), len(record.seats))
        return record

    @classmethod
    def from_body(cls, data: dict[str, Any]) -> GameRecord:
        """The set-up, deck and actions of a document (any schema: they never changed)."""
        setup = _field(data, "setup", dict)
        seats_data = _field(setup, "seats", list)
        if not 2 <= len(seats_data) <= 4:
            raise RecordError("a game has 2 to 4 seats")
        seats = []
        for s in seats_data:
            if not isinstance(s, dict):
                raise RecordError("a seat must be an object")
            seats.append(Seat(_text(s, "name", MAX_NAME), _text(s, "kind", MAX_KIND)))
        first = _field(setup, "first_player", int)
        if not 0 <= first < len(seats):
            raise RecordError("the first player is not one of the seats")
        seed = setup.get("seed")
        if type(seed) is int:
            if len(str(abs(seed))) > MAX_SEED_DIGITS:
                raise RecordError("the seed is too large")
        elif type(seed) is str:
            if len(seed) > MAX_SEED_TEXT:
                raise RecordError("the seed is too long")
        elif seed is not None:
            raise RecordError("the seed must be a number, a text or null")
        deck_ids = _field(data, "deck", list)
        if len(deck_ids) > DECK_SIZE:
            raise RecordError("the deck holds more cards than the game has")
        deck = []
        for card_id in deck_ids:
            card = CARD_BY_ID.get(card_id) if isinstance(card_id, str) else None
            if card is None or card.index >= DECK_SIZE:
                raise RecordError(f"unknown card {_short(card_id)} in the deck")
            deck.append(card.index)
        if len(set(deck)) != len(deck):
            raise RecordError("a card appears twice in the deck")
        actions_data = _field(data, "actions", list)
        if len(actions_data) > MAX_ACTIONS:
            raise RecordError(f"too many actions ({len(actions_data)}; a game has at most {MAX_ACTIONS})")
        actions = []
        for n, a in enumerate(actions_data, 1):
            try:
                actions.append(action_from_json(a))
            except ValueError as exc:
                raise RecordError(f"action {n} cannot be read ({_clip(str(exc), 200)})") from None
        game_id = data.get("game_id", "")
        return cls(
            tuple(seats),
            tuple(deck),
            first,
            seed,
            tuple(actions),
            game_id if isinstance(game_id, str) else "",
            _commitment(data.get("commitment")),
        )


# ---------------------------------------------------------------------------- canonical JSON


def checksum(doc: dict[str, Any]) -> str:
    """``sha256:<hex>`` over the canonical JSON of every field but ``checksum`` itself."""
    body = {k: v for k, v in doc.items() if k != "checksum"}
    return "sha256:" + hashlib.sha256(canonical_json(body)).hexdigest()


# ---------------------------------------------------------------------------- snapshot

# The fields of the canonical state form, in the order of STATE_ENCODING 1. A test checks
# that they are every field of GameState / PlayerState, so a new field is a conscious change
# (a new STATE_ENCODING, old encodings kept so old files still verify).
STATE_FIELDS_V1 = (
    "players", "current", "phase", "deck", "columns", "founded", "foundation_left",
    "skyscrapers_left", "medal", "completions_left", "supply", "drawn", "tray",
    "placed_this_turn", "bonus_district", "bonus_kind", "box", "end_trigger", "end_reason",
    "turn", "first_player", "deck_hidden",
)  # fmt: skip
PLAYER_FIELDS_V1 = (
    "rows", "filled", "tracks", "depots", "squares", "foundations", "seaside", "cable", "plus2",
    "tracks_tokens", "skyscrapers", "contracts", "vp_tokens", "discard_tokens", "completions",
    "bonuses_had",
)  # fmt: skip


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return int(value)  # IntEnum -> int
    return value


def state_to_json(state: GameState) -> dict[str, Any]:
    """Every field of the state, hidden ones (the deck order) included, as plain JSON."""
    out = {name: _plain(getattr(state, name)) for name in STATE_FIELDS_V1 if name != "players"}
    out["players"] = [{name: _plain(getattr(p, name)) for name in PLAYER_FIELDS_V1} for p in state.players]
    return out


def state_digest(state: GameState) -> str:
    return hashlib.sha256(canonical_json(state_to_json(state))).hexdigest()


def _number(x: float) -> int | float:
    """Scores are whole or halves: whole ones are written as integers."""
    return int(x) if float(x).is_integer() else float(x)


def snapshot(state: GameState, actions: int) -> dict[str, Any]:
    """A digest of the whole state plus a few fields a person (or a game list) can read."""
    # The rules' own totals, every place ranked (not scoring.estimate, the figures a person is
    # shown): what saves have always held, so that older files still check.
    breakdown = score(state)
    scores, winners = breakdown.totals, list(breakdown.winners) if state.is_over else []
    return {
        "encoding": STATE_ENCODING,
        "actions": actions,
        "turn": state.turn,
        "current": state.current,
        "phase": Phase(state.phase).name.lower(),
        "deck_left": len(state.deck),
        "end_reason": state.end_reason,
        "scores": [_number(s) for s in scores],
        "winners": winners,
        "state_sha256": state_digest(state),
    }


def check_snapshot_shape(snap: dict[str, Any], actions: int, seats: int) -> None:
    """Refuse a stored snapshot of the wrong shape before the replay: its encoding, its count
    of the record's ``actions``, its digest and a score for each of the ``seats``."""
    enc = snap.get("encoding")
    if type(enc) is not int:
        raise RecordError("the snapshot has no state encoding")
    if enc != STATE_ENCODING:
        raise RecordError(f"the snapshot uses state encoding {enc}, which this version does not know")
    counted = snap.get("actions")
    if type(counted) is not int:
        raise RecordError("the snapshot's count of actions is missing or is not a whole number")
    if counted != actions:
        raise RecordError(
            f"the snapshot's count of actions is {_short(counted, 24)}, but the record holds {actions}"
        )
    digest = snap.get("state_sha256")
    if not isinstance(digest, str) or len(digest) != 64:
        raise RecordError("the snapshot has no state digest")
    scores = snap.get("scores")
    if not isinstance(scores, list) or len(scores) != seats:
        raise RecordError("the snapshot's scores do not list every seat")


def check_snapshot(snap: dict[str, Any], state: GameState, actions: int) -> None:
    """Compare a stored snapshot with the state that replaying the record's ``actions``
    reached (``RecordError`` naming the first difference). The count is the record's own:
    the stored one is what is being checked."""
    expected = snapshot(state, actions)
    if canonical_json(snap) == canonical_json(expected):
        return
    for key, value in expected.items():
        if canonical_json(snap.get(key)) != canonical_json(value):
            break
    else:
        key = next(iter(k for k in snap if k not in expected), "?")
    raise RecordError(
        f"the replayed game does not match the state saved with it ({_short(key)} differs): the file "
        "was altered, or the rules changed since it was written"
    )


# ---------------------------------------------------------------------------- field checks


def _short(value: Any, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _text(data: dict[str, Any], key: str, limit: int) -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise RecordError(f"{key!r} is missing or is not a text")
    if len(value) > limit:
        raise RecordError(f"{key!r} is too long ({len(value)} characters; at most {limit})")
    return value


def _commitment(value: Any) -> Commitment | None:
    """The optional ``commitment`` of an online game: digest, salt and transcript (64-digit
    lowercase hex texts), and from format 2 on its ``version`` and a player's ``witness``."""
    if value is None:
        return None
    keys = set(value) if isinstance(value, dict) else set()
    if not {"digest", "salt", "transcript"} <= keys <= {"digest", "salt", "transcript", "version", "witness"}:
        raise RecordError("'commitment' must be an object of digest, salt and transcript")
    version = value.get("version", FORMATS[0])
    if type(version) is not int or version not in FORMATS:
        raise RecordError(f"the commitment's format {_short(version)} is not one this version knows")
    if version == FORMATS[0] and "witness" in value:
        raise RecordError("a commitment of format 1 has no witness")
    for key in ("digest", "salt", "transcript"):
        _hex(value[key], f"the commitment's {key}")
    witness = value.get("witness")
    if witness is not None:
        if not isinstance(witness, dict) or set(witness) != {"seat", "transcript"}:
            raise RecordError("the commitment's witness must be an object of seat and transcript")
        if type(witness["seat"]) is not int:
            raise RecordError("the commitment's witness must name a seat by its number")
        _hex(witness["transcript"], "the witness's transcript")
        witness = Witness(witness["seat"], witness["transcript"])
    return Commitment(value["digest"], value["salt"], value["transcript"], version, witness)


def _hex(text: Any, what: str) -> None:
    if not isinstance(text, str) or len(text) != 64 or text.strip("0123456789abcdef"):
        raise RecordError(f"{what} must be 64 lowercase hex digits")


def _field(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    ok = type(value) is int if kind is int else isinstance(value, kind)
    if not ok:
        name = {int: "integer", dict: "object", list: "list", str: "text"}.get(kind, kind.__name__)
        article = "an" if name[0] in "aeiou" else "a"
        raise RecordError(f"{key!r} is missing or is not {article} {name}")
    return value
