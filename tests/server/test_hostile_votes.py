"""Hostile votes and stand-ins, against a real server over real sockets: coming back calls off the
vote on the seat and restarts its clock with a fresh turn; a seat that was ever out of a rated game
never gains rating from it, whatever path it took back (left, out of time, played by a stand-in); and
a vote to end cannot void a rated game once the seat is back."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

import httpx
import pytest
from openskill.models import PlackettLuce
from serverproc import ServerProcess, running
from test_server_ratings import PASSWORD, ratings, until
from wsclient import SeatSocket

from agora.server.accounts import COOKIE
from agora.server.ratings import rate
from agora.server.store.ratings import Skill

MODEL = PlackettLuce()


@dataclass
class Player:
    """A signed-in player: an HTTP client with the account's session, and a socket once seated."""

    name: str
    http: httpx.Client
    socket: SeatSocket | None = None
    acted: int = 0  # actions of theirs the server accepted

    def state(self, table_id: str) -> dict[str, Any]:
        """The table's state as this player's seat sees it."""
        answer: dict[str, Any] = self.http.get(f"/api/tables/{table_id}/state").json()
        return answer

    def post(self, table_id: str, what: str, **body: Any) -> int:
        """POST .../{what} (leave, back, vote): the status code."""
        return self.http.post(f"/api/tables/{table_id}/{what}", json=body).status_code

    def sit(self, server: ServerProcess, table_id: str) -> None:
        """Open the seat's socket (by the session cookie alone)."""
        self.socket = SeatSocket(server.ws, table_id, cookie=f"{COOKIE}={self.http.cookies[COOKIE]}")

    def act(self, table_id: str) -> bool:
        """Play the last legal action if there is one; whether it was accepted."""
        mine = self.state(table_id)
        if not mine["legal"] or mine["status"] != "active":
            return False
        assert self.socket is not None
        self.socket.send(action=mine["legal"][-1]["code"], log_index=mine["log_index"])
        accepted: bool = self.socket.until_any("accepted", "error")["type"] == "accepted"
        self.acted += accepted
        return accepted


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    """A real server on an SQLite file; its stand-ins and bots think briefly, after a short pause."""
    running = ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", "--bot-delay", "0.2", "--bot-seconds", "0.3")
    try:
        yield running.start()
    finally:
        running.stop()


def signed_up(server: ServerProcess, *names: str) -> list[Player]:
    """New accounts, each signed in on its own client."""
    players = []
    for name in names:
        http = httpx.Client(base_url=server.url, timeout=30)
        assert http.post("/api/account/signup", json={"name": name, "password": PASSWORD}).status_code == 201
        players.append(Player(name, http))
    return players


def open_table(server: ServerProcess, players: list[Player], seats: list[dict[str, Any]], rounds: int,
               clock: dict[str, Any] | None = None) -> str:
    """A Pebbles table the first player opens and the others join, each with a socket open."""
    body = {"game": "pebbles", "options": {"players": len(seats), "rounds": rounds}, "seats": seats,
            "join_as": "x", "clock": clock}
    made = players[0].http.post("/api/tables", json=body)
    assert made.status_code == 201, made.text
    table_id: str = made.json()["table"]["id"]
    for player in players[1:]:
        assert player.http.post(f"/api/tables/{table_id}/join", json={}).status_code == 200
    for player in players:
        player.sit(server, table_id)
    return table_id


