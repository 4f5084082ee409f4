"""Play now: who is seated with whom (the rule, on its own), and the queue served by real server processes:
two players asking for one game sit at one table, a player who allows bots gets them, bad requests change
nothing, a group the database will not seat leaves no table, and two processes on one PostgreSQL seat two
players once, together."""

from __future__ import annotations

import secrets
import sqlite3
import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from serverproc import ServerProcess, running

from agora.server.store.queue import Waiting
from agora.server.tables.matching import CLOSE, WIDEN, group

PASSWORD = "a long enough password"
T0 = datetime(2026, 12, 6, 12, 0, tzinfo=UTC)


def waiting(account: int, mu: float, waited: float, bots_after: int | None = None) -> Waiting:
    return Waiting(account, f"p{account}", "pebbles", 2, mu, bots_after, T0 - timedelta(seconds=waited), None, None)


def test_players_of_close_rating_are_seated_together_at_once() -> None:
    queue = [waiting(1, 25.0, 1), waiting(2, 40.0, 1), waiting(3, 25.0 + CLOSE, 0)]
    assert group(queue, 2, T0) == ([queue[0], queue[2]], 0)


def test_a_far_rating_waits_until_the_reach_widens_to_it() -> None:
    queue = [waiting(1, 10.0, 0), waiting(2, 40.0, 0)]
    assert group(queue, 2, T0) is None
    seconds = (30.0 - CLOSE) / WIDEN  # the reach grows with the longest wait...
    later = T0 + timedelta(seconds=seconds + 0.1)
    assert group(queue, 2, later) == (queue, 0)
    assert CLOSE + WIDEN * 60 >= 50  # ...to the whole scale within a minute


def test_the_closest_are_chosen_among_many() -> None:
    queue = [waiting(1, 25.0, 5), waiting(2, 29.0, 4), waiting(3, 24.0, 3), waiting(4, 26.0, 2)]
    people, bots = group(queue, 3, T0) or ([], -1)
    assert [w.account for w in people] == [1, 3, 4] and bots == 0


def test_bots_fill_the_seats_only_of_those_who_allowed_them_and_only_after_their_wait() -> None:
    alone = waiting(1, 25.0, 10, bots_after=30)
    assert group([alone], 3, T0) is None
    assert group([alone], 3, T0 + timedelta(seconds=20)) == ([alone], 2)
    people_only = waiting(2, 25.0, 40)
    seated = group([alone, people_only], 3, T0 + timedelta(seconds=20))
    assert seated == ([alone], 2)  # the people-only player is not sat beside bots


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    process = ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}").start()
    try:
        yield process
    finally:
        process.stop()


def player(url: str, name: str) -> httpx.Client:
    client = httpx.Client(base_url=url, timeout=30)
    assert client.post("/api/account/signup", json={"name": name, "password": PASSWORD}).status_code == 201
    return client


def seats_of(client: httpx.Client, table_id: str) -> list[dict[str, Any]]:
    table = client.get(f"/api/tables/{table_id}")
    assert table.status_code == 200, table.text
    found: list[dict[str, Any]] = table.json()["seats"]
    return found


def test_two_players_asking_for_one_game_sit_at_one_table(server: ServerProcess) -> None:
    ann, bob = player(server.url, "ann"), player(server.url, "bob")
    first = ann.post("/api/play-now", json={"game": "pebbles", "players": 2})
    assert first.status_code == 201, first.text
    assert first.json()["table"] is None and ann.get("/api/play-now").json()["table"] is None
    second = bob.post("/api/play-now", json={"game": "pebbles", "players": 2}).json()
    table_id = second["table"]
    assert table_id is not None
    mine = ann.get("/api/play-now").json()
    assert mine["table"] == table_id and {mine["seat"], second["seat"]} == {0, 1}
    seats = seats_of(ann, table_id)
    assert sorted(s["name"] for s in seats) == ["ann", "bob"] and all(s["kind"] == "human" for s in seats)
    # Each sits by the session alone: the table's state says which seat is theirs.
    state = ann.get(f"/api/tables/{table_id}/state").json()
    assert state["seat"] == mine["seat"] and state["status"] == "active"
    assert ann.delete("/api/play-now").status_code == 204  # gone to the table: the wait ends
    assert ann.get("/api/play-now").json() is None


def test_a_player_who_allows_bots_is_seated_with_them(server: ServerProcess) -> None:
    cyd = player(server.url, "cyd")
    wait = cyd.post("/api/play-now", json={"game": "pebbles", "players": 3, "bots_after": 0}).json()
    assert wait["table"] is not None
    kinds = sorted((s["kind"], s.get("bot")) for s in seats_of(cyd, wait["table"]))
    assert kinds == [("bot", "medium"), ("bot", "medium"), ("human", "medium")]


