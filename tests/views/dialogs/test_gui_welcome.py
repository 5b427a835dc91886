"""The first five minutes: the first launch's welcome (nothing plays before the player chooses),
the questions before a game in progress leaves the table, the unfinished games one click away,
a second copy of the app that says it will not save, file dialogs that start in the saves
folder, and the new-game dialog's names."""

from __future__ import annotations

import json
import os
from concurrent.futures import Future
from pathlib import Path
from typing import ClassVar

import pytest
from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from table_driver import app_window

from sf_desktop.app.window import create_window
from sf_desktop.model.actions import DRAW
from sf_desktop.model.record import Seat
from sf_desktop.model.save_format import SUFFIX, new_record
from sf_desktop.session import workers
from sf_desktop.storage.paths import saves_dir
from sf_desktop.storage.save_files import load_file
from sf_desktop.storage.save_store import SaveStore
from sf_desktop.views.dialogs.game_dialogs import NewGameDialog, Setup
from sf_desktop.views.dialogs.resume import SecondCopyDialog
from sf_desktop.views.dialogs.unsaved import UnsavedGameBox
from sf_desktop.views.dialogs.welcome import WelcomePanel
from sf_desktop.views.window.file_actions import start_folder
from sf_desktop.words import languages

YOU_FIRST = Setup((Seat("Ana", "human"), Seat("Bot", "random")), seed=5, first_player=0)


pytestmark = pytest.mark.usefixtures("private_home", "english")


