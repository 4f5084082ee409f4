"""Post-game reviews over HTTP on real server processes: started once however many ask, followed
to the end, stored with the match (a restart, even after kill -9, returns it at once), and
computed from the seat's information only."""

from __future__ import annotations

import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from pathlib import Path
from typing import Any, cast

import pytest
from serverproc import ServerProcess
from sqlalchemy import update
from toy_game import PEBBLES, PebblesState
from wsclient import SeatSocket

from agora.core import Action, Rng, Seat, State
from agora.research.review import Decision
from agora.server.db import ReviewRow, now
from agora.server.store.database import Database
from agora.server.store.matches import Matches
from agora.server.store.records import Entry, SeatSpec
from agora.server.store.reviews import Reviews

ITERATIONS = "40"  # a review of a two-round Pebbles match in well under a second


@pytest.fixture
def db(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'agora.db'}"


@pytest.fixture
def server(db: str) -> Iterator[ServerProcess]:
    process = ServerProcess(db, "--review-iterations", ITERATIONS).start()
    yield process
    process.stop()


def bots_table(server: ServerProcess, rounds: int = 2) -> str:
    body = {"game": "pebbles", "options": {"rounds": rounds}, "seats": [{"kind": "bot", "bot": "random"}] * 2}
    table_id: str = server.http.post("/api/tables", json=body).json()["table"]["id"]
    return table_id


def finished_table(server: ServerProcess, rounds: int = 2) -> str:
    table_id = bots_table(server, rounds)
    watching = SeatSocket(server.ws, table_id)  # a bots-only table plays while someone watches it
    deadline = time.monotonic() + 30
    while server.http.get(f"/api/tables/{table_id}").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.05)
    watching.close()
    return table_id


def until_done(server: ServerProcess, table_id: str, seat: int) -> dict[str, Any]:
    deadline = time.monotonic() + 60
    while True:
        answer = server.http.get(f"/api/tables/{table_id}/reviews/{seat}")
        assert answer.status_code == 200, answer.text
        review: dict[str, Any] = answer.json()
        assert review["status"] != "failed", review["error"]
        if review["status"] == "done":
            return review
        assert 0 <= review["done"] <= review["total"] or review["total"] == 0
        assert time.monotonic() < deadline, "the review did not end"
        time.sleep(0.05)


def test_bad_requests_get_clear_errors_and_change_nothing(server: ServerProcess) -> None:
    http = server.http
    missing = http.post("/api/tables/nosuchtable/reviews/0")
    assert missing.status_code == 404 and "no table" in missing.json()["detail"]
    playing = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "bot"}], "join_as": "ann"}
    unfinished = http.post("/api/tables", json=playing).json()["table"]["id"]
    refused = http.post(f"/api/tables/{unfinished}/reviews/0")
    assert refused.status_code == 409 and "still being played" in refused.json()["detail"]
    assert http.get(f"/api/tables/{unfinished}/reviews/0").status_code == 409
    table_id = finished_table(server)
    no_seat = http.post(f"/api/tables/{table_id}/reviews/2")
    assert no_seat.status_code == 422 and "no seat 2 at this 2-seat table" in no_seat.json()["detail"]
    assert http.post(f"/api/tables/{table_id}/reviews/-1").status_code == 422
    assert http.post(f"/api/tables/{table_id}/reviews/one").status_code == 422
    unasked = http.get(f"/api/tables/{table_id}/reviews/0")
    assert unasked.status_code == 404 and "POST" in unasked.json()["detail"]
    assert http.get(f"/api/tables/{table_id}/reviews/1").status_code == 404  # the refusals started nothing


