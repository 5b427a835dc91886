"""When a game was saved, as a person says it: "today at 12:30", "yesterday at 12:30", or the
date and time in the user's short format."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

translate = QCoreApplication.translate


def saved_when(saved_at: str, now: QDateTime | None = None) -> str:
    """``2025-01-01T12:30:00Z`` as a person says it: "today at 12:30", "yesterday at 12:30",
    else the date and time in the user's short format ("" if unknown)."""
    try:
        moment = dt.datetime.strptime(saved_at, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=dt.UTC)
    except ValueError:
        return ""
    local = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))
    locale = QLocale()
    time = locale.toString(local.time(), QLocale.FormatType.ShortFormat)
    days = local.date().daysTo((now or QDateTime.currentDateTime()).date())
    if days == 0:
        return translate("Resume", "today at {0}").format(time)
    if days == 1:
        return translate("Resume", "yesterday at {0}").format(time)
    return locale.toString(local, QLocale.FormatType.ShortFormat)
