"""A seat's (or spectator's) socket to a real server, for tests over the network."""

from __future__ import annotations

import json
import ssl
import time
from typing import Any

from websockets.sync.client import ClientConnection, connect

# A safety net against a hung test, not a measure of speed.
PATIENCE = 30.0


class SeatSocket:
    """One socket to a table, hello already sent (as a seat's token, or the account of a session cookie;
    a private table's spectator with its invite key)."""

    def __init__(
        self, ws_base: str, table_id: str, token: str | None = None, since: int = 0, cookie: str | None = None,
        invite: str | None = None, tls: ssl.SSLContext | None = None,
    ) -> None:
        headers = {"Cookie": cookie} if cookie else None
        # Entered at once: the socket lives as long as this object (close() ends it), not a `with` block.
        self.connection: ClientConnection = connect(
            f"{ws_base}/api/tables/{table_id}/socket", open_timeout=PATIENCE, additional_headers=headers, ssl=tls
        ).__enter__()
        self.send(type="hello", token=token, since=since, **({"invite": invite} if invite is not None else {}))
        self.last_state: dict[str, Any] | None = None

    def send(self, **message: Any) -> None:
        """Send one JSON message."""
        self.connection.send(json.dumps(message))

    def until(self, kind: str, **fields: Any) -> dict[str, Any]:
        """The next message of a kind with these fields (answering pings on the way)."""
        return self.until_any(kind, **fields)

    def until_any(self, *kinds: str, patience: float = PATIENCE, **fields: Any) -> dict[str, Any]:
        """The next message of one of these kinds with these fields (answering pings on the way);
        TimeoutError after `patience` seconds."""
        deadline = time.monotonic() + patience
        while True:
            message: dict[str, Any] = json.loads(self.connection.recv(timeout=deadline - time.monotonic()))
            if message["type"] == "state":
                self.last_state = message
            if message["type"] == "ping":
                self.send(type="pong")
            if message["type"] in kinds and all(message.get(k) == v for k, v in fields.items()):
                return message

    def state_at_least(self, log_index: int, patience: float = PATIENCE) -> dict[str, Any]:
        """The first state message at or past a log index (TimeoutError after `patience` seconds)."""
        if self.last_state is not None and self.last_state["log_index"] >= log_index:
            return self.last_state
        deadline = time.monotonic() + patience
        while True:
            state = self.until_any("state", patience=deadline - time.monotonic())
            if state["log_index"] >= log_index:
                return state

    def close(self) -> None:
        """Close the socket."""
        self.connection.close()
