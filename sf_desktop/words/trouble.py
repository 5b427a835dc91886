"""What stopped the AI's thinking, in the words a player reads: never an exception's text, which
goes to the app's log with its traceback instead."""

from __future__ import annotations

from concurrent.futures.process import BrokenProcessPool

from PySide6.QtCore import QCoreApplication

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