def open_window(qtbot, tmp_path, *, size=(1024, 700), settings: dict | None = None, **kwargs):
    """A window as the app opens it (the player answers), on private folders."""
    config = tmp_path / "config"
    if settings is not None:
        config.mkdir(exist_ok=True)
        (config / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    kwargs.setdefault("resume", None)  # as the app opens: an unfinished game is offered
    w = app_window(tmp_path, **kwargs)
    qtbot.addWidget(w)
    w.set_speed("off")
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


def answer(box_type, pick, seen: list) -> None:
    """Click what ``pick(box)`` returns as soon as a ``box_type`` shows (it runs its own loop)."""

    def poke() -> None:
        box = next(
            (d for d in QApplication.topLevelWidgets() if isinstance(d, box_type) and d.isVisible()), None
        )
        if box is None:
            QTimer.singleShot(20, poke)
            return
        seen.append(box)
        pick(box).click()

    QTimer.singleShot(0, poke)


def button(which: QMessageBox.StandardButton):
    return lambda box: box.button(which)


def at_risk(qtbot, w) -> None:
    """A game in which the person has decided something, saved in no file."""
    w.start_game(YOU_FIRST)
    qtbot.waitUntil(lambda: w.model.human_to_move)
    assert w.model.submit(DRAW)
    assert w.keeper.at_risk()


def close_quietly(w) -> None:
    w.keeper.enabled = False
    w.close()


# ---------------------------------------------------------------------------- 1. the welcome


class ThinkerSpy:
    """Stands in for the AI's worker process and counts what it is asked."""

    made: ClassVar[list[ThinkerSpy]] = []

    def __init__(self) -> None:
        self.tasks: list[str] = []
        ThinkerSpy.made.append(self)

    def warm(self, kinds) -> None:
        self.tasks.append("warm")

    def submit(self, channel, task, *args):
        self.tasks.append("think")
        return Future()

    def cancel(self, channel) -> None:
        pass

    def shutdown(self) -> None:
        pass


def test_the_first_launch_welcomes_and_nothing_plays_before_the_choice(qtbot, tmp_path, monkeypatch):
    ThinkerSpy.made = []
    monkeypatch.setattr(workers, "Thinker", ThinkerSpy)
    applied: list = []
    w = open_window(qtbot, tmp_path, ai_processes=True)
    w.model.stepped.connect(applied.append)
    panel = w.session.welcome
    assert isinstance(panel, WelcomePanel)
    qtbot.waitUntil(panel.isVisible)
    assert not w.model.has_game and w.model.thinking_seat == -1  # no game: no AI can play on its own
    assert applied == [] and ThinkerSpy.made == []
    # The common case is the default, the guided first game is the first choice.
    setup = panel.setup()
    assert [(s.name, s.kind) for s in setup.seats] == [("You", "human"), ("Ada", "medium")]
    assert "Ada (AI · Medium)" in panel.play_button.description()
    assert panel.guided_button.hasFocus() or QApplication.focusWidget() is None  # offscreen: no focus
    layout = panel.card.layout()
    assert layout.indexOf(panel.guided_button) < layout.indexOf(panel.play_button)
    panel.play_button.click()
    assert w.model.has_game and [s.kind for s in w.model.seats] == ["human", "medium"]
    assert not panel.isVisible()
    assert ThinkerSpy.made and ThinkerSpy.made[0].tasks[0] == "warm"  # the worker starts only now
    close_quietly(w)


def test_the_welcome_fits_the_window_and_names_every_choice(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    panel = w.session.welcome
    qtbot.waitUntil(panel.isVisible)
    viewport = QRect(0, 0, w.view.width(), w.view.height())
    card = QRect(panel.card.mapTo(w.view, panel.card.rect().topLeft()), panel.card.size())
    assert viewport.contains(card)
    for b in (
        panel.guided_button,
        panel.play_button,
        panel.more_button,
        panel.online_button,
        panel.open_button,
        panel.rules_button,
    ):
        assert b.isVisible() and b.text()
        inside = QRect(b.mapTo(panel.card, b.rect().topLeft()), b.size())
        assert panel.card.rect().contains(inside), b.objectName()
        wanted = b.heightForWidth(b.width()) if b.hasHeightForWidth() else b.sizeHint().height()
        assert wanted <= b.height() + 1, f"{b.objectName()} is cut"


def test_the_guided_first_game_turns_the_guide_on(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    panel = w.session.welcome
    panel.opponents.setCurrentIndex(panel.opponents.findData(2))
    panel.level.setCurrentIndex(panel.level.findData("easy"))
    assert "Ada (AI · Easy) and Bruno (AI · Easy)" in panel.guided_button.description()
    panel.guided_button.click()
    assert [s.kind for s in w.model.seats] == ["human", "easy", "easy"]
    assert w.aids.guide_on
    close_quietly(w)


def test_other_games_starts_from_the_opponents_and_level_chosen_on_the_welcome(qtbot, tmp_path):
    """Three AIs at Hard chosen on the welcome, then Other games…: the dialog shows four
    players, the three AIs at Hard, not the two players of a first launch."""
    w = open_window(qtbot, tmp_path)
    panel = w.session.welcome
    panel.opponents.setCurrentIndex(panel.opponents.findData(3))
    panel.level.setCurrentIndex(panel.level.findData("hard"))
    panel.more_button.click()
    dialog = w.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.count.value() == 4
    assert [dialog.kinds[i].currentData() for i in range(4)] == ["human", "hard", "hard", "hard"]
    assert [s.name for s in dialog.setup().seats][1:] == ["Ada", "Bruno", "Carmen"]
    dialog.reject()
    w.ask_new_game()  # from the menu: the last game's players (none yet: the usual two)
    assert w.new_game_dialog.count.value() == 2
    w.new_game_dialog.reject()
    close_quietly(w)


def test_a_closed_dialog_gives_the_keyboard_back_to_the_welcome_choice(qtbot, tmp_path, monkeypatch):
    """Other games…, then Escape: under a window manager the keyboard came back to nowhere and
    the keeper put it on the table under the welcome, so Tab began again at the top. It goes
    back to the choice that opened the dialog."""
    from sf_desktop.views.window import focus

    w = open_window(qtbot, tmp_path)
    panel = w.session.welcome
    w.activateWindow()
    panel.more_button.setFocus()
    qtbot.waitUntil(panel.more_button.hasFocus)
    with monkeypatch.context() as nowhere:  # as the window manager leaves it when a dialog goes
        nowhere.setattr(focus.QApplication, "focusWidget", staticmethod(lambda: None))
        w.focus_keeper.restore()
    assert panel.more_button.hasFocus() and not w.view.hasFocus()
    close_quietly(w)


def test_a_game_started_from_the_menu_or_a_file_also_ends_the_welcome(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    panel = w.session.welcome
    w.start_game(YOU_FIRST)
    assert not panel.isVisible()


def test_the_welcome_speaks_the_players_language(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    panel = w.session.welcome
    english = [panel.title.text(), panel.guided_button.text(), panel.play_button.description()]
    languages.install_language("es")
    qtbot.waitUntil(lambda: panel.title.text() != english[0])
    spanish = [panel.title.text(), panel.guided_button.text(), panel.play_button.description()]
    assert all(a != b for a, b in zip(english, spanish, strict=True)), spanish
    assert panel.opponents.currentText() != "One AI"


@pytest.mark.parametrize("code", ["en", "es", "it"])
def test_the_welcome_title_is_whole_in_every_language_at_1024x700(qtbot, tmp_path, code):
    w = open_window(qtbot, tmp_path)
    w.resize(1024, 700)
    panel = w.session.welcome
    english = panel.title.text()
    try:
        languages.install_language(code)
        qtbot.waitUntil(lambda: panel.isVisible() and (code == "en") == (panel.title.text() == english))
        panel.place()
        title = panel.title
        margins = panel.card.layout().contentsMargins()
        assert title.geometry().right() <= panel.card.width() - margins.right(), "the card cuts the title"
        assert title.heightForWidth(title.width()) <= title.height() + 1, "the title is cut"
        one_line = title.fontMetrics().horizontalAdvance(title.text())
        assert one_line <= title.width(), f"{title.text()!r} wraps at 1024x700"
    finally:
        languages.install_language("en")


def test_a_later_launch_goes_straight_to_a_game(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path, settings={"version": 1})
    assert w.session.welcome is None and w.model.has_game
    close_quietly(w)


# ---------------------------------------------------------------------------- 2. never lose a game


def test_new_game_asks_first_and_cancel_keeps_the_game(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path, settings={"version": 1})
    at_risk(qtbot, w)
    record = w.model.record
    seen: list[UnsavedGameBox] = []
    answer(UnsavedGameBox, button(QMessageBox.StandardButton.Cancel), seen)
    w.ask_new_game()
    assert seen and "new one" in seen[0].text() and "Unfinished games" in seen[0].informativeText()
    assert w.new_game_dialog is None and w.model.record == record
    close_quietly(w)


def test_discard_puts_the_game_under_unfinished_games_and_it_comes_back(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path, settings={"version": 1})
    at_risk(qtbot, w)
    record = w.model.record
    seen: list[UnsavedGameBox] = []
    answer(UnsavedGameBox, button(QMessageBox.StandardButton.Discard), seen)
    w.rematch()
    assert seen and "rematch" in seen[0].text()
    assert w.model.record.game_id != record.game_id and not w.model.record.actions
    assert w.files.saver.flush()
    w.files.menu_unfinished.aboutToShow.emit()
    entries = [a for a in w.files.menu_unfinished.actions() if a.isEnabled()]
    assert len(entries) == 1 and "Ana, Bot" in entries[0].text()
    entries[0].trigger()  # the game on the table has no decision yet: nothing to ask
    assert w.model.record == record
    assert w.files.path is None, "Save asks where to put it, not in the app's own folder"
    close_quietly(w)


def test_save_in_the_question_saves_then_goes_on(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, settings={"version": 1})
    at_risk(qtbot, w)
    record = w.model.record
    target = tmp_path / "mine"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    seen: list[UnsavedGameBox] = []
    answer(UnsavedGameBox, button(QMessageBox.StandardButton.Save), seen)
    w.files.open()
    assert seen and "opening another" in seen[0].text()
    assert load_file(target.with_name("mine" + SUFFIX)).record == record
    assert not w.keeper.at_risk(), "saved as it stands: nothing more to ask"
    close_quietly(w)


def test_quit_asks_and_cancel_keeps_the_window_and_its_autosave(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path, settings={"version": 1})
    at_risk(qtbot, w)
    seen: list[UnsavedGameBox] = []
    answer(UnsavedGameBox, button(QMessageBox.StandardButton.Cancel), seen)
    assert not w.close()
    assert seen and "quitting" in seen[0].text() and "next time" in seen[0].informativeText()
    assert w.isVisible() and w.session.lock is not None and w.files.saver is not None
    answer(UnsavedGameBox, button(QMessageBox.StandardButton.Discard), seen)
    assert w.close()
    w.keeper.enabled = False  # closed: the teardown's close must not ask again
    assert SaveStore(tmp_path / "data").find_resume().game.record == w.model.record


def test_a_game_not_at_risk_goes_without_a_question(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(UnsavedGameBox, "exec", lambda self: pytest.fail("nothing to lose"))
    w = open_window(qtbot, tmp_path, settings={"version": 1})
    w.start_game(YOU_FIRST)  # no decision yet
    w.rematch()
    assert w.close()


# ---------------------------------------------------------------------------- 3. a second copy


def test_a_second_copy_says_in_a_dialog_that_it_will_not_save(qtbot, tmp_path):
    first = open_window(qtbot, tmp_path, settings={"version": 1})
    seen: list[SecondCopyDialog] = []
    answer(SecondCopyDialog, lambda box: box.play_button, seen)
    second = open_window(qtbot, tmp_path, settings={"version": 1})
    assert seen and "already open" in seen[0].text() and "will not save" in seen[0].informativeText()
    assert "San Francisco" not in seen[0].windowTitle()  # the title bar adds it: once is enough
    assert second.files.saver is None and second.model.has_game and not second.session.leave
    at_risk(qtbot, second)
    box = UnsavedGameBox("quit", autosaved=second.files.saver is not None)
    assert "lost" in box.informativeText()
    close_quietly(second)
    close_quietly(first)


def test_a_second_copy_closed_from_its_notice_opens_nothing(qtbot, tmp_path):
    first = open_window(qtbot, tmp_path, settings={"version": 1})
    seen: list[SecondCopyDialog] = []
    answer(SecondCopyDialog, lambda box: box.close_button, seen)
    _, second = create_window(
        [], store=SaveStore(tmp_path / "data"), settings_dir=tmp_path / "config", ai_processes=False
    )
    qtbot.addWidget(second)
    assert seen and second.session.leave and not second.model.has_game
    close_quietly(first)


# ---------------------------------------------------------------------------- 12. the saves folder


def test_save_as_and_open_start_in_the_saves_folder(qtbot, tmp_path, monkeypatch):
    elsewhere = tmp_path / "cwd"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    asked: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda parent, title, where, *a: asked.append(where) or ("", "")
    )
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", lambda parent, title, where, *a: asked.append(where) or ("", "")
    )
    w = open_window(qtbot, tmp_path, settings={"version": 1})
    w.start_game(YOU_FIRST)
    w.files.save()  # no file yet: Save is Save As
    w.files.save_as()
    w.files.open()
    folder = saves_dir().resolve()
    assert folder == (tmp_path / "home" / "saves").resolve() and folder.is_dir()
    assert len(asked) == 3
    assert Path(asked[0]).parent == folder and Path(asked[0]).name.endswith(SUFFIX)
    assert Path(asked[1]).parent == folder and Path(asked[2]) == folder
    assert all(not Path(a).resolve().is_relative_to(elsewhere) for a in asked)


def test_without_a_documents_folder_the_data_folder_is_used(tmp_path, monkeypatch):
    monkeypatch.delenv("SF_DESKTOP_HOME")
    monkeypatch.setenv("SF_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr("platformdirs.user_documents_dir", lambda: "")
    monkeypatch.chdir(tmp_path)
    assert start_folder() == (tmp_path / "data" / "saves").resolve()


# ---------------------------------------------------------------------------- 8. the new-game dialog


def test_the_first_player_list_names_the_players(qtbot):
    dialog = NewGameDialog(Setup((Seat("Ana", "human"), Seat("Ada", "medium"))))
    qtbot.addWidget(dialog)
    assert [dialog.first.itemText(i) for i in range(dialog.first.count())] == ["Random", "Ana", "Ada"]
    dialog.names[1].setText("Bea")
    dialog.count.setValue(3)
    assert [dialog.first.itemText(i) for i in range(1, dialog.first.count())] == ["Ana", "Bea", "Bruno"]
    dialog.names[2].setText("")
    assert dialog.first.itemText(3) == "Player 3"


def test_hot_seat_players_are_labelled_with_a_capital(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path, settings={"version": 1})
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ben", "human"))))
    kinds = [w.scene.boards[s].info.kind for s in (0, 1)]
    assert kinds == ["Person", "Person"]


# ---------------------------------------------------------------------------- the store


def test_the_store_lists_games_put_aside_newest_first(tmp_path):
    store = SaveStore(tmp_path)
    records = [new_record((Seat("A", "human"), Seat(f"B{i}", "easy")), seed=i) for i in range(3)]
    for i, record in enumerate(records):
        state = record.initial_state()
        store.autosave(record.with_action(DRAW), None)
        store.abandon()
        path = store.abandoned_dir / f"{record.game_id}{SUFFIX}"
        os.utime(path, (1000 + i, 1000 + i))
        assert not state.is_over
    games = store.unfinished_games()
    assert [g.record.game_id for _, g in games] == [r.game_id for r in reversed(records)]
    assert [g.record.game_id for _, g in store.unfinished_games(skip=records[2].game_id)] == [
        records[1].game_id,
        records[0].game_id,
    ]
    (store.abandoned_dir / "bad.sfgame.json").write_text("{ nope", encoding="utf-8")
    assert len(store.unfinished_games()) == 3
    assert any(p.name.startswith("bad.sfgame.json.damaged-") for p in store.abandoned_dir.iterdir())


def test_the_status_bar_welcome_speaks_the_language_chosen_on_the_welcome(qtbot, tmp_path):
    """View ▸ Language chosen while the first launch's welcome shows: the status bar's welcome
    line is said again in that language for the rest of its time, not left in English."""
    w = open_window(qtbot, tmp_path)
    assert w.session.welcome is not None and w.session.welcome.isVisible()
    english = w.statusBar().currentMessage()
    assert english.startswith("Welcome to San Francisco")
    w.aids.language_actions["es"].trigger()
    qtbot.waitUntil(lambda: w.session.welcome.title.text() != "" and w.menu_game.title() == "&Partida")
    assert w.statusBar().currentMessage().startswith("Te damos la bienvenida a San Francisco")
    # Another line in the status bar is left alone by a language change, and the welcome does
    # not come back over it.
    w.statusBar().showMessage("Saved.", 5000)
    w.aids.language_actions["it"].trigger()
    qtbot.waitUntil(lambda: w.menu_game.title() == "&Partita")
    assert w.statusBar().currentMessage() == "Saved."
    close_quietly(w)


@pytest.mark.parametrize("code", ["es", "it"])
def test_the_welcome_grows_with_the_words_of_a_language_chosen_on_it(qtbot, tmp_path, code):
    """Chosen while the welcome shows, a language of longer words gets a card as high as they
    are: every choice's description whole, nothing under the links cut."""
    w = open_window(qtbot, tmp_path)
    panel = w.session.welcome
    english = panel.guided_button.description()
    w.aids.language_actions[code].trigger()
    qtbot.waitUntil(lambda: panel.guided_button.description() != english)
    for button in (panel.guided_button, panel.play_button, panel.more_button):
        assert button.heightForWidth(button.width()) <= button.height(), button.description()
    layout = panel.card.layout()
    assert layout.totalHeightForWidth(panel.card.width()) <= panel.card.height()
    close_quietly(w)


@pytest.mark.parametrize("code", ["en", "it"])
def test_the_welcome_grows_when_more_opponents_make_longer_choices(qtbot, tmp_path, code):
    """Three AIs named in each choice make its description a line or two longer: the card
    grows with it, nothing cut under the words (the Italian card clipped its last lines)."""
    w = open_window(qtbot, tmp_path)
    panel = w.session.welcome
    w.aids.language_actions[code].trigger()
    QApplication.processEvents()  # the language's own new words measured first
    before = panel.card.height()
    panel.opponents.setCurrentIndex(panel.opponents.findData(3))
    QApplication.processEvents()
    assert "Carmen" in panel.guided_button.description()
    for button in (panel.guided_button, panel.play_button, panel.more_button):
        assert button.heightForWidth(button.width()) <= button.height(), button.description()
    assert panel.card.layout().totalHeightForWidth(panel.card.width()) <= panel.card.height()
    assert panel.card.height() > before
    close_quietly(w)


@pytest.mark.parametrize("code", ["en", "es", "it"])
def test_the_status_bar_welcome_is_whole_at_200_percent(qtbot, tmp_path, code):
    """At 200% in a 1024-wide window the greeting and the hints make too long a line for the
    status bar: the hints alone are said, whole, not cut at "Partida gui"."""
    from PySide6.QtGui import QFontMetrics

    w = open_window(qtbot, tmp_path, settings={"version": 1, "language": code, "ui_scale": 2.0})
    bar = w.statusBar()

    def width(text: str) -> int:  # in the app's font, the status bar's at the text size chosen
        return QFontMetrics(QApplication.font()).horizontalAdvance(text)

    try:
        qtbot.waitUntil(lambda: bar.currentMessage() != "")
        text = bar.currentMessage()
        assert "F1" in text
        assert width(text) <= w.width() - 16, text
        w.aids.set_ui_scale(1.0, save=False)
        qtbot.waitUntil(lambda: bar.currentMessage() != text)
        assert width(bar.currentMessage()) <= w.width() - 16
        assert len(bar.currentMessage()) > len(text), "with room again, the greeting comes back"
    finally:
        w.aids.set_ui_scale(1.0, save=False)
        close_quietly(w)


def test_a_later_launch_without_remembered_seats_names_its_ai_in_every_language(qtbot, tmp_path):
    """Settings written before any game (a language chosen on the welcome, then Quit) hold no
    seats: the next launch's game is you against Ada, not against an English "Computer"."""
    w = open_window(qtbot, tmp_path, settings={"version": 1, "language": "es"})
    try:
        assert w.model.has_game
        assert [s.name for s in w.model.seats][1] == "Ada"
        assert w.scene.labels() == ["Tú", "Ada"]
    finally:
        close_quietly(w)


def test_the_welcome_choices_grow_with_the_text_size(qtbot, tmp_path):
    """At 200% every word of the welcome grows, the choices' names and descriptions too (Qt's
    command links drew them at a fixed 9 points, the smallest words on a card of large ones),
    and each choice stays as high as its wrapped words in Spanish at 1024 x 700."""
    w = open_window(qtbot, tmp_path)
    panel = w.session.welcome
    languages.install_language("es")

    def sizes() -> list[int]:
        return [
            label.fontMetrics().height()
            for button in (panel.guided_button, panel.play_button, panel.more_button)
            for label in (button.title_label, button.description_label)
        ]

    try:
        usual = sizes()
        usual_label = panel.opponents_label.fontMetrics().height()
        w.aids.set_ui_scale(2.0, save=False)
        qtbot.waitUntil(lambda: panel.opponents_label.fontMetrics().height() > 1.5 * usual_label)
        large = sizes()
        assert all(big > 1.5 * small for big, small in zip(large, usual, strict=True)), (usual, large)
        assert min(large) >= panel.opponents_label.fontMetrics().height() - 1
        choices = (panel.guided_button, panel.play_button, panel.more_button)
        # the card is measured again once the choices have their new size (the next turn of the loop)
        qtbot.waitUntil(lambda: all(b.heightForWidth(b.width()) <= b.height() for b in choices))
        for button in (panel.guided_button, panel.play_button, panel.more_button):
            assert button.heightForWidth(button.width()) <= button.height(), button.description()
            assert button.description_label.geometry().bottom() <= button.height()
        assert panel.card.layout().totalHeightForWidth(panel.card.width()) <= panel.card.height()
        qtbot.waitUntil(lambda: panel.card.width() <= panel.width())  # the card within the table
    finally:
        w.aids.set_ui_scale(1.0, save=False)
        close_quietly(w)


@pytest.mark.parametrize("height", [640, 480])
def test_every_choice_of_the_welcome_is_in_sight_at_200_percent_in_a_low_window(qtbot, tmp_path, height):
    """At 200% in Spanish the usual card is taller than a 1024 x 640 window's table: it tightens
    (a smaller title, no introduction) and shows whole; in a lower window still it scrolls, and
    every choice, down to Rules, can be brought into sight (Tab scrolls to it) instead of being
    cut under the status bar."""
    w = open_window(qtbot, tmp_path, size=(1024, height))
    panel = w.session.welcome
    qtbot.waitUntil(panel.isVisible)
    languages.install_language("es")
    try:
        w.aids.set_ui_scale(2.0, save=False)
        qtbot.waitUntil(panel.intro.isHidden)  # the tighter card
        viewport = panel.scroll_area.viewport()
        assert QRect(viewport.mapTo(w, viewport.rect().topLeft()), viewport.size()).bottom() <= (
            w.statusBar().geometry().top()
        ), "the welcome ends above the status bar"
        if height == 640:
            card = QRect(panel.card.mapTo(viewport, panel.card.rect().topLeft()), panel.card.size())
            assert viewport.rect().contains(card), "the whole card in sight, nothing to scroll"
        for button in (panel.guided_button, panel.online_button, panel.open_button, panel.rules_button):
            panel.scroll_area.ensureWidgetVisible(button)
            seen = QRect(button.mapTo(viewport, button.rect().topLeft()), button.size())
            assert viewport.rect().contains(seen), button.objectName()
        w.aids.set_ui_scale(1.0, save=False)
        if height == 640:
            qtbot.waitUntil(panel.intro.isVisible)  # the usual card again where it fits
    finally:
        w.aids.set_ui_scale(1.0, save=False)
        close_quietly(w)


def test_the_first_launch_welcome_offers_a_friend_online(qtbot, tmp_path):
    """A newcomer who came to play a friend finds it on the welcome, not only in the Game menu."""
    w = open_window(qtbot, tmp_path)
    panel = w.session.welcome
    qtbot.waitUntil(panel.isVisible)
    try:
        assert panel.online_button.text() == "Play a friend online…"
        QTest.mouseClick(panel.online_button, Qt.MouseButton.LeftButton)
        box = w.findChild(QMessageBox, "host-or-join")  # host or join is asked first
        assert box is not None and box.isVisible()
        next(b for b in box.buttons() if "Host" in b.text()).click()
        qtbot.waitUntil(lambda: w.online.dialog is not None and w.online.dialog.isVisible())
        assert w.online.dialog.tabs.currentIndex() == 0  # Host on this computer
        w.online.dialog.close()
    finally:
        close_quietly(w)
