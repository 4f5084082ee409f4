"""What the matches repository hands out: tables, their seats and log entries."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any


@dataclass(frozen=True)
class Notice:
    """What a log entry (or an invitation) tells an account, queued in its own transaction on each of `channels`
    (the senders the server runs: "email", "push"): `key` makes it one message a channel and device, however
    often the entry is told."""

    key: str
    kind: str
    account_id: int
    match_id: str
    payload: dict[str, Any]
    channels: tuple[str, ...]


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
    tutorial: bool = False


@dataclass(frozen=True)
class Entry:
    """One entry of a log: an action, or an undo of the seat's last action."""

    seat: int
    kind: str  # act, undo; out, vote, back (who plays a seat); close (by a moderator, seat -1)
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
class Creator:
    """Who asks for a table: their account (if signed in) and their address, hashed (`of`)."""

    account: int | None
    address: str

    @staticmethod
    def of(account: int | None, address: str) -> Creator:
        """The creator from this account and address: only a digest of the address is kept."""
        return Creator(account, hashlib.sha256(address.encode()).hexdigest())


@dataclass(frozen=True)
class SeatSpec:
    """A seat asked for at table creation; one with an `account` is made taken by it (Play now seats a waiting
    group so, together with their waits, in one transaction)."""

    kind: str
    bot: str | None = None
    name: str | None = None
    account: int | None = None


@dataclass(frozen=True)
class SeatAt:
    """One of an account's seats: the table, its game and status."""

    table_id: str
    game: str
    seat: int
    status: str
    rated: bool | None
    at: datetime
