"""Who keeps the tables that may move with nobody at them (a person playing, and a clock, a bot or a stand-in):
some process must hold each, so that its bots and clocks go on, but one is enough.

Alone (no Redis), a process reads them all at start. With Redis, a process keeps a table by a key
(`PREFIX:keeper:<table>`, its token, for `keeper_seconds`) that it renews every third of that time for each
table it holds; every round it also looks for such tables that nobody keeps (at start: every one nobody
else keeps; later: those of a process that stopped or died, once its keys ran out), takes them and reads
them. So with several processes a start reads only what no other process keeps. While Redis does not
answer, a process goes on with the tables it holds and takes no other (a stampede of every process
reading every table would not help): those wait for Redis, or for a socket."""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Callable

import redis.asyncio as aioredis
from redis.exceptions import RedisError

from agora.server.settings import Settings
from agora.server.store.matches import Matches
from agora.server.tables.rooms import Rooms

log = logging.getLogger("agora.server")

# KEYS: a table's key each; ARGV: this process's token, how long a key holds (ms), and "1" to renew a key
# of ours (a table we hold) or "0" to take free keys only (a table we do not hold, and may have let go of).
# For each key: 2 if this process took it now (it was free), 1 if it renewed it, else 0.
KEEP = """
local kept = {}
for i, key in ipairs(KEYS) do
  local holder = redis.call('GET', key)
  kept[i] = 0
  if not holder then
    kept[i] = 2
  elseif holder == ARGV[1] and ARGV[3] == '1' then
    kept[i] = 1
  end
  if kept[i] > 0 then
    redis.call('SET', key, ARGV[1], 'PX', ARGV[2])
  end
end
return kept
"""


class Keepers:
    """This process's share of the tables that move unwatched."""

    def __init__(self, rooms: Rooms, matches: Matches, settings: Settings,
                 wake: Callable[[str], Awaitable[None]]) -> None:
        self.rooms = rooms
        self.matches = matches
        self.wake = wake  # reads a table and looks at its bots and clocks
        self.hold_ms = int(settings.keeper_seconds * 1000)
        self.prefix = f"{settings.redis_prefix}:keeper:"
        self.token = secrets.token_hex(8)
        self.redis: aioredis.Redis | None = None
        if settings.redis_url:
            self.redis = aioredis.from_url(settings.redis_url, socket_timeout=1, socket_connect_timeout=1)
            self._keep = self.redis.register_script(KEEP)
        self._failing = False

    async def run(self) -> None:
        """Read the tables nobody else keeps now, then, with Redis, keep them and look again every round."""
        while True:
            try:
                await self._round()
            except Exception as err:  # the database away, say: look again next round
                if self.redis is None:
                    raise
                log.warning("the tables to keep could not be looked at: %s", err)
            if self.redis is None:
                return
            await asyncio.sleep(self.hold_ms / 3000)

    async def _round(self) -> None:
        held = [table_id for table_id, live in list(self.rooms.live.items())
                if live.info.status == "active" and not live.finished]
        # A table held here may have been read for a page alone, its bots and clocks not looked at: taken
        # now, it is woken too.
        taken = await self.keep(held, renew=True)
        unkept = [table_id for table_id in await asyncio.to_thread(self.matches.unattended)
                  if table_id not in self.rooms.live]
        for table_id in taken + await self.keep(unkept, renew=False):
            await self.wake(table_id)

    async def keep(self, table_ids: list[str], renew: bool) -> list[str]:
        """Those of the tables that nobody kept and this process takes now (all of them without Redis; none
        while it does not answer: a table nobody keeps then waits for it, or for a socket). `renew`: tables
        it holds, whose keys of its own it renews; else tables it does not hold (a key of its own that has
        not run out yet is one it let go of: not taken again)."""
        if self.redis is None or not table_ids:
            return table_ids
        try:
            kept = await self._keep(keys=[f"{self.prefix}{table_id}" for table_id in table_ids],
                                    args=[self.token, self.hold_ms, "1" if renew else "0"])
        except (RedisError, OSError) as err:
            if not self._failing:
                log.warning("Redis is not answering (%s): no table is taken to keep until it does", err)
            self._failing = True
            return []
        self._failing = False
        return [table_id for table_id, result in zip(table_ids, kept, strict=True) if int(result) == 2]

    async def close(self) -> None:
        """Close the connection (the keys run out: another process takes the tables)."""
        if self.redis is not None:
            await self.redis.aclose()
