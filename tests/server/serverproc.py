"""Start and stop real server processes (launch_server.py) on free 127.0.0.1 ports."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

LAUNCHER = Path(__file__).with_name("launch_server.py")


def free_port() -> int:
    """A port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class ServerProcess:
    """One server process; `url` is its base URL once `start` returns."""

    def __init__(self, db: str, *extra: str, log: Path | None = None) -> None:
        self.db = db
        self.extra = extra
        self.log = log  # where its output goes (default: the test's own)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None
        # One client for the process's life: making an httpx client is slow.
        self.http = httpx.Client(base_url=self.url, timeout=30)

    def start(self) -> ServerProcess:
        """Launch it and wait until it answers."""
        command = [sys.executable, str(LAUNCHER), "--port", str(self.port), "--db", self.db, *self.extra]
        output = self.log.open("ab") if self.log is not None else None
        environment = {**os.environ, "PYTHONUNBUFFERED": "1"}
        errors = subprocess.STDOUT if output else None
        self.process = subprocess.Popen(command, env=environment, stdout=output, stderr=errors)
        if output is not None:
            output.close()  # the child has its own copy
        for _ in range(300):
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited with {self.process.returncode}")
            try:
                if self.http.get("/api/games", timeout=1).status_code == 200:
                    return self
            except httpx.TransportError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start")

    def kill(self) -> None:
        """kill -9: no cleanup of any kind."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        """Stop it if it runs."""
        self.http.close()
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()

    @property
    def ws(self) -> str:
        """The base URL of its sockets."""
        return f"ws://127.0.0.1:{self.port}"


@contextmanager
def running(servers: list[ServerProcess]) -> Iterator[list[ServerProcess]]:
    """Start the servers one after another; stop every one started, whatever happens."""
    try:
        for server in servers:
            server.start()
        yield servers
    finally:
        for server in servers:
            server.stop()
