"""The table socket of a real server process under random input (Hypothesis):
random frames, random JSON and random valid-looking actions from two seats and
a spectator. The server never raises, only accepted actions change the table,
and afterwards every socket holds the table's true state."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from serverproc import ServerProcess
from toy_game import CODES
from websockets.sync.client import connect
from wsclient import SeatSocket

DEEP = "[" * 3000 + "]" * 3000

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=16),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=16,
)
odd_text = st.sampled_from([
    DEEP, "{" * 40, '{"action": "\\ud800", "log_index": 0}', '"\\udfff"', '{"type": "hello"}', "null", "",
    '{"action": "pick 1", "log_index": 0, "log_index": 1}', '{"action": "' + "x" * 5000 + '", "log_index": 0}',
    '{"type": "pong", "extra": 1}', '{"type": "undo", "log_index": 1e400}', "[" * 1100,
])


def frames(length: int) -> st.SearchStrategy[tuple[str, str | bytes]]:
    """One frame from one of the three readers: text, bytes, or a valid-looking action near the log's length."""
    near = st.integers(min_value=max(0, length - 2), max_value=length + 1)
    action = st.builds(lambda code, index: json.dumps({"action": code, "log_index": index}),
                       st.sampled_from([*CODES, "pick 0", "pick 4", "take 2"]), near)
    undo = st.builds(lambda index: json.dumps({"type": "undo", "log_index": index}), near)
    payload = st.one_of(
        action, action, undo,
        st.just('{"type": "pong"}'),
        json_values.map(json.dumps),
        st.text(max_size=64),
        odd_text,
        st.binary(max_size=64),
    )
    return st.tuples(st.sampled_from(["ann", "bob", "spectator"]), payload)


def well_formed(frame: str | bytes) -> bool:
    """Whether a frame is an act or undo message as the protocol defines it (by this test's own reading)."""
    try:
        message = json.loads(frame) if isinstance(frame, str) else None
    except (ValueError, RecursionError):
        return False
    if not isinstance(message, dict) or not isinstance(message.get("log_index"), int):
        return False
    if message.get("type", "act") == "act" and set(message) <= {"type", "action", "log_index"}:
        return isinstance(message.get("action"), str)
    return message.get("type") == "undo" and set(message) == {"type", "log_index"}


def is_pong(frame: str | bytes) -> bool:
    try:
        return isinstance(frame, str) and json.loads(frame) == {"type": "pong"}
    except (ValueError, RecursionError):
        return False


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder = tmp_path_factory.mktemp("fuzz")
    # No rate limits here: the test sends as fast as the server answers.
    process = ServerProcess(f"sqlite:///{folder / 'agora.db'}", "--rate", "100000", "--address-rate", "0",
                            log=folder / "server.log")
    try:
        yield process.start()
    finally:
        process.stop()
    log = (folder / "server.log").read_text(errors="replace")
    assert "Traceback" not in log and "Error" not in log, log[-3000:]


def table(server: ServerProcess) -> tuple[str, str, str]:
    body = {"game": "pebbles", "options": {"rounds": 1}, "seats": [{"kind": "human"}] * 2, "join_as": "ann"}
    created = server.http.post("/api/tables", json=body).json()
    table_id = created["table"]["id"]
    bob = server.http.post(f"/api/tables/{table_id}/join", json={"name": "bob"}).json()
    return table_id, created["joined"]["token"], bob["token"]


@settings(max_examples=40, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_random_frames_change_nothing_and_every_socket_ends_in_the_true_state(
    server: ServerProcess, data: st.DataObject
) -> None:
    table_id, ann_token, bob_token = table(server)
    tokens = {"ann": ann_token, "bob": bob_token, "spectator": None}
    sockets = {name: SeatSocket(server.ws, table_id, token) for name, token in tokens.items()}
    try:
        accepted = 0
        for _ in range(data.draw(st.integers(1, 14), label="frames")):
            who, frame = data.draw(frames(accepted), label="frame")
            sockets[who].connection.send(frame)
            if is_pong(frame):
                continue  # a pong is the one message that gets no answer
            answer = sockets[who].until_any("accepted", "error")
            if answer["type"] == "accepted":
                assert well_formed(frame) and who != "spectator", (who, frame)
                assert answer["log_index"] == accepted
                accepted += 1
            else:
                assert answer["code"] != "internal"
        assert server.http.get(f"/api/tables/{table_id}").json()["log_length"] == accepted
        for name, socket in sockets.items():
            state = socket.state_at_least(accepted)
            assert state["log_index"] == accepted
            token = tokens[name]
            headers = {"authorization": f"Bearer {token}"} if token else {}
            truth = server.http.get(f"/api/tables/{table_id}/state", headers=headers).json()
            assert (state["view"], state["legal"], state["status"]) == (truth["view"], truth["legal"], truth["status"])
    finally:
        for socket in sockets.values():
            socket.close()


def test_sockets_that_leave_early_or_say_nonsense_first_are_closed_quietly(server: ServerProcess) -> None:
    table_id, ann_token, _ = table(server)
    url = f"{server.ws}/api/tables/{table_id}/socket"
    with connect(url):
        pass  # gone before its hello
    for first in (DEEP, '{"type": "hello", "token": "\\ud800"}', "", b"\x00\xff"):  # a tuple: each str | bytes to mypy
        with connect(url) as socket:
            socket.send(first)
            told = json.loads(socket.recv(timeout=10))
            assert told["code"] == "malformed"
            with pytest.raises(Exception, match="4400"):
                socket.recv(timeout=10)
    with connect(url) as socket:
        socket.send(json.dumps({"type": "hello", "token": ann_token}))
        # gone while its first state is on the way
    ann = SeatSocket(server.ws, table_id, ann_token)
    assert ann.state_at_least(0)["seat"] == 0
    ann.close()


def test_the_server_log_is_read_by_the_fixture(tmp_path: Path) -> None:
    # The module's fixture fails the module if its server logged a traceback: it must see one when there is one.
    log = tmp_path / "server.log"
    process = ServerProcess("sqlite:////nonexistent-folder/agora.db", log=log)
    with pytest.raises(RuntimeError):
        process.start()
    process.stop()
    assert "Traceback" in log.read_text()
