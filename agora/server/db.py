"""The tables: matches, seats and the append-only action log (SQLAlchemy 2).

The schema itself is created by the Alembic migrations in `migrations/`, run
at startup; these models mirror it for queries.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import (
    JSON,
    BigInteger,
    DateTime,
    Engine,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    create_engine,
    event,
    false,
    inspect,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

SQLITE_BUSY_MS = 5000
# The PostgreSQL advisory lock that migrations hold: any fixed number, the same in every process.
MIGRATION_LOCK = 0x61676F7261


def now() -> datetime:
    """The current time in UTC."""
    return datetime.now(UTC)


class Base(DeclarativeBase):
    """Base of every table."""


class MatchRow(Base):
    """One table: a match of one game with its options and secret seed."""

    __tablename__ = "matches"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(64))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    seed: Mapped[int] = mapped_column(BigInteger)
    status: Mapped[str] = mapped_column(String(16), index=True)  # open, active, finished
    private: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    # Set once the finished match has been looked at for ratings: whether it counted.
    rated: Mapped[bool | None] = mapped_column(default=None)
    # A rated match's effect on each seat's rating: per seat, the rating before and after ([mu, sigma, games]).
    rating_changes: Mapped[list[dict[str, list[float]]] | None] = mapped_column(JSON, default=None)
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    # The table's clock settings (null: untimed), and when its last seat was taken.
    clock: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    started_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    # The table made for a rematch, once someone asked; a private table's invite key (revocable).
    rematch: Mapped[str | None] = mapped_column(String(32), default=None)
    invite_key: Mapped[str | None] = mapped_column(String(64), default=None)
    # Kept for bots-only tables alone, to limit how many one account or address runs (the address hashed).
    creator_account: Mapped[int | None] = mapped_column(default=None)
    creator_address: Mapped[str | None] = mapped_column(String(64), default=None)
    # A game's scripted first game (agora/core/tutorial.py): unrated, its creator kept to allow one at a time.
    tutorial: Mapped[bool] = mapped_column(default=False, server_default=false())


class RatingRow(Base):
    """One rater's OpenSkill rating at one game and player count (a rater is an
    account, `account:<id>`, or a bot level's pool, `bot:<level>`)."""

    __tablename__ = "ratings"

    rater: Mapped[str] = mapped_column(String(48), primary_key=True)
    game: Mapped[str] = mapped_column(String(64), primary_key=True)
    players: Mapped[int] = mapped_column(Integer, primary_key=True)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    games: Mapped[int] = mapped_column(Integer)


