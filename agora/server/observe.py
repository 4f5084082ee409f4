"""What a log record says about where it came from: the request id and table id of the request
or socket being served (context variables set by the `Observe` middleware), the two log formats
(text, or one JSON object a line), and the count of HTTP 5xx answers."""

from __future__ import annotations

import logging
import re
import secrets
import sys
import time
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import Any, Literal

import orjson
from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agora.server.metrics import ERRORS

LogFormat = Literal["text", "json"]
REQUEST_ID: ContextVar[str | None] = ContextVar("request_id", default=None)
TABLE_ID: ContextVar[str | None] = ContextVar("table_id", default=None)
REQUEST_HEADER = "x-request-id"
# A request id a proxy sent is kept when it is a plain token; anything else is replaced.
GIVEN_ID = re.compile(r"[A-Za-z0-9._:-]{1,64}")
TABLE_PATH = re.compile(r"^/(?:api/tables|table)/([^/]+)")
# The emailed links' paths end in a signed token that acts without signing in: logged without it.
EMAILED_LINK = re.compile(r"^(/(?:confirm-email|unsubscribe)/[^/]*/[^/]*/)[^/]+$")
# What every record carries besides the standard fields (the JSON format names these keys).
ACCESS = logging.getLogger("agora.access")  # a line a request, at --log-level info
STANDARD = set(vars(logging.makeLogRecord({}))) | {"message", "asctime", "request_id", "table_id", "ids",
                                                   "color_message"}


class Context(logging.Filter):
    """Puts the request id and table id being served on every record."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = REQUEST_ID.get()
        record.table_id = TABLE_ID.get()
        return True


class TextFormat(logging.Formatter):
    """`time LEVEL logger [request=… table=…]: message`, the ids only when there are some."""

    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s%(ids)s: %(message)s")

    def format(self, record: logging.LogRecord) -> str:
        ids = [f"{key}={value}" for key, value in (("request", getattr(record, "request_id", None)),
                                                   ("table", getattr(record, "table_id", None))) if value]
        record.ids = f" [{' '.join(ids)}]" if ids else ""
        return super().format(record)


class JsonFormat(logging.Formatter):
    """One JSON object a line: time, level, logger, message, request_id, table_id, exception, extras."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": getattr(record, "request_id", None),
            "table_id": getattr(record, "table_id", None),
        }
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        entry.update({key: value for key, value in vars(record).items() if key not in STANDARD})
        return orjson.dumps(entry, default=str).decode()


def configure_logging(log_format: LogFormat, level: str = "warning") -> None:
    """Send every logger's records (uvicorn's too) to stderr in `log_format`, at `level` and above."""
    handler = logging.StreamHandler(sys.stderr)
    handler.addFilter(Context())
    handler.setFormatter(JsonFormat() if log_format == "json" else TextFormat())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    for name in ("uvicorn", "uvicorn.error"):
        logging.getLogger(name).handlers[:] = []  # theirs propagate to the root's handler
        logging.getLogger(name).propagate = True
    logging.getLogger("uvicorn.access").disabled = True  # Observe logs each request, with its ids


class Observe:
    """ASGI middleware: gives each HTTP request and socket a request id (the client's or proxy's
    X-Request-ID when it is a plain token, else a fresh one; sent back in the answer), names the
    table its path is about, and counts HTTP 5xx answers."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        given = dict(scope["headers"]).get(REQUEST_HEADER.encode(), b"").decode("latin-1")
        request_id = given if GIVEN_ID.fullmatch(given) else secrets.token_hex(8)
        table = TABLE_PATH.match(scope["path"])
        request_token = REQUEST_ID.set(request_id)
        table_token = TABLE_ID.set(table.group(1) if table else None)
        started = time.perf_counter()
        status = 500  # unless an answer starts

        async def send_observed(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                MutableHeaders(scope=message)[REQUEST_HEADER] = request_id
                if status >= 500:
                    ERRORS.labels("http").inc()
            await send(message)

        try:
            await self.app(scope, receive, send_observed)
            if scope["type"] == "http" and ACCESS.isEnabledFor(logging.INFO):
                elapsed = round((time.perf_counter() - started) * 1000, 1)
                path = EMAILED_LINK.sub(r"\1[token]", scope["path"])
                ACCESS.info("%s %s %d in %.1f ms", scope["method"], path, status, elapsed,
                            extra={"method": scope["method"], "path": path, "status": status, "ms": elapsed})
        except Exception:
            if scope["type"] == "http":
                ERRORS.labels("http").inc()  # uvicorn answers 500 for it
            logging.getLogger("agora.server").exception("%s %s failed", scope.get("method", "socket"), scope["path"])
            raise
        finally:
            REQUEST_ID.reset(request_token)
            TABLE_ID.reset(table_token)
