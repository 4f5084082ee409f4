"""Email for turn-based moves, end to end: real server processes send to a real SMTP server (aiosmtpd) on a
free port. Two accounts sit at a table; ann is away (no socket) unless she moves, bob always has a socket."""

from __future__ import annotations

import os
import re
import socket
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis
from serverproc import ServerProcess, running
from smtp_box import SmtpServer
from sqlalchemy import create_engine, text
from wsclient import PATIENCE, SeatSocket

from agora.server import Settings
from agora.server.environment import smtp_from_environment

PASSWORD = "a long password, hard to guess"
TURN = {"kind": "turn", "move_hours": 24, "game_days": 30}
REALTIME = {"kind": "realtime", "bank_seconds": 3600, "increment_seconds": 10}


@dataclass
class Player:
    """A signed-in account: its HTTP client (holding the session cookie) and its address."""

    name: str
    http: httpx.Client
    address: str

    @property
    def cookie(self) -> str:
        return "; ".join(f"{key}={value}" for key, value in self.http.cookies.items())


def sign_up(server: ServerProcess, name: str, smtp: SmtpServer | None = None, **preferences: Any) -> Player:
    """A new account with an address; with the server's `smtp`, the address confirmed by the link mailed to it
    (that email taken out of the mailbox, so that a test counts the others)."""
    http = httpx.Client(base_url=server.url, timeout=30)
    assert http.post("/api/account/signup", json={"name": name, "password": PASSWORD}).status_code == 201
    address = f"{name}@example.test"
    put = http.put("/api/account/notifications", json={"email": address, "language": None, **preferences})
    assert put.status_code == 200, put.text
    if smtp is not None:
        confirmed = http.post(confirm_path(smtp, address))
        assert confirmed.status_code == 200 and http.get("/api/account/notifications").json()["confirmed"]
    return Player(name, http, address)


def confirm_path(smtp: SmtpServer, address: str) -> str:
    """The path of the link that confirms the address, from its email (taken out of the mailbox)."""
    mail = smtp.mailbox.take(address, "/confirm-email/")
    found = re.search(r"http://127\.0\.0\.1:\d+(/confirm-email/\S+)", mail.get_content())
    assert found is not None and mail["List-Unsubscribe"] is None
    return found.group(1)


def duel(ann: Player, bob: Player, clock: dict[str, Any], rounds: int = 5) -> tuple[str, str, str]:
    """A table of ann (seat 0) and bob (seat 1), both seated: (table, ann's token, bob's token)."""
    body = {"game": "pebbles", "options": {"players": 2, "rounds": rounds}, "clock": clock,
            "seats": [{"kind": "human"}, {"kind": "human"}], "join_as": ann.name}
    created = ann.http.post("/api/tables", json=body)
    assert created.status_code == 201, created.text
    table_id = created.json()["table"]["id"]
    joined = bob.http.post(f"/api/tables/{table_id}/join", json={})
    assert joined.status_code == 200, joined.text
    return table_id, created.json()["joined"]["token"], joined.json()["token"]


class Table:
    """One duel played from the tests: bob's socket stays open; ann's opens for each of her moves."""

    def __init__(self, ann_server: ServerProcess, bob_server: ServerProcess, ann: Player, bob: Player,
                 clock: dict[str, Any], redis_at: tuple[str, str] | None = None) -> None:
        self.ann, self.bob, self.ann_server = ann, bob, ann_server
        self.redis_at = redis_at  # (URL, prefix) when the processes say in Redis who is at the table
        self.id, self.ann_token, bob_token = duel(ann, bob, clock)
        self.bob_socket = SeatSocket(bob_server.ws, self.id, bob_token, cookie=bob.cookie)
        self.log_index = self.bob_socket.state_at_least(0)["log_index"]
        self.accepted: list[float] = []  # when each move of bob's that gave ann the turn was accepted

    def ann_moves(self, *actions: str) -> None:
        """Ann comes, acts, and goes (bob's socket sees her go before anything else happens)."""
        socket = SeatSocket(self.ann_server.ws, self.id, self.ann_token, cookie=self.ann.cookie)
        for action in actions:
            socket.state_at_least(self.log_index)
            socket.send(action=action, log_index=self.log_index)
            self.log_index = socket.until("accepted")["log_index"] + 1
        socket.close()
        if self.redis_at is not None:  # her going is in Redis (two processes): bob's socket may not see it
            until_absent(*self.redis_at, self.id, 0)
            return
        deadline = time.monotonic() + PATIENCE
        while True:
            state = self.bob_socket.state_at_least(self.log_index)
            if 0 not in state["connected"] or time.monotonic() > deadline:
                break
            self.bob_socket.until("state")

    def bob_moves(self, action: str) -> None:
        self.bob_socket.state_at_least(self.log_index)
        self.bob_socket.send(action=action, log_index=self.log_index)
        self.log_index = self.bob_socket.until("accepted")["log_index"] + 1
        self.accepted.append(time.time())

    def play_round(self) -> int:
        """One round of Pebbles (not the last: that one's end ends the game, and nobody has a turn): bob's moves
        give ann the turn twice (after both picks, and at the round's end); ann's give bob the turn once, with
        his socket open. The turns given to ann."""
        self.ann_moves("pick 1")
        self.bob_moves("pick 2")  # both picked: ann's turn to move
        self.ann_moves("end")  # bob's turn (he is here)
        self.bob_moves("end")  # a new round: both to pick, ann told
        return 2

    def close(self) -> None:
        self.bob_socket.close()


