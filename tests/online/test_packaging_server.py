"""The server's packaging examples: the systemd unit and the container file start the server
with options it knows, and the server runs on a machine without Qt."""

from __future__ import annotations

import json
import re
import shlex
import signal
import subprocess
import sys
from pathlib import Path

from online_helpers import ROOT

from sf_desktop.cli.serve import add_arguments

SERVER = ROOT / "packaging" / "server"
NO_QT = """
import importlib.abc, sys
class NoQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in ("PySide6", "shiboken6"):
            raise ImportError(name + " is not installed on this server")
sys.meta_path.insert(0, NoQt())
from sf_desktop.cli.serve import main
sys.exit(main(sys.argv[1:]))
"""


def parses(args: list[str]) -> None:
    import argparse

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    parser.parse_args(args)  # exits (and fails the test) on an unknown option


def test_the_systemd_unit_runs_the_server_with_known_options() -> None:
    unit = (SERVER / "sf-desktop-server.service").read_text()
    line = re.search(r"^ExecStart=(.+)$", unit, re.M)[1]
    words = shlex.split(line)
    assert words[1:3] == ["-m", "sf_desktop.cli.serve"]
    parses(words[3:])
    assert "KillSignal=SIGTERM" in unit and "StateDirectory=sf-desktop" in unit
    # the descriptors its connections may take, and the proxy in front believed for addresses
    assert int(re.search(r"^LimitNOFILE=(\d+)$", unit, re.M)[1]) >= 4096
    assert words[words.index("--trusted-proxy") + 1] == "127.0.0.1"


def test_the_container_runs_the_server_with_known_options() -> None:
    text = (SERVER / "Containerfile").read_text()
    entry = json.loads(re.search(r"^ENTRYPOINT (.+)$", text, re.M)[1])
    cmd = json.loads(re.search(r"^CMD (.+)$", text, re.M)[1])
    assert entry[:3] == ["python", "-m", "sf_desktop.cli.serve"]
    parses(entry[3:] + cmd)
    assert "STOPSIGNAL SIGTERM" in text and "--no-deps" in text and "PySide6" not in text


def test_the_server_runs_without_qt(tmp_path: Path) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-c", NO_QT, "--port", "0", "--store", str(tmp_path / "s.sqlite3")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    try:
        line = proc.stdout.readline()
        proc.send_signal(signal.SIGTERM)
        code = proc.wait(60)
    finally:
        if proc.poll() is None:
            proc.kill()
        err = proc.stderr.read()
        proc.stdout.close()
        proc.stderr.close()
    assert re.fullmatch(r"listening on ws://127\.0\.0\.1:\d+\n", line), err
    assert code == 0, err
