"""Whether a server process can serve: its database answers, its Redis (if any) answers, and the
database's schema is at the latest migration this version ships."""

from __future__ import annotations

import asyncio

import redis.asyncio as aioredis
from sqlalchemy import text

from agora.server.db import current_revision, head_revision
from agora.server.store.database import Database

# A check that takes longer than this has failed: a probe must answer quickly.
CHECK_SECONDS = 2.0


def _database(database: Database) -> dict[str, str | bool | None]:
    with database.engine.connect() as connection:
        connection.execute(text("SELECT 1"))
    current, head = current_revision(database.engine), head_revision()
    return {"ok": current == head, "revision": current, "head": head}


async def _redis(url: str) -> None:
    client = aioredis.from_url(url, socket_timeout=CHECK_SECONDS, socket_connect_timeout=CHECK_SECONDS)
    try:
        await client.ping()
    finally:
        await client.aclose()


async def readiness(database: Database, redis_url: str | None) -> dict[str, dict[str, str | bool | None]]:
    """Each check's result: {"database": {...}, "migrations": {...}, "redis": {...}}; each has "ok"."""
    checks: dict[str, dict[str, str | bool | None]] = {}
    try:
        found = await asyncio.wait_for(asyncio.to_thread(_database, database), CHECK_SECONDS)
    except Exception as err:  # whatever the driver raises, the answer is "not ready" and why
        checks["database"] = {"ok": False, "error": f"{type(err).__name__}: {err}".splitlines()[0]}
    else:
        checks["database"] = {"ok": True}
        checks["migrations"] = found
        if not found["ok"]:
            checks["migrations"]["error"] = (
                f"the database is at migration {found['revision']}, this version needs {found['head']}: "
                "run `agora db upgrade`"
            )
    if redis_url:
        try:
            await asyncio.wait_for(_redis(redis_url), CHECK_SECONDS)
        except Exception as err:
            checks["redis"] = {"ok": False, "error": f"{type(err).__name__}: {err}".splitlines()[0]}
        else:
            checks["redis"] = {"ok": True}
    return checks
