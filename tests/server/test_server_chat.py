"""Table chat over real sockets: lines checked, cleaned and bounded, rate-limited per socket and per seat,
stored with the match and sent again on (re)connect, spectators' lines marked, private tables' chat kept
to those who may watch, quick phrases in every language, reports kept."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession
from test_server_socket import until
from toy_game import PEBBLES

from agora.server import Settings, create_app
from agora.server.store.chat import Chat
from agora.server.store.database import Database
from agora.server.tables.rooms import CHAT_MOST, Grant, Watcher

Message = dict[str, Any]


@contextmanager
def seated(
    client: TestClient, table_id: str, token: str | None = None, invite: str | None = None
) -> Iterator[WebSocketTestSession]:
    with client.websocket_connect(f"/api/tables/{table_id}/socket") as socket:
        socket.send_json({"type": "hello", "token": token, "invite": invite})
        yield socket


def history(socket: WebSocketTestSession) -> Message:
    """The chat a socket is sent when it opens."""
    return until(socket, "chat", history=True)


def said(socket: WebSocketTestSession) -> Message:
    """The next line said (not the history)."""
    for _ in range(100):
        message = until(socket, "chat")
        if not message.get("history"):
            line: Message = message["lines"][-1]
            return line
    raise AssertionError("no line said")


def heard(socket: WebSocketTestSession, text: str) -> Message:
    """The line said with this text, skipping those before it."""
    for _ in range(100):
        line = said(socket)
        if line["text"] == text:
            return line
    raise AssertionError(f"no line {text!r}")


def refusal(socket: WebSocketTestSession) -> Message:
    """The next chat refusal."""
    return until(socket, "error", about="chat")


@pytest.fixture
def settings(settings: Settings) -> Settings:
    """The conftest's settings, lines unlimited (the limits have tests of their own)."""
    return replace(settings, chat_rate_per_second=0)


@pytest.fixture
def duel(client: TestClient, new_table: Callable[..., Message]) -> tuple[str, str, str]:
    """A two-person table: its id and both tokens."""
    created = new_table("human", "human", join_as="ann")
    table_id = created["table"]["id"]
    bob = client.post(f"/api/tables/{table_id}/join", json={"name": "bob"}).json()
    return table_id, created["joined"]["token"], bob["token"]


def test_a_line_reaches_every_reader_marked_with_its_speaker(client: TestClient, duel: tuple[str, str, str]) -> None:
    table_id, ann_token, bob_token = duel
    with (seated(client, table_id, ann_token) as ann, seated(client, table_id, bob_token) as bob,
          seated(client, table_id) as watcher):
        for socket in (ann, bob, watcher):
            assert history(socket)["lines"] == []
        ann.send_json({"type": "chat", "text": "hello bob"})
        for socket in (ann, bob, watcher):
            line = said(socket)
            assert (line["seat"], line["name"], line["spectator"], line["text"]) == (0, "ann", False, "hello bob")
            assert line["phrase"] is None and line["log_index"] == 0
        watcher.send_json({"type": "chat", "text": "go ann!"})
        for socket in (ann, bob, watcher):
            line = said(socket)
            assert (line["seat"], line["name"], line["spectator"], line["text"]) == (None, None, True, "go ann!")


def test_markup_stays_text_and_invisible_characters_are_taken_out(
    client: TestClient, duel: tuple[str, str, str]
) -> None:
    table_id, ann_token, _ = duel
    with seated(client, table_id, ann_token) as ann:
        history(ann)
        markup = '<img src=x onerror="alert(1)"> &amp; <b>bold</b>'
        ann.send_json({"type": "chat", "text": markup})
        assert said(ann)["text"] == markup  # neither escaped nor stripped: the client shows it as text
        # Bidi overrides, zero-width spaces, controls and a BOM out; line breaks and runs of spaces one space.
        ann.send_json({"type": "chat", "text": " a\u202eb\u200bc\x07\ufeff \n\n\t d  "})
        assert said(ann)["text"] == "abc d"
        # Emoji sequences keep their joiner and presentation selector.
        ann.send_json({"type": "chat", "text": "\U0001f469\u200d\U0001f4bb \u2764\ufe0f"})
        assert said(ann)["text"] == "\U0001f469\u200d\U0001f4bb \u2764\ufe0f"
        # Marks stacked past three in a row are dropped.
        ann.send_json({"type": "chat", "text": "a" + "\u0301\u0300\u0302\u0303\u0304" * 3})
        assert said(ann)["text"] == "\u00e1\u0300\u0302"  # in NFC
        for blank in ("   ", "\u200b\u202e", "\u3164", "\u200d\ufe0f"):
            ann.send_json({"type": "chat", "text": blank})
            assert refusal(ann)["code"] == "empty"


