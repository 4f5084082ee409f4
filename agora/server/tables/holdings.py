"""What a socket's right is checked against: who holds a seat, a private table's invite key, whether
a session lives. Beside other processes every submission asks (see rights.py), so on PostgreSQL the
questions go on an asyncio connection of their own, with statements prepared once: about a tenth of
the CPU of the repositories' queries in a worker thread (0.06 against 0.7 ms a question, measured)."""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import Any, Protocol

import psycopg
from psycopg.rows import TupleRow
from sqlalchemy import make_url

from agora.server.db import now
from agora.server.store.matches import Matches
from agora.server.store.sessions import Sessions

HOLDER = "SELECT token_hash, account_id FROM seats WHERE match_id = %s AND seat = %s"
INVITE = "SELECT invite_key FROM matches WHERE id = %s"
SESSION = "SELECT created_at FROM sessions WHERE id = %s"


class Holdings(Protocol):
    """The database's answers about rights, now."""

    async def holder(self, table_id: str, seat: int) -> tuple[str | None, int | None]:
        """A seat's token digest and account (None, None: nobody holds it)."""

    async def invite_key(self, table_id: str) -> str | None:
        """A table's invite key (None: none was ever made)."""

    async def session_alive(self, session_id: str) -> bool:
        """Whether a session still signs its browser in."""

    async def close(self) -> None:
        """Release what it holds."""


class ThreadHoldings:
    """The repositories' blocking queries, in a worker thread (SQLite: a process alone asks only
    after a right may have ended)."""

    def __init__(self, matches: Matches, sessions: Sessions) -> None:
        self.matches = matches
        self.sessions = sessions

    async def holder(self, table_id: str, seat: int) -> tuple[str | None, int | None]:
        """See Holdings."""
        return await asyncio.to_thread(self.matches.holder, table_id, seat)

    async def invite_key(self, table_id: str) -> str | None:
        """See Holdings."""
        return await asyncio.to_thread(self.matches.invite_key, table_id)

    async def session_alive(self, session_id: str) -> bool:
        """See Holdings."""
        return await asyncio.to_thread(self.sessions.alive, session_id)

    async def close(self) -> None:
        """Nothing to release: the connection pool is the database's."""


class PgHoldings:
    """The same questions on one asyncio PostgreSQL connection (opened at the first, again after a failure)."""

    def __init__(self, url: str, sessions: Sessions) -> None:
        self.conninfo = make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)
        self.lifetime = sessions.lifetime
        self._connection: psycopg.AsyncConnection[TupleRow] | None = None
        self._connecting = asyncio.Lock()

    async def _one(self, query: str, *params: object) -> tuple[Any, ...] | None:
        connection = self._connection
        if connection is None or connection.closed:
            async with self._connecting:
                if self._connection is None or self._connection.closed:
                    # prepare_threshold=0: each statement is prepared at its first use.
                    self._connection = await psycopg.AsyncConnection.connect(
                        self.conninfo, autocommit=True, prepare_threshold=0, connect_timeout=2
                    )
                connection = self._connection
        try:
            cursor = await connection.execute(query, params)
            return await cursor.fetchone()
        except psycopg.OperationalError:
            await connection.close()  # the next question connects again; this one fails as the database did
            raise

    async def holder(self, table_id: str, seat: int) -> tuple[str | None, int | None]:
        """See Holdings."""
        row = await self._one(HOLDER, table_id, seat)
        return (None, None) if row is None else (row[0], row[1])

    async def invite_key(self, table_id: str) -> str | None:
        """See Holdings."""
        row = await self._one(INVITE, table_id)
        return None if row is None else row[0]

    async def session_alive(self, session_id: str) -> bool:
        """See Holdings."""
        row = await self._one(SESSION, session_id)
        created = row[0] if row is not None else None
        return isinstance(created, datetime) and now() - created <= self.lifetime

    async def close(self) -> None:
        """Close the connection."""
        if self._connection is not None:
            await self._connection.close()


def holdings_for(matches: Matches, sessions: Sessions, url: str) -> Holdings:
    """Its own asyncio connection on PostgreSQL, the repositories' threads otherwise."""
    if matches.engine.dialect.name == "postgresql":
        return PgHoldings(url, sessions)
    return ThreadHoldings(matches, sessions)
