"""A home network made of Linux network namespaces, for the tests of hosting from the app.

Multicast DNS and UPnP discovery send to the whole local network, so these tests never run
them in the machine's own namespace: :class:`Lan` makes one namespace per machine, each with
one virtual Ethernet link to a bridge in a namespace of its own (the switch), addresses of
198.18.0.0/24 (set aside for benchmarks: nobody's), and a default route to the router's
address. No link leads out of these namespaces, so no packet reaches any other machine;
deleting them (at the end of each test) deletes their links. The machines are Python
processes started with ``ip netns exec`` (``lan_roles.py``, ``fake_igd.py``).

Needs Linux, root and ``ip`` (iproute2); elsewhere :func:`skip_reason` says why not.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
SUBNET = "198.18.0"
ROUTER_ADDRESS = f"{SUBNET}.1"
_count = itertools.count()


def _ip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=30, check=False)


def _must(*args: str) -> None:
    done = _ip(*args)
    if done.returncode != 0:
        raise RuntimeError(f"ip {' '.join(args)}: {done.stderr.strip()}")


_reason: list[str | None] = []


def skip_reason() -> str | None:
    """Why namespaces cannot be made here (None: they can), found once."""
    if not _reason:
        _reason.append(_find_skip_reason())
    return _reason[0]


def _find_skip_reason() -> str | None:
    if not sys.platform.startswith("linux"):
        return "network namespaces are Linux's"
    if os.geteuid() != 0:
        return "making network namespaces needs root"
    if shutil.which("ip") is None:
        return "the ip command (Debian's iproute2) is missing"
    probe = f"sfprobe{os.getpid()}"
    done = _ip("netns", "add", probe)
    if done.returncode != 0:
        return f"cannot make a network namespace: {done.stderr.strip()}"
    _ip("netns", "del", probe)
    return None


needs_namespaces = pytest.mark.skipif(skip_reason() is not None, reason=str(skip_reason()))


class Machine:
    """A Python process inside one namespace, read line by line as JSON."""

    def __init__(self, namespace: str, script: Path, *args: str, env: dict[str, str] | None = None) -> None:
        self.name = f"{namespace} {script.name} {' '.join(args)}"
        self.stderr = tempfile.TemporaryFile(mode="w+", encoding="utf-8")  # noqa: SIM115 - closed in close()
        path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
        env = {**os.environ, **(env or {}), "PYTHONPATH": path, "PYTHONUNBUFFERED": "1"}
        self.process = subprocess.Popen(
            ["ip", "netns", "exec", namespace, sys.executable, str(script), *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.stderr,
            text=True,
            cwd=ROOT,
            env=env,
        )
        self.lines: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.seen: list[dict[str, Any]] = []
        self._reader = threading.Thread(target=self._read, args=(self.process.stdout,), daemon=True)
        self._reader.start()

    def _read(self, stream: IO[str] | None) -> None:
        assert stream is not None
        for line in stream:
            with contextlib.suppress(ValueError):
                self.lines.put(json.loads(line))
        self.lines.put(None)

    def expect(self, condition: Callable[[dict[str, Any]], bool], timeout: float = 30.0) -> dict[str, Any]:
        """The next line that meets ``condition`` (the ones before it are kept in ``seen``)."""
        deadline = time.monotonic() + timeout
        while (left := deadline - time.monotonic()) > 0:
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                break
            if line is None:
                raise AssertionError(f"{self.name} ended: {self.errors()}")
            self.seen.append(line)
            if condition(line):
                return line
        raise AssertionError(
            f"{self.name}: nothing of the kind within {timeout} s; saw {self.seen[-5:]}; {self.errors()}"
        )

    def rest(self, timeout: float = 30.0) -> list[dict[str, Any]]:
        """Every line, once it has ended (close it first): ``seen`` and the ones not read yet."""
        deadline = time.monotonic() + timeout
        while (left := deadline - time.monotonic()) > 0:
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                break
            if line is None:
                return self.seen
            self.seen.append(line)
        raise AssertionError(f"{self.name} did not end within {timeout} s")

    def send(self, command: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def errors(self) -> str:
        self.stderr.seek(0)
        return self.stderr.read()[-3000:]

    def close(self, timeout: float = 20.0) -> int:
        """Close its input (it ends) and wait; killed if it does not end in time."""
        with contextlib.suppress(OSError, ValueError):
            assert self.process.stdin is not None
            self.process.stdin.close()
        try:
            code = self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            code = self.process.wait(10)
        self.stderr.close()
        return code


class Lan:
    """Machines on one home network (a bridge), each in its own namespace."""

    def __init__(self, *machines: str) -> None:
        tag = f"sf{os.getpid()}x{next(_count)}"
        self.switch = f"{tag}-sw"
        self.namespaces = {name: f"{tag}-{name}" for name in machines}
        self.addresses = {name: f"{SUBNET}.{i + 1}" for i, name in enumerate(machines)}
        self.machines: list[Machine] = []
        made = [self.switch]
        try:
            _must("netns", "add", self.switch)
            _must("-n", self.switch, "link", "add", "br0", "type", "bridge")
            _must("-n", self.switch, "link", "set", "br0", "type", "bridge", "mcast_snooping", "0")
            _must("-n", self.switch, "link", "set", "br0", "up")
            for i, name in enumerate(machines):
                ns = self.namespaces[name]
                _must("netns", "add", ns)
                made.append(ns)
                port = f"p{i}"
                _must(
                    "link",
                    "add",
                    "lan0",
                    "netns",
                    ns,
                    "type",
                    "veth",
                    "peer",
                    "name",
                    port,
                    "netns",
                    self.switch,
                )
                _must("-n", self.switch, "link", "set", port, "master", "br0", "up")
                _must("-n", ns, "link", "set", "lo", "up")
                _must("-n", ns, "addr", "add", f"{self.addresses[name]}/24", "dev", "lan0")
                _must("-n", ns, "link", "set", "lan0", "up")
                if self.addresses[name] != ROUTER_ADDRESS:
                    _must("-n", ns, "route", "add", "default", "via", ROUTER_ADDRESS)
        except BaseException:
            for ns in made:
                _ip("netns", "del", ns)
            raise

    def start(self, machine: str, script: str, *args: str, env: dict[str, str] | None = None) -> Machine:
        """Start ``script`` (beside this file) with ``args`` (and ``env``) on ``machine``."""
        started = Machine(self.namespaces[machine], HERE / script, *args, env=env)
        self.machines.append(started)
        return started

    def close(self) -> None:
        for machine in self.machines:
            machine.close()
        for ns in [*self.namespaces.values(), self.switch]:
            _ip("netns", "del", ns)

    def __enter__(self) -> Lan:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


@contextlib.contextmanager
def lan(*machines: str) -> Iterator[Lan]:
    network = Lan(*machines)
    try:
        yield network
    finally:
        network.close()
