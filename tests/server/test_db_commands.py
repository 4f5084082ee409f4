"""`agora db`: check and upgrade, and a backup of a database with real data in it (accounts, a rated
game played over a socket, bots' games, a review, an open private table) restored into a fresh
database, on SQLite and on PostgreSQL (and PostgreSQL's export into SQLite): every row comes back,
and the restored server serves the same tables, ratings and sign-ins."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest
from alembic import command
from serverproc import ServerProcess
from sqlalchemy import create_engine, select
from typer.testing import CliRunner
from wsclient import SeatSocket

from agora.commands.app import app
from agora.server.accounts import COOKIE
from agora.server.backup import tables
from agora.server.db import alembic_config, connect, head_revision

PASSWORD = "quiet orange lantern 1987!"
Snapshot = dict[str, list[tuple[Any, ...]]]


def agora(*words: str) -> tuple[int, str]:
    """Run `agora WORDS...` in this process: its exit code and output."""
    result = CliRunner().invoke(app, list(words))
    return result.exit_code, result.output


def snapshot(url: str) -> Snapshot:
    """Every row of every table a backup holds, sorted, times in UTC (SQLite keeps them without a zone)."""
    def plain(value: Any) -> Any:
        if isinstance(value, datetime):
            return value if value.tzinfo else value.replace(tzinfo=UTC)
        return value

    engine = connect(url)
    try:
        with engine.connect() as connection:
            return {table.name: sorted((tuple(plain(v) for v in row) for row in connection.execute(select(table))),
                                       key=repr)
                    for table in tables()}
    finally:
        engine.dispose()


def wait_for(check: Any, what: str) -> Any:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"never: {what}")


def fill(url: str) -> str:
    """Real data made by a real server on `url`; the id of the table Ann played to its end."""
    server = ServerProcess(url, "--review-iterations", "40").start()
    ann = httpx.Client(base_url=server.url, timeout=30)
    try:
        assert ann.post("/api/account/signup", json={"name": "ann", "password": PASSWORD}).status_code == 201
        seats = [{"kind": "human"}, {"kind": "bot", "bot": "random"}]
        body = {"game": "pebbles", "options": {"rounds": 1}, "seats": seats, "join_as": "ann"}
        table_id: str = ann.post("/api/tables", json=body).json()["table"]["id"]
        socket = SeatSocket(server.ws, table_id, cookie=f"{COOKIE}={ann.cookies[COOKIE]}")
        try:
            for _ in range(100):
                state = socket.until("state")
                if state["status"] == "finished":
                    break
                if state["legal"]:
                    socket.send(action=state["legal"][-1]["code"], log_index=state["log_index"])
            assert state["status"] == "finished"
        finally:
            socket.close()
        bots = {"game": "pebbles", "options": {"rounds": 1}, "seats": [{"kind": "bot", "bot": "random"}] * 2}
        bots_id = server.http.post("/api/tables", json=bots).json()["table"]["id"]
        watching = SeatSocket(server.ws, bots_id)  # a bots-only table plays while someone watches it
        wait_for(lambda: server.http.get(f"/api/tables/{bots_id}").json()["status"] == "finished", "bots finish")
        watching.close()
        assert server.http.post(f"/api/tables/{bots_id}/reviews/1").status_code == 202
        wait_for(lambda: server.http.get(f"/api/tables/{bots_id}/reviews/1").json()["status"] == "done", "review")
        private = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}], "private": True, "join_as": "x"}
        assert ann.post("/api/tables", json=private).status_code == 201
        wait_for(lambda: server.http.get("/api/players/ann").json()["ratings"], "ann's rating")
        return table_id
    finally:
        ann.close()
        server.stop()


def round_trip(source: str, target: str, backup: Path) -> None:
    played = fill(source)
    before = snapshot(source)
    assert all(before[name] for name in ("matches", "seats", "actions", "accounts", "ratings", "reviews")), {
        name: len(rows) for name, rows in before.items()}
    code, said = agora("db", "backup", str(backup), "--db", source)
    assert code == 0, said
    assert f"backed up {sum(map(len, before.values()))} rows" in said
    code, said = agora("db", "restore", str(backup), "--db", target)
    assert code == 0, said
    assert snapshot(target) == before
    # A second restore would mix two databases: refused, naming what is there, unless --force.
    code, said = agora("db", "restore", str(backup), "--db", target)
    assert code == 2 and "not empty" in said and "accounts" in said
    code, said = agora("db", "restore", str(backup), "--db", target, "--force")
    assert code == 0, said
    assert snapshot(target) == before
    # The restored database serves what the first one did: Ann's game, her rating, her password; and new ids go on.
    server = ServerProcess(target).start()
    try:
        assert server.http.get(f"/api/tables/{played}/state").json()["status"] == "finished"
        assert server.http.get("/api/players/ann").json()["ratings"]
        assert server.http.post("/api/account/signin", json={"name": "ann", "password": PASSWORD}).status_code == 200
        bob = server.http.post("/api/account/signup", json={"name": "bob", "password": PASSWORD})
        assert bob.status_code == 201, bob.text
        assert bob.json()["id"] > max(row[0] for row in before["accounts"])
    finally:
        server.stop()


def test_an_sqlite_backup_made_while_serving_restores_every_row(tmp_path: Path) -> None:
    backup = tmp_path / "backup.db"
    round_trip(f"sqlite:///{tmp_path / 'agora.db'}", f"sqlite:///{tmp_path / 'restored.db'}", backup)
    with sqlite3.connect(backup) as made:  # SQLite's own backup: an SQLite database, self-contained
        assert made.execute("PRAGMA journal_mode").fetchone() == ("delete",)


@pytest.mark.pg
def test_a_postgresql_backup_restores_every_row_into_postgresql_and_sqlite(
    fresh_pg: Callable[[], tuple[str, str]], tmp_path: Path
) -> None:
    (source, _), (target, _) = fresh_pg(), fresh_pg()
    backup = tmp_path / "backup.jsonl"
    round_trip(source, target, backup)
    assert backup.read_bytes().startswith(b'{"format":"agora-backup"')
    code, said = agora("db", "restore", str(backup), "--db", f"sqlite:///{tmp_path / 'moved.db'}")
    assert code == 0, said
    assert snapshot(f"sqlite:///{tmp_path / 'moved.db'}") == snapshot(source)


def test_db_check_names_what_is_behind_and_upgrade_runs_it(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'agora.db'}"
    code, said = agora("db", "check", "--db", url)
    assert code == 1 and "no schema" in said and "0001" in said and f"needs {head_revision()}" in said
    code, said = agora("db", "upgrade", "--db", url)
    assert code == 0 and f"at migration {head_revision()} (ran 0001" in said
    assert agora("db", "check", "--db", url) == (0, f"the database is at migration {head_revision()}, the latest\n")
    behind = f"sqlite:///{tmp_path / 'behind.db'}"
    engine = connect(behind)
    with engine.begin() as connection:  # a database an older version made: the migrations after 0006 to go
        config = alembic_config()
        config.attributes["connection"] = connection
        command.upgrade(config, "0006")
    engine.dispose()
    url = behind
    code, said = agora("db", "check", "--db", url)
    head = head_revision()
    assert head is not None
    to_run = ", ".join(f"{n:04d}" for n in range(7, int(head) + 1))
    assert code == 1 and "at migration 0006" in said and f"needs {head_revision()}: {to_run} to run" in said
    assert agora("db", "upgrade", "--db", url)[0] == 0
    assert agora("db", "check", "--db", url)[0] == 0


def test_a_backup_of_another_migration_is_refused(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'agora.db'}"
    assert agora("db", "upgrade", "--db", url)[0] == 0
    with create_engine(url).begin() as connection:
        connection.exec_driver_sql("UPDATE alembic_version SET version_num = '0006'")
    assert agora("db", "backup", str(tmp_path / "old.db"), "--db", url)[0] == 0
    code, said = agora("db", "restore", str(tmp_path / "old.db"), "--db", f"sqlite:///{tmp_path / 'new.db'}")
    assert code == 2 and "migration 0006" in said and "agora db upgrade" in said