class AccountRow(Base):
    """A player's account: a unique name and an Argon2 hash of the password."""

    __tablename__ = "accounts"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(32))
    # The name NFKC case-folded ("Ann" and "ａｎｎ" are one account); folding may lengthen it.
    name_key: Mapped[str] = mapped_column(String(128), unique=True)
    # Its UTS #39 confusable skeleton: no two accounts look alike. Empty only for an account whose
    # name already looked like an older one's when skeletons were first computed (migration 0007).
    name_skeleton: Mapped[str | None] = mapped_column(String(512), index=True, unique=True, nullable=True)
    password_hash: Mapped[str] = mapped_column(String(256))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class SessionRow(Base):
    """A signed-in browser: its cookie holds a key whose hash is kept here (a stolen database
    signs nobody in); deleting the row signs the browser out, wherever its cookie was copied."""

    __tablename__ = "sessions"

    # The public id, shown in the list of one's sessions; the key itself is never shown again.
    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    key_hash: Mapped[str] = mapped_column(String(64), unique=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"), index=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    last_seen: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    user_agent: Mapped[str] = mapped_column(String(256))


class SeatRow(Base):
    """A seat at a table: a bot, or a person once they claim it with a token (and, if
    signed in, their account: the token alone no longer acts for it)."""

    __tablename__ = "seats"

    match_id: Mapped[str] = mapped_column(ForeignKey("matches.id"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(8))  # human, bot
    bot: Mapped[str | None] = mapped_column(String(32))
    name: Mapped[str | None] = mapped_column(String(64))
    token_hash: Mapped[str | None] = mapped_column(String(64))
    account_id: Mapped[int | None] = mapped_column(ForeignKey("accounts.id"), index=True)


class ActionRow(Base):
    """One entry of a match's log. The primary key (match, index) is what makes
    a second write at the same index fail, across every server process."""

    __tablename__ = "actions"

    match_id: Mapped[str] = mapped_column(ForeignKey("matches.id"), primary_key=True)
    index: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(8))  # act, undo
    action: Mapped[str | None] = mapped_column(Text)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class ReviewRow(Base):
    """A post-game review of one seat of a finished match: the job that computes it (its
    owner, a fresh key a claim, and progress) and, once done, its result (never changed again)."""

    __tablename__ = "reviews"

    match_id: Mapped[str] = mapped_column(ForeignKey("matches.id"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    status: Mapped[str] = mapped_column(String(8))  # running, done, failed
    owner: Mapped[str | None] = mapped_column(String(32))
    done: Mapped[int] = mapped_column(Integer, default=0)
    total: Mapped[int] = mapped_column(Integer, default=0)
    result: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    error: Mapped[str | None] = mapped_column(Text, default=None)
    # Renewed by the process running the job: a job whose heartbeat stops (its server died) may be taken over.
    heartbeat_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class ChatLineRow(Base):
    """One line of a table's chat, kept with its match: a seat's or a spectator's, plain text (cleaned, at most
    `chat_max_chars`) or a quick phrase's id (each reader reads it in their own language)."""

    __tablename__ = "chat_lines"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    match_id: Mapped[str] = mapped_column(ForeignKey("matches.id"), index=True)
    seat: Mapped[int | None] = mapped_column(Integer)  # null: a spectator's
    account_id: Mapped[int | None] = mapped_column(ForeignKey("accounts.id"))
    # A digest of the address it came from (for moderation; the address itself is not kept).
    address: Mapped[str] = mapped_column(String(64))
    name: Mapped[str | None] = mapped_column(String(64))  # the speaker's name when they spoke
    text: Mapped[str | None] = mapped_column(Text)
    phrase: Mapped[str | None] = mapped_column(String(32))
    log_index: Mapped[int] = mapped_column(Integer)  # the match's log length when it was said (for replays)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    # When a moderator hid it: then no reader is sent it again (history, replays, sockets).
    hidden_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)


class ChatReportRow(Base):
    """A reader's report of a chat line, for moderation: one a line and reporter."""

    __tablename__ = "chat_reports"

    line_id: Mapped[int] = mapped_column(ForeignKey("chat_lines.id"), primary_key=True)
    # Who reported: `account:<id>`, `seat:<n>` or `address:<digest>`.
    reporter: Mapped[str] = mapped_column(String(80), primary_key=True)
    reason: Mapped[str | None] = mapped_column(String(200))
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class NotificationSettingsRow(Base):
    """An account's email address (none: no email), whether it is confirmed, and which kinds of email it wants."""

    __tablename__ = "notification_settings"

    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"), primary_key=True)
    email: Mapped[str | None] = mapped_column(String(254), default=None)
    # When its player opened the link mailed to it (none: not confirmed, and nothing else is sent there).
    confirmed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    language: Mapped[str | None] = mapped_column(String(8), default=None)  # none: English
    turn: Mapped[bool] = mapped_column(default=True)
    invitations: Mapped[bool] = mapped_column(default=True)
    digest: Mapped[bool] = mapped_column(default=False)


class OutboxRow(Base):
    """An email to send: made with what causes it, claimed by one process at a time, marked once sent."""

    __tablename__ = "outbox"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    key: Mapped[str] = mapped_column(String(128), unique=True)  # one row a cause (a move and seat)
    kind: Mapped[str] = mapped_column(String(16))
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"))
    match_id: Mapped[str | None] = mapped_column(ForeignKey("matches.id"))
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    sent_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    next_try: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    # A sender holds the row until then; past it (its process died mid-send), another may take it.
    claimed_until: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    # Who sends it: "email" to the account's address, or "push" to one of its devices (`device`, a push
    # subscription's id: each device is tried and retried on its own).
    channel: Mapped[str] = mapped_column(String(8), default="email", server_default="email")
    device: Mapped[int | None] = mapped_column(Integer, default=None)


class PushSubscriptionRow(Base):
    """A browser that asked to be told of an account's moves with the page closed (Web Push): where its push
    service takes messages for it, the keys they are encrypted with, and the language it reads."""

    __tablename__ = "push_subscriptions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"), index=True)
    endpoint: Mapped[str] = mapped_column(String(1024), unique=True)  # a browser is one account's at a time
    p256dh: Mapped[str] = mapped_column(String(100))
    auth: Mapped[str] = mapped_column(String(32))
    language: Mapped[str | None] = mapped_column(String(8), default=None)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class PlayQueueRow(Base):
    """An account waiting to be seated by Play now: one wait an account, for one game and player count, with its
    rating there when it asked; claimed by one process while it seats a group, then given its table."""

    __tablename__ = "play_queue"

    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"), primary_key=True)
    name: Mapped[str] = mapped_column(String(64))  # the account's name when it asked (its seat's name)
    game: Mapped[str] = mapped_column(String(64), index=True)
    players: Mapped[int] = mapped_column(Integer)
    mu: Mapped[float] = mapped_column(Float)  # its OpenSkill mean at this game and count (25: none yet)
    bots_after: Mapped[int | None] = mapped_column(Integer, default=None)  # seconds; none: people only
    since: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    # Renewed by the waiting page's polls: a wait nobody looks at any more is never seated.
    seen_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    # A process seating a group holds its rows until then; past it (the process died), they wait again.
    claimed_until: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    table_id: Mapped[str | None] = mapped_column(ForeignKey("matches.id"), default=None)
    seat: Mapped[int | None] = mapped_column(Integer, default=None)


