"""The notifications repository: each account's email address and preferences, and the outbox of emails and
push messages to send, claimed so that each is sent by one process (PostgreSQL: FOR UPDATE SKIP LOCKED; SQLite: one
process, its writers queued)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from agora.server.db import Base, NotificationSettingsRow, now
from agora.server.store.database import Database

OUTBOX = Base.metadata.tables["outbox"]
NOTIFICATION_SETTINGS = Base.metadata.tables["notification_settings"]
KINDS = ("turn", "invitations", "digest")


@dataclass(frozen=True)
class Preferences:
    """Where an account's emails go (None: nowhere), in which language, and which kinds it wants."""

    email: str | None = None
    language: str | None = None
    turn: bool = True
    invitations: bool = True
    digest: bool = False


@dataclass(frozen=True)
class Claimed:
    """An email this process now holds: to send, then mark sent or failed."""

    id: int
    kind: str
    account_id: int
    payload: dict[str, Any]
    attempts: int
    device: int | None = None  # a push row's subscription


class Notifications:
    """Preferences and the outbox in one database."""

    def __init__(self, database: Database) -> None:
        self.engine = database.engine
        self.writing = database.writing

    def preferences(self, account_id: int) -> Preferences:
        """An account's preferences (the defaults, with no email address, until it sets them)."""
        with Session(self.engine) as session:
            row = session.get(NotificationSettingsRow, account_id)
            if row is None:
                return Preferences()
            return Preferences(row.email, row.language, row.turn, row.invitations, row.digest)

    def set_preferences(self, account_id: int, preferences: Preferences) -> None:
        """Store an account's preferences whole."""
        with self.writing, Session(self.engine) as session, session.begin():
            row = session.get(NotificationSettingsRow, account_id)
            if row is None:
                row = NotificationSettingsRow(account_id=account_id)
                session.add(row)
            row.email, row.language = preferences.email, preferences.language
            row.turn, row.invitations, row.digest = preferences.turn, preferences.invitations, preferences.digest

    def turn_off(self, account_id: int, kind: str) -> None:
        """An account wants no more emails of `kind` (one-click unsubscribe)."""
        assert kind in KINDS
        with self.writing, Session(self.engine) as session, session.begin():
            row = session.get(NotificationSettingsRow, account_id)
            if row is not None:
                setattr(row, kind, False)

    def wanting_digest(self) -> list[int]:
        """The accounts that want the daily digest and have an address to send it to."""
        settings = NOTIFICATION_SETTINGS
        query = select(settings.c.account_id).where(settings.c.digest.is_(True), settings.c.email.is_not(None))
        with self.engine.connect() as connection:
            return [int(a) for a in connection.execute(query).scalars()]

    def queue(self, key: str, kind: str, account_id: int, payload: dict[str, Any]) -> bool:
        """Queue an email made by no move (a digest); False if one of that key is queued already (by this
        process or another): a key makes one email, ever."""
        moment = now()
        try:
            with self.writing, self.engine.begin() as connection:
                connection.execute(insert(OUTBOX).values(key=key, kind=kind, account_id=account_id, match_id=None,
                                                         payload=payload, created_at=moment, attempts=0,
                                                         next_try=moment))
        except IntegrityError:
            return False
        return True

    def claim(self, most: int, hold: timedelta, channel: str) -> list[Claimed]:
        """Take up to `most` rows of `channel` due to be sent and held by nobody, for `hold`: no other process
        takes them meanwhile (rows another process is claiming at this moment are skipped, not waited for)."""
        moment = now()
        due = (
            select(OUTBOX.c.id)
            .where(OUTBOX.c.channel == channel, OUTBOX.c.sent_at.is_(None), OUTBOX.c.next_try <= moment,
                   (OUTBOX.c.claimed_until.is_(None)) | (OUTBOX.c.claimed_until < moment))
            .order_by(OUTBOX.c.id)
            .limit(most)
            .with_for_update(skip_locked=True)
        )
        take = (
            update(OUTBOX)
            .where(OUTBOX.c.id.in_(due.scalar_subquery()))
            .values(claimed_until=moment + hold, attempts=OUTBOX.c.attempts + 1)
            .returning(OUTBOX.c.id, OUTBOX.c.kind, OUTBOX.c.account_id, OUTBOX.c.payload, OUTBOX.c.attempts,
                       OUTBOX.c.device)
        )
        with self.writing, self.engine.begin() as connection:
            rows = connection.execute(take).all()
        return sorted((Claimed(int(i), k, int(a), dict(p), int(n), d) for i, k, a, p, n, d in rows),
                      key=lambda c: c.id)

    def sent(self, email_id: int) -> None:
        """Mark an email sent: it is never taken again."""
        with self.writing, self.engine.begin() as connection:
            connection.execute(update(OUTBOX).where(OUTBOX.c.id == email_id).values(sent_at=now(), claimed_until=None))

    def failed(self, email_id: int, retry: datetime) -> None:
        """Give an email back, to be tried again from `retry`."""
        with self.writing, self.engine.begin() as connection:
            connection.execute(update(OUTBOX).where(OUTBOX.c.id == email_id).values(next_try=retry, claimed_until=None))