def test_bad_requests_are_refused_and_change_nothing(server: ServerProcess) -> None:
    guest = httpx.Client(base_url=server.url, timeout=30)
    assert guest.post("/api/play-now", json={"game": "pebbles", "players": 2}).status_code == 401
    assert guest.get("/api/play-now").status_code == 401
    dan = player(server.url, "dan")
    assert dan.post("/api/play-now", json={"game": "chess", "players": 2}).status_code == 404
    assert dan.post("/api/play-now", json={"game": "pebbles", "players": 9}).status_code == 422
    assert dan.post("/api/play-now", json={"game": "pebbles", "players": "two"}).status_code == 422
    assert dan.post("/api/play-now", json={"game": "pebbles", "players": 2, "extra": 1}).status_code == 422
    assert dan.post("/api/play-now", json={"game": "pebbles", "players": 2, "bots_after": -1}).status_code == 422
    assert dan.get("/api/play-now").json() is None
    refused = dan.delete("/api/play-now", headers={"Accept-Language": "el"})
    assert refused.status_code == 404 and refused.json()["detail"] == "δεν περιμένετε για παρτίδα"
    # A wait that is dropped seats nobody: the next player waits alone.
    assert dan.post("/api/play-now", json={"game": "pebbles", "players": 2}).json()["table"] is None
    assert dan.delete("/api/play-now").status_code == 204
    eve = player(server.url, "eve")
    assert eve.post("/api/play-now", json={"game": "pebbles", "players": 2}).json()["table"] is None


def test_a_group_that_cannot_all_be_seated_leaves_no_table_and_waits_on(tmp_path: Path) -> None:
    """The database itself refuses one account's seat (a trigger, as a failing write would): no table is left
    half seated, both players still wait, and once the seat can be taken their next poll seats them together."""
    path = tmp_path / "agora.db"
    with running([ServerProcess(f"sqlite:///{path}")]) as (server,):
        ann, zed = player(server.url, "ann"), player(server.url, "zed")
        with sqlite3.connect(path) as db:
            [(zed_id,)] = db.execute("SELECT id FROM accounts WHERE name = 'zed'").fetchall()
            for event in ("INSERT", "UPDATE"):  # however a seat is taken
                db.execute(f"CREATE TRIGGER refuse_zed_{event} BEFORE {event} ON seats WHEN NEW.account_id = {zed_id} "
                           "BEGIN SELECT RAISE(ABORT, 'zed may not sit'); END")
        assert ann.post("/api/play-now", json={"game": "pebbles", "players": 2}).json()["table"] is None
        refused = zed.post("/api/play-now", json={"game": "pebbles", "players": 2})
        assert refused.status_code == 201 and refused.json()["table"] is None, refused.text
        assert ann.get("/api/play-now").json()["table"] is None
        with sqlite3.connect(path) as db:
            assert db.execute("SELECT count(*) FROM matches").fetchone() == (0,)
            assert db.execute("SELECT count(*) FROM seats").fetchone() == (0,)
            db.execute("DROP TRIGGER refuse_zed_INSERT")
            db.execute("DROP TRIGGER refuse_zed_UPDATE")
        table_id = zed.get("/api/play-now").json()["table"]
        assert table_id is not None and ann.get("/api/play-now").json()["table"] == table_id
        assert sorted(s["name"] for s in seats_of(ann, table_id)) == ["ann", "zed"]
        assert ann.get(f"/api/tables/{table_id}/state").json()["status"] == "active"
        with sqlite3.connect(path) as db:
            assert db.execute("SELECT count(*) FROM matches").fetchone() == (1,)


@pytest.mark.pg
@pytest.mark.redis
def test_two_processes_seat_two_players_once_and_together(servers: list[ServerProcess]) -> None:
    suffix = secrets.token_hex(3)
    ann, bob = player(servers[0].url, f"ann{suffix}"), player(servers[1].url, f"bob{suffix}")
    # Both ask at once, each on its own process, twice over: whatever the order, one table holds both.
    answers: dict[str, dict[str, Any]] = {}

    def ask(name: str, client: httpx.Client) -> None:
        answers[name] = client.post("/api/play-now", json={"game": "pebbles", "players": 2}).json()

    threads = [threading.Thread(target=ask, args=("ann", ann)), threading.Thread(target=ask, args=("bob", bob))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    tables = {ann.get("/api/play-now").json()["table"], bob.get("/api/play-now").json()["table"]}
    assert len(tables) == 1 and None not in tables, answers
    [table_id] = tables
    assert sorted(s["name"] for s in seats_of(bob, table_id)) == sorted([f"ann{suffix}", f"bob{suffix}"])
