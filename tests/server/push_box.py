"""A push service for the tests: an HTTP server on 127.0.0.1 that takes what Agora posts to a browser's endpoint,
answers as told, and keeps every request; and a browser's side of a subscription (its keys) that decrypts what
came (RFC 8291, with http_ece, as a browser would)."""

from __future__ import annotations

import base64
import json
import os
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import http_ece
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from wsclient import PATIENCE


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


@dataclass(frozen=True)
class Posted:
    """One request a push service took: its path, headers and body, and when it came (time.time())."""

    path: str
    headers: dict[str, str]
    body: bytes
    at: float


@dataclass
class PushBox:
    """The push service: `answers` says the status of each path's requests in turn (201 once they run out);
    `redirect` answers every path with a 307 to it."""

    posted: list[Posted] = field(default_factory=list)
    answers: dict[str, list[int]] = field(default_factory=dict)
    redirect: str | None = None
    server: ThreadingHTTPServer | None = None

    def start(self) -> None:
        box = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                box.posted.append(Posted(self.path, {k.lower(): v for k, v in self.headers.items()}, body, time.time()))
                if box.redirect is not None:
                    self.send_response(307)
                    self.send_header("Location", box.redirect)
                else:
                    waiting = box.answers.get(self.path, [])
                    self.send_response(waiting.pop(0) if waiting else 201)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *_args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()

    @property
    def origin(self) -> str:
        assert self.server is not None
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def to(self, path: str) -> list[Posted]:
        return [post for post in self.posted if post.path == path]

    def wait_for(self, path: str, count: int) -> list[Posted]:
        """Wait until a path has `count` requests (a safety net, not a measure)."""
        deadline = time.monotonic() + PATIENCE
        while len(self.to(path)) < count and time.monotonic() < deadline:
            time.sleep(0.02)
        return self.to(path)


class Browser:
    """A browser's push subscription: its endpoint at the box, and the keys only it holds."""

    def __init__(self, box: PushBox, name: str) -> None:
        self.path = f"/push/{name}"
        self.endpoint = box.origin + self.path
        self.key = ec.generate_private_key(ec.SECP256R1())
        self.auth = os.urandom(16)

    def subscription(self, language: str | None = None) -> dict[str, Any]:
        """What the page sends (PushSubscription.toJSON(), and the language)."""
        point = self.key.public_key().public_bytes(serialization.Encoding.X962,
                                                   serialization.PublicFormat.UncompressedPoint)
        return {"endpoint": self.endpoint, "expirationTime": None, "language": language,
                "keys": {"p256dh": b64(point), "auth": b64(self.auth)}}

    def read(self, posted: Posted) -> dict[str, Any]:
        """A message decrypted as the browser does it."""
        assert posted.headers["content-encoding"] == "aes128gcm"
        plain = http_ece.decrypt(posted.body, private_key=self.key, auth_secret=self.auth, version="aes128gcm")
        message: dict[str, Any] = json.loads(plain)
        return message
