"""A screen reader's view of the app, for the accessibility tests: run by the system's Python
(``/usr/bin/python3``, where Debian's ``python3-pyatspi`` lives), never by the project's.

    /usr/bin/python3 atspi_reader.py SCENARIO.json OUT.json

It finds the app on the AT-SPI bus, then does the scenario's steps in order, as a screen
reader and its user would: read the accessible tree, wait for an object, press a button by
its accessible action, type keys, wait for an event. Every focus, name and announcement event
is recorded from the start. The answer is one JSON object: each step's result, the events,
and the first error (a step that failed ends the scenario). Standard library and pyatspi only.

Steps (``where`` picks an object: ``role``, ``name``, ``name_starts``, ``name_contains``, and
``within``, a ``where`` for the object to search under):

    {"do": "app", "name": "San Francisco Desktop", "timeout": 30}
    {"do": "tree", "where": {...} or null, "depth": 12, "as": "label"}
    {"do": "wait", "where": {...}, "timeout": 20}
    {"do": "gone", "where": {...}, "timeout": 20}   (until no such object is there)
    {"do": "read", "where": {...}, "text": true}   ("text": its text, and the line at its caret)
    {"do": "action", "where": {...}, "action": "Press"}
    {"do": "activate", "title": "San Francisco"}
        (the keyboard to that window, as a window manager gives it to a new window: the
        test display has none)
    {"do": "keys", "keys": ["Tab", "Down", "d", "ctrl+q"], "pause": 0.4}
        (an action that opens a modal dialog answers only when the dialog closes: press its
        key instead, as a person would)
    {"do": "event", "type": "object:announcement", "contains": "...", "timeout": 10}
        (heard since the step before this one began, or since event number ``since``)
    {"do": "pump", "seconds": 1.0}
    {"do": "listen", "types": ["object:announcement"]}   (listen for more from now on)
    {"do": "spoken", "contains": "..." or ["...", "..."], "timeout": 10}
        (Orca, run beside, sent words with ``contains`` to speech since the step before this one
        began, or since utterance number ``since``: read from its debug log, the scenario's
        ``orca_log``)
    {"do": "play", "table": "Table", "words": {...}, "turns": 2, "timeout": 600}
        (plays by keys from what is heard: :mod:`atspi_player`)
"""

from __future__ import annotations

import json
import re
import sys
import time
import traceback

import pyatspi
from gi.repository import GLib

EVENT_TYPES = (
    "focus:",
    "object:state-changed:focused",
    "object:announcement",
    "object:property-change:accessible-name",
    "object:children-changed",
)
SPOKEN = "SPEECH OUTPUT: '"
UTTERANCE = re.compile(r"^(.*?)'(?: voice=\S+)?\s*(?:\{.*\})?\s*$")  # the text, then Orca's voice
MAX_NODES = 4000  # no search or tree read goes past this many objects
KEYSYMS = {
    "Tab": 0xFF09,
    "Return": 0xFF0D,
    "Escape": 0xFF1B,
    "Left": 0xFF51,
    "Up": 0xFF52,
    "Right": 0xFF53,
    "Down": 0xFF54,
    "space": 0x20,
    "F1": 0xFFBE,
}
MODIFIERS = {"ctrl": 1 << 2, "shift": 1 << 0, "alt": 1 << 3}  # X11 modifier masks


