"""Abandoned seats: a seat out of time or left is voted on by the others (a bot plays it, wait,
or end the game); its player may take it back; the seats that left lose rating, the others keep theirs."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
from fastapi.testclient import TestClient
from serverproc import ServerProcess
from test_server_api import play_out
from test_server_ratings import PASSWORD, ratings, until
from wsclient import SeatSocket

from agora.server.accounts import COOKIE


def state(client: httpx.Client | TestClient, table_id: str, token: str | None = None) -> dict[str, Any]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    answer: dict[str, Any] = client.get(f"/api/tables/{table_id}/state", headers=headers).json()
    return answer


def test_a_seat_out_of_time_is_played_by_a_bot_after_the_vote_and_the_game_ends(tmp_path: Path) -> None:
    db = tmp_path / "agora.db"
    server = ServerProcess(f"sqlite:///{db}").start()
    ann, bob = (httpx.Client(base_url=server.url, timeout=30) for _ in range(2))
    try:
        for client, name in ((ann, "ann"), (bob, "bob")):
            assert client.post("/api/account/signup", json={"name": name, "password": PASSWORD}).status_code == 201
        body = {"game": "pebbles", "options": {"players": 3, "rounds": 1}, "join_as": "x",
                "seats": [{"kind": "human"}, {"kind": "human", "bot": "easy"}, {"kind": "bot"}],
                "clock": {"kind": "turn", "move_hours": 1, "game_days": 3}}
        table_id = ann.post("/api/tables", json=body).json()["table"]["id"]
        assert bob.post(f"/api/tables/{table_id}/join", json={}).status_code == 200
        mine = state(ann, table_id)
        socket = SeatSocket(server.ws, table_id, cookie=f"{COOKIE}={ann.cookies[COOKIE]}")
        socket.send(action=mine["legal"][0]["code"], log_index=mine["log_index"])  # ann picks; bob never does
        socket.until("accepted")
        socket.close()
        server.stop()
        # Two hours pass (the clocks run from the stored start and the log's times): bob's hour is over.
        with sqlite3.connect(db) as connection:
            connection.execute("UPDATE matches SET started_at = datetime(started_at, '-2 hours')")
        server = ServerProcess(f"sqlite:///{db}").start()
        ann.base_url = bob.base_url = httpx.URL(server.url)
        asked = until(lambda: state(ann, table_id)["vote"], "bob's seat is out of time")
        assert asked == {"seat": 1, "reason": "timeout", "voters": [0], "votes": {}}
        assert state(bob, table_id)["legal"] == []  # out: bob cannot act until he takes the seat back
        assert bob.post(f"/api/tables/{table_id}/vote", json={"choice": "bot"}).status_code == 409
        assert ann.post(f"/api/tables/{table_id}/vote", json={"choice": "bot"}).status_code == 204
        assert state(ann, table_id)["seats"][1]["standin"] is True
        # The bot plays bob's seat and ann plays hers to the end.
        socket = SeatSocket(server.ws, table_id, cookie=f"{COOKIE}={ann.cookies[COOKIE]}")
        for _ in range(100):
            mine = state(ann, table_id)
            if mine["status"] == "finished":
                break
            if mine["legal"]:
                socket.send(action=mine["legal"][-1]["code"], log_index=mine["log_index"])
                socket.until_any("accepted", "error")
            else:
                socket.until("state")
        socket.close()
        assert state(ann, table_id)["outcome"] is not None
        # Bob left: he alone loses rating; ann's stays unrated.
        [lost] = until(lambda: ratings(ann, "bob"), "bob is rated")
        assert lost["games"] == 1 and lost["rating"] < 0
        assert ratings(ann, "ann") == []
    finally:
        ann.close()
        bob.close()
        server.stop()


def sign_up(client: TestClient, name: str) -> str:
    assert client.post("/api/account/signup", json={"name": name, "password": PASSWORD}).status_code == 201
    session: str = client.cookies[COOKIE]
    return session


def test_a_player_who_left_takes_the_seat_back(client: TestClient, new_table: Callable[..., Any]) -> None:
    table = new_table("human", "human", join_as="cleo")
    table_id, cleo = table["table"]["id"], {"Authorization": f"Bearer {table['joined']['token']}"}
    joined = client.post(f"/api/tables/{table_id}/join", json={"name": "dan"}).json()
    dan = {"Authorization": f"Bearer {joined['token']}"}
    assert client.post(f"/api/tables/{table_id}/back", headers=cleo).status_code == 409  # she has not left
    assert client.post(f"/api/tables/{table_id}/leave").status_code == 403  # a spectator holds no seat
    assert client.post(f"/api/tables/{table_id}/leave", headers=cleo).status_code == 204
    assert client.post(f"/api/tables/{table_id}/leave", headers=cleo).status_code == 409
    assert client.post(f"/api/tables/{table_id}/vote", json={"choice": "maybe"}, headers=dan).status_code == 422
    assert client.post(f"/api/tables/{table_id}/vote", json={"choice": "wait"}, headers=dan).status_code == 204
    seen = state(client, table_id, table["joined"]["token"])
    assert seen["vote"] is None and seen["seats"][0]["away"] is None  # waiting: the seat is hers again
    assert seen["legal"]
    assert client.post(f"/api/tables/{table_id}/leave", headers=cleo).status_code == 204
    assert client.post(f"/api/tables/{table_id}/vote", json={"choice": "bot"}, headers=dan).status_code == 204
    until(lambda: state(client, table_id)["log_index"] > 0, "the stand-in bot picks for cleo")
    assert client.post(f"/api/tables/{table_id}/back", headers=cleo).status_code == 204
    back = state(client, table_id, table["joined"]["token"])
    assert (back["seats"][0]["away"], back["seats"][0]["standin"]) == (None, False)


def test_ending_by_vote_costs_only_the_leaver(client: TestClient, new_table: Callable[..., Any]) -> None:
    eve = sign_up(client, "eve")
    table = new_table("human", "human", "bot", join_as="eve")
    table_id = table["table"]["id"]
    client.cookies.clear()
    fay = sign_up(client, "fay")
    assert client.post(f"/api/tables/{table_id}/join", json={}).status_code == 200
    client.cookies.set(COOKIE, eve)
    assert client.post(f"/api/tables/{table_id}/leave").status_code == 204
    client.cookies.set(COOKIE, fay)
    assert client.post(f"/api/tables/{table_id}/vote", json={"choice": "end"}).status_code == 204
    ended = state(client, table_id)
    assert (ended["status"], ended["ended"], ended["outcome"], ended["legal"]) == ("finished", True, None, [])
    [lost] = until(lambda: ratings(client, "eve"), "eve is rated")
    assert lost["rating"] < 0
    assert ratings(client, "fay") == []
    assert client.get(f"/api/tables/{table_id}/log").json()["outcome"] is None


def test_a_private_tables_invite_link_can_be_revoked(client: TestClient, new_table: Callable[..., Any]) -> None:
    table = new_table("human", "human", "human", join_as="gus", private=True)
    table_id, gus = table["table"]["id"], table["joined"]["token"]
    key = state(client, table_id, gus)["invite"]
    assert client.get(f"/api/tables/{table_id}/state").status_code == 403  # watching needs the key
    spectator = client.get(f"/api/tables/{table_id}/state", params={"invite": key}).json()
    assert key and spectator["seat"] is None and spectator["invite"] is None  # a spectator is not told the key
    join = f"/api/tables/{table_id}/join"
    assert client.post(join, json={"name": "no key"}).status_code == 403
    assert client.post(join, json={"name": "wrong key", "invite": "x" + key}).status_code == 403
    assert client.post(join, json={"name": "hal", "invite": key}).status_code == 200
    assert client.post(f"/api/tables/{table_id}/invite").status_code == 403  # only a seat's player
    renewed = client.post(f"/api/tables/{table_id}/invite", headers={"Authorization": f"Bearer {gus}"})
    assert renewed.status_code == 200
    new_key = renewed.json()["invite"].split("?invite=")[1]
    assert new_key != key and state(client, table_id, gus)["invite"] == new_key
    assert client.post(join, json={"name": "old link", "invite": key}).status_code == 403
    assert client.post(join, json={"name": "ida", "invite": new_key}).status_code == 200


def test_a_rematch_seats_the_players_again(client: TestClient, new_table: Callable[..., Any]) -> None:
    table = new_table("human", "bot:easy", join_as="jon", rounds=1)
    table_id, jon = table["table"]["id"], {"Authorization": f"Bearer {table['joined']['token']}"}
    assert client.post(f"/api/tables/{table_id}/rematch", headers=jon).status_code == 409  # still played
    assert "rematch" not in state(client, table_id)
    play_out(client, table_id, {0: table["joined"]["token"]})
    assert state(client, table_id)["rematch"] is None
    assert client.post(f"/api/tables/{table_id}/rematch").status_code == 403  # a spectator
    made = client.post(f"/api/tables/{table_id}/rematch", headers=jon)
    assert made.status_code == 200, made.text
    again = made.json()
    assert again["table"]["id"] != table_id and state(client, table_id)["rematch"] == again["table"]["id"]
    assert [(s["kind"], s["bot"], s["name"]) for s in again["table"]["seats"]] == [("human", None, "jon"),
                                                                                  ("bot", "easy", None)]
    assert again["joined"]["seat"] == 0 and again["table"]["status"] == "active"
