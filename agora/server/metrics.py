"""The server's Prometheus metrics (prometheus-client), and their exposition at /metrics.

Several uvicorn workers: start them with PROMETHEUS_MULTIPROC_DIR naming an empty folder
(`agora serve` makes one when --workers > 1), and each worker's /metrics then reports the
sum over every worker (prometheus-client's multiprocess mode).
"""

from __future__ import annotations

import os

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)

from agora.server.settings import MULTIPROCESS_VAR

ACTIONS = Counter("agora_actions_committed", "Log entries (actions, undos) committed to the database")
COMMIT_SECONDS = Histogram(
    "agora_commit_seconds", "Time to commit one log entry",
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5),
)
SOCKETS = Gauge("agora_open_sockets", "Table sockets open", multiprocess_mode="livesum")
LIVE_TABLES = Gauge("agora_live_tables", "Tables held in memory", multiprocess_mode="livesum")
BOT_QUEUE = Gauge("agora_bot_turns_waiting", "Bot turns scheduled and not yet decided", multiprocess_mode="livesum")
BOT_SECONDS = Histogram(
    "agora_bot_move_seconds", "Time a bot took to decide a move (in the worker pool, queueing included)",
    buckets=(0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 4.0, 8.0),
)
REFUSALS = Counter("agora_rate_limit_refusals", "Requests, sockets and messages refused by a rate limit", ["limit"])
ERRORS = Counter("agora_errors", "Server errors: HTTP 5xx answers and sockets ended by an error", ["kind"])


def exposition() -> tuple[bytes, str]:
    """The metrics in Prometheus' text format, and its content type (every worker's, in multiprocess mode)."""
    if os.environ.get(MULTIPROCESS_VAR):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]  # untyped in prometheus-client
        return generate_latest(registry), CONTENT_TYPE_LATEST
    return generate_latest(), CONTENT_TYPE_LATEST
