"""Invariants of the rules over many seeded random games (RULES.md sections 3 to 9).

Each game is driven by uniformly random legal decisions (``conftest.play_random_game``);
hypothesis draws the seed and the number of players. Every state of every game is checked.
"""

from __future__ import annotations

import random

import attrs
import pytest
from conftest import MAX_DECISIONS
from hypothesis import given, settings
from hypothesis import strategies as st

from sf_desktop.model.actions import SPEND, TAKE
from sf_desktop.model.board import FULL, N_CELLS, ROW_MASK, network
from sf_desktop.model.cards import (
    BONUS_CARD_FIRST,
    CARD_FLAGS,
    CARD_ROW,
    COLS,
    DECK_SIZE,
    LAYOUT,
    ROWS,
    BonusKind,
    Symbol,
)
from sf_desktop.model.events import GameEnded
from sf_desktop.model.mutable_state import MutableState
from sf_desktop.model.record import GameRecord, Seat
from sf_desktop.model.rules import apply, legal_actions, new_game, step
from sf_desktop.model.scoring import score
from sf_desktop.model.state import GameState, Phase, PlayerState

players_st = st.sampled_from([2, 3, 4])
seed_st = st.integers(min_value=0, max_value=2**32 - 1)

SKYSCRAPERS = LAYOUT.skyscrapers


def cells_where(p: PlayerState, test) -> int:
    """The mask of the spaces whose card passes ``test(card)``."""
    mask = 0
    for r, row in enumerate(p.rows):
        for c, card in enumerate(row):
            if test(card):
                mask |= 1 << (r * COLS + c)
    return mask


def board_cards(state: GameState) -> list[int]:
    return [card for p in state.players for row in p.rows for card in row]


def assert_cards_accounted(s: GameState, deck: list[int]) -> None:
    """Every project card of the deck is in exactly one place; bonus cards match the supply."""
    project = [*s.deck, *(c for col in s.columns for c in col), *s.tray, *s.box]
    if s.drawn >= 0:
        project.append(s.drawn)
    on_boards = board_cards(s)
    project += [c for c in on_boards if c < DECK_SIZE]
    assert sorted(project) == sorted(deck)
    bonus = [c for c in on_boards if c >= DECK_SIZE]
    assert len(bonus) == len(set(bonus))
    for kind in (BonusKind.VALUE4, BonusKind.DEPOT):
        used = LAYOUT.bonus_supply[kind] - s.supply[kind]
        pending = 1 if s.phase == Phase.BONUS_ROW and s.bonus_kind == kind else 0
        first = BONUS_CARD_FIRST[kind]
        placed = sorted(c for c in bonus if first <= c < first + LAYOUT.bonus_supply[kind])
        assert placed == list(range(first, first + used - pending))


def assert_tokens_accounted(s: GameState) -> None:
    used = [total - left for total, left in zip(LAYOUT.bonus_supply, s.supply, strict=True)]
    assert all(u >= 0 for u in used)
    for kind, field in ((BonusKind.PLUS2, "plus2"), (BonusKind.TRACKS, "tracks_tokens")):
        pending = 1 if s.phase == Phase.BONUS_CARD and s.bonus_kind == kind else 0
        assert sum(getattr(p, field).bit_count() for p in s.players) == used[kind] - pending
    assert sum(p.vp_tokens for p in s.players) == used[BonusKind.VP15]
    assert sum(p.discard_tokens for p in s.players) <= used[BonusKind.DISCARD]  # spent ones go to the box


def assert_foundations_accounted(s: GameState) -> None:
    total = LAYOUT.foundation_tokens[s.num_players]
    assert s.foundation_left + s.founded.bit_count() == total
    assert sum(s.foundation_stacks) == s.foundation_left
    stacks = s.foundation_stacks
    for i, tokens in enumerate(stacks):
        if tokens < LAYOUT.foundation_stack_size:  # taken from: every stack to its left is empty
            assert all(t == 0 for t in stacks[:i])
    for card in range(DECK_SIZE):
        if (s.founded >> card) & 1:
            assert CARD_FLAGS[card] & Symbol.FOUNDATION
    for p in s.players:
        assert p.foundations == cells_where(p, lambda card: card < DECK_SIZE and (s.founded >> card) & 1)


def assert_board_consistent(s: GameState, p: PlayerState) -> None:
    filled = 0
    for r, row in enumerate(p.rows):
        assert len(row) <= COLS
        filled |= ROW_MASK[r] & ((1 << (r * COLS + len(row))) - 1)
        for card in row:
            assert CARD_ROW[card] in (r, -1), f"card {card} in row {r}"
    assert p.filled == filled
    printed_tracks = cells_where(p, lambda card: CARD_FLAGS[card] & Symbol.TRACKS)
    assert p.tracks == printed_tracks | p.tracks_tokens
    assert p.tracks_tokens & (printed_tracks | p.depots) == 0
    assert p.depots == cells_where(p, lambda card: CARD_FLAGS[card] & Symbol.DEPOT)
    assert p.squares == cells_where(p, lambda card: CARD_FLAGS[card] & Symbol.SQUARE)
    assert p.seaside == cells_where(p, lambda card: CARD_FLAGS[card] & Symbol.SEASIDE).bit_count()
    # Every cable car sits on a network card, and every network card carries one.
    assert p.cable == network(p.tracks, p.depots)
    assert p.cable & ~p.filled == 0
    assert p.plus2 & ~p.filled == 0
    assert p.skyscrapers & ~p.foundations == 0
    for d in range(ROWS):
        if (p.completions >> d) & 1:
            assert p.row_is_full(d)
    assert p.contracts >= 0
    assert p.discard_tokens >= 0


