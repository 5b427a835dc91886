"""Hostile and broken save files: the loader answers every one with a SaveError and a clear
sentence, or (for a harmless change) with a game that really replays. Nothing else escapes."""

from __future__ import annotations

import contextlib
import copy
import json
import random
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sf_desktop.model.record import GameRecord, Seat, checksum
from sf_desktop.model.rules import apply, legal_actions
from sf_desktop.model.save_format import SaveError, encode, load_bytes

MAX_MESSAGE = 400


def make_base(players: int, seed: int, length: int) -> bytes:
    seats = tuple(Seat(f"Seat {i}", "human" if i == 0 else "random") for i in range(players))
    record = GameRecord.new(seats, seed, game_id=f"fuzz{seed}")
    rng = random.Random(seed)
    state = record.initial_state()
    actions = []
    while not state.is_over and len(actions) < length:
        action = rng.choice(legal_actions(state))
        state, _ = apply(state, action)
        actions.append(action)
    return encode(attrs.evolve(record, actions=tuple(actions)), state)


BASES = [make_base(2, 1, 20), make_base(3, 2, 45), make_base(4, 3, 80), make_base(2, 4, 1000)]
OUTCOMES: dict[str, int] = {}


def check(raw: bytes) -> None:
    """The one promise: a SaveError with a sentence, or a game whose state is its replay."""
    try:
        game = load_bytes(raw)
    except SaveError as exc:
        message = str(exc)
        assert message.startswith("The save file ")
        assert message.endswith(".")
        assert len(message) <= MAX_MESSAGE, message
        assert exc.reason
        OUTCOMES[type(exc).__name__] = OUTCOMES.get(type(exc).__name__, 0) + 1
    else:
        assert game.state == game.record.replay()
        OUTCOMES["loaded"] = OUTCOMES.get("loaded", 0) + 1


# ---------------------------------------------------------------------------- byte mutations

TOKENS = [
    b"{",
    b"}",
    b"[",
    b"]",
    b'"',
    b"\\",
    b",",
    b":",
    b"-",
    b"1e999",
    b"NaN",
    b"null",
    b"\x00",
    b"\xff",
    b"\\ud800",
]


def mutate_bytes(raw: bytes, rng: random.Random) -> bytes:
    data = bytearray(raw)
    for _ in range(rng.randint(1, 4)):
        if not data:
            break
        kind = rng.randrange(6)
        i = rng.randrange(len(data))
        if kind == 0:
            data[i] = rng.randrange(256)
        elif kind == 1:
            del data[i : i + rng.randint(1, 64)]
        elif kind == 2:
            data[i:i] = rng.choice(TOKENS) * rng.randint(1, 3)
        elif kind == 3:
            j = rng.randrange(len(data))
            data[i:i] = data[j : j + rng.randint(1, 200)]
        elif kind == 4:
            del data[i:]  # truncated
        else:
            data[i] ^= 1 << rng.randrange(8)
    return bytes(data)


def test_thousands_of_byte_level_mutations() -> None:
    rng = random.Random(2024)
    for n in range(2500):
        check(mutate_bytes(BASES[n % len(BASES)], rng))
    for base in BASES:  # every truncation length of the smallest file, and a spread of the others
        step = 1 if len(base) < 4000 else 97
        for cut in range(0, len(base), step):
            check(base[:cut])


# ---------------------------------------------------------------------------- structure mutations


