"""The browser's words (GET /api/words/{lang}): every message the web client uses, in every language, from
the same catalogues as the server's; and a refusal reaching a socket in every language."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from test_server_i18n import seated
from test_server_socket import until

from agora.core.i18n import LANGS
from agora.server.words import client_ids

Message = dict[str, Any]


def _key(context: str | None, msgid: str | tuple[str, ...]) -> str:
    first = msgid if isinstance(msgid, str) else msgid[0]
    return f"{context}\x04{first}" if context else first


@pytest.mark.parametrize("lang", LANGS)
def test_the_words_route_serves_every_client_message(client: TestClient, lang: str) -> None:
    reply = client.get(f"/api/words/{lang}")
    assert reply.status_code == 200
    words = reply.json()
    assert words["lang"] == lang
    assert set(words["languages"]) == set(LANGS) and words["languages"]["el"] == "Ελληνικά"
    assert "other" in words["plural"]["tags"]
    ids = client_ids()
    assert len(ids) > 150  # the pages' own words, at least
    for context, msgid in ids:
        served = words["messages"][_key(context, msgid)]
        if isinstance(msgid, str):
            assert isinstance(served, str) and served
        else:
            assert set(served) == set(words["plural"]["tags"]) and all(served.values())
    if lang == "en":
        assert words["messages"]["New table"] == "New table"
        assert words["messages"]["replay\x04Play"] == "Play"
    else:
        assert words["messages"]["New table"] == "Νέο τραπέζι"
        assert words["messages"]["replay\x04Play"] == "Αναπαραγωγή"


def test_the_words_are_revalidated_by_their_etag(client: TestClient) -> None:
    first = client.get("/api/words/el")
    etag = first.headers["etag"]
    assert first.headers["cache-control"] == "no-cache"
    again = client.get("/api/words/el", headers={"if-none-match": etag})
    assert again.status_code == 304 and again.content == b""
    assert client.get("/api/words/en").headers["etag"] != etag


def test_an_unknown_language_is_refused(client: TestClient) -> None:
    assert client.get("/api/words/xx").status_code == 422


def test_a_refusal_reaches_the_socket_in_every_language(client: TestClient, new_table: Callable[..., Message]) -> None:
    created = new_table("human", "human", join_as="ann")
    table_id = created["table"]["id"]
    bob_token = client.post(f"/api/tables/{table_id}/join", json={"name": "bob"}).json()["token"]
    with seated(client, table_id, created["joined"]["token"]) as ann, seated(client, table_id, bob_token) as bob:
        ann.send_json({"action": "pick 3", "log_index": 0})
        until(ann, "accepted")
        bob.send_json({"action": "pick 1", "log_index": 1})
        until(bob, "accepted")
        ann.send_json({"type": "undo", "log_index": 2})
        refused = until(ann, "error")
        assert refused["message"] == "you can only take back your own last action"
        assert refused["messages"] == {"en": refused["message"],
                                       "el": "μπορείτε να πάρετε πίσω μόνο τη δική σας τελευταία κίνηση"}
        bob.send_json({"action": "pick 2", "log_index": 9})
        ahead = until(bob, "error")
        assert ahead["message"] == "log index 9 is ahead of the log, which has 2 entries"
        assert ahead["messages"]["el"] == "ο δείκτης ιστορικού 9 είναι πέρα από το ιστορικό, που έχει 2 εγγραφές"


def test_an_http_refusal_is_said_in_the_readers_language(client: TestClient, new_table: Callable[..., Message]) -> None:
    created = new_table("human", "human", join_as="ann")
    table_id = created["table"]["id"]
    client.post(f"/api/tables/{table_id}/join", json={"name": "bob"})
    ann = {"authorization": f"Bearer {created['joined']['token']}"}
    english = client.post(f"/api/tables/{table_id}/vote", json={"choice": "bot"}, headers=ann)
    assert english.status_code == 409 and english.json()["detail"] == "there is nothing for you to vote on"
    greek = client.post(f"/api/tables/{table_id}/vote", json={"choice": "bot"},
                        headers={**ann, "accept-language": "el-GR, en;q=0.8"})
    assert greek.status_code == 409 and greek.json()["detail"] == "δεν υπάρχει τίποτα για να ψηφίσετε"
    unknown = client.post(f"/api/tables/{table_id}/back", headers={**ann, "accept-language": "fr, de;q=0.5"})
    assert unknown.status_code == 409 and unknown.json()["detail"] == "you have not left this table"
