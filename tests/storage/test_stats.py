"""Statistics of finished games: seeded games are played by agents and filed like the app files
them; the numbers are then recounted straight from the JSON files and must agree."""

from __future__ import annotations

import json
import statistics
from collections import defaultdict

import pytest

from sf_desktop.ai.base import make_agent
from sf_desktop.ai.match import play_match
from sf_desktop.model.record import Seat
from sf_desktop.model.save_format import new_record
from sf_desktop.storage import stats
from sf_desktop.storage.save_store import SaveStore

# (seat kinds, seed, agents that play them). Seat 0 is the person (played here by an agent).
# The all-random games at seeds 0 (2p), 68 (3p) and 57 (4p) end in victories seat 0 shares.
GAMES = [
    (("human", "easy"), 1, ("greedy", "easy")),
    (("human", "easy"), 2, ("random", "easy")),
    (("human", "hard"), 3, ("greedy", "hard")),
    (("human", "easy", "hard"), 4, ("random", "easy", "hard")),
    (("human", "greedy", "greedy"), 5, ("easy", "greedy", "greedy")),
    (("human", "hard", "hard", "hard"), 6, ("greedy", "hard", "hard", "hard")),
    (("human", "random"), 0, ("random", "random")),
    (("human", "random", "random"), 68, ("random", "random", "random")),
    (("human", "random", "random", "random"), 57, ("random", "random", "random", "random")),
    # Nobody to count for: an AI-only game and a hot-seat game with two people.
    (("easy", "easy"), 7, ("easy", "easy")),
    (("human", "human", "easy"), 8, ("random", "random", "easy")),
]
SEARCH_BUDGET = {"iterations": 4, "time_ms": 1000.0}


def _agent(kind: str):
    return make_agent(kind, **SEARCH_BUDGET) if kind == "hard" else make_agent(kind)


@pytest.fixture(scope="module")
def store(tmp_path_factory) -> SaveStore:
    folder = tmp_path_factory.mktemp("data")
    s = SaveStore(folder)
    for n, (kinds, seed, players) in enumerate(GAMES):
        seats = tuple(Seat(f"P{i}" if k != "human" else f"Person{i}", k) for i, k in enumerate(kinds))
        result = play_match(seats, [_agent(k) for k in players], seed)
        record = result.record.__class__(
            seats,
            result.record.deck,
            result.record.first_player,
            seed,
            result.record.actions,
            f"game-{n:02d}",
        )
        s.finish(record, result.final)
    return s