def play_out(table_id: str, players: list[Player]) -> dict[str, Any]:
    """Every player plays until the game is over (bots and stand-ins play theirs); the last state."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        seen = players[0].state(table_id)
        if seen["status"] == "finished":
            return seen
        if not any([player.act(table_id) for player in players]):
            time.sleep(0.05)  # a bot or stand-in is thinking
    raise AssertionError("the game did not end")


def lost_alone(opponents: int) -> tuple[float, float]:
    """The mu and sigma of a fresh rating that lost to `opponents` fresh ratings (who stay as they were),
    out of the game: its mu lowered as OpenSkill says, its sigma as it was."""
    [after], *_ = MODEL.rate([[MODEL.rating()] for _ in range(opponents + 1)], ranks=[2.0] + [1.0] * opponents)
    assert after.mu < MODEL.mu
    return after.mu, MODEL.sigma


def rated_as_lost(player: Player, opponents: int) -> None:
    """The player's one rating is a loss to everyone else, and nothing more."""
    [rating] = until(lambda: ratings(player.http, player.name), f"{player.name} is rated")
    mu, sigma = lost_alone(opponents)
    assert rating["games"] == 1
    assert abs(rating["mu"] - mu) < 1e-9 and abs(rating["sigma"] - sigma) < 1e-9


def closed(players: list[Player]) -> None:
    """Close every player's socket and client."""
    for player in players:
        if player.socket is not None:
            player.socket.close()
            player.socket = None
        player.http.close()


def test_coming_back_calls_off_the_vote_so_no_bot_takes_a_present_players_seat(server: ServerProcess) -> None:
    players = ann, bob = signed_up(server, "ann", "bob")
    try:
        table_id = open_table(server, players, [{"kind": "human"}, {"kind": "human"}], rounds=1)
        assert bob.post(table_id, "leave") == 204
        assert ann.state(table_id)["vote"]["seat"] == 1
        assert bob.post(table_id, "back") == 204
        assert ann.state(table_id)["vote"] is None  # nothing left to vote on
        assert ann.post(table_id, "vote", choice="bot") == 409
        seat = ann.state(table_id)["seats"][1]
        assert (seat["away"], seat["standin"]) == (None, False)
        assert bob.act(table_id)  # bob plays his own seat
        finished = play_out(table_id, players)
        assert finished["outcome"] is not None and finished["ended"] is False
        rated_as_lost(bob, 1)  # he was out: a loss for him alone, whatever the game's ranks
        assert ratings(ann.http, "ann") == []
    finally:
        closed(players)


def test_the_vote_moves_on_to_the_next_seat_still_out(server: ServerProcess) -> None:
    players = ann, bob, cyd = signed_up(server, "ann", "bob", "cyd")
    try:
        table_id = open_table(server, players, [{"kind": "human"}] * 3, rounds=1)
        assert bob.post(table_id, "leave") == 204
        assert cyd.post(table_id, "leave") == 204
        assert ann.state(table_id)["vote"] == {"seat": 1, "reason": "left", "voters": [0], "votes": {}}
        assert bob.post(table_id, "back") == 204
        assert ann.state(table_id)["vote"] == {"seat": 2, "reason": "left", "voters": [0, 1], "votes": {}}
        assert ann.post(table_id, "vote", choice="bot") == 204
        assert bob.post(table_id, "vote", choice="bot") == 204
        seats = ann.state(table_id)["seats"]
        assert [(s["away"], s["standin"]) for s in seats] == [(None, False), (None, False), ("left", True)]
    finally:
        closed(players)


def test_a_vote_to_end_cannot_void_a_rated_game_once_the_seat_is_back(server: ServerProcess) -> None:
    players = ann, bob = signed_up(server, "ann", "bob")
    try:
        table_id = open_table(server, players, [{"kind": "human"}, {"kind": "human"}], rounds=1)
        assert ann.act(table_id)
        assert bob.post(table_id, "leave") == 204
        assert bob.post(table_id, "back") == 204
        assert ann.post(table_id, "vote", choice="end") == 409
        going = ann.state(table_id)
        assert (going["status"], going["ended"]) == ("active", False)
        play_out(table_id, players)
        [done] = until(lambda: ann.http.get("/api/players/ann").json()["finished"], "the table is looked at")
        assert done["rated"] is True
        rated_as_lost(bob, 1)
        assert ratings(ann.http, "ann") == []
    finally:
        closed(players)