def assert_state_invariants(s: GameState, deck: list[int]) -> None:
    assert_cards_accounted(s, deck)
    assert_tokens_accounted(s)
    assert_foundations_accounted(s)
    for p in s.players:
        assert_board_consistent(s, p)
    # Contracts (RULES 5): never does everyone hold one.
    contracts = [p.contracts for p in s.players]
    assert min(contracts) == 0, contracts
    # Skyscrapers: 9 in the game, never more.
    built = [p.skyscraper_count for p in s.players]
    assert sum(built) + s.skyscrapers_left == SKYSCRAPERS
    assert 0 <= s.skyscrapers_left <= SKYSCRAPERS
    # The medal: its holder owns the most skyscrapers, and at least one.
    if s.medal >= 0:
        assert built[s.medal] >= 1
        assert built[s.medal] == max(built)
    else:
        assert sum(built) == 0
    # One completion token per district, on the scoring board or with exactly one player.
    for d in range(ROWS):
        holders = sum((p.completions >> d) & 1 for p in s.players)
        assert holders + ((s.completions_left >> d) & 1) == 1
    # What the phase promises.
    assert (s.drawn >= 0) == (s.phase == Phase.COLUMN)
    if s.phase in (Phase.TURN, Phase.COLUMN, Phase.OVER):
        assert s.tray == ()
    assert (s.bonus_district >= 0) == (s.phase == Phase.BONUS_KIND)
    assert (s.bonus_kind >= 0) == (s.phase in (Phase.BONUS_ROW, Phase.BONUS_CARD))
    # The game is over exactly when nobody has anything to decide.
    assert bool(legal_actions(s)) == (not s.is_over)
    if s.is_over:
        assert 0 <= s.end_trigger < s.num_players
        assert s.end_reason in ("foundations", "full_board", "stuck")
        if s.end_reason == "foundations":
            assert s.foundation_left == 0
        if s.end_reason == "full_board":
            assert s.players[s.end_trigger].filled == FULL
    else:
        assert s.end_trigger == -1 and s.end_reason == ""


def assert_only_grows(before: GameState, after: GameState) -> None:
    """Values only grow (RULES 6): cards stay, cable cars stay, tokens add."""
    for p, q in zip(before.players, after.players, strict=True):
        assert p.filled & ~q.filled == 0
        assert p.cable & ~q.cable == 0
        assert p.skyscrapers & ~q.skyscrapers == 0
        for cell in range(N_CELLS):
            assert q.value_at(cell) >= p.value_at(cell), f"the value of space {cell} went down"
        for r in range(ROWS):
            assert q.rows[r][: len(p.rows[r])] == p.rows[r]
    assert after.turn >= before.turn


@settings(max_examples=45)
@given(num_players=players_st, seed=seed_st)
def test_invariants_hold_in_every_state(random_game, num_players: int, seed: int) -> None:
    game = random_game(num_players, seed)
    deck = list(range(DECK_SIZE))
    assert game.final.is_over
    assert len(game.actions) < MAX_DECISIONS
    for i, s in enumerate(game.states):
        assert_state_invariants(s, deck)
        if i:
            assert_only_grows(game.states[i - 1], s)


@settings(max_examples=30)
@given(num_players=players_st, seed=seed_st)
def test_final_score_is_recomputable_from_the_record(random_game, num_players: int, seed: int) -> None:
    game = random_game(num_players, seed)
    seats = tuple(Seat(f"p{i}", "random") for i in range(num_players))
    record = GameRecord(seats, game.states[0].deck, game.states[0].first_player, seed, game.actions)
    rebuilt = record.replay()
    assert rebuilt == game.final
    breakdown = score(game.final)
    assert score(rebuilt) == breakdown
    # The breakdown adds up, and the winners are the ones with the most points.
    for i, p in enumerate(breakdown.players):
        board = game.final.players[i]
        assert p.skyscrapers == board.skyscraper_count * LAYOUT.points["skyscraper"]
        assert p.medal == (LAYOUT.points["medal"] if game.final.medal == i else 0)
        assert p.cable_car_count == board.cable_cars
    best = max(breakdown.totals)
    assert all(breakdown.totals[w] == best for w in breakdown.winners)
    for r in (*breakdown.districts, breakdown.cable_cars):
        assert sorted(r.order) == list(range(num_players))
        assert all(r.totals[a] >= r.totals[b] for a, b in zip(r.order, r.order[1:], strict=False))
        if r.category == "district":
            table = LAYOUT.district_advantage[num_players]
            empty = {i for i, p in enumerate(game.final.players) if not p.rows[r.district]}
        else:
            table = LAYOUT.cable_car_advantage[num_players]
            empty = {i for i, p in enumerate(game.final.players) if not p.cable}
        assert set(r.ineligible) == empty
        for rank, player in enumerate(r.order):
            expected = 0.0 if table[rank] > 0 and player in empty else table[rank]
            assert r.points[player] == expected


