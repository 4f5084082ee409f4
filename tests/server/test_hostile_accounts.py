"""Accounts against a hostile user, on real servers over real sockets: look-alike names, weak
passwords, a stranger's guesses that must not lock the owner out, and sign-in limits that hold
across processes (two on PostgreSQL + Redis)."""

from __future__ import annotations

import secrets
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path

import httpx
import pytest
from alembic import command
from alembic.config import Config
from loops import run_alone
from serverproc import ServerProcess, free_port, running
from sqlalchemy import create_engine, make_url, text

from agora.server.db import connect
from agora.server.settings import Settings
from agora.server.sign_in_limits import SignInLimits
from agora.server.store.accounts import Accounts, NameLooksTaken
from agora.server.store.database import Database

PASSWORD = "quiet harbour lantern"
LOOK_ALIKES = {
    "Cyrillic а": "\u0430dmin",
    "fullwidth": "\uff41\uff44\uff4d\uff49\uff4e",
    "zero-width joiner": "ad\u200dmin",
    "zero-width space": "adm\u200bin",
    "right-to-left override": "ad\u202emin",
    "dotless ı": "adm\u0131n",
    "math bold": "\U0001d41a\U0001d41d\U0001d426\U0001d422\U0001d427",
    "upper case": "ADMIN",
    "rn for m": "adrnin",
    "Greek Α with Latin": "\u0391DMIN",
}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """One real server on SQLite, with `admin` signed up."""
    folder = tmp_path_factory.mktemp("hostile-accounts")
    with running([ServerProcess(f"sqlite:///{folder / 'agora.db'}")]) as (one,):
        assert sign_up(one.http, "admin", PASSWORD).status_code == 201
        yield one


def sign_up(http: httpx.Client, name: str, password: str, lang: str = "en") -> httpx.Response:
    return http.post("/api/account/signup", json={"name": name, "password": password},
                     headers={"Accept-Language": lang})


def sign_in(http: httpx.Client, name: str, password: str) -> httpx.Response:
    return http.post("/api/account/signin", json={"name": name, "password": password})


def from_address(server: ServerProcess, address: str) -> httpx.Client:
    """A client whose connections come from another loopback address (another machine, to the server)."""
    return httpx.Client(base_url=server.url, timeout=30, transport=httpx.HTTPTransport(local_address=address))


@pytest.mark.parametrize("kind", list(LOOK_ALIKES))
def test_each_look_alike_of_admin_is_refused_with_a_reason(server: ServerProcess, kind: str) -> None:
    with from_address(server, "127.0.0.2") as http:
        answer = sign_up(http, LOOK_ALIKES[kind], PASSWORD)
    assert answer.status_code in (409, 422), answer.text
    detail = answer.json()["detail"]
    # (A space of any width is refused by the name's documented pattern already: letters, digits, _ . -.)
    reasons = ("taken", "looks like", "invisible", "mix alphabets", "name: may hold only letters, digits and the signs")
    assert any(reason in detail for reason in reasons), detail


@pytest.mark.parametrize("kind", ["itself", *LOOK_ALIKES])
def test_a_guest_cannot_sit_under_an_accounts_name_or_a_look_alike_of_it(server: ServerProcess, kind: str) -> None:
    name = "admin" if kind == "itself" else LOOK_ALIKES[kind]
    body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}]}
    with from_address(server, "127.0.0.3") as http:
        table_id = http.post("/api/tables", json=body).json()["table"]["id"]
        joined = http.post(f"/api/tables/{table_id}/join", json={"name": name}, headers={"Accept-Language": "el"})
        created = http.post("/api/tables", json={**body, "join_as": name})
        named = http.post("/api/tables", json={**body, "seats": [{"kind": "human", "name": name}, {"kind": "human"}]})
        seats = http.get(f"/api/tables/{table_id}").json()["seats"]
    assert joined.status_code == 422, joined.text
    assert "λογαριασμ" in joined.json()["detail"] or "όνομα" in joined.json()["detail"]  # said in Greek
    assert (created.status_code, named.status_code) == (422, 422)
    assert not any(seat["taken"] for seat in seats)  # nothing changed


@pytest.mark.parametrize("name", ["Ann B.", "Νίκος Π.", "guest 7"])
def test_a_guest_name_of_words_parted_by_spaces_is_welcome(server: ServerProcess, name: str) -> None:
    body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}], "join_as": name}
    with from_address(server, "127.0.0.3") as http:
        created = http.post("/api/tables", json=body)
    assert created.status_code == 201, created.text
    assert created.json()["table"]["seats"][0]["name"] == name