def test_the_length_is_counted_after_nfc(client: TestClient, duel: tuple[str, str, str], settings: Settings) -> None:
    table_id, ann_token, _ = duel
    with seated(client, table_id, ann_token) as ann:
        history(ann)
        # 300 letters written as 600 code points (e + combining acute): NFC makes 300, the most allowed.
        ann.send_json({"type": "chat", "text": "e\u0301" * 300})
        assert said(ann)["text"] == "\u00e9" * 300
        ann.send_json({"type": "chat", "text": "x" * 301})
        refused = refusal(ann)
        assert refused["code"] == "too_long" and "300" in refused["message"] and "300" in refused["messages"]["el"]
    assert [line.text for line in Chat(Database.open(settings.database_url)).recent(table_id, 10)] == ["\u00e9" * 300]


@pytest.mark.parametrize("bad", [
    {"type": "chat"},
    {"type": "chat", "text": "hi", "phrase": "gg"},
    {"type": "chat", "text": 5},
    {"type": "chat", "text": ""},
    {"type": "chat", "text": "x" * 2001},
    {"type": "chat", "phrase": "<script>"},
    {"type": "chat", "text": "hi", "seat": 1},
    {"type": "report", "line": "one"},
    {"type": "report", "line": 0},
    {"type": "report", "line": 1, "reason": "x" * 201},
])
def test_malformed_chat_messages_are_refused(client: TestClient, duel: tuple[str, str, str], bad: Message) -> None:
    table_id, ann_token, bob_token = duel
    with seated(client, table_id, ann_token) as ann, seated(client, table_id, bob_token) as bob:
        history(ann)
        history(bob)
        ann.send_json(bad)
        assert until(ann, "error")["code"] == "malformed"
        ann.send_json({"type": "chat", "text": "still here"})
        assert said(bob)["text"] == "still here"  # the first line bob hears: nothing of the bad one
    assert client.get(f"/api/tables/{table_id}/chat").json()["lines"][0]["text"] == "still here"


def test_a_seat_speaks_as_itself_only(client: TestClient, duel: tuple[str, str, str]) -> None:
    table_id, ann_token, _ = duel
    with seated(client, table_id, ann_token) as ann:
        history(ann)
        # A message cannot name a seat or a name (extra fields are refused above): it is the socket's seat.
        ann.send_json({"type": "chat", "text": "I am ann"})
        line = said(ann)
        assert (line["seat"], line["name"]) == (0, "ann")
    with client.websocket_connect(f"/api/tables/{table_id}/socket") as rude:
        rude.send_json({"type": "hello", "token": "not-a-token"})
        assert until(rude, "error")["code"] == "bad_token"


def test_quick_phrases_come_in_every_language_and_unknown_ones_are_refused(
    client: TestClient, duel: tuple[str, str, str]
) -> None:
    table_id, ann_token, bob_token = duel
    with seated(client, table_id, ann_token) as ann, seated(client, table_id, bob_token) as bob:
        offered = {phrase["id"]: phrase["texts"] for phrase in history(ann)["phrases"]}
        assert offered["gg"] == {"en": "Good game", "el": "Καλό παιχνίδι"}
        assert {"your_turn", "thinking", "well_played", "oops"} <= set(offered)
        history(bob)
        ann.send_json({"type": "chat", "phrase": "gg"})
        line = said(bob)
        assert (line["phrase"], line["text"], line["texts"]) == ("gg", None, offered["gg"])
        ann.send_json({"type": "chat", "phrase": "nice_find"})  # Relic Runners' own: not this game's
        assert refusal(ann)["code"] == "unknown_phrase"


def test_lines_are_kept_and_sent_again_on_reconnect(settings: Settings) -> None:
    kept = replace(settings, chat_history=3)
    with TestClient(create_app(kept, games={"pebbles": PEBBLES})) as client:
        body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}], "join_as": "ann"}
        created = client.post("/api/tables", json=body).json()
        table_id, token = created["table"]["id"], created["joined"]["token"]
        with seated(client, table_id, token) as ann:
            history(ann)
            for number in range(5):
                ann.send_json({"type": "chat", "text": f"line {number}"})
                said(ann)
        with seated(client, table_id, token) as again:
            assert [line["text"] for line in history(again)["lines"]] == ["line 2", "line 3", "line 4"]
        # Every line is kept: the match's whole chat, for its replay.
        assert [line["text"] for line in client.get(f"/api/tables/{table_id}/chat").json()["lines"]] == [
            f"line {number}" for number in range(5)]


