"""The machines of the home-network tests, each run inside a network namespace the test made
(``ip netns exec NS python lan_roles.py ROLE ...``): they say what happens as JSON lines on
standard output and take commands, one a line, on standard input. Each ends when its input
closes, on ``quit``, or after two minutes whatever happens. ``SF_TEST_TTL_S`` and
``SF_TEST_SWEEP_S`` shorten the lifetime of published records and a browser's sweep, so that
a vanished server can be seen to go within a test's time.

- ``advertise NAME PORT [PROTOCOL]``: publish a server (of another protocol version); ``update NAME``, ``close``.
- ``browse``: print the list of servers each time it changes.
- ``map PORT TIMEOUT_S``: ask the router for the port; ``renew``, ``unmap``.
- ``host DATA_DIR NAME [PORT]``: a ``LocalHost``; ``create`` (a room for two people),
  ``started`` (wait for the friend), ``unfinished`` (once published), ``stop``.
- ``join URL CODE NAME``: take a seat in a room and wait for the game to start.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import threading
import time
from pathlib import Path
from typing import Any

import attrs

LIFETIME_S = float(os.environ.get("SF_TEST_LIFETIME_S", "120"))


def say(**fields: Any) -> None:
    sys.stdout.write(json.dumps(fields) + "\n")
    sys.stdout.flush()


def mapping_json(mapping: Any) -> dict[str, Any]:
    return {k: v for k, v in attrs.asdict(mapping, recurse=False).items() if k != "lease"}


def commands() -> Any:
    for line in sys.stdin:
        words = line.split()
        if not words or words[0] == "quit":
            return
        yield words


def shortened() -> None:
    from sf_desktop.online import discovery

    if "SF_TEST_TTL_S" in os.environ:
        discovery.TTL_S = int(os.environ["SF_TEST_TTL_S"])
    if "SF_TEST_SWEEP_S" in os.environ:
        discovery.SWEEP_S = float(os.environ["SF_TEST_SWEEP_S"])


def advertise(name: str, port: str, protocol: str = "") -> None:
    from sf_desktop.online import discovery

    shortened()
    if protocol:  # a server of another version, as a newer or older app would publish it
        discovery.PROTOCOL = int(protocol)
    ad = discovery.advertise(name, int(port))
    say(published=ad.service_name, addresses=discovery.local_addresses())
    for words in commands():
        if words[0] == "update":
            ad.update(name=" ".join(words[1:]))
            say(updated=True)
        elif words[0] == "close":
            started = time.monotonic()
            ad.close()
            say(closed=True, seconds=time.monotonic() - started)
    ad.close()


def browse() -> None:
    from sf_desktop.online import discovery

    shortened()
    browser = discovery.browse(lambda servers: say(servers=[attrs.asdict(s) for s in servers]))
    say(browsing=True)
    for _ in commands():
        pass
    browser.close()


def map_port(port: str, timeout_s: str) -> None:
    from sf_desktop.online import portmap

    started = time.monotonic()
    mapping = portmap.map_port(int(port), timeout_s=float(timeout_s))
    lease = mapping.lease.lease_s if mapping.lease else None
    say(mapping=mapping_json(mapping), lease_s=lease, seconds=time.monotonic() - started)
    for words in commands():
        if words[0] == "renew":
            mapping = portmap.renew(mapping)
            say(renewed=mapping_json(mapping))
        elif words[0] == "unmap":
            say(unmapped=portmap.unmap(mapping))


def host(data_dir: str, name: str, port: str = "0") -> None:
    from sf_desktop.online.client import OnlineClient
    from sf_desktop.online.hosting import LocalHost
    from sf_desktop.online.loop_thread import LoopThread

    started = time.monotonic()
    local = LocalHost(
        Path(data_dir), port=int(port), name=name, on_mapping=lambda m: say(mapping=mapping_json(m))
    )
    say(port=local.port, local=local.url_local, lan=local.url_for_lan(), seconds=time.monotonic() - started)
    loop = LoopThread("host-client").start()
    client = OnlineClient(local.url_local, reconnect=False)
    for words in commands():
        if words[0] == "create":
            ticket = loop.submit(client.create(name, ["person", "person"])).result(30)
            say(code=ticket.code)
        elif words[0] == "started":
            table = loop.submit(client.wait_for(lambda t: t.started, 60)).result(90)
            say(started=True, names=table.names)
        elif words[0] == "unfinished":
            deadline = time.monotonic() + 30  # registering ends after the first announcements
            while not local.published and time.monotonic() < deadline:
                time.sleep(0.05)
            say(unfinished=local.unfinished_rooms(), published=local.published)
        elif words[0] == "stop":
            loop.submit(client.close()).result(30)
            loop.stop()
            started = time.monotonic()
            local.stop()
            say(stopped=True, seconds=time.monotonic() - started, unfinished=local.unfinished_rooms())
            return


def join(url: str, code: str, name: str) -> None:
    from sf_desktop.online.client import OnlineClient
    from sf_desktop.online.loop_thread import LoopThread

    loop = LoopThread("friend-client").start()
    client = OnlineClient(url, reconnect=False)
    ticket = loop.submit(client.join(code, name)).result(30)
    table = loop.submit(client.wait_for(lambda t: t.started, 60)).result(90)
    say(seat=ticket.seat, names=table.names, started=table.started)
    loop.submit(client.close()).result(30)
    loop.stop()


ROLES = {"advertise": advertise, "browse": browse, "map": map_port, "host": host, "join": join}


def main() -> None:
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(threadName)s %(name)s: %(message)s")
    watchdog = threading.Timer(LIFETIME_S, os._exit, args=(3,))
    watchdog.daemon = True
    watchdog.start()
    ROLES[sys.argv[1]](*sys.argv[2:])
    sys.stdout.flush()
    os._exit(0)  # the daemon threads of zeroconf and the server need not be waited for


if __name__ == "__main__":
    main()
