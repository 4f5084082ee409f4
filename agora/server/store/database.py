"""One process's database: the engine every repository queries, and its writers' queue."""

from __future__ import annotations

import contextlib
import threading
from datetime import UTC, datetime

from sqlalchemy import Engine

from agora.server.db import connect, migrate


def utc(moment: datetime | None) -> datetime | None:
    """A stored time in UTC (SQLite keeps no time zone: every time stored is UTC)."""
    return moment if moment is None or moment.tzinfo else moment.replace(tzinfo=UTC)


class Database:
    """The database of one process (several processes may share a PostgreSQL)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        # SQLite takes one writer at a time, and a writer that finds the file locked
        # sleeps in steps of up to 100 ms: this process's writers queue here instead
        # (under load a tenth of the commits waited 10-340 ms). PostgreSQL needs no queue.
        self.writing: contextlib.AbstractContextManager[object] = (
            threading.Lock() if engine.dialect.name == "sqlite" else contextlib.nullcontext()
        )

    @classmethod
    def open(cls, url: str) -> Database:
        """Connect to `url` and bring its schema up to the latest migration."""
        engine = connect(url)
        migrate(engine)
        return cls(engine)

    def close(self) -> None:
        """Release every pooled connection."""
        self.engine.dispose()