def limited(settings: Settings, rate: float = 0.001, burst: int = 2) -> TestClient:
    return TestClient(create_app(replace(settings, chat_rate_per_second=rate, chat_burst=burst),
                                 games={"pebbles": PEBBLES}))


def test_a_flood_of_lines_is_refused_per_seat_across_its_sockets(settings: Settings) -> None:
    with limited(settings) as client:
        body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}], "join_as": "ann"}
        created = client.post("/api/tables", json=body).json()
        table_id, ann_token = created["table"]["id"], created["joined"]["token"]
        bob_token = client.post(f"/api/tables/{table_id}/join", json={"name": "bob"}).json()["token"]
        with (seated(client, table_id, ann_token) as ann, seated(client, table_id, ann_token) as ann_again,
              seated(client, table_id, bob_token) as bob):
            for socket in (ann, ann_again, bob):
                history(socket)
            ann.send_json({"type": "chat", "text": "one"})
            said(ann)
            ann_again.send_json({"type": "chat", "text": "two"})  # another socket, the same seat's bucket
            said(ann_again)
            ann_again.send_json({"type": "chat", "text": "three"})
            assert refusal(ann_again)["code"] == "rate_limited"
            ann.send_json({"type": "chat", "phrase": "gg"})
            assert refusal(ann)["code"] == "rate_limited"
            bob.send_json({"type": "chat", "text": "bob may speak"})  # another seat: its own bucket
            assert heard(bob, "bob may speak")["seat"] == 1
        assert [line["text"] for line in client.get(f"/api/tables/{table_id}/chat").json()["lines"]] == [
            "one", "two", "bob may speak"]


def test_a_socket_has_its_own_limit_too(settings: Settings) -> None:
    with limited(settings, burst=1) as client:
        body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}], "join_as": "ann"}
        created = client.post("/api/tables", json=body).json()
        table_id, token = created["table"]["id"], created["joined"]["token"]
        with seated(client, table_id, token) as ann:
            history(ann)
            ann.send_json({"type": "chat", "text": "one"})
            said(ann)
            # A refused line is not stored, and reports count against the same socket's limit.
            ann.send_json({"type": "report", "line": 1})
            assert refusal(ann)["code"] == "rate_limited"


def test_a_private_tables_chat_is_read_by_those_who_may_watch_only(
    client: TestClient, new_table: Callable[..., Message]
) -> None:
    created = new_table("human", "human", join_as="ann", private=True)
    table_id, token = created["table"]["id"], created["joined"]["token"]
    seat = {"Authorization": f"Bearer {token}"}
    key = client.get(f"/api/tables/{table_id}/state", headers=seat).json()["invite"]
    with seated(client, table_id, token) as ann, seated(client, table_id, invite=key) as friend:
        history(ann)
        history(friend)
        ann.send_json({"type": "chat", "text": "only friends here"})
        assert said(friend)["text"] == "only friends here"
        friend.send_json({"type": "chat", "text": "hi from a friend"})
        assert heard(ann, "hi from a friend")["spectator"] is True
    with client.websocket_connect(f"/api/tables/{table_id}/socket") as stranger:
        stranger.send_json({"type": "hello"})
        message = stranger.receive_json()
        assert message["type"] == "error" and message["code"] == "private"  # no chat before the refusal
    assert client.get(f"/api/tables/{table_id}/chat").status_code == 403
    assert client.get(f"/api/tables/{table_id}/chat", params={"invite": "wrong"}).status_code == 403
    assert len(client.get(f"/api/tables/{table_id}/chat", params={"invite": key}).json()["lines"]) == 2
    assert len(client.get(f"/api/tables/{table_id}/chat", headers=seat).json()["lines"]) == 2
    # A new invite key: the old one reads nothing more, and the socket it opened is closed before it can speak.
    with seated(client, table_id, invite=key) as friend:
        history(friend)
        assert client.post(f"/api/tables/{table_id}/invite", headers=seat).status_code == 200
        assert until(friend, "error")["code"] == "revoked"
    assert client.get(f"/api/tables/{table_id}/chat", params={"invite": key}).status_code == 403
    assert len(client.get(f"/api/tables/{table_id}/chat", headers=seat).json()["lines"]) == 2


