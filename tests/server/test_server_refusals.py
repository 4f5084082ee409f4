"""Refusals over HTTP in the reader's language: every kind a player meets (a seat taken, a bots-only limit with
its numbers, a tutorial, a private table, a nameless guest, a review too early, no such table, an account's)
answers a request that asks for Greek in Greek, and one that asks for nothing in the English it always said.
And no route refuses with words the catalogue does not hold: the server's source is read for refusals whose
message is not a literal (or is an f-string) that `pybabel extract` would find."""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from conftest import Table
from fastapi.testclient import TestClient
from toy_game import PEBBLES

from agora.server import Settings, create_app

GREEK = {"Accept-Language": "el"}
SERVER = Path(__file__).resolve().parents[2] / "agora" / "server"


def said(response: httpx.Response, status: int) -> str:
    """The refusal's detail, once its status is checked."""
    assert response.status_code == status, response.text
    detail: str = response.json()["detail"]
    return detail


def test_a_seat_taken_is_said_in_greek_and_in_the_same_english(client: TestClient, new_table: Callable[..., Table]
                                                                ) -> None:
    table_id = new_table("human", "bot:random", join_as="ann")["table"]["id"]
    join = f"/api/tables/{table_id}/join"
    assert said(client.post(join, json={"name": "bob"}), 409) == "every seat at this table is taken"
    assert said(client.post(join, json={"name": "bob"}, headers=GREEK), 409) == (
        "όλες οι θέσεις αυτού του τραπεζιού είναι πιασμένες")
    assert said(client.post(join, json={"name": "bob", "seat": 1}), 409) == (
        "seat 1 is not free; the free seats are: none")
    assert said(client.post(join, json={"name": "bob", "seat": 1}, headers=GREEK), 409) == (
        "η θέση 1 δεν είναι ελεύθερη· ελεύθερες θέσεις: καμία")
    # The first language of Accept-Language that Agora speaks, by weight; none of them: English.
    assert said(client.post(join, json={"name": "bob"}, headers={"Accept-Language": "fr, el;q=0.8, en;q=0.5"}),
                409) == "όλες οι θέσεις αυτού του τραπεζιού είναι πιασμένες"
    assert said(client.post(join, json={"name": "bob"}, headers={"Accept-Language": "fr"}), 409) == (
        "every seat at this table is taken")


def test_the_free_seats_are_listed_in_either_language(client: TestClient, new_table: Callable[..., Table]) -> None:
    table_id = new_table("human", "human", "human", join_as="ann")["table"]["id"]
    join = f"/api/tables/{table_id}/join"
    assert said(client.post(join, json={"name": "bob", "seat": 0}), 409) == (
        "seat 0 is not free; the free seats are: [1, 2]")
    assert said(client.post(join, json={"name": "bob", "seat": 0}, headers=GREEK), 409) == (
        "η θέση 0 δεν είναι ελεύθερη· οι ελεύθερες θέσεις είναι: [1, 2]")


@pytest.fixture
def one_bots_table(settings: Settings) -> Iterator[TestClient]:
    """An app whose address may run one bots-only table within half an hour."""
    settings = dataclasses.replace(settings, bot_tables_per_address=1, bot_tables_seconds=1800)
    with TestClient(create_app(settings, games={"pebbles": PEBBLES})) as test_client:
        yield test_client


BOTS = {"game": "pebbles", "options": {"players": 2, "rounds": 5},
        "seats": [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]}


def test_a_bots_only_limit_of_one_says_it_in_the_singular(one_bots_table: TestClient) -> None:
    assert one_bots_table.post("/api/tables", json=BOTS).status_code == 201
    # One table: the singular, in both languages; the hours as a number of hours, abbreviated.
    assert said(one_bots_table.post("/api/tables", json=BOTS), 429) == (
        "your address already runs 1 bots-only table made within 0.5 h, the most it may: watch it to its end or wait")
    assert said(one_bots_table.post("/api/tables", json=BOTS, headers=GREEK), 429) == (
        "η διεύθυνσή σας έχει ήδη 1 τραπέζι μόνο με ρομπότ, φτιαγμένο μέσα σε 0.5 ώρ., το μέγιστο που "
        "επιτρέπεται: δείτε το ως το τέλος ή περιμένετε")


