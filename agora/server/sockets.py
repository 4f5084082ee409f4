"""A table's WebSocket: one per seat or spectator.

The server pushes state messages (the reader's view, legal actions and the
events it may see since its last push) and chat lines (`{type: "chat", lines}`); the client sends
`{action, log_index}`, `{type: "undo", log_index}`, chat lines `{type: "chat", text | phrase}` and
reports `{type: "report", line}`, and answers heartbeats with `{type: "pong"}`.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

import orjson
from fastapi import WebSocket, WebSocketDisconnect
from pydantic import ValidationError
from starlette.requests import HTTPConnection

from agora.core import Seat
from agora.core.i18n import N_
from agora.core.problems import problem, said
from agora.server.accounts import signed_in
from agora.server.limits import BadInput, RateLimiter, parse_json
from agora.server.live import Refused
from agora.server.metrics import ERRORS, SOCKETS
from agora.server.protocol import HELLO, MESSAGE, Act, Hello, Pong, Report, Say
from agora.server.refusals import NotFound
from agora.server.settings import Settings
from agora.server.store.accounts import Accounts
from agora.server.store.matches import hash_token
from agora.server.store.records import Entry, TableInfo
from agora.server.store.sessions import Sessions
from agora.server.tables.chat import Speaker
from agora.server.tables.coordinator import Tables
from agora.server.tables.rooms import Grant, Watcher

CLOSE_BAD_REQUEST = 4400
CLOSE_FORBIDDEN = 4403
CLOSE_NOT_FOUND = 4404
# Also a client that does not read what it is sent: its reason says which.
CLOSE_TIMEOUT = 4408
CLOSE_TOO_MANY = 4429


def error(refused: Refused) -> dict[str, Any]:
    """An error message for one socket: its `message` in English and `messages` in every language."""
    return {"type": "error", "code": refused.code, "message": refused.message, "section": refused.section,
            "messages": refused.texts()}


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


def why(err: ValidationError | BadInput) -> Callable[[str], str]:
    """A short reason a message was not understood, in any language."""
    if isinstance(err, BadInput):
        return err.said
    found = problem(err.errors()[0], "message")
    return lambda lang: said(found, lang)


class Connection:
    """One open socket of a table."""

    def __init__(
        self, websocket: WebSocket, tables: Tables, accounts: Accounts, sessions: Sessions, settings: Settings,
        table_id: str, by_address: RateLimiter,
    ) -> None:
        self.websocket = websocket
        self.tables = tables
        self.accounts = accounts
        self.sessions = sessions
        self.settings = settings
        self.table_id = table_id
        self.address = client_address(websocket)
        self.by_address = by_address
        self.heard = asyncio.get_running_loop().time()
        self.speaker = Speaker(None, None, self.address)  # once admitted, its account too

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
                raise BadInput("malformed", N_("send JSON in text frames"))
            return HELLO.validate_python(parse_json(text, self.settings.max_message_bytes))
        except (ValidationError, BadInput) as err:
            not_hello = Refused("malformed", "the first message must be a hello: {why}", why=why(err))
            await self.websocket.send_json(error(not_hello))
            await self.websocket.close(CLOSE_BAD_REQUEST, "the first message must be a hello")
            return None

    async def run(self) -> None:
        """Serve the socket until it closes."""
        try:
            info = await self.tables.rooms.info(self.table_id)
        except NotFound:
            await self.websocket.send_json(error(Refused("not_found", "there is no such table")))
            await self.websocket.close(CLOSE_NOT_FOUND)
            return
        hello = await self.hello()
        if hello is None:
            return
        grant = await self.admit(info, hello)
        if grant is None:
            return
        watcher = Watcher(grant, hello.since, self.settings.socket_queue)
        await self.tables.watch(self.table_id, watcher)
        parts: list[asyncio.Task[None]] = []
        try:  # from here on, however the handler ends (a client gone mid-await cancels it), it unwatches
            if grant.revocable:
                # A right that ended between the check above and the watch is seen now.
                await self.tables.rights.holds(watcher)
            await self.tables.chat.catch_up(watcher, info.game)
            # The socket's life ends with the first of them: the client left, or the server closed it.
            jobs = (self.read(watcher), self.write(watcher), self.heartbeat(watcher))
            parts = [asyncio.create_task(job) for job in jobs]
            await asyncio.wait(parts, return_when=asyncio.FIRST_COMPLETED)
        finally:
            self.tables.unwatch(self.table_id, watcher)
            for task in parts:
                task.cancel()
            if parts:
                await asyncio.wait(parts)
        for task in parts:
            failure = None if task.cancelled() else task.exception()
            if failure is not None and not isinstance(failure, WebSocketDisconnect):
                raise failure

    async def close(self, code: int, reason: str) -> None:
        """Close the socket. The close frame goes out behind what the client has not read yet:
        past a heartbeat's wait for room, the handler ends and the server drops the connection."""
        with contextlib.suppress(TimeoutError, RuntimeError, WebSocketDisconnect):
            await asyncio.wait_for(self.websocket.close(code, reason), self.settings.heartbeat_seconds)

    async def admit(self, info: TableInfo, hello: Hello) -> Grant | None:
        """What the hello admits the socket as (a seat, or a spectator), or None once it is refused and closed."""
        found = await signed_in(self.websocket, self.accounts, self.sessions)
        account = found.account.id if found else None
        self.speaker = Speaker(account, found.account.name if found else None, self.address)
        seat: Seat | None = await self.tables.seating.seat_of(self.table_id, hello.token, account)
        if seat is None and hello.token is not None:
            await self.websocket.send_json(error(Refused("bad_token", "that token holds no seat at this table")))
            await self.websocket.close(CLOSE_FORBIDDEN)
            return None
        key = info.invite_key if info.private else None
        if seat is None and key is not None and not hmac.compare_digest(key.encode(), (hello.invite or "").encode()):
            invite_needed = Refused("private", "this private table is watched with its invite link")
            await self.websocket.send_json(error(invite_needed))
            await self.websocket.close(CLOSE_FORBIDDEN)
            return None
        return Grant(
            self.table_id, seat, token_hash=hash_token(hello.token) if hello.token is not None else None,
            account=account, session=found.session.id if found else None, private=info.private, invite=hello.invite,
        )

    async def read(self, watcher: Watcher) -> None:
        # Per connection; the address's limit is shared by its sockets and HTTP requests.
        bucket = RateLimiter(self.settings.rate_per_second, self.settings.rate_burst, limit="socket")
        chat_bucket = self.tables.chat.socket_bucket()
        flooded = 0  # frames refused by the rate limits since the last one let through
        while True:
            frame = await self.websocket.receive()
            if frame["type"] == "websocket.disconnect":
                return
            self.heard = asyncio.get_running_loop().time()
            if watcher.hung_up:  # its close is on its way: nothing more is read
                continue
            # Checked first, whatever the frame: a flood earns one answer, then silence, then a close.
            if not bucket.take("") or not self.by_address.take(self.address):
                flooded += 1
                if flooded == 1:
                    watcher.say(error(Refused("rate_limited", "too many messages: slow down")))
                elif flooded > self.settings.flood_frames:
                    watcher.hang_up(CLOSE_TOO_MANY, "too many messages")
                await asyncio.sleep(0)  # frames already received come without a pause: let other work run
                continue
            flooded = 0
            text = frame.get("text")
            if text is None:
                watcher.say(error(Refused("malformed", "send JSON in text frames")))
                continue
            try:
                message = parse(text, self.settings.max_message_bytes)
            except BadInput as err:
                watcher.say(error(Refused(err.code, "message not understood: {why}", why=why(err))))
                continue
            except ValidationError as err:
                watcher.say(error(Refused("malformed", "message not understood: {why}", why=why(err))))
                continue
            if isinstance(message, Pong):
                continue
            if isinstance(message, Say | Report):  # spectators too may chat
                await self.chat(watcher, message, chat_bucket)
                continue
            if watcher.seat is None:
                watcher.say(error(Refused("spectator", "a spectator cannot act")))
                continue
            if watcher.revoked is not None:
                continue  # its writer is closing it
            if isinstance(message, Act):
                entry = Entry(watcher.seat, "act", message.action)
            else:
                entry = Entry(watcher.seat, "undo", None)
            try:
                await self.tables.commits.submit(self.table_id, watcher.seat, entry, message.log_index, watcher)
            except Refused as refused:
                watcher.say(error(refused))

    async def chat(self, watcher: Watcher, message: Say | Report, bucket: RateLimiter) -> None:
        """Say a chat line or report one; a refusal is marked as the chat's (`about`)."""
        try:
            if watcher.revoked is not None:
                return  # its writer is closing it
            if not bucket.take(""):
                raise Refused("rate_limited", "too many chat lines: wait a moment")
            if isinstance(message, Say):
                await self.tables.chat.say(watcher, message, self.speaker)
            else:
                await self.tables.chat.report(watcher, message, self.speaker)
        except Refused as refused:
            watcher.say({**error(refused), "about": "chat"})

    async def write(self, watcher: Watcher) -> None:
        """Send what is queued; a client that takes none of it for `send_seconds`, or lets
        its outbox overflow, does not read: it is closed."""
        with contextlib.suppress(WebSocketDisconnect, RuntimeError):
            while True:
                item = await watcher.next()
                if watcher.revoked is not None:  # its right has ended: it says why, and closes
                    close_code, why_ended = watcher.revoked
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(self.websocket.send_json(error(why_ended)), self.settings.send_seconds)
                    await self.close(close_code, why_ended.code)
                    return
                message = item if item is not None else await self.tables.rooms.render(self.table_id, watcher)
                if message["type"] == "overflow":
                    await self.close(CLOSE_TIMEOUT, "not reading: too many messages unread")
                    return
                if message["type"] == "close":
                    await self.close(message["code"], message["reason"])
                    return
                # orjson: encoding the state message with the json module was a tenth of the server's time.
                text = orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode()
                try:
                    await asyncio.wait_for(self.websocket.send_text(text), self.settings.send_seconds)
                except TimeoutError:
                    await self.close(CLOSE_TIMEOUT, "not reading: a message waited too long")
                    return

    async def heartbeat(self, watcher: Watcher) -> None:
        """Ping; a socket that answers nothing for two beats is dropped."""
        beat = self.settings.heartbeat_seconds
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(beat)
            if loop.time() - self.heard > 2 * beat:
                await self.close(CLOSE_TIMEOUT, "no answer to heartbeats")
                return
            watcher.say({"type": "ping"})


async def serve_socket(
    websocket: WebSocket, tables: Tables, accounts: Accounts, sessions: Sessions, settings: Settings, table_id: str,
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
            await Connection(websocket, tables, accounts, sessions, settings, table_id, by_address).run()
    except Exception:
        ERRORS.labels("socket").inc()
        raise
    finally:
        SOCKETS.dec()
