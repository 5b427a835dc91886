"""The main window as a newcomer meets it: Watch a game starts in the saves folder, Play on from
here asks before an unsaved game leaves the table, the title names the game, and the keyboard
works on after every dialog closes."""

from __future__ import annotations

import json

import attrs
import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from table_driver import app_window

from sf_desktop.ai.base import make_agent
from sf_desktop.ai.match import play_match
from sf_desktop.model.actions import DRAW, PUT, TAKE
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.save_format import SUFFIX
from sf_desktop.storage.paths import saves_dir
from sf_desktop.storage.save_files import save_file
from sf_desktop.views.dialogs.game_dialogs import RulesDialog, Setup
from sf_desktop.views.dialogs.unsaved import QUIT, UnsavedGameBox
from sf_desktop.words import languages
from sf_desktop.words.people import DEFAULT_NAME

pytestmark = pytest.mark.usefixtures("private_home", "english")

YOU_FIRST = Setup((Seat("Ana", "human"), Seat("Bot", "random")), seed=5, first_player=0)


@pytest.fixture(scope="module")
def finished() -> GameRecord:
    seats = (Seat("Ana", "greedy"), Seat("Bot", "random"))
    record = play_match(seats, [make_agent("greedy"), make_agent("random")], 3).record
    return attrs.evolve(record, seats=(Seat("Ana", "human"), Seat("Bot", "random")))


def open_window(qtbot, tmp_path, size=(1024, 700)):
    """A window as the app opens it on a later launch (it asks before a game is lost)."""
    config = tmp_path / "config"
    config.mkdir(exist_ok=True)
    (config / "settings.json").write_text(json.dumps({"version": 1}), encoding="utf-8")
    w = app_window(tmp_path, resume=None)
    qtbot.addWidget(w)
    w.set_speed("off")
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


def close_quietly(w) -> None:
    w.keeper.enabled = False
    for r in w.replays:
        r.close()
    w.close()


def answer(box_type, which: QMessageBox.StandardButton, seen: list, tries: int = 250) -> None:
    """Click ``which`` as soon as a ``box_type`` shows (it runs its own loop); give up after
    ``tries`` looks, 20 ms apart (a box that never comes must not be answered in a later test)."""

    def poke(left: int = tries) -> None:
        box = next(
            (d for d in QApplication.topLevelWidgets() if isinstance(d, box_type) and d.isVisible()), None
        )
        if box is None:
            if left > 0:
                QTimer.singleShot(20, lambda: poke(left - 1))
            return
        seen.append(box)
        box.button(which).click()

    QTimer.singleShot(0, poke)


def at_risk(qtbot, w) -> None:
    """A game in which the person has decided something, saved in no file."""
    w.start_game(YOU_FIRST)
    qtbot.waitUntil(lambda: w.model.human_to_move)
    assert w.model.submit(DRAW)
    assert w.keeper.at_risk()


# ---------------------------------------------------------------------------- Watch a game


def test_watch_a_game_starts_in_the_saves_folder(qtbot, tmp_path, monkeypatch):
    elsewhere = tmp_path / "cwd"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    asked: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", lambda parent, title, where, *a: asked.append(where) or ("", "")
    )
    w = open_window(qtbot, tmp_path)
    w.act_watch.trigger()
    assert asked == [str(saves_dir().resolve())]
    close_quietly(w)


# ---------------------------------------------------------------------------- Play on from here


def test_play_on_from_here_asks_before_an_unsaved_game_leaves(qtbot, tmp_path, finished):
    w = open_window(qtbot, tmp_path)
    at_risk(qtbot, w)
    in_progress = w.model.record
    path = tmp_path / "games" / "ana.sfgame.json"
    save_file(path, finished)
    replay = w.watch_file(path)
    replay.seek(30)
    seen: list[UnsavedGameBox] = []
    answer(UnsavedGameBox, QMessageBox.StandardButton.Cancel, seen)
    replay.play_on_button.click()
    assert seen and "playing on" in seen[0].text(), "asked like New game, Open and Rematch"
    assert w.model.record == in_progress, "Cancel keeps the game in progress"
    assert replay.isVisible(), "and the replay stays open where it was"
    answer(UnsavedGameBox, QMessageBox.StandardButton.Discard, seen)
    replay.play_on_button.click()
    assert len(seen) == 2
    assert w.model.record.actions == finished.actions[:30]
    assert not replay.isVisible()
    close_quietly(w)


