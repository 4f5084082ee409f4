"""Redis pub/sub "match changed", "right ended" and "chat line said" signals between server processes.

Pub/sub drops what is sent while a listener is disconnected, so a signal is
only a hint: the log in the database is the truth, and a listener that
reconnects asks for every live match to be re-read. Signals raised while one
is being sent go out together, as one message naming every table. A word with
`=` in it (`table=<id>`, `session=<id>`) says that a right may have ended: its
sockets are checked against the database (never lost for good either: a
socket's right is checked again before each of its submissions). `chat:<id>` says that a line
was said at a table: its sockets are sent the lines they lack.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Callable

import redis.asyncio as aioredis
from redis.exceptions import RedisError

log = logging.getLogger("agora.server")

# The kinds of "right ended" signals: every revocable socket of a table, or those of a session.
TABLE, SESSION = "table", "session"
# What starts a "chat line said" signal's word: `chat:<table>`.
CHAT = "chat:"


class Signals:
    """Publish and receive "match changed" and "right ended" signals on one channel."""

    def __init__(
        self, url: str, channel: str, on_change: Callable[[str], None], on_reconnect: Callable[[], None],
        on_revoke: Callable[[str], None], on_chat: Callable[[str], None],
    ):
        self.url = url
        self.channel = channel
        self.on_change = on_change
        self.on_reconnect = on_reconnect
        self.on_revoke = on_revoke
        self.on_chat = on_chat
        self.origin = secrets.token_hex(6)  # to skip our own signals
        self.client: aioredis.Redis = aioredis.from_url(url)
        self._task: asyncio.Task[None] | None = None
        self._publisher: asyncio.Task[None] | None = None
        self._outgoing: set[str] = set()
        self._send = asyncio.Event()
        self.ready = asyncio.Event()

    async def start(self) -> None:
        """Start listening (returns once subscribed, or after a first failure)."""
        self._task = asyncio.create_task(self._listen())
        self._publisher = asyncio.create_task(self._publish())
        try:
            await asyncio.wait_for(self.ready.wait(), timeout=5)
        except TimeoutError:
            log.warning("Redis at %s is not answering; matches will catch up from the log", self.url)

    async def stop(self) -> None:
        """Stop listening and close the connection."""
        tasks = [task for task in (self._task, self._publisher) if task is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await self.client.aclose()

    def publish(self, table_id: str) -> None:
        """Tell the other processes that a match changed (best effort: they also re-read the log)."""
        self._outgoing.add(table_id)
        self._send.set()

    def revoke(self, scope: str) -> None:
        """Tell the other processes that the rights of `scope` (`kind=value`) may have ended."""
        self._outgoing.add(scope)
        self._send.set()

    async def _publish(self) -> None:
        while True:
            await self._send.wait()
            self._send.clear()
            tables, self._outgoing = self._outgoing, set()
            try:
                await self.client.publish(self.channel, " ".join([self.origin, *sorted(tables)]))
            except (RedisError, OSError) as err:
                log.warning("could not publish a signal: %s", err)

    async def _listen(self) -> None:
        while True:
            try:
                pubsub = self.client.pubsub()
                await pubsub.subscribe(self.channel)
                self.ready.set()
                self.on_reconnect()  # whatever was sent while we were away is lost
                async for message in pubsub.listen():
                    if message.get("type") != "message":
                        continue
                    origin, *words = message["data"].decode().split()
                    if origin != self.origin:
                        for word in words:
                            if word.startswith(CHAT):
                                self.on_chat(word.removeprefix(CHAT))
                            else:
                                (self.on_revoke if "=" in word else self.on_change)(word)
            except (RedisError, OSError) as err:
                log.warning("Redis pub/sub lost (%s); reconnecting", err)
                self.ready.set()
                await asyncio.sleep(0.5)
