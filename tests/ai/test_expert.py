"""Expert's learned evaluation: the shipped weights, the pure-Python pass against the training
side's numpy pass, what its features may read, and Hard left as it was."""

from __future__ import annotations

import importlib
import json
import random
import sys
from importlib import resources
from pathlib import Path

import attrs
import pytest

from sf_desktop.ai.budget import Budget
from sf_desktop.ai.expert import ExpertAgent
from sf_desktop.ai.heuristic import HARD_WEIGHTS, win_chances
from sf_desktop.ai.ismcts import HardAgent
from sf_desktop.ai.search_rng import search_rng
from sf_desktop.ai.value_features import FEATURE_NAMES, FEATURES, softmax, table_features
from sf_desktop.ai.value_net import WEIGHTS_FILE, ValueNet, shipped_net
from sf_desktop.model.rules import apply, legal_actions, new_game
from sf_desktop.model.state import GameState, Phase, public_view

TOOLS = Path(__file__).resolve().parents[2] / "tools"
WEIGHTS_BUDGET = 300_000  # bytes: "a few hundred KB" at most, and the bundle's room is small


def turn_position(players: int, seed: int, decisions: int) -> GameState:
    """A turn about to be chosen, some random decisions into a seeded game."""
    rng = random.Random(seed)
    state = new_game(players, seed)
    for _ in range(decisions):
        state, _ = apply(state, rng.choice(legal_actions(state)))
    while state.phase != Phase.TURN:
        state, _ = apply(state, rng.choice(legal_actions(state)))
    return state


POSITIONS = [turn_position(n, seed, d) for n in (2, 3, 4) for seed, d in ((1, 8), (2, 40), (3, 90))]


def tool(name: str):
    """A module of ``tools/`` (they import one another by name)."""
    sys.path.insert(0, str(TOOLS))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(TOOLS))


def position_arrays(np, seats: int):
    """The training side's arrays of :data:`POSITIONS`: features by seat, and the real seats."""
    x = np.zeros((len(POSITIONS), seats, FEATURES))
    mask = np.zeros((len(POSITIONS), seats), dtype=bool)
    for i, state in enumerate(POSITIONS):
        table = table_features(state)
        x[i, : len(table)] = table
        mask[i, : len(table)] = True
    return x, mask


def test_the_shipped_weights_load_and_keep_within_their_budget() -> None:
    data = resources.files("sf_desktop.resources").joinpath(WEIGHTS_FILE).read_bytes()
    assert len(data) <= WEIGHTS_BUDGET
    net = shipped_net()
    assert len(net.u) == FEATURES and net.hidden_rows
    for state in POSITIONS:
        chances = net.win_chances(public_view(state))
        assert len(chances) == len(state.players)
        assert sum(chances) == pytest.approx(1.0)
        assert all(0.0 < c < 1.0 for c in chances)


def test_weights_for_other_features_are_refused() -> None:
    data = json.loads(resources.files("sf_desktop.resources").joinpath(WEIGHTS_FILE).read_text())
    with pytest.raises(ValueError, match="other features"):
        ValueNet.from_dict({**data, "features": [*data["features"][:-1], "something else"]})
    with pytest.raises(ValueError, match="features"):
        ValueNet(data["w1"], data["b1"], data["v"], data["u"][:-1])


def test_the_pure_python_pass_equals_the_numpy_pass() -> None:
    """The app's evaluator on the exported weights gives the training side's chances."""
    np = pytest.importorskip("numpy")
    net_side = tool("expert_net")
    SEATS, Model, export, standardisation = (
        net_side.SEATS,
        net_side.Model,
        net_side.export,
        net_side.standardisation,
    )
    x, mask = position_arrays(np, SEATS)
    rng = np.random.default_rng(5)
    model = Model(*standardisation(x, mask), hidden=12, rng=rng)
    for p in model.params():  # weights far from the start, so that every term counts
        p += rng.normal(0.0, 0.5, p.shape)
    expected = model.chances(x, mask)
    net = ValueNet.from_dict(json.loads(json.dumps(export(model, {}))))
    for i, state in enumerate(POSITIONS):
        got = net.win_chances(state)
        assert got == pytest.approx(list(expected[i, : len(got)]), abs=1e-4)


def test_the_first_feature_is_hards_own_judgement() -> None:
    """Where the network starts from: the soft maximum of the first feature is Hard's chances."""
    assert FEATURE_NAMES[0] == "hard_logit"
    for state in POSITIONS:
        got = softmax([x[0] for x in table_features(state)])
        assert got == pytest.approx(win_chances(state, HARD_WEIGHTS), abs=1e-9)


