"""Server processes that start together on a fresh PostgreSQL database migrate it once, in turn."""

from __future__ import annotations

import secrets
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy import create_engine, make_url, text

from agora.server.store.database import Database
from agora.server.store.matches import Matches

pytestmark = pytest.mark.pg


def test_workers_starting_together_migrate_a_fresh_database_in_turn(pg_url: str) -> None:
    admin = create_engine(make_url(pg_url), isolation_level="AUTOCOMMIT")
    name = f"agora_test_{secrets.token_hex(4)}"
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    fresh = make_url(pg_url).set(database=name).render_as_string(hide_password=False)
    try:
        # Four at once: without the migration lock, all but one failed creating alembic_version.
        with ThreadPoolExecutor(4) as pool:
            databases = list(pool.map(lambda _: Database.open(fresh), range(4)))
        for database in databases:
            assert Matches(database).lobby() == []
            database.close()
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()