def turn_rows(db: str) -> list[tuple[int, str, str | None]]:
    """The outbox's turn emails: (account, table, sent_at) of each row."""
    engine = create_engine(db)
    try:
        with engine.connect() as connection:
            rows = connection.execute(text("SELECT account_id, match_id, sent_at FROM outbox WHERE kind = 'turn' "
                                           "AND channel = 'email' ORDER BY id"))
            return [(int(a), str(m), s) for a, m, s in rows]
    finally:
        engine.dispose()


def attempts(db: str) -> list[int]:
    """How often each turn email of the outbox was tried."""
    engine = create_engine(db)
    try:
        with engine.connect() as connection:
            query = text("SELECT attempts FROM outbox WHERE kind = 'turn' ORDER BY id")
            return [int(n) for n in connection.execute(query).scalars()]
    finally:
        engine.dispose()


def outbox_ids(messages: list[EmailMessage]) -> list[str]:
    return [str(message["X-Agora-Outbox"]) for message in messages]


def test_each_move_that_gives_an_absent_player_the_turn_is_one_email(tmp_path: Path, smtp: SmtpServer) -> None:
    db = f"sqlite:///{tmp_path / 'agora.db'}"
    with running([ServerProcess(db, "--smtp-port", str(smtp.port))]) as (server,):
        ann, bob = sign_up(server, "ann", smtp), sign_up(server, "bob", smtp)
        realtime = Table(server, server, ann, bob, REALTIME)
        realtime.play_round()
        realtime.close()
        table = Table(server, server, ann, bob, TURN)
        given = sum(table.play_round() for _ in range(3))
        table.close()
        received = smtp.mailbox.wait_for(ann.address, given)
        # Once every email has come, the outbox holds one row a turn given, each sent: nothing more will go.
        rows = turn_rows(db)
    assert len(received) == given == 6
    assert len(set(outbox_ids(received))) == given  # no duplicates
    assert smtp.mailbox.to(bob.address) == []  # bob's turns came while his socket was open
    assert [(account, table_id) for account, table_id, _ in rows] == [(1, table.id)] * given  # none for real time
    assert all(sent is not None for _, _, sent in rows)
    message = received[0]
    assert message["Subject"] == "Your move at Pebbles"
    assert f"{server.url}/table/{table.id}" in message.get_content()
    assert "bob has moved" in message.get_content()
    assert message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"


