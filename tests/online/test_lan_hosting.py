"""The app's own game server (``LocalHost``): on loopback in this machine's namespace (the
port kept across restarts, another taken when it is busy, the unfinished rooms counted, a
bounded stop); and on a home network of namespaces (``netns.py``), published, mapped by the
test's router, and joined by a friend on another machine through the address it shows."""

from __future__ import annotations

import json
import os
import socket
import threading
import time
from pathlib import Path

import pytest
from netns import lan, needs_namespaces

from sf_desktop.online import hosting
from sf_desktop.online.client import OnlineClient
from sf_desktop.online.hosting import LocalHost
from sf_desktop.online.loop_thread import LoopThread

OUTSIDE = "203.0.113.7"


def create_room(url: str) -> str:
    loop = LoopThread("test-client").start()
    client = OnlineClient(url, reconnect=False)
    try:
        return loop.submit(client.create("Alice", ["person", "person"])).result(30).code
    finally:
        loop.submit(client.close()).result(30)
        loop.stop()


def test_a_loopback_host_serves_and_keeps_its_port_for_the_next_start(tmp_path: Path) -> None:
    assert hosting.unfinished_rooms(tmp_path) == 0  # nothing hosted yet: no store either
    host = LocalHost(tmp_path, name="Alice", lan=False)
    try:
        assert host.url_local == f"ws://127.0.0.1:{host.port}"
        assert host.url_for_lan() == [] and host.mapping is None and not host.published
        assert host.unfinished_rooms() == 0
        create_room(host.url_local)
        assert host.unfinished_rooms() == 1
    finally:
        host.stop()
    host.stop()  # a second stop does nothing
    assert (tmp_path / "online" / "hosted.sqlite").exists()
    assert json.loads((tmp_path / "online" / "hosted.json").read_text()) == {"port": host.port}
    assert hosting.unfinished_rooms(tmp_path) == 1  # read from the store, the server stopped
    with LocalHost(tmp_path, name="Alice", lan=False) as again:
        assert again.port == host.port  # friends come back to the same address
        assert again.unfinished_rooms() == 1


def test_a_busy_port_gives_another_which_is_then_kept(tmp_path: Path) -> None:
    with socket.socket() as squatter:
        squatter.bind(("127.0.0.1", 0))
        squatter.listen()
        busy = squatter.getsockname()[1]
        hosting.remember_port(tmp_path, busy)
        with LocalHost(tmp_path, name="Alice", lan=False) as host:
            assert host.port != busy
            create_room(host.url_local)  # it serves
        assert hosting.remembered_port(tmp_path) == host.port
        with LocalHost(tmp_path, port=busy, name="Alice", lan=False) as asked:
            assert asked.port != busy  # a port asked for but busy: another, as well


def test_one_data_folder_has_one_host_at_a_time(tmp_path: Path) -> None:
    """Two servers on one store would not hear each other's moves: a second copy of the app
    is refused while the first hosts, and hosts once it stopped."""
    first = LocalHost(tmp_path, name="Alice", lan=False)
    try:
        with pytest.raises(hosting.HostedElsewhereError):
            LocalHost(tmp_path, name="Alice", lan=False)
        with LocalHost(tmp_path / "elsewhere", name="Bob", lan=False) as other:
            assert other.port != first.port  # another folder hosts alongside
    finally:
        first.stop()
    with LocalHost(tmp_path, name="Alice", lan=False) as second:
        assert second.port == first.port


@pytest.mark.parametrize("text", ["", "{", '{"port": "8765"}', '{"port": 80}', '{"port": 70000}', "[]"])
def test_an_unreadable_port_file_means_a_free_port(tmp_path: Path, text: str) -> None:
    (tmp_path / "online").mkdir()
    (tmp_path / "online" / "hosted.json").write_text(text)
    assert hosting.remembered_port(tmp_path) == 0
    with LocalHost(tmp_path, name="Alice", lan=False) as host:
        assert host.port > 0
    assert hosting.remembered_port(tmp_path) == host.port


