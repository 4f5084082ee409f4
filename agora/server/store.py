"""Storage of matches, seats and logs. Every method is blocking: the server
calls them from worker threads, never on the event loop."""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import secrets
import threading
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine, bindparam, func, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from agora.server.db import ActionRow, Base, MatchRow, SeatRow, connect, migrate, now

# Statements of every action, built once: building one per action (values(), the
# ORM's checks, its cache key) was a quarter of the server's time under load.
INSERT_ACTION = insert(Base.metadata.tables["actions"])
MATCHES = Base.metadata.tables["matches"]
FINISH_MATCH = update(MATCHES).where(MATCHES.c.id == bindparam("match_id")).values(status="finished")


def new_token() -> str:
    """A fresh secret seat token."""
    return secrets.token_urlsafe(32)


def hash_token(token: str) -> str:
    """What is stored of a token: tokens are 256 random bits, so one SHA-256 suffices."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(frozen=True)
class SeatInfo:
    """A seat as everyone may know it (the token hash stays in the database)."""

    seat: int
    kind: str
    bot: str | None
    name: str | None
    taken: bool


@dataclass(frozen=True)
class TableInfo:
    """A table: its match and seats. `seed` is secret while the match is played."""

    id: str
    game: str
    options: dict[str, Any]
    seed: int
    status: str
    private: bool
    created_at: datetime
    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True)
class Entry:
    """One entry of a log: an action, or an undo of the seat's last action."""

    seat: int
    kind: str  # act, undo
    action: str | None


@dataclass(frozen=True)
class Head:
    """How far a table is: its log's length, its human seats taken, its status."""

    length: int
    taken: int
    status: str


@dataclass(frozen=True)
class SeatSpec:
    """A seat asked for at table creation."""

    kind: str
    bot: str | None = None
    name: str | None = None


