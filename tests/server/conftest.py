"""Fixtures for the web platform's tests: a real app on a real SQLite file,
playing Pebbles (the test game in toy_game.py)."""

from __future__ import annotations

import os
import secrets
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, make_url, text
from sqlalchemy.exc import OperationalError

sys.path.insert(0, str(Path(__file__).parent))  # toy_game and serverproc sit beside this file
sys.path.insert(1, str(Path(__file__).parents[2] / "bench"))  # nginx_front: nginx in front of processes

from nginx_front import Missing, nginx_binary, openssl_binary
from serverproc import ServerProcess, pytest_runtest_makereport, pytest_runtest_setup, running  # noqa: F401 (hooks)
from smtp_box import SmtpServer
from toy_game import PEBBLES

from agora.server import Settings, create_app


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "pg: needs PostgreSQL (AGORA_TEST_PG)")
    config.addinivalue_line("markers", "redis: needs Redis (AGORA_TEST_REDIS)")


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """Settings on a fresh SQLite file, bots acting at once. The test client answers no ping, so the
    heartbeat waits long: a slow run must not drop a test's sockets (the heartbeat has a test of its own)."""
    return Settings(
        database_url=f"sqlite:///{tmp_path / 'agora.db'}", bot_delay_seconds=0, secret_file=tmp_path / "secret",
        heartbeat_seconds=600,
    )


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    """A client of a running app serving Pebbles."""
    with TestClient(create_app(settings, games={"pebbles": PEBBLES})) as test_client:
        yield test_client


Table = dict[str, Any]


@pytest.fixture
def new_table(client: TestClient) -> Callable[..., Table]:
    """Create a Pebbles table: `new_table("human", "bot", "bot:easy", join_as="ann")`."""

    def create(*kinds: str, join_as: str | None = None, private: bool = False, rounds: int = 2) -> Table:
        seats = [{"kind": "bot", "bot": kind.split(":")[1]} if ":" in kind else {"kind": kind} for kind in kinds]
        body = {"game": "pebbles", "options": {"players": len(kinds), "rounds": rounds}, "seats": seats}
        response = client.post("/api/tables", json={**body, "join_as": join_as, "private": private})
        assert response.status_code == 201, response.text
        result: Table = response.json()
        return result

    return create


def _service_missing(what: str, err: Exception) -> None:
    message = f"{what} is not reachable: {err}"
    if os.environ.get("AGORA_REQUIRE_SERVICES") == "1":
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="session")
def pg_url() -> Iterator[str]:
    """A fresh PostgreSQL database for this test session (dropped afterwards) on the server of AGORA_TEST_PG."""
    base = make_url(os.environ.get("AGORA_TEST_PG", "postgresql+psycopg://postgres@127.0.0.1:5432/test"))
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    name = f"agora_test_{secrets.token_hex(4)}"
    try:
        with admin.connect() as connection:
            connection.execute(text(f'CREATE DATABASE "{name}"'))
    except OperationalError as err:
        admin.dispose()
        _service_missing("PostgreSQL", err)
    try:
        yield base.set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture
def fresh_pg(pg_url: str) -> Iterator[Callable[[], tuple[str, str]]]:
    """Makes PostgreSQL databases of one test alone, each time called: (URL, name). A test may rename
    one to `<name>_away`; every one is dropped afterwards."""
    base = make_url(pg_url)
    admin = create_engine(base.set(database="postgres"), isolation_level="AUTOCOMMIT")
    made: list[str] = []

    def make() -> tuple[str, str]:
        name = f"agora_test_{secrets.token_hex(4)}"
        with admin.connect() as connection:
            connection.execute(text(f'CREATE DATABASE "{name}"'))
        made.append(name)
        return base.set(database=name).render_as_string(hide_password=False), name

    try:
        yield make
    finally:
        with admin.connect() as connection:
            for name in made:
                for gone in (name, f"{name}_away"):
                    connection.execute(text(f'DROP DATABASE IF EXISTS "{gone}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(scope="session")
def redis_url() -> str:
    """The Redis of AGORA_TEST_REDIS, answering."""
    url = os.environ.get("AGORA_TEST_REDIS", "redis://127.0.0.1:6379/0")
    client = redis.Redis.from_url(url)
    try:
        client.ping()
    except redis.RedisError as err:
        _service_missing("Redis", err)
    finally:
        client.close()
    return url


@pytest.fixture(scope="session")
def nginx_installed() -> None:
    """nginx, and openssl to make a test certificate (bench/nginx_front.py runs them)."""
    try:
        nginx_binary()
        openssl_binary()
    except Missing as err:
        _service_missing("nginx or openssl", err)


@pytest.fixture(scope="module")
def channel() -> str:
    """A Redis key and channel prefix of this test alone."""
    return f"agora-test:{secrets.token_hex(4)}"


@pytest.fixture(scope="module")
def servers(pg_url: str, redis_url: str, channel: str) -> Iterator[list[ServerProcess]]:
    """Two processes on one database and one channel; only Redis's signals tell each of the other (the
    log's heads are compared once an hour)."""
    shared = ["--redis", redis_url, "--redis-prefix", channel]
    with running([ServerProcess(pg_url, *shared, "--resync", "3600") for _ in range(2)]) as two:
        yield two


@pytest.fixture
def smtp() -> Iterator[SmtpServer]:
    """A real SMTP server on a free port of 127.0.0.1, for this test."""
    server = SmtpServer()
    server.start()
    try:
        yield server
    finally:
        server.stop()
