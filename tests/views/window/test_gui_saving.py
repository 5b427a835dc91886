"""Saving through the window: the resume prompt on start, Save As and Open through the file
dialogs, damaged files, seat kinds from files, the autosave of AI games and finished games."""

from __future__ import annotations

import random
import shutil
import sys

import attrs
import pytest
from PySide6.QtCore import QDateTime, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from table_driver import app_window, table_still

from sf_desktop.model.actions import Place
from sf_desktop.model.record import SCHEMA_VERSION, Seat
from sf_desktop.model.rules import apply, legal_actions
from sf_desktop.model.save_format import SUFFIX, new_record
from sf_desktop.storage.save_files import load_file, save_file
from sf_desktop.storage.save_store import SaveStore
from sf_desktop.views.dialogs.game_dialogs import Setup
from sf_desktop.views.dialogs.resume import ResumeDialog
from sf_desktop.words import languages
from sf_desktop.words.moments import saved_when

ANA_AND_BOT = (Seat("Ana", "human"), Seat("Bot", "random"))


pytestmark = pytest.mark.usefixtures("private_home")


def open_window(qtbot, tmp_path, folder: str = "data", **kwargs):
    """The app's window with its saves in ``folder``, 1280x720, animations off."""
    kwargs.setdefault("interactive", False)  # no welcome, no questions: tests/test_gui_welcome.py has those
    w = app_window(tmp_path, store=SaveStore(tmp_path / folder), **kwargs)
    qtbot.addWidget(w)
    w.set_speed("off")
    w.resize(1280, 720)
    w.show()
    return w


def settle(qtbot, w) -> None:
    """The table is still: AI seats in the window's process may take their time here."""
    qtbot.waitUntil(lambda: table_still(w), timeout=20000)


def play_person(qtbot, w, decisions: int, seed: int = 0) -> None:
    """The person plays ``decisions`` decisions (placing when they can), the AI answers."""
    rng = random.Random(seed)
    m = w.model
    for _ in range(decisions):
        settle(qtbot, w)
        if m.state.is_over:
            return
        legal = m.legal_actions()
        places = [a for a in legal if isinstance(a, Place)]
        assert m.submit(places[0] if places else rng.choice(legal))
    settle(qtbot, w)


def unfinished(seats, seed: int, decisions: int):
    """A record of ``decisions`` random decisions and the state it reaches."""
    rng = random.Random(seed)
    record = new_record(seats, seed)
    state = record.initial_state()
    for _ in range(decisions):
        action = rng.choice(legal_actions(state))
        state, _ = apply(state, action)
        record = record.with_action(action)
    assert not state.is_over
    return record, state


def answer_resume(button: str, seen: list[tuple[str, str]]) -> None:
    """Click ``button`` of the resume prompt as soon as it shows (it runs its own event loop)."""

    def poke() -> None:
        dialog = next(
            (d for d in QApplication.topLevelWidgets() if isinstance(d, ResumeDialog) and d.isVisible()), None
        )
        if dialog is None:
            QTimer.singleShot(20, poke)
            return
        seen.append((dialog.text(), dialog.informativeText()))
        getattr(dialog, button).click()

    QTimer.singleShot(0, poke)


# ---------------------------------------------------------------------------- resuming on start


def test_the_prompt_offers_the_unfinished_game_and_resume_restores_it(qtbot, tmp_path):
    store = SaveStore(tmp_path / "data")
    record, state = unfinished((Seat("Zoë", "human"), Seat("Ada", "easy")), seed=4, decisions=30)
    store.autosave(record, state)
    seen: list[tuple[str, str]] = []
    answer_resume("resume_button", seen)
    w = open_window(qtbot, tmp_path, resume=None)
    assert seen, "the prompt was shown"
    text, details = seen[0]
    assert "Resume" in text
    assert "Zoë (Person)" in details and "Ada (AI · Easy)" in details
    assert f"Turn {state.turn}" in details and record.seats[state.current].name in details
    assert "Saved today at" in details or "Saved yesterday at" in details  # (just after midnight)
    assert w.model.record == record and w.model.state == state
    assert w.scene.state is w.model.state
    assert len(w.log.sentences()) > 3, "the log tells the game so far"
    assert w.files.saver.flush()
    assert store.find_resume().game.record == record, "still the game in progress"


