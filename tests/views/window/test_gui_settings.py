"""Settings through the window: geometry, speed and the last seats carry over from one window to
the next; a damaged settings file gives the defaults; seat kinds from the file are trusted only
when the app ships them."""

from __future__ import annotations

import json

import pytest

from sf_desktop.app.window import create_window
from sf_desktop.model.record import Seat
from sf_desktop.storage.save_store import SaveStore
from sf_desktop.storage.settings import FILE_NAME, load_settings
from sf_desktop.views.dialogs.game_dialogs import NewGameDialog, Setup
from sf_desktop.views.window.preferences import SPEED_VALUES, speed_name


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("SF_DESKTOP_HOME", str(tmp_path / "home"))


def open_window(qtbot, tmp_path):
    _, w = create_window(
        [],
        resume=False,
        store=SaveStore(tmp_path / "data"),
        settings_dir=tmp_path / "config",
        ai_processes=False,
    )
    qtbot.addWidget(w)
    return w


def test_speed_names_and_multipliers_map_both_ways():
    for name, value in SPEED_VALUES.items():
        assert speed_name(value) == name
    assert speed_name(0) == "off"
    assert speed_name(4.0) == "fast" and speed_name(1.2) == "normal" and speed_name(0.3) == "slow"


def test_geometry_and_speed_carry_over_to_the_next_window(qtbot, tmp_path):
    first = open_window(qtbot, tmp_path)
    first.show()
    first.resize(790, 610)  # within the (small) offscreen screen: restoring keeps a window on it
    first.log_dock.show()
    first.speed_actions["fast"].trigger()
    assert first.speed_name == "fast"
    assert load_settings(tmp_path / "config").animation_speed == SPEED_VALUES["fast"], "saved when changed"
    first.close()
    saved = load_settings(tmp_path / "config")
    assert saved.window_geometry and saved.window_state

    second = open_window(qtbot, tmp_path)
    second.show()
    assert (second.width(), second.height()) == (790, 610)
    assert second.speed_name == "fast" and second.speed_actions["fast"].isChecked()
    assert second.animator.factor == 0.5
    assert second.log_dock.isVisible(), "docks come back as they were"


def test_the_last_seats_become_the_next_defaults(qtbot, tmp_path):
    seats = (Seat("Mía", "human"), Seat("Ada", "hard"), Seat("Bruno", "easy"), Seat("Cy", "easy"))
    first = open_window(qtbot, tmp_path)
    first.start_game(Setup(seats, seed=3))
    first.close()
    assert load_settings(tmp_path / "config").last_seats == seats

    second = open_window(qtbot, tmp_path)
    assert second.setup.seats == seats
    assert second.model.seats == seats, "the first game of the session has those seats"
    dialog = NewGameDialog(second.setup, second)
    assert dialog.setup().seats == seats
    dialog.close()


def test_seat_kinds_from_the_settings_are_trusted_only_when_shipped(qtbot, tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    seats = [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "os:system"}]
    (config / FILE_NAME).write_text(json.dumps({"last_seats": seats}), encoding="utf-8")
    w = open_window(qtbot, tmp_path)
    assert [s.kind for s in w.model.seats] == ["human", "human"]


def test_a_damaged_settings_file_gives_the_defaults(qtbot, tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    (config / FILE_NAME).write_bytes(b"\x00{ definitely not json")
    w = open_window(qtbot, tmp_path)
    assert w.speed_name == "normal"
    assert w.model.has_game
    assert any(p.name.startswith(f"{FILE_NAME}.damaged-") for p in config.iterdir())
