"""Hostile tests of rights for the life of a socket, against real servers and real sockets: a
claim, a token replacement, a password change, a sign-out or a new invite key closes the sockets
whose right ended, in every process, within a second, and what they send after is refused;
sessions end on the server; the session cookie is Secure over HTTPS behind a trusted proxy."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from serverproc import ServerProcess, running
from websockets.exceptions import ConnectionClosed
from wsclient import SeatSocket

from agora.server.accounts import COOKIE

PASSWORD = "correct horse battery staple 42"
# Every socket whose right ended is closed within this many seconds, in every process.
WITHIN = 1.0


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """One process on SQLite."""
    db = tmp_path_factory.mktemp("rights") / "agora.db"
    with running([ServerProcess(f"sqlite:///{db}", "--address-rate", "0")]) as (one,):
        yield one


@pytest.fixture(scope="module")
def pair(pg_url: str, redis_url: str, channel: str) -> Iterator[list[ServerProcess]]:
    """Two processes on one PostgreSQL, hearing of each other through Redis only (no polling)."""
    shared = ["--redis", redis_url, "--redis-prefix", channel, "--resync", "3600", "--address-rate", "0"]
    with running([ServerProcess(pg_url, *shared) for _ in range(2)]) as two:
        yield two


def browser(server: ServerProcess) -> httpx.Client:
    """A browser of its own (its own cookies)."""
    return httpx.Client(base_url=server.url, timeout=30)


def sign_up(client: httpx.Client, name: str) -> None:
    answer = client.post("/api/account/signup", json={"name": name, "password": PASSWORD})
    assert answer.status_code == 201, answer.text


def cookie(client: httpx.Client) -> str:
    """The Cookie header of a browser's session."""
    return f"{COOKIE}={client.cookies[COOKIE]}"


def duel(creator: httpx.Client, joiner: httpx.Client, private: bool = False) -> tuple[str, str, str]:
    """A two-seat Pebbles table: its id and the two seats' tokens (a signed-in browser sits as its account)."""
    body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}], "join_as": "ann", "private": private}
    created = creator.post("/api/tables", json=body).json()
    table_id = created["table"]["id"]
    invite = None
    if private:
        link = creator.post(f"/api/tables/{table_id}/invite", headers=bearer(created["joined"]["token"])).json()
        invite = link["invite"].split("=", 1)[1]
    joined = joiner.post(f"/api/tables/{table_id}/join", json={"name": "bob", "invite": invite})
    assert joined.status_code == 200, joined.text
    return table_id, created["joined"]["token"], joined.json()["token"]


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def ready(socket: SeatSocket) -> dict[str, Any]:
    """The socket's first state (it is admitted and watching)."""
    return socket.state_at_least(0)


def closed(socket: SeatSocket, patience: float = WITHIN) -> tuple[int | None, str | None]:
    """Wait for the server to close the socket: its close code and the code of the last error it sent.
    Fails if it is still open after `patience` seconds."""
    deadline = time.monotonic() + patience
    last_error = None
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise AssertionError(f"the socket is still open after {patience} s")
        try:
            message = json.loads(socket.connection.recv(timeout=left))
        except TimeoutError:
            continue
        except ConnectionClosed as closing:
            return (closing.rcvd.code if closing.rcvd else None), last_error
        if message["type"] == "error":
            last_error = message["code"]
        if message["type"] == "accepted":
            raise AssertionError("a socket whose right ended had an action accepted")


def act_first_legal(socket: SeatSocket, state: dict[str, Any]) -> None:
    socket.send(action=state["legal"][0]["code"], log_index=state["log_index"])


def act_in_flight(socket: SeatSocket, state: dict[str, Any]) -> None:
    """Send an action as the socket's right ends (the server may have closed it already)."""
    with contextlib.suppress(ConnectionClosed):
        act_first_legal(socket, state)


def test_a_claim_closes_the_guest_tokens_other_sockets_and_keeps_the_claimers(server: ServerProcess) -> None:
    ann, bob, thief = browser(server), browser(server), browser(server)
    table_id, ann_token, _ = duel(ann, bob)
    copied = SeatSocket(server.ws, table_id, ann_token)  # the token, copied away: no account
    first = ready(copied)
    sign_up(ann, "claimer")
    own = SeatSocket(server.ws, table_id, ann_token, cookie=cookie(ann))  # the claimer's own browser
    ready(own)
    started = time.monotonic()
    claimed = ann.post(f"/api/tables/{table_id}/seats/0/claim", headers=bearer(ann_token))
    assert claimed.status_code == 200, claimed.text
    assert closed(copied) == (4403, "revoked")
    assert time.monotonic() - started < WITHIN
    # The copied token acts for nobody, over HTTP or a new socket.
    assert thief.post(f"/api/tables/{table_id}/leave", headers=bearer(ann_token)).status_code == 403
    again = SeatSocket(server.ws, table_id, ann_token)
    assert closed(again) == (4403, "bad_token")
    # The claimer's own socket (token and account) goes on acting.
    act_first_legal(own, first)
    assert own.until("accepted")["log_index"] == 0
    own.close()