def test_a_bots_only_limit_of_four_says_it_in_the_plural_and_in_the_english_it_always_said(client: TestClient
                                                                                           ) -> None:
    for _ in range(4):
        assert client.post("/api/tables", json=BOTS).status_code == 201
    assert said(client.post("/api/tables", json=BOTS), 429) == (
        "your address already runs 4 bots-only tables made within 1 h, the most it may: watch one to its end or wait")
    assert said(client.post("/api/tables", json=BOTS, headers=GREEK), 429) == (
        "η διεύθυνσή σας έχει ήδη 4 τραπέζια μόνο με ρομπότ, φτιαγμένα μέσα σε 1 ώρ., το μέγιστο που "
        "επιτρέπεται: δείτε ένα ως το τέλος ή περιμένετε")


def test_a_game_without_a_tutorial_names_the_game_in_the_readers_language(client: TestClient) -> None:
    ask = {"game": "pebbles", "join_as": "newcomer"}
    assert said(client.post("/api/tutorials", json=ask), 409) == "Pebbles has no tutorial yet"
    assert said(client.post("/api/tutorials", json=ask, headers=GREEK), 409) == "το Pebbles δεν έχει ακόμα εκμάθηση"


def test_a_private_table_a_nameless_guest_and_an_early_review_are_refused_in_greek(
    client: TestClient, new_table: Callable[..., Table]
) -> None:
    private = new_table("human", "human", join_as="ann", private=True)["table"]["id"]
    client.cookies.clear()
    state = f"/api/tables/{private}/state"
    assert said(client.get(state), 403) == "this private table is watched with its invite link"
    assert said(client.get(state, headers=GREEK), 403) == (
        "αυτό το ιδιωτικό τραπέζι το παρακολουθεί κανείς μόνο με τον σύνδεσμο πρόσκλησής του")
    public = new_table("human", "human", join_as="ann")["table"]["id"]
    join = f"/api/tables/{public}/join"
    assert said(client.post(join, json={}), 401) == "a guest needs a name to sit under: give one, or sign in"
    assert said(client.post(join, json={}, headers=GREEK), 401) == (
        "ένας επισκέπτης χρειάζεται ένα όνομα για να καθίσει: δώστε ένα ή συνδεθείτε")
    review = f"/api/tables/{public}/reviews/0"
    assert said(client.post(review), 409) == "the match is still being played: it can be reviewed once it is over"
    assert said(client.post(review, headers=GREEK), 409) == (
        "η παρτίδα παίζεται ακόμα: μπορεί να αναλυθεί όταν τελειώσει")


def test_no_such_table_and_an_accounts_refusal_are_said_the_same_way(client: TestClient) -> None:
    assert said(client.get("/api/tables/nosuch"), 404) == "no table 'nosuch'"
    assert said(client.get("/api/tables/nosuch", headers=GREEK), 404) == "δεν υπάρχει τραπέζι 'nosuch'"
    assert said(client.get("/api/account/sessions"), 401) == "sign in first"
    assert said(client.get("/api/account/sessions", headers=GREEK), 401) == "συνδεθείτε πρώτα"


# The names a refusal is raised by, and the argument that is its message (counted from 0).
REFUSERS = {"Refusal": 1, "Conflict": 0, "TooMany": 0, "NotFound": 0, "HTTPException": 1}
# A message the catalogue holds: a literal (pybabel extract reads it), a plural marked by Nn_, or one carried
# already (an engine or socket refusal's message_id, an account refusal's message by key).
CARRIED = ("message_id", "MESSAGES")


