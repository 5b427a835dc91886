"""Projected points: what each player's position is worth if the game went on as it looks.

One evaluation serves every agent: Greedy ranks its moves by it, Easy adds noise to it, the
searches cut their playouts short with it. The agents differ in its weights: Greedy's are
frozen, Hard's are fitted to the outcomes of games. It reads only what every
player sees (the deck as a multiset of unseen cards, never its order), so it may be called on
a public view or on a determinized :class:`MutableState` alike.

The estimate is the score as it stands (skyscrapers, medal, tokens, completions) plus, for
what is still open, an expectation:

* the number of cards each player will still receive is estimated from the foundation tokens
  left and the foundation cards among the unseen cards (the game ends with the last token);
* a district's (or the cable cars') advantage tokens go by a soft ranking: every total is
  projected forward with a spread that shrinks as the row fills, and the chance of beating
  each rival is a normal approximation;
* an unbuilt foundation, an unconnected square, a row one bonus symbol short and a row close
  to completion are worth the chance that they come good before the game ends;
* contracts cost a little (they narrow the choice of columns), a discard token is worth a
  little.
"""

from __future__ import annotations

import math
from collections import Counter

import attrs

from ..model.board import ADJACENT, neighbours
from ..model.cards import CARD_FLAGS, CARD_ROW, CARD_VALUE, COLS, FLAG_BONUS, FLAG_FOUNDATION, LAYOUT, ROWS
from ..model.mutable_state import City, MutableState
from ..model.scoring import score
from ..model.state import GameState, Phase, PlayerState
from .quick import column_worth

_IS_FOUNDATION = tuple(1 if f & FLAG_FOUNDATION else 0 for f in CARD_FLAGS)
_REQUIREMENT = LAYOUT.skyscraper_requirement
_POINTS = LAYOUT.points
_SKY, _MEDAL, _VP15, _COMPLETION = (
    _POINTS["skyscraper"],
    _POINTS["medal"],
    _POINTS["vp15"],
    _POINTS["completion"],
)
_ROW_CELLS = tuple(tuple(r * COLS + c for c in range(COLS)) for r in range(ROWS))


@attrs.frozen
class Weights:
    """The knobs of the estimate. Greedy keeps a frozen copy (:data:`GREEDY_WEIGHTS`)."""

    card_add: float = 1.6  # mean value a future card adds to its row
    card_var: float = 1.4  # its variance
    take_share: float = 0.85  # share of the cards still to be drawn that end up on a board
    contract: float = 0.35  # cost of holding one contract (early in the game)
    discard_token: float = 0.3
    square_hope: float = 0.6  # chance an unconnected square with room around it gets connected
    bonus_values: tuple[float, ...] = (1.5, 1.1, 0.4, 0.8, 0.9)  # by district (row)
    bonus_symbol_rate: float = 0.3  # share of cards that carry the bonus symbol
    cable_rate: float = 0.3  # future cable cars per future card
    loose_tracks: float = 0.45  # future cable car per tracks card not yet connected
    medal_hope: float = 0.6
    spread: float = 0.3  # floor on a ranking's variance: ties are never certain
    # Chances to win: a soft maximum of the projected points, softer with more draws to come.
    win_scale: float = 1.7
    win_scale_per_draw: float = 0.06
    mover_column: float = 0.0  # share of the best column's quick worth credited to the mover