def test_a_replaced_token_closes_its_sockets_and_refuses_what_they_send(server: ServerProcess) -> None:
    ann, bob = browser(server), browser(server)
    table_id, ann_token, _ = duel(ann, bob)
    sockets = [SeatSocket(server.ws, table_id, ann_token) for _ in range(4)]
    state = ready(sockets[0])
    for socket in sockets[1:]:
        ready(socket)
    fresh = ann.post(f"/api/tables/{table_id}/seats/0/token", headers=bearer(ann_token)).json()["token"]
    act_in_flight(sockets[0], state)  # in flight as the right ends: refused, never accepted
    for socket in sockets:
        assert closed(socket)[0] == 4403
    mine = SeatSocket(server.ws, table_id, fresh)
    act_first_legal(mine, ready(mine))
    assert mine.until("accepted")["log_index"] == 0  # the old token's action never landed
    mine.close()


def test_a_password_change_closes_the_sockets_of_every_earlier_session(server: ServerProcess) -> None:
    laptop, phone, bob = browser(server), browser(server), browser(server)
    sign_up(laptop, "pwchanger")
    assert phone.post("/api/account/signin", json={"name": "pwchanger", "password": PASSWORD}).status_code == 200
    table_id, _, _ = duel(laptop, bob)
    on_phone = SeatSocket(server.ws, table_id, cookie=cookie(phone))
    state = ready(on_phone)
    assert state["seat"] == 0
    old_laptop_cookie = cookie(laptop)
    changed = laptop.post("/api/account/password", json={"old": PASSWORD, "new": PASSWORD + " changed"})
    assert changed.status_code == 204
    assert closed(on_phone) == (4401, "signed_out")
    act = phone.get(f"/api/tables/{table_id}/state").json()
    assert act["seat"] is None  # the phone's session has ended
    # Even the laptop's own cookie of before the change signs nobody in: it was given a fresh one.
    stale = httpx.Client(base_url=server.url, headers={"Cookie": old_laptop_cookie})
    assert stale.get("/api/account").json()["account"] is None
    mine = SeatSocket(server.ws, table_id, cookie=cookie(laptop))
    act_first_legal(mine, ready(mine))
    assert mine.until("accepted")["log_index"] == 0
    mine.close()


def test_sign_out_ends_the_session_and_its_sockets(server: ServerProcess) -> None:
    ann, bob = browser(server), browser(server)
    sign_up(ann, "signsout")
    copied = cookie(ann)
    table_id, _, _ = duel(ann, bob)
    socket = SeatSocket(server.ws, table_id, cookie=copied)
    assert ready(socket)["seat"] == 0
    assert ann.post("/api/account/signout").status_code == 204
    assert closed(socket) == (4401, "signed_out")
    replay = httpx.Client(base_url=server.url, headers={"Cookie": copied})
    assert replay.get("/api/account").json()["account"] is None
    assert replay.get(f"/api/tables/{table_id}/state").json()["seat"] is None
    assert replay.post(f"/api/tables/{table_id}/leave").status_code == 403


def test_ones_sessions_are_listed_and_ended_one_by_one_or_everywhere(server: ServerProcess) -> None:
    laptop, phone, tablet = browser(server), browser(server), browser(server)
    sign_up(laptop, "manysessions")
    for client in (phone, tablet):
        signed = client.post("/api/account/signin", json={"name": "manysessions", "password": PASSWORD})
        assert signed.status_code == 200
    listed = laptop.get("/api/account/sessions").json()
    assert len(listed) == 3 and sum(s["current"] for s in listed) == 1
    assert {"id", "created_at", "last_seen", "user_agent"} <= set(listed[0])
    phone_id = next(s["id"] for s in phone.get("/api/account/sessions").json() if s["current"])
    assert laptop.delete(f"/api/account/sessions/{phone_id}").status_code == 204
    assert phone.get("/api/account").json()["account"] is None
    assert tablet.get("/api/account").json()["account"] is not None
    assert laptop.delete("/api/account/sessions/nosuchsession").status_code == 404
    assert httpx.Client(base_url=server.url).get("/api/account/sessions").status_code == 401
    assert laptop.delete("/api/account/sessions").status_code == 204  # sign out everywhere
    assert laptop.get("/api/account").json()["account"] is None
    assert tablet.get("/api/account").json()["account"] is None