def give_keyboard_to(title: str) -> bool:
    """Give the X keyboard focus to a shown top-level window titled ``title``, or whose title
    ends with it (Qt adds the app's name after a window's own, "You vs Ada — San Francisco")
    (Xlib through ctypes: the standard library only). A window that cannot take the focus (not
    shown: Xlib's BadMatch, which by default ends the process) is passed over. False when no
    window took it."""
    import ctypes
    import ctypes.util

    x11 = ctypes.cdll.LoadLibrary(ctypes.util.find_library("X11") or "libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XDefaultRootWindow.restype = ctypes.c_ulong
    x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x11.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong] + [ctypes.c_void_p] * 3 + [ctypes.c_void_p]
    x11.XFetchName.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_char_p)]
    x11.XSetInputFocus.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_ulong]
    x11.XRaiseWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    x11.XFlush.argtypes = x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    x11.XFree.argtypes = [ctypes.c_void_p]
    x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    errors: list[int] = []
    handler_type = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
    handler = handler_type(lambda _display, _event: errors.append(1) or 0)
    x11.XSetErrorHandler.argtypes = [handler_type]
    x11.XSetErrorHandler.restype = ctypes.c_void_p
    x11.XSetErrorHandler(handler)
    display = x11.XOpenDisplay(None)
    if not display:
        return False
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XGetWindowProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long]
    x11.XGetWindowProperty.argtypes += [ctypes.c_long, ctypes.c_int, ctypes.c_ulong] + [ctypes.c_void_p] * 5
    net_wm_name = x11.XInternAtom(display, b"_NET_WM_NAME", 0)
    utf8 = x11.XInternAtom(display, b"UTF8_STRING", 0)

    def window_name(window: int) -> str | None:
        """The window's title as a window manager reads it (``_NET_WM_NAME``, UTF-8: the plain
        ``WM_NAME`` cannot hold every title)."""
        kind, size, items, left = ctypes.c_ulong(), ctypes.c_int(), ctypes.c_ulong(), ctypes.c_ulong()
        data = ctypes.POINTER(ctypes.c_char)()
        status = x11.XGetWindowProperty(
            display,
            window,
            net_wm_name,
            0,
            1024,
            0,
            utf8,
            ctypes.byref(kind),
            ctypes.byref(size),
            ctypes.byref(items),
            ctypes.byref(left),
            ctypes.byref(data),
        )
        if status != 0 or not data:
            return None
        try:
            return ctypes.string_at(data, items.value).decode("utf-8", "replace") if items.value else None
        finally:
            x11.XFree(data)

    try:
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children, count = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
        top = x11.XDefaultRootWindow(display)
        if not x11.XQueryTree(
            display,
            top,
            ctypes.byref(root),
            ctypes.byref(parent),
            ctypes.byref(children),
            ctypes.byref(count),
        ):
            return False
        windows = [children[i] for i in range(count.value)]
        if children:
            x11.XFree(children)
        for window in windows:
            shown = window_name(window)
            if shown is not None:
                found = shown == title or shown.endswith(" — " + title)
                if found:
                    errors.clear()
                    x11.XRaiseWindow(display, window)
                    x11.XSetInputFocus(display, window, 2, 0)  # RevertToParent, CurrentTime
                    x11.XSync(display, 0)
                    if not errors:
                        return True
        return False
    finally:
        x11.XCloseDisplay(display)


class StepFailedError(Exception):
    """A step could not be done (what was looked for is not there, in time)."""