class Store:
    """The database of one server process (several processes may share a PostgreSQL)."""

    def __init__(self, url: str) -> None:
        self.engine: Engine = connect(url)
        migrate(self.engine)
        # SQLite takes one writer at a time, and a writer that finds the file locked
        # sleeps in steps of up to 100 ms: this process's writers queue here instead
        # (under load a tenth of the commits waited 10-340 ms). PostgreSQL needs no queue.
        self.writing: contextlib.AbstractContextManager[object] = (
            threading.Lock() if self.engine.dialect.name == "sqlite" else contextlib.nullcontext()
        )

    def close(self) -> None:
        """Release every pooled connection."""
        self.engine.dispose()

    def create(self, game: str, options: dict[str, Any], seed: int, seats: list[SeatSpec], private: bool) -> str:
        """A new table; it is open while a human seat is free, else active at once."""
        table_id = secrets.token_urlsafe(9)
        status = "open" if any(s.kind == "human" for s in seats) else "active"
        with self.writing, Session(self.engine) as session, session.begin():
            session.add(MatchRow(id=table_id, game=game, options=options, seed=seed, status=status, private=private))
            session.flush()  # the match row must exist before its seats reference it
            for number, spec in enumerate(seats):
                session.add(SeatRow(match_id=table_id, seat=number, kind=spec.kind, bot=spec.bot, name=spec.name))
        return table_id

    def table(self, table_id: str) -> TableInfo | None:
        """The table, or None."""
        with Session(self.engine) as session:
            row = session.get(MatchRow, table_id)
            if row is None:
                return None
            seats = session.scalars(select(SeatRow).where(SeatRow.match_id == table_id).order_by(SeatRow.seat))
            return TableInfo(
                id=row.id,
                game=row.game,
                options=dict(row.options),
                seed=row.seed,
                status=row.status,
                private=row.private,
                # SQLite keeps no time zone: every time stored is UTC.
                created_at=row.created_at if row.created_at.tzinfo else row.created_at.replace(tzinfo=UTC),
                seats=tuple(
                    SeatInfo(s.seat, s.kind, s.bot, s.name, s.kind == "bot" or s.token_hash is not None) for s in seats
                ),
            )

    def lobby(self, limit: int = 100) -> list[str]:
        """Ids of the public tables waiting for players, newest first."""
        with Session(self.engine) as session:
            query = (
                select(MatchRow.id)
                .where(MatchRow.status == "open", MatchRow.private.is_(False))
                .order_by(MatchRow.created_at.desc())
                .limit(limit)
            )
            return list(session.scalars(query))

    def active(self) -> list[str]:
        """Ids of every match being played."""
        with Session(self.engine) as session:
            return list(session.scalars(select(MatchRow.id).where(MatchRow.status == "active")))

    def claim(self, table_id: str, seat: int, name: str, token: str) -> bool:
        """Give a free human seat to `name`; False if it is not free. The table
        becomes active when its last human seat is taken."""
        with self.writing, Session(self.engine) as session, session.begin():
            claimed = session.execute(
                update(SeatRow)
                .where(
                    SeatRow.match_id == table_id,
                    SeatRow.seat == seat,
                    SeatRow.kind == "human",
                    SeatRow.token_hash.is_(None),
                )
                .values(token_hash=hash_token(token), name=name)
            )
            if claimed.rowcount != 1:  # type: ignore[attr-defined]
                return False
            free = session.scalar(
                select(SeatRow.seat).where(
                    SeatRow.match_id == table_id, SeatRow.kind == "human", SeatRow.token_hash.is_(None)
                )
            )
            if free is None:
                session.execute(
                    update(MatchRow).where(MatchRow.id == table_id, MatchRow.status == "open").values(status="active")
                )
            return True

    def seat_of(self, table_id: str, token: str) -> int | None:
        """The seat this token was issued for, or None."""
        wanted = hash_token(token)
        with Session(self.engine) as session:
            rows = session.execute(
                select(SeatRow.seat, SeatRow.token_hash).where(
                    SeatRow.match_id == table_id, SeatRow.token_hash.is_not(None)
                )
            )
            for seat, stored in rows:
                if stored is not None and hmac.compare_digest(stored, wanted):
                    return int(seat)
        return None

    def entries(self, table_id: str, since: int = 0) -> list[Entry]:
        """The log from index `since` on."""
        with Session(self.engine) as session:
            rows = session.execute(
                select(ActionRow.seat, ActionRow.kind, ActionRow.action)
                .where(ActionRow.match_id == table_id, ActionRow.index >= since)
                .order_by(ActionRow.index)
            )
            return [Entry(seat, kind, action) for seat, kind, action in rows]

    def heads(self, table_ids: list[str]) -> dict[str, Head]:
        """The heads of these tables, in one query (what the resync loop compares)."""
        length = (
            select(func.coalesce(func.max(ActionRow.index) + 1, 0))
            .where(ActionRow.match_id == MatchRow.id)
            .scalar_subquery()
        )
        taken = (
            select(func.count())
            .where(SeatRow.match_id == MatchRow.id, SeatRow.kind == "human", SeatRow.token_hash.is_not(None))
            .scalar_subquery()
        )
        with Session(self.engine) as session:
            query = select(MatchRow.id, length, taken, MatchRow.status).where(MatchRow.id.in_(table_ids))
            rows = session.execute(query)
            return {table_id: Head(int(n), int(t), status) for table_id, n, t, status in rows}

    def append(self, table_id: str, index: int, entry: Entry, finished: bool) -> bool:
        """Commit one log entry at `index`; False if that index is already
        written (another process got there first). `finished` ends the match
        in the same transaction."""
        row = {"match_id": table_id, "index": index, "seat": entry.seat, "kind": entry.kind, "action": entry.action,
               "at": now()}
        try:
            with self.writing, self.engine.begin() as connection:
                connection.execute(INSERT_ACTION, row)
                if finished:
                    connection.execute(FINISH_MATCH, {"match_id": table_id})
        except IntegrityError:
            return False
        return True
