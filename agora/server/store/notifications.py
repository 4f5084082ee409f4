"""The notifications repository: each account's email address (confirmed or not) and preferences, and the
outbox of emails and push messages to send, claimed so that each is sent by one process (PostgreSQL: FOR UPDATE
SKIP LOCKED; SQLite: one process, its writers queued)."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import func, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from agora.server.db import Base, NotificationSettingsRow, now
from agora.server.store.database import Database

OUTBOX = Base.metadata.tables["outbox"]
NOTIFICATION_SETTINGS = Base.metadata.tables["notification_settings"]
KINDS = ("turn", "invitations", "digest")  # the kinds a player asks for (and unsubscribes from)
CONFIRM = "confirm"  # the kind of the email that confirms an address: sent whatever the kinds wanted
CONFIRM_SECONDS = 7 * 24 * 3600  # how long its link holds


@dataclass(frozen=True)
class Preferences:
    """Where an account's emails go (None: nowhere), in which language, and which kinds it wants."""

    email: str | None = None
    language: str | None = None
    turn: bool = True
    invitations: bool = True
    digest: bool = False
    confirmed: bool = False  # whether its player opened the link mailed to the address (only that link sets it)


@dataclass(frozen=True)
class Asking:
    """What a confirmation email needs: the account's name (said in it), and how many may go within a day to
    one account or to one address (so that nobody is flooded by them)."""

    name: str
    most: int


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
            return Preferences(row.email, row.language, row.turn, row.invitations, row.digest,
                               row.confirmed_at is not None)

    def set_preferences(self, account_id: int, preferences: Preferences, asking: Asking | None) -> bool | None:
        """Store an account's preferences whole (but `confirmed`). A new address is not confirmed, and (with
        `asking`: the server sends email) the email that confirms it is queued in the same transaction; unless as
        many as may have gone to the account or the address within a day: then None, and nothing changes.
        Whether a confirmation was queued."""
        with self.writing, Session(self.engine) as session, session.begin():
            row = (session.get(NotificationSettingsRow, account_id, with_for_update=True)
                   or NotificationSettingsRow(account_id=account_id))
            changed = preferences.email != row.email
            asked = False
            if changed and preferences.email is not None and asking is not None:
                if not _ask(session, account_id, preferences.email, asking):
                    return None
                asked = True
            session.add(row)
            if changed:
                row.confirmed_at = None
            row.email, row.language = preferences.email, preferences.language
            row.turn, row.invitations, row.digest = preferences.turn, preferences.invitations, preferences.digest
        return asked

    def ask_again(self, account_id: int, asking: Asking) -> str | None:
        """Queue the email that confirms the account's address once more; None if queued, else why not: it has
        no address, or it is confirmed already, or as many went within a day as may."""
        with self.writing, Session(self.engine) as session, session.begin():
            row = session.get(NotificationSettingsRow, account_id, with_for_update=True)
            if row is None or row.email is None:
                return "no_address"
            if row.confirmed_at is not None:
                return "confirmed_already"
            return None if _ask(session, account_id, row.email, asking) else "too_many_confirmations"

    def confirm(self, account_id: int, email: str) -> bool:
        """The account's address is confirmed, if it is still `email` (a link to an address since replaced
        confirms nothing); whether it is."""
        settings = NOTIFICATION_SETTINGS
        with self.writing, self.engine.begin() as connection:
            done = connection.execute(update(settings).where(settings.c.account_id == account_id,
                                                             settings.c.email == email)
                                      .values(confirmed_at=func.coalesce(settings.c.confirmed_at, now())))
        return done.rowcount == 1

    def turn_off(self, account_id: int, kind: str) -> None:
        """An account wants no more emails of `kind` (one-click unsubscribe)."""
        assert kind in KINDS
        with self.writing, Session(self.engine) as session, session.begin():
            row = session.get(NotificationSettingsRow, account_id)
            if row is not None:
                setattr(row, kind, False)

    def wanting_digest(self) -> list[int]:
        """The accounts that want the daily digest and have a confirmed address to send it to."""
        settings = NOTIFICATION_SETTINGS
        query = select(settings.c.account_id).where(settings.c.digest.is_(True), settings.c.email.is_not(None),
                                                    settings.c.confirmed_at.is_not(None))
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


def _ask(session: Session, account_id: int, email: str, asking: Asking) -> bool:
    """Queue the email that confirms `email` for the account, in the session's transaction; False (nothing
    queued) if `asking.most` went to the account, or to the address, within a day."""
    moment = now()
    # The address is in the key (digested: its case not counted) so that its emails can be counted.
    address = hashlib.sha256(email.casefold().encode()).hexdigest()[:24]
    lately = select(func.count()).where(OUTBOX.c.kind == CONFIRM, OUTBOX.c.created_at >= moment - timedelta(days=1))
    by_account = session.execute(lately.where(OUTBOX.c.account_id == account_id)).scalar_one()
    by_address = session.execute(lately.where(OUTBOX.c.key.like(f"{CONFIRM}:{address}:%"))).scalar_one()
    if max(by_account, by_address) >= asking.most:
        return False
    expires = int(moment.timestamp()) + CONFIRM_SECONDS
    session.execute(insert(OUTBOX).values(
        key=f"{CONFIRM}:{address}:{account_id}:{secrets.token_hex(8)}", kind=CONFIRM, account_id=account_id,
        match_id=None, payload={"email": email, "expires": expires, "name": asking.name}, created_at=moment,
        attempts=0, next_try=moment))
    return True
