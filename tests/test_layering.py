"""The rules and the AI never import Qt (ARCHITECTURE.md): each module is imported in a fresh
interpreter where any import of PySide6 or shiboken6 fails. The words get QtCore's translator
and the model, nothing more, checked the same way."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import textwrap
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BLOCKED_IMPORT = textwrap.dedent(
    """
    import importlib
    import importlib.abc
    import json
    import pkgutil
    import sys

    packages, skip, BLOCKED = json.loads(sys.argv[1]), set(json.loads(sys.argv[2])), json.loads(sys.argv[3])


    def blocked(name):
        return any(name == b or name.startswith(b + ".") for b in BLOCKED)


    class Block(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if blocked(name):
                raise ImportError(f"{name} is blocked: this layer must not import it")
            return None


    sys.meta_path.insert(0, Block())
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
    leaked = sorted(m for m in sys.modules if blocked(m))
    print(json.dumps({"imported": imported, "failed": failed, "leaked": leaked}))
    """
)


QT = ("PySide6", "shiboken6")


def import_with_qt_blocked(packages: list[str], skip: list[str], extra_path: Path | None = None) -> dict:
    return import_with_blocked(packages, skip, QT, extra_path)


def import_with_blocked(
    packages: list[str], skip: list[str], blocked: tuple[str, ...], extra_path: Path | None = None
) -> dict:
    """Import ``packages`` and all their modules in a fresh interpreter where importing any
    module named in ``blocked`` (or inside it) fails: what imported, what failed, what leaked."""
    env_path = [str(ROOT)] + ([str(extra_path)] if extra_path else [])
    code = f"import sys; sys.path[:0] = {env_path!r}\n" + BLOCKED_IMPORT
    done = subprocess.run(
        [sys.executable, "-c", code, json.dumps(packages), json.dumps(skip), json.dumps(blocked)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_model_and_ai_import_without_qt() -> None:
    result = import_with_qt_blocked(["sf_desktop.model", "sf_desktop.ai"], [])
    assert result["failed"] == {}
    assert result["leaked"] == []
    expected = {
        f"sf_desktop.model.{m}"
        for m in (
            "actions",
            "board",
            "cards",
            "events",
            "record",
            "rules",
            "scoring",
            "state",
            "mutable_state",
        )
    } | {"sf_desktop.ai.base", "sf_desktop.ai.match"}
    assert expected <= set(result["imported"])
    on_disk = {
        f"sf_desktop.{path.parent.name}.{path.stem}"
        for folder in ("model", "ai")
        for path in (ROOT / "sf_desktop" / folder).glob("*.py")
        if path.stem != "__init__"
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


# The words are sentences for people: QtCore's translator and the model's facts, so that the
# command line can say them without a window, a game model (and its worker process) or a file.
NOT_FOR_WORDS = (
    "PySide6.QtGui",
    "PySide6.QtWidgets",
    "sf_desktop.session",
    "sf_desktop.views",
    "sf_desktop.storage",
    "sf_desktop.app",
    "sf_desktop.cli",
)


def test_the_words_import_only_qtcore_and_the_model() -> None:
    result = import_with_blocked(["sf_desktop.words"], [], NOT_FOR_WORDS)
    assert result["failed"] == {}
    assert result["leaked"] == []
    on_disk = {
        f"sf_desktop.words.{path.stem}"
        for path in (ROOT / "sf_desktop" / "words").glob("*.py")
        if path.stem != "__init__"
    }
    assert on_disk and on_disk <= set(result["imported"])


def test_the_words_block_catches_a_widget(tmp_path: Path) -> None:
    """The words' harness can fail: QtCore passes, QtGui is reported."""
    package = tmp_path / "speaks"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "translated.py").write_text("from PySide6.QtCore import QCoreApplication\n")
    (package / "painted.py").write_text("from PySide6.QtGui import QColor\n")
    result = import_with_blocked(["speaks"], [], NOT_FOR_WORDS, extra_path=tmp_path)
    assert "speaks.translated" in result["imported"]
    assert list(result["failed"]) == ["speaks.painted"]
    assert "PySide6.QtGui is blocked" in result["failed"]["speaks.painted"]


PROCESS_STARTERS = ("ProcessPoolExecutor", "get_context", ".Pool(", "Popen(", "subprocess.run", "os.fork")


