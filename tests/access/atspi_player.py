"""A player who cannot see the table: plays a game by keys, deciding each key from what the
screen reader gives (focus events with the names and descriptions of the things focused, and
the announcements), never from the model. Used by :mod:`atspi_reader`'s ``play`` step; the
system's Python and pyatspi only.

Each decision: wait for the table to fall quiet (no announcement for a moment); Tab out of the
table, then once round its usable things, noting each name and description; choose one by the
words of its description (the step's ``words``, in the app's language); Tab to it and press
Enter. Nothing usable: not this player's turn yet, so wait for the next announcement.
"""

from __future__ import annotations

import re
import time

# What the player reads on the table, in the app's language (given to the play step): the
# start of a thing's description that says how it is used, the words of a row, Done, and the
# announcement of the end.
PLAY_WORDS = {
    "en": {
        "over": "Final score:",
        "done": "Done",
        "draw": "Draw the top card",
        "put": "Put the drawn card here",
        "take": "Take this column",
        "tray": "Key ",
        "selected": "Now choose its row",
        "row": "your row",
        "place": "Put ",
    },
    "es": {
        "over": "Puntuación final:",
        "done": "Hecho",
        "draw": "Roba la carta de encima",
        "put": "Pon aquí la carta robada",
        "take": "Toma esta columna",
        "tray": "Tecla ",
        "selected": "Ahora elige su fila",
        "row": "tu fila",
        "place": "Pon ",
    },
    "it": {
        "over": "Punteggio finale:",
        "done": "Fatto",
        "draw": "Pesca la carta in cima",
        "put": "Metti qui la carta pescata",
        "take": "Prendi questa colonna",
        "tray": "Tasto ",
        "selected": "Ora scegli la sua riga",
        "row": "la tua riga",
        "place": "Metti ",
    },
}
TABLE_NAMES = {"en": "Table", "es": "Mesa", "it": "Tavolo"}


CHOICE = re.compile(r"^\d+\. ")


