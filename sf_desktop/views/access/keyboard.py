"""The table's keyboard cursor: the one place the keyboard stands among the table's things, the
same for a sighted player (a ring on the table) and a screen reader (a focus event).

The table's keys (:class:`..table.keys.TableKeys`) ask it to move: the arrows explore every
thing of the tree (Down and Up the next and previous at the same level, going round; Right
into a thing's contents, Left back out), Tab and Shift+Tab go from one usable thing to the
next and leave the table after the last. Enter uses the thing under the cursor through the
same path as a click; on something that cannot be used now it says why (or says it again).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QStyleOptionGraphicsItem, QWidget

from ...model.cards import COLS
from ...words import access as words
from ..table.items import TableItem
from ..table.scene_plan import Z_DRAG
from .announcer import Announcer
from .cursor import Move, moved
from .table_tree import PROMPT, Key

if TYPE_CHECKING:
    from ..table.scene import TableScene
    from .table_access import TableAccess

MOVES = {"next": Move.NEXT, "previous": Move.PREVIOUS, "in": Move.IN, "out": Move.OUT}


class FocusFrame(QGraphicsRectItem):
    """The keyboard's ring around a thing that is not an item of its own (a counter, a row of
    another city, a whole board): a white dashed outline, as the items draw theirs."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_DRAG + 10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.hide()

    def frame(self, rect: QRectF | None) -> None:
        if rect is None:
            self.hide()
            return
        self.setRect(rect.adjusted(-6, -6, 6, 6))
        self.show()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 140), 5.0))
        painter.drawRoundedRect(self.rect(), 14, 14)
        painter.setPen(QPen(QColor("#ffffff"), 2.5, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(self.rect(), 14, 14)


class KeyboardCursor:
    """The cursor of one table view (what the table's keys call their pointer)."""

    def __init__(self, access: TableAccess) -> None:
        self.access = access
        self.announcer = Announcer(access.view)
        self.scene = access.scene
        self.frame = FocusFrame()
        self.scene.addItem(self.frame)

    def scene_if_alive(self) -> TableScene | None:
        """The table's scene, unless Qt has deleted it already (the window went first)."""
        return self.scene if shiboken6.isValid(self.scene) else None

    @property
    def key(self) -> Key | None:
        return self.access.cursor_now()

    # ------------------------------------------------------------------ the keys' calls

    def move(self, direction: str) -> None:
        """An arrow: ``next``, ``previous``, ``in`` or ``out`` in the tree (going round)."""
        tree = self.access.tree()
        self.land(moved(tree, self.key, MOVES[direction], wrap=True))

    def walk(self, forward: bool) -> bool:
        """Tab: the next usable thing in reading order (at the end of a game, the final score);
        False (and no cursor) past the last, so that the keyboard goes on to the window's next
        widget."""
        tree = self.access.tree()
        order = tree.walk()
        usable = [k for k in order if tree.nodes[k].usable]
        here = self.key
        state = self.scene.state
        if not usable and state is not None and state.is_over and ("standings",) in tree.nodes:
            # Nothing to use at the end: Tab stops on the final score once (the table itself,
            # read again with its help, was all it found), then goes on.
            usable = [("standings",)]
        if here is not None and here in tree.nodes:
            at = order.index(here)
            usable = [k for k in usable if (order.index(k) > at if forward else order.index(k) < at)]
        if not usable:
            self.land(None)
            QTimer.singleShot(0, self._left)
            return False
        self.land(usable[0] if forward else usable[-1])
        return True

    def target(self) -> QGraphicsItem | None:
        """What Enter uses: the item of the thing under the cursor (a column's card takes its
        column, as its click does)."""
        key = self.key
        return self.item_of(key) if key is not None else None

    def explain(self) -> None:
        """Enter on what cannot be used now: why not (its description), or its name again;
        during another player's turn, that they are playing (a key that does nothing says so);
        on nothing, what may be done now."""
        scene = self.scene
        state = scene.state
        if state is not None and not state.is_over and not scene.affordances.active:
            names = scene.names
            if 0 <= state.current < len(names) and not scene.humans[state.current]:
                self.announcer.say(words.playing_name(names[state.current]), urgent=True)
                return
        key = self.key
        node = self.access.tree().nodes.get(key) if key is not None else None
        if node is not None:
            self.announcer.say(node.description or node.name, urgent=True)
        else:
            self.refuse()

    def refuse(self, why: str = "") -> None:
        """A game key that did nothing in the person's turn: ``why``, or else what they may do
        now (the table's prompt, in the keys' words), so that no key is silent."""
        prompt = self.access.tree().nodes.get(PROMPT)
        self.announcer.say(why or (prompt.name if prompt is not None else ""), urgent=True)

    def clear(self) -> None:
        self.land(None)

    def sync(self) -> None:
        """The table changed: the ring follows the thing under the cursor (or its holder)."""
        self._ring(self.key)

    # ------------------------------------------------------------------ landing

    def land(self, key: Key | None) -> None:
        self.access.focus(key)
        self._ring(key)

    def _ring(self, key: Key | None) -> None:
        item = self.item_of(key) if key is not None else None
        keys = self.scene.input.keys
        if isinstance(item, TableItem) and item.isVisible():
            keys.focus(item)
            self.frame.frame(None)
            return
        keys.focus(None)
        rect = self.access.place_of(key) if key is not None else None
        self.frame.frame(rect)
        if rect is not None:
            for view in self.scene.views():
                view.ensureVisible(rect, 40, 40)

    def _left(self) -> None:
        """Tab left the table, and the keyboard stayed on the view (nothing else takes it):
        the screen reader hears the table itself, not silence."""
        view = self.access.view
        if self.key is None and view.hasFocus() and QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(view, QAccessible.Event.Focus))

    def item_of(self, key: Key) -> QGraphicsItem | None:
        """The item that shows ``key``'s thing, if it has one of its own."""
        scene, state = self.scene, self.scene.state
        if state is None:
            return None
        head = key[0]
        if head == "deck":
            return scene.deck
        if head == "box":
            return scene.discard
        if head == "done":
            return scene.done_button
        if head == "spend":
            return scene.spend_buttons[int(key[1]) - 1]
        if head == "drawn" and state.drawn >= 0:
            return scene.cards.get(state.drawn)
        if head == "column" and len(key) == 2:
            return scene.lanes[int(key[1])]
        if head == "column":
            column = state.columns[int(key[1])]
            return scene.cards.get(column[int(key[2])]) if int(key[2]) < len(column) else None
        if head == "tray" and len(key) == 2:
            tray = state.tray
            return scene.cards.get(tray[int(key[1])]) if int(key[1]) < len(tray) else None
        if head == "choice":
            return next((c for c in scene.choices if int(c.kind) == int(key[1])), None)
        if head == "pending":
            return scene.pending_card() or scene.token_item
        if head == "board" and len(key) >= 4 and key[2] == "row":
            seat, row = int(key[1]), int(key[3])
            if len(key) == 4:
                return scene.row_targets[row] if seat == scene.focus else None
            cards = state.players[seat].rows[row]
            col = int(key[4])
            if seat == scene.focus:
                return scene.board_cards().get(row * COLS + col)
            return scene.cards.get(cards[col]) if col < len(cards) else None
        return None