def test_the_saving_time_is_said_as_a_person_says_it():
    saved = "2025-03-01T12:30:00Z"
    moment = QDateTime.fromString(saved, Qt.DateFormat.ISODate)
    assert saved_when(saved, moment.addSecs(60)).startswith("today at ")
    assert saved_when(saved, moment.addDays(1)).startswith("yesterday at ")
    assert "2025" in saved_when(saved, moment.addDays(40)) or "25" in saved_when(saved, moment.addDays(40))
    assert saved_when("") == "" and saved_when("soon") == ""


@pytest.mark.parametrize(
    ("code", "today", "another_day"),
    [("es", "Guardada: hoy a las ", "Guardada: "), ("it", "Salvata: oggi alle ", "Salvata: ")],
)
def test_the_saving_time_reads_right_in_every_language(qapp, code, today, another_day):
    """ "Saved {0}." was "Guardada el {0}.": right before a date, wrong before "hoy" (today)."""
    from sf_desktop.model.save_format import LoadedGame
    from sf_desktop.views.dialogs.resume import game_summary
    from sf_desktop.words import languages

    languages.install_language(code)
    try:
        record, state = unfinished(ANA_AND_BOT, seed=6, decisions=12)
        now = QDateTime.currentDateTimeUtc().toString("yyyy-MM-ddTHH:mm:ssZ")
        lines = game_summary(LoadedGame(record, state, saved_at=now))
        assert lines[-1].startswith(today)
        earlier = QDateTime.currentDateTimeUtc().addDays(-40).toString("yyyy-MM-ddTHH:mm:ssZ")
        lines = game_summary(LoadedGame(record, state, saved_at=earlier))
        assert lines[-1].startswith(another_day) and not lines[-1].startswith(today)
    finally:
        languages.install_language("en")


def test_new_game_puts_the_unfinished_one_aside(qtbot, tmp_path):
    store = SaveStore(tmp_path / "data")
    record, state = unfinished(ANA_AND_BOT, seed=6, decisions=12)
    store.autosave(record, state)
    seen: list[tuple[str, str]] = []
    answer_resume("new_button", seen)
    w = open_window(qtbot, tmp_path, resume=None)
    assert seen
    assert w.model.record.game_id != record.game_id
    abandoned = list((tmp_path / "data" / "abandoned").glob(f"*{SUFFIX}"))
    assert [load_file(p).record for p in abandoned] == [record]
    assert not (tmp_path / "data" / SaveStore.AUTOSAVE).exists()


def test_a_damaged_autosave_is_reported_and_its_backup_offered(qtbot, tmp_path):
    store = SaveStore(tmp_path / "data")
    older, older_state = unfinished(ANA_AND_BOT, seed=8, decisions=10)
    store.autosave(older, older_state)
    newer, newer_state = unfinished(ANA_AND_BOT, seed=8, decisions=11)
    store.autosave(attrs.evolve(newer, game_id=older.game_id), newer_state)
    autosave = tmp_path / "data" / SaveStore.AUTOSAVE
    autosave.write_bytes(autosave.read_bytes()[:300])  # cut short, as by a power cut
    seen: list[tuple[str, str]] = []
    answer_resume("resume_button", seen)
    w = open_window(qtbot, tmp_path, resume=None)
    details = seen[0][1]
    assert "damaged" in details and "set aside" in details
    assert "the one before it" in details
    assert w.model.record == older
    assert any(p.name.startswith(f"{SaveStore.AUTOSAVE}.damaged-") for p in (tmp_path / "data").iterdir())


def test_nothing_to_resume_opens_straight_into_a_game(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(ResumeDialog, "exec", lambda self: pytest.fail("no prompt without a game"))
    w = open_window(qtbot, tmp_path, resume=None)
    assert w.model.has_game and not w.model.state.is_over


def test_only_damaged_saves_are_reported_and_a_new_game_starts(qtbot, tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / SaveStore.AUTOSAVE).write_text("{ not a game", encoding="utf-8")
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warnings.append(text))
    w = open_window(qtbot, tmp_path, resume=None)
    assert warnings and "damaged" in warnings[0]
    assert w.model.has_game
    assert any(p.name.startswith(f"{SaveStore.AUTOSAVE}.damaged-") for p in folder.iterdir())


