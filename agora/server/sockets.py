"""A table's WebSocket: one per seat or spectator.

The server pushes state messages (the reader's view, legal actions and the
events it may see since its last push); the client sends `{action, log_index}`,
`{type: "undo", log_index}` and answers heartbeats with `{type: "pong"}`.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any
from urllib.parse import urlsplit

import orjson
from fastapi import WebSocket, WebSocketDisconnect
from pydantic import ValidationError
from starlette.requests import HTTPConnection

from agora.core import Seat
from agora.server.accounts import current
from agora.server.limits import BadInput, RateLimiter, first_problem, parse_json
from agora.server.live import Refused
from agora.server.metrics import ERRORS, SOCKETS
from agora.server.protocol import HELLO, MESSAGE, Act, Hello, Pong
from agora.server.settings import Settings
from agora.server.store.accounts import Accounts
from agora.server.store.records import Entry
from agora.server.tables.coordinator import Tables
from agora.server.tables.rooms import NotFound, Watcher

CLOSE_BAD_REQUEST = 4400
CLOSE_FORBIDDEN = 4403
CLOSE_NOT_FOUND = 4404
CLOSE_TIMEOUT = 4408
CLOSE_TOO_MANY = 4429


def error(code: str, message: str, section: str | None = None) -> dict[str, Any]:
    """An error message for one socket."""
    return {"type": "error", "code": code, "message": message, "section": section}


def origin_allowed(connection: HTTPConnection, settings: Settings) -> bool:
    """Browsers always send Origin: its host must be one of the allowed hosts
    (`host`, any port, or `host:port`). The Host header proves nothing: under DNS
    rebinding a foreign page's Origin and Host name the attacker's domain alike.
    Clients that are not browsers (bots, scripts) send no Origin and cannot be
    tricked into using someone's cookies anyway."""
    origin = connection.headers.get("origin")
    if origin is None:
        return True
    try:
        parts = urlsplit(origin)
        hostname = parts.hostname
    except ValueError:
        return False
    if parts.scheme not in ("http", "https") or not hostname:
        return False
    allowed = {host.lower() for host in settings.allowed_hosts}
    return hostname in allowed or parts.netloc.lower() in allowed


def client_address(websocket: WebSocket) -> str:
    """The address a socket comes from (the key of its address's rate limit)."""
    return websocket.client.host if websocket.client is not None else "unknown"


def parse(text: str, max_bytes: int) -> Any:
    """A client message; `{action, log_index}` without a type is an action.
    Raises BadInput or ValidationError."""
    data = parse_json(text, max_bytes)
    if isinstance(data, dict) and "type" not in data and "action" in data:
        data = {"type": "act", **data}
    return MESSAGE.validate_python(data)


def why(err: ValidationError | BadInput) -> str:
    """A short reason a message was not understood."""
    return first_problem(err.errors()) if isinstance(err, ValidationError) else str(err)


