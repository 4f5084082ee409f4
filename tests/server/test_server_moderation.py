"""Moderation on a real server: an account made a moderator from the command line reads the reported chat
lines, bans an account (its sessions end at once and it cannot sign in) and lifts the ban, mutes one (until
lifted, or until its time is up); every act is in the moderation log; players and guests are refused,
and bad requests change nothing (two processes: test_server_moderation_cluster.py)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import httpx
import pytest
from serverproc import ServerProcess
from test_db_commands import agora
from wsclient import SeatSocket

from agora.server.accounts import COOKIE
from agora.server.db import now
from agora.server.store.accounts import Accounts
from agora.server.store.chat import Chat, Said
from agora.server.store.database import Database
from agora.server.store.moderation import Moderation

PASSWORD = "a long enough password"


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'agora.db'}"


@pytest.fixture
def server(url: str) -> Iterator[ServerProcess]:
    process = ServerProcess(url).start()
    try:
        yield process
    finally:
        process.stop()


def player(server: ServerProcess, name: str) -> httpx.Client:
    client = httpx.Client(base_url=server.url, timeout=30)
    assert client.post("/api/account/signup", json={"name": name, "password": PASSWORD}).status_code == 201
    return client


def test_a_moderator_reads_reports_bans_and_lifts_a_ban_and_every_act_is_logged(
    server: ServerProcess, url: str
) -> None:
    ann, bob, cyd = (player(server, name) for name in ("ann", "bob", "cyd"))
    guest = httpx.Client(base_url=server.url, timeout=30)
    assert guest.get("/api/admin/reports").status_code == 401
    assert bob.get("/api/admin/reports").status_code == 403  # a player is no moderator
    assert agora("db", "admin", "nobody", "--db", url)[0] == 2
    code, said = agora("db", "admin", "ann", "--db", url)
    assert code == 0 and "ann is a moderator" in said
    # A line bob said at his table, reported by cyd (the socket path of reports has its own tests).
    body = {"game": "pebbles", "options": {"players": 2}, "seats": [{"kind": "human"}, {"kind": "bot"}],
            "join_as": "x"}
    table_id = bob.post("/api/tables", json=body).json()["table"]["id"]
    database = Database.open(url)
    bob_id = Accounts(database).named("bob")
    assert bob_id is not None
    chat = Chat(database)
    line = chat.add(Said(table_id, 0, bob_id.id, "digest", "bob", "buy gold at example.com", None, 0))
    assert chat.report(line.id, "account:3", "spam")
    database.close()
    [reported] = ann.get("/api/admin/reports").json()
    assert (reported["line"], reported["table"], reported["account"], reported["text"], reported["reports"]) == (
        line.id, f"/table/{table_id}", "bob", "buy gold at example.com", 1)

    assert ann.put("/api/admin/bans/bob", json={"reason": "spam"}).status_code == 204
    assert bob.get("/api/account").json().get("account") is None  # his session ended with the ban
    refused = bob.post("/api/account/signin", json={"name": "bob", "password": PASSWORD},
                       headers={"Accept-Language": "el"})
    assert refused.status_code == 403 and refused.json()["detail"] == "αυτός ο λογαριασμός έχει αποκλειστεί"
    assert cyd.put("/api/admin/bans/ann", json={"reason": "revenge"}).status_code == 403
    assert ann.delete("/api/admin/bans/bob").status_code == 204
    assert ann.delete("/api/admin/bans/bob").status_code == 404  # not banned any more
    assert bob.post("/api/account/signin", json={"name": "bob", "password": PASSWORD}).status_code == 200
    log = [(a["moderator"], a["act"], a["target"], a["reason"]) for a in ann.get("/api/admin/log").json()]
    assert log == [("ann", "unbanned", "account:bob", None), ("ann", "banned", "account:bob", "spam"),
                   (None, "admin granted", "account:ann", None)]


def test_bad_moderation_requests_are_refused_and_change_nothing(server: ServerProcess, url: str) -> None:
    ann = player(server, "ann")
    assert agora("db", "admin", "ann", "--db", url)[0] == 0
    assert ann.put("/api/admin/bans/ann", json={"reason": "x"}).status_code == 422  # not oneself
    assert ann.put("/api/admin/bans/nobody", json={"reason": "x"}).status_code == 404
    assert ann.put("/api/admin/bans/dan", json={}).status_code == 422
    assert ann.put("/api/admin/bans/dan", json={"reason": "x" * 201}).status_code == 422
    assert ann.put("/api/admin/bans/dan", json={"reason": "x", "extra": 1}).status_code == 422
    assert [a["act"] for a in ann.get("/api/admin/log").json()] == ["admin granted"]
    assert agora("db", "admin", "ann", "--revoke", "--db", url)[0] == 0
    assert ann.get("/api/admin/log").status_code == 403  # no longer a moderator


def test_muting_hiding_and_closing_refuse_guests_players_and_bad_requests(server: ServerProcess, url: str) -> None:
    ann, bob = player(server, "ann"), player(server, "bob")
    guest = httpx.Client(base_url=server.url, timeout=30)
    assert agora("db", "admin", "ann", "--db", url)[0] == 0
    table_id = bob.post("/api/tables", json={"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "bot"}],
                                             "join_as": "x"}).json()["table"]["id"]
    why: dict[str, object] = {"reason": "x"}
    requests: list[tuple[str, str, dict[str, object] | None]] = [
        ("PUT", "/api/admin/mutes/bob", {**why, "minutes": 60}), ("DELETE", "/api/admin/mutes/bob", None),
        ("PUT", "/api/admin/hidden/1", why), ("PUT", f"/api/admin/closed/{table_id}", why)]
    for method, path, body in requests:
        assert guest.request(method, path, json=body).status_code == 401, path
        assert bob.request(method, path, json=body).status_code == 403, path
    bad: tuple[dict[str, object], ...] = (
        {"reason": "x", "minutes": 0}, {"reason": "x", "minutes": 525_601}, {"reason": "x", "minutes": "1h"},
        {"reason": "", "minutes": 5}, {"minutes": 5}, {"reason": "x", "minutes": 5, "until": "never"},
        {"reason": "x" * 201})
    for body in bad:
        assert ann.put("/api/admin/mutes/bob", json=body).status_code == 422, body
    assert ann.put("/api/admin/mutes/ann", json=why).status_code == 422  # not oneself
    assert ann.put("/api/admin/mutes/nobody", json=why).status_code == 404
    assert ann.delete("/api/admin/mutes/bob").status_code == 404  # not muted
    for line in ("0", "-1", "abc", "1.5", str(2**63)):
        assert ann.put(f"/api/admin/hidden/{line}", json=why).status_code == 422, line
    assert ann.put("/api/admin/hidden/999", json=why).status_code == 404
    assert ann.put("/api/admin/hidden/999", json={}).status_code == 422
    assert ann.put("/api/admin/closed/nosuchtable", json=why).status_code == 404
    assert ann.put("/api/admin/closed/a%20b", json=why).status_code == 422
    assert ann.put(f"/api/admin/closed/{table_id}", json={"reason": "x", "extra": 1}).status_code == 422
    refused = ann.put("/api/admin/closed/nosuchtable", json=why, headers={"Accept-Language": "el"})
    assert refused.json()["detail"] == "δεν υπάρχει τέτοιο τραπέζι"
    assert [a["act"] for a in ann.get("/api/admin/log").json()] == ["admin granted"]
    assert bob.get(f"/api/tables/{table_id}").json()["status"] == "active"  # nothing was closed


def test_a_mute_holds_until_lifted_or_until_its_time_is_up(
    server: ServerProcess, url: str
) -> None:
    ann, bob = player(server, "ann"), player(server, "bob")
    assert agora("db", "admin", "ann", "--db", url)[0] == 0
    created = bob.post("/api/tables", json={"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "bot"}],
                                            "join_as": "x"}).json()
    table_id, token = created["table"]["id"], created["joined"]["token"]
    assert ann.put("/api/admin/mutes/bob", json={"reason": "insults"}).status_code == 204  # until lifted
    socket = SeatSocket(server.ws, table_id, token, cookie=f"{COOKIE}={bob.cookies[COOKIE]}")
    try:
        socket.until("chat", history=True)
        socket.send(type="chat", text="hello")
        refused = socket.until("error", about="chat")
        assert (refused["code"], refused["messages"]["el"]) == ("muted", "ένας συντονιστής σάς φίμωσε: insults")
        database = Database.open(url)
        try:
            moderation, bob_id = Moderation(database), Accounts(database).named("bob")
            assert bob_id is not None and moderation.muted(bob_id.id) is not None
            # A mute whose time is up holds no more, and is not lifted again (nothing logged).
            moderation.mute(bob_id.id, now() - timedelta(seconds=1), "spam", "account:bob", 1)
            assert moderation.muted(bob_id.id) is None
            assert not moderation.unmute(bob_id.id, "account:bob", 1)
        finally:
            database.close()
        socket.send(type="chat", text="hello again")
        assert socket.until("chat")["lines"][0]["text"] == "hello again"
        assert ann.delete("/api/admin/mutes/bob").status_code == 404
    finally:
        socket.close()
