"""Asking the home router to forward a port to this machine (UPnP IGD, ``miniupnpc``).

A game hosted from the app is reachable on the home network at once; a friend elsewhere
reaches it only if the router forwards a port to it. :func:`map_port` asks the router to do
so, the way games and chat programs do: find a UPnP Internet Gateway Device (SSDP multicast on
the local network), read its outside address, and add a TCP mapping from its outside port to
this machine's port, with a lease that :func:`renew` extends and :func:`unmap` gives back.

Nothing here raises for a network condition: every outcome is a :class:`PortMapping` whose
``reason`` is one of :data:`REASONS` (the app says each in its own words):

- ``mapped``: the router forwards ``external_ip:external_port`` here.
- ``no_router``: no UPnP device answered within the time given (none, or UPnP is off).
- ``refused``: a router answered but would not add the mapping.
- ``already_mapped_elsewhere``: the port (and the few after it) is forwarded to another machine.
- ``private_external_ip``: the router's own outside address is private (another router, or
  the provider's carrier-grade NAT, stands between it and the internet): a mapping on this
  router would not make the game reachable, so none is made.
- ``unavailable``: the ``miniupnpc`` library is missing.

A router's discovery is one blocking call of the C library that waits a second or more per
kind of device it asks for: it runs on a daemon thread, and :func:`map_port` stops waiting for
it after ``timeout_s`` (``no_router``) while it finishes by itself.
"""

from __future__ import annotations

import ipaddress
import logging
import threading
from typing import Any

import attrs

log = logging.getLogger(__name__)

MAPPED = "mapped"
NO_ROUTER = "no_router"
REFUSED = "refused"
ALREADY_MAPPED_ELSEWHERE = "already_mapped_elsewhere"
PRIVATE_EXTERNAL_IP = "private_external_ip"
UNAVAILABLE = "unavailable"
REASONS = (MAPPED, NO_ROUTER, REFUSED, ALREADY_MAPPED_ELSEWHERE, PRIVATE_EXTERNAL_IP, UNAVAILABLE)

LEASE_S = 3600  # a mapping the app forgets (a crash) expires within the hour; renewed meanwhile
OTHER_PORTS = 4  # outside ports after the wanted one tried when another machine holds it
DESCRIPTION = "San Francisco Desktop"  # what the router's own pages list the mapping as
PROTOCOL = "TCP"

# The outside addresses that no friend on the internet can reach: the router sits behind
# another NAT (a second router, or the provider's carrier-grade NAT), or is not connected.
PRIVATE_NETWORKS = tuple(
    ipaddress.ip_network(n)
    for n in (
        "0.0.0.0/8",
        "10.0.0.0/8",
        "100.64.0.0/10",
        "127.0.0.0/8",
        "169.254.0.0/16",
        "172.16.0.0/12",
        "192.168.0.0/16",
    )
)

# miniupnpc raises a plain Exception whose text is the UPnP error's name.
CONFLICT = ("ConflictInMappingEntry", "ConflictWithOtherMechanisms", "SamePortValuesRequired")
PERMANENT_ONLY = "OnlyPermanentLeasesSupported"


@attrs.frozen
class Lease:
    """What renewing or removing a mapping needs: the router (a ``miniupnpc.UPnP`` whose IGD
    is selected), this machine's address and port as the router sees them, and the lease."""

    router: Any
    internal_host: str
    internal_port: int
    lease_s: int


@attrs.frozen
class PortMapping:
    """The outcome of asking the router for a port: ``ok`` with the outside address and port
    friends use, or not, and why (``reason``, one of :data:`REASONS`)."""

    ok: bool
    external_ip: str | None
    external_port: int | None
    reason: str
    lease: Lease | None = attrs.field(default=None, eq=False, repr=False, kw_only=True)


def is_private_outside(address: str) -> bool:
    """Whether a router's outside address is one nobody on the internet can reach."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return ip.version == 4 and any(ip in network for network in PRIVATE_NETWORKS)


def _discover(router: Any, timeout_s: float) -> bool:
    """Whether a UPnP device answered within ``timeout_s`` (the search goes on by itself
    after that, on its daemon thread, and its result is dropped)."""
    found: list[int] = []

    def search() -> None:
        try:
            found.append(router.discover())
        except Exception as exc:  # the C library's own errors: no device, a socket error
            log.debug("UPnP discovery: %s", exc)

    thread = threading.Thread(target=search, name="sf-upnp-discover", daemon=True)
    thread.start()
    thread.join(timeout_s)
    return not thread.is_alive() and bool(found) and found[0] > 0


def _holder(router: Any, external_port: int) -> tuple[str, int] | None:
    """Which machine and port the router forwards ``external_port`` to, if any."""
    try:
        entry = router.getspecificportmapping(external_port, PROTOCOL)
    except Exception:
        return None
    return (str(entry[0]), int(entry[1])) if entry else None


def _add(router: Any, external_port: int, internal_host: str, internal_port: int, lease_s: int) -> int:
    """Add (or renew) a mapping; the lease it got (0: permanent). Raises the library's error."""
    try:
        router.addportmapping(external_port, PROTOCOL, internal_host, internal_port, DESCRIPTION, "", lease_s)
        return lease_s
    except Exception as exc:
        if PERMANENT_ONLY not in str(exc) or lease_s == 0:
            raise
    router.addportmapping(external_port, PROTOCOL, internal_host, internal_port, DESCRIPTION, "", 0)
    return 0


