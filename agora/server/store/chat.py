"""The chat repository: a table's chat lines, kept with its match, and readers' reports of them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.exc import IntegrityError

from agora.server.db import Base, now
from agora.server.store.database import Database, utc

LINES = Base.metadata.tables["chat_lines"]
REPORTS = Base.metadata.tables["chat_reports"]


@dataclass(frozen=True)
class Said:
    """A line about to be stored: who says it (a seat, or a spectator: `seat` None), and what (text or
    a phrase's id)."""

    table_id: str
    seat: int | None
    account: int | None
    address: str  # a digest of the speaker's address
    name: str | None
    text: str | None
    phrase: str | None
    log_index: int


@dataclass(frozen=True)
class ChatLine:
    """A stored line, as every reader may know it (who said it by seat and name; never the account or address)."""

    id: int
    seat: int | None
    name: str | None
    text: str | None
    phrase: str | None
    log_index: int
    at: datetime

    @property
    def spectator(self) -> bool:
        """Whether a spectator said it."""
        return self.seat is None


_COLUMNS = (LINES.c.id, LINES.c.seat, LINES.c.name, LINES.c.text, LINES.c.phrase, LINES.c.log_index, LINES.c.at)


def _line(row: Any) -> ChatLine:
    at = utc(row.at)
    assert at is not None
    return ChatLine(row.id, row.seat, row.name, row.text, row.phrase, row.log_index, at)


class Chat:
    """Chat lines and reports in one database."""

    def __init__(self, database: Database) -> None:
        self.engine = database.engine
        self.writing = database.writing

    def add(self, said: Said) -> ChatLine:
        """Store a line; the stored line, with its id and time."""
        moment = now()
        with self.writing, self.engine.begin() as connection:
            line_id: int = connection.execute(insert(LINES).values(
                match_id=said.table_id, seat=said.seat, account_id=said.account, address=said.address,
                name=said.name, text=said.text, phrase=said.phrase, log_index=said.log_index, at=moment,
            ).returning(LINES.c.id)).scalar_one()
        return ChatLine(line_id, said.seat, said.name, said.text, said.phrase, said.log_index, moment)

    def recent(self, table_id: str, limit: int) -> list[ChatLine]:
        """The table's last `limit` lines that no moderator hid, oldest first."""
        shown = (LINES.c.match_id == table_id) & LINES.c.hidden_at.is_(None)
        query = select(*_COLUMNS).where(shown).order_by(LINES.c.id.desc()).limit(limit)
        with self.engine.connect() as connection:
            rows = connection.execute(query).all()
        return [_line(row) for row in reversed(rows)]

    def hidden(self, table_id: str) -> set[int]:
        """The ids of the table's lines a moderator hid."""
        query = select(LINES.c.id).where(LINES.c.match_id == table_id, LINES.c.hidden_at.is_not(None))
        with self.engine.connect() as connection:
            return set(connection.execute(query).scalars())

    def table_of(self, line_id: int) -> str | None:
        """The table a line was said at, or None for no such line."""
        with self.engine.connect() as connection:
            found: str | None = connection.execute(
                select(LINES.c.match_id).where(LINES.c.id == line_id)
            ).scalar()
        return found

    def report(self, line_id: int, reporter: str, reason: str | None) -> bool:
        """Keep a report of a line; False if this reporter had reported it already (the first report stays)."""
        try:
            with self.writing, self.engine.begin() as connection:
                connection.execute(insert(REPORTS).values(line_id=line_id, reporter=reporter, reason=reason, at=now()))
        except IntegrityError:
            return False
        return True

    def reports(self, table_id: str) -> list[dict[str, Any]]:
        """The reports of the table's lines, oldest first (for moderators: each with the line and who said it)."""
        query = (
            select(REPORTS.c.line_id, REPORTS.c.reporter, REPORTS.c.reason, REPORTS.c.at, LINES.c.seat,
                   LINES.c.account_id, LINES.c.address, LINES.c.text, LINES.c.phrase)
            .join(LINES, LINES.c.id == REPORTS.c.line_id)
            .where(LINES.c.match_id == table_id)
            .order_by(REPORTS.c.at, REPORTS.c.line_id)
        )
        with self.engine.connect() as connection:
            return [dict(row._mapping) for row in connection.execute(query)]
