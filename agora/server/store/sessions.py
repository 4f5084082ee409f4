"""The sessions repository: one row a signed-in browser, deleted to sign it out."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session

from agora.server.db import SessionRow, now
from agora.server.store.database import Database, utc

# last_seen is written at most this often a session (not at every request).
SEEN_EVERY = timedelta(minutes=5)


@dataclass(frozen=True)
class SignIn:
    """A session as the server reads it (its key is never read back)."""

    id: str
    account: int
    created_at: datetime
    last_seen: datetime
    user_agent: str


def hash_key(key: str) -> str:
    """What is stored of a session key: 256 random bits, so one SHA-256 suffices."""
    return hashlib.sha256(key.encode()).hexdigest()


def _sign_in(row: SessionRow) -> SignIn:
    created, seen = utc(row.created_at), utc(row.last_seen)
    assert created is not None and seen is not None
    return SignIn(row.id, row.account_id, created, seen, row.user_agent)


class Sessions:
    """Sessions in one database; a session ends `days` days after its sign-in (as its cookie does)."""

    def __init__(self, database: Database, days: int) -> None:
        self.engine = database.engine
        self.writing = database.writing
        self.lifetime = timedelta(days=days)

    def start(self, account: int, user_agent: str) -> tuple[SignIn, str]:
        """A new session of the account, and the key its cookie carries."""
        key = secrets.token_urlsafe(32)
        moment = now()
        row = SessionRow(id=secrets.token_urlsafe(12), key_hash=hash_key(key), account_id=account,
                         created_at=moment, last_seen=moment, user_agent=user_agent[:256])
        with self.writing, Session(self.engine) as session, session.begin():
            session.add(row)
            session.flush()
            return _sign_in(row), key

    def find(self, key: str) -> SignIn | None:
        """The live session a cookie's key names, or None; its last_seen is brought up to date."""
        with Session(self.engine) as session:
            row = session.scalar(select(SessionRow).where(SessionRow.key_hash == hash_key(key)))
            found = None if row is None else _sign_in(row)
        moment = now()
        if found is None or moment - found.created_at > self.lifetime:
            return None
        if moment - found.last_seen > SEEN_EVERY:
            with self.writing, Session(self.engine) as session, session.begin():
                session.execute(update(SessionRow).where(SessionRow.id == found.id).values(last_seen=moment))
        return found

    def alive(self, session_id: str) -> bool:
        """Whether a session still signs its browser in."""
        with Session(self.engine) as session:
            created = utc(session.scalar(select(SessionRow.created_at).where(SessionRow.id == session_id)))
        return created is not None and now() - created <= self.lifetime

    def of_account(self, account: int) -> list[SignIn]:
        """An account's sessions, the most recently used first."""
        with Session(self.engine) as session:
            rows = session.scalars(
                select(SessionRow).where(SessionRow.account_id == account).order_by(SessionRow.last_seen.desc())
            )
            return [_sign_in(row) for row in rows]

    def end(self, account: int, ids: list[str] | None = None) -> list[str]:
        """End the account's sessions `ids` (None: every one); the ids ended."""
        with self.writing, Session(self.engine) as session, session.begin():
            query = select(SessionRow.id).where(SessionRow.account_id == account)
            if ids is not None:
                query = query.where(SessionRow.id.in_(ids))
            ended = list(session.scalars(query))
            if ended:
                session.execute(delete(SessionRow).where(SessionRow.id.in_(ended)))
            return ended
