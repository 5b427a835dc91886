"""A whole game of AI seats through the window, animations off, to the score breakdown; the
breakdown must say what the engine's scoring says, and the log must tell the end."""

from __future__ import annotations

import pytest

from sf_desktop.model.record import Seat
from sf_desktop.model.scoring import score
from sf_desktop.views.dialogs.game_dialogs import Setup
from sf_desktop.views.panels.score_breakdown import categories, explain, winner_sentence


@pytest.mark.parametrize(("seed", "players"), [(7, 2), (12, 4)])
def test_ai_game_runs_to_a_breakdown_that_matches_the_engine(qtbot, window, seed, players):
    w = window
    seats = tuple(
        Seat(name, kind)
        for name, kind in zip(("Ada", "Bo", "Cy", "Di"), ("random", "easy") * 2, strict=False)
    )[:players]
    w.start_game(Setup(seats, seed=seed))
    qtbot.waitUntil(lambda: w.score_dialog is not None, timeout=40000)
    final = w.model.state
    assert final.is_over
    assert w.scene.state is final, "the table shows the final state"
    engine = score(final)
    dialog = w.score_dialog
    for key, _label in categories():
        for seat in range(players):
            shown = dialog.value(key, seat)
            if key.startswith("district"):
                expected = engine.players[seat].districts[int(key[len("district") :])]
            elif key == "total":
                expected = engine.players[seat].total
            else:
                expected = getattr(engine.players[seat], key)
            assert shown == pytest.approx(expected), (key, seat)
    assert dialog.winner_label.text() == winner_sentence(engine, w.model.names)
    details = dialog.details.toPlainText()
    assert details.startswith(explain(engine, final, w.model.names)[3:12].split("<")[0])
    for r in engine.districts:
        best = w.model.names[r.order[0]]
        assert f"1st {best}" in details
    log = w.log.sentences()
    assert log and "the game ends" in log[-1]
    assert w.act_score.isEnabled()
