"""A rolling restart: SIGTERM to one of two processes (PostgreSQL + Redis) while people play at it. It
closes its sockets with 1012 (service restart), every move it acknowledged is in the log, and it exits
by itself; each player's socket, opened again on the other process, is back on the table's state
within 2 seconds of being closed."""

from __future__ import annotations

import signal
import time
from typing import Any

from pebble_duels import next_move, open_tables
from serverproc import ServerProcess, running
from websockets.exceptions import ConnectionClosed
from wsclient import SeatSocket

from agora.server.store.database import Database
from agora.server.store.matches import Matches
from agora.server.store.records import Entry

ACKED_BEFORE = 20
BACK_WITHIN = 2.0  # seconds from the close to the table's state on the other process
SERVICE_RESTART = 1012  # RFC 6455's close code: come back in a moment


def closed_at(socket: SeatSocket) -> tuple[int | None, float, list[dict[str, Any]]]:
    """Read a socket to its close: its close code, when it came, and the acknowledgements on the way."""
    accepted = []
    try:
        while True:
            message = socket.until_any("accepted", "error", patience=20)
            if message["type"] == "accepted":
                accepted.append(message)
    except ConnectionClosed as closed:
        code = closed.rcvd.code if closed.rcvd is not None else None
        return code, time.monotonic(), accepted


def test_sigterm_to_one_of_two_processes_loses_no_move_and_its_players_are_back_within_2_s(
    pg_url: str, redis_url: str, channel: str
) -> None:
    shared = ["--redis", redis_url, "--redis-prefix", channel]
    with running([ServerProcess(pg_url, *shared) for _ in range(2)]) as (going, staying):
        tables = open_tables(going)
        sockets = {(t, s): SeatSocket(going.ws, t, token) for t, tokens in tables for s, token in tokens.items()}
        acked: list[tuple[str, int, Entry]] = []
        while len(acked) < ACKED_BEFORE:
            for table_id, tokens in tables:
                seat, action, index = next_move(going, table_id, tokens)
                socket = sockets[(table_id, seat)]
                socket.send(action=action, log_index=index)
                acked.append((table_id, socket.until("accepted")["log_index"], Entry(seat, "act", action)))
        # A last volley in flight as the signal comes: whatever is acknowledged of it must be kept too.
        volley = {}
        for table_id, tokens in tables:
            seat, action, index = next_move(going, table_id, tokens)
            sockets[(table_id, seat)].send(action=action, log_index=index)
            volley[(table_id, seat)] = Entry(seat, "act", action)
        assert going.process is not None
        going.process.send_signal(signal.SIGTERM)
        backs = []
        for (table_id, seat), socket in sockets.items():
            code, when, accepted = closed_at(socket)
            assert code == SERVICE_RESTART, code
            acked += [(table_id, a["log_index"], volley[(table_id, seat)]) for a in accepted]
            token = dict(tables)[table_id][seat]
            again = SeatSocket(staying.ws, table_id, token)
            again.state_at_least(0, patience=BACK_WITHIN * 5)
            backs.append(time.monotonic() - when)
            again.close()
        # It ended by itself once its work was done (uvicorn raises the signal again after its shutdown).
        assert going.process.wait(timeout=20) in (0, -signal.SIGTERM)
        print(f"back on the other process after {max(backs):.2f} s at most ({len(backs)} sockets)")
        assert max(backs) <= BACK_WITHIN
        opened = Database.open(pg_url)
        logs = {table_id: Matches(opened).entries(table_id) for table_id, _ in tables}
        opened.close()
        for table_id, index, entry in acked:
            assert logs[table_id][index] == entry
        # The other process plays on from that log.
        for table_id, tokens in tables:
            seat, action, index = next_move(staying, table_id, tokens)
            assert index == len(logs[table_id])
            socket = SeatSocket(staying.ws, table_id, tokens[seat])
            socket.send(action=action, log_index=index)
            assert socket.until("accepted")["log_index"] == index
            socket.close()
