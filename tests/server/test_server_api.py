"""The HTTP API against the real app and a real SQLite file."""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from toy_game import PEBBLES

from agora.core import MatchRecord
from agora.server import Settings, create_app


def join(client: TestClient, table_id: str, name: str, seat: int | None = None) -> dict[str, Any]:
    response = client.post(f"/api/tables/{table_id}/join", json={"name": name, "seat": seat})
    assert response.status_code == 200, response.text
    joined: dict[str, Any] = response.json()
    return joined


def play_out(client: TestClient, table_id: str, tokens: dict[int, str]) -> None:
    """Play every human seat's first legal action over HTTP state + socket until the end."""
    sockets = {}
    for seat, token in tokens.items():
        sockets[seat] = client.websocket_connect(f"/api/tables/{table_id}/socket").__enter__()
        sockets[seat].send_json({"type": "hello", "token": token})
    try:
        for _ in range(1000):
            state = client.get(f"/api/tables/{table_id}/state").json()
            if state["status"] == "finished":
                return
            acted = False
            for seat, socket in sockets.items():
                mine = client.get(
                    f"/api/tables/{table_id}/state", headers={"Authorization": f"Bearer {tokens[seat]}"}
                ).json()
                if mine["legal"]:
                    acted = True
                    socket.send_json({"action": mine["legal"][-1]["code"], "log_index": mine["log_index"]})
                    while socket.receive_json()["type"] not in ("accepted", "error"):
                        pass
            if not acted:  # a bot is thinking: wait for the next push
                next(iter(sockets.values())).receive_json()
        raise AssertionError("the game did not end")
    finally:
        for socket in sockets.values():
            socket.__exit__(None, None, None)


def test_games_are_listed_with_their_options(client: TestClient) -> None:
    games = client.get("/api/games").json()
    assert [g["name"] for g in games] == ["pebbles"]
    assert games[0]["options"]["rounds"]["maximum"] == 5
    assert client.get("/api/games/pebbles").json()["title"] == "Pebbles"


def test_unknown_game_is_a_clear_4xx(client: TestClient) -> None:
    response = client.get("/api/games/chess")
    assert response.status_code == 404
    assert "no game called 'chess'" in response.json()["detail"]
    response = client.post("/api/tables", json={"game": "chess", "seats": [{"kind": "human"}]})
    assert response.status_code == 404
    assert "pebbles" in response.json()["detail"]


def test_bad_options_name_the_problem(client: TestClient) -> None:
    seats = [{"kind": "human"}] * 2
    response = client.post("/api/tables", json={"game": "pebbles", "options": {"rounds": 9}, "seats": seats})
    assert response.status_code == 422
    assert "rounds" in response.json()["detail"]
    response = client.post("/api/tables", json={"game": "pebbles", "options": {"colour": 1}, "seats": seats})
    assert response.status_code == 422
    response = client.post("/api/tables", json={"game": "pebbles", "options": {"players": 3}, "seats": seats})
    assert response.status_code == 422
    assert "needs 3 seats" in response.json()["detail"]
    bots = [{"kind": "bot", "bot": "oracle"}] * 2
    response = client.post("/api/tables", json={"game": "pebbles", "seats": bots})
    assert response.status_code == 422
    learned = [{"kind": "human"}, {"kind": "bot", "bot": "learned"}]  # a level, but no policy for this game
    response = client.post("/api/tables", json={"game": "pebbles", "seats": learned})
    assert response.status_code == 422
    assert "no learned bot has been trained for" in response.json()["detail"]
    assert client.get("/api/tables").json() == []


def test_lobby_lists_open_public_tables_until_they_fill(
    client: TestClient, new_table: Callable[..., dict[str, Any]]
) -> None:
    public = new_table("human", "human")["table"]
    new_table("human", "bot", private=True)
    lobby = client.get("/api/tables").json()
    assert [t["id"] for t in lobby] == [public["id"]]
    assert lobby[0]["status"] == "open" and lobby[0]["invite"] == f"/table/{public['id']}"
    join(client, public["id"], "ann")
    join(client, public["id"], "bob")
    assert client.get("/api/tables").json() == []
    assert client.get(f"/api/tables/{public['id']}").json()["status"] == "active"


def test_joining_gives_a_token_once_and_a_taken_seat_is_refused(
    client: TestClient, new_table: Callable[..., dict[str, Any]], settings: Settings
) -> None:
    table = new_table("human", "human")["table"]
    joined = join(client, table["id"], "ann", seat=1)
    assert joined["seat"] == 1 and len(joined["token"]) >= 40
    again = client.post(f"/api/tables/{table['id']}/join", json={"name": "eve", "seat": 1})
    assert again.status_code == 409
    assert client.post("/api/tables/nosuchtable/join", json={"name": "eve"}).status_code == 404
    assert client.post(f"/api/tables/{table['id']}/join", json={"name": "\x00"}).status_code == 422
    # The token never appears again, and the database holds only its hash.
    public = client.get(f"/api/tables/{table['id']}").text + client.get(f"/api/tables/{table['id']}/state").text
    assert joined["token"] not in public
    path = settings.database_url.removeprefix("sqlite:///")
    with sqlite3.connect(path) as db:
        stored = db.execute("SELECT token_hash FROM seats WHERE seat = 1").fetchone()[0]
        dump = "\n".join(db.iterdump())
    assert stored == hashlib.sha256(joined["token"].encode()).hexdigest()
    assert joined["token"] not in dump


