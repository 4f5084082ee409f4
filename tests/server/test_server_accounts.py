"""Accounts: sign up and in, sessions, password change, seats held by accounts, seat tokens
reissued; the migration that adds accounts to a database in use; passwords kept out of logs
and answers."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from alembic import command
from alembic.config import Config
from fastapi.testclient import TestClient
from serverproc import ServerProcess
from sqlalchemy import create_engine, text
from toy_game import PEBBLES

from agora.server import Settings, create_app
from agora.server.accounts import COOKIE
from agora.server.db import connect
from agora.server.store.accounts import Accounts
from agora.server.store.database import Database
from agora.server.store.matches import Matches

PASSWORD = "correct horse battery"


def sign_up(client: TestClient, name: str, password: str = PASSWORD) -> dict[str, Any]:
    response = client.post("/api/account/signup", json={"name": name, "password": password})
    assert response.status_code == 201, response.text
    account: dict[str, Any] = response.json()
    return account


def me(client: TestClient) -> dict[str, Any] | None:
    account: dict[str, Any] | None = client.get("/api/account").json()["account"]
    return account


def test_sign_up_in_and_out(client: TestClient) -> None:
    assert me(client) is None
    ann = sign_up(client, "Ann")
    assert me(client) == ann
    assert client.post("/api/account/signout").status_code == 204
    assert me(client) is None
    # Names are one account in any letter case.
    taken = client.post("/api/account/signup", json={"name": "ANN", "password": PASSWORD})
    assert taken.status_code == 409
    wrong = client.post("/api/account/signin", json={"name": "ann", "password": "not the password"})
    assert wrong.status_code == 401
    assert me(client) is None
    unknown = client.post("/api/account/signin", json={"name": "nobody", "password": PASSWORD})
    assert unknown.status_code == 401
    assert client.post("/api/account/signin", json={"name": "ann", "password": PASSWORD}).json() == ann
    assert me(client) == ann


def test_bad_names_and_short_passwords_are_refused(client: TestClient) -> None:
    for body in ({"name": "a b", "password": PASSWORD}, {"name": "x", "password": PASSWORD},
                 {"name": "ann", "password": "short"}):
        response = client.post("/api/account/signup", json=body)
        assert response.status_code == 422
        assert body["password"] not in response.text
    assert me(client) is None


def test_a_password_change_ends_every_other_session(client: TestClient) -> None:
    sign_up(client, "bob")
    other_device = client.cookies[COOKIE]
    changed = client.post("/api/account/password", json={"old": PASSWORD, "new": "a new password"})
    assert changed.status_code == 204
    assert me(client) is not None  # this browser stays signed in
    this_device = client.cookies[COOKIE]
    client.cookies.set(COOKIE, other_device)
    assert me(client) is None
    client.cookies.set(COOKIE, this_device)
    wrong_old = client.post("/api/account/password", json={"old": PASSWORD, "new": "another one!"})
    assert wrong_old.status_code == 401
    client.post("/api/account/signout")
    assert client.post("/api/account/signin", json={"name": "bob", "password": PASSWORD}).status_code == 401
    assert client.post("/api/account/signin", json={"name": "bob", "password": "a new password"}).status_code == 200


def test_a_forged_session_cookie_signs_in_nobody(client: TestClient) -> None:
    sign_up(client, "cleo")
    value = client.cookies[COOKIE]
    client.cookies.set(COOKIE, value[:-3] + ("AAA" if not value.endswith("AAA") else "BBB"))
    assert me(client) is None


def test_a_guest_cannot_act_for_a_signed_in_players_seat(client: TestClient, new_table: Callable[..., Any]) -> None:
    sign_up(client, "dora")
    table = new_table("human", "bot", join_as="ignored")
    table_id = table["table"]["id"]
    token = table["joined"]["token"]
    seat = table["table"]["seats"][0]
    assert (seat["name"], seat["signed_in"]) == ("dora", True)
    # Signed in, the account's seat answers without a token, over HTTP and the socket.
    assert client.get(f"/api/tables/{table_id}/state").json()["seat"] == 0
    with client.websocket_connect(f"/api/tables/{table_id}/socket") as socket:
        socket.send_json({"type": "hello"})
        assert socket.receive_json()["seat"] == 0
    # The token in a guest's hands acts for nobody.
    session = client.cookies[COOKIE]
    client.cookies.clear()
    bearer = {"Authorization": f"Bearer {token}"}
    assert client.get(f"/api/tables/{table_id}/state", headers=bearer).status_code == 403
    assert client.get(f"/api/tables/{table_id}/state").json()["seat"] is None
    with client.websocket_connect(f"/api/tables/{table_id}/socket") as socket:
        socket.send_json({"type": "hello", "token": token})
        assert socket.receive_json()["code"] == "bad_token"
    client.cookies.set(COOKIE, session)
    # An account sits once at a table.
    assert client.post(f"/api/tables/{table_id}/join", json={"name": "x"}).status_code == 409


def test_a_guest_seat_is_claimed_by_an_account(client: TestClient, new_table: Callable[..., Any]) -> None:
    table = new_table("human", "human", join_as="guest eve")
    table_id, token = table["table"]["id"], table["joined"]["token"]
    bearer = {"Authorization": f"Bearer {token}"}
    # A guest cannot claim; an account needs the seat's token.
    assert client.post(f"/api/tables/{table_id}/seats/0/claim", headers=bearer).status_code == 403
    sign_up(client, "eve")
    assert client.post(f"/api/tables/{table_id}/seats/0/claim").status_code == 403
    assert client.post(f"/api/tables/{table_id}/seats/1/claim", headers=bearer).status_code == 403
    claimed = client.post(f"/api/tables/{table_id}/seats/0/claim", headers=bearer)
    assert claimed.status_code == 200, claimed.text
    assert claimed.json()["seats"][0] == {"seat": 0, "kind": "human", "bot": None, "name": "eve", "taken": True,
                                          "signed_in": True}
    client.cookies.clear()
    assert client.get(f"/api/tables/{table_id}/state", headers=bearer).status_code == 403


def test_a_reissued_token_replaces_the_old_one(client: TestClient, new_table: Callable[..., Any]) -> None:
    table = new_table("human", "human", join_as="fay")
    table_id, old = table["table"]["id"], table["joined"]["token"]
    other = client.post(f"/api/tables/{table_id}/join", json={"name": "gus"}).json()
    # Only the seat's holder may reissue it.
    stranger = {"Authorization": f"Bearer {other['token']}"}
    assert client.post(f"/api/tables/{table_id}/seats/0/token", headers=stranger).status_code == 403
    assert client.post(f"/api/tables/{table_id}/seats/0/token").status_code == 403
    with client.websocket_connect(f"/api/tables/{table_id}/socket") as socket:
        socket.send_json({"type": "hello", "token": old})
        assert socket.receive_json()["seat"] == 0
        reissued = client.post(f"/api/tables/{table_id}/seats/0/token", headers={"Authorization": f"Bearer {old}"})
        assert reissued.status_code == 200
        # The open socket of the old token is told and closed (after what it was sent on joining: the chat's lines).
        while (told := socket.receive_json())["type"] != "error":
            assert told["type"] in ("chat", "state"), told
        assert told["code"] == "revoked"
    new = reissued.json()["token"]
    assert new != old
    assert client.get(f"/api/tables/{table_id}/state", headers={"Authorization": f"Bearer {old}"}).status_code == 403
    with client.websocket_connect(f"/api/tables/{table_id}/socket") as socket:
        socket.send_json({"type": "hello", "token": old})
        assert socket.receive_json()["code"] == "bad_token"
    assert client.get(f"/api/tables/{table_id}/state", headers={"Authorization": f"Bearer {new}"}).json()["seat"] == 0


def test_a_page_of_another_origin_cannot_use_the_session(client: TestClient) -> None:
    foreign = {"Origin": "http://evil.example"}
    response = client.post("/api/account/signup", json={"name": "hal", "password": PASSWORD}, headers=foreign)
    assert response.status_code == 403
    assert client.post("/api/account/signup", json={"name": "hal", "password": PASSWORD},
                       headers={"Origin": "http://localhost:8000"}).status_code == 201


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("pg", marks=pytest.mark.pg)])
def test_the_accounts_migration_keeps_tables_and_logs(backend: str, tmp_path: Path,
                                                      request: pytest.FixtureRequest) -> None:
    # A database of its own: the accounts and the table it makes would be in the way of other tests' guests.
    url = f"sqlite:///{tmp_path / 'old.db'}" if backend == "sqlite" else request.getfixturevalue("fresh_pg")()[0]
    engine = connect(url)
    config = Config()
    config.set_main_option("script_location", "agora.server:migrations")
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0001")  # a database as the previous release left it
        connection.execute(text(
            "INSERT INTO matches (id, game, options, seed, status, private, created_at) "
            "VALUES ('old', 'pebbles', '{\"players\": 2}', 7, 'active', false, '2026-01-01 00:00:00')"
        ))
        connection.execute(text(
            "INSERT INTO seats (match_id, seat, kind, bot, name, token_hash) VALUES "
            "('old', 0, 'human', NULL, 'ann', 'h0'), ('old', 1, 'bot', 'random', NULL, NULL)"
        ))
        connection.execute(text(
            "INSERT INTO actions (match_id, index, seat, kind, action, at) VALUES "
            "('old', 0, 0, 'act', 'take:1', '2026-01-01 00:00:01')".replace("index", '"index"')
        ))
    engine.dispose()
    database = Database.open(url)  # migrates to the head
    matches, accounts = Matches(database), Accounts(database)
    try:
        info = matches.table("old")
        assert info is not None
        assert [(s.name, s.taken, s.account) for s in info.seats] == [("ann", True, None), (None, True, None)]
        assert [e.action for e in matches.entries("old")] == ["take:1"]
        account = accounts.create("ann", "not a real hash")
        assert accounts.named("ANN") == account
    finally:
        database.close()
        if backend == "pg":
            create_engine(url).dispose()


def test_passwords_never_appear_in_logs_or_answers(tmp_path: Path) -> None:
    log = tmp_path / "server.log"
    server = ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", "--log-level", "info", log=log).start()
    first, second, short = "first-secret-words", "second-secret-words", "tiny7"
    answers = []
    try:
        http = server.http
        answers.append(http.post("/api/account/signup", json={"name": "ivy", "password": first}))
        answers.append(http.post("/api/account/signup", json={"name": "ivy", "password": first}))
        answers.append(http.post("/api/account/signup", json={"name": "jo", "password": short}))
        answers.append(http.post("/api/account/signup", json={"name": "j o", "password": second}))
        answers.append(http.post("/api/account/password", json={"old": second, "new": first}))
        answers.append(http.post("/api/account/password", json={"old": first, "new": second}))
        answers.append(http.post("/api/account/signin", json={"name": "ivy", "password": first}))
        answers.append(http.post("/api/account/signin", json={"name": "ivy", "password": second}))
        answers.append(http.post("/api/account/signin", json={"name": "ivy", "password": {"x": second}}))
        answers.append(http.get("/api/account"))
    finally:
        server.stop()
    assert [a.status_code for a in answers] == [201, 409, 422, 422, 401, 204, 401, 200, 422, 200]
    written = log.read_text(errors="replace") + "".join(a.text + str(a.headers) for a in answers)
    for password in (first, second, short):
        assert password not in written
    with connect(f"sqlite:///{tmp_path / 'agora.db'}").connect() as connection:
        stored = " ".join(str(row) for row in connection.execute(text("SELECT * FROM accounts")))
    assert "$argon2id$" in stored
    assert first not in stored and second not in stored


def test_sign_in_attempts_are_rate_limited_by_name(settings: Settings) -> None:
    few = dataclasses.replace(settings, sign_in_pair_burst=2)
    with TestClient(create_app(few, games={"pebbles": PEBBLES})) as client:
        attempts = [client.post("/api/account/signin", json={"name": "kim", "password": f"guess-{n:04}"})
                    for n in range(3)]
        assert [a.status_code for a in attempts] == [401, 401, 429]
        # Another name is not held back by kim's (kim's bucket is kim's at this address; the address has
        # its own, larger, one).
        other = client.post("/api/account/signin", json={"name": "lee", "password": PASSWORD})
        assert other.status_code == 401 and attempts[-1].headers["Retry-After"] == "60"