def test_a_second_window_on_the_same_folder_does_not_autosave(qtbot, tmp_path):
    first = open_window(qtbot, tmp_path)
    second = open_window(qtbot, tmp_path)
    assert first.files.saver is not None and second.files.saver is None
    assert "already open" in second.statusBar().currentMessage()


# ---------------------------------------------------------------------------- Save As and Open


def test_save_as_and_open_round_trip_the_identical_game(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path)
    w.start_game(Setup(ANA_AND_BOT, seed=12, first_player=0))
    play_person(qtbot, w, 25)
    record, state = w.model.record, w.model.state
    chosen = tmp_path / "games" / "my game"
    chosen.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(chosen), ""))
    w.files.act_save_as.trigger()
    path = chosen.with_name("my game" + SUFFIX)
    assert path.is_file() and "my game" in w.statusBar().currentMessage()

    w.start_game(Setup(ANA_AND_BOT, seed=13, first_player=0))
    settle(qtbot, w)
    assert w.model.record != record and w.files.path is None
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    w.files.act_open.trigger()
    assert w.model.record == record and w.model.state == state
    assert w.files.path == path
    assert w.files.recent[0] == str(path.resolve())

    play_person(qtbot, w, 3, seed=1)
    w.files.act_save.trigger()  # Ctrl+S: the same file, the previous version kept as its backup
    assert load_file(path).record == w.model.record
    assert load_file(path.with_name(path.name + ".1.bak")).record == record


def test_open_recent_lists_existing_files_only(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    paths = []
    for n in range(3):
        record, state = unfinished(ANA_AND_BOT, seed=n, decisions=5)
        paths.append(save_file(tmp_path / f"g{n}{SUFFIX}", record, state))
        assert w.files.open_path(paths[-1])
    paths[1].unlink()
    w.files.menu_recent.aboutToShow.emit()
    labels = [a.text() for a in w.files.menu_recent.actions() if a.text()]
    assert labels[:2] == ["&1 g2", "&2 g0"]
    assert str(paths[1].resolve()) not in w.files.recent
    assert w.files.prefs.settings.recent_files == tuple(w.files.recent), "kept in the settings"
    next(a for a in w.files.menu_recent.actions() if a.text() == "&2 g0").trigger()
    assert w.files.path == paths[0]


def test_a_damaged_file_is_reported_renamed_and_the_game_goes_on(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path)
    w.start_game(Setup(ANA_AND_BOT, seed=3, first_player=0))
    play_person(qtbot, w, 6)
    before_state, before_record = w.model.state, w.model.record
    bad = tmp_path / f"bad{SUFFIX}"
    record, state = unfinished(ANA_AND_BOT, seed=5, decisions=9)
    save_file(bad, record, state)
    damaged = bad.read_bytes().replace(b'"turn": ', b'"turn": 1', 1)  # the snapshot no longer matches
    bad.write_bytes(damaged)
    boxes: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: boxes.append((title, text)))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    w.files.act_open.trigger()
    assert len(boxes) == 1
    title, text = boxes[0]
    assert title == "Cannot open the game"
    assert "bad" in text and "is damaged" in text and "renamed" in text
    assert w.model.state is before_state and w.model.record == before_record
    assert not bad.exists()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(f"bad{SUFFIX}.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged


def test_a_backup_is_offered_for_a_damaged_file(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path)
    w.start_game(Setup(ANA_AND_BOT, seed=21, first_player=0))
    play_person(qtbot, w, 8)
    path = tmp_path / f"kept{SUFFIX}"
    assert w.files.write(path)
    first = w.model.record
    play_person(qtbot, w, 4, seed=2)
    assert w.files.write(path)
    path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])  # cut short
    w.start_game(Setup(ANA_AND_BOT, seed=22, first_player=0))
    asked: list[str] = []

    def question(parent, title, text, *args):
        asked.append(text)
        return QMessageBox.StandardButton.Open

    monkeypatch.setattr(QMessageBox, "question", question)
    assert w.files.open_path(path)
    assert asked and "backup" in asked[0] and "ends too early" in asked[0]
    assert w.model.record == first
    assert w.files.path == path, "Save writes the file's own name again"