def test_a_stand_ins_moves_earn_nobody_rating_when_its_player_comes_back(server: ServerProcess) -> None:
    players = ann, bob = signed_up(server, "ann", "bob")
    try:
        table_id = open_table(server, players, [{"kind": "human"}, {"kind": "human", "bot": "easy"}], rounds=2)
        assert bob.post(table_id, "leave") == 204
        assert ann.post(table_id, "vote", choice="bot") == 204
        until(lambda: ann.state(table_id)["view"]["picked"][1], "the stand-in picks for bob")
        assert bob.post(table_id, "back") == 204
        play_out(table_id, players)
        rated_as_lost(bob, 1)
        assert ratings(ann.http, "ann") == []
    finally:
        closed(players)


def test_two_players_who_both_leave_and_come_back_gain_nothing(server: ServerProcess) -> None:
    """Both out, they tie as losers: a tie would keep their mu and shrink their sigma, so their shown
    rating would rise game after game without a win."""
    players = signed_up(server, "ann", "bob")
    try:
        table_id = open_table(server, players, [{"kind": "human"}, {"kind": "human"}], rounds=1)
        for player in players:
            assert player.post(table_id, "leave") == 204
            assert player.post(table_id, "back") == 204
        play_out(table_id, players)
        for player in players:
            [rating] = until(partial(ratings, player.http, player.name), f"{player.name} is rated")
            assert (rating["games"], rating["mu"], rating["sigma"]) == (1, MODEL.mu, MODEL.sigma)
            assert rating["rating"] <= 0
    finally:
        closed(players)


def test_a_seat_out_never_gains_by_tying_a_stronger_seat_out() -> None:
    """Seats out together tie: the weaker's mu would rise (20 -> 20.48 here); it stays, the stronger's falls."""
    before = {"account:1": Skill(20.0, 3.0, 9), "account:2": Skill(35.0, 3.0, 9)}
    after = rate(["account:1", "account:2"], [2, 2], before, only={"account:1", "account:2"})
    assert after["account:1"] == Skill(20.0, 3.0, 10)
    assert after["account:2"].mu < 35.0 and after["account:2"].sigma == 3.0


def test_ratings_cannot_be_farmed_with_a_hard_stand_in(server: ServerProcess) -> None:
    """An account leaves at once, its chosen hard stand-in plays most of its moves against the easy
    bot, and it comes back for the last round: it is rated for a loss, and the easy bot's pool not at all."""
    [ann] = players = signed_up(server, "ann")
    try:
        seats = [{"kind": "human", "bot": "hard"}, {"kind": "bot", "bot": "easy"}]
        table_id = open_table(server, players, seats, rounds=5)
        assert ann.post(table_id, "leave") == 204  # nobody else to vote: the stand-in plays at once
        until(lambda: ann.state(table_id)["view"]["round"] == 5, "the stand-in plays to the last round")
        assert ann.post(table_id, "back") == 204
        finished = play_out(table_id, players)
        assert finished["outcome"] is not None
        log = ann.http.get(f"/api/tables/{table_id}/log").json()["actions"]
        mine = sum(action["seat"] == 0 for action in log)
        assert mine - ann.acted > ann.acted  # the stand-in played most of the seat's moves
        rated_as_lost(ann, 1)
        board = ann.http.get("/api/games/pebbles/leaderboard", params={"players": 2}).json()
        assert [(b["name"], b["bot"]) for b in board] == [("ann", False)]
    finally:
        closed(players)


