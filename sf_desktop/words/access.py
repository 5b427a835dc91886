"""What a screen reader says of the table: each thing on it as one short phrase, from the facts.

The table's accessible objects (:mod:`sf_desktop.views.access`) are named here, in the
glossary's words, so that a player who listens hears the same game as one who looks:
"Waterfront, your row: 3 with tracks; 1 with a depot; total 4, leading". Everything is built
from the state, never from what is painted, so that the words are right mid-animation too.
Where the table already paints or shows the same words, the same messages are used.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ..model.cards import CARDS, COLS, LAYOUT, ROW_OF_COLOR, ROWS, BonusKind, Color, Symbol
from ..model.rules import awaiting_end
from ..model.scoring import Ranking, ScoreBreakdown, estimated_totals
from ..model.state import GameState, Phase, PlayerState
from .glossary import SYMBOL_ORDER, colour_name, district_name, symbol_words, the_bonus
from .languages import decimal
from .people import Cast

translate = QCoreApplication.translate
FOUNDATION = Symbol.FOUNDATION

# Between the parts of a longer name (cards of a row, players of a ranking).
PARTS = "; "


def points(value: float) -> str:
    """Points as the language writes them: 1.5 or 1,5; 2, not 2.0."""
    return decimal(f"{value:g}")


def with_things(things: Sequence[str]) -> str:
    """' with tracks and a cable car', or nothing."""
    if not things:
        return ""
    return " " + translate("Glossary", "with {0}").format(translate("Glossary", " and ").join(things))


# ---------------------------------------------------------------------------- the table as a whole


def link_name(text: str) -> str:
    """A link of a text, as a screen reader says one: its words, then what it is."""
    return translate("Access", "{0}, link").format(text)


def table_name() -> str:
    return translate("Access", "Table")


def table_help() -> str:
    """How the table is used from the keyboard (the keys the table has)."""
    return translate(
        "Access",
        "Tab goes to what you may use, the arrow keys go over everything, Enter uses it. D draws "
        "a card, 1 to 3 choose a column, S ends your turn, H suggests a move, R reads the "
        "standings.",
    )


def stopped(text: str) -> str:
    """``text`` ending as a sentence does (a full stop added if it has no end mark)."""
    text = text.strip()
    return text + "." if text and text[-1] not in ".!?…:" else text


def replay_help() -> str:
    """How a replay's table is used from the keyboard: its arrows go through the game."""
    return translate(
        "Access",
        "The arrow keys go through the game: Left and Right one action back or on, Up and Down "
        "one turn; Home and End go to its start and end, Space plays it on by itself. Tab goes "
        "to the replay's controls.",
    )


def prompt_name(title: str, hint: str) -> str:
    """The prompt panel's title and hint as one sentence."""
    title, hint = title.strip(), hint.strip()
    if not hint:
        return title
    return f"{stopped(title)} {hint}" if title else hint


# ---------------------------------------------------------------------------- the project board


def project_board_name() -> str:
    return translate("Access", "Project board")


def deck_name(left: int) -> str:
    if left == 0:
        return translate("Access", "Deck: empty")
    return translate("Access", "Deck: %n cards left", None, left)


def a_card_heard(card: int) -> str:
    """A card as a listener needs it wherever it lies: by its district, with its colour (gray
    and black sound alike), and every symbol it has, the bonus symbol too: 'a Financial 2
    (gray) with tracks and a bonus symbol', 'a black 1 (any row)', 'the value-4 card'."""
    c = CARDS[card]
    if c.bonus_kind is not None:
        return the_bonus(c.bonus_kind)
    assert c.color is not None
    if c.color == Color.BLACK:
        text = translate("Access", "a black {0} (any row)").format(c.value)
    else:
        district = district_name(ROW_OF_COLOR[c.color])
        text = translate("Access", "a {0} {1} ({2})").format(district, c.value, colour_name(c.color))
    return text + with_things([symbol_words(s) for s in SYMBOL_ORDER if c.symbols & s])


def colour_table() -> list[str]:
    """The rules' colour table in words: 'Financial: colour gray', ..., 'Black cards: any row'."""
    lines = [
        translate("Access", "{0}: colour {1}").format(district_name(row), colour_name(Color(color)))
        for color, row in sorted(ROW_OF_COLOR.items(), key=lambda item: item[1])
    ]
    return [*lines, translate("Access", "Black cards: any row")]


def card_words(card: int, founded: bool) -> str:
    """A card of the project board: 'a Waterfront 2 (blue) with tracks', and its foundation
    token if any."""
    text = a_card_heard(card)
    if founded:
        text += ", " + translate("Access", "carrying a foundation token")
    return text