def test_a_newer_file_is_refused_and_left_alone(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path)
    record, state = unfinished(ANA_AND_BOT, seed=5, decisions=4)
    path = save_file(tmp_path / f"future{SUFFIX}", record, state)
    text = path.read_text(encoding="utf-8")
    assert f'"schema": {SCHEMA_VERSION}' in text
    path.write_text(text.replace(f'"schema": {SCHEMA_VERSION}', '"schema": 99'), encoding="utf-8")
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: boxes.append(text))
    assert not w.files.open_path(path)
    assert "newer version" in boxes[0] and path.exists()


WORDS = {  # a file cut short, one changed by hand, one from a newer version; the reader's reason
    "es": (
        "El archivo guardado «cut.sfgame.json» está dañado: se acaba antes de tiempo",
        "El archivo guardado «changed.sfgame.json» está dañado: su suma de comprobación no coincide",
        "lo escribió una versión más reciente",
        "Detalle: ",
    ),
    "it": (
        "Il file di salvataggio «cut.sfgame.json» è danneggiato: finisce troppo presto",
        "Il file di salvataggio «changed.sfgame.json» è danneggiato: il suo checksum non corrisponde",
        "scritto da una versione più recente",
        "Dettaglio: ",
    ),
}


GONE = {"es": "«gone.sfgame.json»: ya no está ahí", "it": "«gone.sfgame.json»: non è più lì"}


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize("code", list(WORDS))
def test_a_file_that_cannot_be_used_is_reported_in_the_language_shown(qtbot, tmp_path, monkeypatch, code):
    """In Spanish the notice began with an English sentence ("The save file … is damaged: it
    ends too early"): what is wrong is said in the language shown, and the reasons a player
    meets most with it; a rarer one follows in the file reader's own words."""
    cut_short, changed, newer, detail = WORDS[code]
    w = open_window(qtbot, tmp_path)
    languages.install_language(code)
    record, state = unfinished(ANA_AND_BOT, seed=5, decisions=4)
    paths = [save_file(tmp_path / f"{name}{SUFFIX}", record, state) for name in ("cut", "changed", "future")]
    text = paths[0].read_text(encoding="utf-8")
    paths[0].write_text(text[:300], encoding="utf-8")
    paths[1].write_text(text.replace('"seed": ', '"seed": 1', 1), encoding="utf-8")
    paths[2].write_text(text.replace(f'"schema": {SCHEMA_VERSION}', '"schema": 99'), encoding="utf-8")
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: boxes.append(text))
    assert not any(w.files.open_path(path) for path in paths)
    assert boxes[0].startswith(cut_short) and boxes[1].startswith(changed)
    assert newer in boxes[2] and f"{detail}schema 99" in boxes[2]
    gone = tmp_path / f"gone{SUFFIX}"  # a recent file moved away
    assert not w.files.open_path(gone)
    assert GONE[code] in boxes[3] and "No such file" not in boxes[3]
    assert not [text for text in boxes if "The save file" in text or "it ends" in text]


# ---------------------------------------------------------------------------- seat kinds from files


