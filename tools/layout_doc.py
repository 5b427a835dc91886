"""Write ``docs/layout.md``: every package (room) of ``sf_desktop`` with its one line, and every
module with the first sentence of its docstring, so a newcomer finds their room at a glance.

    python tools/layout_doc.py          # rewrite docs/layout.md
    python tools/layout_doc.py --check  # exit 1 if docs/layout.md is not current

The words come from the code's own docstrings, so the map cannot drift from the house; the
test suite runs ``--check``.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "sf_desktop"
DOC = ROOT / "docs" / "layout.md"

HEADER = """# The layout of `sf_desktop`

Every package is a room with one job; every module has one line (the first sentence of its
docstring). Written by `tools/layout_doc.py` from the code itself: run it after adding,
moving or describing a module (the tests check that this file is current).

The arrows run one way: `views` -> `session`, `words`, `storage`, `model`; `session` -> `online`,
`ai`, `storage`, `model`; `words` -> `model`; `online` -> `ai`, `model`; `ai` -> `model`;
`storage` -> `model`; `app` and `cli` -> everything. `model`, `ai` and `online` import no Qt,
`words` only QtCore (its translator), `model` touches no files, `views` never call the AI or
know where a move came from (a game online is one more kind of game the session holds), and
only `ai/worker.py` starts processes (`tests/test_layering.py`).
"""


def first_sentence(source: str) -> str:
    """The docstring's first sentence, on one line."""
    doc = ast.get_docstring(ast.parse(source)) or ""
    paragraph = " ".join(doc.split("\n\n")[0].split())
    match = re.match(r"(.+?[.?!])(\s|$)", paragraph)
    sentence = (match.group(1) if match else paragraph).rstrip(".") + "."
    return sentence.replace("``", "`")


def rooms() -> list[Path]:
    """The package and its sub-packages, outermost first, each followed by its own rooms."""
    return sorted((p.parent for p in PACKAGE.rglob("__init__.py")), key=lambda p: p.relative_to(ROOT).parts)


def render() -> str:
    parts = [HEADER]
    for room in rooms():
        name = room.relative_to(ROOT).as_posix() + "/"
        parts.append(
            f"\n## `{name}`\n\n{first_sentence((room / '__init__.py').read_text(encoding='utf-8'))}\n"
        )
        modules = sorted(p for p in room.glob("*.py") if p.name != "__init__.py")
        if modules:
            parts.append("\n| module | what |\n|---|---|\n")
            parts.extend(
                f"| `{m.name}` | {first_sentence(m.read_text(encoding='utf-8')).replace('|', '/')} |\n"
                for m in modules
            )
    return "".join(parts)


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        current = DOC.read_text(encoding="utf-8") if DOC.exists() else ""
        if current != text:
            print(f"{DOC.relative_to(ROOT)} is not current: run python tools/layout_doc.py", file=sys.stderr)
            return 1
        return 0
    DOC.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
