"""``sf-desktop-cli verify FILE``: what an online game's record proves, and what it cannot.

The file must load as a save (checksum, every action replayed by the rules, the snapshot) and
agree with its own commitment (``model.commitment``). That alone proves nothing about the game
played: whoever edits a file can write its commitment anew. What binds it is what a player
held: ``--digest`` (shown at the start), ``--transcript`` (shown at the end) or ``--against``
another player's copy. The output lists what was proved and what could not be. Exit status: 0
it matches what was given; 1 something contradicts it; 2 a file cannot be read or holds no
commitment; 3 it agrees with itself, but nothing a player held was given to compare it with.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..model.save_format import SaveError
from ..online.verification import judge
from ..storage.save_files import load_file

SELF_ONLY = 3


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.description = "Say what an online game's record proves, against what its players held."
    p.add_argument("file")
    p.add_argument(
        "--digest", default=None, help="the commitment shown at the start of the game (64 hex digits)"
    )
    p.add_argument(
        "--transcript", default=None, help="the transcript shown at the end of the game (64 hex digits)"
    )
    p.add_argument(
        "--against",
        action="append",
        default=[],
        metavar="FILE",
        help="another player's copy of the record of the same game (may be given more than once)",
    )


def _hex(text: str | None) -> str | None:
    """A digest as a person may paste it: ``sha256:`` or not, any case, grouped by spaces."""
    return "".join(text.split()).removeprefix("sha256:").lower() if text else None


def run(args: argparse.Namespace) -> int:
    try:
        loaded = load_file(Path(args.file))
        others = [(name, load_file(Path(name)).record) for name in args.against]
    except SaveError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    record = loaded.record
    if record.commitment is None:
        print(f"{args.file}: no commitment: this game was not played online", file=sys.stderr)
        return 2
    verdict = judge(record, _hex(args.digest), _hex(args.transcript), others)
    if not verdict.ok:
        print(f"{args.file}: does NOT match: " + "; ".join(verdict.problems))
        return 1
    if verdict.held:
        print(f"{args.file}: matches what you gave.")
    else:
        print(f"{args.file}: agrees with itself only; nothing you hold was given to compare it with.")
    print("Proved:")
    for line in verdict.proved:
        print(f"  - {line}")
    if verdict.unproved:
        print("Not proved:")
        for line in verdict.unproved:
            print(f"  - {line}")
    return 0 if verdict.held else SELF_ONLY


COMMAND = (add_arguments, run)
