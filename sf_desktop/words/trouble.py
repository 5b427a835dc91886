"""What went wrong, in the words a player reads: never an exception's text alone, which goes
to the app's log with its traceback instead (the AI's thinking stopped, a save file that
cannot be read, a file that cannot be written)."""

from __future__ import annotations

import errno
from concurrent.futures.process import BrokenProcessPool

from PySide6.QtCore import QCoreApplication

from ..model.save_format import (
    CHANGED,
    CUT_SHORT,
    EMPTY,
    DamagedSaveError,
    NewerSaveError,
    SaveError,
    UnreadableSaveError,
)
from . import languages
from .languages import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate


def thinking_stopped(error: object) -> str:
    """Why a suggestion or a review has no answer, as a short clause (words already are kept)."""
    if isinstance(error, str):
        return error
    if isinstance(error, BrokenProcessPool):
        return translate(
            "Trouble", "the AI's helper process stopped twice; try again, and see the app's log if it goes on"
        )
    return translate("Trouble", "the AI ran into a problem it could not get past; the app's log tells more")


SAVE_VERDICTS: tuple[tuple[type[SaveError], str], ...] = (
    (DamagedSaveError, QT_TRANSLATE_NOOP("Trouble", "The save file “{0}” is damaged.")),
    (
        NewerSaveError,
        QT_TRANSLATE_NOOP("Trouble", "The save file “{0}” was written by a newer version of SF Desktop."),
    ),
    (UnreadableSaveError, QT_TRANSLATE_NOOP("Trouble", "The save file “{0}” cannot be read.")),
    (SaveError, QT_TRANSLATE_NOOP("Trouble", "The save file “{0}” cannot be used.")),
)


# The reasons a player meets most, said whole in the player's language (the others are the file
# reader's technical words, given as they are after what is wrong).
SAVE_REASONS = {
    CUT_SHORT: QT_TRANSLATE_NOOP("Trouble", "it ends too early (the file was cut short)"),
    EMPTY: QT_TRANSLATE_NOOP("Trouble", "it is empty"),
    CHANGED: QT_TRANSLATE_NOOP(
        "Trouble", "the checksum does not match the contents (the file was changed or cut)"
    ),
}

# Why the system would not read a save file, by its error number (its own words are English).
READ_PROBLEMS = {
    errno.ENOENT: QT_TRANSLATE_NOOP("Trouble", "it is not there any more (moved or deleted?)"),
    errno.EACCES: QT_TRANSLATE_NOOP("Trouble", "there is no permission to read it"),
    errno.EPERM: QT_TRANSLATE_NOOP("Trouble", "there is no permission to read it"),
}


def save_problem(error: SaveError) -> str:
    """A save file that cannot be used, in the language shown: what is wrong with it and why
    (a rarer reason in the file reader's own technical words, after what is wrong). In
    English the reader's sentence is already the player's."""
    if languages.current_language() in ("", "en") or error.path is None:
        return error.message
    name = error.path.name
    if isinstance(error, DamagedSaveError) and error.reason in SAVE_REASONS:
        reason = translate("Trouble", SAVE_REASONS[error.reason])
        return translate("Trouble", "The save file “{0}” is damaged: {1}.").format(name, reason)
    if isinstance(error, UnreadableSaveError) and error.errno in READ_PROBLEMS:
        reason = translate("Trouble", READ_PROBLEMS[error.errno])
        return translate("Trouble", "The save file “{0}” cannot be read: {1}.").format(name, reason)
    verdict = next(text for kind, text in SAVE_VERDICTS if isinstance(error, kind))
    detail = translate("Trouble", "Detail: {0}").format(error.reason)
    return f"{translate('Trouble', verdict).format(name)} {detail}"


# Why a file could not be written, by the system's error number: the system's own words are
# English whatever the language shown ("No space left on device").
FILE_PROBLEMS = {
    errno.ENOSPC: QT_TRANSLATE_NOOP("Trouble", "the disk is full"),
    errno.EACCES: QT_TRANSLATE_NOOP("Trouble", "there is no permission to write there"),
    errno.EPERM: QT_TRANSLATE_NOOP("Trouble", "there is no permission to write there"),
    errno.EROFS: QT_TRANSLATE_NOOP("Trouble", "the disk can only be read"),
    errno.ENOENT: QT_TRANSLATE_NOOP("Trouble", "the folder is not there"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("Trouble", "the name is too long"),
}
if hasattr(errno, "EDQUOT"):  # not on every system
    FILE_PROBLEMS[errno.EDQUOT] = QT_TRANSLATE_NOOP("Trouble", "the disk space allowed to you is used up")


def file_problem(error: BaseException) -> str:
    """Why a file could not be written, as a clause in the language shown where the system's
    error is a common one, else in the system's words (safe on any thread)."""
    if isinstance(error, OSError):
        words = FILE_PROBLEMS.get(error.errno or 0)
        if words is not None:
            return translate("Trouble", words)
        if error.strerror:
            return error.strerror
    return str(error)
