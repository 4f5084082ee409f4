"""The moderation repository: which accounts are admins or banned, every act of moderation in a log kept for
good, and the chat lines players reported, across tables."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, insert, select, update
from sqlalchemy.engine import Connection

from agora.server.db import Base, now
from agora.server.store.database import Database, utc

FLAGS = Base.metadata.tables["account_flags"]
LOG = Base.metadata.tables["moderation_log"]
ACCOUNTS = Base.metadata.tables["accounts"]
LINES = Base.metadata.tables["chat_lines"]
REPORTS = Base.metadata.tables["chat_reports"]


@dataclass(frozen=True)
class Act:
    """One logged act: by whom (an admin's name; None: the command line), what, to whom, why, when."""

    moderator: str | None
    act: str
    target: str
    reason: str | None
    at: datetime


@dataclass(frozen=True)
class Reported:
    """A reported chat line, for moderators: where and by whom it was said, and how often it was reported."""

    line_id: int
    table_id: str
    speaker: str | None  # the name it was said under
    account: str | None  # the speaker's account's name, if signed in
    text: str | None
    phrase: str | None
    reports: int
    last: datetime


class Moderation:
    """Admins, bans and the moderation log in one database."""

    def __init__(self, database: Database) -> None:
        self.engine = database.engine
        self.writing = database.writing

    def is_admin(self, account: int) -> bool:
        """Whether the account moderates."""
        with self.engine.connect() as connection:
            return bool(connection.execute(select(FLAGS.c.admin).where(FLAGS.c.account_id == account)).scalar())

    def banned(self, account: int) -> bool:
        """Whether the account is banned."""
        with self.engine.connect() as connection:
            at = connection.execute(select(FLAGS.c.banned_at).where(FLAGS.c.account_id == account)).scalar()
        return at is not None

    def set_admin(self, account: int, admin: bool, target: str, moderator: int | None) -> None:
        """Make the account an admin or not, and log it."""
        with self.writing, self.engine.begin() as connection:
            self._flags(connection, account, admin=admin)
            self._log(connection, moderator, "admin granted" if admin else "admin revoked", target, None)

    def ban(self, account: int, reason: str | None, target: str, moderator: int | None) -> None:
        """Ban the account (it may not sign in), and log it."""
        with self.writing, self.engine.begin() as connection:
            self._flags(connection, account, banned_at=now(), ban_reason=reason)
            self._log(connection, moderator, "banned", target, reason)

    def unban(self, account: int, target: str, moderator: int | None) -> bool:
        """Lift the account's ban, and log it; False if it was not banned (nothing logged)."""
        with self.writing, self.engine.begin() as connection:
            banned = (FLAGS.c.account_id == account) & FLAGS.c.banned_at.is_not(None)
            lifted = connection.execute(update(FLAGS).where(banned).values(banned_at=None, ban_reason=None))
            if lifted.rowcount == 0:
                return False
            self._log(connection, moderator, "unbanned", target, None)
        return True

    def log(self, limit: int = 200) -> list[Act]:
        """The latest acts of moderation, newest first."""
        query = (select(ACCOUNTS.c.name, LOG.c.act, LOG.c.target, LOG.c.reason, LOG.c.at)
                 .outerjoin(ACCOUNTS, ACCOUNTS.c.id == LOG.c.moderator_id)
                 .order_by(LOG.c.id.desc()).limit(limit))
        with self.engine.connect() as connection:
            return [Act(name, act, target, reason, utc(at) or now())
                    for name, act, target, reason, at in connection.execute(query)]

    def reported(self, limit: int = 100) -> list[Reported]:
        """The reported chat lines, the most recently reported first."""
        last = func.max(REPORTS.c.at)
        query = (select(LINES.c.id, LINES.c.match_id, LINES.c.name, ACCOUNTS.c.name, LINES.c.text, LINES.c.phrase,
                        func.count(), last)
                 .join(REPORTS, REPORTS.c.line_id == LINES.c.id)
                 .outerjoin(ACCOUNTS, ACCOUNTS.c.id == LINES.c.account_id)
                 .group_by(LINES.c.id, LINES.c.match_id, LINES.c.name, ACCOUNTS.c.name, LINES.c.text, LINES.c.phrase)
                 .order_by(last.desc()).limit(limit))
        with self.engine.connect() as connection:
            return [Reported(int(i), str(t), s, a, x, p, int(n), utc(at) or now())
                    for i, t, s, a, x, p, n, at in connection.execute(query)]

    def _flags(self, connection: Connection, account: int, **values: Any) -> None:
        found = connection.execute(select(FLAGS.c.account_id).where(FLAGS.c.account_id == account)).first()
        if found is None:
            connection.execute(insert(FLAGS).values(account_id=account, **{"admin": False, **values}))
        else:
            connection.execute(update(FLAGS).where(FLAGS.c.account_id == account).values(**values))

    def _log(self, connection: Connection, moderator: int | None, act: str, target: str, reason: str | None) -> None:
        connection.execute(insert(LOG).values(moderator_id=moderator, act=act, target=target, reason=reason, at=now()))
