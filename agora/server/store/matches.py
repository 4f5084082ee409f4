"""The matches repository: tables, their seats (and who holds them) and their append-only logs."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, DateTime, Insert, String, bindparam, cast, func, insert, literal, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from agora.server.db import ActionRow, Base, MatchRow, SeatRow, now
from agora.server.store.database import Database, utc
from agora.server.store.queue import seat_wait
from agora.server.store.records import Creator, Entry, Head, Notice, SeatAt, SeatInfo, SeatSpec, TableInfo

# Statements of every action, built once: building one per action (values(), the
# ORM's checks, its cache key) was a quarter of the server's time under load.
INSERT_ACTION = insert(Base.metadata.tables["actions"])
MATCHES = Base.metadata.tables["matches"]
OUTBOX = Base.metadata.tables["outbox"]
NOTIFICATION_SETTINGS = Base.metadata.tables["notification_settings"]
PUSH_SUBSCRIPTIONS = Base.metadata.tables["push_subscriptions"]
FINISH_MATCH = update(MATCHES).where(MATCHES.c.id == bindparam("match_id")).values(status="finished")


def new_token() -> str:
    """A fresh secret seat token."""
    return secrets.token_urlsafe(32)


def new_invite_key() -> str:
    """A fresh key for a private table's invite link."""
    return secrets.token_urlsafe(12)


def hash_token(token: str) -> str:
    """What is stored of a token: tokens are 256 random bits, so one SHA-256 suffices."""
    return hashlib.sha256(token.encode()).hexdigest()


def outbox_rows(notice: Notice) -> list[Insert]:
    """The outbox rows of a notice, for each channel it goes by: an email, made only if its account has a
    confirmed address and wants its kind; a push message to each browser the account subscribed (one row each, so each
    is retried on its own)."""
    moment = literal(now(), DateTime(timezone=True))
    columns = ["key", "kind", "account_id", "match_id", "payload", "created_at", "attempts", "next_try", "channel"]
    rows = []
    if "email" in notice.channels:
        wants = NOTIFICATION_SETTINGS.c[notice.kind]
        chosen = select(
            literal(notice.key), literal(notice.kind), NOTIFICATION_SETTINGS.c.account_id, literal(notice.match_id),
            literal(notice.payload, JSON), moment, literal(0), moment, literal("email"),
        ).where(NOTIFICATION_SETTINGS.c.account_id == notice.account_id, NOTIFICATION_SETTINGS.c.email.is_not(None),
                NOTIFICATION_SETTINGS.c.confirmed_at.is_not(None), wants.is_(True))
        rows.append(insert(OUTBOX).from_select(columns, chosen))
    if "push" in notice.channels:
        key = literal(f"push:{notice.key}:") + cast(PUSH_SUBSCRIPTIONS.c.id, String)
        chosen = select(
            key, literal(notice.kind), PUSH_SUBSCRIPTIONS.c.account_id, literal(notice.match_id),
            literal(notice.payload, JSON), moment, literal(0), moment, literal("push"), PUSH_SUBSCRIPTIONS.c.id,
        ).where(PUSH_SUBSCRIPTIONS.c.account_id == notice.account_id)
        rows.append(insert(OUTBOX).from_select([*columns, "device"], chosen))
    return rows


