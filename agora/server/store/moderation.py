"""The moderation repository: which accounts are admins, banned or muted, hidden chat lines, every act of
moderation in a log kept for good, and the chat lines players reported, across tables."""

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
class Mute:
    """An account's mute: why, and until when (None: until a moderator lifts it)."""

    reason: str | None
    until: datetime | None


@dataclass(frozen=True)
class Reported:
    """A reported chat line, for moderators: where and by whom it was said, and how often it was reported."""

    line_id: int
    table_id: str
    hidden: bool  # a moderator hid it already
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

    def muted(self, account: int) -> Mute | None:
        """The account's mute while it holds (None: it may chat)."""
        with self.engine.connect() as connection:
            row = connection.execute(select(FLAGS.c.muted_at, FLAGS.c.muted_until, FLAGS.c.mute_reason)
                                     .where(FLAGS.c.account_id == account)).first()
        if row is None or row.muted_at is None:
            return None
        until = utc(row.muted_until)
        if until is not None and until <= now():
            return None
        return Mute(row.mute_reason, until)

    def mute(self, account: int, until: datetime | None, reason: str, target: str, moderator: int) -> None:
        """Mute the account for everyone until `until` (None: until lifted), and log it (with the end, if any)."""
        with self.writing, self.engine.begin() as connection:
            self._flags(connection, account, muted_at=now(), muted_until=until, mute_reason=reason)
            act = "muted" if until is None else f"muted until {until.strftime('%Y-%m-%dT%H:%MZ')}"
            self._log(connection, moderator, act, target, reason)

    def unmute(self, account: int, target: str, moderator: int) -> bool:
        """Lift the account's mute, and log it; False if it was not muted (nothing logged)."""
        with self.writing, self.engine.begin() as connection:
            muted = (FLAGS.c.account_id == account) & FLAGS.c.muted_at.is_not(None) & (
                FLAGS.c.muted_until.is_(None) | (FLAGS.c.muted_until > now()))
            lifted = connection.execute(update(FLAGS).where(muted).values(muted_at=None, muted_until=None,
                                                                          mute_reason=None))
            if lifted.rowcount == 0:
                return False
            self._log(connection, moderator, "unmuted", target, None)
        return True

    def hide(self, line_id: int, reason: str, moderator: int) -> str | None:
        """Hide a chat line from every reader, and log it; the table it was said at, or None for no such line
        or one hidden already (nothing logged)."""
        with self.writing, self.engine.begin() as connection:
            shown = (LINES.c.id == line_id) & LINES.c.hidden_at.is_(None)
            table_id: str | None = connection.execute(select(LINES.c.match_id).where(shown)).scalar()
            if table_id is None or connection.execute(update(LINES).where(shown).values(hidden_at=now())).rowcount != 1:
                return None
            self._log(connection, moderator, "line hidden", f"line:{line_id}", reason)
        return table_id

    def record(self, moderator: int, act: str, target: str, reason: str | None) -> None:
        """Log an act done elsewhere (closing a table: the table's log holds the closing itself)."""
        with self.writing, self.engine.begin() as connection:
            self._log(connection, moderator, act, target, reason)

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
        columns = (LINES.c.id, LINES.c.match_id, LINES.c.hidden_at, LINES.c.name, ACCOUNTS.c.name, LINES.c.text,
                   LINES.c.phrase)
        query = (select(*columns, func.count(), last)
                 .join(REPORTS, REPORTS.c.line_id == LINES.c.id)
                 .outerjoin(ACCOUNTS, ACCOUNTS.c.id == LINES.c.account_id)
                 .group_by(*columns)
                 .order_by(last.desc()).limit(limit))
        with self.engine.connect() as connection:
            return [Reported(int(i), str(t), h is not None, s, a, x, p, int(n), utc(at) or now())
                    for i, t, h, s, a, x, p, n, at in connection.execute(query)]

    def _flags(self, connection: Connection, account: int, **values: Any) -> None:
        found = connection.execute(select(FLAGS.c.account_id).where(FLAGS.c.account_id == account)).first()
        if found is None:
            connection.execute(insert(FLAGS).values(account_id=account, **{"admin": False, **values}))
        else:
            connection.execute(update(FLAGS).where(FLAGS.c.account_id == account).values(**values))

    def _log(self, connection: Connection, moderator: int | None, act: str, target: str, reason: str | None) -> None:
        connection.execute(insert(LOG).values(moderator_id=moderator, act=act, target=target, reason=reason, at=now()))