def drawn_name(card: int, founded: bool) -> str:
    return translate("Access", "Drawn card: {0}").format(card_words(card, founded))


def foundations_name(left: int) -> str:
    if left == 0:
        return translate("Access", "Foundation tokens: none left")
    return translate("Access", "Foundation tokens: %n left", None, left)


def column_name(column: int, cards: int) -> str:
    if cards == 0:
        return translate("Access", "Column {0}: empty").format(column + 1)
    return translate("Access", "Column {0}: %n cards", None, cards).format(column + 1)


def box_name(cards: int) -> str:
    return translate("Access", "Box: %n discarded cards", None, cards)


def column_use(column: int, put: bool) -> str:
    """What the person may do with a usable column (its key in brackets)."""
    if put:
        return translate("Table", "Put the drawn card here ({0})").format(column + 1)
    return translate("Table", "Take this column ({0})").format(column + 1)


def draw_use() -> str:
    return translate("Table", "Draw the top card (D)")


# ---------------------------------------------------------------------------- taken cards and bonuses


def tray_name(cards: int, cast: Cast, seat: int) -> str:
    """The taken cards waiting to be placed, and whose they are."""
    if cards == 0:
        return translate("Access", "Taken cards: none")
    if cast.is_you(seat):
        return translate("Access", "Your taken cards: %n", None, cards)
    return translate("Access", "Taken cards of {0}: %n", None, cards).format(cast.label(seat))


def tray_card_use(number: int, rows: Sequence[int]) -> str:
    """Where a taken card may go, and its key (the digit selects it, then the row's digit)."""
    if not rows:
        return translate("Access", "No row has room for it.")
    names = ", ".join(district_name(r) for r in rows)
    return translate("Access", "Key {0}, then the row: {1}").format(number, names)


def selected_name(card_words: str) -> str:
    """A taken card chosen to be placed: its row comes next."""
    return translate("Access", "{0}, selected").format(card_words)


def selected_use(rows: Sequence[int]) -> str:
    names = ", ".join(district_name(r) for r in rows)
    return translate("Access", "Now choose its row: {0}.").format(names)


def row_use(card: int, row: int) -> str:
    """A row the chosen card (or the bonus card) may go to, and its key."""
    return translate("Access", "Put {0} here (key {1}).").format(a_card_heard(card), row + 1)


def cell_use(kind: BonusKind) -> str:
    """A card of the person's city that may take the bonus token waiting."""
    return translate("Access", "Put {0} on this card.").format(the_bonus(kind))


def choice_name(number: int, name: str) -> str:
    """A bonus to choose, as its tile shows it: '1. value-4 card'."""
    return f"{number}. {name}"


def pending_bonus_name(kind: BonusKind) -> str:
    return translate("Access", "Bonus waiting for its place: {0}").format(the_bonus(kind))


# ---------------------------------------------------------------------------- a city


def city_name(cast: Cast, seat: int, to_move: bool, thinking: bool) -> str:
    """'Your city', 'Ada’s city, to move', 'Ada’s city, thinking'."""
    if cast.is_you(seat):
        name = translate("Access", "Your city")
    else:
        name = translate("Access", "{0}’s city").format(cast.label(seat))
    if thinking:
        return name + ", " + translate("Board", "thinking")
    if to_move:
        return name + ", " + translate("Access", "to move")
    return name


def counters_name(player: PlayerState, leads_cable_cars: bool) -> str:
    """What lies beside a city: contracts, cable cars, skyscrapers, tokens, completions."""
    cars = translate("Board", "%n cable cars", None, player.cable_cars)
    if leads_cable_cars:
        cars += " (" + translate("Access", "leading") + ")"
    parts = [
        translate("Access", "%n contracts", None, player.contracts),
        cars,
        translate("Board", "%n skyscrapers", None, player.skyscraper_count),
    ]
    if player.vp_tokens:
        parts.append(translate("Board", "%n tokens of 1.5 VP", None, player.vp_tokens))
    if player.discard_tokens:
        parts.append(translate("Board", "a token to discard up to 2 contracts on a turn"))
    done = [district_name(d) for d in range(ROWS) if player.completions >> d & 1]
    if done:
        parts.append(translate("Board", "completed first: {0}").format(", ".join(done)))
    return PARTS.join(parts)


def score_name(cast: Cast, seat: int, score: float, final: bool) -> str:
    if final:
        return translate("Access", "{0}: {1} VP").format(cast.label(seat), points(score))
    return translate("Board", "{0}: about {1} VP if the game ended now").format(
        cast.label(seat), points(score)
    )