def test_the_unsubscribe_link_turns_the_kind_off_and_a_tampered_one_is_refused(
    tmp_path: Path, smtp: SmtpServer
) -> None:
    db = f"sqlite:///{tmp_path / 'agora.db'}"
    with running([ServerProcess(db, "--smtp-port", str(smtp.port))]) as (server,):
        ann, bob = sign_up(server, "ann", smtp, language="el"), sign_up(server, "bob", smtp)
        table = Table(server, server, ann, bob, TURN)
        table.ann_moves("pick 1")
        table.bob_moves("pick 2")
        (message,) = smtp.mailbox.wait_for(ann.address, 1)
        assert message["Content-Language"] == "el" and message["Subject"] != "Your move at Pebbles"
        link = str(message["List-Unsubscribe"]).strip().strip("<>")
        path = link.removeprefix(server.url)
        assert path.startswith("/unsubscribe/1/turn/") and path in message.get_content()
        stranger = httpx.Client(base_url=server.url, timeout=30)  # not signed in
        tampered = [path[:-1] + ("0" if path[-1] != "0" else "1"), path.replace("/1/", "/2/"),
                    path.replace("/turn/", "/digest/"), path + "0" * 100]
        for wrong in tampered:
            assert stranger.post(wrong, data={"List-Unsubscribe": "One-Click"}).status_code in (403, 404, 422)
        assert ann.http.get("/api/account/notifications").json()["turn"] is True
        assert stranger.get(path).status_code == 200  # a page that asks: opening the link changes nothing
        assert ann.http.get("/api/account/notifications").json()["turn"] is True
        assert stranger.post(path, data={"List-Unsubscribe": "One-Click"}).status_code == 200
        assert ann.http.get("/api/account/notifications").json()["turn"] is False
        table.ann_moves("end")
        table.bob_moves("end")  # ann's turn again: she wants no email now
        table.ann_moves("pick 1")
        table.bob_moves("pick 1")
        table.close()
        # The proof that nothing was queued: bob, who still wants them, is told of his turn later.
        bob_away = Table(server, server, bob, ann, TURN)  # bob sits at seat 0 here, away
        bob_away.ann_moves("pick 1")
        bob_away.bob_moves("pick 1")
        smtp.mailbox.wait_for(bob.address, 1)
        bob_away.close()
        rows = turn_rows(db)
    assert len(smtp.mailbox.to(ann.address)) == 1
    assert [account for account, _, _ in rows] == [1, 2]


def test_preferences_are_checked(tmp_path: Path, smtp: SmtpServer) -> None:
    db = f"sqlite:///{tmp_path / 'agora.db'}"
    with running([ServerProcess(db, "--smtp-port", str(smtp.port))]) as (server,):
        guest = httpx.Client(base_url=server.url, timeout=30)
        assert guest.get("/api/account/notifications").status_code == 401
        assert guest.put("/api/account/notifications", json={"email": "a@b.test"}).status_code == 401
        ann = sign_up(server, "ann")
        for bad in [{"email": "no-at-sign"}, {"email": "a@b.test\r\nBcc: x@y.test"}, {"email": "a@" + "b" * 300},
                    {"language": "xx"}, {"turn": "maybe"}, {"extra": 1}, {"email": ["a@b.test"]}]:
            assert ann.http.put("/api/account/notifications", json=bad).status_code == 422, bad
        assert ann.http.get("/api/account/notifications").json()["email"] == ann.address  # unchanged
        assert ann.http.put("/api/account/notifications", json={"email": None}).status_code == 200
        assert ann.http.get("/api/account/notifications").json()["email"] is None


def test_emails_queued_while_smtp_is_down_are_sent_once_after_a_restart(tmp_path: Path, smtp: SmtpServer) -> None:
    db = f"sqlite:///{tmp_path / 'agora.db'}"
    # Retries at most a second apart: the restarted server finds them due at once (a test of the back-off's
    # cap; by default a row waits up to 5 minutes after many failures).
    server = ServerProcess(db, "--smtp-port", str(smtp.port), "--outbox-poll", "0.1", "--outbox-retry", "1")
    with running([server]):
        ann, bob = sign_up(server, "ann", smtp), sign_up(server, "bob", smtp)
        smtp.stop()
        table = Table(server, server, ann, bob, TURN)
        given = table.play_round() + table.play_round()
        table.close()
        deadline = time.monotonic() + PATIENCE
        tried = attempts(db)
        while not (len(tried) == given and min(tried) >= 1) and time.monotonic() < deadline:
            time.sleep(0.05)
            tried = attempts(db)
    rows = turn_rows(db)
    assert len(rows) == given and all(sent is None for _, _, sent in rows), rows
    assert len(tried) == given and min(tried) >= 1, tried  # each was tried, and failed
    smtp.start()
    with running([ServerProcess(db, "--smtp-port", str(smtp.port))]):
        received = smtp.mailbox.wait_for(ann.address, given)
        rows = turn_rows(db)
    assert len(received) == given == 4 and len(set(outbox_ids(received))) == given
    assert all(sent is not None for _, _, sent in rows)


