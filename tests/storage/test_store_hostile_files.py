"""The store's own files as a hostile disk gives them: the app still starts, nothing is lost,
and nothing that is not damaged is set aside as damaged."""

from __future__ import annotations

import json
import random
from pathlib import Path

from sf_desktop.model.record import GameRecord, Seat, checksum
from sf_desktop.model.rules import apply, legal_actions
from sf_desktop.model.save_format import SCHEMA_VERSION, encode
from sf_desktop.model.state import GameState
from sf_desktop.storage.save_files import load_file
from sf_desktop.storage.save_store import SaveStore

SEATS = (Seat("Ana", "human"), Seat("Bo", "random"))


def played(actions: int | None, game_id: str) -> tuple[GameRecord, GameState]:
    """A game of ``actions`` actions (None: to its end)."""
    record = GameRecord.new(SEATS, 5, game_id=game_id)
    state = record.initial_state()
    rng = random.Random(5)
    while not state.is_over and (actions is None or len(record.actions) < actions):
        action = rng.choice(legal_actions(state))
        state, _ = apply(state, action)
        record = record.with_action(action)
    return record, state


def newer(record: GameRecord, state: GameState) -> bytes:
    """The game as a later version would write it (a schema this one does not read)."""
    doc = json.loads(encode(record, state))
    doc["schema"] = SCHEMA_VERSION + 1
    doc["checksum"] = checksum(doc)
    return json.dumps(doc).encode()


def test_an_abandon_note_nested_too_deep_is_dropped_and_the_game_resumes(tmp_path: Path) -> None:
    """A note of 4,000 brackets stopped every start (the JSON reader's recursion)."""
    store = SaveStore(tmp_path)
    record, state = played(6, "deep-note")
    store.autosave(record, state)
    (tmp_path / SaveStore.ABANDONING).write_text("[" * 4000, encoding="utf-8")
    found = SaveStore(tmp_path).find_resume()
    assert found.game is not None and found.game.record == record
    assert not (tmp_path / SaveStore.ABANDONING).exists()


def test_a_finished_game_that_cannot_be_filed_stays_in_the_autosave(tmp_path: Path) -> None:
    """``finished`` a file, not a folder: the start went down; now the game waits in the
    autosave, is not offered, and is filed at the first start that can."""
    store = SaveStore(tmp_path)
    record, state = played(None, "cannot-file")
    store.autosave(record, state)
    (tmp_path / "finished").write_text("not a folder", encoding="utf-8")
    found = SaveStore(tmp_path).find_resume()
    assert found.game is None and found.problems == ()
    assert load_file(tmp_path / SaveStore.AUTOSAVE).record == record
    (tmp_path / "finished").unlink()
    assert SaveStore(tmp_path).find_resume().game is None
    [filed] = SaveStore(tmp_path).finished_games()
    assert filed.record == record and not (tmp_path / SaveStore.AUTOSAVE).exists()


def test_games_of_a_newer_version_are_left_where_they_are(tmp_path: Path) -> None:
    """Going back to an older version set a newer one's games aside as damaged."""
    store = SaveStore(tmp_path)
    done = tmp_path / "finished" / "later-done.sfgame.json"
    aside = tmp_path / "abandoned" / "later-aside.sfgame.json"
    for path, game in ((done, played(None, "later-done")), (aside, played(8, "later-aside"))):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(newer(*game))
    assert store.finished_games() == [] and store.unfinished_games() == []
    assert sorted(p.name for p in (tmp_path / "finished").iterdir()) == [done.name]
    assert sorted(p.name for p in (tmp_path / "abandoned").iterdir()) == [aside.name]
