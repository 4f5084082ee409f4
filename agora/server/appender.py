"""Appending to the action log. An append returns once its entry is committed:
what a client is told was accepted is durable.

SQLite takes the matches repository's blocking append in a worker thread. PostgreSQL takes
`GroupCommit`: on a few asyncio connections (no thread hop, statements
prepared once), the appends of every table of the process that arrive while
commits run are written together in the next transaction.
"""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import dataclass
from typing import Protocol

import psycopg
from psycopg.rows import TupleRow
from sqlalchemy import make_url

from agora.server.db import now
from agora.server.store.matches import Matches
from agora.server.store.notifications import KINDS
from agora.server.store.records import Entry, Notice

log = logging.getLogger("agora.server")

# Rows locked in one order by every process, so that two batches never deadlock.
INSERT = """
INSERT INTO actions (match_id, "index", seat, kind, action, at)
SELECT * FROM unnest(%s::varchar[], %s::int[], %s::int[], %s::varchar[], %s::text[], %s::timestamptz[])
ON CONFLICT DO NOTHING
RETURNING match_id, "index"
"""
FINISH = "UPDATE matches SET status = 'finished' WHERE id = ANY(%s::varchar[])"
# An entry's notices, queued with it (as matches.outbox_rows does): an email if the account has an address and
# wants the kind (a column named by KINDS); a push message to each browser the account subscribed.
EMAIL = {
    kind: f"""
INSERT INTO outbox (key, kind, account_id, match_id, payload, created_at, attempts, next_try)
SELECT %s, %s, account_id, %s, %s::json, %s, 0, %s FROM notification_settings
WHERE account_id = %s AND email IS NOT NULL AND confirmed_at IS NOT NULL AND {kind}
"""
    for kind in KINDS
}
PUSH = """
INSERT INTO outbox (key, kind, account_id, match_id, payload, created_at, attempts, next_try, channel, device)
SELECT %s || id, %s, account_id, %s, %s::json, %s, 0, %s, 'push', id FROM push_subscriptions WHERE account_id = %s
"""

Connection = psycopg.AsyncConnection[TupleRow]  # what connect() gives: rows as plain tuples


class Appender(Protocol):
    """Commits log entries."""

    async def append(self, table_id: str, index: int, entry: Entry, finished: bool,
                     notices: tuple[Notice, ...] = ()) -> bool:
        """Commit `entry` at `index` (and end the match if `finished`, and queue its `notices`); False if
        that index is already written (another process got there first)."""

    async def close(self) -> None:
        """Release the connection."""


class ThreadAppender:
    """The repository's own blocking append, in a worker thread (SQLite: one writer at a time anyway)."""

    def __init__(self, matches: Matches) -> None:
        self.matches = matches

    async def append(self, table_id: str, index: int, entry: Entry, finished: bool,
                     notices: tuple[Notice, ...] = ()) -> bool:
        """See Appender."""
        return await asyncio.to_thread(self.matches.append, table_id, index, entry, finished, notices)

    async def close(self) -> None:
        """Nothing to release: the connection pool is the database's."""


@dataclass
class Pending:
    """An append waiting for the next commit."""

    table_id: str
    index: int
    entry: Entry
    finished: bool
    written: asyncio.Future[bool]
    notices: tuple[Notice, ...] = ()


class GroupCommit:
    """PostgreSQL appends of one process, many in each transaction."""

    def __init__(self, url: str, writers: int = 3, max_batch: int = 500) -> None:
        self.conninfo = make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)
        self.writers = writers  # commits in flight at once: an append never waits for a whole other commit
        self.max_batch = max_batch
        self._pending: list[Pending] = []
        self._wake = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []

    async def append(self, table_id: str, index: int, entry: Entry, finished: bool,
                     notices: tuple[Notice, ...] = ()) -> bool:
        """See Appender."""
        written: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._pending.append(Pending(table_id, index, entry, finished, written, notices))
        self._wake.set()
        if not self._tasks:
            self._tasks = [asyncio.create_task(self._write()) for _ in range(self.writers)]
        return await written

    async def close(self) -> None:
        """Stop writing (whatever waits is told the table could not be saved) and disconnect."""
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        for pending in self._pending:
            if not pending.written.done():
                pending.written.set_exception(ConnectionError("the server is stopping"))

    async def _write(self) -> None:
        """One writer: its own connection, one batch at a time."""
        connection: Connection | None = None
        batch: list[Pending] = []
        try:
            while True:
                while not self._pending:
                    self._wake.clear()
                    await self._wake.wait()
                batch, self._pending = self._pending[: self.max_batch], self._pending[self.max_batch :]
                try:
                    if connection is None or connection.closed:
                        # prepare_threshold=0: both statements are prepared at their first use on this connection.
                        connection = await psycopg.AsyncConnection.connect(self.conninfo, prepare_threshold=0)
                    written = await commit(connection, batch)
                except Exception as err:  # whatever it is, the writer lives on: its batch is told it failed
                    log.warning("a commit of %d log entries failed: %s", len(batch), err)
                    if connection is not None:
                        await connection.close()
                    connection = None
                    for pending in batch:
                        if not pending.written.done():
                            pending.written.set_exception(err)
                    continue
                for pending in batch:
                    if not pending.written.done():
                        pending.written.set_result((pending.table_id, pending.index) in written)
        finally:
            for pending in batch:  # stopped mid-commit: whether it was written, the log tells
                if not pending.written.done():
                    pending.written.set_exception(ConnectionError("the server is stopping"))
            if connection is not None:
                await connection.close()


async def commit(connection: Connection, batch: list[Pending]) -> set[tuple[str, int]]:
    """Insert the batch in one transaction; the (table, index) pairs that were free and are now written."""
    rows = sorted(batch, key=lambda p: (p.table_id, p.index))
    at = now()
    async with connection.transaction():
        cursor = await connection.execute(
            INSERT,
            (
                [p.table_id for p in rows],
                [p.index for p in rows],
                [p.entry.seat for p in rows],
                [p.entry.kind for p in rows],
                [p.entry.action for p in rows],
                [p.entry.at or at for p in rows],
            ),
        )
        returned = await cursor.fetchall()
        written = {(str(table_id), int(index)) for table_id, index in returned}
        finished = sorted({p.table_id for p in rows if p.finished and (p.table_id, p.index) in written})
        if finished:
            await connection.execute(FINISH, (finished,))
        for pending in rows:
            if (pending.table_id, pending.index) in written:
                for notice in pending.notices:
                    payload = json.dumps(notice.payload)
                    if "email" in notice.channels:
                        await connection.execute(EMAIL[notice.kind], (
                            notice.key, notice.kind, notice.match_id, payload, at, at, notice.account_id))
                    if "push" in notice.channels:
                        await connection.execute(PUSH, (
                            f"push:{notice.key}:", notice.kind, notice.match_id, payload, at, at, notice.account_id))
    return written


def appender_for(matches: Matches, url: str) -> Appender:
    """Group commit on PostgreSQL, the repository's thread otherwise."""
    return GroupCommit(url) if matches.engine.dialect.name == "postgresql" else ThreadAppender(matches)
