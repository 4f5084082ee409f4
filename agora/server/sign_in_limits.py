"""How often account requests may come: token buckets shared by every process through Redis
when the server has it (one Lua script, atomic), in this process otherwise.

Shaped so that a stranger's guesses cannot lock an owner out: an attempt takes, in order, from
  - its address's bucket (every name together: sign-ups and sign-ins from one place),
  - its (name, address) bucket: the tight one, so guessing one name from one place is slow,
  - its name's bucket (every address together): wide, so that it engages only when a name is
    guessed at from many places at once, faster than any one address may.
An attempt refused by one bucket takes nothing from the next, so a stranger held back by its own
(name, address) bucket never empties the name's bucket: the owner, at another address, signs in.
Addresses are counted by IPv6 /64 (one host usually has a whole /64 to pick from).
"""

from __future__ import annotations

import ipaddress
import logging
from dataclasses import dataclass

import redis.asyncio as aioredis
from redis.exceptions import RedisError

from agora.server.limits import RateLimiter
from agora.server.metrics import REFUSALS
from agora.server.settings import Settings

log = logging.getLogger(__name__)

# KEYS: the buckets in order; ARGV: each bucket's rate (per second) and burst, in the same order.
# Each bucket in turn gives a token; at the first that has none, the script stops and returns its
# 1-based place (the buckets after it give nothing). Returns 0 when every bucket gave one.
TAKE = """
local now_parts = redis.call('TIME')
local now = tonumber(now_parts[1]) + tonumber(now_parts[2]) / 1000000
for i, key in ipairs(KEYS) do
  local rate = tonumber(ARGV[2 * i - 1])
  local burst = tonumber(ARGV[2 * i])
  local saved = redis.call('HMGET', key, 'tokens', 'at')
  local tokens = tonumber(saved[1]) or burst
  local at = tonumber(saved[2]) or now
  tokens = math.min(burst, tokens + math.max(0, now - at) * rate)
  local allowed = tokens >= 1
  if allowed then
    tokens = tokens - 1
  end
  redis.call('HSET', key, 'tokens', tostring(tokens), 'at', tostring(now))
  redis.call('PEXPIRE', key, math.ceil(burst / rate * 1000) + 1000)
  if not allowed then
    return i
  end
end
return 0
"""


@dataclass(frozen=True)
class Bucket:
    """One kind of bucket: what it is keyed by, and its rate (a second) and burst."""

    kind: str
    rate: float
    burst: int


def address_key(host: str) -> str:
    """The key of a client address: itself, or its /64 for IPv6."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(address)


class SignInLimits:
    """The buckets of account requests, in Redis when `settings.redis_url` is set (in this process
    while Redis does not answer), in this process otherwise."""

    def __init__(self, settings: Settings) -> None:
        self.by_address = Bucket("address", settings.sign_in_address_rate, settings.sign_in_address_burst)
        self.by_pair = Bucket("pair", settings.sign_in_pair_rate, settings.sign_in_pair_burst)
        self.by_name = Bucket("name", settings.sign_in_name_rate, settings.sign_in_name_burst)
        self.local = {bucket.kind: RateLimiter(bucket.rate, bucket.burst, limit="sign-in")
                      for bucket in (self.by_address, self.by_pair, self.by_name)}
        # Deployments sharing one Redis keep apart as their pub/sub channels do.
        self.prefix = f"{settings.redis_prefix}:sign-in:"
        self.redis: aioredis.Redis | None = None
        if settings.redis_url:
            self.redis = aioredis.from_url(settings.redis_url, socket_timeout=1, socket_connect_timeout=1)
            self.take_script = self.redis.register_script(TAKE)
        self._redis_failing = False

    async def allow(self, host: str, name: str | None = None) -> bool:
        """Whether an account request from `host` (about the account `name`, an identity) may go on."""
        address = address_key(host)
        buckets = [(self.by_address, address)]
        if name is not None:
            buckets += [(self.by_pair, f"{name}\n{address}"), (self.by_name, name)]
        buckets = [(bucket, key) for bucket, key in buckets if bucket.rate > 0]
        if self.redis is not None:
            try:
                refused = await self.take_script(
                    keys=[f"{self.prefix}{bucket.kind}:{key}" for bucket, key in buckets],
                    args=[value for bucket, _ in buckets for value in (bucket.rate, bucket.burst)],
                )
            except (RedisError, OSError) as err:
                if not self._redis_failing:
                    log.warning("Redis is not answering (%s): sign-in limits are counted in this process", err)
                self._redis_failing = True
            else:
                self._redis_failing = False
                if refused:
                    REFUSALS.labels("sign-in").inc()
                return int(refused) == 0
        return all(self.local[bucket.kind].take(key) for bucket, key in buckets)

    async def close(self) -> None:
        """Close the connection to Redis, if any."""
        if self.redis is not None:
            await self.redis.aclose()