def test_a_stand_ins_seat_is_refused_to_its_players_socket(server: ServerProcess) -> None:
    ann, bob = browser(server), browser(server)
    table_id, ann_token, bob_token = duel(ann, bob)
    socket = SeatSocket(server.ws, table_id, ann_token)
    state = ready(socket)
    assert ann.post(f"/api/tables/{table_id}/leave", headers=bearer(ann_token)).status_code == 204
    voted = bob.post(f"/api/tables/{table_id}/vote", json={"choice": "bot"}, headers=bearer(bob_token))
    assert voted.status_code == 204
    act_first_legal(socket, state)  # the stand-in plays the seat: its player's socket only watches
    assert socket.until_any("error", "accepted")["code"] == "away"
    socket.close()


def test_a_private_table_is_watched_with_the_current_invite_key_only(server: ServerProcess) -> None:
    ann, bob, stranger = browser(server), browser(server), browser(server)
    table_id, ann_token, _ = duel(ann, bob, private=True)
    key = ann.get(f"/api/tables/{table_id}/state", headers=bearer(ann_token)).json()["invite"]
    assert stranger.get(f"/api/tables/{table_id}/state").status_code == 403
    assert stranger.get(f"/api/tables/{table_id}/state", params={"invite": "wrong"}).status_code == 403
    assert stranger.get(f"/api/tables/{table_id}/state", params={"invite": key}).status_code == 200
    nosy = SeatSocket(server.ws, table_id)
    assert closed(nosy) == (4403, "private")
    watcher = SeatSocket(server.ws, table_id, invite=key)
    assert ready(watcher)["seat"] is None
    player = SeatSocket(server.ws, table_id, ann_token)
    state = ready(player)
    assert ann.post(f"/api/tables/{table_id}/invite", headers=bearer(ann_token)).status_code == 200
    assert closed(watcher) == (4403, "revoked")
    assert stranger.get(f"/api/tables/{table_id}/state", params={"invite": key}).status_code == 403
    act_first_legal(player, state)  # a seat needs no key
    assert player.until("accepted")["log_index"] == 0
    player.close()


def test_a_finished_private_tables_record_is_read_by_its_players_and_invitees_only(server: ServerProcess) -> None:
    ann, stranger = browser(server), browser(server)
    body = {"game": "pebbles", "options": {"rounds": 1}, "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}],
            "join_as": "ann", "private": True}
    created = ann.post("/api/tables", json=body).json()
    table_id, token = created["table"]["id"], created["joined"]["token"]
    player = SeatSocket(server.ws, table_id, token)
    state = ready(player)
    while state["status"] != "finished":
        if state["legal"]:
            act_first_legal(player, state)
        state = player.state_at_least(state["log_index"] + 1)
    player.close()
    key = ann.get(f"/api/tables/{table_id}/state", headers=bearer(token)).json()["invite"]
    paths = [f"/api/tables/{table_id}/{part}" for part in ("log", "replay/1", "record", "ratings", "reviews/0")]
    for path in paths:
        assert stranger.get(path).status_code == 403, path
        assert stranger.get(path, params={"invite": "wrong"}).status_code == 403, path
        assert stranger.get(path, params={"invite": key}).status_code in (200, 404), path  # 404: no review asked yet
        assert ann.get(path, headers=bearer(token)).status_code in (200, 404), path
    assert stranger.post(f"/api/tables/{table_id}/reviews/0").status_code == 403  # nobody's CPU on a stranger's ask
    assert ann.post(f"/api/tables/{table_id}/invite", headers=bearer(token)).status_code == 200
    assert stranger.get(f"/api/tables/{table_id}/log", params={"invite": key}).status_code == 403  # revoked


