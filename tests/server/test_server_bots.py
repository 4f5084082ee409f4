"""Bots think in worker processes: a long search at one table never delays a
person's action at another (issue: "a thinking bot never stalls other tables")."""

from __future__ import annotations

import itertools
import statistics
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from serverproc import ServerProcess
from wsclient import SeatSocket

# Far above what a person's action costs (milliseconds) even on a busy machine.
HUMAN_LATENCY_BOUND = 0.5


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    process = ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", "--bot-seconds", "2").start()
    yield process
    process.stop()


def log_length(server: ServerProcess, table_id: str) -> int:
    length: int = server.http.get(f"/api/tables/{table_id}").json()["log_length"]
    return length


def test_a_searching_bot_never_delays_another_tables_human(server: ServerProcess) -> None:
    bots = {"game": "ancient-world", "options": {"players": 3}, "seats": [{"kind": "bot", "bot": "expert"}] * 3}
    searching = server.http.post("/api/tables", json=bots).json()["table"]["id"]
    watching = SeatSocket(server.ws, searching)  # a bots-only table plays while someone watches it
    people = {"game": "relic-runners", "seats": [{"kind": "human"}] * 2, "join_as": "ann"}
    created = server.http.post("/api/tables", json=people).json()
    table_id, ann = created["table"]["id"], created["joined"]["token"]
    bob = server.http.post(f"/api/tables/{table_id}/join", json={"name": "bob"}).json()["token"]
    sockets = {0: SeatSocket(server.ws, table_id, ann), 1: SeatSocket(server.ws, table_id, bob)}

    bot_moves: list[float] = []  # when the bot table's log grew
    latencies: list[float] = []
    seen = log_length(server, searching)
    deadline = time.monotonic() + 90
    while len(bot_moves) < 4 and time.monotonic() < deadline:
        for socket in sockets.values():
            state = socket.state_at_least(0) if socket.last_state is None else socket.last_state
            if not state["legal"]:
                continue
            started = time.monotonic()
            socket.send(action=state["legal"][0]["code"], log_index=state["log_index"])
            socket.until("accepted")
            latencies.append(time.monotonic() - started)
            for other in sockets.values():
                other.state_at_least(state["log_index"] + 1)
            time.sleep(0.1)  # a brisk person, within the per-socket rate limit
        if (now := log_length(server, searching)) > seen:
            seen = now
            bot_moves.append(time.monotonic())
    for socket in [*sockets.values(), watching]:
        socket.connection.close()

    assert len(bot_moves) == 4, "the bots did not move"
    thinking = statistics.median(b - a for a, b in itertools.pairwise(bot_moves))
    # The scene is a real one: each bot move was a long search (about 1-2 s here)...
    assert thinking > 0.25, f"the bots thought only {thinking:.2f} s a move"
    # ...and meanwhile every one of the people's many actions was answered far sooner
    # (a search on the event loop would hold some of them for a whole move).
    assert len(latencies) > 10
    slowest = max(latencies)
    assert slowest < min(HUMAN_LATENCY_BOUND, thinking / 4), f"slowest human action {slowest:.3f} s"
