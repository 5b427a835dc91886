"""Names that look alike, so that two seats never show the same name.

"Ann" and "Ánn" read alike (marks aside), "ann" and "Ann" too (case aside), and "Аnn", whose
first letter is Cyrillic, looks exactly like "Ann" while its letters differ. Unicode lists the
characters that look alike (its confusables, UTS #39); ``resources/lookalikes.txt`` holds
them as classes (``tools/make_lookalikes.py`` makes it), and each character is read here as
the first of its class, so "Аnn" and "Ann" share a *skeleton*. The table is read once, at the
first name compared.
"""

from __future__ import annotations

import functools
import unicodedata
from importlib import resources

TABLE = "lookalikes.txt"


@functools.cache
def _classes() -> dict[str, str]:
    """Each character that has lookalikes -> the first character of its class."""
    text = resources.files("sf_desktop.resources").joinpath(TABLE).read_text(encoding="ascii")
    first: dict[str, str] = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            chars = [chr(int(point, 16)) for point in line.split()]
            first.update(dict.fromkeys(chars, chars[0]))
    return first


def _skeleton(text: str) -> str:
    classes = _classes()
    return "".join(classes.get(c, c) for c in text)


def alike_keys(name: str) -> frozenset[str]:
    """What two names that read or look alike share (one key at least): the name without its
    marks, in any case, each character as its class of lookalikes. Case is kept in one key,
    because a capital "I" and a small "l" look alike while "i" and "l" do not."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    return frozenset({_skeleton(plain.casefold()), _skeleton(plain)})