DEFAULT_WEIGHTS = Weights()
# Greedy is the yardstick every other level is measured against: its weights are spelled
# out here, not taken from the defaults, so that tuning the searches never moves it.
GREEDY_WEIGHTS = Weights(
    card_add=1.6,
    card_var=1.4,
    take_share=0.85,
    contract=0.35,
    discard_token=0.3,
    square_hope=0.6,
    bonus_values=(1.5, 1.1, 0.4, 0.8, 0.9),
    bonus_symbol_rate=0.3,
    cable_rate=0.3,
    loose_tracks=0.45,
    medal_hope=0.6,
    spread=0.3,
)
# Hard's evaluation: the same terms with weights fitted to how games really end
# (``tools/fit_weights.py``: least squares of each player's projected lead over the table's mean
# against their lead at the end of self-play games, then the win-chance scale by log loss). Greedy judging its moves with these
# weights beats Greedy with its own in about nine games of ten, so they are kept for the top
# level; Medium and Greedy keep theirs, which is part of what makes the levels differ.
HARD_WEIGHTS = Weights(
    card_add=1.8,
    card_var=0.72,
    take_share=0.68,
    contract=1.67,
    discard_token=0.73,
    square_hope=0.6,
    bonus_values=(4.6, 5.2, 3.0, 2.0, 3.4),
    bonus_symbol_rate=0.12,
    cable_rate=0.0,
    loose_tracks=0.45,
    medal_hope=1.6,
    spread=0.27,
    win_scale=1.7,
    win_scale_per_draw=0.038,
    mover_column=0.2,
)


def _phi(x: float) -> float:
    """The standard normal CDF, cheaply (logistic approximation)."""
    if x > 8.0:
        return 1.0
    if x < -8.0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-1.702 * x))


class Outlook:
    """What is still to come, from public information only: shared by every player's terms."""

    __slots__ = ("cards_each", "remaining", "row_share")

    def __init__(self, game: GameState | MutableState, w: Weights) -> None:
        deck = game.deck
        size = len(deck)
        foundations = sum(map(_IS_FOUNDATION.__getitem__, deck))
        counts = Counter(map(CARD_ROW.__getitem__, deck))
        black = counts[-1]
        per_row = [counts[r] for r in range(ROWS)]
        left = game.foundation_left
        if left <= 0 or size == 0:
            draws = 0.0
        elif foundations < left:
            draws = float(size)
        else:
            draws = min(float(size), left * (size + 1) / (foundations + 1))
        self.remaining = draws
        # Cards in the columns will be taken; the taker's own tray is judged by its placements.
        waiting = sum(len(c) for c in game.columns) + (1 if game.drawn >= 0 else 0)
        self.cards_each = (draws + waiting) * w.take_share / len(game.players)
        if size:
            self.row_share = [(n + black / ROWS) / size for n in per_row]
        else:
            self.row_share = [1.0 / ROWS] * ROWS


class Terms:
    """One player's position: points already certain, and the projected ranking figures."""

    __slots__ = (
        "cable_mu",
        "cable_var",
        "complete",
        "fixed",
        "hope",
        "present",
        "rows_mu",
        "rows_var",
        "sky_hope",
    )

    def __init__(self) -> None:
        self.fixed = 0.0
        self.hope = 0.0
        self.sky_hope = 0.0
        self.rows_mu = [0.0] * ROWS
        self.rows_var = [0.0] * ROWS
        self.present = [0.0] * ROWS  # chance of having a card in the row at the end
        self.complete = [0.0] * ROWS  # chance of filling the row before the game ends
        self.cable_mu = 0.0
        self.cable_var = 0.0


