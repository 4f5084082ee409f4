"""Table chat across two server processes on one PostgreSQL, told by Redis signals alone (no polling)."""

from __future__ import annotations

from typing import Any

import pytest
from serverproc import ServerProcess
from wsclient import SeatSocket

pytestmark = [pytest.mark.pg, pytest.mark.redis]


def said(socket: SeatSocket, text: str | None = None, phrase: str | None = None) -> dict[str, Any]:
    """The line said with this text or phrase, skipping other messages."""
    while True:
        message = socket.until("chat")
        for line in message["lines"]:
            if (line["text"], line["phrase"]) == (text, phrase):
                return dict(line)


def test_lines_said_on_either_process_reach_the_readers_of_both(servers: list[ServerProcess]) -> None:
    one, two = servers
    body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}], "join_as": "ann"}
    created = one.http.post("/api/tables", json=body).json()
    table_id = created["table"]["id"]
    bob_token = two.http.post(f"/api/tables/{table_id}/join", json={"name": "bob"}).json()["token"]
    ann, bob = SeatSocket(one.ws, table_id, created["joined"]["token"]), SeatSocket(two.ws, table_id, bob_token)
    watcher = SeatSocket(two.ws, table_id)
    try:
        for socket in (ann, bob, watcher):
            assert socket.until("chat", history=True)["lines"] == []
        ann.send(type="chat", text="γεια σου bob")
        assert said(bob, "γεια σου bob")["name"] == "ann"
        assert said(watcher, "γεια σου bob")["seat"] == 0
        bob.send(type="chat", phrase="gg")
        line = said(ann, phrase="gg")
        assert (line["name"], line["texts"]["el"]) == ("bob", "Καλό παιχνίδι")
        watcher.send(type="chat", text="nice one")
        assert said(ann, "nice one")["spectator"] is True
        # A socket opened later on either process is sent the lines so far, from the database.
        late = SeatSocket(one.ws, table_id)
        texts = [(line["text"], line["phrase"]) for line in late.until("chat", history=True)["lines"]]
        assert texts == [("γεια σου bob", None), (None, "gg"), ("nice one", None)]
        late.close()
    finally:
        for socket in (ann, bob, watcher):
            socket.close()