class Connection:
    """One open socket of a table."""

    def __init__(
        self, websocket: WebSocket, tables: Tables, accounts: Accounts, settings: Settings, table_id: str,
        by_address: RateLimiter,
    ) -> None:
        self.websocket = websocket
        self.tables = tables
        self.accounts = accounts
        self.settings = settings
        self.table_id = table_id
        self.address = client_address(websocket)
        self.by_address = by_address
        self.heard = asyncio.get_running_loop().time()

    async def hello(self) -> Hello | None:
        """Read the first message and check the token; None if the socket was closed."""
        try:
            frame = await asyncio.wait_for(self.websocket.receive(), timeout=2 * self.settings.heartbeat_seconds)
        except TimeoutError:
            await self.websocket.close(CLOSE_TIMEOUT, "no hello")
            return None
        if frame["type"] == "websocket.disconnect":
            return None
        try:
            text = frame.get("text")
            if text is None:
                raise BadInput("malformed", "send JSON in text frames")
            return HELLO.validate_python(parse_json(text, self.settings.max_message_bytes))
        except (ValidationError, BadInput) as err:
            await self.websocket.send_json(error("malformed", f"the first message must be a hello: {why(err)}"))
            await self.websocket.close(CLOSE_BAD_REQUEST, "the first message must be a hello")
            return None

    async def run(self) -> None:
        """Serve the socket until it closes."""
        try:
            await self.tables.rooms.info(self.table_id)
        except NotFound as err:
            await self.websocket.send_json(error("not_found", str(err)))
            await self.websocket.close(CLOSE_NOT_FOUND)
            return
        hello = await self.hello()
        if hello is None:
            return
        account = await current(self.websocket, self.accounts)
        account_id = account.id if account else None
        seat: Seat | None = await self.tables.seating.seat_of(self.table_id, hello.token, account_id)
        if seat is None and hello.token is not None:
            await self.websocket.send_json(error("bad_token", "that token holds no seat at this table"))
            await self.websocket.close(CLOSE_FORBIDDEN)
            return
        watcher = Watcher(seat, hello.since)
        await self.tables.rooms.watch(self.table_id, watcher)
        helpers = [asyncio.create_task(self.write(watcher)), asyncio.create_task(self.heartbeat(watcher))]
        try:
            await self.read(watcher)
        finally:
            self.tables.rooms.unwatch(self.table_id, watcher)
            for task in helpers:
                task.cancel()
            await asyncio.gather(*helpers, return_exceptions=True)

    async def read(self, watcher: Watcher) -> None:
        # Per connection; the address's limit is shared by its sockets and HTTP requests.
        bucket = RateLimiter(self.settings.rate_per_second, self.settings.rate_burst, limit="socket")
        while True:
            frame = await self.websocket.receive()
            if frame["type"] == "websocket.disconnect":
                return
            self.heard = asyncio.get_running_loop().time()
            text = frame.get("text")
            if text is None:
                watcher.say(error("malformed", "send JSON in text frames"))
                continue
            if not bucket.take("") or not self.by_address.take(self.address):
                watcher.say(error("rate_limited", "too many messages: slow down"))
                continue
            try:
                message = parse(text, self.settings.max_message_bytes)
            except BadInput as err:
                watcher.say(error(err.code, f"message not understood: {why(err)}"))
                continue
            except ValidationError as err:
                watcher.say(error("malformed", f"message not understood: {why(err)}"))
                continue
            if isinstance(message, Pong):
                continue
            if watcher.seat is None:
                watcher.say(error("spectator", "a spectator cannot act"))
                continue
            if isinstance(message, Act):
                entry = Entry(watcher.seat, "act", message.action)
            else:
                entry = Entry(watcher.seat, "undo", None)
            try:
                await self.tables.commits.submit(self.table_id, watcher.seat, entry, message.log_index, watcher)
            except Refused as refused:
                watcher.say(error(refused.code, refused.message, refused.section))

    async def write(self, watcher: Watcher) -> None:
        with contextlib.suppress(WebSocketDisconnect, RuntimeError):
            while True:
                item = await watcher.next()
                message = item if item is not None else await self.tables.rooms.render(self.table_id, watcher)
                if message["type"] == "revoked":  # the seat's token was reissued: this socket's is void
                    await self.websocket.send_json(error("revoked", "this seat's token was replaced"))
                    await self.websocket.close(CLOSE_FORBIDDEN)
                    return
                # orjson: encoding the state message with the json module was a tenth of the server's time.
                await self.websocket.send_text(orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode())

    async def heartbeat(self, watcher: Watcher) -> None:
        """Ping; a socket that answers nothing for two beats is dropped."""
        beat = self.settings.heartbeat_seconds
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(beat)
            if loop.time() - self.heard > 2 * beat:
                with contextlib.suppress(RuntimeError):
                    await self.websocket.close(CLOSE_TIMEOUT, "no answer to heartbeats")
                return
            watcher.say({"type": "ping"})


async def serve_socket(
    websocket: WebSocket, tables: Tables, accounts: Accounts, settings: Settings, table_id: str,
    by_address: RateLimiter,
) -> None:
    """Check the origin and the address's rate, then serve the socket."""
    # Before accept, a close refuses the handshake (HTTP 403).
    if not origin_allowed(websocket, settings):
        await websocket.close(CLOSE_FORBIDDEN)
        return
    if not by_address.take(client_address(websocket)):
        await websocket.close(CLOSE_TOO_MANY)
        return
    await websocket.accept()
    SOCKETS.inc()
    try:
        # A client that leaves, even before its hello, is no error: nobody needs telling.
        with contextlib.suppress(WebSocketDisconnect):
            await Connection(websocket, tables, accounts, settings, table_id, by_address).run()
    except Exception:
        ERRORS.labels("socket").inc()
        raise
    finally:
        SOCKETS.dec()
