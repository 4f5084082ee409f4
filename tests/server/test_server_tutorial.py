"""Tutorial tables: one opens from the game's scripted first game, refuses an off-script move with the
tutorial's hint and changes nothing, plays its scripted opponent, counts against no bots-only share, rates
nobody, and a client holds one at a time (asking again hands it back with a new token)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession
from test_server_accounts import sign_up
from test_server_socket import seated, until
from toy_game import PEBBLES

from agora.core.registry import get
from agora.core.tutorial import Tutorial
from agora.server import Settings, create_app

RELIC = get("relic-runners")
_TAUGHT = RELIC.tutorial
assert _TAUGHT is not None
TUTORIAL: Tutorial = _TAUGHT


@pytest.fixture
def relic(settings: Settings) -> Iterator[TestClient]:
    """An app serving Relic Runners, with room for one bots-only table an address."""
    settings = dataclasses.replace(settings, bot_tables_per_address=1)
    with TestClient(create_app(settings, games={"relic-runners": RELIC})) as test_client:
        yield test_client


def open_tutorial(client: TestClient, **body: Any) -> dict[str, Any]:
    response = client.post("/api/tutorials", json={"game": "relic-runners", **body})
    assert response.status_code == 201, response.text
    made: dict[str, Any] = response.json()
    return made


def step_state(socket: WebSocketTestSession, log_index: int) -> dict[str, Any]:
    """The first state at `log_index` or later."""
    for _ in range(100):
        message: dict[str, Any] = until(socket, "state")
        if message["log_index"] >= log_index:
            return message
    raise AssertionError("no state")


def test_a_wrong_move_gets_the_hint_and_changes_nothing(relic: TestClient) -> None:
    made = open_tutorial(relic, join_as="newcomer")
    table_id, token = made["table"]["id"], made["joined"]["token"]
    assert made["joined"]["seat"] == TUTORIAL.seat and made["table"]["private"]
    with seated(relic, table_id, token) as me:
        first = step_state(me, 0)
        coach = first["tutorial"]
        assert coach["code"] == "go t1" and coach["target"] == "t1" and coach["number"] == 0
        assert coach["says"]["en"].startswith("Every turn starts with a move")
        assert coach["says"]["el"] != coach["says"]["en"]
        wrong = next(o["code"] for o in first["legal"] if o["code"] != "go t1")  # legal, but not the step's
        me.send_json({"action": wrong, "log_index": 0})
        refused = until(me, "error")
        assert refused["code"] == "tutorial" and refused["section"] == "A4.1"
        assert refused["message"] == "Not yet: this step of the tutorial asks for the move it points at."
        assert refused["messages"]["el"] != refused["message"]
        me.send_json({"type": "undo", "log_index": 0})
        assert until(me, "error")["code"] == "tutorial"
        assert relic.get(f"/api/tables/{table_id}").json()["log_length"] == 0
        # The step's own move is taken, and the script goes on.
        me.send_json({"action": "go t1", "log_index": 0})
        assert until(me, "accepted")["log_index"] == 0
        assert step_state(me, 1)["tutorial"]["code"] == "stop"


def test_the_script_plays_through_with_its_scripted_bot_and_rates_nobody(relic: TestClient) -> None:
    made = open_tutorial(relic, join_as="newcomer")
    table_id, token = made["table"]["id"], made["joined"]["token"]
    with seated(relic, table_id, token) as me:
        for index, step in enumerate(TUTORIAL.steps):
            if step.seat != TUTORIAL.seat:
                continue  # the scripted bot's: it plays it by itself
            state = step_state(me, index)
            assert state["log_index"] == index
            assert state["tutorial"]["code"] == step.action and state["tutorial"]["says"] is not None
            me.send_json({"action": step.action, "log_index": index})
        end = step_state(me, len(TUTORIAL.steps))
        assert end["tutorial"]["over"] and end["tutorial"]["number"] == end["tutorial"]["of"] == len(TUTORIAL.taught())
        assert end["tutorial"]["code"] is None
        # Its end takes no undo: the last move is the script's, ours (an undo would open the script again).
        assert TUTORIAL.steps[-1].seat == TUTORIAL.seat and end["log_index"] == len(TUTORIAL.steps)
        assert not end["can_undo"]
        me.send_json({"type": "undo", "log_index": end["log_index"]})
        refused = until(me, "error")
        assert refused["code"] == "tutorial" and refused["message"] == "the tutorial's moves cannot be taken back"
        assert refused["messages"]["el"] != refused["message"]
        assert relic.get(f"/api/tables/{table_id}").json()["log_length"] >= len(TUTORIAL.steps)
        # Past the script the bot plays by its level, and the person is free to play any legal move.
        mine = end
        while TUTORIAL.seat not in mine["to_act"]:
            mine = step_state(me, mine["log_index"] + 1)
        assert mine["log_index"] > len(TUTORIAL.steps) and mine["tutorial"]["over"]
        me.send_json({"action": mine["legal"][-1]["code"], "log_index": mine["log_index"]})
        assert until(me, "accepted")["log_index"] == mine["log_index"]
    table = relic.get(f"/api/tables/{table_id}").json()
    assert table["tutorial"] and table["private"]
    assert relic.get("/api/games/relic-runners").json()["tutorial"] is True


def test_an_account_is_handed_back_its_tutorial_and_no_bots_only_share_is_used(relic: TestClient) -> None:
    sign_up(relic, "newcomer")
    first = open_tutorial(relic)
    again = open_tutorial(relic)
    assert again["table"]["id"] == first["table"]["id"]
    assert again["joined"]["token"] != first["joined"]["token"]
    # The old token acts for nobody now: the hand-over is the only seat there is.
    with seated(relic, first["table"]["id"], again["joined"]["token"]) as me:
        assert until(me, "state")["seat"] == TUTORIAL.seat
    # The tutorial takes nothing of the address's one bots-only table.
    seats = [{"kind": "bot", "bot": "random"}] * 2
    made = relic.post("/api/tables", json={"game": "relic-runners", "options": {"players": 2}, "seats": seats})
    assert made.status_code == 201, made.text
    assert relic.post("/api/tables", json={"game": "relic-runners", "options": {"players": 2},
                                           "seats": seats}).status_code == 429
    assert open_tutorial(relic)["table"]["id"] == first["table"]["id"]


def test_guests_behind_one_address_each_get_their_own_tutorial_up_to_the_address_limit(relic: TestClient) -> None:
    # Two guests at one address (a household, a school's NAT): the second is not handed the first's seat.
    first = open_tutorial(relic, join_as="ann")
    second = open_tutorial(relic, join_as="bob")
    assert second["table"]["id"] != first["table"]["id"]
    with seated(relic, first["table"]["id"], first["joined"]["token"]) as me:
        assert until(me, "state")["seat"] == TUTORIAL.seat  # the first guest's token still holds its seat
    open_tutorial(relic)  # the third, the most an address's guests may play (Settings.tutorials_per_address)
    refused = relic.post("/api/tutorials", json={"game": "relic-runners"}, headers={"Accept-Language": "el"})
    assert refused.status_code == 429
    assert "3" in refused.json()["detail"] and "tutorial" not in refused.json()["detail"]  # said in Greek
    english = relic.post("/api/tutorials", json={"game": "relic-runners"}).json()["detail"]
    assert english.startswith("guests at your address already play 3 tutorials started within 1 h")
    # Signed in, a guest's neighbour still has its own.
    sign_up(relic, "carol")
    assert open_tutorial(relic)["table"]["id"] not in {first["table"]["id"], second["table"]["id"]}


def test_a_game_without_a_tutorial_is_refused(settings: Settings) -> None:
    # Every installed game teaches; the tests' own game does not.
    with TestClient(create_app(settings, games={"pebbles": PEBBLES, "relic-runners": RELIC})) as client:
        assert [g["name"] for g in client.get("/api/games").json() if not g["tutorial"]] == ["pebbles"]
        response = client.post("/api/tutorials", json={"game": "pebbles", "join_as": "newcomer"})
        assert response.status_code == 409
        assert client.post("/api/tutorials", json={"game": "nosuchgame"}).status_code == 404


def test_a_nameless_guest_sits_under_a_name_no_account_can_take(relic: TestClient) -> None:
    assert relic.post("/api/account/signup", json={"name": "Guest", "password": "a long password"}).status_code == 201
    relic.cookies.clear()  # a guest again
    made = open_tutorial(relic)
    assert made["table"]["seats"][TUTORIAL.seat]["name"] == "New player"