@pytest.mark.parametrize("trusted", [True, False])
def test_the_cookie_is_secure_over_https_behind_a_trusted_proxy_only(tmp_path: Path, trusted: bool) -> None:
    extra = ["--trusted-proxy", "127.0.0.1"] if trusted else []
    with running([ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", *extra)]) as (one,):
        forwarded = {"X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.9"}
        answer = one.http.post("/api/account/signup", json={"name": "proxied", "password": PASSWORD}, headers=forwarded)
        assert answer.status_code == 201
        set_cookie = answer.headers["set-cookie"].lower()
        assert set_cookie.startswith(COOKIE) and "httponly" in set_cookie
        assert ("secure" in flags(set_cookie)) is trusted
        plain = one.http.post("/api/account/signin", json={"name": "proxied", "password": PASSWORD})
        assert "secure" not in flags(plain.headers["set-cookie"].lower())


def flags(set_cookie: str) -> list[str]:
    return [part.strip() for part in set_cookie.split(";")]


@pytest.mark.pg
@pytest.mark.redis
def test_a_replaced_token_closes_its_sockets_in_every_process_within_a_second(pair: list[ServerProcess]) -> None:
    one, two = pair
    ann, bob = browser(one), browser(two)
    table_id, ann_token, _ = duel(ann, bob)
    sockets = [SeatSocket(server.ws, table_id, ann_token) for server in (one, two) for _ in range(4)]
    states = [ready(socket) for socket in sockets]
    started = time.monotonic()
    assert ann.post(f"/api/tables/{table_id}/seats/0/token", headers=bearer(ann_token)).status_code == 200
    act_in_flight(sockets[-1], states[-1])  # in flight on the other process: refused
    for socket in sockets:
        assert closed(socket)[0] == 4403
    assert time.monotonic() - started < WITHIN
    state = httpx.get(f"{two.url}/api/tables/{table_id}/state").json()
    assert state["log_index"] == 0


@pytest.mark.pg
@pytest.mark.redis
def test_a_claim_and_a_sign_out_close_sockets_on_the_other_process(pair: list[ServerProcess]) -> None:
    one, two = pair
    ann, bob = browser(one), browser(two)
    table_id, ann_token, _ = duel(ann, bob)
    copied = SeatSocket(two.ws, table_id, ann_token)
    state = ready(copied)
    sign_up(ann, "clusterclaimer")
    started = time.monotonic()
    assert ann.post(f"/api/tables/{table_id}/seats/0/claim", headers=bearer(ann_token)).status_code == 200
    act_in_flight(copied, state)
    assert closed(copied) == (4403, "revoked")
    mine = SeatSocket(two.ws, table_id, cookie=cookie(ann))
    assert ready(mine)["seat"] == 0
    assert time.monotonic() - started < 2 * WITHIN
    started = time.monotonic()
    assert ann.post("/api/account/signout").status_code == 204
    assert closed(mine) == (4401, "signed_out")
    assert time.monotonic() - started < WITHIN


@pytest.mark.pg
@pytest.mark.redis
def test_a_new_invite_key_closes_watchers_on_the_other_process(pair: list[ServerProcess]) -> None:
    one, two = pair
    ann, bob = browser(one), browser(two)
    table_id, ann_token, _ = duel(ann, bob, private=True)
    key = ann.get(f"/api/tables/{table_id}/state", headers=bearer(ann_token)).json()["invite"]
    watchers = [SeatSocket(server.ws, table_id, invite=key) for server in (one, two)]
    for watcher in watchers:
        ready(watcher)
    assert ann.post(f"/api/tables/{table_id}/invite", headers=bearer(ann_token)).status_code == 200
    for watcher in watchers:
        assert closed(watcher) == (4403, "revoked")


@pytest.mark.pg
@pytest.mark.redis
def test_a_process_that_hears_no_signal_still_refuses_the_action_of_a_replaced_token(
    pg_url: str, redis_url: str, channel: str
) -> None:
    one = ServerProcess(pg_url, "--redis", redis_url, "--redis-prefix", channel, "--resync", "3600")
    # Another channel: this process hears none of the first one's signals; the database decides.
    deaf = ServerProcess(pg_url, "--redis", redis_url, "--redis-prefix", channel + ":deaf", "--resync", "3600")
    with running([one, deaf]):
        ann, bob = browser(one), browser(one)
        table_id, ann_token, _ = duel(ann, bob)
        socket = SeatSocket(deaf.ws, table_id, ann_token)
        state = ready(socket)
        assert ann.post(f"/api/tables/{table_id}/seats/0/token", headers=bearer(ann_token)).status_code == 200
        act_first_legal(socket, state)
        assert closed(socket, patience=5) == (4403, "revoked")
        assert httpx.get(f"{one.url}/api/tables/{table_id}/state").json()["log_index"] == 0