@settings(max_examples=40)
@given(num_players=players_st, seed=seed_st)
def test_fast_path_and_apply_agree(num_players: int, seed: int) -> None:
    """The Table with ``events=None`` and the immutable ``apply`` reach the same states."""
    rng = random.Random(seed)
    state = new_game(num_players, seed)
    table = MutableState.thaw(state)
    decisions = 0
    while not state.is_over:
        legal = legal_actions(state)
        assert legal_actions(table) == legal
        action = rng.choice(legal)
        if rng.random() < 0.1:
            # Work on a copy now and then: the copy must not share anything being changed.
            before = table.freeze()
            copy = table.copy()
            step(copy, action)
            assert table.freeze() == before
            table = copy
        else:
            step(table, action)
        state, _ = apply(state, action)
        assert table.freeze() == state
        decisions += 1
    assert table.is_over
    assert score(table) == score(state)
    assert decisions < MAX_DECISIONS


@settings(max_examples=10)
@given(num_players=players_st, seed=seed_st)
def test_step_with_events_gives_the_events_of_apply(num_players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = new_game(num_players, seed)
    table = MutableState.thaw(state)
    while not state.is_over:
        action = rng.choice(legal_actions(state))
        events: list = []
        step(table, action, events)
        state, applied = apply(state, action)
        assert events == applied
        assert table.freeze() == state


@settings(max_examples=10)
@given(num_players=players_st, seed=seed_st)
def test_same_seed_and_actions_give_the_same_game(random_game, num_players: int, seed: int) -> None:
    first = random_game(num_players, seed)
    second = random_game(num_players, seed)
    assert first.states == second.states
    assert first.events == second.events
    # Replaying the same actions without the seed's RNG gives it again, events included.
    state = new_game(num_players, seed)
    for action, expected_state, expected_events in zip(
        first.actions, first.states[1:], first.events, strict=True
    ):
        state, events = apply(state, action)
        assert state == expected_state
        assert tuple(events) == expected_events


def test_the_seed_decides_the_deck_and_the_first_player() -> None:
    games = [new_game(4, seed) for seed in range(20)]
    assert all(new_game(4, seed) == games[seed] for seed in range(20))
    assert len({g.deck for g in games}) == 20
    assert len({g.first_player for g in games}) > 1
    assert new_game(3, "a text seed") == new_game(3, "a text seed")


@settings(max_examples=60)
@given(num_players=players_st, seed=seed_st, size=st.integers(0, DECK_SIZE))
def test_a_changed_deck_never_hangs_the_engine(random_game, num_players: int, seed: int, size: int) -> None:
    """RULES 4: with too few foundation cards the deck runs out; the game must still end."""
    cards = random.Random(seed).sample(range(DECK_SIZE), size)
    game = random_game(num_players, seed, deck=cards)
    assert game.final.is_over
    for s in game.states:
        assert_state_invariants(s, cards)


def test_the_board_check_catches_a_card_in_the_wrong_row() -> None:
    """The checks above can fail: a blue card in the gray row is caught."""
    s = new_game(2, 3)
    blue = next(c for c in range(DECK_SIZE) if CARD_ROW[c] == 0)
    wrong = attrs.evolve(s.players[0], rows=((), (blue,), (), (), ()), filled=1 << COLS)
    with pytest.raises(AssertionError, match="in row 1"):
        assert_board_consistent(s, wrong)


def test_an_empty_deck_ends_the_game_at_once() -> None:
    state = new_game(3, 7, deck=[])
    assert state.is_over
    assert state.end_reason == "stuck"
    assert state.end_trigger == state.first_player
    assert legal_actions(state) == []


def test_spending_too_few_contracts_on_an_empty_deck_ends_the_game() -> None:
    """Holding 2 contracts and the token, a column of 1 card needs both spent; spending one
    leaves the player unable to draw or take, so the game ends (RULES 4), it does not hang."""
    start = new_game(2, 11, first_player=0)
    mover = attrs.evolve(start.players[0], contracts=2, discard_tokens=1)
    state = attrs.evolve(start, players=(mover, start.players[1]), deck=(), columns=((), (), (5,)))
    assert set(legal_actions(state)) == {SPEND[1], SPEND[2]}
    both, _ = apply(state, SPEND[2])
    assert not both.is_over
    assert legal_actions(both) == [TAKE[2]]
    one, events = apply(state, SPEND[1])
    assert one.is_over
    assert one.end_reason == "stuck"
    assert one.end_trigger == 0
    assert events[-1] == GameEnded(0, "stuck")