@pytest.mark.parametrize("name", [" Ann", "Ann  B", "Ann\u200bB", "Ann\u202eB"])
def test_a_guest_name_with_unseen_characters_is_refused(server: ServerProcess, name: str) -> None:
    with from_address(server, "127.0.0.3") as http:
        before = len(http.get("/api/tables").json())
        body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}], "join_as": name}
        created = http.post("/api/tables", json=body)
        assert len(http.get("/api/tables").json()) == before  # no table left behind
    assert created.status_code == 422 and "invisible" in created.json()["detail"], created.text


def test_a_name_unlike_any_other_is_accepted_and_shown_plainly(server: ServerProcess) -> None:
    # A Greek name alone is one script; a fullwidth name is stored as its plain letters.
    with from_address(server, "127.0.1.2") as http:
        greek = sign_up(http, "Αλέξης", PASSWORD)
        assert greek.status_code == 201, greek.text
        plain = sign_up(http, "\uff4d\uff41\uff52\uff4f", PASSWORD)
        assert plain.status_code == 201 and plain.json()["name"] == "maro"
        assert sign_in(http, "MARO", PASSWORD).status_code == 200


def test_a_ligature_spelled_out_longer_than_a_name_is_refused(server: ServerProcess) -> None:
    with from_address(server, "127.0.1.3") as http:
        answer = sign_up(http, "\ufdfa" * 3, PASSWORD)  # three characters, 54 once NFKC spells them out
    assert answer.status_code == 422 and "too long" in answer.json()["detail"]


@pytest.mark.parametrize("password", ["password", " " * 8, "12345678", "qwertyuiop", "admin-admin-admin"])
def test_weak_passwords_are_refused_with_advice(server: ServerProcess, password: str) -> None:
    with from_address(server, "127.0.2.2") as http:
        english = sign_up(http, f"weak{secrets.token_hex(3)}", password)
        greek = sign_up(http, f"weak{secrets.token_hex(3)}", password, lang="el-GR,el;q=0.9,en;q=0.5")
    assert english.status_code == 422 and greek.status_code == 422
    assert english.json()["detail"].startswith("that password is too easy to guess")
    assert greek.json()["detail"].startswith("αυτός ο κωδικός μαντεύεται πολύ εύκολα")
    if password not in ("password", " " * 8):  # (words the message itself may hold)
        assert password not in english.text + greek.text  # the input is never echoed


def test_a_password_holding_the_name_is_refused_also_on_change(server: ServerProcess) -> None:
    with from_address(server, "127.0.3.2") as http:
        held = sign_up(http, "Zephyrine", "the zephyrine of winter")
        assert held.status_code == 422 and "may not contain the account's name" in held.json()["detail"]
        assert sign_up(http, "Zephyrine", PASSWORD).status_code == 201
        change = http.post("/api/account/password", json={"old": PASSWORD, "new": "password"})
        assert change.status_code == 422 and "too easy to guess" in change.json()["detail"]
        assert sign_in(http, "zephyrine", PASSWORD).status_code == 200


def test_a_strangers_guesses_do_not_lock_the_owner_out(server: ServerProcess) -> None:
    owner_address, stranger_address = "127.0.4.2", "127.0.4.3"
    with from_address(server, owner_address) as owner, from_address(server, stranger_address) as stranger:
        assert sign_up(owner, "theowner", PASSWORD).status_code == 201
        # A burst of guesses, then guesses at 0.2 a second, as the stranger of the finding.
        burst = [sign_in(stranger, "theowner", f"guess number {n}").status_code for n in range(14)]
        assert burst.count(401) >= 8 and burst[-1] == 429
        guesses = []
        for round_ in range(3):
            time.sleep(5)  # a guess each 5 s, each just before the owner's try
            guesses.append(sign_in(stranger, "theowner", f"slow guess {round_}").status_code)
            signed = sign_in(owner, "theowner", PASSWORD)
            assert signed.status_code == 200, signed.text
            assert owner.post("/api/account/signout").status_code == 204
        # The stranger stays held back: its (name, address) bucket gives one guess every 20 s.
        assert guesses.count(401) <= 1 and guesses.count(429) >= 2, guesses