def row_card_name(player: PlayerState, row: int, col: int) -> str:
    """A card on a city as it counts now: '3 with tracks and a cable car', 'black 2 with a
    foundation and a skyscraper', 'the value-4 card'."""
    card = CARDS[player.rows[row][col]]
    cell = row * COLS + col
    value = player.value_at(cell)
    things: list[str] = []
    if card.bonus_kind is not None:
        text = the_bonus(card.bonus_kind)
    else:
        black = card.color == Color.BLACK
        text = translate("Access", "black {0}").format(value) if black else str(value)
        founded = player.foundations >> cell & 1  # its foundation carries a token: said once
        things = [
            symbol_words(s) for s in SYMBOL_ORDER if card.symbols & s and not (founded and s == FOUNDATION)
        ]
    if player.foundations >> cell & 1 and not player.skyscrapers >> cell & 1:
        # What the table writes on the token ("5/7"): how near its skyscraper is.
        things.append(
            translate("Access", "a foundation token, {0} of the {1} its skyscraper needs").format(
                player.foundation_support(cell), player.skyscraper_requirement()
            )
        )
    for mask, words in (
        (player.tracks_tokens, translate("Access", "a tracks token")),
        (player.plus2, translate("Access", "a +2 token")),
        (player.foundations & player.skyscrapers, translate("Access", "a foundation token")),
        (player.skyscrapers, translate("Access", "a skyscraper")),
        (player.cable, translate("Access", "a cable car")),
    ):
        if mask >> cell & 1:
            things.append(words)
    return text + with_things(things)


def prospects_words(bonus: str, completion: str) -> str:
    """A row's description: what it may still give ('Two bonus symbols here earn the 1.5 VP
    token (or a tracks token); filling it first earns its completion token (1 VP).')."""
    text = f"{bonus}{PARTS}{completion}."
    return text[:1].upper() + text[1:]


def row_name(cast: Cast, seat: int, player: PlayerState, row: int, leading: bool) -> str:
    """'Waterfront, your row: 3 with tracks; 1 with a depot; total 4, leading'."""
    cards = [row_card_name(player, row, col) for col in range(len(player.rows[row]))]
    held = PARTS.join(cards) if cards else translate("Access", "empty")
    if cast.is_you(seat):
        text = translate("Access", "{0}, your row: {1}").format(district_name(row), held)
    else:
        text = translate("Access", "{0}, {1}’s row: {2}").format(district_name(row), cast.label(seat), held)
    if cards:
        text += PARTS + translate("Access", "total {0}").format(player.row_total(row))
        if leading:
            text += ", " + translate("Access", "leading")
    return text


# ---------------------------------------------------------------------------- the scoring board


def scoring_board_name() -> str:
    return translate("Access", "Scoring board")


def skyscrapers_left_name(left: int) -> str:
    return translate("Board", "Skyscrapers left: {0}").format(left)


def medal_name(cast: Cast, holder: int) -> str:
    if holder < 0:
        return translate("Access", "Master builder’s medal: nobody holds it yet")
    if cast.is_you(holder):
        return translate("Access", "Master builder’s medal: you hold it")
    return translate("Access", "Master builder’s medal: {0} holds it").format(cast.label(holder))


def completions_name(left: int) -> str:
    """The district completion tokens still on the scoring board (bit d: district d's)."""
    names = [district_name(d) for d in range(ROWS) if left >> d & 1]
    title = translate("Board", "District completion (1 VP)")
    return f"{title}: " + (", ".join(names) if names else translate("Access", "none left"))


def supply_name() -> str:
    return translate("Board", "Bonus supply")


def advantage_name(players: int) -> str:
    """The advantage points by rank for this many players, as the scoring board shows them."""

    def line(values: Sequence[float]) -> str:
        return ", ".join(points(v) for v in values)

    return PARTS.join(
        (
            translate("Board", "Advantage by rank"),
            translate("Board", "Districts: {0}").format(line(LAYOUT.district_advantage[players])),
            translate("Board", "Cable cars: {0}").format(line(LAYOUT.cable_car_advantage[players])),
        )
    )


# ---------------------------------------------------------------------------- standings and the rest


def standings_name(breakdown: ScoreBreakdown, cast: Cast, final: bool) -> str:
    """'If the game ended now: you 23 VP, Ada 19 VP', best first."""
    title = (
        translate("Standings", "Final score") if final else translate("Standings", "If the game ended now")
    )
    totals = estimated_totals(breakdown, final)  # the figures the table shows
    order = sorted(range(len(totals)), key=lambda s: -totals[s])
    players = ", ".join(
        translate("Access", "{0} {1} VP").format(cast.label(s), points(totals[s])) for s in order
    )
    return f"{title}: {players}"


