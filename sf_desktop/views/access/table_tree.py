"""The table as a tree of named things, from the scene's state: what a screen reader walks.

A node is a plain value (a role, a name, a description, its children's keys), keyed by where
it is on the table (``("board", 1, "row", 0)``), so that the same place keeps the same
accessible object from one state to the next. :func:`facts_of` is the one place that reads
the scene; everything else is built from those facts and the model's state.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from enum import StrEnum
from typing import TYPE_CHECKING

import attrs

from ...model.affordances import NONE, Affordances
from ...model.cards import COLS, N_COLUMNS, ROWS, BonusKind
from ...model.scoring import ScoreBreakdown, estimated_totals, score
from ...model.state import GameState, Phase
from ...words import access as words
from ...words.glossary import bonus_name, district_name, supply_tip, token_tip
from ...words.people import Cast
from ...words.prompts import prompt, row_prospects, take_refusal
from ..table.city_board import CABLE_LEAD_BIT
from ..table.scene_plan import pending_bonus_card
from ..table.standings import leader_bits, leaders, shown_points

if TYPE_CHECKING:
    from ..table.scene import TableScene

Key = tuple[str | int, ...]
PROMPT: Key = ("prompt",)  # what may be done now, in the keys' words


class Role(StrEnum):
    """What kind of thing a node is (mapped to Qt's roles by :mod:`.interfaces`)."""

    GROUP = "group"  # a board, the project board, the scoring board
    LIST = "list"  # a column, a row, the taken cards
    ITEM = "item"  # a card in a column, a row or the taken cards; a line of a list
    TEXT = "text"  # the prompt, the deck, a counter: a thing on its own
    BUTTON = "button"  # Done, discard contracts


@attrs.frozen
class Node:
    role: Role
    name: str
    description: str = ""
    children: tuple[Key, ...] = ()
    usable: bool | None = None  # None: nothing to do with it; False: not now


@attrs.frozen
class Tree:
    """Every node by key, the top-level keys in reading order, and each key's parent."""

    nodes: dict[Key, Node]
    roots: tuple[Key, ...]
    parents: dict[Key, Key | None]

    def children(self, key: Key | None) -> tuple[Key, ...]:
        """The children of ``key`` (None: the table itself)."""
        if key is None:
            return self.roots
        node = self.nodes.get(key)
        return node.children if node is not None else ()

    def walk(self) -> list[Key]:
        """Every key in reading order (depth first)."""
        out: list[Key] = []

        def visit(keys: Sequence[Key]) -> None:
            for k in keys:
                out.append(k)
                visit(self.nodes[k].children)

        visit(self.roots)
        return out


EMPTY = Tree({}, (), {})


def kept(tree: Tree, key: Key | None, parents: dict[Key, Key | None]) -> Key | None:
    """Where the cursor stands in a new ``tree``: on ``key`` if it is still there, else on its
    nearest holder that is (``parents``: every key's parent when last seen), else nowhere."""
    while key is not None and key not in tree.nodes:
        key = parents.get(key)
    return key


@attrs.frozen
class TableFacts:
    """What the table shows, read from the scene: compared from one paint to the next to see
    whether the words changed."""

    state: GameState | None
    names: tuple[str, ...]
    humans: tuple[bool, ...]
    affordances: Affordances = NONE
    thinking: int = -1
    focus: int | None = None  # the seat whose board is the large one
    log: tuple[str, ...] = ()  # the newest log entries, as plain text
    prompt: tuple[str, str] = ("", "")
    language: str = ""  # a word in the language shown: a new language names everything anew
    selected: int | None = None  # a taken card chosen by the person, waiting for its row


def facts_of(scene: TableScene) -> TableFacts:
    """The facts of what ``scene`` shows now (the state, not the painted items)."""
    state = scene.state
    if state is None:
        return TableFacts(None, (), (), language=words.table_name())
    cast = Cast.of(scene.names, scene.humans)
    title, hint = prompt(state, cast, scene.affordances, scene.thinking, scene.away)
    if scene.suggestion:
        hint = scene.suggestion
    elif scene.affordances.active:  # the keys' words, as the turn is announced (not the mouse's)
        hint = words.key_hint(words.decision_kind(state), scene.affordances.take, True) or hint
    return TableFacts(
        state=state,
        names=tuple(scene.names),
        humans=tuple(scene.humans),
        affordances=scene.affordances,
        thinking=scene.thinking,
        focus=scene.focus,
        log=tuple(plain(e) for e in scene.log.entries),
        prompt=(title, hint),
        language=words.table_name(),
        selected=scene.input.selected,
    )


def plain(rich: str) -> str:
    """A log entry's rich text as plain words."""
    return html.unescape(re.sub(r"<[^>]+>", "", rich)).strip()


class _Builder:
    def __init__(self) -> None:
        self.nodes: dict[Key, Node] = {}
        self.parents: dict[Key, Key | None] = {}

    def add(self, parent: Key | None, key: Key, node: Node) -> Key:
        self.nodes[key] = node
        self.parents[key] = parent
        return key


def build(facts: TableFacts, breakdown: ScoreBreakdown | None = None) -> Tree:
    """The tree of ``facts`` (``breakdown``: the running score of its state, if known)."""
    state = facts.state
    if state is None:
        return EMPTY
    if breakdown is None:
        breakdown = score(state)
    cast = Cast.of(facts.names, facts.humans)
    b = _Builder()
    roots: list[Key] = [b.add(None, PROMPT, Node(Role.TEXT, words.prompt_name(*facts.prompt)))]
    roots.append(_project_board(b, state, facts.affordances))
    tray = _tray(b, state, facts.affordances, cast, facts.selected)
    if tray is not None:
        roots.append(tray)
    # The large board (the person's, on their turn) next: where the taken cards go; then Done.
    focus = facts.focus if facts.focus is not None else state.current
    targets = _targets(state, facts.affordances, facts.selected)
    roots.append(_city(b, state, focus, cast, breakdown, thinking=facts.thinking, targets=targets))
    roots += _buttons(b, state, facts.affordances)
    for seat in range(state.num_players):
        if seat != focus:
            roots.append(_city(b, state, seat, cast, breakdown, thinking=facts.thinking))
    roots.append(_scoring_board(b, state, cast))
    roots.append(_standings(b, breakdown, cast, state.is_over))
    log = tuple(b.add(("log",), ("log", i), Node(Role.TEXT, line)) for i, line in enumerate(facts.log))
    roots.append(b.add(None, ("log",), Node(Role.LIST, words.log_name(), children=log)))
    return Tree(b.nodes, tuple(roots), b.parents)


def _project_board(b: _Builder, state: GameState, aff: Affordances) -> Key:
    kids: list[Key] = []
    kids.append(
        b.add(
            ("project",),
            ("deck",),
            Node(
                Role.TEXT,
                words.deck_name(len(state.deck)),
                # How the deck is used, whoever may use it now (its state says whether you may):
                # words withdrawn at every turn were an empty description change for a reader.
                "" if state.is_over else words.draw_use(),
                usable=aff.draw if aff.active else None,
            ),
        )
    )
    if state.drawn >= 0:
        founded = bool(state.founded >> state.drawn & 1)
        kids.append(b.add(("project",), ("drawn",), Node(Role.TEXT, words.drawn_name(state.drawn, founded))))
    kids.append(
        b.add(("project",), ("foundations",), Node(Role.TEXT, words.foundations_name(state.foundation_left)))
    )
    in_turn = aff.active and state.phase in (Phase.TURN, Phase.COLUMN)
    for c in range(N_COLUMNS):
        column = state.columns[c]
        cards = tuple(
            b.add(
                ("column", c),
                ("column", c, i),
                Node(Role.ITEM, words.card_words(card, bool(state.founded >> card & 1))),
            )
            for i, card in enumerate(column)
        )
        usable = c in aff.put or c in aff.take
        if usable:
            use = words.column_use(c, c in aff.put)
        elif in_turn:
            use = take_refusal(state, c, aff.active)
        else:
            use = ""
        kids.append(
            b.add(
                ("project",),
                ("column", c),
                Node(
                    Role.LIST,
                    words.column_name(c, len(column)),
                    use,
                    cards,
                    usable=usable if in_turn else None,
                ),
            )
        )
    kids.append(b.add(("project",), ("box",), Node(Role.TEXT, words.box_name(len(state.box)))))
    return b.add(None, ("project",), Node(Role.GROUP, words.project_board_name(), children=tuple(kids)))


def _tray(b: _Builder, state: GameState, aff: Affordances, cast: Cast, selected: int | None) -> Key | None:
    """The taken cards, the bonuses to choose from, or the bonus waiting for its place."""
    kids: list[Key] = []
    for i, card in enumerate(state.tray):
        rows = aff.rows_for(card)
        name = words.card_words(card, bool(state.founded >> card & 1))
        use = words.tray_card_use(i + 1, rows) if aff.active else ""
        if card == selected and rows:
            name, use = words.selected_name(name), words.selected_use(rows)
        kids.append(
            b.add(
                ("tray",), ("tray", i), Node(Role.ITEM, name, use, usable=bool(rows) if aff.active else None)
            )
        )
    for i, kind in enumerate(aff.bonus_kinds):
        kids.append(
            b.add(
                ("tray",),
                ("choice", int(kind)),
                Node(Role.BUTTON, words.choice_name(i + 1, bonus_name(kind)), token_tip(kind), usable=True),
            )
        )
    if state.phase in (Phase.BONUS_ROW, Phase.BONUS_CARD) and state.bonus_kind >= 0:
        kind = BonusKind(state.bonus_kind)
        kids.append(
            b.add(("tray",), ("pending",), Node(Role.TEXT, words.pending_bonus_name(kind), token_tip(kind)))
        )
    if not kids and not state.tray:
        return None
    name = words.tray_name(len(state.tray), cast, state.current)
    return b.add(None, ("tray",), Node(Role.LIST, name, children=tuple(kids)))


def _buttons(b: _Builder, state: GameState, aff: Affordances) -> list[Key]:
    keys = []
    if aff.stop:
        left = len(state.tray)
        keys.append(
            b.add(
                None, ("done",), Node(Role.BUTTON, words.done_name(left), words.done_use(left), usable=True)
            )
        )
    for n in aff.spend:
        keys.append(
            b.add(None, ("spend", n), Node(Role.BUTTON, words.spend_name(n), words.spend_use(n), usable=True))
        )
    return keys


@attrs.frozen
class Targets:
    """Where on the large board the person may put something now: a card to its row (``card``
    the taken card chosen, or the bonus card), a bonus token on a card."""

    card: int = -1
    rows: tuple[int, ...] = ()
    cells: tuple[int, ...] = ()
    kind: BonusKind | None = None  # the token that goes on a card


def _targets(state: GameState, aff: Affordances, selected: int | None) -> Targets:
    if not aff.active:
        return Targets()
    if selected is not None and aff.rows_for(selected):
        return Targets(selected, aff.rows_for(selected))
    kind = BonusKind(state.bonus_kind) if state.bonus_kind >= 0 else None
    if aff.bonus_rows:
        return Targets(pending_bonus_card(state), aff.bonus_rows)
    if aff.bonus_cells:
        return Targets(cells=aff.bonus_cells, kind=kind)
    return Targets()


def _city(
    b: _Builder,
    state: GameState,
    seat: int,
    cast: Cast,
    breakdown: ScoreBreakdown,
    *,
    thinking: int,
    targets: Targets | None = None,
) -> Key:
    player = state.players[seat]
    aims = targets or Targets()
    me: Key = ("board", seat)
    leads = leader_bits(breakdown, seat, state.is_over)  # as the board's plates show them
    kids: list[Key] = [
        b.add(
            me,
            (*me, "score"),
            Node(
                Role.TEXT,
                words.score_name(cast, seat, estimated_totals(breakdown, state.is_over)[seat], state.is_over),
            ),
        ),
        b.add(
            me,
            (*me, "counters"),
            Node(Role.TEXT, words.counters_name(player, bool(leads >> CABLE_LEAD_BIT & 1))),
        ),
    ]
    for row in range(ROWS):
        row_key: Key = (*me, "row", row)
        cards = []
        for col in range(len(player.rows[row])):
            cell = row * COLS + col
            aimed = cell in aims.cells and aims.kind is not None
            use = words.cell_use(aims.kind) if aimed and aims.kind is not None else ""
            node = Node(Role.ITEM, words.row_card_name(player, row, col), use, usable=True if aimed else None)
            cards.append(b.add(row_key, (*row_key, col), node))
        name = words.row_name(cast, seat, player, row, bool(leads >> row & 1))
        # What the row may still give: its name has the district and the total already.
        prospects = words.prospects_words(*row_prospects(state, seat, row))
        if row in aims.rows:
            use = words.row_use(aims.card, row) + " " + prospects
            node = Node(Role.LIST, name, use, tuple(cards), usable=True)
        else:
            node = Node(Role.LIST, name, prospects, tuple(cards))
        kids.append(b.add(me, row_key, node))
    name = words.city_name(cast, seat, not state.is_over and state.current == seat, thinking == seat)
    return b.add(None, me, Node(Role.GROUP, name, children=tuple(kids)))


def _scoring_board(b: _Builder, state: GameState, cast: Cast) -> Key:
    me: Key = ("scoring",)
    supply = tuple(
        b.add(("supply",), ("supply", int(kind)), Node(Role.ITEM, supply_tip(kind, state.supply[kind])))
        for kind in BonusKind
    )
    kids = (
        b.add(
            me, ("skyscrapers-left",), Node(Role.TEXT, words.skyscrapers_left_name(state.skyscrapers_left))
        ),
        b.add(me, ("medal",), Node(Role.TEXT, words.medal_name(cast, state.medal))),
        b.add(me, ("completions",), Node(Role.TEXT, words.completions_name(state.completions_left))),
        b.add(me, ("supply",), Node(Role.LIST, words.supply_name(), children=supply)),
        b.add(me, ("advantage",), Node(Role.TEXT, words.advantage_name(state.num_players))),
    )
    return b.add(None, me, Node(Role.GROUP, words.scoring_board_name(), children=kids))


def _standings(b: _Builder, breakdown: ScoreBreakdown, cast: Cast, final: bool) -> Key:
    me: Key = ("standings",)
    rankings = [(district_name(d), r) for d, r in enumerate(breakdown.districts)]
    rankings.append((words.cable_cars_title(), breakdown.cable_cars))
    # One leader said as the table's gold plate shows it; none where only turn order parts them.
    sole = [lead[0] if len(lead) == 1 else -1 for lead in (leaders(r, final) for _, r in rankings)]
    gains = [shown_points(r, final)[s] if s >= 0 else 0 for (_, r), s in zip(rankings, sole, strict=True)]
    names = [words.ranking_name(title, r, cast, sole[i], gains[i]) for i, (title, r) in enumerate(rankings)]
    players = breakdown.players  # the visible table's last lines
    names.append(words.points_line_name(words.skyscrapers_title(), [p.skyscrapers for p in players], cast))
    tokens = [p.medal + p.vp_tokens + p.completions for p in players]
    names.append(words.points_line_name(words.medal_tokens_title(), tokens, cast))
    kids = tuple(b.add(me, (*me, i), Node(Role.ITEM, name)) for i, name in enumerate(names))
    return b.add(None, me, Node(Role.LIST, words.standings_name(breakdown, cast, final), children=kids))
