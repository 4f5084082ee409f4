"""English and Greek over a table's socket: every legal action comes labelled and
every event comes with its log line in both languages, and a line never says
what its reader may not know."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession
from test_server_api import play_out
from test_server_socket import until
from toy_game import PEBBLES

from agora.core import Event, Rng, registry
from agora.core.i18n import LANGS
from agora.games.relic_runners import GAME as RELIC_RUNNERS
from agora.server import Settings, create_app
from agora.server.protocol import StateMessage
from agora.server.web_options import web_options

Message = dict[str, Any]
GREEK = re.compile("[\u0370-\u03ff]")


@contextmanager
def seated(client: TestClient, table_id: str, token: str | None) -> Iterator[WebSocketTestSession]:
    with client.websocket_connect(f"/api/tables/{table_id}/socket") as socket:
        socket.send_json({"type": "hello", "token": token, "since": 0})
        yield socket


def test_a_seat_receives_labels_and_log_lines_in_both_languages(
    client: TestClient, new_table: Callable[..., Message]
) -> None:
    created = new_table("human", "human", join_as="ann")
    table_id = created["table"]["id"]
    bob_token = client.post(f"/api/tables/{table_id}/join", json={"name": "bob"}).json()["token"]
    with seated(client, table_id, created["joined"]["token"]) as ann, seated(client, table_id, bob_token) as bob:
        first = until(ann, "state", log_index=0)
        StateMessage.model_validate(first)  # the documented shape (protocol.py) is the sent one
        for action in first["legal"]:
            assert set(action["labels"]) == set(LANGS)
            assert action["label"] == action["labels"]["en"] != action["labels"]["el"]
        assert {a["labels"]["el"] for a in first["legal"]} == {"Διάλεξε: pick 1", "Διάλεξε: pick 2", "Διάλεξε: pick 3"}
        ann.send_json({"action": "pick 3", "log_index": 0})
        mine = until(ann, "state", log_index=1)
        theirs = until(bob, "state", log_index=1)
        for message in (mine, theirs):
            StateMessage.model_validate(message)
            assert len(message["lines"]) == len(message["events"])
            assert all(set(line) == set(LANGS) for line in message["lines"])
        # Ann reads her own secret pick in both languages, named as she joined; Bob reads that she picked, never what.
        picked = mine["lines"][[e["kind"] for e in mine["events"]].index("picked")]
        assert "ann" in picked["en"] and "pick: 3" in picked["en"] and "pick: 3" in picked["el"]
        assert [e["kind"] for e in theirs["events"]] == ["has_picked"]
        assert not any("3" in text for line in theirs["lines"] for text in line.values())


@pytest.fixture
def relic_client(settings: Settings) -> Iterator[TestClient]:
    """A client of a running app serving Relic Runners, to a script faster than any person."""
    quick = dataclasses.replace(settings, rate_per_second=1000.0, rate_burst=1000)
    with TestClient(create_app(quick, games={"relic-runners": RELIC_RUNNERS})) as test_client:
        yield test_client


def test_a_real_game_speaks_greek_and_each_line_is_made_from_the_event_its_reader_got(relic_client: TestClient) -> None:
    body = {"game": "relic-runners", "options": {"players": 2}, "seats": [{"kind": "human"}, {"kind": "human"}],
            "join_as": "Άννα"}
    created = relic_client.post("/api/tables", json=body).json()
    table_id = created["table"]["id"]
    joined = relic_client.post(f"/api/tables/{table_id}/join", json={"name": "Βασίλης"}).json()
    tokens = [created["joined"]["token"], joined["token"]]
    names = ["Άννα", "Βασίλης"]
    rng = Rng(5)
    private_seen = 0
    with seated(relic_client, table_id, tokens[0]) as ann, seated(relic_client, table_id, tokens[1]) as bob:
        sockets = [ann, bob]
        states = [until(s, "state", log_index=0) for s in sockets]
        for step in range(600):  # until the walk has met a private event (the deal is the server's secret)
            to_act = states[0]["to_act"]
            if not to_act or (private_seen and step >= 40):
                break
            seat = to_act[0]
            code = rng.choice([a["code"] for a in states[seat]["legal"]])
            sockets[seat].send_json({"action": code, "log_index": step})
            states = [until(s, "state", log_index=step + 1) for s in sockets]
            for reader, state in enumerate(states):
                for action in state["legal"]:
                    assert action["labels"] == {lang: RELIC_RUNNERS.table.label(action["code"], lang) for lang in LANGS}
                    assert GREEK.search(action["labels"]["el"])
                for event, line in zip(state["events"], state["lines"], strict=True):
                    data = {k: v for k, v in event.items() if k not in ("kind", "index")}
                    received = Event(event["kind"], data)
                    assert line == {lang: RELIC_RUNNERS.table.narrate(received, lang, names) for lang in LANGS}
                    assert GREEK.search(line["el"]), line
                    # A seat's VP coins are its own: the other never reads of them.
                    if event["kind"] == "vp":
                        assert event["seat"] == reader
                        private_seen += 1
    assert private_seen  # the walk met a private event, so the check above meant something


def test_the_lobby_reads_every_game_title_and_option_in_greek(settings: Settings) -> None:
    with TestClient(create_app(settings)) as client:
        listed = client.get("/api/games").json()
        assert {g["name"] for g in listed} == set(registry.games())
        for out in listed:
            game = registry.games()[out["name"]]
            assert out == client.get(f"/api/games/{out['name']}").json()
            assert out["titles"] == {lang: game.table.title(lang) for lang in LANGS} and out["title"] == game.title
            # The words of exactly the options the web may set, in every language.
            assert out["options"] == web_options(game)
            assert all(out["words"][lang].keys() == out["options"].keys() for lang in LANGS)
            for name, words in out["words"]["el"].items():
                assert GREEK.search(words["label"]) and GREEK.search(words["description"]), name
                assert words == {"values": {}, **game.table.option_words("el")[name]}
        created = client.post("/api/tables", json={"game": "historia", "seats": [{"kind": "human"}] * 2}).json()
        assert created["table"]["titles"] == {lang: registry.games()["historia"].table.title(lang) for lang in LANGS}
        assert client.get("/api/tables").json()[0]["titles"] == created["table"]["titles"]


def test_a_game_with_no_words_of_its_own_reads_in_english_in_every_language(client: TestClient) -> None:
    pebbles = client.get("/api/games/pebbles").json()
    assert pebbles["titles"] == {"en": "Pebbles", "el": "Pebbles"}
    assert pebbles["words"]["el"] == pebbles["words"]["en"]
    assert pebbles["words"]["el"]["rounds"] == {"label": "Rounds", "description": "number of rounds", "values": {}}
    assert client.get("/api/games/pebbles/names").json() == {"en": {}, "el": {}}
    assert client.get("/api/games/pebbles/keys").json() == {"en": {}, "el": {}}


def test_component_names_come_in_every_language(settings: Settings) -> None:
    with TestClient(create_app(settings)) as client:
        for name, game in registry.games().items():
            names = client.get(f"/api/games/{name}/names").json()
            assert names == {lang: game.table.names(lang) for lang in LANGS}
        assert client.get("/api/games/historia/names").json()["el"]["wonder"]["parthenon"] == "Παρθενώνας"
        assert client.get("/api/games/chess/names").status_code == 404


def test_view_key_labels_come_in_every_language_apart_from_the_names(settings: Settings) -> None:
    with TestClient(create_app(settings)) as client:
        for name, game in registry.games().items():
            keys = client.get(f"/api/games/{name}/keys").json()
            assert keys == {lang: game.table.view_keys(lang) for lang in LANGS}
        rr = client.get("/api/games/relic-runners/keys").json()
        assert rr["el"]["camp_rations"] == "Πακέτα Τροφίμων στην Κατασκήνωση Βάσης"
        # Kept out of the names, whose groups a client searches for any value: a value never reads as a key.
        named = client.get("/api/games/relic-runners/names").json()["el"]
        assert not any("camp_rations" in group for group in named.values())
        assert client.get("/api/games/chess/keys").status_code == 404


def test_a_finished_match_log_comes_in_the_language_asked_for(
    client: TestClient, new_table: Callable[..., Message]
) -> None:
    created = new_table("human", "bot", join_as="ann", rounds=1)
    table_id = created["table"]["id"]
    play_out(client, table_id, {0: created["joined"]["token"]})
    english = client.get(f"/api/tables/{table_id}/log").json()
    greek = client.get(f"/api/tables/{table_id}/log", params={"lang": "el"}).json()
    assert [a["action"] for a in greek["actions"]] == [a["action"] for a in english["actions"]]
    for en, el in zip(english["actions"], greek["actions"], strict=True):
        labels = {lang: PEBBLES.table.label(en["action"], lang) for lang in LANGS}
        assert en["labels"] == el["labels"] == labels
        assert en["label"] == labels["en"] and el["label"] == labels["el"]
    assert any(GREEK.search(a["label"]) for a in greek["actions"])
    refused = client.get(f"/api/tables/{table_id}/log", params={"lang": "fr"})
    assert refused.status_code == 422 and "'fr'" in refused.json()["detail"] and "en, el" in refused.json()["detail"]
