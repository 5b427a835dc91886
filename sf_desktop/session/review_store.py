"""Reviews kept next to their game: ``<name>.review.json`` beside ``<name>.sfgame.json``.

The file names the record it judged by a checksum of the record's set-up, deck and actions,
so a record that changed (played on, edited) is reviewed again. A review file that is
damaged, of another record or of another shape is simply ignored (and replaced by the next
review): it is a cache, never the truth, and never stops a game from being watched.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from ..model.actions import action_to_json
from ..model.record import GameRecord, canonical_json, checksum
from ..model.review import GameReview, curve_from_json, curve_to_json, decision_from_json, decision_to_json
from ..model.save_format import SUFFIX, SaveError
from ..storage.save_files import atomic_write, read_bounded

FORMAT = "sf-desktop-review"
VERSION = 1
REVIEW_SUFFIX = ".review.json"
MAX_REVIEW_BYTES = 2_000_000

log = logging.getLogger(__name__)


def review_path(game_path: Path) -> Path:
    """``game.sfgame.json`` -> ``game.review.json`` (any other name gets the suffix added)."""
    name = game_path.name
    stem = name[: -len(SUFFIX)] if name.endswith(SUFFIX) else name
    return game_path.with_name(stem + REVIEW_SUFFIX)


def record_checksum(record: GameRecord) -> str:
    """What the review judged: set-up, deck and actions (not the save time or the snapshot)."""
    body = {
        "setup": record.setup_json(),
        "deck": record.deck_json(),
        "actions": [action_to_json(a) for a in record.actions],
    }
    return checksum(body)


def review_to_json(review: GameReview, record: GameRecord) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "record_checksum": record_checksum(record),
        "seats": list(review.seats),
        "decisions": [decision_to_json(d) for d in review.decisions],
        "curve": curve_to_json(review.curve),
    }


def review_from_json(data: Any, record: GameRecord) -> GameReview:
    """The review in ``data`` if it is of ``record`` and whole; ``ValueError`` otherwise."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise ValueError("not a review of this version")
    if data.get("record_checksum") != record_checksum(record):
        raise ValueError("a review of another record")
    players = len(record.seats)
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(type(s) is int and 0 <= s < players for s in seats):
        raise ValueError("the seats must be seats of the game")
    raw = data.get("decisions")
    if not isinstance(raw, list):
        raise ValueError("the decisions must be a list")
    decisions = tuple(decision_from_json(d) for d in raw)
    states = list(record.states())
    for d in decisions:
        if d.index >= len(record.actions) or record.actions[d.index] != d.played:
            raise ValueError("a decision that the record does not hold")
        if states[d.index].current != d.seat or d.seat not in seats:
            raise ValueError("a decision of another seat")
    curve = curve_from_json(data.get("curve"), players)
    if any(i > len(record.actions) for i in curve.indices):
        raise ValueError("the curve runs past the game")
    return GameReview(tuple(sorted(set(seats))), decisions, curve)


def load_review(game_path: Path, record: GameRecord) -> GameReview | None:
    """The stored review of ``record`` (None when there is none, or none that fits)."""
    path = review_path(game_path)
    if not path.exists():
        return None
    try:
        raw = read_bounded(path, MAX_REVIEW_BYTES)
        if len(raw) > MAX_REVIEW_BYTES:
            raise ValueError("too large")
        return review_from_json(json.loads(raw.decode("utf-8")), record)
    except (SaveError, ValueError, UnicodeDecodeError, RecursionError) as exc:
        log.info("review %s ignored: %s", path, exc)
        return None


def save_review(game_path: Path, review: GameReview, record: GameRecord) -> Path | None:
    """Store ``review`` beside the game; None (and a line in the log) if it cannot be written."""
    path = review_path(game_path)
    try:
        atomic_write(path, canonical_json(review_to_json(review, record)))
    except OSError as exc:
        log.warning("review %s not stored: %s", path, exc)
        return None
    return path