def test_a_review_runs_in_the_background_and_is_stored_with_the_match(db: str, server: ServerProcess) -> None:
    table_id = finished_table(server)
    started = server.http.post(f"/api/tables/{table_id}/reviews/1")
    assert started.status_code == 202, started.text
    assert started.json()["status"] == "running" and started.json()["result"] is None
    review = until_done(server, table_id, 1)
    result = review["result"]
    assert review["done"] == review["total"] == len(result["decisions"]) > 0
    assert result["seat"] == 1 and result["iterations"] == int(ITERATIONS)
    log = server.http.get(f"/api/tables/{table_id}/log").json()["actions"]
    for decision in result["decisions"]:
        assert log[decision["step"]]["seat"] == 1 and log[decision["step"]]["action"] == decision["played"]["code"]
        assert 0 <= decision["played_value"] <= 1 and 0 <= decision["best_value"] <= 1
        # The search's 95% margin about the played move's value (Wilson over the times it tried it).
        assert 0 <= decision["played_low"] <= decision["played_value"] <= decision["played_high"] <= 1
        assert decision["loss"] == pytest.approx(max(0.0, decision["best_value"] - decision["played_value"]))
        assert set(decision["best"]["labels"]) == {"en", "el"}
    # A mistake gave away a point of the chance or more (agora.research.review.MISTAKE): less reads as one number twice.
    worst = sorted((d for d in result["decisions"] if Decision(**{k: d[k] for k in ("step", "move", "played_value",
                   "best_value")}, played=d["played"]["code"], best=d["best"]["code"]).mistaken),
                   key=lambda d: (-d["loss"], d["step"]))[:3]
    assert all(d["loss"] >= 0.0099 for d in result["decisions"] if d["step"] in result["mistakes"])
    assert result["mistakes"] == [d["step"] for d in worst]
    # Asked again: the stored review, at once.
    again = server.http.post(f"/api/tables/{table_id}/reviews/1")
    assert again.status_code == 200 and again.json() == review
    # kill -9 and a fresh process: still there, nothing recomputed.
    server.kill()
    restarted = ServerProcess(db, "--review-iterations", ITERATIONS).start()
    try:
        assert restarted.http.get(f"/api/tables/{table_id}/reviews/1").json() == review
        assert restarted.http.post(f"/api/tables/{table_id}/reviews/1").status_code == 200
    finally:
        restarted.stop()


def test_a_review_cut_off_by_kill_9_is_taken_over_by_the_next_asker(db: str) -> None:
    slow = ServerProcess(db, "--review-iterations", "3000").start()
    try:
        table_id = finished_table(slow, rounds=5)
        assert slow.http.post(f"/api/tables/{table_id}/reviews/0").status_code == 202
        deadline = time.monotonic() + 60
        while slow.http.get(f"/api/tables/{table_id}/reviews/0").json()["done"] < 1:
            assert time.monotonic() < deadline, "no progress"
            time.sleep(0.05)
        slow.kill()
    finally:
        slow.stop()
    # The job's heartbeat stopped with its process: after the stale time the next asker takes it over.
    server = ServerProcess(db, "--review-iterations", ITERATIONS, "--review-stale", "1").start()
    try:
        cut = server.http.get(f"/api/tables/{table_id}/reviews/0").json()
        assert cut["status"] == "running" and 1 <= cut["done"] < cut["total"]
        time.sleep(1.2)
        assert server.http.post(f"/api/tables/{table_id}/reviews/0").status_code == 202
        review = until_done(server, table_id, 0)
        assert review["result"]["iterations"] == int(ITERATIONS)  # this process's job, from the start
    finally:
        server.stop()


def test_many_askers_on_two_processes_start_one_job(db: str, server: ServerProcess) -> None:
    other = ServerProcess(db, "--review-iterations", ITERATIONS).start()
    try:
        table_id = finished_table(server)
        database = Database.open(db)
        seen: list[str | None] = []
        # Watch the row's owner key from its first moment: one job, one key, to the end.
        def ask(process: ServerProcess) -> int:
            code: int = process.http.post(f"/api/tables/{table_id}/reviews/0").status_code
            return code
        with ThreadPoolExecutor(8) as pool:
            codes = list(pool.map(ask, [server, other] * 4))
        assert set(codes) <= {200, 202}
        with database.engine.connect() as connection:
            while True:
                owner, status = connection.execute(
                    ReviewRow.__table__.select().with_only_columns(ReviewRow.owner, ReviewRow.status)
                ).one()
                if status != "running":
                    break
                if owner not in seen:
                    seen.append(owner)
                time.sleep(0.01)
                connection.rollback()
        assert status == "done" and len(seen) <= 1
        assert until_done(other, table_id, 0) == until_done(server, table_id, 0)
        database.close()
    finally:
        other.stop()