class Player:
    """Plays through ``reader`` (an :class:`atspi_reader.Reader`) with the step's settings."""

    def __init__(self, reader, step: dict) -> None:
        self.reader = reader
        self.words: dict[str, str] = step["words"]
        self.table: str = step["table"]  # the table's name: focus on it means the keyboard left
        self.turns = int(step.get("turns", 10_000))  # decisions to make at most (one turn: 2)
        self.timeout = float(step.get("timeout", 600))
        self.decisions: list[dict] = []
        self.keys = 0  # keys pressed

    # ------------------------------------------------------------------ listening

    def events_since(self, mark: int, kind: str) -> list[dict]:
        return [e for e in self.reader.events[mark:] if e["type"].startswith(kind)]

    def quiet(self, gap: float = 0.4, first: float = 4.0) -> None:
        """Wait for an announcement (at most ``first`` s), then until none came for ``gap`` s."""
        mark = len(self.reader.events)
        end = time.monotonic() + first
        while time.monotonic() < end and not self.events_since(mark, "object:announcement"):
            self.reader.pump(0.05)
        while True:
            count = len(self.events_since(mark, "object:announcement"))
            self.reader.pump(gap)
            if len(self.events_since(mark, "object:announcement")) == count:
                return

    def over(self) -> bool:
        return any(self.words["over"] in e["data"] for e in self.events_since(0, "object:announcement"))

    def press(self, key: str, wait_focus: float = 1.5) -> list[dict]:
        """Press ``key``: the focus events it caused (none came in ``wait_focus`` s: [])."""
        mark = len(self.reader.events)
        self.keys += 1
        self.reader.step({"do": "keys", "keys": [key], "pause": 0.0})
        end = time.monotonic() + wait_focus
        while time.monotonic() < end:
            self.reader.pump(0.02)
            if self.events_since(mark, "focus:"):
                self.reader.pump(0.08)  # what follows at once (left the table, and came back)
                break
        return self.events_since(mark, "focus:")

    def on_table(self, event: dict | None) -> bool:
        """The focus is on one of the table's things (not the table itself, nor another widget)."""
        return event is not None and event["name"] != self.table and self.table in event.get("path", ())

    def tab(self) -> dict | None:
        """Tab: the thing of the table it landed on (None: it is not on the table)."""
        events = self.press("Tab")
        return events[-1] if events and self.on_table(events[-1]) else None

    # ------------------------------------------------------------------ deciding

    @staticmethod
    def same(a: dict, b: dict) -> bool:
        return (a["name"], a.get("description")) == (b["name"], b.get("description"))

    def round_of_usable(self) -> list[dict]:
        """Tab once round what may be used now (from wherever the keyboard is), until a thing
        comes again or the keyboard has left the table after them; [] when Tab finds nothing
        on the table (the window's other widgets, the guide's buttons, are passed on the way)."""
        seen: list[dict] = []
        outside = 0
        for _ in range(40):
            landed = self.tab()
            if landed is None:
                outside += 1
                if seen or outside >= 8:
                    break
                continue
            if any(self.same(landed, s) for s in seen):
                break
            seen.append(landed)
        return seen

    def kind_of(self, thing: dict) -> str:
        w, name, use = self.words, thing["name"], thing["description"]
        if thing["role"] == "push button" and CHOICE.match(name):
            return "choice"
        if name.startswith(w["done"]):
            return "done"
        if use.startswith(w["draw"]):
            return "draw"
        if use.startswith(w["put"]):
            return "put"
        if use.startswith(w["take"]):
            return "take"
        if use.startswith(w["tray"]):
            return "tray"
        if use.startswith(w["selected"]):
            return "selected"
        if w["row"] in name and thing["role"] == "list":
            return "row"
        if thing["role"] == "list item" and use.startswith(w["place"]):
            return "cell"
        return "other"

    def choose(self, things: list[dict]) -> int:
        """The index of the thing to use: bonuses, token targets and rows first (a choice
        waits), then a taken card, a column for the drawn card, a long column, the deck, any
        column, Done."""
        kinds = [self.kind_of(t) for t in things]

        def cards(thing: dict) -> int:
            found = re.search(r"(\d+)", thing["name"].split(":", 1)[-1])
            return int(found.group(1)) if found else 0

        long_take = [i for i, k in enumerate(kinds) if k == "take" and cards(things[i]) >= 3]
        for pick in (
            [i for i, k in enumerate(kinds) if k in ("choice", "cell", "row")],
            [i for i, k in enumerate(kinds) if k == "tray"],
            [i for i, k in enumerate(kinds) if k == "put"],
            long_take,
            [i for i, k in enumerate(kinds) if k == "draw"],
            [i for i, k in enumerate(kinds) if k == "take"],
            [i for i, k in enumerate(kinds) if k == "done"],
            [i for i, k in enumerate(kinds) if k != "selected"],
        ):
            if pick:
                return pick[0]
        return 0

    def play(self) -> dict:
        end = time.monotonic() + self.timeout
        idle_rounds = 0
        while not self.over() and len(self.decisions) < self.turns:
            if time.monotonic() > end:
                raise TimeoutError(
                    f"the game did not end in {self.timeout} s ({len(self.decisions)} decisions)"
                )
            self.quiet()
            if self.over():
                break
            things = self.round_of_usable()
            if not things:
                idle_rounds += 1
                if idle_rounds > 200:
                    raise RuntimeError("nothing to use for 200 rounds")
                self.quiet(first=10.0)
                continue
            idle_rounds = 0
            index = self.choose(things)
            wanted = things[index]
            focused = None
            for _ in range(40):  # round again to it
                focused = self.tab()
                if focused is not None and self.same(focused, wanted):
                    break
            if focused is None or not self.same(focused, wanted):
                raise RuntimeError(f"Tab did not come back to {wanted['name']!r}")
            mark = len(self.reader.events)
            self.press("Return", wait_focus=0.0)
            self.decisions.append(
                {
                    "used": wanted["name"],
                    "use": wanted["description"],
                    "kind": self.kind_of(wanted),
                    "choices": [t["name"] for t in things],
                    "since": mark,
                }
            )
        return {"decisions": self.decisions, "over": self.over(), "keys": self.keys}
