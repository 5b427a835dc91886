"""After the game, through the window: Game ▸ Statistics shows numbers that agree with the
finished-game records they come from (recounted here from the records alone), a game played to
its end in the window is counted, and the score breakdown's chart follows the game's states."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel

from sf_desktop.ai.base import RandomAgent
from sf_desktop.ai.match import play_match
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.scoring import estimate, score
from sf_desktop.storage.save_store import SaveStore
from sf_desktop.views.dialogs.game_dialogs import Setup
from sf_desktop.views.window.main_window import MainWindow

# (seats after the person, seed): 2 to 4 players; the all-random games at seeds 0 (2p) and
# 325 (3p) end in shared victories (see test_stats).
GAMES = [(1, 0), (1, 11), (2, 325), (2, 12), (3, 13)]


@pytest.fixture(scope="module")
def store(tmp_path_factory) -> SaveStore:
    s = SaveStore(tmp_path_factory.mktemp("data"))
    for n, (others, seed) in enumerate(GAMES):
        seats = (Seat("Ana", "human"), *(Seat(f"AI{i}", "random") for i in range(others)))
        result = play_match(seats, [RandomAgent()] * len(seats), seed)
        r = result.record
        s.finish(GameRecord(seats, r.deck, r.first_player, seed, r.actions, f"game-{n}"), result.final)
    return s


def recount(store: SaveStore) -> dict:
    """The person's results straight from the records: replay, score, compare."""
    out = {"played": 0, "won": 0, "shared": 0, "lost": 0, "scores": [], "by_players": {}}
    for game in store.finished_games():
        final = game.record.replay()
        b = score(final)
        mine = b.totals[0]
        outcome = "lost" if 0 not in b.winners else ("won" if len(b.winners) == 1 else "shared")
        out["played"] += 1
        out[outcome] += 1
        out["scores"].append(mine)
        n = len(game.record.seats)
        out["by_players"].setdefault(n, []).append((outcome, mine))
    return out


def fmt(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:.1f}"


@pytest.fixture
def window(english, window):
    """The usual table, in English again after the test."""
    return window


def open_stats(qtbot, w: MainWindow, store: SaveStore):
    """Game ▸ Statistics over ``store``'s finished games, shown."""
    w.aids.store = store
    w.aids.act_stats.trigger()
    dialog = w.aids.dialogs[-1]
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def test_the_statistics_dialog_agrees_with_the_records(qtbot, window, store):
    dialog = open_stats(qtbot, window, store)
    expected = recount(store)
    assert expected["shared"] >= 1 and expected["played"] == len(GAMES)
    shown = {k: v.text().replace("<b>", "").replace("</b>", "") for k, v in dialog.summary_values.items()}
    rate = (expected["won"] + expected["shared"]) / expected["played"]
    assert shown == {
        "played": str(expected["played"]),
        "won": str(expected["won"]),
        "shared": str(expected["shared"]),
        "lost": str(expected["lost"]),
        "win_rate": f"{round(100 * rate)}%",
        "best": fmt(max(expected["scores"])),
        "mean": fmt(sum(expected["scores"]) / len(expected["scores"])),
    }
    table = dialog.by_players
    assert [table.cell_text(r, 0) for r in range(table.rowCount())] == ["2", "3", "4"]
    for row, n in enumerate((2, 3, 4)):
        games = expected["by_players"][n]
        outcomes = [o for o, _ in games]
        assert [table.cell_text(row, c) for c in range(1, 5)] == [
            str(len(games)),
            str(outcomes.count("won")),
            str(outcomes.count("shared")),
            str(outcomes.count("lost")),
        ]
        assert table.cell_text(row, 6) == fmt(max(s for _, s in games))
    level = dialog.by_level
    assert level.rowCount() == 1 and level.cell_text(0, 0) == "Random"
    assert level.cell_text(0, 1) == str(len(GAMES))


def test_a_screen_reader_hears_each_cell_with_its_column(qtbot, window, store):
    """Orca says a table's cell without its header ("3"): each count names its column."""
    dialog = open_stats(qtbot, window, store)
    table = dialog.by_players
    iface = QAccessible.queryAccessibleInterface(table)
    said = {iface.child(i).text(QAccessible.Text.Name) for i in range(iface.childCount())}
    assert f"Won: {table.cell_text(0, 2)}" in said and f"Played: {table.cell_text(0, 1)}" in said
    assert f"Mean score: {table.cell_text(0, 7)}" in said
    assert "2" in said or any(n.startswith("2") for n in said), "the first column is its own words"


def test_the_statistics_speak_the_language_shown(qtbot, window, store):
    w = window
    w.aids.store = store
    w.aids.set_language("es", save=False)
    dialog = w.aids.show_stats()
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.windowTitle() == "Estadísticas"
    headers = [
        dialog.by_players.horizontalHeaderItem(c).text() for c in range(dialog.by_players.columnCount())
    ]
    assert headers[:5] == ["Jugadores", "Jugadas", "Ganadas", "Compartidas", "Perdidas"]
    mean = dialog.summary_values["mean"].text()
    assert "." not in mean, f"a decimal comma in Spanish: {mean}"


