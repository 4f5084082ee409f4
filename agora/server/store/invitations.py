"""The invitations repository: who is invited to which table, by whom; each with its email queued in the same
transaction (if the invited account has an address and wants invitations by email)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import Connection, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from agora.server.db import Base, now
from agora.server.store.database import Database, utc
from agora.server.store.matches import outbox_rows
from agora.server.store.records import Creator, Notice

INVITATIONS = Base.metadata.tables["invitations"]
MATCHES = Base.metadata.tables["matches"]
ACCOUNTS = Base.metadata.tables["accounts"]


@dataclass(frozen=True)
class Invitation:
    """An invitation as its invited player sees it."""

    id: int
    table_id: str
    game: str
    inviter: str
    link: str
    at: datetime


@dataclass(frozen=True)
class Limits:
    """How many invitations may wait or be sent (Settings.invitations_*). Waiting: not dismissed, to a table not
    finished."""

    table: int = 20  # sent by one table (a table is no way to message every account)
    open: int = 20  # waiting, from one inviter
    per_day: int = 50  # sent by one inviter within 24 hours
    waiting: int = 20  # waiting, to one account
    from_one: int = 3  # waiting, to one account from one inviter


class Invitations:
    """Invitations in one database."""

    def __init__(self, database: Database, limits: Limits) -> None:
        self.engine = database.engine
        self.writing = database.writing
        self.limits = limits

    def invite(self, account: int, table_id: str, inviter: str, by: Creator, link: str,
               notice: Notice) -> str | None:
        """Invite the account to the table (`inviter`: the inviting seat's name; `by`: who asks, an account
        limited as itself, a guest by its address) and queue its email; None if done, else why not (a refusal's
        key): invited there already, or one of the limits reached."""
        inviter_key = f"account:{by.account}" if by.account is not None else f"address:{by.address}"
        try:
            with self.writing, self.engine.begin() as connection:
                # On PostgreSQL the invited account's row (and an inviting account's) is held until the
                # invitation is written, so that requests in other processes count after it, not beside it.
                locked = [account] if by.account is None else [account, by.account]
                connection.execute(select(ACCOUNTS.c.id).where(ACCOUNTS.c.id.in_(locked)).order_by(ACCOUNTS.c.id)
                                   .with_for_update())
                refused = self._refusal(connection, account, table_id, inviter_key)
                if refused is not None:
                    return refused
                connection.execute(insert(INVITATIONS).values(account_id=account, match_id=table_id, inviter=inviter,
                                                              inviter_key=inviter_key, link=link, at=now()))
                for row in outbox_rows(notice):
                    connection.execute(row)
        except IntegrityError:  # invited there already: the first invitation (and its email) stands
            return "invited_already"
        return None

    def _refusal(self, connection: Connection, account: int, table_id: str, inviter_key: str) -> str | None:
        """The first limit the invitation would pass, if any."""
        sent = INVITATIONS.c.inviter_key == inviter_key
        waiting = INVITATIONS.c.dismissed_at.is_(None) & MATCHES.c.status.in_(("open", "active"))
        day = now() - timedelta(days=1)
        counts = (  # each a count with its limit and the refusal past it
            (INVITATIONS.c.match_id == table_id, False, self.limits.table, "too_many_invitations"),
            (sent & waiting, True, self.limits.open, "inviting_most_open"),
            (sent & (INVITATIONS.c.at >= day), False, self.limits.per_day, "inviting_most_today"),
            ((INVITATIONS.c.account_id == account) & waiting, True, self.limits.waiting, "invited_most"),
            ((INVITATIONS.c.account_id == account) & sent & waiting, True, self.limits.from_one, "invited_most_by_you"),
        )
        for where, joined, most, refusal in counts:
            rows = INVITATIONS.join(MATCHES, MATCHES.c.id == INVITATIONS.c.match_id) if joined else INVITATIONS
            if connection.execute(select(func.count()).select_from(rows).where(where)).scalar_one() >= most:
                return refusal
        return None

    def of(self, account: int) -> list[Invitation]:
        """The account's invitations to tables still open or being played, newest first."""
        query = (select(INVITATIONS.c.id, INVITATIONS.c.match_id, MATCHES.c.game, INVITATIONS.c.inviter,
                        INVITATIONS.c.link, INVITATIONS.c.at)
                 .join(MATCHES, MATCHES.c.id == INVITATIONS.c.match_id)
                 .where(INVITATIONS.c.account_id == account, INVITATIONS.c.dismissed_at.is_(None),
                        MATCHES.c.status.in_(("open", "active")))
                 .order_by(INVITATIONS.c.id.desc()))
        with self.engine.connect() as connection:
            return [Invitation(int(i), str(t), str(g), str(n), str(k), utc(at) or now())
                    for i, t, g, n, k, at in connection.execute(query)]

    def dismiss(self, account: int, invitation: int) -> bool:
        """Dismiss one of the account's invitations (kept, marked: it counts in its inviter's day, and is not
        sent again); whether it had it waiting."""
        with self.writing, self.engine.begin() as connection:
            gone = connection.execute(update(INVITATIONS).where(INVITATIONS.c.id == invitation,
                                                                INVITATIONS.c.account_id == account,
                                                                INVITATIONS.c.dismissed_at.is_(None))
                                      .values(dismissed_at=now()))
        return gone.rowcount > 0