def deep(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


HOSTILE: list[Any] = [
    None, True, False, 0, -1, 7, 2**31, 2**64, -(2**63), 10**39, 1.5, -0.0, 1e300,
    "", "x", "B01", "draw", "x" * 9000, "\u0000", "\ud83d\ude00", "🙂" * 50,
    [], {}, [None], {"type": "draw"}, {"type": "place", "card": "K01", "row": 9},
    {"type": "fly"}, deep(5), deep(7), {"": {"": {"": {}}}}, list(range(100)),
]  # fmt: skip


def paths(value: Any, here: tuple = ()) -> list[tuple]:
    out = [here]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(paths(v, (*here, k)))
    elif isinstance(value, list):
        for i, v in enumerate(value[:6]):
            out.extend(paths(v, (*here, i)))
        if len(value) > 6:
            i = len(value) - 1
            out.extend(paths(value[i], (*here, i)))
    return out


def get_parent(doc: Any, path: tuple) -> tuple[Any, Any]:
    node = doc
    for key in path[:-1]:
        node = node[key]
    return node, path[-1]


def mutate_doc(doc: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    doc = copy.deepcopy(doc)
    for _ in range(rng.randint(1, 3)):
        path = rng.choice(paths(doc)[1:])
        parent, key = get_parent(doc, path)
        kind = rng.randrange(6)
        if kind <= 1:
            parent[key] = copy.deepcopy(rng.choice(HOSTILE))
        elif kind == 2:
            del parent[key]
        elif kind == 3 and isinstance(parent, dict):
            parent[rng.choice(["extra", "type", "kind", "schema", "__proto__", "x" * 300])] = rng.choice(
                HOSTILE
            )
        elif kind == 4 and isinstance(parent[key], list):
            rng.shuffle(parent[key])
        elif kind == 5 and isinstance(parent[key], list) and parent[key]:
            parent[key].append(copy.deepcopy(rng.choice(parent[key])))
        else:
            parent[key] = copy.deepcopy(rng.choice(HOSTILE))
    return doc


def dump(doc: Any, fix_checksum: bool) -> bytes:
    if fix_checksum and isinstance(doc, dict):
        with contextlib.suppress(TypeError, ValueError):  # a lone surrogate cannot be hashed
            doc["checksum"] = checksum(doc)
    return json.dumps(doc, ensure_ascii=bool(len(str(doc)) % 2)).encode("utf-8", "surrogatepass")


def test_thousands_of_hostile_field_values() -> None:
    """With the checksum recomputed, a change reaches the field checks and the replay."""
    rng = random.Random(7)
    docs = [json.loads(b) for b in BASES]
    for n in range(2500):
        mutated = mutate_doc(docs[n % len(docs)], rng)
        check(dump(mutated, fix_checksum=n % 4 != 0))
    assert OUTCOMES.get("DamagedSaveError", 0) > 1000
    assert OUTCOMES.get("NewerSaveError", 0) > 0


def test_huge_and_deep_inputs_are_refused_quickly() -> None:
    for raw in [
        b"[" * 100_000,
        b'{"a":' * 50_000,
        b'"' + b"a" * 900_000 + b'"',
        b"1" * 900_000,
        b"[" + b"1," * 400_000 + b"1]",
        b" " * 2_000_000,
        b'{"format": "sf-desktop-game", "schema": 2, "actions": [' + b'{"type":"draw"},' * 30_000 + b"1]}",
        # a string never closed, of escaped quotes: each quote was once a new scan to the end
        # (quadratic: this one would have taken half an hour)
        b'"' + b'\\"' * 450_000,
        b'{"names": ["' + b'\\"' * 400_000 + b"\\",
    ]:
        with pytest.raises(SaveError):
            load_bytes(raw)


# ---------------------------------------------------------------------------- hypothesis

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=10), children, max_size=5)
    ),
    max_leaves=30,
)


@settings(max_examples=200)
@given(value=json_values)
def test_any_json_value_is_answered(value) -> None:
    check(json.dumps(value).encode())


@settings(max_examples=400)
@given(data=st.data(), value=json_values, fix=st.booleans())
def test_any_field_replaced_by_any_json_value_is_answered(data, value, fix) -> None:
    doc = json.loads(BASES[data.draw(st.integers(0, 2))])
    path = data.draw(st.sampled_from(paths(doc)[1:]))
    parent, key = get_parent(doc, path)
    parent[key] = value
    check(dump(doc, fix_checksum=fix))


@settings(max_examples=300)
@given(raw=st.binary(max_size=300))
def test_any_bytes_are_answered(raw) -> None:
    check(raw)
