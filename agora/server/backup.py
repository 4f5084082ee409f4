"""Backups of a server's database and their restoring.

SQLite is copied with SQLite's online backup API: a consistent copy while the server runs and
writes (copying the file itself is unsafe in WAL mode). PostgreSQL is exported logically, as JSON
lines: a header naming the schema's migration, then one line a row of every table (matches, seats,
action logs, accounts, ratings, reviews), streamed. It needs no pg_dump of the server's major
version on the machine, and restores into either database. Restoring reads either kind of file
into an empty database at the same migration (or, with `force`, one emptied first).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

import orjson
from sqlalchemy import DateTime, Engine, Table, create_engine, func, make_url, select, text

from agora.server.db import Base, connect, current_revision, migrate

FORMAT = "agora-backup"
VERSION = 1
SQLITE_MAGIC = b"SQLite format 3\x00"
BATCH = 1000


class BackupError(Exception):
    """A backup or restore that cannot be done, and why."""


def tables() -> list[Table]:
    """Every table a backup holds, each after those it refers to."""
    return list(Base.metadata.sorted_tables)


def backup(url: str, file: Path) -> int:
    """Write a backup of the database at `url` to `file`; the rows written."""
    engine = connect(url)
    try:
        if engine.dialect.name == "sqlite":
            _sqlite_copy(url, file)
            return _count(create_engine(f"sqlite:///{file}"))  # not connect(): that would turn WAL on again
        with file.open("wb") as out:
            return _export(engine, out)
    finally:
        engine.dispose()


def _sqlite_copy(url: str, file: Path) -> None:
    source_path = make_url(url).database
    if not source_path or source_path == ":memory:":
        raise BackupError("an in-memory SQLite database has nothing to back up")
    if not Path(source_path).is_file():
        raise BackupError(f"there is no database at {source_path}")
    file.unlink(missing_ok=True)
    with sqlite3.connect(source_path) as source, sqlite3.connect(file) as target:
        source.backup(target)  # page by page, consistent even while the server writes
        target.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
    source.close()
    target.close()


def _count(engine: Engine) -> int:
    try:
        with engine.connect() as connection:
            return sum(connection.execute(select(func.count()).select_from(table)).scalar_one() for table in tables())
    finally:
        engine.dispose()


def _export(engine: Engine, out: IO[bytes]) -> int:
    written = 0
    out.write(orjson.dumps({"format": FORMAT, "version": VERSION, "revision": current_revision(engine)}) + b"\n")
    # One transaction, repeatable read: every table as of one moment.
    with engine.connect().execution_options(isolation_level="REPEATABLE READ") as connection:
        for table in tables():
            rows = connection.execution_options(yield_per=BATCH).execute(select(table))
            for row in rows.mappings():
                out.write(orjson.dumps({"table": table.name, "row": dict(row)}) + b"\n")
                written += 1
    return written


def restore(url: str, file: Path, force: bool = False) -> int:
    """Restore the backup in `file` into the database at `url` (migrated to the latest schema
    first); refused if it holds anything, unless `force` (then emptied first). The rows restored."""
    with file.open("rb") as source:
        sqlite_file = source.read(len(SQLITE_MAGIC)) == SQLITE_MAGIC
    revision, rows = _read_sqlite(file) if sqlite_file else _read_lines(file)
    engine = connect(url)
    try:
        migrate(engine)
        head = current_revision(engine)
        if revision != head:
            raise BackupError(
                f"the backup is at migration {revision} and this version's schema at {head}: restore it with the "
                "version that made it, then run `agora db upgrade`"
            )
        with engine.begin() as connection:
            held = {table.name: connection.execute(select(func.count()).select_from(table)).scalar_one()
                    for table in tables()}
            if any(held.values()) and not force:
                named = ", ".join(f"{count} {name}" for name, count in held.items() if count)
                raise BackupError(f"the database is not empty ({named}): restore into an empty one, or --force")
            for table in reversed(tables()):
                connection.execute(table.delete())
            restored = _insert(connection, rows)
            if engine.dialect.name == "postgresql":
                # Ids were restored as they were: each sequence goes on after the highest.
                for table in tables():
                    for column in table.primary_key.columns:
                        if column.autoincrement is True:
                            connection.execute(text(
                                f"SELECT setval(pg_get_serial_sequence('{table.name}', '{column.name}'), "
                                f"COALESCE((SELECT MAX({column.name}) FROM {table.name}), 0) + 1, false)"
                            ))
        return restored
    finally:
        engine.dispose()


def _insert(connection: Any, rows: Iterator[tuple[str, dict[str, Any]]]) -> int:
    by_name = {table.name: table for table in tables()}
    batch: list[dict[str, Any]] = []
    batch_table: Table | None = None
    count = 0
    for name, row in rows:
        table = by_name.get(name)
        if table is None:
            raise BackupError(f"the backup has a table this version does not know: {name}")
        if table is not batch_table and batch:
            assert batch_table is not None
            connection.execute(batch_table.insert(), batch)
            batch = []
        batch_table = table
        batch.append(_typed(table, row))
        count += 1
        if len(batch) >= BATCH:
            connection.execute(table.insert(), batch)
            batch = []
    if batch and batch_table is not None:
        connection.execute(batch_table.insert(), batch)
    return count


def _typed(table: Table, row: dict[str, Any]) -> dict[str, Any]:
    """A row as read back: times are text in JSON, and without a zone in SQLite (where every time is UTC)."""
    typed = dict(row)
    for column in table.columns:
        value = typed.get(column.name)
        if isinstance(column.type, DateTime) and value is not None:
            moment = datetime.fromisoformat(value) if isinstance(value, str) else value
            typed[column.name] = moment if moment.tzinfo else moment.replace(tzinfo=UTC)
    return typed


def _read_lines(file: Path) -> tuple[str | None, Iterator[tuple[str, dict[str, Any]]]]:
    source = file.open("rb")
    header = orjson.loads(source.readline() or b"{}")
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        source.close()
        raise BackupError(f"{file} is neither an Agora backup nor an SQLite database")
    if header.get("version") != VERSION:
        source.close()
        raise BackupError(f"{file} is a backup of format version {header.get('version')}; this version reads {VERSION}")

    def rows() -> Iterator[tuple[str, dict[str, Any]]]:
        with source:
            for line in source:
                entry = orjson.loads(line)
                yield entry["table"], entry["row"]

    return header.get("revision"), rows()


def _read_sqlite(file: Path) -> tuple[str | None, Iterator[tuple[str, dict[str, Any]]]]:
    engine = create_engine(f"sqlite:///{file}")
    revision = current_revision(engine)

    def rows() -> Iterator[tuple[str, dict[str, Any]]]:
        try:
            with engine.connect() as connection:
                for table in tables():
                    for row in connection.execute(select(table)).mappings():
                        yield table.name, dict(row)
        finally:
            engine.dispose()

    return revision, rows()
