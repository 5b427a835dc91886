"""Bad command lines and misbehaving bots: one line that names the problem, a non-zero exit.

Each of these used to end in a traceback, a hang, or a silent exit 0. A bot's own exception is
reported with its type and message; its traceback only with ``--debug``. A bot that never
answers forfeits the game after ``--decision-timeout`` and the run goes on.
"""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
import sysconfig
import textwrap
from pathlib import Path

import pytest

from sf_desktop.cli.main import main as cli_main

# Where pip put the console script: bin/sf-desktop-cli, or Scripts\sf-desktop-cli.exe on Windows.
CONSOLE_SCRIPT = Path(sysconfig.get_path("scripts")) / (
    "sf-desktop-cli.exe" if sys.platform == "win32" else "sf-desktop-cli"
)
_numbers = itertools.count()

BOTS = {
    "raises_at_import": 'raise RuntimeError("no config file")\n',
    "syntax_error": "class Bot:\n    def choose(self, view, rng)\n        return None\n",
    "exits_at_import": "import sys\nsys.exit(0)\n",
    "raises_in_init": textwrap.dedent(
        """
        class Bot:
            def __init__(self):
                raise ValueError("needs a weights file")
            def choose(self, view, rng):
                return None
        """
    ),
    "raises_in_choose": textwrap.dedent(
        """
        class Bot:
            def choose(self, view, rng):
                raise KeyError("missing opening book")
        """
    ),
    "recurses": textwrap.dedent(
        """
        class Bot:
            def choose(self, view, rng):
                return self.choose(view, rng)
        """
    ),
    "int_bonus": textwrap.dedent(
        """
        from sf_desktop.ai.greedy import GreedyAgent
        from sf_desktop.model.actions import ChooseBonus

        class Bot:
            def __init__(self):
                self.inner = GreedyAgent()
            def choose(self, view, rng):
                action = self.inner.choose(view, rng)
                if isinstance(action, ChooseBonus):
                    return ChooseBonus(int(action.kind))  # equal to the enum, but a plain int
                return action
        """
    ),
    "never_answers": textwrap.dedent(
        """
        from sf_desktop.model.rules import legal_actions

        class Bot:
            def choose(self, view, rng):
                if view.turn >= 3:
                    while True:
                        pass
                return legal_actions(view)[0]
        """
    ),
    "swallows_and_sleeps": textwrap.dedent(
        """
        import time

        class Bot:
            def choose(self, view, rng):
                while True:
                    try:
                        time.sleep(1000)
                    except Exception:
                        pass
        """
    ),
}


@pytest.fixture
def bots(tmp_path: Path, monkeypatch) -> dict[str, str]:
    """Each bot written to a module of a fresh name (imports are cached): name -> seat."""
    folder = tmp_path / "bots"
    folder.mkdir()
    seats = {}
    for name, source in BOTS.items():
        module = f"{name}_{next(_numbers)}"
        (folder / f"{module}.py").write_text(source, encoding="utf-8")
        seats[name] = f"{module}:Bot"
    monkeypatch.syspath_prepend(str(folder))
    return seats


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli_main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(code: int, err: str, *names: str) -> None:
    assert code != 0
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    for name in names:
        assert name in lines[0], f"{name!r} not named in {lines[0]!r}"


@pytest.mark.parametrize(
    ("bot", "words"),
    [
        ("raises_at_import", ["RuntimeError", "no config file"]),
        ("syntax_error", ["syntax error", ".py, line 2"]),
        ("exits_at_import", ["sys.exit(0)"]),
        ("raises_in_init", ["ValueError", "needs a weights file"]),
        ("raises_in_choose", ["KeyError", "missing opening book"]),
        ("recurses", ["RecursionError"]),
        ("int_bonus", ["illegal action", "kind must be a BonusKind"]),
    ],
)
@pytest.mark.parametrize("command", ["play", "tournament"])
def test_a_broken_bot_is_one_line_naming_the_seat(capsys, bots, bot, words, command) -> None:
    seat = bots[bot]
    argv = ["--seats", f"{seat},greedy"]
    argv += ["--games", "4"] if command == "play" else ["--games", "4", "--seed", "1"]
    code, _, err = run(capsys, command, *argv)
    assert_one_line_error(code, err, seat, *words)


def test_with_debug_the_bots_own_traceback_is_shown(capsys, bots) -> None:
    seat = bots["raises_in_choose"]
    code, _, err = run(capsys, "play", "--seats", f"{seat},random", "--debug")
    assert code == 1
    assert "Traceback" in err and 'raise KeyError("missing opening book")' in err
    assert err.strip().splitlines()[-1].startswith("error: ")


@pytest.mark.parametrize("seat", [".x:Y", "../../etc:passwd", "a b:C", "os:", ":Bot", "x:Y:Z"])
def test_a_seat_that_is_not_an_import_path_is_refused(capsys, seat) -> None:
    code, _, err = run(capsys, "play", "--seats", f"{seat},random")
    assert_one_line_error(code, err, seat)