def _unsaid(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """Every refusal in `tree` whose message the catalogue may not hold: an f-string or an expression, a bare
    HTTPException, or an answer's {"detail": text} written out (neither said in the reader's language)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict) and any(isinstance(k, ast.Constant) and k.value == "detail" and
                                              isinstance(v, (ast.Constant, ast.JoinedStr))
                                              for k, v in zip(node.keys, node.values, strict=True)):
            yield node.lineno, "an answer's detail written out: raise a Refusal, said in the reader's language"
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        if name not in REFUSERS:
            continue
        if name == "HTTPException":
            yield node.lineno, "HTTPException: raise a Refusal, said in the reader's language"
            continue
        message = node.args[REFUSERS[name]] if len(node.args) > REFUSERS[name] else None
        if isinstance(message, ast.Constant) and isinstance(message.value, str):
            continue
        if isinstance(message, ast.Call) and getattr(message.func, "id", "") == "Nn_" and all(
                isinstance(a, ast.Constant) and isinstance(a.value, str) for a in message.args):
            continue
        if message is not None and any(isinstance(n, (ast.Attribute, ast.Name)) and
                                       getattr(n, "attr", getattr(n, "id", "")) in CARRIED for n in ast.walk(message)):
            continue
        yield node.lineno, ast.unparse(message) if message is not None else "no message"


def test_the_scan_finds_refusals_in_english_only() -> None:
    code = '''
raise Conflict(f"seat {seat} was taken just now")
raise HTTPException(409, "the game is over")
raise Refusal(404, "the match has " + str(n) + " actions")
raise TooMany(Nn_("{n} table", plural))
raise Refusal(409, "every seat at this table is taken")
raise NotFound("no table {table_id!r}", table_id=table_id)
raise Refusal(429, Nn_("{n} table", "{n} tables"), n=n)
raise Refusal(409, refused.message_id, **refused.params)
answer = JSONResponse({"detail": f"the body is {err}"}, 400)
'''
    assert [line for line, _ in _unsaid(ast.parse(code))] == [2, 3, 4, 5, 10]


def test_no_server_refusal_is_english_only() -> None:
    found = [f"{path.relative_to(SERVER.parent.parent)}:{line}: {what}"
             for path in sorted(SERVER.rglob("*.py"))
             for line, what in _unsaid(ast.parse(path.read_text(), str(path)))]
    assert found == [], "refuse with a catalogue message (agora.server.refusals)"


def test_a_games_refusal_of_its_options_is_said_in_greek(settings: Settings) -> None:
    # Historia's Options model refuses more civilisations than its box's colours (§3 setup).
    with TestClient(create_app(settings)) as client:
        seats = [{"kind": "human"}] * 5
        body = {"game": "historia", "options": {"players": 5, "civbots": 2}, "seats": seats}
        assert said(client.post("/api/tables", json=body), 422) == (
            "bad options for historia: players + civbots must be at most 6 (the box has 6 colours)")
        assert said(client.post("/api/tables", json=body, headers=GREEK), 422) == (
            "μη αποδεκτές επιλογές για historia: παίκτες και Civbot μαζί το πολύ 6 (το κουτί έχει 6 χρώματα)")
        # A field's own validator names its field; so does a type pydantic refuses, in the catalogue's words.
        body = {"game": "historia", "options": {"players": 2, "level": "emperor"}, "seats": seats[:2]}
        assert said(client.post("/api/tables", json=body, headers=GREEK), 422).startswith(
            "μη αποδεκτές επιλογές για historia: level: άγνωστο επίπεδο Civbot 'emperor': χρησιμοποιήστε ")
        body = {"game": "historia", "options": {"players": "two"}, "seats": seats[:2]}
        assert said(client.post("/api/tables", json=body, headers=GREEK), 422) == (
            "μη αποδεκτές επιλογές για historia: players: πρέπει να είναι ακέραιος αριθμός")


@pytest.mark.parametrize(("name", "english", "greek"), [
    ("jo", "body.name: should have at least 3 characters", "body.name: πρέπει να έχει τουλάχιστον 3 χαρακτήρες"),
    ("jo anna", "body.name: may hold only letters, digits and the signs . - _ (no spaces)",
     "body.name: μπορεί να έχει μόνο γράμματα, ψηφία και τα σημεία . - _ (χωρίς κενά)"),
])
def test_a_name_that_does_not_fit_is_told_what_it_wants_in_the_readers_language(
    client: TestClient, name: str, english: str, greek: str
) -> None:
    body = {"name": name, "password": "seven quiet harbours 1843"}
    assert said(client.post("/api/account/signup", json=body), 422) == english
    assert said(client.post("/api/account/signup", json=body, headers=GREEK), 422) == greek


def test_a_socket_message_that_does_not_fit_is_told_so_in_every_language(
    client: TestClient, new_table: Callable[..., Table]
) -> None:
    created = new_table("human", "human", join_as="ann")
    with client.websocket_connect(f"/api/tables/{created['table']['id']}/socket") as socket:
        socket.send_json({"type": "hello", "token": created["joined"]["token"], "since": 0})
        while socket.receive_json()["type"] != "state":
            pass
        for text, english, greek in [
            ('{"action": "pick 1", "log_index": "first"}', "log_index: should be a whole number",
             "log_index: πρέπει να είναι ακέραιος αριθμός"),
            ('{"action": "pick 1", "log_index": 0, "x" ' + "[" * 20, "not JSON", "δεν είναι JSON"),
            ('{"action": "pick 1", "log_index": 0, "x": ' + "[" * 20 + "]" * 20 + "}",
             "nested too deep: at most 16 levels", "εμφωλευμένο πολύ βαθιά: το πολύ 16 επίπεδα"),
        ]:
            socket.send_text(text)
            reply = socket.receive_json()
            while reply["type"] != "error":
                reply = socket.receive_json()
            assert english in reply["messages"]["en"] and greek in reply["messages"]["el"], reply
            assert reply["messages"]["en"] == reply["message"]
