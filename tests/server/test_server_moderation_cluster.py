"""Moderation across two server processes on one PostgreSQL, told by Redis signals alone: an account muted
through one process says nothing on a socket of the other, a line hidden through one leaves the sockets of
both, and a table closed through one is closed for the sockets, the lobby and the log of the other."""

from __future__ import annotations

import secrets
from typing import Any

import httpx
import pytest
from serverproc import ServerProcess
from test_db_commands import agora
from wsclient import SeatSocket

from agora.server.accounts import COOKIE
from agora.server.store.database import Database
from agora.server.store.ratings import Ratings

pytestmark = [pytest.mark.pg, pytest.mark.redis]

PASSWORD = "a long enough password"


def account(server: ServerProcess, name: str) -> httpx.Client:
    """A browser of its own signed up as `name` on this process."""
    client = httpx.Client(base_url=server.url, timeout=30)
    assert client.post("/api/account/signup", json={"name": name, "password": PASSWORD}).status_code == 201
    return client


def moderator(server: ServerProcess, pg_url: str) -> httpx.Client:
    name = f"mod{secrets.token_hex(3)}"
    client = account(server, name)
    assert agora("db", "admin", name, "--db", pg_url)[0] == 0
    return client


def chat_of(socket: SeatSocket, key: str) -> dict[str, Any]:
    """The next chat message that carries `key` (lines said, or lines hidden)."""
    while True:
        message = socket.until("chat")
        if message.get(key):
            return message


def test_a_mute_and_a_hidden_line_said_on_one_process_hold_on_the_other(
    servers: list[ServerProcess], pg_url: str
) -> None:
    one, two = servers
    mod = moderator(one, pg_url)
    name = f"bob{secrets.token_hex(3)}"
    bob = account(two, name)
    body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}], "join_as": "ann"}
    created = one.http.post("/api/tables", json=body).json()
    table_id = created["table"]["id"]
    joined = bob.post(f"/api/tables/{table_id}/join", json={}).json()
    ann = SeatSocket(one.ws, table_id, created["joined"]["token"])
    bob_socket = SeatSocket(two.ws, table_id, joined["token"], cookie=f"{COOKIE}={bob.cookies[COOKIE]}")
    try:
        for socket in (ann, bob_socket):
            socket.until("chat", history=True)
        bob_socket.send(type="chat", text="cheap gold at example.com")
        [line] = chat_of(ann, "lines")["lines"]
        assert mod.put(f"/api/admin/mutes/{name}", json={"reason": "spam", "minutes": 60}).status_code == 204

        bob_socket.send(type="chat", text="buy now")  # on the other process
        refused = bob_socket.until("error", about="chat")
        assert refused["code"] == "muted"
        assert refused["messages"]["el"].startswith("ένας συντονιστής σάς φίμωσε έως ")
        assert refused["messages"]["en"].endswith("UTC: spam")
        bob_socket.send(type="chat", phrase="gg")  # a quick phrase is a line too
        assert bob_socket.until("error", about="chat")["code"] == "muted"

        # Hidden through one: both processes' sockets drop it; the stored chat and a new socket lack it.
        assert mod.put(f"/api/admin/hidden/{line['id']}", json={"reason": "spam"}).status_code == 204
        assert chat_of(bob_socket, "hidden")["hidden"] == [line["id"]]
        assert chat_of(ann, "hidden")["hidden"] == [line["id"]]
        assert two.http.get(f"/api/tables/{table_id}/chat").json()["lines"] == []
        late = SeatSocket(two.ws, table_id)
        assert late.until("chat", history=True)["lines"] == []
        late.close()
        assert mod.put(f"/api/admin/hidden/{line['id']}", json={"reason": "again"}).status_code == 409

        assert mod.delete(f"/api/admin/mutes/{name}").status_code == 204
        assert mod.delete(f"/api/admin/mutes/{name}").status_code == 404  # lifted already: nothing logged
        bob_socket.send(type="chat", text="sorry")
        assert [said["text"] for said in chat_of(ann, "lines")["lines"]] == ["sorry"]
        acts = [(a["act"], a["target"], a["reason"]) for a in mod.get("/api/admin/log").json()
                if a["target"] in (f"account:{name}", f"line:{line['id']}")]
        assert [(act.split(" until ")[0], target, reason) for act, target, reason in acts] == [
            ("unmuted", f"account:{name}", None), ("line hidden", f"line:{line['id']}", "spam"),
            ("muted", f"account:{name}", "spam")]
    finally:
        ann.close()
        bob_socket.close()


def test_a_table_closed_through_one_process_is_closed_on_the_other(
    servers: list[ServerProcess], pg_url: str
) -> None:
    one, two = servers
    mod = moderator(one, pg_url)
    body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}], "join_as": "ann"}
    created = one.http.post("/api/tables", json=body).json()
    table_id = created["table"]["id"]
    bob_token = two.http.post(f"/api/tables/{table_id}/join", json={"name": "bob"}).json()["token"]
    waiting = two.http.post("/api/tables", json=body).json()["table"]["id"]  # a seat free: in the lobby
    assert waiting in [t["id"] for t in two.http.get("/api/tables").json()]
    bob = SeatSocket(two.ws, table_id, bob_token)
    watcher = SeatSocket(two.ws, waiting)
    try:
        state = bob.state_at_least(0)
        player = httpx.Client(base_url=one.url, timeout=30)
        assert player.put(f"/api/admin/closed/{table_id}", json={"reason": "x"}).status_code == 401
        assert account(one, f"cyd{secrets.token_hex(3)}").put(
            f"/api/admin/closed/{table_id}", json={"reason": "x"}).status_code == 403

        assert mod.put(f"/api/admin/closed/{table_id}", json={"reason": "abuse"}).status_code == 204
        closed = bob.until("state", closed=True)
        assert (closed["status"], closed["legal"], closed["log_index"]) == ("finished", [], state["log_index"] + 1)
        bob.send(action="take 1", log_index=closed["log_index"])
        assert bob.until("error")["code"] == "finished"
        assert mod.put(f"/api/admin/closed/{table_id}", json={"reason": "again"}).status_code == 409
        database = Database.open(pg_url)
        try:
            assert Ratings(database).changes(table_id) == (False, [])  # looked at, and counted for nobody
        finally:
            database.close()

        assert mod.put(f"/api/admin/closed/{waiting}", json={"reason": "rude name"}).status_code == 204
        assert watcher.until("state", closed=True)["status"] == "finished"
        assert waiting not in [t["id"] for t in two.http.get("/api/tables").json()]
        assert two.http.post(f"/api/tables/{waiting}/join", json={"name": "dan"}).status_code >= 400
        assert mod.put("/api/admin/closed/nosuchtable", json={"reason": "x"}).status_code == 404
        acts = [(a["act"], a["target"], a["reason"]) for a in mod.get("/api/admin/log").json()][:2]
        assert acts == [("table closed", f"table:{waiting}", "rude name"),
                        ("table closed", f"table:{table_id}", "abuse")]
    finally:
        bob.close()
        watcher.close()