def test_the_features_read_the_unseen_cards_only_as_a_multiset() -> None:
    for state in POSITIONS:
        shuffled = list(state.deck)
        random.Random(9).shuffle(shuffled)
        other = attrs.evolve(state, deck=tuple(shuffled))
        assert other.deck != state.deck
        assert table_features(other) == table_features(state) == table_features(public_view(state))


def test_expert_plays_on_the_public_view_within_its_budget() -> None:
    state = POSITIONS[1]
    expert = ExpertAgent(iterations=60, time_ms=None)
    action = expert.choose(public_view(state), random.Random(2))
    assert action in legal_actions(state)
    assert 0 < expert.last_iterations <= 60


def test_hards_search_is_what_it_was() -> None:
    """Expert reuses Hard's search through one method; Hard's own tree must not move. The
    visits and rewards below are those of Hard before Expert existed (same seeds)."""
    rng = random.Random(7)
    state = new_game(2, 7)
    for _ in range(30):
        state, _ = apply(state, rng.choice(legal_actions(state)))
    while state.phase != Phase.TURN:
        state, _ = apply(state, rng.choice(legal_actions(state)))
    hard = HardAgent(iterations=400, time_ms=None, early_stop=False)
    root = hard.search(public_view(state), search_rng(random.Random(1)), Budget(400, None))
    assert sorted(c.n for c in root.children.values()) == [71, 329]
    assert sum(c.w[0] for c in root.children.values()) == pytest.approx(274.761576, abs=1e-6)


def test_the_app_needs_no_numpy() -> None:
    """numpy trains the network; the app reads the weights without it."""
    from test_layering import import_with_blocked

    result = import_with_blocked(["sf_desktop.model", "sf_desktop.ai"], [], ("numpy",))
    assert result["failed"] == {}
    assert "sf_desktop.ai.expert" in result["imported"] and result["leaked"] == []


def test_training_positions_are_reproducible_and_targets_are_the_outcome() -> None:
    """The same seed gives the same positions; a Monte Carlo target is the game's final
    shares, a TD(λ) target mixes in the previous network's later estimates."""
    np = pytest.importorskip("numpy")
    net_side, training = tool("expert_net"), tool("train_expert")
    Model, standardisation = net_side.Model, net_side.standardisation
    play_game, td_targets = training.play_game, training.td_targets
    job = ("test/0", 3, ["policy", "policy", "greedy"], None, None)
    first, again = play_game(job), play_game(job)
    assert np.array_equal(first["x"], again["x"]) and len(first["x"]) > 20
    assert first["mask"][:, :3].all() and not first["mask"][:, 3].any()
    assert first["shares"].sum() == pytest.approx(1.0)
    final = td_targets(first, None, 0.7)
    assert np.allclose(final, first["shares"])
    model = Model(*standardisation(first["x"], first["mask"]), hidden=4, rng=np.random.default_rng(1))
    mixed = td_targets(first, model, 0.7)
    assert np.allclose(mixed[-1], first["shares"]) and not np.allclose(mixed[0], first["shares"])
    assert np.allclose(mixed.sum(axis=1), 1.0)


def test_the_shipped_network_is_judged_by_table_size_as_the_app_reads_it() -> None:
    """``expert_capacity.py --shipped-by-size``: its numpy pass over the shipped weights gives
    the app's own chances, each table size apart, beside Hard's projection."""
    np = pytest.importorskip("numpy")
    shipped_by_size = tool("expert_capacity").shipped_by_size
    net_side = tool("expert_net")
    SEATS, log_loss = net_side.SEATS, net_side.log_loss
    x, mask = position_arrays(np, SEATS)
    target = np.zeros((len(POSITIONS), SEATS))
    for i, state in enumerate(POSITIONS):
        target[i, i % state.num_players] = 1.0  # someone won; which one does not matter here
    lines = shipped_by_size((x, mask, target))
    assert [line["players"] for line in lines] == [2, 3, 4]
    net = shipped_net()
    for line in lines:
        rows = [i for i, s in enumerate(POSITIONS) if s.num_players == line["players"]]
        chances = np.zeros((len(rows), SEATS))
        for j, i in enumerate(rows):
            got = net.win_chances(POSITIONS[i])
            chances[j, : len(got)] = got
        assert line["positions"] == len(rows) == 3
        assert line["heldout_net"] == pytest.approx(log_loss(chances, target[rows]), abs=1e-3)
        hard = np.zeros((len(rows), SEATS))
        for j, i in enumerate(rows):
            got = win_chances(POSITIONS[i], HARD_WEIGHTS)
            hard[j, : len(got)] = got
        assert line["heldout_hard"] == pytest.approx(log_loss(hard, target[rows]), abs=1e-3)
        won = target[rows][np.arange(len(rows)), chances.argmax(axis=1)] > 0
        assert line["favourite_won_net"] == pytest.approx(won.mean(), abs=1e-3)
