"""The push subscriptions repository: the browsers each account asked to be told of its moves on (Web Push)."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from agora.server.db import PushSubscriptionRow, now
from agora.server.store.database import Database


@dataclass(frozen=True)
class Device:
    """A browser's push subscription: where its push service takes messages, and the keys to encrypt them with."""

    id: int
    account_id: int
    endpoint: str
    p256dh: str
    auth: str
    language: str | None


class PushSubscriptions:
    """The push subscriptions in one database."""

    def __init__(self, database: Database) -> None:
        self.engine = database.engine
        self.writing = database.writing

    def subscribe(self, account_id: int, endpoint: str, p256dh: str, auth: str, language: str | None,
                  most: int) -> None:
        """Tell this browser of the account's moves from now on. A browser is one account's at a time: the
        latest to subscribe it (the device's new user) takes it over. Past `most` browsers an account's
        oldest is dropped."""
        with self.writing, Session(self.engine) as session, session.begin():
            row = session.scalars(select(PushSubscriptionRow).where(PushSubscriptionRow.endpoint == endpoint)).first()
            if row is None:
                row = PushSubscriptionRow(endpoint=endpoint)
                session.add(row)
            row.account_id, row.p256dh, row.auth, row.language, row.created_at = \
                account_id, p256dh, auth, language, now()
            session.flush()
            kept = select(PushSubscriptionRow.id).where(PushSubscriptionRow.account_id == account_id) \
                .order_by(PushSubscriptionRow.created_at.desc(), PushSubscriptionRow.id.desc()).limit(most)
            session.execute(delete(PushSubscriptionRow).where(PushSubscriptionRow.account_id == account_id,
                                                              PushSubscriptionRow.id.not_in(kept.scalar_subquery())))

    def unsubscribe(self, account_id: int, endpoint: str) -> bool:
        """Tell this browser nothing more; False if it is not the account's."""
        with self.writing, self.engine.begin() as connection:
            gone = connection.execute(delete(PushSubscriptionRow).where(
                PushSubscriptionRow.account_id == account_id, PushSubscriptionRow.endpoint == endpoint))
        return gone.rowcount > 0

    def device(self, device_id: int) -> Device | None:
        """One subscription, or None if it was dropped since."""
        with Session(self.engine) as session:
            row = session.get(PushSubscriptionRow, device_id)
            return None if row is None else Device(row.id, row.account_id, row.endpoint, row.p256dh, row.auth,
                                                   row.language)

    def drop(self, device_id: int) -> None:
        """Forget a subscription its push service says is gone (the browser unsubscribed or was reset)."""
        with self.writing, self.engine.begin() as connection:
            connection.execute(delete(PushSubscriptionRow).where(PushSubscriptionRow.id == device_id))