def test_a_seat_kind_from_a_file_is_never_imported(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    seats = (Seat("Ana", "human"), Seat("Mallory", "sf_evil_module_never_there:Agent"))
    record, state = unfinished(seats, seed=2, decisions=6)
    path = save_file(tmp_path / f"evil{SUFFIX}", record, state)
    assert w.files.open_path(path)
    assert "sf_evil_module_never_there" not in sys.modules
    assert w.model.is_human(1) and w.model.seats[1].name == "Mallory"
    assert "sf_evil_module_never_there:Agent" in w.statusBar().currentMessage()
    assert w.model.state == state


def test_a_resumed_autosave_trusts_only_the_apps_own_levels(qtbot, tmp_path):
    store = SaveStore(tmp_path / "data")
    seats = (Seat("Ana", "human"), Seat("Bot", "os:system"), Seat("Cy", "greedy"))
    record, state = unfinished(seats, seed=3, decisions=7)
    store.autosave(record, state)
    w = open_window(qtbot, tmp_path, resume=True)
    assert [s.kind for s in w.model.seats] == ["human", "human", "greedy"]


# ---------------------------------------------------------------------------- the autosave of AI games


@pytest.mark.slow
def test_an_ai_game_resumed_mid_game_ends_as_the_uninterrupted_one(qtbot, tmp_path):
    """Kill the app mid-game (a copy of its autosave is all that is left), start again,
    resume: the AI seats play on to the very same end."""
    seats = (Seat("Ada", "easy"), Seat("Bo", "greedy"), Seat("Cy", "random"))
    w = open_window(qtbot, tmp_path, folder="one")
    moment = tmp_path / "two" / SaveStore.AUTOSAVE
    moment.parent.mkdir()

    def snapshot(why: str) -> None:
        if why == "action" and len(w.model.record.actions) == 60:
            assert w.files.saver.flush()
            shutil.copy(tmp_path / "one" / SaveStore.AUTOSAVE, moment)

    w.model.history_changed.connect(snapshot)
    w.start_game(Setup(seats, seed=31))
    qtbot.waitUntil(lambda: w.model.state.is_over, timeout=30000)
    whole, final = w.model.record, w.model.state
    assert w.files.saver.flush()
    finished = SaveStore(tmp_path / "one").finished_games()
    assert [g.record for g in finished] == [whole], "the finished game is filed for the statistics"
    assert not (tmp_path / "one" / SaveStore.AUTOSAVE).exists()
    w.close()

    assert len(load_file(moment).record.actions) == 60
    again = open_window(qtbot, tmp_path, folder="two", resume=True)
    assert len(again.model.record.actions) >= 60
    qtbot.waitUntil(lambda: again.model.state.is_over, timeout=30000)
    assert again.model.record.actions == whole.actions
    assert again.model.state == final


def test_every_completed_action_is_autosaved(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    w.start_game(Setup(ANA_AND_BOT, seed=40, first_player=0))
    store = SaveStore(tmp_path / "data")
    for _ in range(5):
        play_person(qtbot, w, 1)
        assert w.files.saver.flush()
        assert store.find_resume().game.record == w.model.record


@pytest.mark.usefixtures("english")
def test_a_full_disk_is_said_in_the_language_shown(qtbot, tmp_path, monkeypatch):
    """The system says "No space left on device" in English whatever the language: Save As
    and the autosave say why in the language shown."""
    w = open_window(qtbot, tmp_path)
    w.start_game(Setup(ANA_AND_BOT, seed=41, first_player=0))
    languages.install_language("es")

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(w.files.store, "autosave", full)
    play_person(qtbot, w, 1)
    assert w.files.saver.flush()
    qtbot.waitUntil(lambda: "el disco está lleno" in w.statusBar().currentMessage(), timeout=2000)
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: boxes.append(text))
    monkeypatch.setattr("sf_desktop.views.window.file_actions.SaveSlot.write", full)
    assert not w.files.write(tmp_path / f"elsewhere{SUFFIX}")
    assert boxes and "el disco está lleno" in boxes[0] and "No space" not in boxes[0]


def test_a_failed_autosave_is_told_and_the_game_goes_on(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path)
    w.start_game(Setup(ANA_AND_BOT, seed=41, first_player=0))

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    working = w.files.store.autosave
    monkeypatch.setattr(w.files.store, "autosave", full)
    play_person(qtbot, w, 1)
    assert w.files.saver.flush()
    qtbot.waitUntil(lambda: "the disk is full" in w.statusBar().currentMessage(), timeout=2000)
    assert "Save As" in w.statusBar().currentMessage()
    monkeypatch.setattr(w.files.store, "autosave", working)
    play_person(qtbot, w, 1)
    assert w.files.saver.flush()
    assert SaveStore(tmp_path / "data").find_resume().game.record == w.model.record, "later saves still run"


def test_save_as_reports_a_folder_that_cannot_be_written(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path)
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where a folder should be", encoding="utf-8")
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: boxes.append(text))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(blocked / "game"), ""))
    assert not w.files.save_as()
    assert boxes and "could not be saved" in boxes[0]


def test_the_game_menu_has_the_file_actions_in_place(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    texts = [a.text() for a in w.menu_game.actions()]
    files = w.files
    order = [
        texts.index(x) for x in (files.act_open.text(), files.menu_recent.title(), files.act_save.text())
    ]
    assert order == sorted(order) and texts.index(w.act_new.text()) < order[0] < texts.index(
        w.act_score.text()
    )
    assert files.act_save.shortcut().toString() == "Ctrl+S"
    assert files.act_save_as.shortcut().toString() == "Ctrl+Shift+S"
    assert files.act_open.shortcut().toString() == "Ctrl+O"


@pytest.fixture(autouse=True)
def _no_leftover_windows(qtbot):
    yield
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, ResumeDialog):
            widget.close()
