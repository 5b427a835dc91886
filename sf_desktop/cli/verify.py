"""``sf-desktop-cli verify FILE``: whether an online game's record matches its commitment.

The file must load as a save (checksum, every action replayed by the rules, the snapshot);
then the SHA-256 of its deck order and revealed salt must be the digest published before the
first move, and its actions must give the transcript. ``--digest`` also compares the digest
with the one the game showed at its start (which a player may have noted). Exit status: 0 it
matches, 1 it does not, 2 the file cannot be read or holds no commitment.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..model.save_format import SaveError
from ..online.table import verify_record
from ..storage.save_files import load_file


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.description = "Say whether an online game's record matches its commitment."
    p.add_argument("file")
    p.add_argument(
        "--digest", default=None, help="the commitment shown at the start of the game (64 hex digits)"
    )


def run(args: argparse.Namespace) -> int:
    try:
        loaded = load_file(Path(args.file))
    except SaveError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    record = loaded.record
    if record.commitment is None:
        print(f"{args.file}: no commitment: this game was not played online", file=sys.stderr)
        return 2
    published = args.digest.removeprefix("sha256:").lower() if args.digest else None
    problems = verify_record(record, published)
    if problems:
        print(f"{args.file}: does NOT match its commitment: " + "; ".join(problems))
        return 1
    print(
        f"{args.file}: matches its commitment: the deck was fixed before the first move "
        f"(sha256:{record.commitment.digest}) and all {len(record.actions)} actions replay by the rules"
    )
    return 0


COMMAND = (add_arguments, run)
