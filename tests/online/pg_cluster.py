"""A throwaway PostgreSQL cluster in a temporary folder, that a test (or a benchmark) may stop
and start again, cleanly or not, without touching the machine's own database.

Debian's binaries (``/usr/lib/postgresql/<version>/bin``) make it: ``initdb`` with trust
authentication, a server that listens on a Unix socket in the folder only (no TCP port, so
nothing on the network reaches it and no port is shared), stopped with ``pg_ctl stop -m
fast`` (clean) or ``-m immediate`` (a crash: no checkpoint, recovery at the next start).
``initdb`` refuses to run as root, so as root the cluster belongs to the ``postgres`` user.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

PORT = 5432  # only names the socket file; nothing listens on TCP


def binaries() -> Path | None:
    """The folder of PostgreSQL's server binaries, the newest installed, or None."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=lambda p: int(p.split("/")[4]))
    if found:
        return Path(found[-1]).parent
    pg_ctl = shutil.which("pg_ctl")
    return Path(pg_ctl).parent if pg_ctl else None


class Cluster:
    """One cluster: ``start``, ``stop(mode)``, ``restart(mode)``, and its connection string."""

    def __init__(self, folder: Path, bin_dir: Path) -> None:
        self.folder = folder
        self.bin = bin_dir
        self.data = folder / "data"
        self.socket_dir = folder / "socket"
        self.log = folder / "postgres.log"
        self.owner = "postgres" if os.geteuid() == 0 else ""

    @property
    def dsn(self) -> str:
        return self.dsn_for("postgres")

    def dsn_for(self, database: str) -> str:
        user = self.owner or pwd.getpwuid(os.geteuid()).pw_name
        return f"postgresql://{user}@/{database}?host={self.socket_dir}&port={PORT}"

    def _run(self, *args: str, timeout: float = 60) -> None:
        command = [str(self.bin / args[0]), *args[1:]]
        if self.owner:
            command = ["runuser", "-u", self.owner, "--", *command]
        subprocess.run(command, check=True, capture_output=True, timeout=timeout)

    def init(self) -> None:
        self.socket_dir.mkdir()
        if self.owner:
            entry = pwd.getpwnam(self.owner)
            for path in (self.folder, self.socket_dir):
                os.chown(path, entry.pw_uid, entry.pw_gid)
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", self.owner or "postgres", "--no-sync")

    def start(self) -> None:
        options = (
            f"-c listen_addresses='' -c unix_socket_directories={self.socket_dir} -p {PORT} -c fsync=off"
        )
        self._run(
            "pg_ctl", "-D", str(self.data), "-l", str(self.log), "-o", options, "-w", "-t", "60", "start"
        )

    def stop(self, mode: str = "fast") -> None:
        """``fast``: a clean shutdown; ``immediate``: as if the server crashed."""
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "-t", "60", "stop")

    def restart(self, mode: str = "fast") -> None:
        self.stop(mode)
        self.start()

    def create_database(self, name: str) -> str:
        self._run(
            "createdb", "-h", str(self.socket_dir), "-p", str(PORT), "-U", self.owner or "postgres", name
        )
        return self.dsn_for(name)


@contextlib.contextmanager
def throwaway_cluster() -> Iterator[Cluster]:
    """A started cluster in a temporary folder; stopped and removed afterwards. Raises
    ``LookupError`` where PostgreSQL's server binaries are not installed."""
    bin_dir = binaries()
    if bin_dir is None:
        raise LookupError("PostgreSQL's server binaries (initdb, pg_ctl) are not installed")
    folder = Path(tempfile.mkdtemp(prefix="sf-pg-"))
    os.chmod(folder, 0o755)
    cluster = Cluster(folder, bin_dir)
    try:
        cluster.init()
        cluster.start()
        yield cluster
    finally:
        with contextlib.suppress(subprocess.SubprocessError, OSError):
            cluster.stop("immediate")
        shutil.rmtree(folder, ignore_errors=True)
