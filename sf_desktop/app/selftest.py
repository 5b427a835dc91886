"""``sf-desktop --self-test``: prove an installed (or bundled) app can do its job, then exit.

It reads the deck data, loads and replays the bundled reference save, makes the window the
way a double-click does (in a throwaway settings and saves folder) and renders the reference
game once offscreen, switches to every language the app speaks, makes every AI level and
has the AI worker process answer one decision, and hosts an online game on 127.0.0.1 (the
app's own server on SQLite, a seat taken over a WebSocket, OpenSSL loaded for wss://
servers). One line goes to stdout (and the log);
the exit code is 0 only when every check passed. Resources are found through
``importlib.resources``, so the check means the same from source and from a frozen bundle.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
import time
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..model.record import GameRecord

log = logging.getLogger(__name__)


def _check_deck() -> str:
    from ..model.cards import CARDS, DECK, LAYOUT

    if len(DECK) != 87 or len(LAYOUT.districts) != 5 or len(CARDS) != 93:
        raise RuntimeError(f"deck data is wrong: {len(DECK)} cards, {len(LAYOUT.districts)} districts")
    return f"deck {len(DECK)} cards"


def _check_reference_save() -> tuple[str, GameRecord]:
    from ..model.save_format import load_bytes

    raw = (
        resources.files("sf_desktop.resources")
        .joinpath("saves")
        .joinpath("reference.sfgame.json")
        .read_bytes()
    )
    game = load_bytes(raw)
    if not game.state.is_over:
        raise RuntimeError("the reference save should hold a finished game")
    return f"reference save {len(game.record.actions)} actions", game.record


def _check_window(record: GameRecord, folder: Path) -> str:
    """The window made the way a double-click makes it (settings, language, session), with
    the reference game loaded, rendered once."""
    from ..storage.save_store import SaveStore
    from .window import create_window

    app, window = create_window(
        [sys.argv[0], "-platform", "offscreen"],
        resume=False,
        store=SaveStore(folder / "saves"),
        settings_dir=folder / "settings",
        autosave=False,
        ai_processes=False,
    )
    try:
        window.resize(1280, 720)
        window.model.load_record(record)
        window.show()
        app.processEvents()
        image = window.grab().toImage()
    finally:
        window.close()
        window.model.shutdown()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 16) for y in range(0, image.height(), 16)}
    if image.width() < 1000 or len(colours) < 20:
        raise RuntimeError(
            f"the table rendered blank ({image.width()}x{image.height()}, {len(colours)} colours)"
        )
    return f"table rendered {image.width()}x{image.height()}"


def _check_text() -> str:
    """Text is really drawn: a label in the app's font leaves ink (Qt's offscreen platform on
    Windows reads fonts only from its font folder, so without one it draws no text); and the
    table's words are in one of the theme's sans families, not a serif stand-in."""
    from PySide6.QtGui import QColor, QFontDatabase, QPalette
    from PySide6.QtWidgets import QLabel

    from ..views.look import theme
    from .fonts import table_family

    families = QFontDatabase.families()
    label = QLabel("San Francisco 0123")
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor("white"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("black"))
    label.setPalette(palette)
    label.setAutoFillBackground(True)
    label.resize(label.sizeHint())
    image = label.grab().toImage()
    ink = sum(
        1
        for x in range(image.width())
        for y in range(image.height())
        if QColor(image.pixel(x, y)).lightness() < 128
    )
    if not families or ink < 20:
        raise RuntimeError(f"no text drawn ({len(families)} font families, {ink} dark pixels)")
    table = table_family()
    if table not in theme.FAMILIES:
        raise RuntimeError(
            f"the table's words fell back to {table} (a serif or other stand-in), "
            f"not one of {', '.join(theme.FAMILIES)}"
        )
    return f"text drawn in {table}"


def _font_folder_for_offscreen() -> None:
    """On Windows the offscreen platform finds no system fonts: point it (QT_QPA_FONTDIR,
    unless already set) at the bundle's font folder, else at the system's."""
    if sys.platform != "win32" or os.environ.get("QT_QPA_FONTDIR"):
        return
    folders = [Path(sys._MEIPASS) / "fonts"] if hasattr(sys, "_MEIPASS") else []
    folders.append(Path(os.environ.get("WINDIR", r"C:\Windows")) / "Fonts")
    for folder in folders:
        if folder.is_dir() and any(folder.glob("*.tt[fc]")):
            os.environ["QT_QPA_FONTDIR"] = str(folder)
            return


def _check_languages() -> str:
    """Every language the app speaks: its catalogue, switching to it, and its rules reference."""
    from PySide6.QtCore import QCoreApplication

    from ..views.dialogs.rules_reference import rules_document
    from ..words.languages import FALLBACK, SUPPORTED, catalogue_bytes, install_language

    for code in SUPPORTED:
        if code != FALLBACK and catalogue_bytes(code) is None:
            raise RuntimeError(f"no catalogue for {code}")
        if install_language(code) != code:
            raise RuntimeError(f"the app could not switch to {code}")
        if code != FALLBACK and QCoreApplication.translate("MainWindow", "&Game") == "&Game":
            raise RuntimeError(f"the {code} catalogue translates nothing")
        if rules_document(code)[0] != code:
            raise RuntimeError(f"no rules reference in {code}")
    install_language(FALLBACK)
    return f"languages {len(SUPPORTED)}"


def _check_ai() -> str:
    """Every AI level can be made (they are imported by name, which a frozen build must
    allow), and the worker process answers a decision of the strongest one, as the app asks
    (a frozen build starts that process through its own executable)."""
    import random

    from ..ai.base import BUILTIN, make_agent
    from ..ai.worker import Thinker
    from ..model.rules import legal_actions, new_game
    from ..model.state import public_view

    for kind in BUILTIN:
        make_agent(kind)
    state = new_game(2, seed=1)
    thinker = Thinker()
    try:  # asked at once, as a game asks: the process warms up while the move waits its turn
        warming = thinker.warm(("hard",))
        moving = thinker.submit("move", "think", "hard", public_view(state), random.Random(1).getstate())
        warming.result(timeout=60)
        action, _ = moving.result(timeout=60)
    finally:
        thinker.shutdown()
    if action not in legal_actions(state):
        raise RuntimeError(f"the AI process answered an illegal move: {action}")
    return f"AI levels {len(BUILTIN)}, worker process answered"


def _check_online(folder: Path) -> str:
    """Online play works from this build: the app's own server on SQLite in ``folder``,
    listening on 127.0.0.1 only, its AI processes started and answering (a frozen build
    starts them through its own executable), a seat taken through it over a WebSocket; and
    OpenSSL is there for wss:// servers. The modules are imported only here and when a player plays
    online, never on an ordinary start."""
    import asyncio
    import random
    import ssl

    from ..model.rules import legal_actions, new_game
    from ..model.state import public_view
    from ..online.client import OnlineClient
    from ..online.hosting import LocalHost

    ssl.create_default_context()
    host = LocalHost(folder, name="self-test", lan=False)

    async def take_a_seat() -> str:
        client = OnlineClient(host.url_local, reconnect=False, open_timeout_s=10.0)
        try:
            return (await asyncio.wait_for(client.create("A", ["person", "person"]), 30)).code
        finally:
            await client.close()

    state = new_game(2, seed=1)
    try:
        code = asyncio.run(take_a_seat())
        ai_ready = host.ai_ready
        action = host.ask_ai("hard", public_view(state), random.Random(1))
    finally:
        host.stop()
    if not code:
        raise RuntimeError("the hosted server gave no room code")
    if not ai_ready:
        raise RuntimeError("the hosted server's AI processes did not start")
    if action not in legal_actions(state):
        raise RuntimeError(f"the hosted server's AI answered an illegal move: {action}")
    return "online game hosted on 127.0.0.1 with its AI processes"


def run_self_test(out: Callable[[str], None] = print) -> int:
    """Run every check; print one line; 0 when all passed."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _font_folder_for_offscreen()
    start = time.perf_counter()
    parts: list[str] = []
    try:
        parts.append(_check_deck())
        text, record = _check_reference_save()
        parts.append(text)
        with tempfile.TemporaryDirectory(prefix="sf-desktop-self-test-") as folder:
            parts.append(_check_window(record, Path(folder)))
        parts.append(_check_text())
        parts.append(_check_languages())
        parts.append(_check_ai())
        # Windows may hold the hosted store's files a moment after the server stops.
        with tempfile.TemporaryDirectory(
            prefix="sf-desktop-self-test-", ignore_cleanup_errors=True
        ) as folder:
            parts.append(_check_online(Path(folder)))
    except Exception as exc:  # any failure is the answer
        line = f"self-test FAILED: {exc} (after: {', '.join(parts) or 'nothing'})"
        log.error(line, exc_info=True)
        out(line)
        return 1
    line = f"self-test ok: {', '.join(parts)} in {time.perf_counter() - start:.1f} s"
    log.info(line)
    out(line)
    return 0
