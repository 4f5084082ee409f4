"""Storage of matches, seats and logs. Every method is blocking: the server
calls them from worker threads, never on the event loop."""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine, String, bindparam, cast, func, insert, literal, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from agora.server.db import AccountRow, ActionRow, Base, MatchRow, RatingRow, SeatRow, connect, migrate, now

# Statements of every action, built once: building one per action (values(), the
# ORM's checks, its cache key) was a quarter of the server's time under load.
INSERT_ACTION = insert(Base.metadata.tables["actions"])
MATCHES = Base.metadata.tables["matches"]
FINISH_MATCH = update(MATCHES).where(MATCHES.c.id == bindparam("match_id")).values(status="finished")


def utc(moment: datetime | None) -> datetime | None:
    """A stored time in UTC (SQLite keeps no time zone: every time stored is UTC)."""
    return moment if moment is None or moment.tzinfo else moment.replace(tzinfo=UTC)


def new_token() -> str:
    """A fresh secret seat token."""
    return secrets.token_urlsafe(32)


def new_invite_key() -> str:
    """A fresh key for a private table's invite link."""
    return secrets.token_urlsafe(12)


def hash_token(token: str) -> str:
    """What is stored of a token: tokens are 256 random bits, so one SHA-256 suffices."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(frozen=True)
class SeatInfo:
    """A seat as everyone may know it (the token hash stays in the database)."""

    seat: int
    kind: str
    bot: str | None
    name: str | None
    taken: bool
    account: int | None = None  # the id of the account holding it, if any


@dataclass(frozen=True)
class Account:
    """An account as the server reads it (the hash never leaves the server)."""

    id: int
    name: str
    password_hash: str
    generation: int


@dataclass(frozen=True)
class Skill:
    """One OpenSkill rating: its mean and uncertainty, and the rated games behind it."""

    mu: float
    sigma: float
    games: int = 0

    @property
    def ordinal(self) -> float:
        """The conservative single number shown and ranked by (mu - 3 sigma)."""
        return self.mu - 3 * self.sigma


@dataclass(frozen=True)
class Standing:
    """A rater's place on a board: `name` is the account's, or the bot level's."""

    rater: str
    name: str
    game: str
    players: int
    skill: Skill


@dataclass(frozen=True)
class SeatAt:
    """One of an account's seats: the table, its game and status."""

    table_id: str
    game: str
    seat: int
    status: str
    rated: bool | None
    at: datetime


class NameTaken(Exception):
    """An account of that name (in any letter case) exists already."""


@dataclass(frozen=True)
class TableInfo:
    """A table: its match and seats. `seed` is secret while the match is played."""

    id: str
    game: str
    options: dict[str, Any]
    seed: int
    status: str
    private: bool
    created_at: datetime
    seats: tuple[SeatInfo, ...]
    clock: dict[str, Any] | None = None
    started_at: datetime | None = None
    rematch: str | None = None
    invite_key: str | None = None


@dataclass(frozen=True)
class Entry:
    """One entry of a log: an action, or an undo of the seat's last action."""

    seat: int
    kind: str  # act, undo
    action: str | None
    # When it was committed (the clocks run from it); not part of what makes two submissions one.
    at: datetime | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Head:
    """How far a table is: its log's length, its human seats taken, its status."""

    length: int
    taken: int
    status: str


@dataclass(frozen=True)
class SeatSpec:
    """A seat asked for at table creation."""

    kind: str
    bot: str | None = None
    name: str | None = None