def _recount(folder) -> dict:
    """The numbers, from the files' own set-up and snapshot (scores and winners), by hand."""
    groups: dict[object, list[tuple[float, str]]] = defaultdict(list)
    skipped = 0
    for path in sorted((folder / "finished").glob("*.sfgame.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        kinds = [s["kind"] for s in doc["setup"]["seats"]]
        if kinds.count("human") != 1:
            skipped += 1
            continue
        me = kinds.index("human")
        winners = doc["snapshot"]["winners"]
        outcome = "lost" if me not in winners else ("won" if len(winners) == 1 else "shared")
        result = (float(doc["snapshot"]["scores"][me]), outcome)
        others = sorted({k for i, k in enumerate(kinds) if i != me})
        groups["all"].append(result)
        groups[("players", len(kinds))].append(result)
        groups[("level", tuple(others))].append(result)
    return {"groups": groups, "skipped": skipped}


def _check(tally: stats.Tally, results: list[tuple[float, str]]) -> None:
    scores = [s for s, _ in results]
    outcomes = [o for _, o in results]
    assert tally.played == len(results)
    assert (tally.won, tally.shared, tally.lost) == (
        outcomes.count("won"),
        outcomes.count("shared"),
        outcomes.count("lost"),
    )
    assert tally.best == max(scores)
    assert tally.mean == pytest.approx(statistics.mean(scores))
    assert tally.win_rate == pytest.approx((outcomes.count("won") + outcomes.count("shared")) / len(results))


def test_statistics_agree_with_the_files(store):
    got = stats.from_store(store)
    expected = _recount(store.folder)
    groups = expected["groups"]
    assert got.skipped == expected["skipped"] == 2
    _check(got.overall, groups["all"])
    assert got.overall.played == 9
    assert set(got.by_players) == {2, 3, 4}
    for n, tally in got.by_players.items():
        _check(tally, groups[("players", n)])
    level_keys = {k for k in groups if k != "all" and k[0] == "level"}
    assert len(got.by_level) == len(level_keys)
    for key, tally in got.by_level.items():
        _check(tally, groups[("level", tuple(sorted(key.split("+"))))])


def test_shared_victories_are_counted_as_shared(store):
    got = stats.from_store(store)
    shared = [g for g in got.games if g.outcome == stats.SHARED]
    assert len(shared) >= 2, "the seeds above were chosen for their shared victories"
    assert got.overall.shared == len(shared)
    for g in shared:
        assert g.seat in g.winners and len(g.winners) > 1
    assert got.by_level["random"].shared == len(shared)


def test_levels_are_ordered_weakest_first_and_mixed_tables_are_their_own_group(store):
    got = stats.from_store(store)
    assert list(got.by_level) == ["random", "easy", "greedy", "hard", "easy+hard"]
    assert got.by_level["easy+hard"].played == 1
    assert got.by_level["easy"].played == 2
    assert got.by_level["hard"].played == 2


def test_a_hot_seat_player_is_found_by_name(store):
    got = stats.from_store(store, player_name="Person1")
    assert got.overall.played == 1  # the hot-seat game, from the second person's seat
    (game,) = got.games
    assert game.seat == 1 and game.opponents == ("human", "easy")
    assert list(got.by_level) == ["easy+human"]


def test_other_sources_give_the_same_numbers(store, tmp_path):
    loaded = store.finished_games()
    by_paths = stats.compute(sorted((store.folder / "finished").glob("*.sfgame.json")))
    by_records = stats.compute([g.record for g in loaded])
    by_pairs = stats.compute([(g.record, g.state) for g in loaded])
    reference = stats.compute(loaded)
    for other in (by_paths, by_records, by_pairs):
        assert other.overall == reference.overall
        assert dict(other.by_level) == dict(reference.by_level)
        assert dict(other.by_players) == dict(reference.by_players)
    # A damaged file and an unfinished game are skipped, not counted.
    bad = tmp_path / "bad.sfgame.json"
    bad.write_text("{ not json", encoding="utf-8")
    unfinished = new_record((Seat("Me"), Seat("Ada", "easy")), seed=3)
    got = stats.compute([bad, unfinished, loaded[0]])
    assert got.skipped == 2 and got.overall.played == 1


def test_no_games_no_numbers(tmp_path):
    got = stats.from_store(SaveStore(tmp_path))
    assert got.is_empty and got.overall.mean is None and got.overall.win_rate is None
    assert got.overall.best is None and not got.by_level and not got.by_players


def test_the_dialog_shows_the_numbers(qtbot, store):
    from sf_desktop.views.dialogs.statistics import StatsDialog, level_label, number, percent

    dialog = StatsDialog.from_store(store)
    qtbot.addWidget(dialog)
    got = dialog.stats
    assert dialog.summary_values["played"].text() == "<b>9</b>"
    assert dialog.summary_values["shared"].text() == f"<b>{got.overall.shared}</b>"
    assert dialog.summary_values["win_rate"].text() == f"<b>{percent(got.overall.win_rate)}</b>"
    table = dialog.by_level
    assert table is not None and table.rowCount() == len(got.by_level)
    for row, (level, tally) in enumerate(got.by_level.items()):
        assert table.cell_text(row, 0) == level_label(level)
        assert [table.cell_text(row, c) for c in range(1, 5)] == [
            str(tally.played),
            str(tally.won),
            str(tally.shared),
            str(tally.lost),
        ]
        assert table.cell_text(row, 6) == number(tally.best)
    assert table.cell_text(4, 0) == "Easy + Hard"
    players = dialog.by_players
    assert players is not None
    assert [players.cell_text(r, 0) for r in range(players.rowCount())] == ["2", "3", "4"]
    assert "2 finished games are not counted" in dialog.note.text()
    assert number(12.5) == "12.5" and number(7.0) == "7" and number(None) == "–"


def test_the_dialog_without_games_says_so(qtbot, tmp_path):
    from PySide6.QtWidgets import QLabel

    from sf_desktop.views.dialogs.statistics import StatsDialog

    dialog = StatsDialog.from_store(SaveStore(tmp_path))
    qtbot.addWidget(dialog)
    assert dialog.by_level is None and dialog.by_players is None
    empty = dialog.findChild(QLabel, "stats-empty")
    assert empty is not None and "No finished games yet" in empty.text()


def test_a_table_of_friends_online_is_named_in_words(qtbot, english):
    """A game with a friend online was grouped under its raw seat kind "friend"."""
    from sf_desktop.views.dialogs.statistics import level_label
    from sf_desktop.words import languages

    assert level_label("friend") == "Friends online"
    assert level_label("friend+hard") == "Friends online + Hard"
    languages.install_language("es")
    assert "friend" not in level_label("friend").lower()
