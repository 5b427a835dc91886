"""Open and Save on paths the system refuses, and a data folder that cannot be written.

A symlink loop, a folder where a file should be, a name with a NUL byte: each is told to the
player in a sentence and the game on the table goes on. A data folder that cannot be written
is reported as such (with where it is), not as a second copy of the app, and the game plays.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile
from PySide6.QtWidgets import QFileDialog, QMessageBox
from table_driver import app_window
from under_wine import running_under_wine

from sf_desktop.app import first_game as session
from sf_desktop.model.record import Seat
from sf_desktop.model.save_format import SUFFIX
from sf_desktop.storage.save_store import SaveStore
from sf_desktop.views.dialogs.game_dialogs import Setup

pytestmark = pytest.mark.usefixtures("private_home")


def open_window(qtbot, tmp_path, folder: Path | None = None):
    """The app's window (its saves in ``folder``) with a two-person game on the table."""
    w = app_window(tmp_path, store=SaveStore(folder or tmp_path / "data"))
    qtbot.addWidget(w)
    w.set_speed("off")
    w.show()
    w.start_game(Setup((Seat("Ana", "human"), Seat("Bo", "human")), seed=4, first_player=0))
    return w


@pytest.fixture
def boxes(monkeypatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append((title, text)))
    return shown


@pytest.mark.skipif(
    running_under_wine(),
    reason="Wine reports opening a symlink loop as 'file not found', not as a loop, so the "
    "sentence about symbolic links cannot appear",
)
def test_opening_a_symlink_loop_is_told_and_the_game_goes_on(qtbot, tmp_path, boxes) -> None:
    loop = tmp_path / f"x{SUFFIX}"
    loop.symlink_to(loop.name)
    w = open_window(qtbot, tmp_path)
    before = w.model.record
    assert not w.files.open_path(loop)
    assert len(boxes) == 1
    title, text = boxes[0]
    assert title == "Cannot open the game"
    assert loop.name in text and "cannot be read" in text and "symbolic links" in text
    assert w.model.record == before


def test_opening_a_loop_from_the_recent_list_drops_it(qtbot, tmp_path, boxes) -> None:
    loop = tmp_path / f"y{SUFFIX}"
    loop.symlink_to(loop.name)
    w = open_window(qtbot, tmp_path)
    w.files.recent = [str(loop.absolute())]
    assert not w.files.open_path(loop)
    assert w.files.recent == []


def test_a_name_with_a_nul_byte_is_told(qtbot, tmp_path, boxes) -> None:
    w = open_window(qtbot, tmp_path)
    name = tmp_path / f"nul\0{SUFFIX}"
    assert not w.files.open_path(name)
    assert not w.files.write(name)
    assert [title for title, _ in boxes] == ["Cannot open the game", "Cannot save the game"]
    assert "cannot use its name" in boxes[0][1]


@pytest.mark.skipif(
    running_under_wine(),
    reason="Wine keeps Windows names as UTF-8 on the Unix file system and refuses a lone "
    "surrogate ('No such file or directory'), which an NTFS name may hold",
)
def test_a_name_that_is_not_utf8_is_saved_but_not_listed(qtbot, tmp_path, boxes) -> None:
    """A byte that is no UTF-8 (allowed in Linux names) cannot go into the settings file."""
    w = open_window(qtbot, tmp_path)
    name = tmp_path / f"latin1-\udce9{SUFFIX}"  # the byte 0xE9 of a Latin-1 "é"
    assert w.files.write(name)
    assert name.is_file() and w.files.recent == []
    assert w.files.open_path(name)
    assert boxes == []


def test_saving_onto_a_symlink_loop_or_a_folder_is_told(qtbot, tmp_path, boxes, monkeypatch) -> None:
    folder = tmp_path / f"folder{SUFFIX}"
    folder.mkdir()
    (folder / "inside.txt").write_text("kept", encoding="utf-8")
    w = open_window(qtbot, tmp_path)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(folder), ""))
    assert not w.files.save_as()
    assert boxes and "could not be saved" in boxes[-1][1] and "folder" in boxes[-1][1]
    assert (folder / "inside.txt").read_text(encoding="utf-8") == "kept"  # nothing moved aside
    assert not list(tmp_path.glob("*.bak"))
    loop = tmp_path / f"loop{SUFFIX}"
    loop.symlink_to(loop.name)
    # Saving over a loop replaces the link by the file: the player's choice, and no crash.
    assert w.files.write(loop)
    assert loop.is_file() and w.files.recent[0] == str(loop.resolve())


class RefusedLock(QLockFile):
    """A lock file in a folder the system will not let us write (as on a read-only disk)."""

    def tryLock(self, timeout: int = 0) -> bool:
        return False

    def error(self) -> QLockFile.LockError:
        return QLockFile.LockError.PermissionError


def test_an_unwritable_data_folder_is_named_and_the_game_plays(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(session, "QLockFile", RefusedLock)
    w = open_window(qtbot, tmp_path)
    message = w.statusBar().currentMessage()
    assert "cannot be written" in message and str(tmp_path / "data") in message
    assert "already open" not in message
    assert w.files.saver is None
    assert w.model.submit(w.model.legal_actions()[0])


@pytest.mark.skipif(not hasattr(os, "geteuid"), reason="POSIX permissions")
def test_qt_reports_a_folder_without_write_permission_as_a_permission_error(tmp_path) -> None:
    """What ``RefusedLock`` stands for, checked with the real lock as a user the folder
    refuses (root writes anywhere, so the check runs as ``nobody`` when the tests run as root)."""
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    tmp_path.chmod(0o755)
    script = textwrap.dedent(
        f"""
        from PySide6.QtCore import QLockFile
        lock = QLockFile({str(folder / "x.lock")!r})
        print(lock.tryLock(100), lock.error().name)
        """
    )
    command = [sys.executable, "-c", script]
    if os.geteuid() == 0:
        command = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *command]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)
    except FileNotFoundError:
        pytest.skip("setpriv is not installed")
    if done.returncode and "setpriv" in done.stderr:
        pytest.skip(done.stderr.strip())
    assert done.stdout.split() == ["False", "PermissionError"], done.stderr
