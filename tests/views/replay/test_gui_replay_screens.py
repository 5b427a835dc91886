"""The replay window as a newcomer meets it: titled by the game (players, date, result), never
by a file name the player did not choose; the review says where it is kept in words."""

from __future__ import annotations

import attrs
import pytest

from sf_desktop.ai.base import make_agent
from sf_desktop.ai.match import play_match
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.save_format import SUFFIX, game_key
from sf_desktop.model.scoring import score
from sf_desktop.session.game_model import ReviewBudget
from sf_desktop.session.review_store import review_path
from sf_desktop.words.people import DEFAULT_NAME

pytestmark = pytest.mark.usefixtures("private_home", "english")


@pytest.fixture(scope="module")
def solo() -> GameRecord:
    """You (a person, who played Greedy's moves) against Ada (Random), to the end."""
    seats = (Seat(DEFAULT_NAME, "greedy"), Seat("Ada", "random"))
    record = play_match(seats, [make_agent("greedy"), make_agent("random")], 4).record
    return attrs.evolve(record, seats=(Seat(DEFAULT_NAME, "human"), Seat("Ada", "random")))


@pytest.fixture
def window(open_app):
    """The app's window on private folders; its replay windows close after the test."""
    w = open_app(size=None)
    yield w
    for r in w.replays:
        r.close()


def file_words(path) -> list[str]:
    """What of a file's name must not be shown: the name, its id, the suffixes."""
    return [path.name, path.name.removesuffix(SUFFIX), SUFFIX, ".review.json", ".json"]


def test_a_finished_game_is_titled_by_its_players_date_and_result(qtbot, window, solo):
    path = window.files.store.finish(solo)
    assert game_key(solo) in path.name, "the app names the file by the game's id"
    replay = window.watch_file(path)
    title = replay.windowTitle()
    assert not [w for w in file_words(path) if w in title], title
    b = score(replay.replay.states[-1])
    winner = "You" if b.winners[0] == 0 else "Ada"
    assert title.startswith("Replay: You vs Ada · today at "), title
    assert title.endswith(f"{winner} won with {b.totals[b.winners[0]]} VP"), title


def test_the_score_screen_review_is_titled_by_the_game(qtbot, window, solo):
    window.model.load_record(solo)
    window.review_current_game()
    replay = window.replays[-1]
    replay.panel.cancel()
    assert replay.windowTitle().startswith("Replay: You vs Ada · today at ")
    assert " won with " in replay.windowTitle()


def test_the_review_says_it_is_kept_with_the_game_without_a_file_name(qtbot, window, solo):
    path = window.files.store.finish(solo)
    replay = window.watch_file(path)
    panel = replay.panel
    panel.budget = ReviewBudget(iterations=30, time_ms=None)
    with qtbot.waitSignal(window.model.review_finished, timeout=120000):
        panel.start()
    assert review_path(path).is_file()
    done = panel.status.text()
    assert "kept with the game" in done and not [w for w in file_words(path) if w in done], done
    replay.close()
    again = window.watch_file(path)
    assert again.panel.review is not None
    loaded = again.panel.status.text()
    assert "kept with the game" in loaded and not [w for w in file_words(path) if w in loaded], loaded