def player_terms(p: PlayerState | City, game: GameState | MutableState, out: Outlook, w: Weights) -> Terms:
    """The terms of one board (``p`` a ``PlayerState`` or a ``City``)."""
    terms = Terms()
    rows = p.rows
    cable = p.cable
    squares = p.squares
    plus2 = p.plus2
    filled = p.filled
    each = out.cards_each
    share = out.row_share
    card_add = w.card_add
    card_var = w.card_var

    fixed = _VP15 * p.vp_tokens + _COMPLETION * p.completions.bit_count() + _SKY * p.skyscrapers.bit_count()
    hope = w.discard_token * p.discard_tokens - w.contract * p.contracts * min(1.0, out.remaining / 12.0)

    values = [0] * 25
    lengths = [len(r) for r in rows]
    expected_cards = [0.0] * ROWS  # future cards into each row (uncapped)
    bonuses_had = p.bonuses_had
    completions_open = game.completions_left
    for r in range(ROWS):
        row = rows[r]
        length = lengths[r]
        total = 0
        bonus_symbols = 0
        cells = _ROW_CELLS[r]
        for c in range(length):
            card = row[c]
            cell = cells[c]
            bit = 1 << cell
            v = (4 if ADJACENT[cell] & cable else 0) if squares & bit else CARD_VALUE[card]
            if plus2 & bit:
                v += 2
            values[cell] = v
            total += v
            if CARD_FLAGS[card] & FLAG_BONUS:
                bonus_symbols += 1
        empty = COLS - length
        coming = each * share[r]
        expected_cards[r] = coming
        arriving = coming if coming < empty else float(empty)
        terms.rows_mu[r] = total + arriving * card_add
        terms.rows_var[r] = arriving * card_var + w.spread
        terms.present[r] = 1.0 if length else min(1.0, coming)
        if empty and (completions_open >> r) & 1:
            # A logistic guess at filling the row in time.
            terms.complete[r] = _phi(1.2 * (coming - empty + 0.3))
        if empty and not (bonuses_had >> r) & 1 and bonus_symbols < 2:
            chance = 1.0 - (1.0 - w.bonus_symbol_rate) ** arriving
            if bonus_symbols == 0:
                chance *= chance
            hope += chance * w.bonus_values[r]

    # Unconnected squares that may still be connected.
    loose_squares = squares & ~neighbours(cable)
    if loose_squares:
        hope_rate = w.square_hope * min(1.0, each / 8.0)
        m = loose_squares
        while m:
            low = m & -m
            cell = low.bit_length() - 1
            m ^= low
            around = ADJACENT[cell]
            if around & ~filled or around & p.tracks & ~cable:
                r = cell // COLS
                terms.rows_mu[r] += 4.0 * hope_rate
                terms.rows_var[r] += 16.0 * hope_rate * (1.0 - hope_rate)

    # Foundations still waiting for their skyscraper.
    waiting = p.foundations & ~p.skyscrapers
    sky_hope = 0.0
    if waiting and game.skyscrapers_left:
        need_base = _REQUIREMENT - p.seaside
        m = waiting
        while m:
            low = m & -m
            cell = low.bit_length() - 1
            m ^= low
            support = 0
            add = 0.0
            add_var = 0.0
            around = ADJACENT[cell]
            n = around
            while n:
                nl = n & -n
                ncell = nl.bit_length() - 1
                n ^= nl
                if filled & nl:
                    support += values[ncell]
                else:
                    nr, nc = divmod(ncell, COLS)
                    fill = expected_cards[nr] - (nc - lengths[nr])
                    if fill > 0.0:
                        fill = min(fill, 1.0)
                        add += fill * card_add
                        add_var += fill * card_var
            need = need_base - support
            sky_hope += _phi((add - need + 0.5) / math.sqrt(add_var + 0.5))
        sky_hope *= _SKY
    terms.sky_hope = sky_hope

    loose_tracks = (p.tracks & ~cable).bit_count()
    terms.cable_mu = cable.bit_count() + w.cable_rate * each + w.loose_tracks * loose_tracks
    terms.cable_var = 0.35 * each + w.spread + 0.2 * loose_tracks
    terms.fixed = fixed
    terms.hope = hope
    return terms


def _rank_points(
    mus: list[float], vars_: list[float], present: list[float], table: tuple[float, ...]
) -> list[float]:
    """Expected advantage points under independent normal projections."""
    n = len(mus)
    if n == 2:
        a = _phi((mus[0] - mus[1]) / math.sqrt(vars_[0] + vars_[1]))
        first, second = table[0], table[1]
        return [
            a * first * present[0] + (1.0 - a) * second,
            (1.0 - a) * first * present[1] + a * second,
        ]
    out = []
    for i in range(n):
        # Distribution of the number of rivals ranking above player i (Poisson binomial).
        dist = [1.0]
        for j in range(n):
            if j == i:
                continue
            above = _phi((mus[j] - mus[i]) / math.sqrt(vars_[i] + vars_[j]))
            nxt = [0.0] * (len(dist) + 1)
            for k, pk in enumerate(dist):
                nxt[k] += pk * (1.0 - above)
                nxt[k + 1] += pk * above
            dist = nxt
        points = 0.0
        for k, pk in enumerate(dist):
            v = table[k]
            if v > 0:
                v *= present[i]
            points += pk * v
        out.append(points)
    return out


