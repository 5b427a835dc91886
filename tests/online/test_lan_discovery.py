"""Games found on the home network (DNS-SD over multicast DNS): published on one machine,
found, renamed and withdrawn on another, each machine a network namespace of the test's own
(``netns.py``); and what is published, read without a network."""

from __future__ import annotations

import ipaddress
import threading
import time

import pytest
from netns import lan, needs_namespaces
from zeroconf import ServiceInfo, ServiceStateChange

from sf_desktop.online import discovery
from sf_desktop.online.discovery import SERVICE_TYPE, FoundServer
from sf_desktop.online.protocol import PROTOCOL


def servers(line: dict) -> list[dict] | None:
    return line.get("servers")


@pytest.mark.slow
@needs_namespaces
def test_a_server_published_on_one_machine_is_found_renamed_and_gone_on_another() -> None:
    with lan("host", "friend") as net:
        browser = net.start("friend", "lan_roles.py", "browse")
        browser.expect(lambda line: "browsing" in line)
        host = net.start("host", "lan_roles.py", "advertise", "Alice", "47001")
        published = host.expect(lambda line: "published" in line)
        assert published["addresses"] == [net.addresses["host"]]  # lan0's only: no loopback
        found = browser.expect(lambda line: bool(servers(line)))["servers"]
        assert found == [
            {
                "name": "Alice",
                "url": "ws://198.18.0.1:47001",
                "host": "198.18.0.1",
                "port": 47001,
                "protocol": PROTOCOL,
            }
        ]
        host.send("update Alicia")
        renamed = browser.expect(lambda line: bool(servers(line)) and line["servers"][0]["name"] == "Alicia")
        assert [s["url"] for s in renamed["servers"]] == ["ws://198.18.0.1:47001"]
        host.send("close")
        host.expect(lambda line: "closed" in line)
        assert browser.expect(lambda line: servers(line) == [])["servers"] == []  # the goodbye, heard


@pytest.mark.slow
@needs_namespaces
def test_two_hosts_of_one_name_and_a_server_of_another_version_are_all_listed() -> None:
    with lan("first", "second", "friend") as net:
        browser = net.start("friend", "lan_roles.py", "browse")
        browser.expect(lambda line: "browsing" in line)
        first = net.start("first", "lan_roles.py", "advertise", "Alice", "47001")
        names = {first.expect(lambda line: "published" in line)["published"]}
        # The second starts once the first is published, so its probes meet the first's answer.
        # (Two hosts probing the same name in the same second both keep it: zeroconf does not
        # break that tie, see docs/online.md.)
        second = net.start("second", "lan_roles.py", "advertise", "Alice", "47002", str(PROTOCOL + 1))
        names.add(second.expect(lambda line: "published" in line)["published"])
        assert names == {f"Alice.{SERVICE_TYPE}", f"Alice-2.{SERVICE_TYPE}"}  # the second took another
        listed = browser.expect(lambda line: len(servers(line) or []) == 2)["servers"]
        found = {FoundServer(**s) for s in listed}
        assert {(s.name, s.url, s.compatible) for s in found} == {
            ("Alice", "ws://198.18.0.1:47001", True),
            ("Alice", "ws://198.18.0.2:47002", False),
        }
        assert {s.protocol for s in found} == {PROTOCOL, PROTOCOL + 1}
        second.close()  # gone without a word of its own: closing its input closes the advertisement
        left = browser.expect(lambda line: len(servers(line) or []) == 1)["servers"]
        assert [s["url"] for s in left] == ["ws://198.18.0.1:47001"]


@pytest.mark.slow
@needs_namespaces
def test_a_server_gone_without_a_goodbye_leaves_the_list_and_a_live_one_stays() -> None:
    """A crashed host sends no goodbye: the browser's sweep finds it silent once its records
    are stale and drops it, while the one that still answers stays listed. With the records'
    lifetime and the sweep shortened (6 s, 1 s) from two minutes and 20 s."""
    short = {"SF_TEST_TTL_S": "6", "SF_TEST_SWEEP_S": "1"}
    with lan("crashes", "lives", "friend") as net:
        browser = net.start("friend", "lan_roles.py", "browse", env=short)
        browser.expect(lambda line: "browsing" in line)
        crashes = net.start("crashes", "lan_roles.py", "advertise", "Carol", "47001", env=short)
        lives = net.start("lives", "lan_roles.py", "advertise", "Dave", "47002", env=short)
        crashes.expect(lambda line: "published" in line)
        lives.expect(lambda line: "published" in line)
        browser.expect(lambda line: len(servers(line) or []) == 2)
        crashes.process.kill()  # ip netns exec became the process: no goodbye is sent
        left = browser.expect(lambda line: len(servers(line) or []) == 1, timeout=60)["servers"]
        assert [s["name"] for s in left] == ["Dave"]
        time.sleep(3 * 6)  # three lifetimes of Dave's records, each ended by a sweep's question
        browser.close()
        after = [line["servers"] for line in browser.rest() if "servers" in line]
        assert after[-1] == left  # Dave was never dropped: his server answered every sweep
        assert all(any(s["name"] == "Dave" for s in listing) for listing in after[after.index(left) :])


def test_what_is_published_is_the_version_and_the_name_never_a_code() -> None:
    info = discovery.service_info("Alice", 47001, ["198.18.0.1", "fd00::5"])
    assert info.properties == {b"protocol": str(PROTOCOL).encode(), b"name": b"Alice"}
    assert info.name == f"Alice.{SERVICE_TYPE}"
    assert info.port == 47001
    assert info.parsed_addresses() == ["198.18.0.1", "fd00::5"]
    assert info.server is not None and info.server.startswith("sf-desktop-")  # not the machine's name
    assert discovery.txt("A" * 60)["name"] == "A" * 40


