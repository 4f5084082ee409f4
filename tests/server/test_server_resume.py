"""A restarted server reads from the log, at start, only the tables that may move while nobody is at them (a
bot to act beside a person, a clock running); the others wait until they are asked for. Both kinds go on."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from serverproc import ServerProcess
from sqlalchemy import create_engine, text
from wsclient import PATIENCE

REALTIME = {"kind": "realtime", "bank_seconds": 10, "increment_seconds": 0}


def table(server: ServerProcess, seats: list[str], clock: dict[str, Any] | None = None,
          join: bool = True) -> tuple[str, str]:
    """A Pebbles table of these seat kinds, every human seat taken: (id, the first seat's token)."""
    body: dict[str, Any] = {"game": "pebbles", "seats": [{"kind": kind} for kind in seats], "clock": clock}
    if join:
        body["join_as"] = "ann"
    created = server.http.post("/api/tables", json=body)
    assert created.status_code == 201, created.text
    table_id = created.json()["table"]["id"]
    if seats.count("human") == 2:
        assert server.http.post(f"/api/tables/{table_id}/join", json={"name": "bob"}).status_code == 200
    return table_id, created.json()["joined"]["token"] if join else ""


def live_tables(server: ServerProcess) -> float:
    """The server's `agora_live_tables` gauge: the tables it holds in memory."""
    found = re.search(r"^agora_live_tables (\S+)$", server.http.get("/metrics").text, re.MULTILINE)
    assert found is not None
    return float(found.group(1))


def kinds(db: str, table_id: str) -> list[str]:
    """The kinds of the table's log entries, in order."""
    engine = create_engine(db)
    try:
        with engine.connect() as connection:
            query = text("SELECT kind FROM actions WHERE match_id = :t ORDER BY \"index\"")
            return [str(kind) for kind in connection.execute(query, {"t": table_id}).scalars()]
    finally:
        engine.dispose()


def until(check: Any) -> None:
    deadline = time.monotonic() + PATIENCE
    while not check() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert check()


def test_a_restart_reads_only_the_tables_that_move_unwatched_and_they_move(tmp_path: Path) -> None:
    restart_reads_only_what_moves_unwatched(f"sqlite:///{tmp_path / 'agora.db'}")


@pytest.mark.pg
def test_so_it_does_on_postgresql(fresh_pg: Callable[[], tuple[str, str]]) -> None:
    restart_reads_only_what_moves_unwatched(fresh_pg()[0])


def restart_reads_only_what_moves_unwatched(db: str) -> None:
    # The bot thinks slowly here, so that the server stops before its first move.
    server = ServerProcess(db, "--bot-delay", "60").start()
    try:
        with_bot, _ = table(server, ["human", "bot"])  # the bot is to pick, beside ann
        clocked, _ = table(server, ["human", "human"], REALTIME)  # both clocks run from now
        people, _ = table(server, ["human", "human"])  # untimed: it moves when a person does
        bots_only, _ = table(server, ["bot", "bot"], join=False)  # waits for a watcher
        assert live_tables(server) == 4  # the process that made them holds them
    finally:
        server.stop()
    started = time.monotonic()
    assert kinds(db, with_bot) == kinds(db, clocked) == []
    server = ServerProcess(db).start()
    try:
        # Nobody opens them: the bot picks, and a clock runs out (10 s after the table began).
        until(lambda: kinds(db, with_bot) == ["act"])
        until(lambda: kinds(db, clocked)[:1] == ["out"])
        assert time.monotonic() - started >= 8
        assert live_tables(server) == 2  # the bot's and the clock's tables, read at start, and no other
        assert kinds(db, people) == kinds(db, bots_only) == []
        # The others are read when asked for.
        assert server.http.get(f"/api/tables/{people}/state").status_code == 200
        assert server.http.get(f"/api/tables/{bots_only}/state").status_code == 200
        assert live_tables(server) == 4
    finally:
        server.stop()


@pytest.mark.pg
@pytest.mark.redis
def test_with_redis_one_process_keeps_them_and_another_takes_them_when_it_dies(
    fresh_pg: Callable[[], tuple[str, str]], redis_url: str, channel: str
) -> None:
    """Two processes: the one that made the tables keeps them, the other reads none at its start; killed, the
    first hands them on (its keys run out after --keeper seconds), and their bot and clock go on."""
    db, _ = fresh_pg()
    shared = ["--redis", redis_url, "--redis-prefix", channel, "--keeper", "2"]
    first = ServerProcess(db, *shared, "--bot-delay", "60").start()  # its bot would move after it is gone
    second = ServerProcess(db, *shared)
    try:
        with_bot, _ = table(first, ["human", "bot"])
        clocked, _ = table(first, ["human", "human"], REALTIME)
        people, _ = table(first, ["human", "human"])
        time.sleep(1)  # a round of the first process: its keys are set
        second.start()
        time.sleep(1.5)  # two rounds of the second
        assert live_tables(second) == 0
        # A page reads one of them on the second process: held there, its bot not looked at until it is taken.
        assert second.http.get(f"/api/tables/{with_bot}/state").status_code == 200
        first.kill()
        until(lambda: kinds(db, with_bot) == ["act"])
        until(lambda: kinds(db, clocked)[:1] == ["out"])
        assert kinds(db, people) == []
        assert live_tables(second) == 2
    finally:
        first.stop()
        second.stop()