class FollowRow(Base):
    """One account following another (its friends list): one row a pair."""

    __tablename__ = "follows"

    follower_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"), primary_key=True)
    followed_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"), primary_key=True)
    since: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class AccountFlagsRow(Base):
    """What moderation says of an account: whether it moderates (an admin, made by `agora db admin`), whether
    it is banned (it may not sign in), and whether it is muted (its chat lines are refused at every table)."""

    __tablename__ = "account_flags"

    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"), primary_key=True)
    admin: Mapped[bool] = mapped_column(default=False)
    banned_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    ban_reason: Mapped[str | None] = mapped_column(String(200), default=None)
    # Muted since `muted_at` (none: not muted) until `muted_until` (none: until a moderator lifts it).
    muted_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    muted_until: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    mute_reason: Mapped[str | None] = mapped_column(String(200), default=None)


class ModerationLogRow(Base):
    """One act of moderation, kept for good: who (an admin's account; none: the command line), what, to whom."""

    __tablename__ = "moderation_log"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    moderator_id: Mapped[int | None] = mapped_column(ForeignKey("accounts.id"), default=None)
    act: Mapped[str] = mapped_column(String(32))
    target: Mapped[str] = mapped_column(String(80))  # "account:<name>", "table:<id>"
    reason: Mapped[str | None] = mapped_column(String(200), default=None)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class InvitationRow(Base):
    """A player's invitation of an account to a table: shown in the invited player's lobby until dismissed (and
    emailed, if they want invitations by email); one a table and account. A dismissed one is kept, marked, so that
    the inviter's day still counts it and it is not sent again."""

    __tablename__ = "invitations"
    __table_args__ = (UniqueConstraint("account_id", "match_id"), Index("ix_invitations_inviter_key_at",
                                                                        "inviter_key", "at"))

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"), index=True)
    match_id: Mapped[str] = mapped_column(ForeignKey("matches.id"))
    inviter: Mapped[str] = mapped_column(String(64))  # the inviting seat's name
    # Who invited, for the inviter's limits: `account:<id>`, or a guest's `address:<digest>` ("" before 0017).
    inviter_key: Mapped[str] = mapped_column(String(80), server_default="")
    # The table's page as the invitation opens it (a private table's with its invite key of that moment: a
    # key made anew later voids it, as it voids every link).
    link: Mapped[str] = mapped_column(String(200))
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    dismissed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    # WAL lets readers run beside the writer; NORMAL sync in WAL mode survives a
    # killed process (only a power cut may lose the latest commits).
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_MS}")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def connect(url: str) -> Engine:
    """An engine for `url`; `postgresql://` URLs use psycopg 3."""
    if url.startswith(("postgresql://", "postgres://")):
        url = "postgresql+psycopg://" + url.split("://", 1)[1]
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": SQLITE_BUSY_MS / 1000})
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return create_engine(url, pool_pre_ping=True)


def alembic_config() -> Config:
    """Alembic's configuration: the migrations shipped in the package."""
    config = Config()
    config.set_main_option("script_location", "agora.server:migrations")
    return config


def head_revision() -> str | None:
    """The latest migration shipped in the package."""
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def current_revision(engine: Engine) -> str | None:
    """The migration the database's schema is at (None: never migrated)."""
    # Read directly: Alembic's MigrationContext logs two lines at each look, and /readyz looks often.
    with engine.connect() as connection:
        if not inspect(connection).has_table("alembic_version"):
            return None
        revision: str | None = connection.execute(text("SELECT version_num FROM alembic_version")).scalar()
        return revision


def pending_revisions(engine: Engine) -> list[str]:
    """The migrations the database has yet to run, oldest first (empty: its schema is current)."""
    scripts = ScriptDirectory.from_config(alembic_config())
    current = current_revision(engine)
    pending = [script.revision for script in scripts.iterate_revisions("head", current)]
    return list(reversed(pending))


def migrate(engine: Engine) -> None:
    """Bring the schema up to the latest migration shipped in the package."""
    config = alembic_config()
    with engine.begin() as connection:
        if engine.dialect.name == "postgresql":
            # Workers starting together migrate one after another (the lock ends with the transaction).
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
