"""Pull the plug: a process that plays and autosaves is killed (SIGKILL) at random moments.

After every kill the autosave or one of its backups loads, no file is ever damaged, and the
game found is never older than the last action whose autosave had completed. The next
process resumes from it, as the app does on start.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import time
from pathlib import Path

import pytest

from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.rules import apply, legal_actions
from sf_desktop.model.save_format import SaveError
from sf_desktop.storage.save_files import load_file
from sf_desktop.storage.save_store import SaveStore

KILLS = 30
SEATS = (Seat("Ana", "human"), Seat("Bo", "random"), Seat("Cy", "random"), Seat("Dee", "random"))

pytestmark = [
    pytest.mark.slow,  # kills at random moments: its timing depends on the machine's load
    pytest.mark.skipif(
        not hasattr(signal, "SIGKILL") or "fork" not in multiprocessing.get_all_start_methods(),
        reason="needs SIGKILL and fork",
    ),
]


def new_game(number: int) -> GameRecord:
    return GameRecord.new(SEATS, number, game_id=f"game-{number}")


def play_and_autosave(folder: str, report: int) -> None:
    """The child: resume (or start), then decide, apply, autosave, report, forever."""
    store = SaveStore(folder)
    found = store.find_resume()
    if found.problems:
        os.write(report, b"problem\n")
    if found.game is not None:
        record, state = found.game.record, found.game.state
    else:
        done = sorted(int(p.name.split("-")[1].split(".")[0]) for p in store.finished_dir.glob("game-*"))
        record = new_game(done[-1] + 1 if done else 0)
        state = record.initial_state()
    os.write(report, f"start {record.game_id} {len(record.actions)} {int(state.is_over)}\n".encode())
    while True:
        if state.is_over:
            store.finish(record, state)
            record = new_game(int(record.game_id.split("-")[1]) + 1)
            state = record.initial_state()
            os.write(report, f"start {record.game_id} 0 0\n".encode())
        rng = random.Random(f"{record.game_id}:{len(record.actions)}")
        action = rng.choice(legal_actions(state))
        state, _ = apply(state, action)
        record = record.with_action(action)
        store.autosave(record, state)
        os.write(report, f"saved {record.game_id} {len(record.actions)} {int(state.is_over)}\n".encode())


def newest_good(folder: Path) -> tuple[str, int] | None:
    """Every file of the autosave set must load; the newest one's game and action count."""
    store = SaveStore(folder)
    newest = None
    for path in store.slot.paths():
        if path.exists():
            try:
                game = load_file(path)
            except SaveError as exc:  # pragma: no cover - the failure this test exists for
                pytest.fail(f"after a kill: {exc}")
            if newest is None:
                newest = (game.record.game_id, len(game.record.actions))
    return newest


def test_the_autosave_survives_sigkill_at_random_moments(tmp_path) -> None:
    ctx = multiprocessing.get_context("fork")
    rng = random.Random(99)
    read_end, write_end = os.pipe()
    os.set_blocking(read_end, False)
    buffer = b""
    last: list[str] | None = None
    saves = 0

    def read_reports() -> int:
        """Take in what the children reported; the number of new completed saves."""
        nonlocal buffer, last
        try:
            while chunk := os.read(read_end, 1 << 16):
                buffer += chunk
        except BlockingIOError:
            pass
        *lines, buffer = buffer.split(b"\n")
        new = 0
        for line in lines:
            words = line.decode().split()
            assert words[0] != "problem", "a resumed process met a damaged file"
            new += words[0] == "saved"
            last = words
        return new

    for _ in range(KILLS):
        child = ctx.Process(target=play_and_autosave, args=(str(tmp_path), write_end), daemon=True)
        child.start()
        # Let it complete one save first (however busy the machine), then pull the plug at a
        # random moment of the work that follows.
        deadline = time.monotonic() + 10
        while not (done_now := read_reports()) and time.monotonic() < deadline:
            time.sleep(0.001)
        saves += done_now
        time.sleep(rng.uniform(0.0, 0.03))
        os.kill(child.pid, signal.SIGKILL)
        child.join()
        assert child.exitcode == -signal.SIGKILL  # it was still working, not crashed
        saves += read_reports()
        assert last is not None, "the first process was killed before it started"
        _, game_id, done, over = last[0], last[1], int(last[2]), last[3] == "1"
        found = newest_good(tmp_path)
        if found is None:
            assert done == 0 or over  # nothing saved yet, or the game was filed as finished
        elif found[0] == game_id:
            assert done <= found[1] <= done + 1  # never older than the last completed save
        else:
            assert over, f"found {found}, expected {game_id} at {done}"
            assert found[1] <= 1
    assert saves >= KILLS  # every process completed a save before its kill
    assert not [p.name for p in tmp_path.rglob("*") if ".damaged-" in p.name]
    os.close(read_end)
    os.close(write_end)