@pytest.fixture(params=["sqlite", pytest.param("pg", marks=pytest.mark.pg)])
def empty_database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """The URL of a database with nothing in it yet: a SQLite file, or a fresh PostgreSQL database."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'old.db'}"
        return
    base = make_url(request.getfixturevalue("pg_url"))
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    name = f"agora_test_{secrets.token_hex(4)}"
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield base.set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def test_the_migration_keeps_existing_look_alikes_and_refuses_new_ones(
    empty_database: str, caplog: pytest.LogCaptureFixture
) -> None:
    url = empty_database
    engine = connect(url)
    config = Config()
    config.set_main_option("script_location", "agora.server:migrations")
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0006")  # accounts as the previous release left them
        old_accounts = [(1, "admin", "admin"), (2, "\u0430dmin", "\u0430dmin"),
                        (3, "\uff41\uff44\uff4d\uff49\uff4e", "\uff41\uff44\uff4d\uff49\uff4e"), (4, "bob", "bob")]
        connection.execute(
            text("INSERT INTO accounts (id, name, name_key, password_hash, generation, created_at) "
                 "VALUES (:id, :name, :key, 'h', 0, '2026-01-01 00:00:00')"),
            [{"id": i, "name": name, "key": key} for i, name, key in old_accounts],
        )
    engine.dispose()
    database = Database.open(url)  # migrates to the head: startup does not fail
    try:
        accounts = Accounts(database)
        with database.engine.connect() as connection:
            rows = connection.execute(text("SELECT id, name_key, name_skeleton FROM accounts ORDER BY id")).all()
        assert [row.id for row in rows] == [1, 2, 3, 4]  # every account kept, and the log says which look alike
        assert "accounts 1 and 2 have look-alike names" in caplog.text
        assert "accounts 1 and 3 have look-alike names" in caplog.text
        assert [row.name_skeleton is not None for row in rows] == [True, False, False, True]
        assert rows[0].name_key == "admin" and rows[2].name_key != "admin"
        assert accounts.named("ADMIN") is not None and accounts.named("ADMIN") == accounts.get(1)
        with pytest.raises(NameLooksTaken):
            accounts.create("adm\u0131n", "h")
        with pytest.raises(NameLooksTaken):
            accounts.create("b\u043eb", "h")  # Cyrillic о
    finally:
        database.close()


@pytest.mark.parametrize("backend", ["process", pytest.param("redis", marks=pytest.mark.redis)])
def test_refused_attempts_never_drain_the_names_bucket(backend: str, request: pytest.FixtureRequest) -> None:
    redis_url = request.getfixturevalue("redis_url") if backend == "redis" else None
    settings = Settings(redis_url=redis_url, redis_prefix=f"agora-test:{secrets.token_hex(4)}",
                        sign_in_pair_burst=2, sign_in_pair_rate=0.001, sign_in_name_burst=4, sign_in_name_rate=0.001)

    async def attempts(limits: SignInLimits) -> None:
        stranger = [await limits.allow("203.0.113.9", "ann") for _ in range(20)]
        assert stranger == [True, True] + [False] * 18  # held by its (name, address) bucket
        assert await limits.allow("198.51.100.7", "ann")  # the owner, elsewhere: the name's bucket has 1 left
        # Many places at once do drain the name's bucket: the wide limit engages.
        assert [await limits.allow(f"192.0.2.{n}", "ann") for n in range(3)] == [True, False, False]
        # One IPv6 host picking new addresses in its /64 counts as one address.
        assert [await limits.allow(f"2001:db8::{n}", "bea") for n in range(1, 4)] == [True, True, False]

    run_alone(using(SignInLimits(settings), attempts))


def test_a_redis_that_does_not_answer_falls_back_to_this_process() -> None:
    settings = Settings(redis_url=f"redis://127.0.0.1:{free_port()}/0", sign_in_pair_burst=2)

    async def attempts(limits: SignInLimits) -> None:
        assert [await limits.allow("203.0.113.9", "ann") for _ in range(3)] == [True, True, False]

    run_alone(using(SignInLimits(settings), attempts))


async def using(limits: SignInLimits, check: Callable[[SignInLimits], Awaitable[None]]) -> None:
    try:
        await check(limits)
    finally:
        await limits.close()


@pytest.mark.pg
@pytest.mark.redis
def test_sign_in_limits_are_shared_by_two_processes(pg_url: str, redis_url: str, channel: str) -> None:
    shared = ["--redis", redis_url, "--redis-prefix", channel]
    with running([ServerProcess(pg_url, *shared) for _ in range(2)]) as (one, two):
        name = f"shared{secrets.token_hex(3)}"
        assert sign_up(one.http, name, PASSWORD).status_code == 201
        # 16 guesses from one address, alternating processes: one (name, address) bucket of 10 for both
        # (each process alone would allow 10, 20 in all).
        answers = [sign_in((one, two)[n % 2].http, name, f"guess number {n}").status_code for n in range(16)]
        assert answers.count(401) <= 11 and answers[-2:] == [429, 429], answers
        # The owner, at another address, still signs in on either process.
        for server in (one, two):
            with from_address(server, "127.0.5.2") as owner:
                assert sign_in(owner, name, PASSWORD).status_code == 200