def test_exactly_one_module_starts_processes() -> None:
    """The AI's worker process (moves, hints, reviews), the tournament's pool and an online
    load run's processes come from ``ai/worker.py``; no other module starts a process."""
    starters = sorted(
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "sf_desktop").rglob("*.py")
        if any(word in path.read_text(encoding="utf-8") for word in PROCESS_STARTERS)
    )
    assert starters == ["sf_desktop/ai/worker.py"]


def imports_of(path: Path, root: Path = ROOT) -> set[str]:
    """The absolute names of the project modules that ``path`` (a file under ``root``) imports,
    relative ones resolved."""
    package = ".".join(path.relative_to(root).with_suffix("").parts[:-1])
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return {name for name in names if name.startswith("sf_desktop")}


def layer_imports(layer: str) -> dict[str, set[str]]:
    """For each module of ``sf_desktop/<layer>``, the project modules it imports."""
    return {
        str(path.relative_to(ROOT)): imports_of(path) for path in (ROOT / "sf_desktop" / layer).rglob("*.py")
    }


def crossing(layer: str, forbidden: tuple[str, ...]) -> list[str]:
    return sorted(
        f"{module} imports {name}"
        for module, names in layer_imports(layer).items()
        for name in names
        if name.startswith(tuple(f"sf_desktop.{other}" for other in forbidden))
    )


def test_the_import_resolver_sees_relative_imports() -> None:
    """The checks below can fail: a relative import three levels up is resolved."""
    names = imports_of(ROOT / "sf_desktop" / "words" / "hints.py")
    assert "sf_desktop.model.reasons" in names


def test_views_never_import_the_ai() -> None:
    """Views draw what the game model says; they ask it for moves, hints and reviews."""
    assert crossing("views", ("ai",)) == []


def test_the_arrows_run_one_way() -> None:
    """model <- ai <- session <- views (ARCHITECTURE.md): no layer imports one above it."""
    assert crossing("model", ("ai", "session", "views", "app", "cli")) == []
    assert crossing("ai", ("session", "views", "app", "cli")) == []
    assert crossing("session", ("views", "app", "cli")) == []


def test_the_layout_document_is_current() -> None:
    """docs/layout.md gives every room and module its line, from their docstrings."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "layout_doc.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr


def test_online_play_imports_no_qt() -> None:
    """The protocol, the server and the client run without Qt (a server has no screen)."""
    result = import_with_qt_blocked(["sf_desktop.online"], [])
    assert result["failed"] == {}
    assert result["leaked"] == []
    on_disk = {
        ".".join(path.relative_to(ROOT).with_suffix("").parts)
        for path in (ROOT / "sf_desktop" / "online").rglob("*.py")
        if path.stem != "__init__"
    }
    assert (
        {"sf_desktop.online.protocol", "sf_desktop.online.server.hub"} <= on_disk <= set(result["imported"])
    )


def test_online_sits_on_the_ai_and_the_model() -> None:
    """online -> ai, model (and storage where needed); nothing below it imports it, and the
    views never know where a move came from (the session holds a remote game)."""
    assert crossing("online", ("session", "views", "app", "cli")) == []
    for layer in ("model", "ai", "storage", "views"):
        assert crossing(layer, ("online",)) == []
    assert "sf_desktop.online.server.hub imports sf_desktop.ai.base" in {
        f"{m.replace('/', '.').removesuffix('.py')} imports {n}"
        for m, names in layer_imports("online").items()
        for n in names
    }


def test_the_arrows_run_one_way_with_storage_and_the_top_layers() -> None:
    """storage <- model only; app and cli sit on top, nothing below imports them."""
    assert crossing("storage", ("ai", "session", "views", "app", "cli")) == []
    assert crossing("views", ("ai", "app", "cli")) == []
    assert crossing("session", ("views", "app", "cli")) == []
    assert crossing("ai", ("storage",)) == []


def test_the_words_sit_between_the_model_and_the_views() -> None:
    """views and cli -> words -> model: the words never reach up, and the layers below never
    speak (they give facts; the model, the AI and the files import no sentence)."""
    assert crossing("words", ("session", "views", "storage", "app", "cli")) == []
    for layer in ("model", "ai", "storage", "session"):
        assert crossing(layer, ("words",)) == [], layer


FILE_MODULES = {"os", "shutil", "tempfile", "platformdirs", "sf_desktop.storage"}


def file_side_of(path: Path) -> list[str]:
    """What in ``path`` touches files: a file-system module imported, or the builtin ``open``."""
    found = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if alias.name.partition(".")[0] in FILE_MODULES]
        elif isinstance(node, ast.ImportFrom) and not node.level:
            if (node.module or "").partition(".")[0] in FILE_MODULES:
                found.append(node.module or "")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "open":
            found.append("open()")
    if path.is_relative_to(ROOT):
        found += sorted(name for name in imports_of(path) if name.startswith("sf_desktop.storage"))
    return found


def test_the_model_does_no_file_io() -> None:
    """The model reads its packaged data (the deck) but never touches the player's files."""
    touching = {
        str(path.relative_to(ROOT)): file_side_of(path)
        for path in (ROOT / "sf_desktop" / "model").rglob("*.py")
        if file_side_of(path)
    }
    assert touching == {}