def test_after_a_timeout_a_real_time_seat_comes_back_with_a_fresh_turn(server: ServerProcess) -> None:
    players = ann, bob = signed_up(server, "ann", "bob")
    try:
        clock = {"kind": "realtime", "bank_seconds": 10, "increment_seconds": 0}
        table_id = open_table(server, players, [{"kind": "human"}, {"kind": "human"}], rounds=1, clock=clock)
        assert ann.act(table_id)  # ann picks; bob lets his 10 seconds run out
        vote = until(lambda: ann.state(table_id)["vote"], "bob's bank is empty")
        assert vote["seat"] == 1 and vote["reason"] == "timeout"
        assert bob.post(table_id, "back") == 204
        clock_now = bob.state(table_id)["clock"]["seats"][1]
        assert clock_now["running"] and clock_now["left_ms"] > 9_000  # min(a full bank, 30 s)
        time.sleep(1)
        again = ann.state(table_id)
        assert again["seats"][1]["away"] is None and again["vote"] is None  # not out of time again
        assert bob.act(table_id)
        play_out(table_id, players)
        rated_as_lost(bob, 1)  # out of time once: a loss, though he came back
        assert ratings(ann.http, "ann") == []
    finally:
        closed(players)


def test_after_a_timeout_a_turn_based_seat_comes_back_with_a_fresh_move(tmp_path: Path) -> None:
    db = tmp_path / "agora.db"
    server = ServerProcess(f"sqlite:///{db}").start()
    players = ann, bob = signed_up(server, "ann", "bob")
    try:
        clock = {"kind": "turn", "move_hours": 1, "game_days": 3}
        table_id = open_table(server, players, [{"kind": "human"}, {"kind": "human"}], rounds=1, clock=clock)
        assert ann.act(table_id)
        closed(players)
        server.stop()
        # Two hours pass (the clocks run from the stored start and the log's times): bob's hour is over.
        with sqlite3.connect(db) as connection:
            connection.execute("UPDATE matches SET started_at = datetime(started_at, '-2 hours')")
        server = ServerProcess(f"sqlite:///{db}").start()
        for player in players:
            player.http = httpx.Client(base_url=server.url, timeout=30, cookies=player.http.cookies)
        until(lambda: ann.state(table_id)["vote"], "bob's hour is over")
        assert bob.post(table_id, "back") == 204
        clock_now = bob.state(table_id)["clock"]["seats"][1]
        assert clock_now["running"] and clock_now["left_ms"] > 3_590_000  # a fresh hour
        time.sleep(0.5)
        assert ann.state(table_id)["seats"][1]["away"] is None
    finally:
        closed(players)
        server.stop()


@pytest.mark.pg
@pytest.mark.redis
def test_a_process_that_missed_the_seat_coming_back_refuses_the_vote(pg_url: str, redis_url: str, channel: str) -> None:
    one = ServerProcess(pg_url, "--redis", redis_url, "--redis-prefix", channel, "--resync", "3600")
    # Another channel and no polling: this process learns of the seat coming back only from the log itself.
    deaf = ServerProcess(pg_url, "--redis", redis_url, "--redis-prefix", channel + ":elsewhere", "--resync", "3600")
    with running([one, deaf]):
        body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}], "join_as": "ann"}
        created = one.http.post("/api/tables", json=body).json()
        table_id, ann = created["table"]["id"], {"Authorization": f"Bearer {created['joined']['token']}"}
        joined = one.http.post(f"/api/tables/{table_id}/join", json={"name": "bob"}).json()
        bob = {"Authorization": f"Bearer {joined['token']}"}
        assert one.http.post(f"/api/tables/{table_id}/leave", headers=bob).status_code == 204
        # The deaf process reads the table now, bob out, and never hears that he comes back.
        assert deaf.http.get(f"/api/tables/{table_id}/state", headers=ann).json()["vote"]["seat"] == 1
        assert one.http.post(f"/api/tables/{table_id}/back", headers=bob).status_code == 204
        assert deaf.http.post(f"/api/tables/{table_id}/vote", json={"choice": "end"}, headers=ann).status_code == 409
        after = one.http.get(f"/api/tables/{table_id}/state", headers=bob).json()
        assert (after["status"], after["vote"], after["seats"][1]["away"]) == ("active", None, None)