class Reader:
    def __init__(self, listen: list | None = None, orca_log: str | None = None) -> None:
        self.events: list[dict] = []
        self.started = time.monotonic()
        self.app = None
        self.marks = [0, 0]  # the number of events heard when the last two steps began
        self.orca_log = orca_log
        self.spoken_marks = [0, 0]  # the same for what Orca said
        for kind in listen or EVENT_TYPES:
            pyatspi.Registry.registerEventListener(self._heard, kind)

    def spoken(self) -> list:
        """What Orca has sent to speech so far (its debug log's SPEECH OUTPUT lines)."""
        said = []
        try:
            with open(self.orca_log, encoding="utf-8", errors="replace") as log:
                for line in log:
                    at = line.find(SPOKEN)
                    if at >= 0:
                        found = UTTERANCE.match(line[at + len(SPOKEN) :].rstrip("\n"))
                        said.append(found.group(1) if found else line[at + len(SPOKEN) :])
        except OSError:
            pass
        return said

    # ------------------------------------------------------------------ events

    def _heard(self, event) -> None:
        source = event.source
        heard = {
            "t": round(time.monotonic() - self.started, 3),
            "type": event.type,
            "role": "?",
            "name": "?",
            "detail1": event.detail1,
            "data": event.any_data if isinstance(event.any_data, str) else "",
        }
        try:
            heard["role"], heard["name"] = source.getRoleName(), source.name
            if event.type.startswith("focus:"):  # what a screen reader says on focus, and where
                heard["description"] = source.description or ""
                path, up = [], source.parent
                while up is not None and len(path) < 8:
                    path.append(up.name or "")
                    up = up.parent
                heard["path"] = path
        except Exception:  # the object went away before we asked
            pass
        self.events.append(heard)

    def pump(self, seconds: float) -> None:
        """Let the events of the next ``seconds`` arrive."""
        context = GLib.MainContext.default()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            while context.iteration(False):
                pass
            time.sleep(0.01)

    # ------------------------------------------------------------------ objects

    def node(self, acc, depth: int, budget: list[int], text: bool = False) -> dict:
        budget[0] -= 1
        out = {"role": acc.getRoleName(), "name": acc.name}
        if text:  # the text as a reader gets it, and the line at the caret
            words = acc.queryText()
            caret = words.caretOffset
            out["text"] = words.getText(0, -1)
            out["caret_line"] = words.getTextAtOffset(caret, pyatspi.TEXT_BOUNDARY_LINE_START)[0]
        if acc.description:
            out["description"] = acc.description
        states = acc.getState()
        out["states"] = sorted(
            pyatspi.stateToString(s)
            for s in states.getStates()
            if s
            in (
                pyatspi.STATE_FOCUSED,
                pyatspi.STATE_FOCUSABLE,
                pyatspi.STATE_SENSITIVE,
                pyatspi.STATE_SHOWING,
            )
        )
        try:
            action = acc.queryAction()
            out["actions"] = [action.getName(i) for i in range(action.nActions)]
        except NotImplementedError:
            pass
        out["count"] = acc.childCount
        if depth > 0:
            kids = []
            for i in range(acc.childCount):
                if budget[0] <= 0:
                    break
                child = acc.getChildAtIndex(i)
                if child is not None:
                    kids.append(self.node(child, depth - 1, budget))
            out["children"] = kids
        return out

    def matches(self, acc, where: dict) -> bool:
        name = acc.name or ""
        if "role" in where and acc.getRoleName() != where["role"]:
            return False
        if "name" in where and name != where["name"]:
            return False
        if "name_starts" in where and not name.startswith(where["name_starts"]):
            return False
        return not ("name_contains" in where and where["name_contains"] not in name)

    def find(self, where: dict | None):
        if where is None:
            return self.app
        root = self.find(where["within"]) if "within" in where else self.app
        if root is None:
            return None
        queue, seen = [root], 0
        while queue and seen < MAX_NODES:
            acc = queue.pop(0)
            seen += 1
            try:
                if acc is not root and self.matches(acc, where):
                    return acc
                if acc.getRoleName() == "menu" and not where.get("menus"):
                    continue  # closed menus hold hundreds of items nobody looks for here
                queue += [c for c in (acc.getChildAtIndex(i) for i in range(acc.childCount)) if c is not None]
            except Exception:  # an object went away while we walked
                continue
        return None

    def wait_for(self, where: dict, timeout: float):
        end = time.monotonic() + timeout
        while True:
            found = self.find(where)
            if found is not None:
                return found
            if time.monotonic() > end:
                raise StepFailedError(f"not found in {timeout} s: {where}")
            self.pump(0.25)

    # ------------------------------------------------------------------ steps

    def step(self, step: dict) -> dict:
        do = step["do"]
        timeout = float(step.get("timeout", 15))
        if do == "app":
            end = time.monotonic() + timeout
            while True:
                desktop = pyatspi.Registry.getDesktop(0)
                for i in range(desktop.childCount):
                    app = desktop.getChildAtIndex(i)
                    if app is not None and app.name == step["name"] and app.childCount:
                        self.app = app
                        return {"name": app.name, "windows": [w.name for w in app]}
                if time.monotonic() > end:
                    raise StepFailedError(f"no application {step['name']!r} on the bus in {timeout} s")
                self.pump(0.25)
        if do == "tree":
            where = step.get("where")
            acc = self.wait_for(where, timeout) if where else self.app
            return self.node(acc, int(step.get("depth", 12)), [MAX_NODES])
        if do in ("wait", "read"):
            acc = self.wait_for(step["where"], timeout)
            return self.node(acc, int(step.get("depth", 1)), [MAX_NODES], bool(step.get("text")))
        if do == "gone":
            end = time.monotonic() + timeout
            while self.find(step["where"]) is not None:
                if time.monotonic() > end:
                    raise StepFailedError(f"still there after {timeout} s: {step['where']}")
                self.pump(0.25)
            return {}
        if do == "action":
            acc = self.wait_for(step["where"], timeout)
            action = acc.queryAction()
            names = [action.getName(i) for i in range(action.nActions)]
            wanted = step.get("action", "Press")
            if wanted not in names:
                raise StepFailedError(f"{acc.name!r} has no action {wanted!r} (it has {names})")
            pressed = acc.name
            action.doAction(names.index(wanted))
            self.pump(float(step.get("after", 0.3)))
            return {"pressed": pressed, "action": wanted}
        if do == "activate":
            found = give_keyboard_to(step["title"])
            self.pump(float(step.get("after", 0.5)))
            if not found:
                raise StepFailedError(f"no window titled {step['title']!r} on the X display")
            return {"activated": step["title"]}
        if do == "keys":
            for chord in step["keys"]:
                *held, key = chord.split("+") if len(chord) > 1 else [chord]
                sym = KEYSYMS.get(key, ord(key) if len(key) == 1 else None)
                mask = sum(MODIFIERS[m] for m in held)
                if sym is None or any(m not in MODIFIERS for m in held):
                    raise StepFailedError(f"no key named {chord!r}")
                if mask:
                    pyatspi.Registry.generateKeyboardEvent(mask, None, pyatspi.KEY_LOCKMODIFIERS)
                pyatspi.Registry.generateKeyboardEvent(sym, None, pyatspi.KEY_SYM)
                if mask:
                    pyatspi.Registry.generateKeyboardEvent(mask, None, pyatspi.KEY_UNLOCKMODIFIERS)
                self.pump(float(step.get("pause", 0.4)))
            return {"keys": step["keys"]}
        if do == "event":
            end = time.monotonic() + timeout
            since = int(step.get("since", self.marks[0]))  # from the step before on
            while True:
                for e in self.events[since:]:
                    if e["type"].startswith(step["type"]) and step.get("contains", "") in (
                        e["data"] + e["name"]
                    ):
                        return e
                if time.monotonic() > end:
                    raise StepFailedError(
                        f"no {step['type']} event with {step.get('contains', '')!r} in {timeout} s"
                    )
                self.pump(0.1)
        if do == "spoken":
            end = time.monotonic() + timeout
            while True:
                said = self.spoken()[int(step.get("since", self.spoken_marks[0])) :]
                wanted = step["contains"]
                for text in said:
                    if any(w in text for w in ([wanted] if isinstance(wanted, str) else wanted)):
                        return {"said": text}
                if time.monotonic() > end:
                    raise StepFailedError(
                        f"Orca said nothing with {step['contains']!r} in {timeout} s: {said}"
                    )
                self.pump(0.1)
        if do == "play":  # a whole game (or ``turns`` decisions) by keys, from what is heard
            from atspi_player import Player

            return Player(self, step).play()
        if do == "listen":  # a reader that starts listening for more, as a newer one would
            for kind in step["types"]:
                pyatspi.Registry.registerEventListener(self._heard, kind)
            self.pump(float(step.get("after", 0.5)))
            return {"listening": step["types"]}
        if do == "pump":
            self.pump(float(step["seconds"]))
            return {}
        raise StepFailedError(f"unknown step {do!r}")


def main() -> int:
    with open(sys.argv[1], encoding="utf-8") as source:
        scenario = json.load(source)
    reader = Reader(scenario.get("listen"), scenario.get("orca_log"))
    results, error = [], None
    for step in scenario["steps"]:
        reader.marks = [reader.marks[1], len(reader.events)]
        if reader.orca_log:
            reader.spoken_marks = [reader.spoken_marks[1], len(reader.spoken())]
        try:
            results.append({"do": step["do"], "as": step.get("as", ""), "result": reader.step(step)})
        except Exception as exc:
            error = {"step": step, "error": f"{type(exc).__name__}: {exc}", "trace": traceback.format_exc()}
            break
    reader.pump(0.2)
    with open(sys.argv[2], "w", encoding="utf-8") as out:
        json.dump({"results": results, "events": reader.events, "error": error}, out, ensure_ascii=False)
    return 0 if error is None else 1


if __name__ == "__main__":
    sys.exit(main())
