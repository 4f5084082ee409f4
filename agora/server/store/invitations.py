"""The invitations repository: who is invited to which table, by whom; each with its email queued in the same
transaction (if the invited account has an address and wants invitations by email)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import delete, func, insert, select
from sqlalchemy.exc import IntegrityError

from agora.server.db import Base, now
from agora.server.store.database import Database, utc
from agora.server.store.matches import outbox_rows
from agora.server.store.records import Notice

INVITATIONS = Base.metadata.tables["invitations"]
MATCHES = Base.metadata.tables["matches"]


@dataclass(frozen=True)
class Invitation:
    """An invitation as its invited player sees it."""

    id: int
    table_id: str
    game: str
    inviter: str
    link: str
    at: datetime


class Invitations:
    """Invitations in one database."""

    def __init__(self, database: Database) -> None:
        self.engine = database.engine
        self.writing = database.writing

    def invite(self, account: int, table_id: str, inviter: str, link: str, most: int, notice: Notice) -> bool | None:
        """Invite the account to the table and queue its email; False if it is invited there already, None if
        the table has `most` invitations already."""
        try:
            with self.writing, self.engine.begin() as connection:
                count = connection.execute(select(func.count()).where(INVITATIONS.c.match_id == table_id)).scalar_one()
                if count >= most:
                    return None
                connection.execute(insert(INVITATIONS).values(account_id=account, match_id=table_id, inviter=inviter,
                                                              link=link, at=now()))
                for row in outbox_rows(notice):
                    connection.execute(row)
        except IntegrityError:  # invited there already: the first invitation (and its email) stands
            return False
        return True

    def of(self, account: int) -> list[Invitation]:
        """The account's invitations to tables still open or being played, newest first."""
        query = (select(INVITATIONS.c.id, INVITATIONS.c.match_id, MATCHES.c.game, INVITATIONS.c.inviter,
                        INVITATIONS.c.link, INVITATIONS.c.at)
                 .join(MATCHES, MATCHES.c.id == INVITATIONS.c.match_id)
                 .where(INVITATIONS.c.account_id == account, MATCHES.c.status.in_(("open", "active")))
                 .order_by(INVITATIONS.c.id.desc()))
        with self.engine.connect() as connection:
            return [Invitation(int(i), str(t), str(g), str(n), str(k), utc(at) or now())
                    for i, t, g, n, k, at in connection.execute(query)]

    def dismiss(self, account: int, invitation: int) -> bool:
        """Drop one of the account's invitations; whether it had it."""
        with self.writing, self.engine.begin() as connection:
            gone = connection.execute(delete(INVITATIONS).where(INVITATIONS.c.id == invitation,
                                                                INVITATIONS.c.account_id == account))
        return gone.rowcount > 0
