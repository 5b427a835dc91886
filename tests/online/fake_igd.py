"""A home router for the port-mapping tests: a UPnP Internet Gateway Device that answers SSDP
searches and the WANIPConnection SOAP actions (GetStatusInfo, GetExternalIPAddress,
GetSpecificPortMappingEntry, AddPortMapping, DeletePortMapping), kept in memory.

Run inside a network namespace a test made (``ip netns exec NS python fake_igd.py --lan IP``):
it listens on that address only. It prints one JSON line when ready (``{"ready": port}``)
and one per SOAP action it answered (``{"action": ..., "args": {...}, "error": code|null}``),
and ends when its standard input closes or after ``--lifetime`` seconds.

``--outside`` is the outside address it reports; ``--refuse`` answers every AddPortMapping
with 606 (Action not authorized); ``--taken P`` says port P is forwarded to another machine
already; ``--permanent-only`` refuses leases other than 0 (725), as many routers do.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import struct
import sys
import threading
import uuid
import xml.etree.ElementTree as ET
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

SSDP_GROUP = "239.255.255.250"
SSDP_PORT = 1900
WANIP = "urn:schemas-upnp-org:service:WANIPConnection:1"
IGD = "urn:schemas-upnp-org:device:InternetGatewayDevice:1"
ANSWERED_TYPES = (IGD, WANIP, "upnp:rootdevice", "ssdp:all")
OTHER_MACHINE = "198.18.0.99"

DESCRIPTION = """<?xml version="1.0"?>
<root xmlns="urn:schemas-upnp-org:device-1-0">
<specVersion><major>1</major><minor>0</minor></specVersion>
<device>
<deviceType>urn:schemas-upnp-org:device:InternetGatewayDevice:1</deviceType>
<friendlyName>Test router</friendlyName><manufacturer>tests</manufacturer><modelName>fake</modelName>
<UDN>uuid:{udn}</UDN>
<deviceList><device>
<deviceType>urn:schemas-upnp-org:device:WANDevice:1</deviceType>
<friendlyName>WAN</friendlyName><UDN>uuid:{udn}-1</UDN>
<serviceList><service>
<serviceType>urn:schemas-upnp-org:service:WANCommonInterfaceConfig:1</serviceType>
<serviceId>urn:upnp-org:serviceId:WANCommonIFC1</serviceId>
<controlURL>/ctl/common</controlURL><eventSubURL>/evt/common</eventSubURL><SCPDURL>/common.xml</SCPDURL>
</service></serviceList>
<deviceList><device>
<deviceType>urn:schemas-upnp-org:device:WANConnectionDevice:1</deviceType>
<friendlyName>WAN connection</friendlyName><UDN>uuid:{udn}-2</UDN>
<serviceList><service>
<serviceType>urn:schemas-upnp-org:service:WANIPConnection:1</serviceType>
<serviceId>urn:upnp-org:serviceId:WANIPConn1</serviceId>
<controlURL>/ctl/ip</controlURL><eventSubURL>/evt/ip</eventSubURL><SCPDURL>/ip.xml</SCPDURL>
</service></serviceList>
</device></deviceList>
</device></deviceList>
</device>
</root>
"""

ENVELOPE = (
    '<?xml version="1.0"?>\r\n<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" '
    's:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body>{body}</s:Body></s:Envelope>\r\n'
)
ERRORS = {
    606: "Action not authorized",
    714: "NoSuchEntryInArray",
    718: "ConflictInMappingEntry",
    725: "OnlyPermanentLeasesSupported",
    401: "Invalid Action",
}


class Router:
    def __init__(self, options: argparse.Namespace) -> None:
        self.options = options
        self.udn = str(uuid.uuid4())
        self.lock = threading.Lock()
        # outside port -> (inside client, inside port, description, lease)
        self.mappings: dict[int, tuple[str, int, str, int]] = {
            port: (OTHER_MACHINE, port, "someone else", 0) for port in options.taken
        }

    def act(self, action: str, args: dict[str, str]) -> tuple[dict[str, str] | None, int | None]:
        """The answer's values, or the UPnP error code."""
        with self.lock:
            if action == "GetStatusInfo":
                return {
                    "NewConnectionStatus": "Connected",
                    "NewLastConnectionError": "ERROR_NONE",
                    "NewUptime": "100",
                }, None
            if action == "GetExternalIPAddress":
                return {"NewExternalIPAddress": self.options.outside}, None
            if action in ("GetSpecificPortMappingEntry", "DeletePortMapping", "AddPortMapping"):
                port = int(args.get("NewExternalPort", "0"))
                held = self.mappings.get(port)
                if action == "GetSpecificPortMappingEntry":
                    if held is None:
                        return None, 714
                    client, inner, description, lease = held
                    return {
                        "NewInternalPort": str(inner),
                        "NewInternalClient": client,
                        "NewEnabled": "1",
                        "NewPortMappingDescription": description,
                        "NewLeaseDuration": str(lease),
                    }, None
                if action == "DeletePortMapping":
                    if held is None:
                        return None, 714
                    del self.mappings[port]
                    return {}, None
                client = args.get("NewInternalClient", "")
                if self.options.refuse:
                    return None, 606
                if held is not None and held[0] != client:
                    return None, 718
                lease = int(args.get("NewLeaseDuration", "0") or 0)
                if self.options.permanent_only and lease != 0:
                    return None, 725
                self.mappings[port] = (
                    client,
                    int(args["NewInternalPort"]),
                    args.get("NewPortMappingDescription", ""),
                    lease,
                )
                return {}, None
            return None, 401


