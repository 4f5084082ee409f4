"""The reviews repository: one row a (match, seat), the job computing it (its owner key and
progress) and, once done, its result. Every write of a job names its owner key, so a
process that lost the job (it was taken over) can no longer touch the row."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import insert, select, update
from sqlalchemy.exc import IntegrityError

from agora.core import Seat
from agora.server.db import Base, now
from agora.server.store.database import Database, utc

REVIEWS = Base.metadata.tables["reviews"]


@dataclass(frozen=True)
class ReviewState:
    """Where a review stands: running (decisions done of total), done (with its result) or failed."""

    status: str
    done: int
    total: int
    result: dict[str, Any] | None
    error: str | None
    heartbeat_at: datetime

    def abandoned(self, stale_seconds: float) -> bool:
        """Whether a new job may be started: it failed, or its runner's heartbeat stopped."""
        cutoff = now() - timedelta(seconds=stale_seconds)
        return self.status == "failed" or (self.status == "running" and self.heartbeat_at < cutoff)


class Superseded(Exception):
    """The job was taken over by another process: this one stops without writing."""


def _owned(table_id: str, seat: Seat, owner: str) -> Any:
    return (REVIEWS.c.match_id == table_id) & (REVIEWS.c.seat == seat) & (REVIEWS.c.owner == owner) & (
        REVIEWS.c.status == "running"
    )


class Reviews:
    """Reviews in one database."""

    def __init__(self, database: Database) -> None:
        self.engine = database.engine
        self.writing = database.writing

    def read(self, table_id: str, seat: Seat) -> ReviewState | None:
        """The review of `seat` at this table, or None if nobody asked for it."""
        with self.engine.connect() as connection:
            query = select(REVIEWS.c.status, REVIEWS.c.done, REVIEWS.c.total, REVIEWS.c.result, REVIEWS.c.error,
                           REVIEWS.c.heartbeat_at)
            row = connection.execute(query.where(REVIEWS.c.match_id == table_id, REVIEWS.c.seat == seat)).first()
        if row is None:
            return None
        status, done, total, result, error, heartbeat = row
        moment = utc(heartbeat)
        assert moment is not None
        return ReviewState(status, done, total, result, error, moment)

    def claim(self, table_id: str, seat: Seat, owner: str, stale_seconds: float) -> bool:
        """Make `owner` the job's owner if nobody asked for this review yet, or its last job failed,
        or its runner stopped renewing its heartbeat (its process died). False: it is done, or running."""
        moment = now()
        try:
            with self.writing, self.engine.begin() as connection:
                connection.execute(insert(REVIEWS).values(
                    match_id=table_id, seat=seat, status="running", owner=owner, done=0, total=0,
                    heartbeat_at=moment, created_at=moment,
                ))
            return True
        except IntegrityError:
            pass
        abandoned = (REVIEWS.c.status == "failed") | (
            (REVIEWS.c.status == "running") & (REVIEWS.c.heartbeat_at < moment - timedelta(seconds=stale_seconds))
        )
        with self.writing, self.engine.begin() as connection:
            taken = connection.execute(
                update(REVIEWS).where(REVIEWS.c.match_id == table_id, REVIEWS.c.seat == seat, abandoned)
                .values(status="running", owner=owner, done=0, total=0, error=None, heartbeat_at=moment)
            )
        return bool(taken.rowcount == 1)

    def renew(self, owners: list[str]) -> None:
        """The heartbeat of the jobs this process runs."""
        if owners:
            with self.writing, self.engine.begin() as connection:
                connection.execute(
                    update(REVIEWS).where(REVIEWS.c.owner.in_(owners), REVIEWS.c.status == "running")
                    .values(heartbeat_at=now())
                )

    def fail(self, table_id: str, seat: Seat, owner: str, error: str) -> None:
        """Mark the job failed (asking again retries it)."""
        with self.writing, self.engine.begin() as connection:
            connection.execute(
                update(REVIEWS).where(_owned(table_id, seat, owner)).values(status="failed", error=error)
            )

    def write(self, table_id: str, seat: Seat, owner: str, values: dict[str, Any]) -> None:
        """The job's progress or result; Superseded once another process owns the job."""
        with self.writing, self.engine.begin() as connection:
            if connection.execute(update(REVIEWS).where(_owned(table_id, seat, owner)).values(**values)).rowcount != 1:
                raise Superseded(f"review of seat {seat} at {table_id} was taken over")
