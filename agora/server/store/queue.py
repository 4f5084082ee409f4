"""The Play now repository: accounts waiting to be seated, one wait an account, and the groups a process
claims while it seats them (so that two processes never seat one account twice)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Update, delete, insert, select, update
from sqlalchemy.exc import OperationalError

from agora.server.db import Base, now
from agora.server.store.database import Database, utc

QUEUE = Base.metadata.tables["play_queue"]


@dataclass(frozen=True)
class Waiting:
    """An account's wait: what it asked for and, once seated, its table and seat."""

    account: int
    name: str
    game: str
    players: int
    mu: float
    bots_after: int | None
    since: datetime
    table_id: str | None
    seat: int | None


def _waiting(row: Any) -> Waiting:
    since = utc(row.since)
    assert since is not None
    return Waiting(row.account_id, row.name, row.game, row.players, row.mu, row.bots_after, since, row.table_id,
                   row.seat)


def seat_wait(account: int, table_id: str, seat: int) -> Update:
    """The account's wait, seated at this table and seat (none if it is seated already or gone)."""
    return (update(QUEUE).where(QUEUE.c.account_id == account, QUEUE.c.table_id.is_(None))
            .values(table_id=table_id, seat=seat, claimed_until=None))


def _free(moment: datetime) -> Any:
    """Rows waiting and held by no process (or by one that let its hold run out)."""
    return QUEUE.c.table_id.is_(None) & (QUEUE.c.claimed_until.is_(None) | (QUEUE.c.claimed_until < moment))


class PlayQueue:
    """The Play now queue in one database."""

    def __init__(self, database: Database) -> None:
        self.engine = database.engine
        self.writing = database.writing

    def join(self, account: int, name: str, game: str, players: int, mu: float, bots_after: int | None) -> None:
        """The account waits for this game and count from now (a wait it had before is dropped)."""
        moment = now()
        with self.writing, self.engine.begin() as connection:
            connection.execute(delete(QUEUE).where(QUEUE.c.account_id == account))
            connection.execute(insert(QUEUE).values(
                account_id=account, name=name, game=game, players=players, mu=mu, bots_after=bots_after,
                since=moment, seen_at=moment))

    def seen(self, account: int) -> Waiting | None:
        """The account's wait, marked as looked at now (None: it waits for nothing)."""
        with self.writing, self.engine.begin() as connection:
            connection.execute(update(QUEUE).where(QUEUE.c.account_id == account).values(seen_at=now()))
            row = connection.execute(select(QUEUE).where(QUEUE.c.account_id == account)).first()
        return None if row is None else _waiting(row)

    def leave(self, account: int) -> bool:
        """Drop the account's wait unless a process is seating it or has seated it; whether it was dropped."""
        with self.writing, self.engine.begin() as connection:
            gone = connection.execute(delete(QUEUE).where(QUEUE.c.account_id == account, _free(now())))
        return gone.rowcount > 0

    def forget(self, account: int) -> None:
        """Drop the account's wait, seated or not (its player has gone to the table)."""
        with self.writing, self.engine.begin() as connection:
            connection.execute(delete(QUEUE).where(QUEUE.c.account_id == account, QUEUE.c.table_id.is_not(None)))

    def waiting(self, game: str, players: int, seen_since: datetime) -> list[Waiting]:
        """The free waits for this game and count looked at since `seen_since`, longest wait first."""
        query = (select(QUEUE)
                 .where(QUEUE.c.game == game, QUEUE.c.players == players, QUEUE.c.seen_at >= seen_since,
                        _free(now()))
                 .order_by(QUEUE.c.since, QUEUE.c.account_id))
        with self.engine.connect() as connection:
            return [_waiting(row) for row in connection.execute(query)]

    def claim(self, accounts: list[int], hold: timedelta) -> bool:
        """Hold these waits for `hold`, all or none: False if any of them is seated, held by another process
        or gone (PostgreSQL locks the rows while it looks; SQLite lets one writer through at a time)."""
        moment = now()
        try:
            with self.writing, self.engine.begin() as connection:
                found = connection.execute(
                    select(QUEUE.c.account_id).where(QUEUE.c.account_id.in_(accounts), _free(moment))
                    .with_for_update()).all()
                if len(found) != len(accounts):
                    return False
                connection.execute(update(QUEUE).where(QUEUE.c.account_id.in_(accounts))
                                   .values(claimed_until=moment + hold))
        except OperationalError:  # SQLite: another process wrote the file since this one read it
            return False
        return True

    def release(self, accounts: list[int]) -> None:
        """Give claimed waits back to the queue (seating them failed)."""
        with self.writing, self.engine.begin() as connection:
            connection.execute(update(QUEUE).where(QUEUE.c.account_id.in_(accounts), QUEUE.c.table_id.is_(None))
                               .values(claimed_until=None))