def say(**fields: Any) -> None:
    sys.stdout.write(json.dumps(fields) + "\n")
    sys.stdout.flush()


def make_handler(router: Router) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            return None

        def _send(self, status: int, body: str, kind: str) -> None:
            data = body.encode()
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            if self.path == "/rootDesc.xml":
                self._send(200, DESCRIPTION.format(udn=router.udn), 'text/xml; charset="utf-8"')
            else:
                self._send(404, "", "text/plain")

        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            action = self.headers.get("SOAPAction", "").strip('"').rpartition("#")[2]
            args: dict[str, str] = {}
            try:
                for element in ET.fromstring(body).iter():
                    tag = element.tag.rpartition("}")[2]
                    if tag.startswith("New"):
                        args[tag] = element.text or ""
            except ET.ParseError:
                action = "unreadable"
            values, error = router.act(action, args)
            say(action=action, args=args, error=error, path=self.path)
            if error is not None:
                fault = (
                    "<s:Fault><faultcode>s:Client</faultcode><faultstring>UPnPError</faultstring><detail>"
                    '<UPnPError xmlns="urn:schemas-upnp-org:control-1-0">'
                    f"<errorCode>{error}</errorCode><errorDescription>{ERRORS.get(error, 'Error')}</errorDescription>"
                    "</UPnPError></detail></s:Fault>"
                )
                self._send(500, ENVELOPE.format(body=fault), 'text/xml; charset="utf-8"')
                return
            inner = "".join(f"<{k}>{v}</{k}>" for k, v in (values or {}).items())
            body_xml = f'<u:{action}Response xmlns:u="{WANIP}">{inner}</u:{action}Response>'
            self._send(200, ENVELOPE.format(body=body_xml), 'text/xml; charset="utf-8"')

    return Handler


def search_socket(lan: str) -> socket.socket:
    """SSDP's multicast group, joined on the one interface with address ``lan``."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("", SSDP_PORT))
    sock.setsockopt(
        socket.IPPROTO_IP,
        socket.IP_ADD_MEMBERSHIP,
        struct.pack("4s4s", socket.inet_aton(SSDP_GROUP), socket.inet_aton(lan)),
    )
    return sock


def answer_searches(sock: socket.socket, lan: str, http_port: int) -> None:
    """Answer every M-SEARCH for a gateway."""
    udn = str(uuid.uuid4())
    while True:
        data, sender = sock.recvfrom(4096)
        text = data.decode("latin-1")
        if not text.startswith("M-SEARCH"):
            continue
        headers = {
            k.strip().upper(): v.strip()
            for k, _, v in (line.partition(":") for line in text.split("\r\n")[1:])
            if k
        }
        wanted = headers.get("ST", "")
        if wanted not in ANSWERED_TYPES:
            continue
        st = IGD if wanted == "ssdp:all" else wanted
        reply = (
            "HTTP/1.1 200 OK\r\nCACHE-CONTROL: max-age=120\r\n"
            f"ST: {st}\r\nUSN: uuid:{udn}::{st}\r\nEXT:\r\nSERVER: Linux/6 UPnP/1.1 FakeIGD/1.0\r\n"
            f"LOCATION: http://{lan}:{http_port}/rootDesc.xml\r\n\r\n"
        )
        sock.sendto(reply.encode(), sender)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lan", required=True)
    parser.add_argument("--outside", default="203.0.113.7")
    parser.add_argument("--refuse", action="store_true")
    parser.add_argument("--permanent-only", action="store_true")
    parser.add_argument("--taken", type=int, action="append", default=[])
    parser.add_argument("--lifetime", type=float, default=120.0)
    options = parser.parse_args()
    router = Router(options)
    http = ThreadingHTTPServer((options.lan, 0), make_handler(router))
    http.daemon_threads = True
    threading.Thread(target=http.serve_forever, daemon=True).start()
    searches = search_socket(options.lan)
    threading.Thread(
        target=answer_searches, args=(searches, options.lan, http.server_port), daemon=True
    ).start()
    watchdog = threading.Timer(options.lifetime, os._exit, args=(3,))
    watchdog.daemon = True
    watchdog.start()
    say(ready=http.server_port)
    sys.stdin.read()  # until the test closes it
    os._exit(0)


if __name__ == "__main__":
    main()
