"""The rules and the AI never import Qt (ARCHITECTURE.md): each module is imported in a fresh
interpreter where any import of PySide6 or shiboken6 fails."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BLOCKED_IMPORT = textwrap.dedent(
    """
    import importlib
    import importlib.abc
    import json
    import pkgutil
    import sys

    QT = ("PySide6", "shiboken6")


    class BlockQt(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.partition(".")[0] in QT:
                raise ImportError(f"{name} is blocked: this layer must not import Qt")
            return None


    sys.meta_path.insert(0, BlockQt())
    packages, skip = json.loads(sys.argv[1]), set(json.loads(sys.argv[2]))
    imported, failed = [], {}
    for package_name in packages:
        package = importlib.import_module(package_name)
        imported.append(package_name)
        for info in pkgutil.walk_packages(package.__path__, package_name + "."):
            if info.name in skip:
                continue
            try:
                importlib.import_module(info.name)
            except ImportError as exc:
                failed[info.name] = str(exc)
            else:
                imported.append(info.name)
    leaked = sorted(m for m in sys.modules if m.partition(".")[0] in QT)
    print(json.dumps({"imported": imported, "failed": failed, "leaked": leaked}))
    """
)


def import_with_qt_blocked(packages: list[str], skip: list[str], extra_path: Path | None = None) -> dict:
    env_path = [str(ROOT)] + ([str(extra_path)] if extra_path else [])
    code = f"import sys; sys.path[:0] = {env_path!r}\n" + BLOCKED_IMPORT
    done = subprocess.run(
        [sys.executable, "-c", code, json.dumps(packages), json.dumps(skip)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_model_and_ai_import_without_qt() -> None:
    result = import_with_qt_blocked(["sf_desktop.model", "sf_desktop.ai"], ["sf_desktop.model.game_model"])
    assert result["failed"] == {}
    assert result["leaked"] == []
    expected = {
        f"sf_desktop.model.{m}"
        for m in ("actions", "board", "cards", "events", "record", "rules", "scoring", "state", "table")
    } | {"sf_desktop.ai.base", "sf_desktop.ai.match"}
    assert expected <= set(result["imported"])
    on_disk = {
        f"sf_desktop.{path.parent.name}.{path.stem}"
        for folder in ("model", "ai")
        for path in (ROOT / "sf_desktop" / folder).glob("*.py")
        if path.stem not in ("__init__", "game_model")
    }
    assert on_disk <= set(result["imported"])


def test_the_block_catches_a_module_that_imports_qt(tmp_path: Path) -> None:
    """The harness itself can fail: a module importing Qt is reported."""
    package = tmp_path / "uses_qt"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "pure.py").write_text("import json\n")
    (package / "drawn.py").write_text("from PySide6.QtCore import QObject\n")
    result = import_with_qt_blocked(["uses_qt"], [], extra_path=tmp_path)
    assert "uses_qt.pure" in result["imported"]
    assert list(result["failed"]) == ["uses_qt.drawn"]
    assert "blocked" in result["failed"]["uses_qt.drawn"]


PROCESS_STARTERS = ("ProcessPoolExecutor", "get_context", ".Pool(", "Popen(", "subprocess.run", "os.fork")


def test_exactly_one_module_starts_processes() -> None:
    """The AI's worker process (moves, hints, reviews) and the tournament's pool come from
    ``ai/worker.py``; no other module starts a process."""
    starters = sorted(
        str(path.relative_to(ROOT))
        for path in (ROOT / "sf_desktop").rglob("*.py")
        if any(word in path.read_text(encoding="utf-8") for word in PROCESS_STARTERS)
    )
    assert starters == ["sf_desktop/ai/worker.py"]


def test_views_never_import_the_ai() -> None:
    """Views draw what the game model says; they ask it for moves, hints and reviews."""
    offenders = sorted(
        str(path.relative_to(ROOT))
        for path in (ROOT / "sf_desktop" / "views").rglob("*.py")
        if "from ..ai" in path.read_text(encoding="utf-8")
        or "sf_desktop.ai" in path.read_text(encoding="utf-8")
    )
    assert offenders == []