@pytest.mark.parametrize("database", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def test_a_job_is_claimed_once_and_taken_over_only_when_abandoned(
    database: str, request: pytest.FixtureRequest
) -> None:
    opened = Database.open(request.getfixturevalue("db" if database == "sqlite" else "pg_url"))
    reviews = Reviews(opened)
    table_id = Matches(opened).create("pebbles", {"players": 2}, 7, [SeatSpec("bot", "random")] * 2, False)
    with ThreadPoolExecutor(8) as pool:
        won = list(pool.map(lambda n: reviews.claim(table_id, 0, f"owner{n}", 60), range(8)))
    assert won.count(True) == 1
    assert not reviews.claim(table_id, 0, "late", 60)  # running, its heartbeat fresh
    with opened.engine.begin() as connection:  # its process died a while ago
        connection.execute(update(ReviewRow).values(heartbeat_at=now() - timedelta(seconds=120)))
    assert reviews.claim(table_id, 0, "rescuer", 60)
    with opened.engine.begin() as connection:
        connection.execute(update(ReviewRow).values(status="done", result={"kept": True},
                                                    heartbeat_at=now() - timedelta(days=1)))
    assert not reviews.claim(table_id, 0, "late", 60)  # a done review is never taken again
    stored = reviews.read(table_id, 0)
    assert stored is not None and stored.result == {"kept": True}
    opened.close()


def play(start: State, rng: Rng) -> list[tuple[Seat, Action]]:
    state, actions = start.clone(), []
    while state.outcome() is None:
        who = state.to_act()[0]
        action = rng.choice(state.legal(who))
        actions.append((who, action))
        state.apply(who, action)
    return actions


def seat_sees_the_same(a: State, b: State, actions: list[tuple[Seat, Action]], seat: Seat) -> bool:
    a, b = a.clone(), b.clone()
    for who, action in actions:
        if a.view(seat) != b.view(seat) or a.legal(seat) != b.legal(seat):
            return False
        a.apply(who, action)
        b.apply(who, action)
    return a.view(seat) == b.view(seat)


def stored_match(matches: Matches, seed: int, actions: list[tuple[Seat, Action]]) -> str:
    table_id = matches.create("pebbles", {"players": 2, "rounds": 2}, seed, [SeatSpec("bot", "random")] * 2, False)
    for index, (seat, action) in enumerate(actions):
        assert matches.append(table_id, index, Entry(seat, "act", action), index == len(actions) - 1)
    return table_id


def test_the_review_is_the_same_for_matches_that_differ_only_in_what_the_seat_never_saw(db: str) -> None:
    options = {"players": 2, "rounds": 2}
    start = PEBBLES.new(options, 11)
    assert isinstance(start, PebblesState)
    actions = play(start, Rng(4))
    # Another deal where seat 1's secret card (part of its final score) differs and seat 0 sees all the same.
    twin = next(s for s in range(12, 2000) if cast(PebblesState, PEBBLES.new(options, s)).hands[1] != start.hands[1]
                and seat_sees_the_same(start, PEBBLES.new(options, s), actions, 0))
    database = Database.open(db)
    matches = Matches(database)
    truth, other = stored_match(matches, 11, actions), stored_match(matches, twin, actions)
    database.close()
    server = ServerProcess(db, "--review-iterations", ITERATIONS).start()
    try:
        for table_id in (truth, other):
            assert server.http.post(f"/api/tables/{table_id}/reviews/0").status_code == 202
        review = until_done(server, truth, 0)
        assert review["result"]["decisions"]
        assert until_done(server, other, 0) == review
        # The outcomes differ (the card counts): a review that read it could have differed too.
        outcomes = [server.http.get(f"/api/tables/{t}/log").json()["outcome"] for t in (truth, other)]
        assert outcomes[0] != outcomes[1]
    finally:
        server.stop()
