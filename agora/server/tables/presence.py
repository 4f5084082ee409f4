"""Which seats have a table open, in any process: a turn email goes only to a seat that has none.

A process sees its own sockets (`Rooms.connected`). With Redis, each process also says in Redis which
seats it holds sockets of: a sorted set per table and seat (`PREFIX:presence:<table>:<seat>`), one
member per process, scored with the time its word runs out (Redis's clock, so machines' clocks need not
agree). A process renews its word every third of `presence_seconds` while the socket lives and takes
it back when the seat's last socket in it closes; a process that dies says nothing more, and its word
runs out. Redis not answering, a process knows its own sockets only (and emails, as without Redis)."""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Iterable

import redis.asyncio as aioredis
from redis.exceptions import RedisError

from agora.core import Seat
from agora.server.settings import Settings
from agora.server.tables.rooms import Rooms

log = logging.getLogger("agora.server")

RETRY_SECONDS = 2.0  # while Redis does not answer, how long before it is asked again

# KEYS: a (table, seat) key each; ARGV: this process's member, how long its word holds (ms). Sets or
# takes back (ARGV[3] == "0") the process's word in each key, dropping the words that ran out.
SAY = """
local now_parts = redis.call('TIME')
local now = tonumber(now_parts[1]) * 1000 + math.floor(tonumber(now_parts[2]) / 1000)
local hold = tonumber(ARGV[2])
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if ARGV[3] == '1' then
    redis.call('ZADD', key, now + hold, ARGV[1])
    redis.call('PEXPIRE', key, hold)
  else
    redis.call('ZREM', key, ARGV[1])
  end
end
return 0
"""

# KEYS: a (table, seat) key each: for each, 1 if some process's word in it still holds, else 0.
ASK = """
local now_parts = redis.call('TIME')
local now = tonumber(now_parts[1]) * 1000 + math.floor(tonumber(now_parts[2]) / 1000)
local found = {}
for i, key in ipairs(KEYS) do
  found[i] = redis.call('ZCOUNT', key, '(' .. now, '+inf') > 0 and 1 or 0
end
return found
"""


class Presence:
    """This process's word on the seats it has sockets of, and the question "is this seat here anywhere"."""

    def __init__(self, rooms: Rooms, settings: Settings) -> None:
        self.rooms = rooms
        self.hold_ms = int(settings.presence_seconds * 1000)
        self.prefix = f"{settings.redis_prefix}:presence:"
        self.member = secrets.token_hex(8)  # this process
        self.redis: aioredis.Redis | None = None
        if settings.redis_url:
            self.redis = aioredis.from_url(settings.redis_url, socket_timeout=0.5, socket_connect_timeout=0.5)
            self._say = self.redis.register_script(SAY)
            self._ask = self.redis.register_script(ASK)
        # One word at a time, each reading the sockets as they are then: the last one said is the truth.
        self._saying = asyncio.Lock()
        self._failing = False
        # While Redis does not answer, it is asked again only after this (monotonic) time: sockets opening and
        # moves made meanwhile do not each wait for a timeout, under the lock.
        self._retry_at = 0.0
        self._task: asyncio.Task[None] | None = None

    @property
    def shared(self) -> bool:
        """Whether other processes are told (with Redis)."""
        return self.redis is not None

    def start(self) -> None:
        """Renew this process's word while its sockets live."""
        if self.redis is not None:
            self._task = asyncio.create_task(self._renew())

    async def stop(self) -> None:
        """Take back every word of this process (its sockets are closing) and close the connection."""
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        if self.redis is not None:
            await self._send(self._here(), False)
            await self.redis.aclose()

    async def sync(self, table_id: str, seat: Seat) -> None:
        """Say in Redis whether this process has a socket of the seat now (after one opened or closed)."""
        if self.redis is None:
            return
        async with self._saying:
            await self._send([(table_id, seat)], seat in self.rooms.connected(table_id))

    async def present(self, table_id: str, seats: Iterable[Seat]) -> set[Seat]:
        """Those of `seats` that have the table open in this process or, as Redis says, another one."""
        here = set(self.rooms.connected(table_id))
        asked = sorted(set(seats) - here)
        if self.redis is None or not asked or self._resting():
            return here & set(seats)
        try:
            found = await self._ask(keys=[self._key(table_id, seat) for seat in asked])
        except (RedisError, OSError) as err:
            self._failed(err)
            return here & set(seats)
        self._failing = False
        return (here & set(seats)) | {seat for seat, yes in zip(asked, found, strict=True) if int(yes)}

    def _key(self, table_id: str, seat: Seat) -> str:
        return f"{self.prefix}{table_id}:{seat}"

    def _here(self) -> list[tuple[str, Seat]]:
        return [(table_id, seat) for table_id in list(self.rooms.watchers) for seat in self.rooms.connected(table_id)]

    async def _send(self, pairs: list[tuple[str, Seat]], here: bool) -> None:
        if not pairs or self.redis is None or self._resting():
            return
        try:
            await self._say(keys=[self._key(table_id, seat) for table_id, seat in pairs],
                            args=[self.member, self.hold_ms, "1" if here else "0"])
        except (RedisError, OSError) as err:
            self._failed(err)
        else:
            self._failing = False

    def _resting(self) -> bool:
        return self._failing and time.monotonic() < self._retry_at

    def _failed(self, err: Exception) -> None:
        self._retry_at = time.monotonic() + RETRY_SECONDS
        if not self._failing:
            log.warning("Redis is not answering (%s): turn emails see this process's sockets only", err)
        self._failing = True

    async def _renew(self) -> None:
        while True:
            await asyncio.sleep(self.hold_ms / 3000)
            async with self._saying:
                await self._send(self._here(), True)
