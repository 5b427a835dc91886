"""One table view's accessible side: its tree, the interfaces handed to Qt, and the events that
keep a screen reader in step with the game.

Qt keeps an interface that has no QObject in its cache until it is told to delete it; if
Python frees such an interface first, Qt's next look at it (a focus change, the cache's end
at exit) crashes the app. So every interface made here stays referenced until the table
deletes it from Qt's cache (``QAccessible.deleteAccessibleInterface``): when its thing leaves
the table, and all of them when the view goes or the app quits. An interface is never deleted
while Qt may be inside one of its calls: those of things gone are only marked, and deleted on
the next turn of the event loop.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import attrs
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from ...model.cards import COLS
from ...model.scoring import ScoreBreakdown, score
from ...model.state import GameState
from ...words import access as words
from ...words.languages import current_language
from .interfaces import NodeInterface
from .table_tree import EMPTY, Key, TableFacts, Tree, build, facts_of, kept

if TYPE_CHECKING:
    from ..table.scene import TableScene
    from ..table.view import TableView

log = logging.getLogger(__name__)
Event = QAccessible.Event


def keep_words_of_use(before: Tree, after: Tree) -> Tree:
    """``after``, where a column nobody may use now (another player's turn, or yours past the
    columns) keeps the words of use it had: withdrawn at every turn, they were an empty
    description change for a reader (which must follow it, and says nothing of it), and said
    again when the same words came back."""
    nodes = after.nodes
    for key, node in after.nodes.items():
        old = before.nodes.get(key)
        if key[0] == "column" and len(key) == 2 and node.usable is None and not node.description and old:
            if old.description:
                if nodes is after.nodes:
                    nodes = dict(after.nodes)
                nodes[key] = attrs.evolve(node, description=old.description)
    return after if nodes is after.nodes else attrs.evolve(after, nodes=nodes)


class TableAccess(QObject):
    """The accessible things of the table shown by ``view``, and the cursor among them."""

    def __init__(self, view: TableView) -> None:
        super().__init__()
        self.view = view
        self.facts: TableFacts | None = None
        self._tree: Tree = EMPTY
        self._words_of = ""  # the language the tree's words are in
        self._told: Tree = EMPTY  # the tree the screen reader was last told about
        self._score: tuple[GameState | None, ScoreBreakdown | None] = (None, None)
        self._parents: dict[Key, Key | None] = {}  # every key's parent when last seen
        self.interfaces: dict[Key, NodeInterface] = {}
        self.retired: list[NodeInterface] = []  # left the table, deleted on the next refresh
        self.cursor: Key | None = None
        self._stamp: tuple = ()
        self._pending = False
        self.released = False
        view.installEventFilter(self)  # a new language names everything anew
        self.scene.shown.connect(self._shown)
        from .keyboard import KeyboardCursor

        self.keyboard = KeyboardCursor(self)
        self.scene.input.keys.pointer = self.keyboard  # the table's keys move this cursor

    @property
    def scene(self) -> TableScene:
        return self.view.scene()

    # ------------------------------------------------------------------ the tree

    def tree(self) -> Tree:
        """The tree of what the table shows now. Built anew at once when the state or what the
        person may do changed since the last build (a screen reader may ask before the table
        repaints); the events and the clean-up follow on the next refresh."""
        if self.facts is None or self._stamp != self._shown_now():
            self._rebuild()
            self._schedule()  # the things gone leave Qt's cache, outside this call
        return self._tree

    def _shown_now(self) -> tuple:
        """What the table shows, cheaply: a change in any of these may change a name."""
        scene = self.scene
        return (
            scene.state,
            scene.affordances,
            scene.input.selected,
            scene.thinking,
            scene.focus,
            scene.suggestion,
            scene.log.entries,
        )

    def _rebuild(self) -> None:
        self._stamp = self._shown_now()
        facts = facts_of(self.scene)
        self.facts = facts
        if facts.state is not None and self._score[0] is not facts.state:
            self._score = (facts.state, score(facts.state))
        language = current_language()
        kept = self._tree if language == self._words_of else EMPTY  # (no word of another language)
        self._tree, self._words_of = keep_words_of_use(kept, build(facts, self._score[1])), language
        self._parents.update(self._tree.parents)
        for key in [k for k in self.interfaces if k not in self._tree.nodes]:
            self.retired.append(self.interfaces.pop(key))

    def last_parent(self, key: Key) -> Key | None:
        """The parent ``key`` had when last seen (for a thing that just left the table)."""
        return self._parents.get(key)

    def interface(self, key: Key) -> NodeInterface | None:
        """The one interface of ``key`` (made on first use, kept until its thing goes)."""
        if self.released or key not in self.tree().nodes:
            return None
        iface = self.interfaces.get(key)
        if iface is None:
            iface = NodeInterface(self, key)
            self.interfaces[key] = iface
        return iface

    # ------------------------------------------------------------------ keeping in step

    def _schedule(self) -> None:
        if not self._pending and not self.released:
            self._pending = True
            QTimer.singleShot(0, self.refresh)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.facts = None  # every name anew
            self._shown()
        elif event.type() == QEvent.Type.FocusIn:
            # Qt tells of the view's own focus after this event (Tab into the table has put
            # the cursor on its first usable thing by then): the thing is told again after it.
            QTimer.singleShot(0, self._refocus)
        return False

    def _refocus(self) -> None:
        if not self.released and self.cursor is not None and self.view.hasFocus():
            self.focus(self.cursor_now())

    def _shown(self) -> None:
        """The table shows something new: refresh on the next turn of the event loop, while a
        screen reader listens or the keyboard's ring is on something; otherwise the tree is
        built when asked for, and nothing is told."""
        if QAccessible.isActive() or self.cursor is not None:
            self._schedule()

    def refresh(self) -> None:
        """Bring the tree up to date and tell the screen reader what changed: names and
        descriptions of the things it has seen, things that came and went."""
        self._pending = False
        if self.released:
            return
        if facts_of(self.scene) != self.facts:
            self._rebuild()
        if self._tree is not self._told:
            before, self._told = self._told, self._tree
            self._notify(before)
            self._follow(before)
        self._delete_retired()
        self.keyboard.sync()

    def _follow(self, before: Tree) -> None:
        """The cursor after the table changed: on the same place if it is still there; else on
        the thing that took its place at its level (the next taken card), else on its holder,
        else on the first thing to use (or the prompt). A screen reader hears where it landed."""
        key = self.cursor
        if key is None or key in self._tree.nodes:
            return
        parent = self._parents.get(key)
        old = before.children(parent)
        new = self._tree.children(parent) if parent is None or parent in self._tree.nodes else ()
        if new and key in old:
            landed: Key | None = new[min(old.index(key), len(new) - 1)]
        else:
            landed = kept(self._tree, key, self._parents)
        if landed is None:  # it went with all that held it (the last taken card placed):
            # the next thing to use, else the prompt, so that the focus is on something there
            order = self._tree.walk()
            landed = next((k for k in order if self._tree.nodes[k].usable), order[0] if order else None)
        if landed is None:
            self.cursor = None
        else:
            self._land(landed)

    def _land(self, key: Key) -> None:
        if self.view.hasFocus():
            self.focus(key)
        else:
            self.cursor = key

    def cursor_now(self) -> Key | None:
        """Where the cursor stands in the tree of what the table shows now."""
        tree = self.tree()
        if self.cursor is not None and self.cursor not in tree.nodes:
            return kept(tree, self.cursor, self._parents)
        return self.cursor

    def _notify(self, before: Tree) -> None:
        if not QAccessible.isActive():
            return
        after = self._tree
        for key, iface in list(self.interfaces.items()):
            old, new = before.nodes.get(key), after.nodes.get(key)
            if old is None or new is None:
                continue
            if old.name != new.name and not self._let_go_in_play(old.name, new.name):
                QAccessible.updateAccessibility(QAccessibleEvent(iface, Event.NameChanged))
            if old.description != new.description:
                QAccessible.updateAccessibility(QAccessibleEvent(iface, Event.DescriptionChanged))
            if old.usable != new.usable:
                QAccessible.updateAccessibility(QAccessibleEvent(iface, Event.StateChanged))
        for iface in self.retired:
            QAccessible.updateAccessibility(QAccessibleEvent(iface, Event.ObjectDestroyed))
        seen = set(self.interfaces)  # a new thing is told of where its holder was seen
        for key in after.walk():
            parent = after.parents.get(key)
            if key not in before.nodes and (parent is None or parent in seen):
                created = self.interface(key)
                if created is not None:
                    QAccessible.updateAccessibility(QAccessibleEvent(created, Event.ObjectCreated))

    def _let_go_in_play(self, old: str, new: str) -> bool:
        """A chosen card that lost ", selected" while a move plays (it is being placed): its
        bare name told again sounded as if it were still under the cursor; the placement is
        said by the narrator, and the next card's name comes when the move is shown."""
        facts = self.facts
        return facts is not None and not facts.affordances.active and old == words.selected_name(new)

    def _delete_retired(self) -> None:
        retired, self.retired = self.retired, []
        for iface in retired:
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))

    def release(self) -> None:
        """Delete every interface from Qt's cache (the view goes, or the app quits)."""
        if self.released:
            return
        self.released = True
        self.retired += self.interfaces.values()
        self.interfaces = {}
        self._delete_retired()
        self._tree = EMPTY
        self.cursor = None
        scene = self.keyboard.scene_if_alive()
        if scene is not None and scene.input.keys.pointer is self.keyboard:
            scene.input.keys.pointer = None

    # ------------------------------------------------------------------ the cursor

    def press(self, key: Key) -> None:
        """A screen reader's Press on ``key``: the cursor goes there and Enter is pressed."""
        if self.released or key not in self.tree().nodes:
            return
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self.focus(key)
        self.keyboard.sync()
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QCoreApplication.sendEvent(
                self.view, QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
            )

    def focus(self, key: Key | None) -> None:
        """Put the cursor on ``key`` and tell the screen reader it has the focus."""
        self.cursor = key
        iface = self.interface(key) if key is not None else None
        if iface is not None and QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(iface, Event.Focus))

    # ------------------------------------------------------------------ places

    def scene_rect(self, key: Key) -> QRectF | None:
        """Where ``key``'s thing lies on the table (scene units), if it has a place of its own."""
        scene, state = self.scene, self.scene.state
        head = key[0]
        if state is None:
            return None
        if head == "column" and len(key) == 2:
            return scene.layout.lane_rect(int(key[1]))
        if head == "column":
            column = state.columns[int(key[1])]
            return _item_rect(scene.cards.get(column[int(key[2])]) if int(key[2]) < len(column) else None)
        if head == "board":
            board = scene.boards.get(int(key[1]))
            if board is None:
                return None
            geometry = board.geometry
            if len(key) == 2:
                return geometry.rect
            if key[2] == "row" and len(key) == 4:
                return geometry.label_rect(int(key[3])).united(geometry.row_rect(int(key[3])))
            if key[2] == "row":
                return geometry.cell_rect(int(key[3]) * COLS + int(key[4]))
            return geometry.header_rect()
        if head == "tray" and len(key) == 2:
            tray = state.tray
            return _item_rect(scene.cards.get(tray[int(key[1])]) if int(key[1]) < len(tray) else None)
        places = scene.layout
        sections = ("skyscrapers-left", "completions", "supply", "advantage")
        if head in sections and len(key) == 1:
            return scene.scoring.section_rect(sections.index(head))
        fixed = {
            "prompt": places.prompt,
            "project": places.project,
            "deck": QRectF(places.deck_pos, places.deck_count.bottomRight()),
            "drawn": places.drawn_label,
            "foundations": places.stacks,
            "box": places.discard,
            "tray": places.tray,
            "done": places.done,
            "scoring": places.scoring,
            "log": places.log,
        }
        if head in fixed and len(key) == 1:
            return fixed[head]
        if head == "standings" and len(key) == 1 and scene.standings.isVisible():
            return scene.standings.sceneBoundingRect()
        return None

    def place_of(self, key: Key) -> QRectF | None:
        """Where ``key``'s thing lies on the table: its own place, else its holder's."""
        while True:
            rect = self.scene_rect(key)
            parent = self._tree.parents.get(key, self.last_parent(key))
            if rect is not None or parent is None:
                return rect
            key = parent

    def screen_rect(self, key: Key) -> QRect:
        """Where ``key``'s thing is on the screen: its own place, else its holder's."""
        rect = self.place_of(key)
        if rect is None:
            viewport = self.view.viewport()
            return QRect(viewport.mapToGlobal(viewport.rect().topLeft()), viewport.size())
        area = self.view.mapFromScene(rect).boundingRect()
        top_left = self.view.viewport().mapToGlobal(area.topLeft())
        return QRect(top_left, area.size())


def _item_rect(item: QGraphicsItem | None) -> QRectF | None:
    return item.sceneBoundingRect() if item is not None and item.isVisible() else None


# ---------------------------------------------------------------------------- one per view


_TABLES: dict[int, TableAccess] = {}
_QUIT_HOOKED: list[bool] = []


def access_for(view: TableView) -> TableAccess:
    """The accessible side of ``view``, made on first use and released with the view."""
    access = _TABLES.get(id(view))
    if access is None:
        access = TableAccess(view)
        _TABLES[id(view)] = access
        view.destroyed.connect(lambda *_: _forget(id(view)))
        app = QCoreApplication.instance()
        if app is not None and not _QUIT_HOOKED:
            app.aboutToQuit.connect(release_all)
            _QUIT_HOOKED.append(True)
    return access


def _forget(key: int) -> None:
    access = _TABLES.pop(key, None)
    if access is not None:
        access.release()


def release_all() -> None:
    """Delete every table interface from Qt's cache (before the app's end)."""
    for key in list(_TABLES):
        _forget(key)
