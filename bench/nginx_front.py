"""nginx in front of local Agora processes, run by an ordinary user from a folder of its own:
deploy/nginx/agora.conf with its upstreams, ports and certificate swapped for this run's, inside a
main configuration that keeps every file nginx writes in that folder. bench/load.py and
tests/server/test_server_proxy.py both use it, so the benchmark and the test run the shipped file.
"""

from __future__ import annotations

import re
import shutil
import signal
import socket
import ssl
import subprocess
import time
from pathlib import Path

CONFIG = Path(__file__).parents[1] / "deploy" / "nginx" / "agora.conf"
# The shipped file's processes, listening ports and certificate, which a run replaces.
SHIPPED_PORTS = (8001, 8002)
SHIPPED_CERT = "/etc/ssl/agora/fullchain.pem"
SHIPPED_KEY = "/etc/ssl/agora/privkey.pem"
# Each request on one line, with the process that served it: what the proxy test reads back.
ACCESS_FORMAT = "'$remote_addr $request_method $uri $status $upstream_addr'"


class Missing(Exception):
    """nginx or openssl is not installed here."""


def nginx_binary() -> str:
    """nginx's path (Debian puts it in /usr/sbin, which an ordinary user's PATH may lack)."""
    found = shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin:/usr/local/sbin")
    if found is None:
        raise Missing("nginx is not installed (Debian: apt-get install nginx)")
    return found


def openssl_binary() -> str:
    """openssl's path, to make a test certificate."""
    found = shutil.which("openssl")
    if found is None:
        raise Missing("openssl is not installed (Debian: apt-get install openssl)")
    return found


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A self-signed certificate for localhost and 127.0.0.1, made now (a test's only)."""
    openssl = openssl_binary()
    cert, key = folder / "test-cert.pem", folder / "test-key.pem"
    subprocess.run(
        [openssl, "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
         "-days", "2", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
         "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True,
    )
    return cert, key


def render(template: str, ports: list[int], https_port: int, http_port: int, cert: Path, key: Path) -> str:
    """The shipped configuration for this run: its upstreams' servers on `ports`, TLS on 127.0.0.1:`https_port`,
    the redirect on `http_port`, this certificate. ValueError if the file no longer holds what it replaces."""
    first, *others = SHIPPED_PORTS

    def expand(line: re.Match[str]) -> str:
        return "".join(f"{line['indent']}server 127.0.0.1:{port}{line['rest']}\n" for port in ports)

    text, count = re.subn(rf"(?m)^(?P<indent>[ \t]*)server 127\.0\.0\.1:{first}(?P<rest>[^\n]*)\n", expand, template)
    if count != 2:
        raise ValueError("the shipped configuration changed: two upstreams of 127.0.0.1:8001... expected")
    for other in others:
        text, dropped = re.subn(rf"(?m)^[ \t]*server 127\.0\.0\.1:{other}[^\n]*\n", "", text)
        if dropped != count:
            raise ValueError(f"the shipped configuration changed: port {other} in each upstream expected")
    replacements = [
        ("listen 443 ssl;", f"listen 127.0.0.1:{https_port} ssl;"),
        ("listen 80;", f"listen 127.0.0.1:{http_port};"),
        ("    listen [::]:443 ssl;\n", ""),
        ("    listen [::]:80;\n", ""),
        (SHIPPED_CERT, str(cert)),
        (SHIPPED_KEY, str(key)),
    ]
    for old, new in replacements:
        if text.count(old) != 1:
            raise ValueError(f"the shipped configuration changed: {old.strip()!r} once expected")
        text = text.replace(old, new)
    return text


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class Nginx:
    """One nginx (a master and one worker) in `folder`, in front of processes on `ports`, until `stop`."""

    def __init__(self, folder: Path, ports: list[int], cert: Path, key: Path) -> None:
        self.folder = folder
        self.https_port = free_port()
        self.http_port = free_port()
        self.access_log = folder / "access.log"
        self.error_log = folder / "error.log"
        for temp in ("body", "proxy", "fastcgi", "uwsgi", "scgi"):
            (folder / temp).mkdir(exist_ok=True)
        (folder / "agora.conf").write_text(
            render(CONFIG.read_text(), ports, self.https_port, self.http_port, cert, key)
        )
        temps = "".join(f"    {kind}_temp_path {folder / name};\n" for kind, name in (
            ("client_body", "body"), ("proxy", "proxy"), ("fastcgi", "fastcgi"), ("uwsgi", "uwsgi"),
            ("scgi", "scgi")))
        (folder / "nginx.conf").write_text(
            "daemon off;\n"
            "worker_processes 1;\n"
            f"pid {folder / 'nginx.pid'};\n"
            f"error_log {self.error_log} warn;\n"
            "events { worker_connections 4096; }\n"
            "http {\n"
            f"    log_format agora_run {ACCESS_FORMAT};\n"
            f"    access_log {self.access_log} agora_run;\n"
            f"{temps}"
            f"    include {folder / 'agora.conf'};\n"
            "}\n"
        )
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"https://localhost:{self.https_port}"

    def start(self, certificate: Path) -> Nginx:
        """Start it and wait until it answers TLS with `certificate`."""
        command = [nginx_binary(), "-p", str(self.folder), "-e", str(self.error_log), "-c",
                   str(self.folder / "nginx.conf")]
        self.process = subprocess.Popen(command, stderr=subprocess.PIPE)
        context = ssl.create_default_context(cafile=str(certificate))
        for _ in range(100):
            if self.process.poll() is not None:
                error = self.process.stderr.read().decode() if self.process.stderr else ""
                raise RuntimeError(f"nginx exited with {self.process.returncode}: {error}")
            try:
                with (socket.create_connection(("127.0.0.1", self.https_port), timeout=1) as raw,
                      context.wrap_socket(raw, server_hostname="localhost")):
                    return self
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError("nginx did not start")

    def errors(self) -> list[str]:
        """nginx's complaints so far (its error log's [error] lines)."""
        if not self.error_log.exists():
            return []
        return [line for line in self.error_log.read_text().splitlines() if "[error]" in line]

    def took_out(self) -> int:
        """How many times nginx took a process out of its upstreams (it failed to connect or answer)."""
        if not self.error_log.exists():
            return 0
        return self.error_log.read_text().count("upstream server temporarily disabled")

    @property
    def pid(self) -> int:
        """Its master process (the worker is its child: bench/load.py's cpu_seconds counts both)."""
        assert self.process is not None, "not started"
        return self.process.pid

    def stop(self) -> None:
        """A fast shutdown (SIGTERM), then kill if it lingers."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