class Matches:
    """Tables, seats and logs in one database."""

    def __init__(self, database: Database) -> None:
        self.engine = database.engine
        self.writing = database.writing

    def create(
        self, game: str, options: dict[str, Any], seed: int, seats: list[SeatSpec], private: bool,
        clock: dict[str, Any] | None = None, creator: Creator | None = None, tutorial: bool = False,
    ) -> str:
        """A new table; it is open while a human seat is free, else active at once (a bots-only table or a
        tutorial, whose `creator` is kept to limit how many they run). A seat made taken by an account is its Play
        now wait's: that wait is seated in the same transaction, or nothing is made (ValueError)."""
        table_id = secrets.token_urlsafe(9)
        people = any(s.kind == "human" for s in seats)
        status = "open" if any(s.kind == "human" and s.account is None for s in seats) else "active"
        started = now() if status == "active" else None
        kept = creator if tutorial or not people else None
        with self.writing, Session(self.engine) as session, session.begin():
            session.add(MatchRow(id=table_id, game=game, options=options, seed=seed, status=status, private=private,
                                 clock=clock, started_at=started, invite_key=new_invite_key() if private else None,
                                 creator_account=kept.account if kept else None,
                                 creator_address=kept.address if kept else None, tutorial=tutorial))
            session.flush()  # the match row must exist before its seats reference it
            for number, spec in enumerate(seats):
                # An account's seat holds a token nobody is given: the account's session acts for it.
                held = None if spec.account is None else hash_token(new_token())
                session.add(SeatRow(match_id=table_id, seat=number, kind=spec.kind, bot=spec.bot, name=spec.name,
                                    token_hash=held, account_id=spec.account))
            for number, spec in enumerate(seats):
                if spec.account is None:
                    continue
                waited = session.execute(seat_wait(spec.account, table_id, number))
                if waited.rowcount != 1:  # type: ignore[attr-defined]
                    raise ValueError(f"account {spec.account} waits in Play now no more")
        return table_id

    def table(self, table_id: str) -> TableInfo | None:
        """The table, or None."""
        with Session(self.engine) as session:
            row = session.get(MatchRow, table_id)
            if row is None:
                return None
            seats = session.scalars(select(SeatRow).where(SeatRow.match_id == table_id).order_by(SeatRow.seat))
            return TableInfo(
                id=row.id,
                game=row.game,
                options=dict(row.options),
                seed=row.seed,
                status=row.status,
                private=row.private,
                # SQLite keeps no time zone: every time stored is UTC.
                created_at=row.created_at if row.created_at.tzinfo else row.created_at.replace(tzinfo=UTC),
                seats=tuple(
                    SeatInfo(s.seat, s.kind, s.bot, s.name, s.kind == "bot" or s.token_hash is not None, s.account_id)
                    for s in seats
                ),
                clock=row.clock,
                started_at=utc(row.started_at),
                rematch=row.rematch,
                invite_key=row.invite_key,
                tutorial=row.tutorial,
            )

    def lobby(self, limit: int = 100) -> list[str]:
        """Ids of the public tables waiting for players, newest first."""
        with Session(self.engine) as session:
            query = (
                select(MatchRow.id)
                .where(MatchRow.status == "open", MatchRow.private.is_(False))
                .order_by(MatchRow.created_at.desc())
                .limit(limit)
            )
            return list(session.scalars(query))

    def unattended(self) -> list[str]:
        """Ids of the matches being played that may move while nobody is at them: a person plays (a
        bots-only table waits for a watcher), and a clock may run out, or a bot, or a stand-in voted for,
        may have to act. Those where only people act wait for someone to come."""
        def seat(kind: str) -> Any:
            return select(SeatRow.seat).where(SeatRow.match_id == MatchRow.id, SeatRow.kind == kind).exists()
        voted = select(ActionRow.index).where(ActionRow.match_id == MatchRow.id, ActionRow.kind == "vote").exists()
        query = select(MatchRow.id, MatchRow.clock, seat("bot"), voted).where(
            MatchRow.status == "active", seat("human"))
        with Session(self.engine) as session:
            # The clock is filtered here: an untimed table's may be stored as SQL NULL or JSON null.
            return [table_id for table_id, clock, bots, votes in session.execute(query) if clock or bots or votes]

    def tutorial_of(self, account: int) -> str | None:
        """The account's tutorial table still played, if any."""
        query = select(MATCHES.c.id).where(MATCHES.c.tutorial.is_(True), MATCHES.c.status != "finished",
                                           MATCHES.c.creator_account == account)
        with Session(self.engine) as session:
            return session.scalar(query.limit(1))

    def guest_tutorials(self, address: str, since: datetime) -> int:
        """How many tutorial tables guests at this address (its digest) made since `since` are still played."""
        query = select(func.count()).select_from(MATCHES).where(
            MATCHES.c.tutorial.is_(True), MATCHES.c.status != "finished", MATCHES.c.created_at >= since,
            MATCHES.c.creator_address == address, MATCHES.c.creator_account.is_(None))
        with Session(self.engine) as session:
            return session.scalar(query) or 0

    def bot_tables(self, creator: Creator, since: datetime) -> tuple[int, int]:
        """How many bots-only tables made since `since` are still played: those of the creator's
        account (0 if signed out), and those of their address."""
        running = select(func.count()).select_from(MATCHES).where(
            MATCHES.c.status == "active", MATCHES.c.created_at >= since, MATCHES.c.tutorial.is_(False)
        )
        with Session(self.engine) as session:
            by_address = session.scalar(running.where(MATCHES.c.creator_address == creator.address)) or 0
            if creator.account is None:
                return 0, by_address
            return session.scalar(running.where(MATCHES.c.creator_account == creator.account)) or 0, by_address

    def claim(self, table_id: str, seat: int, name: str, token: str, account: int | None = None) -> bool:
        """Give a free human seat to `name` (and `account`, if signed in); False if it is
        not free, the table is over, or the account sits at the table already. The table becomes active
        when its last human seat is taken."""
        with self.writing, Session(self.engine) as session, session.begin():
            if account is not None and self._sits(session, table_id, account):
                return False
            claimed = session.execute(
                update(SeatRow)
                .where(
                    SeatRow.match_id == table_id,
                    SeatRow.seat == seat,
                    SeatRow.kind == "human",
                    SeatRow.token_hash.is_(None),
                    # Not at a table that is over (closed by a moderator before its seats were taken).
                    select(MatchRow.id).where(MatchRow.id == table_id, MatchRow.status != "finished").exists(),
                )
                .values(token_hash=hash_token(token), name=name, account_id=account)
            )
            if claimed.rowcount != 1:  # type: ignore[attr-defined]
                return False
            free = session.scalar(
                select(SeatRow.seat).where(
                    SeatRow.match_id == table_id, SeatRow.kind == "human", SeatRow.token_hash.is_(None)
                )
            )
            if free is None:
                session.execute(
                    update(MatchRow)
                    .where(MatchRow.id == table_id, MatchRow.status == "open")
                    .values(status="active", started_at=now())
                )
            return True

    @staticmethod
    def _sits(session: Session, table_id: str, account: int) -> bool:
        query = select(SeatRow.seat).where(SeatRow.match_id == table_id, SeatRow.account_id == account)
        return session.scalar(query) is not None

    def seat_of(self, table_id: str, token: str, account: int | None = None) -> int | None:
        """The seat this token was issued for, or None. The seat of an account
        answers only to that account signed in: a token copied away acts for nobody."""
        wanted = hash_token(token)
        with Session(self.engine) as session:
            rows = session.execute(
                select(SeatRow.seat, SeatRow.token_hash, SeatRow.account_id).where(
                    SeatRow.match_id == table_id, SeatRow.token_hash.is_not(None)
                )
            )
            for seat, stored, holder in rows:
                if stored is not None and hmac.compare_digest(stored, wanted):
                    return int(seat) if holder is None or holder == account else None
        return None

    def seat_of_account(self, table_id: str, account: int) -> int | None:
        """The seat an account holds at this table, or None."""
        with Session(self.engine) as session:
            query = select(SeatRow.seat).where(SeatRow.match_id == table_id, SeatRow.account_id == account)
            seat = session.scalar(query)
            return None if seat is None else int(seat)

    def holder(self, table_id: str, seat: int) -> tuple[str | None, int | None]:
        """Who holds a seat now: its token's digest and its account (None, None: nobody)."""
        with Session(self.engine) as session:
            row = session.execute(
                select(SeatRow.token_hash, SeatRow.account_id).where(SeatRow.match_id == table_id, SeatRow.seat == seat)
            ).first()
            return (None, None) if row is None else (row[0], row[1])

    def invite_key(self, table_id: str) -> str | None:
        """A table's invite key now (None: none was ever made)."""
        with Session(self.engine) as session:
            key: str | None = session.scalar(select(MatchRow.invite_key).where(MatchRow.id == table_id))
            return key

    def reissue(self, table_id: str, seat: int, token: str) -> None:
        """Replace a taken seat's token: the old one acts for nobody any more."""
        with self.writing, Session(self.engine) as session, session.begin():
            session.execute(
                update(SeatRow)
                .where(SeatRow.match_id == table_id, SeatRow.seat == seat, SeatRow.token_hash.is_not(None))
                .values(token_hash=hash_token(token))
            )

    def give_seat(self, table_id: str, seat: int, account: int, name: str) -> bool:
        """A guest's seat becomes the account's; False if the seat has an account or
        the account already sits at this table."""
        with self.writing, Session(self.engine) as session, session.begin():
            if self._sits(session, table_id, account):
                return False
            given = session.execute(
                update(SeatRow)
                .where(SeatRow.match_id == table_id, SeatRow.seat == seat, SeatRow.account_id.is_(None),
                       SeatRow.token_hash.is_not(None))
                .values(account_id=account, name=name)
            )
            return bool(given.rowcount == 1)  # type: ignore[attr-defined]

    def new_invite(self, table_id: str) -> str:
        """A new invite key for the table: links with the old one no longer seat anyone."""
        key = new_invite_key()
        with self.writing, Session(self.engine) as session, session.begin():
            session.execute(update(MatchRow).where(MatchRow.id == table_id).values(invite_key=key))
        return key

    def set_rematch(self, table_id: str, rematch: str) -> str:
        """Record the table's rematch unless one is recorded already; the one recorded."""
        with self.writing, Session(self.engine) as session, session.begin():
            session.execute(
                update(MatchRow).where(MatchRow.id == table_id, MatchRow.rematch.is_(None)).values(rematch=rematch)
            )
            recorded = session.scalar(select(MatchRow.rematch).where(MatchRow.id == table_id))
            assert recorded is not None
            return recorded

    def entries(self, table_id: str, since: int = 0) -> list[Entry]:
        """The log from index `since` on."""
        with Session(self.engine) as session:
            rows = session.execute(
                select(ActionRow.seat, ActionRow.kind, ActionRow.action, ActionRow.at)
                .where(ActionRow.match_id == table_id, ActionRow.index >= since)
                .order_by(ActionRow.index)
            )
            return [Entry(seat, kind, action, utc(at)) for seat, kind, action, at in rows]

    def heads(self, table_ids: list[str]) -> dict[str, Head]:
        """The heads of these tables, in one query (what the resync loop compares)."""
        length = (
            select(func.coalesce(func.max(ActionRow.index) + 1, 0))
            .where(ActionRow.match_id == MatchRow.id)
            .scalar_subquery()
        )
        taken = (
            select(func.count())
            .where(SeatRow.match_id == MatchRow.id, SeatRow.kind == "human", SeatRow.token_hash.is_not(None))
            .scalar_subquery()
        )
        with Session(self.engine) as session:
            query = select(MatchRow.id, length, taken, MatchRow.status).where(MatchRow.id.in_(table_ids))
            rows = session.execute(query)
            return {table_id: Head(int(n), int(t), status) for table_id, n, t, status in rows}

    def append(self, table_id: str, index: int, entry: Entry, finished: bool, notices: tuple[Notice, ...] = ()) -> bool:
        """Commit one log entry at `index`; False if that index is already
        written (another process got there first). `finished` ends the match,
        and `notices` are queued, in the same transaction."""
        row = {"match_id": table_id, "index": index, "seat": entry.seat, "kind": entry.kind, "action": entry.action,
               "at": entry.at or now()}
        try:
            with self.writing, self.engine.begin() as connection:
                connection.execute(INSERT_ACTION, row)
                if finished:
                    connection.execute(FINISH_MATCH, {"match_id": table_id})
                for queued in (queued for notice in notices for queued in outbox_rows(notice)):
                    connection.execute(queued)
        except IntegrityError:
            return False
        return True

    def seats_of(self, account: int, finished: bool, private: bool = True, limit: int = 50) -> list[SeatAt]:
        """An account's seats at tables being played (or open), or at finished ones, newest first
        (`private`: private tables among them)."""
        status = MatchRow.status == "finished" if finished else MatchRow.status.in_(("open", "active"))
        if not private:
            status = status & MatchRow.private.is_(False)
        query = (
            select(MatchRow.id, MatchRow.game, SeatRow.seat, MatchRow.status, MatchRow.rated,
                   func.coalesce(MatchRow.finished_at, MatchRow.created_at))
            .join(SeatRow, SeatRow.match_id == MatchRow.id)
            .where(SeatRow.account_id == account, status)
            .order_by(func.coalesce(MatchRow.finished_at, MatchRow.created_at).desc())
            .limit(limit)
        )
        with Session(self.engine) as session:
            return [
                SeatAt(table_id, game, seat, status_, rated, at if at.tzinfo else at.replace(tzinfo=UTC))
                for table_id, game, seat, status_, rated, at in session.execute(query)
            ]
