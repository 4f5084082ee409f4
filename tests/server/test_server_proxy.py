"""The shipped nginx configuration (deploy/nginx/agora.conf) in front of two processes on PostgreSQL and
Redis, over HTTPS with a certificate made for the test: a game played through it, each table on one
process, Secure cookies, client addresses from the proxy only, and a table moving when its process dies."""

from __future__ import annotations

import re
import ssl
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
from nginx_front import Nginx, self_signed
from serverproc import ServerProcess, running
from websockets.exceptions import ConnectionClosed
from wsclient import SeatSocket

from agora.server.accounts import COOKIE

pytestmark = [pytest.mark.pg, pytest.mark.redis, pytest.mark.usefixtures("nginx_installed")]

PASSWORD = "seven quiet harbours 1843"
PLAYERS = 2


class Front:
    """nginx over HTTPS in front of the processes, and what a client needs to trust it."""

    def __init__(self, nginx: Nginx, servers: list[ServerProcess], certificate: Path) -> None:
        self.nginx = nginx
        self.servers = servers
        self.tls = ssl.create_default_context(cafile=str(certificate))
        self.url = nginx.url
        self.ws = self.url.replace("https", "wss", 1)
        self.http = self.client()

    def client(self, source: str = "127.0.0.1") -> httpx.Client:
        """An HTTPS client of the proxy, connecting from `source` (any 127.x address is this machine)."""
        transport = httpx.HTTPTransport(verify=self.tls, local_address=source)
        return httpx.Client(base_url=self.url, transport=transport, timeout=30)

    def socket(self, table_id: str, token: str) -> SeatSocket:
        """A seat's socket through the proxy (WSS)."""
        return SeatSocket(self.ws, table_id, token, tls=self.tls)

    def upstreams(self, path: str) -> set[str]:
        """The processes (their addresses) that nginx passed the requests for `path` to, from its access log."""
        found = set()
        for line in self.nginx.access_log.read_text().splitlines():
            _client, _method, uri, _status, upstream = line.split(" ", 4)
            if uri == path:
                found.add(upstream)
        return found

    def sockets_open(self) -> list[int]:
        """Each process's open table sockets, asked of it directly."""
        return [open_sockets(server) for server in self.servers]


def open_sockets(server: ServerProcess) -> int:
    found = re.search(r"^agora_open_sockets (\S+)$", server.http.get("/metrics").text, re.M)
    assert found is not None, "no agora_open_sockets in /metrics"
    return int(float(found[1]))


@contextmanager
def proxied(folder: Path, pg_url: str, redis_url: str, channel: str) -> Iterator[Front]:
    """Two processes trusting the proxy's address, and nginx in front of them."""
    shared = ["--redis", redis_url, "--redis-prefix", channel, "--trusted-proxy", "127.0.0.1",
              "--bot-tables-per-address", "1"]
    with running([ServerProcess(pg_url, *shared) for _ in range(2)]) as servers:
        cert, key = self_signed(folder)
        nginx = Nginx(folder, [server.port for server in servers], cert, key).start(cert)
        front = Front(nginx, servers, cert)
        try:
            yield front
        finally:
            front.http.close()
            nginx.stop()


@pytest.fixture(scope="module")
def front(tmp_path_factory: pytest.TempPathFactory, pg_url: str, redis_url: str, channel: str) -> Iterator[Front]:
    with proxied(tmp_path_factory.mktemp("nginx"), pg_url, redis_url, channel) as running_front:
        yield running_front


def duel(http: httpx.Client) -> tuple[str, list[str]]:
    """A Pebbles table of two people, both seated through the proxy: its id and the seats' tokens."""
    body = {"game": "pebbles", "seats": [{"kind": "human"}] * PLAYERS, "join_as": "ann"}
    made = http.post("/api/tables", json=body)
    assert made.status_code == 201, made.text
    table_id: str = made.json()["table"]["id"]
    joined = http.post(f"/api/tables/{table_id}/join", json={"name": "bob"})
    assert joined.status_code == 200, joined.text
    return table_id, [made.json()["joined"]["token"], joined.json()["token"]]