def map_port(port: int, *, timeout_s: float = 2.0, lease_s: int = LEASE_S) -> PortMapping:
    """Ask the router to forward TCP ``port`` (outside) to ``port`` on this machine, or one of
    the few outside ports after it when another machine holds that one. Blocks for at most
    ``timeout_s`` waiting for a router, then for the router's answers."""
    try:
        import miniupnpc  # type: ignore[import-not-found, unused-ignore]  # a C module without types
    except ImportError:
        return PortMapping(False, None, None, UNAVAILABLE)
    router = miniupnpc.UPnP()
    router.discoverdelay = max(1000, round(timeout_s * 500))  # per kind of device asked for
    if not _discover(router, timeout_s):
        return PortMapping(False, None, None, NO_ROUTER)
    try:
        router.selectigd()
    except Exception as exc:
        log.info("UPnP: no gateway among the devices that answered (%s)", exc)
        return PortMapping(False, None, None, NO_ROUTER)
    try:
        outside: str | None = str(router.externalipaddress()) or None
    except Exception as exc:
        log.info("UPnP: the router does not tell its outside address (%s)", exc)
        outside = None
    if outside is not None and is_private_outside(outside):
        return PortMapping(False, outside, None, PRIVATE_EXTERNAL_IP)
    me = str(router.lanaddr)
    for external in range(port, min(port + 1 + OTHER_PORTS, 65536)):
        holder = _holder(router, external)
        if holder is not None and holder != (me, port):
            log.info("UPnP: outside port %d goes to %s:%d already", external, *holder)
            continue
        try:
            got = _add(router, external, me, port, lease_s)
        except Exception as exc:
            if any(word in str(exc) for word in CONFLICT):
                log.info("UPnP: outside port %d is taken (%s)", external, exc)
                if "SamePortValuesRequired" in str(exc):
                    break
                continue
            log.info("UPnP: the router refused the mapping (%s)", exc)
            return PortMapping(False, outside, None, REFUSED)
        return PortMapping(True, outside, external, MAPPED, lease=Lease(router, me, port, got))
    return PortMapping(False, outside, None, ALREADY_MAPPED_ELSEWHERE)


def renew(mapping: PortMapping) -> PortMapping:
    """Extend a mapping's lease with the same router (no new search); the new outcome. A
    mapping that is not ``ok`` is returned as it is."""
    lease = mapping.lease
    if not mapping.ok or lease is None or mapping.external_port is None:
        return mapping
    holder = _holder(lease.router, mapping.external_port)
    if holder is not None and holder != (lease.internal_host, lease.internal_port):
        return PortMapping(False, mapping.external_ip, None, ALREADY_MAPPED_ELSEWHERE)
    try:
        got = _add(
            lease.router, mapping.external_port, lease.internal_host, lease.internal_port, lease.lease_s
        )
    except Exception as exc:
        log.info("UPnP: renewing the mapping failed (%s)", exc)
        reason = ALREADY_MAPPED_ELSEWHERE if any(w in str(exc) for w in CONFLICT) else REFUSED
        return PortMapping(False, mapping.external_ip, None, reason)
    return attrs.evolve(mapping, lease=attrs.evolve(lease, lease_s=got))


def unmap(mapping: PortMapping) -> bool:
    """Remove a mapping this machine made, if the router still forwards it here; whether one
    was removed. Never raises."""
    lease = mapping.lease
    if not mapping.ok or lease is None or mapping.external_port is None:
        return False
    holder = _holder(lease.router, mapping.external_port)
    if holder is not None and holder != (lease.internal_host, lease.internal_port):
        return False  # another machine's now: not ours to remove
    try:
        lease.router.deleteportmapping(mapping.external_port, PROTOCOL, "")
    except Exception as exc:
        log.info("UPnP: removing the mapping failed (%s)", exc)
        return False
    return True