@pytest.mark.pg
@pytest.mark.redis
def test_two_processes_send_each_email_once(pg_url: str, redis_url: str, channel: str, smtp: SmtpServer) -> None:
    """Both processes' senders look at the outbox 20 times a second; each email still goes once. Ann plays on
    one process, bob on the other; the figures printed: delivery latency over the moves."""
    shared = ["--redis", redis_url, "--redis-prefix", channel, "--smtp-port", str(smtp.port), "--outbox-poll", "0.05"]
    with running([ServerProcess(pg_url, *shared) for _ in range(2)]) as (one, two):
        # bob wants turn emails, but his socket, on two, keeps them away
        ann, bob = sign_up(one, "ann_c", smtp), sign_up(two, "bob_c", smtp)
        tables = [Table(one, two, ann, bob, TURN, (redis_url, channel)) for _ in range(9)]
        given = sum(table.play_round() for table in tables for _ in range(3))  # of 5 rounds: none ends
        for table in tables:
            table.close()
        received = smtp.mailbox.wait_for(ann.address, given)
        ours = {table.id for table in tables}  # the database is the session's: other tests' rows are in it
        rows = [row for row in turn_rows(pg_url) if row[1] in ours]
    assert len(received) == given == 54
    assert len(set(outbox_ids(received))) == given  # duplicates: none
    assert len(rows) == given and all(sent is not None for _, _, sent in rows)
    assert smtp.mailbox.to(bob.address) == []  # ann's moves, made on one, gave him the turn 27 times
    # Latency: bob's move accepted (committed) -> the SMTP server has the email, in the order of the moves.
    arrivals = sorted(when for when, recipients, _ in smtp.mailbox.received if ann.address in recipients)
    accepted = sorted(when for table in tables for when in table.accepted)
    latencies = sorted((arrived - moved) * 1000 for moved, arrived in zip(accepted, arrivals, strict=True))
    p95 = latencies[int(len(latencies) * 0.95) - 1]
    print(f"\nturn emails: {given} moves, duplicates 0, latency p50 {statistics.median(latencies):.0f} ms, "
          f"p95 {p95:.0f} ms (two processes, PostgreSQL)")


def seat_present(redis_url: str, prefix: str, table_id: str, seat: int) -> bool:
    """Whether some process's word that the seat has the table open is in Redis (see presence.py)."""
    client = redis.Redis.from_url(redis_url)
    try:
        return bool(client.zcard(f"{prefix}:presence:{table_id}:{seat}"))
    finally:
        client.close()


def until_absent(redis_url: str, prefix: str, table_id: str, seat: int) -> float:
    """Wait until no process says the seat is at the table; how long that took (s)."""
    started = time.monotonic()
    while seat_present(redis_url, prefix, table_id, seat) and time.monotonic() < started + PATIENCE:
        time.sleep(0.02)
    assert not seat_present(redis_url, prefix, table_id, seat)
    return time.monotonic() - started


def accounts_told(db: str) -> list[int]:
    """The account of each row of the outbox, in order."""
    return [account for account, _, _ in turn_rows(db)]


@pytest.mark.pg
@pytest.mark.redis
def test_a_player_at_the_table_on_another_process_is_emailed_only_once_gone(
    fresh_pg: Callable[[], tuple[str, str]], redis_url: str, channel: str, smtp: SmtpServer
) -> None:
    """Bob's socket is on process two, ann moves through process one: one knows bob is at the table (Redis),
    and emails him only once his socket has closed."""
    db, _ = fresh_pg()
    shared = ["--redis", redis_url, "--redis-prefix", channel, "--smtp-port", str(smtp.port), "--outbox-poll", "0.05"]
    with running([ServerProcess(db, *shared) for _ in range(2)]) as (one, two):
        ann, bob = sign_up(one, "ann", smtp), sign_up(two, "bob", smtp)  # accounts 1 and 2
        table = Table(one, two, ann, bob, TURN, (redis_url, channel))
        assert seat_present(redis_url, channel, table.id, 1)
        table.ann_moves("pick 1")
        table.bob_moves("pick 2")  # ann's turn, and she is away: told
        table.ann_moves("end")  # through one: bob's turn, his socket open on two
        assert accounts_told(db) == [1]  # a move's email is queued with it, or never
        table.bob_moves("end")  # a new round: ann told again
        table.ann_moves("pick 1")
        table.bob_moves("pick 2")  # ann's turn to move
        table.close()  # bob leaves
        until_absent(redis_url, channel, table.id, 1)
        table.ann_moves("end")  # bob's turn, and now he is away
        assert accounts_told(db) == [1, 1, 1, 2]
        (told,) = smtp.mailbox.wait_for(bob.address, 1)
        assert "ann has moved" in told.get_content()
        assert len(smtp.mailbox.wait_for(ann.address, 3)) == 3


