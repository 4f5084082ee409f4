"""Several server processes on one PostgreSQL, with Redis pub/sub signals."""

from __future__ import annotations

import re
import time

import pytest
from serverproc import ServerProcess
from wsclient import PATIENCE, SeatSocket

pytestmark = [pytest.mark.pg, pytest.mark.redis]


def duel(creator: ServerProcess, joiner: ServerProcess) -> tuple[str, str, str]:
    body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}], "join_as": "ann"}
    created = creator.http.post("/api/tables", json=body).json()
    table_id = created["table"]["id"]
    bob = joiner.http.post(f"/api/tables/{table_id}/join", json={"name": "bob"}).json()
    return table_id, created["joined"]["token"], bob["token"]


def test_an_action_on_each_process_reaches_the_sockets_of_both(servers: list[ServerProcess]) -> None:
    one, two = servers
    table_id, ann_token, bob_token = duel(one, two)
    ann, bob = SeatSocket(one.ws, table_id, ann_token), SeatSocket(two.ws, table_id, bob_token)
    try:
        assert ann.state_at_least(0)["status"] == "active"
        assert bob.state_at_least(0)["seats"][1]["name"] == "bob"
        ann.send(action="pick 2", log_index=0)
        assert ann.until("accepted")["log_index"] == 0
        assert bob.state_at_least(1)["view"]["picked"] == [True, False]
        bob.send(action="pick 1", log_index=1)
        assert bob.until("accepted")["log_index"] == 1
        seen_by_ann = ann.state_at_least(2)
        assert seen_by_ann["view"]["last_picks"] == [2, 1]
        assert [e["index"] for e in seen_by_ann["events"] if e["kind"] == "has_picked"] == [1]
        assert one.url != two.url
    finally:
        ann.close()
        bob.close()


def test_a_process_behind_the_log_catches_up_before_it_writes(servers: list[ServerProcess]) -> None:
    one, two = servers
    table_id, ann_token, bob_token = duel(one, two)
    bob = SeatSocket(two.ws, table_id, bob_token)
    bob.state_at_least(0)
    # Ann's pick goes over HTTP-free path: a socket on the first process.
    ann = SeatSocket(one.ws, table_id, ann_token)
    try:
        ann.send(action="pick 3", log_index=0)
        ann.until("accepted")
        # Bob answers the view at 0 on the second process; whether or not its
        # signal has come yet, the pick lands after Ann's, exactly once.
        bob.send(action="pick 3", log_index=0)
        assert bob.until("accepted")["log_index"] == 1
        bob.send(action="pick 3", log_index=0)
        assert bob.until("error")["code"] == "duplicate"
        assert ann.state_at_least(2)["view"]["last_picks"] == [3, 3]
    finally:
        ann.close()
        bob.close()
    state = one.http.get(f"/api/tables/{table_id}/state").json()
    assert state["log_index"] == 2


def test_a_process_that_missed_every_signal_catches_up_from_the_log(pg_url: str, redis_url: str, channel: str) -> None:
    one = ServerProcess(pg_url, "--redis", redis_url, "--redis-prefix", channel, "--resync", "3600").start()
    # Another channel: this process hears none of the first one's signals and must re-read the log.
    deaf = ServerProcess(pg_url, "--redis", redis_url, "--redis-prefix", channel + ":elsewhere", "--resync", "0.2")
    try:
        deaf.start()
        table_id, ann_token, bob_token = duel(one, deaf)
        bob = SeatSocket(deaf.ws, table_id, bob_token)
        ann = SeatSocket(one.ws, table_id, ann_token)
        ann.send(action="pick 1", log_index=0)
        ann.until("accepted")
        assert bob.state_at_least(1)["view"]["picked"] == [True, False]
        ann.close()
        bob.close()
    finally:
        one.stop()
        deaf.stop()


def live_tables(server: ServerProcess) -> int:
    """The tables a process holds in memory, from its /metrics."""
    found = re.search(r"^agora_live_tables (\S+)$", server.http.get("/metrics").text, re.M)
    assert found is not None
    return int(float(found[1]))


def test_a_process_drops_a_table_it_made_once_another_process_plays_it(servers: list[ServerProcess]) -> None:
    """Behind a proxy that routes by table, a table is made by any process but played on its own:
    the maker, whom no socket of the table reaches, lets it go at the first signal instead of
    catching up on every action, and reads it from the log again when asked."""
    maker, player = servers
    before = live_tables(maker)
    table_id, ann_token, bob_token = duel(maker, player)  # made on `maker`, joined on `player`
    sockets = [SeatSocket(player.ws, table_id, token) for token in (ann_token, bob_token)]
    try:
        for socket in sockets:
            socket.state_at_least(0)
        sockets[0].send(action="pick 2", log_index=0)
        assert sockets[0].until("accepted")["log_index"] == 0
        deadline = time.monotonic() + PATIENCE
        while live_tables(maker) > before and time.monotonic() < deadline:
            time.sleep(0.05)
        assert live_tables(maker) == before
        # Asked again, the maker reads the table from the log: the pick is there.
        state = maker.http.get(f"/api/tables/{table_id}/state", headers={"Authorization": f"Bearer {bob_token}"})
        assert state.json()["log_index"] == 1 and state.json()["view"]["picked"] == [True, False]
        assert live_tables(maker) == before + 1
        # A table some socket of a process watches is caught up there, not dropped.
        watcher = SeatSocket(maker.ws, table_id)
        try:
            watcher.state_at_least(1)
            sockets[1].send(action="pick 1", log_index=1)
            assert watcher.state_at_least(2)["view"]["last_picks"] == [2, 1]
            assert live_tables(maker) == before + 1
        finally:
            watcher.close()
    finally:
        for socket in sockets:
            socket.close()


def test_the_process_that_seats_the_last_player_plays_the_bots_of_a_table_another_made(
    servers: list[ServerProcess],
) -> None:
    """The maker lets the table go when the last seat is taken on the other process, which is then
    the table's: its bot moves at once, before any socket opens."""
    maker, player = servers
    seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}]
    body = {"game": "pebbles", "options": {"players": 3}, "seats": seats, "join_as": "ann"}
    table_id = maker.http.post("/api/tables", json=body).json()["table"]["id"]
    assert player.http.post(f"/api/tables/{table_id}/join", json={"name": "bob"}).status_code == 200
    deadline = time.monotonic() + PATIENCE
    state = player.http.get(f"/api/tables/{table_id}/state").json()
    while state["log_index"] < 1 and time.monotonic() < deadline:
        time.sleep(0.05)
        state = player.http.get(f"/api/tables/{table_id}/state").json()
    assert state["view"]["picked"] == [False, False, True]  # the bot's pick, and nobody else's
