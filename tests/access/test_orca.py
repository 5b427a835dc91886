"""What a real screen reader says: Debian's Orca, run beside the app under the same session bus,
with its debug log, whose ``SPEECH OUTPUT`` lines are what it sends to the speech synthesizer.
Orca before 45 (Debian 12 has 43.1) never listens for Qt's announcement event; the app then
says the same words as notifications in its status bar, which those versions speak. A reader
that listens for announcements (Orca 45 and later, NVDA's and Narrator's UI Automation
notifications) gets them once, and no notes beside.

Short, seeded paths, each bounded: the start of a turn, a card drawn, Ada's move and your next
turn; a key past the taken cards, refused with its reason; the last decision of a saved game
and its end."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from atspi_harness import APP_NAME, missing, orca_missing, orca_version, run_with_reader

from sf_desktop.model.actions import Draw, PutInColumn, TakeColumn
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.rules import apply, legal_actions
from sf_desktop.storage.save_files import save_file

pytestmark = [pytest.mark.slow]

APP = Path(__file__).resolve().parent / "access_app.py"
LIKE_ORCA_43 = ["focus:", "object:state-changed:showing"]  # the reader's own listeners beside Orca


@pytest.fixture
def another_orca(tmp_path):
    """A process of this user named ``orca`` for the test's length, as another test's Orca (or
    the desktop's own) is when tests run side by side: Debian's Orca quits when it sees one,
    and the test's Orca must speak all the same."""
    sleeper = tmp_path / "other" / "orca"
    sleeper.parent.mkdir()
    shutil.copy(shutil.which("sleep") or "/bin/sleep", sleeper)
    process = subprocess.Popen([str(sleeper), "600"])
    yield process
    process.kill()
    process.wait(10)


def app_with(**options) -> list[str]:
    return [sys.executable, str(APP), json.dumps(options)]


def assert_spoke(answer: dict) -> None:
    error = answer["error"]
    if error is not None:
        said = "\n".join(answer["spoken"][-25:])
        pytest.fail(
            f"{error['error']}\nin {error.get('step')}\nOrca said last:\n{said}\n{answer['app_log'][-1500:]}"
        )


def orca_says(command: list[str], steps: list[dict], home: Path) -> dict:
    """What Orca 43.1's way of listening hears of the app run by ``command`` through ``steps``
    (every step done, else the test fails with what was said last)."""
    answer = run_with_reader(command, steps, home=home, orca=True, listen=LIKE_ORCA_43)
    assert_spoke(answer)
    return answer


def ended_cleanly(answer: dict) -> None:
    """What Orca said, in the test's output; and the app quit without an error."""
    print(f"Orca {orca_version()}:\n" + "\n".join(answer["spoken"]))
    assert answer["app_rc"] == 0, answer["app_log"][-2000:]


FIRST_TURN = {  # language: the deck, what the start of your turn, a card drawn, Ada's move begin with
    "en": ("Deck: 87 cards left", "Your turn", "Drawn card: ", ("Ada drew ", "Ada took ")),
    "es": (
        "Mazo: quedan 87 cartas",
        "Tu turno",
        "Carta robada: ",
        ("Ada robó ", "Ada tomó "),
    ),
}

EMPTY_COLUMN = {"en": "Column 2 is empty.", "es": "La columna 2 está vacía."}  # a key refused


@pytest.mark.skipif(bool(orca_missing()), reason=orca_missing() or "ready")
@pytest.mark.parametrize("language", list(FIRST_TURN))
def test_orca_speaks_the_turn_the_card_drawn_and_adas_move(tmp_path, language, another_orca):
    """Orca (the system's, with its debug log) says your turn when the game starts, the card
    you drew, Ada's move as the log words it and your next turn: all of them from the app's
    narration, with no key to ask for them."""
    deck, turn, drawn, ada = FIRST_TURN[language]
    you = "You" if language == "en" else "Tú"
    answer = orca_says(
        app_with(language=language, seats=[[you, "human"], ["Ada", "easy"]], seed=11, first=0),
        [
            {"do": "app", "name": APP_NAME, "timeout": 60},
            {"do": "wait", "where": {"name": deck}, "timeout": 30},
            {"do": "spoken", "contains": turn, "since": 0, "timeout": 30},
            {"do": "activate", "title": "San Francisco"},
            {"do": "keys", "keys": ["2"]},  # every column is empty: refused, and why is said
            {"do": "spoken", "contains": EMPTY_COLUMN[language], "timeout": 20},
            {"do": "keys", "keys": ["d"]},
            {"do": "spoken", "contains": drawn, "timeout": 20},
            {"do": "keys", "keys": ["1"]},
            {"do": "spoken", "contains": list(ada), "timeout": 30},
            {"do": "pump", "seconds": 1.5},  # your turn: with Ada's move, or just after
            {"do": "action", "where": {"role": "push button", "name": "Quit"}},
        ],
        tmp_path,
    )
    said = answer["spoken"]
    # The game's first turn is read with the window (the table's prompt among its labels), or
    # announced when Orca already knew the app; the card drawn; Ada's move, then your turn.
    start = next(i for i, s in enumerate(said) if turn in s)
    card = next(i for i, s in enumerate(said) if s.startswith(drawn))
    move = next(i for i, s in enumerate(said) if s.startswith(ada))
    # your own move, as the log words it ("You drew ...", after the card drawn)
    mine = next(i for i, s in enumerate(said) if i > card and s.startswith(f"{you} "))
    assert start < card < mine <= move
    assert turn in said[move] or any(s.startswith(turn) for s in said[move + 1 :])
    assert sum(s.startswith(drawn) for s in said) == 1  # said once, not twice
    assert sum(EMPTY_COLUMN[language] in s for s in said) == 1  # the refusal, though shown twice
    ended_cleanly(answer)


def one_put_from_the_end(you: str = "You", seed: int = 0) -> tuple[GameRecord, int]:
    """You against Ada, played at random until your last decision (a card drawn is put in a
    column, and that foundation token is the last): the record before your draw, and the
    column's key."""
    record = GameRecord.new((Seat(you, "human"), Seat("Ada", "easy")), seed)
    state, rng, records = record.initial_state(), random.Random(seed), []
    while not state.is_over:
        action = rng.choice(legal_actions(state))
        records.append((record, state.current, action))
        state, _ = apply(state, action)
        record = record.with_action(action)
    (before, seat, draw), (_, seat_put, put) = records[-2:]
    assert isinstance(draw, Draw) and isinstance(put, PutInColumn) and seat == seat_put == 0
    return before, put.column + 1


def a_column_of_one_card_to_take(seed: int = 0) -> GameRecord:
    """You against Ada, played at random until your turn finds column 1 holding one card:
    the record then (you take it with the key 1)."""
    record = GameRecord.new((Seat("You", "human"), Seat("Ada", "easy")), seed)
    state, rng = record.initial_state(), random.Random(seed)
    while not (state.current == 0 and len(state.columns[0]) == 1 and TakeColumn(0) in legal_actions(state)):
        action = rng.choice(legal_actions(state))
        state, _ = apply(state, action)
        record = record.with_action(action)
    return record


@pytest.mark.skipif(bool(orca_missing()), reason=orca_missing() or "ready")
def test_orca_says_why_a_key_past_the_taken_cards_places_nothing(tmp_path):
    """A newcomer takes a column of one card and presses 3 for the third row: Orca says that
    key 1 picks the taken card and a row's key places it, once."""
    saved = save_file(tmp_path / "taking.sfgame.json", a_column_of_one_card_to_take())
    refusal = "Key 3 picks nothing: key 1 picks the taken card, then a row's key places it."
    answer = orca_says(
        app_with(language="en", open=["game"], file=str(saved)),
        [
            {"do": "app", "name": APP_NAME, "timeout": 60},
            {"do": "spoken", "contains": "Your turn", "since": 0, "timeout": 30},
            {"do": "activate", "title": "San Francisco"},
            {"do": "keys", "keys": ["1"]},
            {"do": "spoken", "contains": "Place your card", "timeout": 20},
            {"do": "keys", "keys": ["3"]},
            {"do": "spoken", "contains": refusal, "timeout": 20},
            {"do": "pump", "seconds": 1.0},
            {"do": "action", "where": {"role": "push button", "name": "Quit"}},
        ],
        tmp_path,
    )
    said = answer["spoken"]
    assert sum(refusal in s for s in said) == 1  # shown in the status bar too, said once
    ended_cleanly(answer)


ENDING = {  # language: you, your turn, the card drawn, the end, the final score, a win
    "en": ("You", "Your turn", "Drawn card: ", "the game ends", "Final score: ", ("win with", "wins with")),
    "es": (
        "Tú",
        "Tu turno",
        "Carta robada: ",
        "la partida termina",
        "Puntuación final: ",
        ("Ganas con", "gana con", "ganas tú"),
    ),
}


@pytest.mark.skipif(bool(orca_missing()), reason=orca_missing() or "ready")
@pytest.mark.parametrize("language", list(ENDING))
def test_orca_speaks_the_end_and_the_result(tmp_path, language, another_orca):
    """A saved game one decision from its end: you draw and put the card with the last
    foundation token; Orca says that the game ends and the final score."""
    you, turn, drawn, ends, final, win = ENDING[language]
    record, key = one_put_from_the_end(you)
    saved = save_file(tmp_path / "ending.sfgame.json", record)
    answer = orca_says(
        app_with(language=language, open=["game"], file=str(saved)),
        [
            {"do": "app", "name": APP_NAME, "timeout": 60},
            {"do": "spoken", "contains": turn, "since": 0, "timeout": 30},
            {"do": "activate", "title": "San Francisco"},
            {"do": "keys", "keys": ["d"]},
            {"do": "spoken", "contains": drawn, "timeout": 20},
            {"do": "keys", "keys": [str(key)]},
            {"do": "spoken", "contains": final, "timeout": 30},
            # Enter while reading the scores leaves the screen where it is (no new game)
            {"do": "keys", "keys": ["Return", "Down", "Return"], "pause": 1.0},
            {"do": "keys", "keys": ["Tab"], "pause": 1.0},
            {"do": "action", "where": {"role": "push button", "name": "Quit"}},
        ],
        tmp_path,
    )
    said = answer["spoken"]
    end = next(s for s in said if final in s)
    assert ends in end and any(w in end for w in (*win, "Shared victory", "Victoria compartida")), end
    ended_cleanly(answer)


@pytest.mark.skipif(bool(missing()), reason=missing() or "ready")
def test_a_reader_that_hears_announcements_gets_no_notes_beside(tmp_path):
    """A reader listening for announcements (as Orca 45 and later do) hears the card drawn
    once, as an announcement, and no notification with the same words: nothing said twice."""
    answer = run_with_reader(
        app_with(seats=[["You", "human"], ["Ada", "easy"]], seed=11, first=0),
        [
            {"do": "app", "name": APP_NAME, "timeout": 60},
            {"do": "wait", "where": {"name": "Deck: 87 cards left"}, "timeout": 30},
            {"do": "activate", "title": "San Francisco"},
            {"do": "keys", "keys": ["d"]},
            {"do": "event", "type": "object:announcement", "contains": "Drawn card: ", "timeout": 20},
            {"do": "pump", "seconds": 1.0},
            {"do": "action", "where": {"role": "push button", "name": "Quit"}},
        ],
        home=tmp_path,
        listen=["object:announcement", *LIKE_ORCA_43],
    )
    assert answer["error"] is None, answer["error"]
    notes = [e for e in answer["events"] if e["type"].startswith("object:state-changed:showing")]
    assert not [e for e in notes if e["role"] == "notification"], notes
    drawn = [e for e in answer["events"] if e["type"] == "object:announcement" and "Drawn card" in e["data"]]
    assert len(drawn) == 1


@pytest.mark.skipif(bool(missing()), reason=missing() or "ready")
def test_a_reader_that_starts_listening_for_announcements_gets_them_from_then_on(tmp_path):
    """The app asks the bus which events its readers take once, then again only when a
    reader's listeners come or go: a reader like Orca 43 gets a note; once it also listens for
    announcements, the same words come as an announcement, and no note beside."""
    said = "Ada took column 2."
    answer = run_with_reader(
        app_with(seats=[["You", "human"], ["Ada", "easy"]], seed=11, first=0, announce=said),
        [
            {"do": "app", "name": APP_NAME, "timeout": 60},
            {"do": "wait", "where": {"name": "Deck: 87 cards left"}, "timeout": 30},
            {"do": "action", "where": {"role": "push button", "name": "Announce"}},
            {"do": "event", "type": "object:state-changed:showing", "contains": said, "timeout": 20},
            {"do": "listen", "types": ["object:announcement"]},
            {"do": "action", "where": {"role": "push button", "name": "Announce"}},
            {"do": "event", "type": "object:announcement", "contains": said, "timeout": 20},
            {"do": "pump", "seconds": 1.0},
            {"do": "action", "where": {"role": "push button", "name": "Quit"}},
        ],
        home=tmp_path,
        listen=LIKE_ORCA_43,
    )
    assert answer["error"] is None, answer["error"]
    notes = [
        e
        for e in answer["events"]
        if e["type"].startswith("object:state-changed:showing") and said in e["name"]
    ]
    assert len(notes) == 1, notes  # the first time only