def combine(terms: list[Terms], game: GameState | MutableState, w: Weights) -> list[float]:
    """Projected points of every player from their terms."""
    n = len(terms)
    proj = [x.fixed + x.hope + x.sky_hope for x in terms]
    district_table = LAYOUT.district_advantage[n]
    for r in range(ROWS):
        pts = _rank_points(
            [x.rows_mu[r] for x in terms],
            [x.rows_var[r] for x in terms],
            [x.present[r] for x in terms],
            district_table,
        )
        for i in range(n):
            proj[i] += pts[i]
        # Completion races: the first to fill the row takes the token.
        if game.completions_left >> r & 1:
            chances = [x.complete[r] for x in terms]
            if any(chances):
                for i in range(n):
                    c = chances[i]
                    if c:
                        for j in range(n):
                            if j != i:
                                c *= 1.0 - 0.5 * chances[j]
                        proj[i] += _COMPLETION * c
    cable_present = [1.0 if x.cable_mu >= 1.0 else x.cable_mu for x in terms]
    pts = _rank_points(
        [x.cable_mu for x in terms],
        [x.cable_var for x in terms],
        cable_present,
        LAYOUT.cable_car_advantage[n],
    )
    for i in range(n):
        proj[i] += pts[i]
    holder = game.medal
    if holder >= 0:
        proj[holder] += _MEDAL
    else:
        total_hope = sum(x.sky_hope for x in terms)
        if total_hope > 0:
            for i in range(n):
                proj[i] += _MEDAL * w.medal_hope * terms[i].sky_hope / (total_hope + 0.5)
    return proj


def evaluate(game: GameState | MutableState, w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """Projected final points of every player (exact points once the game is over)."""
    if game.phase == Phase.OVER:
        return list(score(game).totals)
    out = Outlook(game, w)
    return combine([player_terms(p, game, out, w) for p in game.players], game, w)


def chance_projection(game: GameState | MutableState, w: Weights, out: Outlook | None = None) -> list[float]:
    """The projected points that :func:`win_chances` turns into chances: the evaluation's, plus,
    on a turn, ``mover_column`` times the worth of the best column the player to move may take
    (it is theirs before anyone else can take it). ``out`` saves recomputing the outlook."""
    if out is None:
        out = Outlook(game, w)
    proj = combine([player_terms(p, game, out, w) for p in game.players], game, w)
    if w.mover_column and game.phase == Phase.TURN:
        me = game.current
        p = game.players[me]
        best = 0.0
        for col in game.columns:
            if len(col) > p.contracts:
                best = max(best, column_worth(p, game, col))
        proj[me] += w.mover_column * best
    return proj


def win_chances(game: GameState | MutableState, w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """Every player's chance to win, read off the projected points: a soft maximum whose
    softness grows with the draws still to come (1 or a share of it once the game is over)."""
    if game.phase == Phase.OVER:
        winners = score(game).winners
        return [1.0 / len(winners) if i in winners else 0.0 for i in range(len(game.players))]
    out = Outlook(game, w)
    proj = chance_projection(game, w, out)
    scale = w.win_scale + w.win_scale_per_draw * out.remaining
    top = max(proj)
    weights = [math.exp((v - top) / scale) for v in proj]
    total = sum(weights)
    return [x / total for x in weights]


def utility(proj: list[float], player: int) -> float:
    """How good the projection is for ``player``: its lead over the rivals (best and mean)."""
    me = proj[player]
    others = [v for i, v in enumerate(proj) if i != player]
    if len(others) == 1:
        return me - others[0]
    return me - 0.5 * (max(others) + sum(others) / len(others))
