"""Ratings: a rated 3-player game played to the end over a real server's sockets
moves each player's rating as OpenSkill says; unrated tables move nothing; bots
share one rating per level."""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import httpx
from fastapi.testclient import TestClient
from openskill.models import PlackettLuce
from serverproc import ServerProcess
from test_server_api import play_out
from wsclient import SeatSocket

from agora.server.accounts import COOKIE

PASSWORD = "a long enough password"


def until(check: Callable[[], Any], what: str) -> Any:
    """Poll until `check` gives something truthy (a safety net of 30 s, not a measure)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        result = check()
        if result:
            return result
        time.sleep(0.05)
    raise AssertionError(f"never: {what}")


def ratings(http: httpx.Client | TestClient, name: str) -> list[dict[str, Any]]:
    page = http.get(f"/api/players/{name}")
    assert page.status_code == 200, page.text
    found: list[dict[str, Any]] = page.json()["ratings"]
    return found


def test_a_rated_three_player_game_moves_ratings_as_openskill_says(tmp_path: Path) -> None:
    server = ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}").start()
    names = ["ann", "bob", "cyd"]
    clients = [httpx.Client(base_url=server.url, timeout=30) for _ in names]
    sockets: list[SeatSocket] = []
    try:
        for client, name in zip(clients, names, strict=True):
            assert client.post("/api/account/signup", json={"name": name, "password": PASSWORD}).status_code == 201
        seats = [{"kind": "human"}] * 3
        body = {"game": "pebbles", "options": {"players": 3, "rounds": 2}, "seats": seats, "join_as": "x"}
        table_id = clients[0].post("/api/tables", json=body).json()["table"]["id"]
        for client in clients[1:]:
            assert client.post(f"/api/tables/{table_id}/join", json={}).status_code == 200
        # Each player's socket is theirs by the session cookie alone: no token.
        sockets = [SeatSocket(server.ws, table_id, cookie=f"{COOKIE}={c.cookies[COOKIE]}") for c in clients]
        state: dict[str, Any] = {}
        for _ in range(200):
            state = clients[0].get(f"/api/tables/{table_id}/state").json()
            if state["status"] == "finished":
                break
            for seat, socket in enumerate(sockets):
                mine = clients[seat].get(f"/api/tables/{table_id}/state").json()
                assert mine["seat"] == seat
                if mine["legal"]:
                    socket.send(action=mine["legal"][-1]["code"], log_index=mine["log_index"])
                    assert socket.until_any("accepted", "error")["type"] == "accepted"
        assert state["status"] == "finished"
        ranks = state["outcome"]["ranks"]
        model = PlackettLuce()
        expected = model.rate([[model.rating()] for _ in names], ranks=ranks)
        for seat, name in enumerate(names):
            [rating] = until(partial(ratings, clients[0], name), f"{name} is rated")
            [after] = expected[seat]
            assert (rating["game"], rating["players"], rating["games"]) == ("pebbles", 3, 1)
            assert abs(rating["mu"] - after.mu) < 1e-9 and abs(rating["sigma"] - after.sigma) < 1e-9
            assert abs(rating["rating"] - (after.mu - 3 * after.sigma)) < 1e-3
        board = clients[1].get("/api/games/pebbles/leaderboard", params={"players": 3}).json()
        assert [b["rating"] for b in board] == sorted((b["rating"] for b in board), reverse=True)
        assert {b["name"] for b in board} == set(names)
        page = clients[2].get("/api/players/ANN").json()
        assert page["playing"] == []
        [done] = page["finished"]
        assert (done["id"], done["rated"], done["replay"]) == (table_id, True, f"/table/{table_id}")
    finally:
        for socket in sockets:
            socket.close()
        for client in clients:
            client.close()
        server.stop()


def sign_up(client: TestClient, name: str) -> None:
    assert client.post("/api/account/signup", json={"name": name, "password": PASSWORD}).status_code == 201


def test_a_table_with_a_guest_is_not_rated(client: TestClient, new_table: Callable[..., Any]) -> None:
    sign_up(client, "dee")
    table = new_table("human", "human", join_as="dee")
    table_id = table["table"]["id"]
    session = client.cookies[COOKIE]
    client.cookies.clear()
    guest = client.post(f"/api/tables/{table_id}/join", json={"name": "a guest"}).json()
    client.cookies.set(COOKIE, session)
    play_out(client, table_id, {0: table["joined"]["token"], 1: guest["token"]})
    page = until(lambda: client.get("/api/players/dee").json()["finished"], "the table is looked at")
    assert page[0]["rated"] is False
    assert ratings(client, "dee") == []


def test_bots_share_one_rating_per_level(client: TestClient, new_table: Callable[..., Any]) -> None:
    sign_up(client, "eli")
    table = new_table("human", "bot:random", "bot:random", join_as="eli")
    play_out(client, table["table"]["id"], {0: table["joined"]["token"]})
    [mine] = until(lambda: ratings(client, "eli"), "eli is rated")
    board = client.get("/api/games/pebbles/leaderboard").json()
    assert {(b["name"], b["bot"], b["games"]) for b in board} == {("eli", False, 1), ("random", True, 1)}
    assert mine["players"] == 3


def test_a_table_with_an_undo_is_not_rated(client: TestClient, new_table: Callable[..., Any]) -> None:
    sign_up(client, "fin")
    table = new_table("human", "bot:random", join_as="fin", rounds=1)
    table_id = table["table"]["id"]
    with client.websocket_connect(f"/api/tables/{table_id}/socket") as socket:
        socket.send_json({"type": "hello"})
        state = socket.receive_json()
        undone = False
        while state.get("status") != "finished":
            if state.get("type") == "state" and state["legal"]:
                if state["can_undo"] and not undone:
                    socket.send_json({"type": "undo", "log_index": state["log_index"]})
                    undone = True
                else:
                    socket.send_json({"action": state["legal"][0]["code"], "log_index": state["log_index"]})
            state = socket.receive_json()
    assert undone
    assert until(lambda: client.get("/api/players/fin").json()["finished"], "looked at")[0]["rated"] is False
    assert ratings(client, "fin") == []


def test_a_players_private_tables_show_on_their_page_to_them_alone(
    client: TestClient, new_table: Callable[..., Any]
) -> None:
    sign_up(client, "gwen")
    public = new_table("human", "bot", join_as="gwen")["table"]["id"]
    private = new_table("human", "bot", join_as="gwen", private=True)["table"]["id"]
    assert {t["id"] for t in client.get("/api/players/gwen").json()["playing"]} == {public, private}
    client.cookies.clear()
    assert [t["id"] for t in client.get("/api/players/gwen").json()["playing"]] == [public]
