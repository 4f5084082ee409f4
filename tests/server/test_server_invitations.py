"""Invitations on a real server with a real SMTP server: a player at a table invites an account by its name;
the invitation waits in the invited player's lobby with a link that opens the table (a private table's with its
key), one email goes out if they want invitations by email, and every bad request is refused unchanged."""

from __future__ import annotations

import time
from pathlib import Path

import httpx
from serverproc import ServerProcess, running
from smtp_box import SmtpServer
from test_server_email import sign_up

PLAIN = {"game": "pebbles", "options": {"players": 3}, "seats": [{"kind": "human"}] * 3}


def test_an_invited_player_finds_the_table_in_the_lobby_and_by_email(tmp_path: Path, smtp: SmtpServer) -> None:
    with running([ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", "--smtp-port", str(smtp.port),
                                "--outbox-poll", "0.1")]) as (server,):
        ann, bob = sign_up(server, "ann"), sign_up(server, "bob", invitations=True)
        cyd = sign_up(server, "cyd", invitations=False)
        table_id = ann.http.post("/api/tables", json={**PLAIN, "join_as": "ann"}).json()["table"]["id"]
        assert ann.http.post(f"/api/tables/{table_id}/invitations", json={"name": "BOB"}).status_code == 204
        assert ann.http.post(f"/api/tables/{table_id}/invitations", json={"name": "cyd"}).status_code == 204
        [invitation] = bob.http.get("/api/account/invitations").json()
        assert (invitation["table"], invitation["game"], invitation["inviter"]) == (f"/table/{table_id}", "pebbles",
                                                                                   "ann")
        [mail] = smtp.mailbox.wait_for(bob.address, 1)
        assert mail["Subject"] == "ann invites you to Pebbles" and f"/table/{table_id}" in mail.get_content()
        assert smtp.mailbox.to(cyd.address) == []  # cyd wants no invitations by email: the lobby only
        assert len(cyd.http.get("/api/account/invitations").json()) == 1
        # bob takes the seat from the invitation's link; the invitation stays until he dismisses it
        assert bob.http.post(f"/api/tables/{table_id}/join", json={}).status_code == 200
        assert bob.http.delete(f"/api/account/invitations/{invitation['id']}").status_code == 204
        assert bob.http.get("/api/account/invitations").json() == []
        assert bob.http.delete(f"/api/account/invitations/{invitation['id']}").status_code == 404
        # A private table's invitation carries its key, so that the link seats its holder.
        private = ann.http.post("/api/tables", json={**PLAIN, "join_as": "ann", "private": True}).json()
        private_path = f"/api/tables/{private['table']['id']}/invitations"
        assert ann.http.post(private_path, json={"name": "bob"}).status_code == 204
        [secret] = bob.http.get("/api/account/invitations").json()
        key = secret["table"].split("?invite=")[1]
        assert bob.http.post(f"/api/tables/{private['table']['id']}/join", json={"invite": key}).status_code == 200
        assert len(smtp.mailbox.wait_for(bob.address, 2)) == 2


def test_bad_invitations_are_refused_and_change_nothing(tmp_path: Path) -> None:
    with running([ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}")]) as (server,):
        ann, bob = sign_up(server, "ann"), sign_up(server, "bob")
        table_id = ann.http.post("/api/tables", json={**PLAIN, "join_as": "ann"}).json()["table"]["id"]
        guest = httpx.Client(base_url=server.url, timeout=30)
        path = f"/api/tables/{table_id}/invitations"
        assert guest.post(path, json={"name": "bob"}).status_code == 403  # a spectator invites nobody
        assert bob.http.post(path, json={"name": "ann"}).status_code == 403
        assert ann.http.post(path, json={"name": "ann"}).status_code == 409  # seated there already
        refused = ann.http.post(path, json={"name": "nobody"}, headers={"Accept-Language": "el"})
        assert refused.status_code == 404 and refused.json()["detail"] == "δεν υπάρχει παίκτης με αυτό το όνομα"
        assert ann.http.post(path, json={"name": "a b"}).status_code == 422
        assert ann.http.post(path, json={"name": "bob", "extra": 1}).status_code == 422
        assert ann.http.post(path, headers={"Authorization": "Bearer forged"}, json={"name": "bob"}).status_code == 403
        assert ann.http.post("/api/tables/nosuchtable/invitations", json={"name": "bob"}).status_code == 404
        assert ann.http.post(path, json={"name": "bob"}).status_code == 204
        assert ann.http.post(path, json={"name": "bob"}).status_code == 409  # invited already
        assert guest.get("/api/account/invitations").status_code == 401
        assert bob.http.delete("/api/account/invitations/0").status_code == 422
        assert len(bob.http.get("/api/account/invitations").json()) == 1


def test_the_daily_digest_lists_waiting_moves_and_invitations_once_a_day(tmp_path: Path, smtp: SmtpServer) -> None:
    with running([ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", "--smtp-port", str(smtp.port),
                                "--outbox-poll", "0.1", "--digest-check", "0.3")]) as (server,):
        dan, eve = sign_up(server, "dan"), sign_up(server, "eve", digest=True)
        fay = sign_up(server, "fay")
        turn = {"kind": "turn", "move_hours": 24, "game_days": 30}
        body = {"game": "pebbles", "options": {"players": 2}, "seats": [{"kind": "human"}, {"kind": "bot"}],
                "join_as": "dan", "clock": turn}
        mine = dan.http.post("/api/tables", json=body).json()["table"]["id"]
        other = fay.http.post("/api/tables", json={**PLAIN, "join_as": "fay"}).json()["table"]["id"]
        assert fay.http.post(f"/api/tables/{other}/invitations", json={"name": "dan"}).status_code == 204
        # dan asks for the digest once both wait for him, so that its first look finds both
        wants = dan.http.put("/api/account/notifications", json={"email": dan.address, "language": None,
                                                                 "digest": True})
        assert wants.status_code == 200, wants.text
        [digest] = [m for m in smtp.mailbox.wait_for(dan.address, 2) if m["Subject"] != "fay invites you to Pebbles"]
        assert digest["Subject"] == "Your tables at Agora today"
        text = digest.get_content()
        assert f"Your move: Pebbles — http://127.0.0.1:{server.port}/table/{mine}" in text
        assert f"fay invites you to Pebbles: http://127.0.0.1:{server.port}/table/{other}" in text
        assert "/unsubscribe/" in text
        time.sleep(1.5)  # five more looks: the day's digest is not queued again
        assert len(smtp.mailbox.to(dan.address)) == 2  # the invitation's own email and one digest
        assert smtp.mailbox.to(eve.address) == []  # nothing to tell eve: no email
