"""Alembic migrations of the server's schema, run at startup by `db.migrate`."""