def act(sockets: list[SeatSocket], states: list[dict[str, Any]]) -> tuple[int, int, str]:
    """The first seat that may act plays its first legal action: (log index, seat, action), once accepted."""
    seat = next(seat for seat, state in enumerate(states) if state["legal"])
    index, action = states[seat]["log_index"], states[seat]["legal"][0]["code"]
    sockets[seat].send(action=action, log_index=index)
    assert sockets[seat].until_any("accepted", "error") == {"type": "accepted", "log_index": index}
    return index, seat, action


def play_out(sockets: list[SeatSocket], played: list[tuple[int, int, str]]) -> dict[str, Any]:
    """Both seats play until the game ends; every accepted action is added to `played`. The last state."""
    states = [socket.state_at_least(len(played)) for socket in sockets]
    for _ in range(200):
        if states[0]["status"] == "finished":
            return states[0]
        played.append(act(sockets, states))
        states = [socket.state_at_least(len(played)) for socket in sockets]
    raise AssertionError("the game did not end")


def logged(front: Front, table_id: str) -> list[tuple[int, int, str]]:
    """The finished table's log, as (index, seat, action)."""
    actions = front.http.get(f"/api/tables/{table_id}/log").json()["actions"]
    return [(index, entry["seat"], entry["action"]) for index, entry in enumerate(actions)]


def test_a_game_is_played_through_the_proxy_over_https_and_wss_on_one_process(front: Front) -> None:
    table_id, tokens = duel(front.http)
    sockets = [front.socket(table_id, token) for token in tokens]
    try:
        # Both seats' sockets reached one process: each sees the other online (a process sees only its own).
        for socket in sockets:
            if socket.state_at_least(0)["connected"] != [0, 1]:
                socket.until("state", connected=[0, 1])
        assert sorted(front.sockets_open()) == [0, PLAYERS]
        played: list[tuple[int, int, str]] = []
        last = play_out(sockets, played)
        assert last["status"] == "finished" and last["outcome"] is not None
    finally:
        for socket in sockets:
            socket.close()
    assert logged(front, table_id) == played
    # Every request naming the table, the sockets' upgrades among them, went to one process.
    paths = [f"/api/tables/{table_id}/join", f"/api/tables/{table_id}/socket", f"/api/tables/{table_id}/log"]
    owners = set().union(*(front.upstreams(path) for path in paths))
    assert len(owners) == 1


def test_each_table_stays_on_one_process_and_the_tables_spread_over_both(front: Front) -> None:
    body = {"game": "pebbles", "seats": [{"kind": "human"}] * PLAYERS}
    tables = [front.http.post("/api/tables", json=body).json()["table"]["id"] for _ in range(20)]
    for table_id in tables:
        for path in (f"/api/tables/{table_id}", f"/api/tables/{table_id}/state", f"/table/{table_id}"):
            assert front.http.get(path).status_code == 200
    owners = [front.upstreams(f"/api/tables/{table_id}") for table_id in tables]
    for table_id, owner in zip(tables, owners, strict=True):
        assert len(owner) == 1
        assert front.upstreams(f"/api/tables/{table_id}/state") == owner
        assert front.upstreams(f"/table/{table_id}") == owner
    # 20 tables on a ring of two: all on one process, under one chance in ten thousand even for a ring split 60/40.
    assert len(set().union(*owners)) == 2


def test_the_session_cookie_is_secure_behind_https_and_plain_http_is_sent_to_https(front: Front) -> None:
    answer = front.http.post("/api/account/signup", json={"name": "proxied", "password": PASSWORD})
    assert answer.status_code == 201, answer.text
    flags = [part.strip().lower() for part in answer.headers["set-cookie"].split(";")]
    assert flags[0].startswith(f"{COOKIE}=") and "secure" in flags and "httponly" in flags
    # The same process asked directly over plain HTTP: no forwarded scheme, no Secure.
    direct = front.servers[0].http.post("/api/account/signin", json={"name": "proxied", "password": PASSWORD})
    assert "secure" not in [part.strip().lower() for part in direct.headers["set-cookie"].split(";")]
    redirect = httpx.get(f"http://127.0.0.1:{front.nginx.http_port}/table/abc?x=1")
    assert redirect.status_code == 301
    assert redirect.headers["location"] == "https://127.0.0.1/table/abc?x=1"