@pytest.mark.parametrize(
    "code, words", [("en", "&Don't save"), ("es", "&No guardar"), ("it", "&Non salvare")]
)
@pytest.mark.parametrize("autosaved", [True, False])
def test_the_question_offers_dont_save_not_discard(qtbot, code, words, autosaved):
    """With the autosave the game is kept for resuming: a button named Discard beside that
    promise would say the opposite."""
    languages.install_language(code)
    try:
        box = UnsavedGameBox(QUIT, autosaved)
        qtbot.addWidget(box)
        assert box.button(QMessageBox.StandardButton.Discard).text() == words
        if autosaved:  # no waste bin where the platform's buttons have icons: the game is kept
            assert box.button(QMessageBox.StandardButton.Discard).icon().isNull()
        assert box.defaultButton() is box.button(QMessageBox.StandardButton.Save)
    finally:
        languages.install_language("en")


def test_play_on_from_here_asks_nothing_when_nothing_is_at_risk(qtbot, tmp_path, finished, monkeypatch):
    monkeypatch.setattr(UnsavedGameBox, "exec", lambda self: pytest.fail("nothing to lose"))
    w = open_window(qtbot, tmp_path)
    w.start_game(YOU_FIRST)  # no decision yet
    path = tmp_path / "games" / "ana.sfgame.json"
    save_file(path, finished)
    replay = w.watch_file(path)
    replay.seek(12)
    replay.play_on_button.click()
    assert w.model.record.actions == finished.actions[:12]
    close_quietly(w)


# ---------------------------------------------------------------------------- the title


def take_a_column(qtbot, w) -> None:
    """Play on (the drawn card to a column, then draws) until the person takes a column."""
    m = w.model
    while True:
        qtbot.waitUntil(lambda: m.human_to_move)
        legal = m.legal_actions()
        take = next((a for a in TAKE if a in legal), None)
        if take is not None and m.state.drawn < 0:
            assert m.submit(take)
            return
        assert m.submit(next(a for a in (*PUT, DRAW) if a in legal))


def test_the_title_names_the_saved_game_and_marks_changes(qtbot, tmp_path, monkeypatch):
    target = tmp_path / "mine" / "my first game"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    w = open_window(qtbot, tmp_path)
    w.start_game(YOU_FIRST)
    qtbot.waitUntil(lambda: w.model.human_to_move)
    assert w.files.save_as()
    assert w.windowTitle() == "my first game[*]" and not w.isWindowModified()
    assert w.windowFilePath() == str(target.with_name("my first game" + SUFFIX))
    assert w.windowHandle().title() == "my first game"
    assert w.model.submit(DRAW)
    assert w.windowTitle() == "my first game[*]" and w.isWindowModified()
    assert w.windowHandle().title() == "my first game*"
    take_a_column(qtbot, w)
    assert w.files.save()
    assert not w.isWindowModified(), "saved as it stands"
    assert w.undo_redo.act_undo.isEnabled()
    w.undo_redo.act_undo.trigger()
    assert w.isWindowModified(), "the file no longer holds what the table shows"
    close_quietly(w)