def ranking_name(title: str, ranking: Ranking, cast: Cast, leader: int, gain: float = 0) -> str:
    """One category of the standings: 'Waterfront: you 7, Ada 4; you lead, +2 VP' (``gain``:
    the advantage points the leader would take, as the table shows them)."""
    players = ", ".join(f"{cast.label(s)} {ranking.totals[s]}" for s in ranking.order)
    text = f"{title}: {players}"
    if leader >= 0:
        if cast.is_you(leader):
            text += PARTS + translate("Access", "you lead")
        else:
            text += PARTS + translate("Access", "{0} leads").format(cast.label(leader))
        if gain:
            text += ", " + translate("Access", "+{0} VP").format(points(gain))
    return text


def points_line_name(title: str, values: Sequence[float], cast: Cast) -> str:
    """A line of the standings without a ranking: 'Skyscrapers: you 2, Ada 1'."""
    return f"{title}: " + ", ".join(f"{cast.label(s)} {points(v)}" for s, v in enumerate(values))


def cable_cars_title() -> str:
    return translate("Standings", "Cable cars")


def skyscrapers_title() -> str:
    return translate("Standings", "Skyscrapers")


def medal_tokens_title() -> str:
    return translate("Standings", "Medal, tokens")


def done_name(left: int) -> str:
    """The Done button as it reads: 'Done', or 'Done (2)' with cards left to place."""
    return translate("Table", "Done") if left == 0 else translate("Table", "Done ({0})").format(left)


def done_use(left: int) -> str:
    if left == 0:
        return translate("Table", "End your turn (S)")
    return translate("Table", "Stop placing: the cards left go to the box (S)")


def spend_name(n: int) -> str:
    return translate("Table", "Discard %n contracts", None, n)


def spend_use(n: int) -> str:
    return translate("Table", "Spend your token: discard %n of your contracts", None, n)


def log_name() -> str:
    return translate("Table", "Game log")


# ---------------------------------------------------------------------------- said aloud


def placed_words(card: str, row: int, total: int) -> str:
    """A card just placed, said to confirm it: 'A Waterfront 3 (blue) is in Waterfront: total 7.'"""
    text = translate("Access", "{0} is in {1}: total {2}.").format(card, district_name(row), total)
    return text[:1].upper() + text[1:]


def playing_name(name: str) -> str:
    """A game key pressed during an AI's turn: why nothing happens."""
    return translate("Access", "{0} is playing.").format(name)


def decision_kind(state: GameState) -> str:
    """The kind of decision, for :func:`key_hint`."""
    if state.phase == Phase.PLACE:
        return "end" if awaiting_end(state) else "place"
    return {
        Phase.TURN: "turn",
        Phase.COLUMN: "column",
        Phase.BONUS_KIND: "bonus",
        Phase.BONUS_ROW: "row",
        Phase.BONUS_CARD: "card",
    }.get(state.phase, "")


def key_hint(phase: str, take: Sequence[int], first: bool) -> str:
    """What the keys do at a decision, said instead of the prompt's mouse words: in full the
    first time in a game (``first``), then only what changes (the columns one may take).
    ``phase``: "turn", "column", "place", "bonus", "row" or "card"."""
    if phase == "turn":
        parts = [translate("Access", "D draws")] if first else []
        if take:
            cols = ", ".join(str(c + 1) for c in take)
            parts.append(translate("Access", "columns you may take: {0}").format(cols))
        text = PARTS.join(parts)
    elif not first:
        return ""
    elif phase == "column":
        text = translate("Access", "Keys 1 to 3")
    elif phase == "place":
        text = translate(
            "Access", "A card's key, then its row's key; S ends the turn, the rest go to the box"
        )
    elif phase == "bonus":
        text = translate("Access", "Its key chooses a bonus")
    elif phase == "row":
        text = translate("Access", "A row's key places it")
    elif phase == "card":
        text = translate("Access", "Tab to a card of your city, then Enter")
    else:
        return ""
    return text[:1].upper() + text[1:] + "." if text else ""


def taken_list(cards: Sequence[str]) -> str:
    """The taken cards still to place, as said when placing begins or goes on."""
    return translate("Access", "Taken: {0}.").format(PARTS.join(cards))


def guide_words(title: str, text: str) -> str:
    """The guide's tip as said when it appears."""
    title, text = title.strip(), text.strip()
    if title and text:
        return translate("Access", "Guide: {0}. {1}").format(title.rstrip("."), text)
    return title or text
