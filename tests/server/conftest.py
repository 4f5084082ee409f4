"""Fixtures for the web platform's tests: a real app on a real SQLite file,
playing Pebbles (the test game in toy_game.py)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

sys.path.insert(0, str(Path(__file__).parent))  # toy_game and serverproc sit beside this file

from toy_game import PEBBLES

from agora.server import Settings, create_app


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "pg: needs PostgreSQL (AGORA_TEST_PG)")
    config.addinivalue_line("markers", "redis: needs Redis (AGORA_TEST_REDIS)")


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """Settings on a fresh SQLite file, bots acting at once."""
    return Settings(database_url=f"sqlite:///{tmp_path / 'agora.db'}", bot_delay_seconds=0)


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    """A client of a running app serving Pebbles."""
    with TestClient(create_app(settings, games={"pebbles": PEBBLES})) as test_client:
        yield test_client


Table = dict[str, Any]


@pytest.fixture
def new_table(client: TestClient) -> Callable[..., Table]:
    """Create a Pebbles table: `new_table("human", "bot", join_as="ann")`."""

    def create(*kinds: str, join_as: str | None = None, private: bool = False, rounds: int = 2) -> Table:
        seats = [{"kind": kind} for kind in kinds]
        body = {"game": "pebbles", "options": {"players": len(kinds), "rounds": rounds}, "seats": seats}
        response = client.post("/api/tables", json={**body, "join_as": join_as, "private": private})
        assert response.status_code == 201, response.text
        result: Table = response.json()
        return result

    return create
