"""A kill (SIGKILL) at each risky moment of a write, an abandon and a finish.

The random kills of ``test_savegame_kill`` rarely land on one exact rename; here a child
process kills itself right there, and the next start must see the game as the player last
saw it: the newest complete save resumed (never a backup, never deleted), an abandoned game
never offered again, a finished game filed and never offered at its last-but-one state.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
from collections.abc import Callable
from pathlib import Path

import pytest

from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.rules import apply, legal_actions
from sf_desktop.model.save_format import encode
from sf_desktop.model.state import GameState
from sf_desktop.storage import save_files, save_store
from sf_desktop.storage.save_files import TEMP_SUFFIX, load_file
from sf_desktop.storage.save_store import SaveStore

pytestmark = [
    pytest.mark.slow,  # a kill test: make test runs it, make check leaves it out
    pytest.mark.skipif(
        not hasattr(signal, "SIGKILL") or "fork" not in multiprocessing.get_all_start_methods(),
        reason="needs SIGKILL and fork",
    ),
]

SEATS = (Seat("Ana", "human"), Seat("Bo", "random"))


def played(actions: int, game_id: str = "kill-moment", to_end: bool = False) -> tuple[GameRecord, GameState]:
    record = GameRecord.new(SEATS, 5, game_id=game_id)
    state = record.initial_state()
    rng = random.Random(5)
    while (to_end and not state.is_over) or (not to_end and len(record.actions) < actions):
        action = rng.choice(legal_actions(state))
        state, _ = apply(state, action)
        record = record.with_action(action)
    return record, state


def killed_at(folder: Path, when: Callable[[Path, Path], str], work: Callable[[SaveStore], object]) -> None:
    """Run ``work`` on the store in a child that SIGKILLs itself at the ``replace_file`` call
    for which ``when(src, dst)`` says "before" or "after"."""

    def child() -> None:
        original = save_files.replace_file

        def replace(src, dst) -> None:
            moment = when(Path(src), Path(dst))
            if moment == "before":
                os.kill(os.getpid(), signal.SIGKILL)
            original(src, dst)
            if moment == "after":
                os.kill(os.getpid(), signal.SIGKILL)

        save_files.replace_file = replace  # writes and backups
        save_store.replace_file = replace  # abandon's move
        work(SaveStore(folder))
        os._exit(3)  # the moment never came: the test is wrong

    process = multiprocessing.get_context("fork").Process(target=child)
    process.start()
    process.join(60)
    assert process.exitcode == -signal.SIGKILL


def autosaved(folder: Path, upto: int) -> tuple[GameRecord, GameState]:
    store = SaveStore(folder)
    for n in range(1, upto + 1):
        record, state = played(n)
        store.autosave(record, state)
    return record, state


def is_temp(path: Path) -> bool:
    return path.name.endswith(TEMP_SUFFIX)


@pytest.mark.parametrize("moment", ["final rename", "rotation"])
def test_a_kill_before_the_final_rename_resumes_the_newest_save(tmp_path: Path, moment: str) -> None:
    autosaved(tmp_path, 6)
    newer, newer_state = played(7)
    store_path = tmp_path / SaveStore.AUTOSAVE

    def when(src: Path, dst: Path) -> str:
        if moment == "final rename":
            return "before" if is_temp(src) and dst == store_path else ""
        return "before" if src == store_path else ""  # the first step of the rotation

    killed_at(tmp_path, when, lambda store: store.autosave(newer, newer_state))
    assert [p for p in tmp_path.iterdir() if is_temp(p)], "the kill left no complete temporary file"

    found = SaveStore(tmp_path).find_resume()
    assert found.problems == ()
    assert not found.from_backup
    assert found.game is not None and found.game.record == newer
    assert not [p for p in tmp_path.iterdir() if is_temp(p)]
    # The backups are the ones the interrupted write would have left.
    backups = [load_file(p).record.actions for p in SaveStore(tmp_path).slot.backup_paths()]
    assert [len(a) for a in backups] == [6, 5, 4]


def test_a_temporary_file_that_does_not_verify_is_removed_and_the_save_kept(tmp_path: Path) -> None:
    record, _ = autosaved(tmp_path, 3)
    bad = tmp_path / f".{SaveStore.AUTOSAVE}.x1{TEMP_SUFFIX}"
    bad.write_bytes(encode(*played(4))[:-40])  # cut short
    found = SaveStore(tmp_path).find_resume()
    assert found.game is not None and found.game.record == record
    assert not bad.exists()


def test_an_older_temporary_file_does_not_replace_a_newer_save(tmp_path: Path) -> None:
    old = tmp_path / f".{SaveStore.AUTOSAVE}.x2{TEMP_SUFFIX}"
    old.write_bytes(encode(*played(2)))
    os.utime(old, (1_000_000, 1_000_000))
    record, _ = autosaved(tmp_path, 3)
    found = SaveStore(tmp_path).find_resume()
    assert found.game is not None and found.game.record == record


@pytest.mark.parametrize("moment", ["before", "after"])
def test_a_kill_inside_abandon_never_offers_the_abandoned_game_again(tmp_path: Path, moment: str) -> None:
    record, _ = autosaved(tmp_path, 5)
    abandoned = tmp_path / "abandoned"
    killed_at(tmp_path, lambda src, dst: moment if dst.parent == abandoned else "", SaveStore.abandon)

    found = SaveStore(tmp_path).find_resume()
    assert found.game is None and found.problems == ()
    filed = list(abandoned.glob("*.sfgame.json"))
    assert len(filed) == 1 and load_file(filed[0]).record == record
    assert not any(p.exists() for p in SaveStore(tmp_path).slot.paths())
    assert not (tmp_path / SaveStore.ABANDONING).exists()


def test_an_abandon_note_that_is_not_ours_moves_nothing(tmp_path: Path) -> None:
    record, _ = autosaved(tmp_path, 3)
    (tmp_path / SaveStore.ABANDONING).write_text('{"source": "../x", "target": "../../y"}', encoding="utf-8")
    found = SaveStore(tmp_path).find_resume()
    assert found.game is not None and found.game.record == record
    assert not (tmp_path / SaveStore.ABANDONING).exists()


@pytest.mark.parametrize("moment", ["before", "after"])
def test_a_kill_inside_finish_files_the_game_and_offers_nothing(tmp_path: Path, moment: str) -> None:
    final, final_state = played(0, to_end=True)
    store = SaveStore(tmp_path)
    for n in range(len(final.actions) - 3, len(final.actions)):
        store.autosave(*played(n))
    finished = tmp_path / "finished"

    def when(src: Path, dst: Path) -> str:
        return moment if dst.parent == finished and is_temp(src) else ""

    killed_at(tmp_path, when, lambda s: s.finish(final, final_state))

    found = SaveStore(tmp_path).find_resume()
    assert found.game is None, f"offered the game at {len(found.game.record.actions)} of {len(final.actions)}"
    filed = list(finished.glob("*.sfgame.json"))
    assert len(filed) == 1 and load_file(filed[0]).record == final


@pytest.mark.parametrize("removed", [1, 2, 3])
def test_a_kill_while_finish_clears_the_autosave_never_offers_an_older_state(
    tmp_path: Path, removed: int
) -> None:
    """The autosave and its backups are removed one by one once the game is filed: a kill
    after ``removed`` of them leaves no backup of the game's last turns as the newest file,
    which the next start would offer to resume."""
    final, final_state = played(0, to_end=True)
    store = SaveStore(tmp_path)
    for n in range(len(final.actions) - 3, len(final.actions)):
        store.autosave(*played(n))
    slot_names = {p.name for p in store.slot.paths()}

    def child() -> None:
        original = Path.unlink
        count = 0

        def unlink(self: Path, missing_ok: bool = False) -> None:
            nonlocal count
            original(self, missing_ok)
            count += self.name in slot_names
            if count == removed:
                os.kill(os.getpid(), signal.SIGKILL)

        Path.unlink = unlink  # type: ignore[method-assign]
        SaveStore(tmp_path).finish(final, final_state)
        os._exit(3)  # the moment never came: the test is wrong

    process = multiprocessing.get_context("fork").Process(target=child)
    process.start()
    process.join(60)
    assert process.exitcode == -signal.SIGKILL

    found = SaveStore(tmp_path).find_resume()
    assert found.game is None, f"offered the game at {len(found.game.record.actions)} of {len(final.actions)}"
    filed = list((tmp_path / "finished").glob("*.sfgame.json"))
    assert len(filed) == 1 and load_file(filed[0]).record == final
    assert not any(p.exists() for p in SaveStore(tmp_path).slot.paths())
