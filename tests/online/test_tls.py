"""TLS: ``serve --cert --key`` with a self-signed certificate the test makes with openssl
listens on ``wss://``; a client that trusts that certificate plays a game, one that does
not (or speaks plain ``ws://``) does not get in."""

from __future__ import annotations

import shutil
import ssl
import subprocess
from pathlib import Path

import pytest
from online_helpers import ServerProcess, close_all, play_all, run, seated

from sf_desktop.online.client import OnlineClient, Refused


@pytest.fixture
def certificate(tmp_path: Path) -> tuple[Path, Path]:
    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
         "-keyout", str(key), "-out", str(cert), "-days", "2", "-subj", "/CN=localhost",
         "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
        check=True, capture_output=True, timeout=60,
    )  # fmt: skip
    return cert, key


def test_a_game_over_tls_with_a_self_signed_certificate(
    tmp_path: Path, certificate: tuple[Path, Path]
) -> None:
    cert, key = certificate
    server = ServerProcess(str(tmp_path / "s.sqlite3"), 0, "--cert", str(cert), "--key", str(key))
    try:
        url = server.start()
        assert url.startswith("wss://127.0.0.1:")
        trusted = ssl.create_default_context(cafile=str(cert))

        async def scenario():
            clients = await seated(url, ["person", "easy"], ssl=trusted)
            runs = await play_all(clients, "greedy")
            await close_all(clients)
            refusals = []
            for client in (
                OnlineClient(url, ssl=ssl.create_default_context(), reconnect=False),  # not trusted
                OnlineClient(url.replace("wss://", "ws://"), reconnect=False),  # no TLS at all
            ):
                with pytest.raises(Refused) as info:
                    await client.create("Eve", ["person", "easy"])
                refusals.append(info.value.code)
                await client.close()
            return runs[0].record, refusals

        record, refusals = run(scenario())
    finally:
        server.close()
    assert record is not None and record.replay().is_over
    assert refusals == ["closed", "closed"]