def test_seed_and_hidden_cards_stay_secret_while_playing(
    client: TestClient, new_table: Callable[..., dict[str, Any]]
) -> None:
    created = new_table("human", "bot", join_as="ann")
    table_id, token = created["table"]["id"], created["joined"]["token"]
    spectator = client.get(f"/api/tables/{table_id}/state").json()
    assert spectator["view"]["my_card"] is None and spectator["legal"] == []
    mine = client.get(f"/api/tables/{table_id}/state", headers={"Authorization": f"Bearer {token}"}).json()
    assert 1 <= mine["view"]["my_card"] <= 9
    assert client.get(f"/api/tables/{table_id}/state", headers={"Authorization": "Bearer nope"}).status_code == 403
    for path in ("log", "record", "replay/0"):
        response = client.get(f"/api/tables/{table_id}/{path}")
        assert response.status_code == 409
        assert "secret until the end" in response.json()["detail"]
    assert "seed" not in client.get(f"/api/tables/{table_id}").json()


def test_a_finished_match_downloads_as_a_file_that_replays(
    client: TestClient, new_table: Callable[..., dict[str, Any]], tmp_path: Path
) -> None:
    created = new_table("human", "bot", join_as="ann", rounds=1)
    table_id = created["table"]["id"]
    play_out(client, table_id, {0: created["joined"]["token"]})
    response = client.get(f"/api/tables/{table_id}/record")
    assert response.status_code == 200
    assert "attachment" in response.headers["content-disposition"]
    (tmp_path / "match.json").write_bytes(response.content)
    record = MatchRecord.load(tmp_path / "match.json")
    log = client.get(f"/api/tables/{table_id}/log").json()
    assert [(a["seat"], a["action"]) for a in log["actions"]] == list(record.actions)
    final = record.replay(PEBBLES)
    outcome = final.outcome()
    assert outcome is not None and list(outcome.scores) == log["outcome"]["scores"]
    steps = len(record.actions)
    last = client.get(f"/api/tables/{table_id}/replay/{steps}").json()
    assert last["view"] == final.view(None) and last["steps"] == steps
    assert client.get(f"/api/tables/{table_id}/replay/0").json()["view"]["round"] == 1
    assert client.get(f"/api/tables/{table_id}/replay/{steps + 1}").status_code == 404


def test_a_restarted_server_resumes_every_match_from_its_log(settings: Settings) -> None:
    with TestClient(create_app(settings, games={"pebbles": PEBBLES})) as client:
        body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "bot"}], "join_as": "ann"}
        created = client.post("/api/tables", json=body).json()
        table_id, token = created["table"]["id"], created["joined"]["token"]
        headers = {"Authorization": f"Bearer {token}"}
        with client.websocket_connect(f"/api/tables/{table_id}/socket") as socket:
            socket.send_json({"type": "hello", "token": token})
            state = socket.receive_json()
            socket.send_json({"action": "pick 3", "log_index": state["log_index"]})
            while (message := socket.receive_json())["type"] != "state" or message["log_index"] < 2:
                pass  # until the bot has answered too
        before = client.get(f"/api/tables/{table_id}/state", headers=headers).json()
    with TestClient(create_app(settings, games={"pebbles": PEBBLES})) as client:
        after = client.get(f"/api/tables/{table_id}/state", headers=headers).json()
    assert after["log_index"] == before["log_index"] >= 2
    assert after["view"] == before["view"]
    assert after["events"] == before["events"]


def test_installed_games_are_served_and_free_text_options_refused(settings: Settings) -> None:
    from agora.core import registry

    if "relic-runners" not in registry.games():
        return  # nothing installed yet beyond the test game
    with TestClient(create_app(settings)) as client:
        names = [g["name"] for g in client.get("/api/games").json()]
        assert "relic-runners" in names
        relic = client.get("/api/games/relic-runners").json()
        assert "data" not in relic["options"] and "players" in relic["options"]
        bots = [{"kind": "bot"}, {"kind": "bot"}]
        body = {"game": "relic-runners", "options": {"data": "/etc/passwd"}, "seats": bots}
        refused = client.post("/api/tables", json=body)
        assert refused.status_code == 422
        assert "data cannot be set from the web" in refused.json()["detail"]
        assert "root" not in refused.text


def test_bad_input_gets_422_with_a_text_detail_that_never_echoes_it(client: TestClient) -> None:
    marker = "<script>alert(1)</script>" * 4
    body = {"game": "pebbles", "seats": [{"kind": "human", "name": marker}], "join_as": marker}
    response = client.post("/api/tables", json=body)
    assert response.status_code == 422
    assert response.json() == {"detail": "body.seats.0.name: should have at most 64 characters"}
    assert "script" not in response.text
    assert client.get("/api/tables/nope!/log", params={"lang": "xx"}).status_code == 422


def test_created_at_carries_its_time_zone(new_table: Callable[..., dict[str, Any]]) -> None:
    created_at = new_table("human", "bot")["table"]["created_at"]
    assert created_at.endswith(("Z", "+00:00")), created_at


def test_a_wrong_method_is_told_every_method_of_the_path(client: TestClient) -> None:
    response = client.delete("/api/tables")
    assert response.status_code == 405
    assert response.headers["allow"] == "GET, POST"