class Store:
    """The database of one server process (several processes may share a PostgreSQL)."""

    def __init__(self, url: str) -> None:
        self.engine: Engine = connect(url)
        migrate(self.engine)
        # SQLite takes one writer at a time, and a writer that finds the file locked
        # sleeps in steps of up to 100 ms: this process's writers queue here instead
        # (under load a tenth of the commits waited 10-340 ms). PostgreSQL needs no queue.
        self.writing: contextlib.AbstractContextManager[object] = (
            threading.Lock() if self.engine.dialect.name == "sqlite" else contextlib.nullcontext()
        )

    def close(self) -> None:
        """Release every pooled connection."""
        self.engine.dispose()

    def create(
        self, game: str, options: dict[str, Any], seed: int, seats: list[SeatSpec], private: bool,
        clock: dict[str, Any] | None = None,
    ) -> str:
        """A new table; it is open while a human seat is free, else active at once."""
        table_id = secrets.token_urlsafe(9)
        status = "open" if any(s.kind == "human" for s in seats) else "active"
        started = now() if status == "active" else None
        with self.writing, Session(self.engine) as session, session.begin():
            session.add(MatchRow(id=table_id, game=game, options=options, seed=seed, status=status, private=private,
                                 clock=clock, started_at=started, invite_key=new_invite_key() if private else None))
            session.flush()  # the match row must exist before its seats reference it
            for number, spec in enumerate(seats):
                session.add(SeatRow(match_id=table_id, seat=number, kind=spec.kind, bot=spec.bot, name=spec.name))
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

    def active(self) -> list[str]:
        """Ids of every match being played."""
        with Session(self.engine) as session:
            return list(session.scalars(select(MatchRow.id).where(MatchRow.status == "active")))

    def claim(self, table_id: str, seat: int, name: str, token: str, account: int | None = None) -> bool:
        """Give a free human seat to `name` (and `account`, if signed in); False if it is
        not free, or the account sits at the table already. The table becomes active
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

    # -- accounts

    def create_account(self, name: str, password_hash: str) -> Account:
        """A new account; NameTaken if the name is in use in any letter case."""
        try:
            with self.writing, Session(self.engine) as session, session.begin():
                row = AccountRow(name=name, name_key=name.casefold(), password_hash=password_hash, generation=0)
                session.add(row)
                session.flush()
                return Account(row.id, row.name, row.password_hash, row.generation)
        except IntegrityError:
            raise NameTaken(name) from None

    def account_named(self, name: str) -> Account | None:
        """The account of a name (any letter case), or None."""
        with Session(self.engine) as session:
            row = session.scalar(select(AccountRow).where(AccountRow.name_key == name.casefold()))
            return None if row is None else Account(row.id, row.name, row.password_hash, row.generation)

    def account(self, account_id: int) -> Account | None:
        """The account of an id, or None."""
        with Session(self.engine) as session:
            row = session.get(AccountRow, account_id)
            return None if row is None else Account(row.id, row.name, row.password_hash, row.generation)

    def set_password(self, account_id: int, password_hash: str, rehash_only: bool = False) -> int:
        """Store a new hash; a change (not a mere rehash) ends every other session. Returns the generation."""
        with self.writing, Session(self.engine) as session, session.begin():
            row = session.get(AccountRow, account_id)
            assert row is not None
            row.password_hash = password_hash
            if not rehash_only:
                row.generation += 1
            return row.generation

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

    def append(self, table_id: str, index: int, entry: Entry, finished: bool) -> bool:
        """Commit one log entry at `index`; False if that index is already
        written (another process got there first). `finished` ends the match
        in the same transaction."""
        row = {"match_id": table_id, "index": index, "seat": entry.seat, "kind": entry.kind, "action": entry.action,
               "at": entry.at or now()}
        try:
            with self.writing, self.engine.begin() as connection:
                connection.execute(INSERT_ACTION, row)
                if finished:
                    connection.execute(FINISH_MATCH, {"match_id": table_id})
        except IntegrityError:
            return False
        return True

    # -- ratings

    def rate_match(
        self, table_id: str, game: str, players: int, raters: list[str] | None,
        compute: Callable[[dict[str, Skill]], dict[str, Skill]],
    ) -> bool:
        """Mark a finished match rated (raters given) or not, once: the process that marks it
        applies `compute` to its raters' ratings and stores the result. False if it was marked already."""
        with self.writing, Session(self.engine) as session, session.begin():
            marked = session.execute(
                update(MatchRow).where(MatchRow.id == table_id, MatchRow.rated.is_(None))
                .values(rated=raters is not None, finished_at=now())
            )
            if marked.rowcount != 1:  # type: ignore[attr-defined]
                return False
            if raters is None:
                return True
            keys = sorted(set(raters))
            rows = {
                row.rater: row
                for row in session.scalars(
                    select(RatingRow)
                    .where(RatingRow.rater.in_(keys), RatingRow.game == game, RatingRow.players == players)
                    .with_for_update()  # two matches ending at once update one rater in turn
                )
            }
            after = compute({key: Skill(row.mu, row.sigma, row.games) for key, row in rows.items()})
            for key, skill in after.items():
                row = rows.get(key)
                if row is None:
                    session.add(RatingRow(rater=key, game=game, players=players, mu=skill.mu, sigma=skill.sigma,
                                          games=skill.games))
                else:
                    row.mu, row.sigma, row.games = skill.mu, skill.sigma, skill.games
            return True

    def unrated(self) -> list[str]:
        """Finished matches not yet looked at for ratings (the server stopped in between)."""
        with Session(self.engine) as session:
            query = select(MatchRow.id).where(MatchRow.status == "finished", MatchRow.rated.is_(None))
            return list(session.scalars(query))

    def standings(self, game: str, players: int | None = None, account: int | None = None,
                  limit: int = 100) -> list[Standing]:
        """Ratings, best first: of one game (and player count), or of one account."""
        name = func.coalesce(AccountRow.name, func.substr(RatingRow.rater, 5))  # "bot:hard" -> "hard"
        query = select(RatingRow, name).outerjoin(
            AccountRow, RatingRow.rater == literal("account:", String) + cast(AccountRow.id, String)
        )
        if game:
            query = query.where(RatingRow.game == game)
        if players is not None:
            query = query.where(RatingRow.players == players)
        if account is not None:
            query = query.where(RatingRow.rater == f"account:{account}")
        query = query.order_by((RatingRow.mu - 3 * RatingRow.sigma).desc()).limit(limit)
        with Session(self.engine) as session:
            return [
                Standing(row.rater, str(shown), row.game, row.players, Skill(row.mu, row.sigma, row.games))
                for row, shown in session.execute(query)
            ]

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
