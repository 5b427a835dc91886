"""The app as a screen reader meets it on Linux: through AT-SPI, from another process, under a
real X server and a private session bus (:mod:`atspi_harness`). The reader never looks at the
model: what it asserts is what a blind player would hear."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from atspi_harness import APP_NAME, flatten, missing, outline, run_with_reader
from atspi_player import PLAY_WORDS

pytestmark = [pytest.mark.slow, pytest.mark.skipif(bool(missing()), reason=missing() or "ready")]

APP = Path(__file__).resolve().parent / "access_app.py"
EVENTS = ("focus:", "object:announcement", "object:property-change:accessible-name")


def app_with(**options) -> list[str]:
    return [sys.executable, str(APP), json.dumps(options)]


def result(answer: dict, label: str) -> dict:
    return next(r["result"] for r in answer["results"] if r["as"] == label)


def heard(answer: dict, kind: str) -> list[dict]:
    return [e for e in answer["events"] if e["type"].startswith(kind)]


def assert_clean(answer: dict) -> None:
    """Every step done; else the step that failed, the last events heard and the app's log."""
    error = answer["error"]
    if error is not None:
        events = "\n".join(f"{e['t']} {e['type']} [{e['role']}] {e['name']}" for e in answer["events"][-15:])
        pytest.fail(
            f"{error['error']}\nin {error.get('step')}\nlast events:\n{events}\n{answer['app_log'][-1500:]}"
        )


def test_the_welcome_is_read_as_buttons_and_play_starts_a_game(tmp_path):
    """The app as installed, first launch: the welcome's choices are push buttons a screen
    reader presses by their action; Play puts the table's things in reach; on your turn D
    draws; Ctrl+Q asks about the game in progress, and Discard (pressed by its action) ends
    the app cleanly (every table interface left Qt's cache: without that, it crashed at exit)."""
    play = {"role": "push button", "name": "Play"}
    answer = run_with_reader(
        [sys.executable, "-m", "sf_desktop"],
        [
            {"do": "app", "name": APP_NAME, "timeout": 60},
            {"do": "wait", "where": play, "timeout": 30},
            {"do": "tree", "depth": 12, "as": "welcome"},
            {"do": "action", "where": play},
            {"do": "wait", "where": {"name_starts": "Deck: "}, "timeout": 30},
            {"do": "tree", "where": {"role": "panel", "name": "Table"}, "depth": 3, "as": "table"},
            {"do": "wait", "where": {"role": "label", "name_starts": "Your turn"}, "timeout": 60},
            {"do": "activate", "title": "San Francisco"},
            {"do": "keys", "keys": ["d"]},
            {"do": "wait", "where": {"name_starts": "Drawn card: "}, "timeout": 20},
            {"do": "keys", "keys": ["ctrl+q"]},
            {"do": "action", "where": {"role": "push button", "name": "Don't save"}, "timeout": 20},
        ],
        home=tmp_path,
    )
    assert_clean(answer)
    welcome = flatten(result(answer, "welcome"))
    buttons = {n["name"]: n for n in welcome if n["role"] == "push button"}
    for name in ("Guided first game", "Play", "Other games…", "Open a saved game…", "Rules"):
        assert "Press" in buttons[name]["actions"], name
    assert buttons["Play"]["description"] == "You against Ada (AI · Medium)."
    table = result(answer, "table")
    top = [(c["role"], c["name"]) for c in table["children"]]
    assert top[1] == ("panel", "Project board")
    assert ("panel", "Your city") in top or ("panel", "Your city, to move") in top
    project = table["children"][1]["children"]
    assert project[0]["name"] == "Deck: 87 cards left" or project[0]["name"] == "Deck: 86 cards left"
    assert [c["name"] for c in project if c["role"] == "list"][:1] in (
        ["Column 1: empty"],
        ["Column 1: 1 card"],
    )
    assert answer["app_rc"] == 0, answer["app_log"][-2000:]


CASES = {  # language: the deck and a row as they read, an announcement and whether it is urgent
    "en": ("Deck: 87 cards left", "Waterfront, your row: empty", "Ada took column 2.", False),
    "es": ("Mazo: quedan 87 cartas", "Puerto, tu fila: vacía", "La partida ha terminado.", True),
}