def test_the_file_check_can_fail(tmp_path: Path) -> None:
    module = tmp_path / "writes.py"
    module.write_text("import os\n\ndef save(p):\n    with open(p, 'w') as f:\n        f.write('x')\n")
    assert file_side_of(module) == ["os", "open()"]


MAX_LINES = 600


def test_no_module_is_over_600_lines() -> None:
    """A module a newcomer can read in one sitting: split by job past 600 lines."""
    long = {
        str(path.relative_to(ROOT)): n
        for path in (ROOT / "sf_desktop").rglob("*.py")
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}


MAIN_WINDOW = "sf_desktop.views.window.main_window"


def importers_of(module: str, root: Path = ROOT) -> list[str]:
    """The modules of ``sf_desktop`` (under ``root``) that import ``module``, under
    ``TYPE_CHECKING`` too."""
    return sorted(
        path.relative_to(root).as_posix()
        for path in (root / "sf_desktop").rglob("*.py")
        if any(name == module or name.startswith(module + ".") for name in imports_of(path, root))
    )


def test_only_the_app_imports_the_main_window() -> None:
    """The main window is the hub that makes its helpers and gives each what it needs; no helper
    reaches back through it. Only the wiring in ``app/`` knows it."""
    importers = importers_of(MAIN_WINDOW)
    assert [path for path in importers if not path.startswith("sf_desktop/app/")] == []
    assert "sf_desktop/app/window.py" in importers


def test_the_importer_check_sees_a_reach_through_the_window(tmp_path: Path) -> None:
    """The check above can fail: an import of the main window kept for type hints only, in a
    module beside it, is found."""
    room = tmp_path / "sf_desktop" / "views" / "window"
    room.mkdir(parents=True)
    (room / "main_window.py").write_text("class MainWindow: ...\n")
    (room / "reaches_through.py").write_text(
        "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    from .main_window import MainWindow\n"
    )
    (room / "apart.py").write_text("from ..table import scene\n")
    assert importers_of(MAIN_WINDOW, tmp_path) == ["sf_desktop/views/window/reaches_through.py"]


def test_mypy_checks_every_module_and_leaves_none_out() -> None:
    """The views were once left out of the type check, a list that shrank to nothing: none may
    be left out again, nor may the check skip errors anywhere."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["files"] == ["sf_desktop", "tools"]
    left_out = [m for o in config.get("overrides", []) if o.get("ignore_errors") for m in o["module"]]
    assert left_out == [] and not config.get("ignore_errors"), left_out
    assert config.get("disallow_untyped_defs") is True, "every function says its types"


def test_the_game_model_never_asks_where_the_game_lives() -> None:
    """The game model holds whoever plays the seats behind one interface (session/seats): it
    imports neither the online session nor the network, even for its types; importing it
    brings in no online module."""
    model = ROOT / "sf_desktop" / "session" / "game_model.py"
    online = [
        n for n in imports_of(model) if n.startswith(("sf_desktop.online", "sf_desktop.session.remote_game"))
    ]
    assert online == []
    done = subprocess.run(
        [sys.executable, "-c", "import sys, sf_desktop.session.game_model as m; "
         "print(sorted(n for n in sys.modules if n.startswith(('sf_desktop.online', 'websockets'))))"],
        capture_output=True, text=True, timeout=60, cwd=ROOT, check=True,
    )  # fmt: skip
    assert done.stdout.strip() == "[]"
