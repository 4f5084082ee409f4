"""Start and stop real server processes (launch_server.py) on free 127.0.0.1 ports."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Generator, Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

LAUNCHER = Path(__file__).with_name("launch_server.py")
# Each server's output goes to a file (xdist shows nothing a child process prints), and a failing test's report
# ends with the last lines of every server alive or started during it: a wait that timed out in CI says why.
LOGS = Path(tempfile.mkdtemp(prefix="agora-servers-"))
TAIL = 60


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
        self.port = free_port()
        self.log = log or LOGS / f"server-{self.port}.log"  # where its output goes
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None
        # One client for the process's life: making an httpx client is slow.
        self.http = httpx.Client(base_url=self.url, timeout=30)

    def start(self) -> ServerProcess:
        """Launch it and wait until it answers."""
        command = [sys.executable, str(LAUNCHER), "--port", str(self.port), "--db", self.db, *self.extra]
        environment = {**os.environ, "PYTHONUNBUFFERED": "1"}
        with self.log.open("ab") as output:  # the child keeps its own copy
            self.process = subprocess.Popen(command, env=environment, stdout=output, stderr=subprocess.STDOUT)
        STARTED.append(self)
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


STARTED: list[ServerProcess] = []  # every server this test process started, in order
SINCE = pytest.StashKey[int]()


# Hooks: a conftest that imports these two gets the servers' logs in its failing tests' reports.
@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """Mark where the test begins in STARTED."""
    item.stash[SINCE] = len(STARTED)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]
                              ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """A failed report gets the tail of the log of each server the test started or that still runs (a
    fixture's)."""
    report = yield
    if report.failed:
        since = item.stash.get(SINCE, 0)
        for index, server in enumerate(STARTED):
            if index < since and (server.process is None or server.process.poll() is not None):
                continue
            lines = server.log.read_text(errors="replace").splitlines()[-TAIL:] if server.log.exists() else []
            report.sections.append((f"server on port {server.port} ({server.log}), last {len(lines)} lines",
                                    "\n".join(lines)))
    return report