@pytest.mark.parametrize("language", list(CASES))
def test_the_table_is_read_focused_and_announced_in_the_players_language(tmp_path, language):
    """The table's things by name in the player's language; the cursor's moves arrive as focus
    events on those things; an announcement arrives as AT-SPI's object:announcement, polite or
    urgent; a key pressed by the reader plays (D draws) and the names change with the game;
    the app quits cleanly."""
    deck, row, announce, urgent = CASES[language]
    table = "Table" if language == "en" else "Mesa"
    seats = [["You", "human"], ["Ada", "easy"]]
    answer = run_with_reader(
        app_with(language=language, seats=seats, seed=11, first=0, announce=announce, urgent=urgent),
        [
            {"do": "app", "name": APP_NAME, "timeout": 60},
            {"do": "wait", "where": {"name": deck}, "timeout": 30},
            {"do": "tree", "where": {"role": "panel", "name": table}, "depth": 6, "as": "before"},
            {"do": "action", "where": {"role": "push button", "name": "Announce"}},
            {"do": "event", "type": "object:announcement", "contains": announce},
            {"do": "action", "where": {"role": "push button", "name": "Cursor"}},
            {"do": "event", "type": "focus:"},
            {"do": "action", "where": {"role": "push button", "name": "Cursor"}},
            {"do": "event", "type": "focus:"},
            {"do": "activate", "title": "San Francisco"},
            {"do": "keys", "keys": ["d"]},
            {"do": "wait", "where": {"name_starts": deck.replace("87", "86")}, "timeout": 20},
            {"do": "tree", "where": {"role": "panel", "name": table}, "depth": 6, "as": "after"},
            {"do": "action", "where": {"role": "push button", "name": "Quit"}},
        ],
        home=tmp_path,
    )
    assert_clean(answer)
    before = flatten(result(answer, "before"))
    names = [n["name"] for n in before]
    assert deck in names and row in names
    assert all(n["name"].strip() for n in before), "\n".join(outline(result(answer, "before")))
    roles = {n["role"] for n in before}
    assert {"panel", "list", "label"} <= roles
    said = heard(answer, "object:announcement")  # the control's, then the table's own (a card drawn)
    assert said[0]["data"] == announce and [e["data"] for e in said].count(announce) == 1
    assert said[0]["detail1"] == (2 if urgent else 1)  # AT-SPI's politeness: 1 polite, 2 assertive
    focused = [
        e["name"] for e in heard(answer, "focus:") if e["role"] != "push button" and e["name"] != table
    ]
    assert focused[:2] == [before[1]["name"], before[2]["name"]]  # the prompt, then the project board
    after = [n["name"] for n in flatten(result(answer, "after"))]
    drawn = [n for n in after if n.startswith(("Drawn card: ", "Carta robada: "))]
    assert len(drawn) == 1 and deck not in after
    assert answer["app_rc"] == 0, answer["app_log"][-2000:]


def said(answer: dict) -> list[str]:
    return [e["data"] for e in heard(answer, "object:announcement")]


def test_a_whole_game_by_keys_read_only_through_the_screen_reader(tmp_path):
    """You against Ada (Easy), played to the end by a reader that knows only what AT-SPI
    gives: the arrows move the table's cursor (focus events on the things, by name); each
    decision is taken by Tab round what may be used (names and descriptions) and Enter; Ada's
    moves, your turns and the end arrive as announcements; the app ends with exit status 0."""
    seats = [["You", "human"], ["Ada", "easy"]]
    answer = run_with_reader(
        app_with(language="en", seats=seats, seed=11, first=0),
        [
            {"do": "app", "name": APP_NAME, "timeout": 60},
            {"do": "wait", "where": {"name": "Deck: 87 cards left"}, "timeout": 30},
            {"do": "activate", "title": "San Francisco"},
            {"do": "keys", "keys": ["Down", "Down", "Right", "Down", "Left"], "pause": 0.3, "as": "arrows"},
            {"do": "play", "table": "Table", "words": PLAY_WORDS["en"], "timeout": 480, "as": "game"},
            {"do": "pump", "seconds": 1.0},
            {"do": "action", "where": {"role": "push button", "name": "Quit"}},
        ],
        home=tmp_path,
        timeout=600,
    )
    assert_clean(answer)
    focused = [e["name"] for e in heard(answer, "focus:") if "Table" in e.get("path", ())]
    assert focused[:5] == [
        "Your turn. D draws.",  # the keys' words, as the turn is announced
        "Project board",
        "Deck: 87 cards left",
        "Foundation tokens: 6 left",
        "Project board",
    ]
    game = result(answer, "game")
    assert game["over"]
    kinds = {d["kind"] for d in game["decisions"]}
    assert {"draw", "put", "take", "tray"} <= kinds, kinds
    words = said(answer)
    assert any(w.startswith("Your turn") for w in words)  # (the first came before the reader)
    assert any(w.startswith(("Ada drew ", "Ada took ")) for w in words)
    assert any(w == "Ada’s turn" for w in words)
    assert any(("wins" in w and "Final score: " in w) or "Shared victory" in w for w in words)
    print("\n".join([*words[:8], "…", *words[-6:]]))
    assert answer["app_rc"] == 0, answer["app_log"][-2000:]


