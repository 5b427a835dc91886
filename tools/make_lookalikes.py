"""Write ``sf_desktop/resources/lookalikes.txt``: the characters that look alike, from Unicode's
confusables list (UTS #39) as the ``confusable-homoglyphs`` package ships it.

    .venv/bin/python tools/make_lookalikes.py            # write the table
    .venv/bin/python tools/make_lookalikes.py --check    # exit 1 if the table is not current

The package is a development dependency: its list is about 1 MB of JSON, which the Linux
bundle has no room for; the table the app reads holds only what it uses (each character that
has lookalikes, in its class), about 30 KB. The list pairs characters, not always both ways
round: a class is a connected part of its pairs (sequences such as "rn" for "m" are left out).
"""

from __future__ import annotations

import sys
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "sf_desktop" / "resources" / "lookalikes.txt"
PACKAGE = "confusable-homoglyphs"


def classes(pairs: dict[str, list[dict[str, str]]]) -> list[list[str]]:
    """The classes of single characters that the list pairs, each sorted, in order of their
    first character."""
    first: dict[str, str] = {}

    def root(c: str) -> str:
        while first.setdefault(c, c) != c:
            first[c] = first[first[c]]
            c = first[c]
        return c

    for char, glyphs in pairs.items():
        for glyph in glyphs:
            if len(char) == 1 and len(glyph["c"]) == 1:
                a, b = root(char), root(glyph["c"])
                if a != b:
                    first[max(a, b)] = min(a, b)
    grouped: dict[str, list[str]] = {}
    for c in list(first):
        grouped.setdefault(root(c), []).append(c)
    return sorted((sorted(group) for group in grouped.values() if len(group) > 1), key=lambda g: g[0])


def table_text() -> str:
    from confusable_homoglyphs.confusables import confusables_data

    version = metadata.version(PACKAGE)
    head = (
        "# Characters that look alike, one class a line, as hexadecimal code points, the\n"
        "# class's first character first. Made by tools/make_lookalikes.py from\n"
        f"# {PACKAGE} {version} (Unicode's confusables, UTS #39): do not edit.\n"
    )
    lines = (" ".join(f"{ord(c):04x}" for c in group) for group in classes(confusables_data))
    return head + "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    text = table_text()
    if "--check" in argv:
        if TABLE.read_text(encoding="ascii") != text:
            print(f"{TABLE.relative_to(ROOT)} is not current: run python tools/make_lookalikes.py")
            return 1
        return 0
    TABLE.write_text(text, encoding="ascii", newline="\n")
    print(f"{TABLE.relative_to(ROOT)}: {len(text.splitlines()) - 3} classes, {len(text.encode()):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
