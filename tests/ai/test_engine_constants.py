"""The engine's constants have one source, the model's enums, and the AI follows them by name.

The hot paths compare phases and test card symbols as plain names bound once in the model
(``state.TURN``, ``cards.FLAG_DEPOT``). Were any module to number them itself, renumbering
:class:`Phase` or :class:`Symbol` would change the AI's play without an error; the last test
renumbers both in a copy of the package and plays the same games.
"""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import sf_desktop
from sf_desktop.model import cards, state
from sf_desktop.model.cards import Symbol
from sf_desktop.model.state import Phase

PACKAGE = Path(sf_desktop.__file__).parent

# The phases' short names in the rules and the AI, and the member each one stands for.
PHASE_NAMES = {
    "TURN": Phase.TURN,
    "COLUMN": Phase.COLUMN,
    "PLACING": Phase.PLACE,
    "BONUS_KIND": Phase.BONUS_KIND,
    "BONUS_ROW": Phase.BONUS_ROW,
    "BONUS_CARD": Phase.BONUS_CARD,
    "OVER": Phase.OVER,
}


def test_every_phase_name_is_its_phase_member() -> None:
    assert set(PHASE_NAMES.values()) == set(Phase)
    for name, member in PHASE_NAMES.items():
        assert getattr(state, name) is member, name


def test_every_symbol_flag_is_its_symbol_by_name() -> None:
    flags = {name[len("FLAG_") :]: value for name, value in vars(cards).items() if name.startswith("FLAG_")}
    assert set(flags) == {s.name for s in Symbol if s is not Symbol.NONE}
    for name, value in flags.items():
        assert type(value) is int, name  # a plain int: an IntFlag's & is slow
        assert value == Symbol[name].value, name


def _module_constants(path: Path) -> list[tuple[str, str]]:
    """Module-level names bound from ``range(...)``, from a Phase or Symbol member, or to the
    name of a model constant: (name, source) pairs."""
    exported = set(PHASE_NAMES) | {n for n in vars(cards) if n.startswith("FLAG_")}
    symbols = {s.name for s in Symbol}
    found = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if not isinstance(node, (ast.Assign, ast.AnnAssign)) or node.value is None:
            continue
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        names = [n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)]
        source = ast.unparse(node.value)
        numbered = isinstance(node.value, ast.Call) and ast.unparse(node.value.func) == "range"
        from_enum = re.search(r"\b(Phase|Symbol)\.", source) is not None
        shadowing = any(n in exported or n.lstrip("_") in symbols for n in names)
        if numbered or from_enum or shadowing:
            found.extend((n, source) for n in names)
    return found


def test_no_module_of_the_engine_or_the_ai_numbers_the_constants_itself() -> None:
    owners = {PACKAGE / "model" / "state.py", PACKAGE / "model" / "cards.py"}
    offenders = {}
    for path in sorted((PACKAGE / "model").glob("*.py")) + sorted((PACKAGE / "ai").glob("*.py")):
        if path not in owners and (found := _module_constants(path)):
            offenders[path.name] = found
    assert offenders == {}


def test_the_constant_scan_finds_a_copy(tmp_path: Path) -> None:
    copy = tmp_path / "copied.py"
    copy.write_text(
        "TURN, COLUMN = range(2)\n_DEPOT = int(Symbol.DEPOT)\nLAST = Phase.OVER\nX = 3\n", encoding="utf-8"
    )
    assert [n for n, _ in _module_constants(copy)] == ["TURN", "COLUMN", "_DEPOT", "LAST"]


# Plays a few seeded games between the searching and the greedy agents and prints each one's
# actions and totals, with the numbers the enums had in that run.
GAMES_SCRIPT = """
import json
from sf_desktop.ai.base import make_agent
from sf_desktop.ai.match import play_match
from sf_desktop.model.actions import action_to_json
from sf_desktop.model.cards import Symbol
from sf_desktop.model.record import Seat
from sf_desktop.model.state import Phase

out = {"phase": {p.name: p.value for p in Phase}, "symbol": {s.name: s.value for s in Symbol}, "games": []}
for seed, kinds in ((11, ("hard", "medium", "greedy")), (4, ("easy", "hard"))):
    agents = [make_agent(k, iterations=30, time_ms=None) for k in kinds]  # no clock: the same on a busy machine
    seats = tuple(Seat(f"{k} {i}", k) for i, k in enumerate(kinds))
    result = play_match(seats, agents, seed)
    out["games"].append(
        {"actions": [action_to_json(a) for a in result.record.actions], "totals": list(result.breakdown.totals)}
    )
print(json.dumps(out))
"""


def _renumber(text: str, enum: str, values: dict[str, int]) -> str:
    """``text`` with the members of ``class <enum>`` given new values."""
    start = text.index(f"class {enum}(")
    end = text.find("\n\n\n", start)
    body = text[start:end]
    for name, value in values.items():
        body, count = re.subn(rf"^(    {name} = )\d+", rf"\g<1>{value}", body, flags=re.M)
        assert count == 1, (enum, name)
    return text[:start] + body + text[end:]


def _play(root: Path) -> dict:
    env = {**os.environ, "PYTHONPATH": str(root), "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run(
        [sys.executable, "-c", GAMES_SCRIPT],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout)


def test_renumbered_phases_and_symbols_play_the_same_games(tmp_path: Path) -> None:
    shutil.copytree(PACKAGE, tmp_path / "sf_desktop", ignore=shutil.ignore_patterns("__pycache__"))
    phases = {p.name: len(Phase) - 1 - p.value for p in Phase}  # reversed
    symbols = {s.name: 1 << (5 - i) for i, s in enumerate(s for s in Symbol if s is not Symbol.NONE)}
    for module, enum, values in (("state.py", "Phase", phases), ("cards.py", "Symbol", symbols)):
        path = tmp_path / "sf_desktop" / "model" / module
        path.write_text(_renumber(path.read_text(encoding="utf-8"), enum, values), encoding="utf-8")

    original = _play(PACKAGE.parent)
    renumbered = _play(tmp_path)

    assert renumbered["phase"] == phases and renumbered["symbol"]["DEPOT"] == 32
    assert renumbered["phase"] != original["phase"] and renumbered["symbol"] != original["symbol"]
    assert [len(g["actions"]) for g in original["games"]] == [len(g["actions"]) for g in renumbered["games"]]
    assert renumbered["games"] == original["games"]