def test_a_report_is_kept_once_and_only_for_a_line_of_the_table(
    client: TestClient, duel: tuple[str, str, str], new_table: Callable[..., Message], settings: Settings
) -> None:
    table_id, ann_token, bob_token = duel
    other = new_table("human", "human", join_as="cid")
    with seated(client, other["table"]["id"], other["joined"]["token"]) as cid:
        history(cid)
        cid.send_json({"type": "chat", "text": "elsewhere"})
        elsewhere = said(cid)["id"]
    with seated(client, table_id, ann_token) as ann, seated(client, table_id, bob_token) as bob:
        history(ann)
        history(bob)
        ann.send_json({"type": "chat", "text": "rude words"})
        line = said(bob)["id"]
        bob.send_json({"type": "report", "line": line, "reason": "rude\u202e"})
        assert until(bob, "reported")["line"] == line
        bob.send_json({"type": "report", "line": line, "reason": "again"})
        assert until(bob, "reported")["line"] == line
        bob.send_json({"type": "report", "line": elsewhere})
        assert refusal(bob)["code"] == "not_found"
        bob.send_json({"type": "report", "line": 10**9})
        assert refusal(bob)["code"] == "not_found"
    chat = Chat(Database.open(settings.database_url))
    reports = chat.reports(table_id)
    assert [(r["line_id"], r["reporter"], r["reason"], r["seat"], r["text"]) for r in reports] == [
        (line, "seat:1", "rude", 0, "rude words")]
    assert chat.reports(other["table"]["id"]) == []


def test_a_finished_matchs_chat_stays_for_its_replay(client: TestClient, duel: tuple[str, str, str]) -> None:
    table_id, ann_token, bob_token = duel
    with seated(client, table_id, ann_token) as ann, seated(client, table_id, bob_token) as bob:
        history(ann)
        history(bob)
        ann.send_json({"type": "chat", "phrase": "your_turn"})
        said(bob)
        index = 0
        for _ in range(2):  # two rounds: both pick, then each ends its turn
            for socket, action in ((ann, "pick 3"), (bob, "pick 1"), (ann, "end"), (bob, "end")):
                socket.send_json({"action": action, "log_index": index})
                until(socket, "accepted")
                index += 1
        assert until(ann, "state", log_index=index)["status"] == "finished"
        bob.send_json({"type": "chat", "phrase": "gg"})  # after the end too
        assert said(ann)["log_index"] == index
    lines = client.get(f"/api/tables/{table_id}/chat").json()["lines"]
    assert [(line["phrase"], line["log_index"]) for line in lines] == [("your_turn", 0), ("gg", index)]
    assert lines[1]["texts"]["el"] == "Καλό παιχνίδι"


def test_lines_waiting_for_a_slow_reader_make_one_message() -> None:
    """Many speakers at once fill no reader's outbox: lines said while one chat message waits join it."""
    watcher = Watcher(Grant("t", None), 0, limit=3)
    watcher.say({"type": "chat", "history": True, "lines": []})
    for number in range(CHAT_MOST + 10):
        watcher.chat([{"id": number}])
    assert not watcher.overflowed and len(watcher._outbox) == 2
    waiting = watcher._outbox[-1]
    assert waiting is not None and [line["id"] for line in waiting["lines"]] == list(range(10, CHAT_MOST + 10))


def test_a_signed_in_spectator_speaks_under_their_account_name(
    client: TestClient, duel: tuple[str, str, str], settings: Settings
) -> None:
    table_id, ann_token, _ = duel
    signed = client.post("/api/account/signup", json={"name": "Zoë", "password": "a long and quiet harbour 42"})
    assert signed.status_code == 201, signed.text
    with seated(client, table_id, ann_token) as ann, seated(client, table_id) as zoe:  # the cookie signs Zoë in
        history(ann)
        history(zoe)
        zoe.send_json({"type": "chat", "text": "watching you, ann"})
        line = heard(ann, "watching you, ann")
        assert (line["seat"], line["name"], line["spectator"]) == (None, "Zoë", True)
        # Her report is kept as her account's.
        zoe.send_json({"type": "report", "line": line["id"]})
        assert until(zoe, "reported")["line"] == line["id"]
    account = client.get("/api/account").json()["account"]["id"]
    assert [r["reporter"] for r in Chat(Database.open(settings.database_url)).reports(table_id)] == [
        f"account:{account}"]
