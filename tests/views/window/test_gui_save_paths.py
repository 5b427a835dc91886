"""Open and Save on paths the system refuses, and a data folder that cannot be written.

A symlink loop, a folder where a file should be, a name with a NUL byte: each is told to the
player in a sentence and the game on the table goes on. A data folder that cannot be written
is reported as such (with where it is), not as a second copy of the app, and the game plays.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
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


@pytest.mark.parametrize("odd", ["folder", "pipe"])
def test_a_lock_file_that_is_no_file_is_set_aside(qtbot, tmp_path, odd) -> None:
    """A folder at the lock's name said "already open in another window" (and saved nothing);
    a named pipe there hung the start. Either is set aside and the window saves as usual."""
    if odd == "pipe" and not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    data = tmp_path / "data"
    data.mkdir()
    lock = data / session.LOCK_NAME
    lock.mkdir() if odd == "folder" else os.mkfifo(lock)
    w = open_window(qtbot, tmp_path, data)
    assert "already open" not in w.statusBar().currentMessage()
    assert w.files.saver is not None and lock.is_file()
    assert len(list(data.glob(f"{session.LOCK_NAME}.damaged-*"))) == 1


# Run as another user: it answers what it can reach and write, and what Qt's lock says.
LOCK_PROBE = """
import json, os, sys
folder = sys.argv[1]
seen = {"reached": os.access(folder, os.X_OK), "writable": os.access(folder, os.W_OK)}
try:
    from PySide6.QtCore import QLockFile
except ImportError as exc:
    seen["qt"] = str(exc)
else:
    lock = QLockFile(os.path.join(folder, "x.lock"))
    seen["locked"] = lock.tryLock(100)
    seen["error"] = lock.error().name
print(json.dumps(seen))
"""


def refused_users() -> list[tuple[str, list[str]]]:
    """Who ``chmod 555`` refuses, and the command prefix that runs a program as them: this user,
    unless it is root (which writes anywhere). Then root without the capabilities that pass over
    permissions, which still reads the checkout wherever it lies; then ``nobody``, who can only
    if the checkout's folders let everyone read them."""
    if os.geteuid() != 0:
        return [("this user", [])]
    return [
        ("root without its capabilities", ["setpriv", "--inh-caps=-all", "--bounding-set=-all", "--"]),
        ("nobody", ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]),
    ]


def probe_lock(prefix: list[str], folder: Path) -> dict | str:
    """What the probe saw, or why it could not run as that user or does not test the refusal."""
    command = [*prefix, sys.executable, "-c", LOCK_PROBE, str(folder)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)
    except FileNotFoundError:
        return f"{command[0]} is not installed"
    if done.returncode:
        lines = done.stderr.strip().splitlines()
        return lines[-1] if lines else f"exit status {done.returncode}"
    seen = json.loads(done.stdout)
    if "qt" in seen:
        return f"cannot import Qt from {sys.executable}: {seen['qt']}"
    if not seen["reached"]:
        return f"cannot reach {folder}"
    if seen["writable"]:
        return f"may write {folder} all the same"
    return seen


@pytest.mark.skipif(not hasattr(os, "geteuid"), reason="POSIX permissions")
def test_qt_reports_a_folder_without_write_permission_as_a_permission_error() -> None:
    """What ``RefusedLock`` stands for, checked with the real lock as a user the folder refuses,
    once that user is seen to reach the folder, be refused its writing and import Qt."""
    base = Path(tempfile.mkdtemp(prefix="sf-desktop-lock-"))
    folder = base / "read-only"
    try:
        base.chmod(0o755)  # anyone reaches the folder: only its own mode refuses
        folder.mkdir()
        folder.chmod(0o555)
        why_not = []
        for who, prefix in refused_users():
            seen = probe_lock(prefix, folder)
            if isinstance(seen, str):
                why_not.append(f"{who}: {seen}")
                continue
            assert (seen["locked"], seen["error"]) == (False, "PermissionError"), who
            return
        pytest.skip("no user the folder refuses can run the check here (" + "; ".join(why_not) + ")")
    finally:
        if folder.exists():
            folder.chmod(0o755)
        shutil.rmtree(base)
