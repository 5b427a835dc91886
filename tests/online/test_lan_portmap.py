"""Asking the router for a port (UPnP IGD through miniupnpc), against the test's own router
(``fake_igd.py``) in a network namespace beside the host's (``netns.py``): mapped, renewed and
given back; refused; the port held by another machine; a router behind another NAT; no
router at all; and, without any network, the library missing."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import Any

import pytest
from netns import Lan, Machine, lan, needs_namespaces

from sf_desktop.online import portmap
from sf_desktop.online.portmap import PortMapping

PORT = 47001
OUTSIDE = "203.0.113.7"  # a documentation address: it only travels inside the router's answers


@pytest.fixture
def net() -> Iterator[Lan]:
    with lan("router", "host") as network:
        yield network


def start_router(net: Lan, *options: str) -> Machine:
    router = net.start(
        "router", "fake_igd.py", "--lan", net.addresses["router"], "--outside", OUTSIDE, *options
    )
    router.expect(lambda line: "ready" in line)
    return router


def ask(net: Lan, timeout_s: float = 3.0) -> tuple[Machine, dict[str, Any]]:
    host = net.start("host", "lan_roles.py", "map", str(PORT), str(timeout_s))
    return host, host.expect(lambda line: "mapping" in line)


def actions(router: Machine, until: str, count: int = 1) -> list[dict[str, Any]]:
    """The SOAP actions the router answered, up to the ``count``-th ``until``."""
    while sum(line.get("action") == until for line in router.seen) < count:
        router.expect(lambda line: line.get("action") == until)
    return [line for line in router.seen if "action" in line]


@pytest.mark.slow
@needs_namespaces
def test_the_router_maps_the_port_then_renews_and_gives_it_back(net: Lan) -> None:
    router = start_router(net)
    host, answer = ask(net)
    assert answer["mapping"] == {
        "ok": True,
        "external_ip": OUTSIDE,
        "external_port": PORT,
        "reason": "mapped",
    }
    assert answer["lease_s"] == portmap.LEASE_S
    added = actions(router, "AddPortMapping")[-1]
    assert added["error"] is None
    assert added["args"] == {
        "NewRemoteHost": "",
        "NewExternalPort": str(PORT),
        "NewProtocol": "TCP",
        "NewInternalPort": str(PORT),
        "NewInternalClient": net.addresses["host"],
        "NewEnabled": "1",
        "NewPortMappingDescription": portmap.DESCRIPTION,
        "NewLeaseDuration": str(portmap.LEASE_S),
    }
    host.send("renew")
    assert host.expect(lambda line: "renewed" in line)["renewed"]["ok"] is True
    renewed = [a for a in actions(router, "AddPortMapping", 2) if a["action"] == "AddPortMapping"][-1]
    assert renewed["args"] == added["args"] and renewed["error"] is None
    host.send("unmap")
    assert host.expect(lambda line: "unmapped" in line)["unmapped"] is True
    deleted = actions(router, "DeletePortMapping")[-1]
    assert deleted["error"] is None and deleted["args"]["NewExternalPort"] == str(PORT)


@pytest.mark.slow
@needs_namespaces
def test_a_router_that_refuses_is_said_so(net: Lan) -> None:
    router = start_router(net, "--refuse")
    _, answer = ask(net)
    assert answer["mapping"] == {
        "ok": False,
        "external_ip": OUTSIDE,
        "external_port": None,
        "reason": "refused",
    }
    assert actions(router, "AddPortMapping")[-1]["error"] == 606


@pytest.mark.slow
@needs_namespaces
def test_a_port_held_by_another_machine_gives_the_next_one_or_says_so(net: Lan) -> None:
    router = start_router(net, "--taken", str(PORT))
    host, answer = ask(net)
    assert answer["mapping"] == {
        "ok": True,
        "external_ip": OUTSIDE,
        "external_port": PORT + 1,
        "reason": "mapped",
    }
    added = actions(router, "AddPortMapping")[-1]
    assert added["args"]["NewExternalPort"] == str(PORT + 1) and added["args"]["NewInternalPort"] == str(PORT)
    host.close()
    router.close()
    every_port_tried = [str(PORT + i) for i in range(portmap.OTHER_PORTS + 1)]
    start_router(net, *[word for port in every_port_tried for word in ("--taken", port)])
    _, answer = ask(net)
    assert answer["mapping"]["reason"] == "already_mapped_elsewhere" and not answer["mapping"]["ok"]


@pytest.mark.slow
@needs_namespaces
@pytest.mark.parametrize("outside", ["100.64.12.34", "10.0.0.2", "192.168.1.1"])
def test_a_router_behind_another_nat_is_not_asked_for_a_mapping(net: Lan, outside: str) -> None:
    router = net.start("router", "fake_igd.py", "--lan", net.addresses["router"], "--outside", outside)
    router.expect(lambda line: "ready" in line)
    host, answer = ask(net)
    assert answer["mapping"] == {
        "ok": False,
        "external_ip": outside,
        "external_port": None,
        "reason": "private_external_ip",
    }
    host.close()
    router.close()
    asked = [line["action"] for line in router.rest() if "action" in line]
    assert "GetExternalIPAddress" in asked and "AddPortMapping" not in asked


@pytest.mark.slow
@needs_namespaces
def test_a_router_that_only_keeps_permanent_mappings_gets_one(net: Lan) -> None:
    router = start_router(net, "--permanent-only")
    _, answer = ask(net)
    assert answer["mapping"]["ok"] is True and answer["lease_s"] == 0
    added = [a for a in actions(router, "AddPortMapping", 2) if a["action"] == "AddPortMapping"]
    assert [(a["args"]["NewLeaseDuration"], a["error"]) for a in added] == [
        (str(portmap.LEASE_S), 725),
        ("0", None),
    ]


@pytest.mark.slow
@needs_namespaces
def test_no_router_answers_within_the_time_given(net: Lan) -> None:
    _, answer = ask(net, timeout_s=2.0)
    assert answer["mapping"] == {
        "ok": False,
        "external_ip": None,
        "external_port": None,
        "reason": "no_router",
    }
    assert answer["seconds"] < 15  # the wait is bounded (2 s asked for; generous for a loaded machine)


def test_without_the_library_the_mapping_is_unavailable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "miniupnpc", None)  # import fails as on a system without it
    assert portmap.map_port(PORT) == PortMapping(False, None, None, "unavailable")


def test_giving_back_or_renewing_a_failed_mapping_does_nothing() -> None:
    failed = PortMapping(False, None, None, "no_router")
    assert portmap.unmap(failed) is False
    assert portmap.renew(failed) is failed


@pytest.mark.parametrize(
    ("address", "private"),
    [
        ("100.64.0.1", True),
        ("100.127.255.254", True),
        ("10.1.2.3", True),
        ("172.16.0.1", True),
        ("172.31.255.1", True),
        ("192.168.0.1", True),
        ("169.254.3.3", True),
        ("0.0.0.0", True),
        ("172.32.0.1", False),
        ("100.128.0.1", False),
        ("203.0.113.7", False),
        ("198.51.100.1", False),
        ("not an address", False),
    ],
)
def test_which_outside_addresses_mean_another_nat(address: str, private: bool) -> None:
    assert portmap.is_private_outside(address) is private
