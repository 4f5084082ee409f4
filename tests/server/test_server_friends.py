"""Friends: following a player from their name, the lobby's list of the players one follows with their public
tables now, and every bad request refused with nothing changed (a real server process, a real database)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from serverproc import ServerProcess

from agora.server.store.accounts import Accounts
from agora.server.store.database import Database
from agora.server.store.friends import Friends

PASSWORD = "a long enough password"


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


def table(client: httpx.Client, private: bool) -> str:
    body = {"game": "pebbles", "options": {"players": 2}, "seats": [{"kind": "human"}, {"kind": "bot"}],
            "join_as": "x", "private": private}
    created = client.post("/api/tables", json=body)
    assert created.status_code == 201, created.text
    table_id: str = created.json()["table"]["id"]
    return table_id


def test_a_followed_players_public_tables_show_in_the_followers_list(server: ServerProcess) -> None:
    ann, bob = player(server.url, "ann"), player(server.url, "bob")
    assert ann.put("/api/account/friends/BOB").status_code == 204  # any letter case finds the account
    assert ann.put("/api/account/friends/bob").status_code == 204  # again: nothing changes
    assert ann.get("/api/account/friends").json() == [{"name": "bob", "playing": []}]
    public, hidden = table(bob, False), table(bob, True)
    [friend] = ann.get("/api/account/friends").json()
    assert [t["id"] for t in friend["playing"]] == [public] and hidden not in str(friend)
    assert friend["playing"][0]["table"] == f"/table/{public}"
    assert bob.get("/api/account/friends").json() == []  # following is one way
    assert ann.delete("/api/account/friends/bob").status_code == 204
    assert ann.get("/api/account/friends").json() == []


def test_bad_requests_are_refused_and_change_nothing(server: ServerProcess) -> None:
    cyd = player(server.url, "cyd")
    guest = httpx.Client(base_url=server.url, timeout=30)
    assert guest.get("/api/account/friends").status_code == 401
    assert guest.put("/api/account/friends/cyd").status_code == 401
    assert cyd.put("/api/account/friends/cyd").status_code == 422
    nobody = cyd.put("/api/account/friends/nobody", headers={"Accept-Language": "el"})
    assert nobody.status_code == 404 and nobody.json()["detail"] == "δεν υπάρχει παίκτης με αυτό το όνομα"
    assert cyd.put("/api/account/friends/a b").status_code == 422
    assert cyd.put("/api/account/friends/" + "x" * 40).status_code == 422
    assert cyd.delete("/api/account/friends/dan").status_code == 404
    assert cyd.get("/api/account/friends").json() == []


def test_an_account_follows_at_most_so_many_players(tmp_path: Path) -> None:
    database = Database.open(f"sqlite:///{tmp_path / 'agora.db'}")
    accounts = Accounts(database)
    ids = [accounts.create(name, "hash").id for name in ("ann", "bob", "cyd")]
    friends = Friends(database)
    assert friends.follow(ids[0], ids[1], most=1)
    assert friends.follow(ids[0], ids[1], most=1)  # one followed already is no new follow
    assert not friends.follow(ids[0], ids[2], most=1)
    assert friends.following(ids[0]) == [(ids[1], "bob")]
    database.close()
