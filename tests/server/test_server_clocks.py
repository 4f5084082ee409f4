"""Clocks: how they run (from the log's times), that a restarted server finds them where
they were, and the "your turn" list across tables."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from pydantic import ValidationError
from serverproc import ServerProcess
from wsclient import SeatSocket

from agora.server.accounts import COOKIE
from agora.server.clocks import CLOCK_SPEC, Clocks

START = datetime(2026, 1, 1, tzinfo=UTC)


def test_a_real_time_bank_runs_while_to_act_and_gains_the_increment() -> None:
    clocks = Clocks.new(CLOCK_SPEC.validate_python({"kind": "realtime"}), 2)
    clocks.start([0, 1], START)
    clocks.step({0, 1}, {1}, START + timedelta(seconds=5))  # seat 0 ends its turn after 5 s
    assert clocks.left(0, START + timedelta(seconds=60)) == 95_000  # 90 - 5 + 10, and it no longer runs
    assert clocks.left(1, START + timedelta(seconds=60)) == 30_000  # still running since the start
    assert clocks.left(1, START + timedelta(seconds=200)) == 0
    assert clocks.deadline(START + timedelta(seconds=60)) == (1, START + timedelta(seconds=90))


def test_a_turn_based_move_is_limited_by_the_move_and_by_the_days_left() -> None:
    clocks = Clocks.new(CLOCK_SPEC.validate_python({"kind": "turn", "move_hours": 24, "game_days": 2}), 2)
    clocks.start([0], START)
    assert clocks.left(0, START + timedelta(hours=1)) == 23 * 3_600_000
    clocks.step({0}, {1}, START + timedelta(hours=20))
    clocks.step({1}, {0}, START + timedelta(hours=21))
    # Seat 0 has 28 h of its 48 left, but a move is at most 24 h.
    assert clocks.left(0, START + timedelta(hours=21)) == 24 * 3_600_000
    clocks.step({0}, {1}, START + timedelta(hours=41))
    clocks.step({1}, {0}, START + timedelta(hours=42))
    assert clocks.left(0, START + timedelta(hours=42)) == 8 * 3_600_000  # the game's cap now binds


def test_clock_settings_are_bounded() -> None:
    with pytest.raises(ValidationError):
        CLOCK_SPEC.validate_python({"kind": "realtime", "bank_seconds": 1})
    with pytest.raises(ValidationError):
        CLOCK_SPEC.validate_python({"kind": "turn", "move_hours": 24 * 365})


def test_a_restarted_server_finds_every_clock_where_it_was(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'agora.db'}"
    server = ServerProcess(db).start()
    clock = {"kind": "realtime", "bank_seconds": 3600, "increment_seconds": 10}
    body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}], "join_as": "ann", "clock": clock}
    created = server.http.post("/api/tables", json=body).json()
    table_id, ann = created["table"]["id"], created["joined"]["token"]
    bob = server.http.post(f"/api/tables/{table_id}/join", json={"name": "bob"}).json()["token"]
    try:
        socket = SeatSocket(server.ws, table_id, ann)
        state = socket.until("state")
        socket.send(action=state["legal"][0]["code"], log_index=state["log_index"])  # ann picks: her clock stops
        socket.until("accepted")
        socket.close()
        before = server.http.get(f"/api/tables/{table_id}/state", headers={"Authorization": f"Bearer {bob}"})
        read_before = time.monotonic()
        server.stop()
        time.sleep(1.5)  # the clock of bob, still to act, runs while the server is away
        server = ServerProcess(db).start()
        after = server.http.get(f"/api/tables/{table_id}/state", headers={"Authorization": f"Bearer {bob}"})
        elapsed_ms = (time.monotonic() - read_before) * 1000
    finally:
        server.stop()
    old, new = before.json()["clock"]["seats"], after.json()["clock"]["seats"]
    assert [s["running"] for s in old] == [s["running"] for s in new] == [False, True]
    assert new[0]["left_ms"] == old[0]["left_ms"]  # a stopped clock keeps its time exactly
    assert 3_600_000 < old[0]["left_ms"] <= 3_610_000  # the bank, less her thinking, plus the increment
    assert abs(old[1]["left_ms"] - elapsed_ms - new[1]["left_ms"]) <= 1000


def test_your_turn_lists_every_table_waiting_for_you(client: TestClient, new_table: Callable[..., Any]) -> None:
    assert client.get("/api/turns").status_code == 401
    assert client.post("/api/account/signup", json={"name": "gil", "password": "a long password"}).status_code == 201
    untimed = new_table("human", "bot", join_as="gil")["table"]["id"]
    body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}], "join_as": "gil",
            "clock": {"kind": "turn", "move_hours": 72}}
    timed = client.post("/api/tables", json=body).json()["table"]["id"]
    session = client.cookies[COOKIE]
    client.cookies.clear()
    assert client.post(f"/api/tables/{timed}/join", json={"name": "a guest"}).status_code == 200
    client.cookies.set(COOKIE, session)
    turns = client.get("/api/turns").json()
    assert [t["id"] for t in turns] == [timed, untimed]  # the clock that runs out first leads
    assert 71 * 3_600_000 < turns[0]["left_ms"] <= 72 * 3_600_000 and turns[1]["left_ms"] is None
    with client.websocket_connect(f"/api/tables/{timed}/socket") as socket:
        socket.send_json({"type": "hello"})
        state = socket.receive_json()
        socket.send_json({"action": state["legal"][0]["code"], "log_index": state["log_index"]})
        while socket.receive_json()["type"] != "accepted":
            pass
    # The guest has not picked yet: that table waits for them, not for gil.
    assert [t["id"] for t in client.get("/api/turns").json()] == [untimed]
