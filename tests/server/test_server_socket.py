"""Table sockets: every bad message gets a clear error and changes nothing;
good ones are applied once, in order, and each reader sees only its own."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession
from starlette.websockets import WebSocketDisconnect
from toy_game import PEBBLES

from agora.server import Settings, create_app

Message = dict[str, Any]


@contextmanager
def seated(client: TestClient, table_id: str, token: str | None, since: int = 0) -> Iterator[WebSocketTestSession]:
    with client.websocket_connect(f"/api/tables/{table_id}/socket") as socket:
        socket.send_json({"type": "hello", "token": token, "since": since})
        yield socket


def until(socket: WebSocketTestSession, kind: str, **fields: Any) -> Message:
    """The next message of a kind (and fields), skipping others."""
    for _ in range(100):
        message: Message = socket.receive_json()
        if message["type"] == kind and all(message.get(k) == v for k, v in fields.items()):
            return message
    raise AssertionError(f"no {kind} message")


def log_length(client: TestClient, table_id: str) -> int:
    length: int = client.get(f"/api/tables/{table_id}").json()["log_length"]
    return length


@pytest.fixture
def duel(client: TestClient, new_table: Callable[..., Message]) -> tuple[str, str, str]:
    """A two-person table: its id and both tokens."""
    created = new_table("human", "human", join_as="ann")
    table_id = created["table"]["id"]
    bob = client.post(f"/api/tables/{table_id}/join", json={"name": "bob"}).json()
    return table_id, created["joined"]["token"], bob["token"]


def test_simultaneous_choices_are_all_accepted_and_stay_secret(client: TestClient, duel: tuple[str, str, str]) -> None:
    table_id, ann_token, bob_token = duel
    with seated(client, table_id, ann_token) as ann, seated(client, table_id, bob_token) as bob:
        ann_state, bob_state = until(ann, "state"), until(bob, "state")
        assert ann_state["log_index"] == bob_state["log_index"] == 0
        assert ann_state["to_act"] == [0, 1]
        ann.send_json({"action": "pick 3", "log_index": 0})
        assert until(ann, "accepted")["log_index"] == 0
        bob_after = until(bob, "state", log_index=1)
        # Bob learns that Ann picked, never what.
        assert bob_after["view"]["picked"] == [True, False]
        assert all("pick" not in event for event in bob_after["events"])
        assert "3" not in str(bob_after["view"]["last_picks"])
        # Bob answers the view at index 0: still a valid choice, so it is accepted.
        bob.send_json({"action": "pick 1", "log_index": 0})
        assert until(bob, "accepted")["log_index"] == 1
        revealed = until(bob, "state", log_index=2)
        assert revealed["view"]["last_picks"] == [3, 1]
        assert {"index": 1, "kind": "revealed", "picks": [3, 1], "targets": []} in revealed["events"]


def test_bad_messages_get_clear_errors_and_change_nothing(client: TestClient, duel: tuple[str, str, str]) -> None:
    table_id, ann_token, _bob = duel
    with seated(client, table_id, ann_token) as ann:
        until(ann, "state")
        cases: list[tuple[Any, str, str]] = [
            ("{not json", "malformed", "not JSON"),
            ('{"action": "pick 1"}', "malformed", "log_index"),
            ('{"action": "pick 1", "log_index": -1}', "malformed", "log_index"),
            ('{"type": "fly", "log_index": 0}', "malformed", "type"),
            ("[1, 2]", "malformed", "message"),
            ('{"action": "pick 1", "log_index": 0, "extra": 1}', "malformed", "extra"),
            ('{"action": "' + "x" * 5000 + '", "log_index": 0}', "too_large", "4096"),
            ('{"action": "pick 9", "log_index": 0}', "illegal", "not possible"),
            ('{"action": "take", "log_index": 0}', "illegal", "not possible"),
            ('{"action": "pick 1", "log_index": 7}', "stale", "ahead"),
            ('{"type": "undo", "log_index": 0}', "illegal", "own last action"),
        ]
        for text, code, words in cases:
            ann.send_text(text)
            reply = until(ann, "error")
            assert reply["code"] == code, (text, reply)
            assert words in reply["message"], (text, reply)
        ann.send_bytes(b'{"action": "pick 1", "log_index": 0}')
        assert until(ann, "error")["code"] == "malformed"
        ann.send_json({"action": "pick 9", "log_index": 0})
        assert until(ann, "error")["section"] == "2.1"
    assert log_length(client, table_id) == 0


def test_out_of_turn_stale_and_duplicate_are_refused(client: TestClient, duel: tuple[str, str, str]) -> None:
    table_id, ann_token, bob_token = duel
    with seated(client, table_id, ann_token) as ann, seated(client, table_id, bob_token) as bob:
        ann.send_json({"action": "pick 3", "log_index": 0})
        until(ann, "accepted")
        ann.send_json({"action": "pick 3", "log_index": 0})
        assert until(ann, "error")["code"] == "duplicate"
        ann.send_json({"action": "pick 2", "log_index": 0})
        assert until(ann, "error")["code"] == "stale"
        bob.send_json({"action": "pick 1", "log_index": 1})
        until(bob, "accepted")
        assert log_length(client, table_id) == 2
        # Now it is Ann's turn to move: Bob is refused, with the rulebook section.
        bob.send_json({"action": "take", "log_index": 2})
        refused = until(bob, "error")
        assert refused["code"] == "illegal" and refused["message"] == "it is not your turn"
        # Bob's choices changed at index 2 (he had to pick, now nothing): an older view is stale.
        bob.send_json({"action": "take", "log_index": 1})
        assert until(bob, "error")["code"] == "stale"
    assert log_length(client, table_id) == 2


def test_wrong_token_and_spectators_cannot_act(client: TestClient, duel: tuple[str, str, str]) -> None:
    table_id, _ann, _bob = duel
    with seated(client, table_id, "not-a-token") as intruder:
        assert intruder.receive_json() == {
            "type": "error",
            "code": "bad_token",
            "message": "that token holds no seat at this table",
            "section": None,
            # What ends a socket is said in every language, as a move's refusal is.
            "messages": {"en": "that token holds no seat at this table",
                         "el": "αυτό το κλειδί δεν αντιστοιχεί σε θέση αυτού του τραπεζιού"},
        }
        with pytest.raises(WebSocketDisconnect) as closed:
            intruder.receive_json()
        assert closed.value.code == 4403
    with seated(client, table_id, None) as spectator:
        state = until(spectator, "state")
        assert state["seat"] is None and state["legal"] == [] and state["view"]["my_card"] is None
        spectator.send_json({"action": "pick 1", "log_index": 0})
        assert until(spectator, "error")["code"] == "spectator"
    with client.websocket_connect(f"/api/tables/{table_id}/socket") as rude:
        rude.send_text('{"type": "act", "action": "pick 1", "log_index": 0}')
        assert rude.receive_json()["code"] == "malformed"
    with client.websocket_connect("/api/tables/nosuchtable/socket") as lost:
        assert lost.receive_json()["code"] == "not_found"
    assert log_length(client, table_id) == 0


def refused_code(client: TestClient, table_id: str, headers: dict[str, str]) -> int | None:
    """The close code that refuses this handshake, or None if the socket opens."""
    try:
        with client.websocket_connect(f"/api/tables/{table_id}/socket", headers=headers) as socket:
            socket.send_json({"type": "hello"})
            until(socket, "state")
    except WebSocketDisconnect as refused:
        return refused.code
    return None


def test_a_foreign_origin_is_refused(client: TestClient, duel: tuple[str, str, str]) -> None:
    table_id = duel[0]
    assert refused_code(client, table_id, {"origin": "https://evil.example"}) == 4403
    # DNS rebinding: a foreign name resolved to this machine sends Origin and Host alike.
    assert refused_code(client, table_id, {"origin": "http://evil.example:8000", "host": "evil.example:8000"}) == 4403
    assert refused_code(client, table_id, {"origin": "null"}) == 4403
    # By default the machine itself is allowed, on any port; a client that is no browser sends no Origin.
    assert refused_code(client, table_id, {"origin": "http://127.0.0.1:8000"}) is None
    assert refused_code(client, table_id, {"origin": "http://localhost:5173"}) is None
    assert refused_code(client, table_id, {}) is None


def test_configured_hosts_may_open_sockets(settings: Settings) -> None:
    hosts = Settings(database_url=settings.database_url, allowed_hosts=("play.example", "lan.example:8000"))
    with TestClient(create_app(hosts, games={"pebbles": PEBBLES})) as client:
        body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}]}
        table_id = client.post("/api/tables", json=body).json()["table"]["id"]
        assert refused_code(client, table_id, {"origin": "https://play.example"}) is None
        assert refused_code(client, table_id, {"origin": "http://lan.example:8000"}) is None
        assert refused_code(client, table_id, {"origin": "http://lan.example:9000"}) == 4403
        assert refused_code(client, table_id, {"origin": "http://127.0.0.1:8000"}) == 4403


def test_undo_follows_the_engine_policy(client: TestClient, duel: tuple[str, str, str]) -> None:
    table_id, ann_token, bob_token = duel
    with seated(client, table_id, ann_token) as ann, seated(client, table_id, bob_token) as bob:
        ann.send_json({"action": "pick 3", "log_index": 0})
        until(ann, "accepted")
        bob.send_json({"action": "pick 1", "log_index": 1})
        until(bob, "accepted")
        # The reveal cannot be taken back.
        bob.send_json({"type": "undo", "log_index": 2})
        assert "revealed hidden information" in until(bob, "error")["message"]
        ann.send_json({"type": "undo", "log_index": 2})
        assert "own last action" in until(ann, "error")["message"]
        ann.send_json({"action": "take", "log_index": 2})
        until(ann, "accepted")
        taken = until(ann, "state", log_index=3)
        assert taken["can_undo"] is True and taken["view"]["scores"][0] >= 1
        ann.send_json({"type": "undo", "log_index": 2})
        assert until(ann, "error")["code"] == "stale"
        ann.send_json({"type": "undo", "log_index": 3})
        until(ann, "accepted")
        undone = until(ann, "state", log_index=4)
        assert undone["view"]["scores"][0] == taken["view"]["scores"][0] - 1
        assert undone["can_undo"] is False
        assert {"index": 3, "kind": "undo", "seat": 0, "targets": []} in until(bob, "state", log_index=4)["events"]
    # Undo is stored in the log; the match file leaves the undone action out.
    assert log_length(client, table_id) == 4


def test_the_last_action_of_a_finished_game_cannot_be_undone(client: TestClient, duel: tuple[str, str, str]) -> None:
    table_id, ann_token, bob_token = duel
    with seated(client, table_id, ann_token) as ann, seated(client, table_id, bob_token) as bob:
        index = 0
        for _ in range(2):  # two rounds: both pick, then each ends its turn
            for socket, action in ((ann, "pick 3"), (bob, "pick 1"), (ann, "end"), (bob, "end")):
                socket.send_json({"action": action, "log_index": index})
                until(socket, "accepted")
                index += 1
        final = until(bob, "state", log_index=index)
        # Pebbles' last "end" draws nothing and reveals nothing: only the game's end forbids the undo.
        assert final["status"] == "finished" and final["can_undo"] is False
        bob.send_json({"type": "undo", "log_index": index})
        assert until(bob, "error")["code"] == "finished"
    assert log_length(client, table_id) == index


def test_reconnecting_resumes_from_the_last_log_index(client: TestClient, duel: tuple[str, str, str]) -> None:
    table_id, ann_token, bob_token = duel
    with seated(client, table_id, ann_token) as ann:
        ann.send_json({"action": "pick 2", "log_index": 0})
        until(ann, "accepted")
    with seated(client, table_id, bob_token) as bob:
        bob.send_json({"action": "pick 1", "log_index": 1})
        until(bob, "accepted")
    with seated(client, table_id, ann_token, since=1) as ann:
        resumed = until(ann, "state")
        assert resumed["log_index"] == 2
        assert {e["index"] for e in resumed["events"]} == {1}
        assert resumed["view"]["my_pick"] is None and resumed["view"]["last_picks"] == [2, 1]
    with seated(client, table_id, bob_token, since=0) as bob:
        everything = until(bob, "state")
        # Bob's full history has his own pick, never Ann's before the reveal.
        assert {"index": 0, "kind": "has_picked", "seat": 0, "targets": []} in everything["events"]
        assert {"index": 1, "kind": "picked", "seat": 1, "pick": 1, "targets": []} in everything["events"]
        assert not any(e["kind"] == "picked" and e["seat"] == 0 for e in everything["events"])


def test_a_burst_beyond_the_rate_limit_is_refused(settings: Settings) -> None:
    limited = Settings(database_url=settings.database_url, bot_delay_seconds=0, rate_per_second=0.001, rate_burst=3)
    with TestClient(create_app(limited, games={"pebbles": PEBBLES})) as client:
        body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}], "join_as": "ann"}
        created = client.post("/api/tables", json=body).json()
        with seated(client, created["table"]["id"], created["joined"]["token"]) as ann:
            until(ann, "state")
            for _ in range(3):
                ann.send_json({"type": "pong"})
            ann.send_json({"action": "pick 1", "log_index": 0})
            assert until(ann, "error")["code"] == "rate_limited"
        assert client.get(f"/api/tables/{created['table']['id']}").json()["log_length"] == 0


def test_heartbeats_are_sent_and_a_silent_socket_is_dropped(settings: Settings) -> None:
    quick = Settings(database_url=settings.database_url, bot_delay_seconds=0, heartbeat_seconds=0.05)
    with TestClient(create_app(quick, games={"pebbles": PEBBLES})) as client:
        body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}]}
        table_id = client.post("/api/tables", json=body).json()["table"]["id"]
        with seated(client, table_id, None) as silent:
            until(silent, "ping")
            with pytest.raises(WebSocketDisconnect) as dropped:
                for _ in range(100):
                    silent.receive_json()
            assert dropped.value.code == 4408


def test_bots_play_a_whole_game_to_the_end(client: TestClient, new_table: Callable[..., Message]) -> None:
    assert client.get("/api/bots").json()[:2] == ["random", "easy"]
    table_id = new_table("bot", "bot:easy", "bot:random")["table"]["id"]
    assert [s["bot"] for s in client.get(f"/api/tables/{table_id}").json()["seats"]] == ["random", "easy", "random"]
    with seated(client, table_id, None) as spectator:
        final = until(spectator, "state", status="finished")
    assert final["outcome"]["ranks"] and final["legal"] == []
    assert client.get(f"/api/tables/{table_id}/log").status_code == 200


def test_every_reader_sees_which_seats_are_connected(client: TestClient, duel: tuple[str, str, str]) -> None:
    table_id, ann_token, bob_token = duel
    with seated(client, table_id, None) as spectator:
        assert until(spectator, "state")["connected"] == []
        with seated(client, table_id, ann_token) as ann:
            assert until(spectator, "state", connected=[0])["seat"] is None
            with seated(client, table_id, bob_token):
                until(ann, "state", connected=[0, 1])
            # Bob's socket closed: the others see him gone.
            until(ann, "state", connected=[0])
        until(spectator, "state", connected=[])


def test_a_seat_is_told_what_it_is_asked_and_what_each_action_does(
    client: TestClient, duel: tuple[str, str, str]
) -> None:
    table_id, ann_token, bob_token = duel
    with seated(client, table_id, ann_token) as ann, seated(client, table_id, bob_token) as bob:
        state = until(ann, "state")
        assert state["prompts"] == {"en": "Pick 1 to 3 pebbles, in secret", "el": "Διάλεξε 1 έως 3 βότσαλα, κρυφά"}
        assert [offer["code"] for offer in state["legal"]] == ["pick 1", "pick 2", "pick 3"]
        assert all(offer["target"] is None and offer["explains"] == {"en": "", "el": ""} for offer in state["legal"])
        ann.send_json({"action": "pick 3", "log_index": 0})
        # Ann has chosen: nothing is asked of her while Bob chooses.
        assert until(ann, "state", log_index=1)["prompts"] == {"en": "", "el": ""}
        bob.send_json({"action": "pick 1", "log_index": 1})
        moving = until(ann, "state", log_index=2)
        take = next(offer for offer in moving["legal"] if offer["code"] == "take")
        assert take["explains"]["en"] == "One more point (rule 2.1)"
        assert moving["prompts"]["en"] == "Take a pebble or end your turn"
