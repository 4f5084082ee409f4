"""Limits on what clients send: JSON parsed within bounds, rate limits by key, and the
middleware that puts both on every HTTP request.

Every body and socket message is parsed here, never by an unbounded parser:
at most `max_bytes`, nested at most `max_depth` deep, valid UTF-8 without lone
surrogates (orjson refuses them; they would fail later, when an answer is encoded).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import orjson
from starlette.datastructures import Headers
from starlette.requests import HTTPConnection
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agora.core import i18n
from agora.core.i18n import N_, SOURCE, Nn_, refusal
from agora.server.metrics import REFUSALS
from agora.server.refusals import Refusal

# Deeper than any message or body the API takes (table options are two levels deep).
MAX_DEPTH = 16


class BadInput(ValueError):
    """Input refused before it is read: too large, too deep, or not JSON. The message (a catalogue message
    and its fields: `said` gives it in any language) says which, and never repeats the input; `code` is
    `too_large` or `malformed`."""

    def __init__(self, code: str, message_id: i18n.Message, /, **params: object) -> None:
        self.code = code
        self.message_id = message_id
        self.params = params
        super().__init__(self.said(SOURCE))

    def said(self, lang: str) -> str:
        """The fault as a reader of `lang` reads it."""
        return refusal(self.message_id, self.params, lang)


def parse_json(data: str | bytes, max_bytes: int, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value of `data`, or BadInput."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    if len(raw) > max_bytes:
        raise BadInput("too_large", Nn_("too large: at most {n} byte", "too large: at most {n} bytes"), n=max_bytes)
    try:
        value = orjson.loads(raw)
    except orjson.JSONDecodeError as err:
        # orjson's reasons name a position and a kind of fault, never the text itself; they stay English.
        raise BadInput("malformed", N_("not JSON ({fault})"), fault=str(err)) from None
    if depth(value) > max_depth:
        raise BadInput("malformed", Nn_("nested too deep: at most {n} level", "nested too deep: at most {n} levels"),
                       n=max_depth)
    return value


def depth(value: Any) -> int:
    """How deep arrays and objects nest in a JSON value (a scalar is 0)."""
    deepest = 0
    todo = [(value, 1)]
    while todo:
        item, level = todo.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is not None:
            deepest = max(deepest, level)
            todo.extend((child, level + 1) for child in children)
    return deepest


class RateLimiter:
    """Token buckets by key: each key may spend `rate` a second, in bursts of
    `burst`. Keys are what is limited: a connection, a client address, and (once
    there are accounts) an account id. A rate of 0 limits nothing."""

    def __init__(
        self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic, limit: str = "address"
    ) -> None:
        self.rate = rate
        self.refused = REFUSALS.labels(limit)  # the metric its refusals count in
        self.burst = float(burst)
        self.clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}  # key -> (tokens, when counted)

    def take(self, key: str) -> bool:
        """Whether `key` may do one more thing now (and count it)."""
        if self.rate <= 0:
            return True
        now = self.clock()
        tokens, stamp = self._buckets.get(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - stamp) * self.rate)
        allowed = tokens >= 1
        self._buckets[key] = (tokens - 1 if allowed else tokens, now)
        if len(self._buckets) > 10_000:
            self._forget_full(now)
        if not allowed:
            self.refused.inc()
        return allowed

    def _forget_full(self, now: float) -> None:
        # A bucket that has refilled is the same as none: drop it, so keys never pile up.
        refill = self.burst / self.rate
        self._buckets = {k: v for k, v in self._buckets.items() if now - v[1] < refill}


class RequestLimits:
    """ASGI middleware for HTTP requests: the client address's rate limit, then
    the body read within `max_body_bytes` and, if JSON, parsed within bounds
    (FastAPI's own parser then reads what has passed)."""

    def __init__(self, app: ASGIApp, max_body_bytes: int, by_address: RateLimiter) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes
        self.by_address = by_address

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        client = scope.get("client")
        if not self.by_address.take(client[0] if client else "unknown"):
            too_many = Refusal(429, "too many requests from your address: slow down")
            too_many.headers = {"Retry-After": "1"}
            await too_many.answer(HTTPConnection(scope))(scope, receive, send)
            return
        headers = Headers(scope=scope)
        body = b""
        more = True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            body += message.get("body", b"")
            more = message.get("more_body", False)
            if len(body) > self.max_body_bytes:
                too_large = Refusal(413, Nn_("the body is too large: at most {n} byte",
                                             "the body is too large: at most {n} bytes"), n=self.max_body_bytes)
                await too_large.answer(HTTPConnection(scope))(scope, receive, send)
                return
        if body and is_json(headers.get("content-type")):
            try:
                parse_json(body, self.max_body_bytes)
            except BadInput as err:
                malformed = Refusal(400, "the body is {fault}", fault=err.said)
                await malformed.answer(HTTPConnection(scope))(scope, receive, send)
                return
        await self.app(scope, replay(body, receive), send)


def is_json(content_type: str | None) -> bool:
    """Whether FastAPI reads a body of this type as JSON (it does when none is given)."""
    if not content_type:
        return True
    kind = content_type.split(";")[0].strip().lower()
    return kind == "application/json" or (kind.startswith("application/") and kind.endswith("+json"))


def replay(body: bytes, receive: Receive) -> Receive:
    """A `receive` that gives the body already read, then what the client sends next (its disconnect)."""
    given = False

    async def again() -> Message:
        nonlocal given
        if not given:
            given = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return again