def test_with_redis_away_a_process_sees_its_own_sockets_as_alone(tmp_path: Path, smtp: SmtpServer) -> None:
    """Redis named but hanging (a port that takes connections and never answers): sockets open and moves are
    made without waiting for it each time, and the turn emails are those of a process alone (its own sockets
    seen)."""
    db = f"sqlite:///{tmp_path / 'agora.db'}"
    hanging = socket.socket()
    hanging.bind(("127.0.0.1", 0))
    hanging.listen(64)  # the kernel completes connections; nobody reads them
    nowhere = f"redis://127.0.0.1:{hanging.getsockname()[1]}/0"
    with hanging, running([ServerProcess(db, "--redis", nowhere, "--smtp-port", str(smtp.port))]) as (server,):
        ann, bob = sign_up(server, "ann", smtp), sign_up(server, "bob", smtp)
        started = time.monotonic()
        table = Table(server, server, ann, bob, TURN)
        given = table.play_round()  # ann's socket opens and closes twice
        took = time.monotonic() - started
        table.close()
        assert len(smtp.mailbox.wait_for(ann.address, given)) == given == 2
        assert accounts_told(db) == [1, 1]  # bob, at the table in this process, is not told
    print(f"\nRedis hanging: a table made and a round played in {took:.2f} s")
    assert took < 2, took


@pytest.mark.pg
@pytest.mark.redis
def test_the_word_of_a_process_that_dies_runs_out(
    fresh_pg: Callable[[], tuple[str, str]], redis_url: str, channel: str, smtp: SmtpServer
) -> None:
    """Bob's socket is on a process that is killed (-9: it takes nothing back). Its word that bob is at the
    table runs out within --presence seconds, and ann's next move emails him."""
    db, _ = fresh_pg()
    shared = ["--redis", redis_url, "--redis-prefix", channel, "--smtp-port", str(smtp.port), "--outbox-poll", "0.05",
              "--presence", "2"]
    with running([ServerProcess(db, *shared) for _ in range(2)]) as (one, two):
        ann, bob = sign_up(one, "ann", smtp), sign_up(two, "bob", smtp)
        table = Table(one, two, ann, bob, TURN, (redis_url, channel))
        table.ann_moves("pick 1")
        table.bob_moves("pick 2")
        time.sleep(2.5)  # longer than the word holds: renewed while the socket lives
        assert seat_present(redis_url, channel, table.id, 1)
        two.kill()
        assert seat_present(redis_url, channel, table.id, 1)  # nobody took it back
        waited = until_absent(redis_url, channel, table.id, 1)
        ann_socket = SeatSocket(one.ws, table.id, table.ann_token, cookie=ann.cookie)
        ann_socket.state_at_least(table.log_index)
        ann_socket.send(action="end", log_index=table.log_index)
        ann_socket.until("accepted")
        ann_socket.close()
        assert accounts_told(db) == [1, 2]
        smtp.mailbox.wait_for(bob.address, 1)
    assert 0.3 < waited < 2.5, waited


def test_the_email_settings_travel_from_agora_serve_to_the_server_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What `agora serve` puts in the environment is what each worker's app is configured with (the password
    read from its file); with no SMTP host, email is off."""
    for name in [n for n in os.environ if n.startswith("AGORA_SERVER_SMTP") or n == "AGORA_SERVER_PUBLIC_URL"]:
        monkeypatch.delenv(name)
    assert smtp_from_environment() == {}
    (tmp_path / "password").write_text("s3cret words\n")
    monkeypatch.setenv("AGORA_SERVER_SMTP_HOST", "mail.example.test")
    monkeypatch.setenv("AGORA_SERVER_SMTP_PORT", "587")
    monkeypatch.setenv("AGORA_SERVER_SMTP_SECURITY", "starttls")
    monkeypatch.setenv("AGORA_SERVER_SMTP_USER", "agora")
    monkeypatch.setenv("AGORA_SERVER_SMTP_PASSWORD_FILE", str(tmp_path / "password"))
    monkeypatch.setenv("AGORA_SERVER_SMTP_FROM", "Agora <games@example.test>")
    monkeypatch.setenv("AGORA_SERVER_PUBLIC_URL", "https://games.example.test")
    settings = Settings(**smtp_from_environment())
    assert (settings.smtp_host, settings.smtp_port, settings.smtp_security, settings.smtp_user, settings.smtp_password,
            settings.smtp_from, settings.public_url) == (
        "mail.example.test", 587, "starttls", "agora", "s3cret words", "Agora <games@example.test>",
        "https://games.example.test")
