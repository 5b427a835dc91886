"""Names that look alike, so that two seats never show the same name.

"Ann" and "Ánn" read alike (marks aside), "ann" and "Ann" too (case aside), and "Аnn", whose
first letter is Cyrillic, looks exactly like "Ann" while its letters differ. Unicode lists the
characters that look alike (its confusables, UTS #39); ``confusable_homoglyphs`` ships that
list, and each character is read here as the first of its class of lookalikes (by code
point), so "Аnn" and "Ann" share a *skeleton*. The list is read once, at the first name
compared (about 30 ms).
"""

from __future__ import annotations

import functools
import unicodedata


@functools.cache
def _classes() -> dict[str, str]:
    """Each character that has lookalikes -> the first character of its class of lookalikes.
    The list pairs characters, not always both ways round: the classes are its connected parts."""
    from confusable_homoglyphs.confusables import confusables_data

    first: dict[str, str] = {}

    def root(c: str) -> str:
        while first.setdefault(c, c) != c:
            first[c] = first[first[c]]
            c = first[c]
        return c

    for char, glyphs in confusables_data.items():
        if len(char) != 1:
            continue
        for glyph in glyphs:
            if len(glyph["c"]) == 1:  # sequences ("rn" for "m") are left to the eye
                a, b = root(char), root(glyph["c"])
                if a != b:
                    first[max(a, b)] = min(a, b)
    return {c: root(c) for c in first}


def _skeleton(text: str) -> str:
    classes = _classes()
    return "".join(classes.get(c, c) for c in text)


def alike_keys(name: str) -> frozenset[str]:
    """What two names that read or look alike share (one key at least): the name without its
    marks, in any case, each character as its class of lookalikes. Case is kept in one key,
    because a capital "I" and a small "l" look alike while "i" and "l" do not."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    return frozenset({_skeleton(plain.casefold()), _skeleton(plain)})
