"""Finding games hosted on the home network without typing an address (mDNS / DNS-SD).

A server hosted by the app is published as a DNS-SD service of type :data:`SERVICE_TYPE`
(multicast DNS on the local network, the ``zeroconf`` package; Bonjour and Avahi see it
too). Its TXT record says two things, the protocol version and the host player's name; its
address records give this machine's addresses. Never a room code or a seat token: who may
join a room is still decided by its code, which the host shares by other means.

:func:`browse` lists the servers published on the network, and calls back (from its own
threads) whenever the list changes; servers of another protocol version are listed with their
version, so that the app can say why it cannot join them (:attr:`FoundServer.compatible`).

Registering waits the probing that multicast DNS asks for (about two seconds): call
:func:`advertise` off the window's thread.
"""

from __future__ import annotations

import ipaddress
import logging
import secrets
import threading
import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

import attrs
import ifaddr
from zeroconf import InterfaceChoice, IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from .protocol import MAX_NAME, PROTOCOL, ProtocolError, clean_name

log = logging.getLogger(__name__)

SERVICE_TYPE = "_sf-desktop._tcp.local."
RESOLVE_MS = 3000  # how long a browser waits for a server's address and port once it is seen
MAX_LABEL_BYTES = 63  # a DNS label
# How long a server's address, port and TXT stay fresh in a browser's cache: two minutes
# rather than DNS-SD's usual 75 for the TXT record, so that a browser notices within about
# that long a server that vanished without its goodbye (see :class:`Browser`).
TTL_S = 120
SWEEP_S = 20.0  # how often a browser makes sure the servers it lists still answer
# Servers a browser keeps track of: a home network has a few; a device that publishes
# thousands is not let fill the list (nor keep the browser resolving them).
MAX_SERVERS = 64


@attrs.frozen
class FoundServer:
    """A server seen on the network: its host player's ``name``, the ``url`` to connect to
    (``ws://host:port``), and the ``protocol`` it speaks."""

    name: str
    url: str
    host: str
    port: int
    protocol: int

    @property
    def compatible(self) -> bool:
        """Whether this app speaks the server's protocol (the others are listed, not joined)."""
        return self.protocol == PROTOCOL