@pytest.mark.parametrize(
    ("name", "label"),
    [
        ("Alice", "Alice"),
        ("Dr. Who", "Dr Who"),  # a dot would split the DNS label
        ("tab\there\nnewline", "tab here newline"),
        ("", "SF Desktop"),
        ("...", "SF Desktop"),
        ("é" * 40, "é" * 31),  # 63 bytes of UTF-8 at most
    ],
)
def test_the_instance_name_is_one_printable_label(name: str, label: str) -> None:
    assert discovery.instance_label(name) == label


def resolved(name: str, port: int, addresses: list[str], properties: dict) -> ServiceInfo:
    return ServiceInfo(
        SERVICE_TYPE, f"{name}.{SERVICE_TYPE}", port=port, properties=properties, parsed_addresses=addresses
    )


def test_a_found_server_takes_the_address_on_this_machines_network() -> None:
    here = [ipaddress.ip_interface("192.168.5.20/24"), ipaddress.ip_interface("fd00::2/64")]
    info = resolved(
        "Alice", 47001, ["172.17.0.1", "192.168.5.7", "fd00::7"], {"protocol": "1", "name": "Alice"}
    )
    assert discovery.found_server(info, here) == FoundServer(
        "Alice", "ws://192.168.5.7:47001", "192.168.5.7", 47001, 1
    )
    elsewhere = discovery.found_server(info, [])
    assert elsewhere is not None and elsewhere.host == "172.17.0.1"  # no network in common: the first IPv4
    only_v6 = discovery.found_server(resolved("B", 5, ["fe80::1", "fd00::7"], {"protocol": "1"}), here)
    assert only_v6 == FoundServer(
        "B", "ws://[fd00::7]:5", "fd00::7", 5, 1
    )  # link-local left out; label as name


def test_a_server_without_a_readable_version_or_address_is_flagged_or_left_out() -> None:
    odd = discovery.found_server(resolved("X", 47001, ["10.0.0.9"], {"protocol": "seven", "name": "X"}))
    assert odd is not None and odd.protocol == 0 and not odd.compatible
    assert discovery.found_server(resolved("Y", 47001, ["127.0.0.1"], {"protocol": "1"})) is None
    assert discovery.found_server(resolved("Z", 0, ["10.0.0.9"], {"protocol": "1"})) is None


def test_a_hostile_name_on_the_network_is_listed_as_a_seat_would_show_it() -> None:
    """Any device on the network may publish a server: its TXT name is read as a seat's name
    would be, or the service's label is shown, or the server is left out."""

    def listed(name: str | None, label: str = "Alice") -> str | None:
        found = discovery.found_server(
            resolved(label, 47001, ["10.0.0.9"], {"protocol": "1", **({"name": name} if name else {})})
        )
        return found.name if found else None

    assert listed("Bob") == "Bob"
    assert listed("B" * 250) == "Alice"  # as long as a TXT string allows
    assert listed("Bob\n\u202eevil") == "Alice"  # a line break and a right-to-left override
    assert listed("\u3164") == "Alice"  # a letter that shows nothing
    assert listed("\uff22\uff4f\uff42") == "Bob"  # full-width, in its compatibility form
    assert listed(None, "x" * 63) == "x" * 40  # the label, cut to a seat's longest name
    assert listed("\u200b", "\u2800") is None  # nothing readable: not listed


def test_a_network_that_publishes_thousands_of_servers_fills_no_list() -> None:
    """A device that publishes servers by the thousand: the browser keeps the first
    ``MAX_SERVERS`` and does not resolve the others. (Driven without a network: the part of
    the browser that the network's announcements call.)"""
    listings: list[list[FoundServer]] = []
    browser = object.__new__(discovery.Browser)
    browser._on_change, browser._names, browser._found, browser._crowded = listings.append, set(), {}, False
    browser._lock, browser._telling, browser._stop = threading.Lock(), threading.Lock(), threading.Event()
    resolving: list[str] = []

    def resolve(name: str) -> FoundServer:
        resolving.append(name)
        return FoundServer(name, "ws://10.0.0.9:1", "10.0.0.9", 1, PROTOCOL)

    browser._resolve = resolve  # type: ignore[method-assign]
    for n in range(1000):
        browser._on_service(None, SERVICE_TYPE, f"s{n:04}.{SERVICE_TYPE}", ServiceStateChange.Added)  # type: ignore[arg-type]
    assert len(resolving) == discovery.MAX_SERVERS
    assert len(listings[-1]) == discovery.MAX_SERVERS
    browser._on_service(None, SERVICE_TYPE, f"s0000.{SERVICE_TYPE}", ServiceStateChange.Removed)  # type: ignore[arg-type]
    browser._on_service(None, SERVICE_TYPE, f"s0999.{SERVICE_TYPE}", ServiceStateChange.Added)  # type: ignore[arg-type]
    assert len(listings[-1]) == discovery.MAX_SERVERS  # one gone, room for one more


def test_this_machines_addresses_leave_out_loopback_and_put_ipv4_first() -> None:
    addresses = [ipaddress.ip_address(a) for a in discovery.local_addresses()]
    assert not any(a.is_loopback for a in addresses)
    versions = [a.version for a in addresses]
    assert versions == sorted(versions)
    assert discovery.url_for("fd00::7", 47001) == "ws://[fd00::7]:47001"
