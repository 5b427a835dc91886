"""The rules of San Francisco (``RULES.md``): new games, legal decisions, and their effects.

``apply(state, action) -> (new_state, events)`` is the one way a game moves on. Internally a
step mutates a :class:`MutableState` (a working copy) and freezes it; :func:`step` is that same
step for callers that keep a ``MutableState`` (AI playouts), with ``events=None`` to skip the
event log. A refused action raises :class:`IllegalActionError` before anything is changed.
What a card placed on a board sets off (network, skyscrapers, completion, bonuses) is in
:mod:`placement`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .actions import (
    CHOOSE_BONUS,
    CHOOSE_CARD,
    CHOOSE_ROW,
    DRAW,
    OWN_IDS,
    PLACE,
    PUT,
    SPEND,
    STOP,
    TAKE,
    Action,
    ChooseBonus,
    ChooseCard,
    ChooseRow,
    Draw,
    Place,
    PutInColumn,
    SpendContracts,
    Stop,
    TakeColumn,
    malformed,
)
from .board import FULL, ROW_MASK, bits
from .cards import (
    CARD_FLAGS,
    CARD_ROW,
    CARDS,
    COLS,
    DECK_SIZE,
    FLAG_FOUNDATION,
    LAYOUT,
    N_COLUMNS,
    ROWS,
    BonusKind,
)
from .events import (
    CardAddedToColumn,
    CardDrawn,
    CardsDiscarded,
    ColumnTaken,
    ContractsReturned,
    ContractsSpent,
    ContractTaken,
    Event,
    FoundationTokenPlaced,
    GameEnded,
    TurnStarted,
)
from .mutable_state import City, MutableState
from .placement import DISTRICT_BONUS, place_bonus_card, place_token, put_on_board, take_bonus, token_targets
from .state import (
    BONUS_CARD,
    BONUS_KIND,
    BONUS_ROW,
    COLUMN,
    OVER,
    PLACING,
    TURN,
    GameState,
    PlayerState,
)

DISTRICT_NAMES: tuple[str, ...] = tuple(d.name for d in LAYOUT.districts)
_ROW_FULL = ROW_MASK


class IllegalActionError(ValueError):
    """An action that the rules do not allow now; ``reason`` says why in plain words."""

    def __init__(self, action: object, reason: str) -> None:
        super().__init__(f"{action!r} is not allowed: {reason}")
        self.action = action
        self.reason = reason

    def __reduce__(self) -> tuple[type, tuple[object, str]]:
        """Pickled with its two arguments: an error raised in the AI's worker process must
        reach the window as itself, not break the process pool on the way."""
        return (type(self), (self.action, self.reason))


# ---------------------------------------------------------------------------- set-up


def new_game(
    num_players: int,
    seed: int | str | None = None,
    *,
    first_player: int | None = None,
    deck: Sequence[int] | None = None,
) -> GameState:
    """A new game: the deck shuffled by ``seed`` (or given), the first player drawn by it."""
    if not 2 <= num_players <= 4:
        raise ValueError(f"San Francisco is for 2 to 4 players, not {num_players}")
    rng = random.Random(seed)
    order = list(range(DECK_SIZE))
    rng.shuffle(order)
    if deck is not None:
        order = list(deck)
        if len(set(order)) != len(order) or not all(0 <= c < DECK_SIZE for c in order):
            raise ValueError("a deck must list project cards, each at most once")
    first = rng.randrange(num_players)
    if first_player is not None:
        if not 0 <= first_player < num_players:
            raise ValueError(f"first player must be a seat from 0 to {num_players - 1}")
        first = first_player
    stuck = not order  # RULES 4: nobody can draw or take a column, so the game is over at once
    return GameState(
        players=tuple(PlayerState() for _ in range(num_players)),
        current=first,
        phase=OVER if stuck else TURN,
        deck=tuple(order),
        columns=((),) * N_COLUMNS,
        founded=0,
        foundation_left=LAYOUT.foundation_tokens[num_players],
        skyscrapers_left=LAYOUT.skyscrapers,
        medal=-1,
        completions_left=(1 << ROWS) - 1,
        supply=LAYOUT.bonus_supply,
        turn=1,
        first_player=first,
        end_trigger=first if stuck else -1,
        end_reason="stuck" if stuck else "",
    )


def determinize(view: GameState | MutableState, rng: random.Random) -> MutableState:
    """A playable working copy of a public view: the unseen cards in a random order."""
    game = MutableState.thaw(view)
    deck = list(view.deck)
    rng.shuffle(deck)
    game.deck = tuple(deck)
    game.deck_hidden = False
    return game


# ---------------------------------------------------------------------------- legal actions


def legal_actions(s: GameState | MutableState) -> list[Action]:
    """Every decision the player to move may take now (empty once the game is over)."""
    phase = s.phase
    if phase == TURN:
        p = s.players[s.current]
        c = p.contracts
        acts: list[Action] = [DRAW] if s.deck else []
        for i, col in enumerate(s.columns):
            if len(col) > c:
                acts.append(TAKE[i])
        if p.discard_tokens and c:
            acts.append(SPEND[1])
            if c >= 2:
                acts.append(SPEND[2])
        return acts
    if phase == PLACING:
        p = s.players[s.current]
        rows = p.rows
        acts = []
        for card in s.tray:
            r = CARD_ROW[card]
            if r >= 0:
                if len(rows[r]) < COLS:
                    acts.append(PLACE[card][r])
            else:
                options = PLACE[card]
                for r in range(ROWS):
                    if len(rows[r]) < COLS:
                        acts.append(options[r])
        acts.append(STOP)
        if may_spend(p):
            acts.append(SPEND[1])
            if p.contracts >= 2:
                acts.append(SPEND[2])
        return acts
    if phase == COLUMN:
        return list(PUT)
    if phase == BONUS_KIND:
        return [CHOOSE_BONUS[DISTRICT_BONUS[s.bonus_district]], CHOOSE_BONUS[BonusKind.TRACKS]]
    if phase == BONUS_ROW:
        rows = s.players[s.current].rows
        return [CHOOSE_ROW[r] for r in range(ROWS) if len(rows[r]) < COLS]
    if phase == BONUS_CARD:
        return [CHOOSE_CARD[c] for c in bits(token_targets(s.players[s.current], s.bonus_kind))]
    return []


def _placeable(p: PlayerState | City, card: int) -> bool:
    r = CARD_ROW[card]
    if r >= 0:
        return len(p.rows[r]) < COLS
    return p.filled != FULL


# ---------------------------------------------------------------------------- apply


def apply(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    """Carry out ``action`` for the player to move: the new state and what happened."""
    game = MutableState.thaw(state)
    events: list[Event] = []
    step(game, action, events)
    return game.freeze(), events


def step(game: MutableState, action: Action, events: list[Event] | None = None) -> None:
    """Carry out ``action`` on the working copy ``game`` (unchanged if the action is refused).

    The engine's own action instances pass with one set lookup; any other object must be an
    exactly-typed equal of one (see ``actions.malformed``), else it is refused here, before
    anything changes."""
    if id(action) not in OWN_IDS:
        problem = malformed(action)
        if problem:
            raise IllegalActionError(action, problem)
    phase = game.phase
    if phase == TURN:
        if type(action) is Draw:
            _draw(game, action, events)
        elif type(action) is TakeColumn:
            _take(game, action, events)
        elif type(action) is SpendContracts:
            _spend(game, action, events)
        else:
            raise IllegalActionError(action, "a turn begins by drawing a card or taking a column")
    elif phase == PLACING:
        if type(action) is Place:
            _place(game, action, events)
        elif type(action) is Stop:
            _end_turn(game, events)
        elif type(action) is SpendContracts:
            _spend(game, action, events)
        else:
            raise IllegalActionError(action, "place one of the taken cards, or stop placing")
    elif phase == COLUMN:
        if type(action) is not PutInColumn:
            raise IllegalActionError(action, "the drawn card must first go to a column")
        _put(game, action, events)
    elif phase == BONUS_KIND:
        if type(action) is not ChooseBonus:
            raise IllegalActionError(action, "choose the district's bonus or the tracks token first")
        _choose_bonus(game, action, events)
    elif phase == BONUS_ROW:
        if type(action) is not ChooseRow:
            raise IllegalActionError(action, "choose the row for the bonus card first")
        _choose_row(game, action, events)
    elif phase == BONUS_CARD:
        if type(action) is not ChooseCard:
            raise IllegalActionError(action, "choose the card for the bonus token first")
        _choose_card(game, action, events)
    else:
        raise IllegalActionError(action, "the game is over")


# -- action A


def _draw(game: MutableState, action: Action, events: list[Event] | None) -> None:
    if not game.deck:
        raise IllegalActionError(action, "the deck is empty")
    if game.deck_hidden:
        raise IllegalActionError(action, "the deck order is hidden in a public view; determinize it first")
    card = game.deck[0]
    game.deck = game.deck[1:]
    game.drawn = card
    game.phase = COLUMN
    if events is not None:
        events.append(CardDrawn(game.current, card))


def _put(game: MutableState, action: PutInColumn, events: list[Event] | None) -> None:
    column = action.column
    if not 0 <= column < N_COLUMNS:
        raise IllegalActionError(action, f"there is no column {column + 1}")
    card = game.drawn
    game.columns[column] = game.columns[column] + (card,)
    game.drawn = -1
    if events is not None:
        events.append(CardAddedToColumn(game.current, card, column))
    if CARD_FLAGS[card] & FLAG_FOUNDATION and game.foundation_left:
        game.founded |= 1 << card
        game.foundation_left -= 1
        if events is not None:
            events.append(FoundationTokenPlaced(card, game.foundation_left))
        if not game.foundation_left:
            _end_game(game, "foundations", events)
            return
    _end_turn(game, events)


# -- action B


def _take(game: MutableState, action: TakeColumn, events: list[Event] | None) -> None:
    column = action.column
    if not 0 <= column < N_COLUMNS:
        raise IllegalActionError(action, f"there is no column {column + 1}")
    cards = game.columns[column]
    contracts = game.players[game.current].contracts
    if len(cards) <= contracts:
        raise IllegalActionError(
            action,
            f"column {column + 1} has {len(cards)} card(s); holding {contracts} contract(s), "
            f"you may only take a column of more than {contracts}",
        )
    city = game.city(game.current)
    game.columns[column] = ()
    game.tray = cards
    game.placed_this_turn = 0
    city.contracts += 1
    if events is not None:
        events.append(ColumnTaken(game.current, column, cards))
        events.append(ContractTaken(game.current, city.contracts))
    _contract_rule(game, events)
    game.phase = PLACING
    _settle(game, events)


def _contract_rule(game: MutableState, events: list[Event] | None) -> None:
    """While everyone holds a contract, everyone gives one back (RULES section 5)."""
    while True:
        for p in game.players:
            if p.contracts < 1:
                return
        for i in range(len(game.players)):
            game.city(i).contracts -= 1
        if events is not None:
            events.append(ContractsReturned(tuple(p.contracts for p in game.players)))


def _spend(game: MutableState, action: SpendContracts, events: list[Event] | None) -> None:
    p = game.players[game.current]
    if not p.discard_tokens:
        raise IllegalActionError(action, "you have no 'discard 2 contracts' token")
    if action.count not in (1, 2):
        raise IllegalActionError(action, "the token discards 1 or 2 contracts")
    if action.count > p.contracts:
        raise IllegalActionError(action, f"you hold only {p.contracts} contract(s)")
    city = game.city(game.current)
    city.contracts -= action.count
    city.discard_tokens -= 1
    if events is not None:
        events.append(ContractsSpent(game.current, action.count))
    if game.phase == TURN and not game.deck and not _can_take_any(game):
        _end_game(game, "stuck", events)  # spent too few to take a column: nothing left to do
    elif game.phase == PLACING:
        _settle(game, events)  # spent after the last placement: only ending the turn is left


def _place(game: MutableState, action: Place, events: list[Event] | None) -> None:
    card, row = action.card, action.row
    if card not in game.tray:
        raise IllegalActionError(action, f"card {_card_name(card)} is not among the taken cards")
    if not 0 <= row < ROWS:
        raise IllegalActionError(action, f"there is no row {row + 1}")
    must = CARD_ROW[card]
    if must >= 0 and must != row:
        raise IllegalActionError(action, f"card {_card_name(card)} belongs in the {DISTRICT_NAMES[must]} row")
    p = game.players[game.current]
    if len(p.rows[row]) >= COLS:
        raise IllegalActionError(action, f"the {DISTRICT_NAMES[row]} row is full")
    tray = list(game.tray)
    tray.remove(card)
    game.tray = tuple(tray)
    game.placed_this_turn += 1
    put_on_board(game, game.city(game.current), card, row, events)
    _settle(game, events)


# -- bonus decisions (their effects: :mod:`placement`)


def _choose_bonus(game: MutableState, action: ChooseBonus, events: list[Event] | None) -> None:
    district_kind = DISTRICT_BONUS[game.bonus_district]
    if action.kind not in (district_kind, BonusKind.TRACKS):
        raise IllegalActionError(
            action, f"the {DISTRICT_NAMES[game.bonus_district]} bonus or the tracks token may be taken"
        )
    game.bonus_district = -1
    game.phase = PLACING
    take_bonus(game, game.city(game.current), action.kind, events)
    _settle(game, events)


def _choose_row(game: MutableState, action: ChooseRow, events: list[Event] | None) -> None:
    row = action.row
    if not 0 <= row < ROWS:
        raise IllegalActionError(action, f"there is no row {row + 1}")
    city = game.players[game.current]
    if len(city.rows[row]) >= COLS:
        raise IllegalActionError(action, f"the {DISTRICT_NAMES[row]} row is full")
    game.phase = PLACING
    place_bonus_card(game, game.city(game.current), row, events)
    _settle(game, events)


def _choose_card(game: MutableState, action: ChooseCard, events: list[Event] | None) -> None:
    if not (0 <= action.row < ROWS and 0 <= action.col < COLS):
        raise IllegalActionError(action, "that space is not on the board")
    cell = action.row * COLS + action.col
    if not (token_targets(game.players[game.current], game.bonus_kind) >> cell) & 1:
        what = "+2" if game.bonus_kind == BonusKind.PLUS2 else "tracks"
        raise IllegalActionError(action, f"the {what} token cannot go on that space")
    game.phase = PLACING
    place_token(game, game.city(game.current), cell, events)
    _settle(game, events)


# -- turn flow


def _settle(game: MutableState, events: list[Event] | None) -> None:
    """After taking, a placement, a bonus or a spend: wait for a choice, end the game, or
    end the turn when nothing is left to decide (RULES 4 and 11)."""
    if game.phase != PLACING:
        return  # a bonus choice is pending
    city = game.players[game.current]
    if city.filled == FULL:
        _end_game(game, "full_board", events)
        return
    for card in game.tray:
        if _placeable(city, card):
            return
    if may_spend(city):
        return  # the token may still be spent this turn: the player ends it (stop) or spends
    _end_turn(game, events)


def may_spend(p: PlayerState | City) -> bool:
    """Whether this player could spend a "discard 2 contracts" token now (RULES 4, 7): one
    held and a contract to discard. With no contract the token can do nothing, so a finalize
    turn with nothing left to place ends by itself (RULES 11: a single option)."""
    return p.discard_tokens > 0 and p.contracts > 0


def awaiting_end(s: GameState | MutableState) -> bool:
    """A finalize turn with no taken card left to place, kept open only because the player
    may still spend the token: the moves left are stop and spend."""
    if s.phase != PLACING:
        return False
    p = s.players[s.current]
    return not any(_placeable(p, card) for card in s.tray)


def _end_turn(game: MutableState, events: list[Event] | None) -> None:
    if game.tray:
        game.box = game.box + game.tray
        if events is not None:
            events.append(CardsDiscarded(game.current, game.tray))
        game.tray = ()
    game.placed_this_turn = 0
    game.current = (game.current + 1) % len(game.players)
    game.turn += 1
    game.phase = TURN
    if events is not None:
        events.append(TurnStarted(game.current))
    if not game.deck and not _can_take_any(game):
        _end_game(game, "stuck", events)


def _can_take_any(game: MutableState) -> bool:
    """Whether the player to move can take some column, spending the contract token if held."""
    p = game.players[game.current]
    contracts = p.contracts - (min(2, p.contracts) if p.discard_tokens else 0)
    return any(len(col) > contracts for col in game.columns)


def _end_game(game: MutableState, reason: str, events: list[Event] | None) -> None:
    if game.tray:
        game.box = game.box + game.tray
        if events is not None:
            events.append(CardsDiscarded(game.current, game.tray))
        game.tray = ()
    game.phase = OVER
    game.end_trigger = game.current
    game.end_reason = reason
    if events is not None:
        events.append(GameEnded(game.current, reason))


def _card_name(card: int) -> str:
    return CARDS[card].id if 0 <= card < len(CARDS) else str(card)