def _usable(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """An address another machine could reach us at: not loopback, not IPv6 link-local
    (which needs a scope a URL cannot carry), not unspecified."""
    return not (ip.is_loopback or ip.is_unspecified or (ip.version == 6 and ip.is_link_local))


def local_networks() -> list[ipaddress.IPv4Interface | ipaddress.IPv6Interface]:
    """This machine's addresses with their networks, as the operating system lists them."""
    found: list[ipaddress.IPv4Interface | ipaddress.IPv6Interface] = []
    try:
        adapters = ifaddr.get_adapters()
    except OSError as exc:
        log.info("cannot list the network interfaces: %s", exc)
        return found
    for adapter in adapters:
        for entry in adapter.ips:
            address = entry.ip[0] if isinstance(entry.ip, tuple) else entry.ip
            try:
                found.append(ipaddress.ip_interface(f"{address}/{entry.network_prefix}"))
            except ValueError:
                continue
    return found


def local_addresses() -> list[str]:
    """This machine's addresses that others on its networks can reach: IPv4 first (link-local
    IPv4 last among them), then IPv6; no loopback."""
    seen: dict[str, tuple[int, int, int]] = {}
    for position, interface in enumerate(local_networks()):
        ip = interface.ip
        if _usable(ip) and str(ip) not in seen:
            seen[str(ip)] = (ip.version, int(ip.is_link_local), position)
    return sorted(seen, key=seen.__getitem__)


def url_for(host: str, port: int) -> str:
    return f"ws://[{host}]:{port}" if ":" in host else f"ws://{host}:{port}"


def instance_label(name: str) -> str:
    """The service's instance name from a player's name: printable, no dots (they separate
    DNS labels), at most 63 bytes of UTF-8."""
    text = "".join(c if unicodedata.category(c)[0] not in "CZ" or c == " " else " " for c in name)
    text = " ".join(text.replace(".", " ").split()) or "SF Desktop"
    while len(text.encode()) > MAX_LABEL_BYTES:
        text = text[:-1]
    return text.rstrip() or "SF Desktop"


class Advertisement:
    """A server published on the network until :meth:`close`."""

    def __init__(self, zc: Zeroconf, info: ServiceInfo) -> None:
        self._zc = zc
        self._info = info
        self._lock = threading.Lock()
        self._closed = False

    @property
    def service_name(self) -> str:
        """The full service name published (with "-2" etc. if another had the name)."""
        return self._info.name

    def update(self, *, name: str) -> None:
        """Say another host player's name (the TXT record changes; browsers hear it)."""
        with self._lock:
            if self._closed:
                return
            self._info = ServiceInfo(
                SERVICE_TYPE,
                self._info.name,
                port=self._info.port,
                properties=txt(name),
                server=self._info.server,
                addresses=self._info.addresses_by_version(IPVersion.All),
                other_ttl=TTL_S,
                host_ttl=TTL_S,
            )
            self._zc.update_service(self._info)

    def close(self) -> None:
        """Withdraw it (goodbye packets tell the browsers at once) and close the sockets."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
        try:
            self._zc.unregister_service(self._info)
        except Exception as exc:  # the network may be gone: closing still frees the sockets
            log.info("withdrawing the published server: %s", exc)
        self._zc.close()


def txt(name: str) -> dict[str, str]:
    """The TXT record of a published server: never a room code or a token."""
    return {"protocol": str(PROTOCOL), "name": name[:40]}  # 40: the longest name a seat has


def service_info(name: str, port: int, addresses: Sequence[str]) -> ServiceInfo:
    """What is published for a server: the instance name from the player's name, a host name
    drawn at random (not the machine's own), the addresses and port, and the TXT record
    (:func:`txt`: the protocol version and the player's name, nothing else)."""
    return ServiceInfo(
        SERVICE_TYPE,
        f"{instance_label(name)}.{SERVICE_TYPE}",
        port=port,
        properties=txt(name),
        server=f"sf-desktop-{secrets.token_hex(4)}.local.",
        addresses=[ipaddress.ip_address(a).packed for a in addresses],
        other_ttl=TTL_S,
        host_ttl=TTL_S,
    )


def advertise(name: str, port: int, *, addresses: list[str] | None = None) -> Advertisement:
    """Publish a server on ``port`` of this machine, hosted by the player ``name``, at
    ``addresses`` (this machine's usable ones by default). Blocks for the probing (about 2 s).
    Raises ``OSError`` when this machine has no address to publish or cannot multicast."""
    chosen = addresses if addresses is not None else local_addresses()
    if not chosen:
        raise OSError("this machine has no network address to publish")
    ipv4 = [a for a in chosen if ipaddress.ip_address(a).version == 4]
    info = service_info(name, port, chosen)
    zc = Zeroconf(
        interfaces=ipv4 if addresses is not None and ipv4 else InterfaceChoice.All,
        ip_version=IPVersion.V4Only,
    )
    try:
        zc.register_service(info, allow_name_change=True)
    except BaseException:
        zc.close()
        raise
    return Advertisement(zc, info)


def _best_address(addresses: Sequence[str], networks: Sequence[Any]) -> str | None:
    """The address to connect to: one on a network of this machine (IPv4 first), else the
    first IPv4, else the first other usable one."""
    ips = []
    for text in addresses:
        try:
            ip = ipaddress.ip_address(text.split("%")[0])
        except ValueError:
            continue
        if _usable(ip):
            ips.append(ip)
    near = [ip for ip in ips if any(ip in n.network for n in networks if n.version == ip.version)]
    for group in (near, ips):
        for version in (4, 6):
            for ip in group:
                if ip.version == version:
                    return str(ip)
    return None


def found_server(info: ServiceInfo, networks: Sequence[Any] = ()) -> FoundServer | None:
    """What a browser lists for a resolved service (None without a usable address or port)."""
    if not info.port:
        return None
    host = _best_address(info.parsed_addresses(), networks)
    if host is None:
        return None
    props = info.decoded_properties
    try:
        protocol = int(props.get("protocol") or 0)
    except ValueError:
        protocol = 0
    name = shown_name(props.get("name"), info.name.removesuffix("." + SERVICE_TYPE))
    if name is None:
        return None
    return FoundServer(name, url_for(host, info.port), host, info.port, protocol)


def shown_name(published: str | None, label: str) -> str | None:
    """The host player's name as listed: the published one if it reads as a seat's name
    would (printable, at most 40 characters, nothing invisible: ``clean_name``), else the
    service's label cut to that length; None if neither does (the server is not listed)."""
    for candidate in (published, label[:MAX_NAME]):
        try:
            return clean_name(candidate)
        except ProtocolError:
            continue
    return None


class Browser:
    """The servers published on the network, kept current until :meth:`close`.

    DNS-SD browsers keep a service's name for at least 19 minutes after its last word (the
    ``zeroconf`` package's floor for name records), so a server that vanished without its
    goodbye (a crash, a cable pulled) would stay listed that long. Every :data:`SWEEP_S` the
    browser resolves each name again: a live server answers (or its short-lived records are
    still fresh), a vanished one does not and leaves the list within about two minutes
    (:data:`TTL_S`), and comes back if it answers later."""

    def __init__(
        self, on_change: Callable[[list[FoundServer]], None], interfaces: Sequence[str] | None = None
    ) -> None:
        self._on_change = on_change
        self._names: set[str] = set()  # every service name announced and not withdrawn
        self._crowded = False  # more names were announced than MAX_SERVERS (said once)
        self._found: dict[str, FoundServer] = {}
        self._lock = threading.Lock()
        self._telling = threading.Lock()  # one listing at a time, in order
        self._stop = threading.Event()
        self._networks = local_networks()
        self._zc = Zeroconf(
            interfaces=list(interfaces) if interfaces else InterfaceChoice.All, ip_version=IPVersion.V4Only
        )
        self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._on_service])
        self._sweeper = threading.Thread(target=self._sweep, name="sf-browse-sweep", daemon=True)
        self._sweeper.start()

    @property
    def servers(self) -> list[FoundServer]:
        with self._lock:
            return self._sorted()

    def _sorted(self) -> list[FoundServer]:
        return sorted(self._found.values(), key=lambda s: (s.name.casefold(), s.url))

    def _resolve(self, name: str) -> FoundServer | None:
        info = self._zc.get_service_info(SERVICE_TYPE, name, timeout=RESOLVE_MS)
        return found_server(info, self._networks) if info is not None else None

    def _on_service(
        self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        if self._stop.is_set():
            return
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._names.discard(name)
            self._set(name, None)
            return
        with self._lock:
            if name not in self._names and len(self._names) >= MAX_SERVERS:
                if not self._crowded:
                    log.warning(
                        "over %d game servers published on the network: the others are left out", MAX_SERVERS
                    )
                self._crowded = True
                return
            self._names.add(name)
        found = self._resolve(name)
        if found is not None or state_change is ServiceStateChange.Added:
            self._set(name, found)  # an update not resolved this time keeps what was known

    def _sweep(self) -> None:
        while not self._stop.wait(SWEEP_S):
            with self._lock:
                names = sorted(self._names)
            for name in names:
                if self._stop.is_set():
                    return
                found = self._resolve(name)
                with self._lock:
                    if name not in self._names:
                        continue  # withdrawn meanwhile
                self._set(name, found)

    def _set(self, name: str, found: FoundServer | None) -> None:
        """Record what is known of ``name`` and tell the listener if the list changed."""
        with self._telling:
            with self._lock:
                if self._found.get(name) == found or self._stop.is_set():
                    return
                if found is None:
                    del self._found[name]
                else:
                    self._found[name] = found
                listing = self._sorted()
            try:
                self._on_change(listing)
            except Exception:
                log.exception("a listener of the network's servers failed")

    def close(self) -> None:
        """Stop browsing and close the sockets (from any thread, the callback's included)."""
        with self._lock:
            if self._stop.is_set():
                return
            self._stop.set()
        if threading.current_thread() in (self._browser, self._sweeper):
            threading.Thread(target=self._shut, name="sf-browse-close", daemon=True).start()
        else:
            self._shut()

    def _shut(self) -> None:
        self._browser.cancel()
        self._sweeper.join(RESOLVE_MS / 1000 + 1)
        self._zc.close()


def browse(
    on_change: Callable[[list[FoundServer]], None], *, interfaces: Sequence[str] | None = None
) -> Browser:
    """Watch the network for servers; ``on_change(servers)`` (on one of the browser's own
    threads, one call at a time) each time the list changes. ``interfaces``: the addresses of the interfaces to look on (all
    by default)."""
    return Browser(on_change, interfaces)
