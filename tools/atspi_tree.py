"""What a screen reader finds in the app: its accessible tree as AT-SPI gives it, read by the
tests' reader (``tests/access``) under Xvfb and a private session bus.

    .venv/bin/python tools/atspi_tree.py [welcome|table|game] [--language es] [--depth 8] [--code DIR]

``welcome``: the first launch's welcome over the empty table (in the system language, which
``--language`` sets); ``table``: you against Ada (Easy) on seed 11, your turn; ``game``: that
game played to its end by keys by the tests' reader, which knows only what AT-SPI gives, and
what it heard (every announcement, and what each Tab and Enter focused). ``--code`` reads the
app of another checkout (the same Python runs it), to compare with an earlier version. Menus
are left out. Needs what ``.ci/run`` installs (xvfb, dbus, at-spi2-core, python3-pyatspi,
Qt's X11 libraries).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "access"))
from atspi_harness import APP_NAME, missing, outline, run_with_reader  # noqa: E402 (the tests' reader)
from atspi_player import PLAY_WORDS, TABLE_NAMES  # noqa: E402

APP = r"""
import sys
sys.path.insert(0, sys.argv[1])
if sys.argv[2] == "welcome":  # a first launch, as the installed app makes it (no settings yet)
    from sf_desktop.app.launch import main
    sys.exit(main(sys.argv[:1]))
import attrs
from sf_desktop.storage.settings import load_settings, save_settings
save_settings(attrs.evolve(load_settings(), language=sys.argv[3]))  # as chosen on an earlier run
from sf_desktop.app.window import create_window
from sf_desktop.model.record import Seat
from sf_desktop.views.dialogs.game_dialogs import Setup
app, window = create_window(sys.argv[:1], resume=False, interactive=False, ai_processes=False, autosave=False)
window.resize(1200, 760)
window.show()
window.set_speed("off")
window.start_game(Setup((Seat("You", "human"), Seat("Ada", "easy")), 11, 0))
window.activateWindow()
window.view.setFocus()
sys.exit(app.exec())
"""


def steps(args: argparse.Namespace) -> list[dict]:
    start = [{"do": "app", "name": APP_NAME, "timeout": 60}, {"do": "pump", "seconds": 2}]
    if args.what != "game":
        return [*start, {"do": "tree", "depth": args.depth, "as": "tree"}]
    return [
        *start,
        {"do": "activate", "title": "San Francisco"},
        {
            "do": "play",
            "table": TABLE_NAMES[args.language],
            "words": PLAY_WORDS[args.language],
            "timeout": 480,
        },
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("welcome", "table", "game"), nargs="?", default="table")
    parser.add_argument("--language", default="en")
    parser.add_argument("--depth", type=int, default=8)
    parser.add_argument("--code", type=Path, default=ROOT, help="the checkout whose app is read")
    args = parser.parse_args()
    if missing():
        print(f"cannot read the tree here: {missing()}", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="sf-atspi-") as home:
        answer = run_with_reader(
            [sys.executable, "-c", APP, str(args.code.resolve()), args.what, args.language],
            steps(args),
            home=Path(home),
            env={
                "PYTHONDONTWRITEBYTECODE": "1",
                "LC_ALL": f"{args.language}.UTF-8",
            },  # the welcome's language
            timeout=600 if args.what == "game" else 120,
            quit_wait=1,
        )
    if answer["error"]:
        print(answer["error"]["error"], file=sys.stderr)
        return 1
    if args.what == "game":
        said, focused = [], []
        for event in answer["events"]:
            if event["type"] == "object:announcement":
                said.append(event["data"])
                print(f"said:    {event['data']}")
            elif event["type"].startswith("focus:") and TABLE_NAMES[args.language] in event.get("path", ()):
                focused.append(
                    event["name"] + (f" ({event['description']})" if event.get("description") else "")
                )
                print(f"focused: {focused[-1]}")
        game = answer["results"][-1]["result"]
        print(
            f"keys pressed: {game['keys']} for {len(game['decisions'])} decisions; "
            f"announced: {len(said)} times, {sum(map(len, said))} characters; "
            f"focused: {len(focused)} times, {sum(map(len, focused))} characters"
        )
        return 0
    tree = answer["results"][-1]["result"]
    for line in outline(tree, limit=2000):
        if not line.lstrip().startswith(("[menu", "[popup menu]", "[separator]")):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
