"""Bounded input: every body and socket message is parsed within limits, and
clients are rate-limited per connection and per address."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from test_server_socket import seated, until
from toy_game import PEBBLES

from agora.server import Settings, create_app
from agora.server.limits import RateLimiter, depth

DEEP = "[" * 2000 + "]" * 2000
LONE_SURROGATE = '{"game": "pebbles", "seats": [{"kind": "human", "name": "\\ud800"}, {"kind": "bot"}]}'


@pytest.mark.parametrize(
    ("body", "words"),
    [
        (LONE_SURROGATE, "surrogate"),
        (DEEP, "not JSON"),
        ('{"game": "pebbles", "options": ' + "[" * 20 + "]" * 20 + ', "seats": []}', "nested too deep"),
        ('{"game": "pebbles", "seats": [', "not JSON"),
        (b'{"game": "\xff"}', "not JSON"),
    ],
)
def test_a_body_that_is_not_bounded_json_gets_400_and_creates_nothing(
    client: TestClient, body: str | bytes, words: str
) -> None:
    response = client.post("/api/tables", content=body, headers={"content-type": "application/json"})
    assert response.status_code == 400, response.text
    assert words in response.json()["detail"]
    assert "\\ud800" not in response.text
    assert client.get("/api/tables").json() == []


def test_a_body_over_the_limit_gets_413(client: TestClient) -> None:
    big = '{"game": "' + "x" * (64 * 1024) + '"}'
    response = client.post("/api/tables", content=big, headers={"content-type": "application/json"})
    assert response.status_code == 413
    assert "at most 65536 bytes" in response.json()["detail"]


def test_a_surrogate_pair_is_text_and_passes(client: TestClient, new_table: Callable[..., dict[str, Any]]) -> None:
    table_id = new_table("human", "human")["table"]["id"]
    joined = client.post(f"/api/tables/{table_id}/join", content='{"name": "ann \\ud83d\\ude00"}',
                         headers={"content-type": "application/json"})
    assert joined.status_code == 200, joined.text
    assert client.get(f"/api/tables/{table_id}").json()["seats"][0]["name"] == "ann 😀"


@pytest.mark.parametrize(
    ("text", "code", "words"),
    [
        (DEEP, "malformed", "not JSON"),
        ('{"action": "pick 1", "log_index": 0, "x": ' + "[" * 20 + "]" * 20 + "}", "malformed", "nested too deep"),
        ('{"action": "\\ud800", "log_index": 0}', "malformed", "surrogate"),
        ('{"action": "\\udc00 pick", "log_index": 0}', "malformed", "surrogate"),
    ],
)
def test_a_socket_message_out_of_bounds_is_refused_and_the_socket_goes_on(
    client: TestClient, new_table: Callable[..., dict[str, Any]], text: str, code: str, words: str
) -> None:
    created = new_table("human", "human", join_as="ann")
    table_id, token = created["table"]["id"], created["joined"]["token"]
    client.post(f"/api/tables/{table_id}/join", json={"name": "bob"})
    with seated(client, table_id, token) as ann:
        until(ann, "state")
        ann.send_text(text)
        refused = until(ann, "error")
        assert (refused["code"], words in refused["message"]) == (code, True), refused
        ann.send_json({"action": "pick 1", "log_index": 0})
        assert until(ann, "accepted")["log_index"] == 0


@pytest.mark.parametrize("hello", ['{"type": "hello", "token": "\\ud800"}', DEEP, '{"type": "hello", "since": [[[]]]}'])
def test_a_bad_hello_is_told_and_closed_with_4400(
    client: TestClient, new_table: Callable[..., dict[str, Any]], hello: str
) -> None:
    table_id = new_table("human", "human")["table"]["id"]
    with client.websocket_connect(f"/api/tables/{table_id}/socket") as socket:
        socket.send_text(hello)
        told = socket.receive_json()
        assert told["code"] == "malformed" and "the first message must be a hello" in told["message"]
        with pytest.raises(WebSocketDisconnect) as closed:
            socket.receive_json()
        assert closed.value.code == 4400


def test_requests_and_socket_messages_of_one_address_share_its_limit(tmp_path: Path) -> None:
    tight = Settings(database_url=f"sqlite:///{tmp_path / 'agora.db'}", address_rate_per_second=0.01,
                     address_rate_burst=6)
    with TestClient(create_app(tight, games={"pebbles": PEBBLES})) as client:
        body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}], "join_as": "ann"}
        created = client.post("/api/tables", json=body).json()  # 1
        table_id, token = created["table"]["id"], created["joined"]["token"]
        with seated(client, table_id, token) as ann:  # 2: the socket opened
            until(ann, "state")
            for _ in range(3):  # 3, 4, 5
                ann.send_json({"type": "pong"})
            ann.send_json({"action": "pick 1", "log_index": 0})  # 6: the last one allowed
            assert until(ann, "error")["code"] == "not_started"
            ann.send_json({"action": "pick 1", "log_index": 0})
            assert until(ann, "error")["code"] == "rate_limited"
        refused = client.get("/api/games")
        assert refused.status_code == 429 and refused.headers["retry-after"] == "1"
        assert "slow down" in refused.json()["detail"]


def test_a_rate_limiter_refills_at_its_rate_per_key() -> None:
    now = [0.0]
    limiter = RateLimiter(rate=2.0, burst=3, clock=lambda: now[0])
    assert [limiter.take("a") for _ in range(4)] == [True, True, True, False]
    assert limiter.take("b")  # keys do not share
    now[0] = 0.5  # one token back
    assert [limiter.take("a") for _ in range(2)] == [True, False]
    assert RateLimiter(rate=0, burst=0).take("a")  # rate 0: no limit


def test_depth_counts_arrays_and_objects() -> None:
    assert [depth(1), depth([]), depth({"a": [1, {"b": 2}]}), depth([[[[]]]])] == [0, 1, 3, 4]