@pytest.mark.skipif(
    bool(sys.flags.ignore_environment),
    reason="this Python ignores PYTHONPATH (Windows' embeddable Python, isolated by its ._pth "
    "file), and PYTHONPATH is how the test hands its bot module to the console script",
)
def test_a_module_that_exits_at_import_is_an_error_from_the_console_script(bots, tmp_path) -> None:
    """``sys.exit(0)`` while loading used to end the program with status 0 and no word."""
    seat = bots["exits_at_import"]
    # Windows programs need SYSTEMROOT even in a minimal environment.
    system_root = {k: v for k, v in os.environ.items() if k.upper() == "SYSTEMROOT"}
    done = subprocess.run(
        [str(CONSOLE_SCRIPT), "play", "--seats", f"{seat},random"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path / "bots",
        env={"PYTHONPATH": str(tmp_path / "bots"), "PATH": "/usr/bin:/bin", **system_root},
        check=False,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.strip().splitlines() == [
        f"error: cannot load the seat {seat!r}: the module {seat.split(':')[0]} called sys.exit(0) while loading"
    ]


@pytest.mark.parametrize(
    "argv",
    [
        ["bench", "--seconds", "inf"],
        ["bench", "--seconds", "nan"],
        ["bench", "--seconds", "-1"],
        ["tournament", "--seats", "hard,greedy", "--budget-ms", "nan"],
        ["tournament", "--seats", "hard,greedy", "--budget-ms", "inf"],
        ["tournament", "--seats", "hard,greedy", "--budget-ms", "0"],
        ["tournament", "--seats", "hard,greedy", "--budget-iters", "0"],
        ["tournament", "--seats", "hard,greedy", "--games", "0"],
        ["tournament", "--seats", "hard,greedy", "--jobs", "100000"],
        ["tournament", "--seats", "hard,greedy", "--seed", "-1"],
        ["play", "--decision-timeout", "inf"],
        ["play", "--decision-timeout", "0"],
        ["play", "--games", "nan"],
        ["savebench", "--repeats", "0"],
        ["savebench", "--repeats", "-1"],
    ],
    ids=" ".join,
)
def test_numbers_out_of_range_are_usage_errors(capsys, argv) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli_main(argv)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert f"argument {argv[-2]}" in err
    assert "must be" in err or "is not a" in err


def test_a_bot_that_never_answers_forfeits_and_the_games_go_on(capsys, bots) -> None:
    seat = bots["never_answers"]
    code, out, err = run(
        capsys, "play", "--seats", f"{seat},greedy", "--games", "2", "--decision-timeout", "0.3"
    )
    assert code == 0, err
    reasons = err.strip().splitlines()
    assert len(reasons) == 2
    for line in reasons:
        assert f"seat 1 ({seat}) made no decision within 0.3 s and forfeits the game" in line
    assert "2 game(s)" in out
    bot_line, greedy_line = out.splitlines()[1:3]
    assert "win share   0.0%" in bot_line and "forfeited 2" in bot_line
    assert "win share 100.0%" in greedy_line


def test_a_bot_that_swallows_the_interruption_still_forfeits(capsys, bots) -> None:
    seat = bots["swallows_and_sleeps"]
    code, out, err = run(capsys, "play", "--seats", f"random,{seat}", "--json", "--decision-timeout", "0.2")
    assert code == 0, err
    assert "seat 2" in err and "forfeits" in err
    assert '"forfeit":{"seat":1' in out and '"winners":[0]' in out


def test_a_tournament_counts_forfeits_and_goes_on(capsys, bots) -> None:
    seat = bots["never_answers"]
    code, out, err = run(
        capsys,
        "tournament",
        "--seats",
        f"{seat},random",
        "--games",
        "2",
        "--decision-timeout",
        "0.3",
    )
    assert code == 0, err
    assert err.count("forfeits the game") == 2
    assert "forfeits (no decision in time: the game lost)" in out
    random_line = next(line for line in out.splitlines() if line.startswith("random"))
    assert "100.0%" in random_line


def test_a_tournament_log_that_is_a_folder_is_refused(capsys, tmp_path) -> None:
    code, _, err = run(
        capsys, "tournament", "--seats", "random,random", "--games", "2", "--log", str(tmp_path)
    )
    assert_one_line_error(code, err, str(tmp_path))


def test_a_tournament_log_that_is_not_ours_is_read_past(capsys, tmp_path) -> None:
    log = tmp_path / "log.jsonl"
    log.write_bytes(
        b'\xff\xfe{"key": 1}\n[1, 2]\n{"key": [["random", "random"], [], 0, "x", 0], "totals": 3}\n'
    )
    code, out, err = run(capsys, "tournament", "--seats", "random,random", "--games", "2", "--log", str(log))
    assert code == 0, err
    assert "2 games" in out


@pytest.mark.parametrize(
    ("argv", "named"),
    [
        (["--seats", "greedy,grandmaster"], "grandmaster"),
        (["--seats", "greedy"], "2 to 4 seats"),
        (["--seats", "greedy,greedy,greedy,greedy,greedy"], "2 to 4 seats"),
    ],
)
def test_savebench_names_a_bad_seat(capsys, argv, named) -> None:
    code, _, err = run(capsys, "savebench", *argv)
    assert_one_line_error(code, err, named)


def test_savebench_refuses_a_dir_that_is_a_file(capsys, tmp_path) -> None:
    a_file = tmp_path / "notes.txt"
    a_file.write_text("x", encoding="utf-8")
    code, _, err = run(capsys, "savebench", "--dir", str(a_file), "--repeats", "1")
    assert_one_line_error(code, err, f"{a_file} is not a folder")


def test_savebench_says_a_missing_dir_does_not_exist(capsys, tmp_path) -> None:
    missing = tmp_path / "new" / "deep"
    code, _, err = run(capsys, "savebench", "--dir", str(missing), "--repeats", "1")
    assert_one_line_error(code, err, f"{missing} does not exist")
    assert "not a folder" not in err
    assert not missing.parent.exists()  # nothing was made on the way