def test_the_client_address_is_the_one_the_proxy_saw_and_no_one_elses(front: Front) -> None:
    """Each address may run one bots-only table here (--bot-tables-per-address 1): what the
    processes count per address shows which address they believed."""
    bots = {"game": "pebbles", "seats": [{"kind": "bot"}] * PLAYERS}
    first, second, third = (front.client(source) for source in ("127.0.0.2", "127.0.0.3", "127.0.0.4"))
    try:
        assert first.post("/api/tables", json=bots).status_code == 201
        # All of nginx's connections to the processes come from 127.0.0.1: only X-Forwarded-For tells them apart.
        assert first.post("/api/tables", json=bots).status_code == 429
        assert second.post("/api/tables", json=bots).status_code == 201
        # A client's own X-Forwarded-For is replaced by nginx: 127.0.0.4 cannot pose as a fresh address.
        spoofed = {"X-Forwarded-For": "198.51.100.7"}
        assert third.post("/api/tables", json=bots, headers=spoofed).status_code == 201
        assert third.post("/api/tables", json=bots, headers=spoofed).status_code == 429
    finally:
        for client in (first, second, third):
            client.close()
    # A process believes forwarded headers from the proxy's address only: asked directly from 127.0.0.4, the
    # header names an address with no table yet, but the process counts 127.0.0.4's table.
    transport = httpx.HTTPTransport(local_address="127.0.0.4")
    with httpx.Client(base_url=front.servers[1].url, transport=transport) as direct:
        assert direct.post("/api/tables", json=bots, headers={"X-Forwarded-For": "198.51.100.8"}).status_code == 429


def test_a_table_moves_to_the_other_process_when_its_own_is_killed(
    tmp_path: Path, fresh_pg: Callable[[], tuple[str, str]], redis_url: str, channel: str
) -> None:
    # A database of its own: on the session's, these processes (their own Redis prefix: no keeper of the
    # others' tables is theirs) would take and play every unfinished bots' table the earlier tests left.
    pg_url, _name = fresh_pg()
    with proxied(tmp_path, pg_url, redis_url, channel + ":kill") as fresh:
        table_id, tokens = duel(fresh.http)
        sockets = [fresh.socket(table_id, token) for token in tokens]
        played: list[tuple[int, int, str]] = []
        states = [socket.state_at_least(0) for socket in sockets]
        for _ in range(3):
            played.append(act(sockets, states))
            states = [socket.state_at_least(len(played)) for socket in sockets]
        owner = fresh.sockets_open().index(PLAYERS)
        # An action in flight when its process dies: sent, and the process killed before its answer is read.
        seat = next(seat for seat, state in enumerate(states) if state["legal"])
        index, action = states[seat]["log_index"], states[seat]["legal"][0]["code"]
        sockets[seat].send(action=action, log_index=index)
        fresh.servers[owner].kill()
        for socket in sockets:
            with pytest.raises(ConnectionClosed):
                socket.until_any("nothing but the close")
        # The seats come back through the proxy: the survivor serves the table from the database.
        sockets = [fresh.socket(table_id, token) for token in tokens]
        try:
            assert open_sockets(fresh.servers[1 - owner]) == PLAYERS
            # Sent once more (a client does not know whether it was taken): applied once, whatever it met.
            sockets[seat].send(action=action, log_index=index)
            answer = sockets[seat].until_any("accepted", "error")
            assert answer == {"type": "accepted", "log_index": index} or answer.get("code") == "duplicate", answer
            played.append((index, seat, action))
            last = play_out(sockets, played)
            assert last["status"] == "finished"
        finally:
            for socket in sockets:
                socket.close()
        assert logged(fresh, table_id) == played
