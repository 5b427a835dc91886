"""Settings: a round trip keeps every field; anything wrong falls back to defaults, per field."""

from __future__ import annotations

import base64
import json
import subprocess
import sys

import attrs
import pytest

from sf_desktop.model.record import Seat
from sf_desktop.storage import paths
from sf_desktop.storage import settings as settings_module
from sf_desktop.storage.settings import (
    DEFAULTS,
    FILE_NAME,
    Settings,
    load_settings,
    read_settings,
    save_settings,
    settings_from_json,
)

CUSTOM = Settings(
    animation_speed=2.5,
    window_geometry=base64.b64encode(b"\x01\xd9\xd0\xcb geometry").decode(),
    window_state=base64.b64encode(b"state").decode(),
    last_seats=(Seat("Mía", "human"), Seat("Hard", "hard"), Seat("Eve", "easy")),
    language="pt_BR",
    ui_scale=1.25,
    colour_blind_palette=True,
)


def test_no_file_means_defaults(tmp_path) -> None:
    assert load_settings(tmp_path) == DEFAULTS
    assert read_settings(tmp_path / FILE_NAME) == (DEFAULTS, [])


def test_a_round_trip_keeps_every_field(tmp_path) -> None:
    path = save_settings(CUSTOM, tmp_path)
    assert path == tmp_path / FILE_NAME
    assert load_settings(tmp_path) == CUSTOM
    assert [p.name for p in tmp_path.iterdir()] == [FILE_NAME]  # no temporary file left
    assert json.loads(path.read_text(encoding="utf-8"))["language"] == "pt_BR"


@pytest.mark.parametrize(
    ("field", "bad"),
    [
        ("animation_speed", "fast"),
        ("animation_speed", -1),
        ("animation_speed", 1e308),
        ("animation_speed", True),
        ("window_geometry", "not base64!"),
        ("window_geometry", 12),
        ("window_geometry", "A" * 9000),
        ("window_state", ["x"]),
        ("last_seats", [{"name": "solo", "kind": "human"}]),
        ("last_seats", [{"name": 1, "kind": "human"}, {"name": "b", "kind": "easy"}]),
        ("last_seats", "two"),
        ("last_seats", [{"name": "", "kind": "human"}, {"name": "b", "kind": "easy"}]),
        ("language", "../../etc"),
        ("language", None),
        ("ui_scale", 0),
        ("ui_scale", 40),
        ("colour_blind_palette", "yes"),
        ("colour_blind_palette", 1),
    ],
)
def test_one_bad_field_falls_back_alone(tmp_path, field, bad) -> None:
    data = CUSTOM.to_json()
    data[field] = bad
    (tmp_path / FILE_NAME).write_text(json.dumps(data), encoding="utf-8")
    loaded, problems = read_settings(tmp_path / FILE_NAME)
    assert getattr(loaded, field) == getattr(DEFAULTS, field)
    assert attrs.evolve(loaded, **{field: getattr(CUSTOM, field)}) == CUSTOM
    assert len(problems) == 1
    assert problems[0].startswith(field)


def test_unknown_and_missing_fields(tmp_path) -> None:
    (tmp_path / FILE_NAME).write_text('{"ui_scale": 2, "future_option": [1, 2]}', encoding="utf-8")
    assert load_settings(tmp_path) == attrs.evolve(DEFAULTS, ui_scale=2.0)


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{",
        b"[1, 2]",
        b'"text"',
        b"\xff\xfe",
        b"null",
        b"[" * 5000,
        b'{"a": NaN}',
        b'{"ui_scale": 1e999}',
    ],
)
def test_a_damaged_file_gives_defaults_and_is_set_aside(tmp_path, content) -> None:
    path = tmp_path / FILE_NAME
    path.write_bytes(content)
    loaded, problems = read_settings(path)
    assert loaded == DEFAULTS
    assert problems
    if not path.exists():
        assert any(p.name.startswith(f"{FILE_NAME}.damaged-") for p in tmp_path.iterdir())
    save_settings(CUSTOM, tmp_path)
    assert load_settings(tmp_path) == CUSTOM


def test_a_huge_file_is_not_read(tmp_path) -> None:
    (tmp_path / FILE_NAME).write_bytes(b" " * 200_000 + b"{}")
    assert load_settings(tmp_path) == DEFAULTS


def test_wrong_top_level_type_is_reported() -> None:
    settings, problems = settings_from_json([1])
    assert settings == DEFAULTS
    assert "JSON object" in problems[0]


def aside(folder) -> list:
    return sorted(folder.glob(f"{FILE_NAME}.damaged-*"))


@pytest.mark.parametrize("content", [[1, 2], "text", None])
def test_a_file_that_is_no_object_is_set_aside_not_overwritten(tmp_path, content) -> None:
    """A list there was replaced by the defaults at the next save, and nothing was kept."""
    path = tmp_path / FILE_NAME
    path.write_text(json.dumps(content), encoding="utf-8")
    assert load_settings(tmp_path) == DEFAULTS
    [kept] = aside(tmp_path)
    assert json.loads(kept.read_text(encoding="utf-8")) == content and not path.exists()


def test_a_file_read_in_part_is_copied_aside_once(tmp_path) -> None:
    """A bad field, or a newer version's file: a copy keeps what the next save leaves out,
    one copy however often the file is read before then."""
    path = tmp_path / FILE_NAME
    newer = CUSTOM.to_json() | {"version": 99, "sound": "loud", "ui_scale": "huge"}
    path.write_text(json.dumps(newer), encoding="utf-8")
    for _ in range(3):
        loaded, problems = read_settings(path)
        assert loaded == attrs.evolve(CUSTOM, ui_scale=DEFAULTS.ui_scale)
        assert any("newer version" in p for p in problems) and any("ui_scale" in p for p in problems)
    [kept] = aside(tmp_path)
    assert json.loads(kept.read_text(encoding="utf-8")) == newer
    save_settings(loaded, tmp_path)
    assert read_settings(path) == (loaded, []) and len(aside(tmp_path)) == 1


def test_the_config_folder_can_be_overridden(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv(paths.CONFIG_DIR_ENV, str(tmp_path))
    save_settings(CUSTOM)
    assert (tmp_path / FILE_NAME).exists()
    assert load_settings() == CUSTOM
    monkeypatch.delenv(paths.CONFIG_DIR_ENV)
    assert "SF Desktop" in str(settings_module.config_dir())


def test_settings_import_without_qt() -> None:
    code = "import sys; sys.modules['PySide6'] = sys.modules['shiboken6'] = None; import sf_desktop.storage.settings"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr


def test_settings_written_when_the_default_opponent_was_computer_still_load(tmp_path) -> None:
    """The default opponent is now "Ada"; a file written earlier, with "Computer" remembered
    as the last game's opponent, keeps that seat as it was and every other field."""
    old = {
        "version": 1,
        "animation_speed": 1.0,
        "last_seats": [{"name": "You", "kind": "human"}, {"name": "Computer", "kind": "medium"}],
        "language": "es",
        "ui_scale": 2.0,
    }
    (tmp_path / FILE_NAME).write_text(json.dumps(old), encoding="utf-8")
    loaded, problems = read_settings(tmp_path / FILE_NAME)
    assert problems == []
    assert loaded.last_seats == (Seat("You", "human"), Seat("Computer", "medium"))
    assert (loaded.language, loaded.ui_scale) == ("es", 2.0)
    assert DEFAULTS.last_seats == (Seat("You", "human"), Seat("Ada", "medium"))
