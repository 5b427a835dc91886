"""A snapshot that miscounts its record's actions is refused, whatever the file's schema.

Each schema reaches the snapshot by its own road: schema 3 reads it as it is, schema 2
through the migration that writes the earlier rule's stops in, schema 1 (which had no
snapshot) through the migration that computes one. A wrong count must be refused with the
same reason on every road, never taken as the expectation it is checked against.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

import pytest
from conftest import FIXTURES

from sf_desktop.model.record import checksum
from sf_desktop.model.save_format import MIGRATIONS, DamagedSaveError, load_bytes

SAVES = FIXTURES / "saves"
BAD_COUNTS = {"null": None, "text": "x", "negative": -1, "huge": 10**30, "one too many": "len+1"}


def _doc(name: str) -> dict[str, Any]:
    return json.loads((SAVES / name).read_text(encoding="utf-8"))


def _shipped_reference() -> dict[str, Any]:
    path = resources.files("sf_desktop.resources").joinpath("saves", "reference.sfgame.json")
    return json.loads(path.read_text(encoding="utf-8"))


def _schema1_with_snapshot() -> dict[str, Any]:
    """A schema-1 file that carries the very snapshot its migration computes."""
    doc = _doc("schema1-3p-finished.sfgame.json")
    assert "snapshot" not in doc
    return {**doc, "snapshot": MIGRATIONS[1](dict(doc))["snapshot"]}


DOCUMENTS = {
    "schema 1": _schema1_with_snapshot,
    "schema 2 (the shipped reference game)": _shipped_reference,
    "schema 2 (stops written in)": lambda: _doc("schema2-2p-token-finished.sfgame.json"),
    "schema 3": lambda: _doc("schema3-3p-finished.sfgame.json"),
}


def _with_count(doc: dict[str, Any], count: Any) -> bytes:
    if count == "len+1":
        count = len(doc["actions"]) + 1
    doc["snapshot"]["actions"] = count
    if "checksum" in doc:
        doc["checksum"] = checksum(doc)
    return json.dumps(doc).encode()


@pytest.mark.parametrize("make", DOCUMENTS.values(), ids=DOCUMENTS.keys())
def test_the_documents_load_with_their_own_count(make) -> None:
    doc = make()
    assert doc["snapshot"]["actions"] == len(doc["actions"])
    loaded = load_bytes(_with_count(doc, len(doc["actions"])))
    assert loaded.schema == doc["schema"]
    assert len(loaded.record.actions) >= len(doc["actions"])


@pytest.mark.parametrize("count", BAD_COUNTS.values(), ids=BAD_COUNTS.keys())
@pytest.mark.parametrize("make", DOCUMENTS.values(), ids=DOCUMENTS.keys())
def test_a_wrong_action_count_in_the_snapshot_is_refused(make, count: Any) -> None:
    raw = _with_count(make(), count)
    with pytest.raises(DamagedSaveError) as caught:
        load_bytes(raw)
    reason = caught.value.reason
    assert reason.startswith("the snapshot's count of actions"), reason
    assert len(reason) < 160, reason


def test_a_schema_1_file_with_a_snapshot_of_another_game_is_refused() -> None:
    doc = _schema1_with_snapshot()
    doc["snapshot"]["state_sha256"] = "0" * 64
    with pytest.raises(DamagedSaveError, match="does not match the state saved with it"):
        load_bytes(json.dumps(doc).encode())