def test_a_game_in_no_file_is_titled_by_its_players(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    w.start_game(YOU_FIRST)
    qtbot.waitUntil(lambda: w.model.human_to_move)
    assert w.windowTitle() == "Ana vs Bot[*]" and not w.isWindowModified()
    assert w.windowFilePath() == ""
    assert w.model.submit(DRAW)
    assert w.isWindowModified(), "a decision that no file holds yet"
    close_quietly(w)


def test_the_title_follows_the_game_on_the_table_and_the_language(qtbot, tmp_path, finished):
    path = tmp_path / "games" / "Ana and Bot.sfgame.json"
    save_file(path, attrs.evolve(finished, actions=finished.actions[:20]))
    w = open_window(qtbot, tmp_path)
    assert w.files.open_path(path)
    assert w.windowTitle() == "Ana and Bot[*]" and not w.isWindowModified()
    w.start_game(Setup((Seat(DEFAULT_NAME, "human"), Seat("Ada", "random")), seed=5, first_player=0))
    assert w.windowTitle() == "You vs Ada[*]"
    languages.install_language("es")
    qtbot.waitUntil(lambda: w.windowTitle() == "Tú contra Ada[*]", timeout=3000)
    close_quietly(w)


# ---------------------------------------------------------------------------- the keyboard after a dialog


def opened_and_closed(w, finished, which: str) -> None:
    """Open one of the game's windows over the table and close it as a player would."""
    if which == "rules reference":
        w.show_rules().close()
    elif which == "rules in brief":
        w.show_rules_summary()
        next(
            d for d in QApplication.topLevelWidgets() if isinstance(d, RulesDialog) and d.isVisible()
        ).close()
    elif which == "new game, cancelled":
        w.ask_new_game()
        w.new_game_dialog.reject()
    elif which == "new game, started":
        w.ask_new_game()
        w.new_game_dialog.accept()
    elif which == "statistics":
        w.aids.show_stats().close()
    elif which == "score chart":
        w.aids.show_chart().close()
    elif which == "replay":
        w.show_replay(finished).close()
    elif which == "play on from here":
        replay = w.show_replay(finished)
        replay.seek(20)
        replay.play_on_button.click()
    elif which == "score screen":
        w.model.load_record(finished)
        w.show_score()
        w.score_dialog.close()
    elif which == "unsaved game box":
        w.model.submit(DRAW)
        seen: list[UnsavedGameBox] = []
        answer(UnsavedGameBox, QMessageBox.StandardButton.Cancel, seen)
        assert not w.keeper.allow("new") and seen
    elif which == "quit, cancelled":
        w.model.submit(DRAW)
        seen = []
        answer(UnsavedGameBox, QMessageBox.StandardButton.Cancel, seen)
        assert not w.close() and seen, "the window stays"


DIALOGS = [
    "rules reference",
    "rules in brief",
    "new game, cancelled",
    "new game, started",
    "statistics",
    "score chart",
    "replay",
    "play on from here",
    "score screen",
    "unsaved game box",
    "quit, cancelled",  # Ctrl+Q, Cancel: then Ctrl+Q did nothing until the table was clicked
]


@pytest.mark.parametrize("which", DIALOGS)
def test_the_keyboard_comes_back_to_the_table_after_a_dialog(qtbot, tmp_path, finished, which):
    w = open_window(qtbot, tmp_path)
    w.start_game(YOU_FIRST)
    qtbot.waitUntil(lambda: w.model.human_to_move)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)
    try:
        opened_and_closed(w, finished, which)
        qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view, timeout=3000)
    finally:
        close_quietly(w)


# ---------------------------------------------------------------------------- the language on the welcome


def test_a_language_chosen_before_the_first_game_reaches_the_table(qtbot, tmp_path):
    """View ▸ Language on the first launch's welcome, then Play: the table's own words (the
    tray's hint, the log's caption) are in that language too, not only the boards."""
    w = app_window(tmp_path, resume=None)  # the first launch: the welcome, no game
    qtbot.addWidget(w)
    w.set_speed("off")
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    try:
        assert w.session.welcome is not None and not w.model.has_game
        w.aids.set_language("es")
        qtbot.waitUntil(lambda: w.menu_game.title() == "&Partida")  # the window has heard of it
        w.session.welcome.play_button.click()
        qtbot.waitUntil(lambda: w.model.has_game)
        assert "Cards taken" not in w.scene.tray_hint.toPlainText(), w.scene.tray_hint.toPlainText()
        assert w.scene.log.caption != "Game log"
    finally:
        close_quietly(w)