@pytest.mark.parametrize("odd", ["deep", "huge", "folder", "pipe", "zeros"])
def test_a_hostile_port_file_is_read_as_none_at_once(tmp_path: Path, odd: str) -> None:
    """A pipe there hung hosting (and a start that resumed a hosted game), /dev/zero filled the
    memory, 4,000 brackets refused hosting for good; each is no port, and hosting goes on."""
    note = tmp_path / "online" / "hosted.json"
    note.parent.mkdir()
    if odd == "deep":
        note.write_text("[" * 4000)
    elif odd == "huge":
        note.write_text('{"port": 9000, "pad": "' + "x" * 100_000 + '"}')
    elif odd == "folder":
        note.mkdir()
    elif odd == "pipe" and hasattr(os, "mkfifo"):
        os.mkfifo(note)
    elif odd == "zeros" and os.path.exists("/dev/zero"):
        note.symlink_to("/dev/zero")
    else:
        pytest.skip(f"no {odd} on this system")
    assert hosting.remembered_port(tmp_path) == 0
    with LocalHost(tmp_path, name="Alice", lan=False) as host:
        assert host.port > 0
    if odd != "folder":  # a folder stays (nothing of the player's is deleted): no port kept
        assert hosting.remembered_port(tmp_path) == host.port


def test_stopping_ends_the_server_and_its_threads(tmp_path: Path) -> None:
    before = set(threading.enumerate())
    host = LocalHost(tmp_path, name="Alice", lan=False)
    create_room(host.url_local)
    host.stop()
    with socket.socket() as probe:
        assert probe.connect_ex(("127.0.0.1", host.port)) != 0  # nobody listens any more
    deadline = time.monotonic() + 30
    while set(threading.enumerate()) - before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert [t.name for t in set(threading.enumerate()) - before if t.is_alive()] == []


@pytest.mark.slow
@needs_namespaces
def test_a_friend_on_the_home_network_finds_the_host_and_joins(tmp_path: Path) -> None:
    with lan("router", "host", "friend") as net:
        router = net.start("router", "fake_igd.py", "--lan", net.addresses["router"], "--outside", OUTSIDE)
        router.expect(lambda line: "ready" in line)
        browser = net.start("friend", "lan_roles.py", "browse")
        browser.expect(lambda line: "browsing" in line)
        host = net.start("host", "lan_roles.py", "host", str(tmp_path), "Alice")
        started = host.expect(lambda line: "port" in line)
        port = started["port"]
        assert started["lan"] == [f"ws://{net.addresses['host']}:{port}"]  # lan0 alone: no loopback
        mapping = host.expect(lambda line: "mapping" in line)["mapping"]
        assert mapping == {"ok": True, "external_ip": OUTSIDE, "external_port": port, "reason": "mapped"}
        added = router.expect(lambda line: line.get("action") == "AddPortMapping" and line["error"] is None)
        assert added["args"]["NewInternalClient"] == net.addresses["host"]
        assert added["args"]["NewInternalPort"] == str(port)

        found = browser.expect(lambda line: bool(line.get("servers")))["servers"]
        assert [(s["name"], s["url"]) for s in found] == [("Alice", started["lan"][0])]
        host.send("create")
        code = host.expect(lambda line: "code" in line)["code"]
        friend = net.start("friend", "lan_roles.py", "join", found[0]["url"], code, "Bob")
        joined = friend.expect(lambda line: "seat" in line, timeout=60)
        assert joined["seat"] == 1 and joined["started"] is True and joined["names"] == ["Alice", "Bob"]
        host.send("started")
        assert host.expect(lambda line: "started" in line, timeout=60)["names"] == ["Alice", "Bob"]
        host.send("unfinished")
        assert host.expect(lambda line: "unfinished" in line) == {"unfinished": 1, "published": True}, (
            host.errors()
        )

        host.send("stop")
        stopped = host.expect(lambda line: "stopped" in line, timeout=60)
        assert stopped["seconds"] < 20 and stopped["unfinished"] == 1  # bounded; the room is kept
        deleted = router.expect(lambda line: line.get("action") == "DeletePortMapping")
        assert deleted["args"]["NewExternalPort"] == str(port) and deleted["error"] is None
        assert browser.expect(lambda line: line.get("servers") == [])["servers"] == []
        host.close()

        again = net.start("host", "lan_roles.py", "host", str(tmp_path), "Alice")
        assert again.expect(lambda line: "port" in line)["port"] == port  # the same address as before
        assert [s["url"] for s in browser.expect(lambda line: bool(line.get("servers")))["servers"]] == [
            f"ws://{net.addresses['host']}:{port}"
        ]


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX")
def test_the_hosted_store_is_readable_by_its_owner_only(tmp_path: Path) -> None:
    previous = os.umask(0o022)
    try:
        with LocalHost(tmp_path, name="Alice", lan=False) as host:
            create_room(host.url_local)
            store = tmp_path / "online" / "hosted.sqlite"
            modes = {p.name: p.stat().st_mode & 0o777 for p in store.parent.glob("hosted.sqlite*")}
    finally:
        os.umask(previous)
    assert modes == {"hosted.sqlite": 0o600, "hosted.sqlite-wal": 0o600, "hosted.sqlite-shm": 0o600}