def test_a_turn_in_spanish_by_keys_read_through_the_screen_reader(tmp_path):
    """The same player, in Spanish: a turn (draw, then put) chosen from the Spanish names and
    descriptions it hears; Ada's move and your next turn announced in Spanish."""
    seats = [["Tú", "human"], ["Ada", "easy"]]
    answer = run_with_reader(
        app_with(language="es", seats=seats, seed=11, first=0),
        [
            {"do": "app", "name": APP_NAME, "timeout": 60},
            {"do": "wait", "where": {"name": "Mazo: quedan 87 cartas"}, "timeout": 30},
            {"do": "activate", "title": "San Francisco"},
            {
                "do": "play",
                "table": "Mesa",
                "words": PLAY_WORDS["es"],
                "turns": 2,
                "timeout": 120,
                "as": "turn",
            },
            {"do": "event", "type": "object:announcement", "contains": "Tu turno", "timeout": 30},
            {"do": "action", "where": {"role": "push button", "name": "Quit"}},
        ],
        home=tmp_path,
    )
    assert_clean(answer)
    turn = result(answer, "turn")
    assert [d["kind"] for d in turn["decisions"]] == ["draw", "put"]
    assert turn["decisions"][0]["used"] == "Mazo: quedan 87 cartas"
    words = said(answer)
    drawn = next(w for w in words if w.startswith("Carta robada: "))
    assert "Pon la carta robada en una columna" in drawn
    assert "Turno de Ada" in words
    ada = words.index("Turno de Ada") + 1
    assert words[ada].startswith(("Ada robó ", "Ada tomó ")), words
    assert any(w.startswith("Tu turno") for w in words[ada:])
    print("\n".join(words))
    assert answer["app_rc"] == 0, answer["app_log"][-2000:]


def test_undo_and_redo_are_in_the_menu_bar_and_pressed_by_their_action(tmp_path):
    """Undo and Redo, the buttons at the right end of the menu bar, are in the tree a screen
    reader walks (after the menus), named, with their Press action, which takes your decision
    back (the drawn card is yours to put again) and makes it again."""
    bar = {"role": "menu bar"}
    drawn = {"name_starts": "Drawn card: "}
    answer = run_with_reader(
        app_with(seats=[["You", "human"], ["Ada", "easy"]], seed=11, first=0),
        [
            {"do": "app", "name": APP_NAME, "timeout": 60},
            {"do": "wait", "where": {"name": "Deck: 87 cards left"}, "timeout": 30},
            {"do": "activate", "title": "San Francisco"},
            {"do": "keys", "keys": ["d", "1"]},
            {"do": "event", "type": "object:announcement", "contains": "Ada took ", "timeout": 30},
            {"do": "gone", "where": drawn},
            {"do": "tree", "where": bar, "depth": 2, "as": "bar"},
            {"do": "action", "where": {"role": "push button", "name": "Undo", "within": bar}},
            {"do": "wait", "where": drawn},
            {"do": "action", "where": {"role": "push button", "name": "Redo", "within": bar}},
            {"do": "gone", "where": drawn},
            {"do": "action", "where": {"role": "push button", "name": "Quit"}},
        ],
        home=tmp_path,
    )
    assert_clean(answer)
    items = [(c["role"], c["name"]) for c in result(answer, "bar")["children"]]
    assert items[:2] == [("menu item", "Game"), ("menu item", "Edit")], items
    corner = result(answer, "bar")["children"][-1]
    buttons = {c["name"]: c for c in corner["children"] if c["role"] == "push button"}
    assert corner["name"] == "Undo and redo" and set(buttons) == {"Undo", "Redo"}, corner
    assert "Press" in buttons["Undo"]["actions"], buttons
    assert answer["app_rc"] == 0, answer["app_log"][-2000:]


def test_a_screen_readers_press_on_the_deck_draws(tmp_path):
    """The table's things that may be used have a Press action (what Enter does there): the
    reader presses the deck by its action and a card is drawn; the app ends cleanly."""
    answer = run_with_reader(
        app_with(seats=[["You", "human"], ["Ada", "easy"]], seed=11, first=0),
        [
            {"do": "app", "name": APP_NAME, "timeout": 60},
            {"do": "read", "where": {"name": "Deck: 87 cards left"}, "timeout": 30, "as": "deck"},
            {"do": "action", "where": {"name": "Deck: 87 cards left"}},
            {"do": "wait", "where": {"name_starts": "Drawn card: "}, "timeout": 20},
            {"do": "action", "where": {"role": "push button", "name": "Quit"}},
        ],
        home=tmp_path,
    )
    assert_clean(answer)
    assert result(answer, "deck")["actions"] == ["Press"]
    assert answer["app_rc"] == 0, answer["app_log"][-2000:]
