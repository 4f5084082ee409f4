"""kill -9 of a server under a scripted load loses no acknowledged action;
the restarted server resumes every match from its log."""

from __future__ import annotations

from pathlib import Path

import pytest
from pebble_duels import next_move, open_tables
from serverproc import ServerProcess
from wsclient import SeatSocket

from agora.server.store.database import Database
from agora.server.store.matches import Matches
from agora.server.store.records import Entry

ACKED_BEFORE_KILL = 30


def crash_under_load(database: str) -> None:
    server = ServerProcess(database).start()
    tables = open_tables(server)
    sockets = {(t, s): SeatSocket(server.ws, t, token) for t, tokens in tables for s, token in tokens.items()}
    acked: list[tuple[str, int, Entry]] = []
    try:
        while len(acked) < ACKED_BEFORE_KILL:
            for table_id, tokens in tables:
                seat, action, index = next_move(server, table_id, tokens)
                socket = sockets[(table_id, seat)]
                socket.send(action=action, log_index=index)
                accepted = socket.until("accepted")
                acked.append((table_id, accepted["log_index"], Entry(seat, "act", action)))
        # A last volley, unacknowledged, in flight when the server dies.
        for table_id, tokens in tables:
            seat, action, index = next_move(server, table_id, tokens)
            sockets[(table_id, seat)].send(action=action, log_index=index)
        server.kill()
    finally:
        server.stop()
        for socket in sockets.values():
            socket.close()

    opened = Database.open(database)
    logs = {table_id: Matches(opened).entries(table_id) for table_id, _ in tables}
    opened.close()
    for table_id, index, entry in acked:
        assert logs[table_id][index] == entry

    restarted = ServerProcess(database).start()
    try:
        for table_id, tokens in tables:
            state = restarted.http.get(f"/api/tables/{table_id}/state").json()
            assert state["log_index"] == len(logs[table_id])
            seat, action, index = next_move(restarted, table_id, tokens)
            socket = SeatSocket(restarted.ws, table_id, tokens[seat])
            socket.send(action=action, log_index=index)
            assert socket.until("accepted")["log_index"] == len(logs[table_id])
            socket.close()
    finally:
        restarted.stop()


def test_kill_9_loses_no_acknowledged_action_on_sqlite(tmp_path: Path) -> None:
    crash_under_load(f"sqlite:///{tmp_path / 'agora.db'}")


@pytest.mark.pg
def test_kill_9_loses_no_acknowledged_action_on_postgresql(pg_url: str) -> None:
    crash_under_load(pg_url)
