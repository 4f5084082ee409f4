"""Two server processes on one PostgreSQL + Redis, each seat of a table on both
and sending at once: races for the same log index are lost and won, and after
each burst every socket shows the log's head within a second."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from serverproc import ServerProcess, running
from sqlalchemy import Engine, create_engine, text
from wsclient import SeatSocket

pytestmark = [pytest.mark.pg, pytest.mark.redis]

# The bound: a socket shows the latest log entry within this long after it is written.
CONVERGENCE = 1.0
PLAYERS = 3


@pytest.fixture(scope="module")
def servers(pg_url: str, redis_url: str, channel: str) -> Iterator[list[ServerProcess]]:
    """Two processes on one database and one channel, as `agora serve` runs them (default resync)."""
    shared = ["--redis", redis_url, "--redis-prefix", channel]
    with running([ServerProcess(pg_url, *shared, "--rate", "1000") for _ in range(2)]) as two:
        yield two


@pytest.fixture(scope="module")
def database(pg_url: str) -> Iterator[Engine]:
    engine = create_engine(pg_url)
    yield engine
    engine.dispose()


def head(database: Engine, table_id: str) -> int:
    """The log's length, as committed."""
    with database.connect() as connection:
        query = text("SELECT count(*) FROM actions WHERE match_id = :table")
        return int(connection.execute(query, {"table": table_id}).scalar_one())


def settled_head(database: Engine, table_id: str, before: int) -> int:
    """The head once a burst is written: it has moved on from `before` and stays for a moment."""
    deadline = time.monotonic() + 10
    now = head(database, table_id)
    while time.monotonic() < deadline:
        time.sleep(0.15)
        later = head(database, table_id)
        if later == now and now > before:
            return now
        now = later
    raise AssertionError(f"the log did not move on from {before}")


def burst(sockets: list[SeatSocket], states: list[dict[str, Any]]) -> None:
    """Every socket with a choice sends one at the same moment (two sockets of a seat choose differently)."""
    barrier = threading.Barrier(len(sockets))

    def act(number: int, socket: SeatSocket, state: dict[str, Any]) -> None:
        barrier.wait()
        if state["legal"]:
            choice = state["legal"][number % 2 - 1]["code"]
            socket.send(action=choice, log_index=state["log_index"])

    pairs = enumerate(zip(sockets, states, strict=True))
    threads = [threading.Thread(target=act, args=(number, socket, state)) for number, (socket, state) in pairs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def test_racing_sockets_on_two_processes_all_show_the_head_within_a_second(
    servers: list[ServerProcess], database: Engine
) -> None:
    one, two = servers
    body = {"game": "pebbles", "options": {"players": PLAYERS, "rounds": 5}, "seats": [{"kind": "human"}] * PLAYERS}
    table_id = one.http.post("/api/tables", json=body).json()["table"]["id"]
    tokens = [two.http.post(f"/api/tables/{table_id}/join", json={"name": f"p{n}"}).json()["token"]
              for n in range(PLAYERS)]
    # Each seat on both processes, and a spectator on each.
    seats = [SeatSocket(server.ws, table_id, token) for token in tokens for server in servers]
    everyone = [*seats, SeatSocket(one.ws, table_id), SeatSocket(two.ws, table_id)]
    try:
        written, bursts = 0, 0
        while True:
            states = [socket.state_at_least(written, patience=CONVERGENCE) for socket in seats]
            if states[0]["status"] == "finished":
                break
            burst(seats, states)
            bursts += 1
            written = settled_head(database, table_id, written)
            began = time.monotonic()
            for socket in everyone:
                left = began + CONVERGENCE - time.monotonic()
                try:
                    shown = socket.state_at_least(written, patience=max(left, 0.001))["log_index"]
                except TimeoutError:
                    shown = socket.last_state["log_index"] if socket.last_state else None
                assert shown == written, f"burst {bursts}: a socket at {shown}, 1 s after the log is at {written}"
        assert bursts >= 10
    finally:
        for socket in everyone:
            socket.close()