def play_to_the_end(qtbot, w: MainWindow, seed: int) -> None:
    """The person takes a random legal decision each time; the AI plays at random."""
    rng = random.Random(seed)
    m = w.model
    while True:
        qtbot.waitUntil(lambda: not w.animator.busy and (m.human_to_move or m.state.is_over), timeout=20000)
        if m.state.is_over:
            return
        m.submit(rng.choice(m.legal_actions()))


def test_a_game_played_in_the_window_is_counted_and_charted(qtbot, window, tmp_path):
    w = window
    store = SaveStore(tmp_path)
    w.files.attach(store)
    w.aids.store = store
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ada", "random")), seed=21, first_player=0))
    play_to_the_end(qtbot, w, 21)
    final = w.model.state
    qtbot.waitUntil(lambda: w.score_dialog is not None, timeout=10000)
    # The breakdown shows the chart of the game just played: its last point is the final score.
    chart = w.score_dialog.chart
    assert chart is not None and w.score_dialog.tabs.count() == 2
    series = chart.series
    assert series.final and series.names == ("Ana", "Ada")
    assert [v[-1] for v in series.values] == pytest.approx(list(score(final).totals))
    # One point where each turn began (turns played so far), then the end.
    first_of_turn = {}
    for s in w.model.states:
        first_of_turn.setdefault(s.turn, s)
    assert series.turns == (*(t - 1 for t in sorted(first_of_turn)), final.turn)
    for i, turn in enumerate(sorted(first_of_turn)):
        assert [v[i] for v in series.values] == pytest.approx(list(estimate(first_of_turn[turn])))
    image = chart.render_image()
    assert not image.isNull()
    # Finished games land in the store, and the statistics count this one.
    w.files.close()
    qtbot.waitUntil(lambda: len(store.finished_games()) == 1, timeout=10000)
    w.score_dialog.close()
    dialog = w.aids.show_stats()
    outcome = (
        "won" if score(final).winners == (0,) else ("lost" if 0 not in score(final).winners else "shared")
    )
    assert dialog.summary_values["played"].text() == "<b>1</b>"
    assert dialog.summary_values[outcome].text() == "<b>1</b>"
    assert dialog.summary_values["best"].text() == f"<b>{fmt(score(final).totals[0])}</b>"


def test_the_score_chart_during_a_game_shows_the_estimates(qtbot, window):
    w = window
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ada", "random"), Seat("Bo", "random")), seed=5))
    rng = random.Random(5)
    for _ in range(15):
        qtbot.waitUntil(lambda: not w.animator.busy and w.model.human_to_move, timeout=10000)
        w.model.submit(rng.choice(w.model.legal_actions()))
    qtbot.waitUntil(lambda: not w.animator.busy and w.model.human_to_move, timeout=10000)
    dialog = w.aids.show_chart()
    qtbot.waitUntil(dialog.isVisible)
    series = dialog.chart.series
    assert not series.final
    assert [v[-1] for v in series.values] == pytest.approx(list(estimate(w.model.state)))
    assert dialog.chart.findChild(QLabel) is None  # drawn, not laid out from widgets


def test_statistics_open_after_a_closed_chart(qtbot, window, store):
    """A closed aid's dialog is deleted; the next one opens all the same (the list of open
    dialogs used to ask the deleted one whether it was visible, and Statistics did not open)."""
    window.aids.store = store
    window.start_game(Setup((Seat("Ana", "human"), Seat("Bo", "random")), 3))
    chart = window.aids.show_chart()
    assert chart is not None and chart.isVisible()
    gone: list[bool] = []
    chart.destroyed.connect(lambda: gone.append(True))
    chart.close()
    qtbot.waitUntil(lambda: gone == [True])
    stats = window.aids.show_stats()
    assert stats.isVisible() and window.aids.dialogs == [stats]
    stats.close()


def test_enter_on_a_finished_game_opens_its_replay_once(qtbot, store):
    """Enter on a game of the list opened its replay twice: the list's own, then the Watch
    button's as the dialog's default. Once now, and the statistics stay open."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from sf_desktop.views.dialogs.statistics import StatsDialog

    dialog = StatsDialog.from_store(store, "Ana")
    qtbot.addWidget(dialog)
    asked: list[object] = []
    dialog.replay_requested.connect(lambda record, path: asked.append(record.game_id))
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    assert dialog.finished_games is not None
    dialog.finished_games.setFocus()
    dialog.finished_games.setCurrentRow(1)
    QTest.keyClick(dialog.finished_games, Qt.Key.Key_Return)
    assert asked == ["game-3"] and dialog.isVisible()  # the newest first: row 1 is the one before
