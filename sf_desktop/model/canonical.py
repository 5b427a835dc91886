"""The canonical JSON form: the bytes every digest of a record (checksum, commitment) is taken over."""

from __future__ import annotations

import json
from typing import Any

_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def canonical_json(value: Any) -> bytes:
    """UTF-8 JSON with sorted keys and no spaces.

    For the value types of a record (objects, arrays, strings, integers, halves, booleans,
    null) this is the JSON Canonicalization Scheme (RFC 8785) output.
    """
    return _CANONICAL.encode(value).encode()
